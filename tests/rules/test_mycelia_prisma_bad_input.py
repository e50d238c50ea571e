"""Saved Mycelia: Prisma positions that are broken are refused with a ValueError naming the
field; keys its grammar cannot read are a ValueError. What every game must refuse (setup
arguments, saved views, chance on a view) is checked in tests/rules/test_contract_input.py."""

from __future__ import annotations

import pytest

import rules
from tests.rules.mycelia_prisma_helpers import refused

GAME = rules.load_game("mycelia-prisma")


def saved(players: int = 2) -> dict:
    state = GAME.setup(players, seed=3)
    while state.to_move == rules.CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    return GAME.to_json(state)


def test_a_card_too_many_is_refused():
    doc = saved()
    doc["hands"][0].append(doc["hands"][0][0])
    doc["hands"][0].sort()
    refused(doc, "hands")


def test_two_mushrooms_on_one_space_are_refused():
    doc = saved(4)
    doc["mushrooms"] = [3, 3, 0, 0]
    refused(doc, "mushrooms")


def test_a_mushroom_on_a_blocked_space_is_refused():
    doc = saved(2)
    doc["mushrooms"] = [1, 0]
    refused(doc, "mushrooms")


def test_five_action_cards_are_refused():
    doc = saved()
    doc["actions"][0] = ["a", "b", "f", "f", "g"]
    doc["pool"] = [0, 1]
    refused(doc, "actions")


def test_an_unknown_task_and_bad_task_arguments_are_refused():
    doc = saved()
    doc["tasks"] = [["fly"]]
    refused(doc, "tasks[0]")
    doc["tasks"] = [["remove", "lava", 0, 0, 1], ["turn"]]
    refused(doc, "tasks[0]")
    doc["tasks"] = [["bonus", 7, 1], ["turn"]]
    refused(doc, "tasks[0]")


def test_a_draw_from_an_empty_pile_is_refused():
    doc = saved()
    doc["tasks"] = [["draw", 0], ["turn"]]
    doc["decks"][0] = []
    doc["discards"][0] = []
    refused(doc, "")  # the cards or the tasks: either names its field


def test_drops_out_of_range_and_a_short_board_are_refused():
    doc = saved()
    doc["dew"][0][0] = -1
    refused(doc, "dew[0]")
    doc = saved()
    doc["prism"][1] = doc["prism"][1][:19]
    refused(doc, "prism[1]")


@pytest.mark.parametrize(
    "key", ["", "play-", "move-1-2", "move-1-99-d", "remove-3-x", "gw-x", "die-7"]
)
def test_keys_that_mean_nothing_are_a_value_error(key):
    with pytest.raises(ValueError):
        GAME.parse_action(key)


def test_a_drop_on_the_shrine_field_is_refused():
    """A drop moved onto the shrine field leaves the board (base.move): none rests there.
    Found by the saved-position fuzz test, whose mutated file then failed to describe."""
    doc = saved()
    field = GAME.board.shrine_field
    doc["dew"][1][field] = 1
    doc["dew_supply"] -= 1  # the dewdrops stay conserved: only the shrine field is wrong
    refused(doc, "dew[1]")


def test_a_draw_without_the_hand_it_fills_is_refused():
    """Found by the saved-position fuzz test: a draw whose fill task was cut from the list."""
    doc = saved()
    doc["tasks"] = [["draw", 0], ["end"]]
    refused(doc, "tasks[0]")
