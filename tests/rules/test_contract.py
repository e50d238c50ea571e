"""The engine contract, checked once for every registered game over random playouts.

Each game's own test files hold its per-rule tests; what every game must do is here: games end
within the game's own bound, every position reached holds the game's invariants
(``check_position``), JSON and action keys round-trip, explained and silent play reach the same
state, every Step cites a rulebook section, refusals name a rule and change nothing, and a
player's view holds nothing that recovers what that player may not see.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import random_playout

from .contract import assert_sample_refused

SLUGS = rules.available_games()
SETTINGS = settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def setups(game: rules.Game) -> st.SearchStrategy:
    """Player count, variants, seed and rulings of a random game of ``game``."""
    low, high = game.info.players
    names = [v.name for v in game.info.variants]
    return st.tuples(
        st.integers(low, high),
        st.lists(st.sampled_from(names), unique=True).map(tuple) if names else st.just(()),
        st.integers(0, 2**32),
        st.fixed_dictionaries({r.name: st.sampled_from(r.choices) for r in game.info.rulings}),
    )


def playout(game, players, variants, seed, rulings, explain=False):
    if not game.bounded(game.resolve_rulings(rulings)):
        # Readings under which the rules allow an endless game: play them with the defaults
        # of the readings that bound it, or, where even the defaults do not (Vrienden without
        # a round limit), with the first other reading that does.
        rulings = {k: v for k, v in rulings.items() if k in _unbounding(game)}
        rulings = _bounding(game, rulings)
    limit = game.action_limit(players)
    return random_playout(game, players, seed, variants, rulings, explain, limit=limit)


def _bounding(game, rulings: dict[str, str]) -> dict[str, str]:
    """``rulings`` with one reading changed so that the game is bounded, if one must be."""
    if game.bounded(game.resolve_rulings(rulings)):
        return rulings
    for option in game.info.rulings:
        for choice in option.choices:
            changed = {**rulings, option.name: choice}
            if game.bounded(game.resolve_rulings(changed)):
                return changed
    return rulings


def _unbounding(game) -> set[str]:
    """The rulings whose other readings cannot make a game endless (from the defaults, made
    bounded where they are not): kept as drawn."""
    base = _bounding(game, dict(game.resolve_rulings({})))
    return {
        option.name
        for option in game.info.rulings
        if all(game.bounded({**base, option.name: c}) for c in option.choices)
    }


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_ends_within_its_bound_with_a_result_citing_a_rule(slug):
    game = rules.load_game(slug)

    @SETTINGS
    @given(setups(game))
    def check(params):
        last = game.setup(params[0], seed=params[2], variants=params[1], rulings=params[3])
        for _, _, transition in playout(game, *params):  # GameTooLong past the bound
            last = transition.state
        assert last.to_move is None
        result = game.result(last)
        assert result is not None and result.rule in game.rulebook
        assert len(result.scores) == params[0]

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_every_position_reached_holds_the_invariants_and_round_trips(slug):
    """After every action: ``check_position`` passes, the JSON reloads as the same state,
    explained and silent play agree, every Step cites a section, a running game has a move."""
    game = rules.load_game(slug)

    @SETTINGS
    @given(setups(game))
    def check(params):
        for before, action, transition in playout(game, *params):
            state = transition.state
            game.check_position(state)
            assert game.from_json(json.dumps(game.to_json(state))) == state
            explained = game.apply(before, action, explain=True)
            assert explained.state == state
            for step in explained.steps:
                assert step.rule in game.rulebook, step.rule
                assert step.text.strip(), step.rule
            assert game.parse_action(action.key).key == action.key
            assert game.action_from_key(before, action.key) == action
            if state.to_move is not None:
                assert game.legal_actions(state)
            assert (state.to_move is None) == (game.result(state) is not None)

    check()


@pytest.mark.parametrize("slug", SLUGS)
def test_illegal_actions_are_refused_naming_a_rule_and_change_nothing(slug):
    game = rules.load_game(slug)

    @SETTINGS
    @given(setups(game))
    def check(params):
        rnd = random.Random(params[2])
        for number, (before, _, _) in enumerate(playout(game, *params)):
            if number % 7 == 0 and before.to_move != CHANCE:
                keys = [a.key for a in game.candidate_actions(before)]
                assert_sample_refused(game, before, keys, rnd, size=6)

    check()


@pytest.mark.parametrize("slug", [s for s in SLUGS if rules.load_game(s).hidden_information])
def test_a_view_holds_nothing_that_recovers_what_its_seat_may_not_see(slug):
    """A player's view keeps no seed (which would replay every hidden draw), is refused as a
    game to play on, and every Step can be read as that player may read it."""
    game = rules.load_game(slug)

    @SETTINGS
    @given(setups(game))
    def check(params):
        players = params[0]
        for number, (_, _, transition) in enumerate(playout(game, *params)):
            if number % 11:
                continue
            state = transition.state
            for seat in range(players):
                view = game.view(state, seat)
                assert view.seed is None
                text = json.dumps(game.to_json(view))
                with pytest.raises(ValueError, match="view"):
                    game.from_json(text)
                for step in transition.steps:
                    game.view_step(step, seat)

    check()
