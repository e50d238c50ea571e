"""The heuristic bot of O Inconsciente: one action ahead, rating points, cures and progress, and
what a declaration's pieces will bring."""

from __future__ import annotations

from rules.core.bots import LookaheadBot


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def value(self, game, state, me):
        from .scoring import final_scores

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
            + 1.0 * sum(t >= 0 for t in state.notebook[me])
            + 1.5 * sum(state.own[me])
        )

    def bonus(self, state, action, me):
        """What a declaration's pieces will bring, which shows only in the decisions after it:
        a thesis that can be published is worth its points, a research card or a note tile a
        little (one action ahead the bot would never see them)."""
        if not action.key.startswith("declare "):
            return 0.0
        from .position import D, can_publish, space_action

        worth = 0.0
        for token in action.key.split()[1:]:
            kind = space_action(int(token[1:]))
            if kind == "thesis":
                ready = [D.theses[t][1] for t in state.theses_left if can_publish(state, me, t)]
                worth += max(ready, default=0)
            elif kind == "research":
                worth += 1.5
            elif kind == "notes" and state.coffee[me] >= min(D.note_costs):
                worth += 1.0
        return worth
