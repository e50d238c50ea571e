"""Daybreak's key on screen with its board at 1366 x 768 (issue 44): with two or more powers
the board is taller than the window, and its key, drawn at the bottom, began below the fold.
The key now stands under the top band, above the powers' rows; the carbon panel is last."""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.daybreak import LEGEND_H, PX_PER_UNIT, X_RANGE, legend_top, zoom

GAME = rules.load_game("daybreak")
#: Measured at 1366 x 768 in normal mode: the board's top is 196.5 px down the page, and the
#: dashboard scales the board to a column 844 px wide (0.907 times the two powers' 930.5 px).
BOARD_TOP_PX, COLUMN_PX, WINDOW_PX = 196.5, 844, 768


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_key_ends_inside_a_1366x768_window_with_the_board(players):
    fig = board_view(GAME).build(GAME.setup(players, seed=1))
    own_width = (X_RANGE[1] - X_RANGE[0]) * PX_PER_UNIT * zoom(players) + 8
    px_per_unit = PX_PER_UNIT * zoom(players) * COLUMN_PX / own_width  # on screen
    top = fig.layout.yaxis.range[1]
    key_bottom = legend_top(players) - LEGEND_H
    # The key's lines are the board's labels standing in its panel.
    labels = [
        (y, text)
        for trace in fig.data
        for y, text in zip(trace.y or (), trace.text or (), strict=False)
        if isinstance(text, str) and text.startswith("<b>Key.</b>")
    ]
    assert labels and all(y > key_bottom for y, _ in labels)
    assert BOARD_TOP_PX + (top - key_bottom) * px_per_unit <= WINDOW_PX, players
