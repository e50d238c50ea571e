"""The lotus board and the players' chakra columns: the board view of Vrienden (Chakra).

Coordinates are in board units, y pointing up. On the left, the lotus board:

- the seven karma spaces in a row (purple left, red right), each with its plenitude token, face
  down ("?") when the state given hides it, its value otherwise; under each token the numbers of
  the players who have looked at it (their meditation tokens);
- the three maya flows, three spaces each, a header per flow;
- the universe bag, one entry per colour (it doubles as the colour legend), and Module D's
  objectives with the bonuses taken.

Then one column per player, left to right: a header (name, score, tokens in hand), the three
bhagya bubbles, the seven chakras from purple (top) to red (bottom) with, on each row, the chakra
itself, its notch, its three places and the meditation token of its colour; the earth; the eight
inspiration spaces in two rows; Module A's yin-yang halves beside the earth.

Every energy is a marker in its colour with a letter (``ENERGY_LETTER``) and a hover text naming
it, because the seven chakra colours cannot all be told apart by hue. Element ids are the
engine's (rules/vrienden/state.py); ``customdata`` holds the id of every clickable point.

As in the Hidden Castle view, everything that does not depend on the state is computed once,
and ``draw`` sends only the trace properties that changed, inside one ``batch_update``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import BADGE_MARGIN, BoardView, Point, board_layout
from explorer.boards.base import rounded as _r
from explorer.boards.base import xs as _xs
from explorer.boards.base import ys as _ys
from explorer.boards.drawn_text import kept
from explorer.boards.layers import RING_LOOKS, TARGETS_LOOK, Marks, Points, look, text_font
from explorer.boards.text_width import text_ems
from rules.core import CHANCE, Game
from rules.core.messages import Msg, render
from rules.vrienden import names as nm
from rules.vrienden.describe import due
from rules.vrienden.engine import channel_text
from rules.vrienden.names import M
from rules.vrienden.state import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    COLOURS,
    EARTH,
    EMPTY,
    HIDDEN,
    OBJECTIVES,
    WHITE,
    YIN_YANG,
    VriendenState,
)

# ----- trace indices (fixed once built) ---------------------------------------------------
# The rings come under every mark and word (only the harmony bands lie under them): a ring
# round a chakra is wider than its star and than the rows' spacing, and drawn over everything
# it covered the neighbouring rows' stars and letters (at the end, when every chakra that
# scored is ringed, issue 44: a ring or mark never covers a text). Under them it still shows
# round its place, and the words over it have a halo where it passes (``text_font``).
HARMONY = 0  # a band behind each harmonized chakra (decoration)
RING_EDGE = 1  # black rim under the highlight ring (decoration)
RING = 2  # highlight ring around a Step's elements (decoration)
PICKED = 3  # square ring around the user's picks (decoration)
KARMA = 4  # plenitude tokens on the karma spaces: karma:<colour>
SEEN = 5  # who has seen each token (decoration)
FLOW_HEADS = 6  # a header per maya flow: flow:<f>
FLOW_SPACES = 7  # the maya spaces: flow:<f>:<i>
BAG = 8  # the bag: bag
BAG_COLOURS = 9  # one entry per colour in the bag: bag:<colour>
BAG_TEXT = 10  # colour names and counts beside the bag entries (decoration)
OBJECTIVE_CARDS = 11  # Module D: objective:<id>
CHAKRA_MARKS = 12  # the chakras themselves: chakra:<seat>:<colour>
PLACES = 13  # empty places: bubble:<seat>:<i> and slot:<seat>:<colour>:<k>
# Over the empty places it marks, under the energies, tokens and words beside them.
TARGETS = 14  # where the picked energies may legally go (decoration)
HEADERS = 15  # a header per player: name, score, tokens (hover only, no element id)
NOTCHES = 16  # notch:<seat>:<colour>
MEDITATION = 17  # meditation:<seat>:<colour>, held or still to take
EARTH_MARKS = 18  # earth:<seat>
INSPIRATION = 19  # inspiration:<seat>:<i>
YIN_YANG_MARKS = 20  # Module A: yin-yang:<seat>
ENERGIES = 21  # every energy on the flows and the boards (ids of the place it is on)
LABELS = 22  # headings (decoration)
STATUS = 23  # whose turn, which view (decoration)
TRACE_COUNT = 24
#: plotly's zorder of the bag and its line (see BAG's look): over the other traces, all at 0.
OVER_THE_BOARD = 1

# ----- letters and names ------------------------------------------------------------------
ENERGY_LETTER = {
    "purple": "P",
    "dark-blue": "D",
    "light-blue": "L",
    "green": "G",
    "yellow": "Y",
    "orange": "O",
    "red": "R",
    "black": "K",
    "white": "W",
}


@lru_cache(maxsize=8192)
def say(message: str, /, **params) -> str:
    """A text of the board in English: the message ``vrienden-board-<name>`` (every word the
    board shows is in rules/vrienden/messages/en.ftl, so another catalogue translates it).
    Kept by wording: a redraw says the same few hundred things, most as it said them last
    time, and composing them was a third of its time."""
    return render(Msg(f"{M}board-{message}", **params))


def short_name(colour: int) -> Msg:
    """A colour's short name on the small objective cards ("dk blue")."""
    return Msg(f"{M}board-short-{COLOURS[colour]}")


#: What each objective card asks for (the pair cards name their two chakras).
OBJECTIVE_KINDS = ("every-chakra", "three-in-a-row", "two-touching-pairs", "all-meditation",
                   "three-alleviated")  # fmt: skip

