"""The moves of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt, first page),
declared once for the core (``rules.core.moves``): their keys and the parts the keys are
made of, their labels in words, and the options the legal list tries. What forbids a move is
checks.py's; what a move does, guests.py's.
"""

from __future__ import annotations

from rules.core import Action
from rules.core.kept_moves import kept_for_last_position
from rules.core.messages import Msg
from rules.core.moves import Move, Part

from .names import M, colour_msg
from .names import room_msg as room_name_msg
from .state import MOVE, PLACING, REPLACE, ROLL, ROOM, CastleState

DIE_FACES = ("1", "2", "4", "5", "ghost")  # the sixth face is a second ghost
DIE_WEIGHTS = {"1": 1 / 6, "2": 1 / 6, "4": 1 / 6, "5": 1 / 6, "ghost": 2 / 6}


def _number(text: str) -> int | None:
    """A small whole number written in plain digits ("7", "12"), or None."""
    if text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    return None


# The parts of the keys: a face of the die (or a number it does not have, refused by
# turn.roll), a gallery space, a guest, a place a guest moves to.
FACE = Part(r"ghost|\d{1,3}")
FACE_PARTS = tuple((face,) for face in DIE_FACES)
SPACE = Part(
    r"[^ ]+", lambda game, text: game.gallery_space(text), lambda space: f"gallery:{space}"
)
GUEST = Part(r"[^ ]+", lambda game, text: game.guest_key(text))
PLACE_KEY = Part(r"[^ ]+", lambda game, text: game.place_key(text))


class CastleMoves:
    """The declared moves, their labels and options (a part of the game class)."""

    # ----- the moves: each declared once; checks.py says what forbids one, guests.py what it does
    roll_die = Move("roll", "roll {face}", tasks=(ROLL,), parts={"face": FACE}, example="roll 4")

    place_guest = Move(
        "place",
        "place {space}",
        tasks=PLACING,
        parts={"space": SPACE},
        example="place gallery:12",
        checked_options=True,  # the options are placement_spaces, the rule the check asks
    )

    move_guest = Move(
        "move",
        "move {guest} {place}",
        tasks=(MOVE,),
        parts={"guest": GUEST, "place": PLACE_KEY},
        example="move red-1 gallery:17",
        checked_options=True,  # the candidates are tested by guest and place numbers
    )

    stay_put = Move("stay", "stay", tasks=(MOVE,))

    @roll_die.label
    def _roll_label(self, face: str) -> Msg:
        if face == "ghost":
            return Msg(M + "action-roll-ghost")
        return Msg(M + "action-roll", face=face)

    @place_guest.label
    def _place_label(self, space: int) -> Msg:
        return Msg(M + "action-place", space=space)

    @move_guest.label
    def _move_label(self, guest: str, dest: str) -> Msg:
        colour, number = guest.rsplit("-", 1)
        who = Msg(M + "guest", seat=colour_msg(colour), number=number)  # as the key writes it
        where, _, what = dest.partition(":")
        if where == "gallery":
            return Msg(M + "action-move-to-space", guest=who, space=int(what))
        return Msg(M + "action-move-into-room", guest=who, room=room_name_msg(what))

    @stay_put.label
    def _stay_label(self) -> Msg:
        return Msg(M + "action-stay")

    def placement_spaces(self, state: CastleState) -> list[int]:
        """Where the guest waiting to be placed may go: a free gallery space (seed: Game
        Setup); coming back in Midnight Party, any space unless ruling 'midnight-replace'
        says a free one. The rule of placing, asked by the legal list and the check alike."""
        spaces = range(self.board.gallery)
        if state.tasks[0][0] == REPLACE and state.ruling("midnight-replace") == "any-space":
            return list(spaces)
        taken = set(state.guests)
        return [x for x in spaces if x not in taken]

    @roll_die.options
    def _faces(self, state: CastleState) -> tuple[tuple[str], ...]:
        return FACE_PARTS

    @place_guest.options
    def _spaces(self, state: CastleState) -> list[tuple[int]]:
        parts = self._space_parts
        return [parts[x] for x in self.placement_spaces(state)]

    @move_guest.options
    @kept_for_last_position(
        "tasks", "current", "guests", "hugo", "side", "per_player", "players", "rulings"
    )
    def _reachable(self, state: CastleState) -> list[tuple[str, str]]:
        """The moves with the number waiting: the candidates (``reach``) that
        ``_move_problem``, the rule the check asks, finds nothing wrong with. Kept under
        every field the rules of a move read: a bot's choice is listed on its seat's view,
        then looked up in the whole position, which differs only in the seed."""
        known, side, per = self._move_parts, state.side, state.per_player
        return [
            known.get((side, per, g, target)) or self.move_parts(state, g, target)
            for g, target in self.reach(state, state.roll)
            if self._move_problem(state, g, target) is None
        ]

    @stay_put.options
    def _staying(self, state: CastleState) -> tuple[tuple[()]]:
        return ((),)

    def move_parts(self, state: CastleState, g: int, target: int) -> tuple[str, str]:
        """The key's parts of the move of guest g to location ``target`` (kept by those
        numbers: the legal moves of every decision are made from them)."""
        cache_key = (state.side, state.per_player, g, target)
        parts = self._move_parts.get(cache_key)
        if parts is None:
            parts = (self.guest_id(state, g), self.place_id(state, target))
            self._move_parts[cache_key] = parts
            self._move_numbers[(state.side, state.per_player, *parts)] = (g, target)
        return parts

    def move_action(self, state: CastleState, g: int, target: int) -> Action:
        """The Action of guest g's move to location ``target``, legal or not."""
        return self.action_of(self.move_guest, self.move_parts(state, g, target))

    # ----- reading keys ----------------------------------------------------------------------
    def gallery_space(self, text: str) -> int:
        """The space of a key's ``gallery:N``; a ValueError for any other text."""
        where, _, number = text.partition(":")
        space = _number(number)
        if where != "gallery" or space is None or space >= self.board.gallery:
            raise ValueError(
                f"{text!r} is not a gallery space (gallery:0 to gallery:{self.board.gallery - 1})"
            )
        return space

    def place_key(self, text: str) -> str:
        """A key's place: ``room:<id>`` of a room of either side, or a gallery space."""
        if text.startswith("room:"):
            room_id = text[5:]
            if not any(r.id == room_id for side in self.board.sides.values() for r in side.rooms):
                raise ValueError(f"there is no room {room_id!r}")
            return text
        return f"gallery:{self.gallery_space(text)}"

    def guest_key(self, text: str) -> str:
        """A key's guest, written as its colour and number ("red-1")."""
        colour, _, number = text.rpartition("-")
        if colour not in self.board.colours or not _number(number):
            raise ValueError(f"{text!r} is not a guest (e.g. red-1)")
        return text

    def _guest_index(self, state: CastleState, gid: str) -> int | None:
        """The index of guest ``gid`` ("red-1", as a parsed key writes it), or None when this
        game has no such guest (a seat not playing, a number past its guests)."""
        colour, number = gid.rsplit("-", 1)
        seat = self.board.colours.index(colour)
        if seat >= state.players or int(number) > state.per_player:
            return None
        return seat * state.per_player + int(number) - 1

    def _room_loc(self, state: CastleState, room_id: str) -> int:
        """The location of a room by its id; past the last room for one of the other side."""
        rooms = self.side(state).rooms
        for index, room in enumerate(rooms):
            if room.id == room_id:
                return ROOM + index
        return ROOM + len(rooms)
