"""Properties of random and bot games of Mycelia: Prisma for 1-4 players: games end, cards and
drops are conserved between zones, at most four action cards, no two mushrooms on a space but start
and the last, views hide other hands and deck order, and the heuristic bot beats random."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules.core.bots import make_bots, play_one, random_playout
from rules.mycelia_prisma.codec import _all_cards, _expected_cards

GAME = rules.load_game("mycelia-prisma")
SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.integers(1, 4), st.integers(0, 2**31), st.booleans())
def test_random_games_keep_cards_action_cards_and_mushrooms_in_order(players, seed, base_only):
    variants = ("base-only",) if base_only else ()
    last = None
    for number, (_, _, transition) in enumerate(
        random_playout(GAME, players, seed, variants, {}, False, limit=GAME.action_limit(players))
    ):
        state = last = transition.state
        assert Counter(_all_cards(state)) == Counter(_expected_cards(GAME, state))
        assert all(len(a) <= 4 for a in state.actions) or state.tasks[0][0] == "drop-action"
        middle = [m for m in state.mushrooms if m not in (0, GAME.last_space())]
        assert len(middle) == len(set(middle)) and not set(middle) & set(state.blocked)
        if number % 17 == 0:
            for seat in range(players):
                view = GAME.view(state, seat)
                assert view.seed is None and set(view.market) <= {0}
                assert all(set(d) <= {0} for d in view.decks)
                assert all(set(h) <= {0} for s, h in enumerate(view.hands) if s != seat)
                assert view.hands[seat] == state.hands[seat]
    assert last is not None and GAME.result(last) is not None


@SETTINGS
@given(st.integers(1, 4), st.integers(0, 2**31))
def test_drops_are_conserved_between_the_boards_and_the_shrine(players, seed):
    """A drop leaves a board only for the Shrine of Life; drops come only from the supply die
    (never a prism drop), and leave play only when the full shrine turns at a turn's end."""

    def on_boards(state) -> int:
        return sum(map(sum, state.dew)) + sum(map(sum, state.prism))

    for before, action, transition in random_playout(
        GAME, players, seed, (), {}, False, limit=GAME.action_limit(players)
    ):
        after = transition.state
        assert sum(map(sum, after.prism)) <= sum(map(sum, before.prism))
        if action.key == "end" or action.key.startswith("die-"):
            continue
        assert on_boards(after) + after.shrine == on_boards(before) + before.shrine, action.key


def test_the_heuristic_bot_wins_noticeably_more_often_than_random():
    wins = 0
    for seed in range(4):
        bots = make_bots(GAME, ["heuristic", "random"], 2)
        record = play_one(GAME, 2, seed, bots, limit=GAME.action_limit(2))
        wins += 0 in record.result.winners
    assert wins >= 3


def test_a_bot_decides_on_its_own_view():
    state = GAME.setup(3, seed=9)
    while state.to_move == rules.CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    bot = GAME.bots["heuristic"]()
    choice = bot.choose(GAME, GAME.view(state, state.to_move), random.Random(1))
    assert choice.key in {a.key for a in GAME.legal_actions(state)}
