"""The Mushroom Eaters' heuristic bot rates a card play once for its movement and the way it is
played (issue 47, third round): the 3a and the 3b played alike lead to positions its rating
cannot tell apart, so the second takes up the first's rating (``same_outcome``). Every rating
taken up equals a fresh one; a key that leaves a part of the play out is caught by the same
check; and bots that take ratings up play the very games of bots that rate every play."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rules
import rules.mushroom_eaters.bots as bots_module
from rules.core.bots import LookaheadBot, make_bots, playout
from rules.mushroom_eaters.bots import HeuristicBot, same_outcome
from tests.rules.kept_check import heuristic_decisions

GAME = rules.load_game("mushroom-eaters")


def _card_decisions() -> list:
    """Positions of seeded heuristic games where some two card plays share a key
    (``same_outcome``): Mood card turns and Environments, at two to four players."""

    def shared(before) -> bool:
        outcomes = [same_outcome(before, a) for a in GAME.legal_actions(before)]
        outcomes = [o for o in outcomes if o is not None]
        return len(set(outcomes)) < len(outcomes)

    return heuristic_decisions(GAME, shared)


def _ratings_taken_up_and_wrong(states) -> tuple[int, int]:
    """How many ratings a fresh bot took up over ``states`` (every legal action rated, in
    the legal list's order), and how many of those differ from the whole look-ahead's."""
    whole = LookaheadBot.rate_action
    taken = wrong = 0
    for state in states:
        bot, me = HeuristicBot(), state.to_move
        seen = set()
        for action in GAME.legal_actions(state):
            outcome = bots_module.same_outcome(state, action)
            rating = bot.rate_action(GAME, state, action, me)
            if outcome is not None and outcome in seen:
                taken += 1
                wrong += rating != whole(bot, GAME, state, action, me)
            seen.add(outcome)
    return taken, wrong


@pytest.fixture(scope="module")
def card_decisions():
    return _card_decisions()


def test_a_rating_taken_up_equals_a_fresh_one(card_decisions):
    assert len(card_decisions) > 30
    assert any(s.tasks[0][0] == "env" for s in card_decisions)
    taken, wrong = _ratings_taken_up_and_wrong(card_decisions)
    assert taken > 50 and wrong == 0


@pytest.mark.parametrize(
    "short_key",
    [
        # the energy added and the Personal Path taken left out: the movement alone
        lambda state, action: (
            ("play", action.key.split(":")[2])
            if action.key.startswith("play:")
            else same_outcome(state, action)
        ),
        # the movement left out: the way it is played alone
        lambda state, action: (
            ("play", action.key.split(":", 3)[3])
            if action.key.startswith("play:")
            else same_outcome(state, action)
        ),
    ],
)
def test_a_key_leaving_a_part_out_is_caught(card_decisions, monkeypatch, short_key):
    monkeypatch.setattr(bots_module, "same_outcome", short_key)
    _, wrong = _ratings_taken_up_and_wrong(card_decisions)
    assert wrong > 0


def test_bots_that_take_ratings_up_play_the_same_games(monkeypatch):
    """The games of four bots that take ratings up and of four that rate every play alike
    are move for move the same."""
    games = []
    for outcome in (same_outcome, lambda state, action: None):
        monkeypatch.setattr(bots_module, "same_outcome", outcome)
        keys = []
        for players, seed in ((4, 5), (2, 6)):
            bots = make_bots(GAME, ["heuristic"], players)
            state = GAME.setup(players, seed=seed)
            keys.append([a.key for _, a, _ in playout(GAME, state, bots, random.Random(seed))])
        games.append(keys)
    assert games[0] == games[1]


def test_only_card_plays_share_a_key(card_decisions):
    """A play's key drops the card alone, and so does an Environment's; a Fire's card (each
    card gives its own items) and any other decision are rated on their own."""
    state = next(s for s in card_decisions if s.tasks[0][0] == "turn")
    for action in GAME.legal_actions(state):
        if action.key.startswith("play:"):
            assert same_outcome(state, action) == ("play", action.key.split(":", 2)[2])
        else:
            assert same_outcome(state, action) is None
    card = GAME.cached_action("card:3a:3")
    assert same_outcome(replace(state, tasks=(("env", 0, 1),)), card) == ("env", "3")
    assert same_outcome(replace(state, tasks=(("fire", 0),)), GAME.cached_action("card:3a")) is None
