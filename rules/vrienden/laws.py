"""The invariants of a Vrienden position: what the rules can reach (codec.py refuses a loaded
position that breaks one, naming the field; the contract tests ask them after every action).

A *settled* seat is one whose board has not changed since the end of its last turn (or since
setup): every seat but the one in the middle of a channel action.

Any position, a rule test's made-up one included (``consistency_problem``; the property tests
run it after every action):
- Energies: each colour adds up, over bag + maya flows + boards (bubbles, chakras, earth) +
  discard, to what setup puts in the bag: ``per_colour`` per player of the eight colours, with
  Module A ``white_per_player`` per player of white, without it none.
- Boards: at most ``bubbles`` energies on the bubbles and ``places`` on a chakra; under the
  earth ruling's default only black (and white) in the earth; with the colour limit on, at most
  three energies of one chakra colour on a board's bubbles and chakras together; tokens in
  notches + on inspiration spaces <= the seat's tokens; no notch token beside a harmonized
  chakra; one meditation token or more, all of different colours; halves only with Module A.
- Plenitude: the seven tokens on the karma spaces and the spare are the eight tokens of the
  game (in a player's view, the ones that player has not seen are 0).
- Turn. The tasks are saved as the phase and the spaces waiting for a draw (``refill``): a
  position's tasks are those draws, then the phase's decision (none once over), so no task of
  the rules waits in it. play: no channel action (channel 0, nothing owed, nothing moved).
  channel: inspiration space 1-7 with the seat's token on it; ``pending`` is what that space
  still owes (its moves in order, some of them done), never empty, so at most three moves and
  the search for a way to make them stays small; ``moved`` holds one (place, colour) per move
  done when each energy moves once (nothing otherwise), each of them still on that place.
  pick: inspiration space 8 with the seat's token on it and a free bubble to fill.
- ``refill`` only between turns (play phase): spaces of one flow, in order, each empty, no more
  than the bag holds. ``ended`` names a rule exactly when the game is over. Objectives are on
  the table exactly with Module D, each once; no seat takes both bonuses of one.

What the history of a real game adds (``history_problem``, on loading and in the loading tests
after every action of random games):
- Discard: only black and white, each for a reason: one white per half yin-yang (discarded
  white = the halves), one black per half yin-yang plus one per inspiration space 8 (a choice
  from the bag under way has discarded its black).
- Alleviated: every black that reached a seat's earth counts, and space 8 takes one out again:
  alleviated >= the blacks in that earth, and the blacks taken out over all seats equal the
  space-8 discards (discarded black - discarded white).
- Module A: a settled seat has no chakra holding black and white together (the pair is
  discarded at the end of the turn).
- Flows: apart from the spaces waiting for a draw, and unless the bag runs out, every maya space
  holds an energy (refill after every take) or no flow is entirely empty (refill when empty). A
  finished game is exempt: the last take's flow is not refilled.
- End: ``triggered`` in a running game means a seat earlier in this round ended its turn with
  enough harmonized chakras (so never at seat 0: that round would have ended the game); in a
  game ended by the last round some seat has them; not triggered, no settled seat has them. A
  running game stays within the round limit. A finished game was ended by one of the ending
  rules, at the end of the last seat's turn: the last round (triggered); a blocked game
  (nobody can harmonize another chakra, under the reading where that ends it; not
  triggered); or the round limit (its last round, not triggered, not blocked). Without a
  round limit, the round and the counts that grow by an action at a time stay within the
  engine's bound on a game's length (``action_limit``). A round that
  ended blocked under that reading ended the game, so a running game at the start of a
  later round is not blocked.
- Objectives: a settled seat that meets one took one of its bonuses or found both taken (they
  are checked at the end of each turn); a seat holding the bonus of "all meditation tokens" or
  "three alleviated" still meets it (neither can be undone).

Also on loading (``check_position`` runs all four; the contract tests after every action):
- Dealt by the seed (``dealing_problem``): the plenitude tokens, the spare and the objectives
  are the ones setup deals for the saved seed; ``draws`` counts setup's draws and at most one
  more per energy that has come out of the bag since (space 8's choices aside). A real game
  has exactly that many; the bound leaves room for the hand-made teaching positions of
  scenarios.toml.
- Playable (``playable_problem``): a position that is not over offers a legal action (asked of
  the engine itself, which the checks above keep to bounded work).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from rules.core.jsonstate import (
    Problem,
    count_problem,
    first_problem,
)

from .state import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    CHANNELS,
    COLOUR_LIMIT,
    COLOURS,
    EARTH,
    EMPTY,
    EVERYONE,
    HIDDEN,
    WHITE,
    YIN_YANG,
    VriendenState,
    tasks_of,
)

if TYPE_CHECKING:
    from .engine import Vrienden

ROW_NAMES = ("bubbles", *CHAKRAS, "earth")
R = "vrienden."
#: The rules that end a game (each at the end of the last seat's turn of a round).
END_ROUND = R + "end.round"
BLOCKED = R + "ruling.blocked"
ROUND_LIMIT = R + "ruling.round-limit"
ENDINGS = (END_ROUND, BLOCKED, ROUND_LIMIT)
REFILL_BETWEEN_TURNS = "flows are refilled between turns"
#: Objectives that, once met, stay met: meditation tokens and alleviated blacks only grow.
LASTING_OBJECTIVES = ("all-meditation", "three-alleviated")


# ----- the invariants -----------------------------------------------------------------------
def consistency_problem(game: Vrienden, state: VriendenState) -> Problem:
    """The first way ``state`` breaks the invariants any position must hold for the rules to
    apply, as (field, problem), or None: energies conserved, board limits, tokens, plenitude,
    phase, channel, pending, moved and refill agreeing with each other.

    Used on loading, by the rule tests' made-up positions and by the property tests after
    every action.
    """
    return first_problem(_CHECKS, game, state)


def history_problem(game: Vrienden, state: VriendenState) -> Problem:
    """The first way ``state`` contradicts the history of a real game: discarded and alleviated
    energies accounted for, Module A's pairs discarded, flows refilled, the end triggered and
    reached by its rules, objectives' bonuses taken. Used on loading and after every action of
    random games; the rule tests' made-up positions need not hold it."""
    return first_problem(_HISTORY_CHECKS, game, state)


