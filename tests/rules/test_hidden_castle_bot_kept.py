"""The Hidden Castle's heuristic bot keeps the actions it rates best per position it decided
in (issue 47): a kept list is the one made afresh, and a position differing in any field the
rating reads is not given another's list."""

from __future__ import annotations

import random

import rules
from rules.core.bots import LookaheadBot, make_bots, playout
from rules.escape_from_the_hidden_castle.bots import HeuristicBot
from tests.rules.kept_check import one_field_mixes


def _fresh_best(game, state) -> list[str]:
    return [a.key for a in LookaheadBot.best_actions(HeuristicBot(), game, state)]


def _played(game, games: int = 12):
    """The bots after ``games`` games of four heuristic bots (their kept lists)."""
    bots = make_bots(game, ["heuristic"], 4)
    for seed in range(games):
        state = game.setup(4, seed=seed, variants=("midnight-party",) if seed % 3 == 0 else ())
        for _ in playout(game, state, bots, random.Random(seed)):
            pass
    return bots


def test_kept_best_actions_are_those_made_afresh():
    game = rules.load_game("escape-from-the-hidden-castle")
    bots = _played(game)
    checked = 0
    for bot in bots:
        for state, best in list(bot._kept.items())[::5]:
            assert [a.key for a in best] == _fresh_best(game, state)
            checked += 1
    assert checked > 100


def test_a_position_differing_in_one_field_gets_its_own_best_actions():
    """For kept positions and each field the rating or the legal list reads, a value of that
    field from another kept position that changes the best actions is asked of the bot: it
    answers the mixed position's own list, not the kept one."""
    game = rules.load_game("escape-from-the-hidden-castle")
    bot = _played(game, 6)[0]
    positions = list(bot._kept)
    changed: set[str] = set()
    for state in positions[::7]:
        own = _fresh_best(game, state)
        done: set[str] = set()
        for name, mixed in one_field_mixes(state, positions[::3], done):
            try:
                expected = _fresh_best(game, mixed)
            except (IndexError, KeyError, ValueError, TypeError, AttributeError):
                continue
            if not expected or expected == own:
                continue
            bot.choose(game, state, random.Random(0))  # the position's own list, kept
            picked = bot.choose(game, mixed, random.Random(0)).key
            assert picked == random.Random(0).choice(expected), name
            changed.add(name)
            done.add(name)
    assert {"guests", "tasks", "hugo"} <= changed, changed
