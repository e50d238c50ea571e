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
from rules.mushroom_eaters.describe import legend_entries, panels, rightwards, space_words
from rules.mushroom_eaters.engine import BRANCH, D, capacity
from rules.mushroom_eaters.names import CARD_SHORT
from rules.mushroom_eaters.state import MushroomState

from .base import BoardView, Point, board_layout, rounded
from .layers import RING_LOOKS, Marks, halo, look, text_font
from .legend import legend_lines
from .text_width import flow

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
# four or five the Eaters' blocks need TALL. The spacings below are what the 12 px texts need
# to grow to 18 px in presenter mode (explorer/figure.js grows each label about its anchor as
# far as its neighbours leave room; the board is drawn about 1.1 times larger there).
BADGE_AND_MARGINS = 34  # the explorer's badge above the plot, and the margins
SHORT, TALL = 540, 570
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
BOARD_TOP = {"hour": -1.1, "drum": -22.8}
# (The Shaman Drum's title far enough under its last square that both lines grow clear of it.)
TITLE_Y = {"hour": 0.6, "drum": -45.4}
# The titles left of their column's middle, clear of the Eaters' dots: "Hour", level with
# the first Eater's dot, ends short of it at 18 px in presenter mode (0.6
# left of the column, the dot sat on its "r", issue 44), halfway between it and the
# path's last column; "Shaman Drum" is under every dot.
TITLE_LEFT = {"hour": 1.68, "drum": 0.6}
# Each Eater's block at the right: the Nervous System line beside the Eater's colour dot,
# the block's lines hanging under it (aligned with its text): Moving Forward and the
# Experience, the hand and discards, the tokens, Mantras and Personal Path cards and, on a
# Personal Path card, where. The block starts HAND_GAP under the dot's line (by the number of
# Eaters), room for that line to grow above the block; blocks are SEAT_ROW apart. In
# presenter mode figure.js grows a block about its middle, so it reaches up as far as down:
# at three Eaters a block of eight lines and the next Eater's line both grow to 18 px, one of
# nine does not (tests/explorer/test_board_mushroom_room.py). The first Eater's line stands
# far enough under the board's top to grow there: at 0.95 it met a step's badge of two lines
# above the board (grown too) and both stopped at 13.6 px (issue 44). Four or five Eaters'
# lines and blocks stop one another short of 18 px wherever they stand (see BLOCK_EMS); lower
# there, the last block pressed the Shaman Drum's title smaller, so they keep their place.
SEAT_X, TEXT_X = 48.8, 49.7
NERVES_Y = {2: 0.45, 3: 0.45, 4: 0.95, 5: 0.95}
HAND_GAP = {2: 2.1, 3: 2.1, 4: 1.0, 5: 1.0}
SEAT_ROW = {2: 24.0, 3: 16.7, 4: 12.0, 5: 10.7}
# A block's lines are at most this wide (ems of its font), by the number of Eaters. In
# presenter mode (explorer/figure.js) a label grows about its start until its font is 18 px,
# as far as its neighbours leave room, and one that would run past the board's right edge
# grows leftwards instead: lines of fifty characters grew over the Hour and Shaman Drum
# squares. The room right of TEXT_X is 263 px of the board's drawing, drawn 1.12 times larger
# in presenter mode at 1366 x 768: two or three Eaters' blocks, with the height to grow to
# 18 px (three Eaters' blocks 16.6 apart, their longer blocks still within five Eaters'
# height), have lines of 15.6 ems (about 33 characters), what fits that room at that size
# (tests/explorer/test_presenter_mushroom_hands.py). Four or five Eaters' blocks stand so
# close (the board may not be taller: with five it ends at the window's bottom) that figure.js
# stops each where it meets the next: lines of 22 ems (about 50 characters) keep five blocks
# to six lines.
BLOCK_EMS = {2: 15.6, 3: 15.6, 4: 22.0, 5: 22.0}
INDENT = "\u00a0\u00a0"  # a hand's later lines, under its first card (kept: no-break spaces)


def block_ems(players: int) -> float:
    return BLOCK_EMS[min(max(players, 2), 5)]


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


