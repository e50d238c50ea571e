"""Saving and loading Oasis positions as JSON, with every field checked on the way in."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, check_int, parse, read_setup

from .cards import CLANS, EQUIPMENT, HIDDEN
from .state import CHANCE_TASKS, EMPTY, OasisState

if TYPE_CHECKING:
    from .engine import Oasis

FORMAT = 1
# Task name -> what follows the name: "seat", "int", "item", "card".
TASK_ARGS: dict[str, tuple[str, ...]] = {
    "start": ("seat",),
    "action": (),
    "travel": ("flag",),
    "recycle": (),
    "equip": ("flag",),
    "pay": ("item", "count"),
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
        "seed": state.seed,
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
        "played": sorted(state.played),
        "recruited": state.recruited,
        "deck_out": state.deck_out,
        "final": state.final,
        "ended": state.ended,
        "winners": list(state.winners),
    }


def decode(game: Oasis, data: Any) -> OasisState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    viewer = doc.integer("viewer", -1, players - 1)

    def card(value: Any, where: str, kinds: tuple[str, ...] = ()) -> int:
        if value == "?" and viewer >= 0:
            return HIDDEN
        if not isinstance(value, str) or value not in game._key:
            raise StateError(where, f"{value!r} is not a card of Oasis")
        code = game._key[value]
        if kinds and game.cards.cards[code].kind not in kinds:
            raise StateError(where, f"{value!r} cannot be here (expected {' or '.join(kinds)})")
        return code

    def cards(raw: Any, where: str, kinds: tuple[str, ...] = (), keep_order: bool = False):
        if not isinstance(raw, list):
            raise StateError(where, "expected a list of card names")
        codes = [card(v, f"{where}[{i}]", kinds) for i, v in enumerate(raw)]
        return tuple(codes if keep_order else sorted(codes))

    def zone(name: str, kinds: tuple[str, ...] = ()) -> tuple[int, ...]:
        return cards(doc.raw(name), name, kinds)

    def per_seat(name: str, kinds: tuple[str, ...] = (), keep_order: bool = False) -> tuple:
        raw = doc.array(name, players)
        return tuple(cards(r, f"{name}[{s}]", kinds, keep_order) for s, r in enumerate(raw))

    tasks = []
    for i, raw in enumerate(doc.array("tasks")):
        where = f"tasks[{i}]"
        if not isinstance(raw, list) or not raw or raw[0] not in TASK_ARGS:
            raise StateError(
                where, f"expected [name, ...] with a name among {', '.join(TASK_ARGS)}"
            )
        kinds = TASK_ARGS[raw[0]]
        if len(raw) != len(kinds) + 1:
            raise StateError(where, f"a {raw[0]!r} task takes {len(kinds)} value(s)")
        values: list = [raw[0]]
        for kind, value in zip(kinds, raw[1:], strict=True):
            if kind == "card":
                values.append(card(value, where))
            elif kind == "item":
                if value not in EQUIPMENT:
                    raise StateError(where, f"{value!r} is not an Equipment")
                values.append(value)
            else:
                high = {"seat": players - 1, "flag": 1, "slot": 3, "count": 3}[kind]
                values.append(check_int(value, where, 0, high))
        tasks.append(tuple(values))
    lair = []
    for i, value in enumerate(doc.array("lair", 4)):
        lair.append(EMPTY if value is None else card(value, f"lair[{i}]", ("companion",)))
    supply_obj = doc.sub("supply")
    supply = tuple(supply_obj.integer(item, 0) for item in EQUIPMENT)
    played = doc.array("played")
    if any(c not in CLANS for c in played):
        raise doc.fail("played", f"expected clan names among {', '.join(CLANS)}")
    for flag in ("recruited", "deck_out"):
        if not isinstance(doc.raw(flag), bool):
            raise doc.fail(flag, "expected true or false")
    state = OasisState(
        players=players,
        variants=variants,
        rulings=tuple(sorted(rulings.items())),
        seed=doc.integer("seed", 0),
        draws=doc.integer("draws", 0),
        current=doc.integer("current", 0, players - 1),
        turn=doc.integer("turn", 0),
        tasks=tuple(tasks),
        deck=zone("deck", ("journey",)),
        ruins=zone("ruins", ("journey",)),
        hands=per_seat("hands", ("journey", "equipment", "companion")),
        trails=per_seat("trails", ("journey", "equipment", "khalla"), keep_order=True),
        areas=per_seat("areas", ("companion",)),
        cdeck=zone("companion_deck", ("companion",)),
        lair=tuple(lair),
        cdiscard=zone("companion_discard", ("companion",)),
        supply=supply,
        played=frozenset(played),
        recruited=doc.raw("recruited"),
        deck_out=doc.raw("deck_out"),
        final=doc.integer("final", -1, players),
        ended=doc.text("ended"),
        winners=doc.int_array("winners", None, 0, players - 1),
        viewer=viewer,
    )
    problem = consistency_problem(game, state)
    if problem:
        raise StateError(*problem)
    return state


def consistency_problem(game: Oasis, state: OasisState) -> tuple[str, str] | None:
    """The first way ``state`` breaks the game's invariants, as (field, problem), or None.

    Used on loading, and by the property tests after every action.
    """
    cards = game.cards
    khalla = cards.khalla
    if state.viewer == -1:
        counted: Counter[int] = Counter()
        for zone in (state.deck, state.ruins, state.cdeck, state.cdiscard):
            counted.update(zone)
        for seat in range(state.players):
            counted.update(state.hands[seat])
            counted.update(state.trails[seat])
            counted.update(state.areas[seat])
        counted.update(c for c in state.lair if c != EMPTY)
        for item, pile in zip(EQUIPMENT, state.supply, strict=True):
            counted[cards.equipment[item]] += pile
        totals = cards.totals(state.players)
        for code, total in enumerate(totals):
            if counted[code] != total:
                return (
                    "cards",
                    f"{cards.cards[code].title}: {counted[code]} in the game, {total} expected "
                    "(every zone counted together)",
                )
    for seat, trail in enumerate(state.trails):
        if not trail or trail[0] != khalla or khalla in trail[1:]:
            return (f"trails[{seat}]", "a trail starts with its Khalla #13, and has only one")
        for i, code in enumerate(trail[1:], start=1):
            number = 13 - i
            card = cards.cards[code]
            if card.kind == "journey" and card.number != number:
                return (f"trails[{seat}][{i}]", f"{card.title} cannot stand in place of #{number}")
            if card.key == "compass" and number == 0:
                return (f"trails[{seat}][{i}]", "a Compass never replaces the Oasis #0")
            if card.key == "shield":
                return (f"trails[{seat}][{i}]", "a Shield is never played on a trail")
    ended = bool(state.ended)
    if ended != bool(state.winners):
        return ("winners", "a finished game has winners, a running one none")
    if ended and state.ended not in game.rulebook:
        return ("ended", f"{state.ended!r} is not a rulebook section")
    if not ended and not state.tasks:
        return ("tasks", "a running game has something left to do")
    if state.tasks and state.tasks[0][0] in CHANCE_TASKS:
        task = state.tasks[0]
        if task[0] == "draw" and not state.deck:
            return ("tasks", "a draw from an empty Exploration deck")
        if task[0] in ("cdraw", "lair") and not state.cdeck:
            return ("tasks", "a draw from an empty Companion deck")
        if task[0] == "grab" and len(state.hands[task[1]]) < 2:
            return ("tasks", "a Pillage needs at least two cards in the target's hand")
    if state.final >= 0 and not state.deck_out:
        return ("final", "the last turns start only once the Exploration deck has run out")
    if state.deck_out and state.deck:
        return ("deck_out", "the deck has run out but still holds cards")
    for task in state.tasks:
        if task[0] == "keep" and state.viewer == -1:
            hand = Counter(state.hands[task[1]])
            hand.subtract((task[2], task[3]))
            if min(hand.values(), default=0) < 0:
                return ("tasks", "the two grabbed cards must still be in the target's hand")
    return None
