"""Saving and loading positions as JSON, with every field checked on the way in.

A saved file holds the phase (place | play | replace | over), the pending roll and the queue of
guests still to be placed: the tasks of the turn follow from them (``state.tasks_for``), so a
file cannot hold a list of tasks the rules never make. Once read, the position must be one the
rules can reach (``Game.check_position``).

Formats: 2 added ``viewer`` (-1 for the whole game; a seat's view is saved with its seat and
no seed, and is refused on loading, naming ``viewer``). Format 1 files have no ``viewer`` and
load as the whole game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, parse, read_full_position, read_setup

from .names import guest_key
from .state import (
    CELLAR,
    DOOR,
    EVERYONE,
    HAND,
    MAIN,
    MIDNIGHT,
    PHASES,
    ROOM,
    CastleState,
    tasks_for,
)

if TYPE_CHECKING:
    from .engine import HiddenCastle

FORMAT = 2


def encode(game: HiddenCastle, state: CastleState) -> dict[str, Any]:
    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,  # None (null) in a seat's view, which cannot be loaded
        "viewer": state.viewer,
        "draws": state.draws,
        "phase": state.phase,
        "current": state.current,
        "roll": state.roll,
        "last_roll": state.last_roll,
        "round": state.round,
        "hugo": game.place_id(state, state.hugo),
        "speed": state.speed,
        "points": list(state.points),
        "guests": {
            game.guest_id(state, g): game.place_id(state, loc) for g, loc in enumerate(state.guests)
        },
        "queue": [game.guest_id(state, g) for g in state.queue],
        "ended": state.ended,
    }


def decode(game: HiddenCastle, data: Any) -> CastleState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    seed = read_full_position(doc, EVERYONE)  # a saved view is refused here, naming viewer
    doc.later("viewer", 2, EVERYONE)  # from format 2 on, every save says whose view it is
    board = game.board
    side_name = MIDNIGHT if MIDNIGHT in variants else MAIN
    side = board.sides[side_name]
    per = board.guests_per_player[players]
    names = [guest_key(board.colours, per, g) for g in range(players * per)]

    places: dict[str, int] = {"door": DOOR, "hand": HAND}
    places.update({f"gallery:{x}": x for x in range(board.gallery)})
    places.update({f"room:{r.id}": ROOM + i for i, r in enumerate(side.rooms)})
    places.update({f"cellar:{s}": CELLAR + s for s in range(len(side.cellar_points))})

    def place(value: Any, where: str) -> int:
        if not isinstance(value, str) or value not in places:
            raise StateError(where, f"{value!r} is not a place on this board")
        return places[value]

    guests_obj = doc.sub("guests")
    extra = sorted(set(guests_obj.obj) - set(names))
    if extra:
        raise guests_obj.fail(extra[0], f"no such guest in a {players}-player game")
    guests = tuple(place(guests_obj.raw(n), f"guests.{n}") for n in names)
    hugo = place(doc.raw("hugo"), "hugo")
    if hugo == HAND or (hugo >= ROOM and hugo < CELLAR):
        raise doc.fail("hugo", "Hugo is on the cellar door, a cellar step or the gallery")

    queue = []
    for i, name in enumerate(doc.array("queue")):
        if name not in names:
            raise StateError(f"queue[{i}]", f"{name!r} is not a guest of this game")
        queue.append(names.index(name))
    phase = doc.text("phase", PHASES)
    roll = doc.optional_int("roll", 1, 5)
    if roll == 3:
        raise doc.fail("roll", "the die has no 3 (its faces are 1, 2, ghost, 4, 5, ghost)")
    _check_turn(doc, side_name, phase, roll, queue)
    state = CastleState(
        players=players,
        side=side_name,
        rulings=tuple(sorted(rulings.items())),
        seed=seed,
        draws=doc.integer("draws", 0),
        tasks=tasks_for(phase, roll, tuple(queue), per),
        current=doc.integer("current", 0, players - 1),
        guests=guests,
        per_player=per,
        hugo=hugo,
        speed=doc.integer("speed", 1, board.max_speed),
        points=doc.int_array("points", players, 0),
        round=doc.integer("round", 1, board.midnight_rounds),
        ended=doc.text("ended"),
        last_roll=doc.text("last_roll", ("", "1", "2", "4", "5", "ghost")),
    )
    game.check_position(state)
    return state


def _check_turn(doc: Reader, side: str, phase: str, roll: int | None, queue: list[int]) -> None:
    """The phase, the pending roll and the queue must describe one moment of the turn (the
    rest of what the rules allow is ``check_position``'s)."""
    if phase == "replace" and side != MIDNIGHT:
        raise doc.fail(
            "phase", "placing captured guests back between rounds belongs to Midnight Party"
        )
    if phase in ("place", "replace") and not queue:
        raise doc.fail("queue", f"the {phase} phase needs guests waiting to be placed")
    if phase in ("play", "over") and queue:
        raise doc.fail("queue", "no guest waits to be placed outside the placement phases")
    if roll is not None and phase != "play":
        raise doc.fail("roll", "a pending roll only exists during play")
