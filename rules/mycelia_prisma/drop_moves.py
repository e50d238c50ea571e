"""Drops moved or removed in Mycelia: Prisma (seed 001_6d301ad178b2b559.txt), the tasks a
card's drops leave (a bonus's drops on another board too): which are open (the options and the
one check, which the legal list and the why-not both ask) and what each does. Declared and
worded in moves.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Ruling
from rules.core.flow import pop
from rules.core.messages import Msg
from rules.core.moves import Refusal

from . import names as n
from .base import R
from .moves import MyceliaMoves

P = n.P

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
        return self.drop_refusal(s, "move", source, drop)

    @MyceliaMoves.move_move.effect
    def _move(self, play: MyceliaPlay, source: int, target: int, drop: str) -> None:
        self.say_relaxed(play, source)
        seat = self.one_drop(play)
        self.move_drop(play, seat, source, target, drop)

    @MyceliaMoves.remove_move.options
    def _remove_options(self, s: Any) -> list[tuple]:
        return [parts for kind, parts in self.drop_offer(s) if kind == "remove"]

    @MyceliaMoves.remove_move.check
    def _remove_check(self, s: Any, field: int, drop: str) -> Refusal | None:
        if ("remove", (field, drop)) in self.drop_offer(s):
            return None
        return self.drop_refusal(s, "remove", field, drop)

    @MyceliaMoves.remove_move.effect
    def _remove(self, play: MyceliaPlay, field: int, drop: str) -> None:
        task = play.tasks[0]
        self.say_relaxed(play, field)
        seat = self.one_drop(play)
        if task[0] == "move":
            play.say("gift.virga", "virga", n.gifts_id(seat, "virga"))
        self.take_drop(play, seat, field, drop)

    def say_relaxed(self, play: MyceliaPlay, field: int) -> None:
        """Name the gift that let the card act on ``field``: Iris where the card's landscape
        would forbid it (gift.iris), Reticulus where its beetle would (gift.reticulus); else a
        beetle met says so (base.beetle)."""
        task = play.tasks[0]
        if play.log is None or task[0] == "bonus" or task[3]:
            return  # quiet, or a free effect: no landscape, no beetle
        me = play.current
        if self.landscape_refuses(task[1], field):
            play.say("gift.iris", "iris", n.gifts_id(me, "iris"), field=n.field_name(field))
        count = self.drops_at(play, me, field)
        if not task[2]:
            return
        if count != task[2] and play.ruling("beetle") == "exactly":
            play.say(
                "gift.reticulus", "reticulus", n.gifts_id(me, "reticulus"),
                count=count, beetle=task[2],
            )  # fmt: skip
        else:  # the beetle's number met: the card may act here (base.beetle)
            at_least = play.ruling("beetle") == "at-least"
            play.say(
                "base.beetle", "beetle-met-at-least" if at_least else "beetle-met",
                n.field_id(me, field), beetle=task[2], count=count, field=n.field_name(field),
            )  # fmt: skip

    def drop_refusal(self, s: Any, kind: str, field: int, drop: str) -> Ruling:
        """Why the front task may not take this drop: the card's landscape (base.landscape)
        or its beetle (base.beetle) where the field holds such a drop; else the field's."""
        task, seat = s.tasks[0], self.drop_seat(s)
        if task[0] == "bonus" or task[3] or not 0 <= field < 20:
            return self.field_refusal(kind)
        grid = s.prism if drop == "p" else s.dew
        if self.is_shrine_field(s, seat, field) or not grid[seat][field]:
            return self.field_refusal(kind)
        own_turn = seat == s.current
        landscape, beetle = task[1], task[2]
        if not (own_turn and self.gift_active(s, "iris")) and self.landscape_refuses(
            landscape, field
        ):
            name = Msg(P + "landscape-" + landscape) if landscape else None
            message = "refuse-landscape" if name else "refuse-earth"
            return Ruling(R + "base.landscape", Msg(P + message, landscape=name or ""))
        if beetle:
            count = self.drops_at(s, seat, field)
            at_least = s.ruling("beetle") == "at-least" or (
                own_turn and self.gift_active(s, "reticulus")
            )
            if count < beetle or (count != beetle and not at_least):
                message = "refuse-beetle-at-least" if at_least else "refuse-beetle"
                return Ruling(R + "base.beetle", Msg(P + message, beetle=beetle, count=count))
        return self.field_refusal(kind)

    def landscape_refuses(self, landscape: str, field: int) -> bool:
        """The card's landscape (any but earth if it names none) leaves ``field`` out."""
        kind = self.board.landscapes[field]
        return kind != landscape if landscape else kind == "earth"

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
