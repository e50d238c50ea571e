"""What a position of O Inconsciente allows, read without changing it: the board's geometry,
the notebook's open spaces, the insight disc, theses and their volumes, the decks a draw
takes from, and when trades are allowed."""

from __future__ import annotations

from rules.core.kept_table import KeptTable

from .data import load

D = load()

SECTIONS = len(D.insight_sections)

LEVELS = D.insight_levels

ROWS, COLS = len(D.table_actions), len(D.table_actions[0])

NOTE_COLUMNS = len(D.note_costs)  # a row of the note display per level


def note_cost(slot):
    return D.note_costs[slot % NOTE_COLUMNS]


LINES = tuple(tuple(r * 3 + c for c in range(3)) for r in range(3)) + tuple(
    tuple(r * 3 + c for r in range(3)) for c in range(3)
)

CONVERT_TASKS = {
    "turn",
    "resolve",
    "swap",
    "play",
    "volume",
    "free",
    "ink",
    "column",
    "track",
    "bonus",
    "hearts",
}


def space_action(i):
    return D.table_actions[i // COLS][i % COLS]


def blocked_spaces(n):
    """Setup step 5: unused colours block the ends (3 players) or two columns (2 players)."""
    if n == 3:
        return {0, COLS - 1, (ROWS - 1) * COLS, ROWS * COLS - 1}
    if n == 2:
        return {r * COLS + c for r in range(ROWS) for c in (0, COLS - 1)}
    return set()


def district_of(loc):
    return next(d for d, pair in enumerate(D.districts) if loc in pair)


def symbols(state, p):
    """Location symbols in a player's area: cured clients and research cards in play."""
    found = [D.clients[c][4] for c in state.cured[p]]
    found += [D.research[r][0] for r in state.played[p] + state.covered[p]]
    return found


def district_symbols(state, p, d):
    mine = symbols(state, p)
    return sum(mine.count(loc) for loc in D.districts[d])


def note_spaces(state, p):
    """Setup/notes rule: the leftmost empty space of each row whose prerequisite is met, or any
    filled space (a tile may be replaced)."""
    book = state.notebook[p]
    cured = len(state.cured[p])
    out = []
    for r in range(3):
        if cured < D.row_needs[r]:
            continue
        row = [r * 3 + c for c in range(3)]
        empty = [s for s in row if book[s] < 0]
        if empty:
            out.append(empty[0])
        out += [s for s in row if book[s] >= 0]
    return sorted(out)


def can_publish(state, p, t):
    """An insight of your colour on the disc, a research card in play for the leftmost
    volume, and the rest fillable with no gap."""
    volumes = D.theses[t][0]
    return any(state.own[p]) and any(
        volumes_fillable(state, p, volumes - 1, 0, without=card) for card in state.played[p]
    )


def citable(state, p, cited):
    """Theses other players published that this thesis does not cite yet."""
    return sorted(
        q for o in range(state.players) if o != p for q in state.published[o] if not cited & 1 << q
    )


def citation_width(state, q):
    """How many volumes a cited thesis fills (ruling thesis-citation)."""
    return 1 if state.ruling("thesis-citation") == "one-volume" else D.theses[q][0]


def volumes_fillable(state, p, need, cited, without=None):
    """Whether ``need`` volumes can be filled exactly by p's other cards in play (one volume
    each) and uncited theses of others (their width each)."""
    cards = len(state.played[p]) - (without is not None)
    widths = [citation_width(state, q) for q in citable(state, p, cited)]
    for chosen in range(1 << len(widths)):
        total = sum(w for i, w in enumerate(widths) if chosen & 1 << i)
        if 0 <= need - total <= cards:
            return True
    return False


def treatable(state, p, s):
    slot = state.office[p][s]
    return slot[0] >= 0 and slot[3] >= 0 and s not in state.treated


def routine_pile(state):
    """What the next routine client comes from: the pile, shuffled; once it is empty, the
    clients put under it, the first of them first."""
    return state.client_decks[0] or state.routine_bottom[:1]


#: The field each draw task's deck is, by the task's name (the note piles and the routine
#: pile are read otherwise, ``deck_of``).
DECK_FIELDS = {
    "grief": "grief_deck",
    "latent": "latent_deck",
    "manifest": "manifest_deck",
    "office-manifest": "manifest_deck",
    "research": "research_deck",
}


def deck_of(state, task):
    """The cards a draw task draws from."""
    name = task[1]
    field = DECK_FIELDS.get(name)
    if field is not None:
        return getattr(state, field)
    if name == "note":
        return state.note_piles[task[2] // NOTE_COLUMNS]
    if name == "routine":
        return routine_pile(state)
    if name == "study":
        return state.client_decks[1]
    raise KeyError(name)


def take_from(deck, card):
    items = list(deck)
    items.remove(card)
    return tuple(items)


# counted by section (the insight's type) and level
COMMON, OWN = 0, 1

OWN_WORD = ("", " own")  # how a key names an insight of the player's colour


def disc_of(state, p, colour):
    return state.disc[p] if colour == COMMON else state.own[p]


#: (section, level) of each space of a disc, in the disc's order (by section, then level).
DISC_SPACES = tuple(divmod(i, LEVELS) for i in range(SECTIONS * LEVELS))


#: What is read from a seat's two discs (the common insights and those of its colour), kept by
#: what it is read from: every legal list of a player's turn lists the trades, which read the
#: discs, and the discs change seldom (issue 47). Emptied when it grows past ``_DISC_READS_KEPT``.
_DISC_READS_KEPT = 20_000
_disc_reads = KeptTable(_DISC_READS_KEPT)


def kept_disc_read(key, make):
    """``make()``, kept under ``key`` (what it reads, first the kind of read): given as kept,
    so it is a tuple."""
    found = _disc_reads.get(key)
    if found is None:
        found = _disc_reads.keep(key, tuple(make()))
    return found


def insights_on_disc(state, p):
    """(colour, section, level) of every kind of insight the player has on the disc: the
    common ones, then those of the player's colour, each by section then level. Every legal
    list of the player's turn asks (the trades), so each pair of discs is read once
    (``kept_disc_read``)."""
    common, own = state.disc[p], state.own[p]
    return kept_disc_read(("on", common, own), lambda: _insights_on(common, own))


def _insights_on(common, own):
    return [
        (colour, s, lv)
        for colour, disc in ((COMMON, common), (OWN, own))
        for (s, lv), n in zip(DISC_SPACES, disc, strict=True)
        if n
    ]


def neighbours(s):
    return [t for t in (s - 1, s + 1) if 0 <= t < SECTIONS]


def start_own(from_start):
    """The disc's insights of a player's colour at setup: none, or (ruling own-insights) each
    line's on its section's minor space."""
    own = [0] * (SECTIONS * LEVELS)
    if from_start:
        for section in D.line_insights:
            own[section * LEVELS] += 1
    return tuple(own)


def converting_allowed(state):
    """Trades are for the turn of the player to move: in every decision of theirs, also the
    office refill that ends it (a refill task followed by the next turn), never in setup."""
    task = state.tasks[0]
    if task[0] in CONVERT_TASKS:
        return True
    refill = task[0] in ("pick-client", "manifest") and task[1] == state.current
    return refill and ("next",) in state.tasks


def set_choices(state, p):
    """The sets a player can spend: for each section (an insight's type) a letter, c for a
    common insight, o for one of the player's colour, each where the section has one, and
    no more of the player's colour than they can spare. Kept by the discs and what can be
    spared (``kept_disc_read``): every legal list of the player's turn asks."""
    common, own, spare = state.disc[p], state.own[p], own_to_spare(state, p)
    return kept_disc_read(("sets", common, own, spare), lambda: _set_choices(common, own, spare))


def _set_choices(common, own, spare):
    choices = [""]
    for s in range(SECTIONS):
        have = [
            letter
            for disc, letter in ((common, "c"), (own, "o"))
            if any(disc[s * LEVELS : (s + 1) * LEVELS])
        ]
        choices = [done + letter for done in choices for letter in have]
    return [kinds for kinds in choices if kinds.count("o") <= spare]


def own_to_spare(state, p):
    """Insights of the player's colour a trade may spend: all on the disc, but one while a
    thesis of theirs is being written, since publishing moves one onto it."""
    return sum(state.own[p]) - writing_thesis(state)


def writing_thesis(state):
    return any(task[0] == "volume" for task in state.tasks)


def spends_the_thesis_insight(state, kinds):
    """Whether a set trade (``kinds``: a letter per section, o for the player's colour) would
    spend the insight of the player's colour kept for the thesis being written (the only
    trade that spends one: suppressing never takes it off the disc)."""
    if not writing_thesis(state):
        return False
    spent = kinds.count("o")
    return spent > 0 and spent == sum(state.own[state.current])
