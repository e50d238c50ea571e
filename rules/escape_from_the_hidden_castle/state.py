"""The position of a game of Escape from the Hidden Castle, as an immutable value.

Locations are small integers so that bots can play thousands of games quickly:
``HAND`` (not yet placed), ``0 .. gallery-1`` (gallery spaces), ``ROOM + r`` (room r),
``CELLAR + s`` (cellar step s, counted from the bottom) and ``DOOR`` (Hugo's cellar door).
JSON uses readable strings instead ("gallery:12", "room:ballroom", "cellar:0", "door").
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import CHANCE

HAND = -1
ROOM = 1000
CELLAR = 2000
DOOR = 3000

PHASES = ("place", "play", "replace", "over")
MAIN, MIDNIGHT = "hugo", "midnight-party"


@dataclass(frozen=True, slots=True)
class CastleState:
    players: int
    side: str  # "hugo" (main game) or "midnight-party" (the variant)
    rulings: tuple[tuple[str, str], ...]
    seed: int
    draws: int  # chance events so far: the index of the next seeded draw
    phase: str  # place | play | replace | over
    current: int  # seat whose turn it is (during play)
    roll: int | None  # a rolled number waiting for a move; None: the die must be rolled
    guests: tuple[int, ...]  # location of each guest; guest g belongs to seat g // per_player
    per_player: int
    hugo: int
    speed: int
    points: tuple[int, ...]
    round: int
    queue: tuple[int, ...]  # guests still to be placed, in order (place and replace phases)
    ended: str = ""  # rulebook id of the rule that ended the game
    last_roll: str = ""  # "1", "2", "4", "5", "ghost" or "" before the first roll

    @property
    def to_move(self) -> int | None:
        if self.phase == "play":
            return CHANCE if self.roll is None else self.current
        if self.phase in ("place", "replace"):
            return self.queue[0] // self.per_player
        return None

    def ruling(self, name: str) -> str:
        for key, value in self.rulings:
            if key == name:
                return value
        raise KeyError(name)

    def owner(self, guest: int) -> int:
        return guest // self.per_player

    @property
    def variants(self) -> tuple[str, ...]:
        return (MIDNIGHT,) if self.side == MIDNIGHT else ()


def in_gallery(loc: int) -> bool:
    return 0 <= loc < ROOM


def in_room(loc: int) -> bool:
    return ROOM <= loc < CELLAR


def in_cellar(loc: int) -> bool:
    return CELLAR <= loc < DOOR
