"""Vrienden, the game published as Chakra (Luka Krleža, BLAM! 2019).

Seed: 002_3b0b85b91a36e80b.txt.
"""

from .engine import Vrienden
from .state import VriendenState

GAME = Vrienden()

__all__ = ["GAME", "Vrienden", "VriendenState"]
