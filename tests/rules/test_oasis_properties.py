"""Property tests over random Oasis games: 2-4 scouts, every ruling's readings.

What every game must do (ending within its bound, ``check_position`` after every action, JSON
and key round trips, refusals changing nothing, explained and silent play agreeing, views
keeping no seed, bots deciding from their view) is checked once for all games in
tests/rules/test_contract.py; these are the properties of Oasis itself. A random game is some
330-900 actions, so each property looks at a handful of games.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core import StateError
from rules.core.bots import random_playout
from rules.core.messages import Msg, Secret, render
from rules.oasis.cards import HIDDEN
from tests.examples import examples

GAME = rules.load_game("oasis")
CARDS = GAME.cards
SETTINGS = settings(
    max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

rulings_strategy = st.fixed_dictionaries(
    {r.name: st.sampled_from(r.choices) for r in GAME.info.rulings}
)
games = st.tuples(st.integers(2, 4), st.integers(0, 2**32), rulings_strategy)


def playout(players, seed, rulings_chosen, explain=False):
    """Every (state, action, transition) of a seeded random game; GameTooLong past 5,000."""
    return random_playout(GAME, players, seed, (), rulings_chosen, explain, limit=5_000)


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
def test_hands_are_trimmed_and_the_turn_reset_when_a_turn_begins(params):
    """No hand above eight whenever a new turn begins, which starts with the mandatory action
    and nothing played; the Lair always has four slots; the piles never go negative (cards
    are conserved: check_position, in the contract tests)."""
    turns = 0
    for before, _, transition in playout(*params):
        state = transition.state
        assert min(state.supply) >= 0 and len(state.lair) == 4
        if state.turn > before.turn:
            turns += 1
            assert all(len(hand) <= 8 for hand in state.hands), state.hands
            assert state.task == ("action",) and state.played == frozenset()
            assert not state.recruited
    assert turns > 0


@SETTINGS
@given(games)
def test_views_hide_other_hands_and_the_decks(params):
    """A scout's view shows that scout's hand, the others' and both decks face down (only
    their sizes), and saved it says so with "?" (the seed: the contract tests)."""
    for index, (_, _, transition) in enumerate(playout(*params)):
        if index % 9:
            continue
        state = transition.state
        for seat in range(state.players):
            view = GAME.view(state, seat)
            with pytest.raises(StateError, match="view") as refused:
                GAME.from_json(GAME.to_json(view))
            assert refused.value.field == "viewer"
            assert view.hands[seat] == state.hands[seat]
            for other, hand in enumerate(view.hands):
                if other != seat:
                    assert hand == (HIDDEN,) * len(state.hands[other])
            assert set(view.deck) <= {HIDDEN} and set(view.cdeck) <= {HIDDEN}
            shown = json.dumps(GAME.to_json(view)["hands"])
            assert shown.count('"?"') == sum(len(h) for s, h in enumerate(state.hands) if s != seat)


@settings(max_examples=examples(4), deadline=None, suppress_health_check=[HealthCheck.too_slow])
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


@settings(max_examples=examples(4), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_mandatory_action_is_named_before_its_card(params):
    """oasis.action: at every mandatory action the legal actions are the named ones in the
    rulebook's order (or pass alone); every card legal once its action is named is refused
    before that with oasis.action, and ``lead_in`` names the action it waits for."""
    order = ["explore", "recycle", "equip", "travel", "recruit"]
    checked = 0
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move == CHANCE or state.task != ("action",):
            continue
        # Every third decision, for speed, once one has been checked: a game whose sampled
        # decisions all offered only Explore or Pass checked nothing (seed 2, two players).
        if checked and index % 3:
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


def secrets(message):
    """The Secret parameters of a message, at any depth."""
    for _, value in message.args if isinstance(message, Msg) else ():
        if isinstance(value, Secret):
            yield value
            value = value.value
        if isinstance(value, Msg):
            yield from secrets(value)


def test_the_secrets_of_steps_are_cards_some_scouts_saw():
    """Drawn cards (seen by the drawer) and a Pillage's grabbed and kept cards (seen by the
    thief and the victim) are the secrets of Steps; every Step of every action says
    something, and its position can be described."""
    seen_by = set()
    for _, action, transition in playout(4, 3, {}, explain=True):  # with Pillages
        assert transition.steps, f"{action.key} explains nothing"
        for step in transition.steps:
            assert render(GAME.describe(step.state))
            for secret in secrets(step.message):
                seen_by.add(len(secret.seen_by))
                assert "(seen by" in render(secret.value)
        assert transition.steps[-1].state == transition.state
    assert seen_by == {1, 2}


@SETTINGS
@given(games)
def test_a_scout_reads_a_steps_secret_only_when_among_those_who_saw_it(params):
    """A scout's reading of a Step (``view_step``) keeps a "(seen by ...)" part only when
    that scout is among those who saw it (by the Step's secrets, not by its words), and
    shows the position as that scout's view."""
    for _, _, transition in playout(*params, explain=True):
        for step in transition.steps:
            hidden = list(secrets(step.message))
            for seat in range(params[0]):
                shown = GAME.view_step(step, seat)
                assert shown.state == GAME.view(step.state, seat)
                sees = all(seat in secret.seen_by for secret in hidden)
                assert ("(seen by" in shown.text) == (bool(hidden) and sees), shown.text
                if sees:
                    assert shown.text == step.text


OTHER_READINGS = [
    (option.name, choice)
    for option in GAME.info.rulings
    for choice in option.choices
    if choice != option.default
]


@pytest.mark.parametrize(("name", "choice"), OTHER_READINGS)
def test_every_position_under_each_other_reading_loads(name, choice):
    """Each ruling's other reading, alone (the contract tests draw the readings at random):
    every position of a seeded random game (two and four scouts) holds the invariants and
    loads back as itself."""
    for players in (2, 4):
        for _, _, transition in playout(players, 7, {name: choice}):
            state = transition.state
            GAME.check_position(state)
            assert GAME.from_json(GAME.to_json(state)) == state
