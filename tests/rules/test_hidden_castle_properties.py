"""Properties of Escape from the Hidden Castle over random playouts (2-8 players, both board
sides, every ruling choice) that the shared contract tests (tests/rules/test_contract.py: games
end, positions reached are reachable and round-trip, refusals change nothing, explained and
silent play agree) do not cover: the legal moves are exactly the moves the rules allow, and
every in-between moment a Step shows is one the board can draw."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import random_playout
from rules.core.messages import render
from rules.escape_from_the_hidden_castle.state import in_room
from tests.examples import examples

GAME = rules.load_game("escape-from-the-hidden-castle")

rulings_strategy = st.fixed_dictionaries(
    {r.name: st.sampled_from(r.choices) for r in GAME.info.rulings}
)
games = st.tuples(
    st.integers(2, 8),
    st.sampled_from([(), ("midnight-party",)]),
    st.integers(0, 2**32),
    rulings_strategy,
)


def playout(players, variants, seed, rulings_chosen, explain=False):
    """Every (state, action, transition) of a seeded random game."""
    limit = GAME.action_limit(players)
    return random_playout(GAME, players, seed, variants, rulings_chosen, explain, limit=limit)


def move_keys(state):
    """Every move key of every guest: to each gallery space and into each room of the board."""
    keys = ["stay"]
    rooms = [r.id for side in GAME.board.sides.values() for r in side.rooms]
    for g in range(len(state.guests)):
        gid = GAME.guest_id(state, g)
        keys += [f"move {gid} gallery:{x}" for x in range(GAME.board.gallery)]
        keys += [f"move {gid} room:{room}" for room in dict.fromkeys(rooms)]
    return keys


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_legal_moves_are_exactly_the_moves_no_rule_forbids(params):
    """The legal list is built from candidate moves (``reach``): no move the rules allow is
    missing from it, and every refusal names the rule that forbids the move."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move in (None, CHANCE) or state.phase != "play" or index % 4:
            continue
        legal = {a.key for a in GAME.legal_actions(state)}
        for key in move_keys(state):
            ruling = GAME.why_illegal(state, key)
            assert (ruling is None) == (key in legal), (key, ruling)
            if ruling is not None:
                assert ruling.text != "That move is not possible now.", key


@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_moment_a_step_shows_can_be_drawn(params):
    """Explained playouts: each Step's state keeps every guest, never shows two guests in one
    room, says whose turn it is and describes itself; the last Step shows the final state.

    Steps in between may show a moment the rules resolve at once (a guest standing on Hugo's
    space just before its capture), so only these are checked there.
    """
    for _, _, transition in playout(*params, explain=True):
        assert transition.steps, "every action explains itself with at least one step"
        for step in transition.steps:
            assert len(step.state.guests) == len(transition.state.guests)
            rooms = [loc for loc in step.state.guests if in_room(loc)]
            assert len(rooms) == len(set(rooms))
            assert step.state.to_move is None or step.state.to_move >= CHANCE
            assert render(GAME.describe(step.state))
        assert transition.steps[-1].state == transition.state
