"""What O Inconsciente reads of a seat's insight discs (the insights on them, the sets a trade
may spend, the trades of single insights) is kept by what it is read from (issue 47): over
the positions of seeded games, asked in turn with the kept reads of the positions before, it
is what reading afresh gives, and a key that leaves out a part of what is read is caught."""

from __future__ import annotations

import random

import pytest

from rules import CHANCE
from rules.core.bots import make_bots
from rules.core.kept_table import KeptTable
from rules.o_inconsciente import position, trade_moves
from rules.o_inconsciente.position import _insights_on, _set_choices, own_to_spare

from .o_inconsciente_helpers import GAME


def _positions():
    """Every position of seeded games at three table sizes and both readings of ruling
    suppress, where the seat to move (or the current one) may trade."""
    found = []
    for players, seed, rulings in ((2, 0, {}), (3, 1, {"suppress": "remove"}), (4, 2, {})):
        seated = make_bots(GAME, ["heuristic"] + ["random"] * (players - 1), players)
        rng = random.Random(seed)
        state = GAME.setup(players, seed=seed, rulings=rulings)
        while state.to_move is not None:
            found.append(state)
            if state.to_move == CHANCE:
                action = GAME.sample_chance(state)
            else:
                view = GAME.view(state, state.to_move)
                key = seated[state.to_move].choose(GAME, view, rng).key
                action = GAME.action_from_key(state, key)
            state = GAME.apply(state, action, explain=False).state
    return found


POSITIONS = _positions()


def reads_missed():
    """How many of the kept reads of ``POSITIONS`` (asked in turn, the cache as it is) differ
    from the reads made afresh."""
    missed = 0
    for state in POSITIONS:
        for p in range(state.players):
            common, own = state.disc[p], state.own[p]
            missed += tuple(position.insights_on_disc(state, p)) != tuple(_insights_on(common, own))
            fresh = _set_choices(common, own, own_to_spare(state, p))
            missed += tuple(position.set_choices(state, p)) != tuple(fresh)
        if state.tasks and state.tasks[0][0] != "draw":
            p = state.current
            remove = state.ruling("suppress") == "remove"
            fresh = GAME._trades(state, p, state.coffee[p], remove)  # the coffee uncapped
            missed += tuple(GAME._trade_options(state)) != (
                tuple(fresh) if position.converting_allowed(state) else ()
            )
    return missed


def test_the_kept_disc_reads_are_the_reads_made_afresh():
    assert len(POSITIONS) > 1000
    assert reads_missed() == 0
    assert len(position._disc_reads) > 20  # the reads were kept, and asked for again


@pytest.mark.parametrize("left_out", [1, 2, 3])
def test_a_key_leaving_out_what_is_read_is_caught(monkeypatch, left_out):
    """A key without the common disc (1), the disc of the seat's colour (2), or what can be
    spared and the coffee (3) gives a kept read of another position somewhere."""
    kept = position.kept_disc_read
    monkeypatch.setattr(position, "_disc_reads", KeptTable(position._DISC_READS_KEPT))

    def short_key(key, make):
        return kept(key[:left_out] + key[left_out + 1 :], make)

    monkeypatch.setattr(position, "kept_disc_read", short_key)
    monkeypatch.setattr(trade_moves, "kept_disc_read", short_key)
    assert reads_missed() > 0