def _energy_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Conservation of each colour, and what may be discarded."""
    board = game.board
    yin = YIN_YANG in state.variants
    total = [state.bag[c] + state.discard[c] for c in range(len(COLOURS))]
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
    where = "bag, flows, boards and discard together"
    for c, name in enumerate(COLOURS):
        problem = count_problem("bag", f"{name} energies", total[c], expected[c], where)
        if problem:
            return problem
    return None


def _discard_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Only black and white are discarded, each with a reason (a half yin-yang, space 8)."""
    for c in range(7):
        if state.discard[c]:
            return (f"discard.{COLOURS[c]}", "only black and white energies are ever discarded")
    if state.discard[WHITE] != sum(state.halves):
        return (
            "discard.white",
            "one white energy is discarded per half yin-yang token, and only then",
        )
    if state.phase == "pick" and state.discard[BLACK] <= state.discard[WHITE]:
        return ("discard.black", "inspiration space 8 discards an alleviated black first")
    return None


def _alleviated_problem(game: Vrienden, state: VriendenState) -> Problem:
    earth_blacks = [rows[EARTH].count(BLACK) for rows in state.boards]
    for s, (alleviated, there) in enumerate(zip(state.alleviated, earth_blacks, strict=True)):
        if alleviated < there:
            return (
                f"alleviated[{s}]",
                f"{there} black energies are alleviated in the earth, but only {alleviated} "
                "counted",
            )
    taken_out = sum(state.alleviated) - sum(earth_blacks)
    space_8 = state.discard[BLACK] - state.discard[WHITE]
    if taken_out != space_8:
        return (
            "discard.black",
            f"{taken_out} alleviated black energies left the earth, but inspiration space 8 "
            f"discarded {space_8}",
        )
    return None


