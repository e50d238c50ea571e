"""Property tests over random playouts: 2-8 players, both variants, every ruling choice."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import random_playout
from rules.escape_from_the_hidden_castle.codec import consistency_problem
from rules.escape_from_the_hidden_castle.state import in_room

from .contract import assert_sample_refused

GAME = rules.load_game("escape-from-the-hidden-castle")
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

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
    """Every (state, action, transition) of a seeded random game; GameTooLong past 20,000."""
    return random_playout(GAME, players, seed, variants, rulings_chosen, explain, limit=20_000)


def candidate_keys(state):
    """Every action key that could make sense somewhere: legal ones and many illegal ones."""
    keys = ["roll 1", "roll 2", "roll 4", "roll 5", "roll ghost", "stay"]
    keys += [f"place gallery:{x}" for x in range(0, GAME.board.gallery, 3)]
    rooms = [r.id for r in GAME.board.sides[state.side].rooms]
    for g in range(len(state.guests)):
        gid = GAME.guest_id(state, g)
        keys += [f"move {gid} gallery:{x}" for x in range(GAME.board.gallery)]
        keys += [f"move {gid} room:{room}" for room in rooms]
    return keys


@SETTINGS
@given(games)
def test_every_game_ends_with_a_result(params):
    """Every game ends (the main game by points or speed, Midnight Party after 3 rounds)."""
    last = None
    for _, _, transition in playout(*params):
        last = transition.state
    assert last is not None and last.phase == "over"
    result = GAME.result(last)
    assert result is not None and result.rule in GAME.rulebook
    if params[1]:
        assert last.round == GAME.board.midnight_rounds
        assert result.rule == "hidden-castle.midnight.rounds"
    else:
        assert result.rule in ("hidden-castle.end.points", "hidden-castle.end.speed")


@SETTINGS
@given(games)
def test_invariants_hold_after_every_action(params):
    """Guests are conserved, no room holds two guests, points never drop below 0."""
    players = params[0]
    per = GAME.board.guests_per_player[players]
    for _, _, transition in playout(*params):
        state = transition.state
        assert len(state.guests) == players * per
        rooms = [loc for loc in state.guests if in_room(loc)]
        assert len(rooms) == len(set(rooms)), "a room holds two guests"
        assert min(state.points) >= 0
        assert consistency_problem(GAME, state) is None


@SETTINGS
@given(games)
def test_json_round_trips(params):
    """to_json then from_json gives back an equal state, also through a JSON text."""
    for index, (_, _, transition) in enumerate(playout(*params)):
        if index % 3:
            continue
        state = transition.state
        data = GAME.to_json(state)
        assert GAME.from_json(data) == state
        assert GAME.from_json(json.dumps(data)) == state


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_illegal_actions_refused_with_reason_and_state_unchanged(params, rnd):
    """An illegal action raises IllegalAction citing a rulebook section; the state is intact."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if index % 7:
            continue
        assert_sample_refused(GAME, state, candidate_keys(state), rnd, 5)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_fast_move_generator_agrees_with_rule_by_rule_check(params):
    """`legal_actions` and `why_illegal` state the same rules: they agree on every candidate."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move in (None, CHANCE) or state.phase != "play" or index % 4:
            continue
        legal = {a.key for a in GAME.legal_actions(state)}
        for key in candidate_keys(state):
            if not key.startswith("move"):
                continue
            ruling = GAME.why_illegal(state, key)
            assert (ruling is None) == (key in legal), (key, ruling)
            if ruling is not None:
                assert ruling.text != "That move is not possible now.", key


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_step_cites_a_rulebook_section(params):
    """Explained playouts: every Step names a section; the last Step shows the final state.

    Steps in between may show a moment the rules resolve at once (a guest standing on Hugo's
    space just before its capture), so only conservation is checked there.
    """
    for _, _, transition in playout(*params, explain=True):
        assert transition.steps, "every action explains itself with at least one step"
        for step in transition.steps:
            assert step.rule in GAME.rulebook, step.rule
            assert step.text
            assert len(step.state.guests) == len(transition.state.guests)
            rooms = [loc for loc in step.state.guests if in_room(loc)]
            assert len(rooms) == len(set(rooms))
            # The explorer shows every step's state: it must describe itself without error.
            assert step.state.to_move is None or step.state.to_move >= CHANCE
            assert GAME.describe(step.state)
        assert transition.steps[-1].state == transition.state


def test_explained_and_silent_apply_agree():
    """Skipping explanations (for bots) must not change the rules' outcome."""
    for seed in range(5):
        for (_, action, loud), (_, _, quiet) in zip(
            playout(4, (), seed, {}, explain=True),
            playout(4, (), seed, {}, explain=False),
            strict=True,
        ):
            assert loud.state == quiet.state, action.key
