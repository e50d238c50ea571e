"""The world at daybreak: the board view of Daybreak.

Coordinates are in units of about 30 pixels, y pointing up, the status line on top.

- Top band, left to right: the **thermometer** (one column per player, eight rows from the
  bottom up; a full row is a Temperature Band, the open row shows its cubes space by space),
  **Recent Emissions** and the sinks (**Trees**, **Oceans**, **DAC**), the six **Planetary
  Effects** tracks (tipping points as diamonds, the token as a filled space) with the **round
  tracker** under them, the **crises** in play (and the face-down ones as one pile), the
  **Global Projects** in play and, under them, the two on offer.
- One row per player (only the powers in play: the figure is as tall as they need): the power's
  name with its Energy Demand, Clean and Dirty Energy, Emissions and resilience; its
  **Communities in Crisis** as tokens, four to a row; its **stacks**, one line each: the
  stack's number (grey once its action is used up this round), its tab (where a card is
  tucked; the number of cards tucked behind it) and the top card's name (and how many cards
  it covers), then the new-stack slot; its **hand**, open to all, each card by its name.
- Then **where the carbon went** in this round's Emissions stage, a waterfall drawn with
  filled shapes (the boards' plotly.js bundle has no waterfall trace): each power's cubes going
  up, what Trees, Oceans and DAC took out (and, at Drawdown, off the thermometer), and what
  went onto the thermometer.
- Bottom: the **legend**, in words, of every mark that is not a word (issue 44: a learner
  reads every card and space by its name; what a mark means is said on the board).

Clicks: a hand card, then a stack (start the project on it), the new-stack slot, a tuck tab, a
Global Project or a crisis (tuck it there); a stack alone takes its action; an offered project
is kept. Element ids are the engine's (rules/daybreak/names.py), plus the group ids ``hand:<seat>``,
``crisis``, ``project`` and ``offer`` where a card that left is looked for.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import BoardView, Point, board_layout
from explorer.boards.base import rounded as _r
from explorer.boards.layers import RING_LOOKS, Marks, look, place_of, rect, text_font
from explorer.boards.text_width import text_ems
from rules.core import CHANCE, Game
from rules.core.messages import Msg, render
from rules.daybreak import names as n
from rules.daybreak.data import SECTORS
from rules.daybreak.state import DaybreakState

# ----- trace indices ------------------------------------------------------------------------
# The rings (a Step's highlight, the user's picks) come first, under every mark and word: a
# ring wider than its mark reached over the words on and beside it (issue 44: a ring or mark
# never covers a text). Drawn under them it still shows round its mark, and the words it
# passes under keep a halo (``text_font``) where its line crosses them.
RING_EDGE, RING, PICKED = range(3)
THERM, SINKS, ROUND, TRACKS, CARDS, PLAYERS, LABELS, TOKENS = range(3, 11)
UP, DOWN, HEAT, FLOW_TEXT, STATUS = range(11, 16)
TRACE_COUNT = 16

# ----- colours --------------------------------------------------------------------------------
SKY = "#EAF2F8"
ROW_FILL = "#FBF8F2"
ROW_LINE = "#B9AC96"
LEGEND_FILL = "#F6F4F0"
BAND = "#D55E00"  # a Temperature Band (Okabe-Ito vermillion)
CUBES = "#7F7F7F"
EMPTY = "#FFFFFF"
UNUSED = "#DDDDDD"
CARD = "#FFFDF8"
CRISIS = "#F4C7B8"
PASSIVE = "#E8A893"
PROJECT = "#CFE3C8"
OFFER = "#E6F0DC"
FACE_DOWN = "#4D4539"
TAB = "#EFE6D6"
SPENT = "#C9C4BA"  # a stack whose action is used up this round
BLANK = "\u00a0"  # a point's text when it says nothing (see View._mark)
TIPPING = "#CC79A7"
TOKEN = "#0072B2"
COMMUNITY = "#E69F00"
TREE = "#009E73"
OCEAN = "#56B4E9"
DAC = "#999999"
FILL_UP = "rgba(213,94,0,0.55)"
FILL_DOWN = "rgba(0,158,115,0.6)"
FILL_HEAT = "rgba(204,121,167,0.7)"

# ----- geometry -------------------------------------------------------------------------------
# About 23 pixels a unit at the board's usual size (814 px wide): a 12 px text line is about
# 0.55 units high and a 27 px card 1.16, which the gaps below are measured against.
X_RANGE = (0.0, 30.0)
TOP = 0.0
# The top band's panel (at -8.68, three kept Global Projects and two on offer, all with
# two-line names, had no room at 18 px). Four kept, the offer's heading and two offered, with
# two-line names, need 2.15 units more (with NAME_SPACE between two names): then the band is
# that much taller and everything under it stands lower (its ``drop``, see band_drop), the
# thermometer and the other columns where they were.
BAND_TOP, BAND_BOTTOM = -0.3, -9.15
HEAD_Y = -0.72  # its headings, clear of the panel's border line and of the first rows
FIRST_Y = -1.8  # the first crisis and project, clear of their headings (a two-line
# project name at -1.65 met "Global Projects" at 18 px)
THERM_X, THERM_Y = 0.8, -7.24  # the bottom-left space
CELL_W, CELL_H = 0.95, 0.82
SINK_X, SINK_Y, SINK_PITCH = 5.1, -1.6, 1.4
SINK_WRAP = 10  # characters a line of a sink's name ("Recent Emissions" takes two lines)
TRACK_X, TRACK_Y, TRACK_PITCH = 12.1, -1.6, 0.9
LABEL_GAP = 0.55  # from a 20 px box's centre to a text right or left of it
CARD_GAP = 0.78  # from a 27 px card's centre to the text right of it
CRISIS_X = 17.4
# Crises, one under the other: two lines of a name grown to 18 px in presenter mode are 1.42
# units high (at 1.15, five crises' two-line names met: issue 44), and NAME_SPACE more between
# two names keeps them two (at 1.45 "Fossil Fuel / Lobby" and "Consumer / Boom" read as four
# lines of one name). Four crises then end above the face-down pile.
NAME_SPACE = 0.15
CARD_PITCH = 1.57  # two lines at 18 px (LINE_18, below) and NAME_SPACE
# More crises than CRISIS_ROWS stand closer together, their cards smaller and their names on
# one line: the column then stands further left (still clear of the Planetary Effects' spaces
# and of the round tracker under them, which the face-down pile is not) and the names start
# closer to the smaller cards (CROWDED_GAP from a card's edge, a card's pixel about 1/24 of
# a unit), so that the longest, "Supply Chain Shock", grown to 18 px in presenter mode ends
# short of the Global Projects' cards (from 17.4 and 0.78 it reached 0.6 units into them:
# issue 44).
CROWDED_X = 16.75
CROWDED_GAP = 0.12
# The Global Projects kept, one under the other, then the heading of the two on offer and
# those two (project_heights): each card's edge a little clear of the heading's grown box
# (with the heading 0.9 / 0.88 from the cards it stood 0.5 px into the offered card and
# touched the kept one). A ring for an offered card that left stands OFFER_DROP twice under
# the last kept card, where the offered ones stood.
PROJECT_PITCH = 1.12
CARD_EDGE = 0.56  # from a card's centre to its left edge (27 px at about 24 px a unit)
CARD_ROOM = 1.16  # a card's height (1.11-1.14 units) and a little
CARD_TOUCH = 0.06  # what the heading needs more between two cards of CARD_ROOM
OFFER_DROP = 0.96
# A text line grown to 18 px in presenter mode at 1366 x 768, in board units (0.70-0.71 at
# 1-4 powers), and an em of its font (0.60-0.61): the Global Projects' column is laid out
# by each name's lines at that size (a two-line name needs 1.42 units, more than a card's
# pitch: two-line names met each other, the offer's heading and the key), and names are
# measured at that size where they must end short of the board's edge or of the next card.
LINE_18 = 0.71
EM_18 = 0.61
GROUP_DX = 1.4  # a ring for a card that left the crises or projects: left of their heading
CRISIS_ROWS = 4  # more crises than this are drawn closer together (one line each)
CRISIS_WRAP = 12  # characters a line of a crisis's name, while there is room for two lines
# Where the last of many crises may stand, clear of the face-down pile: eight crises stand
# 0.71 apart, as far as two lines of names at 18 px need (at -6.7, 0.7: they touched).
CRISIS_LOWEST = -6.8
PILE_Y = -7.98  # the face-down crises and the round tracker, at the bottom of the band
PROJECT_X = 23.5  # (at 23.8 "Loss and Damage Fund" at 18 px reached the right edge)
# A line of a Global Project's name beside its card ends short of the board's edge when it
# grows to 18 px (beyond it figure.js grows it leftwards, over its own card: "Loss and Damage
# Fund" on one line did).
PROJECT_EMS = (X_RANGE[1] - PROJECT_X - CARD_GAP) / EM_18
# The key right under the top band, above the powers' rows: at the board's bottom, with two
# or more powers it began below the fold of a 1366 x 768 window (issue 44), and under the top
# band it stands beside the marks it mostly explains. LEGEND_TOP is the key's first line's
# top; its panel starts 0.1 under it, 0.15 under the band, as the rows stand apart.
LEGEND_TOP = BAND_BOTTOM - 0.05
# Where the Global Projects' last name must end: inside the band, above its bottom line (it
# ended above the key's first line, across the band's and the key's borders).
PROJECTS_LOWEST = BAND_BOTTOM + 0.1
PLAYER_H = 3.75  # a power's row, the gap to the next included: five stack lines
ROW_H = PLAYER_H - 0.15  # the row's panel
TEXT_X = 1.2  # a power's three lines, right of its two markers
LINE_Y = 0.45  # a row's first stack and hand line, under the row's top
# One stack or hand line: a 12 px text line and room for it to grow to 18 px in presenter
# mode (explorer/figure.js grows a label only as far as it stays clear of its neighbours,
# and lets two it stops come 0.5 px into each other; its box is then 21 px high, 14 px at
# 12 px: at 0.64 the lines stood 0.3-0.6 px over each other in the browser, issue 44).
LINE_PITCH = 0.72
STACK_X = 11.6  # the stack's number; its tab right of it, then the top card's name (right
# of the Communities in Crisis tokens)
TAB_DX = 0.62
NAME_DX = 1.0
TOKEN_X = 9.82  # the Communities in Crisis, right of the power's lines (at 8.75 and 9.05
# the energy line, grown to 18 px in presenter mode, ran into the first column of tokens:
# "demand 20 · clean 10 · dirty 10" ends 9.53 units in, issue 44)
# The hand's column: its heading first, then its cards' names flowing line by line, each
# measured at 18 px so that it ends short of the next card and of the board's edge (at 23.9,
# right of the heading, the longest names, "Rift Valley Geothermal" and others, passed the
# edge in presenter mode and figure.js grew them leftwards over their own cards and "Hand";
# left of 22.8 "Hand" met the longest stack line, "Direct Air Capture Hubs, over 1 card").
HAND_X = 23.0
HAND_RIGHT = X_RANGE[1]
HAND_MARK_DX = 0.2  # a hand card's mark, right of where its place begins
HAND_NAME_DX = 0.57  # its name, clear of the mark (at 0.55 a name starting a line of one
# power's hand stood 1.8 px from its mark at 18 px, where figure.js keeps 2 px)
HAND_LINES = 5
# About 0.25 units a character at the board's small text size (6.5 px at 26 px a unit) for
# the names' widths, a little more to be safe: a name runs into the next one otherwise.
CHAR_W = 0.255
ITEM_GAP = 0.3  # between a hand card's name (grown to 18 px) and the next card
FLOW_H = 3.35  # the carbon panel
# Its bars stand FLOW_FOOT over its bottom line, their labels under them: a power's name and
# its cubes on two lines, grown to 18 px, need 1.42 units (at 1.25 the name touched its bar
# and the cubes the panel's line); the tallest bar (FLOW_BAR) ends 0.8 under the panel's top,
# clear of its title at 18 px (at 1.4 it reached 1.6 px into it).
FLOW_FOOT = 1.55
FLOW_BAR = FLOW_H - FLOW_FOOT - 0.8
FLOW_LABEL = 0.78  # from the bars' foot down to their labels' middle
# A bar of a few cubes among many is at least this tall ("drawdown −1" after 32 cubes was
# drawn as a line, as "+0" is).
FLOW_THIN = 0.15
FLOW_X, FLOW_W = 1.2, 2.0  # the first bar's left edge, a bar's width
# Bars' left edges FLOW_PITCH apart at least, further where their labels, grown to 18 px,
# need it to stay FLOW_GAP apart ("Recent Emissions" beside "United States").
FLOW_PITCH, FLOW_GAP = 3.0, 0.4
LEGEND_LINES = 5  # each short enough for the board's width in every font seen
# A text line's box is about 16 px high at the board's small size: lines closer than 0.58
# units (at about 24 px a unit, drawn 1.135 times larger at 1366 x 768) ran into each other.
LEGEND_PITCH = 0.72  # the same for the key's lines (at 0.62 they met at 18 px)
LEGEND_H = 0.4 + (LEGEND_LINES - 1) * LEGEND_PITCH + 0.35  # the legend panel
PLAYER_TOP = LEGEND_TOP - LEGEND_H - 0.15  # the first power's row, under the key
HEAT_WRAP = 16  # characters a line of the label right of the thermometer's bar
PX_PER_UNIT = 25
# Two, three or four powers make the board taller than a 1366 x 768 window can scale up by
# much (two: 1.13 times) or at all (three, four): drawn at about its own size in presenter
# mode's 908 px column, its 12 px labels had to grow to 18 px in a layout spaced for the one
# power's board, which the window scales up 1.27 times (the stack lines stopped at 16 px, the
# key's lines at 15.8 px). So with more than one power the whole board (units, fonts, marks)
# is drawn 1.23 times larger, as wide as that column (904 px): in presenter mode its labels
# have the room they have with one power, and elsewhere the dashboard scales it to its column
# as before (explorer/access.py). (The board then reaches below a 768 px window's bottom.)
ZOOM_MANY = 1.23
# One power's board with a taller top band (band_drop) is drawn as large and as wide (at 1.23
# its fixed margins, a larger share of its shorter height, left it 894 px wide, its units
# 29.5 px on screen, and two-line names at 18 px met; at 1.24 902 px, 29.8 px).
ZOOM_ONE_TALL = 1.24
FONT = 13
SMALL = 12
CARD_SIZE = 27
LINE_SIZE = 15  # a stack's number and a hand card, on a line of text
TAB_SIZE = 13
MARK_SIZE = 20  # a power's markers and its Communities in Crisis count
RING_SIZE = 34
TOKEN_SIZE = 10  # a Community in Crisis


# Each trace's marks and font at the board's own size (zoom 1): a trace of points of
# different sizes (CARDS) says each point's size.
MARKS = {THERM: 20, SINKS: 30, ROUND: 22, TRACKS: 20, PLAYERS: MARK_SIZE, TOKENS: TOKEN_SIZE}
FONTS = {THERM: SMALL, SINKS: FONT, ROUND: SMALL, TRACKS: SMALL, CARDS: SMALL, PLAYERS: SMALL,
         LABELS: SMALL, FLOW_TEXT: SMALL, STATUS: FONT}  # fmt: skip


def flow_top(players: int, drop: float = 0.0) -> float:
    """The top of the carbon panel, right under the last power's row, at the board's bottom:
    a power not in play gets no row. (``drop``: how much taller the top band is, band_drop.)"""
    return PLAYER_TOP - drop - players * PLAYER_H


def legend_top(players: int, drop: float = 0.0) -> float:
    """The top of the key, under the top band whatever the table (``players`` kept for the
    callers that place things by the table)."""
    return LEGEND_TOP - drop


def player_top(seat: int, drop: float = 0.0) -> float:
    """The top of ``seat``'s row."""
    return PLAYER_TOP - drop - seat * PLAYER_H


