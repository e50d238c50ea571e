"""Property tests over random Vrienden games: 2-4 players, both modules, every ruling."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import random_playout
from rules.vrienden.codec import consistency_problem
from rules.vrienden.state import CHAKRAS, COLOURS, EARTH, row_id

from .contract import assert_sample_refused

GAME = rules.load_game("vrienden")
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Random bots rarely harmonize five chakras: the shorter round limit keeps the tests quick
# (it is one of the ruling's choices; "none" is left out because random games might not end).
rulings_strategy = st.fixed_dictionaries(
    {
        r.name: st.sampled_from(
            [x for x in r.choices if x != "none"] if r.name == "round-limit" else r.choices
        )
        for r in GAME.info.rulings
    }
).map(lambda d: {**d, "round-limit": "30"})
games = st.tuples(
    st.integers(2, 4),
    st.sampled_from([(), ("yin-yang",), ("objectives",), ("objectives", "yin-yang")]),
    st.integers(0, 2**32),
    rulings_strategy,
)


def playout(players, variants, seed, rulings_chosen, explain=False):
    """Every (state, action, transition) of a seeded random game; GameTooLong past 20,000."""
    return random_playout(GAME, players, seed, variants, rulings_chosen, explain, limit=20_000)


def candidate_keys(state):
    """Legal keys and many illegal ones of every kind."""
    keys = ["meditate", *(f"meditate {c}" for c in CHAKRAS), *(f"channel {i}" for i in range(1, 9))]
    keys += [f"draw {c}" for c in COLOURS] + [f"pick {c}" for c in COLOURS]
    for f, flow in enumerate(state.flows):
        present = sorted({x for x in flow if x >= 0})
        for x in present:
            for dest in ("bubbles", "chakra:green", "chakra:red", f"chakra:{CHAKRAS[min(x, 6)]}"):
                keys.append(f"take flow:{f + 1} {COLOURS[x]} to {dest}")
        if len(present) > 1:
            names = ",".join(COLOURS[x] for x in present)
            keys.append(f"take flow:{f + 1} {names} to bubbles")
    seat = state.current
    rows = state.boards[seat]
    for r in range(EARTH + 1):
        for x in set(rows[r]):
            for d in (-3, -2, -1, 1, 2, 3, 4):
                if 0 <= r + d <= EARTH:
                    keys.append(f"move {COLOURS[x]} {row_id(r)} {row_id(r + d)}")
    return keys


@SETTINGS
@given(games)
def test_every_game_ends_with_a_result(params):
    last = None
    for _, _, transition in playout(*params):
        last = transition.state
    assert last is not None and last.phase == "over"
    result = GAME.result(last)
    assert result is not None and result.rule in GAME.rulebook
    assert result.rule in ("vrienden.end.round", "vrienden.ruling.round-limit")


@SETTINGS
@given(games)
def test_invariants_hold_after_every_action(params):
    """Energies conserved (bag, flows, boards, earth, discard), no chakra above three."""
    for _, _, transition in playout(*params):
        state = transition.state
        assert consistency_problem(GAME, state) is None
        for rows in state.boards:
            assert all(len(rows[r]) <= 3 for r in range(1, EARTH))


@SETTINGS
@given(games)
def test_json_round_trips(params):
    for index, (_, _, transition) in enumerate(playout(*params)):
        if index % 5:
            continue
        state = transition.state
        data = GAME.to_json(state)
        assert GAME.from_json(data) == state
        assert GAME.from_json(json.dumps(data)) == state
        for seat in range(state.players):
            view = GAME.view(state, seat)
            assert GAME.from_json(GAME.to_json(view)) == view


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_illegal_actions_refused_with_reason_and_state_unchanged(params, rnd):
    for index, (state, _, _) in enumerate(playout(*params)):
        if index % 7:
            continue
        assert_sample_refused(GAME, state, candidate_keys(state), rnd, 6)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_fast_move_generator_agrees_with_rule_by_rule_check(params):
    """`legal_actions` and `why_illegal` agree on every candidate (moves, takes, channels)."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move in (None, CHANCE) or index % 3:
            continue
        legal = {a.key for a in GAME.legal_actions(state)}
        for key in candidate_keys(state):
            if key.startswith("draw"):
                continue
            ruling = GAME.why_illegal(state, key)
            assert (ruling is None) == (key in legal), (key, ruling)
        # Each `channel N` is legal exactly when some full sequence of its moves exists.
        if state.phase == "play":
            for key in legal:
                if key.startswith("channel") and key != "channel 8":
                    s = GAME.apply(state, key, explain=False).state
                    while s.phase == "channel" and s.current == state.current:
                        options = GAME.legal_actions(s)
                        assert options, f"{key} was offered but gets stuck"
                        s = GAME.apply(s, options[0], explain=False).state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_step_cites_a_rulebook_section(params):
    for _, _, transition in playout(*params, explain=True):
        assert transition.steps
        for step in transition.steps:
            assert step.rule in GAME.rulebook, step.rule
            assert step.text
            assert GAME.describe(step.state)
        assert transition.steps[-1].state == transition.state


def test_explained_and_silent_apply_agree():
    for seed in range(3):
        params = (3, ("yin-yang", "objectives"), seed, {"round-limit": "30"})
        for (_, action, loud), (_, _, quiet) in zip(
            playout(*params, explain=True), playout(*params, explain=False), strict=True
        ):
            assert loud.state == quiet.state, action.key
