"""What every position the rules of Daybreak reach holds: the laws a loaded save must obey.

Each law takes the game and a state and returns None, or ``(field, problem)`` naming the saved
field that breaks it. ``codec.check`` runs them on every load (and the contract tests after
every action), so a file no game reaches is refused rather than played on. The laws:

- conservation: every card in exactly one place; every Carbon cube emitted is sequestered,
  in Recent Emissions, in the thermometer's open row or in a Temperature Band;
- the tables: at most four Global Projects, no Global Project whose symbols are all there
  (it would be complete), no crisis whose counter symbols cancel it (it would be gone);
- the result matches the position (a win needs Drawdown, a loss its cause);
- the marks of the stage: the Emissions tally, Drawdown, the players' "done";
- the opening: round 1's Global stage is the setup of the game, but for its first draws;
- the whole task list: in each stage it is one of the lists the stage's rules build, and
  every task's arguments fit the position (see ``_global_tasks`` and the two after it).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from rules.core.jsonstate import Problem

from .state import MAX_GLOBALS, ROUNDS, DaybreakState

if TYPE_CHECKING:
    from .engine import Daybreak

WIN, HEAT, COMMUNITIES, TIME = (
    "daybreak.growth.win",
    "daybreak.end.heat",
    "daybreak.end.communities",
    "daybreak.end.time",
)
LOSING_COMMUNITIES = 12


# ----- conservation ------------------------------------------------------------------------------
def cards_once(game: Daybreak, s: DaybreakState) -> Problem:
    local = Counter(s.deck) + Counter(s.discard)
    for seat in range(s.players):
        local += Counter(s.hands[seat])
        for cards, tucked in s.stacks[seat]:
            local += Counter(cards) + Counter(tucked)
    for tucks in (*s.crisis_tucks, *s.project_tucks):
        local += Counter(tucks)
    every = {c.code for c in game.local if not c.start or c.theme in s.powers}
    if set(local) != every or any(v != 1 for v in local.values()):
        return "deck", "every Local Project of the game must be in exactly one place"
    crisis = Counter(s.crisis_deck) + Counter(s.crisis_discard) + Counter(s.crises)
    if sorted(crisis.elements()) != list(range(len(game.crisis))):
        return "crisis_deck", "every crisis card must be in exactly one place"
    gp = Counter(s.global_deck) + Counter(s.global_discard) + Counter(s.offer)
    gp += Counter(s.projects) + Counter(s.completed)
    if sorted(gp.elements()) != list(range(len(game.globals))):
        return "global_deck", "every Global Project must be in exactly one place"
    return None


def carbon(game: Daybreak, s: DaybreakState) -> Problem:
    if s.emitted != s.sequestered + s.recent + s.therm + s.bands * s.row_size:
        return "emitted", "cubes emitted must equal cubes sequestered plus those still in play"
    if s.therm >= s.row_size and not s.ended:
        return "thermometer", f"a full row ({s.row_size} cubes) is a Temperature Band"
    return None


# ----- the tables --------------------------------------------------------------------------------
def tables(game: Daybreak, s: DaybreakState) -> Problem:
    if len(s.projects) > MAX_GLOBALS + (s.task[:1] == ("drop",)):
        return "projects", f"at most {MAX_GLOBALS} Global Projects in play"
    if len(s.offer) > 2 or (s.offer and s.task[:1] not in (("keep",), ("gdraw",))):
        return "offer", "two Global Projects at most, offered only in the Global stage"
    if s.facedown > len(s.crisis_deck) + len(s.crisis_discard):
        return "facedown", "more face-down crises than cards in the Crisis deck"
    if s.tally and len(s.tally) != s.players + 4:
        return "tally", f"{s.players + 4} numbers or none"
    for index, figure in enumerate(s.tally[:-1]):
        if figure < 0:
            return f"tally[{index}]", f"a count of cubes, at least 0, got {figure}"
    lose = game.world.bands_to_lose
    if s.tally and not -lose <= s.tally[-1] <= lose:
        # The bands the stage added: negative where a Drawdown broke bands.
        return f"tally[{len(s.tally) - 1}]", f"between -{lose} and {lose} bands, got {s.tally[-1]}"
    for seat in range(s.players):
        for code, count in s.used[seat]:
            if count > game.local[code].limit:
                return f"players_state[{seat}].used", "more uses than the card allows"
    for index, code in enumerate(s.projects):
        tucks = s.project_tucks[index]
        if all(game.tag_count(tucks, tag) >= need for tag, need in game.globals[code].needs):
            return f"projects[{index}].tucked", "its symbols are all there: it would be complete"
    for index, code in enumerate(s.crises):
        card = game.crisis[code]
        if game.tag_count(s.crisis_tucks[index], card.counter) >= card.cancel:
            return f"crises[{index}].tucked", "enough symbols to cancel it: it would be gone"
    return None


# ----- the result and the marks of the stage -----------------------------------------------------
def ending(game: Daybreak, s: DaybreakState) -> Problem:
    """A finished game is over for the reason it says, and a running game has no reason to
    be over (the rules end it the moment one is there)."""
    hot = s.bands >= game.world.bands_to_lose
    crowded = any(c >= LOSING_COMMUNITIES for c in s.communities)
    if not s.ended:
        if s.stage == "over":
            return "stage", "a game that is not over is in one of the five stages"
        if hot:
            return "bands", f"at {game.world.bands_to_lose} bands the game is lost"
        if crowded:
            return "players_state", "a player with 12 Communities in Crisis has lost the game"
        return None
    if s.stage != "over":
        return "stage", "a finished game is in its 'over' stage"
    if s.ended == HEAT:
        return None if hot else ("ended", "lost to heat with fewer than 8 Temperature Bands")
    if hot:
        return "ended", "at 8 Temperature Bands the game is lost to heat"
    if s.ended == COMMUNITIES:
        return None if crowded else ("ended", "nobody has 12 Communities in Crisis")
    if crowded:
        return "ended", "a player with 12 Communities in Crisis has lost the game"
    if s.ended == WIN and not s.drawdown:
        return "ended", "the team wins only after reaching Drawdown"
    if s.ended == TIME and (s.round != ROUNDS or s.drawdown):
        return "ended", f"out of time only at the end of round {ROUNDS} without Drawdown"
    return None


def stage_marks(game: Daybreak, s: DaybreakState) -> Problem:
    """The Emissions tally is there from the first Emissions stage on; Drawdown is reached
    in the Emissions stage and ends the game at Growth; every player is done with the Local
    stage once it is over, and nobody before the first."""
    opening = s.round == 1 and s.stage in ("global", "local")
    if bool(s.tally) == opening:
        return "tally", "the Emissions stage's figures are there once it has been played"
    if s.drawdown and s.stage not in ("crisis", "over"):
        return "drawdown", "Drawdown wins at the Growth stage of the round it is reached in"
    if s.drawdown and s.ended == TIME:
        return "drawdown", "a team that reached Drawdown did not run out of time"
    if s.stage == "global":
        wanted = s.round > 1
        for seat in range(s.players):
            if s.done[seat] != wanted:
                return f"players_state[{seat}].done", "done with the last Local stage, if any"
    elif s.stage in ("crisis", "over"):
        for seat in range(s.players):
            if not s.done[seat]:
                return f"players_state[{seat}].done", "every player is done after the Local stage"
    return None


def opening(game: Daybreak, s: DaybreakState) -> Problem:
    """Round 1's Global stage is the setup, but for the crises and projects drawn so far."""
    if (s.round, s.stage) != (1, "global"):
        return None
    start = game.setup(s.players, 0, s.variants, dict(s.rulings))
    for seat in range(s.players):
        for field in ("demand", "clean", "dirty", "emissions", "resilience", "communities"):
            if getattr(s, field)[seat] != getattr(start, field)[seat]:
                return f"players_state[{seat}].{field}", "not the power's value at setup"
        for field in ("hands", "stacks", "used"):
            if getattr(s, field)[seat] != getattr(start, field)[seat]:
                name = field[:-1] if field == "hands" else field
                return f"players_state[{seat}].{name}", "as dealt at setup in round 1"
    for field in ("trees", "oceans", "dac", "tokens", "emitted", "completed", "projects"):
        if getattr(s, field) != getattr(start, field):
            return _saved_name(field), "as set out at setup in round 1"
    return None


