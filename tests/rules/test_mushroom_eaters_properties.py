"""Properties of random games of The Mushroom Eaters for 2-5 Eaters: every game ends on the
last space, tokens stay within the supply, tracks within their bounds, positions round-trip
through JSON, keys of cards and spaces the game has not are refused with the state unchanged.
What every game must do (refusals, views, the heuristic bot beating random ones) is checked
once for every game in tests/rules/test_contract.py."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import CHANCE
from rules.core.bots import random_playout
from rules.core.messages import render
from tests.examples import examples

from .contract import assert_sample_refused
from .mushroom_eaters_helpers import GAME

SETTINGS = settings(
    max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
LAST = len(GAME.data.spaces) - 1


def within_supply_and_bounds(state) -> None:
    supply = GAME.data.supply
    assert sum(state.awakening) <= supply["awakening"] and sum(state.wisdom) <= supply["wisdom"]
    assert sum(state.paradox) <= supply["paradox"] and sum(state.faces) <= supply["faces"]
    for seat in range(state.players):
        assert 1 <= state.intensity[seat] <= 10 and 0 <= state.forward[seat] <= 4
        assert GAME.stock(state, seat) >= 0
    for letter in "ABCDE":
        assert "".join(state.mantras).count(letter) <= supply["mantras_per_letter"]


#: Any reading of every ruling: the other readings must play to the end as well.
READINGS = st.fixed_dictionaries({r.name: st.sampled_from(r.choices) for r in GAME.info.rulings})


@SETTINGS
@given(st.integers(2, 5), st.integers(0, 10_000), st.booleans(), READINGS)
def test_random_games_end_on_the_last_space_within_supply_and_bounds(
    players, seed, easier, rulings
):
    variants = ("easier",) if easier else ()
    last = None
    limit = GAME.action_limit(players)
    for number, (_before, _action, transition) in enumerate(
        random_playout(GAME, players, seed, variants, rulings, False, limit=limit)
    ):
        state = transition.state
        within_supply_and_bounds(state)
        if number % 13 == 0:
            assert GAME.from_json(json.dumps(GAME.to_json(state))) == state
        last = state
    assert last.pawn == LAST and GAME.result(last) is not None


#: Keys of this game that look playable but name a card, space or token it has not (the
#: moves it offers to explain, ``candidate_actions``, are refused in the contract tests).
TEMPTING = ["play:3a:3:4", "play:0:0:0", "special:paradox", "give:0:9", "talk:7", "lose:face"]


@SETTINGS
@given(st.integers(2, 5), st.integers(0, 10_000))
def test_keys_of_cards_and_spaces_it_has_not_are_refused_and_change_nothing(players, seed):
    rnd = random.Random(seed)
    for number, (before, _, _) in enumerate(random_playout(GAME, players, seed)):
        if number % 9 == 0 and before.to_move != CHANCE:
            assert_sample_refused(GAME, before, TEMPTING, rnd, size=len(TEMPTING))


@SETTINGS
@given(st.integers(2, 5), st.integers(0, 10_000))
def test_every_position_and_step_snapshot_is_described_in_words(players, seed):
    """The text under the board is written for every position a learner may look at: each
    state reached and each Step's snapshot between two rules (no decision waiting there)."""
    for number, (_, _, transition) in enumerate(random_playout(GAME, players, seed, explain=True)):
        if number % 5:
            continue
        for state in (transition.state, *(step.state for step in transition.steps)):
            text = render(GAME.describe(state))
            assert "The Action Pawn is on space" in text
            # Once it is over, the figures are the final ones (issue 44).
            scores = "Final Experience" if GAME.result(state) else "Experience so far"
            assert scores in text and "numbers the spaces 1 to" in text
