"""Daybreak's key in presenter mode at 1366 x 768 (issue 44, teaching at a projector): each of
its lines has room to grow to 18 px, at every table, also once moves are played.

Measured in the browser before: with one power, after 40 bot moves, four of the key's five
lines stayed at 14.8 px. Nothing stood beside them: the drawing's edge stopped them. A key line
starts at the board's left and grows rightwards about its start; explorer/figure.js grows a
label that would pass the drawing's right edge from its right end instead, and only as far as
the drawing's left edge, which leaves a line that starts near that edge at about its own size.
So a line must fit between its start and the right edge at 18 px, or it hardly grows. The one
power's board is scaled in presenter mode by its height, and after a move the step's summary
above the board takes two lines, not one: the board's top stands lower, its scale fell from
1.222 to 1.178 and the lines of 47-48 ems no longer fitted (one of 46 ems just did). Worked out
in-process (tests/explorer/presenter_room.py), with the board's top two such lines lower still.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.daybreak import LABELS, LEGEND_LINES
from explorer.boards.text_width import text_ems

from .presenter_room import FONT_PX, PRESENTER_ROOM_PX, presenter_room
from .test_board_daybreak_words import crowded

GAME = rules.load_game("daybreak")
#: How much lower than at the opening the board's top may stand after moves: the step's
#: summary over the board grew by a line of 24 px after 40 moves (scale 1.222 -> 1.178), and
#: as much again is kept to spare (a longer summary, the model's scale 2 % over the browser's).
LOWER_TOP_PX = 48


def line_ems(line: str) -> float:
    """How wide one line is in ems, only its bold words drawn bold (text_ems takes a line with
    a bold word as bold throughout: the key's first line is bold in its first word only)."""
    parts = re.split(r"(<b>.*?</b>)", line)
    return sum(text_ems(part) for part in parts if part)


def lowest_scale(fig) -> float:
    """The board's presenter-mode scale with its top LOWER_TOP_PX lower than the model's:
    a board scaled by its height is drawn smaller there (explorer/access.py, whose grow of
    4 % or less counts as none)."""
    room = presenter_room(fig)
    grow = (PRESENTER_ROOM_PX - LOWER_TOP_PX) / fig.layout.height
    return min(room.scale, grow if grow > 1.04 else 1)


def key_lines_short_of_the_edge(state) -> list[tuple[str, float, float]]:
    """The key's lines that would pass the drawing's right edge at 18 px on screen, with how
    wide they would end up and how wide the drawing is (in its own pixels)."""
    fig = board_view(GAME).build(state)
    room = presenter_room(fig)
    layout = fig.layout
    x0, x1 = layout.xaxis.range
    drawing = (x1 - x0) * room.px_per_unit + layout.margin.l + layout.margin.r
    font = FONT_PX / lowest_scale(fig)  # in the drawing's own pixels
    trace = fig.data[LABELS]
    key = [
        (x, text, where)
        for x, text, where in zip(trace.x, trace.text, trace.textposition, strict=True)
        if any(text == say for say in key_texts())
    ]
    assert len(key) == LEGEND_LINES
    over = []
    for x, text, where in key:
        assert where == "middle right"  # it starts at x and grows rightwards
        end = layout.margin.l + (x - x0) * room.px_per_unit + line_ems(text) * font
        if end > drawing:
            over.append((text, round(end), round(drawing)))
    return over


def key_texts() -> list[str]:
    view = board_view(GAME)
    return [view.said(f"legend-{i + 1}") for i in range(LEGEND_LINES)]


def positions(players: int):
    """The opening, a position some moves on, and (at four powers) the crowded one; with one
    power also a band made taller by four kept Global Projects and two on offer (band_drop,
    the board then drawn larger)."""
    state = GAME.setup(players, seed=players)
    yield "opening", state
    moved = state
    for _ in range(40):
        if moved.to_move is None:
            break
        action = (
            GAME.sample_chance(moved)
            if moved.to_move == rules.CHANCE
            else GAME.legal_actions(moved)[0]
        )
        moved = GAME.apply(moved, action, explain=False).state
    yield "40 moves", moved
    if players == 4:
        yield "crowded", crowded()
    if players == 1:
        codes = [card.code for card in GAME.globals]
        yield (
            "tall band",
            dataclasses.replace(
                state,
                projects=tuple(codes[:4]),
                project_tucks=((),) * 4,
                offer=tuple(codes[4:6]),
            ),
        )


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_line_of_the_key_has_room_for_18_px_up_to_the_boards_edge(players):
    over = {name: key_lines_short_of_the_edge(state) for name, state in positions(players)}
    assert over == {name: [] for name in over}, over
