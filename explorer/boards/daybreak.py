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
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import STILL, BoardView, Point, board_layout, ring_traces
from explorer.boards.base import rounded as _r
from explorer.boards.base import xs as _xs
from explorer.boards.base import ys as _ys
from rules.core import CHANCE, Game
from rules.core.messages import Msg, render
from rules.daybreak import names as n
from rules.daybreak.data import SECTORS

# ----- trace indices ------------------------------------------------------------------------
THERM, SINKS, ROUND, TRACKS, CARDS, PLAYERS, LABELS, TOKENS = range(8)
UP, DOWN, HEAT, FLOW_TEXT, STATUS = range(8, 13)
RING_EDGE, RING, PICKED = 13, 14, 15
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
BLANK = "\u00a0"  # a point's text when it says nothing (see _Points.add)
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
BAND_TOP, BAND_BOTTOM = -0.3, -8.68  # the top band's panel
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
CARD_PITCH = 1.15  # crises and projects, one under the other
GROUP_DX = 1.4  # a ring for a card that left the crises or projects: left of their heading
CRISIS_ROWS = 5  # more crises than this are drawn closer together (and smaller)
CRISIS_WRAP = 12  # characters a line of a crisis's name, while there is room for two lines
CRISIS_LOWEST = -6.7  # where the last of many crises may stand, clear of the face-down pile
PILE_Y = -7.98  # the face-down crises and the round tracker, at the bottom of the band
PROJECT_X = 23.5  # (at 23.8 "Loss and Damage Fund" at 18 px reached the right edge)
PROJECT_WRAP = 20  # characters a line of a Global Project's name beside its card (two lines)
# The key right under the top band, above the powers' rows: at the board's bottom, with two
# or more powers it began below the fold of a 1366 x 768 window (issue 44), and under the top
# band it stands beside the marks it mostly explains. LEGEND_TOP is the key's first line's
# top; its panel starts 0.1 under it, 0.15 under the band, as the rows stand apart.
LEGEND_TOP = BAND_BOTTOM - 0.05
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
HAND_X = 23.9  # the hand's heading; its cards' names flow right of it, line by line
# (at 21.5, and at 22.1 at an 18 px font, "Hand" met the longest stack line in presenter
# mode: "Direct Air Capture Hubs, over 1 card")
HAND_RIGHT = 29.1  # room for the last name to grow rightwards in presenter mode
HAND_LINES = 5
# About 0.25 units a character at the board's small text size (6.5 px at 26 px a unit) for
# the names' widths, a little more to be safe: a name runs into the next one otherwise.
CHAR_W = 0.255
ITEM_GAP = 0.55  # between a hand card's name and the next card
FLOW_H = 3.35  # the carbon panel
FLOW_BAR = 1.4  # its tallest bar (the powers' names under the bars take two lines)
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


def flow_top(players: int) -> float:
    """The top of the carbon panel, right under the last power's row, at the board's bottom:
    a power not in play gets no row."""
    return PLAYER_TOP - players * PLAYER_H


def legend_top(players: int) -> float:
    """The top of the key, under the top band whatever the table (``players`` kept for the
    callers that place things by the table)."""
    return LEGEND_TOP


def y_range(players: int) -> tuple[float, float]:
    return (round(flow_top(players) - FLOW_H - 0.05, 3), 0.6)


def zoom(players: int) -> float:
    """How much larger than PX_PER_UNIT, its fonts and its marks the board is drawn."""
    return 1.0 if players <= 1 else ZOOM_MANY


def height(players: int) -> int:
    low, high = y_range(players)
    return round((high - low) * PX_PER_UNIT * zoom(players)) + 8


def wrapped(text: str, width: int) -> str:
    """``text`` broken at spaces into lines of at most ``width`` characters (a longer word
    keeps its line), joined by plotly's line breaks."""
    return "<br>".join(textwrap.wrap(text, width, break_long_words=False))


def text_width(text: str) -> float:
    """About how wide ``text`` is drawn at the board's small size, in units."""
    return len(text) * CHAR_W


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


