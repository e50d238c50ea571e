"""Mycelia: Prisma scenarios and the tutorial (a golden test)."""

from __future__ import annotations

import os
from pathlib import Path

import rules
from rules.core.tutorials import transcript

GAME = rules.load_game("mycelia-prisma")
GOLDEN = Path(__file__).with_name("golden") / "mycelia-prisma-tutorial.txt"


def scenario(sid: str):
    return next(s for s in GAME.scenarios if s.id == sid)


def test_the_prism_drop_through_the_shrine_field_jumps_occupied_spaces():
    state = scenario("prism-through-shrine").state
    after = GAME.apply(state, "move-8-7-p")
    assert after.state.mushrooms[0] == 4  # 1 covered, 2 and 3 taken by the other mushrooms
    assert "mycelia-prisma.prisma.favor-skip" in [s.rule for s in after.steps]


def test_a_green_gift_from_purple_gives_no_change():
    state = scenario("green-from-purple").state
    after = GAME.apply(state, "gift-green").state
    assert after.mushrooms[0] == 0 and after.leaves[0] == state.leaves[0] + 2


def test_lux_doubling_marasmius_clears_the_board():
    state = scenario("lux-first-card").state
    state = GAME.apply(state, "play-marasmius").state
    for key in ("remove-0-d", "remove-0-d", "remove-4-d", "remove-8-p"):
        state = GAME.apply(state, key).state
    assert GAME.drops_left(state, 0) == 0


def test_every_scenario_opens_in_player_ones_view():
    assert len(GAME.scenarios) >= 3 and all(s.viewer == 0 for s in GAME.scenarios)


def test_the_tutorial_is_two_turns_and_matches_its_golden_transcript():
    tutorial = GAME.tutorials[0]
    keys = [key for key, _ in tutorial.moves]
    assert keys.count("end") == 2 and any(comment for _, comment in tutorial.moves)
    text = "\n".join(transcript(GAME, tutorial)) + "\n"
    if os.environ.get("GOLDEN_UPDATE") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert text.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()
