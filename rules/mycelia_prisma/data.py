"""Mycelia: Prisma's data files, validated on load (errors name the file and the field).

Every table is example data (the seed gives no base card, board or bar): ``example = true``
in each file, and the explorer says so on screen. The exceptions are the counts the seed does
give (the market pile's 40 + 30 + 20 cards, the gift piles' 15 kinds of two): cards.toml
states them in ``[counts]`` and the loader holds the card tables to them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rules.core.datafile import Fields, load_toml
from rules.core.messages import Msg

HERE = Path(__file__).parent
COLORS = ("green", "amber", "purple")  # cheapest first: the price tiers of the gift piles
LANDSCAPES = ("moss", "grass", "water", "earth")
# The parts of the one market pile: the base game's basic cards, its own expansion, Prisma's.
PARTS = ("basic", "expansion", "prisma")
SHRINE = "shrine"
EFFECTS = (
    "leaves", "remove", "move", "favors", "draw", "trash", "recycle",
    "others_leaves", "others_remove", "remove_moss", "globi",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Card:
    code: int
    key: str
    name: str | Msg  # from the cards' data file; the hidden card's is a message
    kind: str  # "start", "market", "gift" or "hidden"
    cost: int = 0
    color: str = ""  # a gift's pile (or "start" for Viatica)
    draws: int = 0  # a gift's replacement draws
    landscape: str = ""
    beetle: int = 0
    grant: str = ""
    copies: int = 1
    part: str = ""  # a market card's part of the pile (PARTS)
    leaves: int = 0
    remove: int = 0
    move: int = 0
    favors: int = 0
    draw: int = 0
    trash: int = 0
    recycle: int = 0
    others_leaves: int = 0
    others_remove: int = 0
    remove_moss: int = 0
    globi: int = 0

    @property
    def gift(self) -> bool:
        return self.kind == "gift"

    @property
    def prisma(self) -> bool:
        """A Prisma expansion card of the market (left out of a game of Mycelia alone)."""
        return self.part == "prisma"


#: The card a view shows for one it hides: its name is a message (read in the reader's
#: language wherever a card's name is a message's parameter).
HIDDEN_CARD = Card(0, "hidden", Msg("mycelia-prisma-card-face-down"), "hidden")


@dataclass(frozen=True, slots=True)
class Board:
    landscapes: tuple[str, ...]
    setups: dict[str, tuple[tuple[int, ...], tuple[int, ...]]]
    capacity: dict[int, int]
    supply: tuple[tuple[str, tuple[tuple[int, ...], ...]], ...]
    bar: tuple[str, ...]
    blocked: dict[int, tuple[int, ...]]
    gwidyon_drops: int
    gwidyon_deck: tuple[int, ...]
    dewdrops: int  # in the box: on the boards, on the Shrine of Life or in the supply

    @property
    def shrine_field(self) -> int:
        return self.landscapes.index(SHRINE)


def load_cards(path: Path = HERE / "cards.toml") -> tuple[Card, ...]:
    data = Fields(load_toml(path), path.name, "")
    cards = [HIDDEN_CARD]
    for kind in ("start", "market", "gift"):
        for item in data.items(kind):
            cards.append(_card(item, kind, len(cards)))
    keys = [c.key for c in cards]
    if len(set(keys)) != len(keys):
        raise data.fail("key", "two cards share a key")
    _check_counts(data.sub("counts"), cards)
    return tuple(cards)


def _check_counts(counts: Fields, cards: list[Card]) -> None:
    """The card tables hold the numbers of cards the seed gives (its Overview and Contents):
    a card table that drifts from them is refused, naming the count it breaks."""
    market = [c for c in cards if c.kind == "market"]
    for part in PARTS:
        held = sum(c.copies for c in market if c.part == part)
        if held != counts.integer(part, 0):
            want = counts.integer(part, 0)
            raise counts.fail(part, f"the {part} cards number {held} copies; the seed gives {want}")
    for name, kinds in (("prisma", [c for c in market if c.prisma]), ("gift", _gift_kinds(cards))):
        if len(kinds) != counts.integer(f"{name}_kinds", 1):
            raise counts.fail(f"{name}_kinds", f"{len(kinds)} kinds of {name} card in the tables")
        if any(c.copies != counts.integer(f"{name}_copies", 1) for c in kinds):
            raise counts.fail(f"{name}_copies", f"a {name} card with another number of copies")


def _gift_kinds(cards: list[Card]) -> list[Card]:
    """The gifts of the three piles (Viatica, a gift too, is each player's start card)."""
    return [c for c in cards if c.gift and c.color in COLORS]


def _card(item: Fields, kind: str, code: int) -> Card:
    values = {name: item.integer(name, 0, 0) for name in EFFECTS}
    landscape = item.text("landscape", "")
    if landscape and landscape not in LANDSCAPES:
        raise item.fail("landscape", f"must be one of {', '.join(LANDSCAPES)}")
    grant = item.text("grant", "")
    if grant not in ("", "f", "g"):
        raise item.fail("grant", "must be f or g")
    color = item.text("color", "") if kind == "gift" else ""
    if kind == "gift" and color not in (*COLORS, "start"):
        raise item.fail("color", f"must be one of {', '.join(COLORS)} or start")
    return Card(
        code=code,
        key=item.text("key"),
        name=item.text("name"),
        kind=kind,
        cost=item.integer("cost", 0, 0),
        color=color,
        draws=item.integer("draws", 0, 0),
        landscape=landscape,
        beetle=item.integer("beetle", 0, 0),
        grant=grant,
        copies=item.integer("copies", 1, 2 if kind != "start" else 1),
        part=_part(item, kind),
        **values,
    )


def _part(item: Fields, kind: str) -> str:
    if kind != "market":
        return ""
    part = item.text("part")
    if part not in PARTS:
        raise item.fail("part", f"must be one of {', '.join(PARTS)}")
    return part


def load_board(path: Path = HERE / "board.toml", bar_path: Path = HERE / "bar.toml") -> Board:
    data = Fields(load_toml(path), path.name, "")
    landscapes = tuple(data.get("landscapes", list))
    if len(landscapes) != 20 or landscapes.count(SHRINE) != 1:
        raise data.fail("landscapes", "20 fields, one of them the shrine field")
    if any(x not in (*LANDSCAPES, SHRINE) for x in landscapes):
        raise data.fail("landscapes", "an unknown landscape")
    setups = {}
    for name, totals in (("base", (20, 0)), ("prisma", (12, 10))):
        table = data.sub("setup").sub(name)
        dew, prism = tuple(table.get("dew", list)), tuple(table.get("prism", list))
        if (sum(dew), sum(prism)) != totals or len(dew) != 20 or len(prism) != 20:
            raise table.fail("dew", f"20 fields holding {totals[0]} dew and {totals[1]} prism")
        setups[name] = (dew, prism)
    capacity = {int(k): v for k, v in data.sub("shrine").get("capacity", dict).items()}
    dewdrops = data.integer("dewdrops", 0)
    if dewdrops < 4 * sum(setups["base"][0]):
        raise data.fail("dewdrops", "enough dewdrops for four boards of Mycelia alone")
    supply = tuple(
        (s.text("name"), tuple(tuple(face) for face in s.get("faces", list)))
        for s in data.items("supply")
    )
    if any(len(faces) != 6 for _, faces in supply):
        raise data.fail("supply", "every supply card names fields for six die faces")
    bar = Fields(load_toml(bar_path), bar_path.name, "")
    colors = tuple(bar.get("colors", list))
    if colors[0] != "start" or colors[-1] != "purple":
        raise bar.fail("colors", "the bar starts at the start space and ends on purple")
    blocked = {int(k): tuple(v) for k, v in bar.sub("blocked").table.items()}
    gw = bar.sub("gwidyon")
    return Board(
        landscapes, setups, capacity, supply, colors, blocked,
        gw.integer("drops", 1), tuple(gw.get("deck", list)), dewdrops,
    )  # fmt: skip
