"""Saving and loading positions as JSON: the layout of a save is declared below
(``CastleSave``), the core's codec writes and reads it (rules/core/codec.py), and what is
this game's own is here: places and guests written by name, and the turn's moment.

A saved file holds the phase (place | play | replace | over), the pending roll and the queue of
guests still to be placed: the tasks of the turn follow from them (``state.tasks_for``), so a
file cannot hold a list of tasks the rules never make. Once read, the position must be one the
rules can reach (``Game.check_position``).

Formats: 2 added ``viewer`` (-1 for the whole game; a seat's view is saved with its seat and
no seed, and is refused on loading, naming ``viewer``). Format 1 files have no ``viewer`` and
load as the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from rules.core import StateError, codec

from .names import guest_key
from .state import (
    CELLAR,
    DOOR,
    EVERYONE,
    HAND,
    MIDNIGHT,
    PHASES,
    ROOM,
    CastleState,
    full_position,
    side_of,
)

if TYPE_CHECKING:
    from .engine import HiddenCastle


def places(ctx: codec.Ctx) -> dict[str, int]:
    """Each place of the board being played, by the name a save gives it."""
    board = ctx.game.board
    side = board.sides[side_of(ctx.variants)]
    table: dict[str, int] = {"door": DOOR, "hand": HAND}
    table.update({f"gallery:{x}": x for x in range(board.gallery)})
    table.update({f"room:{r.id}": ROOM + i for i, r in enumerate(side.rooms)})
    table.update({f"cellar:{s}": CELLAR + s for s in range(len(side.cellar_points))})
    return table


def guest_names(ctx: codec.Ctx) -> tuple[str, ...]:
    board = ctx.game.board
    per = board.guests_per_player[ctx.players]
    return tuple(guest_key(board.colours, per, g) for g in range(ctx.players * per))


def _no_three(roll: int | None, ctx: codec.Ctx) -> str | None:
    return "the die has no 3 (its faces are 1, 2, ghost, 4, 5, ghost)" if roll == 3 else None


def _hugo_where(hugo: int, ctx: codec.Ctx) -> str | None:
    if hugo == HAND or ROOM <= hugo < CELLAR:
        return "Hugo is on the cellar door, a cellar step or the gallery"
    return None


def _last_round(ctx: codec.Ctx) -> int:
    return ctx.game.board.midnight_rounds


def _top_speed(ctx: codec.Ctx) -> int:
    return ctx.game.board.max_speed


PLACE = codec.Names("place on this board", places)
GUEST = codec.Names(
    "guest of this game", lambda ctx: {n: g for g, n in enumerate(guest_names(ctx))}
)


@dataclass(frozen=True)
class CastleSave:
    """A save after its header, in the order the file holds it."""

    draws: Annotated[int, codec.Between(0)]
    phase: Annotated[str, codec.OneOf(PHASES)]
    current: Annotated[int, codec.Between(0, codec.last_seat)]
    roll: Annotated[int | None, codec.Between(1, 5), codec.Check(_no_three)]
    last_roll: Annotated[str, codec.OneOf(("", "1", "2", "4", "5", "ghost"))]
    round: Annotated[int, codec.Between(1, _last_round)]
    hugo: Annotated[int, PLACE, codec.Check(_hugo_where)]
    speed: Annotated[int, codec.Between(1, _top_speed)]
    points: Annotated[tuple[Annotated[int, codec.Between(0)], ...], codec.Length(codec.per_seat)]
    guests: Annotated[
        tuple[Annotated[int, PLACE], ...],
        codec.Keyed(guest_names, "no such guest in a {players}-player game"),
    ]
    queue: tuple[Annotated[int, GUEST], ...]
    ended: str


CODEC = codec.Codec(CastleSave, format=2, everyone=EVERYONE, viewer_since=2)
FORMAT = CODEC.format


def encode(game: HiddenCastle, state: CastleState) -> dict[str, Any]:
    return CODEC.encode(game, state)  # phase, roll and queue are the state's own properties


def decode(game: HiddenCastle, data: Any) -> CastleState:
    ctx, v = CODEC.decode(game, data)
    _check_turn(side_of(ctx.variants), v["phase"], v["roll"], v["queue"])
    per = game.board.guests_per_player[ctx.players]
    state = full_position(ctx.players, ctx.variants, ctx.rulings, per_player=per, **v)
    game.check_position(state)
    return state


def _check_turn(side: str, phase: str, roll: int | None, queue: tuple[int, ...]) -> None:
    """The phase, the pending roll and the queue must describe one moment of the turn (the
    rest of what the rules allow is ``check_position``'s)."""
    if phase == "replace" and side != MIDNIGHT:
        raise StateError(
            "phase", "placing captured guests back between rounds belongs to Midnight Party"
        )
    if phase in ("place", "replace") and not queue:
        raise StateError("queue", f"the {phase} phase needs guests waiting to be placed")
    if phase in ("play", "over") and queue:
        raise StateError("queue", "no guest waits to be placed outside the placement phases")
    if roll is not None and phase != "play":
        raise StateError("roll", "a pending roll only exists during play")