def seat_y(players: int, seat: int, hand: bool = False) -> float:
    """Where an Eater's Nervous System line is, or (``hand``) the top of the block under it."""
    table = min(max(players, 2), 5)
    y = NERVES_Y[table] - (HAND_GAP[table] if hand else 0)
    return round(y - SEAT_ROW[table] * seat, 3)


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
    # further down; in presenter mode it grows about its middle, see HAND_GAP).
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
        self._draw_nerves(state)
        self._draw_seats(state)
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

    def _draw_nerves(self, state) -> None:
        seats = range(state.players)
        self._points(
            NERVES,
            ((SEAT_X, seat_y(state.players, s)) for s in seats),
            [f"eater:{s}" for s in seats],
            marker_color=(self.colour(s) for s in seats),
            # Short, so that it grows to 18 px in presenter mode about its start, beside the
            # dot (a line as long as the hand's grew back over the focus boards' texts); the
            # Moving Forward track opens the block under it.
            text=(say("nerves", eater=s + 1, intensity=state.intensity[s]) for s in seats),
            hovertext=(say("nerves-hover", eater=s + 1) for s in seats),
        )

    def _draw_seats(self, state) -> None:
        seats = range(state.players)
        scores = self.experience(state)
        self._points(
            SEATS,
            ((TEXT_X, seat_y(state.players, s, hand=True)) for s in seats),
            [f"hand:{s}" for s in seats],
            text=(self.seat_text(state, s, scores) for s in seats),
            hovertext=(say("eater", eater=s + 1) for s in seats),
        )

    def experience(self, state) -> tuple[Any, ...]:
        """Each Eater's Experience: the result's once the game is over (the board's figures
        are then the final ones), the count so far before."""
        result = self.game.result(state)
        return tuple(result.scores if result is not None else self.game.scores(state))

    def seat_text(self, state, seat, scores: Sequence[Any] | None = None) -> str:
        """An Eater's track, Experience, hand, discards, tokens and path, in lines no wider
        than the room beside the block leaves at this table (``BLOCK_EMS``)."""
        score = (scores if scores is not None else self.experience(state))[seat]
        experience = render(
            Msg(
                "mushroom-eaters-board-experience",
                score=str(score),
                final="yes" if state.ended else "no",
            )
        )
        width = block_ems(state.players)
        path = state.on_path[seat]
        # Where on a Personal Path card, on a line of its own (in two lines, "on a Personal
        # Path card:" and the action, it made a three Eaters' block ten lines: into the next
        # Eater's line, issue 44).
        where = (
            [
                say(
                    "on-path-card",
                    action=state.path_pos[seat] + 1,
                    actions=len(D.path_cards[path].spaces),
                )
            ]
            if path >= 0
            else []
        )
        things = [
            say("awakening", count=state.awakening[seat]),
            say("wisdom", count=state.wisdom[seat]),
            say("paradox", count=state.paradox[seat]),
            say("face", count=state.faces[seat]),
            say("mantras", mantras=state.mantras[seat] or "-"),
            say("deep-breathing" if state.breathe[seat] else "breathe-used"),
            say("path-cards", count=state.path_cards[seat]),
        ]
        lines = [
            *flow(
                [say("forward", count=state.forward[seat]), f"<b>{experience}</b>"], width, " · "
            ),
            *self.card_lines(state.hands[seat], state.discards[seat], width),
            *flow(things, width),
            *where,
        ]
        return "<br>".join(lines)

    @classmethod
    def card_lines(cls, hand, discards, width: float = BLOCK_EMS[5]) -> list[str]:
        """The hand then the discards, as one flow of lines at most ``width`` ems wide (a
        card's words never split): the eight Mood cards take two or three lines where a line
        each for hand and discards took more."""
        pieces: list[str | tuple[str, str]] = [say("hand", cards=cls.cards(hand[:1]))]
        pieces += [CARD_SHORT[c] for c in hand[1:]]
        # "discards: none" stays whole; before cards, "discards:" may end a line.
        if discards:
            pieces += [("; ", say("discards")), (" ", CARD_SHORT[discards[0]])]
            pieces += [CARD_SHORT[c] for c in discards[1:]]
        else:
            pieces.append(("; ", say("discards-none")))
        return flow(pieces, width, indent=INDENT)

    @staticmethod
    def cards(cards) -> str:
        return ", ".join(CARD_SHORT[c] for c in cards) or say("no-cards")

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
        if kind == "eater" and n < state.players:
            return (SEAT_X, seat_y(state.players, n))
        if kind == "hand" and n < state.players:
            return (TEXT_X, seat_y(state.players, n, hand=True))
        raise KeyError(element_id)
