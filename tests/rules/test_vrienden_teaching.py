"""Vrienden scenarios, the tutorial (a golden test) and the teaching hooks."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

import rules
from rules.core.messages import render
from rules.vrienden.describe import objective_name
from rules.vrienden.state import CHAKRAS
from rules.vrienden.teaching import load_tutorial, tutorial_transcript

GAME = rules.load_game("vrienden")
GOLDEN = Path(__file__).with_name("golden") / "vrienden-tutorial.txt"


def scenario(sid):
    return next(s for s in GAME.scenarios if s.id == sid)


def test_at_least_three_scenarios_each_citing_a_rule_with_a_legal_goal():
    assert len(GAME.scenarios) >= 3
    for sc in GAME.scenarios:
        assert sc.rule in GAME.rulebook
        legal = {a.key for a in GAME.legal_actions(sc.state)}
        assert sc.goal and set(sc.goal) <= legal
        assert sc.task and sc.example


def test_scenario_skip_harmonized_one_move_harmonizes_green():
    sc = scenario("skip-harmonized")
    s = GAME.apply(sc.state, "channel 7").state
    t = GAME.apply(s, "move green chakra:purple chakra:green")
    assert "vrienden.channel.skip" in [step.rule for step in t.steps]
    assert CHAKRAS.index("green") in t.state.harmonized(0)


def test_scenario_forced_black_refuses_the_tempting_take():
    sc = scenario("forced-black")
    ruling = GAME.why_illegal(sc.state, "take flow:1 yellow to chakra:yellow")
    assert ruling.rule == "vrienden.receive.black"
    after = GAME.apply(sc.state, sc.goal[0]).state
    assert CHAKRAS.index("yellow") in after.harmonized(0)


def test_scenario_alignment_bonus_wins_the_game():
    sc = scenario("alignment-bonus")
    after = GAME.apply(sc.state, sc.goal[0]).state
    result = GAME.result(after)
    assert result.winners == (1,) and result.scores == (11, 12)
    assert GAME.score_parts(after, 1)["alignment"] == 2


def test_tutorial_plays_through_the_engine_and_matches_its_golden_transcript():
    data = load_tutorial()
    assert data.moves and any(comment for _, comment in data.moves)
    text = "\n".join(tutorial_transcript(GAME)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_tutorial_is_a_short_first_game_showing_every_part_of_a_turn():
    """Issue 12: the tutorial covered only the opening. It now takes energy onto the bubbles
    and onto a chakra, refills from the bag, channels with the moves of several inspiration
    spaces, harmonizes chakras (their notch tokens coming back) and meditates to look at a
    plenitude token; its comments name rulebook sections by their titles."""
    tutorial = GAME.tutorials[0]
    assert 30 <= len(tutorial.moves) <= 55  # short: a first lesson, not a whole game
    state = tutorial.start(GAME)
    fired, chance, channels = set(), 0, set()
    for key, _ in tutorial.moves:
        chance += state.to_move == rules.CHANCE
        if key.startswith("channel "):
            channels.add(key)
        transition = GAME.apply(state, key)
        fired |= {step.rule for step in transition.steps}
        state = transition.state
    assert chance >= 10 and len(channels) >= 4
    for rule in (
        "receive.take",
        "receive.bubbles",
        "receive.chakra",
        "receive.refill",
        "channel.token",
        "channel.free-place",
        "channel.order",
        "harmonize",
        "meditate.take-back",
        "meditate.look",
    ):
        assert "vrienden." + rule in fired, rule
    assert any(state.harmonized(seat) for seat in range(state.players))
    titles = {section.title for section in GAME.rulebook.sections}
    named = {t for _, comment in tutorial.moves for t in titles if f"'{t}'" in comment}
    assert len(named) >= 10, named


def test_action_for_composes_clicks():
    sc = scenario("forced-black")
    state = sc.state
    assert GAME.action_for(state, ("flow:2:2", "chakra:0:yellow")).key == (
        "take flow:2 yellow to chakra:yellow"
    )
    assert GAME.action_for(state, ("flow:1:1", "flow:1:2", "bubble:0:2")).key == (
        "take flow:1 yellow,black to bubbles"
    )
    assert GAME.action_for(state, ("inspiration:0:3",)).key == "channel 3"
    assert GAME.action_for(state, ("meditation:0:red",)).key == "meditate red"
    assert GAME.action_for(state, ("flow:1:1",)) is None
    s = GAME.apply(scenario("skip-harmonized").state, "channel 7").state
    assert GAME.action_for(s, ("slot:0:purple:1", "chakra:0:green")).key == (
        "move green chakra:purple chakra:green"
    )
    assert GAME.action_for(s, ("slot:0:purple:9", "chakra:0:green")) is None


def test_candidate_actions_include_tempting_illegal_ones_with_reasons():
    sc = scenario("forced-black")
    candidates = GAME.candidate_actions(sc.state)
    legal = {a.key for a in GAME.legal_actions(sc.state)}
    extra = [a for a in candidates if a.key not in legal]
    assert extra
    for action in extra:
        ruling = GAME.why_illegal(sc.state, action)
        assert ruling is not None and ruling.rule in GAME.rulebook
    assert "take flow:1 yellow to chakra:yellow" in {a.key for a in extra}


def test_summarize_outcome_names_consequences_not_the_action():
    sc = scenario("alignment-bonus")
    t = GAME.apply(sc.state, sc.goal[0])
    summary = GAME.summarize_outcome(sc.state, t)
    assert "harmonizes the red chakra" in summary and "game ends" in summary
    quiet = GAME.apply(scenario("forced-black").state, "meditate green")
    assert GAME.summarize_outcome(scenario("forced-black").state, quiet).startswith("Nothing")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_bots_finish_their_games(players):
    """Heuristic bots aim at harmonizing: with the default rules their games end by five
    harmonized chakras (or, rarely, because nobody can harmonize another: never a loop)."""
    from rules.core.simulate import simulate

    summary = simulate(GAME, players, 4, ["heuristic"], seed=7)
    assert summary.games == 4
    assert all(
        r.result.rule in ("vrienden.end.round", "vrienden.ruling.blocked") for r in summary.records
    )


def test_vrienden_hidden_a_peek_keeps_its_value_from_other_players():
    """vrienden.hidden: another player's meditation step hides the token's value."""
    state = GAME.setup(2, seed=4)
    while GAME.legal_actions(state) and state.to_move == rules.CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    looks = [a for a in GAME.legal_actions(state) if a.key.startswith("meditate ")]
    assert looks, "the first player can meditate"
    transition = GAME.apply(state, looks[0])
    peek = next(s for s in transition.steps if s.rule == "vrienden.meditate.look")
    assert "teacher view: it shows" in peek.text
    looker = state.to_move
    other = 1 - looker
    assert "teacher view" not in GAME.view_step(peek, other).text
    assert GAME.view_step(peek, looker).text == peek.text
    assert GAME.view_step(peek, other).state == GAME.view(peek.state, other)


def test_a_quiz_summary_names_an_objective_in_words():
    state = GAME.setup(2, seed=2, variants=("objectives",))
    claimed = dataclasses.replace(state, bonuses=((0,), *state.bonuses[1:]))
    summary = render(GAME.outcome_summary(state, claimed))
    name = render(objective_name(GAME, state.objectives[0]))
    assert summary == f"Player 1 claims the objective '{name}'."
    assert state.objectives[0] not in summary
