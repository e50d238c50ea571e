"""The in-process presenter check (tests/explorer/presenter_room.py) counts explorer/figure.js's
GAP (issue 44): figure.js keeps two labels grown side by side 2 px of the board's drawing
apart, stopping both short of 18 px where they would come closer, and the browser's check
(test_projector.py) then finds them small or close. The in-process check had no gap: two
labels 1 px apart passed there and failed in the browser."""

from __future__ import annotations

import re
from pathlib import Path

from tests.explorer.presenter_room import GAP_PX, Room, side_by_side_apart

FIGURE_JS = Path(__file__).resolve().parents[2] / "explorer" / "figure.js"


def test_the_gap_is_figure_js_own():
    found = re.search(r"^const GAP = ([\d.]+);", FIGURE_JS.read_text(encoding="utf-8"), re.M)
    assert found, "figure.js names no GAP"
    assert float(found.group(1)) == GAP_PX


def test_labels_side_by_side_closer_than_the_gap_are_not_apart():
    room = Room(scale=1.12, px_per_unit=10)  # the gap: 0.2 units of a ten-pixel board
    left = (0.0, 5.0, 0.0, 1.0)
    one_px = (5.1, 8.0, 0.0, 1.0)
    three_px = (5.3, 8.0, 0.0, 1.0)
    assert room.gap_units == GAP_PX / 10
    assert not side_by_side_apart(room, left, one_px)
    assert not side_by_side_apart(room, one_px, left)  # either order
    assert side_by_side_apart(room, left, three_px)
    # One above the other, they need no gap (figure.js parts them by their lines' boxes).
    assert side_by_side_apart(room, left, (5.1, 8.0, 1.0, 2.0))
