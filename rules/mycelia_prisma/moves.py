"""The moves of Mycelia: Prisma, declared once each (issue 45, ``rules.core.moves``): a card
played, bought or taken as a gift, an action card used, a drop moved or removed, a card removed
or recycled, a shrine field placed, an action card taken or given up, Lux's second play, an
ability left unused, the turn's end, and chance's draws, die and Gwidyon's card; with the rules
that say which are open (each move's options and its one check, which the legal list and the
why-not both ask) and how each reads in words. The effects are the engine's (base.py,
prisma.py); seed 001_6d301ad178b2b559.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Action, Ruling
from rules.core.flow import pop
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal

from . import names as n
from .base import R
from .data import COLORS
from .refusals import DROP_TASKS
from .state import EMPTY, EVERYONE, SHOWCASE

if TYPE_CHECKING:
    from .engine import MyceliaPlay

P = n.P
ACTION_PRICE = {"a": 1, "b": 3, "f": 1, "g": 3}
USES = ("a-showcase", "a-gifts", "b", "f", "g")  # the action cards' uses, in the listed order
# The parts of the moves that name nothing, one tuple every time (listed once by the core).
NO_PARTS: tuple[tuple[()]] = ((),)
FACES = tuple((face,) for face in range(1, 7))
FIELDS = "1[0-9]|[0-9]"  # the twenty fields of a board, numbered from 0
SLOTS = tuple((slot,) for slot in range(SHOWCASE))
COLOR_PARTS = tuple((color,) for color in COLORS)
USE_PARTS = tuple((use,) for use in USES)
SHOWCASE_RULE = R + "base.showcase"
ACTION_RULE = {x: R + ("prisma.action-" if x in "fg" else "base.action-") + x for x in "abfg"}
BASE_ONLY = Ruling(R + "base.variant", Msg(P + "refuse-base-only"))


def _card(game: Any, text: str) -> str:
    if text not in game.by_key:
        raise ValueError(f"{text!r} is not a card of Mycelia: Prisma")
    return text


# A card's value is its key as written ("leaf-gift"): keys are a public contract.
CARD = Part(r"[a-z]+(?:-[a-z]+)*", _card)
FIELD = Part(FIELDS, lambda game, text: int(text))
DROP = Part("[dp]")
PLACE = Part("discard|gift")
LETTER = Part("[abfg]")


def _refused_off_task(kind: str) -> Any:
    return lambda game, state: game.off_task(state, kind)


class MyceliaMoves:
    """The move declarations and rules of the Mycelia: Prisma game class (see the module
    docstring). Every refusal's rule and sentence are those the game always gave."""

    # ----- chance: a card drawn, the shrine's die, Gwidyon's card ------------------------------
    draw_move = Move(
        "draw", "draw-{card}", tasks=("draw", "market"), parts={"card": CARD},
        example="draw-leaf", checked_options=True,  # the pile's cards: what the check asks
    )  # fmt: skip
    die_move = Move(
        "die", "die-{face}", tasks=("die",), parts={"face": Part("[1-6]", lambda g, t: int(t))},
        example="die-1",
    )  # fmt: skip
    gwidyon_move = Move(
        "gwidyon", "gw-{value}", tasks=("gwidyon",),
        parts={"value": Part("[0-9]", lambda g, t: int(t))}, example="gw-0",
        checked_options=True,  # Gwidyon's cards: what the check asks
    )  # fmt: skip
    # ----- a turn: in the order the legal list gives them ------------------------------------
    play_move = Move(
        "play", "play-{card}", tasks=("turn",), parts={"card": CARD}, example="play-leaf",
        checked_options=True,  # the hand's cards
    )  # fmt: skip
    buy_move = Move(
        "buy", "buy-{slot}", tasks=("turn",),
        parts={"slot": Part(f"[0-{SHOWCASE - 1}]", lambda g, t: int(t))}, example="buy-0",
    )  # fmt: skip
    gift_move = Move(
        "gift", "gift-{color}", tasks=("turn",), parts={"color": Part("|".join(COLORS))},
        example="gift-green",
    )  # fmt: skip
    action_move = Move(
        "action", "action-{use}", tasks=("turn",), parts={"use": Part("|".join(USES))},
        example="action-b",
    )  # fmt: skip
    end_move = Move("end", "end", tasks=("turn",), checked_options=True)  # an empty hand
    # ----- the tasks a card leaves -----------------------------------------------------------
    move_move = Move(
        "move", "move-{source}-{target}-{drop}", tasks=DROP_TASKS,
        parts={"source": FIELD, "target": FIELD, "drop": DROP}, example="move-0-1-d",
        checked_options=True,  # drop_options: what the check asks
    )  # fmt: skip
    remove_move = Move(
        "remove", "remove-{field}-{drop}", tasks=DROP_TASKS,
        parts={"field": FIELD, "drop": DROP}, example="remove-0-d", checked_options=True,
    )  # fmt: skip
    trash_move = Move(
        "trash", "trash-{place}-{card}", tasks=("trash",), parts={"place": PLACE, "card": CARD},
        example="trash-discard-leaf", checked_options=True,  # trash_options
    )  # fmt: skip
    recycle_move = Move(
        "recycle", "recycle-{place}-{card}", tasks=("recycle",),
        parts={"place": PLACE, "card": CARD}, example="recycle-discard-leaf",
        checked_options=True,  # recycle_options
    )  # fmt: skip
    globi_move = Move(
        "globi", "globi-{field}", tasks=("globi",), parts={"field": FIELD}, example="globi-0",
        checked_options=True,  # globi_options
    )  # fmt: skip
    # Off their task these two are refused naming the letter (see _explain_illegal).
    grant_move = Move(
        "grant", "grant-{letter}", tasks=("grant",), parts={"letter": LETTER},
        example="grant-f", checked_options=True,  # the pool's cards
    )  # fmt: skip
    drop_move = Move(
        "drop", "drop-{letter}", tasks=("drop-action",), parts={"letter": LETTER},
        example="drop-a", checked_options=True,  # the player's action cards
    )  # fmt: skip
    lux_move = Move("lux", "lux-twice", tasks=("lux",))
    # Last: an ability left unused closes the list of every task it answers.
    skip_move = Move(
        "skip", "skip", tasks=("move", "remove", "bonus", "trash", "recycle", "globi", "lux"),
        checked_options=True,  # skip_open: what the check asks
    )  # fmt: skip
    # At a task a move does not answer: one order of refusals for every kind (off_task).
    for _move in (
        draw_move, die_move, gwidyon_move, play_move, buy_move, gift_move, action_move,
        end_move, move_move, remove_move, trash_move, recycle_move, globi_move, lux_move,
        skip_move,
    ):  # fmt: skip
        _move.not_now(_refused_off_task(_move.kind))
    del _move

    # ----- what is due ------------------------------------------------------------------------
    def front_task(self, state: Any) -> str | None:
        if state.ended or not state.tasks:
            return None
        return state.tasks[0][0]

    # ----- chance -----------------------------------------------------------------------------
    def chance_pile(self, s: Any) -> tuple[int, ...]:
        if s.viewer != EVERYONE:
            raise ValueError(
                f"what chance can give here is hidden from {self.seat_name(s.viewer)}'s "
                "view: ask the whole game, not a player's view"
            )
        task = s.tasks[0]
        if task[0] == "gwidyon":
            return s.gw_deck
        return s.market if task[0] == "market" else s.decks[task[1]]

    @draw_move.options
    def _draw_options(self, s: Any) -> list[tuple]:
        # The distinct cards in code order, as chance_outcomes lists them (no weights needed).
        cards = self.cards
        return [(cards[c].key,) for c in sorted(set(self.chance_pile(s)))]

    @draw_move.check
    def _draw_check(self, s: Any, card: str) -> Refusal | None:
        return None if self.by_key[card] in self.chance_pile(s) else self.chance_refusal()

    @draw_move.effect
    def _draw(self, play: MyceliaPlay, card: str) -> None:
        play.draws += 1
        if play.tasks[0][0] == "market":
            self.market_draw(play, self.by_key[card])
        else:
            self.chance_draw(play, self.by_key[card])

    @draw_move.label
    def _draw_label(self, card: str) -> Msg:
        return Msg(P + "label-draw", card=self.card_name(self.by_key[card]))

    @die_move.options
    def _die_options(self, s: Any) -> tuple:
        return FACES

    @die_move.effect
    def _roll(self, play: MyceliaPlay, face: int) -> None:
        play.draws += 1
        play.say("base.replenish", "die", "shrine", face=face)
        self.replenish(play, face)

    @die_move.label
    def _die_label(self, face: int) -> Msg:
        return Msg(P + "label-die", face=face)

    @gwidyon_move.options
    def _gwidyon_options(self, s: Any) -> list[tuple]:
        return [(v,) for v in sorted(set(self.chance_pile(s)))]

    @gwidyon_move.check
    def _gwidyon_check(self, s: Any, value: int) -> Refusal | None:
        return None if value in s.gw_deck else self.chance_refusal()

    @gwidyon_move.effect
    def _gwidyon(self, play: MyceliaPlay, value: int) -> None:
        play.draws += 1
        self.gwidyon_turn(play, value)

    @gwidyon_move.label
    def _gwidyon_label(self, value: int) -> Msg:
        return Msg(P + "label-gwidyon", count=value)

    # ----- a turn -----------------------------------------------------------------------------
    @play_move.options
    def _play_options(self, s: Any) -> list[tuple]:
        cards = self.cards
        return [(cards[c].key,) for c in sorted(set(s.hands[s.current]))]

    @play_move.check
    def _play_check(self, s: Any, card: str) -> Refusal | None:
        code = self.by_key[card]
        if code in s.hands[s.current]:
            return None
        return Ruling(R + "base.turn", Msg(P + "refuse-not-in-hand", card=self.card_name(code)))

    @play_move.effect
    def _play(self, play: MyceliaPlay, card: str) -> None:
        self.play_card(play, self.by_key[card])

    @play_move.label
    def _play_label(self, card: str) -> Msg:
        return Msg(P + "label-play", card=self.card_name(self.by_key[card]))

    @buy_move.options
    def _buy_options(self, s: Any) -> list[tuple]:
        return SLOTS

    @buy_move.check
    def _buy_check(self, s: Any, slot: int) -> Refusal | None:
        # Refusals are lazy (rule, say): the legal list asks every slot and needs no sentence.
        code = s.showcase[slot]
        if code == EMPTY:
            return SHOWCASE_RULE, lambda: Msg(P + "refuse-empty-slot")
        price, have = self.showcase_price(s, code), s.leaves[s.current]
        if price <= have:
            return None
        return SHOWCASE_RULE, lambda: Msg(P + "refuse-leaves", price=price, have=have)

    @buy_move.effect
    def _buy(self, play: MyceliaPlay, slot: int) -> None:
        self.buy_from_showcase(play, slot)

    @buy_move.label
    def _buy_label(self, slot: int) -> Msg:
        return Msg(P + "label-buy", slot=slot + 1)

    @gift_move.options
    def _gift_options(self, s: Any) -> list[tuple]:
        return COLOR_PARTS if s.prisma else ()

    @gift_move.check
    def _gift_check(self, s: Any, color: str) -> Refusal | None:
        if not s.prisma:
            return BASE_ONLY
        if self.gift_buyable(s, color):
            return None
        if not s.piles[COLORS.index(color)]:
            return R + "prisma.gift-piles", lambda: Msg(P + "refuse-pile-empty", color=color)
        return R + "prisma.gift-buy", lambda: Msg(P + "refuse-color", color=color)

    @gift_move.effect
    def _gift(self, play: MyceliaPlay, color: str) -> None:
        self.buy_gift(play, color)

    @gift_move.label
    def _gift_label(self, color: str) -> Msg:
        return Msg(P + "label-gift", color=color)

    def action_price(self, s: Any, letter: str) -> int:
        if s.prisma and self.gift_active(s, "perspicillum"):
            return 0
        return ACTION_PRICE[letter]

    @action_move.options
    def _action_options(self, s: Any) -> list[tuple]:
        # Only the cards the player holds are worth asking the check about.
        held = s.actions[s.current]
        return [parts for parts in USE_PARTS if parts[0][0] in held]

    @action_move.check
    def _action_check(self, s: Any, use: str) -> Refusal | None:
        """An action card of the player's, not yet used this turn, paid in leaves, with
        something to act on (base.action-a/b, prisma.action-a/f/g)."""
        letter = use[0]
        me = s.current
        rule = ACTION_RULE[letter]
        if use == "a-gifts" and not s.prisma:
            return BASE_ONLY
        if letter not in s.actions[me]:
            return rule, lambda: Msg(P + "refuse-no-action-card", letter=letter)
        if s.used.count(letter) >= s.actions[me].count(letter):
            return rule, lambda: Msg(P + "refuse-action-used", letter=letter)
        price, have = self.action_price(s, letter), s.leaves[me]
        if price > have:
            return rule, lambda: Msg(P + "refuse-leaves", price=price, have=have)
        if not self.action_has_work(s, use):
            return rule, lambda: Msg(P + "refuse-nothing-to-do", letter=letter)
        return None

    def action_has_work(self, s: Any, use: str) -> bool:
        if use == "a-gifts":
            return any(s.piles)
        if use == "a-showcase":
            return bool(s.market) or any(c != EMPTY for c in s.showcase)
        if use == "b":
            return bool(self.drop_options(s, s.current, ("move", "", 0, 1, 1)))
        if use == "g":
            return bool(s.discards[s.current] or s.gifts[s.current])
        return True

    @action_move.effect
    def _action(self, play: MyceliaPlay, use: str) -> None:
        self.use_action(play, use)

    @action_move.label
    def _action_label(self, use: str) -> Msg:
        return Msg(P + "label-action-" + use)

    @end_move.options
    def _end_options(self, s: Any) -> tuple:
        return () if s.hands[s.current] else NO_PARTS

    @end_move.check
    def _end_check(self, s: Any) -> Refusal | None:
        count = len(s.hands[s.current])
        return Ruling(R + "base.turn", Msg(P + "refuse-play-all", count=count)) if count else None

    @end_move.effect
    def _end(self, play: MyceliaPlay) -> None:
        pop(play.tasks)
        self.end_turn(play)

    @end_move.label
    def _end_label(self) -> Msg:
        return Msg(P + "label-end")

    # ----- drops ------------------------------------------------------------------------------
    def drop_seat(self, s: Any) -> int:
        task = s.tasks[0]
        return task[1] if task[0] == "bonus" else s.current

    def drop_offer(self, s: Any) -> list[tuple[str, tuple]]:
        """The drops the front task may move or remove, as (kind, parts), in the listed order."""
        return self.drop_options(s, self.drop_seat(s), s.tasks[0])

    @move_move.options
    def _move_options(self, s: Any) -> list[tuple]:
        return [parts for kind, parts in self.drop_offer(s) if kind == "move"]

    @move_move.check
    def _move_check(self, s: Any, source: int, target: int, drop: str) -> Refusal | None:
        if ("move", (source, target, drop)) in self.drop_offer(s):
            return None
        return self.field_refusal("move")

    @move_move.effect
    def _move(self, play: MyceliaPlay, source: int, target: int, drop: str) -> None:
        seat = self.one_drop(play)
        self.move_drop(play, seat, source, target, drop)

    @move_move.label
    def _move_label(self, source: int, target: int, drop: str) -> Msg:
        return Msg(
            P + "label-move", drop=n.drop_name(drop),
            source=n.field_name(source), target=n.field_name(target),
        )  # fmt: skip

    @remove_move.options
    def _remove_options(self, s: Any) -> list[tuple]:
        return [parts for kind, parts in self.drop_offer(s) if kind == "remove"]

    @remove_move.check
    def _remove_check(self, s: Any, field: int, drop: str) -> Refusal | None:
        if ("remove", (field, drop)) in self.drop_offer(s):
            return None
        return self.field_refusal("remove")

    @remove_move.effect
    def _remove(self, play: MyceliaPlay, field: int, drop: str) -> None:
        task = play.tasks[0]
        seat = self.one_drop(play)
        if task[0] == "move":
            play.say("gift.virga", "virga", n.gifts_id(seat, "virga"))
        self.take_drop(play, seat, field, drop)

    @remove_move.label
    def _remove_label(self, field: int, drop: str) -> Msg:
        return Msg(P + "label-remove", drop=n.drop_name(drop), field=n.field_name(field))

    def one_drop(self, play: MyceliaPlay) -> int:
        """One drop of the front task used: its count goes down or the task is done. Whose
        board it is."""
        task = play.tasks[0]
        seat = task[1] if task[0] == "bonus" else play.current
        times = task[2] if task[0] == "bonus" else task[4]
        if times > 1:
            play.tasks[0] = (*task[:-1], times - 1)
        else:
            pop(play.tasks)
        return seat

    # ----- cards removed, recycled; shrine fields; action cards --------------------------------
    @trash_move.options
    def _trash_options(self, s: Any) -> list[tuple]:
        return self.trash_options(s, s.tasks[0])

    @trash_move.check
    def _trash_check(self, s: Any, place: str, card: str) -> Refusal | None:
        if (place, card) in self.trash_options(s, s.tasks[0]):
            return None
        return self.card_place_refusal("trash")

    @trash_move.effect
    def _trash(self, play: MyceliaPlay, place: str, card: str) -> None:
        self.one_of(play, play.tasks[0])
        self.trash(play, place, self.by_key[card])

    @trash_move.label
    def _trash_label(self, place: str, card: str) -> Msg:
        return Msg(P + f"label-trash-{place}", card=self.card_name(self.by_key[card]))

    @recycle_move.options
    def _recycle_options(self, s: Any) -> list[tuple]:
        return self.recycle_options(s)

    @recycle_move.check
    def _recycle_check(self, s: Any, place: str, card: str) -> Refusal | None:
        if (place, card) in self.recycle_options(s):
            return None
        return self.card_place_refusal("recycle")

    @recycle_move.effect
    def _recycle(self, play: MyceliaPlay, place: str, card: str) -> None:
        self.one_of(play, play.tasks[0])
        self.recycle(play, place, self.by_key[card])

    @recycle_move.label
    def _recycle_label(self, place: str, card: str) -> Msg:
        return Msg(P + f"label-recycle-{place}", card=self.card_name(self.by_key[card]))

    def one_of(self, play: MyceliaPlay, task: tuple) -> None:
        """One use of a task that acts ``times`` times (its count is its second entry)."""
        if task[1] > 1:
            play.tasks[0] = (task[0], task[1] - 1, *task[2:])
        else:
            pop(play.tasks)

    @globi_move.options
    def _globi_options(self, s: Any) -> list[tuple]:
        return self.globi_options(s)

    @globi_move.check
    def _globi_check(self, s: Any, field: int) -> Refusal | None:
        if (field,) in self.globi_options(s):
            return None
        return Ruling(R + "gift.globi", Msg(P + "refuse-globi"))

    @globi_move.effect
    def _globi(self, play: MyceliaPlay, field: int) -> None:
        pop(play.tasks)
        self.globi(play, field)

    @globi_move.label
    def _globi_label(self, field: int) -> Msg:
        return Msg(P + "label-globi", field=n.field_name(field))

    @grant_move.options
    def _grant_options(self, s: Any) -> list[tuple]:
        return [(x,) for x, left in zip("fg", s.pool, strict=True) if left]

    @grant_move.check
    def _grant_check(self, s: Any, letter: str) -> Refusal | None:
        if letter in "fg" and s.pool["fg".index(letter)]:
            return None
        return Ruling(R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=letter))

    @grant_move.effect
    def _grant(self, play: MyceliaPlay, letter: str) -> None:
        pop(play.tasks)
        self.grant_action(play, letter)

    @grant_move.label
    def _grant_label(self, letter: str) -> Msg:
        return Msg(P + "label-grant", letter=letter)

    @drop_move.options
    def _drop_options(self, s: Any) -> list[tuple]:
        return [(x,) for x in sorted(set(s.actions[s.current]))]

    @drop_move.check
    def _drop_check(self, s: Any, letter: str) -> Refusal | None:
        if letter in s.actions[s.current]:
            return None
        return Ruling(R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=letter))

    @drop_move.effect
    def _drop(self, play: MyceliaPlay, letter: str) -> None:
        pop(play.tasks)
        self.drop_action(play, letter)

    @drop_move.label
    def _drop_label(self, letter: str) -> Msg:
        return Msg(P + "label-drop", letter=letter)

    @lux_move.options
    def _lux_options(self, s: Any) -> tuple:
        return NO_PARTS

    @lux_move.effect
    def _lux(self, play: MyceliaPlay) -> None:
        task = play.tasks[0]
        pop(play.tasks)
        self.play_again(play, task[1])

    @lux_move.label
    def _lux_label(self) -> Msg:
        return Msg(P + "label-lux")

    # ----- an ability left unused (ruling abilities) --------------------------------------------
    def ability_offer(self, s: Any) -> list:
        """What the front task's ability may act on."""
        kind = s.tasks[0][0]
        if kind in DROP_TASKS:
            return self.drop_offer(s)
        if kind == "trash":
            return self.trash_options(s, s.tasks[0])
        if kind == "recycle":
            return self.recycle_options(s)
        if kind == "globi":
            return self.globi_options(s)
        return []  # Lux's second play is always a choice

    def skip_open(self, s: Any) -> bool:
        """An ability may be left unused; under 'when possible' only when it has nothing to act
        on."""
        return s.ruling("abilities") == "optional" or not self.ability_offer(s)

    @skip_move.options
    def _skip_options(self, s: Any) -> tuple:
        return NO_PARTS if self.skip_open(s) else ()

    @skip_move.check
    def _skip_check(self, s: Any) -> Refusal | None:
        return None if self.skip_open(s) else Ruling(R + "ruling.abilities", Msg(P + "refuse-skip"))

    @skip_move.effect
    def _skip(self, play: MyceliaPlay) -> None:
        pop(play.tasks)
        play.say("ruling.abilities", "skipped", "skip")

    @skip_move.label
    def _skip_label(self) -> Msg:
        return Msg(P + "label-skip")

    # ----- what the core does not do for this game ---------------------------------------
    def _legal(self, state: Any) -> list[Action]:
        # core: a task whose options several moves share, listed in one order (a drop task
        # under Virga offers a field's moves and its removal side by side): the core lists
        # move by move, so the drop tasks' list is made here from the one offer.
        front = self.front_task(state)
        if front not in DROP_TASKS:
            return super()._legal(state)
        offer = self.drop_offer(state)
        moves = {"move": self.move_move, "remove": self.remove_move}
        legal = [self.action_of(moves[kind], parts) for kind, parts in offer]
        if state.ruling("abilities") == "optional" or not offer:
            legal.append(self.action_of(self.skip_move, ()))
        return legal
