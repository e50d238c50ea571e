"""Voilà's package in a test process, where the repository's ``voila.py`` shadows it."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def real_voila() -> None:
    """Import the Voilà package, not the repository's ``voila.py`` (its configuration file,
    which shadows the package while the repository is on the path); nothing once it is."""
    if hasattr(sys.modules.get("voila"), "__path__"):
        return
    shadow = sys.modules.pop("voila", None)
    path = sys.path[:]
    sys.path[:] = [p for p in path if Path(p or ".").resolve() != ROOT]
    try:
        importlib.import_module("voila.app")
    except Exception:
        if shadow is not None:
            sys.modules["voila"] = shadow
        raise
    finally:
        sys.path[:] = path