# ----- geometry (board units) and sizes (pixels) ------------------------------------------
# The lotus board's panel: as wide as the karma column, the line beside each token saying who
# has looked at it, the flows and the bag need (see FLOW_X).
LOTUS_W = 7.7
COL_GAP = 0.4
COL_W = 5.3
CHAKRA_X, NOTCH_X, MED_X = 0.45, 1.2, 4.55
SLOT_X = (1.95, 2.8, 3.65)
# y of each board row: bubbles, the seven chakras, the earth.
ROW_Y = (11.0, 9.85, 8.9, 7.95, 7.0, 6.05, 5.1, 4.15, 3.0)
HEADER_Y = 12.3
# The panels' top edge: above the players' two-line headers (at 12.75 the line ran through
# each player's name).
PANEL_TOP = 12.95
INSPIRATION_Y = (1.85, 0.95)
INSPIRATION_X = (0.75, 1.7, 2.65, 3.6)
STATUS_Y = 13.45
Y_RANGE = (-1.3, 14.05)  # at two players (see LOWER and TOP for more)
KARMA_X, SEEN_X = 0.45, 0.85  # karma spaces: a column level with the chakra rows
# The flows and the bag stand far enough right of the karma tokens for "Players 1, 2" on one
# line at presenter mode's 18 px, at every table: at 3.4 and 3.0 it ran into the first flow and
# the bag, and at 3.8 and 3.4 it did not fit at three and four players (the board is wider
# and its scale smaller there), so it went on two lines, "Players" over "1, 2", which the
# rows above and below, 0.95 units apart, kept under 18 px (issue 44). (_seen_fits asks for
# an 18 px line box; figure.js grows a label on to an 18 px font where no other label stops
# it, which at four players ends the line at the first flow's edge. 0.3 units more would
# leave it a gap, but make the whole board at four players smaller: the inspiration spaces'
# numbers then fell under 18 px.)
FLOW_X = (4.5, 5.75, 7.0)
FLOW_HALF = 0.55  # half a flow column's width
FLOW_HEAD_Y = 10.85
FLOW_Y = (10.15, 9.25, 8.35)
# The bag's heading is its count alone ("Bag: 87"; its hover and the board's description say
# "energies"): "Bag: 87 energies" at four players ran past the lotus board's edge into Player
# 1's chakras, and on two lines it ran into the flows above and the bag's entries below; each
# way figure.js stopped both short of 18 px in presenter mode (issue 44).
BAG_XY = (4.1, 7.45)
# The bag's entries in two columns, 1.9 units apart, rows 0.68 apart: a count at presenter
# mode's 18 px reaches 0.86 units right of its letter at four players (the board widest, its
# scale smallest), and a line there is 0.59 units high. In three columns 1.3 apart and rows
# 0.6 apart the counts ran into the next column's letters and the rows into each other, and
# figure.js stopped them at 15.3-15.9 px (issue 44).
BAG_COLS, BAG_ROW0, BAG_DY = (4.1, 6.0), 6.57, 0.68
HEIGHT = 480  # the figure's own height, in pixels
# Presenter mode at 1366 x 768 (explorer/access.py): the board's column and the room under
# its top, in pixels, and the font whose line is 18 px high (14 px for a 12 px font), what
# every label must reach there (tests/browser/test_projector.py).
PRESENTER_COLUMN_PX, PRESENTER_ROOM_PX, PRESENTER_FONT_PX = 908, 658, 18 * 12 / 14


@dataclass(frozen=True)
class Lower:
    """The lotus board's lower part: Module D's heading and its three cards (two lines each)
    under the karma column and the bag, then the legend's three lines under everything, and
    the bottom of the board's range."""

    heading_y: float
    objective_y: tuple[float, float, float]
    legend_y: float
    bottom: float


# Presenter mode draws the board at three and four players as wide as its column, with
# height to spare (its scale is set by its width, not its height), so there a board that
# reaches lower draws nothing smaller; at two players it is scaled by its height and keeps
# its range. The words are at their largest in board units at four players (an 18 px line
# is 0.69 units high there, 0.56 at three, 0.45 at two), and plotly sets a text's lines 1.3
# em apart: Module D's heading (one line), its cards (two) and the legend (three) need 12.3
# ems between the bag's last row and the board's bottom. With cards 1.19 apart and the
# legend at -1.48, at four players they ran into each other and the legend (which, at the
# drawing's edge, grows upwards only) and figure.js kept them at 14.2-15.0 px; at three
# players they had only just room for an 18 px line (issue 44). Here each stands clear of the
# next at an 18 px font. Without Module D the legend stands under the inspiration spaces.
LOWER = {
    (2, False): Lower(3.36, (2.63, 1.66, 0.69), -0.52, Y_RANGE[0]),
    (2, True): Lower(3.36, (2.63, 1.66, 0.69), -0.52, Y_RANGE[0]),
    (3, False): Lower(3.36, (2.63, 1.66, 0.69), -0.52, Y_RANGE[0]),
    (3, True): Lower(3.28, (2.4, 1.21, 0.02), -1.49, -2.25),
    (4, False): Lower(3.16, (2.1, 0.65, -0.8), -0.6, -1.85),
    (4, True): Lower(3.16, (2.1, 0.65, -0.8), -2.63, -3.9),
}


def lower(players: int, objectives: bool) -> Lower:
    return LOWER[min(max(players, 2), MAX_SEATS), objectives]


# At four players the status line stands higher, the board's top with it: its two lines and
# the players' two-line headers under it stood 0.7 px into each other at their own size, so
# figure.js grew neither (14.7 px in presenter mode). At 18 px each is 1.45 units high there;
# the room above is free, as below (issue 44).
TOP = {False: (STATUS_Y, Y_RANGE[1]), True: (13.75, 14.45)}


def status_and_top(players: int) -> tuple[float, float]:
    """The status line's y and the top of the board's range at ``players``."""
    return TOP[players >= MAX_SEATS]


def y_range(players: int, objectives: bool) -> tuple[float, float]:
    return (lower(players, objectives).bottom, status_and_top(players)[1])


# The lotus board's headings that stand where they are at every table: the board's name,
# the karma column's and the maya flows' (the LABELS trace's first three).
HEADINGS_XY = ((LOTUS_W / 2, 12.45), (1.2, ROW_Y[BUBBLES] - 0.05), (FLOW_X[1], 11.45))
EARTH_SHOWN = 6  # energies drawn in the earth; more are counted in its label

