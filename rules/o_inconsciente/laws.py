"""The laws every position of O Inconsciente that a game reaches obeys: what ``check_position``
(and so every load of a saved file) holds a position to, each broken law a StateError naming
the field.

- a player's view is no position to play on;
- every card, dream, grief, note tile, thesis and goal is in exactly one place, and the note
  tiles and office cards are those the setup's seed dealt;
- insights: the 7 common ones of each player are in the centre or on the disc; the 6 of a
  player's colour are on the notebook's lines, on the disc, on theses, on districts or spent;
- district tokens: one for each bonus claimed; reputation: Freud's marker and the players'
  markers moved once for each reputation point the position shows (goals, district stacks,
  the bonuses numbered 6, full notebooks);
- the notebook: rows filled from the left, a row's cured-client prerequisite met, the lines
  and the full-notebook flag as the tiles say;
- the task list is one the turn flow builds: setup tasks only in setup, a turn's tasks in
  front of its heart boxes, the office refill in front of the next turn, each draw onto an
  empty space from a pile that has a card, a thesis being written one the writer chose from
  the display and can publish; a game over only after its last round.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rules.core.errors import StateError
from rules.core.jsonstate import VIEW_REFUSED

from .data import load
from .state import BLOCKED_SLOT, EMPTY_SLOT, EVERYONE

D = load()
TOP = len(D.track_points) - 1
SETUP_TASKS = {"start-row", "start-client"}
TURN_TASKS = {"resolve", "ink", "swap", "play", "volume", "free", "column", "track", "bonus"}
REFILL_TASKS = {"refill", "pick-client", "manifest", "marker"}
TURN_DRAWS = {"research", "note"}
REFILL_DRAWS = {"latent", "office-manifest", "manifest", "routine", "study", "grief"}


def check_position(game, state):
    if state.viewer != EVERYONE:
        raise StateError("viewer", VIEW_REFUSED)
    for law in LAWS:
        law(game, state)


def fail(field, problem):
    raise StateError(field, problem)


# ----- numbers -------------------------------------------------------------------------------
PER_PLAYER = {  # field: its top (None: no top)
    "scores": None,
    "coffee": None,
    "hearts": None,
    "brilliant": None,
    "rep": TOP,
    "ideas": 6,
    "locked": 3,
    "inkwell": len(D.rondel) - 1,
    "prof": len(D.locations) - 1,
    "centre": 7,
    "nine": 1,
    "own_spent": 6,
}


def numbers(game, state):
    n = state.players
    for name, top in PER_PLAYER.items():
        values = getattr(state, name)
        if len(values) != n or any(v < 0 for v in values):
            fail(name, "one whole number of at least 0 per player")
        if top is not None and any(v > top for v in values):
            fail(name, f"at most {top}")
    if sorted(state.rep_stack) != list(range(n)):
        fail("rep_stack", "every player's reputation marker once in the stack")
    if not 1 <= state.freud_rep <= TOP:
        fail("freud_rep", "on the reputation track")
    if not 0 <= state.freud_loc < len(D.locations):
        fail("freud_loc", "one of the six locations")
    if not 0 <= state.current < n:
        fail("current", "a seat of the game")
    if state.first != 0:
        fail("first", "the first player keeps the first-player marker all game")
    if state.round < 1 or not -1 <= state.final_round <= state.round + 1:
        fail("final_round", "the last round follows the round Freud reached the clock")
    if state.final_round >= 0 and state.round < state.final_round - 1:
        fail("round", "the round Freud reached the clock or the last one")
    if (state.final_round >= 0) != (state.freud_rep >= D.clock):
        fail("final_round", "set exactly when Freud's marker is on the clock")
    if any(v < -2 or v >= 2 * n for v in state.table):
        fail("table", "a free, blocked or taken space")
    blocked = {i for i, v in enumerate(state.table) if v == -2}
    from .position import blocked_spaces

    if blocked != blocked_spaces(n):
        fail("table", "the spaces blocked at setup for this many players, and no others")


def ideas(game, state):
    for p in range(state.players):
        placed = sum(1 for v in state.table if v >= 0 and v // 2 == p and v % 2 == 0)
        if placed + state.ideas[p] != 6 - state.locked[p]:
            fail("ideas", "every unlocked idea is in reserve or on the table")


# ----- insights ------------------------------------------------------------------------------
def insights(game, state):
    from .position import LEVELS, SECTIONS

    size = SECTIONS * LEVELS
    for p in range(state.players):
        disc, own = state.disc[p], state.own[p]
        if len(disc) != size or any(v < 0 for v in disc):
            fail("disc", "common insights by section and level")
        if len(own) != size or any(v < 0 for v in own):
            fail("own", "insights of the player's colour by section and level")
        if state.centre[p] + sum(disc) != 7:
            fail("disc", "each player's 7 common insights are in the centre or on the disc")
        freed = sum(state.lines[p]) if state.ruling("own-insights") == "line-complete" else 6
        districts = sum(row.count(p) for row in state.dist_bonus)
        used = sum(own) + len(state.published[p]) + districts + state.own_spent[p]
        if used != freed:
            fail(
                "own",
                "each insight of a player's colour freed from the notebook is on the disc, on "
                "a thesis, on a district or spent",
            )


# ----- cards, tiles, tokens ------------------------------------------------------------------
@lru_cache(maxsize=64)
def dealt(game, players, seed, rulings):
    """The setup of this seed: which note tiles are in the game, the office cards dealt."""
    state = game.setup(players, seed=seed, rulings=dict(rulings))
    tiles = frozenset(t for t in state.note_display if t >= 0) | frozenset(
        t for pile in state.note_piles for t in pile
    )
    return tiles, state.office_card


def once(field, places, size):
    """Every card of a kind of ``size`` cards exactly once among ``places``."""
    cards = list(places)
    if any(not 0 <= c < size for c in cards):
        fail(field, "not a card of the game")
    seen = Counter(cards)
    twice = [c for c, k in seen.items() if k > 1]
    if twice:
        fail(field, f"card {twice[0]} is in two places")
    missing = [c for c in range(size) if c not in seen]
    if missing:
        fail(field, f"card {missing[0]} is nowhere")


def office_slots(state):
    for p in range(state.players):
        if len(state.office[p]) != 2:
            fail("office", "two office spaces per player")
        for s, slot in enumerate(state.office[p]):
            if len(slot) != 5:
                fail("office", "a space is client, grief, dreams and marker")
            yield p, s, slot


def offices(game, state):
    for p, s, slot in office_slots(state):
        client, mark = slot[0], slot[4]
        if client == -2:
            if s != 1 or slot != BLOCKED_SLOT:
                fail("office", "the office card blocks only the second space")
        elif client == -1:
            if slot != EMPTY_SLOT:
                fail("office", "an empty space holds no grief, dream or marker")
        elif not 0 <= mark <= D.therapy_top or mark >= D.clients[client][2]:
            fail("office", "a client's therapy marker is on its track, short of discharge")
        if s == 1 and client == -2 and state.office[p][0][1] < 0 and state.office[p][0][0] >= 0:
            fail("office", "the second space opens when the first client's grief goes")


def cards(game, state):
    n = state.players
    slots = [slot for _, _, slot in office_slots(state)]
    once(
        "clients",
        [c for c, _ in state.client_display if c >= 0]
        + [*state.client_decks[0], *state.client_decks[1], *state.routine_bottom]
        + [s[0] for s in slots if s[0] >= 0]
        + [c for p in state.cured for c in p]
        + [c for c, _ in state.start_pool],
        len(D.clients),
    )
    if any(D.clients[c][0] != "routine" for c in (*state.client_decks[0], *state.routine_bottom)):
        fail("client_decks", "the routine pile holds routine clients")
    if any(D.clients[c][0] != "study" for c in state.client_decks[1]):
        fail("client_decks", "the study pile holds study clients")
    for i, (c, _) in enumerate(state.client_display):
        if c >= 0 and D.clients[c][0] != ("routine" if i < 2 else "study"):
            fail("client_display", "two routine clients, then two study clients")
    once(
        "grief_deck",
        [g for _, g in state.client_display if g >= 0]
        + [*state.grief_deck, *state.grief_out]
        + [s[1] for s in slots if s[1] >= 0]
        + [g for _, g in state.start_pool],
        len(D.griefs),
    )
    once("latent_deck", [s[2] for s in slots if s[2] >= 0] + list(state.latent_deck), len(D.latent))
    once(
        "manifest_deck",
        [s[3] for s in slots if s[3] >= 0]
        + list(state.manifest_deck)
        + [m for m in state.manifest_display if m >= 0],
        len(D.manifest),
    )
    once(
        "research",
        [c for h in (*state.hand, *state.played, *state.covered) for c in h]
        + [c for c in state.research_display if c >= 0]
        + list(state.research_deck),
        len(D.research),
    )
    once(
        "theses_left", [*state.theses_left, *(t for p in state.published for t in p)], len(D.theses)
    )
    once("goals_left", [*state.goals_left, *(g for p in state.goals_won for g in p)], len(D.goals))
    if len(state.office_card) != n:
        fail("office_card", "one office card per player")


def notes(game, state):
    from .position import NOTE_COLUMNS

    tiles, office_cards = dealt(game, state.players, state.seed, state.rulings)
    if tuple(state.office_card) != tuple(office_cards):
        fail("office_card", "the office cards the setup dealt")
    if len(state.note_display) != 2 * NOTE_COLUMNS:
        fail("note_display", "a row of three spaces for each level")
    places = [t for book in state.notebook for t in book if t >= 0]
    places += [t for t in state.note_display if t >= 0]
    places += [t for pile in state.note_piles for t in pile] + list(state.notes_out)
    if any(not 0 <= t < len(D.notes) for t in places):
        fail("notebook", "not a note tile")
    seen = Counter(places)
    twice = [t for t, k in seen.items() if k > 1]
    if twice:
        fail("notebook", f"note tile {twice[0]} is in two places")
    starting = {t for t in seen if D.notes[t][0] == 0}
    if {t for t in seen if D.notes[t][0]} != tiles:
        fail("note_piles", "the note tiles the setup put in the game, each somewhere")
    for level, pile in enumerate(state.note_piles):
        if any(D.notes[t][0] != level + 1 for t in pile):
            fail("note_piles", "each pile holds tiles of its own level")
    for slot, t in enumerate(state.note_display):
        if t >= 0 and D.notes[t][0] != slot // NOTE_COLUMNS + 1:
            fail("note_display", "each level's tiles in that level's row")
    for p, book in enumerate(state.notebook):
        own_tiles = set(D.offices[state.office_card[p]][1])
        mine = [t for t in book if t >= 0 and D.notes[t][0] == 0]
        if any(t not in own_tiles for t in mine) or len(mine) > 1:
            fail("notebook", "one starting tile, with the glyph of the player's office card")
    outs = [t for t in state.notes_out if D.notes[t][0] == 0]
    if len(starting) > state.players or len(outs) > state.players:
        fail("notes_out", "one starting tile per player")


def notebooks(game, state):
    from .position import LINES

    for p, book in enumerate(state.notebook):
        if len(book) != 9:
            fail("notebook", "three rows of three spaces")
        for r in range(3):
            row = [book[r * 3 + c] >= 0 for c in range(3)]
            if row != sorted(row, reverse=True):
                fail("notebook", "a row fills from its leftmost space")
            later = [book[r * 3 + c] for c in range(3) if book[r * 3 + c] >= 0]
            if any(D.notes[t][0] for t in later) and len(state.cured[p]) < D.row_needs[r]:
                fail("notebook", "a row takes tiles once its cured clients are there")
        complete = tuple(int(all(book[s] >= 0 for s in line)) for line in LINES)
        if tuple(state.lines[p]) != complete:
            fail("lines", "the rows and columns completed are those the notebook shows")
        if state.nine[p] != int(all(t >= 0 for t in book)):
            fail("nine", "set exactly when the notebook is full")


def districts(game, state):
    for d, pair in enumerate(D.districts):
        claimed = sum(owner >= 0 for loc in pair for owner in state.loc_bonus[loc])
        claimed += sum(owner >= 0 for owner in state.dist_bonus[d])
        if state.district_left[d] != D.district_tokens - claimed:
            fail("district_left", "a district token blocks every bonus claimed there")
    for row in (*state.loc_bonus, *state.dist_bonus):
        if any(not -1 <= owner < state.players for owner in row):
            fail("loc_bonus", "a bonus is free or a player's")


def reputation(game, state):
    """Each reputation point moves Freud's marker and the player's (both stop at the end)."""
    rep_bonus = [i for i, e in enumerate(D.district_bonus_effects) if e == "rep"]
    sources = [
        len(state.goals_won[p])
        + state.nine[p]
        + sum(row[i] == p for row in state.dist_bonus for i in rep_bonus)
        for p in range(state.players)
    ]
    stacks = sum(left < D.district_tokens for left in state.district_left)
    total = sum(sources) + stacks
    if state.freud_rep != min(TOP, 1 + total):
        fail("freud_rep", "one space for each reputation point the players have gained")
    if sum(state.rep) > total or any(
        state.rep[p] < min(TOP, sources[p]) for p in range(state.players)
    ):
        fail("rep", "one space for each reputation point the player has gained")
    if max(state.rep) < TOP and sum(state.rep) != total:
        fail("rep", "one space for each reputation point the player has gained")


# ----- the task list -------------------------------------------------------------------------
def tasks(game, state):
    from .position import NOTE_COLUMNS, deck_of
    from .starting import setup_tasks

    n, tasks = state.players, state.tasks
    kinds = [t[0] for t in tasks]
    draws = [t[1] for t in tasks if t[0] == "draw"]
    # the setup's tasks end with the first turn; a turn once under way is its only task
    in_setup = bool(kinds) and kinds[-1] == "turn" and len(kinds) > 1
    pending = kinds.count("start-client")
    if in_setup:
        allowed = SETUP_TASKS | {"draw", "manifest", "marker", "turn"}
        if kinds[-1] != "turn" or any(k not in allowed for k in kinds) or kinds.count("turn") > 1:
            fail("tasks", "the setup's tasks, then the first turn")
        if (
            set(draws) - {"latent", "office-manifest", "manifest"}
            or state.round != 1
            or state.current
        ):
            fail("tasks", "the setup's tasks, then the first turn")
        # The players choose their rows, then their clients, each in the setup's order.
        order = [t for t in setup_tasks(n) if t[0] in SETUP_TASKS]
        left = [tuple(t) for t in tasks if t[0] in SETUP_TASKS]
        if left != order[len(order) - len(left) :]:
            fail("tasks", "the setup's choices, in the setup's order")
    if not in_setup and pending:
        fail("tasks", "the setup's tasks, then the first turn")
    if len(state.start_pool) != (pending + 1 if pending else 0):
        fail("start_pool", "the starting clients left: one more than the players still choosing")
    if not tasks:
        if state.final_round != state.round or (state.current + 1) % n != state.first:
            fail("tasks", "a game ends after the last player of its last round")
        return
    if not in_setup:
        last = kinds[-1]
        if last == "turn":
            body, allowed_draws = kinds[:-1], set()
        elif last == "hearts":
            body, allowed_draws = kinds[:-1], TURN_DRAWS
        elif last == "next":
            body, allowed_draws = kinds[:-1], REFILL_DRAWS
        else:
            fail("tasks", "a turn ends with its heart boxes, then the office refill")
        allowed = {"turn": set(), "hearts": TURN_TASKS | {"hearts"}, "next": REFILL_TASKS}[last]
        if any(k not in allowed | {"draw"} for k in body) or set(draws) - allowed_draws:
            fail("tasks", "the tasks of one part of a turn")
        if last == "hearts" and body.count("hearts") > 1:
            fail("tasks", "the heart boxes come once, at the end of the turn")
        seats = [t[1] for t in tasks if t[0] in REFILL_TASKS]
        seats += [t[2] for t in tasks if t[0] == "draw" and t[1] in ("latent", "office-manifest")]
        if any(seat != state.current for seat in seats):
            fail("tasks", "the office refilled is that of the player whose turn it is")
    if kinds.count("ink") > 1 or ("resolve" in kinds and "ink" not in kinds):
        fail("tasks", "the pieces' actions come before one move of the inkwell")
    if "ink" in kinds and "resolve" in kinds[kinds.index("ink") :]:
        fail("tasks", "the pieces' actions come before one move of the inkwell")
    for i, task in enumerate(tasks):
        where = f"tasks[{i}]"
        kind = task[0]
        if kind == "ink" and not 1 <= task[1] <= 2 * max(D.table_ink):
            fail(where, "the inkwell icons of one or two pieces")
        if kind == "free" and not (task[1] <= 2 and task[2] <= 1 and task[1] + task[2]):
            fail(where, "two elevations and a transfer at most, one at least")
        if kind == "volume":
            thesis_being_written(state, task, i, where)
        if kind in ("start-row", "start-client") and task[1] >= n:
            fail(where, "names a seat of the game")
        if kind == "start-row" and any(t >= 0 for t in state.notebook[task[1]]):
            fail(where, "a player chooses a starting tile once")
        if kind == "start-client" and state.office[task[1]][0][0] != -1:
            fail(where, "a player chooses a starting client once")
        if kind in ("pick-client", "manifest", "marker") and task[1] >= n:
            fail(where, "names a seat of the game")
        if kind == "draw":
            draw_target(state, task, where, NOTE_COLUMNS)
            if not deck_of(state, task):
                fail(where, "a draw from a pile that has a card")
    if len(set(state.treated)) != len(state.treated) or not set(state.treated) <= {0, 1}:
        fail("treated", "each office space treated at most once a turn")


def thesis_being_written(state, task, i, where):
    """A volume task is the one thesis the writer chose from the display (the lowest of its
    size left), first in the list; its volumes left can still be filled and an insight of the
    writer's colour waits on the disc to go onto it."""
    from .position import can_publish, volumes_fillable

    n, p = state.players, state.current
    t, left, cited = task[1:]
    others = {q for o in range(n) if o != p for q in state.published[o]}
    if t not in state.theses_left or not 1 <= left < D.theses[t][0] + (not cited):
        fail(where, "a thesis being written, with volumes left")
    if any(cited >> q & 1 and q not in others for q in range(len(D.theses))):
        fail(where, "a thesis cites only theses other players published")
    size = D.theses[t][0]
    if t != min(q for q in state.theses_left if D.theses[q][0] == size):
        fail(where, "the thesis on display for its number of volumes")
    if i:
        fail(where, "one thesis at a time, its next volume before anything else")
    if not any(state.own[p]):
        fail(where, "an insight of the writer's colour on the disc to go onto the thesis")
    first = left == size
    if not (can_publish(state, p, t) if first else volumes_fillable(state, p, left, cited)):
        fail(where, "volumes left that the writer's cards in play and citations can fill")


def draw_target(state, task, where, columns):
    """A draw fills an empty space."""
    deck, *args = task[1:]
    if deck == "note":
        empty = args[0] % columns == 0 and state.note_display[args[0]] < 0
    elif deck == "manifest":
        empty = state.manifest_display[args[0]] < 0
    elif deck in ("routine", "study"):
        empty = state.client_display[args[0]][0] < 0 and (args[0] < 2) == (deck == "routine")
    elif deck == "grief":
        empty = state.client_display[args[1]][1] < 0
    elif deck in ("latent", "office-manifest"):
        seat, slot = args
        if seat >= state.players:
            fail(where, "names a seat of the game")
        held = state.office[seat][slot]
        empty = held[0] != -2 and held[2 if deck == "latent" else 3] < 0
    else:  # research: into the hand of the player whose turn it is
        empty = args[0] == state.current
    if not empty:
        fail(where, "a draw fills an empty space")


LAWS = (
    numbers,
    ideas,
    insights,
    cards,
    notes,
    notebooks,
    offices,
    districts,
    reputation,
    tasks,
)
