"""The heuristic bot of O Inconsciente: one action ahead, rating points, cures and progress."""

from __future__ import annotations

from rules.core.bots import LookaheadBot


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def value(self, game, state, me):
        from .engine import final_scores

        final = final_scores(state)
        mine = final[me]
        best_other = max((final[p] for p in range(state.players) if p != me), default=0)
        return (
            mine
            - 0.5 * best_other
            + 0.4 * state.coffee[me]
            + 1.5 * state.hearts[me]
            + 2.0 * len(state.cured[me])
            + 0.6 * sum(state.disc[me])
            + 0.8 * state.rep[me]
            + 0.5 * len(state.played[me])
            + 0.4 * state.ideas[me]
            + 0.7 * sum(sum(s[4:5]) for s in state.office[me])
        )
