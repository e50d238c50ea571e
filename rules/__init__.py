"""Rules engines for the games of Rules Explorer, and the registry that finds them."""

from __future__ import annotations

import importlib
from functools import cache

from .core import CHANCE, Action, Game, IllegalAction, Ruling, Step, Transition

# slug -> module holding a ``GAME`` object; imported lazily so one broken game
# does not stop the others from loading.
_REGISTRY: dict[str, str] = {
    "escape-from-the-hidden-castle": "rules.escape_from_the_hidden_castle",
    "vrienden": "rules.vrienden",
    "oasis": "rules.oasis",
}

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
