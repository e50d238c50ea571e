"""Hugo's walk in Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt, The Ghost):
the spaces he moves, the guests he catches, his speeding up, and where his move stops when
the game's end comes during it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Step
from rules.core.flow import pop
from rules.core.messages import Msg

from .names import M, listed, reading_msg
from .state import CELLAR, DOOR, MAIN, MIDNIGHT, CastleState, in_cellar, in_gallery

if TYPE_CHECKING:
    from .engine import Play


class HugoWalk:
    """Hugo's walk, an automatic task (a part of the game class)."""

    # ----- Hugo's move ---------------------------------------------------------------------
    def _hugo_walks(self, play: Play, task: tuple) -> None:
        """Hugo walks his speed, space by space (seed: Hugo's Movement; End of Game).

        An end of the game met on the way (46 points, or the arrow at speed 7) is noted and
        the game ends once he has finished his move, as the seed's "Hugo always takes all of
        his moves" says; the rulings ``speed-end`` and ``points-end`` stop him on the spot
        instead. If both ends are met in one move, the first one met is the one named.
        """
        pop(play.tasks)
        state = play.state
        speed, start = play.speed, play.hugo
        announce = len(play.log) if play.explaining else -1
        if play.explaining:
            rule, told = self._move_rule(state, start)
            play.step(
                rule,
                Msg(told, speed=speed, place=self.place_msg(state, start)),
                "hugo",
            )
        ending = ""  # the rule of the first end of the game met on the way
        stopped = False
        moved = 0
        while moved < speed and not stopped:
            moved += 1
            pos = play.hugo
            new = play.hugo = self._hugo_next(state, pos)
            if not in_gallery(new):
                continue
            if self._catch_on(play, new):
                ending = ending or "end.points"
                stopped = self._stops_at_points(play)
            if new == self.board.arrow and state.side == MAIN and not stopped:
                how = self._arrow_words(pos, moved == speed)
                if play.speed >= self.board.max_speed:
                    ending = ending or "end.speed"
                    stopped = self._stops_at_speed_end(play, how, speed - moved)
                else:
                    self._speed_up(play, how, from_cellar=not in_gallery(pos))
        if announce >= 0 and moved < speed:
            self._retell_short_move(play, announce, moved)
        self._end_of_hugo_move(play, ending, stopped, moved)

    @staticmethod
    def _move_rule(state: CastleState, start: int) -> tuple[str, str]:
        """The rule and words of the Step that starts Hugo's move: the most specific one that
        shapes it (his slow climb out of the cellar, the Midnight Party's fixed speed)."""
        if not in_gallery(start):
            return "hugo.cellar", M + "hugo-climbs"
        if state.side == MIDNIGHT:
            return "midnight.speed", M + "hugo-moves-fixed"
        return "hugo.move", M + "hugo-moves"

    @staticmethod
    def _arrow_words(came_from: int, last_space: bool) -> Msg:
        """How Hugo met the arrow space: out of the cellar, with his last space, or passing."""
        if not in_gallery(came_from):
            return Msg(M + "arrow-climbs")
        return Msg(M + "arrow-lands") if last_space else Msg(M + "arrow-passes")

    def _hugo_next(self, state: CastleState, pos: int) -> int:
        """Hugo's next place: up the cellar steps one by one, then clockwise on the gallery."""
        if pos == DOOR:
            return CELLAR
        if in_cellar(pos):
            top = CELLAR + len(self.side(state).cellar_points) - 1
            return pos + 1 if pos < top else self.board.arrow
        return (pos + 1) % self.board.gallery

    def _catch_on(self, play: Play, space: int) -> bool:
        """Hugo catches the guests on ``space``; True if that takes someone to 46 (main game)."""
        victims = [g for g, loc in enumerate(play.guests) if loc == space]
        if not victims:
            return False
        on = self.place_msg(play.state, space) if play.explaining else None
        self._capture(play, victims, "hugo.capture", on)
        return play.state.side == MAIN and max(play.points) >= self.board.end_points

    def _retell_short_move(self, play: Play, announce: int, moved: int) -> None:
        """The move's first step said his full speed; say how far he really went."""
        assert play.log is not None
        first = play.log[announce]
        message = Msg(
            M + "hugo-moves-part",
            moved=moved,
            speed=first.state.speed,
            place=self.place_msg(play.state, first.state.hugo),
        )
        play.log[announce] = Step(first.rule, message, first.highlight, first.state)

    def _end_of_hugo_move(self, play: Play, ending: str, stopped: bool, moved: int) -> None:
        state = play.state
        place = self.place_msg(state, play.hugo) if play.explaining else None
        if ending == "end.speed":
            if stopped:
                told = Msg(M + "speed-end-stays", place=place)
            else:
                told = Msg(M + "speed-end-taken", moved=moved, place=place)
            self._finish(play, ending, told)
            return
        if play.explaining and not stopped:
            play.step("hugo.move", Msg(M + "hugo-stops", place=place), "hugo")
        if ending:
            self._finish(play, ending, self._points_end_msg(play))

    def _stops_at_points(self, play: Play) -> bool:
        """True when the game ends the moment someone reaches 46 (ruling ``points-end``)."""
        state = play.state
        if state.ruling("points-end") != "stop-at-once":
            return False
        if play.explaining:
            limit = self.board.end_points
            over = [s for s in range(state.players) if play.points[s] >= limit]
            play.step(
                "ruling.end-timing",
                Msg(
                    M + "points-stop",
                    seats=listed([self.seat_msg(s) for s in over], "and"),
                    count=len(over),
                    limit=limit,
                    reading=reading_msg("points-end", "stop-at-once"),
                    place=self.place_msg(state, play.hugo),
                ),
                "hugo",
                *(f"score:{s}" for s in over),
            )
        return True

    def _stops_at_speed_end(self, play: Play, how: Msg, left: int) -> bool:
        """Hugo on the arrow at top speed: True if he stops there (ruling ``speed-end``)."""
        speed = play.speed
        stops = play.state.ruling("speed-end") == "stop-on-arrow"
        if play.explaining:
            if stops:
                rule = "ruling.speed-end"
                told = Msg(
                    M + "stop-on-arrow",
                    how=how,
                    speed=speed,
                    reading=reading_msg("speed-end", "stop-on-arrow"),
                )
            elif left:
                rule, told = "end.speed", Msg(M + "last-lap", how=how, speed=speed, left=left)
            else:
                rule, told = "end.speed", Msg(M + "last-lap-done", how=how, speed=speed)
            play.step(rule, told, "hugo", "speed")
        return stops

    def _speed_up(self, play: Play, how: Msg, from_cellar: bool) -> None:
        """Hugo on the arrow below top speed: one speed more from his next move."""
        if from_cellar and play.state.ruling("first-exit-speed") == "rulebook":
            if play.explaining:
                told = Msg(
                    M + "speed-kept",
                    how=how,
                    reading=reading_msg("first-exit-speed", "rulebook"),
                    speed=play.speed,
                )
                play.step("ruling.first-exit-speed", told, "hugo", "speed")
            return
        play.speed += 1
        if play.explaining:
            play.step(
                "hugo.speed", Msg(M + "speed-rises", how=how, speed=play.speed), "hugo", "speed"
            )

    def _points_end_msg(self, play: Play) -> Msg:
        state = play.state
        top = max(play.points)
        leaders = [s for s in range(state.players) if play.points[s] == top]
        return Msg(
            M + "points-end",
            seats=listed([self.seat_msg(s) for s in leaders], "and"),
            count=len(leaders),
            top=top,
            limit=self.board.end_points,
        )
