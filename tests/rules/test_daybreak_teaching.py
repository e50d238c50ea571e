"""Daybreak's scenarios and its tutorial (a golden test)."""

from __future__ import annotations

import os
from pathlib import Path

from rules.core.tutorials import load_tutorial, transcript
from rules.daybreak.engine import HERE

from .daybreak_helpers import GAME, apply, only_local, run_chance

GOLDEN = Path(__file__).with_name("golden") / "daybreak-tutorial.txt"


def scenario(sid):
    return next(s for s in GAME.scenarios if s.id == sid)


def test_the_drawdown_scenario_reaches_drawdown_only_through_its_goal():
    sc = scenario("drawdown")
    state = sc.state
    assert state.task == ("local", 2) and state.done == (True, True, False)
    for key in sc.goal:
        after = apply(apply(state, key).state, "done").state
        assert after.drawdown, key
    assert not apply(state, "done").state.drawdown


def test_the_arctic_scenario_adds_a_band_and_rolls_again():
    sc = scenario("arctic-rolls-again")
    t = apply(sc.state, sc.goal[0])
    assert t.state.bands == sc.state.bands + 1 and t.state.task == ("roll",)
    assert t.state.tasks.count(("roll",)) == 2  # the second roll and the one more
    assert apply(sc.state, "roll 1").state.tasks.count(("roll",)) == 1


def test_the_fewer_cards_scenario_draws_one_card_fewer():
    sc = scenario("fewer-cards")
    state = sc.state
    assert state.communities[0] == 4 and GAME.hand_draw(4) == 4
    helped = apply(state, "use 5").state
    assert helped.communities[0] == 3
    # through the round to the next Local stage: four cards drawn at 4, five at 3
    at_four = run_chance(apply(only_local(state, 0), "done").state)
    assert at_four.round == 2 or at_four.ended


def test_the_tutorial_plays_one_full_round_and_matches_its_transcript():
    tutorial = load_tutorial(HERE / "tutorial.toml", GAME)
    assert GAME.tutorials and GAME.tutorials[0] == tutorial
    state = tutorial.start(GAME)
    for key, _ in tutorial.moves:
        state = GAME.apply(state, key).state
    assert state.round == 2 and state.stage == "global" and not state.ended
    assert sum(1 for _, comment in tutorial.moves if comment) >= 10
    text = "\n".join(transcript(GAME, tutorial)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_a_quiz_summary_says_what_changed_without_naming_the_action():
    from .daybreak_helpers import at_local

    state = at_local(players=2, seed=3)
    t = apply(state, "use 3")  # China's Solar Factories
    summary = GAME.summarize_outcome(state, t)
    assert summary == "China's Clean Energy: 3 → 4. China's Dirty Energy: 9 → 8."
    assert "Solar" not in summary
    other = GAME.summarize_outcome(state, apply(state, "use 2"))
    assert other != summary