class _Points:
    def __init__(self) -> None:
        self.ids: list[str] = []
        self.xy: list[Point] = []
        self.text: list[str] = []
        self.fill: list[str] = []
        self.hover: list[str] = []
        self.symbol: list[str] = []
        self.size: list[int] = []

    def add(self, element, p, text, fill, hover, symbol="square", size=CARD_SIZE) -> None:
        self.ids.append(element)
        self.xy.append(_r(p))
        # Never empty: a point drawn without text got none when a later update gave it one
        # (seen after loading a scenario: the stacks' numbers and the counts went blank).
        self.text.append(text or BLANK)
        self.fill.append(fill)
        self.hover.append(hover)
        self.symbol.append(symbol)
        self.size.append(size)


class View(BoardView):
    """Daybreak drawn with plotly (layout: see the module docstring). Every text it shows is a
    message of the game's catalogue (``daybreak-board-...``), written in ``self.language``."""

    modebar = False

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.example_note = say("example-note")  # rendered by the dashboard in its language
        self._ids: list[list[str]] = [[] for _ in range(TRACE_COUNT)]
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

    @staticmethod
    def player_top(seat: int) -> float:
        return PLAYER_TOP - seat * PLAYER_H

    def line_y(self, seat: int, line: int) -> float:
        """The height of a player's ``line``-th stack or hand line."""
        return self.player_top(seat) - LINE_Y - line * LINE_PITCH

    def stack_xy(self, seat: int, index: int) -> Point:
        return _r((STACK_X, self.line_y(seat, index)))

    def tuck_xy(self, seat: int, index: int) -> Point:
        return _r((STACK_X + TAB_DX, self.line_y(seat, index)))

    def locate(self, state, element_id: str) -> Point:
        scene = self.scene(state)
        probe = element_id
        while probe:
            if probe in scene:
                return scene[probe]
            probe = probe.rpartition(":")[0]
        raise KeyError(f"{element_id!r} is not drawn on this board")

    def scene(self, state) -> dict[str, Point]:
        if self._scene_of is not state:
            self._gather(state)
        return self._scene

    def element_at(self, trace_index: int, point_index: int) -> str | None:
        ids = self._ids[trace_index] if 0 <= trace_index < len(self._ids) else []
        return ids[point_index] if 0 <= point_index < len(ids) else None

    # ----- static pieces --------------------------------------------------------------------
    def _shapes(self, players: int) -> list[dict[str, Any]]:
        def rect(x0, y0, x1, y1, fill, line=ROW_LINE):
            return dict(
                type="rect",
                x0=round(x0, 3),
                y0=round(y0, 3),
                x1=round(x1, 3),
                y1=round(y1, 3),
                fillcolor=fill,
                line=dict(color=line, width=1),
                layer="below",
            )

        right = X_RANGE[1] - 0.1
        shapes = [rect(0.1, BAND_BOTTOM, right, BAND_TOP, SKY)]
        for seat in range(players):
            top = self.player_top(seat)
            shapes.append(rect(0.1, top - ROW_H, right, top, ROW_FILL))
        low = flow_top(players)
        shapes.append(rect(0.1, low - FLOW_H, right, low, "#FFFFFF"))
        legend = legend_top(players) - 0.1
        shapes.append(rect(0.1, legend - LEGEND_H + 0.1, right, legend, LEGEND_FILL))
        return shapes

    # ----- the figure -----------------------------------------------------------------------
    def build(self, state=None) -> go.FigureWidget:
        click = dict(hoverinfo="text", showlegend=False)
        centre = dict(textposition="middle center")

        def markers(name, size, font=SMALL, **extra):
            return go.Scatter(
                name=name,
                mode="markers+text",
                **click,
                **centre,
                textfont=dict(size=font, color=palette.TEXT),
                marker=dict(size=size, symbol="square", line=dict(color=palette.INK, width=1)),
                **extra,
            )

        def shape(name, fill):
            return go.Scatter(
                name=name,
                mode="lines",
                fill="toself",
                fillcolor=fill,
                line=dict(color=palette.INK, width=1),
                **STILL,
            )

        traces = {
            THERM: markers("thermometer", MARKS[THERM]),
            SINKS: markers("sinks", MARKS[SINKS], FONT),
            ROUND: markers("round tracker", MARKS[ROUND]),
            TRACKS: markers("planetary tracks", MARKS[TRACKS]),
            CARDS: markers("cards", CARD_SIZE),
            PLAYERS: markers("players", MARKS[PLAYERS]),
            # The texts are not clipped at the plot's edges: in presenter mode a long line
            # (the key's) grows towards the board's edge, and clipped it lost its first letters.
            LABELS: go.Scatter(
                name="labels",
                mode="text",
                cliponaxis=False,
                **STILL,
                textfont=dict(size=SMALL, color=palette.TEXT_MUTED),
            ),
            TOKENS: go.Scatter(
                name="communities in crisis",
                mode="markers",
                **STILL,
                marker=dict(
                    size=TOKEN_SIZE, symbol="circle", line=dict(color=palette.INK, width=1)
                ),
            ),
            UP: shape("carbon emitted", FILL_UP),
            DOWN: shape("carbon sequestered", FILL_DOWN),
            HEAT: shape("carbon to the thermometer", FILL_HEAT),
            FLOW_TEXT: go.Scatter(
                name="carbon labels",
                mode="text",
                **STILL,
                textfont=dict(size=SMALL, color=palette.TEXT),
            ),
            STATUS: go.Scatter(
                name="status",
                mode="text",
                x=[0.3],
                y=[TOP + 0.1],
                textposition="middle right",
                **STILL,
                textfont=dict(size=FONT, color=palette.TEXT),
            ),
        }
        traces[RING_EDGE], traces[RING], traces[PICKED] = ring_traces()
        players = state.players if state is not None else 4
        layout = board_layout(
            height(players),
            X_RANGE,
            y_range(players),
            palette.PAGE,
            FONT,
            self._shapes(players),
        )
        plain = go.Figure(data=[traces[i] for i in range(TRACE_COUNT)], layout=layout)
        self._ids = [[] for _ in range(TRACE_COUNT)]
        return self._wrap(plain, state)

    # ----- gathering what a state shows -----------------------------------------------------
    def _gather(self, state) -> None:
        game = self.game
        self._points = {t: _Points() for t in (THERM, SINKS, ROUND, TRACKS, CARDS, PLAYERS)}
        self._labels: list[tuple[Point, str, str]] = []
        self._tokens: list[tuple[Point, str]] = []
        scene: dict[str, Point] = {}
        self._thermometer(state, scene)
        self._sinks(state, scene)
        self._tracks(state, scene)
        self._crises(state, scene)
        self._projects(state, scene)
        for seat in range(state.players):
            self._player(state, seat, scene)
        self._flow = self._carbon(state)
        self._legend(state)
        self._scene, self._scene_of = scene, state
        del game

    def _legend(self, state) -> None:
        """What each mark that is not a word means, in words, one line a part of the board."""
        top = legend_top(state.players) - 0.1
        for i in range(LEGEND_LINES):
            self._label((0.5, top - 0.4 - i * LEGEND_PITCH), self.said(f"legend-{i + 1}"))

    def _label(self, p: Point, text: str, where: str = "middle right") -> None:
        self._labels.append((_r(p), text, where))

    def _thermometer(self, state, scene) -> None:
        points = self._points[THERM]
        spaces = n.thermometer_spaces(state.therm, state.players)
        for row in range(8):
            for col in range(4):
                p = self.cell_xy(row, col)
                if col >= state.players:
                    points.add(n.THERMOMETER, p, "", UNUSED, self.said("no-column"))
                elif row < state.bands:
                    points.add(n.THERMOMETER, p, "", BAND, self.said("band", row=row + 1))
                elif row == state.bands:
                    cubes = spaces[col]
                    text = str(cubes) if cubes else ""
                    points.add(
                        n.THERMOMETER,
                        p,
                        text,
                        "#D9D9D9" if cubes else EMPTY,
                        self.said("open-row", cubes=cubes),
                    )
                else:
                    points.add(n.THERMOMETER, p, "", EMPTY, self.said("empty-row", row=row + 1))
        scene[n.THERMOMETER] = self.cell_xy(max(0, min(state.bands, 7)), 0)
        self._label((THERM_X - 0.45, HEAD_Y), self.said("bold", text=say("thermometer")))
        self._label(
            (THERM_X - 0.45, THERM_Y - 0.74),
            self.said("thermometer-count", bands=state.bands, cubes=state.therm),
        )

    def _sinks(self, state, scene) -> None:
        points = self._points[SINKS]
        rows = (
            (n.RECENT, self.said("recent"), state.recent, CUBES),
            (n.TREES, self.said("trees"), state.trees, TREE),
            (n.OCEANS, self.said("oceans"), state.oceans, OCEAN),
            (n.DAC, self.said("dac"), state.dac, DAC),
        )
        for i, (element, name, count, fill) in enumerate(rows):
            p = _r((SINK_X, SINK_Y - i * SINK_PITCH))
            points.add(
                element, p, f"<b>{count}</b>", fill, self.said("sink", name=name, count=count)
            )
            scene[element] = p
            # Clear of the 30 px box; two short lines leave the Planetary Effects more room
            # (at 0.85 "Emissions" came within 2 px of the "1 Weather" track at 18 px).
            self._label((SINK_X + 0.8, p[1]), wrapped(name, SINK_WRAP))
        rounds = self._points[ROUND]
        for r in range(1, 7):
            p = _r((TRACK_X + (r - 1) * 0.8, PILE_Y))
            current = r == state.round
            rounds.add(
                n.ROUND,
                p,
                str(r),
                TOKEN if current else EMPTY,
                self.said("round-space", round=r, now=yes(current)),
                "circle",
            )
            if current:
                scene[n.ROUND] = p
        # Further left than the track names: the round's circles are wider than the spaces.
        self._label((TRACK_X - 0.75, PILE_Y), self.said("round"), "middle left")
        if state.drawdown:  # under the sinks it is about
            self._label((SINK_X - 0.35, SINK_Y - 3 * SINK_PITCH - 1.2), self.said("drawdown"))

    def _tracks(self, state, scene) -> None:
        points = self._points[TRACKS]
        for i, track in enumerate(self.game.world.tracks):
            y = TRACK_Y - i * TRACK_PITCH
            # A short name fits left of the spaces (ending there, whatever its length); the
            # full name is in the hovers.
            short = say(f"track-{track.key}")
            label = self.said("track-label", face=track.face, short=short)
            self._label((TRACK_X - LABEL_GAP, y), label, "middle left")
            element = n.track_id(track.key)
            scene[element] = _r((TRACK_X, y))
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
                p = _r((TRACK_X + (space - 1) * 0.9, y))
                points.add(
                    element, p, "●" if here else "", fill, hover, "diamond" if tipping else "square"
                )
        # Above the track names, which start about three units left of the spaces (at 3.6
        # left of them "Recent Emissions" beside it kept it at 17.4 px in presenter mode).
        self._label((TRACK_X - 3.2, HEAD_Y), self.said("bold", text=say("effects")))

    def _crises(self, state, scene) -> None:
        game = self.game
        points = self._points[CARDS]
        self._label((CRISIS_X - 0.58, HEAD_Y), self.said("bold", text=say("crises")))
        # Where a crisis that left is ringed: left of the heading, not over its word.
        scene["crisis"] = _r((CRISIS_X - GROUP_DX, HEAD_Y - 0.05))
        # One column: a second one would not leave the Global Projects' names room.
        pitch, size = crisis_pitch(len(state.crises)), crisis_size(len(state.crises))
        for i, code in enumerate(state.crises):
            card = game.crisis[code]
            p = _r((CRISIS_X, FIRST_Y - i * pitch))
            tucked = state.crisis_tucks[i]
            counters = game.tag_count(tucked, card.counter)
            hover = self.said(
                "crisis-hover",
                name=card.name,
                passive=yes(card.passive),
                effect=self._crisis_text(card),
                have=counters,
                cancel=card.cancel,
                tag=card.counter,
            )
            # On the card: how many cards are tucked behind it (the legend says so); beside
            # it, its whole name (the longest, 18 characters, fits before the projects).
            points.add(
                n.crisis_id(card.key),
                p,
                str(len(tucked)) if tucked else "",
                PASSIVE if card.passive else CRISIS,
                hover,
                size=size,
            )
            scene[n.crisis_id(card.key)] = p
            # On two lines while the crises stand a card apart: in presenter mode a name grows,
            # and on one line the longest ran into the Global Projects' cards.
            name = wrapped(card.name, CRISIS_WRAP) if pitch >= CARD_PITCH else card.name
            label = self.said("crisis-label", name=name, passive=yes(card.passive))
            self._label((p[0] + CARD_GAP, p[1]), label)
        p = _r((CRISIS_X, PILE_Y))
        points.add(
            n.CRISIS_DECK,
            p,
            str(state.facedown),
            FACE_DOWN,
            self.said("crisis-deck", deck=len(state.crisis_deck), facedown=state.facedown),
        )
        scene[n.CRISIS_DECK] = p
        self._label((CRISIS_X + CARD_GAP, PILE_Y), self.said("face-down"))

    def _crisis_text(self, card) -> Msg:
        """What a crisis does, in words (its effect's message)."""
        amount = say("amount", amount=card.amount, per_band=yes(card.per_band))
        effect = say(f"crisis-{card.effect}", amount=amount, tag=card.tag or "")
        return say("reduced", effect=effect) if card.reduced else effect

    def _projects(self, state, scene) -> None:
        game = self.game
        points = self._points[CARDS]
        self._label((PROJECT_X - 0.58, HEAD_Y), self.said("bold", text=say("projects")))
        scene["project"] = _r((PROJECT_X - GROUP_DX, HEAD_Y - 0.05))
        for i, code in enumerate(state.projects):
            gp = game.globals[code]
            p = _r((PROJECT_X, FIRST_Y - i * CARD_PITCH))
            tucked = state.project_tucks[i]
            needs = self.listed(
                say("progress", have=game.tag_count(tucked, t), need=k, tag=t) for t, k in gp.needs
            )
            effect = self._effect_text(gp)
            hover = self.said("project-hover", name=gp.name, needs=needs, effect=effect)
            points.add(n.project_id(gp.key), p, str(len(tucked)) if tucked else "", PROJECT, hover)
            scene[n.project_id(gp.key)] = p
            self._label(
                (p[0] + CARD_GAP, p[1]),
                self.said("project-label", name=wrapped(gp.name, PROJECT_WRAP)),
            )
        # The two offered ones right under the kept ones (at most four while there is an
        # offer), under a heading of their own, one under the other: side by side their names
        # would run into each other.
        offer_y = FIRST_Y - len(state.projects) * CARD_PITCH + 0.25
        # An offered project that left is ringed where the offered ones stand, under the
        # heading (a ring on the heading hid its words).
        scene["offer"] = _r((PROJECT_X, offer_y - 0.88))
        for i, code in enumerate(state.offer):
            gp = game.globals[code]
            p = _r((PROJECT_X, offer_y - 0.88 - i * CARD_PITCH))
            needs = self.listed(say("need", need=k, tag=t) for t, k in gp.needs)
            effect = self._effect_text(gp)
            hover = self.said("offer-hover", name=gp.name, needs=needs, effect=effect)
            points.add(n.offer_id(gp.key), p, "", OFFER, hover)
            scene[n.offer_id(gp.key)] = p
            self._label(
                (p[0] + CARD_GAP, p[1]),
                self.said("project-label", name=wrapped(gp.name, PROJECT_WRAP)),
            )
        if state.offer:
            self._label((PROJECT_X - 0.58, offer_y), self.said("on-offer"))

    @staticmethod
    def _effect_text(card) -> Msg:
        """What a project's action or effect does, in words (its effect's message)."""
        sector = getattr(card, "sector", "")
        return say(f"effect-{card.effect}", amount=card.amount, sector=sector)

    def _player(self, state, seat: int, scene) -> None:
        game = self.game
        top = self.player_top(seat)
        name = self.words(game.power_name(seat, state))
        head = _r((0.55, top - 0.58))
        players = self._points[PLAYERS]
        style = palette.seat_style("", seat)
        em = self.listed(
            say("sector", sector=s, value=v)
            for s, v in zip(SECTORS, state.emissions[seat], strict=True)
        )
        hover = self.said("player-hover", player=name, emissions=em)
        players.add(n.player_id(seat), head, "", style.fill, hover, style.symbol)
        scene[n.player_id(seat)] = head
        done = state.done[seat] and state.stage == "local"
        # Three lines right of the power's two markers (clear of them), the first two beside
        # the markers they are about.
        self._label((TEXT_X, head[1]), self.said("player-label", player=name, done=yes(done)))
        energy = _r((0.55, top - 1.4))  # its line and the next are a LINE_PITCH apart
        demand, clean, dirty = state.demand[seat], state.clean[seat], state.dirty[seat]
        energy_words = dict(demand=demand, clean=clean, dirty=dirty)
        hover = self.said("energy-hover", total=clean + dirty, **energy_words)
        players.add(n.energy_id(seat), energy, "", "#F0E442", hover, "circle")
        scene[n.energy_id(seat)] = energy
        self._label((TEXT_X, energy[1]), self.said("energy-label", **energy_words))
        self._label(
            (TEXT_X, top - 1.4 - LINE_PITCH),
            self.said(
                "emissions-label",
                emissions=sum(state.emissions[seat]),
                resilience=state.resilience[seat],
            ),
        )
        scene[n.done_id(seat)] = head
        cic = _r((TOKEN_X + 0.63, top - 0.58))  # over the middle of the tokens' rows
        players.add(
            n.communities_id(seat),
            cic,
            str(state.communities[seat]),
            COMMUNITY,
            self.said("communities", count=state.communities[seat]),
            "circle",
        )
        scene[n.communities_id(seat)] = cic
        for i in range(12):
            col, row = n.community_slot(i)
            p = _r((TOKEN_X + col * 0.42, top - 1.22 - row * 0.41))
            self._tokens.append((p, COMMUNITY if i < state.communities[seat] else EMPTY))
        self._stacks(state, seat, scene)
        self._hand(state, seat, scene)

    def _stacks(self, state, seat: int, scene) -> None:
        game = self.game
        points = self._points[CARDS]
        stacks = state.stacks[seat]
        for i, stack in enumerate(stacks):
            cards, tucked = stack
            top = game.local[cards[-1]]
            tags = game.stack_tags(stack)
            counts = self.listed(
                say("count", count=tags.count(t), tag=t) for t in sorted(set(tags))
            )
            uses = game.uses(state, seat, top.code)
            below = self.listed(game.local[c].name for c in reversed(cards[:-1]))
            hover = self.said(
                "stack-hover",
                stack=i + 1,
                name=top.name,
                effect=self._effect_text(top),
                bonus=game.action_amount(stack) - top.amount,
                uses=uses,
                limit=top.limit,
                symbols=counts,
                covered=below or say("none"),
            )
            if top.requires:
                needs = self.listed(say("need", need=k, tag=t) for t, k in top.requires)
                hover = self.said("stack-needs", hover=hover, needs=needs)
            # One line a stack: its number (grey once used up), its tab (the cards tucked
            # behind it) and its top card's name, with how many cards that card covers.
            p = self.stack_xy(seat, i)
            spent = uses >= top.limit
            fill = SPENT if spent else CARD
            points.add(n.stack_id(seat, i + 1), p, str(i + 1), fill, hover, size=LINE_SIZE)
            scene[n.stack_id(seat, i + 1)] = p
            t = self.tuck_xy(seat, i)
            points.add(
                n.tuck_id(seat, i + 1),
                t,
                str(len(tucked)) if tucked else "",
                TAB,
                self.said("tuck", stack=i + 1, played=len(cards), tucked=len(tucked)),
                size=TAB_SIZE,
            )
            scene[n.tuck_id(seat, i + 1)] = t
            name = self.said("stack-label", name=top.name, covered=len(cards) - 1)
            self._label((STACK_X + NAME_DX, p[1]), name)
        if len(stacks) < 5:
            p = self.stack_xy(seat, len(stacks))
            points.add(n.new_stack_id(seat), p, "+", EMPTY, self.said("new-stack"), size=LINE_SIZE)
            scene[n.new_stack_id(seat)] = p
            self._label((STACK_X + NAME_DX, p[1]), self.said("new-stack-label"))
        scene[f"stack:{seat}"] = self.stack_xy(seat, 0)

    def _hand(self, state, seat: int, scene) -> None:
        """The hand, each card by its name after a small card (the point to click), flowing
        line by line right of the heading; what does not fit ends in "+n more"."""
        game = self.game
        points = self._points[CARDS]
        hand = state.hands[seat]
        heading = (HAND_X, self.line_y(seat, 0))
        self._label(heading, self.said("hand"), "middle left")
        x, line = HAND_X + 0.2, 0
        scene[f"hand:{seat}"] = _r((x + 0.2, heading[1]))
        if not hand:
            self._label((x, heading[1]), self.said("hand-empty"))
        for i, code in enumerate(hand):
            card = game.local[code]
            width = 0.4 + text_width(card.name)
            more = self.said("more", count=len(hand) - i)
            if x + width > HAND_RIGHT:
                x, line = HAND_X + 0.2, line + 1
            last_line = line == HAND_LINES - 1
            # On the last line, keep room for "+n more" unless this is the last card.
            if line >= HAND_LINES or (
                last_line and i < len(hand) - 1 and x + width + text_width(more) > HAND_RIGHT
            ):
                if line >= HAND_LINES:
                    x, line = HAND_RIGHT - text_width(more), HAND_LINES - 1
                self._label((x, self.line_y(seat, line)), more, "middle right")
                break
            p = _r((x + 0.2, self.line_y(seat, line)))
            needs = self.listed(say("need", need=k, tag=t) for t, k in card.requires)
            hover = self.said(
                "card-hover",
                name=card.name,
                theme=n.power(card.theme),
                symbols=self.listed(card.tags),
                effect=self._effect_text(card),
                bonus=card.bonus or "none",
                needs=needs or "none",
                limit=card.limit,
            )
            points.add(n.hand_id(seat, card.key), p, "", CARD, hover, size=TAB_SIZE)
            scene[n.hand_id(seat, card.key)] = p
            self._label((p[0] + 0.35, p[1]), self.said("card-name", name=card.name))
            x += width + ITEM_GAP

    # ----- where the carbon went ----------------------------------------------------------
    def _carbon(self, state):
        """The waterfall of this round's Emissions stage: rectangles per kind, and labels
        (position, text, text position)."""
        shapes: dict[int, list[tuple[float | None, float | None]]] = {UP: [], DOWN: [], HEAT: []}
        top = flow_top(state.players)
        # The bars stand on base_y, their labels under them, clear of the panel's bottom line;
        # the tallest bar stays clear of the title.
        base_y = top - FLOW_H + 1.25
        title = ((0.5, top - 0.4), self.said("carbon-title"), "middle right")
        labels: list[tuple[Point, str, str]] = [title]
        if not state.tally:
            labels.append(((0.5, top - 1.25), self.said("carbon-none"), "middle right"))
            return shapes, labels
        players = state.players
        cubes = state.tally[:players]
        sequestered, pulled, to_therm, bands = state.tally[players:]
        scale = FLOW_BAR / max(sum(cubes), 1)
        x, level = 1.2, 0

        def bar(trace: int, low: int, high: int, text: str, last: bool = False) -> None:
            y0, y1 = base_y + low * scale, base_y + high * scale
            shapes[trace].extend(
                [(x, y0), (x + 2.0, y0), (x + 2.0, y1), (x, y1), (x, y0), (None, None)]
            )
            if last:  # right of the last bar: under it, its longer text met its neighbour's
                labels.append(((x + 2.2, base_y + 0.45), wrapped(text, HEAT_WRAP), "middle right"))
            else:
                labels.append(((x + 1.0, base_y - 0.6), text, "middle center"))

        for seat, count in enumerate(cubes):
            name = self.words(self.game.power_name(seat, state))
            bar(UP, level, level + count, self.said("carbon-power", power=name, count=count))
            level += count
            x += 3.6
        bar(DOWN, level - sequestered, level, self.said("carbon-sinks", count=sequestered))
        x += 3.6
        if pulled:
            bar(DOWN, 0, pulled, self.said("carbon-drawdown", count=pulled))
            x += 3.6
        bar(HEAT, 0, to_therm, self.said("carbon-heat", count=to_therm, bands=bands), last=True)
        return shapes, labels

    # ----- drawing --------------------------------------------------------------------------
    def draw(self, fig, state, highlight: Sequence[str] = (), selected: Sequence[str] = ()) -> None:
        self._begin(fig)
        self._gather(state)
        put = self._put
        # Only the powers in play get a row: the figure is as tall as they need.
        put("layout", "height", height(state.players))
        put("layout", "yaxis.range", list(y_range(state.players)))
        put("layout", "shapes", tuple(self._shapes(state.players)))
        z = zoom(state.players)
        for trace, size in FONTS.items():
            put(trace, "textfont.size", round(size * z, 1))
        for trace, size in MARKS.items():
            put(trace, "marker.size", round(size * z, 1))
        for trace, points in self._points.items():
            put(trace, "x", _xs(points.xy))
            put(trace, "y", _ys(points.xy))
            put(trace, "customdata", tuple(points.ids))
            put(trace, "text", tuple(points.text))
            put(trace, "hovertext", tuple(points.hover))
            put(trace, "marker.color", tuple(points.fill))
            put(trace, "marker.symbol", tuple(points.symbol))
            if trace == CARDS:  # hand cards, tuck tabs (and many crises) are smaller
                put(trace, "marker.size", tuple(round(size * z, 1) for size in points.size))
            self._ids[trace] = list(points.ids)
        put(LABELS, "x", _xs(p for p, _, _ in self._labels))
        put(LABELS, "y", _ys(p for p, _, _ in self._labels))
        put(LABELS, "text", tuple(t for _, t, _ in self._labels))
        put(LABELS, "textposition", tuple(w for _, _, w in self._labels))
        put(TOKENS, "x", _xs(p for p, _ in self._tokens))
        put(TOKENS, "y", _ys(p for p, _ in self._tokens))
        put(TOKENS, "marker.color", tuple(c for _, c in self._tokens))
        shapes, labels = self._flow
        for trace in (UP, DOWN, HEAT):
            put(trace, "x", tuple(None if x is None else round(x, 3) for x, _ in shapes[trace]))
            put(trace, "y", tuple(None if y is None else round(y, 3) for _, y in shapes[trace]))
        put(FLOW_TEXT, "x", _xs(p for p, _, _ in labels))
        put(FLOW_TEXT, "y", _ys(p for p, _, _ in labels))
        put(FLOW_TEXT, "text", tuple(t for _, t, _ in labels))
        put(FLOW_TEXT, "textposition", tuple(w for _, _, w in labels))
        put(STATUS, "text", (self.status_text(state),))
        rings = (RING_EDGE, RING, PICKED)
        # (Rings keep their size when the board is drawn larger: a ring of 34 px still
        # rounds a card of 32 px, as it rounded one of 27 px.)
        self._draw_rings(rings, highlight, selected, self.located(state), lambda _: RING_SIZE)
        self._flush(fig)

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
