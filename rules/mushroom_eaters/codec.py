"""Saving and loading positions of The Mushroom Eaters; every load is checked field by field
and against the rules' invariants (``check``), and a saved view is refused."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.codec import Codec
from rules.core.errors import IllegalAction, StateError
from rules.core.jsonstate import VIEW_REFUSED

from .data import CARDS, TALK_ROW
from .state import EVERYONE, FLOW, MushroomState, full_position
from .tasks import BRANCH, order_problem, task_problem

CODEC = Codec(MushroomState, format=1, everyone=EVERYONE)
FORMAT = CODEC.format


def encode(game, state: MushroomState) -> dict[str, Any]:
    """Every field of the state (its declaration in state.py), after the game's name and
    format."""
    return CODEC.encode(game, state)


def decode(game, data) -> MushroomState:
    state = CODEC.load(game, data, full_position)  # check_position: the laws below (check)
    _check_playable(game, state)
    return state


def _check_playable(game, state: MushroomState) -> None:
    """Every action the loaded position offers can be carried out: a task's arguments are
    only read when it runs (an amount, a card, a seat), so a file with a wrong one would
    otherwise load and fail at the first move. Only on load: the rules' own positions need
    no such test."""
    for action in game.legal_actions(state):
        try:
            game.apply(state, action, explain=False)
        except (IllegalAction, IndexError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise StateError("tasks", f"the task waiting cannot be carried out: {exc}") from None


# ----- invariants -------------------------------------------------------------------------------
def check(game, state: MushroomState) -> None:
    """The rules' invariants; a StateError naming the first field that breaks one. A player's
    view is no position to play on: it holds no seed to draw with."""
    if state.viewer != EVERYONE or state.seed is None:
        raise StateError("viewer", VIEW_REFUSED)
    d = game.data
    for i, task in enumerate(state.tasks):
        problem = FLOW.check(task) or task_problem(d, state.players, task)
        if problem:
            raise StateError(f"tasks[{i}]", problem)
    for seat in range(state.players):
        cards = Counter(state.hands[seat]) + Counter(state.discards[seat])
        if cards != Counter(CARDS) or not state.hands[seat]:
            raise StateError(
                "hands",
                f"Eater {seat + 1} must hold the eight Mood cards between hand and discards, "
                "the hand never empty",
            )
        if game.stock(state, seat) < 0:
            raise StateError(
                "hour",
                f"Eater {seat + 1} has more than {d.supply['cubes']} focus cubes on the boards",
            )
        _check_path(game, state, seat)
    cap = capacity_of(game, state.players)
    for board in ("hour", "drum"):
        if len(getattr(state, board)) > cap:
            raise StateError(board, f"a focus board holds at most {cap} cubes")
    for kind in ("awakening", "wisdom", "paradox", "faces"):
        limit = d.supply["faces" if kind == "faces" else kind]
        if sum(getattr(state, kind)) > limit:
            raise StateError(kind, f"more than the supply of {limit}")
    held = Counter("".join(state.mantras))
    if any(v > d.supply["mantras_per_letter"] for v in held.values()):
        raise StateError("mantras", "more Mantra tokens of one letter than the supply holds")
    _check_decks(game, state)
    _check_moment(game, state)
    if state.ended and state.tasks:
        raise StateError("tasks", "a finished game has nothing left to do")
    if not state.ended and not state.tasks:
        raise StateError("tasks", "a running game has something to do")
    if state.tasks and state.tasks[0][0] in FLOW.automatic:
        raise StateError("tasks", "an automatic task never waits at the front")
    if state.tasks:
        problem = order_problem(state)
        if problem:
            raise StateError("tasks", problem)
    if state.tasks and not state.ended:
        try:
            legal = game.legal_actions(state)
        except (IndexError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise StateError("tasks", f"the front task cannot be played: {exc}") from None
        if not legal:
            raise StateError("tasks", "the front task has no legal action")


def capacity_of(game, players: int) -> int:
    from .table import capacity

    return capacity(players)


def _check_path(game, state, seat) -> None:
    card = state.on_path[seat]
    if card == -1:
        if state.path_pos[seat] != -1 or state.path_done[seat] or state.path_space[seat] != -1:
            raise StateError("on_path", f"Eater {seat + 1} is on no Personal Path")
        return
    if card not in state.pp_drawn or card >= len(game.data.path_cards):
        raise StateError("on_path", f"Eater {seat + 1}'s Personal Path card was never drawn")
    length = len(game.data.path_cards[card].spaces)
    if not 0 <= state.path_pos[seat] < length or any(p >= length for p in state.path_done[seat]):
        raise StateError("path_pos", f"Eater {seat + 1}'s octagon is off the card")


def _check_decks(game, state) -> None:
    d = game.data
    limits = {
        "pp_drawn": len(d.path_cards),
        "env_discard": len(d.environment),
        "share_discard": len(d.share),
        "talk_out": len(d.share),
        "talk_row": len(d.share),
    }
    for key, size in limits.items():
        values = getattr(state, key)
        if len(set(values)) != len(values) or any(v >= size for v in values):
            raise StateError(key, f"cards are numbered 0 to {size - 1}, each at most once")
    if len(state.talk_row) > TALK_ROW:
        raise StateError("talk_row", f"at most {TALK_ROW} face-up Talking cards")
    if sum(state.path_cards) + sum(1 for c in state.on_path if c >= 0) > len(state.pp_drawn):
        raise StateError("path_cards", "more Personal Path cards than were drawn")
    tokens = [t for _, t in state.placed]
    if len(set(tokens)) != len(tokens) or any(t >= len(d.place) for t in tokens):
        raise StateError("placed", f"Place tokens are numbered 0 to {len(d.place) - 1}, each once")
    if any(s >= len(d.spaces) or d.spaces[s].kind != "place" for s, _ in state.placed):
        raise StateError("placed", "a Place token lies on a Place symbol")


def _check_moment(game, state) -> None:
    """What the position says of the moment it is in agrees with the rest of it: the game
    ends on the last space; the Jelly Space opens the Special Actions (never in the easier
    game, and only once the pawn has been there); each octagon locks a Personal Path space
    of its own; a Share/Talking card is in one place; the cards of the Environment and the
    conversation under way are the ones their tasks name."""
    d, tasks = game.data, state.tasks
    if state.ended and state.pawn != len(d.spaces) - 1:
        raise StateError("ended", "the game ends when the pawn reaches the last space")
    jelly = [s.index for s in d.spaces if s.kind == "jelly"]
    reached = bool(jelly) and "easier" not in state.variants and state.pawn >= jelly[0]
    if state.jelly != reached:
        raise StateError(
            "jelly",
            "the Jelly Space counts once the pawn has reached it (never in the easier game)",
        )
    if any(state.specials) and not state.jelly:
        raise StateError("specials", "a Special Action is open only after the Jelly Space")
    locks = [p for p in state.path_space if p >= 0]
    paths = {s.index for s in d.spaces if s.kind == "pp"} | {
        BRANCH + s.index for s in d.spaces if s.branch
    }
    if len(set(locks)) != len(locks) or any(p not in paths for p in locks):
        raise StateError("path_space", "each octagon locks a Personal Path space of its own")
    places = (state.share_discard, state.talk_out, state.talk_row)
    if len({c for p in places for c in p}) != sum(map(len, places)):
        raise StateError("talk_out", "a Share/Talking card is in one place at a time")
    if state.talk_row and state.players != 2:
        raise StateError("talk_row", "the row of face-up Talking cards is the two-player game's")
    names = [t[0] for t in tasks]
    if (state.talk_out or "talk" in names) and "talk-end" not in names:
        raise StateError("talk_out", "Talking cards are out only during a conversation")
    for task in tasks:
        if task[0] == "talk" and (task[2] not in state.talk_out or task[1] not in task[4]):
            raise StateError("tasks", "a Talking card given is one drawn for the conversation")
        if task[0] in ("give",) and task[2] in state.share_discard:
            raise StateError("tasks", "the Share card being given is not in the discards")
        if task[0] == "env-end" and task[1] in state.env_discard:
            raise StateError("env_discard", "the Environment card in play is not discarded yet")
        if task[0] == "env" and ("env-end", task[2]) not in tasks:
            raise StateError("tasks", "each Mood card played to the Environment card in play")
