"""Positions and moves for The Mushroom Eaters' rule tests."""

from __future__ import annotations

from dataclasses import replace

import rules

GAME = rules.load_game("mushroom-eaters")
D = GAME.data


def index_of(kind: str, nth: int = 0, **where) -> int:
    found = [
        s.index
        for s in D.spaces
        if s.kind == kind and all(getattr(s, k) == v for k, v in where.items())
    ]
    return found[nth]


def table(players: int = 4, variants=(), rulings=None, **changes):
    """A game past its opening series, with ``changes`` made to it."""
    state = GAME.setup(players, seed=3, variants=variants, rulings=rulings or {})
    while state.tasks[0][0] != "turn":
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    state = replace(state, hour=(), drum=())  # the hut's cubes taken back: empty boards
    return replace(state, **changes) if changes else state


def before(state, pawn: int, current: int = 0, lander: int = -1, experienced=(), **changes):
    """``state`` with the pawn on ``pawn`` and ``current`` to play a card."""
    return replace(
        state,
        pawn=pawn,
        current=current,
        tasks=(("turn",), ("next",)),
        lander=lander,
        experienced=experienced,
        **changes,
    )


def do(state, *keys):
    for key in keys:
        state = GAME.apply(state, key).state
    return state


def steps(state, key):
    return GAME.apply(state, key).steps


def settle(state, pick=lambda keys: keys[0]):
    """Play every choice and chance until the next card turn, taking ``pick`` of the keys."""
    while state.tasks and state.tasks[0][0] != "turn":
        state = GAME.apply(state, pick([a.key for a in GAME.legal_actions(state)])).state
    return state


def front(state):
    return state.tasks[0] if state.tasks else None
