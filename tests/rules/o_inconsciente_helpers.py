"""Positions of O Inconsciente for the per-rule tests: a started game and small edits of it."""

from __future__ import annotations

from dataclasses import replace

import rules
from rules import CHANCE
from rules.o_inconsciente.state import EMPTY_SLOT

GAME = rules.load_game("o-inconsciente")


def started(players=2, seed=1, **rulings):
    """A game past its setup choices (each seat takes the first option, chance its seeded
    pick): the first player's turn."""
    state = GAME.setup(players, seed=seed, rulings=rulings)
    while state.tasks[0][0] != "turn":
        action = (
            GAME.sample_chance(state) if state.to_move == CHANCE else GAME.legal_actions(state)[0]
        )
        state = GAME.apply(state, action).state
    return state


def edit(state, **fields):
    return replace(state, **fields)


def per_seat(values, seat, value):
    out = list(values)
    out[seat] = value
    return tuple(out)


def do(state, *keys):
    """Apply keys in order; returns the last state and every Step on the way."""
    steps = []
    for key in keys:
        transition = GAME.apply(state, key)
        steps.extend(transition.steps)
        state = transition.state
    return state, steps


def draw_all(state):
    """Let chance decide every draw at the front."""
    while state.to_move == CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    return state


def keys(state):
    return {a.key for a in GAME.legal_actions(state)}


def rules_of(steps):
    return [s.rule for s in steps]


def office_slot(client, grief=-1, latent=-1, manifest=-1, mark=0):
    return (client, grief, latent, manifest, mark)


__all__ = [
    "EMPTY_SLOT",
    "GAME",
    "do",
    "draw_all",
    "edit",
    "keys",
    "office_slot",
    "per_seat",
    "rules_of",
    "started",
]
