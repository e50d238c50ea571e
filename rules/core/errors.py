"""Errors that name what is wrong: the rule for illegal actions, the field for bad data."""

from __future__ import annotations

import reprlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .types import Action, Ruling

#: What an error message quotes of a value: its beginning (a key may be a megabyte long).
_QUOTE = reprlib.Repr()
_QUOTE.maxstring = _QUOTE.maxother = 60
_QUOTE.maxlist = _QUOTE.maxtuple = _QUOTE.maxdict = _QUOTE.maxset = 4
_QUOTE.maxlevel = 2


def quoted(value: Any) -> str:
    """``value`` as an error message quotes it: short whatever its size."""
    return _QUOTE.repr(value)


class IllegalAction(ValueError):
    """An action the rules forbid in this state; carries the same Ruling as ``why_illegal``."""

    def __init__(self, ruling: Ruling, action: Action | str | None = None) -> None:
        self.ruling = ruling
        self.action = action
        what = action.key if hasattr(action, "key") else action
        prefix = f"illegal action {quoted(what)}: " if what else "illegal action: "
        super().__init__(f"{prefix}{ruling.text} [rule {ruling.rule}]")


class DataError(ValueError):
    """A data file (board, rulebook) is broken; the message names the file and the field."""

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        super().__init__(f"{source}: field {field!r}: {problem}")


class StateError(ValueError):
    """A saved state is malformed or inconsistent; the message names the field.

    ``code`` says what kind of problem it is, for a program that tells it in other words (the
    explorer's Files tab): one of ``STATE_PROBLEMS``; ``value`` the value at fault where that
    helps (the game another file was saved from)."""

    def __init__(
        self,
        field: str,
        problem: str,
        source: str = "saved state",
        code: str = "field",
        value: Any = None,
    ) -> None:
        if code not in STATE_PROBLEMS:
            raise ValueError(f"unknown kind of problem {code!r}; one of {STATE_PROBLEMS}")
        self.source = source
        self.field = field
        self.problem = problem
        self.code = code
        self.value = value
        super().__init__(f"{source}: field {field!r}: {problem}")


#: The kinds of problem a StateError reports: not JSON at all; JSON but not an object; nested
#: deeper than any save; a save of another game (``value``: its slug); of a newer format than
#: this version reads; one player's view; a value the codec could not read at all; a field
#: whose value the rules cannot have (the rest).
STATE_PROBLEMS = (
    "not-json",
    "not-an-object",
    "too-deep",
    "other-game",
    "newer-format",
    "view",
    "unreadable",
    "field",
)
