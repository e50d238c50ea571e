"""Chance acts on the whole game, never on a seat's view (a view keeps no seed): the core's
one refusal (``Game.refuse_unseeded``), asked by ``sample_chance`` and ``random_action`` of
every game, including the games' own quicker picks."""

from __future__ import annotations

import random
import re

import pytest

import rules
from rules.core import CHANCE

SLUGS = rules.available_games()
NO_SEED = re.escape(
    "a seat's view holds no seed (the seed would foretell every draw and roll to come): "
    "chance acts on the whole game, not on a view"
)


def first_chance_node(game, players: int, seed: int = 3, limit: int = 400):
    """A chance node of a seeded random game that a seat is not the one to move at."""
    state = game.setup(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.result(state) is not None:
            break
        if state.to_move == CHANCE:
            return state
        state = game.apply(state, game.random_action(state, rng)).state
    pytest.skip(f"no chance node in {limit} actions")


@pytest.mark.parametrize("slug", SLUGS)
def test_chance_is_refused_on_a_seats_view_and_acts_on_the_whole_game(slug):
    game = rules.load_game(slug)
    players = game.info.players[1]
    state = first_chance_node(game, players)
    view = game.view(state, 0)
    if view is state:  # an open game's view is the game itself: chance may act on it
        pytest.skip("the view is the whole game")
    # One refusal, in the core, for every game.
    with pytest.raises(ValueError, match=f"^{NO_SEED}$"):
        game.sample_chance(view)
    with pytest.raises(ValueError, match=f"^{NO_SEED}$"):
        game.random_action(view, random.Random(1))
    # The whole game's chance acts, and the same seed picks the same outcome.
    assert game.sample_chance(state).key == game.sample_chance(state).key
    assert game.random_action(state, random.Random(1)).key in {
        a.key for a in game.legal_actions(state)
    }
