"""A seat's view of the Hidden Castle (issue 47 builds it field by field for the bots): the
whole position with no seed, as that seat, and nothing else changed."""

from __future__ import annotations

import dataclasses

import rules
from rules.core.bots import random_playout
from tests.rules.kept_check import (
    assert_a_field_left_out_is_found,
    assert_each_field_gets_its_own,
    assert_legal_lists_do_not_depend_on_order,
)


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


def test_legal_lists_do_not_depend_on_the_positions_asked_before():
    """The guests' moves are kept for the last position asked about (issue 47): asked in any
    order, for a view or the whole position, every list is the one made afresh."""
    game = rules.load_game("escape-from-the-hidden-castle")
    states = [
        state
        for players, seed, variants in ((4, 1, ()), (3, 2, ("midnight-party",)))
        for state, _, _ in random_playout(game, players, seed, variants, explain=False)
        if state.to_move is not None and state.to_move >= 0
    ]
    assert_legal_lists_do_not_depend_on_order(game, states)


def _move_decisions(game):
    return [
        s
        for players, seed, variants in ((4, 0, ()), (4, 1, ()), (3, 2, ("midnight-party",)))
        for s, _, _ in random_playout(game, players, seed, variants, explain=False)
        if s.tasks and s.tasks[0][0] == "move"
    ]


#: The fields whose change the check below must have tried at least.
REQUIRED = {"guests", "tasks", "current"}


def test_a_position_differing_in_one_field_gets_its_own_moves():
    """Whichever field a position differs in from the one asked before, its guests' moves
    are its own (tests/rules/kept_check.py)."""
    game = rules.load_game("escape-from-the-hidden-castle")
    listed = type(game)._reachable
    assert_each_field_gets_its_own(game, listed, _move_decisions(game), REQUIRED, 4, 3)


def test_the_check_finds_a_field_left_out_of_the_kept_moves():
    """Kept without one of those fields, the same check fails."""
    game = rules.load_game("escape-from-the-hidden-castle")
    listed = type(game)._reachable
    assert_a_field_left_out_is_found(game, listed, _move_decisions(game), REQUIRED, 4, 3)
