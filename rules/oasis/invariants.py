"""The invariants of an Oasis position: what every position the rules reach holds.

``Oasis.check_position`` (engine.py) raises a ``StateError`` for the first one broken; the
codec asks it on every load, and the contract tests after every action of random games.

Invariants of every position (``consistency_problem``; the rule tests' made-up positions are
checked with it too):

- Cards: every card of the game in exactly one place (the two-player Shields from outside the
  piles counted when ruling two-player-shield says so).
- Trails: the Khalla first and only there; then one card per number down to #0, a Journey
  card of that very number, a Compass (never for #0; not after a Compass with the
  one-at-a-time reading) or a Map (only for #0 unless the Map may be laid any time); an Oasis
  #0 or a Map ends the trail and the game.
- The end: a running game has no winners, no trail at the Oasis and last turns still to play;
  a finished game has no task left and was ended by a rule: the scout to move laid the Oasis
  #0 or a Map and wins alone, or the last turns are over (or, ruling no-action = game-ends,
  nobody could act) and the closest scouts win.
- The deck has run out exactly when it is empty; the last turns are counted only then.
- Tasks. Before the first turn (turn 0): starting Companions chosen in seat order (perhaps a
  Companion drawn for the scout who just chose), then the Lair opens; or the Lair's empty
  slots being refilled before the last chooser begins. In a turn: the front task, perhaps a
  second draw of an Explore, then the actions a banner or a Mission left waiting, then the
  Mission (until it is done), the discard down to eight and the end of the turn. The mandatory
  action only at the start of a turn; after the Mission only that Mission's actions. Each task
  with valid arguments: a Pillage's target another scout, the two kept cards in that hand and
  neither a Shield; a payment owing at most the Equipment's cost and no more than the hand
  holds, for a pile that still offers the Equipment; a Lair refill for an empty slot; a
  started Travel on a trail with a card laid.
- Closed Equipment piles only with the reading that closes them.

Invariants of a real game's history (``history_problem``; on loading and after every action of
the random games, not required of made-up test positions): before the first turn the table is
as setup left it (hands of four Journey cards, the two-player Shield, the starting Companions
chosen so far); in a turn no other scout holds more than eight cards, nor the scout to move at
the start of the turn; a Companion played means a Recruit this turn; an empty Lair slot only
once the Companion deck is empty (or while its refill is drawn); with the closing reading,
every empty Equipment pile is closed; the turn and the draws stay within the engine's bound
on a game's length (the rules set none).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.core.jsonstate import Problem, count_problem, first_problem

from .cards import EQUIPMENT
from .state import CHANCE_TASKS, EMPTY, HAND_LIMIT, OasisState, open_supply

if TYPE_CHECKING:
    from .engine import Oasis


# The tasks a Companion's banner or a Mission leaves waiting behind the front task (the
# actions of state.BANNER_TASK); the front task itself may be any of them but an Explore,
# which is carried out at once (it becomes two draws).
WAITING = frozenset({"explore", "recycle", "equip", "travel", "pillage"})
# Front tasks of a turn's chain, before the Mission and after it (the Mission's actions, a
# Pillage's grab and keep, an Explore's draws).
FRONT_BEFORE_MISSION = frozenset(
    {"draw", "cdraw", "lair", "grab", "keep", "pay", "travel", "recruit", "recycle", "equip"}
    | {"pillage"}
)
FRONT_AFTER_MISSION = frozenset({"draw", "grab", "keep", "recycle", "pillage"})
TURN_TAIL = (("mission",), ("discard",), ("end",))


Check = Callable[["Oasis", OasisState], Problem]


def consistency_problem(game: Oasis, state: OasisState) -> Problem:
    """The first way ``state`` breaks the invariants of any position (module docstring), as
    (field, problem), or None. On loading, in the rule tests' made-up positions and after
    every action of the property tests."""
    return first_problem(_CHECKS, game, state)


def history_problem(game: Oasis, state: OasisState) -> Problem:
    """The first way ``state`` contradicts the history of a real game (module docstring), as
    (field, problem), or None. On loading and after every action of random games."""
    return first_problem(_HISTORY_CHECKS, game, state)


def _count_problem(game: Oasis, state: OasisState) -> Problem:
    """Every card of the game in exactly one place."""
    cards = game.cards
    counted: Counter[int] = Counter()
    for zone in (state.deck, state.ruins, state.cdeck, state.cdiscard):
        counted.update(zone)
    for seat in range(state.players):
        counted.update(state.hands[seat])
        counted.update(state.trails[seat])
        counted.update(state.areas[seat])
    counted.update(c for c in state.lair if c != EMPTY)
    for item, pile in zip(EQUIPMENT, state.supply, strict=True):
        counted[cards.equipment[item]] += pile
    where = "every zone counted together"
    for code, total in enumerate(game.totals(state)):
        problem = count_problem("cards", cards.cards[code].title, counted[code], total, where)
        if problem:
            return problem
    return None


def _trail_problem(game: Oasis, state: OasisState) -> Problem:
    """Each trail: the Khalla, then one card per number, as the Travel rules lay them."""
    cards = game.cards
    khalla = cards.khalla
    one_at_a_time = state.ruling("compass-run") == "one-at-a-time"
    map_any_time = state.ruling("map") == "any-time"
    for seat, trail in enumerate(state.trails):
        where = f"trails[{seat}]"
        if not trail or trail[0] != khalla or khalla in trail[1:]:
            return (where, "a trail starts with its Khalla #13, and has only one")
        if len(trail) > 14:
            return (where, "a trail ends at the Oasis #0: at most 13 cards follow the Khalla")
        for i, code in enumerate(trail[1:], start=1):
            number = 13 - i
            card = cards.cards[code]
            at = f"{where}[{i}]"
            if card.kind == "journey" and card.number != number:
                return (at, f"{card.title} cannot stand in place of #{number}")
            if card.key == "shield":
                return (at, "a Shield is never played on a trail")
            if card.key == "compass" and number == 0:
                return (at, "a Compass never replaces the Oasis #0")
            if card.key == "compass" and one_at_a_time and trail[i - 1] == code:
                return (at, "with the one-at-a-time reading a Compass never follows a Compass")
            if card.key == "map" and number != 0 and not map_any_time:
                return (at, "a Map stands only for the Oasis #0")
            if (card.key == "map" or code == cards.oasis) and i != len(trail) - 1:
                return (at, f"{card.title} ends the game: no card follows it on the trail")
    return None


def _at_oasis(game: Oasis, state: OasisState) -> list[int]:
    """The scouts whose trail ends with the Oasis #0 or a Map."""
    ends = (game.cards.oasis, game.cards.equipment["map"])
    return [seat for seat, trail in enumerate(state.trails) if trail[-1] in ends]


