"""Checks of what a game or its bot keeps rather than works out again: moves kept for the last
position asked about (rules/core/kept_moves.py; the Hidden Castle's guest moves, The Mushroom
Eaters' card plays), and the decisions of seeded bot games at which a kept rating is checked
against a fresh one (The Mushroom Eaters' card plays, Oasis's Lair slots)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from rules import Game
from rules.core.bots import make_bots, playout
from rules.core.kept_moves import forget_kept, kept_for_last_position

#: The seeded games of heuristic bots whose decisions the checks look at: (players, seed).
HEURISTIC_GAMES = ((4, 0), (3, 1), (2, 2), (4, 3))


def heuristic_decisions(game: Game, keep: Callable[[Any], bool]) -> list[Any]:
    """The positions of the ``HEURISTIC_GAMES`` at which a seat decides and ``keep`` holds."""
    found = []
    for players, seed in HEURISTIC_GAMES:
        bots = make_bots(game, ["heuristic"], players)
        state = game.setup(players, seed=seed)
        for before, _, _ in playout(game, state, bots, random.Random(seed)):
            if before.to_move is not None and before.to_move >= 0 and keep(before):
                found.append(before)
    return found


def one_field_mixes(state: Any, others: Sequence[Any], done: set[str]) -> Iterator[tuple[str, Any]]:
    """For each field of ``state`` (a dataclass), ``state`` with that field's value taken
    from each of ``others`` where it differs: (field name, mixed position). A field the
    caller has put in ``done`` meanwhile gets no more mixes."""
    for field in dataclasses.fields(state):
        for other in others:
            if field.name in done:
                break
            value = getattr(other, field.name)
            if value != getattr(state, field.name):
                yield field.name, dataclasses.replace(state, **{field.name: value})


def assert_legal_lists_do_not_depend_on_order(game: Game, states: Sequence[Any]) -> None:
    """Asked in any order, for a seat's view or the whole position, every legal list is the
    one made afresh."""

    def fresh(state):
        forget_kept(game)
        return [a.key for a in game._legal(state)]

    expected = [fresh(s) for s in states]
    for order in (states, states[::-1]):
        for state in order:
            assert [a.key for a in game._legal(state)] == expected[states.index(state)]
            view = game.view(state, state.to_move)
            assert [a.key for a in game._legal(view)] == expected[states.index(state)]


def assert_each_field_gets_its_own(
    game: Game,
    listed: Callable[[Game, Any], list],
    positions: Sequence[Any],
    required: set[str],
    own_every: int,
    other_every: int,
) -> None:
    """Whichever field a position differs in from the one asked before, ``listed`` gives it
    its own list: for every ``own_every``-th position and each field, a value of that field
    from another position (every ``other_every``-th) that changes the list is asked right
    after the position itself (mixes the rules cannot make anything of are skipped). At least
    the ``required`` fields must have been tried so."""

    def fresh(state):
        forget_kept(game)
        return list(listed(game, state))

    changed: set[str] = set()
    for state in positions[::own_every]:
        own = fresh(state)
        done: set[str] = set()
        for name, mixed in one_field_mixes(state, positions[::other_every], done):
            try:
                expected = fresh(mixed)
            except (IndexError, KeyError, ValueError, TypeError, AttributeError):
                continue
            if expected == own:
                continue
            fresh(state)  # the position's own list, kept
            assert listed(game, mixed) == expected, name
            changed.add(name)
            done.add(name)
    assert required <= changed


def assert_a_field_left_out_is_found(
    game: Game,
    listed: Any,
    positions: Sequence[Any],
    required: set[str],
    own_every: int,
    other_every: int,
) -> None:
    """The check above fails for a list kept without one of the ``required`` fields (the
    kept list's own fields less that one), so it would catch such a key."""
    for left_out in sorted(required):
        fields = [f for f in listed.kept_fields if f != left_out]
        short = kept_for_last_position(*fields)(listed.made_afresh)
        with pytest.raises(AssertionError):
            assert_each_field_gets_its_own(
                game, short, positions, {left_out}, own_every, other_every
            )
    forget_kept(game)
