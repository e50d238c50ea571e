"""A player's reading of the history is a message, in every game (issue 44, one language at a
time): the core's default ``view_label`` gave an action's English text, and Oasis and Mycelia:
Prisma wrote their hidden draws in English too, so a dashboard in another language could not
read them in its own. One default in the core (the action's own name), and each game's hidden
labels as its messages."""

from __future__ import annotations

import random

import pytest

import rules
from explorer.chrome import words
from rules.core import Game
from rules.core.bots import make_bots, next_action
from rules.core.messages import Msg

GAMES = rules.available_games()


def history(slug: str, moves: int = 40, seed: int = 5):
    """(state before, action) for the first ``moves`` actions of a game between bots."""
    game = rules.load_game(slug)
    state = game.setup(max(2, game.info.players[0]), seed=seed)
    bots = make_bots(game, ["random"] * state.players, state.players)
    rng = random.Random(seed)
    taken = []
    for _ in range(moves):
        if state.to_move is None:
            break
        action = next_action(game, state, bots, rng)
        taken.append((state, action))
        state = game.apply(state, action).state
    return game, taken


@pytest.mark.parametrize("slug", GAMES)
def test_every_seats_reading_of_an_action_is_a_message_not_english_text(slug):
    game, taken = history(slug)
    assert taken
    for before, action in taken:
        for seat in range(before.players):
            label = game.view_label(before, action, seat)
            if isinstance(action.name, Msg):  # a message stays one, whoever reads it
                assert isinstance(label, Msg), (action.key, seat, label)
            assert words(label, "en"), (action.key, seat)


def test_the_cores_default_reads_an_action_in_portuguese():
    """O Inconsciente speaks Portuguese: the core's own default (not a game's override) gives
    each seat the action's name, which the dashboard reads in Portuguese."""
    game, taken = history("o-inconsciente", moves=12)
    for before, action in taken:
        for seat in range(before.players):
            label = Game.view_label(game, before, action, seat)
            assert words(label, "pt") == action.render("pt"), (action.key, seat)
