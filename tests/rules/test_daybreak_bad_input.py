"""Daybreak's saved positions are untrusted: each broken file is refused naming its field."""

from __future__ import annotations

import json

import pytest

from rules.core import StateError

from .daybreak_helpers import GAME, at_local, finished


def saved(players=4):
    return GAME.to_json(at_local(players=players))


def refused(doc) -> StateError:
    with pytest.raises(StateError) as caught:
        GAME.from_json(json.dumps(doc))
    return caught.value


def test_a_real_save_loads():
    doc = saved()
    assert GAME.to_json(GAME.from_json(json.dumps(doc))) == doc


def test_a_card_in_two_places_is_refused():
    doc = saved()
    doc["discard"] = [doc["players_state"][0]["stacks"][0]["cards"][0]]
    assert refused(doc).field == "deck"


def test_an_unknown_card_is_refused_naming_the_field():
    doc = saved()
    doc["deck"][0] = "not-a-card"
    assert "deck" in refused(doc).field


def test_carbon_that_is_not_conserved_is_refused():
    doc = saved()
    doc["thermometer"] = 7
    assert refused(doc).field == "emitted"


def test_a_full_row_is_a_band_not_cubes():
    doc = saved(players=2)
    doc["thermometer"], doc["emitted"] = 10, doc["emitted"] + 10
    assert refused(doc).field == "thermometer"


def test_the_wrong_powers_for_the_player_count_are_refused():
    doc = saved(players=2)
    doc["players_state"][0]["power"] = "europe"
    assert refused(doc).field == "players_state"


def test_a_sixth_stack_is_refused():
    doc = saved()
    stacks = doc["players_state"][0]["stacks"]
    stacks.append({"cards": [doc["deck"].pop()], "tucked": []})
    assert refused(doc).field == "players_state[0].stacks"


def test_a_task_that_is_not_daybreaks_is_refused():
    doc = saved()
    doc["tasks"][0] = ["fly", 0]
    assert refused(doc).field == "tasks[0]"
    doc["tasks"][0] = ["local", 9]
    assert refused(doc).field == "tasks[0][1]"
    doc["tasks"] = [["emissions"]]  # an automatic task never waits: not a Local stage's list
    assert refused(doc).field == "tasks"


def test_twelve_communities_in_a_running_game_are_refused():
    doc = saved()
    doc["players_state"][1]["communities"] = 12
    assert refused(doc).field == "players_state"


def test_a_finished_game_with_tasks_left_is_refused():
    doc = GAME.to_json(finished())
    doc["tasks"] = [["round"]]
    assert refused(doc).field == "tasks"


def test_more_uses_than_a_card_allows_are_refused():
    doc = saved()
    first = doc["players_state"][0]["stacks"][0]["cards"][0]
    doc["players_state"][0]["used"] = {first: 5}
    assert refused(doc).field == "players_state[0].used"


def test_a_token_beyond_its_track_is_refused():
    doc = saved()
    doc["tokens"]["weather"] = 9
    assert refused(doc).field == "tokens.weather"
