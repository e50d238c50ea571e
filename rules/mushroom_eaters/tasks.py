"""The whole task list of a loaded position: each task well-formed, the list in an order the
turn flow makes.

A saved file is untrusted, and the engine reads a task's arguments only when that task runs:
a task deep in the list with a wrong argument would load and fail actions later. So every
task is checked here as it is read, against the arguments its kind takes (``ARGS``), and the
list against the shape every turn gives it (``order_problem``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import LETTERS, LOSS_KINDS, Data

BRANCH = 1000  # path_space of an octagon on a branch: 1000 + the space beside it (engine's)

#: What follows a task's name, by kind of task. "seat": a seat of the game; "seats": seats
#: in turn order, each once (perhaps none); "group": the same, at least one; "sign": -1 or 1;
#: "flag": 0 or 1; "loss": a kind of item to lose; "board": a focus board; "total": a
#: Challenge's total; "base": an Intense space's or Personal Path card's value; "env", "share":
#: a card of that deck; "letter": a Mantra letter; "place": a Place symbol of the path; "pp":
#: a Personal Path space or branch; "series": a space of a Must Do series; "item": an item the
#: cards and spaces give.
ARGS: dict[str, tuple[str, ...]] = {
    "turn": (),
    "next": (),
    "talk-end": (),
    "track": ("seat", "sign", "flag"),
    "board": ("seat",),
    "lose": ("seat", "loss"),
    "reuse": ("seat", "board"),
    "mantra": ("seat",),
    "recall": ("seat",),
    "keep": ("seat",),
    "fire": ("seat",),
    "path-done": ("seat",),
    "draw-share": ("seat",),
    "breathe": ("seat", "total"),
    "env": ("seat", "env"),
    "give": ("seat", "share"),
    "talk": ("seat", "share", "seats", "group"),
    "talk2": ("seat", "seat"),
    "fill-row": ("seat", "seat"),
    "shield": ("seat", "letter"),
    "roll": ("base", "group"),
    "draw-env": ("group",),
    "draw-talk": ("seat", "seats", "group"),
    "draw-place": ("place", "seats"),
    "draw-pp": ("seat", "pp"),
    "series": ("series",),
    "series-next": ("series",),
    "gain": ("seat", "item"),
    "challenge": ("total", "group"),
    "env-end": ("env",),
}
#: Kinds of task a list holds at most once at a time (none of them nests in another).
ONCE = ("series-next", "env-end", "talk-end", "challenge", "roll", "draw-env", "draw-share")
#: Tasks only the two-player Talking action makes (its row of face-up cards).
TWO_PLAYER = ("talk2", "fill-row")


def items_of(data: Data) -> frozenset[str]:
    """Every item a task may carry: those the cards, tokens and spaces give, the single
    steps they are split into (one choice at a time), and the engine's own (a Challenge's
    drain, any item lost, the Special Actions')."""
    found: set[str] = {"lose:any", "drain:1", "breathe:1", "paradox:2"}
    found.update(f"lose:{kind}" for kind in LOSS_KINDS)
    for space in data.spaces:
        found.update(space.items)
    for items in (*data.fire.values(), data.identity_alt_fire, *data.mantra_items.values()):
        found.update(items)
    found.update(data.overview.values())
    for _, rows in data.environment:
        found.update(rows.values())
    for items, talk in data.share:
        found.update((*items, talk))
    for card in data.path_cards:
        found.update(a.partition(":")[2] for a in card.spaces if ":" in a)
    found.update(data.place)
    found.update(f"{i.partition(':')[0]}:1" for i in list(found) if not i.startswith("lose"))
    return frozenset(i for i in found if i)


def _values(data: Data) -> dict[str, frozenset]:
    """The values each kind of argument may take, worked out once per game's data (which
    holds dicts, so it is no key of functools.cache)."""
    known = _VALUES.get(id(data))
    if known is None or known[0] is not data:
        known = _VALUES[id(data)] = (data, _work_out_values(data))
    return known[1]


