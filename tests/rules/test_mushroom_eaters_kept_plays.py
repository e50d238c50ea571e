"""The Mood card plays are kept for the last position asked about (issue 47): a bot lists them
on its seat's view and the core looks its choice up in the whole position."""

from __future__ import annotations

import rules
from rules.core.bots import random_playout
from tests.rules.kept_check import (
    assert_a_field_left_out_is_found,
    assert_each_field_gets_its_own,
    assert_legal_lists_do_not_depend_on_order,
)


def test_legal_lists_do_not_depend_on_the_positions_asked_before():
    """Asked in any order, for a view or the whole position, every list is the one made
    afresh."""
    game = rules.load_game("mushroom-eaters")
    states = [
        state
        for players, seed, variants in ((4, 1, ()), (3, 2, ("easier",)), (2, 5, ()))
        for state, _, _ in random_playout(game, players, seed, variants, explain=False)
        if state.to_move is not None and state.to_move >= 0
    ]
    assert_legal_lists_do_not_depend_on_order(game, states)


def _turns(game):
    return [
        s
        for seed in range(3)
        for s, _, _ in random_playout(game, 4, seed, explain=False)
        if s.tasks and s.tasks[0][0] == "turn"
    ]


#: The fields whose change the check below must have tried at least.
REQUIRED = {"hands", "pawn", "forward", "current"}


def test_a_position_differing_in_one_field_gets_its_own_plays():
    """Whichever field a position differs in from the one asked before, its plays are its
    own (tests/rules/kept_check.py)."""
    game = rules.load_game("mushroom-eaters")
    assert_each_field_gets_its_own(game, type(game).plays, _turns(game), REQUIRED, 6, 5)


def test_the_check_finds_a_field_left_out_of_the_kept_plays():
    """Kept without one of those fields, the same check fails."""
    game = rules.load_game("mushroom-eaters")
    assert_a_field_left_out_is_found(game, type(game).plays, _turns(game), REQUIRED, 6, 5)
