"""The positions the rules can reach: what ``Game.check_position`` checks.

Saved files are untrusted: a position loads only if the rules can reach it, so that every
action on it works as the rules say (and a finished game names the rule that ended it). The
codec calls it on every load, and the shared contract tests after every action of random games.
Each check returns the first problem it finds as (field, what is wrong), or None.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import jsonstate
from rules.core.jsonstate import Problem

from .names import R
from .state import (
    CELLAR,
    DOOR,
    FLOW,
    HAND,
    MAIN,
    MIDNIGHT,
    MOVE,
    PLACING,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
    tasks_for,
)

if TYPE_CHECKING:
    from .engine import HiddenCastle

#: The rules that can end a game, per side of the board.
ENDINGS = {MAIN: (R + "end.points", R + "end.speed"), MIDNIGHT: (R + "midnight.rounds",)}
DIE_NUMBERS = (1, 2, 4, 5)


def first_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """The first way ``state`` could not have come from the rules, as (field, problem), or None."""
    return jsonstate.first_problem(CHECKS, game, state)


# ----- who is where ---------------------------------------------------------------------------
def _guest_problem(game: HiddenCastle, state: CastleState) -> Problem:
    if len(state.guests) != state.players * state.per_player:
        return ("guests", "wrong number of guests")
    queued = set(state.queue)
    if len(queued) != len(state.queue):
        return ("queue", "a guest is queued twice")
    seen_rooms: dict[int, int] = {}
    for g, loc in enumerate(state.guests):
        field = f"guests.{game.guest_id(state, g)}"
        if in_room(loc):
            if loc in seen_rooms:
                other = game.guest_id(state, seen_rooms[loc])
                return (field, f"shares {game.place_id(state, loc)} with {other}")
            seen_rooms[loc] = g
        if loc == DOOR:
            return (field, "guests never stand on the cellar door")
        if (loc == HAND) != (state.phase == "place" and g in queued):
            return (field, "only guests waiting to be placed can be off the board")
        if state.phase == "replace" and (g in queued) != in_cellar(loc):
            return (field, "in the re-placing, exactly the guests waiting for it are in the cellar")
        if in_gallery(loc) and loc == state.hugo and not _may_share_hugo(game, state, loc):
            return (field, "a guest on Hugo's space would have been captured")
    return None


def _may_share_hugo(game: HiddenCastle, state: CastleState, loc: int) -> bool:
    """Only a guest thrown out onto Hugo's door space, under the ruling 'safe', stands there."""
    return (
        state.side == MAIN
        and state.ruling("expelled-onto-hugo") == "safe"
        and game.door_room(state, loc) >= 0
    )


def _hugo_problem(game: HiddenCastle, state: CastleState) -> Problem:
    side = game.side(state)
    if state.hugo == DOOR and side.hugo_start != "door":
        return ("hugo", "on this side of the board Hugo starts on the bottom step, not the door")
    if in_gallery(state.hugo):
        return None
    # Below the gallery Hugo's speed has not changed yet, so he stops every `speed` steps.
    climbed = _climb(state.hugo) - _climb(_hugo_start(game, state))
    speed = game.board.first_speed(state.side, state.players)
    if climbed % speed:
        return ("hugo", f"climbing {speed} steps a move from his start, Hugo never stops here")
    if state.phase == "over":
        return ("hugo", "a game only ends once Hugo is out on the gallery")
    for g, loc in enumerate(state.guests):
        if in_room(loc) or (in_cellar(loc) and state.phase != "replace"):
            return (
                f"guests.{game.guest_id(state, g)}",
                "nobody hides in a room or is captured while Hugo is still in the cellar",
            )
    return None


# ----- the numbers ----------------------------------------------------------------------------
def _number_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """Counts and ranges a saved file's reader checks too, for positions made in code."""
    board = game.board
    if len(state.points) != state.players:
        return ("points", f"one score per player: {state.players}")
    for seat, points in enumerate(state.points):
        if points < 0:
            return (f"points[{seat}]", "spooky points never drop below 0")
    if not 0 <= state.current < state.players:
        return ("current", f"a seat from 0 to {state.players - 1}")
    if not 1 <= state.speed <= board.max_speed:
        return ("speed", f"Hugo's speed is 1 to {board.max_speed}")
    if not 1 <= state.round <= board.midnight_rounds:
        return ("round", f"a round from 1 to {board.midnight_rounds}")
    # Every draw is a roll of the die, an action of its own; the rules set no bound on a
    # game's length, so the engine's own (``action_limit``) stands in for one.
    actions = game.action_limit(state.players)
    if not 0 <= state.draws <= actions:
        return ("draws", f"a game of this engine rolls the die at most {actions:,} times")
    return None


