"""Bad saved data is refused with a ValueError naming the field; chance on a view says the
view holds no seed. What every game must refuse (setup arguments, saved views, keys) is
checked once for every game in tests/rules/test_contract_input.py."""

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


def test_a_random_pick_at_chance_on_a_view_says_the_view_holds_no_seed():
    """Chance asked on a view is refused in every game (test_contract_input.py); an Eater's
    view says why, for a random pick too: it holds no seed."""
    state = table()
    while state.to_move != -1:
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    view = GAME.view(state, 0)
    with pytest.raises(ValueError, match="seed"):
        GAME.random_action(view, random.Random(1))
