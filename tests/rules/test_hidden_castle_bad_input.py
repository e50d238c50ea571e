"""Bad input gets a clear error that names what is wrong, and loses nothing.

What every game must refuse (setup arguments, text that is not a JSON object, another game's
save, a save marked as a player's view, keys that mean nothing) is checked once for every game
in tests/rules/test_contract_input.py; these are the Hidden Castle's own fields, board file,
key grammar and reachability laws."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re

import pytest

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
from rules.core.bots import random_playout
from rules.escape_from_the_hidden_castle import HiddenCastle
from rules.escape_from_the_hidden_castle.board import BOARD_FILE, load_board

try:  # imported as part of a package (tests/rules/__init__.py) or as a rootdir module
    from .hidden_castle_helpers import GAME, position
except ImportError:
    from hidden_castle_helpers import GAME, position


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


# ----- saved states --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("phase", "dancing", r"field 'phase': expected one of"),
        ("roll", 3, r"field 'roll': the die has no 3"),
        ("roll", 6, r"field 'roll': must be at most 5"),
        ("speed", 12, r"field 'speed': must be at most 7"),
        ("current", 7, r"field 'current': must be at most 2"),
        ("hugo", "room:ballroom", r"field 'hugo'"),
        ("hugo", "attic", r"field 'hugo': 'attic' is not a place"),
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
    # In words, never the key ("purple-1"): the colour and the number.
    assert caught.value.ruling.text == "There is no Purple guest 1 in this game."
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, f"move red-{state.per_player + 1} gallery:5")
    assert caught.value.ruling.rule == "hidden-castle.setup.guests"
    assert caught.value.ruling.text == f"There is no Red guest {state.per_player + 1} in this game."


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


def test_a_board_room_or_seat_without_a_name_in_the_catalogue_is_refused(tmp_path):
    """Names people read are messages (messages/en.ftl, by id): a room or a seat colour the
    catalogue cannot name is refused on loading, naming the field."""
    path = tmp_path / "board.toml"
    text = BOARD_FILE.read_text(encoding="utf-8")
    path.write_text(text.replace('id = "library"', 'id = "attic"'), encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'rooms\[0\]\.id': no name for it"):
        load_board(path)
    path.write_text(text.replace('colour = "purple"', 'colour = "mauve"'), encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'seats\[7\]\.colour': no name for it"):
        load_board(path)


def test_the_engine_runs_on_a_board_loaded_from_a_file(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace("spaces = 40", "spaces = 44")
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    game = HiddenCastle(load_board(path))
    state = game.setup(2)
    assert len(game.legal_actions(state)) == 44


# ----- saved positions the rules cannot reach ---------------------------------------------------
# A saved file is untrusted (the Files tab loads whatever it is given): it loads only if the rules
# could have produced it, so that bots and buttons never meet a position without a legal action.


def saved(state):
    """The JSON object of a position, ready to be tampered with."""
    return copy.deepcopy(GAME.to_json(state))


def refused(data, field, message=""):
    """``from_json`` refuses ``data`` with a ValueError naming ``field``."""
    with pytest.raises(ValueError, match=rf"field '{re.escape(field)}'.*{message}"):
        GAME.from_json(data)


def finished(variants=(), rulings=None, seed=2, players=3):
    """The last position of a seeded random game."""
    last = None
    for _, _, transition in random_playout(GAME, players, seed, variants, rulings or {}):
        last = transition.state
    assert last is not None and last.phase == "over"
    return last


def test_running_game_with_points_beyond_the_end_is_refused():
    data = saved(played())
    data["points"] = [1000, 10, 10]
    refused(data, "points[0]", "the game ends as soon as someone has 46")
    data["points"] = [46, 10, 10]
    refused(data, "points[0]")
    data["points"] = [45, 10, 10]
    assert GAME.from_json(data).points == (45, 10, 10)


def test_finished_game_with_more_points_than_one_action_adds_is_refused():
    """A running game stops at 45 at most; one action adds at most 10 for every guest of a
    seat (all of them caught onto the +10 step): 45 + 5 * 10 = 95 with 3 players."""
    state = finished()
    assert state.ended == "hidden-castle.end.points"
    data = saved(state)
    top = max(range(3), key=lambda s: state.points[s])
    data["points"][top] = 96
    refused(data, f"points[{top}]", "no single action adds more than 50 points to 45")
    data["points"][top] = 95
    assert GAME.from_json(data).points[top] == 95


def test_a_game_over_by_a_rule_that_ends_nothing_is_refused():
    data = saved(finished())
    data["ended"] = "hidden-castle.rooms.expel"
    refused(data, "ended", "hidden-castle.end.points, hidden-castle.end.speed")
    data["ended"] = ""
    refused(data, "ended")
    midnight = saved(finished(("midnight-party",)))
    midnight["ended"] = "hidden-castle.end.points"
    refused(midnight, "ended", "hidden-castle.midnight.rounds")


def test_a_game_over_by_points_needs_46():
    state = finished()
    data = saved(state)
    data["points"] = [45, 12, 30]
    refused(data, "ended", "46 or more")


def test_a_game_over_by_speed_needs_hugo_at_7_just_past_the_arrow():
    state = GAME.apply(position(hugo=38, speed=7), "roll ghost").state
    assert state.ended == "hidden-castle.end.speed" and state.hugo == 5
    assert GAME.from_json(saved(state)) == state
    data = saved(state)
    data["speed"] = 6
    refused(data, "speed", "at speed 7")
    data = saved(state)
    data["hugo"] = "gallery:11"
    refused(data, "hugo", "at most 6 more spaces")
    data = saved(state)
    data["rulings"]["speed-end"] = "stop-on-arrow"
    refused(data, "hugo", "Hugo on the arrow space")


def test_a_running_game_that_says_it_ended_is_refused():
    data = saved(played())
    data["ended"] = "hidden-castle.end.points"
    refused(data, "ended", "a running game")


def test_a_pending_roll_with_nothing_to_move_is_refused():
    """Midnight Party: a number with no guest in the gallery passes the turn at once, so a
    saved roll waiting for a move there would leave the bots without a legal action."""
    state = played_midnight()
    seat = state.current
    data = saved(state)
    gallery_guests = [g for g, loc in data["guests"].items() if loc.startswith("gallery:")]
    mine = [g for g in gallery_guests if GAME.board.colours.index(g.split("-")[0]) == seat]
    others = [g for g in gallery_guests if g not in mine]
    assert others, "another seat keeps the round going"
    cellar = 0
    for gid in mine:
        data["guests"][gid] = f"cellar:{cellar}"
        cellar += 1
    for gid, loc in data["guests"].items():  # captured guests fill the steps from the bottom
        if loc.startswith("cellar:") and gid not in mine:
            data["guests"][gid] = f"cellar:{cellar}"
            cellar += 1
    data["roll"], data["last_roll"] = 4, "4"
    refused(data, "roll", "passes the turn at once")
    data["roll"] = None
    loaded = GAME.from_json(data)  # waiting for the die instead: the die can be rolled
    assert GAME.legal_actions(loaded)


def played_midnight(actions=40, seed=4):
    """A Midnight Party position in round 1, during play."""
    state = GAME.setup(3, seed=seed, variants=("midnight-party",))
    rng = random.Random(seed)
    for _ in range(actions):
        if state.to_move == rules.CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state)).state
        else:
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
    assert state.phase == "play" and state.round == 1
    return state


def test_midnight_party_points_change_only_when_a_round_is_scored():
    data = saved(played_midnight())
    data["points"][1] = 11
    refused(data, "points[1]", "nothing is scored before round 1 ends")
    data["round"] = 2
    assert GAME.from_json(data).points[1] == 11
    data["points"][1] = 10 + 5 * 10 + 1  # one scored round gives at most 10 per guest
    refused(data, "points[1]", "1 scored round")


def test_midnight_party_over_before_the_third_round_or_with_guests_out_is_refused():
    state = finished(("midnight-party",))
    data = saved(state)
    data["round"] = 2
    refused(data, "round", "after round 3")
    data = saved(state)
    gid = next(g for g, loc in data["guests"].items() if loc.startswith("cellar:"))
    data["guests"][gid] = "gallery:17"
    refused(data, "guests", "nobody is left in the gallery")


def test_midnight_party_round_that_should_have_ended_is_refused():
    data = saved(played_midnight())
    for gid, loc in data["guests"].items():
        if loc.startswith("gallery:"):
            data["guests"][gid] = "cellar:0"
    refused(data, "guests", "the round would have ended")


def test_midnight_party_cellar_fills_from_the_bottom():
    data = saved(played_midnight())
    gid = next(g for g, loc in data["guests"].items() if loc.startswith("gallery:"))
    data["guests"][gid] = "cellar:8"
    data["hugo"] = data["hugo"] if data["hugo"].startswith("gallery:") else "gallery:30"
    refused(data, "guests", "fill the cellar steps from the bottom")


def test_midnight_party_speed_and_replacing_are_checked():
    data = saved(played_midnight())
    data["speed"] = 4
    refused(data, "speed", "fixed in Midnight Party")
    main = saved(played())
    main["phase"] = "replace"
    refused(main, "phase", "belongs to Midnight Party")


def midnight_replacing():
    """A Midnight Party position between rounds 1 and 2, guests waiting to come back."""
    for seed in range(30):
        for _, _, transition in random_playout(GAME, 3, seed, ("midnight-party",), {}):
            if transition.state.phase == "replace" and len(transition.state.queue) >= 2:
                return transition.state
    raise AssertionError("no random game reached the re-placing with two guests")


def test_midnight_party_replacing_order_and_starter_are_checked():
    state = midnight_replacing()
    assert GAME.from_json(saved(state)) == state
    data = saved(state)
    data["queue"] = list(reversed(data["queue"]))
    if data["queue"] != saved(state)["queue"]:
        refused(data, "queue", "bottom step first")
    data = saved(state)
    data["current"] = (state.current + 1) % state.players
    if state.points[data["current"]] != state.points[state.current]:
        refused(data, "queue", "the most points start")
    data = saved(state)
    data["hugo"] = "gallery:30"
    refused(data, "hugo", "bottom cellar step")


def test_rooms_and_cellar_stay_empty_while_hugo_is_below():
    state = GAME.setup(2, seed=3)
    while state.phase == "place":
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    state = GAME.apply(state, "roll 1").state
    data = saved(state)
    data["guests"]["red-1"] = "room:library"
    refused(data, "guests.red-1", "still in the cellar")
    data = saved(state)
    data["guests"]["red-1"] = "cellar:0"
    refused(data, "guests.red-1", "still in the cellar")
    data = saved(state)
    data["points"] = [12, 10]
    refused(data, "points[0]", "nothing is scored before Hugo is out")


@pytest.mark.parametrize(
    ("variants", "hugo", "reachable"),
    [
        ((), "door", True),
        ((), "cellar:2", True),
        ((), "cellar:8", True),
        ((), "cellar:0", False),
        ((), "cellar:4", False),
        (("midnight-party",), "cellar:0", True),
        (("midnight-party",), "cellar:6", True),
        (("midnight-party",), "cellar:5", False),
    ],
)
def test_hugo_stops_in_the_cellar_only_every_speed_steps(variants, hugo, reachable):
    """Hugo climbs 3 steps a move from the door (main game) or the bottom step (Midnight)."""
    state = GAME.setup(2, seed=3, variants=variants)
    while state.phase == "place":
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    data = saved(GAME.apply(state, "roll 1").state)
    data["hugo"] = hugo
    if reachable:
        assert GAME.from_json(data).hugo == GAME.from_json(data).hugo
    else:
        refused(data, "hugo", "Hugo never stops here")


def test_hugo_on_the_gallery_at_speed_3_needs_the_rulebook_reading():
    """Under the seed's reading climbing out of the cellar made Hugo 4."""
    data = saved(played())
    data["hugo"], data["speed"] = "gallery:30", 3
    for gid, loc in data["guests"].items():
        if loc == "gallery:30":
            data["guests"][gid] = "gallery:31"
    refused(data, "speed", "at least 4")
    data["rulings"]["first-exit-speed"] = "rulebook"
    assert GAME.from_json(data).speed == 3


