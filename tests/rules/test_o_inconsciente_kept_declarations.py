"""O Inconsciente's declarations (the longest list of moves in the game) are kept for the last
position asked about (issue 47: a bot decides on its seat's view, then its choice is looked up
in the whole position): a position differing in any field they read gets its own list."""

from __future__ import annotations

import rules
from rules.core.bots import random_playout
from tests.rules.kept_check import (
    assert_a_field_left_out_is_found,
    assert_each_field_gets_its_own,
    assert_legal_lists_do_not_depend_on_order,
)

GAME = rules.load_game("o-inconsciente")


def _turns():
    """The turn decisions of seeded random games at 2 and 4 players."""
    return [
        state
        for players, seed in ((2, 1), (4, 2))
        for state, _, _ in random_playout(GAME, players, seed, explain=False)
        if state.tasks and state.tasks[0][0] == "turn"
    ]


#: The fields whose change the check below must have tried at least: every field kept.
REQUIRED = {"current", "table", "ideas", "brilliant"}


def test_legal_lists_do_not_depend_on_the_positions_asked_before():
    assert_legal_lists_do_not_depend_on_order(GAME, _turns()[::9])


def test_a_position_differing_in_one_field_gets_its_own_declarations():
    listed = type(GAME)._declare_options
    assert_each_field_gets_its_own(GAME, listed, _turns()[::4], REQUIRED, 5, 3)


def test_the_check_finds_a_field_left_out_of_the_kept_declarations():
    """Kept without one of those fields, the same check fails."""
    listed = type(GAME)._declare_options
    assert_a_field_left_out_is_found(GAME, listed, _turns()[::4], REQUIRED, 5, 3)
