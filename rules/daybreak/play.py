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
        # Only the tasks are a list (the flow pushes and pops them). Every other field stays
        # the tuple it was unless a rule replaces it (``_put``, ``_plus``): a bot's look-ahead
        # copies a position per candidate, and most candidates change one or two fields.
        lists=("tasks",),
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


def _sorted_add(items: tuple[int, ...], *codes: int) -> tuple[int, ...]:
    return tuple(sorted((*items, *codes)))


def _sorted_remove(items: tuple[int, ...], code: int) -> tuple[int, ...]:
    rest = list(items)
    rest.remove(code)
    return tuple(rest)


def _put(items: tuple, index: int, value: Any) -> tuple:
    """``items`` with the entry at ``index`` replaced by ``value`` (a seat's share of a field)."""
    return (*items[:index], value, *items[index + 1 :])


def _plus(items: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """``items`` with ``amount`` added to the entry at ``index``."""
    return (*items[:index], items[index] + amount, *items[index + 1 :])