def _yin_yang_problem(game: Vrienden, state: VriendenState) -> Problem:
    if YIN_YANG not in state.variants and any(state.halves):
        return ("halves", "yin-yang tokens exist only with Module A")
    return None


def _pair_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Module A discards black and white sharing a chakra at the end of the turn."""
    if YIN_YANG not in state.variants:
        return None
    for s in _settled(state):
        for r in range(1, EARTH):
            if BLACK in state.boards[s][r] and WHITE in state.boards[s][r]:
                return (
                    f"boards[{s}].{ROW_NAMES[r]}",
                    "black and white on one chakra are discarded at the end of the turn",
                )
    return None


def _board_problem(game: Vrienden, state: VriendenState) -> Problem:
    for s in range(state.players):
        problem = _seat_problem(game, state, s)
        if problem:
            return problem
    return None


def _seat_problem(game: Vrienden, state: VriendenState, s: int) -> Problem:
    board = game.board
    rows = state.boards[s]
    if len(rows[BUBBLES]) > board.bubbles:
        return (f"boards[{s}].bubbles", f"only {board.bubbles} bhagya bubbles")
    for r in range(1, EARTH):
        if len(rows[r]) > board.places:
            return (f"boards[{s}].{ROW_NAMES[r]}", "a chakra holds at most three energies")
    if state.ruling("earth") == "black-only" and any(c not in (BLACK, WHITE) for c in rows[EARTH]):
        return (f"boards[{s}].earth", "only black (and white) energy reaches the earth")
    if state.ruling("colour-limit") == "bga":
        # Counted over the whole board, earth included, as the engine counts them.
        held = Counter(c for row in rows for c in row if c < 7)
        for c, n in sorted(held.items()):
            if n > COLOUR_LIMIT:
                return (
                    f"boards[{s}]",
                    f"{n} {COLOURS[c]} energies on one board; the colour limit allows "
                    f"{COLOUR_LIMIT}",
                )
    used = state.notches[s].bit_count() + state.spaces[s].bit_count()
    if used > board.inspiration_tokens:
        return (f"inspiration[{s}]", f"a player has only {board.inspiration_tokens} tokens")
    for c in range(7):
        if state.notches[s] >> c & 1 and rows[c + 1] == (c, c, c):
            return (f"notches[{s}]", "a harmonized chakra's notch token goes back at once")
    if not state.meditation[s]:
        return (f"meditation[{s}]", "every player holds at least one meditation token")
    return None


def _plenitude_problem(game: Vrienden, state: VriendenState) -> Problem:
    values = [*state.plenitude, state.spare]
    if state.viewer == EVERYONE:
        if sorted(values) != sorted(game.board.plenitude):
            return ("plenitude", "the plenitude tokens must be the eight of the game, one spare")
        return None
    pool = list(game.board.plenitude)
    for v in values:
        if v == HIDDEN:
            continue
        if v not in pool:
            return ("plenitude", "more tokens of one value than the game has")
        pool.remove(v)
    return None


def _turn_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Phase, channel, pending and moved agree with each other and with the seat's tokens."""
    seat = state.current
    if state.tasks != tasks_of(state.phase, state.refill):
        # No automatic task waits in a position: only draws owed, then one decision.
        return ("phase", "what is left to do is the draws owed, then one decision")
    if state.phase in ("play", "over"):
        if state.channel:
            return ("channel", "no channel action is under way")
        if state.pending or state.moved:
            return ("pending", "moves are owed only during a channel action")
        return None
    if state.phase == "pick":
        return _pick_problem(game, state)
    if not 1 <= state.channel <= 7:
        return ("channel", "a channel action moves energies on inspiration space 1-7")
    if not state.spaces[seat] >> (state.channel - 1) & 1:
        return (f"inspiration[{seat}]", f"no token on inspiration space {state.channel}")
    if state.pending not in _remainders(state.channel):
        return (
            "pending",
            f"inspiration space {state.channel} owes {list(_moves(state.channel))}, some of "
            f"them done, never {list(state.pending)}",
        )
    return _moved_problem(game, state)


