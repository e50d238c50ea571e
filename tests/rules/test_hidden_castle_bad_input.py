"""Bad input gets a clear error that names what is wrong, and loses nothing."""

from __future__ import annotations

import copy
import json
import random

import pytest

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
from rules.escape_from_the_hidden_castle import HiddenCastle
from rules.escape_from_the_hidden_castle.board import BOARD_FILE, load_board

GAME = rules.load_game("escape-from-the-hidden-castle")


def played(players=3, actions=30, seed=4):
    """A position some way into a random game (placement done, play going on)."""
    state = GAME.setup(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.to_move == rules.CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state)).state
        else:
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
    assert state.phase == "play"
    return state


# ----- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 9, 0, -2])
def test_setup_refuses_player_counts_outside_2_to_8(players):
    with pytest.raises(ValueError, match=r"2 to 8 players; .* asked for"):
        GAME.setup(players)


def test_setup_refuses_a_player_count_that_is_not_a_number():
    with pytest.raises(ValueError, match="whole number"):
        GAME.setup("3")  # type: ignore[arg-type]


def test_setup_refuses_an_unknown_variant_and_names_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown variant 'speedy'.*midnight-party"):
        GAME.setup(3, variants=["speedy"])


def test_setup_refuses_an_unknown_ruling_name():
    with pytest.raises(ValueError, match=r"unknown ruling 'tie'.*ties"):
        GAME.setup(3, rulings={"tie": "share"})


def test_setup_refuses_an_unknown_ruling_value_and_lists_the_choices():
    with pytest.raises(ValueError, match=r"ruling 'ties' cannot be 'coin'.*share, none"):
        GAME.setup(3, rulings={"ties": "coin"})


def test_setup_refuses_a_negative_seed():
    with pytest.raises(ValueError, match="seed"):
        GAME.setup(3, seed=-1)


# ----- saved states --------------------------------------------------------------------------
def test_malformed_json_text_is_refused():
    with pytest.raises(StateError, match="not valid JSON"):
        GAME.from_json("{not json")


def test_json_that_is_not_an_object_is_refused():
    with pytest.raises(StateError, match="expected a JSON object"):
        GAME.from_json("[1, 2]")


def test_a_state_of_another_game_is_refused():
    data = GAME.to_json(played())
    data["game"] = "oasis"
    with pytest.raises(StateError, match=r"field 'game'.*'oasis'"):
        GAME.from_json(data)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("players", 9, r"field 'players': must be at most 8"),
        ("players", "three", r"field 'players': expected a whole number"),
        ("seed", -5, r"field 'seed': must be at least 0"),
        ("phase", "dancing", r"field 'phase': expected one of"),
        ("roll", 3, r"field 'roll': the die has no 3"),
        ("roll", 6, r"field 'roll': must be at most 5"),
        ("speed", 12, r"field 'speed': must be at most 7"),
        ("current", 7, r"field 'current': must be at most 2"),
        ("hugo", "room:ballroom", r"field 'hugo'"),
        ("hugo", "attic", r"field 'hugo': 'attic' is not a place"),
        ("variants", ["speedy"], r"field 'variants': unknown variant"),
        ("rulings", {"ties": "coin"}, r"field 'rulings': ruling 'ties' cannot be 'coin'"),
        ("format", 2, r"field 'format'"),
    ],
)
def test_a_tampered_field_is_named(field, value, message):
    data = GAME.to_json(played())
    data[field] = value
    with pytest.raises(StateError, match=message):
        GAME.from_json(data)


def test_a_missing_field_is_named():
    data = GAME.to_json(played())
    del data["points"]
    with pytest.raises(StateError, match=r"field 'points': missing"):
        GAME.from_json(data)


def test_negative_points_are_refused():
    data = GAME.to_json(played())
    data["points"][1] = -4
    with pytest.raises(StateError, match=r"field 'points\[1\]': must be at least 0"):
        GAME.from_json(data)


def test_two_guests_in_one_room_are_refused():
    data = GAME.to_json(played())
    data["guests"]["red-1"] = "room:ballroom"
    data["guests"]["blue-1"] = "room:ballroom"
    with pytest.raises(StateError, match=r"field 'guests\.blue-1': shares room:ballroom"):
        GAME.from_json(data)


