"""The position in words, for a player who cannot see the board (``Game.describe``).

Everything the board shows is said: whose turn it is and what is due (first, on its own:
the Play tab shows that sentence alone), where Hugo stands and how fast he goes, which door
faces which gallery space, every seat's spooky points and guests, and the guests still in the
box, grouped in one list. Every sentence is a message of ``messages/en.ftl``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.messages import Msg, sentences

from .names import M
from .names import room_msg as room_name_msg
from .state import HAND, HUGO, MIDNIGHT, PLACE, REPLACE, ROUND_END, TURN_END, CastleState, in_room

if TYPE_CHECKING:
    from .engine import HiddenCastle


def describe(game: HiddenCastle, state: CastleState) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language."""
    parts = [
        _due(game, state),
        _hugo(game, state),
        _doors(game, state),
        *_seats(game, state),
    ]
    unplaced = [g for g, loc in enumerate(state.guests) if loc == HAND]
    if unplaced:
        guests = tuple(game.guest_msg(state, g) for g in unplaced)
        parts.append(Msg(M + "describe-unplaced", guests=guests))
    return sentences(parts)


def _due(game: HiddenCastle, state: CastleState) -> Msg:
    """Whose turn it is and what they must do now (also in a Step's in-between moment)."""
    if not state.tasks:
        outcome = game.result(state)
        return Msg(M + "describe-over", reason=outcome.reason if outcome else "")
    kind = state.tasks[0][0]
    seat = game.seat_msg(state.turn_seat)
    if kind == PLACE:
        return Msg(M + "describe-place", seat=seat)
    if kind == REPLACE:
        return Msg(M + "describe-replace", seat=seat)
    if state.roll is not None:
        return Msg(M + "describe-move", seat=seat, roll=state.roll)
    if kind == HUGO:
        return Msg(M + "describe-hugo-walks", seat=seat)
    if kind == TURN_END:
        return Msg(M + "describe-turn-ends", seat=seat)
    if kind == ROUND_END:
        return Msg(M + "describe-round-ends", round=state.round)
    return Msg(M + "describe-roll", seat=seat)


def _hugo(game: HiddenCastle, state: CastleState) -> Msg:
    board = game.board
    place = game.place_msg(state, state.hugo)
    if state.side == MIDNIGHT:
        return Msg(
            M + "describe-hugo-midnight",
            place=place,
            speed=state.speed,
            round=state.round,
            rounds=board.midnight_rounds,
        )
    return Msg(
        M + "describe-hugo",
        place=place,
        speed=state.speed,
        end=board.end_points,
        top=board.max_speed,
    )


def _doors(game: HiddenCastle, state: CastleState) -> Msg:
    """Each room by the gallery space its door faces, clockwise from the arrow."""
    rooms = sorted(game.side(state).rooms, key=lambda room: room.door)
    doors = tuple(
        Msg(
            M + "describe-door",
            space=room.door,
            room=room_name_msg(room.id),
            shield=Msg(M + f"describe-shield-{room.shield}", points=_signed(room.points)),
        )
        for room in rooms
    )
    return Msg(M + "describe-doors", arrow=game.board.arrow, doors=doors)


def _signed(points: int) -> str:
    # A true minus sign, as the board's shields and cellar steps print it.
    return f"−{-points}" if points < 0 else f"+{points}"


def _seats(game: HiddenCastle, state: CastleState) -> list[Msg]:
    """Each seat's points, and where each of its guests on the board stands."""
    sentences = []
    for seat in range(state.players):
        first = seat * state.per_player
        guests = tuple(
            _guest_at(game, state, g - first + 1, state.guests[g])
            for g in range(first, first + state.per_player)
            if state.guests[g] != HAND
        )
        points, name = state.points[seat], game.seat_msg(seat)
        if guests:
            sentences.append(Msg(M + "describe-seat", seat=name, points=points, guests=guests))
        else:
            sentences.append(Msg(M + "describe-seat-empty", seat=name, points=points))
    return sentences


def _guest_at(game: HiddenCastle, state: CastleState, number: int, loc: int) -> Msg:
    if in_room(loc):
        return Msg(M + "describe-in", number=number, room=game.room_msg(state, loc))
    return Msg(M + "describe-on", number=number, place=game.place_msg(state, loc))


__all__ = ["describe"]
