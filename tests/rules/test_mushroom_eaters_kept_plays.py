"""The Mood card plays are kept for the last position asked about (issue 47): a bot lists them
on its seat's view and the core looks its choice up in the whole position."""

from __future__ import annotations

import dataclasses

import rules
from rules.core.bots import random_playout


def test_legal_lists_do_not_depend_on_the_positions_asked_before():
    """Asked in any order, for a view or the whole position, every list is the one made
    afresh."""
    game = rules.load_game("mushroom-eaters")
    states = [
        state
        for players, seed, variants in ((4, 1, ()), (3, 2, ("easier",)), (2, 5, ()))
        for state, _, _ in random_playout(game, players, seed, variants, explain=False)
        if state.to_move is not None and state.to_move >= 0
    ]

    def fresh(state):
        game._plays_kept = (None, [])
        return [a.key for a in game._legal(state)]

    expected = [fresh(s) for s in states]
    for order in (states, states[::-1]):
        for state in order:
            assert [a.key for a in game._legal(state)] == expected[states.index(state)]
            view = game.view(state, state.to_move)
            assert [a.key for a in game._legal(view)] == expected[states.index(state)]


def test_a_position_differing_in_one_field_gets_its_own_plays():
    """Whichever field a position differs in from the one asked before, its plays are its
    own: for each turn of a few games and each field, a value of that field from another
    turn that changes the plays is asked right after the turn itself (mixes the rules cannot
    make anything of are skipped)."""
    game = rules.load_game("mushroom-eaters")
    turns = [
        s
        for seed in range(3)
        for s, _, _ in random_playout(game, 4, seed, explain=False)
        if s.tasks and s.tasks[0][0] == "turn"
    ]

    def fresh(state):
        game._plays_kept = (None, [])
        return list(game.plays(state))

    changed = set()
    for state in turns[::6]:
        own = fresh(state)
        for field in dataclasses.fields(state):
            for other in turns[::5]:
                value = getattr(other, field.name)
                if value == getattr(state, field.name):
                    continue
                mixed = dataclasses.replace(state, **{field.name: value})
                try:
                    expected = fresh(mixed)
                except (IndexError, KeyError, ValueError, TypeError, AttributeError):
                    continue
                if expected == own:
                    continue
                fresh(state)  # the turn's own plays, kept
                assert game.plays(mixed) == expected, field.name
                changed.add(field.name)
                break
    assert {"hands", "pawn", "forward", "current"} <= changed
