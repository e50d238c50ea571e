"""Drops moved or removed in Mycelia: Prisma (seed 001_6d301ad178b2b559.txt), the tasks a
card's drops leave (a bonus's drops on another board too): which are open (the options and the
one check, which the legal list and the why-not both ask) and what each does. Declared and
worded in moves.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.flow import pop
from rules.core.moves import Refusal

from . import names as n
from .moves import MyceliaMoves

if TYPE_CHECKING:
    from .engine import MyceliaPlay


class DropMoves:
    """The drops' moves (a part of the game class)."""

    def drop_seat(self, s: Any) -> int:
        task = s.tasks[0]
        return task[1] if task[0] == "bonus" else s.current

    def drop_offer(self, s: Any) -> list[tuple[str, tuple]]:
        """The drops the front task may move or remove, as (kind, parts), in the listed order."""
        return self.drop_options(s, self.drop_seat(s), s.tasks[0])

    @MyceliaMoves.move_move.options
    def _move_options(self, s: Any) -> list[tuple]:
        return [parts for kind, parts in self.drop_offer(s) if kind == "move"]

    @MyceliaMoves.move_move.check
    def _move_check(self, s: Any, source: int, target: int, drop: str) -> Refusal | None:
        if ("move", (source, target, drop)) in self.drop_offer(s):
            return None
        return self.field_refusal("move")

    @MyceliaMoves.move_move.effect
    def _move(self, play: MyceliaPlay, source: int, target: int, drop: str) -> None:
        seat = self.one_drop(play)
        self.move_drop(play, seat, source, target, drop)

    @MyceliaMoves.remove_move.options
    def _remove_options(self, s: Any) -> list[tuple]:
        return [parts for kind, parts in self.drop_offer(s) if kind == "remove"]

    @MyceliaMoves.remove_move.check
    def _remove_check(self, s: Any, field: int, drop: str) -> Refusal | None:
        if ("remove", (field, drop)) in self.drop_offer(s):
            return None
        return self.field_refusal("remove")

    @MyceliaMoves.remove_move.effect
    def _remove(self, play: MyceliaPlay, field: int, drop: str) -> None:
        task = play.tasks[0]
        seat = self.one_drop(play)
        if task[0] == "move":
            play.say("gift.virga", "virga", n.gifts_id(seat, "virga"))
        self.take_drop(play, seat, field, drop)

    def one_drop(self, play: MyceliaPlay) -> int:
        """One drop of the front task used: its count goes down or the task is done. Whose
        board it is."""
        task = play.tasks[0]
        seat = task[1] if task[0] == "bonus" else play.current
        times = task[2] if task[0] == "bonus" else task[4]
        if times > 1:
            play.tasks[0] = (*task[:-1], times - 1)
        else:
            pop(play.tasks)
        return seat