def test_placement_phase_must_follow_the_round_robin():
    state = GAME.setup(3, seed=1)
    state = GAME.apply(state, "place gallery:5").state
    data = saved(state)
    data["queue"] = list(reversed(data["queue"]))
    refused(data, "queue", "one per player in turn")
    data = saved(state)
    data["points"] = [10, 10, 9]
    refused(data, "points[2]")
    data = saved(state)
    data["draws"], data["last_roll"] = 3, "4"
    refused(data, "draws", "nobody rolls during the placement")


def test_roll_bookkeeping_must_agree():
    data = saved(played())
    data["roll"], data["last_roll"] = 4, "ghost"
    refused(data, "last_roll", "the die shows 4")
    data = saved(played())
    data["draws"] = 0
    refused(data, "last_roll", "never rolled")


def test_a_position_made_in_code_with_tasks_of_no_moment_of_a_turn_is_refused():
    """The tasks of a position are those its phase implies: the guests to place, then the
    die; a number waiting for a move; nothing once over. ``check_position`` names the field."""
    state = played()
    for tasks, field in [
        ((("hugo",), ("turn-end",)), "tasks"),  # an automatic task never waits at the front
        ((("roll",),), "tasks"),  # a turn without its end
        ((("move", 3), ("turn-end",)), "roll"),  # the die has no 3
        ((("dance",),), "tasks"),
        ((("place", 0, 99), ("roll",), ("turn-end",)), "queue"),
        ((("place", 1, 0), ("roll",), ("turn-end",)), "tasks"),  # red-1 placed by Blue
    ]:
        with pytest.raises(StateError, match=rf"field '{field}'"):
            GAME.check_position(dataclasses.replace(state, tasks=tasks))
    waiting = dataclasses.replace(state, tasks=(("move", 4), ("turn-end",)), last_roll="4")
    GAME.check_position(waiting)


