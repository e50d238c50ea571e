"""Turn flow shared by every game: what happens next is a list of tasks held in the state.

A task is a tuple ``(kind, *arguments)``; the front task is what happens now. A game declares
its kinds of task once: whose decision each is (the player whose turn it is, a seat named in
the task, or chance), or that it is automatic bookkeeping the rules carry out at once. Then:

- ``to_move`` follows from the front task, for every game the same way;
- a chain of actions is tasks pushed in front (a Companion's banner, a Stage card's Recruit);
- choices other players make during one player's turn, and a stage in which every player
  acts, are one task per seat in turn order (``for_each``), each naming its seat;
- ``run`` carries out automatic tasks until a decision or a chance node is at the front.

Rounds, a last round and the end of a turn are automatic tasks of the game's own, so the
flow of turns and rounds is data over this list, not a phase machine written per game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .types import CHANCE

CURRENT = "current"  # the decision of the player whose turn it is (``state.current``)
SEAT = "seat"  # the decision of the seat named by the task's first argument
RANDOM = "chance"  # a chance node: the seeded source or the user picks the outcome
AUTO = "auto"  # bookkeeping the rules carry out at once
ACTORS = (CURRENT, SEAT, RANDOM, AUTO)


@dataclass(frozen=True, slots=True)
class TaskKind:
    """One kind of task of a game: its name and who acts on it."""

    name: str
    actor: str = CURRENT

    def __post_init__(self) -> None:
        if self.actor not in ACTORS:
            raise ValueError(f"task {self.name!r}: actor must be one of {', '.join(ACTORS)}")


class TurnFlow:
    """A game's kinds of task, and what follows from them."""

    def __init__(self, kinds: Iterable[TaskKind]) -> None:
        self.kinds = {kind.name: kind for kind in kinds}
        self.chance = frozenset(k for k, v in self.kinds.items() if v.actor == RANDOM)
        self.automatic = frozenset(k for k, v in self.kinds.items() if v.actor == AUTO)
        self.by_seat = frozenset(k for k, v in self.kinds.items() if v.actor == SEAT)

    def check(self, task: Any) -> str | None:
        """What is wrong with ``task`` as a task of this game (a loaded file), or None."""
        if not isinstance(task, tuple) or not task or not isinstance(task[0], str):
            return "a task is a list starting with its name"
        if task[0] not in self.kinds:
            return f"{task[0]!r} is not a task of this game"
        seat_named = len(task) >= 2 and isinstance(task[1], int) and not isinstance(task[1], bool)
        if task[0] in self.by_seat and not seat_named:
            return f"task {task[0]!r} names the seat that acts on it"
        return None

    def to_move(self, tasks: Sequence[tuple], current: int) -> int | None:
        """Who acts on the front task: a seat, CHANCE, or None when nothing is left to do
        (the game is over). An automatic task never waits at the front of a state."""
        if not tasks:
            return None
        kind = tasks[0][0]
        if kind in self.chance:
            return CHANCE
        if kind in self.by_seat:
            return tasks[0][1]
        return current

    def run(
        self,
        play: Any,
        handlers: Mapping[str, Callable[[Any, tuple], None]],
        stop: Callable[[Any], bool] | None = None,
    ) -> bool:
        """Carry out automatic tasks at the front of ``play.tasks`` until a decision or a
        chance node is there, the list is empty, or ``stop(play)`` (the game ended; without
        ``stop`` nothing ends it but its tasks). Each handler takes its task off the list and
        may push others. True when ``stop`` ended the run: ``stop`` is asked before each task
        and once when the run is over, so the caller need not ask it again."""
        automatic = self.automatic
        tasks = play.tasks
        if stop is None:  # every action of every game runs this: no call per task to ask
            while tasks:
                task = tasks[0]
                if task[0] not in automatic:
                    return False
                handlers[task[0]](play, task)
                tasks = play.tasks
            return False
        while True:
            if stop(play):
                return True
            tasks = play.tasks
            if not tasks or tasks[0][0] not in automatic:
                return False
            handlers[tasks[0][0]](play, tasks[0])


def push(tasks: list, *new: tuple) -> None:
    """Put ``new`` in front, in the order given: they are done before what was first."""
    tasks[0:0] = new


def pop(tasks: list) -> tuple:
    """Take the front task off the list and return it."""
    return tasks.pop(0)


def turn_order(first: int, players: int) -> tuple[int, ...]:
    """The seats in turn order starting at ``first``."""
    order = _ORDERS.get((first, players))
    if order is None:
        order = tuple((first + i) % players for i in range(players))
        if type(first) is int and type(players) is int and 0 <= first < players <= 16:
            _ORDERS[first, players] = order  # the few orders of real tables, made once
    return order


#: Turn orders made before, by (first seat, players): rules ask for them on every turn.
_ORDERS: dict[tuple[int, int], tuple[int, ...]] = {}


def for_each(kind: str, seats: Iterable[int], *arguments: Any) -> tuple[tuple, ...]:
    """One task of ``kind`` per seat, in the order given: the choices several players make
    during one turn, or a stage where every player acts (each task names its seat)."""
    return tuple((kind, seat, *arguments) for seat in seats)
