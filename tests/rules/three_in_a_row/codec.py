"""Saving and loading Three in a Row: the core's codec reads and writes the fields state.py
declares (their types and bounds), then the reachability laws check the position."""

from __future__ import annotations

from typing import Any

from rules.core.codec import Codec

from .state import EVERYONE, Grid, full_position

CODEC = Codec(Grid, format=1, everyone=EVERYONE)


def encode(game: Any, state: Grid) -> dict[str, Any]:
    return CODEC.encode(game, state)


def decode(game: Any, data: Any) -> Grid:
    return CODEC.load(game, data, full_position)
