"""Escape from the Hidden Castle (Wolfgang Kramer; seed 003_fece3b0430baafc1.txt)."""

from .engine import HiddenCastle
from .state import CastleState

GAME = HiddenCastle()

__all__ = ["GAME", "CastleState", "HiddenCastle"]
