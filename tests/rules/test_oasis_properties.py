"""Property tests over random Oasis games: 2-4 scouts, every ruling's readings.

A random game of Oasis is some 600-900 actions, so each property looks at a handful of games.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core import StateError
from rules.core.bots import random_playout
from rules.oasis.bots import HeuristicBot
from rules.oasis.cards import EQUIPMENT, HIDDEN
from rules.oasis.codec import consistency_problem, history_problem

from .contract import assert_sample_refused

GAME = rules.load_game("oasis")
CARDS = GAME.cards
SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])

rulings_strategy = st.fixed_dictionaries(
    {r.name: st.sampled_from(r.choices) for r in GAME.info.rulings}
)
games = st.tuples(st.integers(2, 4), st.integers(0, 2**32), rulings_strategy)


def playout(players, seed, rulings_chosen, explain=False):
    """Every (state, action, transition) of a seeded random game; GameTooLong past 5,000."""
    return random_playout(GAME, players, seed, (), rulings_chosen, explain, limit=5_000)


JOURNEY_KEYS = [c.key for c in CARDS.cards if c.kind == "journey"]
COMPANION_KEYS = [c.key for c in CARDS.cards if c.kind == "companion"]


def candidate_keys(state):
    """Keys of every kind, most of them illegal in any given state."""
    keys = ["explore", "recycle", "equip", "travel", "recruit", "pass", "stop travel"]
    keys += ["skip mission", "recruit deck"]
    keys += [f"recruit lair:{i}" for i in range(1, 5)]
    keys += [f"equip {item}" for item in EQUIPMENT]
    keys += [f"pillage {s}" for s in range(1, 5)]
    for key in (*JOURNEY_KEYS, "compass", "map"):
        keys.append(f"travel {key}")
    for key in JOURNEY_KEYS:
        keys += [f"recycle {key}", f"draw {key}"]
    for key in (*JOURNEY_KEYS, *EQUIPMENT, *COMPANION_KEYS):
        keys += [f"pay {key}", f"discard {key}", f"keep {key}"]
    for key in COMPANION_KEYS:
        keys += [f"recruit play {key}", f"mission {key}", f"draw {key}"]
    keys += ["mission wayfinder,salvager", "mission raider,raider", "grab 7,shield", "grab 0,0"]
    return keys


@SETTINGS
@given(games)
def test_every_game_ends_with_a_result(params):
    last = None
    for _, _, transition in playout(*params):
        last = transition.state
    assert last is not None and last.to_move is None
    result = GAME.result(last)
    assert result is not None and result.rule in ("oasis.end.oasis", "oasis.end.closest")
    assert result.winners and set(result.winners) <= set(range(params[0]))
    best = max(result.scores)
    if result.rule == "oasis.end.closest":
        assert {s for s, score in enumerate(result.scores) if score == best} >= set(result.winners)
    else:
        assert result.scores[result.winners[0]] == 13


@SETTINGS
@given(games)
def test_cards_are_conserved_and_hands_trimmed_when_a_turn_begins(params):
    """Every card in exactly one zone after every action; no hand above eight whenever a new
    turn begins; the Lair never holds more than four; the piles never go negative."""
    turns = 0
    for before, _, transition in playout(*params):
        state = transition.state
        assert consistency_problem(GAME, state) is None
        assert history_problem(GAME, state) is None
        assert min(state.supply) >= 0 and len(state.lair) == 4
        if state.turn > before.turn:
            turns += 1
            assert all(len(hand) <= 8 for hand in state.hands), state.hands
            assert state.task == ("action",) and state.played == frozenset()
            assert not state.recruited
    assert turns > 0


@SETTINGS
@given(games)
def test_every_reached_position_loads_and_round_trips(params):
    """No position the rules reach is refused on loading (every ruling's readings): each
    one saved and loaded again is the same position."""
    for _, _, transition in playout(*params):
        state = transition.state
        data = GAME.to_json(state)
        assert GAME.from_json(data) == state


@SETTINGS
@given(games)
def test_json_round_trips_and_views_hide_other_hands(params):
    for index, (_, _, transition) in enumerate(playout(*params)):
        if index % 9:
            continue
        state = transition.state
        data = GAME.to_json(state)
        assert GAME.from_json(data) == state
        assert GAME.from_json(json.dumps(data)) == state
        for seat in range(state.players):
            view = GAME.view(state, seat)
            saved = GAME.to_json(view)
            assert view.seed is None and saved["seed"] is None  # no seed replays the draws
            try:
                GAME.from_json(saved)
            except StateError as refused:
                assert refused.field == "viewer"
            else:
                raise AssertionError("a saved view was loaded as a game")
            assert view.hands[seat] == state.hands[seat]
            for other, hand in enumerate(view.hands):
                if other != seat:
                    assert hand == (HIDDEN,) * len(state.hands[other])
            assert set(view.deck) <= {HIDDEN} and set(view.cdeck) <= {HIDDEN}
            shown = json.dumps(GAME.to_json(view)["hands"])
            assert shown.count('"?"') == sum(len(h) for s, h in enumerate(state.hands) if s != seat)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_illegal_actions_refused_with_reason_and_state_unchanged(params, rnd):
    for index, (state, _, _) in enumerate(playout(*params)):
        if index % 11:
            continue
        assert_sample_refused(GAME, state, candidate_keys(state), rnd, 8)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_legal_actions_agree_with_why_illegal(params):
    """Every legal key has no Ruling; every chance node's outcomes sum to one."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if index % 5:
            continue
        if state.to_move == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        for action in GAME.legal_actions(state):
            assert GAME.why_illegal(state, action.key) is None


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_mandatory_action_is_named_before_its_card(params):
    """oasis.action: at every mandatory action the legal actions are the named ones in the
    rulebook's order (or pass alone); every card legal once its action is named is refused
    before that with oasis.action, and ``lead_in`` names the action it waits for."""
    order = ["explore", "recycle", "equip", "travel", "recruit"]
    checked = 0
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move == CHANCE or state.task != ("action",) or index % 3:
            continue
        keys = [a.key for a in GAME.legal_actions(state)]
        assert keys == ["pass"] or keys == [verb for verb in order if verb in keys]
        for verb in keys[1:] if keys[0] == "explore" else keys:
            if verb == "pass":
                continue
            named = GAME.apply(state, verb).state
            if verb == "travel" and named.task != ("travel", 0):
                # A Travel of no card (ruling travel-minimum = none) is over at once.
                assert params[2]["travel-minimum"] == "none"
                continue
            details = GAME.legal_actions(named)
            assert details, f"{verb} was offered with nothing to choose after it"
            for detail in details:
                if detail.key == "stop travel":  # ending at once (travel-minimum = none)
                    continue
                assert GAME.why_illegal(state, detail).rule == "oasis.action", detail.key
                assert GAME.lead_in(state, detail).key == verb
                checked += 1
    assert checked


@SETTINGS
@given(games)
def test_every_step_cites_a_rulebook_section_and_hides_secrets(params):
    """Every Step names a section and can be described; a scout's reading of a Step keeps a
    "(seen by ...)" secret only when that scout is among those who see it."""
    for _, action, transition in playout(*params, explain=True):
        assert transition.steps, f"{action.key} explains nothing"
        for step in transition.steps:
            assert step.rule in GAME.rulebook, step.rule
            assert step.text
            assert GAME.describe(step.state)
            if "(seen by" not in step.text:
                continue
            for seat in range(params[0]):
                shown = GAME.view_step(step, seat)
                seen = re.search(r"\(seen by ([^:()]*):", shown.text)
                assert seen is None or GAME.seat_name(seat) in seen.group(1), shown.text
                assert shown.state == GAME.view(step.state, seat)
        if transition.steps:
            assert transition.steps[-1].state.hands == transition.state.hands


def test_explained_and_silent_apply_agree():
    for players in (2, 3, 4):
        params = (players, players * 11, {})
        for (_, action, loud), (_, _, quiet) in zip(
            playout(*params, explain=True), playout(*params, explain=False), strict=True
        ):
            assert loud.state == quiet.state, action.key


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_the_heuristic_bot_decides_on_its_own_view(params, rnd):
    """The heuristic bot is handed only its seat's view (no seed, other hands face down); it
    finds a legal action there, and that key is legal in the full position."""
    bot = HeuristicBot()
    checked = 0
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move in (None, CHANCE) or index % 4:
            continue
        view = GAME.view(state, state.to_move)
        choice = bot.choose(GAME, view, rnd)
        assert GAME.why_illegal(state, choice.key) is None, choice.key
        checked += 1
    assert checked


OTHER_READINGS = [
    (option.name, choice)
    for option in GAME.info.rulings
    for choice in option.choices
    if choice != option.default
]


@pytest.mark.parametrize(("name", "choice"), OTHER_READINGS)
def test_every_position_under_each_other_reading_loads(name, choice):
    """Each ruling's other reading, alone: every position of a seeded random game (two and
    four scouts) passes the loader's checks and loads back as itself."""
    for players in (2, 4):
        for _, _, transition in playout(players, 7, {name: choice}):
            state = transition.state
            assert consistency_problem(GAME, state) is None
            assert history_problem(GAME, state) is None
            assert GAME.from_json(GAME.to_json(state)) == state
