"""Vrienden in presenter mode at 1366 x 768 (issue 44, teaching at a projector): the words
above and below the boards have room for an 18 px line at every table, with and without
Modules A and D. Measured in the browser before: at four players the status line
("Round 1: Player 1 to play: ...", two lines) and the players' two-line headers stood 0.7 px
into each other at their own size, so figure.js grew neither (14.7 px); with Module D the
objective cards ran into each other (15.0 px) and the last one into the legend, which, at the
drawing's bottom edge, grows upwards only (14.2 px); at three players the cards and the
legend met here at an 18 px line by 0.02-0.08 units (in the browser they just reached it).

tests/explorer/presenter_room.py gives every line 1.17 em, as one line is drawn; plotly sets
the lines of a text 1.3 em apart, so a text of n lines is 1.17 + 1.3 (n - 1) em high (a
card's two lines 29.6 px at its 12 px font, the legend's three 45.2 px, in Chromium): the
model's height let these labels pass. Here each text is that high, and one that would grow
past the drawing's top or bottom edge is kept inside it, as figure.js's placeOnBoard does."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.base import BADGE_MARGIN
from explorer.boards.vrienden import HEADERS, LABELS, OBJECTIVE_CARDS, STATUS
from tests.explorer.presenter_room import (
    EM_PER_LINE,
    Room,
    presenter_room,
    random_positions,
    side_by_side_apart,
    text_ems,
)
from tests.explorer.test_board_presenter_room import box

from .test_board_vrienden_bag_room import LOTUS_TEXTS

GAME = rules.load_game("vrienden")
#: plotly's distance between two lines of one text, in ems of its font.
LINE_EMS = 1.3
#: The board's margins below its plot (base.board_layout) and above it (the dashboard's badge
#: line), in pixels of its own drawing: the drawing's edges figure.js keeps a label within.
MARGIN_PX = 4
#: The words checked: the status line and the headers over the columns, and everything the
#: lotus board writes (Module D's cards, their heading and the legend among them).
TEXTS = (STATUS, HEADERS, *LOTUS_TEXTS)


@dataclasses.dataclass(frozen=True)
class Lines(Room):
    """A room whose texts are as high as plotly draws their lines."""

    def text_size(self, text: str) -> tuple[float, float]:
        lines = text.strip().split("<br>")
        em = self.font_units
        return max(text_ems(line) for line in lines) * em, (
            EM_PER_LINE + LINE_EMS * (len(lines) - 1)
        ) * em


def position(players: int, variants: tuple[str, ...], moves: int):
    """A seeded game after ``moves`` random legal moves (the scores, hands and status change)."""
    *_, last = random_positions("vrienden", players, moves, moves + 1, end=True, variants=variants)
    return last


def inside(fig, room: Room, label: tuple[float, ...]) -> tuple[float, ...]:
    """``label``'s box kept inside the drawing's height: figure.js grows a text that would
    leave it from the edge it would cross, so the box is moved back to that edge."""
    bottom, top = fig.layout.yaxis.range
    low = bottom - MARGIN_PX / room.px_per_unit
    high = top + max(fig.layout.margin.t, BADGE_MARGIN) / room.px_per_unit
    left, right, b, t = label
    if b < low:
        b, t = low, t + low - b
    elif t > high:
        b, t = b - (t - high), high
    return (left, right, b, t)


def labels(players: int, variants: tuple[str, ...], moves: int = 0):
    """Every text of TEXTS with words, and its box at an 18 px line on screen in presenter
    mode, kept inside the drawing."""
    fig = board_view(GAME).build(position(players, variants, moves))
    room = Lines(presenter_room(fig).scale, presenter_room(fig).px_per_unit)
    found = []
    for index in TEXTS:
        trace = fig.data[index]
        where = trace.textposition or "middle center"
        places = where if isinstance(where, tuple) else (where,) * len(trace.x)
        for x, y, text, at in zip(trace.x, trace.y, trace.text, places, strict=True):
            if text.strip():
                found.append((index, text, inside(fig, room, box(room, x, y, text, at))))
    return room, found


def meeting(room: Room, found) -> list[tuple[str, str]]:
    """The pairs of a status line, header, objective card or label and any other text that
    would meet at that size (figure.js would stop both short of it)."""
    watched = (STATUS, HEADERS, OBJECTIVE_CARDS, LABELS)
    return [
        (a, b)
        for i, (k, a, p) in enumerate(found)
        for m, b, q in found[i + 1 :]
        if (k in watched or m in watched) and not side_by_side_apart(room, p, q)
    ]


@pytest.mark.parametrize("moves", [0, 40])
@pytest.mark.parametrize("variants", [(), ("yin-yang", "objectives")], ids=["plain", "a-and-d"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_status_headers_cards_and_legend_have_room_for_an_18_px_line(players, variants, moves):
    room, found = labels(players, variants, moves)
    kinds = [k for k, _, _ in found]
    assert kinds.count(STATUS) == 1 and kinds.count(HEADERS) == players
    assert kinds.count(OBJECTIVE_CARDS) == (min(players, 3) if variants else 0)
    assert any("Energies" in text for _, text, _ in found)  # the legend is among them
    assert meeting(room, found) == []
