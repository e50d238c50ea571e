"""Checks of the engine contract that every game's property tests share."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import pytest

from rules import Game, IllegalAction


def assert_sample_refused(
    game: Game, state: Any, candidates: Iterable[str], rnd: random.Random, size: int
) -> None:
    """A random sample of the illegal ``candidates`` is refused: ``why_illegal`` cites a
    rulebook section with a sentence, ``apply`` raises IllegalAction with that same Ruling, and
    the state is unchanged."""
    before = game.to_json(state)
    legal = {a.key for a in game.legal_actions(state)}
    illegal = [k for k in candidates if k not in legal]
    for key in rnd.sample(illegal, min(size, len(illegal))):
        ruling = game.why_illegal(state, key)
        assert ruling is not None and ruling.rule in game.rulebook, key
        assert ruling.text
        try:
            game.apply(state, key)
        except IllegalAction as exc:
            assert exc.ruling == ruling
        else:
            raise AssertionError(f"{key} was applied although illegal")
    assert game.to_json(state) == before


def games(slugs: list[str], known_failures: dict[str, str]) -> list:
    """``slugs`` as test parameters, those with a known failure of the check marked so: a real
    failure of that game, found by the contract test and to be fixed in the game. Strict, so
    that the mark must go once the game passes; the reason is the failure seen."""
    return [
        pytest.param(s, marks=pytest.mark.xfail(strict=True, reason=known_failures[s]))
        if s in known_failures
        else s
        for s in slugs
    ]


def table_of(game: Game) -> int:
    """A player count with more than one seat, so that there is someone not to see."""
    low, high = game.info.players
    return min(max(low, 3), high)
