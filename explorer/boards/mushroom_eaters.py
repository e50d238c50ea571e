"""The board view of The Mushroom Eaters: the winding Action Path by panel (A-J, one row
each, alternating direction), the pawn, octagons on taken Personal Paths, the Nervous System
board, the Hour and Shaman Drum focus boards with their cubes, and each Eater's hand,
discards, tokens, Personal Path card and Experience.

Each space shows its kind by shape and by name under it (the game's catalogue), its number
left of it, and a line with arrows runs through the spaces in the pawn's order, turning at the
end of each row; a legend under the path says what every other mark means, and the text
description says the same."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from types import SimpleNamespace
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from rules.core.messages import Msg, render
from rules.mushroom_eaters.data import CARDS
from rules.mushroom_eaters.describe import (
    eater_words,
    legend_entries,
    panels,
    rightwards,
    space_words,
)
from rules.mushroom_eaters.engine import BRANCH, D, capacity
from rules.mushroom_eaters.names import CARD_SHORT
from rules.mushroom_eaters.state import MushroomState

from .base import BoardView, Point, board_layout, rounded
from .layers import RING_LOOKS, Marks, halo, look, text_font
from .legend import legend_lines
from .text_width import flow, text_ems

COLOURS = ("red", "blue", "yellow", "green", "purple")  # example colour sets
ROW = 7  # columns: the most spaces a panel has
#: Each kind of space's marker. No open symbols: plotly draws their outline in the marker's
#: colour, here the pale space fill, and the space all but vanished.
SHAPES = {
    "hut": "square",
    "item": "circle",
    "heavy": "x",
    "breathe": "circle-cross",
    "fire": "triangle-up",
    "mantra": "diamond",
    "talking": "hexagon",
    "share": "pentagon",
    "intense": "star",
    "drum": "hourglass",
    "place": "square-dot",
    "face": "circle-dot",
    "environment": "hexagram",
    "pp": "octagon",
    "return-mantras": "diamond-x",
    "jelly": "star-diamond",
    "end": "square-x",
}
# The rings (a Step's highlight and the user's picks) come right after the path's line and
# arrows, under every mark and word: a ring wider than a space reached over the space's
# number, its "1" mark and its name (at the end the rings on spaces 66 and 69 hid both
# numbers, and the pawn's ring the "9", issue 44), and no ring can be both that wide and clear
# of them where the columns and rows stand. Drawn under them, it shows round its space, and
# the words over it keep a halo of the board's light (``HALO``) where its line passes. The
# pawn's ring too is under the spaces (it rounds its space, clear of the marker), and the
# numbers and "1" marks come after every mark.
(
    PATH,
    ARROWS,
    RING_RIM,
    RING,
    PICKED,
    PAWN,
    SPACES,
    BRANCHES,
    OCTAGONS,
    HOUR,
    DRUM,
    NERVES,
    SEATS,
    NUMBERS,
    ONES,
    LABELS,
    LEGEND,
) = range(17)
RINGS = (RING_RIM, RING, PICKED)  # ring_traces(): a Step's highlight (rim, ring), the picks
TRACE_COUNT = 17
# A highlight ring rounds a 22 px space and the pawn's 28 px ring on it (without a size plotly
# drew each ring as a 6 px dot).
RING_SIZE = 34
# A Must Do space is grey, as the rulebook describes it.
MUST_DO_FILL = "#B3AA9C"
PATH_LINE = "#B9AC96"  # the line through the spaces: under everything, quieter than a space
#: The outline of the words a ring may pass under (see RINGS): the board's own light.
HALO = halo(palette.BOARD)

# The board is laid out at ten pixels a unit, 814 px wide (the board's column at 1366 x 768;
# wider screens scale the whole board up). Its height follows the table: with up to three
# Eaters it is SHORT (the whole board fits under the dashboard's header at 1366 x 768), with
# four or five the Eaters' blocks need TALL, as tall as presenter mode can draw the board at
# its width's scale (658 px of room at 1366 x 768, 1.1155 times larger: 589 px; taller, it
# would be drawn smaller, and the path's names no longer have room). The spacings below are
# what the 12 px texts need to grow to 18 px in presenter mode (explorer/figure.js grows each
# label about its anchor as far as its neighbours leave room).
BADGE_AND_MARGINS = 34  # the explorer's badge above the plot, and the margins
SHORT, TALL = 540, 588
X_RANGE, Y_TOP = (-5.0, 75.6), 1.7
# The Action Path: each space's name one line under it, its number left of it and a "1"
# mark (for the current Eater only) right of it, both at its height, where they stand
# between two spaces of a row (above a space, a number stood in the line of names of the row
# above, and neither could grow). A Personal Path branch stands right of its space too (no
# space has both a branch and a "1"). The columns are as far apart as the widest names
# beside each other need ("personal path" beside "mantra C": 73 and 50 px), and the rows as
# far as a name and the numbers under it need.
COL_GAPS = (6.6, 6.95, 7.33, 6.97, 7.33, 6.87)
COL_X = tuple(round(sum(COL_GAPS[:col]), 3) for col in range(len(COL_GAPS) + 1))
ROW_GAP = 4.3
NUMBER_DX, NUMBER_DY = -1.25, 0.05  # a space's number: left of its marker, its text ending there
ONE_DX, ONE_DY = 1.25, 0.05  # the "1" mark: right of its marker
BRANCH_DX = 1.9  # a branch: right of its space, clear of the arrow
# The line's turn at a row's end, this far out beside the row: on the left, clear of the
# numbers of the first column; on the right, clear of the last column's names as presenter
# mode grows them (at 2.3 "talking", "energy" and "share" grew over the turn's arrow), and of
# the focus boards' squares.
TURN_OUT = {"left": 3.5, "right": 3.2}
ARROW_SHIFT = -0.25  # an arrow between two spaces: in the middle of the room the marks leave
PANEL_X = -4.3  # the panel letters, left of the rows and of the line's turns
OCTAGON_SHIFT = 0.75  # an Eater's octagon up and right of a path space: the space still shows
# The legend's lines under the path, far enough under the last row's names that both grow.
LEGEND_X, LEGEND_WIDTH, LEGEND_BELOW = -4.7, 74, 3.9
# The Hour and Shaman Drum focus boards in one column right of the path (side by side they
# left the Eaters' lines too little width), each board's spaces from its first at the bottom,
# its cube's "E1" inside the square: the Hour board's title above it, the Shaman Drum's under
# it (above it, its two lines met the names of the path's last column).
BOARD_X, SLOT_GAP = 47.3, 2.8
BOARD_TOP = {"hour": -1.2, "drum": -22.8}
# (The Shaman Drum's title far enough under its last square that both lines grow clear of it;
# "Hour" low enough under the board's top to grow under a step's badge of two lines, at 0.6
# it stopped at 15.2 px, and the Hour board's top square far enough under it.)
TITLE_Y = {"hour": 0.5, "drum": -45.4}
# The titles left of their column's middle, clear of the Eaters' dots: "Hour", level with
# the first Eater's dot, ends short of it at 18 px in presenter mode (0.6 left of the
# column, the dot sat on its "r", issue 44), halfway between it and the path's last column;
# "Shaman Drum" ends short of the dots too (at five Eaters the last one stands level with
# it) and of the last Eater's block, its start clear of the legend's lines.
TITLE_LEFT = {"hour": 1.68, "drum": 2.9}
# Each Eater's block at the right: the Nervous System line beside the Eater's colour dot,
# the block's lines hanging under it (aligned with its text): Moving Forward, the Experience
# and what the Eater holds (what is none left out), where on a Personal Path card, then the
# hand. In presenter mode figure.js grows a line or block about its middle, so a block
# reaches up as far as down; the Eaters' rows (``seat_rows``) give each line and block the
# height it takes at the font whose line box is 18 px (issue 44): evenly while every block
# has room there, else each block its own height and the rest shared out (five Eaters'
# blocks of four to six lines then still fit). The first Eater's line stands far enough under
# the board's top to grow there: at 0.95 it met a step's badge of two lines above the board
# (grown too) and both stopped at 13.6 px.
# The blocks start under the dots (the dot stands beside the Eater's line, above the block),
# left of the lines' text: clear of the focus boards' cubes, whose "E1" grows past its square.
SEAT_X, TEXT_X = 48.8, 49.0
FIRST_NERVES_Y = 0.45
# A block's lines are at most this wide (ems of its font). In presenter mode figure.js grows
# a label about its start until its font is 18 px (a little more than the 18 px line box
# asks), as far as its neighbours leave room, and one that would run past the board's right
# edge grows leftwards instead: lines of fifty characters grew over the Hour and Shaman Drum
# squares. The room right of TEXT_X is 270 px of the board's drawing, drawn 1.1155 times
# larger in presenter mode at 1366 x 768: 16.7 ems at 18 px
# (tests/explorer/test_board_mushroom_crowded_tables.py).
BLOCK_EMS = 16.5
HOVER_EMS = 36.0  # an Eater's hover text: its lines at most this wide
# The Mood cards in the order the board names them: a 3 beside the 2 whose Fire gives the
# same (the two said together, PAIRS).
CARD_ORDER = ("I", "3a", "2b", "3b", "2a", "1a", "1b", "0")
PAIRS = {"3a": ("2b", "energy"), "3b": ("2a", "focus")}
INDENT = "\u00a0\u00a0"  # a hand's later lines, under its first card (kept: no-break spaces)
# The texts' heights in presenter mode at 1366 x 768, in board units: the board drawn
# 908/814 times larger, each label grown to an 18 px font where it has room, at least to
# the font whose line box is 18 px (15.4 px, the projector test's size); plotly sets a
# text's lines 1.3 ems apart, a line's box 14/12 ems high. A little SLACK keeps two texts
# apart (the browser's boxes are a little larger).
PRESENTER_SCALE = 908 / 814
OWN_EM, GROWN_EM = 1.2, 18 * 12 / 14 / PRESENTER_SCALE / 10
FULL_EM = 18 / PRESENTER_SCALE / 10  # an 18 px font, what figure.js grows a label to
LINE_EMS, BOX_EMS = 1.3, 14 / 12
SLACK = 0.15


def _rows() -> tuple[tuple[int, int], ...]:
    """Per space: its row (its panel's place, A = 0) and its column on the board."""
    places = []
    for row, (_, first, last) in enumerate(panels()):
        for index in range(first, last + 1):
            col = index - first
            places.append((row, col if rightwards(row) else ROW - 1 - col))
    return tuple(places)


GRID = _rows()
ROW_Y = tuple(round(-ROW_GAP * row, 3) for row in range(GRID[-1][0] + 1))


def height(players: int) -> int:
    return SHORT if players <= 3 else TALL


def y_range(players: int) -> tuple[float, float]:
    """The plot's rows at ten pixels a unit, from the top line down."""
    return (round(Y_TOP - (height(players) - BADGE_AND_MARGINS) / 10, 3), Y_TOP)


def space_point(index: int) -> Point:
    row, col = GRID[index]
    return (COL_X[col], ROW_Y[row])


def branch_point(index: int) -> Point:
    x, y = space_point(index)
    return (round(x + BRANCH_DX, 3), y)


def path_line() -> tuple[list[Point], list[tuple[Point, str]]]:
    """The line through every space in the pawn's order, stepping out beside the row at each
    turn (straight down it would cross the last space's name), and the arrows along it: one
    between two spaces of a row, one on each turn, each with its plotly symbol."""
    points: list[Point] = []
    arrows: list[tuple[Point, str]] = []
    last = len(D.spaces) - 1
    for i in range(last + 1):
        here = space_point(i)
        points.append(here)
        if i == last:
            break
        after = space_point(i + 1)
        if after[1] == here[1]:  # along the row
            mid = (round((here[0] + after[0]) / 2 + ARROW_SHIFT, 3), here[1])
            arrows.append((mid, "triangle-right" if after[0] > here[0] else "triangle-left"))
        else:  # the turn to the next row, out beside the row's end
            out = round(here[0] + TURN_OUT["right"] if here[0] > 0 else -TURN_OUT["left"], 3)
            points += [(out, here[1]), (out, after[1])]
            arrows.append(((out, round((here[1] + after[1]) / 2, 3)), "triangle-down"))
    return points, arrows


def slot_point(board: str, slot: int) -> Point:
    """Where space ``slot`` of a focus board ("hour" or "drum") is."""
    return (BOARD_X, round(BOARD_TOP[board] - SLOT_GAP * (D.focus_spaces - 1 - slot), 3))


def text_height(lines: int, em: float) -> float:
    """The box of a text of ``lines`` lines whose em is ``em`` board units, its height."""
    return ((lines - 1) * LINE_EMS + BOX_EMS) * em


def seat_rows(players: int, lines: Sequence[int]) -> tuple[tuple[float, float], ...]:
    """Per Eater: where its Nervous System line is, and where the top of its block of
    ``lines[seat]`` lines is, from the first line under the board's top down to its bottom.

    Each Eater takes the height its line and block take in presenter mode, a block growing
    about its middle as far up as down: its top stands under the line by that much more. At
    the 18 px font figure.js aims at (``FULL_EM``) where every Eater has room for it in an
    even share of the column, else at the 18 px line box (``GROWN_EM``): in even rows while
    every Eater has room in one (the Eaters stay where they were while their blocks change),
    else each row its Eater's height and the rest shared out evenly."""
    full = rows_at(FULL_EM, players, lines, even_only=True)
    return full or rows_at(GROWN_EM, players, lines) or ()


def rows_at(
    em: float, players: int, lines: Sequence[int], even_only: bool = False
) -> tuple[tuple[float, float], ...] | None:
    """``seat_rows`` with the texts grown to ``em`` board units an em; None if ``even_only``
    and some Eater has no room in an even share."""
    nerves = text_height(1, em)
    top = FIRST_NERVES_Y + nerves / 2
    room = top - y_range(players)[0]
    needs = [nerves + text_height(n, em) + 2 * SLACK for n in lines]
    share = room / len(needs)
    if max(needs) <= share:
        rows = [share] * len(needs)
    elif even_only:
        return None
    else:
        spare = (room - sum(needs)) / len(needs)
        rows = [need + spare for need in needs]
    places = []
    for row, n in zip(rows, lines, strict=True):
        line = top - nerves / 2
        above = (text_height(n, em) - text_height(n, OWN_EM)) / 2  # grown up past its top
        places.append((round(line, 3), round(line - nerves / 2 - SLACK - above, 3)))
        top -= row
    return tuple(places)


def say(text: str, /, **params: Any) -> str:
    """One of the board's own texts, a message of the game's catalogue (``board-...``)."""
    return render(Msg(f"mushroom-eaters-board-{text}", **params))


def space_label(space) -> str:
    """A space's name as drawn under it: its kind in a word (an item space: the item it
    gives), the Mantra letter or the intensity printed on it."""
    if space.kind == "item" and space.items:
        word = render(Msg("mushroom-eaters-board-item", kind=space.items[0].partition(":")[0]))
    else:
        word = render(Msg("mushroom-eaters-board-space", kind=space.kind))
    return (
        word
        + (f" {space.letter}" if space.letter else "")
        + (f" {space.value}" if space.value else "")
    )


# ----- the traces, in order: what never changes of each --------------------------------
def _focus_board(name: str) -> dict[str, Any]:
    """A focus board's squares, each holding its cube's "E1" (grown past its square in
    presenter mode, where a ring round the next square passes under it: outlined in the
    colour that sets off its ink, plotly's "auto")."""
    marker = dict(size=16, symbol="square", line=dict(width=1, color=palette.INK))
    return dict(name=name, mode="markers+text", hoverinfo="text", textposition="middle center",
                textfont=text_font(12, shadow=HALO), marker=marker)  # fmt: skip


LOOKS = (
    look("path", "lines", click=False, line=dict(color=PATH_LINE, width=2)),  # PATH
    look("direction", click=False, marker=dict(size=9, color=palette.SPACE_LINE)),  # ARROWS
    *RING_LOOKS,  # RINGS: under the marks and words (see RINGS)
    # Just round the space's 22 px marker: a wider ring reached into its label.
    look(  # PAWN
        "pawn",
        click=False,
        marker=dict(size=28, symbol="circle-open", color=palette.INK, line=dict(width=3)),
    ),
    look(  # SPACES
        "spaces",
        "markers+text",
        textposition="bottom center",
        textfont=text_font(12, shadow=HALO),
        marker=dict(size=22, line=dict(width=2, color=palette.SPACE_LINE)),
    ),
    look(  # BRANCHES
        "branches",
        marker=dict(
            size=14,
            symbol="octagon",
            color=palette.PLACE_FILL,
            line=dict(width=2, color=palette.PLACE_LINE),
        ),
    ),
    look(  # OCTAGONS
        "octagons",
        click=False,
        marker=dict(size=14, symbol="octagon", line=dict(width=1, color=palette.INK)),
    ),
    _focus_board("hour board"),  # HOUR
    _focus_board("drum board"),  # DRUM
    look(  # NERVES
        "nervous system",
        "markers+text",
        textposition="middle right",
        textfont=text_font(12, shadow=HALO),
        marker=dict(size=14, line=dict(width=1, color=palette.INK)),
    ),
    # Hanging from its top, under the Nervous System line (a block of more lines reaches
    # further down; in presenter mode it grows about its middle, see seat_rows).
    dict(
        name="eaters",
        mode="text",
        hoverinfo="text",
        textposition="bottom right",
        textfont=text_font(12, shadow=HALO),
    ),
    look(  # NUMBERS
        "space numbers",
        "text",
        click=False,
        textposition="middle left",
        textfont=text_font(12, palette.TEXT_MUTED, HALO),
    ),
    look(  # ONES
        "current Eater only",
        "text",
        click=False,
        textposition="middle right",
        textfont=text_font(12, palette.TEXT, HALO),
    ),
    look("labels", "text", click=False, textfont=text_font(12, shadow=HALO)),  # LABELS
    look(  # LEGEND
        "legend",
        "text",
        click=False,
        textposition="bottom right",
        textfont=text_font(12, palette.TEXT, HALO),
    ),
)
assert len(LOOKS) == TRACE_COUNT


def _at(points) -> dict[str, list[float]]:
    """A trace's ``x`` and ``y`` from its points, as given."""
    points = list(points)
    return dict(x=[p[0] for p in points], y=[p[1] for p in points])


@lru_cache(maxsize=16)
def space_hover(game, placed: tuple) -> tuple[str, ...]:
    """Each space in words (kind, letter, intensity, items, the Place token laid on it)."""
    where = SimpleNamespace(placed=placed)
    return tuple(render(space_words(game, where, s.index)) for s in D.spaces)


class View(BoardView):
    example_note = say("example-note")

    # ----- building ------------------------------------------------------------------------
    def build(self, state: Any = None) -> go.FigureWidget:
        spaces = D.spaces
        points = [space_point(s.index) for s in spaces]
        branches = [s.index for s in spaces if s.branch]
        ones = [points[s.index] for s in spaces if s.one]
        line, arrows = path_line()
        numbers = [(round(p[0] + NUMBER_DX, 3), round(p[1] + NUMBER_DY, 3)) for p in points]
        ones = [(round(p[0] + ONE_DX, 3), round(p[1] + ONE_DY, 3)) for p in ones]
        fills = [MUST_DO_FILL if s.series else palette.SPACE_FILL for s in spaces]
        placed = {
            PATH: _at(line),
            ARROWS: _at(p for p, _ in arrows) | dict(marker=dict(symbol=[s for _, s in arrows])),
            SPACES: _at(points)
            | dict(
                text=[space_label(s) for s in spaces],
                hovertext=space_hover(self.game, ()),
                customdata=[f"space:{s.index}" for s in spaces],
                marker=dict(symbol=[SHAPES[s.kind] for s in spaces], color=fills),
            ),
            NUMBERS: _at(numbers) | dict(text=[str(s.index + 1) for s in spaces]),
            ONES: _at(ones) | dict(text=["<b>1</b>"] * len(ones)),
            BRANCHES: _at(branch_point(i) for i in branches)
            | dict(
                hovertext=[say("branch")] * len(branches),
                customdata=[f"branch:{i}" for i in branches],
            ),
            # The panel letters left of their rows (outside the line's turns); the focus
            # boards' titles centred on their column, "Shaman Drum" in two lines to stay
            # clear of the legend and the Eaters' dots.
            LABELS: dict(
                x=[PANEL_X] * len(ROW_Y) + [BOARD_X - TITLE_LEFT[b] for b in ("hour", "drum")],
                y=[*ROW_Y, TITLE_Y["hour"], TITLE_Y["drum"]],
                text=[name for name, _, _ in panels()] + [say("title-hour"), say("title-drum")],
            ),
            # Hanging from under the last row's names, left-aligned with the panel letters.
            LEGEND: dict(
                x=[LEGEND_X],
                y=[round(ROW_Y[-1] - LEGEND_BELOW, 3)],
                text=["<br>".join(self.legend_lines())],
            ),
        }
        players = state.players if state is not None else 2
        layout = board_layout(height(players), X_RANGE, y_range(players), palette.BOARD, 12, [])
        return self._figure(LOOKS, layout, state, placed)

    def legend_lines(self) -> list[str]:
        """The legend drawn under the path: the game's entries (its description reads them
        too), in lines as wide as the room."""
        title = render(Msg("mushroom-eaters-legend-title"))
        entries = [(render(mark), render(meaning)) for mark, meaning in legend_entries()]
        return legend_lines(entries, LEGEND_WIDTH, f"<b>{title}</b> — ")

    # ----- drawing --------------------------------------------------------------------------
    def paint(self, state: MushroomState, highlight: Marks, selected: Marks) -> None:
        # A table of four or five Eaters needs the taller board (their blocks at the right).
        self._put("layout", "height", height(state.players))
        self._put("layout", "yaxis.range", list(y_range(state.players)))
        self._points(PAWN, (space_point(state.pawn),))
        self._put(SPACES, "hovertext", space_hover(self.game, state.placed))
        self._draw_octagons(state)
        self._draw_board(state, HOUR, state.hour)
        self._draw_board(state, DRUM, state.drum)
        texts, rows = self.seat_places(state)
        self._draw_nerves(state, rows)
        self._draw_seats(state, texts, rows)
        self._draw_rings(
            RINGS,
            highlight,
            selected,
            self.located(state),
            lambda _: RING_SIZE,
        )

    def _draw_octagons(self, state) -> None:
        seats = [s for s in range(state.players) if state.path_space[s] >= 0]
        # On a branch the Eater's octagon covers the branch's own (its rim still shows); on a
        # path space it sits up and right, so that the space's shape still shows.
        points = [
            branch_point(state.path_space[s] - BRANCH)
            if state.path_space[s] >= BRANCH
            else tuple(c + OCTAGON_SHIFT for c in space_point(state.path_space[s]))
            for s in seats
        ]
        self._points(OCTAGONS, points, marker_color=(self.colour(s) for s in seats))

    def _draw_board(self, state, trace, cubes) -> None:
        slots = capacity(state.players)
        board = "hour" if trace == HOUR else "drum"
        owners = [cubes[i] if i < len(cubes) else None for i in range(slots)]
        self._points(
            trace,
            (slot_point(board, i) for i in range(slots)),
            [f"{board}:{i}" for i in range(slots)],
            marker_color=(palette.PLACE_FILL if o is None else self.colour(o) for o in owners),
            text=("" if o is None else f"E{o + 1}" for o in owners),
            # inside the cube's square, in the ink its colour reads in
            textfont_color=(
                palette.TEXT if o is None else palette.readable_ink(self.colour(o)) for o in owners
            ),
            hovertext=(
                say("slot-empty", space=i + 1)
                if o is None
                else say("slot-eater", space=i + 1, eater=o + 1)
                for i, o in enumerate(owners)
            ),
        )

    def _draw_nerves(self, state, rows) -> None:
        seats = range(state.players)
        self._points(
            NERVES,
            ((SEAT_X, line) for line, _ in rows),
            [f"eater:{s}" for s in seats],
            marker_color=(self.colour(s) for s in seats),
            # Short, so that it grows to 18 px in presenter mode about its start, beside the
            # dot (a line as long as the hand's grew back over the focus boards' texts); the
            # Moving Forward track opens the block under it.
            text=(say("nerves", eater=s + 1, intensity=state.intensity[s]) for s in seats),
            hovertext=(say("nerves-hover", eater=s + 1) for s in seats),
        )

    def _draw_seats(self, state, texts, rows) -> None:
        seats = range(state.players)
        self._points(
            SEATS,
            ((TEXT_X, block) for _, block in rows),
            [f"hand:{s}" for s in seats],
            text=texts,
            # The Eater in full, as the text description says it (the block leaves out
            # what is none, and names the shorter of hand and discards).
            hovertext=(self.seat_hover(state, s) for s in seats),
        )

    def seat_places(self, state):
        """Each Eater's block, and where its line and its block stand (``seat_rows``)."""
        scores = self.experience(state)
        texts = tuple(self.seat_text(state, s, scores) for s in range(state.players))
        return texts, seat_rows(state.players, [text.count("<br>") + 1 for text in texts])

    def seat_hover(self, state, seat: int) -> str:
        """An Eater's whole position in words (the text description's sentence), in lines."""
        words = render(eater_words(self.game, state, seat)).split()
        return "<br>".join(flow(words, HOVER_EMS, " "))

    def experience(self, state) -> tuple[Any, ...]:
        """Each Eater's Experience: the result's once the game is over (the board's figures
        are then the final ones), the count so far before."""
        result = self.game.result(state)
        return tuple(result.scores if result is not None else self.game.scores(state))

    def seat_text(self, state, seat, scores: Sequence[Any] | None = None) -> str:
        """An Eater's block: Moving Forward, the Experience, what the Eater holds (none of a
        kind: left out; the Breathe token only once used) and where on a Personal Path
        card, in one flow; then the hand. Lines at most ``BLOCK_EMS`` wide."""
        score = (scores if scores is not None else self.experience(state))[seat]
        final = "yes" if state.ended else "no"
        pieces: list[str | tuple[str, str]] = [
            say("forward", count=state.forward[seat]),
            (" · ", say("experience", score=str(score), final=final)),
        ]
        held = self.held(state, seat)
        if held:
            pieces += [(" · ", held[0]), *held[1:]]
        path = state.on_path[seat]
        if path >= 0:
            actions = len(D.path_cards[path].spaces)
            where = say("on-path-card", action=state.path_pos[seat] + 1, actions=actions)
            pieces.append((" · ", where))
        # A line broken at a " · " ends without its dot (a comma stays: the list goes on).
        lines = [line.removesuffix(" ·") for line in flow(pieces, BLOCK_EMS)]
        return "<br>".join([*lines, *self.card_lines(state.hands[seat], state.discards[seat])])

    @staticmethod
    def held(state, seat) -> list[str]:
        """What an Eater holds besides its cards, each kind it has none of left out."""
        counts = (
            ("awakening", state.awakening[seat]),
            ("wisdom", state.wisdom[seat]),
            ("paradox", state.paradox[seat]),
            ("face", state.faces[seat]),
        )
        held = [say(kind, count=count) for kind, count in counts if count]
        letters = state.mantras[seat]
        if letters:
            held.append(say("mantras", count=len(letters), mantras=" ".join(letters)))
        if state.path_cards[seat]:
            held.append(say("path-cards", count=state.path_cards[seat]))
        if not state.breathe[seat]:  # face up, Deep Breathing, as every Eater starts
            held.append(say("breathe-used"))
        return held

    @classmethod
    def card_lines(cls, hand, discards, width: float = BLOCK_EMS) -> list[str]:
        """The hand, as one flow of lines at most ``width`` ems wide (a card's words never
        split). A hand is the eight Mood cards less the discards: said as all but the
        discards ("hand: all but 1 recall, 0 card") where that is the shorter."""
        whole = sorted([*hand, *discards]) == sorted(CARDS)
        if whole and not discards:
            return [say("hand-all")]
        words = cls.card_words(hand) or [say("no-cards")]
        pieces: list[str | tuple[str, str]] = [say("hand", cards=words[0]), *words[1:]]
        if whole:
            but = cls.card_words(discards)
            said = say("hand", cards=", ".join(words))
            if text_ems(say("hand-all-but", cards=", ".join(but))) < text_ems(said):
                pieces = [say("hand-all-but", cards=but[0]), *but[1:]]
        elif discards:  # (never, by the rules: said in full all the same)
            more = cls.card_words(discards)
            pieces += [("; ", say("discards", cards=more[0])), *more[1:]]
        return flow(pieces, width, indent=INDENT)

    @staticmethod
    def card_words(cards) -> list[str]:
        """Cards in the board's words, in CARD_ORDER, a 3 and a 2 whose Fire gives the same
        said together ("3 & 2 focus"), the 0 as "0 card" ("all but 0" read as all)."""
        have = set(cards)
        words: list[str] = []
        said: set[str] = set()
        for card in CARD_ORDER:
            if card not in have or card in said:
                continue
            partner, fire = PAIRS.get(card, (None, ""))
            if partner in have:
                words.append(say("card-pair", fire=fire))
                said.add(partner)
            else:
                words.append(say("card-zero") if card == "0" else CARD_SHORT[card])
        return words

    def colour(self, seat: int) -> str:
        return palette.seat_colour(COLOURS[seat], seat)

    # ----- clicks and places ---------------------------------------------------------------
    def locate(self, state, element_id: str) -> Point:
        kind, _, rest = element_id.partition(":")
        if not rest.isdigit():
            raise KeyError(element_id)
        n = int(rest)
        if kind == "space" and n < len(D.spaces):
            return rounded(space_point(n))
        if kind == "branch" and D.spaces[min(n, len(D.spaces) - 1)].branch:
            return rounded(branch_point(n))
        if kind in ("hour", "drum") and n < capacity(state.players):
            return slot_point(kind, n)
        if kind in ("eater", "hand") and n < state.players:
            line, block = self.seat_places(state)[1][n]
            return (SEAT_X, line) if kind == "eater" else (TEXT_X, block)
        raise KeyError(element_id)
