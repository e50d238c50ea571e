"""A heuristic bot for The Mushroom Eaters.

It looks one action ahead and rates the position for its own seat: its Experience against the
best of the others, plus what keeps Experience safe later: Intensity strength for the Intense
moments to come, Deep Breathing in reserve, cubes on the focus boards (Face tokens and
Paradox from the Face and Drum spaces), and Mantra tokens for the Mantra spaces.
"""

from __future__ import annotations

from rules.core import Game
from rules.core.bots import LookaheadBot


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def value(self, game: Game, state, me: int) -> float:
        scores = game.scores(state)
        rest = scores[:me] + scores[me + 1 :]
        others = max(rest) if rest else 0
        value = 3.0 * (scores[me] - others) + scores[me]
        if state.ended:
            return value * 10
        value += 0.6 * state.intensity[me] + 0.3 * state.forward[me]
        value += 1.5 if state.breathe[me] else 0.0
        value += 0.8 * (state.hour.count(me) + state.drum.count(me))
        value += 0.7 * len(state.mantras[me])
        value += 0.4 * len(state.hands[me])  # cards left to choose from later
        return value
