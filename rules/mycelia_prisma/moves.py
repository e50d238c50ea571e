"""The moves of Mycelia: Prisma, declared once each (issue 45, ``rules.core.moves``): a card
played, bought or taken as a gift, an action card used, a drop moved or removed, a card removed
or recycled, a shrine field placed, an action card taken or given up, Lux's second play, an
ability left unused, the turn's end, and chance's draws, die and Gwidyon's card; the parts their
keys are made of and how each reads in words. Which are open (each move's options and its one
check, which the legal list and the why-not both ask) and what each does are chance_moves.py's,
turn_moves.py's (a turn), drop_moves.py's (the drops) and task_moves.py's (the other tasks a
card leaves); the rules they call are base.py's and prisma.py's; seed
001_6d301ad178b2b559.txt.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action, Ruling
from rules.core.messages import Msg
from rules.core.moves import Move, Part

from . import names as n
from .base import R
from .data import COLORS
from .refusals import DROP_TASKS
from .state import SHOWCASE

P = n.P
ACTION_PRICE = {"a": 1, "b": 3, "f": 1, "g": 3}
USES = ("a-showcase", "a-gifts", "b", "f", "g")  # the action cards' uses, in the listed order
# The task action card b leaves: move one drop, any landscape, no beetle, free, once.
FREE_MOVE = ("move", "", 0, 1, 1)
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
    """The move declarations and labels of the Mycelia: Prisma game class (see the module
    docstring); their order is the legal list's."""

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
        checked_options=True,  # the slots the check passes, kept by what it reads
    )  # fmt: skip
    gift_move = Move(
        "gift", "gift-{color}", tasks=("turn",), parts={"color": Part("|".join(COLORS))},
        example="gift-green", checked_options=True,  # the colours the check passes, kept
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

    # ----- each move in words: chance ------------------------------------------------------
    @draw_move.label
    def _draw_label(self, card: str) -> Msg:
        return Msg(P + "label-draw", card=self.card_name(self.by_key[card]))

    @die_move.label
    def _die_label(self, face: int) -> Msg:
        return Msg(P + "label-die", face=face)

    @gwidyon_move.label
    def _gwidyon_label(self, value: int) -> Msg:
        return Msg(P + "label-gwidyon", count=value)

    # ----- a turn -----------------------------------------------------------------------------
    @play_move.label
    def _play_label(self, card: str) -> Msg:
        return Msg(P + "label-play", card=self.card_name(self.by_key[card]))

    @buy_move.label
    def _buy_label(self, slot: int) -> Msg:
        return Msg(P + "label-buy", slot=slot + 1)

    @gift_move.label
    def _gift_label(self, color: str) -> Msg:
        return Msg(P + "label-gift", color=color)

    @action_move.label
    def _action_label(self, use: str) -> Msg:
        return Msg(P + "label-action-" + use)

    @end_move.label
    def _end_label(self) -> Msg:
        return Msg(P + "label-end")

    # ----- drops ------------------------------------------------------------------------------
    @move_move.label
    def _move_label(self, source: int, target: int, drop: str) -> Msg:
        return Msg(
            P + "label-move", drop=n.drop_name(drop),
            source=n.field_name(source), target=n.field_name(target),
        )  # fmt: skip

    @remove_move.label
    def _remove_label(self, field: int, drop: str) -> Msg:
        return Msg(P + "label-remove", drop=n.drop_name(drop), field=n.field_name(field))

    # ----- cards removed, recycled; shrine fields; action cards --------------------------------
    @trash_move.label
    def _trash_label(self, place: str, card: str) -> Msg:
        return Msg(P + f"label-trash-{place}", card=self.card_name(self.by_key[card]))

    @recycle_move.label
    def _recycle_label(self, place: str, card: str) -> Msg:
        return Msg(P + f"label-recycle-{place}", card=self.card_name(self.by_key[card]))

    @globi_move.label
    def _globi_label(self, field: int) -> Msg:
        return Msg(P + "label-globi", field=n.field_name(field))

    @grant_move.label
    def _grant_label(self, letter: str) -> Msg:
        return Msg(P + "label-grant", letter=letter)

    @drop_move.label
    def _drop_label(self, letter: str) -> Msg:
        return Msg(P + "label-drop", letter=letter)

    @lux_move.label
    def _lux_label(self) -> Msg:
        return Msg(P + "label-lux")

    # ----- an ability left unused (ruling abilities) --------------------------------------------
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
        # Each offer's Action by the offer itself (kind and parts, tuples the base rules
        # make once): a look-ahead lists a drop task some 2,500 times a game (issue 47).
        made = self._drop_actions
        legal = [made.get(o) or self._drop_action(o) for o in offer]
        if state.ruling("abilities") == "optional" or not offer:
            legal.append(self.action_of(self.skip_move, ()))
        return legal

    def _drop_action(self, offer: tuple[str, tuple]) -> Action:
        kind, parts = offer
        action = self.action_of(self.move_move if kind == "move" else self.remove_move, parts)
        self._drop_actions[offer] = action
        return action
