"""Escape from the Hidden Castle: the ring round Hugo's speed shows (issue 44).

Hugo's speed pips stand 0.5 units apart, each wider than that: drawn under them, as every
ring is drawn under the board's marks, the ring (a Step about his speed) and the square (the
learner's pick) round the pip of his speed were hidden by the pips each side and the words
above and below them: a sixth of the ring showed at the board's own size, hardly any of it in
presenter mode, and the pick's square not at all. The pips are now drawn under the rings and
their numbers over them, and the ring hugs its pip.
"""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer.boards import board_view
from tests.explorer.rings_over_texts import hidden, shown_share

GAME = rules.load_game("escape-from-the-hidden-castle")


@pytest.mark.parametrize("players", [2, 6])
def test_the_ring_and_the_pick_round_hugos_speed_show_at_both_sizes(players):
    view = board_view(GAME)
    state = GAME.setup(players, seed=1)
    fig = view.build(state)
    view.draw(fig, state, ("speed",), ())
    for presenter in (False, True):
        # No mark is drawn over the ring, and at least half its line clears the words' boxes
        # (their letters, with their halo, hide less than that).
        assert shown_share(fig, "highlight", presenter, words=False) == [1.0]
        assert shown_share(fig, "highlight", presenter)[0] >= 0.5, presenter
        assert hidden(fig, presenter) == []
    view.draw(fig, state, (), ("speed",))
    assert shown_share(fig, "selected", words=False) == [1.0]
    assert hidden(fig) == [] and hidden(fig, True) == []


def test_the_speed_numbers_still_say_each_pip_and_follow_the_speed():
    view = board_view(GAME)
    state = GAME.setup(2, seed=1)
    fig = view.build(state)
    pips = next(t for t in fig.data if t.name == "speed")
    numbers = next(t for t in fig.data if t.name == "speed numbers")
    assert (numbers.x, numbers.y) == (pips.x, pips.y)
    assert list(numbers.text) == [str(i + 1) for i in range(len(pips.x))]
    assert set(pips.customdata) == {"speed"}  # the pips take the clicks
    faster = dataclasses.replace(state, speed=state.speed + 1)
    view.draw(fig, faster)
    dark = numbers.textfont.color
    assert dark[state.speed] != dark[state.speed + 1]  # the new pip's number on its fill