def _pick_problem(game: Vrienden, state: VriendenState) -> Problem:
    seat = state.current
    if state.channel != 8:
        return ("channel", "choosing from the bag happens only on inspiration space 8")
    if state.pending or state.moved:
        return ("pending", "inspiration space 8 moves no energy")
    if not state.spaces[seat] >> 7 & 1:
        return (f"inspiration[{seat}]", "no token on inspiration space 8")
    if len(state.boards[seat][BUBBLES]) >= game.board.bubbles:
        return (f"boards[{seat}].bubbles", "inspiration space 8 needs a free bhagya bubble")
    return None


def _moved_problem(game: Vrienden, state: VriendenState) -> Problem:
    done = len(_moves(state.channel)) - len(state.pending)
    if state.ruling("move-once") != "once":
        if state.moved:
            return ("moved", "energies are remembered only when each one moves once")
        return None
    if len(state.moved) != done:
        return ("moved", f"{done} moves are done, so {done} energies have moved")
    if state.ruling("bubbles") != "bubbles-too" and any(r == BUBBLES for r, _ in state.moved):
        return ("moved", "under the chosen reading no move enters the bhagya bubbles")
    rows = state.boards[state.current]
    for (row, colour), n in Counter(state.moved).items():
        if rows[row].count(colour) < n:
            return (
                "moved",
                f"{n} {COLOURS[colour]} energies moved to {ROW_NAMES[row]}, fewer are there",
            )
    return None


def _moves(channel: int) -> tuple[int, ...]:
    return CHANNELS[channel]


def _remainders(channel: int) -> set[tuple[int, ...]]:
    """What inspiration space ``channel`` can still owe: its moves in order, some done."""
    moves = _moves(channel)
    return {
        tuple(moves[i] for i in kept)
        for n in range(1, len(moves) + 1)
        for kept in combinations(range(len(moves)), n)
    }


def _refill_problem(game: Vrienden, state: VriendenState) -> Problem:
    refill = state.refill
    if refill and state.phase != "play":
        return ("refill", REFILL_BETWEEN_TURNS)
    for f, s in refill:
        if state.flows[f][s] != EMPTY:
            return ("refill", f"flow {f + 1}, space {s + 1} is not empty")
    if len({f for f, _ in refill}) > 1:
        return ("refill", "only the flow just taken from is refilled")
    if list(refill) != sorted(set(refill)):
        return ("refill", "the spaces are refilled top to bottom, each once")
    if len(refill) > sum(state.bag):
        return ("refill", "more spaces to refill than energies in the bag")
    return None


def _flow_problem(game: Vrienden, state: VriendenState) -> Problem:
    """No maya space stays empty while the bag could fill it (see the refill ruling)."""
    if state.phase == "over" or sum(state.bag) <= len(state.refill):
        return None
    owed = set(state.refill)
    when_empty = state.ruling("refill") == "when-empty"
    for f, flow in enumerate(state.flows):
        waiting = [i for i, c in enumerate(flow) if c == EMPTY and (f, i) not in owed]
        if not waiting:
            continue
        if not when_empty:
            return (f"flows[{f}][{waiting[0]}]", "an empty maya space is refilled from the bag")
        if all(c == EMPTY for c in flow):
            return (f"flows[{f}]", "an empty maya flow is refilled from the bag")
    return None


def _ended_problem(game: Vrienden, state: VriendenState) -> Problem:
    if state.phase == "over" and not state.ended:
        return ("ended", "a finished game names the rule that ended it")
    if state.phase != "over" and state.ended:
        return ("ended", "a running game cannot have ended")
    return None


