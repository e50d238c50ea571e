"""Saving and loading positions of O Inconsciente, and the views that hide what a seat may not see.

A saved file is every field of the state as JSON (tuples as lists). Loading checks each field's
shape against a fresh setup of the same player count, the tasks against the turn flow, and then
``check_position`` (every card and tile exactly once, numbers in range), so a damaged file is
refused with a StateError naming the field.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import fields, replace

from rules.core.errors import StateError
from rules.core.jsonstate import Reader, parse, read_full_position, read_setup

from .data import load
from .state import EVERYONE, FLOW, OState

#: 2: the stack of reputation markers (``rep_stack``); a format-1 file reads the setup's
#: stack, reverse turn order. 3: the routine clients under their pile (``routine_bottom``);
#: an older file has them shuffled into the pile, so none. 4: a note display of two rows (one
#: per level), insights of a player's colour by section and level (``own``, ``own_spent``),
#: and the tiles and griefs out of the game (``notes_out``, ``grief_out``); an older file is
#: read through ``migrate``.
FORMAT = 4
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
    if doc.version < 4:
        migrate(doc, game, players, seed, rulings)
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
    "grief_out": "ints",
    "notes_out": "ints",
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
    "note": (6,),
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


def masked(state, seat):
    """What ``seat`` sees: no seed (it replays every draw); the others' research hands, the
    research deck and what lies under the note piles' tops (which tiles the setup left out)
    hidden, each by its size only."""
    if not 0 <= seat < state.players:
        raise ValueError(f"player must be a seat from 0 to {state.players - 1}, got {seat}")
    hand = tuple(h if p == seat else (HIDDEN,) * len(h) for p, h in enumerate(state.hand))
    return replace(
        state,
        seed=None,
        viewer=seat,
        hand=hand,
        research_deck=(HIDDEN,) * len(state.research_deck),
        note_piles=tuple((HIDDEN,) * len(pile) for pile in state.note_piles),
    )


def migrate(doc, game, players, seed, rulings):
    """A file of format 1 to 3 in today's shape: the three display tiles go to their level's
    row (the columns left free take tiles from that level's pile), the count of insights of a
    player's colour goes to the minor spaces of the lines' sections, and the tiles and griefs
    no longer anywhere are the ones out of the game (older files did not keep them)."""
    from .position import LEVELS, NOTE_COLUMNS, SECTIONS

    obj = doc.obj
    try:
        old, piles = obj["note_display"], [sorted(pile) for pile in obj["note_piles"]]
        rows = [[t for t in old if t >= 0 and D.notes[t][0] == level] for level in (1, 2)]
        display = []
        for level, row in enumerate(rows):
            while len(row) < NOTE_COLUMNS and piles[level]:
                row.insert(0, piles[level].pop())
            display += [-1] * (NOTE_COLUMNS - len(row)) + row[-NOTE_COLUMNS:]
        owns = []
        for p, count in enumerate(obj["own"]):
            flags = obj["lines"][p] if rulings["own-insights"] == "line-complete" else [1] * 6
            freed = [D.line_insights[i] for i, flag in enumerate(flags) if flag]
            own = [0] * (SECTIONS * LEVELS)
            for section in freed[:count]:
                own[section * LEVELS] += 1
            owns.append(own)
        setup = game.setup(players, seed=seed, rulings=rulings)
        chosen = [t for t in setup.note_display if t >= 0]
        chosen += [t for pile in setup.note_piles for t in pile]
        books = {t for book in obj["notebook"] for t in book}
        kept = books | set(display) | {t for pile in piles for t in pile}
        out = [t for t in chosen if t not in kept]
        griefs = {g for _, g in obj["client_display"]} | set(obj["grief_deck"])
        griefs |= {slot[1] for seat in obj["office"] for slot in seat}
        griefs |= {g for _, g in obj["start_pool"]}
        obj.update(
            note_display=display,
            note_piles=piles,
            own=owns,
            own_spent=[0] * players,
            notes_out=out,
            grief_out=[g for g in range(len(D.griefs)) if g not in griefs],
        )
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise StateError("format", f"an older save that cannot be read: {exc!r}") from None
