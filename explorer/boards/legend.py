"""A board's legend: what each symbol and abbreviation left on a board means, in words.

A board that has to draw a code (a short card name, a mark such as "(1)") draws its meaning on
the figure too, so that a learner reads it without hovering. The entries are the game's (its
description reads them too, so that a screen reader hears what the eye sees); this module
only lays them out in lines. Any board may use it: it knows nothing of a game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: An entry: (the symbol or abbreviation as drawn, what it means in words).
Entry = tuple[str, str]

SEPARATOR = " · "


def distinct(entries: Iterable[Entry]) -> list[Entry]:
    """Each symbol once, in the order first met (a board lists what it drew, repeats and all)."""
    seen: dict[str, Entry] = {}
    for symbol, meaning in entries:
        seen.setdefault(symbol, (symbol, meaning))
    return list(seen.values())


def legend_lines(entries: Iterable[Entry], width: int, title: str = "") -> list[str]:
    """The entries as "symbol: meaning" in as few lines of at most ``width`` characters as a
    first fit gives (an entry goes on the first line with room for it, so a short one may
    come before a longer one met first; one longer than ``width`` has a line of its own), the
    ``title`` leading the first. Only the visible characters count: markup such as ``<b>``
    takes no room."""
    lines: list[str] = []
    for symbol, meaning in distinct(entries):
        item = f"{symbol}: {meaning}"
        for i, line in enumerate(lines):
            if _visible(f"{line}{SEPARATOR}{item}") <= width:
                lines[i] = f"{line}{SEPARATOR}{item}"
                break
        else:
            lines.append(f"{title}{item}" if not lines else item)
    return lines


def _visible(text: str) -> int:
    return len(re.sub(r"<[^>]*>", "", text))
