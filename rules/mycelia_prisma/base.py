"""The base game Mycelia, minimal but whole: boards of 20 fields, dewdrops, the Shrine of Life
with its supply die and card, the start deck, draw three and play all three, the showcase,
action cards a and b, leaves and the end. Prisma (prisma.py) is a layer over these rules.

Rule ids are ``mycelia-prisma.base.*``; the rules read and change a working copy (``Play``).
"""

from __future__ import annotations

from typing import Any

from rules.core import decks
from rules.core.flow import for_each, pop, push, turn_order
from rules.core.working import replaced

from . import names as n
from .state import EMPTY

P = n.P
R = "mycelia-prisma."  # the rulebook's section-id prefix
NEIGHBOURS = tuple(
    tuple(
        f2
        for f2 in (f - 5, f + 5, f - 1 if f % 5 else -1, f + 1 if f % 5 != 4 else -1)
        if 0 <= f2 < 20
    )
    for f in range(20)
)
# Each field's offers for each kind of drop, (kind of move, its parts), made once (the legal
# list of every drop task is made of them).
MOVES_FROM = tuple(
    {drop: tuple(("move", (f, t, drop)) for t in NEIGHBOURS[f]) for drop in "dp"} for f in range(20)
)
REMOVAL_OF = tuple({drop: ("remove", (f, drop)) for drop in "dp"} for f in range(20))


