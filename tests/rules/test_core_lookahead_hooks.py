"""The core's look-ahead hooks (issue 47): ``LookaheadBot.best_actions`` lists every action
rated best and ``choose`` picks one of them with the same random source; a game's
``candidates`` leaves actions unrated, or rates them only while nothing beats their bound."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.core.bots import Candidates, LookaheadBot
from rules.core.types import Action


@dataclass(frozen=True)
class _Position:
    to_move: int = 0
    taken: str = ""


class _Table:
    """A game of one decision: each action's key names the rating of the position it leads to."""

    def __init__(self, ratings: dict[str, float]) -> None:
        self.ratings = ratings
        self.actions = [Action(key, key) for key in ratings]

    def legal_actions(self, state):
        return list(self.actions)

    def apply(self, state, action, explain=False):
        @dataclass
        class _Done:
            state: _Position

        return _Done(_Position(state.to_move, action.key))


class _Bot(LookaheadBot):
    def __init__(self, plan: Candidates | None = None) -> None:
        self.plan = plan
        self.rated: list[str] = []

    def candidates(self, game, state, legal, me):
        return self.plan

    def value(self, game, state, me):
        self.rated.append(state.taken)
        return game.ratings[state.taken]


RATINGS = {"a": 1.0, "b": 3.0, "c": 3.0 + 1e-12, "d": 2.0, "e": 0.5}


def _keys(actions) -> list[str]:
    return [a.key for a in actions]


def test_best_actions_lists_every_action_rated_best_in_the_legal_order():
    game = _Table(RATINGS)
    assert _keys(_Bot().best_actions(game, _Position())) == ["b", "c"]


def test_choose_picks_among_the_best_with_the_same_random_source():
    game = _Table(RATINGS)
    for seed in range(20):
        best = _Bot().best_actions(game, _Position())
        assert _Bot().choose(game, _Position(), random.Random(seed)) == random.Random(seed).choice(
            best
        )


def test_unrated_actions_are_neither_rated_nor_chosen():
    game = _Table(RATINGS)
    bot = _Bot(Candidates(unrated=frozenset({"b", "c"})))
    assert _keys(bot.best_actions(game, _Position())) == ["d"]
    assert sorted(bot.rated) == ["a", "d", "e"]


def test_a_decision_with_every_action_unrated_rates_them_all():
    game = _Table(RATINGS)
    bot = _Bot(Candidates(unrated=frozenset(RATINGS)))
    assert _keys(bot.best_actions(game, _Position())) == ["b", "c"]


def test_bounded_actions_are_rated_only_while_nothing_beats_their_bound():
    game = _Table(RATINGS)
    # "b" and "c" rated 3 beat the bound 2.5: "d" and "e" are never rated.
    bot = _Bot(Candidates(bounded=((2.5, {"d"}), (1.0, {"e"}))))
    assert _keys(bot.best_actions(game, _Position())) == ["b", "c"]
    assert sorted(bot.rated) == ["a", "b", "c"]
    # Rated 1, "a" does not beat the bound 4 of "b" and "c": they are rated and are best;
    # then 3 beats the bound 2.5 of "d", and "e" is under a lower bound still.
    bot = _Bot(Candidates(bounded=((4.0, {"b", "c"}), (2.5, {"d"}), (1.0, {"e"}))))
    assert _keys(bot.best_actions(game, _Position())) == ["b", "c"]
    assert sorted(bot.rated) == ["a", "b", "c"]


def test_a_bound_tied_with_is_rated():
    game = _Table({"a": 2.0, "b": 2.0})
    bot = _Bot(Candidates(bounded=((2.0, {"b"}),)))
    assert _keys(bot.best_actions(game, _Position())) == ["a", "b"]
