"""The Mushroom Eaters' heuristic bot rates fewer actions (issue 47, round B): plays that add
Moving Forward energy while some play adds none, and the items of a loss but the
LOSSES_RATED cheapest to lose, are not applied. At least one action is always rated, an
action left unrated is never chosen, and the rated ones are rated as the whole look-ahead
rates them."""

from __future__ import annotations

import random

import rules
from rules.core.bots import LookaheadBot, make_bots, playout
from rules.mushroom_eaters.bots import LOSSES_RATED, HeuristicBot, _loss_cost

GAME = rules.load_game("mushroom-eaters")


class _Recording(HeuristicBot):
    def __init__(self) -> None:
        super().__init__()
        self.decisions: list[tuple] = []

    def choose(self, game, state, rng):
        action = super().choose(game, state, rng)
        plan = self.candidates(game, state, game.legal_actions(state), state.to_move)
        self.decisions.append((state, plan.unrated if plan else frozenset(), action))
        return action


def _decisions(players: int, seeds: range) -> list[tuple]:
    found = []
    for seed in seeds:
        bots = [_Recording() for _ in range(players)]
        state = GAME.setup(players, seed=seed)
        for _ in playout(GAME, state, bots, random.Random(seed)):
            pass
        found += [d for bot in bots for d in bot.decisions]
    return found


def test_the_actions_left_unrated_are_those_the_key_says():
    turns = losses = 0
    for state, skipped, chosen in _decisions(4, range(4)) + _decisions(2, range(2)):
        legal = GAME.legal_actions(state)
        assert chosen.key not in skipped and len(skipped) < len(legal)
        task = state.tasks[0][0]
        if task == "turn":
            plays = [a.key for a in legal if a.key.startswith("play:")]
            spending = {k for k in plays if k.split(":")[3] != "0"}
            assert skipped == (spending if len(spending) < len(legal) else set())
            turns += bool(skipped)
        elif task == "lose":
            costs = sorted(_loss_cost(a) for a in legal)
            assert len(skipped) == max(0, len(legal) - LOSSES_RATED)
            cut = costs[LOSSES_RATED - 1] if len(legal) > LOSSES_RATED else None
            for a in legal:
                if a.key in skipped:
                    assert _loss_cost(a) >= cut
            losses += bool(skipped)
        else:
            assert not skipped
    assert turns > 20 and losses > 5


def test_rated_actions_rate_as_the_whole_look_ahead_rates_them():
    whole = LookaheadBot.rate_action
    bot = HeuristicBot()
    checked = 0
    for state, skipped, _ in _decisions(3, range(2))[::3]:
        me = state.to_move
        for action in GAME.legal_actions(state):
            if action.key not in skipped:
                assert bot.rate_action(GAME, state, action, me) == whole(
                    bot, GAME, state, action, me
                )
                checked += 1
    assert checked > 100


def test_a_bot_still_finishes_games_against_itself():
    bots = make_bots(GAME, ["heuristic"], 4)
    for seed in range(3):
        state = GAME.setup(4, seed=seed)
        *_, (_, _, last) = playout(GAME, state, bots, random.Random(seed))
        assert last.state.ended
