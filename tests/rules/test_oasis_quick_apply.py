"""A bot's actions in Oasis take a quicker path (rules/oasis/quick.py) than explained ones:
both must reach the very same state, action after action, with every ruling."""

from __future__ import annotations

import pytest

from rules.core.bots import random_playout
from rules.oasis.quick import QuickPath
from tests.rules.oasis_helpers import GAME

READINGS = [
    {},
    {
        "compass-run": "one-at-a-time",
        "map": "any-time",
        "compass-missing": "also-held",
        "empty-pile": "reopens",
    },
    {
        "closest-tie": "fewest-cards",
        "mission-after-recruit": "never",
        "travel-minimum": "none",
        "no-action": "game-ends",
        "companion-deck": "reshuffle",
        "two-player-shield": "extra",
    },
]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_quick_path_reaches_the_state_the_full_path_reaches(players, monkeypatch):
    real = QuickPath.after
    taken = []

    def counted(quick, state, parsed):
        after = real(quick, state, parsed)
        taken.append(after is not None)
        return after

    monkeypatch.setattr(QuickPath, "after", counted)
    actions = 0
    for seed in range(6):
        rulings = READINGS[seed % len(READINGS)]
        for state, action, _ in random_playout(GAME, players, seed=seed, rulings=rulings):
            quick = GAME.apply(state, action, explain=False).state  # may take the quick path
            full = GAME.apply(state, action, explain=True).state  # never does
            assert quick == full, (seed, state.turn, action.key)
            actions += 1
    # The quick path carried most bot actions, and fell back on others: both were compared.
    assert sum(taken) > len(taken) * 0.8
    assert not all(taken)
    assert actions > 500
