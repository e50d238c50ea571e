"""Saving and loading positions of O Inconsciente, and the views that hide what a seat may not see.

A saved file is every field of the state as JSON (tuples as lists). Loading checks each field's
shape against a fresh setup of the same player count, the tasks against the turn flow, and then
``check_position`` (every card and tile exactly once, numbers in range), so a damaged file is
refused with a StateError naming the field.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from dataclasses import fields, replace

from rules.core.errors import StateError
from rules.core.jsonstate import Reader, parse, read_full_position, read_setup

from .data import load
from .state import EVERYONE, FLOW, OState

#: 2: the stack of reputation markers (``rep_stack``); a format-1 file reads the setup's
#: stack, reverse turn order. 3: the routine clients under their pile (``routine_bottom``);
#: an older file has them shuffled into the pile, so none.
FORMAT = 3
D = load()
HIDDEN = -9  # a card a view does not show
SKIP = {"players", "seed", "rulings", "viewer"}


def to_json(game, state):
    doc = {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": [],
        "rulings": dict(state.rulings),
        "seed": state.seed,
        "viewer": state.viewer,
    }
    for f in fields(OState):
        if f.name not in SKIP:
            doc[f.name] = listed(getattr(state, f.name))
    return doc


def listed(value):
    if isinstance(value, tuple):
        return [listed(v) for v in value]
    return value


def tupled(value):
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value


def from_json(game, data):
    doc = Reader(parse(data), "")
    players, _, rulings = read_setup(doc, game, FORMAT)
    seed = read_full_position(doc, EVERYONE)
    template = game.setup(players, seed=0, rulings=rulings)
    values = {}
    for f in fields(OState):
        if f.name in SKIP:
            continue
        if f.name == "rep_stack":
            raw = doc.later(f.name, 2, listed(template.rep_stack))
        elif f.name == "routine_bottom":
            raw = doc.later(f.name, 3, [])
        else:
            raw = doc.raw(f.name)
        values[f.name] = checked(raw, getattr(template, f.name), f.name)
    seats = [t[1] for t in values["tasks"] if t[0] != "draw" and TASK_ARGS[t[0]][:1] == ("seat",)]
    seats += [t[2] for t in values["tasks"] if t[0] == "draw" and t[1] in ("latent", "research")]
    seats += [t[2] for t in values["tasks"] if t[0] == "draw" and t[1] == "office-manifest"]
    if any(seat >= players for seat in seats):
        raise StateError("tasks", "a task names a seat of the game")
    state = OState(
        players=players,
        seed=seed,
        rulings=tuple(sorted(rulings.items())),
        viewer=EVERYONE,
        **values,
    )
    for i, task in enumerate(state.tasks):
        problem = FLOW.check(task)
        if problem:
            raise StateError(f"tasks[{i}]", problem)
    game.check_position(state)
    playable(game, state)
    return state


def playable(game, state):
    """A loaded running position has legal actions, and each applies (or is refused)."""
    from rules.core.errors import IllegalAction

    try:
        actions = game.legal_actions(state)
        if state.tasks and not actions:
            raise StateError("tasks", "a running game with nothing to do")
        for action in actions:
            with contextlib.suppress(IllegalAction):
                game.apply(state, action, explain=False)
    except StateError:
        raise
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, StopIteration) as exc:
        raise StateError("tasks", f"not a position the rules can play on: {exc!r}") from None


#: Fields whose lengths change in play, and their shapes: "ints" a list of whole numbers,
#: "seat-ints" one such list per player, "two-ints" two such lists, "pairs" a list of pairs.
LOOSE = {
    "hand": "seat-ints",
    "played": "seat-ints",
    "covered": "seat-ints",
    "published": "seat-ints",
    "goals_won": "seat-ints",
    "cured": "seat-ints",
    "note_piles": "two-ints",
    "client_decks": "two-ints",
    "routine_bottom": "ints",
    "grief_deck": "ints",
    "latent_deck": "ints",
    "manifest_deck": "ints",
    "research_deck": "ints",
    "theses_left": "ints",
    "goals_left": "ints",
    "treated": "ints",
    "start_pool": "pairs",
    "tasks": "tasks",
}


def checked(raw, template, where):
    """``raw`` with the shape of ``template``: ints where it has ints, lists of the same length;
    the fields of ``LOOSE`` with their own shapes."""
    if where in LOOSE:
        return loose(raw, LOOSE[where], where, len(template))
    if isinstance(template, int) and not isinstance(template, bool):
        return whole(raw, where)
    if not isinstance(raw, list) or len(raw) != len(template):
        raise StateError(where, f"expected a list of {len(template)}")
    return tuple(
        checked(r, t, f"{where}[{i}]") for i, (r, t) in enumerate(zip(raw, template, strict=True))
    )


def whole(raw, where):
    if isinstance(raw, bool) or not isinstance(raw, int) or not -10 <= raw <= 10_000:
        raise StateError(where, f"expected a whole number, got {json.dumps(raw)[:40]}")
    return raw


def ints(raw, where, length=None):
    if not isinstance(raw, list) or (length is not None and len(raw) != length):
        raise StateError(where, "expected a list of whole numbers")
    return tuple(whole(v, f"{where}[{i}]") for i, v in enumerate(raw))


def loose(raw, shape, where, length):
    if shape == "ints":
        return ints(raw, where)
    if not isinstance(raw, list):
        raise StateError(where, "expected a list")
    if shape in ("seat-ints", "two-ints"):
        if len(raw) != length:
            raise StateError(where, f"expected {length} lists")
        return tuple(ints(v, f"{where}[{i}]") for i, v in enumerate(raw))
    if shape == "pairs":
        return tuple(ints(v, f"{where}[{i}]", 2) for i, v in enumerate(raw))
    return tuple(task(v, f"{where}[{i}]") for i, v in enumerate(raw))


#: The arguments of each kind of task: "seat", "slot" (an office space), "n" (a small whole
#: number), "action" (a meeting-table action); a draw names its deck, then its own arguments
#: (a number there is how many places: 4 display spaces, ...).
TASK_ARGS = {
    "start-row": ("seat",),
    "start-client": ("seat",),
    "pick-client": ("seat", "slot"),
    "manifest": ("seat", "slot"),
    "marker": ("seat", "slot"),
    "refill": ("seat",),
    "turn": (),
    "resolve": ("action",),
    "swap": (),
    "play": (),
    "volume": ("n", "n", "mask"),  # thesis, volumes left, the theses cited (a bit each)
    "free": ("n", "n"),
    "ink": ("n",),
    "column": (),
    "track": (),
    "bonus": (),
    "hearts": (),
    "next": (),
}
DRAW_ARGS = {
    "latent": ("seat", "slot"),
    "office-manifest": ("seat", "slot"),
    "manifest": (4,),
    "research": ("seat", 1),
    "note": (3,),
    "routine": (4,),
    "study": (4,),
    "grief": ("minus", 4),
}
ACTIONS = ("notes", "research", "thesis", "insight", "move")
LIMITS = {"slot": (0, 1), "n": (0, 30), "minus": (-1, -1), "mask": (0, 255)}


def task(raw, where):
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise StateError(where, "a task is a list starting with its name")
    kind, args = raw[0], raw[1:]
    head = ()
    if kind == "draw":
        if not args or not isinstance(args[0], str) or args[0] not in DRAW_ARGS:
            raise StateError(where, "a draw names its deck")
        spec, head, args = DRAW_ARGS[args[0]], (args[0],), args[1:]
    elif kind in TASK_ARGS:
        spec = TASK_ARGS[kind]
    else:
        raise StateError(where, f"{kind!r} is not a task of this game")
    if len(args) != len(spec):
        raise StateError(where, f"task {kind!r} takes {len(spec)} arguments")
    values = [
        argument(v, what, f"{where}[{i + 1}]")
        for i, (v, what) in enumerate(zip(args, spec, strict=True))
    ]
    return (kind, *head, *values)


def argument(value, what, where):
    if what == "action":
        if value not in ACTIONS:
            raise StateError(where, "a meeting-table action")
        return value
    value = whole(value, where)
    if what == "seat":
        low, high = 0, 3
    elif isinstance(what, int):
        low, high = 0, what - 1
    else:
        low, high = LIMITS[what]
    if not low <= value <= high:
        raise StateError(where, f"from {low} to {high}")
    return value


def check_position(game, state):
    """Every card and tile exactly once; numbers in range; the tasks of a running game."""
    n = state.players
    for name in (
        "scores",
        "coffee",
        "hearts",
        "brilliant",
        "rep",
        "own",
        "ideas",
        "locked",
        "inkwell",
        "prof",
        "centre",
        "nine",
    ):
        values = getattr(state, name)
        if len(values) != n or any(v < 0 for v in values):
            raise StateError(name, "one whole number of at least 0 per player")
    limits = {
        "rep": len(D.track_points) - 1,
        "locked": 3,
        "inkwell": len(D.rondel) - 1,
        "prof": 5,
        "centre": 7,
        "nine": 1,
        "own": 6,
    }
    for name, top in limits.items():
        if any(v > top for v in getattr(state, name)):
            raise StateError(name, f"at most {top}")
    if sorted(state.rep_stack) != list(range(n)):
        raise StateError("rep_stack", "every player's reputation marker once in the stack")
    if not 1 <= state.freud_rep <= len(D.track_points) - 1:
        raise StateError("freud_rep", "on the reputation track")
    if not 0 <= state.freud_loc <= 5:
        raise StateError("freud_loc", "one of the six locations")
    if not 0 <= state.current < n or not 0 <= state.first < n:
        raise StateError("current", "a seat of the game")
    if state.round < 1 or state.final_round > state.round + 1 or state.final_round < -1:
        raise StateError("final_round", "the last round follows the round Freud reached the clock")
    if (state.final_round >= 0) != (state.freud_rep >= D.clock):
        raise StateError("final_round", "set exactly when Freud's marker is on the clock")
    for p in range(n):
        placed = sum(1 for v in state.table if v >= 0 and v // 2 == p and v % 2 == 0)
        if placed + state.ideas[p] != 6 - state.locked[p]:
            raise StateError("ideas", "every unlocked idea is in reserve or on the table")
        disc = state.disc[p]
        if any(v < 0 for v in disc) or sum(disc[0::3]) + state.centre[p] > 7:
            raise StateError("disc", "insights on the disc")
    if any(v < -2 or v >= 2 * n for v in state.table):
        raise StateError("table", "a free, blocked or taken space")
    check_cards(state)
    check_tasks(state)


def check_cards(state):
    n = state.players
    offices = [slot for p in range(n) for slot in state.office[p]]
    for slot in offices:
        if len(slot) != 5:
            raise StateError("office", "a space is client, grief, dreams and marker")
    if state.viewer != EVERYONE:
        return
    counted = {
        "clients": [c for c, _ in state.client_display]
        + list(state.client_decks[0])
        + list(state.client_decks[1])
        + list(state.routine_bottom)
        + [s[0] for s in offices]
        + [c for p in state.cured for c in p]
        + [c for c, _ in state.start_pool],
        "research": [c for h in state.hand for c in h]
        + [c for h in state.played for c in h]
        + [c for h in state.covered for c in h]
        + list(state.research_display)
        + list(state.research_deck),
        "latent": [s[2] for s in offices] + list(state.latent_deck),
        "manifest": [s[3] for s in offices]
        + list(state.manifest_deck)
        + list(state.manifest_display),
        "theses": list(state.theses_left) + [t for p in state.published for t in p],
        "goals": list(state.goals_left) + [g for p in state.goals_won for g in p],
    }
    sizes = {
        "clients": len(D.clients),
        "research": len(D.research),
        "latent": len(D.latent),
        "manifest": len(D.manifest),
        "theses": len(D.theses),
        "goals": len(D.goals),
    }
    for name, cards in counted.items():
        cards = [c for c in cards if isinstance(c, int) and c >= 0]
        if any(not isinstance(c, int) for c in cards) or max(cards, default=0) >= sizes[name]:
            raise StateError(name, "not a card of the game")
        dup = [c for c, k in Counter(cards).items() if k > 1]
        if dup:
            raise StateError(name, f"card {dup[0]} is in two places")
    if len(counted["theses"]) != len(D.theses) or len(counted["goals"]) != len(D.goals):
        raise StateError("theses_left", "every thesis and goal is somewhere")
    griefs = (
        [g for _, g in state.client_display]
        + list(state.grief_deck)
        + [s[1] for s in offices]
        + [g for _, g in state.start_pool]
    )
    griefs = [g for g in griefs if g >= 0]
    if max(griefs, default=0) >= len(D.griefs) or len(set(griefs)) != len(griefs):
        raise StateError("grief_deck", "a grief card in two places")
    notes = (
        [t for b in state.notebook for t in b]
        + list(state.note_display)
        + [t for pile in state.note_piles for t in pile]
    )
    notes = [t for t in notes if t >= 0]
    if max(notes, default=0) >= len(D.notes):
        raise StateError("notebook", "not a note tile")
    for slot in offices:
        c, _g, lat, man, mark = slot
        if c < -2 or c >= len(D.clients) or lat >= len(D.latent) or man >= len(D.manifest):
            raise StateError("office", "not a card of the game")
        if not 0 <= mark <= D.therapy_top:
            raise StateError("office", "the therapy marker is on its track")


def check_tasks(state):
    n = state.players
    for i, task in enumerate(state.tasks):
        kind = task[0]
        args = task[1:]
        if any(not isinstance(a, (int, str)) or isinstance(a, bool) for a in args):
            raise StateError(f"tasks[{i}]", "task arguments are numbers or names")
        if kind in ("start-client", "pick-client", "manifest", "marker", "refill") and not (
            args and isinstance(args[0], int) and 0 <= args[0] < n
        ):
            raise StateError(f"tasks[{i}]", "names a seat of the game")
        if kind == "volume" and not (
            args[0] in state.theses_left and 1 <= args[1] <= D.theses[args[0]][0]
        ):
            raise StateError(f"tasks[{i}]", "a thesis being written, with volumes left")
        if kind in ("pick-client", "manifest", "marker") and not (
            len(args) == 2 and isinstance(args[1], int) and 0 <= args[1] < 2
        ):
            raise StateError(f"tasks[{i}]", "names an office space")


def masked(state, seat):
    """What ``seat`` sees: the others' research hands and the order-free decks hidden, no seed."""
    hand = tuple(h if p == seat else (HIDDEN,) * len(h) for p, h in enumerate(state.hand))
    return replace(
        state, seed=None, viewer=seat, hand=hand, research_deck=(HIDDEN,) * len(state.research_deck)
    )
