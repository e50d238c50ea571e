"""The line above the board ("Now · after: ...") in lines that fit the board's drawing.

The dashboard says above every board what it shows, in a plotly annotation (explorer/app.py):
one line of text, which plotly never wraps, so a long action's label ("Declare ideas: an idea
on the space of research in row 3, column 1 (inkwell 1), ...") ran past the board's right edge
and was cut (issue 44). Here the words are broken into lines that fit the drawing at its own
size and in presenter mode, where explorer/figure.js grows the line to an 18 px font on screen;
the dashboard makes room above the board for the lines beyond the first.
"""

from __future__ import annotations

import math

from explorer.boards.text_width import text_ems

#: The line's font, in pixels of the board's drawing (explorer/app.py's annotation).
FONT_PX = 15
#: Its frame's padding and border on each side, and a little room for the measure's error
#: (text_width is within a few per cent of what Chromium draws), in pixels of the drawing.
FRAME_PX = 3 + 1
SLACK = 0.94
#: Each line after the first adds this much above the board (plotly's line spacing is 1.3 em).
LINE_PX = math.ceil(FONT_PX * 1.3)
#: explorer/figure.js's PRESENTER_FONT_PX: in presenter mode the line grows to this font on
#: screen where the board's scale leaves it smaller.
PRESENTER_FONT_PX = 18
#: The board's column and the room under its top in presenter mode at 1366 x 768, as
#: explorer/access.py scales a board (measured: 908 px; 768 px less the title row), and its
#: largest scale.
PRESENTER_COLUMN_PX = 908
PRESENTER_ROOM_PX = 768 - 110
MAX_SCALE = 2.5
#: The room plotly's toolbar (the modebar, shown at the drawing's top right corner while the
#: pointer is on the board) takes at the right end of the line, in pixels of the drawing (it
#: scales with the board): its one button (explorer/app.py's MODEBAR_CONFIG) and its margins
#: measure 40 px, and a few more keep the words clear of it (issue 44: the toolbar's four
#: buttons covered the end of the line).
MODEBAR_PX = 46


def board_width(layout) -> float:
    """The board's own width, as explorer/figure.js's boardWidth works it out: the width at
    which its plot fills its height between its margins."""
    x0, x1 = layout.xaxis.range
    y0, y1 = layout.yaxis.range
    margin = layout.margin
    high = layout.height - margin.t - margin.b
    return math.ceil(abs(x1 - x0) / abs(y1 - y0) * high + margin.l + margin.r)


def presenter_scale(width: float, height: float) -> float:
    """The scale explorer/access.py gives a board of this size in presenter mode."""
    grow = min(PRESENTER_ROOM_PX / height, MAX_SCALE)
    if grow <= 1.04:
        grow = 1
    return max(min(PRESENTER_COLUMN_PX / width, grow), 0.5)


def line_ems(width: float, height: float, modebar: bool = False) -> float:
    """How wide a line may be, in ems of its font, to fit a board of ``width`` x ``height``
    pixels both at its own size and grown for presenter mode (left of the toolbar's corner if
    the board shows a ``modebar``)."""
    grow = max(1.0, PRESENTER_FONT_PX / (FONT_PX * presenter_scale(width, height)))
    room = width - 2 * FRAME_PX - (MODEBAR_PX if modebar else 0)
    return room / (FONT_PX * grow) * SLACK


def badge_lines(text: str, ems: float) -> list[str]:
    """``text`` broken between words into lines of at most ``ems`` (a word wider than a whole
    line keeps a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and text_ems(trial) > ems:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]
