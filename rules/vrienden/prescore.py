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

from typing import TYPE_CHECKING

from .names import BLACK, BUBBLES, EARTH, WHITE

if TYPE_CHECKING:
    from .bots import Weights


def held_counts(rows: tuple) -> list[int]:
    """How many energies of each colour the board holds above the earth (bubbles and
    chakras)."""
    held = [0] * 9
    for row in rows[:EARTH]:
        for x in row:
            held[x] += 1
    return held


def take_guess(
    w: Weights, rows: tuple, held: list[int], notched: int, colours: tuple[int, ...], target: int
) -> float:
    """A first guess, in the rating's units (``w``), of a take of ``colours`` to row
    ``target`` for the board ``rows`` (``held``: its ``held_counts``; ``notched``: the tokens
    in its notches): colours it still lacks are worth having anywhere, its own colour on a
    chakra more (a third one harmonizes it), other colours there less, and a take to a
    chakra pays a token into a notch."""
    guess = 0.0
    have = list(held)
    own = rows[target].count(target - 1) if target != BUBBLES else 0
    for x in colours:
        if x < BLACK:
            guess += w.need if have[x] < 3 else w.spare
            have[x] += 1
        elif x == BLACK:
            guess += w.black_row * target
        else:
            guess += w.white
        if target == BUBBLES:
            guess -= w.bubble
        elif x == target - 1:
            own += 1
            guess += w.harmonized if own >= 3 else w.own[own] - w.own[own - 1]
        else:
            guess -= w.foreign
    if target != BUBBLES:
        guess -= w.token + w.notched * (2 * notched + 1)
    return guess


def move_guess(w: Weights, rows: tuple, colour: int, src: int, dst: int) -> float:
    """A first guess, in the rating's units (``w``), of a move of an energy of ``colour`` from
    row ``src`` to row ``dst`` of the board ``rows``: a chakra colour nearer its own chakra,
    arriving there (a third one harmonizes it) or leaving it, off or onto another colour's
    chakra; a black nearer the earth, and into it."""
    if colour == BLACK:
        if dst == EARTH:
            return w.earth_black - w.black_row * src
        return w.black_row * (dst - src)
    if colour == WHITE:
        return 0.0
    home = colour + 1
    step = w.step_up if dst < src else w.step_down
    guess = step * (abs(src - home) - abs(dst - home))
    if dst == home:
        own = rows[home].count(colour) + 1
        guess += w.harmonized if own >= 3 else w.own[own] - w.own[own - 1]
    elif BUBBLES < dst < EARTH:
        guess -= w.foreign
    if src == home:
        own = rows[home].count(colour)
        guess -= w.own[min(own, 2)] - w.own[min(own, 2) - 1]
    elif BUBBLES < src < EARTH:
        guess += w.foreign
    return guess


def best_first(guesses: list[float], keep: int) -> list[int]:
    """The indexes of the ``keep`` best guesses, in their first order (ties: the earlier)."""
    if len(guesses) <= keep:
        return list(range(len(guesses)))
    order = sorted(range(len(guesses)), key=lambda i: -guesses[i])
    return sorted(order[:keep])
