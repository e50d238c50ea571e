"""Small operations on the sorted tuples that hold the zones of an Oasis state (hands, the
Ruins, the decks, play areas) and on per-seat tuples (the engine's rules)."""

from __future__ import annotations

from bisect import bisect_right

from .cards import HIDDEN


def removed(cards: tuple[int, ...], code: int) -> tuple[int, ...]:
    """``cards`` without one copy of ``code`` (which is there). In a scout's view a card
    leaving a face-down zone (the victim's hand when that scout keeps a pillaged card) is
    one of its face-down cards; a full position holds none, so a missing card still fails."""
    # Through a list: one copy, not two slices joined (each action of a bot's look-ahead
    # moves a card or two).
    changed = list(cards)
    try:
        changed.remove(code)
    except ValueError:
        changed.remove(HIDDEN)
    return tuple(changed)


def added(cards: tuple[int, ...], code: int) -> tuple[int, ...]:
    """The sorted ``cards`` with one more ``code``, still sorted (the Ruins grow long: a
    binary search, not a new sort)."""
    changed = list(cards)
    changed.insert(bisect_right(cards, code), code)
    return tuple(changed)