def y_range(players: int, drop: float = 0.0) -> tuple[float, float]:
    return (round(flow_top(players, drop) - FLOW_H - 0.05, 3), 0.6)


def zoom(players: int, drop: float = 0.0) -> float:
    """How much larger than PX_PER_UNIT, its fonts and its marks the board is drawn: with
    more than one power, and with one where the top band is taller (``drop``: the window
    scaled that taller board up less, 1.18 times, and presenter mode's lines met)."""
    if players > 1:
        return ZOOM_MANY
    return ZOOM_ONE_TALL if drop else 1.0


def height(players: int, drop: float = 0.0) -> int:
    low, high = y_range(players, drop)
    return round((high - low) * PX_PER_UNIT * zoom(players, drop)) + 8


def flow_xs(bars: Sequence[tuple[int, int, int, str]], last: bool) -> list[float]:
    """The left edges of the carbon waterfall's ``bars`` (each with its label last): each
    label under its bar, as wide as it grows to 18 px, FLOW_GAP from the next one's, and the
    bars at least FLOW_PITCH apart; the first label inside the board. With ``last`` the last
    bar's label stands right of it and takes no room under it."""
    halves = [max(width_18(line) for line in bar[3].split("<br>")) / 2 for bar in bars]
    if last:
        halves[-1] = 0.0
    xs = [max(FLOW_X, 0.5 + halves[0] - FLOW_W / 2)]
    for left, right in pairwise(halves):
        xs.append(xs[-1] + max(FLOW_PITCH, left + right + FLOW_GAP))
    return xs