def _saved_name(field: str) -> str:
    return {"therm": "thermometer"}.get(field, field)


# ----- the task list -----------------------------------------------------------------------------
def task_list(game: Daybreak, s: DaybreakState) -> Problem:
    if s.ended:
        return ("tasks", "a finished game has nothing left to do") if s.tasks else None
    if not s.tasks:
        return "tasks", "a game that is not over has something to do"
    shape = {"global": _global_tasks, "local": _local_tasks, "crisis": _crisis_tasks}.get(s.stage)
    if shape is None:
        return "stage", f"no decision waits in the {s.stage} stage: its rules run on their own"
    problem = shape(game, s)
    if problem:
        return problem
    draws = sum(1 for t in s.tasks if t[0] == "draw")
    if draws > len(s.deck) + len(s.discard):
        return "tasks", "more draws than cards in the Local deck"
    reveals = sum(1 for t in s.tasks if t[0] == "reveal")
    if reveals > len(s.crisis_deck) + len(s.crisis_discard):
        return "tasks", "more crises to reveal than cards in the Crisis deck"
    if sum(1 for t in s.tasks if t[0] == "gdraw") > len(s.global_deck) + len(s.global_discard):
        return "tasks", "more Global Projects to draw than cards"
    return None


def _letters(s: DaybreakState) -> str:
    """The task list as one letter per task, for the shapes below."""
    letter = {
        "reveal": "R",
        "gdraw": "G",
        "keep": "K",
        "drop": "D",
        "local-start": "S",
        "draw": "W",
        "local": "L",
        "emissions": "E",
        "roll": "O",
        "uncover": "U",
        "crises": "C",
        "target": "T",
        "discard": "X",
        "resolve": "V",
        "growth": "H",
    }
    return "".join(letter.get(t[0], "?") for t in s.tasks)


