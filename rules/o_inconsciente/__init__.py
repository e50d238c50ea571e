"""O Inconsciente (Unconscious Mind, Fantasia Games 2024; Mosaico in Brazil), from the
Portuguese rules summary 004_fc33a979d5319c30.txt. Speaks Portuguese and English."""

from .engine import OInconsciente
from .state import OState

GAME = OInconsciente()

__all__ = ["GAME", "OInconsciente", "OState"]