def _end_problem(game: Oasis, state: OasisState) -> Problem:
    """A game is over only by one of its ending rules, with the winners that rule names."""
    found = _at_oasis(game, state)
    if not state.ended:
        if state.winners:
            return ("winners", "a running game has no winners yet")
        if found:
            return (f"trails[{found[0]}]", "a trail that reaches the Oasis ends the game")
        if state.final == 0:
            return ("final", "the last turns are over: the game would have ended")
        return None
    endings = ["oasis.end.oasis", "oasis.end.closest"]
    if state.ruling("no-action") == "game-ends":
        endings.append("oasis.ruling.no-action")
    if state.ended not in endings:
        return ("ended", f"a game ends only by one of {', '.join(endings)}; got {state.ended!r}")
    if state.tasks:
        return ("tasks", "a finished game has nothing left to do")
    if state.ended == "oasis.end.oasis":
        if found != [state.current] or state.winners != (state.current,):
            return ("winners", "the scout who laid the Oasis #0 or a Map wins, alone")
        return None
    if found:
        return (f"trails[{found[0]}]", "a trail that reaches the Oasis wins the game outright")
    if state.ended == "oasis.end.closest" and not (state.deck_out and state.final == 0):
        return ("final", "the closest scout wins only once the last turns are over")
    if state.winners != game.closest(state):
        return ("winners", "the scouts closest to the Oasis win (ties as the ruling says)")
    return None


