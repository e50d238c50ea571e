"""The position of a game of Vrienden (Chakra), as an immutable value.

Colours, rows and board element ids are described in names.py. Each row of a board is a
sorted tuple of colours: energies of one colour on one row are interchangeable, so a move names
a colour, a row it leaves and a row it reaches.

The turn is the core's turn flow (rules/core/flow.py) over the tasks the state holds, front
first: a draw from the bag per maya space waiting for one (``("draw", flow, space)``, chance),
then the decision of the player to move: a plain turn (``play``: take, channel or meditate),
the moves a channel action still owes (``channel``, with ``pending``) or the colour
inspiration space 8 chooses from the bag (``pick``); nothing once the game is over. ``FLOW``
declares them; the end of a turn (``END_OF_TURN``) and the refill a take leaves (``refill``)
are automatic tasks the flow runs within an action, so none ever waits in a state.

A position's ``phase`` (the decision due, or "over") and ``refill`` (the spaces waiting for a
draw) are read off its tasks: they are what saved files hold (codec.py), what the teaching
and the board view read, and what a position made by hand may still name (``phase``).
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass

from rules.core.fastbuild import positional_builder
from rules.core.flow import AUTO, CURRENT, RANDOM, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.kept_table import KeptTable
from rules.core.working import Rulings

from .names import (  # noqa: F401 - re-exported: the state's vocabulary
    BLACK,
    BUBBLES,
    CHAKRAS,
    COLOURS,
    EARTH,
    EMPTY,
    HIDDEN,
    OBJECTIVES,
    ROWS,
    WHITE,
    YIN_YANG,
    chakra_row,
    row_id,
)

PHASES = ("play", "channel", "pick", "over")
#: The most energies of one chakra colour a board may hold (``vrienden.ruling.colour-limit``).
COLOUR_LIMIT = 3
#: The moves of the eight inspiration spaces, in the rulebook's order: +d moves one energy
#: down d counted rows, -d up, 0 one row up or down (``pending`` holds what is still owed).
CHANNELS: dict[int, tuple[int, ...]] = {
    1: (1, 1, 1),
    2: (2, 1),
    3: (3,),
    4: (-2,),
    5: (-1, -1),
    6: (1, -1),
    7: (0,),
    8: (),
}
#: The bookkeeping at the end of a turn, in order: Module A's yin-yang pairs, Module D's
#: objectives, the trigger of the last round, the end of the game, the next seat.
END_OF_TURN = ("yin-yang", "objectives", "trigger", "game-end", "next-seat")
#: The decisions of the player to move, one per phase of a turn.
DECISIONS = PHASES[:3]
FLOW = TurnFlow(
    [
        TaskKind("draw", RANDOM),
        *(TaskKind(phase, CURRENT) for phase in DECISIONS),
        *(TaskKind(name, AUTO) for name in END_OF_TURN),
        TaskKind("refill", AUTO),  # after a take: a draw owed per emptied space (or none)
    ]
)


@dataclass(frozen=True, slots=True)
class VriendenState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a player's view: the seed would replay every draw
    draws: int  # chance events so far (bag draws): the index of the next seeded draw
    tasks: tuple[tuple, ...]  # what is left to do, front first (see the module docstring)
    current: int  # seat whose turn it is
    round: int  # 1-based; a round ends after the last seat's turn
    bag: tuple[int, ...]  # energies left in the bag, per colour (len 9)
    flows: tuple[tuple[int, ...], ...]  # maya flows: colour or EMPTY per space
    plenitude: tuple[int, ...]  # value of each karma space (HIDDEN in a view)
    spare: int  # the eighth plenitude token, never used (HIDDEN in a view)
    boards: tuple[tuple[tuple[int, ...], ...], ...]  # per seat: 9 sorted rows
    notches: tuple[int, ...]  # per seat: bit c set = inspiration token in chakra c's notch
    spaces: tuple[int, ...]  # per seat: bit i set = token on inspiration space i + 1
    meditation: tuple[tuple[int, ...], ...]  # per seat: colours of its meditation tokens
    alleviated: tuple[int, ...]  # per seat: black energies alleviated so far (all time)
    halves: tuple[int, ...]  # per seat: half yin-yang tokens (Module A)
    objectives: tuple[str, ...]  # objective ids on the table (Module D)
    bonuses: tuple[tuple[int, ...], ...]  # per objective: seats that took its bonuses, in order
    discard: tuple[int, ...]  # discarded energies per colour (len 9)
    channel: int = 0  # inspiration space being carried out (1-8), 0 outside a channel action
    pending: tuple[int, ...] = ()  # moves still owed: +d down, -d up, 0 one row either way
    moved: tuple[tuple[int, int], ...] = ()  # (row, colour) of energies moved this action
    triggered: bool = False  # a player had five harmonized chakras: this round is the last
    ended: str = ""  # rulebook id of the rule that ended the game
    viewer: int = -1  # -1: the full state (teacher view); else the seat whose view this is
    # A position made by hand may name its phase (``dataclasses.replace(state, phase="over")``):
    # one that differs from the tasks' replaces them (see ``tasks_of``). Read, it is the
    # property below.
    phase: InitVar[str | None] = None

    def __post_init__(self, phase: str | None) -> None:
        if phase is not None and phase != self.phase:
            object.__setattr__(self, "tasks", tasks_of(phase, self.refill))

    @property
    def to_move(self) -> int | None:
        return FLOW.to_move(self.tasks, self.current)

    @property
    def refill(self) -> tuple[tuple[int, int], ...]:
        """The (flow, space) pairs waiting for a draw from the bag, in order."""
        return tuple((task[1], task[2]) for task in self.tasks if task[0] == "draw")

    def harmonized(self, seat: int) -> list[int]:
        """Colours of the chakras ``seat`` has harmonized (three energies of its colour)."""
        rows = self.boards[seat]
        return [c for c in range(7) if rows[c + 1] == (c, c, c)]

    def tokens_in_hand(self, seat: int, total: int = 5) -> int:
        return total - self.notches[seat].bit_count() - self.spaces[seat].bit_count()


def _phase(state: VriendenState) -> str:
    """The decision due (play, channel or pick) once the draws owed are made; "over" when
    nothing is left to do."""
    for task in state.tasks:
        if task[0] in DECISIONS:
            return task[0]
    return "over" if not state.tasks else "play"


# The dataclass keeps the phase given to the constructor apart: reading it is this property.
VriendenState.phase = property(_phase)  # type: ignore[assignment,method-assign]


def tasks_of(phase: str, refill: tuple[tuple[int, int], ...]) -> tuple[tuple, ...]:
    """The tasks of a position whose phase and refill are these (a saved file's fields): a
    draw per space waiting, then the phase's decision; none once the game is over."""
    if phase == "over":
        return ()
    return (*(("draw", f, i) for f, i in refill), (phase,))


#: Each chakra row when harmonized: three energies of its own colour.
HARMONIZED = tuple((c, c, c) for c in range(7))


def move_energy(rows: tuple, colour: int, src: int, dst: int) -> tuple:
    """The board ``rows`` once an energy of ``colour`` went from row ``src`` to row ``dst``
    (each row stays sorted)."""
    new = list(rows)
    new[src] = row_less(new[src], colour)
    new[dst] = row_more(new[dst], colour)
    return tuple(new)


#: Rows an energy left or reached, kept by (row, colour): a board's rows are short sorted
#: tuples of few kinds, and the bot's look-ahead and planner move energies some 4,000 times a
#: game (issue 47). Forgotten all at once when this many are kept.
ROWS_KEPT = 20_000
_LESS = KeptTable(ROWS_KEPT)
_MORE = KeptTable(ROWS_KEPT)


def row_less(row: tuple[int, ...], colour: int) -> tuple[int, ...]:
    """``row`` with one energy of ``colour`` less (it must hold one)."""
    key = (row, colour)
    found = _LESS.get(key)
    if found is None:
        items = list(row)
        items.remove(colour)
        found = _LESS.keep(key, tuple(items))
    return found


def row_more(row: tuple[int, ...], colour: int) -> tuple[int, ...]:
    """``row`` with one more energy of ``colour``, still sorted."""
    key = (row, colour)
    found = _MORE.get(key)
    if found is None:
        found = _MORE.keep(key, tuple(sorted((*row, colour))))
    return found


# The engine builds a new state per action: a positional constructor is about twice as fast.
build_state = positional_builder(VriendenState)


#: The viewer of a full position (the teacher's view): no seat's view.
EVERYONE = -1

#: The one constructor of a whole position, a setup's (engine.py) and a loaded save's
#: (codec.py) alike: ``full_position(players, variants, rulings, seed, **fields)``; a field
#: left out takes its start value (no channel action, nothing triggered, not over).
full_position = whole_game(VriendenState, EVERYONE)
