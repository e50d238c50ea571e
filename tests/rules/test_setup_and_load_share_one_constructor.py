"""Issue 45, "setup and decode share one constructor": in every game, the position a setup makes
and the position a loaded save makes are built by one function, ``full_position`` in the
game's state.py, from the header (players, variants, rulings, seed) and the fields after it.
Before, each game's setup and its codec wrote the header's fields into the state class each in
its own way, and the two could drift apart (a viewer or the rulings' order set in one only).

The positions themselves are held by other tests: a setup's position round-trips through a
save (test_contract.py), and the golden transcripts replay whole games from their setups."""

from __future__ import annotations

import ast
import inspect
from dataclasses import dataclass
from pathlib import Path

import pytest

import rules
from rules.core.jsonstate import whole_game

SLUGS = rules.available_games()


def _package(slug: str) -> Path:
    return Path(inspect.getfile(type(rules.load_game(slug)))).parent


def _setup_module(package: Path) -> Path:
    """Where a game's starting position is made: starting.py, or the engine where a game has
    none."""
    starting = package / "starting.py"
    return starting if starting.exists() else package / "engine.py"


def _called(path: Path) -> set[str]:
    """The names a module calls (``f(...)`` and ``x.f(...)``), and the constructor it hands to
    the core's ``Codec.load``, which calls it (``CODEC.load(game, data, full_position)``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                names.add(func.id)
            elif isinstance(func, ast.Attribute):
                names.add(func.attr)
                if func.attr == "load":
                    names.update(a.id for a in node.args if isinstance(a, ast.Name))
    return names


def test_every_game_is_checked():
    assert len(SLUGS) == 7


@pytest.mark.parametrize("slug", SLUGS)
def test_setup_and_loading_both_build_the_position_with_full_position(slug):
    game = rules.load_game(slug)
    state_class = type(game.setup(game.info.players[0], seed=0))
    package = _package(slug)
    assert hasattr(inspect.getmodule(state_class), "full_position")
    for path in (_setup_module(package), package / "codec.py"):
        called = _called(path)
        assert "full_position" in called, path.name
        # Not also the state class itself, nor its positional builder, beside it.
        assert not called & {state_class.__name__, "build_state"}, path.name


@pytest.mark.parametrize("slug", SLUGS)
def test_a_setup_is_the_whole_game_with_its_rulings_sorted_and_loads_back(slug):
    """What full_position writes for the header: every ruling's reading sorted by name, the
    whole game (no seat's view); and the save of it loads as the same position."""
    game = rules.load_game(slug)
    readings = {r.name: r.choices[-1] for r in game.info.rulings}
    state = game.setup(game.info.players[-1], seed=1, rulings=readings)
    assert state.rulings == tuple(sorted(readings.items()))
    assert state.viewer == -1
    assert game.from_json(game.to_json(state)) == state


def test_whole_game_writes_the_header_one_way_and_the_start_values_for_the_rest():
    @dataclass(frozen=True)
    class Tiny:
        players: int
        variants: tuple[str, ...]
        rulings: tuple[tuple[str, str], ...]
        seed: int | None
        score: int
        viewer: int = 0
        over: bool = False

    full_position = whole_game(Tiny, -1)
    state = full_position(2, ["b", "a"], {"z": "1", "a": "2"}, 7, score=3)
    assert state == Tiny(2, ("b", "a"), (("a", "2"), ("z", "1")), 7, 3, viewer=-1, over=False)
    assert full_position(2, (), {}, None, score=0, over=True).over
