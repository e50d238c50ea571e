"""The Mushroom Eaters (Nate Hayden, Blast City Games 2013), from the seed
000_556f26b31c3cddac.txt. Registered through ``GAME``."""

from .engine import MushroomEaters
from .state import MushroomState

GAME = MushroomEaters()

__all__ = ["GAME", "MushroomEaters", "MushroomState"]
