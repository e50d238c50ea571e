"""Saved positions are untrusted input: a student may upload any file in the Files tab.

Hypothesis mutates real saves of every registered game (positions from random games of every
player count, variant and ruling, the scenarios, and their players' views) and loads them. Each
mutated file must either be refused with a ValueError, or load into a position the engine can
work with: it round-trips through JSON, it is over exactly when it has a result, it has a legal
action when it is not over, and each legal action (and each bot's choice) applies without any
exception but IllegalAction.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE, IllegalAction
from rules.core.bots import available_bots, next_action
from rules.core.messages import render
from tests.examples import examples
from tests.rules.saved_mutants import loaded_mutant, real_saves

SLUGS = rules.available_games()
EXAMPLES = 120  # per game and test; CI runs every game


# ----- what an accepted position must allow ---------------------------------------------------
def check_usable(game: rules.Game, state: Any) -> None:
    """A loaded position the explorer can show and play on without an unexpected exception."""
    again = game.from_json(json.dumps(game.to_json(state)))
    assert game.to_json(again) == game.to_json(state)
    over = state.to_move is None
    assert over == (game.result(state) is not None)
    if over:
        return
    legal = game.legal_actions(state)
    assert legal, "a position that is not over must offer an action"
    render(game.describe(state), game.info.languages[0])  # its words, not only its message
    for action in legal[:40]:
        game.apply(state, action)
    if state.to_move == CHANCE:
        game.sample_chance(state)
        return
    rng = random.Random(0)
    for factory in available_bots(game).values():
        action = next_action(game, state, [factory()] * state.players, rng)
        assert game.why_illegal(state, action) is None


@pytest.mark.parametrize("slug", SLUGS)
def test_every_real_save_loads_and_every_view_is_refused(slug):
    """The fuzz test starts from real saves: all of them load, and none of their views does."""
    game = rules.load_game(slug)
    for text in real_saves(slug):
        state = game.from_json(text)
        check_usable(game, state)
        if game.hidden_information and state.to_move is not None:
            view = game.view(state, state.players - 1)
            assert getattr(view, "seed", None) is None
            with pytest.raises(ValueError, match="view"):
                game.from_json(json.dumps(game.to_json(view)))


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=examples(EXAMPLES),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_mutated_save_is_refused_or_loads_a_usable_position(slug, data):
    game = rules.load_game(slug)
    state = loaded_mutant(game, data)
    if state is not None:
        try:
            check_usable(game, state)
        except IllegalAction as exc:  # a legal action refused: the position was inconsistent
            raise AssertionError(f"accepted a position the engine cannot play on: {exc}") from exc


@pytest.mark.parametrize("slug", SLUGS)
def test_broken_documents_are_refused_with_a_value_error(slug):
    game = rules.load_game(slug)
    save = json.loads(real_saves(slug)[1])
    broken = [
        "[" * 100_000 + "]" * 100_000,  # deeper than json.loads can recurse
        b"\xff\xfe not text",
        "",
        "null",
        "[]",
        '{"game": 1}',
        json.dumps({**save, "variants": [{}]}),
        json.dumps({**save, "variants": "not a list"}),
        json.dumps({**save, "rulings": {"x": []}}),
        json.dumps({**save, "players": 10**100}),
        json.dumps({**save, "seed": -1}),
        json.dumps({**save, "seed": 1.5}),
    ]
    for text in broken:
        with pytest.raises(ValueError):
            game.from_json(text)
