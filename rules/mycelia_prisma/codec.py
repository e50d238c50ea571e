"""Saving and loading Mycelia: Prisma positions as JSON; a loaded position is one the rules
can reach (the laws of laws.py: cards conserved and where they may lie, drops conserved, the
whole task list, a result that matches).

A saved file is untrusted: every field is read with its type and range, a player's view is
refused (it holds no seed), and every refusal is a StateError naming the field. Older formats
still load (``_migrate``).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, parse, read_full_position, read_setup

from .data import COLORS, LANDSCAPES
from .laws import all_cards, expected_cards
from .state import EVERYONE, FLOW, SHOWCASE, MyceliaState, build_state

if TYPE_CHECKING:
    from .engine import MyceliaPrisma

# 2: the Shrine of Life's prism drops and the dewdrop supply; 3: the 90-card market (card
# codes renumbered), the seats that cleared their board, the prism drops out of play.
FORMAT = 3
# The card codes of formats 1 and 2, in order (code 0 is a face-down card): data, in
# old_codes.toml.
with (Path(__file__).parent / "old_codes.toml").open("rb") as _file:
    _codes = tomllib.load(_file)["codes"]
OLD_KEYS = tuple(_codes[str(code)] for code in range(len(_codes)))
CARD_LISTS = ("hands", "tops", "decks", "discards", "gifts", "piles")  # a list per seat or pile
CARD_FIELDS = ("played", "trashed", "market", "showcase")
ORDERED = ("tops", "gifts", "piles", "played", "showcase")  # the rest are sorted multisets
SETUP_FIELDS = ("players", "variants", "rulings", "seed", "viewer")
MAX_TASKS = 60
# What follows each task's name: "seat", "count" (0-20), "land" (a landscape or ""),
# "flag" (0 or 1), "where" ("any" or "discard"), "card" (a card's code).
TASK_ARGS: dict[str, tuple[str, ...]] = {
    "turn": (), "move": ("land", "count", "flag", "count"),
    "remove": ("land", "count", "flag", "count"), "trash": ("count", "where"),
    "recycle": ("count",), "globi": (), "grant": (), "drop-action": (), "lux": ("card",),
    "bonus": ("seat", "count"), "draw": ("seat",), "market": (), "die": (), "gwidyon": (),
    "fill": ("seat", "count"), "end": (), "refill": (),
}  # fmt: skip


def encode(game: MyceliaPrisma, state: MyceliaState) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": game.info.slug, "format": FORMAT}
    for f in fields(MyceliaState):
        value = getattr(state, f.name)
        if f.name == "rulings":
            value = dict(value)
        doc[f.name] = _plain(value)
    return doc


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def decode(game: MyceliaPrisma, data: Any) -> MyceliaState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    seed = read_full_position(doc, EVERYONE)
    if doc.version < 3:
        doc.obj = _renumbered(game, doc.obj)
    values = {
        "players": players,
        "variants": variants,
        "rulings": tuple(sorted(rulings.items())),
        "seed": seed,
        "viewer": EVERYONE,
        **_read_fields(game, doc, players),
    }
    if doc.version < 2:  # format 1 had no supply: the dewdrops on no board nor the shrine
        on_boards = sum(map(sum, values["dew"]))
        values["dew_supply"] = max(game.board.dewdrops - on_boards - values["shrine"], 0)
    state = build_state(*(values[f.name] for f in fields(MyceliaState)))
    if doc.version < 3:
        state = _migrate(game, state)
    game.check_position(state)
    return state


def _read_fields(game: MyceliaPrisma, doc: Reader, players: int) -> dict[str, Any]:
    """The position's fields after the header, read (and refused) in this order."""
    r = _Fields(doc, players)
    cards = len(game.cards)
    return {
        "draws": doc.integer("draws", 0, 10**9),
        "current": doc.integer("current", 0, players - 1),
        "turn": doc.integer("turn", 1, 10**6),
        "tasks": r.tasks(),
        "dew": r.grid("dew"),
        "prism": r.grid("prism"),
        "shrines": r.per_seat("shrines", 0, 19, ordered=True),
        "shrine": doc.integer("shrine", 0, 400),
        "supply": doc.integer("supply", 0, len(game.board.supply) - 1),
        "leaves": doc.int_array("leaves", players, 0, 10**6),
        "mushrooms": doc.int_array("mushrooms", players, 0, game.last_space()),
        "hands": r.per_seat("hands", 1, cards - 1),
        "tops": r.per_seat("tops", 1, cards - 1, ordered=True),
        "decks": r.per_seat("decks", 1, cards - 1),
        "discards": r.per_seat("discards", 1, cards - 1),
        "gifts": r.per_seat("gifts", 1, cards - 1, ordered=True),
        "played": doc.int_array("played", None, 1, cards - 1),
        "trashed": r.sorted_ints("trashed", 1, cards - 1),
        "market": r.sorted_ints("market", 1, cards - 1),
        "showcase": doc.int_array("showcase", SHOWCASE, 0, cards - 1),
        "actions": r.actions(),
        "pool": doc.int_array("pool", 2, 0, 2),
        "used": r.letters("used"),
        "plays": doc.integer("plays", 0, 100),
        "gw_pos": doc.integer("gw_pos", -1, game.last_space()),
        "gw_pile": doc.integer("gw_pile", 0, game.board.gwidyon_drops),
        "gw_deck": r.sorted_ints("gw_deck", 0, 9),
        "gw_done": r.sorted_ints("gw_done", 0, 9),
        "last_round": doc.flag("last_round"),
        "ended": doc.text("ended"),
        "winners": doc.int_array("winners", None, 0, players - 1),
        "blocked": doc.int_array("blocked", None, 1, game.last_space() - 1),
        "shrine_prism": _later_int(doc, "shrine_prism", 0, 400, 2),
        "dew_supply": _later_int(doc, "dew_supply", 0, game.board.dewdrops, 2),
        "cleared": _later_seats(doc, "cleared", players),
        "prism_out": _later_int(doc, "prism_out", 0, 10 * players, 3),
        "piles": r.piles(cards),  # read last, as before
    }


