"""Oasis on the declared-move core (issue 45): what the port relies on beyond the shared
contract tests.

A card of a Recycle, Equip, Travel or Recruit answers the mandatory action only to be refused
there until its action is named, so the legal list skips those moves at the mandatory action
(engine.py); these tests hold that nothing legal is lost that way, and that every key the game
lists reads back as the same move, label and kind.
"""

from __future__ import annotations

import random

import pytest

import rules
from rules.core.messages import Msg
from rules.oasis.moves import NAMED_FIRST

GAME = rules.load_game("oasis")
NAMED = ("recycle", "equip", "travel", "recruit")


def positions(seeds=range(6)):
    """Every position of random games, 2 to 4 scouts, some with the other readings."""
    for seed in seeds:
        rulings = {"travel-minimum": "none", "companion-deck": "reshuffle"} if seed % 2 else {}
        state, rng = GAME.setup(2 + seed % 3, seed=seed, rulings=rulings), random.Random(seed)
        while GAME.result(state) is None:
            yield state
            state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state


def test_oasis_named_first_moves_answer_the_mandatory_action_only_with_a_refusal():
    assert all("action" in move.tasks for move in NAMED_FIRST)
    assert not set(NAMED_FIRST) & set(GAME._moves_at["action"])
    asked = 0
    for state in positions():
        if state.task != ("action",):
            continue
        for action in GAME.legal_actions(state):
            if action.key not in NAMED:
                continue
            named = GAME.apply(state, action, explain=False).state
            if named.task[:1] != (action.key,):  # a Travel of no card is over at once
                continue
            for follow in GAME.legal_actions(named):
                if GAME.read_key(follow.key)[0] not in NAMED_FIRST:  # "stop travel"
                    continue
                ruling = GAME.why_illegal(state, follow.key)
                assert ruling is not None and ruling.rule == "oasis.action", follow.key
                assert isinstance(ruling.message, Msg)
                assert ruling.message.id == "oasis-refuse-name-first"
                asked += 1
    assert asked > 100


@pytest.mark.parametrize("seed", range(3))
def test_oasis_every_listed_key_reads_back_as_the_same_move(seed):
    for state in positions([seed]):
        for action in GAME.legal_actions(state):
            again = GAME.parse_action(action.key)
            assert (again.key, again.kind, again.label) == (action.key, action.kind, action.label)
            move, _ = GAME.read_key(action.key)
            assert move.kind == action.kind
