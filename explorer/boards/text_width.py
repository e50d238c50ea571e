"""How wide a board's text is drawn, in ems of its font, worked out from the characters.

A board lays out its words in Python, before any browser draws them: a line that must fit a
room (beside a mark, up to the board's edge) is measured here. The widths are those of the
font the boards' texts fall to (plotly's "Open Sans", verdana, arial, sans-serif: Liberation
Sans here, with Arial's and Helvetica's widths), within a few per cent of what Chromium draws;
a character not listed counts 0.6 em, and a line with bold words 8 % more.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: Characters' widths in thousandths of an em.
WIDTHS = {
    **dict.fromkeys("ijl'", 222), **dict.fromkeys(" \u00a0ftI,.:;/!", 278),
    **dict.fromkeys("r-()", 333), **dict.fromkeys("cksvxyzJ", 500),
    **dict.fromkeys("abdeghnopqu0123456789#$L", 556), **dict.fromkeys("+", 584),
    **dict.fromkeys("FTZ", 611), **dict.fromkeys("ABEKPSVXY", 667),
    **dict.fromkeys("CDHNRUw", 722), **dict.fromkeys("GOQ", 778), **dict.fromkeys("mM", 833),
    "W": 944, "·": 278, "…": 1000, "—": 1000, "–": 556,
}  # fmt: skip
OTHER = 600
BOLD = 1.08


def text_ems(line: str) -> float:
    """How wide one line of a board's text is, in ems (its markup taken off)."""
    plain = re.sub(r"<[^>]+>", "", line)
    ems = sum(WIDTHS.get(c, OTHER) for c in plain) / 1000
    return ems * BOLD if "<b>" in line else ems


def flow(
    pieces: Iterable[str | tuple[str, str]], width: float, joint: str = ", ", indent: str = ""
) -> list[str]:
    """``pieces`` in as few lines of at most ``width`` ems as a greedy fill gives, joined by
    ``joint`` within a line (a piece given as ``(joint, text)`` brings its own), a line ending
    on the joint's mark (its space dropped), each line after the first led by ``indent``; a
    piece wider than ``width`` has a line of its own. No piece is split: a card's or a
    track's words stay together."""
    lines: list[str] = []
    for piece in pieces:
        before, text = piece if isinstance(piece, tuple) else (joint, piece)
        # (Room kept for the mark a line may yet end on.)
        if lines and text_ems(lines[-1] + before + text + joint.rstrip()) <= width:
            lines[-1] += before + text
        elif lines:
            lines[-1] += before.rstrip()
            lines.append(indent + text)
        else:
            lines.append(text)
    return lines
