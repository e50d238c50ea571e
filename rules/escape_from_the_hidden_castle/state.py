"""The position of a game of Escape from the Hidden Castle, as an immutable value.

Locations are small integers so that bots can play thousands of games quickly:
``HAND`` (not yet placed), ``0 .. gallery-1`` (gallery spaces), ``ROOM + r`` (room r),
``CELLAR + s`` (cellar step s, counted from the bottom) and ``DOOR`` (Hugo's cellar door).
JSON uses readable strings instead ("gallery:12", "room:ballroom", "cellar:0", "door").

What happens next is a list of tasks (``rules.core.flow``): the guests still to be placed,
each a decision of its owner; then the turn: the die, a guest's move with the number (or
Hugo's, with the ghost), and the end of the turn, where the end checks run and the next seat's
turn is put on the list. An empty list is a finished game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import takewhile
from typing import Any

from rules.core.fastbuild import view_builder
from rules.core.flow import AUTO, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings

HAND = -1
ROOM = 1000
CELLAR = 2000
DOOR = 3000

PHASES = ("place", "play", "replace", "over")
EVERYONE = -1  # the ``viewer`` of the whole game (a full position); else a seat's view
MAIN, MIDNIGHT = "hugo", "midnight-party"

# The kinds of task. A placement names its seat and the guest: ("place", seat, guest).
PLACE = "place"  # the opening placement, one guest per player in turn
REPLACE = "replace"  # Midnight Party, between rounds: a captured guest comes back
ROLL = "roll"  # the die
MOVE = "move"  # ("move", number): the player whose turn it is moves a guest that far
HUGO = "hugo"  # the ghost came up: Hugo walks his speed
TURN_END = "turn-end"  # the end checks, then the next seat's turn
ROUND_END = "round-end"  # Midnight Party: the round is scored, then the next one or the end
PLACING = frozenset((PLACE, REPLACE))

FLOW = TurnFlow(
    [
        TaskKind(PLACE, SEAT),
        TaskKind(REPLACE, SEAT),
        TaskKind(ROLL, RANDOM),
        TaskKind(MOVE),
        TaskKind(HUGO, AUTO),
        TaskKind(TURN_END, AUTO),
        TaskKind(ROUND_END, AUTO),
    ]
)

#: A turn waiting for the die.
TURN = ((ROLL,), (TURN_END,))


@dataclass(frozen=True, slots=True)
class CastleState(Rulings):
    players: int
    side: str  # "hugo" (main game) or "midnight-party" (the variant)
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a seat's view: the seed would tell every roll still to come
    draws: int  # chance events so far: the index of the next seeded draw
    tasks: tuple[tuple, ...]  # what happens next, the front first (see the module docstring)
    current: int  # seat whose turn it is (during play)
    guests: tuple[int, ...]  # location of each guest; guest g belongs to seat g // per_player
    per_player: int
    hugo: int
    speed: int
    points: tuple[int, ...]
    round: int
    ended: str = ""  # rulebook id of the rule that ended the game
    last_roll: str = ""  # "1", "2", "4", "5", "ghost" or "" before the first roll
    viewer: int = EVERYONE  # the seat whose view this is (``Game.view``), or EVERYONE

    @property
    def to_move(self) -> int | None:
        return FLOW.to_move(self.tasks, self.current)

    @property
    def phase(self) -> str:
        """place | play | replace | over, as the front task says (and saved files store)."""
        if not self.tasks:
            return "over"
        kind = self.tasks[0][0]
        return kind if kind in PLACING else "play"

    @property
    def roll(self) -> int | None:
        """The rolled number waiting for a move, or None (the die is next, or no turn)."""
        front = self.tasks[0] if self.tasks else None
        return front[1] if front is not None and front[0] == MOVE else None

    @property
    def queue(self) -> tuple[int, ...]:
        """The guests still to be placed (or placed back), in order."""
        return tuple(task[2] for task in takewhile(lambda t: t[0] in PLACING, self.tasks))

    @property
    def turn_seat(self) -> int | None:
        """The seat acting now, also in a Step's in-between moment: the seat placing a guest,
        the seat whose turn it is, or None once the game is over."""
        if not self.tasks:
            return None
        front = self.tasks[0]
        return front[1] if front[0] in PLACING else self.current

    def owner(self, guest: int) -> int:
        return guest // self.per_player

    @property
    def variants(self) -> tuple[str, ...]:
        return (MIDNIGHT,) if self.side == MIDNIGHT else ()


def side_of(variants: tuple[str, ...]) -> str:
    """The side of the board a game is played on: Midnight Party's, or the main game's."""
    return MIDNIGHT if MIDNIGHT in variants else MAIN


def placing(kind: str, guests: tuple[int, ...], per_player: int) -> tuple[tuple, ...]:
    """One placement task per guest, each naming the seat that places it."""
    return tuple((kind, guest // per_player, guest) for guest in guests)


def tasks_for(phase: str, roll: int | None, queue: tuple[int, ...], per_player: int) -> tuple:
    """The tasks a position of ``phase`` holds (how saved files, which store the phase, the
    pending roll and the queue, are read back)."""
    if phase == "over":
        return ()
    if phase in PLACING:
        return (*placing(phase, queue, per_player), *TURN)
    return TURN if roll is None else ((MOVE, roll), (TURN_END,))


def full_position(
    players: int,
    variants: tuple[str, ...],
    rulings: Mapping[str, str],
    seed: int | None,
    *,
    phase: str,
    roll: int | None,
    queue: tuple[int, ...],
    per_player: int,
    **fields: Any,
) -> CastleState:
    """The whole game (no seat's view) of a header and the fields that follow it, the turn's
    moment as a save holds it (the phase, the pending roll, the guests still to be placed):
    the one constructor of both a setup's position (starting.py) and a loaded save's
    (codec.py)."""
    return CastleState(
        players=players,
        side=side_of(variants),
        rulings=tuple(sorted(rulings.items())),
        seed=seed,
        tasks=tasks_for(phase, roll, queue, per_player),
        per_player=per_player,
        viewer=EVERYONE,
        **fields,
    )


#: ``state`` as a seat sees it: the same fields but no seed (a bot decides on it every turn).
seen_by = view_builder(CastleState)


def in_gallery(loc: int) -> bool:
    return 0 <= loc < ROOM


def in_room(loc: int) -> bool:
    return ROOM <= loc < CELLAR


def in_cellar(loc: int) -> bool:
    return CELLAR <= loc < DOOR
