"""The Rules Explorer dashboards: ipywidgets panels and plotly boards for any game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import GameExplorer
    from .session import Session

__all__ = ["GameExplorer", "Session"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so the landing page does not load (or break with) the dashboard.
    if name == "GameExplorer":
        from .app import GameExplorer

        return GameExplorer
    if name == "Session":
        from .session import Session

        return Session
    raise AttributeError(f"module 'explorer' has no attribute {name!r}")
