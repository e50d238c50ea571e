"""The position of a game of Vrienden (Chakra), as an immutable value.

Colours are small integers: 0-6 are the chakra colours from the top of a player's board to
the bottom (purple, dark blue, light blue, green, yellow, orange, red), ``BLACK`` is the
negative energy and ``WHITE`` the positive one of Module A. ``EMPTY`` marks an empty maya
space.

A player's board is a column of rows, top to bottom: row 0 holds the bhagya bubbles,
rows 1-7 the chakras (row ``c + 1`` is the chakra of colour ``c``) and row 8 the earth. Each
row is a sorted tuple of colours: energies of one colour on one row are interchangeable, so a
move names a colour, a row it leaves and a row it reaches.

Board element ids (used by Step.highlight and by the explorer's clicks):

- ``karma:<colour>``: the karma space of that chakra colour and its plenitude token.
- ``flow:<f>`` and ``flow:<f>:<i>``: maya flow f (1-3) and its space i (1-3, top to bottom).
- ``bag`` and ``bag:<colour>``: the universe bag, and one colour drawn or chosen from it.
- ``bubble:<seat>:<i>``: bhagya bubble i (1-3) of seat ``seat`` (0-based), shown in order of
  the sorted energies on the bubbles.
- ``chakra:<seat>:<colour>``: a chakra; ``slot:<seat>:<colour>:<k>`` its k-th place (1-3),
  holding the k-th energy in sorted order.
- ``earth:<seat>``: the earth below the red chakra.
- ``notch:<seat>:<colour>``: the notch beside a chakra (an inspiration token paid there).
- ``inspiration:<seat>:<i>``: inspiration space i (1-8), in the order of the rulebook.
- ``meditation:<seat>:<colour>``: a meditation token of that colour beside the chakra.
- ``objective:<id>``: an objective card of Module D; ``yin-yang:<seat>``: Module A tokens.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.core import CHANCE
from rules.core.fastbuild import positional_builder

CHAKRAS = ("purple", "dark-blue", "light-blue", "green", "yellow", "orange", "red")
COLOURS = (*CHAKRAS, "black", "white")
BLACK = 7
WHITE = 8
EMPTY = -1
BUBBLES = 0  # row of the bhagya bubbles
EARTH = 8  # row of the earth
ROWS = 9
PHASES = ("play", "channel", "pick", "over")
YIN_YANG = "yin-yang"
OBJECTIVES = "objectives"
HIDDEN = 0  # a plenitude value the viewer has not seen


def chakra_row(colour: int) -> int:
    return colour + 1


def row_id(row: int) -> str:
    """The readable name of a row in action keys: bubbles, chakra:<colour> or earth."""
    if row == BUBBLES:
        return "bubbles"
    if row == EARTH:
        return "earth"
    return f"chakra:{CHAKRAS[row - 1]}"


@dataclass(frozen=True, slots=True)
class VriendenState:
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int
    draws: int  # chance events so far (bag draws): the index of the next seeded draw
    phase: str  # play | channel | pick | over
    current: int  # seat whose turn it is
    round: int  # 1-based; a round ends after the last seat's turn
    bag: tuple[int, ...]  # energies left in the bag, per colour (len 9)
    flows: tuple[tuple[int, ...], ...]  # maya flows: colour or EMPTY per space
    refill: tuple[tuple[int, int], ...]  # (flow, space) still to fill from the bag: chance
    plenitude: tuple[int, ...]  # value of each karma space (HIDDEN in a view)
    spare: int  # the eighth plenitude token, never used (HIDDEN in a view)
    boards: tuple[tuple[tuple[int, ...], ...], ...]  # per seat: 9 sorted rows
    notches: tuple[int, ...]  # per seat: bit c set = inspiration token in chakra c's notch
    spaces: tuple[int, ...]  # per seat: bit i set = token on inspiration space i + 1
    meditation: tuple[tuple[int, ...], ...]  # per seat: colours of its meditation tokens
    alleviated: tuple[int, ...]  # per seat: black energies alleviated so far (all time)
    halves: tuple[int, ...]  # per seat: half yin-yang tokens (Module A)
    objectives: tuple[str, ...]  # objective ids on the table (Module D)
    bonuses: tuple[tuple[int, ...], ...]  # per objective: seats that took its bonuses, in order
    discard: tuple[int, ...]  # discarded energies per colour (len 9)
    channel: int = 0  # inspiration space being carried out (1-8), 0 outside a channel action
    pending: tuple[int, ...] = ()  # moves still owed: +d down, -d up, 0 one row either way
    moved: tuple[tuple[int, int], ...] = ()  # (row, colour) of energies moved this action
    triggered: bool = False  # a player had five harmonized chakras: this round is the last
    ended: str = ""  # rulebook id of the rule that ended the game
    viewer: int = -1  # -1: the full state (teacher view); else the seat whose view this is

    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.refill:
            return CHANCE
        return self.current

    def ruling(self, name: str) -> str:
        global _LAST_RULINGS
        rulings, readings = _LAST_RULINGS
        if rulings is not self.rulings:  # a game's states share one rulings tuple
            readings = _as_dict(self.rulings)
            _LAST_RULINGS = (self.rulings, readings)
        return readings[name]

    def harmonized(self, seat: int) -> list[int]:
        """Colours of the chakras ``seat`` has harmonized (three energies of its colour)."""
        rows = self.boards[seat]
        return [c for c in range(7) if rows[c + 1] == (c, c, c)]

    def tokens_in_hand(self, seat: int, total: int = 5) -> int:
        return total - self.notches[seat].bit_count() - self.spaces[seat].bit_count()


_LAST_RULINGS: tuple = ((), {})  # (rulings tuple, its dict), set as one object


@cache
def _as_dict(rulings: tuple[tuple[str, str], ...]) -> dict[str, str]:
    return dict(rulings)


# The engine builds a new state per action: a positional constructor is about twice as fast.
build_state = positional_builder(VriendenState)