@pytest.mark.parametrize(
    "value",
    [None, [], {}, "x", 1.5, True, -1, 10**30, [1, 2], {"a": 1}],
)
@pytest.mark.parametrize(
    "field",
    [
        *("players", "seed", "draws", "phase", "current", "roll", "last_roll", "round"),
        *("hugo", "speed", "points", "guests", "queue", "ended", "rulings", "variants", "format"),
    ],
)
def test_any_json_value_in_any_field_is_a_value_error_or_a_playable_position(field, value):
    data = saved(played())
    data[field] = value
    try:
        state = GAME.from_json(data)
    except ValueError:
        return
    assert_playable(state)


def assert_playable(state):
    """What a loaded position must allow: it round-trips, it is over exactly when it has a
    result, it has a legal action while running, and every legal action applies."""
    assert GAME.from_json(GAME.to_json(state)) == state
    assert (state.phase == "over") == (GAME.result(state) is not None)
    actions = GAME.legal_actions(state)
    assert bool(actions) == (state.phase != "over")
    for action in actions:
        GAME.apply(state, action)


# ----- issue 43: counters within what a game reaches -----------------------------------------
@pytest.mark.parametrize("draws", [10**60, GAME.action_limit(3) + 1, -1])
def test_hidden_castle_turn_a_count_of_rolls_no_game_reaches_is_refused(draws):
    """Each draw is a roll of the die, one action: no more than a game's actions."""
    data = GAME.to_json(played())
    data["draws"] = draws
    with pytest.raises(StateError) as refused:
        GAME.from_json(data)
    assert refused.value.field == "draws"


