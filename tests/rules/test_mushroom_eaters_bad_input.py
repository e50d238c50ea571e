"""Bad saved data is refused with a ValueError naming the field; a saved view is refused;
chance on a view is a clear ValueError."""

from __future__ import annotations

import json
import random

import pytest

from rules.core.errors import StateError

from .mushroom_eaters_helpers import GAME, table


def saved(**changes) -> dict:
    doc = GAME.to_json(table())
    doc.update(changes)
    return doc


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("intensity", [11, 5, 5, 5]),
        ("forward", [5, 1, 1, 1]),
        ("hands", [["9"], [], [], []]),
        ("mantras", ["F", "", "", ""]),
        ("hour", [0] * 9),
        ("pawn", 500),
        ("tasks", [["fly"]]),
        ("awakening", [70, 0, 0, 0]),
        ("placed", [[3, 0]]),
        ("on_path", [4, -1, -1, -1]),
        ("breathe", [1, 1, 1, 1]),
        ("ended", "maybe"),
    ],
)
def test_bad_fields_are_refused_naming_them(field, value):
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(saved(**{field: value})))
    assert field in str(refused.value)


def test_a_saved_view_is_refused_and_a_view_has_no_seed():
    view = GAME.view(table(), 1)
    assert view.seed is None and view.viewer == 1
    assert GAME.to_json(view)["seed"] is None
    with pytest.raises(ValueError, match="viewer"):
        GAME.from_json(json.dumps(GAME.to_json(view)))


def test_a_step_read_from_a_seat_holds_that_seats_view():
    state = table()
    transition = GAME.apply(state, GAME.legal_actions(state)[0])
    for step in transition.steps:
        seen = GAME.view_step(step, 2)
        assert seen.state.seed is None and seen.state.viewer == 2
        assert seen.text == step.text and seen.state.hands == step.state.hands  # hands open


def test_chance_on_a_view_is_a_clear_value_error():
    state = table()
    while state.to_move != -1:
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    view = GAME.view(state, 0)
    with pytest.raises(ValueError, match="seed"):
        GAME.sample_chance(view)
    with pytest.raises(ValueError, match="seed"):
        GAME.random_action(view, random.Random(1))


def test_a_bot_plays_on_its_own_view():
    from rules.mushroom_eaters.bots import HeuristicBot

    state = table()
    view = GAME.view(state, state.to_move)
    action = HeuristicBot().choose(GAME, view, random.Random(2))
    assert action.key in {a.key for a in GAME.legal_actions(state)}
