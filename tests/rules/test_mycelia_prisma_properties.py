"""Properties of random games of Mycelia: Prisma for 1-4 players: games end, cards and drops are
conserved between zones, at most four action cards, no two mushrooms on a space but start and
the last, views hide other hands and deck order. What every game must do (refusals that change
nothing, bots deciding from their view, the heuristic bot beating random ones) is checked once
for every game in tests/rules/test_contract.py."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules.core.bots import random_playout
from rules.mycelia_prisma.laws import all_cards as _all_cards
from rules.mycelia_prisma.laws import expected_cards as _expected_cards
from tests.examples import examples

GAME = rules.load_game("mycelia-prisma")
SETTINGS = settings(
    max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def mushrooms_apart(state) -> bool:
    """No two mushrooms (the players', Gwidyon's, the unused ones) share a space but the
    start and the last."""
    standing = [*state.mushrooms, *([state.gw_pos] if state.gw_pos >= 0 else [])]
    middle = [m for m in standing if m not in (0, GAME.last_space())]
    return len(middle) == len(set(middle)) and not set(middle) & set(state.blocked)


def views_hide(state, seat: int) -> bool:
    """A player's view holds no seed, no other hand, no order or content of a face-down pile,
    and of each gift pile only the top card."""
    view = GAME.view(state, seat)
    return (
        view.seed is None
        and set(view.market) <= {0}
        and all(set(d) <= {0} for d in view.decks)
        and all(set(h) <= {0} for s, h in enumerate(view.hands) if s != seat)
        and view.hands[seat] == state.hands[seat]
        and all(
            p[:1] == q[:1] and set(p[1:]) <= {0}
            for p, q in zip(view.piles, state.piles, strict=True)
        )
    )


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
        assert mushrooms_apart(state)
        if number % 17 == 0:
            assert GAME.from_json(GAME.to_json(state)) == state
            assert all(views_hide(state, seat) for seat in range(players))
    assert last is not None and GAME.result(last) is not None


@SETTINGS
@given(st.integers(1, 4), st.integers(0, 2**31))
def test_drops_are_conserved_between_the_boards_and_the_shrine(players, seed):
    """Dewdrops move only between the boards, the Shrine of Life and the supply, so their
    number never changes; prism drops leave the boards only for the shrine and never come
    back (replenishment brings dewdrops only), and leave the shrine only when it turns."""

    def prism_in_play(state) -> int:
        return sum(map(sum, state.prism)) + state.shrine_prism

    def dewdrops(state) -> int:
        return sum(map(sum, state.dew)) + state.shrine - state.shrine_prism + state.dew_supply

    for before, action, transition in random_playout(
        GAME, players, seed, (), {}, False, limit=GAME.action_limit(players)
    ):
        after = transition.state
        assert dewdrops(after) == GAME.board.dewdrops, action.key
        assert sum(map(sum, after.prism)) <= sum(map(sum, before.prism))
        if action.key != "end":  # only the end of a turn turns the shrine
            assert prism_in_play(after) == prism_in_play(before), action.key
