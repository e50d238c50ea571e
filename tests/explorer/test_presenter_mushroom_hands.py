"""Teaching at a projector (issue 44): in presenter mode at 1366 x 768 an Eater's block of
The Mushroom Eaters grows to 18 px about its start; a line wider than the room up to the
board's right edge grew leftwards instead, over the Hour and Shaman Drum squares (lines of
some fifty characters). Worked out in-process (tests/explorer/presenter_room.py); the
browser's check is test_projector.py's
test_in_presenter_mode_no_label_grows_over_a_mark_it_left_clear."""

from __future__ import annotations

import random

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import BLOCK_EMS, SEATS, TEXT_X, X_RANGE
from tests.explorer.presenter_room import presenter_room, text_ems

GAME = rules.load_game("mushroom-eaters")


def positions(players: int):
    """Positions of a random game, its hands and discards of every size."""
    state = GAME.setup(players, seed=players)
    pick = random.Random(players)
    for move in range(600):
        if state.to_move is None:
            break
        if move % 25 == 0:
            yield state
        if state.to_move == rules.CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state)).state
        else:
            state = GAME.apply(state, pick.choice(GAME.legal_actions(state))).state
    yield state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_eaters_blocks_fit_right_of_the_focus_boards_at_18px(players):
    view = board_view(GAME)
    fig = view.build(GAME.setup(players, seed=1))
    room = presenter_room(fig)
    right = X_RANGE[1] + 4 / room.px_per_unit  # up to the drawing's edge (a 4 px margin)
    seen = 0
    for state in positions(players):
        view.draw(fig, state)
        for block in fig.data[SEATS].text:
            for line in block.split("<br>"):
                wide = text_ems(line) * room.font_units
                assert TEXT_X + wide <= right, (line, round(TEXT_X + wide, 2), right)
                seen += 1
    assert seen > 8 * players  # (blocks of two lines at least, over eight positions)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_line_of_a_block_keeps_to_its_tables_width(players):
    view = board_view(GAME)
    for state in positions(players):
        for seat in range(players):
            for line in view.seat_text(state, seat).split("<br>"):
                assert text_ems(line) <= BLOCK_EMS + 1e-9, line
