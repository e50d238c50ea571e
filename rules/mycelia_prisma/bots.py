"""The heuristic deck-builder: one action ahead, it values drops cleared most, then the
strength of its own cards (drops they remove or move), leaves and favors."""

from __future__ import annotations

from typing import Any

from rules.core.bots import LookaheadBot


class HeuristicBot(LookaheadBot):
    name = "heuristic"
    depth = 3  # follow-up decisions looked through (a card's drops, then its second drop)

    def rate_action(self, game: Any, state: Any, action: Any, me: int) -> float:
        """The position after ``action``, or, when it leaves a decision of ``me`` pending
        (a card's drops to choose, a move for action b), the best follow-up's."""
        return self._rate(game, game.apply(state, action, explain=False).state, me, self.depth)

    def _rate(self, game: Any, state: Any, me: int, depth: int) -> float:
        pending = state.tasks and state.tasks[0][0] not in ("turn", "bonus") and not state.ended
        if depth == 0 or state.to_move != me or not pending:
            return self.value(game, state, me)
        return max(
            self._rate(game, game.apply(state, a, explain=False).state, me, depth - 1)
            for a in game.legal_actions(state)
        )

    def value(self, game: Any, state: Any, me: int) -> float:
        if state.ended:
            return 1000.0 if me in state.winners else -1000.0
        drops = game.drops_left(state, me)
        distance = _distance(game, state, me)
        cards = [
            *state.hands[me], *state.tops[me], *state.decks[me], *state.discards[me],
            *state.gifts[me], *(state.played if state.current == me else ()),
        ]  # fmt: skip
        strength = sum(_strength(game.cards[c]) for c in cards) / max(len(cards), 1)
        others = [game.drops_left(state, s) for s in range(state.players) if s != me]
        lead = (min(others) if others else 0) * 0.5
        return (
            -10.0 * drops - 1.5 * distance + lead + 8.0 * strength + 0.3 * min(state.leaves[me], 12)
            + 0.15 * state.mushrooms[me] + 0.2 * len(state.actions[me])
        )  # fmt: skip


def _strength(card: Any) -> float:
    """What a card is worth to a deck: drops it clears, with leaves and favors as a little."""
    worth = card.remove * 1.0 + card.move * 0.5 + card.leaves * 0.15 + card.favors * 0.2
    worth += card.draws * 0.4 + card.draw * 0.4 if card.gift else card.draw * 0.4
    return worth


def _distance(game: Any, state: Any, me: int) -> int:
    """How far the drops lie from the shrine fields (fields to go, summed): a Move towards a
    shrine field is worth something before the drop leaves the board."""
    shrines = (game.board.shrine_field, *state.shrines[me])
    total = 0
    for field in range(20):
        count = state.dew[me][field] + state.prism[me][field]
        if count:
            total += count * min(_steps(field, s) for s in shrines)
    return total


def _steps(a: int, b: int) -> int:
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)
