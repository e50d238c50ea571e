"""The Growth stage of a Daybreak round (the Gamehelpdaybreak pages of seed
003_fece3b0430baafc1.txt): the team wins if Drawdown is reached, the game ends after the last
round, or Energy Demand grows and the next round begins; a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push

from . import names as n
from .play import Play, _plus
from .state import ROUNDS


class GrowthStage:
    """The Growth stage."""

    def _growth(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "growth"
        if play.drawdown:
            self._end(play, "growth.win", "daybreak-win", n.ROUND, round=play.round)
            return
        if play.round >= ROUNDS:
            self._end(play, "end.time", "daybreak-lose-time", n.ROUND, rounds=ROUNDS)
            return
        play.round += 1
        for seat, key in enumerate(play.state.powers):
            growth = self.demand_growth(play.state, key)
            play.demand = _plus(play.demand, seat, growth)
            play.say(
                "growth.advance",
                "daybreak-growth",
                n.energy_id(seat),
                player=self.power_name(seat, play),
                growth=growth,
                demand=play.demand[seat],
            )
        play.say("growth.advance", "daybreak-next-round", n.ROUND, round=play.round)
        push(play.tasks, ("round",))

    def demand_growth(self, state, power: str) -> int:
        """How much a power's Energy Demand grows in the Growth stage: by its society, solo
        included (the seed); solo by a fixed amount in the ruling's other reading
        (daybreak.growth.advance, daybreak.ruling.solo-growth)."""
        if state.players == 1 and state.ruling("solo-growth") == "two":
            return self.world.solo_growth
        return self.world.powers[power].growth
