"""The heuristic deck-builder: one action ahead, it values drops cleared most, then the
strength of its own cards (drops they remove or move), leaves and favors.

What it rates and how, and so every choice, are unchanged since it was written; what makes
it cheaper (issue 47): each position's follow-ups and ratings are made once and kept, and the
next decision takes up the look-ahead where the chosen action led (most decisions are a card's
drops, which the last look-ahead has already been through); the rating reads tables made once
per game (a card's strength, each field's distance to the nearest shrine field) and keeps the
last mean card strength while the cards lie the same. tests/rules/test_mycelia_prisma_bot.py
holds all of it invisible.
"""

from __future__ import annotations

from itertools import chain
from operator import add, is_, mul
from typing import Any

from rules.core.bots import LookaheadBot

#: The tasks after which the look-ahead stops: the player's free choice of the next thing to
#: do (the turn) and another player's bonus drop.
OPEN_TASKS = ("turn", "bonus")


class HeuristicBot(LookaheadBot):
    name = "heuristic"
    depth = 3  # follow-up decisions looked through (a card's drops, then its second drop)

    def __init__(self) -> None:
        # The decision being made: its position as given, and its record; the action chosen
        # at the last decision. The next decision mostly starts where that action led, which
        # the look-ahead has been through: its record is kept (and with it every position
        # looked at after it), the rest is let go.
        self._root_state: Any = None
        self._root: _Position | None = None
        self._chosen = ""
        self._tables: tuple[Any, list[float], dict[tuple, tuple[int, ...]]] | None = None
        self._last_strength: tuple[tuple, float] | None = None  # zones and their mean

    def choose(self, game: Any, state: Any, rng: Any) -> Any:
        action = super().choose(game, state, rng)
        self._chosen = action.key
        return action

    def rate_action(self, game: Any, state: Any, action: Any, me: int) -> float:
        """The position after ``action``, or, when it leaves a decision of ``me`` pending
        (a card's drops to choose, a move for action b), the best follow-up's."""
        if state is not self._root_state:
            self._root = self._position(state)
            self._root_state = state
        return self._rate(game, self._follow_ups(game, self._root)[action.key], me, self.depth)

    def _position(self, state: Any) -> _Position:
        """The record of a decision's position: where the last decision's chosen action led
        if it is this very position (the same drops, cards, tasks and all), else a new one."""
        last = self._root
        if last is not None and last.after is not None:
            went = last.after.get(self._chosen)
            if went is not None and went.state == state:
                return went
        return _Position(state)

    def _rate(self, game: Any, position: _Position, me: int, depth: int) -> float:
        state = position.state
        tasks = state.tasks
        pending = depth and tasks and tasks[0][0] not in OPEN_TASKS and not state.ended
        if pending and state.to_move == me:  # a decision of ``me``'s: the best follow-up
            rated = position.rated
            if rated is None:
                rated = position.rated = {}
            best = rated.get((me, depth))
            if best is None:
                best = rated[me, depth] = max(
                    [self._rate(game, after, me, depth - 1)
                     for after in self._follow_ups(game, position).values()]
                )  # fmt: skip
            return best
        # The position's own value: the same whatever the depth it is met at.
        worth = position.worth
        if worth is None or worth[0] != me:
            worth = position.worth = (me, self.value(game, state, me))
        return worth[1]

    def _follow_ups(self, game: Any, position: _Position) -> dict[str, _Position]:
        """Every legal action's key and the position it leads to (quiet mode), in the legal
        list's order; made once per position. The legal list is asked once and every action
        applied to that same position, so the engine finds it in its one-entry cache."""
        after = position.after
        if after is None:
            state, apply = position.state, game.apply
            after = position.after = {
                a.key: _Position(apply(state, a, False).state) for a in game.legal_actions(state)
            }
        return after

    def value(self, game: Any, state: Any, me: int) -> float:
        if state.ended:
            return 1000.0 if me in state.winners else -1000.0
        tables = self._tables
        if tables is None or tables[0] is not game.cards:
            tables = self._tables_of(game)
        dew, prism = state.dew, state.prism
        left = list(map(add, map(sum, dew), map(sum, prism)))  # drops on each board
        drops = left.pop(me)
        shrines = state.shrines[me]
        to_shrine = tables[2].get(shrines) or self._distances(game, shrines)
        distance = sum(map(mul, map(add, dew[me], prism[me]), to_shrine))
        lead = (min(left) if left else 0) * 0.5
        return (
            -10.0 * drops - 1.5 * distance + lead + 8.0 * self._strength(state, me, tables[1])
            + 0.3 * min(state.leaves[me], 12) + 0.15 * state.mushrooms[me]
            + 0.2 * len(state.actions[me])
        )  # fmt: skip

    def _strength(self, state: Any, me: int, strengths: list[float]) -> float:
        """The mean strength of ``me``'s cards. Positions rated one after the other mostly
        hold the very same card zones (a drop moved changes none): the last mean is kept with
        its zones and given again while they are the same objects."""
        own = state.played if state.current == me else ()
        zones = (
            state.hands[me], state.tops[me], state.decks[me], state.discards[me],
            state.gifts[me], own,
        )  # fmt: skip
        last = self._last_strength
        if last is not None and all(map(is_, last[0], zones)):
            return last[1]
        count = sum(map(len, zones))
        # Summed card by card in the order of the zones, as ever (the same float sum).
        mean = sum(map(strengths.__getitem__, chain.from_iterable(zones))) / max(count, 1)
        self._last_strength = (zones, mean)
        return mean

    def _tables_of(self, game: Any) -> tuple[Any, list[float], dict[tuple, tuple[int, ...]]]:
        """Each card's strength by its code, and the distances to the shrine fields by a
        board's own shrine fields: made once per game (the game's cards name the tables)."""
        tables = self._tables
        if tables is None or tables[0] is not game.cards:
            tables = self._tables = (game.cards, [_strength(c) for c in game.cards], {})
            self._last_strength = None
        return tables

    def _distances(self, game: Any, own_shrines: tuple[int, ...]) -> tuple[int, ...]:
        shrines = (game.board.shrine_field, *own_shrines)
        made = tuple(min(_steps(field, s) for s in shrines) for field in range(20))
        self._tables_of(game)[2][own_shrines] = made
        return made


def _strength(card: Any) -> float:
    """What a card is worth to a deck: drops it clears, with leaves and favors as a little."""
    worth = card.remove * 1.0 + card.move * 0.5 + card.leaves * 0.15 + card.favors * 0.2
    worth += card.draws * 0.4 + card.draw * 0.4 if card.gift else card.draw * 0.4
    return worth


def _steps(a: int, b: int) -> int:
    """Fields to go from ``a`` to ``b`` (rows and columns of a board of five by four): how far
    a drop lies from a shrine field, so a Move towards one is worth something before the
    drop leaves the board."""
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


class _Position:
    """A position the bot has met: its follow-ups once made, and its rating for a seat by
    the depth looked through (the value itself at depth 0, and wherever the look-ahead
    stops)."""

    __slots__ = ("after", "rated", "state", "worth")

    def __init__(self, state: Any) -> None:
        self.state = state
        self.after: dict[str, _Position] | None = None
        self.worth: tuple[int, float] | None = None  # (seat, value)
        self.rated: dict[tuple[int, int], float] | None = None  # by (seat, depth)
