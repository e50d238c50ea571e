"""The Emissions stage of a Daybreak round (the Gamehelpdaybreak pages of seed
003_fece3b0430baafc1.txt): each power's emissions, the sinks' Drawdown and the cubes that reach
the thermometer; a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push

from . import names as n
from .play import Play, _plus


class EmissionsStage:
    """The Emissions stage."""

    def _emissions(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "emissions"
        players = play.state.players
        for seat in range(players):
            short = play.demand[seat] - play.clean[seat] - play.dirty[seat]
            if short > 0:
                play.communities = _plus(play.communities, seat, short)
                play.say(
                    "emissions.demand",
                    "daybreak-shortfall",
                    n.energy_id(seat),
                    n.communities_id(seat),
                    player=self.power_name(seat, play),
                    demand=play.demand[seat],
                    energy=play.clean[seat] + play.dirty[seat],
                    short=short,
                )
        if self._check_end(play):
            return  # the game ends the moment a player reaches 12 Communities in Crisis
        cubes = [self.cubes_of(play, seat) for seat in range(players)]
        for seat, count in enumerate(cubes):
            play.say(
                "emissions.emit",
                "daybreak-emitted",
                n.RECENT,
                n.energy_id(seat),
                player=self.power_name(seat, play),
                dirty=play.dirty[seat],
                emissions=sum(play.emissions[seat]),
                cubes=count,
            )
        play.recent += sum(cubes)
        play.emitted += sum(cubes)
        capacity = play.trees + play.oceans + play.dac
        taken = min(capacity, play.recent)
        play.recent -= taken
        play.sequestered += taken
        play.say(
            "emissions.sequester",
            "daybreak-sequestered",
            n.TREES,
            n.OCEANS,
            n.DAC,
            n.RECENT,
            trees=play.trees,
            oceans=play.oceans,
            dac=play.dac,
            cubes=taken,
            left=play.recent,
        )
        pulled = to_thermometer = 0
        bands_before = play.bands
        if play.recent == 0 and capacity > taken:
            pulled = self._drawdown(play, capacity - taken)
        elif play.recent:
            to_thermometer = play.recent
            play.recent = 0
            self._to_thermometer(play, to_thermometer, during_crisis=False)
        play.tally = (*cubes, taken, pulled, to_thermometer, play.bands - bands_before)
        push(play.tasks, ("crisis",))

    def _drawdown(self, play: Play, capacity: int) -> int:
        """Recent Emissions are empty with capacity left: Drawdown. The rest of the capacity
        takes cubes off the thermometer, breaking bands (daybreak.emissions.drawdown)."""
        play.drawdown = True
        pulled = 0
        while capacity and (play.therm or play.bands):
            if not play.therm:
                play.bands -= 1
                play.therm = play.row_size
                play.say(
                    "emissions.drawdown", "daybreak-band-broken", n.THERMOMETER, bands=play.bands
                )
            step = min(capacity, play.therm)
            play.therm -= step
            capacity -= step
            pulled += step
        play.sequestered += pulled
        play.say(
            "emissions.drawdown",
            "daybreak-drawdown",
            n.THERMOMETER,
            n.ROUND,
            pulled=pulled,
            bands=play.bands,
        )
        return pulled

    def _to_thermometer(self, play: Play, cubes: int, during_crisis: bool) -> int:
        """Cubes fill the thermometer five to a space, left to right, bottom to top; a full
        row becomes a Temperature Band (daybreak.emissions.thermometer)."""
        play.therm += cubes
        play.say("emissions.thermometer", "daybreak-thermometer", n.THERMOMETER, cubes=cubes)
        made = 0
        while play.therm >= play.row_size and play.bands < self.world.bands_to_lose:
            play.therm -= play.row_size
            play.bands += 1
            made += 1
            play.say("emissions.thermometer", "daybreak-band", n.THERMOMETER, bands=play.bands)
            if self.crisis_count(play, play.bands) > self.crisis_count(play, play.bands - 1):
                available = len(play.crisis_deck) + len(play.crisis_discard) - play.facedown
                if available > 0:
                    play.facedown += 1
                    play.say(
                        "emissions.thermometer",
                        "daybreak-extra-crisis",
                        n.CRISIS_DECK,
                        bands=play.bands,
                    )
            if during_crisis:
                push(play.tasks, ("roll",))
                play.say("crisis.hazards", "daybreak-roll-again", n.THERMOMETER)
            self._check_end(play)
        return made
