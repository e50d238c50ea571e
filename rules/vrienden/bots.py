"""A heuristic bot for Vrienden.

It looks one action ahead: it applies each legal action without explanations and rates the
board it leaves for itself. The rating counts harmonized chakras (their plenitude value when
seen, 2.5 when not, plus a share of the alignment bonus for a run from the bottom), energies
already on their own chakra, energies of a colour above their chakra (they only need to go
down, which most inspiration spaces do), black energy close to the earth, alleviated black,
and inspiration tokens still in hand. It prefers meditating when it has no token left.
"""

from __future__ import annotations

from rules.core import Action, Game
from rules.core.bots import LookaheadBot

from .state import BLACK, EARTH, WHITE, VriendenState


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def bonus(self, state: VriendenState, action: Action, me: int) -> float:
        if action.kind == "meditate" and not state.spaces[me]:
            return -2.0  # a turn spent for nothing but a look
        return 0.0

    def value(self, game: Game, state: VriendenState, me: int) -> float:
        """The value of a position, completing a channel action greedily first."""
        while state.to_move == me and state.phase in ("channel", "pick"):
            options = [game.apply(state, a, explain=False).state for a in game.legal_actions(state)]
            state = max(options, key=lambda s: self.rate(game, s, me))
        return self.rate(game, state, me)

    def rate(self, game: Game, state: VriendenState, me: int) -> float:
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