# ----- a seat's view is no game to play on (issue 43) ----------------------------------------
#: A position saved in format 1, before saves said whose view they hold: still loads.
FORMAT_1_SAVE = {
    "game": "escape-from-the-hidden-castle",
    "format": 1,
    "players": 2,
    "variants": [],
    "rulings": {
        "expel-roll": "seed",
        "expelled-onto-hugo": "captured",
        "first-exit-speed": "seed",
        "green-room": "floor",
        "midnight-replace": "any-space",
        "midnight-room-exit": "allowed",
        "midnight-start": "10",
        "midnight-ties": "earlier-seat",
        "points-end": "finish-move",
        "speed-end": "finish-move",
        "ties": "share",
    },
    "seed": 5,
    "draws": 16,
    "phase": "play",
    "current": 0,
    "roll": None,
    "last_roll": "5",
    "round": 1,
    "hugo": "gallery:2",
    "speed": 4,
    "points": [20, 19],
    "guests": {
        "red-1": "gallery:3",
        "red-2": "room:portrait-gallery",
        "red-3": "cellar:0",
        "red-4": "gallery:21",
        "red-5": "gallery:12",
        "red-6": "gallery:16",
        "blue-1": "gallery:17",
        "blue-2": "cellar:1",
        "blue-3": "gallery:32",
        "blue-4": "gallery:4",
        "blue-5": "room:fireplace-room",
        "blue-6": "gallery:22",
    },
    "queue": [],
    "ended": "",
}


def test_a_save_of_format_1_still_loads_as_the_whole_game():
    """Saves made before the format said whose view they hold load as full positions, and
    are saved again in the current format."""
    state = GAME.from_json(json.dumps(FORMAT_1_SAVE))
    assert state.seed == 5 and state.viewer == -1
    assert state.points == (20, 19) and state.draws == 16
    again = GAME.to_json(state)
    assert again["format"] == 2 and again["viewer"] == -1
    assert GAME.from_json(json.dumps(again)) == state


def test_a_save_of_format_2_must_say_whose_view_it_holds():
    """From format 2 on a save names its ``viewer`` (-1: the whole game)."""
    data = saved(played())
    del data["viewer"]
    refused(data, "viewer", "missing")


def test_a_saved_view_holds_no_seed_and_is_refused_naming_the_viewer():
    """A seat's view, saved: no seed in the file; loading it is refused naming ``viewer``,
    and so is the same file edited to claim the whole game (it has no seed to roll with)."""
    seed = 987_654_321
    state = GAME.setup(3, seed=seed)
    for _ in range(12):
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    for seat in range(state.players):
        data = saved(GAME.view(state, seat))
        assert data["seed"] is None and data["viewer"] == seat
        assert str(seed) not in json.dumps(data)
        refused(json.dumps(data), "viewer", "one player's view")
        data["viewer"] = -1
        refused(json.dumps(data), "seed")


def test_a_view_is_no_position_to_play_on():
    """``check_position`` refuses a seat's view, naming ``viewer``, as it refuses a view
    that claims to be the whole game but holds no seed."""
    state = played()
    with pytest.raises(StateError, match="view") as caught:
        GAME.check_position(GAME.view(state, 1))
    assert caught.value.field == "viewer"
    with pytest.raises(StateError, match="view"):
        GAME.check_position(dataclasses.replace(state, seed=None))
    GAME.check_position(state)