def _ending_problem(game: Vrienden, state: VriendenState) -> Problem:
    """How the game ended, or why it has not: the ending rules and the trigger."""
    if state.phase != "over":
        return _running_problem(game, state)
    check = _ENDING_CHECKS.get(state.ended)
    if check is None:
        return ("ended", f"a finished game names the rule that ended it: {', '.join(ENDINGS)}")
    if state.current != state.players - 1:
        return ("current", "a game ends after the last player's turn of a round")
    return check(game, state)


def _last_round_problem(game: Vrienden, state: VriendenState) -> Problem:
    if not state.triggered:
        return ("triggered", "the last round is played only once the end is triggered")
    if not _enough_harmonized(game, state, range(state.players)):
        return ("triggered", "no player has the harmonized chakras that trigger the end")
    return None


def _blocked_problem(game: Vrienden, state: VriendenState) -> Problem:
    if state.ruling("blocked") != "ends":
        return ("ended", "under the chosen reading a game nobody can take further plays on")
    if state.triggered:
        return ("triggered", "a triggered game ends with its last round")
    if game.blocked_reasons(state) is None:
        return ("ended", "a player could still harmonize another chakra")
    return None


def _round_limit_problem(game: Vrienden, state: VriendenState) -> Problem:
    limit = state.ruling("round-limit")
    if limit == "none" or state.round != int(limit):
        return ("round", "the round limit ends a game only when its last round is over")
    if state.triggered:
        return ("triggered", "a triggered game ends with its last round, not the round limit")
    if _ends_blocked(game, state):
        return ("ended", "nobody could harmonize another chakra: the game ended blocked")
    return None


def _ends_blocked(game: Vrienden, state: VriendenState) -> bool:
    """Whether a round ending now would end the game as blocked (``vrienden.ruling.blocked``)."""
    return state.ruling("blocked") == "ends" and game.blocked_reasons(state) is not None


def _running_problem(game: Vrienden, state: VriendenState) -> Problem:
    limit = state.ruling("round-limit")
    if limit != "none" and state.round > int(limit):
        return ("round", f"the round limit ends the game after round {limit}")
    # Seat 0 not having played yet, the board is as the last round left it (draws aside,
    # which only move energies from the bag to the flows).
    at_round_start = state.round > 1 and state.current == 0 and state.phase == "play"
    if at_round_start and not state.triggered and _ends_blocked(game, state):
        return ("round", "nobody could harmonize another chakra: the last round ended the game")
    if state.triggered:
        # The end was triggered by a seat that already played this round.
        if not _enough_harmonized(game, state, range(state.current)):
            return ("triggered", "no player has yet ended a turn with enough harmonized chakras")
    elif _enough_harmonized(game, state, _settled(state)):
        return ("triggered", "a player ended a turn with enough harmonized chakras")
    return None


def _enough_harmonized(game: Vrienden, state: VriendenState, seats: Any) -> bool:
    need = game.board.end_harmonized
    return any(len(game.counted_harmonized(state, s)) >= need for s in seats)


def _objective_problem(game: Vrienden, state: VriendenState) -> Problem:
    if len(set(state.objectives)) != len(state.objectives):
        return ("objectives", "an objective is on the table twice")
    if bool(state.objectives) != ("objectives" in state.variants):
        return ("objectives", "objectives are on the table only with Module D")
    for oid, takers in zip(state.objectives, state.bonuses, strict=True):
        if len(set(takers)) != len(takers):
            return (f"objectives.{oid}", "a player cannot take both bonuses of one objective")
    return None


