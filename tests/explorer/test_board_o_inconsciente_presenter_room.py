"""O Inconsciente in presenter mode at 1366 x 768 (issue 44, teaching at a projector): every word
on the board has room for the projector's 18 px line, at 2-4 players, in Portuguese and in
English. Measured in the browser before: with four players, after 40 bot moves, the fourth
player's four status lines and the board's last line under them ("Rodada 1, vez de ...")
stopped at 15.4 px, a hair under the line; worked out here, Freud's "F" under the reputation
track stood exactly a line above the first player's "Consultório"/"Office" and
"Tinteiro"/"Inkwell" whenever his marker was under one. Worked out in-process from the
figure, at the size presenter mode draws the words (tests/explorer/presenter_room.py), a text
of several lines as high as plotly spaces them (1.3 em a line, where the model gives each
line 1.17 em)."""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.o_inconsciente import LABELS, PIECES, SPOTS, STATUS

from .presenter_room import EM_PER_LINE, presenter_room, random_positions, side_by_side_apart
from .test_board_presenter_room import labels_at_18px

GAME = rules.load_game("o-inconsciente")
#: plotly's distance between two lines of a text, in ems of its font.
PLOTLY_LINE = 1.3


def positions(players: int, moves: int = 200, every: int = 10):
    """A seeded random game's positions, one every ``every`` moves, and its last."""
    return random_positions("o-inconsciente", players, moves, every, end=True)


def plotly_high(room, text: str, box: tuple[float, ...]) -> tuple[float, ...]:
    """``box`` (a text anchored at its middle, as every text of this board is) as high as
    plotly draws its lines."""
    lines = text.count("<br>") + 1
    more = (lines - 1) * (PLOTLY_LINE - EM_PER_LINE) * room.font_units / 2
    left, right, bottom, top = box
    return (left, right, bottom - more, top + more)


@pytest.mark.parametrize("language", ["pt", "en"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_word_on_the_board_has_room_for_18_px(players, language):
    view = board_view(GAME)
    view.set_language(language)
    touching = set()
    for state in positions(players):
        fig = view.build(state)
        room = presenter_room(fig)
        labels = [
            (text, plotly_high(room, text, box))
            for text, box in labels_at_18px(fig, room, (SPOTS, PIECES, LABELS, STATUS))
        ]
        touching |= {
            (a, b)
            for i, (a, p) in enumerate(labels)
            for b, q in labels[i + 1 :]
            if not side_by_side_apart(room, p, q)
        }
    assert touching == set()


def test_the_last_line_keeps_inside_the_board_at_18_px():
    # Lowered out of the fourth player's lines' way, it still has room to grow to 18 px
    # inside the board's drawing (its range and the 4 px margin under it).
    import dataclasses

    from .presenter_room import FONT_PX

    fig = board_view(GAME).build(GAME.setup(4, seed=4))
    room = dataclasses.replace(presenter_room(fig), font_px=FONT_PX)
    trace = fig.data[STATUS]
    y, text = trace.y[-1], trace.text[-1]
    bottom = y - room.text_size(text)[1] / 2
    assert bottom >= fig.layout.yaxis.range[0] - 4 / room.px_per_unit
