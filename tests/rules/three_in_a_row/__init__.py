"""Three in a Row (noughts and crosses): the core's own small game, and the worked example of
docs/adding-a-game.md. It uses each part of the core a real game needs: a declaration the core
reads by convention (game.toml: title, players, a variant, a ruling, the kinds of action, the
bot), a state the working copy changes (state.py) and the core's codec saves (codec.py), the
turn flow's tasks (a chance node, a decision, an automatic end of turn), moves declared once
(``rules.core.moves``: the legal list and every refusal from one check), messages and a
rulebook in two languages, scenarios and a tutorial, a result, its reachability laws and a bot
(bots.py). The core finds each file in this folder by its name (rules/core/package.py).
"""

from __future__ import annotations

from typing import Any

from rules.core import CHANCE, Action, Result, Ruling
from rules.core.errors import StateError
from rules.core.flow import pop, push
from rules.core.messages import Msg, catalogue_for, sentences
from rules.core.moves import DeclaredGame, Move, Part

from .state import (
    EMPTY,
    FLOW,
    LINES,
    MARK,
    TOSS,
    TURN_END,
    Grid,
    M,
    Play,
    R,
    full_position,
)

CATALOGUE = catalogue_for(__file__, ("en", "pt"))


def seat(number: int) -> Msg:
    return Msg(M + "seat", seat=number)


def _cell(game: Any, text: str) -> int:
    if int(text) > 8:
        raise ValueError("the cells are numbered 0 to 8")
    return int(text)


class ThreeInARow(DeclaredGame):
    """Two players mark a 3 × 3 grid; three in a line wins."""

    turn_rule = R + "turn"
    flow = FLOW
    Play = Play
    over_refusal = Ruling(R + "line", Msg(M + "over"))
    unlisted = Ruling(R + "turn", Msg(M + "over"))  # never said: the check covers every cell
    chance_label = Msg(M + "chance-label")

    # The moves: a key grammar, the task each answers, and below, their rules.
    toss = Move("toss", "coin {side}", tasks=(TOSS,), parts={"side": Part("x|o")}, example="coin x")
    mark = Move(
        "mark", "mark {cell}", tasks=(MARK,), parts={"cell": Part(r"\d", _cell)}, example="mark 4"
    )

    def __init__(self) -> None:
        super().__init__()
        # The info, rulebook, scenarios, tutorial, bots and saving are the core's, read from
        # this folder's files by their names when first asked for (rules/core/package.py).
        self.automatic = {TURN_END: self._turn_end}

    def _setup(self, players: int, seed: int, variants: tuple, rulings: dict) -> Grid:
        if rulings["first"] == "crosses":  # no coin: Crosses mark first
            return full_position(players, variants, rulings, seed, tasks=((MARK,),))
        return full_position(players, variants, rulings, seed)

    # ----- the coin --------------------------------------------------------------------------
    @toss.options
    def _sides(self, state: Grid) -> tuple:
        return (("x",), ("o",))

    @toss.label
    def _toss_label(self, side: str) -> Msg:
        return Msg(M + "action-toss", side=side)

    @toss.not_now
    def _tossed(self, state: Grid) -> Ruling:
        return Ruling(R + "toss", Msg(M + "tossed-already", seat=seat(state.current)))

    @toss.effect
    def _toss(self, play: Play, side: str) -> None:
        pop(play.tasks)
        play.draws += 1
        play.current = 0 if side == "x" else 1
        push(play.tasks, (MARK,))
        play.step("toss", Msg(M + "tossed", seat=seat(play.current)))

    def chance_outcomes(self, state: Grid) -> list[tuple[Action, float]]:
        at_toss = state.to_move == CHANCE  # outcomes only at the chance node, as the core asks
        return [(action, 0.5) for action in self.legal_actions(state)] if at_toss else []

    # ----- marking a cell --------------------------------------------------------------------
    @mark.options
    def _cells(self, state: Grid) -> list[tuple[int]]:
        return [(cell,) for cell in range(9)]

    @mark.check
    def _empty(self, state: Grid, cell: int) -> tuple | None:
        owner = state.cells[cell]
        if owner == EMPTY:
            return None
        return R + "empty", lambda: Msg(M + "cell-taken", cell=cell, seat=seat(owner))

    @mark.label
    def _mark_label(self, cell: int) -> Msg:
        return Msg(M + "action-mark", cell=cell)

    @mark.effect
    def _mark(self, play: Play, cell: int) -> None:
        pop(play.tasks)
        play.cells[cell] = play.current
        play.step("turn", Msg(M + "marked", seat=seat(play.current), cell=cell), f"cell:{cell}")
        push(play.tasks, (TURN_END,))

    def due_refusal(self, state: Grid) -> Ruling:
        return Ruling(R + "toss", Msg(M + "toss-first"))

    # ----- the end of a turn, and of the game ------------------------------------------------
    def _turn_end(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        if self._line(play.cells) is not None:
            ending = "misere" if "misere" in play.state.variants else "line"  # a variant's rule
            play.step(ending, Msg(M + ending, seat=seat(play.current)))
        elif EMPTY not in play.cells:
            play.step("full", Msg(M + "full"))
        else:
            play.current = 1 - play.current
            push(play.tasks, (MARK,))

    @staticmethod
    def _line(cells: Any) -> int | None:
        for a, b, c in LINES:
            if cells[a] != EMPTY and cells[a] == cells[b] == cells[c]:
                return cells[a]
        return None

    def result(self, state: Grid) -> Result | None:
        if state.tasks:
            return None
        winner = self._line(state.cells)
        if winner is None:
            return Result((0, 0), (), Msg(M + "full"), R + "full")
        if "misere" in state.variants:  # the line's owner loses
            reason = Msg(M + "misere", seat=seat(winner))
            return Result((int(winner == 1), int(winner == 0)), (1 - winner,), reason, R + "misere")
        scores = tuple(int(s == winner) for s in range(2))
        return Result(scores, (winner,), Msg(M + "line", seat=seat(winner)), R + "line")

    def action_limit(self, players: int) -> int:
        return 10  # a coin and nine marks

    def describe(self, state: Grid) -> Msg:
        """The grid in words, for people who cannot see the board: a message of sentences."""
        held = [Msg(M + "holds", seat=seat(s), count=state.cells.count(s)) for s in (0, 1)]
        return sentences(held)

    def seat_name(self, player: int, state: Grid | None = None) -> Msg:
        """A seat by its marks ("Crosses"), as the Steps name it: the core's would say
        "seat 1"."""
        return seat(player)

    # ----- saving: codec.py's encode and decode; what a loaded position must hold -----------
    def check_position(self, state: Grid) -> None:
        """The reachability laws: what types and bounds cannot say about a position."""
        crosses, noughts = state.cells.count(0), state.cells.count(1)
        if abs(crosses - noughts) > 1:
            raise StateError("cells", "the players mark in turn: one cannot be two marks ahead")
        tossed = state.tasks[:1] != ((TOSS,),)
        if not tossed and state.cells != (EMPTY,) * 9:
            raise StateError("cells", "nobody marks a cell before the coin is tossed")
        if state.draws != int(tossed and state.ruling("first") == "coin"):
            raise StateError("draws", "the coin is tossed once, before the first mark")
        if bool(state.tasks) == (self._line(state.cells) is not None or EMPTY not in state.cells):
            raise StateError("tasks", "a game goes on exactly until a line or a full grid")