def _renumbered(game: MyceliaPrisma, obj: dict[str, Any]) -> dict[str, Any]:
    """A format 1 or 2 file's card codes in today's numbering (by the cards' keys); a value
    that is no old code is left for the reader to refuse, naming its field."""
    new = {code: game.by_key.get(key, -1) for code, key in enumerate(OLD_KEYS)}
    new[0] = 0

    def code(value: Any) -> Any:
        known = isinstance(value, int) and not isinstance(value, bool) and value in new
        return new[value] if known else value

    def codes(values: Any, ordered: bool) -> Any:
        if not isinstance(values, list):
            return values
        out = [code(v) for v in values]
        plain = all(isinstance(v, int) and not isinstance(v, bool) for v in out)
        return out if ordered or not plain else sorted(out)

    obj = dict(obj)
    for key in CARD_LISTS:
        if isinstance(obj.get(key), list):
            obj[key] = [codes(row, key in ORDERED) for row in obj[key]]
    for key in CARD_FIELDS:
        obj[key] = codes(obj.get(key), key in ORDERED)
    if isinstance(obj.get("tasks"), list):  # Lux's task names a card
        obj["tasks"] = [
            [t[0], code(t[1])] if isinstance(t, list) and len(t) == 2 and t[0] == "lux" else t
            for t in obj["tasks"]
        ]
    return obj


def _migrate(game: MyceliaPrisma, s: MyceliaState) -> MyceliaState:
    """A position of format 1 or 2 in today's game. The market pile had 28 cards: the cards
    it lacked are shuffled into the market deck, whose order nobody knows. The prism drops
    not on a board nor the shrine had left play. Who had cleared a board was not kept: in a
    last round, the seats with the fewest drops (an empty board, or the old reading's
    winners)."""
    missing = Counter(expected_cards(game, s)) - Counter(all_cards(s))
    lacked = [c for c in missing.elements() if game.cards[c].kind == "market"]
    market = tuple(sorted((*s.market, *lacked)))
    per_board = sum(game.board.setups["prisma" if s.prisma else "base"][1])
    out = per_board * s.players - sum(map(sum, s.prism)) - s.shrine_prism
    left = [game.drops_left(s, seat) for seat in range(s.players)]
    cleared = tuple(seat for seat in range(s.players) if left[seat] == min(left))
    return replace(s, market=market, prism_out=max(out, 0), cleared=cleared if s.last_round else ())


def _later_int(doc: Reader, key: str, low: int, high: int, since: int) -> int:
    """A whole number saved since format ``since`` (older files read 0 here)."""
    return doc.integer(key, low, high) if doc.version >= since else 0


