"""About where a board's words stand in presenter mode at 1366 x 768, worked out in-process
from the figure a board view builds (issue 44, the projector).

In presenter mode the dashboard scales the board to its column (about 908 px wide at
1366 x 768; explorer/access.py) and explorer/figure.js then grows each label until its font is
18 px on screen, but only as far as it stays clear of its neighbours. A board whose layout
leaves too little room keeps some labels smaller: these helpers say how much room a label
needs at 18 px, in the board's own units, so that a test can check the layout without a
browser. The widths come from the font's character widths (WIDTHS), within a few per cent
of what Chromium draws.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import rules
from explorer.app import BADGE_MARGIN
from explorer.boards import text_width

#: The board's column in presenter mode at 1366 x 768 (measured: 908.5 px).
PRESENTER_COLUMN_PX = 908
#: The room under the board's top in that window (768 px, less the title row and a margin).
PRESENTER_ROOM_PX = 768 - 110
#: explorer/figure.js's PRESENTER_FONT_PX and access.py's largest scale.
FONT_PX = 18
MAX_SCALE = 2.5
#: A text's box height, in ems of its font: Chromium draws a board's 12 px label in a box
#: 14 px high, and grows it with the label (21 px at 18 px; 1.12, a 20 px box, left two of
#: Daybreak's lines 0.1-0.6 px over each other where this model saw them apart).
EM_PER_LINE = 14 / 12
#: Characters' widths: the boards' own measure (explorer/boards/text_width.py), one table for
#: the layouts and these checks.
WIDTHS, BOLD = text_width.WIDTHS, text_width.BOLD
text_ems = text_width.text_ems
#: explorer/figure.js's GAP: two labels grown side by side stay this far apart, in pixels of
#: the board's own drawing (not of the screen: the drawing is scaled after).
GAP_PX = 2


@dataclass(frozen=True)
class Room:
    """A board figure's scale in presenter mode and its units in pixels of its own drawing."""

    scale: float  # drawn size / own size
    px_per_unit: float  # pixels of its own drawing per board unit

    #: The font on screen the boxes are worked out for: the one whose line box is 18 px
    #: high, what the projector test asks of every label (figure.js aims at an 18 px font,
    #: a little more, where there is room).
    font_px: float = FONT_PX / EM_PER_LINE

    @property
    def font_units(self) -> float:
        """The font on screen (``font_px``), in board units."""
        return self.font_px / self.scale / self.px_per_unit

    @property
    def gap_units(self) -> float:
        """figure.js's GAP between two labels side by side, in board units."""
        return GAP_PX / self.px_per_unit

    def text_size(self, text: str) -> tuple[float, float]:
        """(width, height) of ``text`` at ``font_px`` on screen, in board units (markup taken
        off, its longest line)."""
        lines = text.strip().split("<br>")
        em = self.font_units
        return max(text_ems(line) for line in lines) * em, len(lines) * EM_PER_LINE * em


def presenter_room(fig) -> Room:
    """The presenter-mode scale of ``fig`` at 1366 x 768, as explorer/access.py works it out:
    as wide as the column allows, and no taller than the room (a board that cannot grow at
    least 4 % is kept at its own size). The board's own width is explorer/figure.js's
    boardWidth: the width at which its plot fills its height, between the margins the
    dashboard draws it with (the board's 4 px, and BADGE_MARGIN above it for the line that
    says what it shows: leaving that out made Oasis's board 814 px wide and its scale 1.116,
    where the browser draws it 761 px wide, scaled 1.193)."""
    layout = fig.layout
    x0, x1 = layout.xaxis.range
    y0, y1 = layout.yaxis.range
    margin = layout.margin
    top = max(margin.t, BADGE_MARGIN)  # the dashboard's badge line above the board
    high = layout.height
    px_per_unit = (high - top - margin.b) / abs(y1 - y0)
    wide = math.ceil(abs(x1 - x0) * px_per_unit + margin.l + margin.r)
    grow = min(PRESENTER_ROOM_PX / high, MAX_SCALE)
    if grow <= 1.04:
        grow = 1
    scale = max(min(PRESENTER_COLUMN_PX / wide, grow), 0.5)
    return Room(scale, px_per_unit)


def marker_units(room: Room, size_px: float) -> float:
    """A marker of ``size_px`` (its own pixels, scaled with the board), in board units."""
    return size_px / room.px_per_unit


Box = tuple[float, float, float, float]  # (left, right, bottom, top), in board units


def side_by_side_apart(room: Room, a: Box, b: Box) -> bool:
    """Whether two labels' boxes (at their grown size) are apart as figure.js keeps them: one
    above the other, or side by side at least its GAP apart (closer, figure.js stops both
    short of their size, as the browser's check sees)."""
    if a[3] <= b[2] or b[3] <= a[2]:
        return True
    gap = room.gap_units
    return a[1] + gap <= b[0] or b[1] + gap <= a[0]


def random_positions(
    slug: str,
    players: int,
    moves: int = 120,
    every: int = 15,
    end: bool = False,
    variants: tuple[str, ...] = (),
):
    """Positions of a seeded random game of ``slug`` (``players`` seats, seed ``players``,
    ``variants``): one every ``every`` moves among the first ``moves``, and with ``end`` the
    last one reached. The boards' presenter checks read their words from these."""
    game = rules.load_game(slug)
    state = game.setup(players, players, variants=variants)
    pick = random.Random(players)
    for move in range(moves):
        if state.to_move is None:
            break
        if move % every == 0:
            yield state
        if state.to_move == rules.CHANCE:
            action = game.sample_chance(state)
        else:
            action = pick.choice(game.legal_actions(state))
        state = game.apply(state, action, explain=False).state
    if end:
        yield state


def oasis_positions(players: int, moves: int = 120, every: int = 15, end: bool = False):
    """``random_positions`` of Oasis."""
    return random_positions("oasis", players, moves, every, end)
