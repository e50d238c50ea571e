"""Decks for deck-builders: a face-down pile whose order nobody knows is a sorted multiset,
and a draw from it is a chance node over its distinct cards, weighted by their copies.

A state keeps such a pile as a sorted tuple of card codes, so equal positions are equal
values whatever order the cards went in; a reshuffle is joining another pile into it (the
order is forgotten, which is what shuffling means), and a card put on top by a rule is known
and kept apart by the game (it is drawn before the shuffled rest, without chance).
"""

from __future__ import annotations

from bisect import insort
from collections import Counter
from collections.abc import Iterable


def draw_weights(pile: tuple[int, ...]) -> tuple[list[int], list[float]]:
    """The distinct cards a draw from ``pile`` can give, in code order, and the chance of each
    (its copies over the pile's size); empty lists for an empty pile."""
    if not pile:
        return [], []
    counts = Counter(pile)
    size = len(pile)
    codes = sorted(counts)
    return codes, [counts[c] / size for c in codes]


def without(pile: tuple[int, ...], code: int) -> tuple[int, ...]:
    """``pile`` with one copy of ``code`` taken out; ValueError if it holds none."""
    index = pile.index(code)
    return pile[:index] + pile[index + 1 :]


def with_cards(pile: tuple[int, ...], codes: Iterable[int]) -> tuple[int, ...]:
    """``pile`` with ``codes`` joined in (a shuffle into a face-down pile), still sorted."""
    joined = list(pile)
    for code in codes:
        insort(joined, code)
    return tuple(joined)


def masked(pile: tuple[int, ...], hidden: int) -> tuple[int, ...]:
    """``pile`` as a player who may not see it knows it: only its size."""
    return (hidden,) * len(pile)
