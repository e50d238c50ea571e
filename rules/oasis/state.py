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
from typing import Annotated

from rules.core import codec
from rules.core.fastbuild import positional_builder
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.working import Rulings

from .cards import CLANS, EQUIPMENT, HIDDEN
from .names import DECISIONS

EVERYONE = -1  # the ``viewer`` of a full position

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


# ----- how a position is saved (rules/core/codec.py reads these declarations) -------------------
def _cards(*kinds: str) -> codec.Names:
    """A card saved by its key, one of ``kinds`` where it lies; a face-down card of a scout's
    view is saved as "?" and never read back (a view cannot be loaded)."""

    def table(ctx: codec.Ctx) -> dict[str, int]:
        cards = ctx.game.cards
        return {key: code for key, code in cards.code_of.items() if cards.cards[code].kind in kinds}

    return codec.Names(
        f"card of Oasis that can lie here ({' or '.join(kinds)})", table, {HIDDEN: "?"}
    )


def max_tasks(ctx: codec.Ctx) -> int:
    """More tasks than any turn can hold: each Companion played leaves at most two waiting,
    a Mission one per Companion, and a turn adds a few of its own."""
    cards = ctx.game.cards.cards
    return 2 * sum(card.copies for card in cards if card.kind == "companion") + 8


def _closed_before(ctx: codec.Ctx, values: dict) -> frozenset[str]:
    """A file saved before piles could close: the piles empty now are the closed ones (with
    the reading that closes them)."""
    if ctx.rulings["empty-pile"] != "closed":
        return frozenset()
    return frozenset(
        item for item, pile in zip(EQUIPMENT, values["supply"], strict=True) if not pile
    )


def _most_owed(ctx: codec.Ctx) -> int:
    return max(ctx.game.cards.cost.values())


def _equipment(ctx: codec.Ctx) -> tuple[str, ...]:
    return EQUIPMENT


def _players(ctx: codec.Ctx) -> int:
    return ctx.players


Journey = Annotated[int, _cards("journey")]
Companion = Annotated[int, _cards("companion")]
Pile = Annotated[tuple[Journey, ...], codec.Sorted()]  # order unknown: kept sorted
Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Flag = Annotated[int, codec.Between(0, 1)]
TASK_ARGS = {
    "start": (Seat,), "action": (), "travel": (Flag,), "recycle": (), "equip": (Flag,),
    "pay": (Annotated[str, codec.OneOf(EQUIPMENT)],
            Annotated[int, codec.Between(1, _most_owed)]),
    "recruit": (), "pillage": (),
    "keep": (Seat, *[Annotated[int, _cards("journey", "equipment", "companion")]] * 2),
    "mission": (), "discard": (), "draw": (), "cdraw": (),
    "lair": (Annotated[int, codec.Between(0, 3)],),
    "grab": (Seat,), "explore": (), "lair-open": (), "begin": (Seat,), "end": (),
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class OasisState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a scout's view: the seed would replay every hidden draw
    draws: Annotated[
        int, codec.Between(0)
    ]  # chance events so far: the index of the next seeded draw
    current: Seat  # the scout whose turn it is (or who chooses a starting Companion)
    turn: Annotated[
        int, codec.Between(0)
    ]  # turns begun so far (0 while starting Companions are chosen)
    # What is left of this turn, front first.
    tasks: Annotated[
        tuple[tuple, ...],
        codec.Tasks(TASK_ARGS, FLOW),
        codec.MaxLength(max_tasks, "{got} tasks; no turn holds more than {n}"),
    ]
    deck: Pile  # the Exploration deck (sorted; order unknown)
    ruins: Pile
    hands: Annotated[
        tuple[
            Annotated[
                tuple[Annotated[int, _cards("journey", "equipment", "companion")], ...],
                codec.Sorted(),
            ],
            ...,
        ],
        codec.Length(codec.per_seat),
    ]
    # Per scout: cards played in order, the Khalla first.
    trails: Annotated[
        tuple[tuple[Annotated[int, _cards("journey", "equipment", "khalla")], ...], ...],
        codec.Length(codec.per_seat),
    ]
    # Per scout: Companions in the play area.
    areas: Annotated[
        tuple[Annotated[tuple[Companion, ...], codec.Sorted()], ...], codec.Length(codec.per_seat)
    ]
    # The Companion deck (sorted; order unknown).
    cdeck: Annotated[tuple[Companion, ...], codec.Sorted(), codec.SavedAs("companion_deck")]
    # The four Lair slots, EMPTY when empty (null in a file).
    lair: Annotated[
        tuple[Annotated[int | None, codec.Empty(EMPTY), _cards("companion")], ...], codec.Length(4)
    ]
    cdiscard: Annotated[tuple[Companion, ...], codec.Sorted(), codec.SavedAs("companion_discard")]
    # Compass, Shield and Map piles (saved by item name).
    supply: Annotated[
        tuple[Annotated[int, codec.Between(0)], ...], codec.Keyed(_equipment, "no such Equipment")
    ]
    # Clans of the Companions played this turn.
    played: frozenset[Annotated[str, codec.OneOf(CLANS)]] = frozenset()
    recruited: bool = False  # a Recruit action happened this turn
    deck_out: bool = False  # the Exploration deck has run out
    # Turns left after the deck ran out (-1: not counting yet).
    final: Annotated[int, codec.Between(-1, _players)] = -1
    ended: str = ""  # the rulebook section that ended the game
    winners: tuple[Seat, ...] = ()
    # Equipment piles that ran out and stay closed (ruling empty-pile = closed), by item name;
    # older saves lack them.
    closed: Annotated[
        frozenset[Annotated[str, codec.OneOf(EQUIPMENT)]],
        codec.SavedAs("closed_piles"),
        codec.Since(None, _closed_before),
    ] = frozenset()
    viewer: int = EVERYONE  # the whole table (teacher view), or the scout whose view this is

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


#: The one constructor of a whole position, a setup's (starting.py) and a loaded save's
#: (codec.py) alike: ``full_position(players, variants, rulings, seed, **fields)``.
full_position = whole_game(OasisState, EVERYONE)


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
