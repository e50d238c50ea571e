"""The Mushroom Eaters' heuristic bot keeps the scores of the positions it rates under the
fields they are counted from (``SCORED``; issue 47, third round): a kept score equals a fresh
one, and a key that leaves any of those fields out is caught by the same check."""

from __future__ import annotations

import dataclasses
import random
from operator import attrgetter

import pytest

import rules
import rules.mushroom_eaters.bots as bots_module
from rules.core.bots import make_bots, playout
from rules.mushroom_eaters.bots import HeuristicBot
from rules.mushroom_eaters.scoring import SCORED

GAME = rules.load_game("mushroom-eaters")


@pytest.fixture(scope="module")
def positions() -> list:
    """Every position of seeded heuristic games, at two to four players, in play order."""
    found = []
    for players, seed in ((4, 0), (3, 1), (2, 2), (4, 3)):
        bots = make_bots(GAME, ["heuristic"], players)
        state = GAME.setup(players, seed=seed)
        found += [t.state for _, _, t in playout(GAME, state, bots, random.Random(seed))]
    return found


def _kept_and_wrong(positions) -> tuple[int, int]:
    """How many scores one bot took from what it kept, over ``positions`` in order, and how
    many of those differ from the scoring's own."""
    bot = HeuristicBot()
    kept = wrong = 0
    for state in positions:
        before = len(bot._scores)
        scores = bot.scores(GAME, state)
        if len(bot._scores) == before:
            kept += 1
            wrong += scores != GAME.scores(state)
    return kept, wrong


def test_kept_scores_equal_fresh_ones(positions):
    kept, wrong = _kept_and_wrong(positions)
    assert kept > len(positions) // 2 and wrong == 0


@pytest.mark.parametrize("left_out", SCORED)
def test_a_field_left_out_of_the_key_is_caught(positions, monkeypatch, left_out):
    monkeypatch.setattr(
        bots_module, "scored_fields", attrgetter(*(f for f in SCORED if f != left_out))
    )
    _, wrong = _kept_and_wrong(positions)
    assert wrong > 0


def test_the_scoring_reads_no_other_field(positions):
    """Every other field changed, the scores stay: ``SCORED`` names all the scoring reads."""
    others = [f.name for f in dataclasses.fields(positions[0]) if f.name not in SCORED]
    late = positions[-1]
    for state in positions[:: max(1, len(positions) // 40)]:
        if state.players != late.players:
            continue
        mixed = dataclasses.replace(late, **{name: getattr(state, name) for name in others})
        assert GAME.scores(mixed) == GAME.scores(late)
