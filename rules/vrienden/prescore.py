"""A cheap first guess of how good a take or a move is, for the heuristic bot (bots.py) to
choose which few candidates it applies and rates in full (issue 47).

Applying a candidate through the rules and rating the position it leaves is what a heuristic
game spends its time on (about 25 distinct takes and 5 channel actions a turn, each channel
action completed move by move). These guesses read only the seat's board and the candidate's
key (the colours, where they go): they never build the board the rules would make. So they
are a hint about the order in which to look, not a second copy of a rule: the bot still
applies the best-guessed candidates and rates what the rules made of them.
"""

from __future__ import annotations

from .names import BLACK, BUBBLES, EARTH

#: The guess's weights, in the rating's spirit (bots.Weights): an energy of a chakra's own
#: colour placed on it, one of another colour placed there, a needed colour on the bubbles, a
#: black received at all (it only clutters), a chakra's notch taken by a take to a chakra.
OWN_ON_CHAKRA = 3.0
FOREIGN_ON_CHAKRA = -1.5
NEEDED = 1.0
BLACK_TAKEN = -1.0
NOTCH = -0.5


def held_counts(rows: tuple) -> list[int]:
    """How many energies of each colour the board holds above the earth (bubbles and
    chakras)."""
    held = [0] * 9
    for row in rows[:EARTH]:
        for x in row:
            held[x] += 1
    return held


def take_guess(rows: tuple, held: list[int], colours: tuple[int, ...], target: int) -> float:
    """A first guess of a take of ``colours`` to row ``target`` for the board ``rows``
    (``held``: its ``held_counts``): colours the board still lacks (fewer than three of them)
    are worth having, on their own chakra most; other colours on a chakra block it."""
    guess = 0.0
    wanted = list(held)
    for x in colours:
        if x == BLACK:
            guess += BLACK_TAKEN
            continue
        needed = x < BLACK and wanted[x] < 3
        wanted[x] += 1
        if target == BUBBLES:
            guess += NEEDED if needed else 0.0
        elif x == target - 1:
            guess += OWN_ON_CHAKRA if needed else NEEDED
        else:
            guess += FOREIGN_ON_CHAKRA
    if target != BUBBLES:
        guess += NOTCH
    return guess


def move_guess(colour: int, src: int, dst: int) -> float:
    """A first guess of a move of an energy of ``colour`` from row ``src`` to row ``dst``:
    rows it comes nearer its own chakra (a black: rows nearer the earth), and one more for
    arriving there. A white goes nowhere in particular."""
    if colour < BLACK:
        home = colour + 1
        guess = float(abs(src - home) - abs(dst - home))
        return guess + 1.0 if dst == home else guess
    if colour == BLACK:
        return float(dst - src) + (1.0 if dst == EARTH else 0.0)
    return 0.0


def best_first(guesses: list[float], keep: int) -> list[int]:
    """The indexes of the ``keep`` best guesses, in their first order (ties: the earlier)."""
    if len(guesses) <= keep:
        return list(range(len(guesses)))
    order = sorted(range(len(guesses)), key=lambda i: -guesses[i])
    return sorted(order[:keep])