# ----- the turn -------------------------------------------------------------------------------
def _task_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """The tasks are those of a moment of the turn: the guests still to place (each by its
    owner), then the die; or a number waiting for a move; nothing once the game is over."""
    for task in state.tasks:
        problem = FLOW.check(task)
        if problem:
            return ("tasks", problem)
        if task[0] == MOVE and (len(task) != 2 or task[1] not in DIE_NUMBERS):
            return ("roll", "a pending roll is a number of the die: 1, 2, 4 or 5")
        if task[0] in PLACING and (len(task) != 3 or not 0 <= task[2] < len(state.guests)):
            return ("queue", "each guest waiting to be placed is a guest of this game")
    if state.tasks != tasks_for(state.phase, state.roll, state.queue, state.per_player):
        return ("tasks", "not the tasks of any moment of a turn")
    return None


# ----- phases ---------------------------------------------------------------------------------
def _phase_problem(game: HiddenCastle, state: CastleState) -> Problem:
    if state.phase == "replace" and state.side != MIDNIGHT:
        return ("phase", "placing captured guests back between rounds belongs to Midnight Party")
    if state.roll is not None and state.last_roll != str(state.roll):
        return ("last_roll", f"the die shows {state.roll}, so the last roll was {state.roll}")
    if (state.draws == 0) != (state.last_roll == ""):
        return ("last_roll", "the last roll is empty exactly when the die was never rolled")
    if state.draws == 0 and (state.round != 1 or state.hugo != _hugo_start(game, state)):
        return ("draws", "before the first roll Hugo has not moved and round 1 is on")
    if state.draws == 0 and state.current != 0:
        return ("current", "the first player rolls first")
    if state.phase == "over" and state.ended not in ENDINGS[state.side]:
        ends = ", ".join(ENDINGS[state.side])
        return ("ended", f"a finished game names the rule that ended it: one of {ends}")
    if state.phase != "over" and state.ended:
        return ("ended", "a running game cannot have ended")
    return None


def _placement_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """The opening placement: round-robin order, nothing else has happened yet."""
    if state.phase != "place":
        return None
    per = state.per_player
    order = [seat * per + k for k in range(per) for seat in range(state.players)]
    if list(state.queue) != order[len(order) - len(state.queue) :]:
        return ("queue", "guests are placed one per player in turn, seat order, round after round")
    if state.hugo != _hugo_start(game, state):
        return ("hugo", "Hugo stays on his starting place until play begins")
    on_board = [loc for loc in state.guests if loc != HAND]
    if len(set(on_board)) != len(on_board) or any(not in_gallery(x) for x in on_board):
        return ("guests", "during setup each placed guest has a gallery space of its own")
    if state.draws:
        return ("draws", "nobody rolls during the placement")
    return None


def _climb(loc: int) -> int:
    """How far up Hugo's way out a place below the gallery is: the door 0, the bottom step 1."""
    return 0 if loc == DOOR else loc - CELLAR + 1


def _hugo_start(game: HiddenCastle, state: CastleState) -> int:
    return game.hugo_start(state.side)


# ----- the main game --------------------------------------------------------------------------
def _main_problem(game: HiddenCastle, state: CastleState) -> Problem:
    if state.side != MAIN:
        return None
    board = game.board
    if state.round != 1:
        return ("round", "the main game has a single round")
    lowest = board.start_speed
    if in_gallery(state.hugo) and state.ruling("first-exit-speed") == "seed":
        lowest += 1  # climbing out of the cellar onto the arrow space raised it
    if not in_gallery(state.hugo) and state.speed != board.start_speed:
        return ("speed", f"Hugo keeps speed {board.start_speed} until he leaves the cellar")
    if state.speed < lowest:
        return ("speed", f"Hugo's speed is at least {lowest} here")
    if not in_gallery(state.hugo):
        for seat, points in enumerate(state.points):
            if points != board.start_points:
                return (f"points[{seat}]", "nothing is scored before Hugo is out on the gallery")
    return _main_points_problem(game, state) or _main_end_problem(game, state)


def _main_points_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """A running game ends at 46 points; the action that ends it adds at most one capture of
    every guest of a seat, each on a step worth at most the cellar's highest value."""
    board = game.board
    running_top = board.end_points - 1
    top = running_top
    if state.phase == "over":
        top += state.per_player * max(game.side(state).cellar_points)
    for seat, points in enumerate(state.points):
        if points > top:
            if state.phase == "over":
                why = f"no single action adds more than {top - running_top} points to {running_top}"
            else:
                why = f"the game ends as soon as someone has {board.end_points}"
            return (f"points[{seat}]", f"{points} is more than the rules allow here ({why})")
    if state.ended == R + "end.points" and max(state.points) < board.end_points:
        return ("ended", f"the points ending needs someone on {board.end_points} or more")
    return None


