"""The Mushroom Eaters' scenarios (each solved by its goal, doing what its task says) and the
tutorial of panel A, played through the engine and compared with its golden transcript."""

from __future__ import annotations

import os
from pathlib import Path

from rules.core.tutorials import transcript

from .mushroom_eaters_helpers import GAME, do, settle

GOLDEN = Path(__file__).with_name("golden") / "mushroom-eaters-tutorial.txt"


def scenario(sid):
    return next(s for s in GAME.scenarios if s.id == sid)


def test_the_deep_breathing_scenario_keeps_eater_4_whole():
    sc = scenario("deep-breathing")
    assert sc.viewer == 3 and sc.state.tasks[0] == ("breathe", 3, 5)
    after = settle(do(sc.state, *sc.goal))
    assert after.intensity[3] == 4 and after.forward[3] == 1 and not after.breathe[3]
    without = settle(do(sc.state, "breathe:no"))
    assert without.intensity[3] + without.forward[3] < 5  # an item and an energy lost


def test_the_overflow_scenario_knocks_a_cube_off():
    sc = scenario("focus-overflow")
    state = do(sc.state, sc.goal[0], "board:hour", "board:hour")
    assert state.hour == (1, 1, 2, 2, 3, 0, 0, 1)  # Eater 4's top cube went home
    assert GAME.stock(state, 3) == 7  # one of its two cubes is left on the board


def test_the_forced_path_scenario_has_only_the_path_for_a_2():
    sc = scenario("forced-path")
    legal = {a.key for a in GAME.legal_actions(sc.state)}
    assert set(sc.goal) <= legal and "play:2a:2:0" not in legal
    assert do(sc.state, sc.goal[0]).tasks[0] == ("draw-pp", 0, 16)


def test_tutorial_plays_through_the_engine_and_matches_its_golden_transcript():
    tutorial = GAME.tutorials[0]
    assert tutorial.moves and any(comment for _, comment in tutorial.moves)
    text = "\n".join(transcript(GAME, tutorial)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()
    assert "space 8" in text  # the tutorial walks off panel A
