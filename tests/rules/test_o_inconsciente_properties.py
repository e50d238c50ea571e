"""O Inconsciente over random games of every player count: games end, cards and pieces are
conserved, saves round-trip, tempting keys are refused, views hide the others' research hands,
every mechanism occurs in play. What every game must do (refusals, views, bots deciding from
their view and beating random ones) is checked once in tests/rules/test_contract.py."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import CHANCE
from rules.core.bots import make_bots, playout
from rules.o_inconsciente.codec import HIDDEN
from tests.examples import examples

from .contract import assert_sample_refused
from .o_inconsciente_helpers import GAME

SETTINGS = settings(
    max_examples=examples(4), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def random_game(players, seed):
    state = GAME.setup(players, seed=seed)
    bots = make_bots(GAME, ["random"] * players, players)
    yield state
    for _, _, transition in playout(
        GAME, state, bots, random.Random(seed), explain=False, limit=GAME.action_limit(players)
    ):
        yield transition.state


def pieces(state, seat):
    """Ideas are never lost: in reserve, on the table, or still locked on a column top."""
    placed = sum(1 for v in state.table if v >= 0 and v // 2 == seat and v % 2 == 0)
    return state.ideas[seat] + placed + state.locked[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(seed=st.integers(0, 10_000))
def test_random_games_end_and_conserve_pieces(players, seed):
    last = None
    for number, state in enumerate(random_game(players, seed)):
        last = state
        assert all(pieces(state, p) == 6 for p in range(players))
        if number % 97 == 0:
            GAME.check_position(state)
            assert GAME.from_json(json.dumps(GAME.to_json(state))) == state
    assert last.to_move is None and GAME.result(last) is not None
    assert last.freud_rep >= 10  # the game ended at the clock


#: Keys of this game's grammar that a player may try out of turn or without what they need
#: (its ``candidate_actions`` offers no illegal ones for the contract tests to try).
TEMPTING = ["declare i0", "treat 1", "note 2 8", "thesis 7", "bonus 5 2", "cash"]


@pytest.mark.parametrize("players", [2, 4])
def test_tempting_keys_are_refused_and_views_hide_the_research_hands(players):
    """Out-of-turn and unaffordable keys are refused naming a rule, changing nothing; a
    player's view shows that player's research hand, the others' face down (as many cards),
    and the research deck face down."""
    rnd = random.Random(players)
    for number, state in enumerate(random_game(players, 11)):
        if number % 53 or state.to_move in (None, CHANCE):
            continue
        assert_sample_refused(GAME, state, TEMPTING, rnd, size=len(TEMPTING))
        seat = rnd.randrange(players)
        view = GAME.view(state, seat)
        assert view.seed is None and view.hand[seat] == state.hand[seat]
        for other in range(players):
            if other != seat:
                assert set(view.hand[other]) <= {HIDDEN}
                assert len(view.hand[other]) == len(state.hand[other])
        assert set(view.research_deck) <= {HIDDEN}


#: Rule sections that name no Step of play: the setup (done before the first decision), the
#: turn's choice itself, the final scoring (the result's rule), and the nine-notes reputation,
#: which the example data makes rare (its own test builds the position).
NO_STEP_IN_PLAY = {
    "o-inconsciente.setup",
    "o-inconsciente.setup.blocked-ideas",
    "o-inconsciente.setup.notes",
    "o-inconsciente.setup.player",
    "o-inconsciente.turn",
    "o-inconsciente.end.scoring",
    "o-inconsciente.reputation.sources",
}


def test_every_mechanism_occurs_in_play_with_the_example_data():
    """Random and heuristic games, explained: every other rule section fires somewhere (the
    heuristic bot publishes theses, the random one moves and takes insights)."""
    fired = set()
    for players, seed, bot in ((2, 1, "random"), (3, 2, "random"), (2, 3, "heuristic")):
        state = GAME.setup(players, seed=seed)
        bots = make_bots(GAME, [bot] * players, players)
        for _, _, transition in playout(GAME, state, bots, random.Random(seed), explain=True):
            fired |= {step.rule for step in transition.steps}
    rules_ = {s.id for s in GAME.rulebook.sections if s.kind == "rule"}
    assert rules_ - NO_STEP_IN_PLAY - fired == set()
