"""A seat's view of the Hidden Castle (issue 47 builds it field by field for the bots): the
whole position with no seed, as that seat, and nothing else changed."""

from __future__ import annotations

import dataclasses

import rules
from rules.core.bots import random_playout


def test_a_view_is_the_position_without_its_seed():
    game = rules.load_game("escape-from-the-hidden-castle")
    for players in (2, 4):
        played = list(random_playout(game, players, seed=3, explain=False))
        for state, _, _ in played[::7]:
            for seat in range(players):
                view = game.view(state, seat)
                assert view == dataclasses.replace(state, seed=None, viewer=seat)
                assert type(view) is type(state)
                assert view.seed is None and state.seed is not None
