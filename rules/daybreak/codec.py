"""Saving and loading Daybreak positions as JSON: a loaded position is one the rules can play.

A saved file is untrusted input. ``decode`` reads every field with its type and range, then
``check`` asks what a reachable position holds (every card in exactly one place, the carbon
cubes conserved, the tasks well formed and playable). Every refusal is a ``StateError``, a
ValueError naming the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import (
    VIEW_REFUSED,
    Reader,
    check_int,
    first_problem,
    parse,
    read_full_position,
    read_setup,
)

from .data import SECTORS
from .laws import LAWS
from .state import EVERYONE, MAX_STACKS, ROUNDS, STAGES, DaybreakState

if TYPE_CHECKING:
    from .engine import Daybreak

# Format 2 (issue 43) added ``viewer`` and the rulings global-keep and solo-growth. A format 1
# file was played with the readings of that time, the published rulebook's: it loads with them.
FORMAT = 2
FORMAT_1_READINGS = {"global-keep": "one-or-none", "solo-growth": "two"}
ENDINGS = (
    "daybreak.growth.win",
    "daybreak.end.heat",
    "daybreak.end.communities",
    "daybreak.end.time",
)
MAX_TASKS = 200


# ----- saving ---------------------------------------------------------------------------------
def encode(game: Daybreak, state: DaybreakState) -> dict[str, Any]:
    L = [c.key for c in game.local]
    C = [c.key for c in game.crisis]
    G = [c.key for c in game.globals]

    def keys(table, codes):
        return [table[c] for c in codes]

    def task(t: tuple) -> list:
        if t[0] == "discard":
            return [t[0], t[1], C[t[2]], t[3], t[4]]
        if t[0] == "target":
            return [t[0], C[t[1]], *t[2:]]
        if t[0] == "resolve":
            return [t[0], C[t[1]]]
        return list(t)

    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,
        "viewer": state.viewer,
        "draws": state.draws,
        "round": state.round,
        "stage": state.stage,
        "tasks": [task(t) for t in state.tasks],
        "players_state": [
            {
                "power": state.powers[s],
                "demand": state.demand[s],
                "clean": state.clean[s],
                "dirty": state.dirty[s],
                "emissions": dict(zip(SECTORS, state.emissions[s], strict=True)),
                "resilience": state.resilience[s],
                "communities": state.communities[s],
                "hand": keys(L, state.hands[s]),
                "stacks": [
                    {"cards": keys(L, cards), "tucked": keys(L, tucked)}
                    for cards, tucked in state.stacks[s]
                ],
                "used": {L[c]: k for c, k in state.used[s]},
                "done": state.done[s],
            }
            for s in range(state.players)
        ],
        "deck": keys(L, state.deck),
        "discard": keys(L, state.discard),
        "crisis_deck": keys(C, state.crisis_deck),
        "crisis_discard": keys(C, state.crisis_discard),
        "crises": [
            {"card": C[c], "tucked": keys(L, t)}
            for c, t in zip(state.crises, state.crisis_tucks, strict=True)
        ],
        "facedown": state.facedown,
        "global_deck": keys(G, state.global_deck),
        "global_discard": keys(G, state.global_discard),
        "offer": keys(G, state.offer),
        "projects": [
            {"card": G[c], "tucked": keys(L, t)}
            for c, t in zip(state.projects, state.project_tucks, strict=True)
        ],
        "completed": keys(G, state.completed),
        "trees": state.trees,
        "oceans": state.oceans,
        "dac": state.dac,
        "recent": state.recent,
        "thermometer": state.therm,
        "bands": state.bands,
        "emitted": state.emitted,
        "sequestered": state.sequestered,
        "tokens": {t.key: state.tokens[i] for i, t in enumerate(game.world.tracks)},
        "drawdown": state.drawdown,
        "tally": list(state.tally),
        "ended": state.ended,
    }


# ----- loading --------------------------------------------------------------------------------
class _Cards:
    """Card keys of one kind read back into codes, naming the field on error."""

    def __init__(self, table, what: str) -> None:
        self.codes = {c.key: c.code for c in table}
        self.what = what

    def one(self, doc: Reader, key: str | int, value: Any) -> int:
        if not isinstance(value, str) or value not in self.codes:
            raise doc.fail(key, f"{value!r} is not a {self.what}")
        return self.codes[value]

    def many(self, doc: Reader, key: str) -> tuple[int, ...]:
        items = doc.array(key)
        sub = Reader({"_": items}, doc._p(key), doc.source)
        return tuple(self.one(sub, i, v) for i, v in enumerate(items))


def decode(game: Daybreak, data: Any) -> DaybreakState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    if doc.version < 2:
        stated = doc.obj["rulings"]
        rulings.update({k: v for k, v in FORMAT_1_READINGS.items() if k not in stated})
    seed = read_full_position(doc, EVERYONE)
    L = _Cards(game.local, "Local Project")
    C = _Cards(game.crisis, "crisis card")
    G = _Cards(game.globals, "Global Project")
    seats = doc.array("players_state", players)
    per = [Reader(s, f"players_state[{i}]", doc.source) for i, s in enumerate(seats)]
    powers = tuple(p.text("power", tuple(game.world.powers)) for p in per)
    expected = game.powers_for(players, rulings)
    if powers != expected:
        raise doc.fail(
            "players_state", f"the powers for {players} players are {', '.join(expected)}"
        )
    state = DaybreakState(
        players=players,
        variants=variants,
        rulings=tuple(sorted(rulings.items())),
        seed=seed,
        draws=doc.integer("draws", 0),
        powers=powers,
        round=doc.integer("round", 1, ROUNDS),
        stage=doc.text("stage", STAGES),
        tasks=_tasks(doc, game, C, players),
        demand=tuple(p.integer("demand", 0, 999) for p in per),
        clean=tuple(p.integer("clean", 0, 999) for p in per),
        dirty=tuple(p.integer("dirty", 0, 999) for p in per),
        emissions=tuple(_emissions(p) for p in per),
        resilience=tuple(p.integer("resilience", 0, 999) for p in per),
        communities=tuple(p.integer("communities", 0, 99) for p in per),
        hands=tuple(tuple(sorted(L.many(p, "hand"))) for p in per),
        stacks=tuple(_stacks(p, L) for p in per),
        used=tuple(_used(p, L) for p in per),
        done=tuple(p.flag("done") for p in per),
        deck=tuple(sorted(L.many(doc, "deck"))),
        discard=tuple(sorted(L.many(doc, "discard"))),
        crisis_deck=tuple(sorted(C.many(doc, "crisis_deck"))),
        crisis_discard=tuple(sorted(C.many(doc, "crisis_discard"))),
        crises=(crises := _tucked_cards(doc, "crises", C, L))[0],
        crisis_tucks=crises[1],
        facedown=doc.integer("facedown", 0, 99),
        global_deck=tuple(sorted(G.many(doc, "global_deck"))),
        global_discard=tuple(sorted(G.many(doc, "global_discard"))),
        offer=G.many(doc, "offer"),
        projects=(projects := _tucked_cards(doc, "projects", G, L))[0],
        project_tucks=projects[1],
        completed=G.many(doc, "completed"),
        trees=doc.integer("trees", 0, 999),
        oceans=doc.integer("oceans", 0, 999),
        dac=doc.integer("dac", 0, 999),
        recent=doc.integer("recent", 0, 9999),
        therm=doc.integer("thermometer", 0, 999),
        bands=doc.integer("bands", 0, game.world.bands_to_lose),
        emitted=doc.integer("emitted", 0, 10**6),
        sequestered=doc.integer("sequestered", 0, 10**6),
        tokens=_tokens(doc, game),
        drawdown=doc.flag("drawdown"),
        tally=doc.int_array("tally", None, 0, 10**6),
        ended=doc.text("ended", ("", *ENDINGS)),
    )
    check(game, state)
    return state


def _emissions(p: Reader) -> tuple[int, int, int, int]:
    em = p.sub("emissions")
    return tuple(em.integer(s, 0, 999) for s in SECTORS)  # type: ignore[return-value]


def _stacks(p: Reader, L: _Cards) -> tuple:
    items = p.array("stacks")
    if len(items) > MAX_STACKS:
        raise p.fail("stacks", f"at most {MAX_STACKS} stacks")
    stacks = []
    for i, item in enumerate(items):
        sub = Reader(item, p._p(f"stacks[{i}]") if False else f"{p.path}.stacks[{i}]", p.source)
        cards = L.many(sub, "cards")
        if not cards:
            raise sub.fail("cards", "a stack holds at least one played card")
        stacks.append((cards, L.many(sub, "tucked")))
    return tuple(stacks)


def _used(p: Reader, L: _Cards) -> tuple:
    used = p.sub("used")
    pairs = []
    for key in used.obj:
        code = L.one(used, key, key)
        pairs.append((code, used.integer(key, 1, 99)))
    return tuple(sorted(pairs))


def _tucked_cards(doc: Reader, key: str, cards: _Cards, L: _Cards):
    items = doc.array(key)
    codes, tucks = [], []
    for i, item in enumerate(items):
        sub = Reader(item, f"{key}[{i}]", doc.source)
        codes.append(cards.one(sub, "card", sub.raw("card")))
        tucks.append(L.many(sub, "tucked"))
    return tuple(codes), tuple(tucks)


def _tokens(doc: Reader, game: Daybreak) -> tuple[int, ...]:
    tokens = doc.sub("tokens")
    return tuple(tokens.integer(t.key, 0, t.length) for t in game.world.tracks)


# The arguments of each kind of task after its name: "seat", "flag", "crisis", "where",
# "count", "amount", then for target any number of seats.
TASK_ARGS: dict[str, tuple[str, ...]] = {
    "keep": ("seat",),
    "drop": ("seat",),
    "local": ("seat",),
    "discard": ("seat", "crisis", "where", "count"),
    "reveal": ("flag",),
    "gdraw": (),
    "draw": ("seat",),
    "roll": (),
    "target": ("crisis", "amount"),
    "round": (),
    "local-start": (),
    "emissions": (),
    "crisis": (),
    "uncover": (),
    "crises": (),
    "resolve": ("crisis",),
    "growth": (),
}


def _tasks(doc: Reader, game: Daybreak, C: _Cards, players: int) -> tuple[tuple, ...]:
    items = doc.array("tasks")
    if len(items) > MAX_TASKS:
        raise doc.fail("tasks", f"at most {MAX_TASKS} tasks")
    tasks = []
    for i, item in enumerate(items):
        where = f"tasks[{i}]"
        if not isinstance(item, list) or not item or not isinstance(item[0], str):
            raise StateError(where, "a task is a list starting with its name", doc.source)
        kind, rest = item[0], item[1:]
        if kind not in TASK_ARGS:
            raise StateError(where, f"{kind!r} is not a task of Daybreak", doc.source)
        spec = TASK_ARGS[kind]
        if len(rest) < len(spec) or (kind != "target" and len(rest) != len(spec)):
            raise StateError(where, f"task {kind!r} takes {len(spec)} arguments", doc.source)
        values: list[Any] = [kind]
        sub = Reader({"_": item}, where, doc.source)
        for j, (arg, value) in enumerate(zip(spec, rest, strict=False)):
            at = f"{where}[{j + 1}]"
            if arg == "crisis":
                values.append(C.one(sub, j + 1, value))
            elif arg == "where":
                if value not in (
                    "hand",
                    "area",
                    "power",
                    "industry",
                    "transport",
                    "buildings",
                    "nature",
                    "community",
                ):
                    raise StateError(at, "hand, area or a tag", doc.source)
                values.append(value)
            else:
                high = {"seat": players - 1, "flag": 1}.get(arg, 99)
                values.append(check_int(value, at, 0 if arg != "count" else 1, high, doc.source))
        if kind == "target":
            tied = [
                check_int(v, f"{where}[{k + 3}]", 0, players - 1, doc.source)
                for k, v in enumerate(rest[2:])
            ]
            if len(tied) < 2 or len(set(tied)) != len(tied):
                raise StateError(
                    where, "a tie is between two or more different players", doc.source
                )
            values.extend(tied)
        tasks.append(tuple(values))
    return tuple(tasks)


# ----- what a reachable position holds ----------------------------------------------------
def check(game: Daybreak, state: DaybreakState) -> None:
    """Refuse a player's view, then any position the rules cannot reach (laws.py), naming
    the field."""
    if state.viewer != EVERYONE:
        raise StateError("viewer", VIEW_REFUSED)
    found = first_problem(LAWS, game, state)
    if found:
        raise StateError(*found)
