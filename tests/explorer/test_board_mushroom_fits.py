"""The Mushroom Eaters' board fits the screen (issue 44): at 1366 x 768 the dashboard's header
takes about 197 px above the board, and the board was 570 px high (its bottom at the window's
edge, past it in a taller header). With up to three Eaters it is now short enough to end well
inside the window, every element still inside its plot; four or five Eaters' blocks need the
taller board. And the path's numbers and "1" marks stand beside their spaces, at their height,
so that a space's name and the numbers of the row under it can grow in presenter mode."""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import (
    DRUM,
    HOUR,
    LABELS,
    LEGEND,
    NERVES,
    NUMBERS,
    ONES,
    SEATS,
    space_point,
)

GAME = rules.load_game("mushroom-eaters")
#: The dashboard's header above the board at 1366 x 768 (title, introduction, example-data
#: note, presenter toggle, view switch), and the room the window leaves under the board.
HEADER_PX, WINDOW_PX, SPARE_PX = 197, 768, 20
LINE_UNITS = 1.53  # a line of 12 px text, in the board's units (ten pixels each)


def built(players: int, seed: int = 1):
    return board_view(GAME).build(GAME.setup(players, seed=seed))


@pytest.mark.parametrize("players", [2, 3])
def test_with_up_to_three_eaters_the_board_ends_inside_a_1366x768_window(players):
    fig = built(players)
    assert HEADER_PX + fig.layout.height <= WINDOW_PX - SPARE_PX, fig.layout.height


def lines(text: str) -> int:
    return text.count("<br>") + 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_text_and_block_stands_inside_the_plot(players):
    fig = built(players)
    (left, right), (bottom, top) = fig.layout.xaxis.range, fig.layout.yaxis.range
    for trace in fig.data:
        for x, y in zip(trace.x or (), trace.y or (), strict=False):
            assert left <= x <= right and bottom <= y <= top, (trace.name, x, y)
    # Texts that hang under their point: the legend and the Eaters' blocks (a block of seven
    # lines, as on a Personal Path card, still ends inside).
    legend = fig.data[LEGEND]
    assert legend.y[0] - lines(legend.text[0]) * LINE_UNITS >= bottom
    for y in fig.data[SEATS].y:
        assert y - 6 * LINE_UNITS >= bottom, y
    # The Shaman Drum's title, two lines under its column.
    assert fig.data[LABELS].y[-1] - LINE_UNITS >= bottom
    assert min(fig.data[DRUM].y) > fig.data[LABELS].y[-1]
    assert max(fig.data[HOUR].y) < fig.data[LABELS].y[-2]  # the Hour title above its board


def test_a_table_of_four_or_five_eaters_gets_the_taller_board_and_back():
    view = board_view(GAME)
    fig = view.build(GAME.setup(2, seed=1))
    short = fig.layout.height
    view.draw(fig, GAME.setup(5, seed=1))
    assert fig.layout.height > short
    assert fig.layout.yaxis.range[0] < -50
    view.draw(fig, GAME.setup(3, seed=1))
    assert fig.layout.height == short


def test_numbers_and_one_marks_stand_beside_their_space_at_its_height():
    fig = built(3)
    numbers = fig.data[NUMBERS]
    for i, (x, y) in enumerate(zip(numbers.x, numbers.y, strict=True)):
        sx, sy = space_point(i)
        assert x < sx and abs(y - sy) < 0.2, (i, x, y)
    assert numbers.textposition == "middle left"  # the number ends left of its space
    ones = [s.index for s in GAME.data.spaces if s.one]
    marks = fig.data[ONES]
    for i, x, y in zip(ones, marks.x, marks.y, strict=True):
        sx, sy = space_point(i)
        assert x > sx and abs(y - sy) < 0.2, (i, x, y)


def test_an_eaters_nervous_system_line_is_short_and_its_block_starts_under_it():
    """The line beside the dot grows about its start in presenter mode, so it is short (a
    line as long as the hand's grew back over the focus boards' texts); the block hangs far
    enough under it that both grow."""
    fig = built(3)
    for text in fig.data[NERVES].text:
        assert len(text) <= 30 and "Intensity" in text, text
    # (Under it by half the line's height in presenter mode, and as much again as the block
    # grows up there: tests/explorer/test_board_mushroom_crowded_tables.py.)
    for line_y, block_y in zip(fig.data[NERVES].y, fig.data[SEATS].y, strict=True):
        assert line_y - block_y >= 1.0
    for text in fig.data[SEATS].text:
        assert text.split("<br>")[0].startswith("Moving Forward ")


def test_neighbouring_names_of_a_row_have_room_to_be_drawn_at_18_px_in_presenter_mode():
    """In presenter mode (the board scaled to its 908 px column at 1366 x 768) each name grows
    about its middle until its line is 18 px high, as far as its neighbours leave room: the
    columns stand as far apart as the widest names beside each other need (widths from the
    font's character widths, tests/explorer/presenter_room.py; within a fifth of a pixel)."""
    from explorer.boards.mushroom_eaters import COL_X, GRID, X_RANGE, space_label
    from tests.explorer.presenter_room import EM_PER_LINE, FONT_PX, PRESENTER_COLUMN_PX, text_ems

    px_per_unit = 10  # the board's own drawing: ten pixels a unit
    scale = PRESENTER_COLUMN_PX / ((X_RANGE[1] - X_RANGE[0]) * px_per_unit + 8)
    em = FONT_PX / EM_PER_LINE / scale / px_per_unit  # a font's em, in units
    rows: dict[int, dict[int, str]] = {}
    for space in GAME.data.spaces:
        row, col = GRID[space.index]
        rows.setdefault(row, {})[col] = space_label(space)
    for row, names in rows.items():
        for col in sorted(names)[:-1]:
            left, right = names[col], names[col + 1]
            need = (text_ems(left) + text_ems(right)) / 2 * em
            assert COL_X[col + 1] - COL_X[col] >= need - 0.02, (row, left, right)
