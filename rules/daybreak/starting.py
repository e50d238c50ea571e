"""The starting position of Daybreak (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt),
Setup: the powers at the table, the decks, hands and tracks, and the first round's tasks; a part
of the game's class."""

from __future__ import annotations

from .play import Play
from .state import DaybreakState, full_position


class Starting:
    """Setting up a game: the powers and the position before the first move."""

    def powers_for(self, players: int, rulings: dict[str, str]) -> tuple[str, ...]:
        """The world powers in play (daybreak.setup.powers)."""
        if players == 1:
            return (rulings["solo-power"],)
        return self.world.by_players[players]

    def _setup(self, players, seed, variants, rulings) -> DaybreakState:
        world = self.world
        powers = self.powers_for(players, rulings)
        ps = [world.powers[k] for k in powers]
        starting = {k: [c.code for c in self.local if c.start and c.theme == k] for k in powers}
        trees, oceans = world.chart[players]
        state = full_position(
            players,
            variants,
            rulings,
            seed,
            draws=0,
            powers=powers,
            round=1,
            stage="global",
            tasks=(("round",),),
            demand=tuple(p.demand for p in ps),
            clean=tuple(p.clean for p in ps),
            dirty=tuple(p.dirty for p in ps),
            emissions=tuple(p.emissions for p in ps),
            resilience=tuple(p.resilience for p in ps),
            communities=tuple(p.communities for p in ps),
            hands=((),) * players,
            stacks=tuple(tuple(((c,), ()) for c in starting[k]) for k in powers),
            used=((),) * players,
            done=(False,) * players,
            deck=tuple(c.code for c in self.local if not c.start),
            discard=(),
            crisis_deck=tuple(c.code for c in self.crisis),
            crisis_discard=(),
            crises=(),
            crisis_tucks=(),
            facedown=0,
            global_deck=tuple(c.code for c in self.globals),
            global_discard=(),
            offer=(),
            projects=(),
            project_tucks=(),
            completed=(),
            trees=trees,
            oceans=oceans,
            dac=0,
            recent=0,
            therm=0,
            bands=0,
            emitted=0,
            sequestered=0,
            tokens=(0,) * len(world.tracks),
            drawdown=False,
            tally=(),
        )
        play = Play(state)
        self.run_flow(play)
        return play.freeze()
