"""Saving and loading Daybreak positions as JSON: a loaded position is one the rules can play.

A saved file is untrusted input. Its layout is declared below (``DaybreakSave``: each field's
type, bounds and names, a record per player, a record per crisis or project in play); the
core's codec (rules/core/codec.py) writes it and reads it back, refusing any value that does
not fit with a ``StateError`` naming the field. What is Daybreak's own is here: cards written
by their keys, the state's per-seat tuples gathered into one record per player, the powers a
player count plays, and ``check``, what a reachable position holds (laws.py: every card in
exactly one place, the carbon cubes conserved, the tasks well formed and playable).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from rules.core import StateError, codec
from rules.core.jsonstate import VIEW_REFUSED, first_problem

from .data import SECTORS
from .laws import LAWS
from .state import EVERYONE, MAX_STACKS, ROUNDS, STAGES, DaybreakState, full_position

if TYPE_CHECKING:
    from .engine import Daybreak

# Format 2 (issue 43) added ``viewer`` and the rulings global-keep and solo-growth. A format 1
# file was played with the readings of that time, the published rulebook's: it loads with them.
FORMAT_1_READINGS = {"global-keep": "one-or-none", "solo-growth": "two"}
ENDINGS = (
    "daybreak.growth.win",
    "daybreak.end.heat",
    "daybreak.end.communities",
    "daybreak.end.time",
)
MAX_TASKS = 200
WHERE = ("hand", "area", "power", "industry", "transport", "buildings", "nature", "community")


# ----- the layout of a save ---------------------------------------------------------------------
def _keys(table: str):
    return lambda ctx: {c.key: c.code for c in getattr(ctx.game, table)}


def _powers(ctx: codec.Ctx) -> tuple[str, ...]:
    return tuple(ctx.game.world.powers)


def _sectors(ctx: codec.Ctx) -> tuple[str, ...]:
    return SECTORS


def _tracks(ctx: codec.Ctx) -> tuple[str, ...]:
    return tuple(t.key for t in ctx.game.world.tracks)


def _last_band(ctx: codec.Ctx) -> int:
    return ctx.game.world.bands_to_lose


def _a_stack_is_played(cards: tuple, ctx: codec.Ctx) -> str | None:
    return None if cards else "a stack holds at least one played card"


def _on_its_track(tokens: tuple[int, ...], ctx: codec.Ctx) -> None:
    for track, token in zip(ctx.game.world.tracks, tokens, strict=True):
        if token > track.length:
            raise codec.Refused(f"must be at most {track.length}, got {token}", track.key)


def _a_tie(task: tuple, ctx: codec.Ctx) -> str | None:
    tied = task[3:]
    if task[0] == "target" and (len(tied) < 2 or len(set(tied)) != len(tied)):
        return "a tie is between two or more different players"
    return None


Local = Annotated[int, codec.Names("Local Project", _keys("local"))]
Crisis = Annotated[int, codec.Names("crisis card", _keys("crisis"))]
Global = Annotated[int, codec.Names("Global Project", _keys("globals"))]
Locals = tuple[Local, ...]
Pile = Annotated[tuple[Local, ...], codec.Sorted()]  # order unknown: kept sorted
Seat = Annotated[int, codec.Between(0, codec.last_seat)]
Amount = Annotated[int, codec.Between(0, 999)]
Big = Annotated[int, codec.Between(0, 10**6)]
#: An Emissions tally's figures: counts, but its last (the Temperature Bands the stage added) is
#: negative after a Drawdown broke bands; laws.tables holds each figure to its own bounds.
Figure = Annotated[int, codec.Between(-(10**6), 10**6)]
TASK_ARGS: dict[str, tuple[Any, ...]] = {
    "keep": (Seat,), "drop": (Seat,), "local": (Seat,), "draw": (Seat,),
    "discard": (Seat, Crisis, Annotated[str, codec.OneOf(WHERE)],
                Annotated[int, codec.Between(1, 99)]),
    "reveal": (Annotated[int, codec.Between(0, 1)],), "gdraw": (), "roll": (),
    "target": (Crisis, Annotated[int, codec.Between(0, 99)]),  # then the tied seats
    "round": (), "local-start": (), "emissions": (), "crisis": (), "uncover": (), "crises": (),
    "resolve": (Crisis,), "growth": (),
}  # fmt: skip


@dataclass(frozen=True)
class StackSave:
    cards: Annotated[Locals, codec.Check(_a_stack_is_played)]  # played from the bottom up
    tucked: Locals


@dataclass(frozen=True)
class SeatSave:
    power: Annotated[str, codec.OneOf(_powers)]
    demand: Amount
    clean: Amount
    dirty: Amount
    emissions: Annotated[tuple[Amount, ...], codec.Keyed(_sectors, "no such sector")]
    resilience: Amount
    communities: Annotated[int, codec.Between(0, 99)]
    hand: Pile
    stacks: Annotated[tuple[StackSave, ...], codec.MaxLength(MAX_STACKS, "at most {n} stacks")]
    used: dict[Local, Annotated[int, codec.Between(1, 99)]]  # this round: a card's uses
    done: bool


@dataclass(frozen=True)
class CrisisSave:
    card: Crisis
    tucked: Locals


@dataclass(frozen=True)
class ProjectSave:
    card: Global
    tucked: Locals


@dataclass(frozen=True)
class DaybreakSave:
    """A save after its header, in the order the file holds it."""

    draws: Annotated[int, codec.Between(0)]
    round: Annotated[int, codec.Between(1, ROUNDS)]
    stage: Annotated[str, codec.OneOf(STAGES)]
    tasks: Annotated[
        tuple[tuple, ...],
        codec.Tasks(TASK_ARGS, more={"target": Seat}, name_argument=True, check=_a_tie),
        codec.MaxLength(MAX_TASKS, "at most {n} tasks"),
    ]
    players_state: Annotated[tuple[SeatSave, ...], codec.Length(codec.per_seat)]
    deck: Pile
    discard: Pile
    crisis_deck: Annotated[tuple[Crisis, ...], codec.Sorted()]
    crisis_discard: Annotated[tuple[Crisis, ...], codec.Sorted()]
    crises: tuple[CrisisSave, ...]  # face up, in the order they resolve
    facedown: Annotated[int, codec.Between(0, 99)]
    global_deck: Annotated[tuple[Global, ...], codec.Sorted()]
    global_discard: Annotated[tuple[Global, ...], codec.Sorted()]
    offer: tuple[Global, ...]
    projects: tuple[ProjectSave, ...]
    completed: tuple[Global, ...]
    trees: Amount
    oceans: Amount
    dac: Amount
    recent: Annotated[int, codec.Between(0, 9999)]
    therm: Annotated[int, codec.Between(0, 999), codec.SavedAs("thermometer")]
    bands: Annotated[int, codec.Between(0, _last_band)]
    emitted: Big
    sequestered: Big
    tokens: Annotated[
        tuple[Annotated[int, codec.Between(0)], ...],
        codec.Keyed(_tracks),
        codec.Check(_on_its_track),
    ]
    drawdown: bool
    tally: tuple[Figure, ...]
    ended: Annotated[str, codec.OneOf(("", *ENDINGS))]


def _format_1(doc: dict[str, Any], ctx: codec.Ctx) -> dict[str, Any]:
    """A format 1 file loads with the readings it was played with (where it names none)."""
    if isinstance(doc.get("rulings"), dict):
        doc["rulings"] = {**FORMAT_1_READINGS, **doc["rulings"]}
    return doc


CODEC = codec.Codec(DaybreakSave, format=2, everyone=EVERYONE, migrations={1: _format_1})
FORMAT = CODEC.format


# ----- saving ---------------------------------------------------------------------------------
def encode(game: Daybreak, state: DaybreakState) -> dict[str, Any]:
    """The state's fields, with the tuples it keeps side by side gathered into one record per
    player, per crisis and per project in play."""
    s = state
    players = [
        {
            "power": s.powers[i],
            "demand": s.demand[i],
            "clean": s.clean[i],
            "dirty": s.dirty[i],
            "emissions": s.emissions[i],
            "resilience": s.resilience[i],
            "communities": s.communities[i],
            "hand": s.hands[i],
            "stacks": [{"cards": c, "tucked": t} for c, t in s.stacks[i]],
            "used": dict(s.used[i]),
            "done": s.done[i],
        }
        for i in range(s.players)
    ]
    crises = [{"card": c, "tucked": t} for c, t in zip(s.crises, s.crisis_tucks, strict=True)]
    projects = [{"card": c, "tucked": t} for c, t in zip(s.projects, s.project_tucks, strict=True)]
    return CODEC.encode(
        game, state, {"players_state": players, "crises": crises, "projects": projects}
    )


# ----- loading --------------------------------------------------------------------------------
def decode(game: Daybreak, data: Any) -> DaybreakState:
    ctx, v = CODEC.decode(game, data)
    seats = v.pop("players_state")
    powers = tuple(p["power"] for p in seats)
    expected = game.powers_for(ctx.players, ctx.rulings)
    if powers != expected:
        raise StateError(
            "players_state", f"the powers for {ctx.players} players are {', '.join(expected)}"
        )
    crises, projects = v.pop("crises"), v.pop("projects")
    state = full_position(
        ctx.players,
        ctx.variants,
        ctx.rulings,
        v.pop("seed"),
        powers=powers,
        demand=tuple(p["demand"] for p in seats),
        clean=tuple(p["clean"] for p in seats),
        dirty=tuple(p["dirty"] for p in seats),
        emissions=tuple(p["emissions"] for p in seats),
        resilience=tuple(p["resilience"] for p in seats),
        communities=tuple(p["communities"] for p in seats),
        hands=tuple(p["hand"] for p in seats),
        stacks=tuple(tuple((t["cards"], t["tucked"]) for t in p["stacks"]) for p in seats),
        used=tuple(tuple(sorted(p["used"].items())) for p in seats),
        done=tuple(p["done"] for p in seats),
        crises=tuple(c["card"] for c in crises),
        crisis_tucks=tuple(c["tucked"] for c in crises),
        projects=tuple(c["card"] for c in projects),
        project_tucks=tuple(c["tucked"] for c in projects),
        **v,
    )
    check(game, state)
    return state


# ----- what a reachable position holds ----------------------------------------------------
def check(game: Daybreak, state: DaybreakState) -> None:
    """Refuse a player's view, then any position the rules cannot reach (laws.py), naming
    the field."""
    if state.viewer != EVERYONE:
        raise StateError("viewer", VIEW_REFUSED)
    found = first_problem(LAWS, game, state)
    if found:
        raise StateError(*found)
