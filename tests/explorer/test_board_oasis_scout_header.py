"""Oasis's scout headers (issue 44, the final screenshots): the "1" of "▶ Scout 1" (and of
"★ Scout 1" at the end) was hidden under the Khalla card #13 in presenter mode. Worked out
in-process at presenter mode's 18 px (tests/explorer/presenter_room.py)."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer.boards import board_view
from tests.explorer.presenter_room import FONT_PX, oasis_positions, presenter_room

OASIS = rules.load_game("oasis")
#: The fallback font's widths of the marks the boards' table does not list (DejaVu Sans:
#: the table counts any other character 0.6 em).
MARKS = {"▶": 0.769, "★": 0.896}


def ems(line: str) -> float:
    """``line``'s width in ems, its marks at their own widths."""
    from explorer.boards.text_width import BOLD, text_ems

    extra = sum(MARKS[c] - 0.6 for c in line if c in MARKS)
    return text_ems(line) + extra * (BOLD if "<b>" in line else 1)


def positions(players: int):
    """Positions of a seeded random game, every 10 moves, and its end."""
    return oasis_positions(players, moves=400, every=10, end=True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_oasis_scout_headers_end_short_of_the_first_card(players):
    from explorer.boards.oasis import CARDS, PLACES, SCOUTS

    view = board_view(OASIS)
    marks = set()
    for state in positions(players):
        fig = view.build(state)
        room = dataclasses.replace(presenter_room(fig), font_px=FONT_PX)
        per_px = 1 / room.px_per_unit
        scouts = fig.data[SCOUTS]
        squares = [
            (x - fig.data[t].marker.size / 2 * per_px, y, fig.data[t].marker.size / 2 * per_px)
            for t in (CARDS, PLACES)
            for x, y in zip(fig.data[t].x, fig.data[t].y, strict=True)
        ]
        for x, y, text in zip(scouts.x, scouts.y, scouts.text, strict=True):
            lines = text.split("<br>")
            high = len(lines) * room.text_size("x")[1]
            # plotly starts a text beside a mark 1/1.6 of its size and 1 px from its centre
            left = x + (scouts.marker.size / 1.6 + 1) * per_px
            right = left + max(ems(line) for line in lines) * room.font_units
            marks.update(c for c in text if c in MARKS)
            for square_left, square_y, half in squares:
                if abs(square_y - y) < high / 2 + half and square_left > x:
                    assert right + room.gap_units <= square_left, (players, text, right)
            # the mark stays inside the plot
            assert x - scouts.marker.size / 2 * per_px >= fig.layout.xaxis.range[0]
    assert marks == set(MARKS)  # both a turn and a win were drawn
