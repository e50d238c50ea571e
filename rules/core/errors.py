"""Errors that name what is wrong: the rule for illegal actions, the field for bad data."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .types import Action, Ruling


class IllegalAction(ValueError):
    """An action the rules forbid in this state; carries the same Ruling as ``why_illegal``."""

    def __init__(self, ruling: Ruling, action: Action | str | None = None) -> None:
        self.ruling = ruling
        self.action = action
        what = action.key if hasattr(action, "key") else action
        prefix = f"illegal action {what!r}: " if what else "illegal action: "
        super().__init__(f"{prefix}{ruling.text} [rule {ruling.rule}]")


class DataError(ValueError):
    """A data file (board, rulebook) is broken; the message names the file and the field."""

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        super().__init__(f"{source}: field {field!r}: {problem}")


class StateError(ValueError):
    """A saved state is malformed or inconsistent; the message names the field."""

    def __init__(self, field: str, problem: str, source: str = "saved state") -> None:
        self.source = source
        self.field = field
        self.problem = problem
        super().__init__(f"{source}: field {field!r}: {problem}")
