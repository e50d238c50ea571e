"""Rules engines for the games of Rules Explorer, and the registry that finds them."""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path

from .core import CHANCE, Action, Game, IllegalAction, Ruling, Step, Transition


def _discover() -> dict[str, str]:
    """slug -> module holding a ``GAME`` object: every package beside ``core`` is a game, its
    slug its folder name with dashes (``escape_from_the_hidden_castle`` is
    ``escape-from-the-hidden-castle``). Imported lazily, so one broken game does not stop the
    others from loading; adding a game is adding its package."""
    here = Path(__file__).parent
    return {
        folder.name.replace("_", "-"): f"{__name__}.{folder.name}"
        for folder in sorted(here.iterdir())
        if (folder / "__init__.py").exists() and folder.name != "core"
    }


_REGISTRY: dict[str, str] = _discover()

__all__ = [
    "CHANCE",
    "Action",
    "Game",
    "IllegalAction",
    "Ruling",
    "Step",
    "Transition",
    "available_games",
    "load_game",
]


def available_games() -> list[str]:
    """The slugs of every registered game."""
    return list(_REGISTRY)


@cache
def load_game(slug: str) -> Game:
    """The Game registered under ``slug``."""
    if slug not in _REGISTRY:
        raise ValueError(f"unknown game {slug!r}; available: {', '.join(_REGISTRY)}")
    return importlib.import_module(_REGISTRY[slug]).GAME
