"""Daybreak (Matt Leacock and Matteo Menapace, CMYK 2023), from the Gamehelpdaybreak pages of
the seed 003_fece3b0430baafc1.txt."""

from .engine import Daybreak
from .state import DaybreakState

GAME = Daybreak()

__all__ = ["GAME", "Daybreak", "DaybreakState"]
