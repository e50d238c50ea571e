"""Mycelia: Prisma (Ravensburger), an expansion, on a minimal base game Mycelia (Daniel
Greiner, Ravensburger 2023), from the seed 001_6d301ad178b2b559.txt. The base rules are
base.py (the variant ``base-only`` plays them alone), Prisma's layer prisma.py."""

from .engine import MyceliaPrisma
from .state import MyceliaState

GAME = MyceliaPrisma()

__all__ = ["GAME", "MyceliaPrisma", "MyceliaState"]