def _global_tasks(game: Daybreak, s: DaybreakState) -> Problem:
    """The Global stage (global_stage.py, _round): the forecast crisis, the Global Projects to
    draw, the team's choice, then the Local stage's start; or, after keeping a fifth, the
    discard."""
    letters = _letters(s)
    if not re.fullmatch(r"R?G{0,2}K?S|DS", letters):
        return "tasks", "not the tasks of a Global stage (forecast, draws, choice, Local stage)"
    if letters[0] == "R" and (s.tasks[0][1] != 0 or s.offer):
        return "tasks[0]", "the forecast crisis is revealed before any project is drawn"
    offered = len(s.offer) + letters.count("G")
    if ("K" in letters) != (offered > 0) or offered > 2:
        return "tasks", "the team chooses when, and only when, projects were drawn (two at most)"
    if "K" in letters and s.tasks[letters.index("K")][1] != 0:
        return f"tasks[{letters.index('K')}]", "the team's choice is made by the first player"
    if letters[0] == "D" and (s.tasks[0][1] != 0 or len(s.projects) != MAX_GLOBALS + 1):
        return "tasks[0]", "the first player discards when a fifth Global Project is kept"
    return None


def _local_tasks(game: Daybreak, s: DaybreakState) -> Problem:
    """The Local stage (local_stage.py, _local_start): each player's draws in seat order, then each
    player's turn in seat order, then the Emissions stage."""
    letters = _letters(s)
    if not re.fullmatch(r"W*L+E", letters):
        return "tasks", "not the tasks of a Local stage (draws, each player's turn, Emissions)"
    draws = [t[1] for t in s.tasks if t[0] == "draw"]
    turns = [t[1] for t in s.tasks if t[0] == "local"]
    if draws != sorted(draws) or turns != list(range(s.players - len(turns), s.players)):
        return "tasks", "players draw and act in seat order"
    if draws and len(turns) != s.players:
        return "tasks", "every player draws before anyone acts"
    for seat in set(draws):
        if draws.count(seat) > game.hand_draw(s.communities[seat]):
            return "tasks", "more cards to draw than the player's Communities in Crisis allow"
    for seat in range(s.players):
        if s.done[seat] == (seat in turns):
            return f"players_state[{seat}].done", "done exactly when the player's turn is over"
    return None


