"""Saving and loading Vrienden positions as JSON: a loaded position is one the rules can reach.

A saved file is untrusted input (a student may upload any file in the Files tab). Its layout is
declared below (``VriendenSave``: each field's type, bounds and names) and the core's codec
(rules/core/codec.py) writes it and reads it back, refusing any value that does not fit, a
field no save has, and a saved player's view (it holds no seed and face-down tokens, so it
cannot be played on) with a ``StateError`` naming the field. What is Vrienden's own is here:
the turn's tasks saved as the phase and the spaces waiting for a draw, a seat's tokens in
notches and on inspiration spaces saved as lists though the state keeps them as bits, the
objectives with the seats that took their bonuses, and ``check_position``, the invariants of
laws.py. Format 1 is the only one there has been.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from rules.core import StateError, codec
from rules.core.jsonstate import VIEW_REFUSED

from .laws import (  # noqa: F401 - BLOCKED and the problems: what the tests read here
    BLOCKED,
    EVERYONE,
    REFILL_BETWEEN_TURNS,
    ROW_NAMES,
    consistency_problem,
    dealing_problem,
    history_problem,
    playable_problem,
)
from .state import CHAKRAS, COLOURS, EMPTY, PHASES, VriendenState, full_position, tasks_of

if TYPE_CHECKING:
    from .engine import Vrienden


# ----- the layout of a save ---------------------------------------------------------------------
def _colours(ctx: codec.Ctx) -> dict[str, int]:
    return {name: c for c, name in enumerate(COLOURS)}


def _chakras(ctx: codec.Ctx) -> dict[str, int]:
    return {name: c for c, name in enumerate(CHAKRAS)}


def _rows(ctx: codec.Ctx) -> dict[str, int]:
    return {name: r for r, name in enumerate(ROW_NAMES)}


def _colour_names(ctx: codec.Ctx) -> tuple[str, ...]:
    return COLOURS


def _chakra_names(ctx: codec.Ctx) -> tuple[str, ...]:
    return CHAKRAS


def _row_names(ctx: codec.Ctx) -> tuple[str, ...]:
    return ROW_NAMES


def _flows(ctx: codec.Ctx) -> int:
    return ctx.game.board.flows


def _flow_spaces(ctx: codec.Ctx) -> int:
    return ctx.game.board.flow_spaces


def _bonuses(ctx: codec.Ctx) -> int:
    return len(ctx.game.board.objective_bonuses)


def _an_objective(oid: str, ctx: codec.Ctx) -> str | None:
    return None if ctx.game.objective(oid) is not None else "not an objective card"


def _once(what: str):
    def check(items: tuple, ctx: codec.Ctx) -> str | None:
        return f"{what} is listed twice" if len(set(items)) != len(items) else None

    return check


Colour = Annotated[int, codec.Names("energy colour", _colours)]
Chakra = Annotated[int, codec.Names("chakra colour", _chakras)]
Row = Annotated[int, codec.Names("place on a board", _rows)]
Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Count = Annotated[int, codec.Between(0)]
#: Energies per colour, saved by colour name, the colours with none left out.
Counts = Annotated[tuple[Count, ...], codec.Keyed(_colour_names, "not an energy colour", absent=0)]
Space = Annotated[int | None, codec.Names("energy colour", _colours), codec.Empty(EMPTY)]
Flow = Annotated[tuple[Space, ...], codec.Length(_flow_spaces)]
#: A seat's board: its nine rows by name, the empty ones left out, each row kept sorted.
Board = Annotated[
    tuple[Annotated[tuple[Colour, ...], codec.Sorted()], ...],
    codec.Keyed(_row_names, "not a place on a board (bubbles, a chakra colour, earth)", absent=()),
]
Takers = Annotated[
    tuple[Seat, ...], codec.MaxLength(_bonuses, "expected the list of seats that took its bonuses")
]
#: A space of a flow waiting for a draw: [flow, space], each counted from 1.
Waiting = tuple[
    Annotated[int, codec.Between(1, _flows)], Annotated[int, codec.Between(1, _flow_spaces)]
]
Token = Annotated[int, codec.Between(1, 4)]  # a plenitude token (a face-down 0 is a view's only)
Plenitude = Annotated[tuple[Token, ...], codec.Keyed(_chakra_names, "not a chakra colour")]
Notches = Annotated[tuple[Chakra, ...], codec.Check(_once("a notch"))]
InspirationSpace = Annotated[int, codec.Between(1, 8)]
Inspiration = Annotated[tuple[InspirationSpace, ...], codec.Check(_once("an inspiration space"))]
Meditation = Annotated[tuple[Chakra, ...], codec.Sorted(), codec.Check(_once("a meditation token"))]


def _per_seat(item: Any) -> Any:
    return Annotated[tuple[item, ...], codec.Length(codec.per_seat)]


@dataclass(frozen=True)
class VriendenSave:
    """A save after its header, in the order the file holds it (the fields named as the
    state's are its own; ``encode`` passes the others)."""

    draws: Count
    phase: Annotated[str, codec.OneOf(PHASES)]
    current: Seat
    round: Annotated[int, codec.Between(1)]
    bag: Counts
    flows: Annotated[tuple[Flow, ...], codec.Length(_flows)]
    refill: tuple[Waiting, ...]
    plenitude: Plenitude
    spare: Token
    boards: _per_seat(Board)
    notches: _per_seat(Notches)
    inspiration: _per_seat(Inspiration)
    meditation: _per_seat(Meditation)
    alleviated: _per_seat(Count)
    halves: _per_seat(Count)
    objectives: dict[Annotated[str, codec.Check(_an_objective)], Takers]
    discard: Counts
    channel: Annotated[int, codec.Between(0, 8)]
    pending: tuple[Annotated[int, codec.Between(-3, 3)], ...]
    moved: tuple[tuple[Row, Colour], ...]
    triggered: bool
    ended: str


CODEC = codec.Codec(
    VriendenSave,
    format=1,
    everyone=EVERYONE,
    closed="not a field of a saved Vrienden position",
)
FORMAT = CODEC.format


def _bits(items: tuple[int, ...], first: int = 0) -> int:
    return sum(1 << (i - first) for i in items)


def _listed(bits: int, size: int, first: int = 0) -> tuple[int, ...]:
    return tuple(i + first for i in range(size) if bits >> i & 1)


def encode(game: Vrienden, state: VriendenState) -> dict[str, Any]:
    return CODEC.encode(
        game,
        state,
        {
            "refill": [(f + 1, i + 1) for f, i in state.refill],
            "notches": [_listed(n, 7) for n in state.notches],
            "inspiration": [_listed(s, 8, 1) for s in state.spaces],
            "objectives": dict(zip(state.objectives, state.bonuses, strict=True)),
        },
    )


def decode(game: Vrienden, data: Any) -> VriendenState:
    ctx, values = CODEC.decode(game, data)
    refill = tuple((f - 1, i - 1) for f, i in values.pop("refill"))
    if refill and values["phase"] != "play":
        raise StateError("refill", REFILL_BETWEEN_TURNS)
    objectives = values.pop("objectives")
    values.update(
        tasks=tasks_of(values.pop("phase"), refill),  # a save names the phase and the draws owed
        notches=tuple(_bits(n) for n in values["notches"]),
        spaces=tuple(_bits(s, 1) for s in values.pop("inspiration")),
        objectives=tuple(objectives),
        bonuses=tuple(objectives.values()),
    )
    state = full_position(ctx.players, ctx.variants, ctx.rulings, **values)
    check_position(game, state)
    return state


def check_position(game: Vrienden, state: VriendenState) -> None:
    """Raise a StateError naming the field unless ``state`` is a position the rules can reach
    (``Game.check_position``): every invariant of laws.py, a player's view refused
    (it is no game to play on)."""
    if state.viewer != EVERYONE:
        raise StateError("viewer", VIEW_REFUSED)
    problem = (
        consistency_problem(game, state)
        or history_problem(game, state)
        or dealing_problem(game, state)
        or playable_problem(game, state)
    )
    if problem:
        raise StateError(*problem)
