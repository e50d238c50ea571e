"""Bad saved data is refused with a ValueError naming the field; chance on a view says the
view holds no seed. What every game must refuse (setup arguments, saved views, keys) is
checked once for every game in tests/rules/test_contract_input.py."""

from __future__ import annotations

import json
import random

import pytest

from rules.core.errors import StateError

from .mushroom_eaters_helpers import GAME, index_of, table


def saved(**changes) -> dict:
    doc = GAME.to_json(table())
    doc.update(changes)
    return doc


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("intensity", [11, 5, 5, 5]),
        ("forward", [5, 1, 1, 1]),
        ("hands", [["9"], [], [], []]),
        ("mantras", ["F", "", "", ""]),
        ("hour", [0] * 9),
        ("pawn", 500),
        ("tasks", [["fly"]]),
        ("awakening", [70, 0, 0, 0]),
        ("placed", [[3, 0]]),
        ("on_path", [4, -1, -1, -1]),
        ("breathe", [1, 1, 1, 1]),
        ("ended", "maybe"),
    ],
)
def test_bad_fields_are_refused_naming_them(field, value):
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(saved(**{field: value})))
    assert field in str(refused.value)


def test_a_random_pick_at_chance_on_a_view_says_the_view_holds_no_seed():
    """Chance asked on a view is refused in every game (test_contract_input.py); an Eater's
    view says why, for a random pick too: it holds no seed."""
    state = table()
    while state.to_move != -1:
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    view = GAME.view(state, 0)
    with pytest.raises(ValueError, match="seed"):
        GAME.random_action(view, random.Random(1))


# ----- issue 43: the whole task list and the laws of a position ------------------------------
def at_a_fire() -> dict:
    """A save at a Fire: three Eaters still to play a card there, then the turn passes."""
    doc = saved(pawn=3, experienced=[0, 1, 2, 3], lander=0)
    doc["tasks"] = [["fire", 1], ["fire", 2], ["fire", 3], ["next"]]
    GAME.from_json(json.dumps(doc))  # a position the rules reach
    return doc


def refused_field(doc: dict) -> str:
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(doc))
    return refused.value.field


@pytest.mark.parametrize(
    "task",
    [
        ["series-next"],  # the example: no space named
        ["gain", 1, "gold:1"],
        ["gain", 1],
        ["fire", 7],
        ["env", 1, 99],
        ["track", 1, 2, 0],
        ["talk", 1, 0, [], [1, 1]],
        ["draw-pp", 1, 5],
        ["roll", 5, []],
    ],
)
def test_mushroom_eaters_turn_flow_every_task_of_the_list_is_well_formed(task):
    """A malformed task deep in the list is refused when the file is read, naming it, not
    when the task comes to run actions later."""
    doc = at_a_fire()
    doc["tasks"].insert(2, task)
    assert refused_field(doc) == "tasks[2]"


@pytest.mark.parametrize(
    "tasks",
    [
        [["fire", 1], ["fire", 2]],  # the turn never passes
        [["fire", 1], ["next"], ["fire", 2], ["next"]],  # it passes twice
        [["fire", 1], ["turn"], ["next"]],  # a card played in the middle of a Fire
        [["fire", 1], ["talk2", 1, 2], ["next"]],  # the two-player Talking row at four
        [["fire", 1], ["series", 0], ["next"]],  # a Must Do series waiting mid-turn
        [["fire", 1], ["env-end", 0], ["env-end", 1], ["next"]],  # two Environment cards
    ],
)
def test_mushroom_eaters_turn_flow_the_list_is_in_an_order_the_turn_makes(tasks):
    doc = at_a_fire()
    doc["tasks"] = tasks
    assert refused_field(doc) == "tasks"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"ended": "end", "tasks": []}, "ended"),  # over before the last space
        ({"jelly": True}, "jelly"),  # the Jelly Space far ahead of the pawn
        ({"specials": [True, False, False, False]}, "specials"),  # before the Jelly Space
        ({"talk_out": [2]}, "talk_out"),  # a Talking card out with no conversation
        ({"talk_out": [2], "share_discard": [2]}, "talk_out"),  # one card in two places
        ({"talk_row": [1, 2]}, "talk_row"),  # the two-player row at four
    ],
)
def test_mushroom_eaters_score_and_path_a_save_says_what_the_position_is(changes, field):
    """What a save says of its moment (over, the Jelly Space reached, cards out) must be
    what the rest of the position shows."""
    doc = at_a_fire()
    doc.update(changes)
    assert refused_field(doc) == field


def test_mushroom_eaters_path_each_octagon_locks_a_space_of_its_own():
    doc = at_a_fire()
    pp = index_of("pp")
    doc.update(on_path=[0, 1, -1, -1], path_pos=[0, 0, -1, -1], pp_drawn=[0, 1])
    doc.update(path_space=[pp, pp, -1, -1])
    assert refused_field(doc) == "path_space"


def test_mushroom_eaters_a_view_is_no_position_to_check_as_a_game():
    """check_position refuses an Eater's view naming the viewer (it holds no seed)."""
    state = table()
    for seat in range(state.players):
        with pytest.raises(StateError) as refused:
            GAME.check_position(GAME.view(state, seat))
        assert refused.value.field == "viewer"
