"""Oasis scenarios and the tutorial (a golden test)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import rules
from rules.core import CHANCE, DataError
from rules.core.scenarios import load_scenarios
from rules.core.tutorials import load_tutorial, transcript
from rules.oasis.engine import SCENARIOS_FILE, TUTORIAL_FILE
from rules.oasis.invariants import consistency_problem

GAME = rules.load_game("oasis")
GOLDEN = Path(__file__).with_name("golden") / "oasis-tutorial.txt"


def scenario(sid):
    return next(s for s in GAME.scenarios if s.id == sid)


def play(state, *keys):
    """Apply ``keys`` in turn; returns the last state and every Step's rule on the way."""
    fired = []
    for key in keys:
        transition = GAME.apply(state, key)
        fired += [step.rule for step in transition.steps]
        state = transition.state
    return state, fired


def test_at_least_three_scenarios_each_citing_a_rule_with_a_legal_goal():
    assert len(GAME.scenarios) >= 3
    for sc in GAME.scenarios:
        assert sc.rule in GAME.rulebook
        # Each goal is legal, or legal once its action is named (a card at the mandatory step).
        assert sc.goal and all(GAME.with_lead_in(sc.state, key) for key in sc.goal)
        assert sc.task and sc.hint and sc.example
        assert consistency_problem(GAME, sc.state) is None
        assert GAME.from_json(GAME.to_json(sc.state)) == sc.state


def test_scenario_stage_chain_reaches_five_where_plain_cards_stop_at_six():
    sc = scenario("stage-chain")
    me = sc.state.current
    plain, _ = play(sc.state, "travel 8", "travel 7", "travel 6")
    assert plain.reached(me) == 6 and plain.current != me  # the Travel ran dry, turn over
    after, fired = play(
        sc.state, "travel 8-stage", "recruit play salvager", "recycle 5", "travel 7", "travel 6"
    )
    assert "oasis.travel.stage" in fired and "oasis.recruit.play" in fired
    after, _ = play(after, "travel 5")
    assert after.reached(me) == 5


def test_scenario_pillage_shield_gives_both_cards_back_and_the_other_target_pays():
    sc = scenario("pillage-shield")
    state = sc.state
    shielded = GAME.apply(state, "pillage 2").state
    outcomes = GAME.chance_outcomes(shielded)
    assert [a.key for a, _ in outcomes] == ["grab 6,shield"]  # two cards: the whole hand
    back = GAME.apply(shielded, outcomes[0][0])
    assert any("both go back" in step.text for step in back.steps)
    assert back.state.hands == state.hands
    # The Raider's Travel still follows: #7, and no #6 to go on with.
    assert [a.key for a in GAME.legal_actions(back.state)] == ["travel 7"]
    open_hand = GAME.apply(state, sc.goal[0]).state
    keys = {a.key: p for a, p in GAME.chance_outcomes(open_hand)}
    assert sum(p for k, p in keys.items() if "6" in k.split(" ")[1].split(",")) == (
        pytest.approx(2 / 3)
    )
    after, _ = play(open_hand, "grab 12,6", "keep 6", "travel 7", "travel 6")
    assert after.reached(0) == 6
    assert len(after.hands[2]) == len(state.hands[2]) - 1


def test_scenario_last_turn_the_salvager_wins_and_the_lone_travel_loses():
    sc = scenario("last-turn")
    state = sc.state
    assert state.deck_out and not state.deck and state.final == 1
    assert "explore" not in {a.key for a in GAME.legal_actions(state)}
    # The goal is the Salvager; the Recruit is named first, so the card alone is refused.
    assert [a.key for a in GAME.with_lead_in(state, sc.goal[0])] == ["recruit", *sc.goal]
    assert GAME.why_illegal(state, sc.goal[0]).rule == "oasis.action"
    line = ("recycle 4", "travel 5", "travel 4", "travel 3", "travel 2")
    before_mission, _ = play(state, "recruit", *sc.goal, *line)
    assert GAME.result(before_mission) is None  # the Raider may still go on a Mission
    won, fired = play(before_mission, "skip mission")
    result = GAME.result(won)
    assert result is not None and result.winners == (2,) and "oasis.end.closest" in fired
    assert won.reached(2) == 2
    lone, _ = play(state, "travel", "travel 5", "skip mission")
    assert GAME.result(lone).winners == (1,)  # Scout 2 stays closest, at #4


