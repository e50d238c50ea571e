"""The Rules Explorer dashboards: ipywidgets panels and plotly boards for any game."""

from .app import GameExplorer
from .session import Session

__all__ = ["GameExplorer", "Session"]
