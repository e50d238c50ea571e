"""Mycelia: Prisma's line over each seat's board counts in the catalogue's plural forms: it
said "Player 2: 1 leaves" (issue 44: plurals through Fluent, never written by hand)."""

from __future__ import annotations

import dataclasses
import re

import rules
from explorer.boards import board_view
from explorer.boards.mycelia_prisma import LEGEND

GAME = rules.load_game("mycelia-prisma")


def seat_lines(state) -> list[str]:
    fig = board_view(GAME).build(state)
    return [text for text in fig.data[LEGEND].text if re.sub("<[^>]+>", "", text)[:6] == "Player"]


def test_a_seat_with_one_leaf_is_said_to_have_one_leaf():
    state = dataclasses.replace(GAME.setup(2, seed=1), leaves=(1, 3))
    assert seat_lines(state) == ["Player 1 (to play): 1 leaf", "Player 2: 3 leaves"]


def test_at_the_end_one_drop_and_one_leaf_are_singular():
    state = GAME.setup(2, seed=2)
    state = dataclasses.replace(state, leaves=(1, 0), ended="the board is cleared")
    result = GAME.result(state)
    lines = seat_lines(state)
    assert len(lines) == 2
    for seat, line in enumerate(lines):
        score = result.scores[seat]
        assert f"{score} {'drop' if score == 1 else 'drops'} cleared" in line, line
        assert not re.search(r"\b1 (leaves|drops)\b", line), line
    assert lines[0].endswith(", 1 leaf") and lines[1].endswith(", 0 leaves")
