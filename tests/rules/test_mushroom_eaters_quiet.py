"""The quiet mode of The Mushroom Eaters (issue 47): bots and the Lab apply actions without
explanations, and then no sentence is composed at all, only the next position."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules.core.bots import random_playout
from rules.core.messages import Msg


@pytest.fixture(scope="module")
def game():
    return rules.load_game("mushroom-eaters")


def _positions(game, seeds=range(6)):
    """(state, action) of whole random games: every kind of space, card and choice."""
    return [
        (before, action)
        for seed in seeds
        for players in (2, 4)
        for before, action, _ in random_playout(game, players, seed, explain=False)
    ]


def test_quiet_actions_compose_no_message(game, monkeypatch):
    positions = _positions(game)
    for state, action in positions:  # the legal lists and their labels, made once
        game.apply(state, action, explain=False)
    made = []
    original = Msg.__init__

    def counting(self, id, /, **args):
        made.append(id)
        original(self, id, **args)

    monkeypatch.setattr(Msg, "__init__", counting)
    for state, action in positions:
        game.apply(state, action, explain=False)
    assert made == []


def test_a_view_is_the_position_without_its_seed(game):
    for state, _ in _positions(game, seeds=range(2))[::25]:
        for seat in range(state.players):
            view = game.view(state, seat)
            assert view == dataclasses.replace(state, seed=None, viewer=seat)
            assert type(view) is type(state)