ENERGY_SIZE = 20
PLACE_SIZE = 23
FONT = 13
SMALL = 12
RING_SIZE = {
    "karma": 36,
    "flow": 34,
    "bag": 30,
    "bubble": 30,
    "slot": 30,
    # Wider than a harmonized chakra's star (30 px), so that the ring's rim stays off the
    # letter it carries (a 32 px ring's rim covered the star and its letter).
    "chakra": 40,
    "notch": 24,
    "earth": 34,
    "inspiration": 32,
    "meditation": 26,
    "objective": 30,
    "yin-yang": 30,
}

MAX_SEATS = 4


FILL = tuple(palette.ENERGY[c] for c in COLOURS)
INK = tuple(palette.readable_ink(f) for f in FILL)
LETTER = tuple(ENERGY_LETTER[c] for c in COLOURS)


# ----- the traces, in order: what never changes of each --------------------------------
LOOKS = (
    look(  # HARMONY
        "harmonized",
        "lines",
        click=False,
        line=dict(color=palette.HARMONY, width=26),
        connectgaps=False,
    ),
    *RING_LOOKS,  # RING_EDGE, RING, PICKED: under the marks and words
    look(  # KARMA
        "karma",
        "markers+text",
        centre=True,
        textfont=text_font(FONT),
        marker=dict(
            symbol="circle",
            size=26,
            line=dict(color=[palette.ENERGY[c] for c in CHAKRAS], width=3.5),
        ),
    ),
    look(  # SEEN
        "seen by",
        "text",
        click=False,
        textposition="middle right",
        textfont=text_font(SMALL, palette.TEXT),
    ),
    look(  # FLOW_HEADS
        "flows",
        "markers+text",
        centre=True,
        text=[f"<b>{f}</b>" for f in (1, 2, 3)],
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(symbol="square", size=30, color="#E6D5EA", opacity=0.01),
    ),
    look(  # FLOW_SPACES
        "maya spaces",
        marker=dict(
            symbol="square",
            size=28,
            color=palette.PLACE_FILL,
            line=dict(color=palette.PLACE_LINE, width=1.5),
        ),
    ),
    # The bag's line ("Bag: 87 energies") at four players in presenter mode is longer than
    # the lotus board has room for and runs into Player 1's column: drawn over that column's
    # marks (plotly's zorder), as every word is over the rings and legal targets it meets.
    look(  # BAG
        "bag",
        "markers+text",
        zorder=OVER_THE_BOARD,
        textposition="middle right",
        textfont=text_font(FONT, palette.TEXT),
        marker=dict(
            symbol="hexagon2", size=24, color="#A98BB0", line=dict(color=palette.INK, width=1.5)
        ),
    ),
    look(  # BAG_COLOURS
        "bag colours",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL),
        marker=dict(size=19, line=dict(color=palette.INK, width=1.2)),
    ),
    look(  # BAG_TEXT
        "bag counts",
        "text",
        click=False,
        textposition="middle right",
        textfont=text_font(SMALL, palette.TEXT),
    ),
    look(  # OBJECTIVE_CARDS
        "objectives",
        "markers+text",
        textposition="middle right",
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(
            symbol="square", size=22, color="#FFFFFF", line=dict(color=palette.INK, width=1.5)
        ),
    ),
    look(  # CHAKRA_MARKS
        "chakras",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL),
        marker=dict(size=26, line=dict(color=palette.INK, width=1.5)),
    ),
    look(  # PLACES
        "places",
        marker=dict(
            symbol="circle",
            size=PLACE_SIZE,
            color=palette.PLACE_FILL,
            line=dict(color=palette.PLACE_LINE, width=1.2),
        ),
    ),
    TARGETS_LOOK,  # TARGETS: where the picked energies may legally go
    look("players", "text", centre=True, textfont=text_font(FONT, palette.TEXT)),  # HEADERS
    look("notches", marker=dict(symbol="diamond", size=17, line=dict(width=1.5))),  # NOTCHES
    look(  # MEDITATION
        "meditation tokens",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL),
        marker=dict(symbol="hexagon", size=21, line=dict(width=1.5)),
    ),
    look(  # EARTH_MARKS
        "earth",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(
            symbol="square",
            size=26,
            color=palette.EARTH_FILL,
            line=dict(color=palette.EARTH_LINE, width=2),
        ),
    ),
    look(  # INSPIRATION
        "inspiration spaces",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL),
        marker=dict(symbol="square", size=24, line=dict(color=palette.TOKEN, width=1.5)),
    ),
    look(  # YIN_YANG_MARKS
        "yin-yang",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(
            symbol="circle", size=24, color="#FFFFFF", line=dict(color=palette.INK, width=2)
        ),
    ),
    look(  # ENERGIES
        "energies",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL),
        marker=dict(symbol="circle", line=dict(color=palette.INK, width=1.5)),
    ),
    look(  # LABELS
        "labels",
        "text",
        click=False,
        textposition=["middle center"] * 4 + ["middle right"],
        textfont=text_font(SMALL, palette.TEXT_MUTED),
    ),
    look(  # STATUS
        "status",
        "text",
        click=False,
        x=[0.0],
        y=[STATUS_Y],
        textposition="middle right",
        textfont=text_font(FONT, palette.TEXT),
    ),
)
assert len(LOOKS) == TRACE_COUNT


