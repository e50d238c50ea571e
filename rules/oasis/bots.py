"""A heuristic bot for Oasis.

It looks one action ahead: it applies each legal action without explanations and rates the
position it leaves for itself. The rating counts how far its trail has come (by far the most),
how many more numbers its hand could play in a row from there (Compasses and a Map included),
Equipment and Companions held, a hand size near the limit of eight, and the draws and other
actions still owed to it this turn (so that an Explore, which ends at a chance node, is worth
its two cards). A win is worth more than anything else.

Naming the mandatory action (Recycle, Equip, Travel, Recruit) changes nothing but the task,
so a named action is rated as the best of the choices it opens (the card of the Ruins, the
Equipment, the first card of the Travel, the Companion).
"""

from __future__ import annotations

from rules.core import Action, Game
from rules.core.bots import LookaheadBot

from .cards import HIDDEN
from .state import CHOSEN_TASK, OasisState

# What a task still waiting in the scout's own turn is worth (see ``value``).
PROMISE = {
    "draw": 2.2,
    "explore": 4.4,
    "recycle": 2.6,
    "grab": 1.2,
    "recruit": 1.5,
    "cdraw": 1.5,
    "travel": 1.0,
    "equip": 1.5,
}


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def rate_action(self, game: Game, state: OasisState, action: Action, me: int) -> float:
        # A named action whose card is chosen next (CHOSEN_TASK; an Explore draws at once).
        if action.key in CHOSEN_TASK and state.task == ("action",):
            # One action further: what the named action lets the scout do next, at best.
            named = game.apply(state, action, explain=False).state
            if named.to_move == me:  # else the action was over at once (a Travel of no card)
                rate = super().rate_action
                return max(rate(game, named, follow, me) for follow in game.legal_actions(named))
        return super().rate_action(game, state, action, me)

    def value(self, game: Game, state: OasisState, me: int) -> float:
        if state.ended:
            return 1000.0 if me in state.winners else -1000.0
        cards = game.cards  # type: ignore[attr-defined]
        hand = state.hands[me]
        reached = state.reached(me)
        total = 10.0 * (13 - reached)
        # How far the hand could carry the trail on a later turn.
        compasses = hand.count(cards.equipment["compass"])
        numbers = {
            cards.cards[c].number for c in hand if c != HIDDEN and cards.cards[c].kind == "journey"
        }
        run, n = 0, reached - 1
        while n >= 0:
            if n in numbers:
                run += 1
            elif n >= 1 and compasses:
                compasses -= 1
                run += 1
            elif n == 0 and cards.equipment["map"] in hand:
                run += 1
            else:
                break
            n -= 1
        total += 3.0 * run
        if run >= reached:  # the hand reaches the Oasis
            total += 40.0
        for c in hand:
            card = cards.cards[c] if c != HIDDEN else None
            if card is None:
                continue
            if card.kind == "equipment":
                total += {"compass": 2.5, "shield": 1.0, "map": 4.0}[card.key]
            elif card.kind == "companion":
                total += 1.5
            elif card.number >= reached:
                total -= 0.5  # a number already behind the trail is only good for paying
        total += 2.0 * len(state.areas[me])
        if state.current == me:
            # Work still owed this turn is worth something: a one-action look-ahead stops at
            # the first chance node, so an Explore would otherwise look like nothing at all.
            total += sum(PROMISE.get(task[0], 0.0) for task in state.tasks)
        total += 0.4 * min(len(hand), 8)
        leader = min(state.reached(s) for s in range(state.players) if s != me)
        total += 0.5 * (leader - reached)
        return total
