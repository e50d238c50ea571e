"""A cooperative heuristic bot for Daybreak.

It looks one action ahead and rates the position for the whole team (every seat plays for
the same result): the cubes the next Emissions stage would leave after Trees, Oceans and DAC
(Drawdown in sight is worth a great deal), Temperature Bands, Communities in Crisis (the
nearer a player is to twelve, the worse), energy shortfalls the next Emissions stage would
turn into Communities in Crisis, what the crises in play would do, the progress of the Global
Projects, and the actions still waiting on top of the seat's stacks.

The look-ahead rates dozens of positions per decision that differ from the one before in one
or two fields (a card tucked changes a hand and a stack, nothing else), so each part of the
rating is kept under the fields it reads and met again rather than worked out again: the
ratings are the same numbers, made once per distinct part (tests/rules/test_daybreak_bot.py
holds the kept ratings to fresh ones).
"""

from __future__ import annotations

from rules.core import Game
from rules.core.bots import LookaheadBot

from .state import DaybreakState

#: How many parts of ratings a bot keeps before it starts again (a few games' worth).
KEPT = 50_000


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(self) -> None:
        # (part, the fields it reads) -> its share of the rating, for one game's tables (the
        # stacks' part: each stack -> whether its top action may be taken).
        self._kept: dict[tuple, float | dict] = {}
        self._game: Game | None = None

    def rate_action(self, game: Game, state: DaybreakState, action, me: int) -> float:
        # The core's rating with no bonus for the action itself (this bot gives none). The
        # action is one of the legal list's (``choose`` rates those), so the game is told it
        # picked a legal one and applies it without looking it up again.
        game._vouch(state, action)
        return self.value(game, game.apply(state, action, explain=False).state, me)

    def value(self, game: Game, state: DaybreakState, me: int) -> float:
        if state.ended:
            return 1e6 if state.ended.endswith("win") else -1e6
        kept = self._kept
        if game is not self._game or len(kept) >= KEPT:
            kept.clear()
            self._game = game
        key = (
            0,
            state.dirty,
            state.emissions,
            state.recent,
            state.trees,
            state.oceans,
            state.dac,
            state.bands,
            state.therm,
            state.drawdown,
            state.communities,
            state.demand,
            state.clean,
            state.resilience,
        )
        value = kept.get(key)
        if value is None:
            value = kept[key] = self._table(game, state)
        key = (1, state.crises, state.crisis_tucks, state.bands, state.resilience)
        harm = kept.get(key)
        if harm is None:
            harm = kept[key] = sum(self._crisis_harm(game, state, code) for code in state.crises)
        value -= harm
        key = (2, state.projects, state.project_tucks)
        progress = kept.get(key)
        if progress is None:
            progress = kept[key] = sum(
                self._progress(game, state, i) for i in range(len(state.projects))
            )
        value += progress
        if state.stage != "local":
            return value + 0.0
        # What ``_use_problem`` reads of the seat and the table besides the stack itself (see
        # move_checks.py); under it, whether each stack's top action may be taken.
        key = (
            3,
            me,
            state.used[me],
            state.dirty[me],
            state.emissions[me],
            state.demand[me],
            state.communities[me],
            state.crises,
        )
        takeable = kept.get(key)
        if takeable is None:
            takeable = kept[key] = {}
        ready = 0.0
        for number, stack in enumerate(state.stacks[me], 1):
            may = takeable.get(stack)
            if may is None:
                may = takeable[stack] = game._use_problem(state, me, number) is None
            if may:
                ready += 2.0
        return value + (ready + 0.2 * len(state.hands[me]))

    @staticmethod
    def _table(game, state: DaybreakState) -> float:
        """The cubes, the thermometer and each player's Communities in Crisis, energy and
        resilience."""
        players = range(state.players)
        cubes = sum(game.cubes_of(state, s) for s in players) + state.recent
        net = cubes - (state.trees + state.oceans + state.dac)
        value = -3.0 * max(net, 0) + (40.0 if net < 0 else 0.0) + 0.5 * min(-net, 10)
        value -= 12.0 * state.bands + 0.4 * state.therm
        if state.drawdown:
            value += 200.0
        for s in players:
            communities = state.communities[s]
            value -= 2.0 * communities + 0.25 * communities * communities
            short = state.demand[s] - state.clean[s] - state.dirty[s]
            value -= 2.5 * max(short, 0)
            value += 1.2 * min(state.resilience[s], 4)
        return value

    @staticmethod
    def _crisis_harm(game, state: DaybreakState, code: int) -> float:
        card = game.crisis[code]
        if card.passive:
            return 4.0
        return 1.5 * sum(game.crisis_amount(state, code, s) for s in range(state.players))

    @staticmethod
    def _progress(game, state: DaybreakState, index: int) -> float:
        gp = game.globals[state.projects[index]]
        tucks = state.project_tucks[index]
        return 1.0 + 1.5 * sum(min(game.tag_count(tucks, t), need) for t, need in gp.needs)
