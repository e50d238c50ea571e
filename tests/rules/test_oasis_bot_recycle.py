"""At a Recycle, Oasis's heuristic bot leaves unrated the Ruins cards behind the trail (good only
for paying) but for those the named Recycle looked at one action further (issue 47, third
round): a card left unrated is never chosen, every card that could go on the trail is rated,
and the ratings the named Recycle made are taken up rather than made again."""

from __future__ import annotations

import random

import rules
from rules.core.bots import playout
from rules.oasis.bots import RECYCLE_LOOKED_AT, HeuristicBot

GAME = rules.load_game("oasis")


class _Counting(HeuristicBot):
    """The bot, recording each Recycle decision: what it left unrated, what it chose, and
    how many actions it applied to choose."""

    def __init__(self) -> None:
        super().__init__()
        self.recycles: list[tuple] = []

    def choose(self, game, state, rng):
        if state.task != ("recycle",):
            return super().choose(game, state, rng)
        applied = []
        apply = game.apply

        def counting(*args, **kwargs):
            applied.append(args[1])
            return apply(*args, **kwargs)

        game.apply = counting
        try:
            action = super().choose(game, state, rng)
        finally:
            del game.apply
        legal = game.legal_actions(state)
        plan = self.candidates(game, state, legal, state.to_move)
        self.recycles.append((state, legal, plan, action, len(applied)))
        return action


def _recycles() -> list[tuple]:
    found = []
    for players, seed in ((4, 0), (3, 1), (2, 2), (4, 3), (4, 4)):
        bots = [_Counting() for _ in range(players)]
        for _ in playout(GAME, GAME.setup(players, seed=seed), bots, random.Random(seed)):
            pass
        found += [r for bot in bots for r in bot.recycles]
    return found


def _number(key: str) -> int:
    return GAME.cards.by_key(key.partition(" ")[2]).number


def test_a_recycle_leaves_only_cards_behind_the_trail_unrated():
    recycles = _recycles()
    pruned = 0
    for state, legal, plan, action, _ in recycles:
        me = state.to_move
        reached = 14 - len(state.trails[me])
        named = GAME.cached_action("recycle")
        looked = {a.key for a in HeuristicBot()._looked_at(GAME, named, legal, state, me)}
        behind = {a.key for a in legal if _number(a.key) >= reached} - looked
        if len(legal) <= RECYCLE_LOOKED_AT or not behind:
            assert plan is None
            continue
        assert plan.unrated == behind
        assert action.key not in plan.unrated
        pruned += 1
    assert pruned > 10


def test_a_recycle_applies_only_the_cards_rated_afresh():
    """A Recycle applies the cards it rates, less those the named Recycle rated one action
    further (taken up): never a card left unrated."""
    taken_up = 0
    for _state, legal, plan, _, applied in _recycles():
        if plan is None:
            continue
        rated = len(legal) - len(plan.unrated)
        assert applied <= rated
        taken_up += applied < rated
    assert taken_up > 10
