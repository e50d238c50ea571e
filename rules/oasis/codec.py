"""Saving and loading Oasis positions as JSON: a loaded position is one the rules can reach.

A saved file is untrusted input (anyone may upload a file in the Files tab). ``decode`` reads
every field with its type and range, refuses a saved scout's view (it holds no seed and
face-down cards, so it cannot be played on), then asks the game's ``check_position`` (the
invariants of invariants.py, and a move for the scout or chance to make). Every refusal is a
``StateError``, a ValueError naming the field; no other exception escapes on any JSON, and a
task list longer than any turn can build is refused before it is read, so the work done on a
file stays bounded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, check_int, parse, read_full_position, read_setup

from .cards import CLANS, EQUIPMENT
from .state import EMPTY, FLOW, OasisState

if TYPE_CHECKING:
    from .engine import Oasis

FORMAT = 1
EVERYONE = -1  # the ``viewer`` of a full position
# Task name (a kind of state.FLOW) -> what follows the name: "seat", "flag" (0 or 1),
# "item", "owed", "slot", "card".
TASK_ARGS: dict[str, tuple[str, ...]] = {
    "start": ("seat",),
    "action": (),
    "travel": ("flag",),
    "recycle": (),
    "equip": ("flag",),
    "pay": ("item", "owed"),
    "recruit": (),
    "pillage": (),
    "keep": ("seat", "card", "card"),
    "mission": (),
    "discard": (),
    "draw": (),
    "cdraw": (),
    "lair": ("slot",),
    "grab": ("seat",),
    "explore": (),
    "lair-open": (),
    "begin": ("seat",),
    "end": (),
}


def max_tasks(game: Oasis) -> int:
    """More tasks than any turn can hold: each Companion played leaves at most two waiting,
    a Mission one per Companion, and a turn adds a few of its own."""
    companions = sum(card.copies for card in game.cards.cards if card.kind == "companion")
    return 2 * companions + 8


# ----- saving ---------------------------------------------------------------------------------
def encode(game: Oasis, state: OasisState) -> dict[str, Any]:
    key = game.card_key

    def cards(codes: tuple[int, ...]) -> list[str]:
        return [key(c) for c in codes]

    def task(t: tuple) -> list:
        out: list = [t[0]]
        for kind, value in zip(TASK_ARGS[t[0]], t[1:], strict=True):
            out.append(key(value) if kind == "card" else value)
        return out

    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,  # None (null) in a scout's view, which cannot be loaded
        "draws": state.draws,
        "viewer": state.viewer,
        "current": state.current,
        "turn": state.turn,
        "tasks": [task(t) for t in state.tasks],
        "deck": cards(state.deck),
        "ruins": cards(state.ruins),
        "hands": [cards(h) for h in state.hands],
        "trails": [cards(t) for t in state.trails],
        "areas": [cards(a) for a in state.areas],
        "companion_deck": cards(state.cdeck),
        "lair": [None if c == EMPTY else key(c) for c in state.lair],
        "companion_discard": cards(state.cdiscard),
        "supply": dict(zip(EQUIPMENT, state.supply, strict=True)),
        "closed_piles": sorted(state.closed),
        "played": sorted(state.played),
        "recruited": state.recruited,
        "deck_out": state.deck_out,
        "final": state.final,
        "ended": state.ended,
        "winners": list(state.winners),
    }


# ----- loading --------------------------------------------------------------------------------
def decode(game: Oasis, data: Any) -> OasisState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    seed = read_full_position(doc, EVERYONE)  # a saved view is refused here
    cards = _CardReader(game)

    def zone(name: str, kinds: tuple[str, ...]) -> tuple[int, ...]:
        return cards.zone(doc.raw(name), name, kinds)

    def per_seat(name: str, kinds: tuple[str, ...], keep_order: bool = False) -> tuple:
        raw = doc.array(name, players)
        return tuple(cards.zone(r, f"{name}[{s}]", kinds, keep_order) for s, r in enumerate(raw))

    tasks = _tasks(doc, game, players, cards)
    lair = tuple(
        EMPTY if value is None else cards.card(value, f"lair[{i}]", ("companion",))
        for i, value in enumerate(doc.array("lair", 4))
    )
    supply_obj = doc.sub("supply")
    supply = tuple(supply_obj.integer(item, 0) for item in EQUIPMENT)
    played = _names(doc, "played", CLANS, "clan names")
    state = OasisState(
        players=players,
        variants=variants,
        rulings=tuple(sorted(rulings.items())),
        seed=seed,
        draws=doc.integer("draws", 0),
        current=doc.integer("current", 0, players - 1),
        turn=doc.integer("turn", 0),
        tasks=tasks,
        deck=zone("deck", ("journey",)),
        ruins=zone("ruins", ("journey",)),
        hands=per_seat("hands", ("journey", "equipment", "companion")),
        trails=per_seat("trails", ("journey", "equipment", "khalla"), keep_order=True),
        areas=per_seat("areas", ("companion",)),
        cdeck=zone("companion_deck", ("companion",)),
        lair=lair,
        cdiscard=zone("companion_discard", ("companion",)),
        supply=supply,
        played=played,
        recruited=doc.flag("recruited"),
        deck_out=doc.flag("deck_out"),
        final=doc.integer("final", -1, players),
        ended=doc.text("ended"),
        winners=doc.int_array("winners", None, 0, players - 1),
        closed=_closed_piles(doc, supply, rulings),
        viewer=EVERYONE,
    )
    game.check_position(state)
    return state


class _CardReader:
    """Card names to codes, every name checked (no "?": face-down cards are only in views)."""

    def __init__(self, game: Oasis) -> None:
        self.game = game

    def card(self, value: Any, where: str, kinds: tuple[str, ...] = ()) -> int:
        codes = self.game.cards.code_of
        if not isinstance(value, str) or value not in codes:
            raise StateError(where, f"{value!r} is not a card of Oasis")
        code = codes[value]
        if kinds and self.game.cards.cards[code].kind not in kinds:
            raise StateError(where, f"{value!r} cannot be here (expected {' or '.join(kinds)})")
        return code

    def zone(
        self, raw: Any, where: str, kinds: tuple[str, ...], keep_order: bool = False
    ) -> tuple[int, ...]:
        if not isinstance(raw, list):
            raise StateError(where, "expected a list of card names")
        codes = [self.card(v, f"{where}[{i}]", kinds) for i, v in enumerate(raw)]
        return tuple(codes if keep_order else sorted(codes))


def _tasks(doc: Reader, game: Oasis, players: int, cards: _CardReader) -> tuple[tuple, ...]:
    raw_tasks = doc.array("tasks")
    limit = max_tasks(game)
    if len(raw_tasks) > limit:
        raise doc.fail("tasks", f"{len(raw_tasks)} tasks; no turn holds more than {limit}")
    highest = {"seat": players - 1, "flag": 1, "slot": 3, "owed": max(game.cards.cost.values())}
    tasks = []
    for i, raw in enumerate(raw_tasks):
        where = f"tasks[{i}]"
        problem = FLOW.check(tuple(raw)) if isinstance(raw, list) else "a task is a list"
        if problem is not None:
            raise StateError(
                where, f"{problem} (expected [name, ...], a name among {', '.join(TASK_ARGS)})"
            )
        kinds = TASK_ARGS[raw[0]]
        if len(raw) != len(kinds) + 1:
            raise StateError(where, f"a {raw[0]!r} task takes {len(kinds)} value(s)")
        values: list = [raw[0]]
        for kind, value in zip(kinds, raw[1:], strict=True):
            if kind == "card":
                values.append(cards.card(value, where, ("journey", "equipment", "companion")))
            elif kind == "item":
                if not isinstance(value, str) or value not in EQUIPMENT:
                    raise StateError(where, f"{value!r} is not an Equipment")
                values.append(value)
            else:
                low = 1 if kind == "owed" else 0
                values.append(check_int(value, where, low, highest[kind]))
        tasks.append(tuple(values))
    return tuple(tasks)


def _names(doc: Reader, field: str, allowed: tuple[str, ...], what: str) -> frozenset[str]:
    values = doc.array(field)
    if not all(isinstance(v, str) and v in allowed for v in values):
        raise doc.fail(field, f"expected {what} among {', '.join(allowed)}")
    return frozenset(values)


def _closed_piles(doc: Reader, supply: tuple[int, ...], rulings: dict) -> frozenset[str]:
    """The closed Equipment piles; a file saved before piles could close has no such field:
    then the piles empty now are the closed ones (with the reading that closes them)."""
    if "closed_piles" in doc.obj:
        return _names(doc, "closed_piles", EQUIPMENT, "Equipment names")
    if rulings["empty-pile"] != "closed":
        return frozenset()
    return frozenset(item for item, pile in zip(EQUIPMENT, supply, strict=True) if not pile)
