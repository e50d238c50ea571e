"""The other tasks a card leaves in Mycelia: Prisma (seed 001_6d301ad178b2b559.txt): a card
removed or recycled, a shrine field placed, an action card taken or given up (Prisma), Lux's
second play, and an ability left unused; which are open (the options and the one check, which
the legal list and the why-not both ask) and what each does. Declared and worded in moves.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Ruling
from rules.core.flow import pop
from rules.core.messages import Msg
from rules.core.moves import Refusal

from .base import R
from .moves import NO_PARTS, MyceliaMoves
from .names import P
from .refusals import DROP_TASKS

if TYPE_CHECKING:
    from .engine import MyceliaPlay


class TaskMoves:
    """The moves of the other tasks a card leaves (a part of the game class)."""

    @MyceliaMoves.trash_move.options
    def _trash_options(self, s: Any) -> list[tuple]:
        return self.trash_options(s, s.tasks[0])

    @MyceliaMoves.trash_move.check
    def _trash_check(self, s: Any, place: str, card: str) -> Refusal | None:
        if (place, card) in self.trash_options(s, s.tasks[0]):
            return None
        return self.card_place_refusal("trash")

    @MyceliaMoves.trash_move.effect
    def _trash(self, play: MyceliaPlay, place: str, card: str) -> None:
        self.one_of(play, play.tasks[0])
        self.trash(play, place, self.by_key[card])

    @MyceliaMoves.recycle_move.options
    def _recycle_options(self, s: Any) -> list[tuple]:
        return self.recycle_options(s)

    @MyceliaMoves.recycle_move.check
    def _recycle_check(self, s: Any, place: str, card: str) -> Refusal | None:
        if (place, card) in self.recycle_options(s):
            return None
        return self.card_place_refusal("recycle")

    @MyceliaMoves.recycle_move.effect
    def _recycle(self, play: MyceliaPlay, place: str, card: str) -> None:
        self.one_of(play, play.tasks[0])
        self.recycle(play, place, self.by_key[card])

    def one_of(self, play: MyceliaPlay, task: tuple) -> None:
        """One use of a task that acts ``times`` times (its count is its second entry)."""
        if task[1] > 1:
            play.tasks[0] = (task[0], task[1] - 1, *task[2:])
        else:
            pop(play.tasks)

    @MyceliaMoves.globi_move.options
    def _globi_options(self, s: Any) -> list[tuple]:
        return self.globi_options(s)

    @MyceliaMoves.globi_move.check
    def _globi_check(self, s: Any, field: int) -> Refusal | None:
        if (field,) in self.globi_options(s):
            return None
        return Ruling(R + "gift.globi", Msg(P + "refuse-globi"))

    @MyceliaMoves.globi_move.effect
    def _globi(self, play: MyceliaPlay, field: int) -> None:
        pop(play.tasks)
        self.globi(play, field)

    @MyceliaMoves.grant_move.options
    def _grant_options(self, s: Any) -> list[tuple]:
        return [(x,) for x, left in zip("fg", s.pool, strict=True) if left]

    @MyceliaMoves.grant_move.check
    def _grant_check(self, s: Any, letter: str) -> Refusal | None:
        if letter in "fg" and s.pool["fg".index(letter)]:
            return None
        return Ruling(R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=letter))

    @MyceliaMoves.grant_move.effect
    def _grant(self, play: MyceliaPlay, letter: str) -> None:
        pop(play.tasks)
        self.grant_action(play, letter)

    @MyceliaMoves.drop_move.options
    def _drop_options(self, s: Any) -> list[tuple]:
        return [(x,) for x in sorted(set(s.actions[s.current]))]

    @MyceliaMoves.drop_move.check
    def _drop_check(self, s: Any, letter: str) -> Refusal | None:
        if letter in s.actions[s.current]:
            return None
        return Ruling(R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=letter))

    @MyceliaMoves.drop_move.effect
    def _drop(self, play: MyceliaPlay, letter: str) -> None:
        pop(play.tasks)
        self.drop_action(play, letter)

    @MyceliaMoves.lux_move.options
    def _lux_options(self, s: Any) -> tuple:
        return NO_PARTS

    @MyceliaMoves.lux_move.effect
    def _lux(self, play: MyceliaPlay) -> None:
        task = play.tasks[0]
        pop(play.tasks)
        self.play_again(play, task[1])

    def ability_offer(self, s: Any) -> list:
        """What the front task's ability may act on."""
        kind = s.tasks[0][0]
        if kind in DROP_TASKS:
            return self.drop_offer(s)
        if kind == "trash":
            return self.trash_options(s, s.tasks[0])
        if kind == "recycle":
            return self.recycle_options(s)
        if kind == "globi":
            return self.globi_options(s)
        return []  # Lux's second play is always a choice

    def skip_open(self, s: Any) -> bool:
        """An ability may be left unused; under 'when possible' only when it has nothing to act
        on."""
        return s.ruling("abilities") == "optional" or not self.ability_offer(s)

    @MyceliaMoves.skip_move.options
    def _skip_options(self, s: Any) -> tuple:
        return NO_PARTS if self.skip_open(s) else ()

    @MyceliaMoves.skip_move.check
    def _skip_check(self, s: Any) -> Refusal | None:
        return None if self.skip_open(s) else Ruling(R + "ruling.abilities", Msg(P + "refuse-skip"))

    @MyceliaMoves.skip_move.effect
    def _skip(self, play: MyceliaPlay) -> None:
        pop(play.tasks)
        play.say("ruling.abilities", "skipped", "skip")
