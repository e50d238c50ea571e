"""Oasis's heuristic bot takes its look-ahead up where a named action led (issue 47): the
ratings made one action further for a named action are those of the scout's next decision,
when it is that very position; they equal fresh ones, and a position differing in any field
does not get them. A named Recycle looks one action further at the Ruins cards numbered
nearest below the trail only."""

from __future__ import annotations

import dataclasses
import random

import rules
from rules.core.bots import make_bots, playout
from rules.oasis.bots import HeuristicBot
from tests.rules.kept_check import one_field_mixes

GAME = rules.load_game("oasis")


class _Recording(HeuristicBot):
    """The bot, recording each decision whose ratings it took up from the last one."""

    def __init__(self) -> None:
        super().__init__()
        self.taken_up: list[tuple] = []
        self.ahead_seen: list[tuple] = []

    def _begin(self, state) -> None:
        self.ahead_seen += self._ahead
        super()._begin(state)
        if self._ratings:
            self.taken_up.append((state, self._ratings))


def _played(games: int = 8) -> list[_Recording]:
    bots = [_Recording() for _ in range(4)]
    for seed in range(games):
        state = GAME.setup(4, seed=seed)
        for _ in playout(GAME, state, bots, random.Random(seed)):
            pass
    return bots


def test_ratings_taken_up_equal_fresh_ones():
    taken = [entry for bot in _played() for entry in bot.taken_up]
    assert len(taken) > 20
    for state, ratings in taken:
        me = state.to_move
        fresh = HeuristicBot()
        legal = {a.key: a for a in GAME.legal_actions(state)}
        assert ratings and set(ratings) <= set(legal)
        for key, rating in ratings.items():
            assert rating == fresh.rate_action(GAME, state, legal[key], me)


def test_a_position_differing_in_one_field_takes_nothing_up():
    """For positions a named action led to and each field, a value of that field from
    another such position is put in: the mixed position is not the one rated ahead, so its
    decision starts with no ratings."""
    ahead = [entry for bot in _played(3) for entry in bot.ahead_seen]
    positions = [after for after, _ in ahead]
    tried = set()
    bot = HeuristicBot()
    for after, follows in ahead[::5]:
        done: set[str] = set()
        for name, mixed in one_field_mixes(after, positions[::7], done):
            bot._ahead = [(after, follows)]
            bot._begin(mixed)
            assert bot._ratings == {}, name
            tried.add(name)
            done.add(name)
        bot._ahead = [(after, follows)]
        bot._begin(dataclasses.replace(after))  # an equal position: taken up
        assert bot._ratings is follows
    assert {"hands", "ruins", "tasks", "trails", "areas"} <= tried


def test_bots_choose_as_without_taking_up():
    """Four bots that take ratings up play the same games as four that rate afresh."""

    class Afresh(HeuristicBot):
        def _begin(self, state) -> None:
            super()._begin(state)
            self._ratings = {}

    for players in (2, 4):
        keys = []
        for bots in (make_bots(GAME, ["heuristic"], players), [Afresh() for _ in range(players)]):
            state = GAME.setup(players, seed=11)
            keys.append([a.key for _, a, _ in playout(GAME, state, bots, random.Random(11))])
        assert keys[0] == keys[1]


def test_a_named_recycle_looks_at_the_cards_nearest_below_the_trail():
    """Of the Ruins' cards, those looked at one action further are the RECYCLE_LOOKED_AT
    whose numbers come nearest below the number the trail has reached (cards behind it
    last); another named action looks at every choice it opens."""
    from rules.oasis.bots import RECYCLE_LOOKED_AT

    bot = HeuristicBot()
    seen = 0
    for bots in (_played(2),):
        for state, _ in [e for b in bots for e in b.ahead_seen]:
            if state.task != ("recycle",) or len(GAME.legal_actions(state)) <= RECYCLE_LOOKED_AT:
                continue
            me = state.to_move
            follows = GAME.legal_actions(state)
            named = GAME.parse_action("recycle")
            looked = bot._looked_at(GAME, named, follows, state, me)
            reached = 14 - len(state.trails[me])
            numbers = [GAME.cards.by_key(f.key.split()[1]).number for f in follows]
            below = sorted((n for n in numbers if n < reached), reverse=True)
            picked = [GAME.cards.by_key(f.key.split()[1]).number for f in looked]
            assert len(looked) == RECYCLE_LOOKED_AT
            assert picked[: min(len(below), RECYCLE_LOOKED_AT)] == below[:RECYCLE_LOOKED_AT]
            assert bot._looked_at(GAME, GAME.parse_action("equip"), follows, state, me) == follows
            seen += 1
    assert seen > 3
