"""What a game's board view provides to the generic explorer.

A board view draws one game's state into a plotly ``FigureWidget`` and says which board
element (``"gallery:12"``, ``"guest:red-1"``, ...) a clicked point stands for. It is the only
game-specific code in ``explorer/``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from rules.core import Game


class BoardView(ABC):
    """Draws a game's states; built once per dashboard, updated in place on every change."""

    #: Shown under the board when the layout uses data the rulebook does not give.
    example_note: str = ""

    def __init__(self, game: Game) -> None:
        self.game = game

    @abstractmethod
    def build(self, state: Any = None) -> go.FigureWidget:
        """A new figure with every trace the view will ever need (their number never changes),
        showing ``state`` in its initial data: updates sent before the page renders the widget
        are lost, so the first picture must be part of the figure itself."""

    @abstractmethod
    def draw(
        self,
        fig: go.FigureWidget,
        state: Any,
        highlight: Sequence[str] = (),
        selected: Sequence[str] = (),
    ) -> None:
        """Show ``state``; ring the elements in ``highlight`` (a Step's) and mark ``selected``
        (the user's picks so far). Must update in place inside one ``fig.batch_update()``."""

    @abstractmethod
    def element_at(self, trace_index: int, point_index: int) -> str | None:
        """The board element id of a clicked point, or None for decoration."""

    def describe(self, state: Any) -> str:
        """The one-line text description shown under the board."""
        return self.game.describe(state)