def _deck_problem(game: Oasis, state: OasisState) -> Problem:
    if state.deck_out != (not state.deck):
        return ("deck_out", "the Exploration deck has run out exactly when it is empty")
    if state.final >= 0 and not state.deck_out:
        return ("final", "the last turns start only once the Exploration deck has run out")
    return None


def _pile_problem(game: Oasis, state: OasisState) -> Problem:
    if state.closed and state.ruling("empty-pile") != "closed":
        return ("closed_piles", "piles close only with the reading that closes them")
    return None


def _task_problem(game: Oasis, state: OasisState) -> Problem:
    """The task list is one the turn flow builds, each task with valid arguments."""
    if state.ended:
        return None
    if not state.tasks:
        return ("tasks", "a running game has something left to do")
    if state.turn == 0:
        return _setup_tasks_problem(state)
    return _turn_tasks_problem(game, state) or _task_args_problem(game, state)


def _setup_tasks_problem(state: OasisState) -> Problem:
    """Before the first turn: the choices of starting Companions, then the Lair's refill."""
    tasks = list(state.tasks)
    last = state.players - 1
    if tasks[-1] == ("lair-open",):
        rest = tasks[:-1]
        drawing = bool(rest) and rest[0] == ("cdraw",)  # the scout who chose the deck top
        starts = rest[1:] if drawing else rest
        seats = [task[1] if task[0] == "start" else -1 for task in starts]
        first = state.players - len(seats)
        if seats != list(range(first, state.players)) or not (seats or drawing):
            return (
                "tasks",
                "before the first turn the scouts choose starting Companions in seat order, "
                "then the Lair opens",
            )
        chooser = first - 1 if drawing else first
        if state.current != chooser:
            return ("current", f"Scout {chooser + 1} is the one choosing a starting Companion")
        return None
    refills, begin = tasks[:-1], tasks[-1]
    slots = [task[1] if task[0] == "lair" else -1 for task in refills]
    empty = [slot for slot, code in enumerate(state.lair) if code == EMPTY]
    if begin != ("begin", last) or not refills or slots != empty:
        return (
            "tasks",
            "once every scout has a starting Companion the Lair's empty slots are refilled, "
            "in order, and the last to choose begins",
        )
    if state.current != last:
        return ("current", f"Scout {last + 1} chose last and is to begin")
    return None


def _turn_tasks_problem(game: Oasis, state: OasisState) -> Problem:
    """In a turn: front task, waiting banner or Mission actions, then the turn's own tail."""
    tasks = state.tasks
    if tasks[-3:] == TURN_TAIL:
        body, before_mission = tasks[:-3], True
    elif tasks[-2:] == TURN_TAIL[1:]:
        body, before_mission = tasks[:-2], False
    else:
        return ("tasks", "a turn ends with its Mission, the discard down to eight and its end")
    if body[:1] == (("action",),):
        if len(body) > 1 or not before_mission:
            return ("tasks", "the mandatory action comes first in a turn, before anything else")
        if state.played or state.recruited:
            return ("played", "nothing has been played before the mandatory action")
        return None
    front = FRONT_BEFORE_MISSION if before_mission else FRONT_AFTER_MISSION
    waiting = body[2:] if body[:2] == (("draw",), ("draw",)) else body[1:]
    if body and body[0][0] not in front:
        return ("tasks[0]", f"a {body[0][0]!r} task is never the next thing to do here")
    for i, task in enumerate(waiting, start=len(body) - len(waiting)):
        if task[0] not in WAITING or task == ("travel", 1):
            return (f"tasks[{i}]", f"a {task[0]!r} task never waits behind another")
    return _waiting_problem(game, state, body, before_mission)


