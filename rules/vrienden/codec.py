"""Saving and loading positions as JSON, with every field checked on the way in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import StateError
from rules.core.jsonstate import Reader, check_int, parse, read_setup

from .state import (
    BLACK,
    CHAKRAS,
    COLOURS,
    EARTH,
    EMPTY,
    HIDDEN,
    PHASES,
    WHITE,
    YIN_YANG,
    VriendenState,
)

if TYPE_CHECKING:
    from .engine import Vrienden

FORMAT = 1
ROW_NAMES = ("bubbles", *CHAKRAS, "earth")


def _names(colours: tuple[int, ...]) -> list[str]:
    return [COLOURS[c] for c in colours]


def encode(game: Vrienden, state: VriendenState) -> dict[str, Any]:
    return {
        "game": game.info.slug,
        "format": FORMAT,
        "players": state.players,
        "variants": list(state.variants),
        "rulings": dict(state.rulings),
        "seed": state.seed,
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


def decode(game: Vrienden, data: Any) -> VriendenState:
    doc = Reader(parse(data), "")
    players, variants, rulings = read_setup(doc, game, FORMAT)

    def colour(value: Any, where: str) -> int:
        if value not in COLOURS:
            raise StateError(where, f"{value!r} is not an energy colour")
        return COLOURS.index(value)

    def counts(key: str) -> tuple[int, ...]:
        sub = doc.sub(key)
        result = [0] * 9
        for name, n in sub.obj.items():
            result[colour(name, f"{key}.{name}")] = check_int(n, f"{key}.{name}", 0, None)
        return tuple(result)

    def per_seat(key: str) -> list[Any]:
        return doc.array(key, players)

    bag = counts("bag")
    flows_raw = doc.array("flows", game.board.flows)
    flows = []
    for f, flow in enumerate(flows_raw):
        where = f"flows[{f}]"
        if not isinstance(flow, list) or len(flow) != game.board.flow_spaces:
            raise StateError(where, f"expected a list of {game.board.flow_spaces} spaces")
        flows.append(
            tuple(EMPTY if x is None else colour(x, f"{where}[{i}]") for i, x in enumerate(flow))
        )
    refill = []
    for i, pair in enumerate(doc.array("refill")):
        where = f"refill[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise StateError(where, "expected [flow, space]")
        f = check_int(pair[0], where, 1, game.board.flows) - 1
        s = check_int(pair[1], where, 1, game.board.flow_spaces) - 1
        refill.append((f, s))
    plen_obj = doc.sub("plenitude")
    missing = [c for c in CHAKRAS if c not in plen_obj.obj]
    if missing:
        raise plen_obj.fail(missing[0], "missing")
    extra = sorted(set(plen_obj.obj) - set(CHAKRAS))
    if extra:
        raise plen_obj.fail(extra[0], "not a chakra colour")
    plenitude = tuple(plen_obj.integer(c, 0, 4) for c in CHAKRAS)
    boards = []
    for s, raw in enumerate(per_seat("boards")):
        sub = Reader(raw, f"boards[{s}]")
        extra = sorted(set(sub.obj) - set(ROW_NAMES))
        if extra:
            raise sub.fail(extra[0], "not a place on a board (bubbles, a chakra colour, earth)")
        rows = []
        for name in ROW_NAMES:
            items = sub.obj.get(name, [])
            if not isinstance(items, list):
                raise sub.fail(name, "expected a list of colours")
            rows.append(
                tuple(sorted(colour(x, f"boards[{s}].{name}[{i}]") for i, x in enumerate(items)))
            )
        boards.append(tuple(rows))
    notches = []
    for s, raw in enumerate(per_seat("notches")):
        if not isinstance(raw, list) or any(x not in CHAKRAS for x in raw):
            raise StateError(f"notches[{s}]", "expected a list of chakra colours")
        notches.append(sum(1 << CHAKRAS.index(x) for x in set(raw)))
    spaces = []
    for s, raw in enumerate(per_seat("inspiration")):
        if not isinstance(raw, list):
            raise StateError(f"inspiration[{s}]", "expected a list of spaces 1-8")
        spaces.append(sum(1 << (check_int(x, f"inspiration[{s}]", 1, 8) - 1) for x in set(raw)))
    meditation = []
    for s, raw in enumerate(per_seat("meditation")):
        if (
            not isinstance(raw, list)
            or any(x not in CHAKRAS for x in raw)
            or len(set(raw)) != len(raw)
        ):
            raise StateError(f"meditation[{s}]", "expected a list of different chakra colours")
        meditation.append(tuple(sorted(CHAKRAS.index(x) for x in raw)))
    obj = doc.sub("objectives")
    objectives = []
    bonuses = []
    for oid, takers in obj.obj.items():
        if oid not in game._objective:
            raise obj.fail(oid, "not an objective card")
        if not isinstance(takers, list) or len(takers) > len(game.board.objective_bonuses):
            raise obj.fail(oid, "expected the list of seats that took its bonuses")
        bonuses.append(tuple(check_int(t, f"objectives.{oid}", 0, players - 1) for t in takers))
        objectives.append(oid)
    moved = []
    for i, pair in enumerate(doc.array("moved")):
        if not isinstance(pair, list) or len(pair) != 2 or pair[0] not in ROW_NAMES:
            raise StateError(f"moved[{i}]", "expected [place, colour]")
        moved.append((ROW_NAMES.index(pair[0]), colour(pair[1], f"moved[{i}]")))
    pending = doc.int_array("pending", None, -3, 3)
    triggered = doc.raw("triggered")
    if not isinstance(triggered, bool):
        raise doc.fail("triggered", "expected true or false")
    state = VriendenState(
        players=players,
        variants=variants,
        rulings=tuple(sorted(rulings.items())),
        seed=doc.integer("seed", 0),
        draws=doc.integer("draws", 0),
        phase=doc.text("phase", PHASES),
        current=doc.integer("current", 0, players - 1),
        round=doc.integer("round", 1),
        bag=bag,
        flows=tuple(flows),
        refill=tuple(refill),
        plenitude=plenitude,
        spare=doc.integer("spare", 0, 4),
        boards=tuple(boards),
        notches=tuple(notches),
        spaces=tuple(spaces),
        meditation=tuple(meditation),
        alleviated=doc.int_array("alleviated", players, 0),
        halves=doc.int_array("halves", players, 0),
        objectives=tuple(objectives),
        bonuses=tuple(bonuses),
        discard=counts("discard"),
        channel=doc.integer("channel", 0, 8),
        pending=pending,
        moved=tuple(moved),
        triggered=triggered,
        ended=doc.text("ended"),
        viewer=doc.integer("viewer", -1, players - 1),
    )
    problem = consistency_problem(game, state)
    if problem:
        raise StateError(*problem)
    return state


def consistency_problem(game: Vrienden, state: VriendenState) -> tuple[str, str] | None:
    """The first way ``state`` breaks the game's invariants, as (field, problem), or None.

    Used on loading, and by the property tests after every action.
    """
    board = game.board
    yin = YIN_YANG in state.variants
    # Conservation: bag + flows + boards + discard = the starting energies.
    total = [0] * 9
    for c in range(9):
        total[c] = state.bag[c] + state.discard[c]
    for flow in state.flows:
        for c in flow:
            if c != EMPTY:
                total[c] += 1
    for rows in state.boards:
        for row in rows:
            for c in row:
                total[c] += 1
    expected = [board.per_colour * state.players] * 8 + [
        board.white_per_player * state.players if yin else 0
    ]
    for c in range(9):
        if total[c] != expected[c]:
            return (
                "bag",
                f"{COLOURS[c]} energies do not add up: {total[c]} in the game, {expected[c]} "
                "expected (bag, flows, boards and discard together)",
            )
    if state.discard[BLACK] < 0 or (not yin and state.discard[WHITE]):
        return ("discard", "impossible discard")
    for s, rows in enumerate(state.boards):
        if len(rows[0]) > board.bubbles:
            return (f"boards[{s}].bubbles", f"only {board.bubbles} bhagya bubbles")
        for r in range(1, EARTH):
            if len(rows[r]) > board.places:
                return (f"boards[{s}].{CHAKRAS[r - 1]}", "a chakra holds at most three energies")
        earth_ok = (BLACK, WHITE) if state.ruling("earth") == "black-only" else tuple(range(9))
        if any(c not in earth_ok for c in rows[EARTH]):
            return (f"boards[{s}].earth", "only black (and white) energy reaches the earth")
        used = state.notches[s].bit_count() + state.spaces[s].bit_count()
        if used > board.inspiration_tokens:
            return (f"inspiration[{s}]", f"a player has only {board.inspiration_tokens} tokens")
        for c in range(7):
            if state.notches[s] >> c & 1 and rows[c + 1] == (c, c, c):
                return (f"notches[{s}]", "a harmonized chakra's notch token goes back at once")
        if not state.meditation[s]:
            return (f"meditation[{s}]", "every player holds at least one meditation token")
    full = state.viewer == -1
    values = [*sorted(state.plenitude), state.spare]
    if full:
        if sorted(values) != sorted(board.plenitude):
            return ("plenitude", "the plenitude tokens must be the eight of the game, one spare")
    else:
        shown = sorted(v for v in values if v != HIDDEN)
        pool = list(board.plenitude)
        for v in shown:
            if v not in pool:
                return ("plenitude", "more tokens of one value than the game has")
            pool.remove(v)
    if state.phase == "channel" and (not 1 <= state.channel <= 7 or not state.pending):
        return ("channel", "a channel phase needs inspiration space 1-7 and moves owed")
    if state.phase != "channel" and (state.pending or state.moved):
        return ("pending", "moves are owed only during a channel action")
    if state.phase == "pick" and state.channel != 8:
        return ("channel", "choosing from the bag happens only on inspiration space 8")
    if state.phase in ("play", "over") and state.channel:
        return ("channel", "no channel action is under way")
    if state.refill and state.phase != "play":
        return ("refill", "flows are refilled between turns")
    for f, s in state.refill:
        if state.flows[f][s] != EMPTY:
            return ("refill", f"flow {f + 1}, space {s + 1} is not empty")
    if len(set(state.refill)) != len(state.refill):
        return ("refill", "a space is listed twice")
    if len(state.refill) > sum(state.bag):
        return ("refill", "more spaces to refill than energies in the bag")
    if state.phase == "over" and not state.ended:
        return ("ended", "a finished game names the rule that ended it")
    if state.phase != "over" and state.ended:
        return ("ended", "a running game cannot have ended")
    if state.ended and state.ended not in game.rulebook:
        return ("ended", f"{state.ended!r} is not a rulebook section")
    if len(set(state.objectives)) != len(state.objectives):
        return ("objectives", "an objective is on the table twice")
    if bool(state.objectives) != ("objectives" in state.variants):
        return ("objectives", "objectives are on the table only with Module D")
    for oid, takers in zip(state.objectives, state.bonuses, strict=True):
        if len(set(takers)) != len(takers):
            return (f"objectives.{oid}", "a player cannot take both bonuses of one objective")
    if not yin and any(state.halves):
        return ("halves", "yin-yang tokens exist only with Module A")
    return None
