"""A heuristic bot for Vrienden.

It looks one action ahead: it applies each legal action without explanations and rates the
board it leaves for itself. The rating counts harmonized chakras (their plenitude value when
seen, 2.5 when not, plus a share of the alignment bonus for a run from the bottom), energies
already on their own chakra, energies of a colour above their chakra (they only need to go
down, which most inspiration spaces do), black energy close to the earth, alleviated black,
and inspiration tokens still in hand. It prefers meditating when it has no token left.
"""

from __future__ import annotations

import random

from rules.core import Action, Game

from .state import BLACK, EARTH, WHITE, VriendenState


class HeuristicBot:
    name = "heuristic"

    def choose(self, game: Game, state: VriendenState, rng: random.Random) -> Action:
        me = state.to_move
        assert me is not None and me >= 0
        best: list[Action] = []
        best_value = float("-inf")
        for action in game.legal_actions(state):
            value = self.outcome(game, game.apply(state, action, explain=False).state, me)
            if action.kind == "meditate" and not state.spaces[me]:
                value -= 2.0  # a turn spent for nothing but a look
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def outcome(self, game: Game, state: VriendenState, me: int) -> float:
        """The value of a position, completing a channel action greedily first."""
        while state.to_move == me and state.phase in ("channel", "pick"):
            options = [game.apply(state, a, explain=False).state for a in game.legal_actions(state)]
            state = max(options, key=lambda s: self.value(game, s, me))
        return self.value(game, state, me)

    def value(self, game: Game, state: VriendenState, me: int) -> float:
        rows = state.boards[me]
        total = 0.0
        run_open = True
        for c in range(6, -1, -1):
            row = rows[c + 1]
            if row == (c, c, c):
                seen = c in state.meditation[me] or state.phase == "over"
                total += 15 + (state.plenitude[c] if seen else 2.5)
                if run_open:
                    total += 1.5
            else:
                run_open = False
                own = row.count(c)
                total += 3 * own + own * own
                total -= 1.2 * sum(1 for x in row if x != c)
        for r in range(EARTH):
            for x in rows[r]:
                if x == BLACK:
                    total += 0.5 * r
                elif x == WHITE:
                    total += 0.2
                elif r < x + 1:
                    total += 2.0 - 0.1 * (x + 1 - r)
                elif r > x + 1:
                    total += 0.5 - 0.3 * (r - x - 1)
        total += 5.0 * rows[EARTH].count(BLACK)
        tokens = state.tokens_in_hand(me, game.board.inspiration_tokens)  # type: ignore[attr-defined]
        notched = state.notches[me].bit_count()
        total += 1.5 * tokens + 1.0 * state.spaces[me].bit_count() - 1.5 * notched * notched
        total -= 0.3 * len(rows[0])
        if state.phase == "over":
            result = game.result(state)
            if result is not None and me in result.winners:
                total += 100
        return total