class View(BoardView):
    """Vrienden drawn with plotly (layout: see the module docstring)."""

    example_note = say("example-note-short")
    # The moment badge above the board runs its whole width ("Now · after: Player 1:
    # Channel 7: ..."): plotly's modebar, shown on hover, was drawn over its end.
    modebar = False

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        board = game.board
        self.board = board
        tokens = sorted(board.plenitude)
        self.example_note = say(
            "example-note",
            bubbles=board.bubbles,
            spaces=board.flow_spaces,
            count=len(tokens),
            tokens=", ".join(str(t) for t in tokens),
        )
        self.column_x = [LOTUS_W + COL_GAP + s * COL_W for s in range(MAX_SEATS)]
        self.positions = self._static_positions()
        self._scene_of: tuple[VriendenState, dict[str, Point]] | None = None

    # ----- where things are ---------------------------------------------------------------
    def _static_positions(self) -> dict[str, Point]:
        pos: dict[str, Point] = {}
        for c, name in enumerate(CHAKRAS):
            pos[f"karma:{name}"] = (KARMA_X, ROW_Y[c + 1])
        for f, x in enumerate(FLOW_X, start=1):
            pos[f"flow:{f}"] = (x, FLOW_HEAD_Y)
            for i, y in enumerate(FLOW_Y, start=1):
                pos[f"flow:{f}:{i}"] = (x, y)
        pos["bag"] = BAG_XY
        for k, name in enumerate(COLOURS):
            row, col = divmod(k, len(BAG_COLS))
            pos[f"bag:{name}"] = (BAG_COLS[col], BAG_ROW0 - row * BAG_DY)
        for seat, x0 in enumerate(self.column_x):
            for i, x in enumerate(SLOT_X, start=1):
                pos[f"bubble:{seat}:{i}"] = (x0 + x, ROW_Y[BUBBLES])
            for c, name in enumerate(CHAKRAS):
                y = ROW_Y[c + 1]
                pos[f"chakra:{seat}:{name}"] = (x0 + CHAKRA_X, y)
                pos[f"notch:{seat}:{name}"] = (x0 + NOTCH_X, y)
                pos[f"meditation:{seat}:{name}"] = (x0 + MED_X, y)
                for k, x in enumerate(SLOT_X, start=1):
                    pos[f"slot:{seat}:{name}:{k}"] = (x0 + x, y)
            pos[f"earth:{seat}"] = (x0 + CHAKRA_X, ROW_Y[EARTH])
            pos[f"yin-yang:{seat}"] = (x0 + MED_X, ROW_Y[EARTH])
            for i in range(8):
                row, col = divmod(i, 4)
                pos[f"inspiration:{seat}:{i + 1}"] = (x0 + INSPIRATION_X[col], INSPIRATION_Y[row])
        return {k: _r(v) for k, v in pos.items()}

    def _objective_xy(self, index: int, players: int) -> Point:
        rows = lower(players, True).objective_y
        return (0.45, rows[index % len(rows)])

    def scene(self, state: VriendenState) -> dict[str, Point]:
        """Where every element of ``state`` is drawn (remembered for the last state asked)."""
        if self._scene_of is not None and self._scene_of[0] is state:
            return self._scene_of[1]
        positions = {
            k: v
            for k, v in self.positions.items()
            if not (k.split(":")[0] in _SEATED and int(k.split(":")[1]) >= state.players)
        }
        if YIN_YANG not in state.variants:
            for seat in range(MAX_SEATS):
                positions.pop(f"yin-yang:{seat}", None)
            positions.pop("bag:white", None)
        for index, oid in enumerate(state.objectives):
            positions[f"objective:{oid}"] = _r(self._objective_xy(index, state.players))
        self._scene_of = (state, positions)
        return positions

    def locate(self, state: VriendenState, element_id: str) -> Point:
        """The (x, y) where ``element_id`` is drawn for ``state``; KeyError if it is not."""
        positions = self.scene(state)
        if element_id not in positions:
            raise KeyError(f"{element_id!r} is not drawn on this board")
        return positions[element_id]

    def x_range(self, players: int) -> tuple[float, float]:
        return (-0.15, LOTUS_W + COL_GAP + players * COL_W - 0.15)

    # ----- static pieces ------------------------------------------------------------------
    def _shapes(self) -> list[dict[str, Any]]:
        shapes: list[dict[str, Any]] = []

        def rect(x0, y0, x1, y1, fill, line, width=1.0, dash="solid"):
            shapes.append(
                dict(
                    type="rect",
                    x0=round(x0, 3),
                    y0=round(y0, 3),
                    x1=round(x1, 3),
                    y1=round(y1, 3),
                    fillcolor=fill,
                    line=dict(color=line, width=width, dash=dash),
                    layer="below",
                )
            )

        rect(-0.05, 0.45, LOTUS_W, PANEL_TOP, palette.LOTUS_FILL, palette.PANEL_LINE)
        for x in FLOW_X:
            top, low = FLOW_Y[0] + 0.45, FLOW_Y[-1] - 0.45
            rect(x - FLOW_HALF, low, x + FLOW_HALF, top, "#E6D5EA", "#9C86A3")
        for x0 in self.column_x:
            rect(x0 - 0.05, 0.45, x0 + COL_W - COL_GAP, PANEL_TOP, palette.PANEL_FILL, "#B9AC96")
            rect(
                x0 + 1.55,
                ROW_Y[BUBBLES] - 0.38,
                x0 + 4.05,
                ROW_Y[BUBBLES] + 0.38,
                "#EEF4FA",
                "#9FB3C8",
                dash="dot",
            )
            for c in range(7):
                y = ROW_Y[c + 1]
                tint = palette.ENERGY[CHAKRAS[c]]
                shapes.append(
                    dict(
                        type="rect",
                        x0=round(x0 + 0.05, 3),
                        y0=round(y - 0.42, 3),
                        x1=round(x0 + 4.05, 3),
                        y1=round(y + 0.42, 3),
                        fillcolor=tint,
                        opacity=0.16,
                        line=dict(width=0),
                        layer="below",
                    )
                )
            y = ROW_Y[EARTH]
            rect(x0 + 0.05, y - 0.42, x0 + 4.05, y + 0.42, palette.EARTH_FILL, palette.EARTH_LINE)
        return shapes

    def _labels(self) -> tuple[tuple[float, ...], tuple[float, ...], tuple[str, ...]]:
        labels: list[tuple[Point, str]] = [
            *zip(
                HEADINGS_XY,
                (say("label-lotus"), say("label-karma"), say("label-flows")),
                strict=True,
            ),
            ((LOTUS_W / 2, lower(MAX_SEATS, True).heading_y), ""),
            ((-0.1, lower(MAX_SEATS, True).legend_y), say("legend")),
        ]
        return (_xs(p for p, _ in labels), _ys(p for p, _ in labels), tuple(t for _, t in labels))

    # ----- the figure ---------------------------------------------------------------------
    def build(self, state: VriendenState | None = None) -> go.FigureWidget:
        pos = self.positions
        karma = [f"karma:{c}" for c in CHAKRAS]
        flows = [f"flow:{f}" for f in (1, 2, 3)]
        spaces = [f"flow:{f}:{i}" for f in (1, 2, 3) for i in (1, 2, 3)]
        lx, ly, lt = self._labels()
        placed = {
            KARMA: dict(
                x=_xs(pos[k] for k in karma), y=_ys(pos[k] for k in karma), customdata=karma
            ),
            SEEN: dict(x=tuple(SEEN_X for _ in karma), y=_ys(pos[k] for k in karma)),
            FLOW_HEADS: dict(
                x=_xs(pos[k] for k in flows), y=_ys(pos[k] for k in flows), customdata=flows
            ),
            FLOW_SPACES: dict(
                x=_xs(pos[k] for k in spaces), y=_ys(pos[k] for k in spaces), customdata=spaces
            ),
            BAG: dict(x=[BAG_XY[0]], y=[BAG_XY[1]], customdata=["bag"]),
            LABELS: dict(x=lx, y=ly, text=kept("text", lt)),
        }
        layout = board_layout(
            HEIGHT, self.x_range(MAX_SEATS), Y_RANGE, palette.PAGE, FONT, self._shapes()
        )
        return self._figure(LOOKS, layout, state, placed)

    # ----- drawing ------------------------------------------------------------------------
    def paint(self, state: VriendenState, highlight: Marks, selected: Marks) -> None:
        positions = self.scene(state)
        # Several karma tokens highlighted at once (the end reveals all seven) are lit, filled
        # in the highlight's colour, not ringed: the tokens stand closer than a ring is wide,
        # and seven rings covered each other's tokens and the "seen by" lines (issue 44).
        karma = [e for e in highlight if e.startswith("karma:")]
        lit = set(karma) if len(karma) > 1 else set()
        highlight = [e for e in highlight if e not in lit]
        self._draw_lotus(state, lit)
        self._draw_bag(state)
        self._draw_objectives(state)
        self._draw_columns(state)
        self._draw_energies(state)
        self._draw_status(state)
        rings = (RING_EDGE, RING, PICKED)
        self._draw_rings(rings, highlight, selected, positions.get, self._ring_size)
        self._draw_targets(state, positions, selected)
        self._put("layout", "xaxis.range", self.x_range(state.players))
        self._put("layout", "yaxis.range", y_range(state.players, OBJECTIVES in state.variants))

    def _draw_lotus(self, state: VriendenState, lit: set[str] = frozenset()) -> None:
        put = self._put
        viewer = state.viewer
        texts, fills, inks, hovers, seen_texts = [], [], [], [], []
        for c in range(len(CHAKRAS)):
            value = state.plenitude[c]
            seers = [s for s in range(state.players) if c in state.meditation[s]]
            who = _listed(tuple(map(nm.seat, seers)))
            colour = nm.colour(c)
            head = say("karma", colour=colour)
            if value == HIDDEN:
                texts.append("<b>?</b>")
                fills.append(palette.FACE_DOWN)
                inks.append(palette.TEXT_ON_DARK)
                if viewer >= 0:
                    body = say("token-unseen", seat=nm.seat(viewer))
                else:
                    body = say("token-unseen-you")
            else:
                texts.append(f"<b>{value}</b>")
                fills.append(palette.PLACE_FILL)
                inks.append(palette.TEXT)
                if viewer < 0:
                    body = say("token-teacher", value=value)
                elif state.phase == "over":
                    body = say("token-revealed", value=value)
                else:
                    body = say("token-seen", value=value, seat=nm.seat(viewer))
            if f"karma:{CHAKRAS[c]}" in lit:
                fills[-1] = palette.HIGHLIGHT
                inks[-1] = palette.readable_ink(palette.HIGHLIGHT)
            hovers.append(say("karma-hover", head=head, body=body, seers=who, colour=colour))
            # Players in words: "P2" read as purple's letter.
            count = "one" if len(seers) == 1 else "two" if len(seers) == 2 else "more"
            numbers = ", ".join(str(s + 1) for s in seers)
            line = say("seen-by", count=count, seats=numbers) if seers else ""
            if count == "two" and not self._seen_fits(line, state):
                line = say("seen-by", count="more", seats=numbers)  # on two lines
            seen_texts.append(line)
        put(KARMA, "text", tuple(texts))
        put(KARMA, "marker.color", tuple(fills))
        put(KARMA, "textfont.color", tuple(inks))
        put(KARMA, "hovertext", tuple(hovers))
        put(SEEN, "text", tuple(seen_texts))
        self._draw_flows(state)

    def _seen_fits(self, line: str, state: VriendenState) -> bool:
        """Whether a "seen by" line, at presenter mode's size, ends before the first flow's
        column and the bag's energies."""
        low, high = self.x_range(state.players)
        bottom, top = y_range(state.players, OBJECTIVES in state.variants)
        unit = (HEIGHT - BADGE_MARGIN - 4) / (top - bottom)  # pixels a board unit
        own = (high - low) * unit + 8
        scale = min(PRESENTER_COLUMN_PX / own, PRESENTER_ROOM_PX / HEIGHT)
        width = text_ems(line) * PRESENTER_FONT_PX / scale / unit
        bag_left = BAG_COLS[0] - ENERGY_SIZE / 2 / unit
        return SEEN_X + 0.1 + width <= min(FLOW_X[0] - FLOW_HALF, bag_left)

    def _draw_flows(self, state: VriendenState) -> None:
        """The hover texts of the three maya flows and their spaces."""
        heads, spaces = [], []
        for f, flow in enumerate(state.flows):
            shown = tuple(nm.colour(x) for x in flow if x != EMPTY)
            rule = ""
            if BLACK in flow:
                rule = say("flow-black")
            elif WHITE in flow:
                rule = say("flow-white")
            energies = nm.chained("comma", shown) if shown else Msg(M + "board-empty")
            heads.append(say("flow", flow=f + 1, energies=energies, rule=rule))
            for i, x in enumerate(flow):
                if x == EMPTY:
                    what = Msg(M + "board-space-empty")
                else:
                    what = Msg(M + "board-space-energy", colour=nm.colour(x))
                spaces.append(say("flow-space", flow=f + 1, space=i + 1, what=what))
        self._put(FLOW_HEADS, "hovertext", tuple(heads))
        self._put(FLOW_SPACES, "hovertext", tuple(spaces))

    def _draw_bag(self, state: VriendenState) -> None:
        put = self._put
        colours = [k for k in range(len(COLOURS)) if k != WHITE or YIN_YANG in state.variants]
        ids = [f"bag:{COLOURS[k]}" for k in colours]
        pos = self.positions
        total = sum(state.bag)
        put(BAG, "text", (say("bag", total=total),))
        counts = nm.chained(
            "comma",
            tuple(Msg(M + "board-count", what=nm.colour(k), n=state.bag[k]) for k in colours),
        )
        put(
            BAG,
            "hovertext",
            (say("bag-hover", total=total, counts=counts, discarded=sum(state.discard)),),
        )
        picking = state.phase == "pick"
        hovers = []
        for k in colours:
            line = say("bag-colour", colour=nm.colour_start(k), letter=LETTER[k], n=state.bag[k])
            if picking:
                line += say("bag-pick")
            hovers.append(line)
        xy = [pos[i] for i in ids]
        self._points(
            BAG_COLOURS,
            xy,
            ids,
            text=(f"<b>{LETTER[k]}</b>" for k in colours),
            marker_color=(FILL[k] for k in colours),
            textfont_color=(INK[k] for k in colours),
            marker_opacity=(1.0 if state.bag[k] else 0.35 for k in colours),
            hovertext=hovers,
        )
        counts_xy = ((round(x, 3) + 0.35, y) for x, y in xy)
        self._points(BAG_TEXT, counts_xy, text=(f"×{state.bag[k]}" for k in colours))

    def _objective_name(self, oid: str) -> str:
        card = self.game.objective(oid)
        if card is not None and card.kind == "pair":
            pair = nm.chained("plus", tuple(map(short_name, card.chakras)))
            return say("objective-pair", chakras=pair)
        kind = card.kind if card is not None else oid
        return say(f"objective-{kind}") if kind in OBJECTIVE_KINDS else oid

    def _draw_objectives(self, state: VriendenState) -> None:
        put = self._put
        bonuses = self.board.objective_bonuses
        ids, xy, texts, hovers = [], [], [], []
        for index, (oid, takers) in enumerate(zip(state.objectives, state.bonuses, strict=True)):
            ids.append(f"objective:{oid}")
            xy.append(self._objective_xy(index, state.players))
            taken = nm.chained(
                "dot",
                tuple(
                    Msg(M + "board-bonus-taken", bonus=b, number=takers[k] + 1)
                    if k < len(takers)
                    else Msg(M + "board-bonus-free", bonus=b)
                    for k, b in enumerate(bonuses)
                ),
            )
            name = self._objective_name(oid)
            texts.append(say("objective-card", name=name, taken=taken))
            who = _listed(
                tuple(
                    Msg(M + "board-seat-bonus", seat=nm.seat(s), bonus=bonuses[k])
                    for k, s in enumerate(takers)
                )
            )
            second = bonuses[1] if len(bonuses) > 1 else 0
            hovers.append(
                say("objective-hover", name=name, first=bonuses[0], second=second, takers=who)
            )
        self._points(OBJECTIVE_CARDS, xy, ids, text=texts, hovertext=hovers)
        title = say("label-objectives") if OBJECTIVES in state.variants else ""
        labels = (say("label-lotus"), say("label-karma"), say("label-flows"), title, say("legend"))
        put(LABELS, "text", labels)
        below = lower(state.players, OBJECTIVES in state.variants)
        put(LABELS, "y", (*_ys(HEADINGS_XY), below.heading_y, below.legend_y))

    def _turn(self, state: VriendenState) -> int | None:
        return None if state.phase == "over" else state.current

    def _draw_columns(self, state: VriendenState) -> None:
        """Each player's column: header, chakra rows, free places, earth and spaces."""
        self._draw_headers(state)
        self._draw_chakras(state)
        self._draw_places(state)
        self._draw_earths(state)

    def _draw_headers(self, state: VriendenState) -> None:
        """A header per player: name, score so far, tokens in hand."""
        heads = Points("text", "hovertext")
        for seat in range(state.players):
            text, hover = self._header(state, seat)
            heads.add(None, (self.column_x[seat] + 2.35, HEADER_Y), text, hover)
        self._send(HEADERS, heads, clickable=False)

    def _header(self, state: VriendenState, seat: int) -> tuple[str, str]:
        game, board = self.game, self.board
        parts = game.score_parts(state, seat)
        total = sum(parts.values())
        hidden = [c for c in state.harmonized(seat) if state.plenitude[c] == HIDDEN]
        score = say("score-hidden" if hidden else "score", total=total)
        hand = state.tokens_in_hand(seat, board.inspiration_tokens)
        name = nm.seat(seat)
        over = state.phase == "over"
        if over:
            result = game.result(state)
            won = result is not None and seat in result.winners
            top = say("head-winner" if won else "head-over", seat=name)
        else:
            top = say("head-turn" if seat == self._turn(state) else "head", seat=name)
        parts_said = tuple(
            Msg(f"{M}board-part-{k}", number=v) for k, v in parts.items() if v or k != "yin-yang"
        )
        hover = say(
            "header-final" if over else "header-now",
            seat=name,
            total=total,
            breakdown=nm.chained("comma", parts_said),
            hide=say("hidden-tokens", count=len(hidden)) if hidden else "",
            harmonized=len(state.harmonized(seat)),
            hand=hand,
            alleviated=state.alleviated[seat],
        )
        return say("header", top=top, score=score, points=total, hand=hand), hover

    def _draw_chakras(self, state: VriendenState) -> None:
        """Each player's seven rows: harmony band, chakra, notch, meditation token."""
        pos = self.positions
        band_x: list[float | None] = []
        band_y: list[float | None] = []
        chakras = Points(
            "marker_symbol", "marker_size", "marker_color", "text", "textfont_color", "hovertext"
        )
        notches = Points("marker_color", "marker_line_color", "hovertext")
        tokens = Points("marker_color", "marker_line_color", "text", "textfont_color", "hovertext")
        for seat in range(state.players):
            x0 = self.column_x[seat]
            harmonized = set(state.harmonized(seat))
            for c, cname in enumerate(CHAKRAS):
                done = c in harmonized
                if done:
                    y = ROW_Y[c + 1]
                    band_x += [round(x0 + 0.15, 3), round(x0 + 3.95, 3), None]
                    band_y += [y, y, None]
                element = f"chakra:{seat}:{cname}"
                chakras.add(element, pos[element], *self._chakra(state, seat, c, done))
                element = f"notch:{seat}:{cname}"
                notches.add(element, pos[element], *_notch(state, seat, c))
                element = f"meditation:{seat}:{cname}"
                tokens.add(element, pos[element], *_meditation(state, seat, c))
        self._put(HARMONY, "x", tuple(band_x))
        self._put(HARMONY, "y", tuple(band_y))
        self._send(CHAKRA_MARKS, chakras)
        self._send(NOTCHES, notches)
        self._send(MEDITATION, tokens)

    def _chakra(self, state: VriendenState, seat: int, c: int, done: bool) -> tuple:
        """A chakra's symbol, size, fill, letter, ink and hover text."""
        content = state.boards[seat][c + 1]
        energies = (
            nm.chained("comma", tuple(map(nm.colour, content)))
            if content
            else Msg(M + "board-empty")
        )
        if done:
            status = say("chakra-harmonized")
        else:
            status = say("chakra-places", taken=len(content), places=self.board.places)
        hover = say(
            "chakra",
            seat=nm.seat(seat),
            colour=nm.colour(c),
            letter=LETTER[c],
            status=status,
            energies=energies,
        )
        # A harmonized chakra keeps its letter on its star: its colour alone does not say
        # which chakra it is.
        symbol, size = ("star", 30) if done else ("circle", 26)
        return symbol, size, FILL[c], f"<b>{LETTER[c]}</b>", INK[c], hover

    def _draw_places(self, state: VriendenState) -> None:
        """Empty places: the bubbles and the chakras' places not holding an energy."""
        board, pos = self.board, self.positions
        places = Points("hovertext")
        for seat in range(state.players):
            rows = state.boards[seat]
            for i in range(len(rows[BUBBLES]) + 1, board.bubbles + 1):
                element = f"bubble:{seat}:{i}"
                places.add(element, pos[element], say("bubble-free", bubble=i, seat=nm.seat(seat)))
            for c, cname in enumerate(CHAKRAS):
                for k in range(len(rows[c + 1]) + 1, board.places + 1):
                    element = f"slot:{seat}:{cname}:{k}"
                    hover = say(
                        "place-free", colour=nm.colour_start(c), place=k, seat=nm.seat(seat)
                    )
                    places.add(element, pos[element], hover)
        self._send(PLACES, places)

    def _draw_earths(self, state: VriendenState) -> None:
        """The earth, the inspiration spaces and the yin-yang halves of each player."""
        board, pos = self.board, self.positions
        earths = Points("text", "hovertext")
        spaces = Points("marker_color", "text", "textfont_color", "hovertext")
        halves = Points("text", "hovertext")
        for seat in range(state.players):
            earth = state.boards[seat][EARTH]
            black = earth.count(BLACK)
            others = len(earth) - black
            resting = say("earth-others", others=others) if others else ""
            hover = say("earth", seat=nm.seat(seat), black=black, resting=resting)
            text = f"<b>{len(earth)}</b>" if len(earth) > EARTH_SHOWN else ""
            earths.add(f"earth:{seat}", pos[f"earth:{seat}"], text, hover)
            used = state.spaces[seat]
            for i in range(1, 9):
                element = f"inspiration:{seat}:{i}"
                spaces.add(element, pos[element], *_inspiration(i, bool(used >> (i - 1) & 1)))
            if YIN_YANG in state.variants:
                count = state.halves[seat]
                hover = say(
                    "yin-yang",
                    seat=nm.seat(seat),
                    halves=count,
                    complete=board.yin_yang_complete,
                    half=board.yin_yang_half,
                )
                halves.add(f"yin-yang:{seat}", pos[f"yin-yang:{seat}"], f"<b>{count}</b>", hover)
        self._send(EARTH_MARKS, earths)
        self._send(INSPIRATION, spaces)
        self._send(YIN_YANG_MARKS, halves)

    def _draw_energies(self, state: VriendenState) -> None:
        pos = self.positions
        ids: list[str] = []
        xy: list[Point] = []
        colours: list[int] = []
        sizes: list[int] = []
        hovers: list[str] = []

        def add(element: str, p: Point, colour: int, where: str, size: int = ENERGY_SIZE):
            ids.append(element)
            xy.append(p)
            colours.append(colour)
            sizes.append(size)
            hovers.append(
                say("energy", colour=nm.colour_start(colour), letter=LETTER[colour], where=where)
            )

        for f, flow in enumerate(state.flows, start=1):
            for i, colour in enumerate(flow, start=1):
                if colour != EMPTY:
                    element = f"flow:{f}:{i}"
                    add(element, pos[element], colour, say("on-flow", flow=f, space=i))
        for seat in range(state.players):
            rows = state.boards[seat]
            name = nm.seat(seat)
            for i, colour in enumerate(rows[BUBBLES], start=1):
                element = _place(f"bubble:{seat}", i)
                where = say("on-bubble", seat=name, bubble=i, overflow=_overflow(i))
                add(element, pos[element], colour, where)
            for c, cname in enumerate(CHAKRAS):
                for k, colour in enumerate(rows[c + 1], start=1):
                    element = _place(f"slot:{seat}:{cname}", k)
                    where = say("on-chakra", seat=name, colour=nm.colour(c), overflow=_overflow(k))
                    add(element, pos[element], colour, where)
            x0 = self.column_x[seat]
            earth = rows[EARTH]
            for k, colour in enumerate(earth[:EARTH_SHOWN]):
                p = (x0 + 1.2 + k * 0.5, ROW_Y[EARTH])
                where = say("in-earth", seat=name, count=len(earth))
                add(f"earth:{seat}", _r(p), colour, where, 16)
        self._points(
            ENERGIES,
            xy,
            ids,
            text=(f"<b>{LETTER[c]}</b>" for c in colours),
            marker_color=(FILL[c] for c in colours),
            marker_size=sizes,
            textfont_color=(INK[c] for c in colours),
            hovertext=hovers,
        )

    def _draw_status(self, state: VriendenState) -> None:
        """Whose turn and what is due (the text description's own first sentence), then, on
        a second line, a hint of what to click and which view this is."""
        text = render(due(self.game, state, last_round=False))  # kept short for 2 columns
        if state.triggered and state.phase != "over":
            text = render(Msg(M + "dot", head=say("status-last-round"), tail=text))
        if state.viewer < 0:
            view = say("view-teacher")
        else:
            view = say("view-seat", seat=nm.seat(state.viewer))
        hint = _HINTS.get(self._moment(state))
        if hint:
            view = render(Msg(M + "dot", head=hint, tail=view))
        self._put(STATUS, "text", (say("status", text=text, view=view),))
        self._put(STATUS, "y", (status_and_top(state.players)[0],))

    @staticmethod
    def _moment(state: VriendenState) -> str:
        if state.phase == "over":
            return "over"
        if state.refill and state.to_move == CHANCE:
            return "refill"
        return state.phase if state.pending or state.phase != "channel" else "done"

    @staticmethod
    def _ring_size(element: str) -> float:
        """How wide a ring around ``element`` is: by its kind; a whole flow rings its header."""
        kind = element.partition(":")[0]
        if kind == "flow" and element.count(":") == 1:
            return 44
        return RING_SIZE.get(kind, 32)

    def _draw_targets(
        self, state: VriendenState, positions: dict[str, Point], selected: Sequence[str]
    ) -> None:
        """Once energies are picked, a bullseye on every place the next click may take them
        to by the rules (the engine's ``targets``): a free bubble, a chakra's free place, the
        earth."""
        places = [positions[e] for e in self.game.targets(state, tuple(selected)) if e in positions]
        self._points(TARGETS, places, marker_size=(RING_SIZE["slot"] + 6,) * len(places))

    def describe(self, state: VriendenState) -> str:
        return self.game.describe(state)


