"""A position of The Mushroom Eaters: a frozen value of tuples (one entry per seat)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from rules.core import codec
from rules.core.fastbuild import view_builder
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.working import Rulings, working_copy

from .data import CARDS, LETTERS
from .names import PREFIX
from .tasks import task_problem

#: The kinds of task of a turn; choices other Eaters make (a track, an item to lose, a card to
#: play at a Fire) name their seat and are asked in turn order.
FLOW = TurnFlow(
    [
        TaskKind("turn", CURRENT),
        TaskKind("track", SEAT),
        TaskKind("board", SEAT),
        TaskKind("lose", SEAT),
        TaskKind("reuse", SEAT),
        TaskKind("mantra", SEAT),
        TaskKind("recall", SEAT),
        TaskKind("breathe", SEAT),
        TaskKind("env", SEAT),
        TaskKind("fire", SEAT),
        TaskKind("give", SEAT),
        TaskKind("talk", SEAT),
        TaskKind("talk2", SEAT),
        TaskKind("keep", SEAT),
        TaskKind("shield", SEAT),
        TaskKind("roll", RANDOM),
        TaskKind("draw-env", RANDOM),
        TaskKind("draw-share", RANDOM),
        TaskKind("draw-talk", RANDOM),
        TaskKind("fill-row", RANDOM),
        TaskKind("draw-place", RANDOM),
        TaskKind("draw-pp", RANDOM),
        TaskKind("series", AUTO),
        TaskKind("series-next", AUTO),
        TaskKind("gain", AUTO),
        TaskKind("challenge", AUTO),
        TaskKind("env-end", AUTO),
        TaskKind("talk-end", AUTO),
        TaskKind("path-done", AUTO),
        TaskKind("next", AUTO),
    ]
)

EVERYONE = -1  # ``viewer`` of a full position


# ----- how a position is saved: every field under its own name (rules/core/codec.py) -----------
def _last_space(ctx: codec.Ctx) -> int:
    return len(ctx.game.data.spaces) - 1


def _track(name: str) -> codec.Between:
    """The bounds of a Nervous System track (the board's data)."""
    return codec.Between(
        lambda ctx: ctx.game.data.tracks[name][0], lambda ctx: ctx.game.data.tracks[name][1]
    )


def _task(task: Any, ctx: codec.Ctx) -> str | None:
    """What is wrong with a task: its kind (the turn flow) and the arguments its kind takes."""
    return FLOW.check(task) or task_problem(ctx.game.data, ctx.players, task)


def _letters(letters: str, ctx: codec.Ctx) -> str | None:
    if any(c not in LETTERS for c in letters):
        return "each entry is a string of Mantra letters A to E"
    return None


def _sorted_letters(letters: str) -> str:
    return "".join(sorted(letters))


Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Count = Annotated[int, codec.Between(0)]
Index = Annotated[int, codec.Between(-1)]  # a card or place, or -1 for none
PerSeat = codec.Length(codec.per_seat)
Cards = Annotated[
    tuple[Annotated[tuple[Annotated[str, codec.OneOf(CARDS)], ...], ...], ...], PerSeat
]


@dataclass(frozen=True, slots=True)
class MushroomState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None
    viewer: int
    draws: Count
    current: Seat
    tasks: tuple[Annotated[Any, codec.Check(_task)], ...]
    pawn: Annotated[int, codec.Between(0, _last_space)]
    jelly: bool
    hands: Cards
    discards: Cards
    intensity: Annotated[tuple[Annotated[int, _track("intensity")], ...], PerSeat]
    forward: Annotated[tuple[Annotated[int, _track("forward")], ...], PerSeat]
    hour: tuple[Seat, ...]  # owners of the cubes, bottom first
    drum: tuple[Seat, ...]
    awakening: Annotated[tuple[Count, ...], PerSeat]
    wisdom: Annotated[tuple[Count, ...], PerSeat]
    paradox: Annotated[tuple[Count, ...], PerSeat]
    faces: Annotated[tuple[Count, ...], PerSeat]
    # The letters each Eater holds, sorted.
    mantras: Annotated[
        tuple[Annotated[str, codec.Check(_letters), codec.Normal(_sorted_letters)], ...], PerSeat
    ]
    # True: the Breathe token shows Deep Breathing.
    breathe: Annotated[tuple[bool, ...], PerSeat]
    path_cards: Annotated[tuple[Count, ...], PerSeat]  # Personal Path cards collected
    # The Personal Path card an Eater is on, or -1.
    on_path: Annotated[tuple[Index, ...], PerSeat]
    path_pos: Annotated[tuple[Index, ...], PerSeat]  # where that Eater's octagon stands on the card
    # The card's actions already experienced.
    path_done: Annotated[tuple[tuple[Count, ...], ...], PerSeat]
    # The board space the octagon locks (branch: 1000 + beside).
    path_space: Annotated[tuple[Index, ...], PerSeat]
    pp_drawn: tuple[Count, ...]  # Personal Path cards drawn so far
    env_discard: tuple[Count, ...]
    share_discard: tuple[Count, ...]
    talk_out: tuple[Count, ...]  # Talking cards of the conversation under way
    talk_row: tuple[Count, ...]  # the 2-player game's face-up Talking cards
    placed: tuple[tuple[Count, Count], ...]  # (space, Place token) laid face up
    lander: Annotated[
        int, codec.Between(-1, codec.last_seat)
    ]  # who moved the pawn onto its space (-1: nobody yet)
    experienced: tuple[Seat, ...]  # who has experienced the pawn's space
    breathing: tuple[Seat, ...]  # who flipped Deep Breathing in the Intense moment under way
    specials: Annotated[tuple[bool, ...], PerSeat]  # Special Action used
    ended: Annotated[str, codec.OneOf(("", "end"))]

    @property
    def to_move(self) -> int | None:
        return FLOW.to_move(self.tasks, self.current)


#: ``state`` as a seat sees it: the same fields but no seed (a bot decides on it every turn).
seen_by = view_builder(MushroomState)


#: The one constructor of a whole position, a setup's (starting.py) and a loaded save's
#: (codec.py) alike: ``full_position(players, variants, rulings, seed, **fields)``.
full_position = whole_game(MushroomState, EVERYONE)


#: The working copy an action runs on (``rules.core.working``). Only the turn's tasks are
#: copied into a list, changed in place. Every other field stays a tuple, replaced as a whole
#: (a focus board's cubes, when one is laid or taken: a fifth of the actions) or one seat's
#: entry at a time by ``Play.put``: an action changes one or two of the sixteen per-seat
#: fields, and each list copied in and frozen back was two more objects per action a bot
#: looks at (issue 47).
_Play = working_copy(
    MushroomState,
    lists=("tasks",),
    constants=("players", "variants", "rulings", "seed", "viewer"),
    rule_prefix=PREFIX,
)


class Play(_Play):
    """The working copy (its constants, such as the players and variants, are read from the
    state it started from)."""

    __slots__ = ()
