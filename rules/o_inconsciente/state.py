"""The position of O Inconsciente: a frozen value of tuples, with its turn flow.

The state is its save's declaration too: each field carries its saved type and bounds
(``typing.Annotated``), which the core's codec (rules/core/codec.py) writes and reads back
(codec.py: the format history, views and the laws checked on loading). Every number of a file
is bounded (``Whole``), each list has the length a setup gives it, and each task its
arguments' types.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from rules.core import codec
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings

from .position import COLS, LEVELS, NOTE_COLUMNS, ROWS, SECTIONS, D

EMPTY_SLOT = (-1, -1, -1, -1, 0)  # client, grief, latent dream, manifest dream, therapy marker
BLOCKED_SLOT = (-2, -1, -1, -1, 0)  # the office card covers the space (setup step 10)
EVERYONE = -1  # ``viewer`` of a full position

FLOW = TurnFlow(
    [
        TaskKind("start-row", SEAT),
        TaskKind("start-client", SEAT),
        TaskKind("pick-client", SEAT),
        TaskKind("manifest", SEAT),
        TaskKind("draw", RANDOM),
        TaskKind("marker", AUTO),
        TaskKind("turn", CURRENT),
        TaskKind("resolve", CURRENT),
        TaskKind("swap", CURRENT),
        TaskKind("play", CURRENT),
        TaskKind("volume", CURRENT),
        TaskKind("free", CURRENT),
        TaskKind("ink", CURRENT),
        TaskKind("column", CURRENT),
        TaskKind("track", CURRENT),
        TaskKind("bonus", CURRENT),
        TaskKind("hearts", CURRENT),
        TaskKind("refill", AUTO),
        TaskKind("next", AUTO),
    ]
)


# ----- the save's types -----------------------------------------------------------------------
#: Any number a file holds (a bound on the work a file can ask for).
Whole = Annotated[int, codec.Between(-10, 10_000)]
Ints = tuple[Whole, ...]
PerSeat = codec.Length(codec.per_seat)
SeatInts = Annotated[Ints, PerSeat]  # a number per seat
Pair = Annotated[Ints, codec.Length(2)]
Disc = Annotated[Ints, codec.Length(SECTIONS * LEVELS)]  # by section and level
Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Slot = Annotated[int, codec.Between(0, 1)]  # an office space
Small = Annotated[int, codec.Between(0, 30)]
Mask = Annotated[int, codec.Between(0, 255)]  # a bit per thesis cited
ACTIONS = ("notes", "research", "thesis", "insight", "move")  # of the meeting table


def places(n: int) -> type:
    return Annotated[int, codec.Between(0, n - 1)]


def fixed(n: int, item: object = Whole) -> type:
    return Annotated[tuple[item, ...], codec.Length(n)]


def per_seat_of(item: object) -> type:
    return Annotated[tuple[item, ...], PerSeat]


#: The arguments of each kind of task; a draw names its deck, then the deck's own arguments
#: (a number there is how many places: 4 display spaces, ...).
TASK_ARGS = {
    "start-row": (Seat,),
    "start-client": (Seat,),
    "pick-client": (Seat, Slot),
    "manifest": (Seat, Slot),
    "marker": (Seat, Slot),
    "refill": (Seat,),
    "turn": (),
    "resolve": (Annotated[str, codec.OneOf(ACTIONS)],),
    "swap": (),
    "play": (),
    "volume": (Small, Small, Mask),  # thesis, volumes left, the theses cited
    "free": (Small, Small),
    "ink": (Small,),
    "column": (),
    "track": (),
    "bonus": (),
    "hearts": (),
    "next": (),
    "draw": {
        "latent": (Seat, Slot),
        "office-manifest": (Seat, Slot),
        "manifest": (places(4),),
        "research": (Seat, places(1)),
        "note": (places(6),),
        "routine": (places(4),),
        "study": (places(4),),
        "grief": (Annotated[int, codec.Between(-1, -1)], places(4)),
    },
}


def _setup_stack(ctx: codec.Ctx, values: dict) -> tuple:
    """A format-1 file's stack of reputation markers: the setup's (reverse turn order)."""
    return ctx.game.setup(ctx.players, seed=0, rulings=ctx.rulings).rep_stack


@dataclass(frozen=True, slots=True)
class OState(Rulings):
    players: int
    seed: int | None
    rulings: tuple
    draws: Whole
    viewer: int
    tasks: Annotated[tuple, codec.Tasks(TASK_ARGS, FLOW, name_argument=True)]
    current: Whole
    first: Whole
    round: Whole
    final_round: Whole
    scores: SeatInts
    coffee: SeatInts
    hearts: SeatInts
    brilliant: SeatInts
    rep: SeatInts
    # seats bottom to top: of markers on one space, the one on top is ahead
    rep_stack: Annotated[Ints, PerSeat, codec.Since(2, _setup_stack)]
    own: per_seat_of(Disc)  # per player: insights of their colour on the disc
    own_spent: SeatInts  # per player: insights of their colour spent (a set, a dream)
    ideas: SeatInts
    locked: SeatInts
    inkwell: SeatInts
    prof: SeatInts
    freud_rep: Whole
    freud_loc: Whole
    table: fixed(ROWS * COLS)
    disc: per_seat_of(Disc)
    centre: SeatInts
    office_card: SeatInts
    notebook: per_seat_of(fixed(9))
    lines: per_seat_of(fixed(6))
    nine: SeatInts
    # level I then level II: the pile's top, then the two tiles turned up
    note_display: fixed(2 * NOTE_COLUMNS)
    note_piles: fixed(2, Ints)
    notes_out: Ints  # note tiles replaced in a notebook: out of the game
    client_display: fixed(4, Pair)
    client_decks: fixed(2, Ints)
    # routine clients put under the pile (setup step 13): drawn last; none before format 3
    routine_bottom: Annotated[Ints, codec.Since(3, ())]
    grief_deck: Ints
    grief_out: Ints  # griefs discarded (catharsis) or removed at setup step 13
    latent_deck: Ints
    manifest_deck: Ints
    manifest_display: fixed(4)
    office: per_seat_of(fixed(2, fixed(5)))
    cured: per_seat_of(Ints)
    hand: per_seat_of(Ints)
    played: per_seat_of(Ints)
    covered: per_seat_of(Ints)
    research_display: fixed(2)
    research_deck: Ints
    theses_left: Ints
    published: per_seat_of(Ints)
    goals_left: Ints
    goals_won: per_seat_of(Ints)
    district_left: fixed(len(D.districts))
    loc_bonus: fixed(6, fixed(3))
    dist_bonus: fixed(len(D.districts), fixed(3))
    treated: Ints
    start_pool: tuple[Pair, ...]

    @property
    def to_move(self):
        return FLOW.to_move(self.tasks, self.current)


def full_position(players, rulings, seed, **fields):
    """The whole game (no seat's view) of a header and the fields that follow it: the one
    constructor of both the setup's position (starting.py) and a loaded save's (codec.py)."""
    return OState(
        players=players,
        seed=seed,
        rulings=tuple(sorted(rulings.items())),
        viewer=EVERYONE,
        **fields,
    )