def test_a_scenario_goal_that_is_not_legal_is_refused(tmp_path: Path):
    text = SCENARIOS_FILE.read_text(encoding="utf-8").replace(
        'goal = ["pillage 3"]', 'goal = ["pillage 1"]'
    )
    path = tmp_path / "scenarios.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'scenario\[1\]\.goal'"):
        load_scenarios(path, GAME)


def test_a_scenario_goal_not_legal_even_once_its_action_is_named_is_refused(tmp_path: Path):
    text = SCENARIOS_FILE.read_text(encoding="utf-8").replace(
        'goal = ["recruit play salvager"]', 'goal = ["recruit play wayfinder"]'
    )
    path = tmp_path / "scenarios.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"field 'scenario\[2\]\.goal'"):
        load_scenarios(path, GAME)


def test_a_scenario_with_a_card_too_many_is_refused(tmp_path: Path):
    text = SCENARIOS_FILE.read_text(encoding="utf-8").replace(
        '"hands": [["8", "8-stage"', '"hands": [["8", "8", "8-stage"', 1
    )
    path = tmp_path / "scenarios.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"scenario\[0\]\.position\.cards"):
        load_scenarios(path, GAME)


def test_tutorial_shows_every_part_of_a_turn():
    tutorial = load_tutorial(TUTORIAL_FILE, GAME)
    assert GAME.tutorials and GAME.tutorials[0] == tutorial
    assert 30 <= len(tutorial.moves) <= 55  # short: a first lesson, not a whole game
    state = tutorial.start(GAME)
    fired, chance = set(), 0
    for key, _ in tutorial.moves:
        chance += state.to_move == CHANCE
        transition = GAME.apply(state, key)
        fired |= {step.rule for step in transition.steps}
        state = transition.state
    assert chance >= 10
    for rule in (
        "oasis.setup.starting-companion",
        "oasis.explore",
        "oasis.recycle",
        "oasis.equip.compass",
        "oasis.travel",
        "oasis.travel.compass",
        "oasis.travel.stage",
        "oasis.recruit.play",
        "oasis.recruit.take",
        "oasis.mission.clans",
    ):
        assert rule in fired, rule
    keys = [key for key, _ in tutorial.moves]
    assert any(k.startswith("discard ") for k in keys)
    assert any(k.startswith("pay ") for k in keys)


def test_tutorial_plays_through_the_engine_and_matches_its_golden_transcript():
    tutorial = GAME.tutorials[0]
    assert tutorial.moves and any(comment for _, comment in tutorial.moves)
    text = "\n".join(transcript(GAME, tutorial)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_quiz_summaries_tell_consequences_without_naming_the_card():
    """The quiz asks "what will happen?": the Stage card and the plain card of one number
    must sum up differently (the Stage card calls a Recruit), and discards of different cards
    alike (nothing to predict), with no card named."""
    game = rules.load_game("oasis")
    scenario = next(s for s in game.scenarios if s.id == "stage-chain")
    state = scenario.state
    plain = game.summarize_outcome(state, game.apply(state, "travel 8"))
    stage = game.summarize_outcome(state, game.apply(state, "travel 8-stage"))
    assert "#8" in plain and "play the next card" in plain
    assert "must now recruit a Companion" in stage and plain != stage
    assert "Stage" not in stage
    # Naming the mandatory action tells what the turn asks for next. No other legal action
    # sums up alike, so the quiz finds no foil for it and asks about the card instead.
    last = next(s for s in game.scenarios if s.id == "last-turn").state
    named = {
        a.key: game.summarize_outcome(last, game.apply(last, a)) for a in game.legal_actions(last)
    }
    assert named["recruit"] == "Scout 3 must now recruit a Companion."
    assert named["travel"] == "Scout 3 must now play the next card of the Travel."
    assert len(set(named.values())) == len(named)


def test_every_scenario_opens_in_the_view_of_the_scout_who_decides():
    """Issue 12: "whom to Pillage" opened in the teacher's view, every hand face up and the
    answer on screen. Each task is the decision of the scout to move: it opens in that view."""
    for sc in GAME.scenarios:
        assert sc.viewer == sc.state.current, sc.id
