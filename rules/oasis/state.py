"""The position of a game of Oasis, as an immutable value.

Cards are codes (see cards.py); every zone is a tuple of codes. Zones whose order does not
matter are kept sorted (hands, the Ruins, the decks, play areas, the Companion discard), so
equal positions are equal values. The two decks are multisets: their order is unknown to
everybody, and every draw is an explicit chance node (``to_move == CHANCE``).

A turn is a list of *tasks* over the core's turn flow (rules/core/flow.py), the front one
being done now. A Companion's banner, a Stage card's Recruit or a Mission put new tasks at
the front, which is how chains of actions work. Tasks are tuples starting with their name;
``FLOW`` declares who acts on each kind:

- decisions of the scout to move: ``("start", seat)`` choose a starting Companion (the seat
  the task names); ``("action",)`` the mandatory action; ``("travel", started)``;
  ``("recycle",)``; ``("equip", discount)``; ``("pay", item, left)`` cards still owed for an
  Equipment; ``("recruit",)``; ``("pillage",)`` choose a target; ``("keep", target, a, b)``;
  ``("mission",)``; ``("discard",)`` down to eight;
- chance: ``("draw",)`` a Journey card from the Exploration deck; ``("cdraw",)`` the top
  Companion; ``("lair", slot)`` refill a Lair slot; ``("grab", target)`` two random cards;
- bookkeeping, done at once: ``("explore",)``, ``("lair-open",)``, ``("begin", seat)``,
  ``("end",)``.

Board element ids are in names.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.fastbuild import positional_builder
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings

from .cards import EQUIPMENT
from .names import DECISIONS

FLOW = TurnFlow(
    [
        *(TaskKind(name, SEAT if name == "start" else CURRENT) for name in DECISIONS),
        *(TaskKind(name, RANDOM) for name in ("draw", "cdraw", "lair", "grab")),
        *(TaskKind(name, AUTO) for name in ("explore", "lair-open", "begin", "end")),
    ]
)
CHANCE_TASKS = FLOW.chance
EMPTY = -1  # an empty Lair slot
HAND_LIMIT = 8  # cards a hand may keep at the end of a turn
# The tasks every turn starts with.
TURN_TASKS = (("action",), ("mission",), ("discard",), ("end",))
# The task each action of a Companion's banner (or of a Mission) puts in front.
BANNER_TASK = {
    "explore": ("explore",),
    "recycle": ("recycle",),
    "equip": ("equip", 0),
    "upgraded-equip": ("equip", 1),
    "travel": ("travel", 0),
    "pillage": ("pillage",),
}
# Naming a mandatory action puts this task at the front of the turn (see ``Oasis._name_action``).
CHOSEN_TASK = {
    "recycle": ("recycle",),
    "equip": ("equip", 0),
    "travel": ("travel", 0),
    "recruit": ("recruit",),
}


@dataclass(frozen=True, slots=True)
class OasisState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a scout's view: the seed would replay every hidden draw
    draws: int  # chance events so far: the index of the next seeded draw
    current: int  # the scout whose turn it is (or who chooses a starting Companion)
    turn: int  # turns begun so far (0 while starting Companions are chosen)
    tasks: tuple[tuple, ...]  # what is left of this turn, front first
    deck: tuple[int, ...]  # the Exploration deck (sorted; order unknown)
    ruins: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    trails: tuple[tuple[int, ...], ...]  # per scout: cards played in order, the Khalla first
    areas: tuple[tuple[int, ...], ...]  # per scout: Companions in the play area
    cdeck: tuple[int, ...]  # the Companion deck (sorted; order unknown)
    lair: tuple[int, ...]  # the four Lair slots, EMPTY when empty
    cdiscard: tuple[int, ...]
    supply: tuple[int, ...]  # Compass, Shield and Map piles
    played: frozenset[str] = frozenset()  # clans of the Companions played this turn
    recruited: bool = False  # a Recruit action happened this turn
    deck_out: bool = False  # the Exploration deck has run out
    final: int = -1  # turns left after the deck ran out (-1: not counting yet)
    ended: str = ""  # the rulebook section that ended the game
    winners: tuple[int, ...] = ()
    # Equipment piles that ran out and stay closed (ruling empty-pile = closed), by item name.
    closed: frozenset[str] = frozenset()
    viewer: int = -1  # -1: the whole table (teacher view); else the scout whose view this is

    @property
    def to_move(self) -> int | None:
        return None if self.ended else FLOW.to_move(self.tasks, self.current)

    @property
    def task(self) -> tuple:
        return self.tasks[0] if self.tasks else ()

    def reached(self, seat: int) -> int:
        """The number a scout's trail has reached: 13 at the Khalla, one less per card."""
        return 14 - len(self.trails[seat])


# The engine builds a new state per action: a positional constructor is about twice as fast.
build_state = positional_builder(OasisState)


def open_supply(supply: tuple[int, ...], closed: frozenset[str]) -> tuple[int, ...]:
    """What each Equipment pile offers a buyer: its cards, or none once the pile is closed
    (ruling empty-pile: a pile that ran out stays out of reach, whatever comes back to it)."""
    if not closed:
        return supply
    compass, shield, map_ = supply  # in EQUIPMENT order, spelt out: a bot asks every turn
    return (
        0 if _COMPASS in closed else compass,
        0 if _SHIELD in closed else shield,
        0 if _MAP in closed else map_,
    )


_COMPASS, _SHIELD, _MAP = EQUIPMENT