def _bonus_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Objectives are checked at the end of each turn: a bonus goes to who meets one."""
    room = len(game.board.objective_bonuses)
    settled = _settled(state)
    for oid, takers in zip(state.objectives, state.bonuses, strict=True):
        where = f"objectives.{oid}"
        for s in settled:
            met = game.objective_met(state, s, oid)
            if met and s not in takers and len(takers) < room:
                return (where, f"Player {s + 1} meets it and would have taken a bonus")
            if not met and s in takers and game.objective(oid).kind in LASTING_OBJECTIVES:
                return (where, f"Player {s + 1} holds a bonus for what it no longer meets")
    return None


def _settled(state: VriendenState) -> list[int]:
    """Seats whose boards are as they were at the end of their last turn (or at setup)."""
    moving = state.current if state.phase == "channel" else None
    return [s for s in range(state.players) if s != moving]


def _length_problem(game: Vrienden, state: VriendenState) -> Problem:
    """Counters within what a game of this many players reaches. The rules set no bound
    without a round limit, so the engine's own bound on a game's length stands in for one
    (``action_limit``): every seat takes at least one action a round, and an alleviated
    black or a half yin-yang takes one action each. A larger number would be no game at all
    (and a number too long to write out breaks the texts that show it)."""
    actions = game.action_limit(state.players)
    most = actions // state.players + 1
    if state.round > most:
        return ("round", f"no game of {state.players} players reaches round {most + 1}")
    for field in ("alleviated", "halves"):
        if max(getattr(state, field)) > actions:
            return (field, f"more than the {actions:,} actions a game of this engine takes")
    return None


Check = Callable[["Vrienden", VriendenState], Problem]
#: Per ending rule: what a game it ended must show.
_ENDING_CHECKS: dict[str, Check] = {
    END_ROUND: _last_round_problem,
    BLOCKED: _blocked_problem,
    ROUND_LIMIT: _round_limit_problem,
}
#: What any position must hold for the rules to apply to it, a test's made-up one included.
_CHECKS: tuple[Check, ...] = (
    _energy_problem,
    _board_problem,
    _yin_yang_problem,
    _plenitude_problem,
    _turn_problem,
    _refill_problem,
    _ended_problem,
    _objective_problem,
)
#: What the history of a real game implies on top (counts kept along the way, the end).
_HISTORY_CHECKS: tuple[Check, ...] = (
    _length_problem,
    _discard_problem,
    _alleviated_problem,
    _pair_problem,
    _flow_problem,
    _ending_problem,
    _bonus_problem,
)


# ----- on loading only --------------------------------------------------------------------------
def dealing_problem(game: Vrienden, state: VriendenState) -> Problem:
    """What the saved seed contradicts: setup deals the tokens and objectives from it."""
    dealt = game.setup(state.players, state.seed, state.variants, dict(state.rulings))
    if state.plenitude != dealt.plenitude:
        return ("plenitude", "these are not the tokens the seed deals to the karma spaces")
    if state.spare != dealt.spare:
        return ("spare", "this is not the token the seed leaves in the box")
    if state.objectives != dealt.objectives:
        return ("objectives", "these are not the objectives the seed reveals")
    if state.draws < dealt.draws:
        return ("draws", f"setup alone makes {dealt.draws} draws")
    # Each draw after setup takes one energy out of the bag, and so does each choice of space
    # 8 (one per black it discarded, but the one still to be chosen).
    picks = state.discard[BLACK] - state.discard[WHITE] - (state.phase == "pick")
    out_of_bag = sum(dealt.bag) - sum(state.bag)
    if state.draws - dealt.draws > out_of_bag - picks:
        return ("draws", "more draws than energies came out of the bag")
    return None


def playable_problem(game: Vrienden, state: VriendenState) -> Problem:
    """A position that is not over must offer an action (the engine's own legal list)."""
    if state.phase == "over" or game.legal_actions(state):
        return None
    if state.phase == "channel":
        return (
            "pending",
            f"the moves still owed ({list(state.pending)}) cannot be made on this board",
        )
    if state.phase == "pick":
        return ("bag", "inspiration space 8 chooses an energy from the bag, and none fits")
    return ("phase", "no action is possible, and the game is not over")