def test_an_unknown_guest_is_refused():
    data = GAME.to_json(played())
    data["guests"]["purple-9"] = "gallery:3"
    with pytest.raises(StateError, match=r"field 'guests\.purple-9': no such guest"):
        GAME.from_json(data)


def test_a_missing_guest_is_refused():
    data = GAME.to_json(played())
    del data["guests"]["blue-2"]
    with pytest.raises(StateError, match=r"field 'guests\.blue-2': missing"):
        GAME.from_json(data)


def test_a_guest_left_standing_on_hugo_is_refused():
    state = played()
    data = GAME.to_json(state)
    data["hugo"] = "gallery:5"
    data["guests"]["red-1"] = "gallery:5"
    with pytest.raises(StateError, match=r"guests\.red-1.*Hugo's space"):
        GAME.from_json(data)


def test_loading_a_broken_state_leaves_the_current_one_alone():
    state = played()
    before = GAME.to_json(state)
    broken = copy.deepcopy(before)
    broken["points"] = "lots"
    with pytest.raises(StateError):
        GAME.from_json(broken)
    assert GAME.to_json(state) == before
    assert GAME.from_json(json.dumps(before)) == state


# ----- action keys ---------------------------------------------------------------------------
def test_a_key_that_means_nothing_is_refused_with_the_key_forms():
    state = played()
    with pytest.raises(ValueError, match=r"'jump 4' is not understood"):
        GAME.action_from_key(state, "jump 4")


def test_a_key_naming_no_such_room_is_refused():
    with pytest.raises(ValueError, match=r"there is no room 'attic'"):
        GAME.parse_action("move red-1 room:attic")


def test_a_key_from_the_placement_phase_is_refused_during_play():
    state = played()
    assert state.phase == "play"
    with pytest.raises(IllegalAction) as caught:
        GAME.action_from_key(state, "place gallery:3")
    assert caught.value.ruling.rule == "hidden-castle.setup.placement"
    assert "already on the board" in str(caught.value)


def test_a_move_key_from_another_position_is_refused_and_names_the_rule():
    state = GAME.setup(2, seed=9)
    # Keys that were legal in some other game: a roll while guests are still being placed.
    with pytest.raises(IllegalAction) as caught:
        GAME.action_from_key(state, "roll 4")
    assert caught.value.ruling.rule == "hidden-castle.setup.placement"
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, "move red-1 gallery:5")
    assert caught.value.ruling.rule in GAME.rulebook


def test_a_guest_of_a_seat_not_in_the_game_is_refused():
    state = played(players=2)
    while state.to_move == rules.CHANCE or state.roll is None:
        state = GAME.apply(state, "roll 4").state
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, "move purple-1 gallery:5")
    assert caught.value.ruling.rule == "hidden-castle.setup.guests"
    assert "no guest purple-1" in caught.value.ruling.text


# ----- data files ----------------------------------------------------------------------------
def test_a_broken_board_file_is_refused_naming_file_and_field(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace('shield = "green"', 'shield = "gold"', 1)
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"board\.toml: field 'rooms\[5\]\.shield'"):
        load_board(path)


def test_a_board_file_with_a_door_off_the_gallery_is_refused(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace("door = 35", "door = 77")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'rooms\[8\]\.door': must be a gallery space"):
        load_board(path)


def test_a_board_file_that_is_not_toml_is_refused(tmp_path):
    path = tmp_path / "board.toml"
    path.write_text("this is [not toml", encoding="utf-8")
    with pytest.raises(DataError, match=r"board\.toml: field '\(syntax\)'"):
        load_board(path)


def test_a_board_with_a_missing_field_is_refused(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace("end_points = 46\n", "")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'rules\.end_points': missing"):
        load_board(path)


def test_the_engine_runs_on_a_board_loaded_from_a_file(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace("spaces = 40", "spaces = 44")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    game = HiddenCastle(load_board(path))
    state = game.setup(2)
    assert len(game.legal_actions(state)) == 44