def _notch(state: VriendenState, seat: int, c: int) -> tuple[str, str, str]:
    """A notch's fill, outline and hover text: a token in it or free."""
    token = bool(state.notches[seat] >> c & 1)
    hover = say("notch-token" if token else "notch-free", colour=nm.colour(c))
    if token:
        return palette.TOKEN, palette.INK, hover
    return palette.PLACE_FILL, palette.PLACE_LINE, hover


def _meditation(state: VriendenState, seat: int, c: int) -> tuple[str, str, str, str, str]:
    """A meditation token's fill, outline, letter, ink and hover text: held or still to take."""
    if c in state.meditation[seat]:
        hover = say("meditation-held", seat=nm.seat(seat), colour=nm.colour(c))
        return FILL[c], palette.INK, "<b>M</b>", INK[c], hover
    hover = say("meditation-free", seat=nm.seat(seat), colour=nm.colour_start(c))
    return "rgba(255,255,255,0)", "#C9BFB0", "", INK[c], hover


def _inspiration(space: int, on: bool) -> tuple[str, str, str, str]:
    """An inspiration space's fill, number, ink and hover text: a token on it or free."""
    hover = say("space-token" if on else "space-free", space=space, moves=channel_text(space))
    if on:
        return palette.TOKEN, f"<b>{space}</b>", palette.TEXT_ON_DARK, hover
    return palette.PLACE_FILL, f"<b>{space}</b>", palette.TEXT, hover


def _place(row: str, k: int) -> str:
    """The id of place ``k`` (from 1) of a row of bubbles or chakra places. A row holding more
    energies than it has places (a position the rules never reach, which the loader refuses)
    draws the extra ones on its last place rather than breaking every redraw."""
    return f"{row}:{min(k, len(SLOT_X))}"


def _overflow(k: int) -> str:
    """A hover note for an energy beyond its row's places (see ``_place``)."""
    if k <= len(SLOT_X):
        return ""
    return say("overflow", places=len(SLOT_X))


# What the board lets the player to move click next, beyond what the rules ask.
_HINTS = {moment: say("status-hint-" + moment) for moment in ("refill", "channel", "pick", "play")}

# Element kinds that belong to one seat (the seat is their second part).
_SEATED = frozenset(
    ("bubble", "chakra", "slot", "notch", "earth", "inspiration", "meditation", "yin-yang")
)


def _listed(names: tuple) -> Msg | str:
    """Names as a hover text lists them ("Player 1, Player 2"), or "nobody yet"."""
    return nm.chained("comma", names) if names else Msg(M + "board-nobody")


__all__ = ["View"]
