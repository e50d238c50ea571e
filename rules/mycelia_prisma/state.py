"""The position of a game of Mycelia (with or without Prisma), as an immutable value.

Cards are codes into the card table (data.py; code 0 is a face-down card in a view). A draw
pile is two parts: ``tops``, the cards known to lie on top (bought or recycled cards, face
down but seen by all going there), top first; and ``decks``, the shuffled rest, a sorted
multiset whose order nobody knows, so every draw from it is a chance node. The market deck
and Gwidyon's solo deck are multisets the same way; the gift piles are face up on top, so
they are ordered (a view shows only each top).

A turn is a list of tasks over the core's turn flow (rules/core/flow.py); ``FLOW`` declares
who acts on each kind:

- decisions of the player whose turn it is: ``("turn",)`` play, buy, use an action card or
  end; ``("move", landscape, beetle, free, times)`` and ``("remove", landscape, beetle, free,
  times)`` a card's drops; ``("trash", n)``, ``("recycle", n)``, ``("globi",)``,
  ``("grant",)`` (choose f or g), ``("drop-action",)`` (down to four action cards),
  ``("lux", card)`` (whether Lux plays a card that gives others a bonus a second time);
- a decision of a named seat: ``("bonus", seat)`` another player's bonus drop;
- chance: ``("draw", seat)`` a card from that seat's shuffled pile, ``("market",)`` a showcase
  refill, ``("die",)`` the supply die, ``("gwidyon",)`` his solo card;
- bookkeeping: ``("fill", seat, n)`` draw n cards, ``("end",)`` the end of a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from rules.core import codec
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.jsonstate import whole_game
from rules.core.working import Rulings

from .data import COLORS, LANDSCAPES

DECISIONS = ("turn", "move", "remove", "trash", "recycle", "globi", "grant", "drop-action", "lux")
CHANCES = ("draw", "market", "die", "gwidyon")
FLOW = TurnFlow(
    [
        *(TaskKind(name, CURRENT) for name in DECISIONS),
        TaskKind("bonus", SEAT),
        *(TaskKind(name, RANDOM) for name in CHANCES),
        TaskKind("fill", AUTO),
        TaskKind("end", AUTO),
        TaskKind("refill", AUTO),
    ]
)
EVERYONE = -1  # the viewer of a full position
HIDDEN = 0  # a face-down card in a view
EMPTY = 0  # an empty showcase slot
SHOWCASE = 5
HAND = 3


# ----- how a position is saved: every field under its own name (rules/core/codec.py) -----------
def _last_card(ctx: codec.Ctx) -> int:
    return len(ctx.game.cards) - 1


def _last_space(ctx: codec.Ctx) -> int:
    return ctx.game.last_space()


def _last_supply(ctx: codec.Ctx) -> int:
    return len(ctx.game.board.supply) - 1


def _gwidyon_drops(ctx: codec.Ctx) -> int:
    return ctx.game.board.gwidyon_drops


def _dewdrops(ctx: codec.Ctx) -> int:
    return ctx.game.board.dewdrops


def _inside_bar(ctx: codec.Ctx) -> int:
    return ctx.game.last_space() - 1


def _most_out(ctx: codec.Ctx) -> int:
    return 10 * ctx.players


def _dew_supply_before(ctx: codec.Ctx, values: dict) -> int:
    """Format 1 had no supply: the dewdrops on no board nor the shrine."""
    if ctx.version >= 2:
        return 0  # never asked: from format 2 on the field must be there
    on_boards = sum(map(sum, values["dew"]))
    return max(ctx.game.board.dewdrops - on_boards - values["shrine"], 0)


def _each_once(seats: tuple[int, ...], ctx: codec.Ctx) -> str | None:
    return None if list(seats) == sorted(set(seats)) else "each seat once, in order"


_LETTER_LIMITS = (("a", 1), ("b", 1), ("f", 2), ("g", 2))


def _letters_used(letters: tuple[str, ...], ctx: codec.Ctx) -> str | None:
    """The action cards used this turn: a and b once at most, f and g once per card (two of
    each exist)."""
    if all(letters.count(x) <= limit for x, limit in _LETTER_LIMITS):
        return None
    return "action-card letters a, b (once each), f, g (twice at most)"


def _letters_held(letters: tuple[str, ...], ctx: codec.Ctx) -> str | None:
    if list(letters) != sorted(letters) or _letters_used(letters, ctx):
        return "a and b at most once each, letters in order"
    return None


Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Card = Annotated[int, codec.Between(1, _last_card)]
Cards = tuple[Card, ...]  # in the order they lie
Pile = Annotated[tuple[Card, ...], codec.Sorted(refuse=True)]  # order unknown: kept sorted
PerSeat = codec.Length(codec.per_seat)
Letter = Annotated[str, codec.OneOf(("a", "b", "f", "g"))]
Count = Annotated[int, codec.Between(0, 20)]
Grid = Annotated[
    tuple[Annotated[tuple[Annotated[int, codec.Between(0, 99)], ...], codec.Length(20)], ...],
    PerSeat,
]
Land = Annotated[str, codec.OneOf(("", *LANDSCAPES))]  # a landscape, or "" for any
Flag = Annotated[int, codec.Between(0, 1)]
TASK_ARGS = {
    "turn": (),
    "move": (Land, Count, Flag, Count),
    "remove": (Land, Count, Flag, Count),
    "trash": (Count, Annotated[str, codec.OneOf(("any", "discard"))]), "recycle": (Count,),
    "globi": (), "grant": (), "drop-action": (), "lux": (Annotated[int, codec.Between(1, 99)],),
    "bonus": (Seat, Count), "draw": (Seat,), "market": (), "die": (), "gwidyon": (),
    "fill": (Seat, Count), "end": (), "refill": (),
}  # fmt: skip
MAX_TASKS = 60


@dataclass(frozen=True, slots=True)
class MyceliaState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a player's view: the seed would replay every hidden draw
    draws: Annotated[int, codec.Between(0, 10**9)]
    current: Seat
    turn: Annotated[int, codec.Between(1, 10**6)]
    tasks: Annotated[
        tuple[tuple, ...],
        codec.Tasks(TASK_ARGS, FLOW),
        codec.MaxLength(MAX_TASKS, "more than {n} tasks: no turn holds that many"),
    ]
    dew: Grid  # per seat, per field: dewdrops
    prism: Grid  # per seat, per field: prism drops
    # Per seat: fields turned into shrine fields (Globi).
    shrines: Annotated[tuple[tuple[Annotated[int, codec.Between(0, 19)], ...], ...], PerSeat]
    shrine: Annotated[int, codec.Between(0, 400)]  # drops on the Shrine of Life
    supply: Annotated[int, codec.Between(0, _last_supply)]  # the supply card drawn at setup
    leaves: Annotated[tuple[Annotated[int, codec.Between(0, 10**6)], ...], PerSeat]
    # Per seat: favors-bar space (Prisma; 0 otherwise).
    mushrooms: Annotated[tuple[Annotated[int, codec.Between(0, _last_space)], ...], PerSeat]
    hands: Annotated[tuple[Pile, ...], PerSeat]
    tops: Annotated[tuple[Cards, ...], PerSeat]
    decks: Annotated[tuple[Pile, ...], PerSeat]
    discards: Annotated[tuple[Pile, ...], PerSeat]
    gifts: Annotated[tuple[Cards, ...], PerSeat]  # per seat: the gift area
    played: Cards  # hand cards played this turn
    trashed: Pile  # cards removed from the game
    market: Pile
    # The five slots, EMPTY (0) when empty.
    showcase: Annotated[
        tuple[Annotated[int, codec.Between(0, _last_card)], ...], codec.Length(SHOWCASE)
    ]
    # Green, amber, purple gift piles, top first.
    piles: Annotated[tuple[Cards, ...], codec.Length(len(COLORS))]
    # Per seat: action cards a, b, f, g.
    actions: Annotated[
        tuple[Annotated[tuple[Letter, ...], codec.Check(_letters_held)], ...], PerSeat
    ]
    pool: Annotated[
        tuple[Annotated[int, codec.Between(0, 2)], ...], codec.Length(2)
    ]  # f and g in the box
    # Action cards used this turn.
    used: Annotated[tuple[Letter, ...], codec.Check(_letters_used)]
    plays: Annotated[
        int, codec.Between(0, 100)
    ]  # hand cards played this turn (Lux doubles the first)
    gw_pos: Annotated[
        int, codec.Between(-1, _last_space)
    ]  # Gwidyon's mushroom (-1 without a solo game)
    gw_pile: Annotated[int, codec.Between(0, _gwidyon_drops)]  # drops left on Gwidyon's pile
    # His face-down solo cards (values), a multiset.
    gw_deck: Annotated[tuple[Annotated[int, codec.Between(0, 9)], ...], codec.Sorted(refuse=True)]
    # His revealed solo cards.
    gw_done: Annotated[tuple[Annotated[int, codec.Between(0, 9)], ...], codec.Sorted(refuse=True)]
    last_round: bool = False
    ended: str = ""
    winners: tuple[Seat, ...] = ()
    viewer: int = EVERYONE
    # Favors-bar spaces the unused mushrooms cover.
    blocked: tuple[Annotated[int, codec.Between(1, _inside_bar)], ...] = ()
    # How many of the drops on the Shrine of Life are prism drops (since format 2).
    shrine_prism: Annotated[int, codec.Between(0, 400), codec.Since(2, 0)] = 0
    # Dewdrops in the supply, on no board and not on the shrine (since format 2).
    dew_supply: Annotated[int, codec.Between(0, _dewdrops), codec.Since(2, _dew_supply_before)] = 0
    # Seats whose board has been empty at some moment (so in the last round: the first empty
    # board starts it), sorted; they count as cleared at the end (ruling cleared-board).
    # Since format 3.
    cleared: Annotated[tuple[Seat, ...], codec.Check(_each_once), codec.Since(3, ())] = ()
    # Prism drops a turning shrine has put out of play for good (since format 3).
    prism_out: Annotated[int, codec.Between(0, _most_out), codec.Since(3, 0)] = 0

    @property
    def to_move(self) -> int | None:
        return None if self.ended else FLOW.to_move(self.tasks, self.current)

    @property
    def prisma(self) -> bool:
        return "base-only" not in self.variants

    @property
    def solo(self) -> bool:
        return self.players == 1


#: The one constructor of a whole position, a setup's (starting.py) and a loaded save's
#: (codec.py) alike: ``full_position(players, variants, rulings, seed, **fields)``.
full_position = whole_game(MyceliaState, EVERYONE)
