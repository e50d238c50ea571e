"""Mutated saves, shared by the tests that load them (test_saved_fuzz.py, and each game's test
of the laws a save must keep): real saves of positions the rules reach, changed in a few places
by Hypothesis, loaded or refused; and random play on from a position that loaded."""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import GameTooLong, random_playout
from rules.core.messages import render

# Positions sampled from each random game: the setup, a few in the middle, the end.
DEPTHS = (0, 3, 10, 40, 150, 600)


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


def load_or_refuse(game: rules.Game, text: str) -> Any | None:
    try:
        return game.from_json(text)
    except ValueError:
        return None


def loaded_mutant(game: rules.Game, data: st.DataObject) -> Any | None:
    """A real save of ``game`` changed in one to three places, loaded: its position, or None
    when the game refuses it with a ValueError."""
    doc = json.loads(data.draw(st.sampled_from(real_saves(game.info.slug)), label="save"))
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        doc = _mutate(doc, data)
    return load_or_refuse(game, json.dumps(doc))


def played_on(
    game: rules.Game,
    state: Any,
    seed: int,
    actions: int,
    laws: Callable[[Any], list[str]] | None = None,
) -> list[str]:
    """Random play from ``state`` for ``actions`` actions: each applies, each position is
    described and keeps ``laws`` (a function giving the laws a position breaks), and the game
    has a result exactly when it is over. The first failure, if any (a position no game
    reaches shows itself so, some actions later)."""
    rng = random.Random(seed)
    for _ in range(actions):
        try:
            render(game.describe(state), game.info.languages[0])
            broken = laws(state) if laws else []
            if broken:
                return broken
            if state.to_move is None:
                return [] if game.result(state) is not None else ["over without a result"]
            if game.result(state) is not None:
                return ["a result while running"]
            legal = game.legal_actions(state)
            if not legal:
                return ["no legal action while running"]
            action = game.sample_chance(state) if state.to_move == CHANCE else rng.choice(legal)
            state = game.apply(state, action, explain=bool(rng.getrandbits(1))).state
        except Exception as exc:  # any failure is the finding
            return [f"playing on failed: {type(exc).__name__}: {exc}"]
    return []
