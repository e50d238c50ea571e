"""Names shared by the engine, the codec, the teaching hooks and the board view.

One place for what every part of the game calls things: the rulebook's section prefix, the
ids of board elements (``guest:red-1``, ``gallery:12``, ``room:ballroom``, ``cellar:3``,
``door``, ``hand``), and the messages that name seats, guests, places and rulings' readings in
the reader's language (``messages/en.ftl``). The engine class takes these methods in as a
mixin (``CastleNames``), so tools keep calling ``game.guest_id(state, g)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rules.core.messages import Msg, catalogue_for, render

from .state import CELLAR, DOOR, ROOM, CastleState, in_cellar, in_gallery, in_room

if TYPE_CHECKING:
    from .board import Board, Side

SLUG = "escape-from-the-hidden-castle"
R = "hidden-castle."  # the prefix of every rulebook section id
M = "hidden-castle-"  # the prefix of every message id of this game
LANGUAGES = ("en",)

#: The game's messages (with the core's shared ones); registering them lets Steps render.
CATALOGUE = catalogue_for(__file__, LANGUAGES)


@lru_cache(maxsize=4096)
def english(message: Msg) -> str:
    """A message in English (names are asked for again and again by the board and describe)."""
    return render(message)


def guest_key(colours: Sequence[str], per_player: int, guest: int) -> str:
    """A guest's id: its seat's colour and its number among that seat's guests ("red-1")."""
    seat, number = divmod(guest, per_player)
    return f"{colours[seat]}-{number + 1}"


# ----- messages for names -----------------------------------------------------------------------
def colour_msg(colour: str) -> Msg:
    """A seat's name, by its colour id ("red" reads "Red")."""
    return Msg(f"{M}colour-{colour}")


def room_msg(room_id: str) -> Msg:
    """A room's name, by its id ("fireplace-room" reads "Fireplace Room")."""
    return Msg(f"{M}room-{room_id}")


def points_msg(points: int) -> Msg:
    """A score in words ("1 spooky point", "2 spooky points"): the catalogue's plural."""
    return Msg(f"{M}spooky-points", points=points, count=abs(points))


def reading_msg(ruling: str, choice: str) -> Msg:
    """One reading of a ruling in words, as the Setup tab names it."""
    return Msg(f"{M}reading-{ruling}-{choice}")


def listed(items: Sequence[Any], joint: str = "comma") -> Any:
    """Names in a row, joined as this game's sentences always join them: "comma" ("A, B"),
    "and" ("A and B and C") or "semicolon" ("A; B"). Each joint is a message, so a language
    says how it reads; one item is that item."""
    if len(items) == 1:
        return items[0]
    return Msg(f"{M}list-{joint}", head=items[0], tail=listed(items[1:], joint))


class CastleNames:
    """Ids and names of seats, guests and places; mixed into the engine class."""

    board: Board

    def side(self, state: CastleState) -> Side:
        return self.board.sides[state.side]

    # ----- seats and guests -----------------------------------------------------------------
    def seat_msg(self, seat: int) -> Msg:
        return colour_msg(self.board.colours[seat])

    def seat_name(self, seat: int, state=None) -> Msg:
        """A seat by its colour ("Red"), a message: read where it is shown."""
        return self.seat_msg(seat)

    def guest_id(self, state: CastleState, guest: int) -> str:
        return guest_key(self.board.colours, state.per_player, guest)

    def guest_msg(self, state: CastleState, guest: int) -> Msg:
        seat, number = divmod(guest, state.per_player)
        return Msg(f"{M}guest", seat=self.seat_msg(seat), number=number + 1)

    def guest_name(self, state: CastleState, guest: int) -> str:
        return english(self.guest_msg(state, guest))

    # ----- places ---------------------------------------------------------------------------
    def place_id(self, state: CastleState, loc: int) -> str:
        """The board element id of a location: gallery:N, room:ID, cellar:S, door, hand."""
        if in_gallery(loc):
            return f"gallery:{loc}"
        if in_room(loc):
            return f"room:{self.side(state).rooms[loc - ROOM].id}"
        if in_cellar(loc):
            return f"cellar:{loc - CELLAR}"
        return "door" if loc == DOOR else "hand"

    def place_msg(self, state: CastleState, loc: int) -> Msg:
        if in_gallery(loc):
            if loc == self.board.arrow:
                return Msg(f"{M}place-arrow", space=loc)
            return Msg(f"{M}place-space", space=loc)
        if in_room(loc):
            return Msg(f"{M}place-room", room=self.room_msg(state, loc))
        if in_cellar(loc):
            return self.step_msg(state, loc - CELLAR)
        return Msg(f"{M}place-door") if loc == DOOR else Msg(f"{M}place-box")

    def place_name(self, state: CastleState, loc: int) -> str:
        return english(self.place_msg(state, loc))

    def room_msg(self, state: CastleState, loc: int) -> Msg:
        """The name of the room at location ``loc`` on this side of the board."""
        return room_msg(self.side(state).rooms[loc - ROOM].id)

    def step_msg(self, state: CastleState, step: int) -> Msg:
        """Cellar step ``step`` (0 is the bottom) by its label: "cellar step +10"."""
        return Msg(f"{M}place-cellar", label=self.side(state).cellar_labels[step])


__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "SLUG",
    "CastleNames",
    "M",
    "R",
    "colour_msg",
    "english",
    "guest_key",
    "listed",
    "points_msg",
    "reading_msg",
    "room_msg",
]