def _crisis_tasks(game: Daybreak, s: DaybreakState) -> Problem:
    """The Crisis stage (crisis_stage.py, _crisis_stage and after): the Planetary die's rolls,
    then the face-down crises turned over, then each crisis in play resolved in order, a discard or
    the Geoengineering die at the front for the crisis just resolved."""
    letters = _letters(s)
    if not re.fullmatch(r"O+U|R+C|(?:T|X+)V*H", letters):
        return "tasks", "not the tasks of a Crisis stage (rolls, face-down crises, resolving)"
    if letters[0] == "R":
        if any(t[1] != 1 for t in s.tasks[:-1]) or len(s.tasks) - 1 != s.facedown:
            return "facedown", "one face-down crisis to turn over for each one waiting"
        return None
    if letters[0] == "O":
        return None
    if s.facedown:
        return "facedown", "every face-down crisis is turned over before any is resolved"
    waiting = [t[1] for t in s.tasks if t[0] == "resolve"]
    ahead = s.crises[: len(s.crises) - len(waiting)]
    if tuple(waiting) != s.crises[len(ahead) :] or any(not game.crisis[c].passive for c in ahead):
        return "tasks", "the crises still to resolve are those in play, in order"
    front = [t for t in s.tasks if t[0] in ("target", "discard")]
    crisis = {t[1] if t[0] == "target" else t[2] for t in front}
    if len(crisis) != 1:
        return "tasks", "the discards at the front are all for the crisis just resolved"
    (code,) = crisis
    card = game.crisis[code]
    if code in s.crises:
        return "tasks[0]", "a crisis's discards come after it has been resolved"
    if front[0][0] == "target":
        return _target_problem(game, s, front[0], card)
    seats = [t[1] for t in front]
    if seats != sorted(set(seats)):
        return "tasks", "the players discard for a crisis in seat order"
    where = {"discard-hand": "hand", "discard-area": "area", "most-tag": card.tag}.get(card.effect)
    for index, task in enumerate(front):
        if task[3] != where:
            return f"tasks[{index}]", "the crisis does not take cards from there"
        if task[4] > len(game.discardable(s, task)):
            return f"tasks[{index}]", "more cards to discard than the player has"
    if card.effect == "most-tag" and len(front) > 1 and s.ruling("most-tie") == "roll":
        return "tasks", "the Geoengineering die picks one player among those tied"
    return None


def _target_problem(game: Daybreak, s: DaybreakState, task: tuple, card) -> Problem:
    if card.effect != "most-tag" or s.ruling("most-tie") != "roll":
        return "tasks[0]", "the Geoengineering die only breaks a tie for the most symbols"
    counts = [game.area_tags(s, seat, card.tag) for seat in range(s.players)]
    tied = [seat for seat, count in enumerate(counts) if count == max(counts)]
    if list(task[3:]) != tied or max(counts) == 0:
        return "tasks[0]", "the die picks among exactly the players tied for the most symbols"
    return None


#: Every law, in the order a load checks them (the first broken one is reported).
LAWS = (cards_once, carbon, tables, ending, stage_marks, opening, task_list)