class BaseRules:
    """The rules of Mycelia that Prisma keeps unchanged (mixed into the Game class)."""

    # ----- fields and drops ----------------------------------------------------------------
    def is_shrine_field(self, s: Any, seat: int, field: int) -> bool:
        return field == self.shrine_field or field in s.shrines[seat]

    def drops_at(self, s: Any, seat: int, field: int) -> int:
        return s.dew[seat][field] + s.prism[seat][field]

    def drops_left(self, s: Any, seat: int) -> int:
        return sum(s.dew[seat]) + sum(s.prism[seat])

    def fields_allowed(
        self, s: Any, seat: int, landscape: str, beetle: int, free: int
    ) -> list[int]:
        """The fields of ``seat``'s board a card's drop effect may take a drop from
        (base.landscape and base.beetle; Iris, Reticulus and the beetle ruling relax them):
        fields holding drops, not shrine fields; the card's landscape (any but earth if it
        names none) unless Iris, and its beetle's number of drops (at least that many under
        Reticulus or the ruling). A free effect (action b, a bonus) takes any of them."""
        counts = list(map(int.__add__, s.dew[seat], s.prism[seat]))
        shrines = (self.shrine_field, *s.shrines[seat])
        fields = [f for f in range(20) if counts[f] and f not in shrines]
        if free:
            return fields
        own_turn = seat == s.current
        if not (own_turn and self.gift_active(s, "iris")):
            kinds = self.board.landscapes
            if landscape:
                fields = [f for f in fields if kinds[f] == landscape]
            else:
                fields = [f for f in fields if kinds[f] != "earth"]
        if beetle:
            at_least = s.ruling("beetle") == "at-least" or (
                own_turn and self.gift_active(s, "reticulus")
            )
            if at_least:
                return [f for f in fields if counts[f] >= beetle]
            return [f for f in fields if counts[f] == beetle]
        return fields

    def take_drop(self, play: Any, seat: int, field: int, kind: str) -> None:
        """Take one drop off ``field`` of ``seat``'s board and put it on the Shrine of Life
        (base.remove); a prism drop gives its favor (prisma.prism-favor)."""
        grid = "prism" if kind == "p" else "dew"
        row = list(getattr(play, grid)[seat])
        row[field] -= 1
        play.put(grid, seat, tuple(row))
        play.shrine += 1
        if kind == "p":
            play.shrine_prism += 1
        if play.log is not None:  # quiet mode (bots, the Lab) composes no Step
            play.say(
                "base.remove", "removed", n.field_id(seat, field), "shrine",
                who=n.player(seat), drop=n.drop_name(kind), field=n.field_name(field),
            )  # fmt: skip
        if seat == play.current and self.gift_active(play, "clessidra"):
            play.put("leaves", seat, play.leaves[seat] + 1)
            play.say("gift.clessidra", "clessidra", n.gifts_id(seat, "clessidra"))
        if kind == "p":
            self.gain_favors(play, seat, 1, "prisma.prism-favor")
        if self.drops_left(play, seat) == 0 and seat not in play.cleared:
            play.cleared = tuple(sorted((*play.cleared, seat)))
            if play.last_round:
                play.say("base.end", "also-cleared", n.field_id(seat, field), who=n.player(seat))
            else:
                play.last_round = True
                play.say("base.end", "last-round", n.field_id(seat, field), who=n.player(seat))

    def move_drop(self, play: Any, seat: int, source: int, target: int, kind: str) -> None:
        """Move one drop a field (base.move); onto a shrine field it leaves the board."""
        if self.is_shrine_field(play, seat, target):
            if play.log is not None:  # the shrine field is the board's rule (base.board)
                play.say(
                    "base.board", "moved-to-shrine", n.field_id(seat, source),
                    who=n.player(seat), drop=n.drop_name(kind), field=n.field_name(source),
                )  # fmt: skip
            self.take_drop(play, seat, source, kind)
            return
        grid = "prism" if kind == "p" else "dew"
        row = list(getattr(play, grid)[seat])
        row[source] -= 1
        row[target] += 1
        play.put(grid, seat, tuple(row))
        if play.log is not None:
            play.say(
                "base.move", "moved", n.field_id(seat, source), n.field_id(seat, target),
                who=n.player(seat), drop=n.drop_name(kind),
                source=n.field_name(source), target=n.field_name(target),
            )  # fmt: skip

    def drop_options(self, s: Any, seat: int, task: tuple) -> list[tuple[str, tuple]]:
        """What a ``remove`` or ``move`` task (or another player's bonus drop) may do, as
        (kind of move, its parts), in the listed order."""
        kind = task[0]
        if kind == "bonus":
            landscape, beetle, free = "", 0, 1
        else:
            landscape, beetle, free = task[1], task[2], task[3]
        virga = kind == "move" and seat == s.current and self.gift_active(s, "virga")
        # Virga turns a Move into a Remove; like every ability it may be left unused
        # (ruling abilities), so under the rulebook's reading the Move stays on offer.
        moving = kind == "move" and (not virga or s.ruling("abilities") == "optional")
        removing = kind != "move" or virga
        keys: list[tuple[str, tuple]] = []
        dew, prism = s.dew[seat], s.prism[seat]
        for field in self.fields_allowed(s, seat, landscape, beetle, free):
            for drop, grid in (("d", dew), ("p", prism)):
                if not grid[field]:
                    continue
                if moving:
                    keys += MOVES_FROM[field][drop]
                if removing:
                    keys.append(REMOVAL_OF[field][drop])
        return keys

    # ----- cards -----------------------------------------------------------------------------
    def play_card(self, play: Any, code: int) -> None:
        """Play a hand card (base.turn): its effects, twice under Lux for the first card."""
        me = play.current
        hand = list(play.hands[me])
        hand.remove(code)
        play.put("hands", me, tuple(hand))
        play.played = (*play.played, code)
        play.plays += 1
        card = self.cards[code]
        if play.log is not None:
            play.say(
                "base.turn", "played", n.hand_id(me), who=n.player(me), card=self.card_name(code)
            )
        self.card_effects(play, card)
        if play.plays == 1 and self.gift_active(play, "lux"):
            if self.lux_is_a_choice(play, card):
                push(play.tasks, ("lux", code))
            else:
                self.play_again(play, code)

    def lux_is_a_choice(self, play: Any, card: Any) -> bool:
        """Lux may be left unused (ruling abilities); that matters only for a card whose
        second run would give the other players a bonus (every other effect of it is the
        player's own and optional anyway, or only gains)."""
        gives = (card.others_leaves or card.others_remove) and not self.gift_active(play, "umbra")
        return bool(gives) and play.ruling("abilities") == "optional" and play.players > 1

    def play_again(self, play: Any, code: int) -> None:
        """Lux: the first hand card of the turn works a second time (gift.lux)."""
        me = play.current
        play.say("gift.lux", "lux", n.gifts_id(me, "lux"), card=self.card_name(code))
        self.card_effects(play, self.cards[code])

    def card_effects(self, play: Any, card: Any) -> None:
        me = play.current
        if card.leaves:
            play.put("leaves", me, play.leaves[me] + card.leaves)
            if play.log is not None:
                play.say(
                    "base.leaves", "leaves", n.hand_id(me), who=n.player(me), count=card.leaves
                )
        if card.favors and play.prisma:
            self.gain_favors(play, me, card.favors, "prisma.favors")
        tasks: list[tuple] = []
        if card.remove:
            tasks.append(("remove", card.landscape, card.beetle, 0, card.remove))
        if card.move:
            tasks.append(("move", card.landscape, card.beetle, 0, card.move))
        if card.draw:
            tasks.append(("fill", me, card.draw))
        if card.trash:
            tasks.append(("trash", card.trash, "any"))
        if card.recycle and play.prisma:
            tasks.append(("recycle", card.recycle))
        tasks += self.bonus_tasks(play, card.others_leaves, card.others_remove)
        push(play.tasks, *tasks)

    def bonus_tasks(self, play: Any, leaves: int, drops: int) -> list[tuple]:
        """The bonus for the other players (base.bonus), clockwise from the left of the
        player to move (prisma.bonus-order); Umbra cancels it."""
        if not (leaves or drops):
            return []
        me = play.current
        if self.gift_active(play, "umbra"):
            play.say("gift.umbra", "umbra", n.gifts_id(me, "umbra"))
            return []
        others = turn_order(me, play.players)[1:]
        for seat in others:
            if leaves:
                play.put("leaves", seat, play.leaves[seat] + leaves)
                play.say("base.bonus", "bonus-leaves", who=n.player(seat), count=leaves)
        if drops and len(others) > 1 and play.log is not None:
            play.say(
                "prisma.bonus-order", "bonus-order", who=n.player(me),
                order=tuple(n.player(seat) for seat in others),
            )  # fmt: skip
        return list(for_each("bonus", others, drops)) if drops else []

    def trash_options(self, s: Any, task: tuple) -> list[tuple[str, str]]:
        """The cards a removal may take, as (place, card key)."""
        me = s.current
        keys = [("discard", self.cards[c].key) for c in sorted(set(s.discards[me]))]
        if s.prisma and task[2] == "any":
            keys += [("gift", self.cards[c].key) for c in sorted(set(s.gifts[me]))]
        return keys

    # ----- showcase ----------------------------------------------------------------------------
    def showcase_price(self, s: Any, code: int) -> int:
        price = self.cards[code].cost
        # gift_active asks whether Prisma is played (only once a gift lies there): the legal
        # list of every turn asks this for each showcase slot.
        if self.gift_active(s, "velamen"):
            price -= 1
        return max(price, 0)

    def buy_from_showcase(self, play: Any, slot: int) -> None:
        """Buy a showcase card with leaves: it goes on top of the draw pile (base.showcase)."""
        me = play.current
        code = play.showcase[slot]
        price = self.showcase_price(play, code)
        play.put("leaves", me, play.leaves[me] - price)
        play.showcase = replaced(play.showcase, slot, EMPTY)
        play.put("tops", me, (code, *play.tops[me]))
        if play.log is not None:
            play.say(
                "base.showcase", "bought", f"showcase:{slot}", n.discard_id(me),
                who=n.player(me), card=self.card_name(code), price=price,
            )  # fmt: skip
        if play.prisma:
            self.after_showcase_buy(play, code)

    def refill(self, play: Any, task: tuple) -> None:
        """Refill the showcase's empty slots from the market deck (base.showcase)."""
        pop(play.tasks)
        if EMPTY in play.showcase and play.market:
            push(play.tasks, ("market",), ("refill",))

    def market_draw(self, play: Any, code: int) -> None:
        pop(play.tasks)
        slot = play.showcase.index(EMPTY)
        play.market = decks.without(play.market, code)
        play.showcase = replaced(play.showcase, slot, code)
        if play.log is not None:
            play.say("base.showcase", "refilled", f"showcase:{slot}", card=self.card_name(code))

    # ----- drawing -----------------------------------------------------------------------------
    def fill(self, play: Any, task: tuple) -> None:
        """Draw cards one by one (base.deck): the known top cards first, then a chance draw
        from the shuffled rest; an empty pile takes in the discard pile, shuffled."""
        _, seat, left = task
        if left <= 0:
            pop(play.tasks)
            return
        if play.tops[seat]:
            code = play.tops[seat][0]
            play.put("tops", seat, play.tops[seat][1:])
            self.arrive(play, seat, code)
            return
        if not play.decks[seat] and play.discards[seat]:
            play.put("decks", seat, decks.with_cards(play.decks[seat], play.discards[seat]))
            play.put("discards", seat, ())
            play.say("base.deck", "reshuffled", f"deck:{seat}", who=n.player(seat))
        if not play.decks[seat]:
            pop(play.tasks)
            play.say("base.deck", "no-cards", f"deck:{seat}", who=n.player(seat))
            return
        push(play.tasks, ("draw", seat))

    def chance_draw(self, play: Any, code: int) -> None:
        _, seat = pop(play.tasks)
        play.put("decks", seat, decks.without(play.decks[seat], code))
        self.arrive(play, seat, code)

    def arrive(self, play: Any, seat: int, code: int) -> None:
        """A drawn card joins the hand (only its owner reads which); in Prisma a gift goes
        face up to the gift area and is replaced by its number of cards (prisma.gift-area,
        prisma.gift-replace)."""
        _, _, left = play.tasks[0]
        left -= 1
        card = self.cards[code]
        if card.gift and play.prisma:
            play.put("gifts", seat, (*play.gifts[seat], code))
            left += card.draws
            if play.log is not None:
                play.say(
                    "prisma.gift-area", "gift-placed", n.gifts_id(seat, card.key),
                    who=n.player(seat), card=self.card_name(code),
                )  # fmt: skip
                play.say(
                    "prisma.gift-replace", "gift-replaced", n.hand_id(seat),
                    who=n.player(seat), card=self.card_name(code), count=card.draws,
                )  # fmt: skip
        else:
            play.put("hands", seat, decks.with_cards(play.hands[seat], (code,)))
            if play.log is not None:
                play.say(
                    "base.deck", "drew", n.hand_id(seat), who=n.player(seat),
                    card=self.secret_card(code, seat),
                )  # fmt: skip
        play.tasks[0] = ("fill", seat, left)