def wrapped(text: str, width: int) -> str:
    """``text`` broken at spaces into lines of at most ``width`` characters (a longer word
    keeps its line), joined by plotly's line breaks."""
    return "<br>".join(textwrap.wrap(text, width, break_long_words=False))


def text_width(text: str) -> float:
    """About how wide ``text`` is drawn at the board's small size, in units."""
    return len(text) * CHAR_W


def width_18(text: str) -> float:
    """How wide ``text`` (one line) is grown to 18 px in presenter mode, in units."""
    return text_ems(text) * EM_18


def wrapped_to(text: str, ems: float) -> str:
    """``text`` broken at spaces into lines of at most ``ems`` ems each (a longer word keeps
    its line), joined by plotly's line breaks."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_ems(f"{lines[-1]} {word}") <= ems:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "<br>".join(lines)


def project_heights(names: Sequence[str], kept: int) -> list[float]:
    """The heights of the Global Projects' column's items, one under the other: each card as
    high as its name's lines at 18 px (a card's room at least), and, with cards on offer
    (``names`` past the ``kept`` ones), the offer's heading, a line of its own between the
    kept and the offered cards (side by side their names would run into each other)."""
    lines = [name.count("<br>") + 1 for name in names]
    heights = [max(CARD_ROOM, count * LINE_18 + NAME_SPACE) for count in lines]
    if len(names) > kept:
        heights.insert(kept, LINE_18 + CARD_TOUCH)
    return heights


def band_drop(heights: Sequence[float]) -> float:
    """How much taller than its own the top band is drawn for the Global Projects' column of
    ``heights`` (see project_heights): none while the first stands at FIRST_Y and the last
    ends above PROJECTS_LOWEST, else what it lacks. (Four kept, the offer's heading and two
    offered cards with two-line names at 18 px need 9.4 units of the band's 7.25, 8.5 with no
    space between two names: pressed together, their names came into each other, issue 44.)"""
    if not heights:
        return 0.0
    over = sum(heights) - heights[0] / 2 - (FIRST_Y - PROJECTS_LOWEST)
    return round(max(0.0, over), 2)


def stacked(heights: Sequence[float], top: float) -> list[float]:
    """The centres of items of ``heights`` one under the other from ``top`` (the first one's
    centre), each just clear of the one above."""
    centres, y = [top], top
    for above, below in pairwise(heights):
        y -= (above + below) / 2
        centres.append(y)
    return centres[: len(heights)]


def crisis_pitch(count: int) -> float:
    """How far apart the crises in play stand: closer when there are more than fit."""
    if count <= CRISIS_ROWS:
        return CARD_PITCH
    return (FIRST_Y - CRISIS_LOWEST) / (count - 1)


def crisis_size(count: int) -> int:
    """A crisis card's size in pixels: smaller when the crises stand closer together."""
    return min(CARD_SIZE, round(crisis_pitch(count) * 22))