def _main_end_problem(game: HiddenCastle, state: CastleState) -> Problem:
    if state.ended != R + "end.speed":
        return None
    board = game.board
    if state.speed != board.max_speed:
        return ("speed", f"the speed ending happens at speed {board.max_speed}")
    past = (state.hugo - board.arrow) % board.gallery
    if state.ruling("speed-end") == "stop-on-arrow" and past:
        return ("hugo", "with 'stop-on-arrow' the game ends with Hugo on the arrow space")
    if past >= board.max_speed:
        return ("hugo", f"after the arrow Hugo takes at most {board.max_speed - 1} more spaces")
    return None


# ----- Midnight Party -------------------------------------------------------------------------
def _midnight_problem(game: HiddenCastle, state: CastleState) -> Problem:
    if state.side != MIDNIGHT:
        return None
    if state.speed != game.board.first_speed(state.side, state.players):
        return ("speed", "Hugo's speed is fixed in Midnight Party")
    return (
        _midnight_round_problem(game, state)
        or _midnight_points_problem(game, state)
        or _midnight_cellar_problem(game, state)
        or _replace_problem(game, state)
    )


def _midnight_start(game: HiddenCastle, state: CastleState) -> int:
    return 0 if state.ruling("midnight-start") == "0" else game.board.start_points


def _midnight_points_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """Points change only when a round is scored: at most 10 per guest per round."""
    start = _midnight_start(game, state)
    side = game.side(state)
    scored = state.round if state.phase == "over" else state.round - 1
    per_round = state.per_player * max(*side.cellar_points, *(r.points for r in side.rooms))
    top = start + scored * per_round
    for seat, points in enumerate(state.points):
        if scored == 0 and points != start:
            return (
                f"points[{seat}]",
                f"nothing is scored before round 1 ends (all start on {start})",
            )
        if points > top:
            return (f"points[{seat}]", f"{points} is more than {scored} scored round(s) can give")
    return None


def _midnight_round_problem(game: HiddenCastle, state: CastleState) -> Problem:
    side = game.side(state)
    in_hall = [g for g, loc in enumerate(state.guests) if in_gallery(loc)]
    if state.phase == "over":
        if state.round != game.board.midnight_rounds:
            return ("round", f"the party ends after round {game.board.midnight_rounds}")
        if in_hall:
            return ("guests", "a round only ends once nobody is left in the gallery")
        return None
    if state.phase != "play":
        return None
    if not in_hall:
        return ("guests", "with nobody left in the gallery the round would have ended")
    if sum(1 for loc in state.guests if in_room(loc)) == len(side.rooms):
        return ("guests", "with every room taken the round would have ended")
    first = state.current * state.per_player
    mine = state.guests[first : first + state.per_player]
    if state.roll is not None and not any(in_gallery(loc) for loc in mine):
        return ("roll", "a number rolled with no guest in the gallery passes the turn at once")
    return None


def _midnight_cellar_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """Captures fill the steps from the bottom and nobody leaves the cellar in a round; only
    the round's end sends the last gallery guests to the top step."""
    if state.phase not in ("play", "over"):
        return None
    steps = len(game.side(state).cellar_points)
    used = {loc - CELLAR for loc in state.guests if in_cellar(loc)}
    if state.phase == "over":
        used.discard(steps - 1)
    if used != set(range(len(used))):
        return ("guests", "in Midnight Party captured guests fill the cellar steps from the bottom")
    return None


def _replace_problem(game: HiddenCastle, state: CastleState) -> Problem:
    """Between rounds: rooms empty, Hugo on the bottom step, the cellar emptied in order."""
    if state.phase != "replace":
        return None
    if state.round < 2:
        return ("round", "captured guests are placed back only between rounds")
    if state.hugo != CELLAR:
        return ("hugo", "Hugo waits on the bottom cellar step while guests are placed back")
    if any(in_room(loc) for loc in state.guests):
        return ("guests", "between rounds every guest has left its room")
    hall = [loc for loc in state.guests if in_gallery(loc)]
    if state.ruling("midnight-replace") == "empty-space" and len(set(hall)) != len(hall):
        return ("guests", "with 'empty-space' every guest back in the gallery has its own space")
    for last in range(state.players):  # the seat whose turn ended the round is not saved
        rank = game.tie_ranks(state, last)
        queue = game.replace_order(state, state.guests, state.points, rank)
        starter = game.round_starter(state, state.points, rank)
        if queue == state.queue and starter == state.current:
            return None
    return ("queue", "guests come back bottom step first, then by points; the most points start")


CHECKS = (
    _number_problem,
    _task_problem,
    _phase_problem,
    _guest_problem,
    _hugo_problem,
    _placement_problem,
    _main_problem,
    _midnight_problem,
)
