"""A data file's ids that must not repeat: one check for every list that names its rows.

A scenarios file's ids and a card list's keys are each looked up by that text, so a second
row with the same text would silently hide the first; the file is refused instead, naming
the row's field.
"""

from __future__ import annotations

from .datafile import Fields


def unique_text(item: Fields, field: str, seen: set[str], problem: str) -> str:
    """``item``'s text ``field``, added to ``seen``; a DataError naming the field if it is
    already there. ``problem`` says what a repeat means, ``{}`` standing for the text."""
    value = item.text(field)
    if value in seen:
        raise item.fail(field, problem.format(repr(value)))
    seen.add(value)
    return value