def say(text: str, /, **params) -> Msg:
    """A text of the board: the game's message ``daybreak-board-<text>``."""
    return Msg("daybreak-board-" + text, **params)


def yes(flag: bool) -> str:
    """A yes/no parameter of a board message (Fluent selects on strings)."""
    return "yes" if flag else "no"


# ----- the traces, in order: what never changes of each ------------------------------------
def _marks(name: str, size: int, font: int = SMALL) -> dict[str, Any]:
    """A trace of board elements: square marks (a point may say another symbol), their
    words on them."""
    return look(
        name,
        "markers+text",
        centre=True,
        textfont=text_font(font, palette.TEXT),
        marker=dict(size=size, symbol="square", line=dict(color=palette.INK, width=1)),
    )


def _bars(name: str, fill: str) -> dict[str, Any]:
    """A kind of the carbon waterfall's bars: filled outlines, one after another."""
    line = dict(color=palette.INK, width=1)
    return look(name, "lines", click=False, fill="toself", fillcolor=fill, line=line)


def _words(name: str, colour: str, **props) -> dict[str, Any]:
    """A trace of texts only, in the board's small font."""
    font = text_font(SMALL, colour)
    return look(name, "text", click=False, textfont=font, **props)


LOOKS = (
    *RING_LOOKS,  # RING_EDGE, RING, PICKED: under everything (see RING_EDGE)
    _marks("thermometer", MARKS[THERM]),  # THERM
    _marks("sinks", MARKS[SINKS], FONT),  # SINKS
    _marks("round tracker", MARKS[ROUND]),  # ROUND
    _marks("planetary tracks", MARKS[TRACKS]),  # TRACKS
    _marks("cards", CARD_SIZE),  # CARDS
    _marks("players", MARKS[PLAYERS]),  # PLAYERS
    # The texts are not clipped at the plot's edges: in presenter mode a long line (the
    # key's) grows towards the board's edge, and clipped it lost its first letters.
    _words("labels", palette.TEXT_MUTED, cliponaxis=False),  # LABELS
    look(  # TOKENS
        "communities in crisis",
        click=False,
        marker=dict(size=TOKEN_SIZE, symbol="circle", line=dict(color=palette.INK, width=1)),
    ),
    _bars("carbon emitted", FILL_UP),  # UP
    _bars("carbon sequestered", FILL_DOWN),  # DOWN
    _bars("carbon to the thermometer", FILL_HEAT),  # HEAT
    _words("carbon labels", palette.TEXT),  # FLOW_TEXT
    look(  # STATUS
        "status",
        "text",
        click=False,
        x=[0.3],
        y=[TOP + 0.1],
        textposition="middle right",
        textfont=text_font(FONT, palette.TEXT),
    ),
)
assert len(LOOKS) == TRACE_COUNT

#: The traces of board elements, each point with its id, place, text, hover, colour, symbol
#: and size (only a card sends its own size: hand cards and tuck tabs are smaller, and so are
#: many crises; the others' marks are all of a size, MARKS).
MARKED = (THERM, SINKS, ROUND, TRACKS, CARDS, PLAYERS)


def panels(players: int, drop: float = 0.0) -> list[dict[str, Any]]:
    """The board's panels: the top band (``drop`` taller, band_drop), a row per power in play,
    the carbon panel and the key."""
    right = X_RANGE[1] - 0.1
    shapes = [rect(0.1, BAND_BOTTOM - drop, right, BAND_TOP, SKY, ROW_LINE)]
    for seat in range(players):
        top = player_top(seat, drop)
        shapes.append(rect(0.1, top - ROW_H, right, top, ROW_FILL, ROW_LINE))
    low = flow_top(players, drop)
    shapes.append(rect(0.1, low - FLOW_H, right, low, "#FFFFFF", ROW_LINE))
    legend = legend_top(players, drop) - 0.1
    shapes.append(rect(0.1, legend - LEGEND_H + 0.1, right, legend, LEGEND_FILL, ROW_LINE))
    return shapes


