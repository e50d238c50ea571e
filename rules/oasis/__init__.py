"""Oasis New Hope ("Monsieur V", Astro Editions 2023), from the Oasis pages of the seed
003_fece3b0430baafc1.txt."""

from .engine import Oasis
from .state import OasisState

GAME = Oasis()

__all__ = ["GAME", "Oasis", "OasisState"]
