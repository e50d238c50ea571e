"""The board view of O Inconsciente: meeting table, city map, displays, reputation track and
one row per player (notebook, insight disc, office, inkwell rondel).

Coordinates are in units of about 18 pixels, y pointing up. Every clickable spot is one point of
the ``SPOTS`` trace, its element id in ``customdata`` (the ids the engine's Steps highlight:
``table-<i>``, ``place-<loc>``, ``bonus-<loc>-<i>``, ``district-<d>-<i>``, ``notes-<slot>``,
``clients-<i>``, ``manifest-<i>``, ``research-<i>``, ``goal-<g>``, ``track-<n>``, ``clock``,
``note-<seat>-<space>``, ``disc-<seat>``, ``office-<seat>-<slot>``, ``rondel-<seat>-<i>``).
``bright-<seat>-<k>`` is a player's k-th Brilliant Idea (picked before a table space, it makes that
piece a Brilliant Idea). Every text is a message of the game's catalogues (``board-...``), written
in the view's language: Portuguese first, English after the dashboard's switch.
Everything geometric is example data (rules/o_inconsciente/data.toml).
"""

from __future__ import annotations

import textwrap

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import BoardView, Point, board_layout
from explorer.boards.layers import RING_LOOKS, Marks, look, text_font
from explorer.ending import game_ending
from rules.core import Game
from rules.core.messages import Msg, render
from rules.o_inconsciente import engine
from rules.o_inconsciente.data import load
from rules.o_inconsciente.describe import describe_messages, describe_text
from rules.o_inconsciente.names import table_space_name
from rules.o_inconsciente.state import OState

D = load()
# The rings (a Step's highlight, the user's picks) come first, under every spot and word: a
# ring wider than its spot reached over the names and counts beside it (issue 44: a ring or
# mark never covers a text). Drawn under them it still shows round its spot, and the words it
# passes under keep a halo (``text_font``) where its line crosses them.
RING_EDGE, RING, PICKED, SPOTS, PIECES, LABELS, STATUS = range(7)
COLS = len(D.table_actions[0])
SEAT_NAMES = ("red", "blue", "green", "yellow")
FREE = "#FFFDF8"
BLOCKED = "#4D4539"
# The figure fills the board's 814 px box at a 1366 x 768 screen (about 18 px a unit): the top
# half (table, city, displays, track) needs all that room to keep its texts apart.
HEIGHT = 576
X_RANGE = (-0.5, 44.5)
Y_RANGE = (-1.05, 29.25)
BOTTOM_LINE = -0.7  # the board's last line, whose turn it is (see _status)
TOP = 28.45  # the titles' line, as low as the places' names: clear of the badge above when grown
ROW_H = 4.2
# The city, a ring of six places in two rows (clockwise: the top row left to right, the bottom
# row right to left): wide cells leave each place room for its bonus spaces (on the ring's inner
# side), the pieces standing there (beside it) and the place's name (on the outer side).
CITY = (15.65, 24.1)
CITY_DX, CITY_DY = 4.4, 2.93
CITY_CELLS = ((0, 1), (1, 1), (1, -1), (0, -1), (-1, -1), (-1, 1))  # (column, row) by location
# The reputation track starts right of its title, so that the clock above space 10 stands under
# the displays, clear of the city.
TRACK = (10.5, 18.5)  # space 0
TRACK_STEP = 2
# Markers sharing a track space stand this far apart (a player's marker is 0.67 units wide,
# so each covers a third of the one below it in the stack, as a stack would): five in one row
# stay nearer their own space than the next.
REP_PITCH = 0.45
# The markers' row under the track: as high as the track's spots allow (their edges 0.04
# apart). At 1.2 under the track, Freud's "F" stood 0.9 above the first player's row names
# ("Office", "Inkwell"), as much as the two lines need in presenter mode and no more: neither
# could grow past 15.4 px where Freud's marker stood under one (issue 44).
REP_ROW = TRACK[1] - 1.1
DISPLAY_X = 27.6  # the displays' first column; their row names end left of it
RESEARCH_STEP = 6.4  # room for the name of the place a research card shows ("Universidade")
# The key to the letters, symbols and numbers left on the board: a column of its own at the
# right, from under the research cards' names down past the players' rows (their status lines
# end left of it). Its lines are KEY_LINE apart, room for each to grow to 18 px in presenter
# mode (0.7 apart, they could not grow at all), and at most KEY_CHARS characters long. They
# end at the board's right edge (KEY_X), so that in presenter mode every line grows leftwards
# about that edge: aligned on the left, the longer lines grew about their other end and the
# column went ragged.
KEY_X, KEY_Y, KEY_LINE, KEY_CHARS = 44.35, 21.5, 0.92, 24
GOALS_Y = 21.2
START_X = 37.3  # the starting tiles and clients, right of the displays
FIRST_Y, START_Y = 26.8, 24.1  # their rows; each row's name above it
# The inkwell rondel's first space; each player's status lines start right of the rondel
# (four short lines: they end left of the key's column).
RONDEL_X = 19.5
SEAT_COLUMN = 26.1
# The clock's face: a plain symbol of the common fonts (an alarm-clock emoji drew an empty box
# where the browser has no emoji font, as on many classroom Linux machines).
CLOCK_FACE = "◷"


