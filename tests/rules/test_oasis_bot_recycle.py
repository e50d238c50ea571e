"""At a Recycle, Oasis's heuristic bot rates only the Ruins cards the named Recycle looked at
one action further (issue 47, third round): the others are left unrated and never chosen, and
after a named Recycle the decision's ratings are all taken up, so it applies nothing."""

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


def test_a_recycle_rates_the_cards_looked_at_and_chooses_among_them():
    recycles = _recycles()
    pruned = 0
    for state, legal, plan, action, _ in recycles:
        me = state.to_move
        looked = HeuristicBot()._looked_at(GAME, GAME.cached_action("recycle"), legal, state, me)
        if len(legal) <= RECYCLE_LOOKED_AT:
            assert plan is None
            continue
        assert plan.unrated == {a.key for a in legal} - {a.key for a in looked}
        assert action.key not in plan.unrated
        pruned += 1
    assert pruned > 10


def test_a_recycle_after_a_named_one_applies_nothing():
    """After a named Recycle, the look one further rated the very cards the Recycle rates:
    nothing is applied. A Recycle that no naming led to (a Companion's banner, a Mission)
    applies the cards rated, and no more."""
    taken_up = 0
    for _, legal, plan, _, applied in _recycles():
        if plan is not None:
            assert applied in (0, len(legal) - len(plan.unrated))
            taken_up += applied == 0
    assert taken_up > 10
