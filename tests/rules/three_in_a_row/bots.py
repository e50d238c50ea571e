"""Three in a Row's bot: one look ahead, a line made is best and a line left to the other
player worst (the core's LookaheadBot applies each legal move and rates where it leads)."""

from __future__ import annotations

from typing import Any

from rules.core.bots import LookaheadBot

from .state import EMPTY, LINES


class LineBot(LookaheadBot):
    name = "heuristic"

    def value(self, game: Any, state: Any, me: int) -> float:
        result = game.result(state)
        if result is not None:
            return 1.0 if me in result.winners else 0.0
        other = 1 - me
        threats = sum(  # lines the other player could close on their next mark
            1
            for line in LINES
            if sorted(state.cells[c] for c in line) == sorted((other, other, EMPTY))
        )
        return -float(threats)
