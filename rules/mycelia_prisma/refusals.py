"""Why a move of Mycelia: Prisma is refused where the check of its own task is not asked: at a
task it does not answer (one order of refusals for every kind, as the game always gave them),
and the refusals several checks share. Part of the game's class (moves.py declares the moves);
seed 001_6d301ad178b2b559.txt.
"""

from __future__ import annotations

from typing import Any

from rules.core import CHANCE, Action, Ruling
from rules.core.messages import Msg

from . import names as n
from .base import R

P = n.P
DROP_TASKS = ("move", "remove", "bonus")


class MyceliaRefusals:
    """The refusals of moves off their task, for the Mycelia: Prisma game class."""

    def off_task(self, state: Any, kind: str, *parts: Any) -> Ruling:
        """Why a move is refused at a task it does not answer (one order for every kind)."""
        if state.to_move == CHANCE:
            return Ruling(R + "base.deck", Msg(P + "refuse-chance"))
        if kind in ("draw", "die", "gwidyon"):
            return Ruling(R + "base.deck", Msg(P + "refuse-not-chance"))
        if kind in ("play", "buy", "gift", "action", "end"):
            return Ruling(R + "base.turn", Msg(P + "refuse-finish-first"))
        if kind == "skip":
            return Ruling(R + "ruling.abilities", Msg(P + "refuse-skip"))
        if state.tasks[0][0] in DROP_TASKS:
            return self.field_refusal(kind)
        if kind in ("trash", "recycle"):
            return self.card_place_refusal(kind)
        if kind == "globi":
            return Ruling(R + "gift.globi", Msg(P + "refuse-globi"))
        if kind in ("grant", "drop"):
            return Ruling(R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=parts[0]))
        if kind == "lux":
            return Ruling(R + "gift.lux", Msg(P + "refuse-lux"))
        return Ruling(R + "base.turn", Msg(P + "refuse-not-now"))

    def field_refusal(self, kind: str) -> Ruling:
        return Ruling(
            R + ("base.move" if kind == "move" else "base.remove"), Msg(P + "refuse-field")
        )

    def card_place_refusal(self, kind: str) -> Ruling:
        rule = "base.remove-card" if kind == "trash" else "prisma.recycle"
        return Ruling(R + rule, Msg(P + "refuse-card-place"))

    def chance_refusal(self) -> Ruling:
        return Ruling(R + "base.deck", Msg(P + "refuse-chance"))

    def _explain_illegal(self, state: Any, action: Action) -> Ruling:
        # core: ``not_now`` is given no key parts, and an action card taken or given up off
        # its task is refused naming its letter: the why-not asks off_task with the letter.
        if action.kind in ("grant", "drop"):
            front = self.front_task(state)
            move, parts = self.read_key(action.key)
            if front is not None and front not in move.tasks:
                return self.off_task(state, action.kind, *parts)
        return super()._explain_illegal(state, action)
