"""Vrienden's lotus board in presenter mode at 1366 x 768 (issue 44, teaching at a projector):
every word on it has room to be drawn 18 px high, at every table, with and without Modules A
and D. Measured in the browser before: at four players the bag's letters and counts stayed at
15.3-15.9 px and its line ("Bag: 87 energies") at 16.8 px (the bag stood in three columns 1.3
units apart and rows 0.6 apart: a count at 18 px reached the next column's letter, a row's
letters the next row's, so figure.js stopped them short); with Module D, the objectives'
heading ran into the first card at every table, and at four players the cards into each other
and the legend (11-14 px). Worked out in-process from the figure, at the size presenter mode
draws the words (tests/explorer/presenter_room.py)."""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.vrienden import (
    BAG,
    BAG_COLOURS,
    BAG_TEXT,
    FLOW_HEADS,
    KARMA,
    LABELS,
    LOTUS_W,
    OBJECTIVE_CARDS,
    SEEN,
)

from .presenter_room import presenter_room, side_by_side_apart
from .test_board_presenter_room import labels_at_18px

GAME = rules.load_game("vrienden")
#: The traces that write words on the lotus board (the flows' energies are marks of their
#: own, written on their markers; the bag's letters are in BAG_COLOURS).
LOTUS_TEXTS = (KARMA, SEEN, FLOW_HEADS, BAG, BAG_COLOURS, BAG_TEXT, OBJECTIVE_CARDS, LABELS)


def lotus_labels(players: int, variants: tuple[str, ...]):
    state = GAME.setup(players, seed=1, variants=variants)
    fig = board_view(GAME).build(state)
    room = presenter_room(fig)
    labels = [
        (text, box)
        for text, box in labels_at_18px(fig, room, LOTUS_TEXTS)
        if box[0] < LOTUS_W  # on the lotus board (a long line may run on beyond it)
    ]
    return room, labels


@pytest.mark.parametrize("variants", [(), ("yin-yang", "objectives")], ids=["plain", "a-and-d"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_word_on_the_lotus_board_has_room_for_18_px(players, variants):
    room, labels = lotus_labels(players, variants)
    bag = [text for text, _ in labels if "×" in text or "Bag" in text]
    assert len(bag) == (9 if variants else 8) + 1  # every colour's count, and the bag's line
    cards = [text for text, _ in labels if "bonus points" in text]
    assert len(cards) == (min(players, 3) if variants else 0)  # two at two players, three at more
    touching = [
        (a, b)
        for i, (a, p) in enumerate(labels)
        for b, q in labels[i + 1 :]
        if not side_by_side_apart(room, p, q)
    ]
    assert touching == []
