"""Three in a Row's position: a frozen dataclass whose fields' types and bounds are also its
save's layout (the core's codec reads and writes it), and the one constructor of a whole
game, which the setup and a loaded save both call."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from rules.core import codec
from rules.core.flow import AUTO, RANDOM, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.working import Rulings, working_copy

R, M = "three.", "three-"  # rulebook section ids and message ids start so
TOSS, MARK, TURN_END = "toss", "mark", "turn-end"
FLOW = TurnFlow([TaskKind(TOSS, RANDOM), TaskKind(MARK), TaskKind(TURN_END, AUTO)])
TASK_ARGS = {TOSS: (), MARK: (), TURN_END: ()}  # no task takes an argument
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
EMPTY, EVERYONE = -1, -1  # an unmarked cell; the viewer of the whole game (no seat's view)
Seat = Annotated[int, codec.Between(0, 1)]
Cell = Annotated[int, codec.Between(EMPTY, 1)]  # empty, or the seat whose mark it holds


@dataclass(frozen=True, slots=True)
class Grid(Rulings):
    """A position: whose turn, what is due (the flow's tasks), and each cell's mark."""

    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None
    viewer: int
    # Coins tossed so far: the index of the next seeded draw.
    draws: Annotated[int, codec.Between(0, 1)] = 0
    tasks: Annotated[tuple[tuple, ...], codec.Tasks(TASK_ARGS, FLOW)] = ((TOSS,),)
    current: Seat = 0
    cells: Annotated[tuple[Cell, ...], codec.Length(9)] = (EMPTY,) * 9

    @property
    def to_move(self) -> int | None:
        return FLOW.to_move(self.tasks, self.current)


#: setup and load alike: full_position(players, variants, rulings, seed, **fields)
full_position = whole_game(Grid, EVERYONE)


class Play(
    working_copy(
        Grid,
        lists=("tasks", "cells"),
        constants=("players", "variants", "rulings", "seed", "viewer"),
        rule_prefix=R,
    )
):
    __slots__ = ()
