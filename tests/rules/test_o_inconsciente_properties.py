"""O Inconsciente over random games of every player count: games end, cards and pieces are
conserved, saves round-trip, refusals change nothing, views hide the others' research hands."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import CHANCE, IllegalAction
from rules.core.bots import make_bots, playout
from rules.o_inconsciente.codec import HIDDEN

from .o_inconsciente_helpers import GAME

SETTINGS = settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])


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


@pytest.mark.parametrize("players", [2, 4])
def test_refusals_change_nothing_and_views_hide_hands(players):
    rnd = random.Random(players)
    for number, state in enumerate(random_game(players, 11)):
        if number % 53 or state.to_move in (None, CHANCE):
            continue
        before = GAME.to_json(state)
        for key in ("declare i0", "treat 1", "note 2 8", "thesis 7", "bonus 5 2", "cash"):
            if key in {a.key for a in GAME.legal_actions(state)}:
                continue
            with pytest.raises(IllegalAction):
                GAME.apply(state, key)
        assert GAME.to_json(state) == before
        seat = rnd.randrange(players)
        view = GAME.view(state, seat)
        assert view.seed is None and view.hand[seat] == state.hand[seat]
        for other in range(players):
            if other != seat:
                assert set(view.hand[other]) <= {HIDDEN}
                assert len(view.hand[other]) == len(state.hand[other])
        assert set(view.research_deck) <= {HIDDEN}


def test_the_heuristic_bot_beats_the_random_bot():
    wins = 0
    for seed in range(6):
        names = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        state = GAME.setup(2, seed=seed)
        bots = make_bots(GAME, names, 2)
        for _, _, transition in playout(GAME, state, bots, random.Random(seed), explain=False):
            state = transition.state
        wins += names.index("heuristic") in GAME.result(state).winners
    assert wins >= 5


def test_the_heuristic_bot_plays_on_its_own_view():
    state = GAME.setup(3, seed=2)
    bot = make_bots(GAME, ["heuristic"] * 3, 3)[0]
    rng = random.Random(1)
    chance_view = None
    for _ in range(300):
        if state.to_move is None:
            break
        if state.to_move == CHANCE:
            chance_view = GAME.view(state, 0)
            action = GAME.sample_chance(state)
        else:
            view = GAME.view(state, state.to_move)
            action = GAME.action_from_key(state, bot.choose(GAME, view, rng).key)
        state = GAME.apply(state, action, explain=False).state
    assert chance_view is not None
    with pytest.raises(ValueError, match="view"):
        GAME.sample_chance(chance_view)
    with pytest.raises(ValueError, match="view"):
        GAME.random_action(chance_view, rng)


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
