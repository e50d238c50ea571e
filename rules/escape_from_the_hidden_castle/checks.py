"""What forbids a move in Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt): the
candidate moves (``reach``) and the one check of each move, asked by the legal list and the
why-not alike, with the refusals that say the same whatever the position.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.core import Ruling
from rules.core.messages import Msg
from rules.core.moves import Refusal

from .board import Room
from .moves import DIE_WEIGHTS, CastleMoves
from .names import M, R, colour_msg, reading_msg
from .names import room_msg as room_name_msg
from .state import MIDNIGHT, PLACING, REPLACE, ROOM, CastleState, in_cellar, in_gallery, in_room

# Refusals that say the same whatever the position: made once.
GAME_OVER = Ruling(R + "end.winner", Msg(M + "game-over"))
ALL_ON_BOARD = Ruling(R + "setup.placement", Msg(M + "all-on-board"))
STILL_PLACING_NO_ROLLS = Ruling(R + "setup.placement", Msg(M + "still-placing-no-rolls"))
STILL_PLACING = Ruling(R + "setup.placement", Msg(M + "still-placing"))
ROLL_FIRST = Ruling(R + "turn.roll", Msg(M + "roll-first"))
NOT_POSSIBLE = Ruling(R + "turn.move", Msg(M + "not-possible"))

NO_PASS: Refusal = (R + "turn.no-pass", lambda: Msg(M + "no-pass"))
STAY_ONLY_WITH_ONE: Refusal = (R + "midnight.optional-move", lambda: Msg(M + "stay-only-with-one"))
NOTHING_IN_GALLERY: Refusal = (R + "midnight.no-gallery", lambda: Msg(M + "nothing-in-gallery"))
ROOMS_CLOSED: Refusal = (R + "rooms.when", lambda: Msg(M + "rooms-closed"))


class CastleChecks:
    """The candidate moves and the rules that forbid one (a part of the game class)."""

    def way_out(self, state: CastleState, g: int) -> tuple[int, int, int]:
        """Where guest g's move starts along the gallery: (space, steps already used, room it
        leaves or -1). A captured guest climbs one step onto the arrow space; a guest in a
        room steps out onto its door space (seed: On Your Turn)."""
        loc = state.guests[g]
        if in_cellar(loc):
            return self.board.arrow, 1, -1
        if in_room(loc):
            room = loc - ROOM
            return self.side(state).rooms[room].door, 1, room
        return loc, 0, -1

    def reach(self, state: CastleState, roll: int, beyond: int = 0) -> Iterator[tuple[int, int]]:
        """The candidate moves of the seat whose turn it is, in order, as (guest, target): for
        each guest the space the number takes it to, then each room whose door it passes
        (``beyond`` spaces further, for the teaching's tempting moves). Rules decide which
        are legal (``_move_problem``)."""
        gallery = self.board.gallery
        door_at = self._door_at[state.side]
        first = state.current * state.per_player
        for g in range(first, first + state.per_player):
            start, spent, from_room = self.way_out(state, g)
            left = roll - spent
            yield g, (start + left) % gallery
            for k in range(left + beyond):
                room = door_at[(start + k) % gallery]
                if room >= 0 and room != from_room:
                    yield g, ROOM + room

    # ----- what forbids a move -------------------------------------------------------------
    def _move_problem(
        self, state: CastleState, g: int, target: int, asked_room: str = ""
    ) -> Refusal | None:
        """Why guest g may not move to location ``target`` with the number waiting, or None.

        ``target`` is a gallery space or a room of this side (ROOM + index; past the last
        room for a room of the other side, ``asked_room`` naming it).
        """
        roll = state.tasks[0][1]
        seat = state.owner(g)
        guests = state.guests
        if seat != state.current:
            return R + "turn.move", lambda: Msg(
                M + "not-your-guest",
                guest=self.guest_msg(state, g),
                owner=self.seat_msg(seat),
                seat=self.seat_msg(state.current),
            )
        midnight = state.side == MIDNIGHT
        first = seat * state.per_player
        mine = range(first, first + state.per_player)
        if midnight and not any(in_gallery(guests[o]) for o in mine):
            return NOTHING_IN_GALLERY
        loc = guests[g]
        if in_cellar(loc):
            problem = self._cellar_exit_problem(state, g, mine)
            if problem is not None:
                return problem
        elif in_room(loc) and midnight and state.ruling("midnight-room-exit") == "stay":
            return R + "ruling.midnight-room-exit", lambda: Msg(
                M + "room-stays",
                guest=self.guest_msg(state, g),
                place=self.place_msg(state, loc),
                reading=reading_msg("midnight-room-exit", "stay"),
            )
        start, spent, from_room = self.way_out(state, g)
        if in_gallery(target):
            return self._exact_number_problem(state, g, target, (start + roll - spent))
        side = self.side(state)
        room = target - ROOM
        if room >= len(side.rooms):
            return R + "data.board", lambda: Msg(M + "no-room-here", room=room_name_msg(asked_room))
        if room == from_room:
            return R + "rooms.room-to-room", lambda: Msg(
                M + "same-room", guest=self.guest_msg(state, g), room=self.room_msg(state, target)
            )
        if not in_gallery(state.hugo):
            return ROOMS_CLOSED
        need = spent + (side.rooms[room].door - start) % self.board.gallery + 1
        return self._entry_problem(state, g, room, roll, need)

    def _cellar_exit_problem(self, state: CastleState, g: int, mine: range) -> Refusal | None:
        """A captured guest leaves the cellar highest number first; in Midnight Party it stays
        until the round ends."""
        guests = state.guests
        if state.side == MIDNIGHT:
            return R + "midnight.cellar-stays", lambda: Msg(
                M + "cellar-stays", guest=self.guest_msg(state, g)
            )
        highest = min(guests[o] for o in mine if in_cellar(guests[o]))
        if guests[g] == highest:
            return None
        return R + "turn.cellar-order", lambda: Msg(
            M + "cellar-order",
            guest=self.guest_msg(state, g),
            place=self.place_msg(state, guests[g]),
            highest=self.place_msg(state, highest),
        )

    def _exact_number_problem(
        self, state: CastleState, g: int, target: int, end: int
    ) -> Refusal | None:
        """A guest moves exactly the number rolled, along the gallery clockwise."""
        end %= self.board.gallery
        if target == end:
            return None
        loc = state.guests[g]
        rule = (
            "turn.leave-cellar"
            if in_cellar(loc)
            else "turn.leave-room"
            if in_room(loc)
            else "turn.move"
        )
        return R + rule, lambda: Msg(
            M + "exact-number",
            roll=state.tasks[0][1],
            guest=self.guest_msg(state, g),
            place=self.place_msg(state, loc),
            end=end,
            target=target,
        )

    def _entry_problem(
        self, state: CastleState, g: int, room: int, roll: int, need: int
    ) -> Refusal | None:
        """Why guest g may not enter ``room`` with ``roll`` when ``need`` steps reach it."""
        info = self.side(state).rooms[room]
        loc = ROOM + room
        occupant = next((o for o, where in enumerate(state.guests) if where == loc), None)
        name = room_name_msg(info.id)
        if need > roll:
            return R + "rooms.door", lambda: Msg(
                M + "too-short", room=name, need=need, door=info.door, roll=roll
            )
        if occupant is not None:
            if state.side == MIDNIGHT:
                return R + "midnight.no-expel", lambda: Msg(
                    M + "no-expel", room=name, guest=self.guest_msg(state, occupant)
                )
            if state.owner(occupant) == state.owner(g):
                return R + "rooms.own-guest", lambda: Msg(
                    M + "own-guest", room=name, guest=self.guest_msg(state, occupant)
                )
        if need != roll and self._needs_exact(state, info, occupant is not None):
            return R + "rooms.exact", lambda: Msg(
                M + "needs-exact", room=name, need=need, why=self._exact_why(info), roll=roll
            )
        return None

    @staticmethod
    def _exact_why(info: Room) -> Msg:
        if info.shield == "green":
            return Msg(M + "exact-green")
        if info.shield == "red":
            return Msg(M + "exact-occupied-ruling", reading=reading_msg("expel-roll", "exact"))
        return Msg(M + "exact-occupied")

    @staticmethod
    def _needs_exact(state: CastleState, info: Room, occupied: bool) -> bool:
        """A green room takes only the exact count; so does an occupied room without a
        shield, and an occupied red one under ruling 'expel-roll' = 'exact' (seed: Rooms)."""
        if info.shield == "green":
            return True
        return occupied and (info.shield == "none" or state.ruling("expel-roll") == "exact")

    @CastleMoves.stay_put.check
    def _stay_problem(self, state: CastleState) -> Refusal | None:
        """Midnight Party: a player with exactly one guest in the gallery may leave it be."""
        if state.side != MIDNIGHT:
            return NO_PASS
        first = state.current * state.per_player
        hall = sum(1 for loc in state.guests[first : first + state.per_player] if in_gallery(loc))
        return None if hall == 1 else STAY_ONLY_WITH_ONE

    # ----- why a move is refused -----------------------------------------------------------
    def due_refusal(self, state: CastleState) -> Ruling:
        """A guest's move or a stay asked for while something else is due."""
        return STILL_PLACING if state.tasks[0][0] in PLACING else ROLL_FIRST

    @CastleMoves.roll_die.form
    def _face_on_die(self, face: str) -> Ruling | None:
        if face in DIE_WEIGHTS:
            return None
        return Ruling(R + "turn.roll", Msg(M + "no-such-face", face=face))

    @CastleMoves.roll_die.not_now
    def _roll_not_now(self, state: CastleState) -> Ruling:
        if state.tasks[0][0] in PLACING:
            return STILL_PLACING_NO_ROLLS
        return Ruling(
            R + "turn.roll",
            Msg(M + "die-shows", roll=state.roll, seat=self.seat_msg(state.current)),
        )

    @CastleMoves.place_guest.not_now
    def _place_not_now(self, state: CastleState) -> Ruling:
        return ALL_ON_BOARD

    @CastleMoves.place_guest.check
    def _place_problem(self, state: CastleState, space: int) -> Refusal | None:
        """Why a guest may not be placed on ``space`` (``placement_spaces`` lists where it
        may): the space is taken."""
        if space in self.placement_spaces(state):
            return None
        if state.tasks[0][0] == REPLACE:
            return R + "ruling.midnight-replace", lambda: Msg(
                M + "replacing-space-taken",
                space=space,
                reading=reading_msg("midnight-replace", "empty-space"),
            )
        return R + "setup.placement", lambda: Msg(M + "placing-space-taken", space=space)

    def _no_such_guest(self, gid: str) -> Msg:
        """A guest the game does not have, in words ("red-7": Red guest 7), never the key: the
        key's grammar has already held its colour to the board's and its number to digits."""
        colour, _, number = gid.rpartition("-")
        guest = Msg(M + "guest", seat=colour_msg(colour), number=int(number))
        return Msg(M + "no-such-guest", guest=guest)

    @CastleMoves.move_guest.check
    def _explain_move(self, state: CastleState, gid: str, dest: str) -> Refusal | None:
        """Why the move of guest ``gid`` ("red-1") to ``dest`` ("gallery:5", "room:chapel") is
        illegal now, or None if it is legal."""
        known = self._move_numbers.get((state.side, state.per_player, gid, dest))
        if known is not None:  # a candidate of the legal list: its numbers are kept
            return self._move_problem(state, *known)
        g = self._guest_index(state, gid)
        if g is None:
            return R + "setup.guests", lambda: self._no_such_guest(gid)
        where, _, what = dest.partition(":")
        if where == "gallery":
            return self._move_problem(state, g, int(what))
        return self._move_problem(state, g, self._room_loc(state, what), what)
