"""Checks of the engine contract that every game's property tests share."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

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