def seat_colour(seat: int) -> str:
    return palette.seat_colour(SEAT_NAMES[seat % 4], seat)


def place_side(loc: int) -> int:
    """1 for a place of the city's top row, -1 for one of its bottom row."""
    return CITY_CELLS[loc][1]


def place_xy(loc: int) -> Point:
    column, row = CITY_CELLS[loc]
    return (CITY[0] + column * CITY_DX, CITY[1] + row * CITY_DY)


def district_xy(a: int, b: int, i: int) -> Point:
    """The i-th bonus space of the district of places a and b, inside the ring between them:
    a row of three under (over) a pair of the top (bottom) row, beside the middle for a pair
    standing one above the other. A pair's row keeps right of the middle, where the city's
    name is."""
    (xa, ya), (xb, yb) = place_xy(a), place_xy(b)
    if ya == yb:
        return ((xa + xb) / 2 + 0.3 + (i - 1) * 1.1, CITY[1] + 0.55 * place_side(a))
    return (xa + (i - 1) * 1.1, CITY[1])


def display_x(name: str, i: int) -> float:
    """The i-th spot of a display row; the note tiles' two levels a little apart (each level
    named above its three), the research cards far apart (each card's symbol, a place, named
    beside it)."""
    if name == "notes":
        return DISPLAY_X + 1.4 * i + 0.5 * (i // engine.NOTE_COLUMNS)
    if name == "research":
        return DISPLAY_X + RESEARCH_STEP * i
    return DISPLAY_X + 1.6 * i


def track_x(n: int) -> float:
    return TRACK[0] + TRACK_STEP * n


def player_y(seat: int) -> float:
    return 15.5 - seat * ROW_H


def starting_row(state) -> int | None:
    """The seat choosing its starting tile now, if one is (setup step 9)."""
    task = state.tasks[0] if state.tasks else ()
    return task[1] if task and task[0] == "start-row" else None


def _goal_owner(state, g: int) -> int:
    return next((p for p in range(state.players) if g in state.goals_won[p]), -1)


#: What each kind of spot's look reads of the state, given the numbers in its id: its look
#: is a function of the spot and these alone (``View._look_<kind>``), so that it is composed
#: once per spot, value and language rather than on every redraw.
READS = {
    "table": lambda s, i: (s.table[i],),
    "place": lambda s, loc: (),
    "bonus": lambda s, loc, i: (s.loc_bonus[loc][i],),
    "district": lambda s, d, i: (s.dist_bonus[d][i], s.district_left[d]),
    "notes": lambda s, slot: (s.note_display[slot],),
    "clients": lambda s, i: (s.client_display[i],),
    "first": lambda s, k: (starting_row(s), s.office_card[starting_row(s)]),
    "start": lambda s, i: (s.start_pool[i],),
    "manifest": lambda s, i: (s.manifest_display[i],),
    "research": lambda s, i: (s.research_display[i],),
    "goal": lambda s, g: (_goal_owner(s, g),),
    "track": lambda s, n: (),
    "clock": lambda s: (),
    "note": lambda s, seat, k: (s.notebook[seat][k],),
    "disc": lambda s, seat: (s.disc[seat], s.own[seat], s.centre[seat]),
    "bright": lambda s, seat, k: (),
    "office": lambda s, seat, slot: (s.office[seat][slot],),
    "rondel": lambda s, seat, i: (s.inkwell[seat] == i,),
}
#: Looks kept per view before the oldest are forgotten (a game shows a few thousand).
KEPT_LOOKS = 20_000


def say(text: str, /, **params) -> Msg:
    """A text of the board: the game's message ``board-<text>``."""
    return Msg(engine.M + "board-" + text, **params)


# The displays' rows: (element, spots, y, the row's name).
DISPLAY_ROWS = (
    ("notes", 2 * engine.NOTE_COLUMNS, 27, say("row-notes")),  # level I, then level II
    ("clients", 4, 25.55, say("row-clients")),
    ("manifest", 4, 24.1, say("row-dreams")),
    ("research", 2, 22.65, say("row-research")),
)


def bold(name: Msg, rest: Msg | None = None) -> Msg:
    """A hover text: the element's name in bold (the explorer names a picked piece by it),
    then what it shows."""
    return say("hover", name=name, rest=rest or say("nothing"))


def _title_labels() -> list[tuple[float, float, Msg | str, str]]:
    """The board's titles, the displays' rows, the note levels and the places' names."""
    centre, left = "middle center", "middle left"  # left: the text ends at x
    levels = engine.NOTE_COLUMNS
    items = [
        (5, TOP, say("title-table"), centre),
        (CITY[0] - 0.95, CITY[1], say("title-city"), centre),  # in the ring's free middle
        (DISPLAY_X - 0.9, TOP, say("title-displays"), left),
        *((DISPLAY_X - 0.9, y, row, left) for _, _, y, row in DISPLAY_ROWS),
        (DISPLAY_X - 0.9, GOALS_Y, say("row-goals"), left),
        (TRACK[0] - 0.9, TRACK[1], say("title-track"), left),
    ]
    # each level of the note tiles named above its three spaces
    for level in range(2):
        first = display_x("notes", level * levels)
        last = display_x("notes", level * levels + levels - 1)
        items.append(((first + last) / 2, TOP, say("notes-level", level=level + 1), centre))
    # every place by its name, on the ring's outer side
    for loc in range(6):
        x, y = place_xy(loc)
        items.append((x, y + 1.42 * place_side(loc), engine.place_name(loc), centre))
    return items


def _key_labels(key_lines: list[str]) -> list[tuple[float, float, Msg | str, str]]:
    """The clock's name, and the key to the letters and symbols left on the board."""
    items: list[tuple[float, float, Msg | str, str]] = [
        (track_x(D.clock) + 0.75, TRACK[1] + 1.1, say("clock-name"), "middle right")
    ]
    for line, text in enumerate(key_lines):
        items.append((KEY_X, KEY_Y - line * KEY_LINE, text, "middle left"))
    return items


LOOKS = (
    *RING_LOOKS,  # RING_EDGE, RING, PICKED: under everything (see RING_EDGE)
    look(  # SPOTS
        "spots",
        "markers+text",
        centre=True,
        textfont=text_font(12),
        marker=dict(size=24, line=dict(width=1.5, color=palette.INK)),
    ),
    look(  # PIECES
        "pieces",
        "markers+text",
        click=False,
        textfont=text_font(12),
        marker=dict(size=14, line=dict(width=1.5, color=palette.INK)),
    ),
    look("labels", "text", click=False, textfont=text_font(12)),  # LABELS
    look(  # STATUS
        "status",
        "text",
        click=False,
        textfont=text_font(13),
        textposition="middle right",
    ),
)


class View(BoardView):
    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.example_note = engine.example_note()
        #: Each spot's look by (spot, what it reads of the state, language): see READS.
        self._kept_looks: dict[tuple, tuple[str, str, str, int, str]] = {}
        #: The labels that never change, by (part, language): see _fixed_labels.
        self._kept_labels: dict[tuple[str, str], tuple] = {}
        #: A spot's kind and numbers by its id ("note-1-4": "note", (1, 4)).
        self._parsed: dict[str, tuple[str, tuple[int, ...]]] = {}

    def words(self, text: Msg | str) -> str:
        """A text of the board in the view's language."""
        return render(text, self.language)

    def describe(self, state) -> str:
        """The complete description under the board, in the view's language."""
        return describe_text(state, self.language)

    # ----- geometry ---------------------------------------------------------------------------
    def _spots(self, state) -> list[tuple[str, Point]]:
        spots = []
        for i in range(len(state.table)):
            r, c = divmod(i, COLS)
            spots.append((f"table-{i}", (1 + 2 * c, 26 - 1.5 * r)))
        for loc in range(6):
            x, y = place_xy(loc)
            spots.append((f"place-{loc}", (x, y)))
            for i in range(3):
                # inside the ring, clear of Freud's ring round the place
                spots.append((f"bonus-{loc}-{i}", (x + (i - 1) * 0.75, y - 1.45 * place_side(loc))))
        for d, (a, b) in enumerate(D.districts):
            for i in range(3):
                spots.append((f"district-{d}-{i}", district_xy(a, b, i)))
        for name, count, y, _ in DISPLAY_ROWS:
            for i in range(count):
                spots.append((f"{name}-{i}", (display_x(name, i), y)))
        for k in range(3 if starting_row(state) is not None else 0):
            spots.append((f"first-{k}", (START_X + 1.6 * k, FIRST_Y)))  # the mover's starting tiles
        for i in range(len(state.start_pool)):  # the starting clients, until all are chosen
            spots.append((f"start-{i}", (START_X + 1.45 * i, START_Y)))
        for g in range(len(D.goals)):
            spots.append((f"goal-{g}", (DISPLAY_X + 1.25 * g, GOALS_Y)))
        for n in range(len(D.track_points)):
            spots.append((f"track-{n}", (track_x(n), TRACK[1])))
        spots.append(("clock", (track_x(D.clock), TRACK[1] + 1.1)))
        for seat in range(state.players):
            y0 = player_y(seat)
            for s in range(9):
                r, c = divmod(s, 3)
                spots.append((f"note-{seat}-{s}", (2 + 1.3 * c, y0 - 0.05 - 1.15 * r)))
            spots.append((f"disc-{seat}", (9, y0 - 1.2)))
            for k in range(min(2, state.brilliant[seat])):
                spots.append((f"bright-{seat}-{k}", (11.2 + 1.1 * k, y0 - 1.2)))
            for slot in range(2):
                spots.append((f"office-{seat}-{slot}", (14 + 3 * slot, y0 - 1.2)))
            for i in range(len(D.rondel)):
                spots.append((f"rondel-{seat}-{i}", (RONDEL_X + 1.4 * i, y0 - 1.2)))
        return spots

    def locate(self, state, element_id: str) -> Point:
        for name, xy in self._spots(state):
            if name == element_id:
                return xy
        raise KeyError(element_id)

    # ----- building and drawing ---------------------------------------------------------------
    def build(self, state=None) -> go.FigureWidget:
        layout = board_layout(HEIGHT, X_RANGE, Y_RANGE, palette.BOARD, 13, [])
        return self._figure(LOOKS, layout, state)

    def paint(self, state: OState | None, highlight: Marks, selected: Marks) -> None:
        if state is None:
            return
        spots = self._spots(state)
        ids = [name for name, _ in spots]
        xy = [(round(x, 3), round(y, 3)) for _, (x, y) in spots]
        looks = [self._look(state, name) for name in ids]
        self._points(
            SPOTS,
            xy,
            ids,
            text=(t for t, _, _, _, _ in looks),
            hovertext=(h for _, h, _, _, _ in looks),
            marker_color=(c for _, _, c, _, _ in looks),
            marker_size=(z for _, _, _, z, _ in looks),
            textfont_color=(i for _, _, _, _, i in looks),
        )
        self._pieces(state)
        self._labels(state)
        self._status(state)
        where = dict(zip(ids, xy, strict=True))
        rings = (RING_EDGE, RING, PICKED)
        self._draw_rings(rings, highlight, selected, where.get, lambda _: 34, picked_wider=0)

    def _pieces(self, state) -> None:
        pieces = [self._professor(state, seat) for seat in range(state.players)]
        pieces.append(self._freud(state))
        pieces.extend(self._track_markers(state))
        self._put(PIECES, "x", tuple(round(p[0], 3) for p in pieces))
        self._put(PIECES, "y", tuple(round(p[1], 3) for p in pieces))
        self._put(PIECES, "text", tuple(p[2] for p in pieces))
        self._put(PIECES, "marker.color", tuple(p[3] for p in pieces))
        self._put(PIECES, "marker.size", tuple(p[4] for p in pieces))
        self._put(PIECES, "marker.line.width", tuple(p[5] for p in pieces))
        # every piece its text inside (Freud's ring round his place's empty middle)
        freud = state.players
        symbols = ["circle"] * len(pieces)
        symbols[freud] = "circle-open"
        where = ["middle center"] * len(pieces)
        ink = [palette.readable_ink(p[3]) for p in pieces]
        ink[freud] = palette.TEXT
        self._put(PIECES, "marker.symbol", tuple(symbols))
        self._put(PIECES, "textposition", tuple(where))
        self._put(PIECES, "textfont.color", tuple(ink))

    @staticmethod
    def _track_markers(state) -> list[tuple]:
        """The markers on the reputation track, in one row under each space: Freud's first
        (its letter inside it), then the players' in stack order, bottom to top from left to
        right, each drawn over the one before. Every marker stays in sight, and so does the
        order that breaks a tie."""
        freud = ("F", "#FFFFFF", 14)
        rows: dict[int, list[tuple]] = {state.freud_rep: [freud]}
        for seat in state.rep_stack:
            rows.setdefault(state.rep[seat], []).append(("", seat_colour(seat), 12))
        markers = []
        for space, row in sorted(rows.items()):
            # Freud's marker a little apart from the players' (it is not in their stack)
            gaps = [REP_PITCH + (0.15 if marker is freud else 0) for marker in row[:-1]]
            width = sum(gaps)
            x = track_x(space) - width / 2
            for (text, colour, size), gap in zip(row, [*gaps, 0], strict=True):
                markers.append((x, REP_ROW, text, colour, size, 1.5))
                x += gap
        return markers

    @staticmethod
    def _professor(state, seat: int) -> tuple:
        """A professor beside its place, on its own square of a two by two block (so that four
        never cover each other), its number inside it."""
        x, y = place_xy(state.prof[seat])
        x += 1.55 + 0.82 * (seat % 2)
        y += 0.42 - 0.84 * (seat // 2)
        return (x, y, str(seat + 1), seat_colour(seat), 14, 1.5)

    @staticmethod
    def _freud(state) -> tuple:
        """Freud: a ring round his place, his name inside it (the place has no text of its
        own: its name stands outside the ring)."""
        x, y = place_xy(state.freud_loc)
        return (x, y, "Freud", palette.INK, 38, 3)

    def _labels(self, state) -> None:
        """The board's names and the key (the same on every redraw, kept per language),
        with what the state adds: the research cards' places, the starting rows, the rows
        of the players."""
        right, centre = "middle right", "middle center"
        items = list(self._fixed_labels("titles"))
        # the place each research card of the display shows as its symbol, beside the card
        for i, card in enumerate(state.research_display):
            if card >= 0:
                symbol = D.research[card][0]
                x = display_x("research", i) + 0.85
                name = self.words(engine.place_name(symbol))
                items.append((x, DISPLAY_ROWS[3][2], name, right))
        items += self._fixed_labels("key")
        if starting_row(state) is not None:
            items.append((START_X + 1.6, FIRST_Y + 1.2, self.words(say("row-first")), centre))
        if state.start_pool:
            middle = START_X + 1.45 * (len(state.start_pool) - 1) / 2
            items.append((middle, START_Y + 1.2, self.words(say("row-start")), centre))
        for seat in range(state.players):
            items += self._seat_labels(seat)
        self._put(LABELS, "textposition", tuple(w for _, _, _, w in items))
        self._put(LABELS, "x", tuple(x for x, _, _, _ in items))
        self._put(LABELS, "y", tuple(y for _, y, _, _ in items))
        self._put(LABELS, "text", tuple(t for _, _, t, _ in items))

    def _fixed_labels(self, part: str) -> tuple[tuple[float, float, str, str], ...]:
        """The labels that never change, in the view's language: the "titles" (the parts of
        the board, the note levels, the places) or the "key" (the clock and the key)."""
        key = (part, self.language)
        kept = self._kept_labels.get(key)
        if kept is None:
            items = _title_labels() if part == "titles" else _key_labels(self.key_lines())
            kept = self._kept_labels[key] = tuple((x, y, self.words(t), w) for x, y, t, w in items)
        return kept

    def _seat_labels(self, seat: int) -> list[tuple[float, float, str, str]]:
        y0 = player_y(seat) + 0.9
        right, centre = "middle right", "middle center"
        words = self.words
        return [
            # from the board's left edge, so that it grows away from the edge and clear
            # of "Disc", which stands a little right of its disc for the same reason
            (-0.3, y0, words(say("seat-notebook", seat=engine.seat_name(seat))), right),
            (10.0, y0, words(say("disc")), centre),
            (15.5, y0, words(say("office")), centre),
            (RONDEL_X + 2.8, y0, words(say("rondel")), centre),
        ]

    def _status(self, state) -> None:
        """Each player's status line, then the board's last line: whose turn it is, or at
        the end who won and why."""
        lines = []
        # At the end the final scoring is the score (the track, the districts, the rows and
        # the symbols added): the board shows that, not the points before it.
        over = self.game.result(state) is not None if state.players else False
        points = engine.final_scores(state) if over else state.scores
        for seat in range(state.players):
            status = say(
                "status-scored" if over else "status",
                points=points[seat],
                coffee=state.coffee[seat],
                hearts=state.hearts[seat],
                ideas=state.ideas[seat],
                bright=state.brilliant[seat],
            )
            lines.append((SEAT_COLUMN, player_y(seat) - 1.05, status))
        # The board's last line: whose turn it is, or at the end who won and why, in the words
        # the status line, the Steps and the badge use (explorer/ending.py); the final scores
        # stand in each player's lines above.
        ending = game_ending(self.game, state, self.game.seat_name) if over else None
        bottom = (
            self.words(describe_messages(state)[0])
            if ending is None
            else ending.sentence(self.language, scores=False)
        )
        # As low as presenter mode's 18 px line stays inside the board (its 4 px margin
        # under the range): at -0.55 it met the fourth player's four lines above it at
        # 15.4 px (issue 44).
        lines.append((0, BOTTOM_LINE, bottom))
        self._put(STATUS, "x", tuple(x for x, _, _ in lines))
        self._put(STATUS, "y", tuple(y for _, y, _ in lines))
        self._put(STATUS, "text", tuple(self.words(t) for _, _, t in lines))

    @staticmethod
    def _key() -> list[Msg]:
        """The key to what the board writes as a letter, a symbol or a number, an entry to
        a line: the meeting table's actions by their letters, the marks of the players'
        rows, Freud's marker on the track, then what the number in a circle counts on each
        kind of spot (a cost, points, a therapy, ...)."""

        def item(mark: Msg | str, what: Msg) -> Msg:
            return say("key-item", mark=mark, what=what)

        actions = ("notes", "research", "thesis", "insight", "move")
        numbers = ("notes", "points", "dreams", "research", "goals", "districts", "disc")
        return [
            *(item(say("short-" + a), engine.action_name(a)) for a in actions),
            item("★", say("key-bright")),
            item("✓", say("key-note")),
            item("✕", say("key-blocked")),
            item("●", say("key-inkwell")),
            item("F", say("key-freud")),
            say("key-numbers"),
            *(say("key-number-" + n) for n in numbers),
        ]

    def key_lines(self) -> list[str]:
        """The key in the view's language, each entry wrapped to KEY_CHARS."""
        lines = []
        for entry in self._key():
            lines += textwrap.wrap(self.words(entry), KEY_CHARS) or [""]
        return lines

    # ----- what each spot shows: (text, hover, colour, size), texts as messages -------------
    def _look(self, state, name: str) -> tuple[str, str, str, int, str]:
        """A spot's text, hover text, colour, size and ink, in the view's language: composed
        once per spot, what it reads of the state (READS) and language, then kept."""
        parsed = self._parsed.get(name)
        if parsed is None:
            kind, *rest = name.split("-")
            parsed = self._parsed[name] = (kind, tuple(int(v) for v in rest))
        kind, nums = parsed
        reads = READS[kind](state, *nums)
        key = (name, reads, self.language)
        shown = self._kept_looks.get(key)
        if shown is None:
            if len(self._kept_looks) >= KEPT_LOOKS:
                self._kept_looks.clear()
            text, hover, colour, size = getattr(self, "_look_" + kind)(*nums, *reads)
            ink = palette.readable_ink(colour)
            shown = (self.words(text), self.words(hover), colour, size, ink)
            self._kept_looks[key] = shown
        return shown

    def _look_table(self, i, value):
        # named as the Play tab's declarations name it (action, row, column, inkwell): a
        # learner finds the space a declaration takes by hovering
        space = table_space_name(i)
        if value == -2:
            return ("", bold(say("table-blocked", space=space)), BLOCKED, 22)
        colour = FREE if value < 0 else seat_colour(value // 2)
        short = say("short-" + engine.space_action(i))
        mark = say("short-bright", short=short) if value >= 0 and value % 2 else short
        owner = say("taken-by", seat=engine.seat_name(value // 2)) if value >= 0 else None
        return (mark, bold(say("table-at", space=space), owner or say("free")), colour, 24)

    def _look_place(self, loc):
        # named on the board beside the place (``_labels``), not by a code inside it
        effect = engine.effect_msg(D.location_effects[loc])
        return ("", bold(engine.place_name(loc), effect), "#F3E9F5", 34)

    def _look_bonus(self, loc, i, owner):
        effect = engine.effect_msg(D.location_bonuses[loc][i])
        colour = FREE if owner < 0 else seat_colour(owner)
        taken = say("free") if owner < 0 else say("taken-by", seat=engine.seat_name(owner))
        name = say("bonus", place=engine.place_of(loc), n=i + 1)
        return ("", bold(name, say("effect-and", effect=effect, then=taken)), colour, 12)

    def _look_district(self, d, i, owner, left):
        effect = engine.effect_msg(D.district_bonus_effects[i])
        colour = "#E6F0DC" if owner < 0 else seat_colour(owner)
        need = D.district_bonus_needs[i]
        rest = say("district", need=need, effect=effect, tokens=left)
        return (str(need), bold(say("district-name", d=d + 1), rest), colour, 18)

    def _look_notes(self, slot, tile):
        level, column = divmod(slot, engine.NOTE_COLUMNS)
        name = say("notes-name", level=level + 1, n=column + 1)
        if tile < 0:
            return ("", bold(name, say("empty")), FREE, 22)
        _, main, banner = D.notes[tile]
        rest = say(
            "notes",
            cost=engine.note_cost(slot),
            main=engine.effect_msg(main),
            banner=engine.effect_msg(banner),
        )
        return (str(engine.note_cost(slot)), bold(name, rest), "#FBF3D5", 24)

    def _look_clients(self, i, shown):
        client, grief = shown
        if client < 0:
            return ("", bold(say("clients-name", n=i + 1), say("empty")), FREE, 22)
        _, therapy, cure, points, _ = D.clients[client]
        rest = say("client", therapy=therapy, cure=cure, points=points, grief=int(grief >= 0))
        return (str(points), bold(engine.client_name(client), rest), "#D8EFD4", 24)

    def _look_first(self, k, seat, card):
        tile = D.offices[card][1][k]
        name = say("first-name", n=k + 1, seat=engine.seat_name(seat))
        rest = say("first", tile=engine.note_name(tile))
        return ("✎", bold(name, rest), "#FBF3D5", 24)

    def _look_start(self, i, entry):
        client, _grief = entry
        _, therapy, cure, points, _ = D.clients[client]
        rest = say("client", therapy=therapy, cure=cure, points=points, grief=1)
        return (str(points), bold(engine.client_name(client), rest), "#D8EFD4", 24)

    def _look_manifest(self, i, card):
        name = say("manifest-name", n=i + 1)
        if card < 0:
            return ("", bold(name, say("empty")), FREE, 22)
        therapy, asked = D.manifest[card]
        sections = tuple(engine.section_name(s) for s in asked)
        return (
            str(therapy),
            bold(name, say("manifest", therapy=therapy, sections=sections)),
            "#E3E0F5",
            24,
        )

    def _look_research(self, i, card):
        name = say("research-name", n=i + 1)
        if card < 0:
            return ("", bold(name, say("empty")), FREE, 22)
        symbol, effect = D.research[card]
        rest = say("research", place=engine.place_of(symbol), effect=engine.effect_msg(effect))
        return (str(i + 1), bold(name, rest), "#F8D9CC", 24)

    def _look_goal(self, g, owner):
        what, need = D.goals[g]
        colour = FREE if owner < 0 else seat_colour(owner)
        taken = say("free") if owner < 0 else say("taken-by", seat=engine.seat_name(owner))
        rest = say("effect-and", effect=say("goal-" + what, n=need), then=taken)
        return (str(need), bold(say("goal-name", n=g + 1), rest), colour, 20)

    def _look_track(self, n):
        icon = n in D.move_freud_icons
        rest = say("track", points=D.track_points[n], coffee=D.track_coffee[n], icon=int(icon))
        fill = "#F7DD8F" if icon else FREE
        return (str(D.track_points[n]), bold(say("track-name", n=n), rest), fill, 22)

    def _look_clock(self):
        return (CLOCK_FACE, bold(say("clock-name"), say("clock")), "#F4C7B8", 20)

    def _look_note(self, seat, s, tile):
        name = say("note-name", seat=engine.seat_name(seat), row=s // 3 + 1, col=s % 3 + 1)
        if tile < 0:
            return ("", bold(name, say("note-free", need=D.row_needs[s // 3])), FREE, 20)
        main = engine.effect_msg(D.notes[tile][1])
        return ("✓", bold(name, say("note", effect=main)), seat_colour(seat), 20)

    def _look_disc(self, seat, disc, own, centre):
        """The disc's insights by section (their type), level by level: the common ones, then
        those of the player's colour."""

        def by_section(counts):
            return tuple(
                say(
                    "disc-section",
                    section=engine.section_name(s),
                    counts="/".join(
                        str(counts[s * engine.LEVELS + lv]) for lv in range(engine.LEVELS)
                    ),
                )
                for s in range(engine.SECTIONS)
            )

        rest = say("disc-rest", sections=by_section(disc), centre=centre, own=by_section(own))
        name = say("disc-name", seat=engine.seat_name(seat))
        return (str(sum(disc) + sum(own)), bold(name, rest), "#EDE7F6", 30)

    def _look_bright(self, seat, k):
        name = say("bright-name", seat=engine.seat_name(seat))
        return ("★", bold(name, say("bright")), "#F7DD8F", 20)

    def _look_office(self, seat, slot, held):
        client, grief, _latent, manifest, mark = held
        name = say("office-name", seat=engine.seat_name(seat), n=slot + 1)
        if client == -2:
            return ("✕", bold(name, say("office-blocked")), BLOCKED, 30)
        if client < 0:
            return ("", bold(name, say("empty")), FREE, 30)
        rest = say(
            "office-client",
            client=engine.client_name(client),
            mark=mark,
            cure=D.clients[client][2],
            grief=int(grief >= 0),
            dream=int(manifest >= 0),
        )
        return (str(mark), bold(name, rest), "#D8EFD4", 30)

    def _look_rondel(self, seat, i, here):
        name = say("rondel-name", seat=engine.seat_name(seat))
        rest = say("rondel-space", space=engine.rondel_name(i), here=int(here))
        return ("●" if here else "", bold(name, rest), seat_colour(seat) if here else FREE, 20)
