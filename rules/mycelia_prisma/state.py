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

from rules.core.fastbuild import positional_builder
from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings

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


@dataclass(frozen=True, slots=True)
class MyceliaState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None  # None in a player's view: the seed would replay every hidden draw
    draws: int
    current: int
    turn: int
    tasks: tuple[tuple, ...]
    dew: tuple[tuple[int, ...], ...]  # per seat, per field: dewdrops
    prism: tuple[tuple[int, ...], ...]  # per seat, per field: prism drops
    shrines: tuple[tuple[int, ...], ...]  # per seat: fields turned into shrine fields (Globi)
    shrine: int  # drops on the Shrine of Life
    supply: int  # the supply card drawn at setup
    leaves: tuple[int, ...]
    mushrooms: tuple[int, ...]  # per seat: favors-bar space (Prisma; 0 otherwise)
    hands: tuple[tuple[int, ...], ...]
    tops: tuple[tuple[int, ...], ...]
    decks: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    gifts: tuple[tuple[int, ...], ...]  # per seat: the gift area
    played: tuple[int, ...]  # hand cards played this turn
    trashed: tuple[int, ...]  # cards removed from the game
    market: tuple[int, ...]
    showcase: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]  # green, amber, purple gift piles, top first
    actions: tuple[tuple[str, ...], ...]  # per seat: action cards a, b, f, g
    pool: tuple[int, int]  # action cards f and g left in the box
    used: tuple[str, ...]  # action cards used this turn
    plays: int  # hand cards played this turn (Lux doubles the first)
    gw_pos: int  # Gwidyon's mushroom (-1 without a solo game)
    gw_pile: int  # drops left on Gwidyon's pile
    gw_deck: tuple[int, ...]  # his face-down solo cards (values), a multiset
    gw_done: tuple[int, ...]  # his revealed solo cards
    last_round: bool = False
    ended: str = ""
    winners: tuple[int, ...] = ()
    viewer: int = EVERYONE
    blocked: tuple[int, ...] = ()  # favors-bar spaces the unused mushrooms cover
    shrine_prism: int = 0  # how many of the drops on the Shrine of Life are prism drops
    dew_supply: int = 0  # dewdrops in the supply, on no board and not on the shrine
    # Seats whose board has been empty at some moment (so in the last round: the first empty
    # board starts it), sorted; they count as cleared at the end (ruling cleared-board).
    cleared: tuple[int, ...] = ()
    prism_out: int = 0  # prism drops a turning shrine has put out of play for good

    @property
    def to_move(self) -> int | None:
        return None if self.ended else FLOW.to_move(self.tasks, self.current)

    @property
    def prisma(self) -> bool:
        return "base-only" not in self.variants

    @property
    def solo(self) -> bool:
        return self.players == 1


build_state = positional_builder(MyceliaState)
