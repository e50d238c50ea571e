"""A seat's view of the Hidden Castle (issue 47 builds it field by field for the bots): the
whole position with no seed, as that seat, and nothing else changed."""

from __future__ import annotations

import dataclasses

import rules
from rules.core.bots import random_playout


def test_a_view_is_the_position_without_its_seed():
    game = rules.load_game("escape-from-the-hidden-castle")
    for players in (2, 4):
        played = list(random_playout(game, players, seed=3, explain=False))
        for state, _, _ in played[::7]:
            for seat in range(players):
                view = game.view(state, seat)
                assert view == dataclasses.replace(state, seed=None, viewer=seat)
                assert type(view) is type(state)
                assert view.seed is None and state.seed is not None


def test_legal_lists_do_not_depend_on_the_positions_asked_before():
    """The guests' moves are kept for the last position asked about (issue 47): asked in any
    order, for a view or the whole position, every list is the one made afresh."""
    game = rules.load_game("escape-from-the-hidden-castle")
    states = [
        state
        for players, seed, variants in ((4, 1, ()), (3, 2, ("midnight-party",)))
        for state, _, _ in random_playout(game, players, seed, variants, explain=False)
        if state.to_move is not None and state.to_move >= 0
    ]

    def fresh(state):
        game._reachable_kept = (None, [])
        return [a.key for a in game._legal(state)]

    expected = [fresh(s) for s in states]
    for order in (states, states[::-1]):
        for state in order:
            assert [a.key for a in game._legal(state)] == expected[states.index(state)]
            view = game.view(state, state.to_move)
            assert [a.key for a in game._legal(view)] == expected[states.index(state)]


def test_a_position_differing_in_one_field_gets_its_own_moves():
    """Whichever field a position differs in from the one asked before, its guests' moves
    are its own: for each move decision of a few games and each field, a value of that field
    from another decision that changes the moves is asked right after the decision itself
    (mixes the rules cannot make anything of are skipped)."""
    game = rules.load_game("escape-from-the-hidden-castle")
    moves = [
        s
        for players, seed, variants in ((4, 0, ()), (4, 1, ()), (3, 2, ("midnight-party",)))
        for s, _, _ in random_playout(game, players, seed, variants, explain=False)
        if s.tasks and s.tasks[0][0] == "move"
    ]

    def fresh(state):
        game._reachable_kept = (None, [])
        return list(game._reachable(state))

    changed = set()
    for state in moves[::4]:
        own = fresh(state)
        for field in dataclasses.fields(state):
            for other in moves[::3]:
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
                fresh(state)  # the decision's own moves, kept
                assert game._reachable(mixed) == expected, field.name
                changed.add(field.name)
                break
    assert {"guests", "tasks", "current"} <= changed
