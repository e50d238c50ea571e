"""The Mushroom Eaters' board as the final screenshots showed it (issue 44): the first Eater's
dot sat on the "r" of the Hour board's title. Worked out in-process at presenter mode's 18 px
(tests/explorer/presenter_room.py), where the words are largest."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import LABELS, NERVES, NUMBERS, ONES, SPACES
from tests.explorer.presenter_room import FONT_PX, marker_units, presenter_room

GAME = rules.load_game("mushroom-eaters")


def grown(fig):
    return dataclasses.replace(presenter_room(fig), font_px=FONT_PX)


def centred(room, x, y, text):
    wide, high = room.text_size(text)
    return (x - wide / 2, x + wide / 2, y - high / 2, y + high / 2)


def apart(a, b, gap: float) -> bool:
    return a[1] + gap <= b[0] or b[1] + gap <= a[0] or a[3] <= b[2] or b[3] <= a[2]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_mushroom_focus_board_titles_stay_clear_of_the_eaters_dots_and_the_path(players):
    view = board_view(GAME)
    fig = view.build(GAME.setup(players, 1))
    room = grown(fig)
    gap = room.font_units * 0.4  # clear by most of a space's width at 18 px
    labels = fig.data[LABELS]
    titles = [
        centred(room, x, y, text)
        for x, y, text in zip(labels.x, labels.y, labels.text, strict=True)
        if "Hour" in text or "Drum" in text
    ]
    assert len(titles) == 2
    marks = []
    dots = fig.data[NERVES]
    for x, y in zip(dots.x, dots.y, strict=True):
        r = marker_units(room, dots.marker.size) / 2
        marks.append(("dot", (x - r, x + r, y - r, y + r)))
    spaces = fig.data[SPACES]
    for x, y in zip(spaces.x, spaces.y, strict=True):
        r = marker_units(room, spaces.marker.size) / 2
        marks.append(("space", (x - r, x + r, y - r, y + r)))
    for trace, side in ((NUMBERS, "left"), (ONES, "right")):
        data = fig.data[trace]
        for x, y, text in zip(data.x, data.y, data.text, strict=True):
            wide, high = room.text_size(text)
            left = x - wide if side == "left" else x
            marks.append((text, (left, left + wide, y - high / 2, y + high / 2)))
    for title in titles:
        for name, mark in marks:
            assert apart(title, mark, gap), (players, title, name, mark)
