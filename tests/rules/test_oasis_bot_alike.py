"""Oasis's heuristic bot rates one Companion of the Lair and gives the others its rating (issue
47, third round): the rating counts Companions in the hand at one flat worth, so whichever is
taken, the position is worth the same (``alike``). Every rating so given equals a fresh one,
as a named Recruit's look one action further and as a decision of its own; grouping more
keys than that is caught by the same check; and the bots play the very games of bots that
rate every slot."""

from __future__ import annotations

import random

import pytest

import rules
import rules.oasis.bots as bots_module
from rules.core.bots import make_bots, playout
from rules.oasis.bots import HeuristicBot, alike
from tests.rules.kept_check import heuristic_decisions

GAME = rules.load_game("oasis")


def _lair_choices() -> list:
    """Positions of seeded heuristic games where a scout chooses among two or more Lair
    slots: a starting Companion, a Recruit named before, at two to four players."""

    def several_slots(before) -> bool:
        lair = [a for a in GAME.legal_actions(before) if a.key.startswith("recruit lair:")]
        return len(lair) > 1

    return heuristic_decisions(GAME, several_slots)


def _fresh(state, action, me) -> float:
    return HeuristicBot().value(GAME, GAME.apply(state, action, explain=False).state, me)


def _given_and_wrong(states) -> tuple[int, int]:
    """How many ratings a bot gave a Lair slot from another (as the decision's own ratings,
    every legal action in the legal list's order), and how many differ from fresh ones."""
    given = wrong = 0
    for state in states:
        bot, me = HeuristicBot(), state.to_move
        first = None
        for action in GAME.legal_actions(state):
            rating = bot.rate_action(GAME, state, action, me)
            if bots_module.alike(action.key) == action.key:
                continue
            if first is not None:
                given += 1
                wrong += rating != _fresh(state, action, me)
            first = action
    return given, wrong


@pytest.fixture(scope="module")
def lair_choices():
    return _lair_choices()


def test_a_slot_given_another_slots_rating_is_rated_as_afresh(lair_choices):
    assert len(lair_choices) > 20
    assert {s.task[0] for s in lair_choices} >= {"start", "recruit"}
    given, wrong = _given_and_wrong(lair_choices)
    assert given > 40 and wrong == 0


def test_grouping_every_recruit_alike_is_caught(lair_choices, monkeypatch):
    """A Recruit from the deck or by playing a Companion is not worth what a Lair slot is:
    rated alike with them, the check above finds ratings that differ."""
    monkeypatch.setattr(
        bots_module,
        "alike",
        lambda key: "recruit lair" if key.startswith("recruit ") else key,
    )
    _, wrong = _given_and_wrong(lair_choices)
    assert wrong > 0


def test_a_named_recruit_looks_one_further_at_one_slot():
    """Naming the Recruit rates the choices it opens; the Lair's are applied once and all
    get that rating, which is each one's fresh rating."""
    bot = HeuristicBot()
    named = GAME.parse_action("recruit")
    checked = 0
    for players, seed in ((4, 0), (3, 1)):
        bots = make_bots(GAME, ["heuristic"], players)
        for before, _, _ in playout(
            GAME, GAME.setup(players, seed=seed), bots, random.Random(seed)
        ):
            if before.task != ("action",) or named.key not in {
                a.key for a in GAME.legal_actions(before)
            }:
                continue
            me = before.to_move
            bot.rate_action(GAME, before, named, me)
            after, follows = bot._ahead[-1]
            lair = [k for k in follows if k.startswith("recruit lair:")]
            for key in lair:
                assert follows[key] == _fresh(after, GAME.parse_action(key), me)
            checked += len(lair) > 1
    assert checked > 10


def test_bots_that_give_ratings_play_the_same_games(monkeypatch):
    games = []
    for grouping in (alike, lambda key: key):
        monkeypatch.setattr(bots_module, "alike", grouping)
        keys = []
        for players, seed in ((4, 5), (2, 6), (3, 7)):
            bots = make_bots(GAME, ["heuristic"], players)
            state = GAME.setup(players, seed=seed)
            keys.append([a.key for _, a, _ in playout(GAME, state, bots, random.Random(seed))])
        games.append(keys)
    assert games[0] == games[1]
