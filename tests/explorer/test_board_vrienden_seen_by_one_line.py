"""Vrienden at three and four players, in presenter mode (issue 44): the line beside a
plenitude token two players have looked at, "Players 1, 2", did not fit on one line before
the first maya flow and the bag there (the board is wider at those tables, and presenter mode
scales it less), so it went on two lines, "Players" over "1, 2": two lines are taller than the
karma rows' spacing, and the lines of the rows above and below kept each other under 18 px.
The lotus board now gives the line its room at every table. Worked out in-process from the
figure, at the size presenter mode draws the words (tests/explorer/presenter_room.py)."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from explorer.boards import board_view
from explorer.boards.vrienden import SEEN
from rules.vrienden.state import CHAKRAS

from .presenter_room import presenter_room
from .test_board_vrienden_end_labels import GAME


def seen_by_players_1_and_2(players: int):
    """Every plenitude token seen by Players 1 and 2, and by no one else."""
    state = GAME.setup(players, seed=1)
    every = tuple(range(len(CHAKRAS)))
    return dataclasses.replace(state, meditation=(every, every) + ((),) * (players - 2))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_1_2_is_one_line_that_the_rows_above_and_below_leave_its_18_px(players):
    state = seen_by_players_1_and_2(players)
    fig = board_view(GAME).build(state)
    room = presenter_room(fig)
    seen = fig.data[SEEN]
    lines = [(y, text) for y, text in zip(seen.y, seen.text, strict=True) if text]
    assert len(lines) == 7  # every token, seen by Players 1 and 2
    assert {text for _, text in lines} == {"Players 1, 2"}  # one line, in words
    # Each line at 18 px is less high than the rows are apart: the rows above and below leave
    # it room to grow (figure.js grows a label only as far as it stays clear of the others).
    spacing = min(abs(a[0] - b[0]) for a, b in itertools.pairwise(lines))
    assert all(room.text_size(text)[1] < spacing for _, text in lines)
