"""Saving and loading positions as JSON, with every field checked on the way in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, parse, read_setup

from .state import CELLAR, DOOR, HAND, MAIN, MIDNIGHT, PHASES, ROOM, CastleState, in_gallery

if TYPE_CHECKING:
    from .engine import HiddenCastle

FORMAT = 1


def _loc_text(game: HiddenCastle, state: CastleState, loc: int) -> str:
    return game.place_id(state, loc)


def encode(game: HiddenCastle, state: CastleState) -> dict[str, Any]:
    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,
        "draws": state.draws,
        "phase": state.phase,
        "current": state.current,
        "roll": state.roll,
        "last_roll": state.last_roll,
        "round": state.round,
        "hugo": _loc_text(game, state, state.hugo),
        "speed": state.speed,
        "points": list(state.points),
        "guests": {
            game.guest_id(state, g): _loc_text(game, state, loc)
            for g, loc in enumerate(state.guests)
        },
        "queue": [game.guest_id(state, g) for g in state.queue],
        "ended": state.ended,
    }


def decode(game: HiddenCastle, data: Any) -> CastleState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    board = game.board
    side_name = MIDNIGHT if MIDNIGHT in variants else MAIN
    side = board.sides[side_name]
    per = board.guests_per_player[players]
    probe = CastleState(players, side_name, (), 0, 0, "play", 0, None, (), per, DOOR, 0, (), 1, ())

    places: dict[str, int] = {"door": DOOR, "hand": HAND}
    places.update({f"gallery:{x}": x for x in range(board.gallery)})
    places.update({f"room:{r.id}": ROOM + i for i, r in enumerate(side.rooms)})
    places.update({f"cellar:{s}": CELLAR + s for s in range(len(side.cellar_points))})

    def place(value: Any, where: str) -> int:
        if not isinstance(value, str) or value not in places:
            raise StateError(where, f"{value!r} is not a place on this board")
        return places[value]

    names = [game.guest_id(probe, g) for g in range(players * per)]
    guests_obj = doc.sub("guests")
    extra = sorted(set(guests_obj.obj) - set(names))
    if extra:
        raise guests_obj.fail(extra[0], f"no such guest in a {players}-player game")
    guests = tuple(place(guests_obj.raw(n), f"guests.{n}") for n in names)
    hugo = place(doc.raw("hugo"), "hugo")
    if hugo == HAND or (hugo >= ROOM and hugo < CELLAR):
        raise doc.fail("hugo", "Hugo is on the cellar door, a cellar step or the gallery")

    queue_names = doc.array("queue")
    queue = []
    for i, name in enumerate(queue_names):
        if name not in names:
            raise StateError(f"queue[{i}]", f"{name!r} is not a guest of this game")
        queue.append(names.index(name))

    roll = doc.optional_int("roll", 1, 5)
    if roll == 3:
        raise doc.fail("roll", "the die has no 3 (its faces are 1, 2, ghost, 4, 5, ghost)")
    last_roll = doc.text("last_roll", ("", "1", "2", "4", "5", "ghost"))
    state = CastleState(
        players=players,
        side=side_name,
        rulings=tuple(sorted(rulings.items())),
        seed=doc.integer("seed", 0),
        draws=doc.integer("draws", 0),
        phase=doc.text("phase", PHASES),
        current=doc.integer("current", 0, players - 1),
        roll=roll,
        guests=guests,
        per_player=per,
        hugo=hugo,
        speed=doc.integer("speed", 1, board.max_speed),
        points=doc.int_array("points", players, 0),
        round=doc.integer("round", 1, board.midnight_rounds),
        queue=tuple(queue),
        ended=doc.text("ended"),
        last_roll=last_roll,
    )
    problem = consistency_problem(game, state)
    if problem:
        raise StateError(*problem)
    return state


def consistency_problem(game: HiddenCastle, state: CastleState) -> tuple[str, str] | None:
    """The first way ``state`` breaks the game's invariants, as (field, problem), or None.

    Used on loading, and by the property tests after every action.
    """
    board = game.board
    side = board.sides[state.side]
    guest_names = [game.guest_id(state, g) for g in range(len(state.guests))]
    if len(state.guests) != state.players * state.per_player:
        return ("guests", "wrong number of guests")
    seen_rooms: dict[int, int] = {}
    queued = set(state.queue)
    if len(queued) != len(state.queue):
        return ("queue", "a guest is queued twice")
    for g, loc in enumerate(state.guests):
        field = f"guests.{guest_names[g]}"
        if ROOM <= loc < CELLAR:
            if loc in seen_rooms:
                other = guest_names[seen_rooms[loc]]
                return (field, f"shares {game.place_id(state, loc)} with {other}")
            seen_rooms[loc] = g
        if loc == DOOR:
            return (field, "guests never stand on the cellar door")
        if (loc == HAND) != (state.phase == "place" and g in queued):
            return (field, "only guests waiting to be placed can be off the board")
        if state.phase == "replace" and g in queued and not CELLAR <= loc < DOOR:
            return (field, "a guest waiting to be placed back must be in the cellar")
        if in_gallery(loc) and loc == state.hugo:
            return (field, "a guest on Hugo's space would have been captured")
    if state.phase in ("place", "replace") and not state.queue:
        return ("queue", f"the {state.phase} phase needs guests waiting to be placed")
    if state.phase in ("play", "over") and state.queue:
        return ("queue", "no guest waits to be placed outside the placement phases")
    if state.phase == "place":
        start = DOOR if side.hugo_start == "door" else CELLAR
        if state.hugo != start:
            return ("hugo", "Hugo stays on his starting place until play begins")
        on_board = [loc for loc in state.guests if loc != HAND]
        if len(set(on_board)) != len(on_board) or any(not in_gallery(x) for x in on_board):
            return ("guests", "during setup each placed guest has a gallery space of its own")
    if state.roll is not None and state.phase != "play":
        return ("roll", "a pending roll only exists during play")
    if state.phase == "over" and not state.ended:
        return ("ended", "a finished game names the rule that ended it")
    if state.phase != "over" and state.ended:
        return ("ended", "a running game cannot have ended")
    if state.ended and state.ended not in game.rulebook:
        return ("ended", f"{state.ended!r} is not a rulebook section")
    if state.side == MIDNIGHT and state.speed != game._midnight_speed(state.players):
        return ("speed", "Hugo's speed is fixed in Midnight Party")
    if state.side == MAIN and state.round != 1:
        return ("round", "the main game has a single round")
    if state.side == MAIN and state.speed < board.start_speed:
        return ("speed", f"Hugo's speed never drops below {board.start_speed}")
    return None
