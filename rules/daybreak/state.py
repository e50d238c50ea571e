"""The position of a game of Daybreak, as an immutable value.

Cards are codes into the tables of data.py (Local Projects, Crises and Global Projects each
counted from 0). Decks and discard piles are sorted multisets: their order is unknown to
everybody, and every draw is an explicit chance node. Hands are public (the rules say so), and
face-down crises are a count, not cards: a face-down card is drawn blind from the Crisis deck
when it is turned over in the Crisis stage, which deals the same cards with the same odds as
taking it off the deck earlier, and leaves nothing hidden in the position.

A round is a list of tasks over the core's turn flow (rules/core/flow.py), ``FLOW`` below:

- automatic: ``("round",)`` the Global stage's crises and offer; ``("local-start",)``;
  ``("emissions",)``; ``("crisis",)`` the Crisis stage's dice; ``("uncover",)`` turn the
  face-down crises over; ``("crises",)``; ``("resolve", crisis)``; ``("growth",)``;
- chance: ``("reveal",)`` a crisis from its deck, face up; ``("gdraw",)`` a Global Project
  into the offer; ``("draw", seat)`` a Local Project into a hand; ``("roll",)`` the Planetary
  die; ``("target", crisis, *seats)`` the Geoengineering die between tied players;
- decisions: ``("keep", seat)`` the team keeps one offered Global Project or none;
  ``("drop", seat)`` the team discards down to four; ``("local", seat)`` a player's Local stage,
  one task per seat (its end is that player's visible "done"); ``("discard", seat, crisis,
  where, count)`` a player discards for a crisis (``where``: hand, area, or a tag).

Stacks: per player, up to five; a stack is ``(cards, tucked)``, the Local Projects played on it
from the bottom up and the cards tucked behind it for their tags.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.flow import AUTO, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.working import Rulings

FLOW = TurnFlow(
    [
        *(TaskKind(n, SEAT) for n in ("keep", "drop", "local", "discard")),
        *(TaskKind(n, RANDOM) for n in ("reveal", "gdraw", "draw", "roll", "target")),
        *(
            TaskKind(n, AUTO)
            for n in (
                "round",
                "local-start",
                "emissions",
                "crisis",
                "uncover",
                "crises",
                "resolve",
                "growth",
            )
        ),
    ]
)
ROUNDS = 6
MAX_STACKS = 5
MAX_GLOBALS = 4
HAND_DRAW = 5
STAGES = ("global", "local", "emissions", "crisis", "growth", "over")

Stack = tuple[tuple[int, ...], tuple[int, ...]]
#: The ``viewer`` of a full position (the teacher's view); a player's view holds its seat.
EVERYONE = -1


@dataclass(frozen=True, slots=True)
class DaybreakState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a player's view: the seed would replay every draw to come
    draws: int  # chance events so far: the index of the next seeded draw
    powers: tuple[str, ...]  # the world power of each seat
    round: int  # 1-6
    stage: str  # one of STAGES, for people: the tasks say what happens
    tasks: tuple[tuple, ...]
    demand: tuple[int, ...]
    clean: tuple[int, ...]
    dirty: tuple[int, ...]
    emissions: tuple[tuple[int, int, int, int], ...]  # per seat, by data.SECTORS
    resilience: tuple[int, ...]
    communities: tuple[int, ...]  # Communities in Crisis tokens
    hands: tuple[tuple[int, ...], ...]  # sorted
    stacks: tuple[tuple[Stack, ...], ...]
    used: tuple[tuple[tuple[int, int], ...], ...]  # per seat: (card, times used) this round
    done: tuple[bool, ...]  # per seat: finished the Local stage this round
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    crisis_deck: tuple[int, ...]
    crisis_discard: tuple[int, ...]
    crises: tuple[int, ...]  # face up, in the order they resolve
    crisis_tucks: tuple[tuple[int, ...], ...]  # Local cards tucked behind each crisis
    facedown: int  # face-down crises waiting for the Crisis stage
    global_deck: tuple[int, ...]
    global_discard: tuple[int, ...]
    offer: tuple[int, ...]  # Global Projects drawn, waiting for the team's choice
    projects: tuple[int, ...]  # Global Projects in play
    project_tucks: tuple[tuple[int, ...], ...]
    completed: tuple[int, ...]  # Global Projects unlocked
    trees: int
    oceans: int
    dac: int
    recent: int  # Carbon cubes in the Recent Emissions area
    therm: int  # cubes in the thermometer's open row
    bands: int  # Temperature Bands
    emitted: int  # every cube ever put into play (conservation: see check_position)
    sequestered: int  # every cube ever taken off by Trees, Oceans and DAC
    tokens: tuple[int, ...]  # the Planetary Effects token of each track (0: not on it yet)
    drawdown: bool
    tally: tuple[int, ...]  # this round's Emissions stage: see engine.TALLY
    ended: str = ""  # the rulebook section that ended the game
    viewer: int = EVERYONE  # a seat: this is that player's view (Daybreak.view)

    @property
    def to_move(self) -> int | None:
        return None if self.ended else FLOW.to_move(self.tasks, 0)

    @property
    def task(self) -> tuple:
        return self.tasks[0] if self.tasks else ()

    @property
    def row_size(self) -> int:
        """Cubes in one row of the thermometer: one space of five per player."""
        return 5 * self.players

    def ruling_of(self, name: str) -> str:
        return self.ruling(name)


#: The one constructor of a whole position, a setup's (starting.py) and a loaded save's
#: (codec.py) alike: ``full_position(players, variants, rulings, seed, **fields)``.
full_position = whole_game(DaybreakState, EVERYONE)