def _waiting_problem(
    game: Oasis, state: OasisState, body: tuple[tuple, ...], before_mission: bool
) -> Problem:
    """Banner actions come from Companions played this turn, a Mission's from Companions it
    discarded, all of one clan."""
    actions = [task for task in body if task[0] in WAITING]
    if before_mission:
        if len(actions) > 2 * len(state.areas[state.current]) + 1:
            return ("tasks", "more banner actions wait than the Companions played could give")
        return None
    missions = {("explore",), ("recycle",), ("pillage",)}
    if len(set(actions)) > 1 or not set(actions) <= missions:
        return ("tasks", "after the Mission only that Mission's actions wait, all of one clan")
    if len(actions) > len(state.cdiscard):
        return ("tasks", "more Mission actions wait than Companions were discarded")
    return None


def _task_args_problem(game: Oasis, state: OasisState) -> Problem:
    """The arguments of the front task: things the rules checked when they pushed it."""
    task = state.tasks[0]
    kind = task[0]
    me = state.current
    if kind in ("grab", "keep") and task[1] == me:
        return ("tasks[0]", "a Pillage targets another scout")
    if kind == "keep":
        return _keep_problem(game, state, task)
    if kind == "pay":
        return _pay_problem(game, state, task)
    if kind == "lair" and state.lair[task[1]] != EMPTY:
        return ("tasks[0]", f"Lair slot {task[1] + 1} is not empty: there is nothing to refill")
    if task == ("travel", 1) and len(state.trails[me]) < 2:
        return ("tasks[0]", "a Travel under way has laid a card on the trail")
    if kind in CHANCE_TASKS:
        return _chance_problem(state, task)
    return None


def _keep_problem(game: Oasis, state: OasisState, task: tuple) -> Problem:
    _, target, a, b = task
    if a > b:
        return ("tasks[0]", "the two grabbed cards are listed in the hand's order")
    if game.cards.equipment["shield"] in (a, b):
        return ("tasks[0]", "grabbed cards that include a Shield go straight back")
    hand = Counter(state.hands[target])
    hand.subtract((a, b))
    if min(hand.values(), default=0) < 0:
        return ("tasks[0]", "the two grabbed cards must still be in the target's hand")
    return None


def _pay_problem(game: Oasis, state: OasisState, task: tuple) -> Problem:
    _, item, owed = task
    if owed > game.cards.cost[item]:
        return ("tasks[0]", f"a {item.capitalize()} never costs {owed} cards")
    if owed > len(state.hands[state.current]):
        return ("tasks[0]", "an Equipment is bought only with the cards the hand holds")
    if not open_supply(state.supply, state.closed)[EQUIPMENT.index(item)]:
        return ("tasks[0]", f"the {item.capitalize()} pile offers no card to buy")
    return None


def _chance_problem(state: OasisState, task: tuple) -> Problem:
    if task[0] == "draw" and not state.deck:
        return ("tasks", "a draw from an empty Exploration deck")
    if task[0] in ("cdraw", "lair") and not state.cdeck:
        return ("tasks", "a draw from an empty Companion deck")
    if task[0] == "grab" and len(state.hands[task[1]]) < 2:
        return ("tasks", "a Pillage needs at least two cards in the target's hand")
    return None


_CHECKS: tuple[Check, ...] = (
    _count_problem,
    _trail_problem,
    _end_problem,
    _deck_problem,
    _pile_problem,
    _task_problem,
)


# ----- a real game's history ------------------------------------------------------------------
def _length_problem(game: Oasis, state: OasisState) -> Problem:
    """Counters within what a game reaches. The rules set no bound on a game of Oasis (a
    scout may Recycle turn after turn), so the engine's own bound on a game's length stands
    in for one (``action_limit``): a turn takes at least one action, and a draw is a chance
    action or one card dealt at setup. A larger number is no game at all (and one too long
    to write out breaks the texts that show it)."""
    actions = game.action_limit(state.players)
    if state.turn > actions:
        return ("turn", f"no game of this engine plays more than {actions:,} turns")
    if state.draws > actions + sum(card.copies for card in game.cards.cards):
        return ("draws", "more draws than the cards dealt and the actions of a game")
    return None


