"""The core's deck helpers (rules/core/decks.py): face-down piles as sorted multisets."""

import pytest

from rules.core import decks


def test_draw_weights_are_copies_over_the_pile_size():
    codes, weights = decks.draw_weights((2, 2, 5, 7))
    assert codes == [2, 5, 7]
    assert weights == [0.5, 0.25, 0.25]
    assert decks.draw_weights(()) == ([], [])


def test_without_takes_one_copy_and_refuses_a_missing_card():
    assert decks.without((2, 2, 5), 2) == (2, 5)
    with pytest.raises(ValueError):
        decks.without((2, 5), 3)


def test_with_cards_keeps_the_pile_sorted():
    assert decks.with_cards((1, 4), [3, 0, 4]) == (0, 1, 3, 4, 4)


def test_masked_keeps_only_the_size():
    assert decks.masked((3, 1, 2), 0) == (0, 0, 0)
