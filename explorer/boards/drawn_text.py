"""Texts sent to plotly for the points of a board: every board's texts pass through ``kept``
(``BoardView``'s first figure and each update, explorer/boards/base.py).

Plotly removes the text element of a point whose text is empty and never makes it again
while the trace keeps that point: a word later drawn at that index never appears. Seen on
the boards: Player 2's action card b lost its letter once a scenario put it where the
shrine's empty text had been, and a chakra that stops being harmonized (time travel, a new
game) would lose its letter for good. A point without words therefore gets a blank instead.
"""

from __future__ import annotations

from typing import Any

#: What a point without words shows: nothing, yet plotly keeps its text element.
BLANK = " "


def kept(prop: str, value: Any) -> Any:
    """``value`` for ``prop`` with every empty text of a point made ``BLANK``."""
    if prop.rpartition(".")[2] != "text" or not isinstance(value, (tuple, list)):
        return value
    return type(value)(BLANK if text == "" else text for text in value)
