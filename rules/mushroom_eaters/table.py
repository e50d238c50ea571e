"""The Mushroom Eaters' table as every rule reads it: the game's data and the facts drawn
from it (the last space, the focus boards' size, the easier game), shared by the moves and the
engine (seed 000_556f26b31c3cddac.txt)."""

from __future__ import annotations

from typing import Any

from .data import load

D = load()
LAST = len(D.spaces) - 1
BRANCH = 1000  # path_space of an octagon on a branch: 1000 + the space beside it
SPECIALS = ("focus", "energy", "breathe", "paradox")


def capacity(players: int) -> int:
    """Spaces used on each focus board: the last one unused at 3 players, two at 2."""
    return D.focus_spaces - max(0, 4 - players) if players < 4 else D.focus_spaces


def easier(state: Any) -> bool:
    """The easier game: no Personal Paths and no Jelly Space."""
    return "easier" in state.variants


#: Whether each space starts a Must Do series (``D.series_start``), read once: the legal
#: list walks the pawn along the path for every card and energy.
SERIES_STARTS = tuple(D.series_start(index) for index in range(len(D.spaces)))


def series_start(index: int) -> bool:
    return SERIES_STARTS[index]


#: The Place symbols of the path, in path order.
PLACES = tuple(s.index for s in D.spaces if s.kind == "place")
