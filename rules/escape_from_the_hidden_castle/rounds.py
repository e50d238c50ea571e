"""The end of a turn, of a Midnight Party round and of the game in Escape from the Hidden
Castle (seed 003_fece3b0430baafc1.txt, End of Game; Midnight Party): the round's scoring, the
guests placed back, who starts the next round, and who wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .names import M, R, listed
from .state import (
    CELLAR,
    MAIN,
    REPLACE,
    ROOM,
    ROUND_END,
    TURN,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
    placing,
)

if TYPE_CHECKING:
    from .engine import Play


class TurnsAndRounds:
    """The end of a turn, of a round and of the game (a part of the game class)."""

    # ----- the end of a turn, of a round, of the game -------------------------------------
    def _turn_end(self, play: Play, task: tuple) -> None:
        """After a move or a ghost: the end checks, then the next seat's turn."""
        pop(play.tasks)
        state = play.state
        if state.side == MAIN:
            if max(play.points) >= self.board.end_points:
                self._finish(play, "end.points", self._points_end_msg(play))
                return
        elif self._round_is_over(play):
            push(play.tasks, (ROUND_END,))
            return
        play.current = (play.current + 1) % state.players
        push(play.tasks, *TURN)

    def _finish(self, play: Play, rule: str, told: Msg) -> None:
        play.tasks.clear()
        play.ended = R + rule
        play.step(rule, told)
        if play.explaining:
            play.step("end.winner", self._outcome(play.state, play.points)[1])

    def _round_is_over(self, play: Play) -> bool:
        """Midnight Party: a round ends when no guest is left in the gallery or every room is
        taken."""
        if not any(in_gallery(loc) for loc in play.guests):
            return True
        return sum(1 for loc in play.guests if in_room(loc)) == len(self.side(play.state).rooms)

    def _round_end(self, play: Play, task: tuple) -> None:
        """The guests still in the gallery go to the top step; the round is scored; then the
        party ends after the last round, or the next round is set up. The task is taken off
        after the scoring, so its Steps show the round still on, not a finished game."""
        state = play.state
        side = self.side(state)
        in_hall = [g for g, loc in enumerate(play.guests) if in_gallery(loc)]
        if in_hall:
            top = len(side.cellar_points) - 1
            for g in in_hall:
                play.guests[g] = CELLAR + top
            if play.explaining:
                play.step(
                    "midnight.round-end",
                    Msg(
                        M + "round-end-full",
                        round=play.round,
                        count=len(in_hall),
                        where=self.step_msg(state, top),
                    ),
                    *(f"guest:{self.guest_id(state, g)}" for g in in_hall),
                )
        elif play.explaining:
            play.step("midnight.round-end", Msg(M + "round-end-empty", round=play.round))
        self._midnight_score(play)
        pop(play.tasks)
        if play.round >= self.board.midnight_rounds:
            self._finish(play, "midnight.rounds", Msg(M + "last-round", round=play.round))
            return
        self._midnight_reset(play)

    def _midnight_score(self, play: Play) -> None:
        state = play.state
        side = self.side(state)
        for seat in range(state.players):
            before = play.points[seat]
            first = seat * state.per_player
            losses = []
            for g in range(first, first + state.per_player):
                loc = play.guests[g]
                if in_cellar(loc):
                    play.points[seat] += side.cellar_points[loc - CELLAR]
                elif in_room(loc):
                    delta = side.rooms[loc - ROOM].points
                    if delta > 0:
                        play.points[seat] += delta
                    elif delta < 0:
                        losses.append(delta)
            # Bad points first, then the green rooms' relief, so the floor at 0 bites last.
            for delta in losses:
                play.points[seat] = self._add_points(state, play.points[seat], delta)
            if play.explaining:
                play.step(
                    "midnight.scoring",
                    Msg(
                        M + "round-scored",
                        seat=self.seat_msg(seat),
                        round=play.round,
                        before=before,
                        after=play.points[seat],
                    ),
                    f"score:{seat}",
                )

    def _midnight_reset(self, play: Play) -> None:
        state = play.state
        side = self.side(state)
        for g, loc in enumerate(play.guests):
            if in_room(loc):
                play.guests[g] = side.rooms[loc - ROOM].door
        points = play.points
        rank = self.tie_ranks(state, play.current)
        queue = self.replace_order(state, play.guests, points, rank)
        play.hugo = CELLAR
        play.round += 1
        play.current = self.round_starter(state, points, rank)
        push(play.tasks, *placing(REPLACE, queue, state.per_player), *TURN)
        if play.explaining:
            play.step(
                "midnight.reset",
                Msg(
                    M + "round-reset",
                    round=play.round,
                    where=self.step_msg(state, 0),
                    starter=self._starter_msg(state, points, play.current),
                ),
                "hugo",
            )

    def tie_ranks(self, state: CastleState, last: int) -> list[int]:
        """Midnight Party: each seat's place when equal scores are ordered (lower goes first).

        ``last`` is the seat whose turn ended the round; ruling ``midnight-ties`` says whether
        the earlier seat goes first or turn order carries on from the seat after ``last``.
        """
        players = state.players
        if state.ruling("midnight-ties") == "turn-order":
            return [(s - last - 1) % players for s in range(players)]
        return list(range(players))

    @staticmethod
    def replace_order(
        state: CastleState, guests: list[int] | tuple[int, ...], points, rank: list[int]
    ) -> tuple[int, ...]:
        """Midnight Party: the captured guests in the order they are placed back.

        Bottom step (-10) first; on a shared step the seat with more points, then ``rank``.
        """
        cellar = [g for g, loc in enumerate(guests) if in_cellar(loc)]
        per = state.per_player
        cellar.sort(key=lambda g: (guests[g], -points[g // per], rank[g // per], g))
        return tuple(cellar)

    @staticmethod
    def round_starter(state: CastleState, points, rank: list[int]) -> int:
        """Midnight Party: who starts the next round (most points, then ``rank``)."""
        return min(range(state.players), key=lambda s: (-points[s], rank[s]))

    def _starter_msg(self, state: CastleState, points: list[int], starter: int) -> Msg:
        top = points[starter]
        tied = [s for s in range(state.players) if points[s] == top]
        if len(tied) == 1:
            return Msg(M + "starter-most", seat=self.seat_msg(starter))
        return Msg(
            M + "starter-tie",
            seat=self.seat_msg(starter),
            tied=listed([self.seat_msg(s) for s in tied], "and"),
            top=top,
            order=state.ruling("midnight-ties"),
        )

    # ----- end, description ----------------------------------------------------------------
    def _outcome(self, state: CastleState, points) -> tuple[tuple[int, ...], Msg]:
        """The winners, and the sentence saying so: the fewest points win (seed: End of
        Game); a tie is shared, or under ruling 'ties' = 'none' nobody wins."""
        low = min(points)
        tied = tuple(s for s in range(state.players) if points[s] == low)
        seats = listed([self.seat_msg(s) for s in tied], "and")
        if len(tied) == 1:
            return tied, Msg(M + "wins", seats=seats, low=low)
        if state.ruling("ties") == "share":
            return tied, Msg(M + "share-win", seats=seats, low=low)
        return (), Msg(M + "no-winner", seats=seats, low=low)
