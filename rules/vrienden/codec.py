"""Saving and loading Vrienden positions as JSON: a loaded position is one the rules can reach.

A saved file is untrusted input (a student may upload any file in the Files tab). ``decode``
reads every field with its type and range, refuses a saved player's view (it holds no seed and
face-down tokens, so it cannot be played on) and then checks the invariants of laws.py. Every
refusal is a ``StateError``, a ValueError naming the field; no other exception escapes on any
JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import (
    VIEW_REFUSED,
    Reader,
    check_int,
    parse,
    read_full_position,
    read_setup,
)

from .laws import (  # noqa: F401 - BLOCKED and the problems: what the tests read here
    BLOCKED,
    EVERYONE,
    REFILL_BETWEEN_TURNS,
    ROW_NAMES,
    consistency_problem,
    dealing_problem,
    history_problem,
    playable_problem,
)
from .state import (
    CHAKRAS,
    COLOURS,
    EMPTY,
    PHASES,
    VriendenState,
    tasks_of,
)

if TYPE_CHECKING:
    from .engine import Vrienden

FORMAT = 1
FIELDS = (
    "game", "format", "players", "variants", "rulings", "seed", "draws", "viewer", "phase",
    "current", "round", "bag", "flows", "refill", "plenitude", "spare", "boards", "notches",
    "inspiration", "meditation", "alleviated", "halves", "objectives", "discard", "channel",
    "pending", "moved", "triggered", "ended",
)  # fmt: skip


def _names(colours: tuple[int, ...]) -> list[str]:
    return [COLOURS[c] for c in colours]


def encode(game: Vrienden, state: VriendenState) -> dict[str, Any]:
    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,  # None (null) in a player's view
        "draws": state.draws,
        "viewer": state.viewer,
        "phase": state.phase,
        "current": state.current,
        "round": state.round,
        "bag": {COLOURS[c]: n for c, n in enumerate(state.bag) if n},
        "flows": [[COLOURS[c] if c != EMPTY else None for c in flow] for flow in state.flows],
        "refill": [[f + 1, i + 1] for f, i in state.refill],
        "plenitude": {CHAKRAS[c]: v for c, v in enumerate(state.plenitude)},
        "spare": state.spare,
        "boards": [
            {ROW_NAMES[r]: _names(row) for r, row in enumerate(rows) if row}
            for rows in state.boards
        ],
        "notches": [[CHAKRAS[c] for c in range(7) if n >> c & 1] for n in state.notches],
        "inspiration": [[i + 1 for i in range(8) if s >> i & 1] for s in state.spaces],
        "meditation": [_names(m) for m in state.meditation],
        "alleviated": list(state.alleviated),
        "halves": list(state.halves),
        "objectives": {
            oid: list(takers) for oid, takers in zip(state.objectives, state.bonuses, strict=True)
        },
        "discard": {COLOURS[c]: n for c, n in enumerate(state.discard) if n},
        "channel": state.channel,
        "pending": list(state.pending),
        "moved": [[ROW_NAMES[r], COLOURS[c]] for r, c in state.moved],
        "triggered": state.triggered,
        "ended": state.ended,
    }


# ----- reading the fields ---------------------------------------------------------------------
def decode(game: Vrienden, data: Any) -> VriendenState:
    doc = Reader(parse(data), "")
    unknown = sorted(set(doc.obj) - set(FIELDS))
    if unknown:
        raise doc.fail(unknown[0], "not a field of a saved Vrienden position")
    players, variants, rulings = read_setup(doc, game, FORMAT)
    seed = read_full_position(doc, EVERYONE)
    triggered = doc.flag("triggered")
    objectives, bonuses = _objectives(game, doc, players)
    # Read in the order of the file's fields, so that the first broken one is named.
    draws = doc.integer("draws", 0)
    phase = doc.text("phase", PHASES)
    current = doc.integer("current", 0, players - 1)
    round_ = doc.integer("round", 1)
    bag = _counts(doc, "bag")
    flows = _flows(game, doc)
    refill = _refill(game, doc)
    if refill and phase != "play":
        raise StateError("refill", REFILL_BETWEEN_TURNS)
    state = VriendenState(
        players=players,
        variants=variants,
        rulings=tuple(sorted(rulings.items())),
        seed=seed,
        draws=draws,
        tasks=tasks_of(phase, refill),  # a save names the phase and the draws owed
        current=current,
        round=round_,
        bag=bag,
        flows=flows,
        plenitude=_plenitude(doc),
        spare=doc.integer("spare", 1, 4),
        boards=_boards(doc, players),
        notches=_notches(doc, players),
        spaces=_spaces(doc, players),
        meditation=_meditation(doc, players),
        alleviated=doc.int_array("alleviated", players, 0),
        halves=doc.int_array("halves", players, 0),
        objectives=objectives,
        bonuses=bonuses,
        discard=_counts(doc, "discard"),
        channel=doc.integer("channel", 0, 8),
        pending=doc.int_array("pending", None, -3, 3),
        moved=_moved(doc),
        triggered=triggered,
        ended=doc.text("ended"),
        viewer=EVERYONE,
    )
    check_position(game, state)
    return state


def check_position(game: Vrienden, state: VriendenState) -> None:
    """Raise a StateError naming the field unless ``state`` is a position the rules can reach
    (``Game.check_position``): every invariant of laws.py, a player's view refused
    (it is no game to play on)."""
    if state.viewer != EVERYONE:
        raise StateError("viewer", VIEW_REFUSED)
    problem = (
        consistency_problem(game, state)
        or history_problem(game, state)
        or dealing_problem(game, state)
        or playable_problem(game, state)
    )
    if problem:
        raise StateError(*problem)


def _colour(value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in COLOURS:
        raise StateError(where, f"{value!r} is not an energy colour")
    return COLOURS.index(value)


def _chakra(value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in CHAKRAS:
        raise StateError(where, f"{value!r} is not a chakra colour")
    return CHAKRAS.index(value)


def _list(value: Any, where: str, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise StateError(where, f"expected a list of {what}")
    return value


def _different(items: list[Any], where: str, what: str) -> None:
    if len(set(items)) != len(items):
        raise StateError(where, f"{what} is listed twice")


def _counts(doc: Reader, key: str) -> tuple[int, ...]:
    """Energies per colour, from an object of colour names to numbers (absent: none)."""
    sub = doc.sub(key)
    result = [0] * len(COLOURS)
    for name, n in sub.obj.items():
        result[_colour(name, f"{key}.{name}")] = check_int(n, f"{key}.{name}", 0, None)
    return tuple(result)


def _flows(game: Vrienden, doc: Reader) -> tuple[tuple[int, ...], ...]:
    spaces = game.board.flow_spaces
    flows = []
    for f, flow in enumerate(doc.array("flows", game.board.flows)):
        where = f"flows[{f}]"
        if not isinstance(flow, list) or len(flow) != spaces:
            raise StateError(where, f"expected a list of {spaces} spaces")
        flows.append(
            tuple(EMPTY if x is None else _colour(x, f"{where}[{i}]") for i, x in enumerate(flow))
        )
    return tuple(flows)


def _refill(game: Vrienden, doc: Reader) -> tuple[tuple[int, int], ...]:
    refill = []
    for i, pair in enumerate(doc.array("refill")):
        where = f"refill[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise StateError(where, "expected [flow, space]")
        f = check_int(pair[0], where, 1, game.board.flows) - 1
        s = check_int(pair[1], where, 1, game.board.flow_spaces) - 1
        refill.append((f, s))
    return tuple(refill)


def _plenitude(doc: Reader) -> tuple[int, ...]:
    plen = doc.sub("plenitude")
    missing = [c for c in CHAKRAS if c not in plen.obj]
    if missing:
        raise plen.fail(missing[0], "missing")
    extra = sorted(set(plen.obj) - set(CHAKRAS))
    if extra:
        raise plen.fail(extra[0], "not a chakra colour")
    # 1-4 only: a face-down token (0) belongs to a player's view, never loaded.
    return tuple(plen.integer(c, 1, 4) for c in CHAKRAS)


def _boards(doc: Reader, players: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    boards = []
    for s, raw in enumerate(doc.array("boards", players)):
        sub = Reader(raw, f"boards[{s}]")
        extra = sorted(set(sub.obj) - set(ROW_NAMES))
        if extra:
            raise sub.fail(extra[0], "not a place on a board (bubbles, a chakra colour, earth)")
        rows = []
        for name in ROW_NAMES:
            where = f"boards[{s}].{name}"
            items = _list(sub.obj.get(name, []), where, "colours")
            rows.append(tuple(sorted(_colour(x, f"{where}[{i}]") for i, x in enumerate(items))))
        boards.append(tuple(rows))
    return tuple(boards)


def _notches(doc: Reader, players: int) -> tuple[int, ...]:
    notches = []
    for s, raw in enumerate(doc.array("notches", players)):
        where = f"notches[{s}]"
        colours = [_chakra(x, where) for x in _list(raw, where, "chakra colours")]
        _different(colours, where, "a notch")
        notches.append(sum(1 << c for c in colours))
    return tuple(notches)


def _spaces(doc: Reader, players: int) -> tuple[int, ...]:
    spaces = []
    for s, raw in enumerate(doc.array("inspiration", players)):
        where = f"inspiration[{s}]"
        used = [check_int(x, where, 1, 8) for x in _list(raw, where, "spaces 1-8")]
        _different(used, where, "an inspiration space")
        spaces.append(sum(1 << (i - 1) for i in used))
    return tuple(spaces)


def _meditation(doc: Reader, players: int) -> tuple[tuple[int, ...], ...]:
    meditation = []
    for s, raw in enumerate(doc.array("meditation", players)):
        where = f"meditation[{s}]"
        colours = [_chakra(x, where) for x in _list(raw, where, "chakra colours")]
        _different(colours, where, "a meditation token")
        meditation.append(tuple(sorted(colours)))
    return tuple(meditation)


def _objectives(
    game: Vrienden, doc: Reader, players: int
) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
    obj = doc.sub("objectives")
    objectives = []
    bonuses = []
    for oid, takers in obj.obj.items():
        if game.objective(oid) is None:
            raise obj.fail(oid, "not an objective card")
        if not isinstance(takers, list) or len(takers) > len(game.board.objective_bonuses):
            raise obj.fail(oid, "expected the list of seats that took its bonuses")
        bonuses.append(tuple(check_int(t, f"objectives.{oid}", 0, players - 1) for t in takers))
        objectives.append(oid)
    return tuple(objectives), tuple(bonuses)


def _moved(doc: Reader) -> tuple[tuple[int, int], ...]:
    moved = []
    for i, pair in enumerate(doc.array("moved")):
        where = f"moved[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise StateError(where, "expected [place, colour]")
        if not isinstance(pair[0], str) or pair[0] not in ROW_NAMES:
            raise StateError(where, f"{pair[0]!r} is not a place on a board")
        moved.append((ROW_NAMES.index(pair[0]), _colour(pair[1], where)))
    return tuple(moved)