class View(BoardView):
    """Daybreak drawn with plotly (layout: see the module docstring). Every text it shows is a
    message of the game's catalogue (``daybreak-board-...``), written in ``self.language``."""

    modebar = False

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self._drop = 0.0  # how much taller the top band is drawn (band_drop)
        self.example_note = say("example-note")  # rendered by the dashboard in its language
        self._scene: dict[str, Point] = {}
        self._scene_of: Any = None

    def words(self, text: Msg | str) -> str:
        """A text of the board in the view's language."""
        return render(text, self.language)

    def said(self, text: str, /, **params) -> str:
        """The board's message ``text`` in the view's language."""
        return self.words(say(text, **params))

    def listed(self, parts: Iterable[Msg | str]) -> str:
        """Parts joined by commas, in the view's language ("" for none)."""
        words = [self.words(part) for part in parts]
        joined = words[-1] if words else ""
        for head in reversed(words[:-1]):
            joined = self.said("list", head=head, tail=joined)
        return joined

    # ----- where things are -----------------------------------------------------------------
    @staticmethod
    def cell_xy(row: int, col: int) -> Point:
        return _r((THERM_X + col * CELL_W, THERM_Y + row * CELL_H))

    def player_top(self, seat: int) -> float:
        return player_top(seat, self._drop)

    def line_y(self, seat: int, line: int) -> float:
        """The height of a player's ``line``-th stack or hand line."""
        return self.player_top(seat) - LINE_Y - line * LINE_PITCH

    def stack_xy(self, seat: int, index: int) -> Point:
        return _r((STACK_X, self.line_y(seat, index)))

    def tuck_xy(self, seat: int, index: int) -> Point:
        return _r((STACK_X + TAB_DX, self.line_y(seat, index)))

    def locate(self, state, element_id: str) -> Point:
        """Where ``element_id`` is drawn for ``state``: the element itself, or the group it
        belongs to when it has left (a crisis cancelled: the crises). KeyError if neither."""
        return place_of(self.scene(state), element_id)

    def scene(self, state) -> dict[str, Point]:
        if self._scene_of is not state:
            self._gather(state)
        return self._scene

    # ----- the figure -----------------------------------------------------------------------
    def build(self, state=None) -> go.FigureWidget:
        players = state.players if state is not None else 4
        drop = band_drop(self._project_column(state)[1]) if state is not None else 0.0
        ranges = (X_RANGE, y_range(players, drop))
        layout = board_layout(
            height(players, drop), *ranges, palette.PAGE, FONT, panels(players, drop)
        )
        return self._figure(LOOKS, layout, state)

    # ----- gathering what a state shows -----------------------------------------------------
    def _gather(self, state) -> None:
        """Collect every point ``state`` shows, trace by trace, and where each element is."""
        self._column = self._project_column(state)
        self._drop = band_drop(self._column[1])
        self._zoom = zoom(state.players, self._drop)
        # One row a point (a draw gathers a few hundred), sent column by column (_send_marks).
        self._marked: dict[int, list[tuple]] = {trace: [] for trace in MARKED}
        # A label is its place, its words and where they stand from it; a Community in
        # Crisis token its place and colour (plain lists: a draw gathers a few hundred).
        self._labels: list[tuple[Point, str, str]] = []
        self._tokens: list[tuple[Point, str]] = []
        self._at: dict[str, Point] = {}
        self._thermometer(state)
        self._sinks(state)
        self._rounds(state)
        self._drawdown(state)
        self._tracks(state)
        self._crises(state)
        self._projects(state)
        for seat in range(state.players):
            self._player(state, seat)
        self._flow = self._carbon(state)
        self._legend(state)
        self._scene, self._scene_of = self._at, state

    def _mark(self, trace, element, p, text, fill, hover, symbol="square", size=CARD_SIZE):
        """One board element of ``trace`` at ``p``, where a Step's ring finds it too."""
        p = _r(p)
        # Never an empty text: a point drawn without text got none when a later update gave
        # it one (seen after loading a scenario: the stacks' numbers and the counts went
        # blank).
        row = (element, p, text or BLANK, hover, fill, symbol, size)
        self._marked[trace].append(row)
        self._at[element] = p

    def _label(self, p: Point, text: str, where: str = "middle right") -> None:
        self._labels.append((_r(p), text, where))

    def _legend(self, state) -> None:
        """What each mark that is not a word means, in words, one line a part of the board."""
        top = legend_top(state.players, self._drop) - 0.1
        for i in range(LEGEND_LINES):
            self._label((0.5, top - 0.4 - i * LEGEND_PITCH), self.said(f"legend-{i + 1}"))

    def _thermometer(self, state) -> None:
        spaces = n.thermometer_spaces(state.therm, state.players)
        for row in range(8):
            for col in range(4):
                text = ""
                if col >= state.players:
                    fill, hover = UNUSED, self.said("no-column")
                elif row < state.bands:
                    fill, hover = BAND, self.said("band", row=row + 1)
                elif row == state.bands:
                    cubes = spaces[col]
                    text = str(cubes) if cubes else ""
                    fill = "#D9D9D9" if cubes else EMPTY
                    hover = self.said("open-row", cubes=cubes)
                else:
                    fill, hover = EMPTY, self.said("empty-row", row=row + 1)
                self._mark(THERM, n.THERMOMETER, self.cell_xy(row, col), text, fill, hover)
        self._at[n.THERMOMETER] = self.cell_xy(max(0, min(state.bands, 7)), 0)
        self._label((THERM_X - 0.45, HEAD_Y), self.said("bold", text=say("thermometer")))
        self._label(
            (THERM_X - 0.45, THERM_Y - 0.74),
            self.said("thermometer-count", bands=state.bands, cubes=state.therm),
        )

    def _sinks(self, state) -> None:
        rows = (
            (n.RECENT, self.said("recent"), state.recent, CUBES),
            (n.TREES, self.said("trees"), state.trees, TREE),
            (n.OCEANS, self.said("oceans"), state.oceans, OCEAN),
            (n.DAC, self.said("dac"), state.dac, DAC),
        )
        for i, (element, name, count, fill) in enumerate(rows):
            p = _r((SINK_X, SINK_Y - i * SINK_PITCH))
            hover = self.said("sink", name=name, count=count)
            self._mark(SINKS, element, p, f"<b>{count}</b>", fill, hover)
            # Clear of the 30 px box; two short lines leave the Planetary Effects more room
            # (at 0.85 "Emissions" came within 2 px of the "1 Weather" track at 18 px).
            self._label((SINK_X + 0.8, p[1]), wrapped(name, SINK_WRAP))

    def _drawdown(self, state) -> None:
        if state.drawdown:  # under the sinks it is about
            self._label((SINK_X - 0.35, SINK_Y - 3 * SINK_PITCH - 1.2), self.said("drawdown"))

    def _rounds(self, state) -> None:
        """The round tracker, under the Planetary Effects: the current round's space filled."""
        for r in range(1, 7):
            p = _r((TRACK_X + (r - 1) * 0.8, PILE_Y))
            current = r == state.round
            fill = TOKEN if current else EMPTY
            hover = self.said("round-space", round=r, now=yes(current))
            self._mark(ROUND, n.ROUND, p, str(r), fill, hover, "circle")
        # The element stands on the current round's space (or on none before the first).
        if 1 <= state.round <= 6:
            self._at[n.ROUND] = _r((TRACK_X + (state.round - 1) * 0.8, PILE_Y))
        else:
            self._at.pop(n.ROUND, None)
        # Further left than the track names: the round's circles are wider than the spaces.
        self._label((TRACK_X - 0.75, PILE_Y), self.said("round"), "middle left")

    def _tracks(self, state) -> None:
        for i, track in enumerate(self.game.world.tracks):
            y = TRACK_Y - i * TRACK_PITCH
            # A short name fits left of the spaces (ending there, whatever its length); the
            # full name is in the hovers.
            short = say(f"track-{track.key}")
            label = self.said("track-label", face=track.face, short=short)
            self._label((TRACK_X - LABEL_GAP, y), label, "middle left")
            element = n.track_id(track.key)
            for space in range(1, track.length + 1):
                tipping = space in track.tipping
                here = state.tokens[i] == space
                fill = TOKEN if here else TIPPING if tipping else EMPTY
                hover = self.said(
                    "track-space",
                    track=track.name,
                    space=space,
                    length=track.length,
                    tipping=yes(tipping),
                    here=yes(here),
                )
                p = (TRACK_X + (space - 1) * 0.9, y)
                symbol = "diamond" if tipping else "square"
                self._mark(TRACKS, element, p, "●" if here else "", fill, hover, symbol)
            self._at[element] = _r((TRACK_X, y))  # a track is found at its first space
        # Above the track names, which start about three units left of the spaces (at 3.6
        # left of them "Recent Emissions" beside it kept it at 17.4 px in presenter mode).
        self._label((TRACK_X - 3.2, HEAD_Y), self.said("bold", text=say("effects")))

    def _crises(self, state) -> None:
        self._label((CRISIS_X - 0.58, HEAD_Y), self.said("bold", text=say("crises")))
        # Where a crisis that left is ringed: left of the heading, not over its word.
        self._at["crisis"] = _r((CRISIS_X - GROUP_DX, HEAD_Y - 0.05))
        # One column: a second one would not leave the Global Projects' names room.
        pitch, size = crisis_pitch(len(state.crises)), crisis_size(len(state.crises))
        x, gap = CRISIS_X, CARD_GAP
        if pitch < CARD_PITCH:
            x, gap = CROWDED_X, size / 2 / 24 + CROWDED_GAP
        for i, code in enumerate(state.crises):
            card = self.game.crisis[code]
            p = (x, FIRST_Y - i * pitch)
            tucked = state.crisis_tucks[i]
            # On the card: how many cards are tucked behind it (the legend says so); beside
            # it, its whole name (the longest, 18 characters, fits before the projects).
            text = str(len(tucked)) if tucked else ""
            fill = PASSIVE if card.passive else CRISIS
            hover = self._crisis_hover(card, tucked)
            self._mark(CARDS, n.crisis_id(card.key), p, text, fill, hover, size=size)
            # On two lines while the crises stand a card apart: in presenter mode a name grows,
            # and on one line the longest ran into the Global Projects' cards.
            name = wrapped(card.name, CRISIS_WRAP) if pitch >= CARD_PITCH else card.name
            label = self.said("crisis-label", name=name, passive=yes(card.passive))
            self._label((p[0] + gap, p[1]), label)
        deck = self.said("crisis-deck", deck=len(state.crisis_deck), facedown=state.facedown)
        self._mark(CARDS, n.CRISIS_DECK, (CRISIS_X, PILE_Y), str(state.facedown), FACE_DOWN, deck)
        self._label((CRISIS_X + CARD_GAP, PILE_Y), self.said("face-down"))

    def _crisis_hover(self, card, tucked) -> str:
        """A crisis in words: its name, what it does and how far it is from cancelled."""
        return self.said(
            "crisis-hover",
            name=card.name,
            passive=yes(card.passive),
            effect=self._crisis_text(card),
            have=self.game.tag_count(tucked, card.counter),
            cancel=card.cancel,
            tag=card.counter,
        )

    def _crisis_text(self, card) -> Msg:
        """What a crisis does, in words (its effect's message)."""
        amount = say("amount", amount=card.amount, per_band=yes(card.per_band))
        effect = say(f"crisis-{card.effect}", amount=amount, tag=card.tag or "")
        return say("reduced", effect=effect) if card.reduced else effect

    def _projects(self, state) -> None:
        game = self.game
        self._label((PROJECT_X - 0.58, HEAD_Y), self.said("bold", text=say("projects")))
        self._at["project"] = _r((PROJECT_X - GROUP_DX, HEAD_Y - 0.05))
        kept = [game.globals[code] for code in state.projects]
        offered = [game.globals[code] for code in state.offer]
        # The kept ones, then the heading of the two on offer and those two, one under the
        # other, each as high as its name's lines at 18 px (the band grows for them: _gather),
        # the heading starting at the cards' left edge (further left it met the crises' names).
        names, heights = self._column
        places = stacked(heights, FIRST_Y)
        if offered:
            offer_y = places.pop(len(kept))
            self._label((PROJECT_X - CARD_EDGE, offer_y), self.said("on-offer"))
        for i, gp in enumerate(kept):
            tucked = state.project_tucks[i]
            needs = self.listed(
                say("progress", have=game.tag_count(tucked, t), need=k, tag=t) for t, k in gp.needs
            )
            hover = self.said(
                "project-hover", name=gp.name, needs=needs, effect=self._effect_text(gp)
            )
            text = str(len(tucked)) if tucked else ""
            p = (PROJECT_X, places[i])
            self._project(n.project_id(gp.key), p, text, PROJECT, hover, names[i])
        # An offered project that left is ringed where the offered ones stand, under the
        # heading (a ring on the heading hid its words).
        if offered:
            self._at["offer"] = _r((PROJECT_X, places[len(kept)]))
        else:  # (after the team kept one: under the kept ones, where the offer stood)
            last = places[-1] if places else FIRST_Y + PROJECT_PITCH
            self._at["offer"] = _r((PROJECT_X, last - 2 * OFFER_DROP))
        for i, gp in enumerate(offered):
            needs = self.listed(say("need", need=k, tag=t) for t, k in gp.needs)
            hover = self.said(
                "offer-hover", name=gp.name, needs=needs, effect=self._effect_text(gp)
            )
            p = (PROJECT_X, places[len(kept) + i])
            self._project(n.offer_id(gp.key), p, "", OFFER, hover, names[len(kept) + i])

    def _project_column(self, state) -> tuple[list[str], list[float]]:
        """The names of the Global Projects kept and offered, in lines that end short of the
        board's edge at 18 px, and the heights of the column's items (project_heights)."""
        codes = (*state.projects, *state.offer)
        names = [wrapped_to(self.game.globals[code].name, PROJECT_EMS) for code in codes]
        return names, project_heights(names, len(state.projects))

    def _project(self, element: str, p: Point, text: str, fill: str, hover: str, name: str):
        """A Global Project's card, kept or on offer, its name (in lines) beside it."""
        self._mark(CARDS, element, p, text, fill, hover)
        label = self.said("project-label", name=name)
        self._label((p[0] + CARD_GAP, round(p[1], 3)), label)

    @staticmethod
    def _effect_text(card) -> Msg:
        """What a project's action or effect does, in words (its effect's message)."""
        sector = getattr(card, "sector", "")
        return say(f"effect-{card.effect}", amount=card.amount, sector=sector)

    def _player(self, state, seat: int) -> None:
        """A power's row: its markers and three lines, its Communities in Crisis, its stacks
        and its hand."""
        top = self.player_top(seat)
        name = self.words(self.game.power_name(seat, state))
        self._power(state, seat, name)
        # Three lines right of the power's two markers (clear of them), the first two beside
        # the markers they are about.
        done = state.done[seat] and state.stage == "local"
        self._label((TEXT_X, top - 0.58), self.said("player-label", player=name, done=yes(done)))
        energy = dict(demand=state.demand[seat], clean=state.clean[seat], dirty=state.dirty[seat])
        self._label((TEXT_X, top - 1.4), self.said("energy-label", **energy))
        emissions = sum(state.emissions[seat])
        self._label(
            (TEXT_X, top - 1.4 - LINE_PITCH),
            self.said("emissions-label", emissions=emissions, resilience=state.resilience[seat]),
        )
        self._communities(state, seat)
        self._stacks(state, seat)
        self._hand(state, seat)

    def _power(self, state, seat: int, name: str) -> None:
        """A power's two markers: its colour and shape (its emissions by sector in the hover),
        and its energy (the figures in the hover)."""
        top = self.player_top(seat)
        style = palette.seat_style("", seat)
        em = self.listed(
            say("sector", sector=s, value=v)
            for s, v in zip(SECTORS, state.emissions[seat], strict=True)
        )
        head = _r((0.55, top - 0.58))
        hover = self.said("player-hover", player=name, emissions=em)
        self._mark(PLAYERS, n.player_id(seat), head, "", style.fill, hover, style.symbol)
        self._at[n.done_id(seat)] = head
        demand, clean, dirty = state.demand[seat], state.clean[seat], state.dirty[seat]
        hover = self.said(
            "energy-hover", total=clean + dirty, demand=demand, clean=clean, dirty=dirty
        )
        # The energy line and the next are a LINE_PITCH apart.
        self._mark(PLAYERS, n.energy_id(seat), (0.55, top - 1.4), "", "#F0E442", hover, "circle")

    def _communities(self, state, seat: int) -> None:
        """A power's Communities in Crisis: their count over twelve tokens, four to a row."""
        top, count = self.player_top(seat), state.communities[seat]
        hover = self.said("communities", count=count)
        cic = (TOKEN_X + 0.63, top - 0.58)  # over the middle of the tokens' rows
        self._mark(PLAYERS, n.communities_id(seat), cic, str(count), COMMUNITY, hover, "circle")
        for i in range(12):
            col, row = n.community_slot(i)
            p = _r((TOKEN_X + col * 0.42, top - 1.22 - row * 0.41))
            self._tokens.append((p, COMMUNITY if i < count else EMPTY))

    def _stacks(self, state, seat: int) -> None:
        """One line a stack: its number (grey once used up), its tab (the cards tucked behind
        it) and its top card's name, with how many cards that card covers; then the new-stack
        slot while there is room for one."""
        stacks = state.stacks[seat]
        for i, stack in enumerate(stacks):
            cards, tucked = stack
            top = self.game.local[cards[-1]]
            uses = self.game.uses(state, seat, top.code)
            p = self.stack_xy(seat, i)
            fill = SPENT if uses >= top.limit else CARD
            hover = self._stack_hover(stack, i, uses)
            self._mark(CARDS, n.stack_id(seat, i + 1), p, str(i + 1), fill, hover, size=LINE_SIZE)
            tab = self.said("tuck", stack=i + 1, played=len(cards), tucked=len(tucked))
            text = str(len(tucked)) if tucked else ""
            t = self.tuck_xy(seat, i)
            self._mark(CARDS, n.tuck_id(seat, i + 1), t, text, TAB, tab, size=TAB_SIZE)
            name = self.said("stack-label", name=top.name, covered=len(cards) - 1)
            self._label((STACK_X + NAME_DX, p[1]), name)
        if len(stacks) < 5:
            p = self.stack_xy(seat, len(stacks))
            hover = self.said("new-stack")
            self._mark(CARDS, n.new_stack_id(seat), p, "+", EMPTY, hover, size=LINE_SIZE)
            self._label((STACK_X + NAME_DX, p[1]), self.said("new-stack-label"))
        self._at[f"stack:{seat}"] = self.stack_xy(seat, 0)

    def _stack_hover(self, stack, index: int, uses: int) -> str:
        """A stack in words: its top card, what its action does with the bonus of the cards
        under it, how often it was used, its symbols and the cards it covers."""
        game = self.game
        cards, _ = stack
        top = game.local[cards[-1]]
        tags = game.stack_tags(stack)
        hover = self.said(
            "stack-hover",
            stack=index + 1,
            name=top.name,
            effect=self._effect_text(top),
            bonus=game.action_amount(stack) - top.amount,
            uses=uses,
            limit=top.limit,
            symbols=self.listed(
                say("count", count=tags.count(t), tag=t) for t in sorted(set(tags))
            ),
            covered=self.listed(game.local[c].name for c in reversed(cards[:-1])) or say("none"),
        )
        if not top.requires:
            return hover
        needs = self.listed(say("need", need=k, tag=t) for t, k in top.requires)
        return self.said("stack-needs", hover=hover, needs=needs)

    def _hand(self, state, seat: int) -> None:
        """The hand: its heading, then each card by its name after a small card (the point to
        click), flowing line by line, each name measured as it is grown to 18 px in presenter
        mode; what does not fit ends in "+n more"."""
        hand = state.hands[seat]
        heading = (HAND_X, self.line_y(seat, 0))
        hand_word = self.said("hand")
        self._label(heading, hand_word)
        x, line = HAND_X + width_18(hand_word) + ITEM_GAP, 0
        self._at[f"hand:{seat}"] = _r((x + HAND_MARK_DX, heading[1]))
        if not hand:
            self._label((x, heading[1]), self.said("hand-empty"))
        for i, code in enumerate(hand):
            card = self.game.local[code]
            width = HAND_NAME_DX + width_18(card.name)
            more = self.said("more", count=len(hand) - i)
            if x + width > HAND_RIGHT:
                x, line = HAND_X, line + 1
            last_line = line == HAND_LINES - 1
            # On the last line, keep room for "+n more" unless this is the last card.
            if line >= HAND_LINES or (
                last_line and i < len(hand) - 1 and x + width + width_18(more) > HAND_RIGHT
            ):
                if line >= HAND_LINES:
                    x, line = HAND_RIGHT - width_18(more), HAND_LINES - 1
                self._label((x, self.line_y(seat, line)), more)
                break
            p = _r((x + HAND_MARK_DX, self.line_y(seat, line)))
            hover = self._card_hover(card)
            self._mark(CARDS, n.hand_id(seat, card.key), p, "", CARD, hover, size=TAB_SIZE)
            name = (x + HAND_NAME_DX, p[1])
            self._label(name, self.said("card-name", name=card.name))
            x += width + ITEM_GAP

    def _card_hover(self, card) -> str:
        """A card in hand in words: its theme, symbols, action, bonus, needs and limit."""
        needs = self.listed(say("need", need=k, tag=t) for t, k in card.requires)
        return self.said(
            "card-hover",
            name=card.name,
            theme=n.power(card.theme),
            symbols=self.listed(card.tags),
            effect=self._effect_text(card),
            bonus=card.bonus or "none",
            needs=needs or "none",
            limit=card.limit,
        )

    # ----- where the carbon went ----------------------------------------------------------
    def _carbon(self, state):
        """The waterfall of this round's Emissions stage: the outlines of its bars by kind
        (a None between two) and their labels."""
        shapes: dict[int, list[tuple[float | None, float | None]]] = {UP: [], DOWN: [], HEAT: []}
        labels: list[tuple[Point, str, str]] = []
        top = flow_top(state.players, self._drop)
        labels.append(((0.5, top - 0.4), self.said("carbon-title"), "middle right"))
        if not state.tally:
            labels.append(((0.5, top - 1.25), self.said("carbon-none"), "middle right"))
            return shapes, labels
        # The bars stand on base_y, their labels under them, clear of the panel's bottom line;
        # the tallest bar stays clear of the title.
        base_y = top - FLOW_H + FLOW_FOOT
        players = state.players
        cubes = state.tally[:players]
        sequestered, pulled, to_therm, bands = state.tally[players:]
        level = sum(cubes)
        # Cubes that were in Recent Emissions before the stage (a crisis's hazard cubes) went
        # to the sinks and the thermometer with the powers' own: a bar of their own, first.
        before = max(0, sequestered + to_therm - level)
        total = before + level
        # As tall as the tallest bar allows: a Drawdown late in a game takes more off the
        # thermometer than the powers emitted ("drawdown −3" after 2 cubes grew 3.5 units
        # out of the panel, over the title), and cubes that were in Recent Emissions make the
        # sinks take more than the powers put in (their bar reached under the panel's base).
        scale = FLOW_BAR / max(total, pulled, 1)
        bars: list[tuple[int, int, int, str]] = []  # (trace, low, high, label)
        if before:
            bars.append((UP, 0, before, self.said("carbon-power", power=self.said("recent"),
                                                  count=before)))  # fmt: skip
        level = before
        for seat, count in enumerate(cubes):
            name = self.words(self.game.power_name(seat, state))
            bars.append(
                (UP, level, level + count, self.said("carbon-power", power=name, count=count))
            )
            level += count
        bars.append(
            (DOWN, total - sequestered, total, self.said("carbon-sinks", count=sequestered))
        )
        if pulled:  # the bands it broke are the thermometer's (nothing went onto it)
            bars.append((DOWN, 0, pulled, self.said("carbon-drawdown", count=pulled)))
        else:
            heat = self.said("carbon-heat", count=to_therm, bands=bands)
            bars.append((HEAT, 0, to_therm, wrapped(heat, HEAT_WRAP)))
        last = bars[-1][0] == HEAT  # its label right of it: under it, it met its neighbour's
        for (trace, low, high, text), x in zip(bars, flow_xs(bars, last), strict=True):
            y0, y1 = base_y + low * scale, base_y + high * scale
            if high > low and y1 - y0 < FLOW_THIN:  # a few cubes of many: a bar, not a line
                y0 = max(base_y, y1 - FLOW_THIN)
                y1 = y0 + FLOW_THIN
            shapes[trace].extend(
                [(x, y0), (x + FLOW_W, y0), (x + FLOW_W, y1), (x, y1), (x, y0), (None, None)]
            )
            if trace == HEAT:
                labels.append(((x + FLOW_W + 0.2, base_y + 0.2), text, "middle right"))
            else:
                labels.append(((x + FLOW_W / 2, base_y - FLOW_LABEL), text, "middle center"))
        return shapes, labels

    # ----- drawing --------------------------------------------------------------------------
    def paint(self, state: DaybreakState, highlight: Marks, selected: Marks) -> None:
        self._gather(state)
        self._draw_scale(state.players)
        self._send_marks()
        self._send_texts(LABELS, self._labels)
        tokens = self._tokens
        self._points(TOKENS, (p for p, _ in tokens), marker_color=(c for _, c in tokens))
        shapes, labels = self._flow
        for trace in (UP, DOWN, HEAT):
            self._put(
                trace, "x", tuple(None if x is None else round(x, 3) for x, _ in shapes[trace])
            )
            self._put(
                trace, "y", tuple(None if y is None else round(y, 3) for _, y in shapes[trace])
            )
        self._send_texts(FLOW_TEXT, labels)
        self._put(STATUS, "text", (self.status_text(state),))
        # (Rings keep their size when the board is drawn larger: a ring of 34 px still
        # rounds a card of 32 px, as it rounded one of 27 px.)
        rings = (RING_EDGE, RING, PICKED)
        self._draw_rings(rings, highlight, selected, self.located(state), lambda _: RING_SIZE)

    def _draw_scale(self, players: int) -> None:
        """The board's height, panels, fonts and marks for the powers in play: only they get
        a row (the figure is as tall as they need), and more than one draw it larger."""
        put = self._put
        drop = self._drop
        put("layout", "height", height(players, drop))
        put("layout", "yaxis.range", list(y_range(players, drop)))
        put("layout", "shapes", tuple(panels(players, drop)))
        z = zoom(players, drop)
        for trace, size in FONTS.items():
            put(trace, "textfont.size", round(size * z, 1))
        for trace, size in MARKS.items():
            put(trace, "marker.size", round(size * z, 1))

    def _send_marks(self) -> None:
        """Queue the board elements gathered, trace by trace."""
        for trace, rows in self._marked.items():
            ids, xy, text, hover, fill, symbol, size = list(zip(*rows, strict=True)) or [()] * 7
            columns = dict(text=text, hovertext=hover, marker_color=fill, marker_symbol=symbol)
            if trace == CARDS:
                columns["marker_size"] = tuple(round(px * self._zoom, 1) for px in size)
            self._points(trace, xy, ids, **columns)

    def _send_texts(self, trace: int, labels: Sequence[tuple[Point, str, str]]) -> None:
        """Queue a trace of texts: each label's place, words and where they stand from it."""
        self._points(
            trace,
            (p for p, _, _ in labels),
            text=(t for _, t, _ in labels),
            textposition=(w for _, _, w in labels),
        )

    def status_text(self, state) -> str:
        game = self.game
        if state.ended:
            return self.said("over", reason=game.reason(state))
        return self.said(
            "status",
            round=state.round,
            stage=say(f"stage-{state.stage}"),
            now=game.task_words(state),
            chance=yes(state.to_move == CHANCE),
        )
