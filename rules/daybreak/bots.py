"""A cooperative heuristic bot for Daybreak.

It looks one action ahead and rates the position for the whole team (every seat plays for
the same result): the cubes the next Emissions stage would leave after Trees, Oceans and DAC
(Drawdown in sight is worth a great deal), Temperature Bands, Communities in Crisis (the
nearer a player is to twelve, the worse), energy shortfalls the next Emissions stage would
turn into Communities in Crisis, what the crises in play would do, the progress of the Global
Projects, and the actions still waiting on top of the seat's stacks.
"""

from __future__ import annotations

from rules.core import Game
from rules.core.bots import LookaheadBot

from .state import DaybreakState


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def value(self, game: Game, state: DaybreakState, me: int) -> float:
        if state.ended:
            return 1e6 if state.ended.endswith("win") else -1e6
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
        value -= sum(self._crisis_harm(game, state, code) for code in state.crises)
        value += sum(self._progress(game, state, i) for i in range(len(state.projects)))
        value += self._promise(game, state, me)
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

    @staticmethod
    def _promise(game, state: DaybreakState, me: int) -> float:
        """Actions still to take this round on top of ``me``'s stacks, and cards in hand."""
        if state.stage != "local":
            return 0.0
        ready = 0.0
        for number in range(1, len(state.stacks[me]) + 1):
            if game._use_problem(state, me, number) is None:
                ready += 2.0
        return ready + 0.2 * len(state.hands[me])
