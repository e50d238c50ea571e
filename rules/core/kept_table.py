"""Answers kept by what they are worked out from, in a table that cannot grow without end.

A bot's look-ahead asks the same questions of the same values again and again (a deck's draw
odds, a board's skipped rows, a position's scores), and a game keeps each answer under the
values it is read from (issue 47). A game meets a few thousand such keys; a long-lived
process (a server's kernel, the Lab's thousand games) meets more, so a table lets every
answer go at once when it holds its limit, and starts again. One mechanism for every game.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


class KeptTable(dict):
    """A dict of kept answers: look one up with ``get`` (a dict's own, as fast as ever) and
    add one with ``keep``, which lets every answer go first when ``limit`` are kept."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError(f"a kept table holds at least one answer, not {limit}")
        self.limit = limit

    def keep(self, key: Any, value: T) -> T:
        """Keep ``value`` under ``key`` and give it back."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value


__all__ = ["KeptTable"]
