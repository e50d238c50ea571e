"""Board views, one per game: the only game-specific code of the explorer."""

from __future__ import annotations

import importlib

from rules.core import Game

from .base import BoardView

_VIEWS = {
    "escape-from-the-hidden-castle": "explorer.boards.escape_from_the_hidden_castle",
}
_VIEWS["vrienden"] = "explorer.boards.vrienden"
_VIEWS["oasis"] = "explorer.boards.oasis"


def board_view(game: Game) -> BoardView:
    """The board view registered for ``game``."""
    slug = game.info.slug
    if slug not in _VIEWS:
        raise ValueError(f"no board view for {slug!r}")
    return importlib.import_module(_VIEWS[slug]).View(game)


__all__ = ["BoardView", "board_view"]
