"""Daybreak's heuristic bot keeps parts of its ratings and the rules keep each stack's tag
counts (issue "The Lab at a thousand games in seconds"): what is kept must be invisible, the
same numbers as worked out afresh."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import rules
from rules.core.bots import make_bots, playout
from rules.daybreak.bots import HeuristicBot

GAME = rules.load_game("daybreak")
OTHER_READINGS = {"global-keep": "one-or-none", "crisis-count": "every-band", "most-tie": "all"}


def decisions(seeds):
    """Every position a heuristic bot decided in, in heuristic games of 1 to 4 players."""
    for seed in seeds:
        players = 1 + seed % 4
        rulings = OTHER_READINGS if seed % 2 else {}
        state = GAME.setup(players, seed=seed, rulings=rulings)
        bots = make_bots(GAME, ["heuristic"], players)
        for before, _, _ in playout(GAME, state, bots, random.Random(seed)):
            if before.to_move is not None and before.to_move >= 0:
                yield GAME.view(before, before.to_move)


def test_daybreak_the_bots_kept_ratings_are_the_ratings_worked_out_afresh():
    """One bot rates every candidate of every decision (its kept parts met again and again);
    a new bot, which has kept nothing, rates each the same, to the last bit."""
    kept = HeuristicBot()
    rated = 0
    for state in decisions(range(6)):
        me = state.to_move
        for action in GAME.legal_actions(state):
            after = GAME.apply(state, action, explain=False).state
            assert kept.value(GAME, after, me) == HeuristicBot().value(GAME, after, me), action.key
            rated += 1
    assert rated > 2000


def test_daybreak_a_stacks_tag_counts_are_its_tags_counted():
    seen = 0
    for state in decisions(range(2)):
        for seat_stacks in state.stacks:
            for stack in seat_stacks:
                assert GAME.stack_tag_counts(stack) == Counter(GAME.stack_tags(stack))
                seen += 1
    assert seen > 100


def test_daybreak_a_seats_view_is_the_position_without_the_seed_seen_by_that_seat():
    """The view every bot decision is taken from, built the fast way, is the position with
    only its seed dropped and its seat set."""
    seen = 0
    for seed in range(3):
        state = GAME.setup(1 + seed, seed=seed)
        rng = random.Random(seed)
        while GAME.result(state) is None and seen < 300:
            if state.to_move is not None and state.to_move >= 0:
                view = GAME.view(state, state.to_move)
                assert type(view) is type(state)
                assert view == replace(state, seed=None, viewer=state.to_move)
                seen += 1
            state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state
    assert seen > 100
