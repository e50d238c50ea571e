"""Saving and loading Mycelia: Prisma positions as JSON; a loaded position is one the rules
can reach (cards conserved, drops and favors in range, tasks the flow knows).

A saved file is untrusted: every field is read with its type and range, a player's view is
refused (it holds no seed), and every refusal is a StateError naming the field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, parse, read_full_position, read_setup

from .data import COLORS, LANDSCAPES
from .state import EMPTY, EVERYONE, FLOW, SHOWCASE, MyceliaState, build_state

if TYPE_CHECKING:
    from .engine import MyceliaPrisma

FORMAT = 2  # 2: the Shrine of Life's prism drops and the dewdrop supply
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
    r = _Fields(doc, players)
    cards = len(game.cards)
    values = {
        "players": players,
        "variants": variants,
        "rulings": tuple(sorted(rulings.items())),
        "seed": seed,
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
        "piles": (),  # read below
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
        "viewer": EVERYONE,
        "blocked": doc.int_array("blocked", None, 1, game.last_space() - 1),
        "shrine_prism": _later_int(doc, "shrine_prism", 0, 400),
        "dew_supply": _later_int(doc, "dew_supply", 0, game.board.dewdrops),
    }
    if doc.version < 2:  # format 1 had no supply: the dewdrops on no board nor the shrine
        on_boards = sum(map(sum, values["dew"]))
        values["dew_supply"] = max(game.board.dewdrops - on_boards - values["shrine"], 0)
    values["piles"] = r.piles(cards)
    state = build_state(*(values[f.name] for f in fields(MyceliaState)))
    game.check_position(state)
    return state


def _later_int(doc: Reader, key: str, low: int, high: int) -> int:
    """A whole number saved since format 2 (format 1 files read 0 here)."""
    return doc.integer(key, low, high) if doc.version >= 2 else 0


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


def position_problem(game: MyceliaPrisma, s: MyceliaState) -> tuple[str, str] | None:
    """The first invariant ``s`` breaks, as (field, sentence), or None."""
    if s.viewer != EVERYONE:
        return None  # a view masks cards: its invariants are the full position's
    if Counter(_all_cards(s)) != Counter(_expected_cards(game, s)):
        return ("hands", "the cards in play are not the cards of this game")
    if not s.prisma and (any(s.gifts) or any(s.piles) or any(s.mushrooms)):
        return ("gifts", "a base-only game has no gifts nor favors")
    problem = _drops_problem(game, s)
    if problem:
        return problem
    bar_last = game.last_space()
    seen = [m for m in s.mushrooms if m not in (0, bar_last)]
    if s.gw_pos not in (-1, 0, bar_last):
        seen.append(s.gw_pos)
    if len(seen) != len(set(seen)) or set(seen) & set(s.blocked):
        return ("mushrooms", "two mushrooms share a space other than start and the last")
    for seat, letters in enumerate(s.actions):
        if len(letters) > 4 + (1 if s.tasks and s.tasks[0][0] == "drop-action" else 0):
            return (f"actions[{seat}]", "at most four action cards")
    if sum(a.count("f") for a in s.actions) + s.pool[0] != (2 if s.prisma else 0):
        return ("pool", "action cards f are not conserved")
    if sum(a.count("g") for a in s.actions) + s.pool[1] != (2 if s.prisma else 0):
        return ("pool", "action cards g are not conserved")
    if (s.solo and s.prisma) != (s.gw_pos >= 0) or (not s.solo and (s.gw_deck or s.gw_done)):
        return ("gw_pos", "only a solo game of Prisma has Gwidyon's mushroom")
    if s.solo and Counter(s.gw_deck + s.gw_done) != Counter(game.board.gwidyon_deck):
        return ("gw_deck", "Gwidyon's solo cards are not his deck")
    if s.solo and not s.gw_deck and not s.ended:
        return ("gw_deck", "Gwidyon's deck is never empty")
    if tuple(sorted(s.blocked)) != tuple(sorted(_blocked(game, s))):
        return ("blocked", "the unused mushrooms stand where setup put them")
    if s.ended:
        if s.ended not in game.rulebook or s.tasks:
            return ("ended", "an ended game names its ending rule and has no tasks left")
        return None
    if s.winners:
        return ("winners", "a running game has no winners")
    if not s.tasks:
        return ("tasks", "a running game has something to do")
    if any(t[0] in FLOW.automatic for t in s.tasks[:1]):
        return ("tasks", "bookkeeping never waits at the front")
    if any(t[0] == "turn" for t in s.tasks[:-1]) and s.tasks[-1][0] != "end":
        return ("tasks", "a turn's decision comes last")
    for i, task in enumerate(s.tasks):
        # A draw is the next card of a fill: the fill behind it counts the cards still due.
        after = s.tasks[i + 1] if i + 1 < len(s.tasks) else ("",)
        if task[0] == "draw" and (after[0] != "fill" or after[1] != task[1]):
            return (f"tasks[{i}]", "a card drawn is part of filling that player's hand")
    for slot in s.showcase:
        if slot != EMPTY and game.cards[slot].kind != "market":
            return ("showcase", "the showcase shows market cards")
    if any(c.kind != "gift" for p in s.piles for c in map(game.cards.__getitem__, p)):
        return ("piles", "the gift piles hold gift cards")
    return None


def _drops_problem(game: MyceliaPrisma, s: MyceliaState) -> tuple[str, str] | None:
    """Dewdrops are conserved between the boards, the shrine and the supply; prism drops
    only leave the boards (for the shrine, then out of play)."""
    if s.shrine_prism > s.shrine:
        return ("shrine_prism", "more prism drops on the Shrine of Life than drops")
    field = game.board.shrine_field
    for key, grid in (("dew", s.dew), ("prism", s.prism)):
        for seat, row in enumerate(grid):
            if row[field]:  # a drop moved there leaves the board for the shrine (base.move)
                return (
                    f"{key}[{seat}]",
                    f"field {field + 1} is the shrine field: no drop stays on it",
                )
    dew = sum(map(sum, s.dew)) + s.shrine - s.shrine_prism + s.dew_supply
    if dew != game.board.dewdrops:
        total = game.board.dewdrops
        return ("dew_supply", f"the dewdrops in play and in the supply make {dew}, not {total}")
    prism = sum(map(sum, s.prism)) + s.shrine_prism
    if prism > sum(game.board.setups["prisma" if s.prisma else "base"][1]) * s.players:
        return ("prism", "more prism drops than the setup card placed")
    return None


def _blocked(game: MyceliaPrisma, s: MyceliaState) -> tuple[int, ...]:
    if not s.prisma:
        return ()
    if s.players == 2 and s.ruling("two-player-block") == "two-only":
        return (2,)
    return tuple(game.board.blocked[s.players])


def _all_cards(s: MyceliaState) -> list[int]:
    cards = [c for zone in (s.hands, s.tops, s.decks, s.discards, s.gifts) for z in zone for c in z]
    cards += [*s.played, *s.trashed, *s.market, *(c for c in s.showcase if c != EMPTY)]
    return cards + [c for p in s.piles for c in p]


def _expected_cards(game: MyceliaPrisma, s: MyceliaState) -> list[int]:
    cards = game.start_deck(s.prisma) * s.players + game.market_cards(s.prisma)
    if s.prisma:
        cards += [c for color in COLORS for c in game.gift_pile(color)]
    return cards