def _later_seats(doc: Reader, key: str, players: int) -> tuple[int, ...]:
    """Seat numbers saved since format 3, each once, in order (older files read none)."""
    if doc.version < 3:
        return ()
    seats = doc.int_array(key, None, 0, players - 1)
    if list(seats) != sorted(set(seats)):
        raise doc.fail(key, "each seat once, in order")
    return seats


class _Fields:
    """Typed reads of the per-seat zones and the task list."""

    def __init__(self, doc: Reader, players: int) -> None:
        self.doc = doc
        self.players = players

    def grid(self, key: str) -> tuple[tuple[int, ...], ...]:
        rows = self.doc.array(key, self.players)
        out = []
        for i, row in enumerate(rows):
            sub = Reader({"row": row}, f"{key}[{i}]")
            out.append(sub.int_array("row", 20, 0, 99))
        return tuple(out)

    def per_seat(self, key: str, low: int, high: int, ordered: bool = False) -> tuple:
        rows = self.doc.array(key, self.players)
        out = []
        for i, row in enumerate(rows):
            sub = Reader({"cards": row}, f"{key}[{i}]")
            values = sub.int_array("cards", None, low, high)
            if not ordered and list(values) != sorted(values):
                raise StateError(f"{key}[{i}]", "a pile whose order nobody knows is kept sorted")
            out.append(values)
        return tuple(out)

    def sorted_ints(self, key: str, low: int, high: int) -> tuple[int, ...]:
        values = self.doc.int_array(key, None, low, high)
        if list(values) != sorted(values):
            raise self.doc.fail(key, "a pile whose order nobody knows is kept sorted")
        return values

    def piles(self, cards: int) -> tuple[tuple[int, ...], ...]:
        rows = self.doc.array("piles", len(COLORS))
        out = []
        for i, row in enumerate(rows):
            sub = Reader({"cards": row}, f"piles[{i}]")
            out.append(sub.int_array("cards", None, 1, cards - 1))
        return tuple(out)

    def letters(self, key: str) -> tuple[str, ...]:
        """The action cards used this turn: a and b once at most, f and g once per card
        (two of each exist)."""
        values = self.doc.array(key)
        if any(v not in ("a", "b", "f", "g") for v in values) or not _card_counts(values):
            raise self.doc.fail(key, "action-card letters a, b (once each), f, g (twice at most)")
        return tuple(values)

    def actions(self) -> tuple[tuple[str, ...], ...]:
        rows = self.doc.array("actions", self.players)
        out = []
        for i, row in enumerate(rows):
            if not isinstance(row, list) or any(v not in ("a", "b", "f", "g") for v in row):
                raise StateError(f"actions[{i}]", "a list of action-card letters a, b, f, g")
            if row != sorted(row) or not _card_counts(row):
                raise StateError(f"actions[{i}]", "a and b at most once each, letters in order")
            out.append(tuple(row))
        return tuple(out)

    def tasks(self) -> tuple[tuple, ...]:
        items = self.doc.array("tasks")
        if len(items) > MAX_TASKS:
            raise self.doc.fail("tasks", f"more than {MAX_TASKS} tasks: no turn holds that many")
        return tuple(self.task(i, item) for i, item in enumerate(items))

    def task(self, i: int, item: Any) -> tuple:
        where = f"tasks[{i}]"
        if not isinstance(item, list) or not item or not isinstance(item[0], str):
            raise StateError(where, "a task is a list starting with its name")
        name = item[0]
        if name not in TASK_ARGS:
            raise StateError(where, f"{name!r} is not a task of this game")
        spec = TASK_ARGS[name]
        if len(item) != len(spec) + 1:
            raise StateError(where, f"task {name!r} takes {len(spec)} arguments")
        for value, kind in zip(item[1:], spec, strict=True):
            if not _fits(value, kind, self.players):
                raise StateError(where, f"task {name!r}: {value!r} is not a {kind}")
        task = tuple(item)
        problem = FLOW.check(task)
        if problem:
            raise StateError(where, problem)
        return task


def _card_counts(letters: list) -> bool:
    return all(letters.count(x) <= limit for x, limit in (("a", 1), ("b", 1), ("f", 2), ("g", 2)))


def _fits(value: Any, kind: str, players: int) -> bool:
    if kind == "land":
        return value in ("", *LANDSCAPES)
    if kind == "where":
        return value in ("any", "discard")
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    if kind == "seat":
        return 0 <= value < players
    if kind == "flag":
        return value in (0, 1)
    if kind == "card":
        return 0 < value < 100
    return 0 <= value <= 20