_VALUES: dict[int, tuple[Data, dict[str, frozenset]]] = {}


def _work_out_values(data: Data) -> dict[str, frozenset]:
    bases = {s.value for s in data.spaces if s.kind == "intense"}
    bases |= {card.base for card in data.path_cards}
    totals = {b + face for b in bases for face in data.die}
    branches = {BRANCH + s.index for s in data.spaces if s.branch}
    return {
        "sign": frozenset((-1, 1)),
        "flag": frozenset((0, 1)),
        "loss": frozenset(("any", *LOSS_KINDS, "path", "face")),
        "board": frozenset(("hour", "drum")),
        "total": frozenset(totals),
        "base": frozenset(bases),
        "env": frozenset(range(len(data.environment))),
        "share": frozenset(range(len(data.share))),
        "letter": frozenset(LETTERS),
        "place": frozenset(s.index for s in data.spaces if s.kind == "place"),
        "pp": frozenset({s.index for s in data.spaces if s.kind == "pp"} | branches),
        "series": frozenset(s.index for s in data.spaces if s.series),
        "item": items_of(data),
    }


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def task_problem(data: Data, players: int, task: tuple) -> str | None:
    """What is wrong with one task (its kind already known to the flow), or None."""
    kinds = ARGS[task[0]]
    if len(task) != len(kinds) + 1:
        return f"a {task[0]!r} task takes {len(kinds)} value(s), not {len(task) - 1}"
    values = _values(data)
    for kind, value in zip(kinds, task[1:], strict=True):
        if kind == "seat":
            ok = _is_int(value) and 0 <= value < players
        elif kind in ("seats", "group"):
            ok = (
                isinstance(value, tuple)
                and all(_is_int(s) and 0 <= s < players for s in value)
                and len(set(value)) == len(value)
                and (kind == "seats" or bool(value))
            )
        else:
            ok = (
                (isinstance(value, str) or _is_int(value))
                and not isinstance(value, bool)
                and value in values[kind]
            )
        if not ok:
            return f"{value!r} cannot be the {kind} of a {task[0]!r} task"
    return None


def order_problem(state: Any) -> str | None:
    """What is wrong with the order of the task list of a running game, or None: the turn
    flow passes the turn by one last task, plays a card only once the turn before is done (a
    Special Action's gains aside),
    waits with a Must Do series only at the start (behind the Place tokens laid face up),
    holds one of each step that does not nest, and makes the Talking row only at two."""
    tasks = state.tasks
    names = [t[0] for t in tasks]
    if names.count("next") != 1 or names[-1] != "next":
        return "a running game's list ends with the passing of the turn, and holds it once"
    special = ("gain", "board", "track", "reuse")  # what a Special Action's gains ask
    if "turn" in names and (
        names.count("turn") > 1
        or names[-2] != "turn"
        or any(t[0] not in special or t[1] != state.current for t in tasks[:-2])
    ):
        # Only a Special Action, taken before the card, puts its gains in front of it.
        return "a turn's card is played only when nothing else is left of the turn before"
    if "series" in names:
        at = names.index("series")
        if names.count("series") > 1 or any(n != "draw-place" for n in names[:at]):
            return "a Must Do series waits only behind the Place tokens laid at the start"
        if tasks[at][1] != 0 or state.pawn != 0:
            return "the series waiting at the start is the hut's, with the pawn there"
    if any(n == "draw-place" and not t[2] for n, t in zip(names, tasks, strict=True)):
        front = names[: names.index("series")] if "series" in names else []
        if names.count("draw-place") != len(front):
            return "Place tokens are laid face down only at the start"
    counts = Counter(names)
    for name in ONCE:
        if counts[name] > 1:
            return f"two {name!r} tasks at once"
    for task in tasks:
        if task[0] == "series-next" and task[1] != state.pawn:
            return "the Must Do series under way is the pawn's"
    if state.players != 2 and any(n in TWO_PLAYER for n in names):
        return "the row of face-up Talking cards belongs to the two-player game"
    return None