def _setup_history_problem(game: Oasis, state: OasisState) -> Problem:
    """Before the first turn nothing but the choice of starting Companions has happened."""
    if state.turn:
        return None
    if state.ended:
        return ("ended", "no game ends before its first turn")
    if any(len(trail) > 1 for trail in state.trails) or any(state.areas):
        return ("trails", "nothing is laid or played before the first turn")
    if state.cdiscard or state.played or state.recruited or state.closed or state.final != -1:
        return ("turn", "before the first turn no card is discarded and no turn is played")
    if len(state.ruins) != 10 or game.cards.oasis not in state.ruins:
        return ("ruins", "before the first turn the Ruins are the Oasis #0 and nine cards")
    setup = game.setup(state.players, rulings=dict(state.rulings))
    if state.supply != setup.supply:
        return ("supply", "before the first turn the Equipment piles are as setup left them")
    return _starting_hands_problem(game, state, setup.hands[0])


def _starting_hands_problem(game: Oasis, state: OasisState, sample: tuple[int, ...]) -> Problem:
    """Four Journey cards (and a Shield, two players), plus one starting Companion for each
    scout who has chosen."""
    kinds = [card.kind for card in game.cards.cards]
    journey = sum(1 for c in sample if kinds[c] == "journey")
    equipment = Counter(c for c in sample if kinds[c] == "equipment")
    chosen = _chosen_seats(state)
    for seat, hand in enumerate(state.hands):
        companions = sum(1 for c in hand if kinds[c] == "companion")
        if (
            sum(1 for c in hand if kinds[c] == "journey") != journey
            or Counter(c for c in hand if kinds[c] == "equipment") != equipment
            or companions != (seat in chosen)
        ):
            return (f"hands[{seat}]", "before the first turn a hand is the starting hand")
    if state.lair.count(EMPTY) > len(chosen):
        return ("lair", "more Lair slots are empty than scouts have taken from it")
    return None


def _chosen_seats(state: OasisState) -> set[int]:
    """The scouts holding their starting Companion (turn 0)."""
    starts = [task[1] for task in state.tasks if task[0] == "start"]
    waiting = set(starts)
    if state.tasks[:1] == (("cdraw",),):
        waiting.add(state.current)  # chose the deck top, which is being drawn
    return set(range(state.players)) - waiting


def _turn_history_problem(game: Oasis, state: OasisState) -> Problem:
    """In a turn: hands kept to eight, a played Companion is a Recruit, Lair slots refilled
    while the deck lasts, empty piles closed with the reading that closes them."""
    if not state.turn or state.ended:
        return None
    front = state.tasks[0] if state.tasks else ()
    at_start = front == ("action",)
    for seat, hand in enumerate(state.hands):
        if len(hand) > HAND_LIMIT and (seat != state.current or at_start):
            return (f"hands[{seat}]", "a hand is discarded down to eight at the end of a turn")
    if state.played and not state.recruited:
        return ("recruited", "playing a Companion is a Recruit action")
    if state.ruling("companion-deck") == "stays-empty" and state.cdeck:
        for slot, code in enumerate(state.lair):
            if code == EMPTY and front != ("lair", slot):
                return (f"lair[{slot}]", "a Lair slot is refilled at once while the deck lasts")
    if state.ruling("empty-pile") == "closed":
        for item, pile in zip(EQUIPMENT, state.supply, strict=True):
            if not pile and item not in state.closed:
                return ("closed_piles", f"the {item.capitalize()} pile ran out and is closed")
    return None


_HISTORY_CHECKS: tuple[Check, ...] = (
    _length_problem,
    _setup_history_problem,
    _turn_history_problem,
)
