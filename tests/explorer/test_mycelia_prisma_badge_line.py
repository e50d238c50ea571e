"""Mycelia: Prisma sizes four seats' board for the plot the dashboard draws: below the badge
line (explorer/app.py's BADGE_MARGIN) and above the board's own bottom margin. Its own copy of
those margins must be the dashboard's, or four seats are drawn smaller than two in presenter
mode (issue 44: 16.2 px words against 17.2 px)."""

from __future__ import annotations

import rules
from explorer.app import BADGE_MARGIN
from explorer.boards import board_view
from explorer.boards import mycelia_prisma as board


def test_four_seats_board_is_sized_below_the_dashboards_badge_line():
    assert board.BADGE_PX == BADGE_MARGIN
    game = rules.load_game("mycelia-prisma")
    fig = board_view(game).build(game.setup(2, seed=1))
    assert fig.layout.margin.b == board.FOOT_PX


def test_four_seats_fields_are_the_two_seats_fields_zoomed():
    # The plot's field width at four seats, under the badge line, is two seats' times the zoom.
    def field_px(players: int) -> float:
        plot = board.height(players) - board.BADGE_PX - board.FOOT_PX
        return plot / (board.TOP - board.bottom(players))

    assert abs(field_px(4) - board.ZOOM_TWO_ROWS * field_px(2)) < 0.1
