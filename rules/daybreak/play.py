"""The working copy of a Daybreak position while an action is applied (rules/core/working.py), and
the sorted piles it keeps (decks and discards are multisets: their order is unknown)."""

from __future__ import annotations

from typing import Any

from rules.core.messages import Msg
from rules.core.working import working_copy

from .moves import R
from .state import DaybreakState


class Play(
    working_copy(
        DaybreakState,
        lists=(
            "tasks",
            "demand",
            "clean",
            "dirty",
            "resilience",
            "communities",
            "hands",
            "stacks",
            "used",
            "done",
            "emissions",
        ),
        constants=("players", "variants", "rulings", "seed", "powers", "viewer"),
        rule_prefix=R,
    )
):
    """The working copy of a state while an action is applied (rules/core/working.py)."""

    __slots__ = ()

    def say(self, rule: str, message_id: str, *highlight: str, **params: Any) -> None:
        """A Step of ``rule``: built only when explaining (a bot's action builds none)."""
        if self.log is not None:
            self.step(rule, Msg(message_id, **params), *highlight)

    @property
    def row_size(self) -> int:
        return 5 * self.state.players

    @property
    def powers(self) -> tuple[str, ...]:
        return self.state.powers

    @property
    def players(self) -> int:
        return self.state.players


def _sorted_add(items: tuple[int, ...], *codes: int) -> tuple[int, ...]:
    return tuple(sorted((*items, *codes)))


def _sorted_remove(items: tuple[int, ...], code: int) -> tuple[int, ...]:
    rest = list(items)
    rest.remove(code)
    return tuple(rest)
