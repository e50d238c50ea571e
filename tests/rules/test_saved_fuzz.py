"""Saved positions are untrusted input: a student may upload any file in the Files tab.

Hypothesis mutates real saves of every registered game (positions from random games of every
player count, variant and ruling, the scenarios, and their players' views) and loads them. Each
mutated file must either be refused with a ValueError, or load into a position the engine can
work with: it round-trips through JSON, it is over exactly when it has a result, it has a legal
action when it is not over, and each legal action (and each bot's choice) applies without any
exception but IllegalAction.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE, IllegalAction
from rules.core.bots import GameTooLong, available_bots, next_action, random_playout
from tests.examples import examples

SLUGS = rules.available_games()
# Positions sampled from each random game: the setup, a few in the middle, the end.
DEPTHS = (0, 3, 10, 40, 150, 600)
EXAMPLES = 120  # per game and test; CI runs every game


@functools.cache
def real_saves(slug: str) -> tuple[str, ...]:
    """JSON texts of positions the rules reach, of full positions and (where the game hides
    things) of players' views, which must all be refused as games to play on."""
    game = rules.load_game(slug)
    low, high = game.info.players
    saves: list[str] = []
    rulings_choices = [{}] + [
        {option.name: choice}
        for option in game.info.rulings
        for choice in option.choices
        if choice != option.default
    ]
    variants = [()] + [(v.name,) for v in game.info.variants]
    for index, (players, chosen, rulings) in enumerate(
        (p, v, r) for p in range(low, high + 1) for v in variants for r in rulings_choices[:3]
    ):
        seed = 11 + index
        moves = _prefix(game, players, seed, chosen, rulings)
        for depth in DEPTHS:
            if depth < len(moves):
                saves.append(json.dumps(game.to_json(moves[depth])))
        saves.append(json.dumps(game.to_json(moves[-1])))
    for scenario in game.scenarios:
        saves.append(json.dumps(game.to_json(scenario.state)))
    return tuple(dict.fromkeys(saves))


def _prefix(game, players, seed, variants, rulings) -> list[Any]:
    """The states of a random game, up to the deepest depth sampled (games may be long)."""
    states = [game.setup(players, seed=seed, variants=variants, rulings=rulings)]
    try:
        for _, _, transition in random_playout(
            game, players, seed, variants, rulings, limit=DEPTHS[-1]
        ):
            states.append(transition.state)
    except GameTooLong:  # the prefix is all that is sampled
        pass
    return states


# ----- mutations ----------------------------------------------------------------------------
json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=12),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.sampled_from(["", "over", "chance", "red", "?", "channel", "pick", "main", "-1", "0"]),
)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document, as a tuple of keys and indexes."""
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found.extend(_paths(value, (*prefix, key)))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found.extend(_paths(value, (*prefix, index)))
    return found


def _get(doc: Any, path: tuple) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _mutate(doc: Any, data: st.DataObject) -> Any:
    """One change at a random place: a value replaced, nudged, copied from elsewhere, a key or
    entry removed, an entry duplicated, two entries swapped."""
    paths = _paths(doc)
    path = data.draw(st.sampled_from(paths[1:] or paths), label="path")
    parent_path, last = path[:-1], path[-1] if path else None
    target = _get(doc, path)
    kind = data.draw(
        st.sampled_from(["replace", "nudge", "copy", "remove", "duplicate", "swap"]), label="kind"
    )
    if not path:
        return data.draw(json_value)
    parent = _get(doc, parent_path)
    if kind == "nudge" and isinstance(target, int) and not isinstance(target, bool):
        parent[last] = target + data.draw(st.sampled_from([-1, 1, -2, 2, 10, -100, 1000]))
    elif kind == "copy":
        parent[last] = copy.deepcopy(_get(doc, data.draw(st.sampled_from(paths))))
    elif kind == "remove":
        del parent[last]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(target))
    elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = data.draw(st.integers(0, len(parent) - 1))
        parent[last], parent[other] = parent[other], parent[last]
    else:
        parent[last] = data.draw(json_value, label="value")
    return doc


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
    game.describe(state)
    for action in legal[:40]:
        game.apply(state, action)
    if state.to_move == CHANCE:
        game.sample_chance(state)
        return
    rng = random.Random(0)
    for factory in available_bots(game).values():
        action = next_action(game, state, [factory()] * state.players, rng)
        assert game.why_illegal(state, action) is None


def load_or_refuse(game: rules.Game, text: str) -> Any | None:
    try:
        return game.from_json(text)
    except ValueError:
        return None


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
    saves = real_saves(slug)
    doc = json.loads(data.draw(st.sampled_from(saves), label="save"))
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        doc = _mutate(doc, data)
    state = load_or_refuse(game, json.dumps(doc))
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
