"""Daybreak on the declared-move core (issue 45): what the port relies on beyond the shared
contract tests.

The Local stage's legal list and the labels that name a stack's top card or a seat's power
are still the game's own (moves.py, ``# core:``); these tests hold that they list exactly what
each move's one check passes, that every listed key reads back as the same move, and that the
why-not of a move refused while its task is due is that same check.
"""

from __future__ import annotations

import random

import pytest

import rules
from rules.core.messages import render
from rules.core.moves import DeclaredGame, ruling_of
from rules.daybreak.engine import Daybreak

GAME = rules.load_game("daybreak")
OTHER_READINGS = {"global-keep": "one-or-none", "crisis-count": "every-band"}
#: The kinds of move random games surely meet (a drop and the Geoengineering die are rare).
MET = {"use", "play", "tuck", "done", "keep", "discard", "reveal", "offer", "draw", "roll"}


def positions(seeds=range(6)):
    """Every position of random games, 1 to 4 players, some with the other readings."""
    for seed in seeds:
        rulings = OTHER_READINGS if seed % 2 else {}
        state = GAME.setup(1 + seed % 4, seed=seed, rulings=rulings)
        rng = random.Random(seed)
        while GAME.result(state) is None:
            yield state
            state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state


def test_daybreak_moves_are_declarations_the_core_runs():
    assert isinstance(GAME, DeclaredGame)
    for hook in ("_apply", "_explain_illegal", "parse_action"):
        assert hook not in vars(Daybreak), f"Daybreak still has its own {hook}"
    kinds = {move.kind for move in GAME.moves}
    assert kinds == set(GAME.action_kinds)


def test_daybreak_every_listed_key_reads_back_as_the_same_move_and_passes_its_check():
    """The game's own Local-stage list and labels (``# core:``) list exactly what the moves'
    checks pass, of each move's options, in the order of its candidates."""
    seen = set()
    for state in positions():
        legal = GAME.legal_actions(state)
        front = GAME.front_task(state)
        listed = []
        for action in legal:
            move, parts = GAME.read_key(action.key)
            assert move.grammar.write(parts) == action.key
            assert move.kind == action.kind and front in move.tasks
            assert move._check is None or move._check(GAME, state, *parts) is None, action.key
            listed.append((move, parts))
            seen.add(move.kind)
        passing = [
            (move, parts)
            for move in GAME._moves_at[front]
            for parts in move._options(GAME, state)
            if move._check is None or move._check(GAME, state, *parts) is None
        ]
        assert sorted(listed, key=repr) == sorted(passing, key=repr)
    assert seen >= MET


def test_daybreak_a_refused_move_of_the_task_due_is_refused_by_its_own_check():
    """The why-not of every candidate the teaching offers that is not legal (a spent or
    locked stack, a sixth stack) is the check of its move, rule and sentence."""
    asked = 0
    for state in positions(range(4)):
        legal = {a.key for a in GAME.legal_actions(state)}
        for action in GAME.candidate_actions(state):
            if action.key in legal:
                continue
            move, parts = GAME.read_key(action.key)
            refusal = ruling_of(move._check(GAME, state, *parts))  # lazy ones said here
            ruling = GAME.why_illegal(state, action.key)
            assert (ruling.rule, render(ruling.message)) == (
                refusal.rule,
                render(refusal.message),
            )
            asked += 1
    assert asked > 50


@pytest.mark.parametrize("key", ["use 01", "play mw-agroforestry on 02", "roll 03"])
def test_daybreak_a_number_written_otherwise_than_the_game_writes_it_is_no_key(key):
    with pytest.raises(ValueError, match="is not understood; it is written"):
        GAME.parse_action(key)


@pytest.mark.parametrize(
    ("key", "says"),
    [
        ("use 9", "a stack is a number from 1 to 5, not '9'"),
        ("keep zz", "'zz' is not a Global Project of Daybreak"),
        ("roll 7", "a face of the Planetary die is a number from 1 to 6, not '7'"),
        ("bogus", "'bogus' is not a Daybreak action"),
    ],
)
def test_daybreak_an_unreadable_key_is_refused_in_the_games_own_words(key, says):
    with pytest.raises(ValueError) as raised:
        GAME.parse_action(key)
    assert str(raised.value) == says


def test_daybreak_keep_none_is_its_own_move_not_an_unknown_project():
    move, parts = GAME.read_key("keep none")
    assert (move.kind, parts) == ("keep", ())
