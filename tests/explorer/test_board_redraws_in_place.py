"""A board redrawn move after move shows what a board drawn afresh shows.

A view keeps what it composed before (what its figure already shows, O Inconsciente each
spot's look by what the spot reads of the state): a redraw that kept something stale would
show an earlier position's text, colour or id. Checked over random games of every game, in
each of its languages, one after the other: twelve positions of each, a tier's share of them
(tests/examples.py; each position builds a fresh board to compare with).
"""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from tests.examples import examples
from tests.explorer.test_board_contract import player_counts, playthrough, snapshot

SLUGS = rules.available_games()


def positions(slug: str, count: int = 12):
    """``count`` positions spread over a seeded random game at the most players."""
    states, _ = playthrough(slug, player_counts(slug)[-1], 7)
    step = max(1, len(states) // count)
    return states[::step]


@pytest.mark.parametrize("slug", SLUGS)
def test_a_board_redrawn_move_after_move_shows_what_a_fresh_board_shows(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    fig = view.build()
    for language in (*game.info.languages, game.info.languages[0]):  # and back again
        view.set_language(language)
        for state in positions(slug, examples(12)):
            view.draw(fig, state)
            fresh = board_view(game)
            fresh.set_language(language)
            assert snapshot(fig) == snapshot(fresh.build(state)), (language, state)
            clickable = [
                (t, p) for t, trace in enumerate(fig.data) for p in range(len(trace.x or ()))
            ]
            assert [view.element_at(t, p) for t, p in clickable] == [
                fresh.element_at(t, p) for t, p in clickable
            ]
