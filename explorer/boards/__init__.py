"""Board views, one per game: the only game-specific code of the explorer."""

from __future__ import annotations

import importlib

from rules.core import Game

from .base import BoardView


def board_view(game: Game) -> BoardView:
    """The board view of ``game``: the ``View`` class of the module named after its slug
    (``explorer/boards/oasis.py`` for ``oasis``), found by that convention alone."""
    slug = game.info.slug
    module = f"{__name__}.{slug.replace('-', '_')}"
    try:
        return importlib.import_module(module).View(game)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        raise ValueError(f"no board view for {slug!r} (explorer/boards/{exc.name}.py)") from None


__all__ = ["BoardView", "board_view"]
