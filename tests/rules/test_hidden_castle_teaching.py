"""Scenarios and the teaching hooks the explorer relies on."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import rules
from rules.core import DataError
from rules.core.scenarios import load_scenarios
from rules.core.tutorials import load_tutorial, transcript
from rules.escape_from_the_hidden_castle.engine import SCENARIOS_FILE, TUTORIAL_FILE

R = "hidden-castle."

GAME = rules.load_game("escape-from-the-hidden-castle")


def scenario(sid):
    return next(s for s in GAME.scenarios if s.id == sid)


def test_at_least_three_scenarios_each_citing_a_rule_with_a_legal_goal():
    assert len(GAME.scenarios) >= 3
    for sc in GAME.scenarios:
        assert sc.rule in GAME.rulebook
        legal = {a.key for a in GAME.legal_actions(sc.state)}
        assert sc.goal and set(sc.goal) <= legal
        assert sc.task


def test_scenario_double_capture_puts_two_guests_on_one_step():
    sc = scenario("double-capture")
    after = GAME.apply(sc.state, "roll ghost")
    rules_fired = [s.rule for s in after.steps]
    assert "hidden-castle.hugo.group" in rules_fired
    red1, blue1 = 0, 5  # 3 players, 5 guests each
    assert after.state.guests[red1] == after.state.guests[blue1]


def test_scenario_last_lap_stops_shows_ruling_speed_end():
    """Issue 48: a scenario written as a setup and moves reaches Hugo's last lap under the
    other reading of ruling speed-end, so the example search finds that ruling firing."""
    sc = next(s for s in GAME.scenarios if s.id == "last-lap-stops")
    assert (sc.state.hugo, sc.state.speed) == (39, 7)
    after = GAME.apply(sc.state, "roll ghost")
    assert "hidden-castle.ruling.speed-end" in [s.rule for s in after.steps]
    assert after.state.hugo == 0 and after.state.ended == "hidden-castle.end.speed"


def test_candidates_offer_a_guest_and_a_room_this_game_lacks():
    """Issue 48: the tempting moves include a guest one past this game's count
    (hidden-castle.setup.guests) and a room only the other side has (hidden-castle.data.board),
    so the example search finds both refusals."""
    try:  # as in test_hidden_castle_rules: a package import, or a rootdir module
        from .hidden_castle_helpers import position
    except ImportError:
        from hidden_castle_helpers import position

    for side in ("main", "midnight"):
        state = position(side=side, guests={"red-1": 4}, roll=2)
        refused = {GAME.why_illegal(state, a.key) for a in GAME.candidate_actions(state)}
        rules_refusing = {r.rule for r in refused if r is not None}
        assert {"hidden-castle.setup.guests", "hidden-castle.data.board"} <= rules_refusing


def test_scenario_occupied_room_expels_and_needs_the_exact_count():
    sc = scenario("occupied-room")
    after = GAME.apply(sc.state, "move red-1 room:fireplace-room").state
    assert after.guests[6] == 12  # blue-1 thrown out to the door space
    import dataclasses

    three = dataclasses.replace(sc.state, tasks=(("move", 3), *sc.state.tasks[1:]))
    assert GAME.why_illegal(three, "move red-1 room:fireplace-room").rule == (
        "hidden-castle.rooms.exact"
    )


def test_scenario_ballroom_only_the_exact_guest_gets_in():
    sc = scenario("ballroom-exact")
    assert GAME.why_illegal(sc.state, "move red-2 room:ballroom").rule == (
        "hidden-castle.rooms.exact"
    )
    after = GAME.apply(sc.state, "move red-1 room:ballroom").state
    assert after.points[0] == sc.state.points[0] - 3


def test_a_broken_scenario_file_names_file_and_field(tmp_path: Path):
    text = SCENARIOS_FILE.read_text(encoding="utf-8").replace('"speed": 4', '"speed": 99', 1)
    path = tmp_path / "scenarios.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"scenarios\.toml: field 'scenario\[0\]\.position\.speed'"):
        load_scenarios(path, GAME)


def test_a_scenario_goal_that_is_not_legal_is_refused(tmp_path: Path):
    text = SCENARIOS_FILE.read_text(encoding="utf-8").replace(
        'goal = ["roll ghost"]', 'goal = ["roll 3"]'
    )
    path = tmp_path / "scenarios.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'scenario\[0\]\.goal'"):
        load_scenarios(path, GAME)


def test_clicks_compose_actions_legal_or_not():
    sc = scenario("ballroom-exact")
    assert GAME.action_for(sc.state, ("guest:red-1",)) is None
    action = GAME.action_for(sc.state, ("guest:red-1", "room:ballroom"))
    assert action is not None and action.key == "move red-1 room:ballroom"
    wrong = GAME.action_for(sc.state, ("guest:red-2", "room:ballroom"))
    assert wrong is not None and GAME.why_illegal(sc.state, wrong) is not None
    placing = GAME.setup(2)
    assert GAME.action_for(placing, ("gallery:7",)).key == "place gallery:7"


def test_candidate_actions_include_tempting_illegal_moves_after_the_legal_ones():
    sc = scenario("ballroom-exact")
    candidates = [a.key for a in GAME.candidate_actions(sc.state)]
    legal = [a.key for a in GAME.legal_actions(sc.state)]
    assert candidates[: len(legal)] == legal
    assert "move red-2 room:ballroom" in candidates[len(legal) :]


def test_outcome_summaries_describe_consequences_and_differ_between_speeds():
    sc = scenario("double-capture")
    summary = GAME.summarize_outcome(sc.state, GAME.apply(sc.state, "roll ghost"))
    assert "captured" in summary and "+10" in summary
    foils = {
        GAME.summarize_outcome(v, GAME.apply(v, "roll ghost"))
        for v in GAME.quiz_variants(sc.state, GAME.parse_action("roll ghost"))
    }
    assert summary not in foils and len(foils) >= 2


def test_placement_offers_the_taken_spaces_as_refused_candidates():
    """hidden-castle.setup.placement: with "show moves the rules forbid" on, a taken space is
    listed after the free ones, and its why-not names the placement rule."""
    state = GAME.setup(3, seed=1)
    state = GAME.apply(state, "place gallery:5").state
    state = GAME.apply(state, "place gallery:9").state
    keys = [a.key for a in GAME.candidate_actions(state)]
    legal = [a.key for a in GAME.legal_actions(state)]
    assert keys[: len(legal)] == legal
    assert keys[len(legal) :] == ["place gallery:5", "place gallery:9"]
    why = GAME.why_illegal(state, "place gallery:9")
    assert why.rule == "hidden-castle.setup.placement"
    assert "Space 9 already holds a guest" in why.text


def test_a_click_on_a_placed_guest_during_placement_means_its_space():
    """A guest covers its space on the board: while guests are placed, clicking it asks to
    place the waiting guest there (refused: taken), it does not select a guest to move."""
    state = GAME.apply(GAME.setup(3, seed=1), "place gallery:5").state
    assert GAME.action_for(state, ("guest:red-1",)).key == "place gallery:5"
    assert GAME.action_for(state, ("guest:red-2",)) is None  # still in the box: nothing
    assert GAME.action_for(state, ("guest:red-1", "gallery:7")).key == "place gallery:7"


def test_the_ballroom_scenario_asks_for_the_prediction_instead_of_giving_it():
    """Issue 12: its task said the points would drop by 3, the quiz's answer. The task now
    asks which guest gets in and what the shield does; the engine still does what it hid."""
    sc = scenario("ballroom-exact")
    assert "3" not in sc.task.replace("space 18", "").replace("space 19", "")
    assert "predict" in sc.task
    before = sc.state.points[0]
    after = GAME.apply(sc.state, sc.goal[0]).state.points[0]
    assert after == before - 3


# ----- the tutorial: a short guided first game, a golden test ------------------------------
TUTORIAL_GOLDEN = Path(__file__).with_name("golden") / "escape-from-the-hidden-castle-tutorial.txt"


def test_tutorial_shows_each_part_of_a_first_game_and_every_rule_it_names_exists():
    tutorial = load_tutorial(TUTORIAL_FILE, GAME)
    assert GAME.tutorials == (tutorial,)
    assert 20 <= len(tutorial.moves) <= 40  # short: a first lesson, not a whole game
    state, fired = tutorial.start(GAME), set()
    for key, _ in tutorial.moves:
        transition = GAME.apply(state, key)
        fired |= {step.rule for step in transition.steps}
        state = transition.state
    expected = {
        "setup.placement", "turn", "turn.move", "turn.ghost", "hugo.move", "hugo.speed",
        "hugo.capture", "hugo.cellar-steps", "rooms.at-least", "rooms.exact", "rooms.shields",
        "turn.leave-cellar",
    }  # fmt: skip
    assert {R + rule for rule in expected} <= fired
    assert state.phase == "play"  # the lesson stops mid-game: the learner plays on
    # Comments cite rulebook sections by their titles: each title quoted is a real one.
    titles = {s.title for s in GAME.rulebook.sections}
    quoted = {q for _, c in tutorial.moves for q in re.findall(r'"([^"]+)"', c)}
    assert quoted and quoted <= titles, quoted - titles


def test_tutorial_plays_through_the_engine_and_matches_its_golden_transcript():
    tutorial = GAME.tutorials[0]
    text = "\n".join(transcript(GAME, tutorial)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        TUTORIAL_GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == TUTORIAL_GOLDEN.read_text(encoding="utf-8").splitlines()


def test_a_tutorial_move_that_is_not_legal_is_refused_naming_the_move(tmp_path: Path):
    broken = tmp_path / "tutorial.toml"
    text = TUTORIAL_FILE.read_text(encoding="utf-8")
    broken.write_text(text.replace('"place gallery:2"', '"place gallery:1"', 1), encoding="utf-8")
    with pytest.raises(DataError, match=r"move\[1\]\.key"):
        load_tutorial(broken, GAME)


def test_a_guest_and_a_target_clicked_before_the_roll_are_refused_with_roll_first():
    """hidden-castle.turn.roll: clicking a guest and then a space while the die is still due
    composed nothing (the board said nothing); now it is the move, refused: roll first."""
    from tests.rules.hidden_castle_helpers import position

    state = position(players=2, guests={"red-1": 10}, hugo=5)  # Red to roll
    action = GAME.action_for(state, ("guest:red-1", "gallery:12"))
    assert action.key == "move red-1 gallery:12"
    why = GAME.why_illegal(state, action)
    assert why.rule == R + "turn.roll" and "Roll the die first" in why.text
