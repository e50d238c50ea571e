"""Prisma, the layer over the base game: prism drops and favors, the favors bar, gift cards
(bought with favors, placed in the gift area when drawn), Recycle, action cards f and g, the
second use of action card a, and the solo game against Gwidyon.

Rule ids are ``mycelia-prisma.prisma.*``, ``mycelia-prisma.gift.*`` and
``mycelia-prisma.solo.*``.
"""

from __future__ import annotations

from typing import Any

from rules.core import decks
from rules.core.flow import pop, push

from . import names as n
from .data import COLORS

MAX_ACTIONS = 4  # action cards a player may keep (prisma.action-limit)


class PrismaRules:
    """Prisma's rules (mixed into the Game class with BaseRules)."""

    # ----- the favors bar ----------------------------------------------------------------
    def last_space(self) -> int:
        return len(self.board.bar) - 1

    def occupied(self, s: Any, seat: int) -> set[int]:
        """Spaces other mushrooms hold: other players', Gwidyon's and the unused ones."""
        taken = {m for other, m in enumerate(s.mushrooms) if other != seat}
        if s.gw_pos >= 0:
            taken.add(s.gw_pos)
        taken |= set(s.blocked)
        return taken - {0, self.last_space()}

    def advance(self, s: Any, position: int, taken: set[int]) -> int:
        """The next free space after ``position`` (prisma.favor-skip), or the last space."""
        last = self.last_space()
        if position >= last:
            return last
        position += 1
        while position in taken and position < last:
            position += 1
        return position

    def gain_favors(self, play: Any, seat: int, count: int, rule: str) -> None:
        """One space forward per favor to the next free space; favors past the last space are
        forfeited (prisma.favors, prisma.favor-skip, prisma.favor-last)."""
        if not play.prisma:
            return
        taken = self.occupied(play, seat)
        start = position = play.mushrooms[seat]
        lost = 0
        for _ in range(count):
            if position == self.last_space():
                lost += 1
            else:
                position = self.advance(play, position, taken)
        play.put("mushrooms", seat, position)
        if play.log is None:  # quiet mode (bots, the Lab) composes no Step
            return
        play.say(
            rule, "favors", f"mushroom:{seat}", f"bar:{position}",
            who=n.player(seat), count=count, start=start, space=position,
        )  # fmt: skip
        if position - start > count - lost:
            # The spaces jumped: the absent players' mushrooms (prisma.blocked) say so apart
            # from the other players' (prisma.favor-skip).
            jumped = set(range(start + 1, position)) & taken
            if jumped - set(play.blocked):
                play.say("prisma.favor-skip", "jumped", f"bar:{position}", who=n.player(seat))
            absent = sorted(jumped & set(play.blocked))
            if absent:
                play.say(
                    "prisma.blocked", "jumped-blocked", f"bar:{position}", who=n.player(seat),
                    spaces=" and ".join(map(str, absent)), count=len(absent),
                )  # fmt: skip
        if lost:
            play.say("prisma.favor-last", "forfeited", f"bar:{position}", count=lost)

    def color_rank(self, space: int) -> int:
        color = self.board.bar[space]
        return COLORS.index(color) if color in COLORS else -1

    # ----- gift cards ----------------------------------------------------------------------
    def gift_active(self, s: Any, key: str) -> bool:
        """A gift in the gift area of the player whose turn it is works for that turn."""
        gifts = s.gifts[s.current]  # mostly empty: asked first, it answers most questions
        return bool(gifts) and s.prisma and self.gift_code[key] in gifts

    def gift_buyable(self, s: Any, color: str) -> bool:
        pile = s.piles[COLORS.index(color)]
        rank = self.color_rank(s.mushrooms[s.current])
        return bool(pile) and rank >= COLORS.index(color)

    def buy_gift(self, play: Any, color: str) -> None:
        """Pay with favors: the mushroom goes back to start, with no change; the gift goes on
        top of the draw pile and its one-time effect happens now (prisma.gift-buy,
        prisma.gift-no-change, prisma.gift-lightning)."""
        me = play.current
        index = COLORS.index(color)
        code = play.piles[index][0]
        play.put("piles", index, play.piles[index][1:])
        space = play.mushrooms[me]
        play.put("mushrooms", me, 0)
        play.put("tops", me, (code, *play.tops[me]))
        play.say(
            "prisma.gift-buy", "gift-bought", f"pile:{color}", f"mushroom:{me}",
            who=n.player(me), card=self.card_name(code), space=space,
        )  # fmt: skip
        if self.color_rank(space) > index:
            play.say("prisma.gift-no-change", "no-change", "bar:0", who=n.player(me))
        if not play.piles[index]:
            play.say("prisma.gift-piles", "pile-empty", f"pile:{color}", color=color)
        self.lightning(play, self.cards[code])

    def lightning(self, play: Any, card: Any) -> None:
        """The one-time effect of a gift just bought, now and never again
        (prisma.gift-lightning), each part citing the gift's own section."""
        me = play.current
        rule = "gift." + card.key
        if (
            card.leaves
            or card.trash
            or card.recycle
            or card.remove_moss
            or card.globi
            or (card.others_remove)
        ):
            play.say(
                "prisma.gift-lightning", "lightning", n.gifts_id(me, card.key),
                card=self.card_name(card.code),
            )  # fmt: skip
        if card.leaves:
            play.put("leaves", me, play.leaves[me] + card.leaves)
            play.say(rule, "leaves", n.discard_id(me), who=n.player(me), count=card.leaves)
        tasks: list[tuple] = []
        if card.trash:
            discard_only = card.key == "anellus"
            tasks.append(("trash", card.trash, "discard" if discard_only else "any"))
            message = "lightning-trash-discard" if discard_only else "lightning-trash"
            play.say(rule, message, who=n.player(me), count=card.trash)
        if card.recycle:
            tasks.append(("recycle", card.recycle))
            play.say(rule, "lightning-recycle", who=n.player(me), count=card.recycle)
        if card.remove_moss:
            tasks.append(("remove", "moss", 0, 0, card.remove_moss))
            play.say(rule, "lightning-moss", who=n.player(me), count=card.remove_moss)
        if card.others_remove and not self.gift_active(play, "umbra"):
            play.say(rule, "lightning-others", count=card.others_remove)
        if card.globi:
            tasks.append(("globi",))
        tasks += self.bonus_tasks(play, 0, card.others_remove)
        push(play.tasks, *tasks)

    def after_showcase_buy(self, play: Any, code: int) -> None:
        """What the gifts give for a card bought from the showcase (Viatica, Simulacrum,
        Falx, Gemma), and the action card a bought card grants (prisma.action-f/-g)."""
        me = play.current
        for key, favors in (("viatica", 1), ("simulacrum", 2)):
            if self.gift_active(play, key):
                self.gain_favors(play, me, favors, "gift." + key)
        if self.gift_active(play, "falx"):
            push(play.tasks, ("trash", 1, "any"))
        if self.gift_active(play, "gemma"):
            push(play.tasks, ("recycle", 1))
        grant = self.cards[code].grant
        if grant:
            if play.ruling("f-g-cards") == "choice":
                if any(play.pool):
                    push(play.tasks, ("grant",))
            else:
                self.grant_action(play, grant)

    def grant_action(self, play: Any, letter: str) -> None:
        me = play.current
        index = "fg".index(letter)
        if not play.pool[index]:
            play.say(f"prisma.action-{letter}", "no-action-card", letter=letter)
            return
        pool = list(play.pool)
        pool[index] -= 1
        play.pool = tuple(pool)
        play.put("actions", me, tuple(sorted((*play.actions[me], letter))))
        play.say(
            f"prisma.action-{letter}", "action-gained", n.action_id(me, letter),
            who=n.player(me), letter=letter,
        )  # fmt: skip
        if len(play.actions[me]) > MAX_ACTIONS:
            push(play.tasks, ("drop-action",))

    def drop_action(self, play: Any, letter: str) -> None:
        me = play.current
        actions = list(play.actions[me])
        actions.remove(letter)
        play.put("actions", me, tuple(actions))
        if letter in "fg":
            pool = list(play.pool)
            pool["fg".index(letter)] += 1
            play.pool = tuple(pool)
        play.say("prisma.action-limit", "action-dropped", who=n.player(me), letter=letter)

    def recycle_options(self, s: Any) -> list[tuple[str, str]]:
        """The cards a recycling may take, as (place, card key)."""
        me = s.current
        keys = [("discard", self.cards[c].key) for c in sorted(set(s.discards[me]))]
        return keys + [("gift", self.cards[c].key) for c in sorted(set(s.gifts[me]))]

    def recycle(self, play: Any, place: str, code: int) -> None:
        """A card from the discard pile or the gift area onto the draw pile; a recycled gift
        stops working at once (prisma.recycle)."""
        me = play.current
        if place == "discard":
            play.put("discards", me, decks.without(play.discards[me], code))
        else:
            play.put("gifts", me, _minus(play.gifts[me], code))
        play.put("tops", me, (code, *play.tops[me]))
        play.say("prisma.recycle", "recycled", f"deck:{me}", card=self.card_name(code))

    def rotate_piles(self, play: Any) -> None:
        """The top gift of each pile goes to its bottom (prisma.action-a, solo.advance)."""
        play.piles = tuple(p[1:] + p[:1] for p in play.piles)
        play.say("prisma.action-a", "piles-rotated", *(f"pile:{c}" for c in COLORS))

    def globi_options(self, s: Any) -> list[tuple[int]]:
        me = s.current
        relaxed = self.gift_active(s, "reticulus") or s.ruling("beetle") == "at-least"
        return [
            (f,)
            for f in range(20)
            if not self.is_shrine_field(s, me, f)
            and (self.drops_at(s, me, f) >= 1 if relaxed else self.drops_at(s, me, f) == 1)
        ]

    def globi(self, play: Any, field: int) -> None:
        me = play.current
        for kind, grid in (("d", "dew"), ("p", "prism")):
            for _ in range(getattr(play, grid)[me][field]):
                self.take_drop(play, me, field, kind)
        play.put("shrines", me, (*play.shrines[me], field))
        play.say("gift.globi", "globi", n.field_id(me, field), field=n.field_name(field))

    # ----- solo: Gwidyon -----------------------------------------------------------------------
    def gwidyon_turn(self, play: Any, value: int) -> None:
        """Gwidyon's card takes drops off his pile; when one face-down card is left he
        reshuffles, advances on the favors bar and turns the gift piles (solo.gwidyon,
        solo.advance)."""
        pop(play.tasks)
        play.gw_deck = decks.without(play.gw_deck, value)
        play.gw_done = decks.with_cards(play.gw_done, (value,))
        play.gw_pile = max(play.gw_pile - value, 0)
        play.say("solo.gwidyon", "gwidyon", "gwidyon", count=value, left=play.gw_pile)
        if len(play.gw_deck) <= 1:
            play.gw_deck = decks.with_cards(play.gw_deck, play.gw_done)
            play.gw_done = ()
            if play.prisma:
                play.gw_pos = self.advance(play, play.gw_pos, self.occupied(play, -1))
                play.say(
                    "solo.advance", "gwidyon-advances", f"bar:{play.gw_pos}", space=play.gw_pos
                )
                self.rotate_piles(play)

    def solo_end_check(self, play: Any) -> None:
        """After each of the player's turns: a cleared board wins (solo.gwidyon; which board
        counts as cleared is the one rule of cleared_boards, ruling cleared-board); else an
        empty pile makes Gwidyon the winner."""
        if play.last_round and 0 not in self.cleared_boards(play):
            # Only under the reading 'empty at the end': the board took a dewdrop back.
            play.last_round = False
            play.cleared = ()
            play.say("ruling.cleared-board", "solo-not-cleared")
        if play.last_round:
            play.winners = (0,)
            play.ended = "mycelia-prisma.solo.gwidyon"
            play.tasks.clear()
            play.say("solo.gwidyon", "solo-won")
        elif play.gw_pile == 0:
            play.winners = ()
            play.ended = "mycelia-prisma.solo.gwidyon"
            play.tasks.clear()
            play.say("solo.gwidyon", "solo-lost")


def _minus(zone: tuple[int, ...], code: int) -> tuple[int, ...]:
    index = zone.index(code)
    return zone[:index] + zone[index + 1 :]
