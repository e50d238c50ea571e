"""Oasis in presenter mode at 1366 x 768 (issue 44, teaching at a projector): every word on the
board has room for the projector's 18 px line, at 2-4 scouts, through whole games. Measured in
the browser before, after 40 bot moves: a Ruins card's count ("2", "3") and the Ruins heading
above the upper line stopped at 14.0-14.3 px at every table (the counts stood 0.39 units under
the heading, where each line needs 0.42); worked out here, a count at the corner of a
two-digit card ("10", "12") met its face too. Worked out in-process from the figure, at the
size presenter mode draws the words (tests/explorer/presenter_room.py)."""

from __future__ import annotations

from collections import Counter

import pytest

import rules
from explorer.boards.oasis import BADGES, CARDS, HEADS, LABELS, PILES, PLACES, SCOUTS, View

from .presenter_room import oasis_positions, presenter_room, side_by_side_apart
from .test_board_presenter_room import labels_at_18px

GAME = rules.load_game("oasis")
#: Every trace that writes words on the board but the status line and the legend (lines of
#: their own above and under it).
TEXTS = (SCOUTS, PLACES, CARDS, PILES, HEADS, BADGES, LABELS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_word_on_the_board_has_room_for_18_px(players):
    view = View(GAME)
    touching, ruins_counts = set(), 0
    for state in oasis_positions(players, moves=300, every=10, end=True):
        fig = view.build(state)
        room = presenter_room(fig)
        labels = labels_at_18px(fig, room, TEXTS)
        ruins_counts += sum(count > 1 for count in Counter(state.ruins).values())
        touching |= {
            (a, b)
            for i, (a, p) in enumerate(labels)
            for b, q in labels[i + 1 :]
            if not side_by_side_apart(room, p, q)
        }
    assert ruins_counts >= 10  # the games reach Ruins with copies of a card
    assert touching == set()
