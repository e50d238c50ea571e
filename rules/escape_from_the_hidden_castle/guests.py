"""What the moves of Escape from the Hidden Castle do (seed 003_fece3b0430baafc1.txt, On Your
Turn): placing a guest, the die, a guest's move, a guest thrown out of a red room, the points
of a room, and guests captured by Hugo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .moves import CastleMoves
from .names import M, listed, reading_msg
from .state import (
    CELLAR,
    HAND,
    HUGO,
    MAIN,
    MIDNIGHT,
    MOVE,
    PLACE,
    PLACING,
    ROOM,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
)

if TYPE_CHECKING:
    from .engine import Play


class GuestMoves:
    """The effects of the moves on the working copy (a part of the game class)."""

    # ----- carrying the moves out ---------------------------------------------------------
    @CastleMoves.place_guest.effect
    def _place(self, play: Play, space: int) -> None:
        state = play.state
        kind, _, g = pop(play.tasks)
        play.guests[g] = space
        if not play.explaining:
            return
        rule = "setup.placement" if kind == PLACE else "midnight.reset"
        play.step(
            rule,
            Msg(M + "placed", guest=self.guest_msg(state, g), place=self.place_msg(state, space)),
            f"guest:{self.guest_id(state, g)}",
            f"gallery:{space}",
        )
        if play.tasks[0][0] not in PLACING:
            play.step("turn", Msg(M + "all-placed", seat=self.seat_msg(play.current)))

    @CastleMoves.roll_die.effect
    def _roll(self, play: Play, face: str) -> None:
        state = play.state
        pop(play.tasks)
        play.draws += 1
        play.last_roll = face
        who = self.seat_msg(play.current) if play.explaining else None
        if face == "ghost":
            push(play.tasks, (HUGO,))
            if play.explaining:
                play.step("turn.ghost", Msg(M + "rolls-ghost", seat=who), "die")
            return
        roll = int(face)
        if state.side == MIDNIGHT:
            first = play.current * state.per_player
            if not any(in_gallery(play.guests[g]) for g in range(first, first + state.per_player)):
                if play.explaining:
                    play.step(
                        "midnight.no-gallery",
                        Msg(M + "rolls-nothing", seat=who, roll=roll),
                        "die",
                    )
                return  # the turn ends: nothing to move
        push(play.tasks, (MOVE, roll))
        if play.explaining:
            play.step("turn.move", Msg(M + "rolls-number", seat=who, roll=roll), "die")

    @CastleMoves.stay_put.effect
    def _stay(self, play: Play) -> None:
        if play.explaining:
            play.step("midnight.optional-move", Msg(M + "stays", seat=self.seat_msg(play.current)))
        pop(play.tasks)

    @CastleMoves.move_guest.effect
    def _move(self, play: Play, gid: str, dest: str) -> None:
        """A guest moves; the number's task is taken off last, so the Steps show the roll."""
        state = play.state
        g = self._guest_index(state, gid)
        origin = play.guests[g]
        where, _, what = dest.partition(":")
        target = int(what) if where == "gallery" else self._room_loc(state, what)
        move_step = self._move_step(play, g, origin, target) if play.explaining else None
        play.guests[g] = HAND  # lift the guest while the room is checked for an occupant
        if in_room(target):
            occupant = next((o for o, loc in enumerate(play.guests) if loc == target), None)
            play.guests[g] = target
            door = self.side(state).rooms[target - ROOM].door
            if occupant is not None:
                # Entering and throwing out happen together: no moment shows two in one room.
                play.guests[occupant] = door
            if move_step is not None:
                play.step(*move_step)
            if occupant is not None:
                self._expel(play, occupant, door, target)
            self._score_room(play, g, target)
        else:
            play.guests[g] = target
            if move_step is not None:
                play.step(*move_step)
            if target == play.hugo:
                self._capture(play, [g], "turn.stop-on-hugo")
        pop(play.tasks)

    def _move_step(self, play: Play, g: int, origin: int, target: int) -> tuple:
        """The rule and sentence of a guest's move (taken before the guest moves)."""
        state = play.state
        if in_cellar(origin):
            rule, told = "turn.leave-cellar", M + "move-from-cellar"
        elif in_room(origin):
            rule, told = "turn.leave-room", M + "move-from-room"
        elif self._walks_past_others(play, g, origin, target):
            rule, told = "turn.sharing", M + "move-shares"
        else:
            rule, told = "turn.move", M + "move-along"
        if in_room(target):
            info = self.side(state).rooms[target - ROOM]
            if in_room(origin):
                rule = "rooms.room-to-room"
            elif self._needs_exact(state, info, target in play.guests):
                rule = "rooms.exact"
            else:
                rule = "rooms.at-least"
        message = Msg(
            told,
            guest=self.guest_msg(state, g),
            origin=self.place_msg(state, origin),
            target=self.place_msg(state, target),
            roll=play.tasks[0][1],
        )
        return (rule, message, f"guest:{self.guest_id(state, g)}", self.place_id(state, target))

    def _walks_past_others(self, play: Play, g: int, origin: int, target: int) -> bool:
        """True when a gallery walk passes or joins another guest, or passes Hugo: the Step
        then cites the rule that makes that harmless (hidden-castle.turn.sharing)."""
        if not (in_gallery(origin) and in_gallery(target)):
            return False
        gallery = self.board.gallery
        far = (target - origin) % gallery
        others = (loc for o, loc in enumerate(play.guests) if o != g and in_gallery(loc))
        if any(0 < (loc - origin) % gallery <= far for loc in others):
            return True
        return in_gallery(play.hugo) and 0 < (play.hugo - origin) % gallery < far

    def _expel(self, play: Play, occupant: int, door: int, room_loc: int) -> None:
        state = play.state
        if play.explaining:
            play.step(
                "rooms.expel",
                Msg(
                    M + "expelled",
                    guest=self.guest_msg(state, occupant),
                    space=door,
                    room=self.room_msg(state, room_loc),
                ),
                f"guest:{self.guest_id(state, occupant)}",
                f"gallery:{door}",
            )
        if door != play.hugo:
            return
        if state.ruling("expelled-onto-hugo") == "captured":
            self._capture(play, [occupant], "ruling.expelled-onto-hugo")
        elif play.explaining:
            play.step(
                "ruling.expelled-onto-hugo",
                Msg(
                    M + "expelled-safe",
                    space=door,
                    reading=reading_msg("expelled-onto-hugo", "safe"),
                    guest=self.guest_msg(state, occupant),
                ),
                f"guest:{self.guest_id(state, occupant)}",
                "hugo",
            )

    def _score_room(self, play: Play, g: int, room_loc: int) -> None:
        state = play.state
        if state.side == MIDNIGHT:
            return  # Midnight Party scores rooms at the end of the round
        info = self.side(state).rooms[room_loc - ROOM]
        if info.points == 0:
            return
        seat = state.owner(g)
        before = play.points[seat]
        play.points[seat] = self._add_points(state, before, info.points)
        if play.explaining:
            play.step(
                "rooms.shields",
                Msg(
                    M + "shield-points",
                    room=self.room_msg(state, room_loc),
                    shield=Msg(f"{M}shield-{info.shield}"),
                    points=f"{info.points:+d}",
                    seat=self.seat_msg(seat),
                    before=before,
                    after=play.points[seat],
                ),
                self.place_id(state, room_loc),
                f"score:{seat}",
            )

    def _add_points(self, state: CastleState, before: int, delta: int) -> int:
        """Points after a change; losses never go below 0 (green rooms)."""
        if delta >= 0:
            return before + delta
        if before < -delta and state.ruling("green-room") == "all-or-nothing":
            return before
        return max(0, before + delta)

    # ----- captures ------------------------------------------------------------------------
    def _capture(self, play: Play, victims: list[int], rule: str, on: Msg | None = None) -> None:
        """Send a group caught together to one cellar step (seed: Hugo's Movement). ``on`` is
        the place Hugo reached, when he came to them."""
        state = play.state
        side = self.side(state)
        used = {loc for loc in play.guests if in_cellar(loc)}
        step = next((s for s in range(len(side.cellar_points)) if CELLAR + s not in used), None)
        overflow = step is None
        if overflow:
            step = 0
        for g in victims:
            play.guests[g] = CELLAR + step
            if state.side == MAIN:
                play.points[state.owner(g)] += side.cellar_points[step]
        if play.explaining:
            self._tell_capture(play, victims, rule, on, step, overflow)

    def _tell_capture(
        self, play: Play, victims: list[int], rule: str, on: Msg | None, step: int, overflow: bool
    ) -> None:
        state = play.state
        count = len(victims)
        names = listed([self.guest_msg(state, g) for g in victims])
        ids = [f"guest:{self.guest_id(state, g)}" for g in victims]
        if on is None:
            caught = Msg(M + "captured", guests=names, count=count)
        else:
            caught = Msg(M + "captured-on", place=on, guests=names, count=count)
        play.step(rule, caught, "hugo", *ids)
        if state.side == MAIN:
            owners = dict.fromkeys(state.owner(g) for g in victims)  # each owner once, in order
            scored = listed(
                [Msg(M + "now-has", seat=self.seat_msg(s), points=play.points[s]) for s in owners],
                "semicolon",
            )
            points = self.side(state).cellar_points[step]
            gain = Msg(M + "gain", count=count, points=points, scored=scored)
        else:
            gain = Msg(M + "gain-midnight")
        where = self.step_msg(state, step)
        if overflow:
            rule, told = (
                "hugo.overflow",
                Msg(M + "cellar-full", guests=names, count=count, where=where, gain=gain),
            )
        elif count > 1:
            rule, told = "hugo.group", Msg(M + "shared-step", where=where, gain=gain)
        else:
            # At the Midnight Party the cellar has steps and scoring of its own: cite them.
            rule, told = (
                "hugo.cellar-steps" if state.side == MAIN else "midnight.cellar",
                Msg(M + "first-free-step", guests=names, where=where, gain=gain),
            )
        play.step(rule, told, *ids, f"cellar:{step}")
