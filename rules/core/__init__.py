"""The shared engine vocabulary: import everything a game or a tool needs from here."""

from .errors import DataError, IllegalAction, StateError
from .game import Game
from .rulebook import Rulebook, Section
from .types import (
    CHANCE,
    Action,
    GameInfo,
    Result,
    Ruling,
    RulingOption,
    Step,
    Transition,
    Variant,
)

__all__ = [
    "CHANCE",
    "Action",
    "DataError",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Result",
    "Rulebook",
    "Ruling",
    "RulingOption",
    "Section",
    "StateError",
    "Step",
    "Transition",
    "Variant",
]
