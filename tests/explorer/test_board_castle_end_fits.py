"""The Hidden Castle's board at the end of a game (issue 44, the final screenshots): the
winner's line "Blue: 49 — wins" was cut at the score panel's edge ("Blue: 49 — wi"), and the
ring a Step about the last roll puts round the die covered the "G" of "Game over". Worked out
in-process at presenter mode's 18 px (tests/explorer/presenter_room.py), the larger size."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.escape_from_the_hidden_castle import DIE, RING, SCORES, STATUS
from tests.explorer.presenter_room import FONT_PX, marker_units, presenter_room

GAME = rules.load_game("escape-from-the-hidden-castle")


def ended(players: int, seed: int):
    """A seeded random game played to its end."""
    state = GAME.setup(players, seed)
    pick = random.Random(seed)
    while actions := GAME.legal_actions(state):
        state = GAME.apply(state, pick.choice(actions)).state
    assert state.phase == "over"
    return state


def grown(fig):
    return dataclasses.replace(presenter_room(fig), font_px=FONT_PX)


def panel_right(fig, x: float) -> float:
    """The right edge of the panel drawn round the point at ``x`` (the innermost one)."""
    rims = [s.x1 for s in fig.layout.shapes if s.type == "rect" and s.x0 < x < s.x1]
    return min(rims)


@pytest.mark.parametrize("players", [2, 3, 8])
def test_castle_every_winners_score_line_ends_inside_its_panel(players):
    # Each seat in turn made the winner (the fewest points, two digits): its bold line with
    # "— wins" ends short of the panel's rim at 18 px.
    state = ended(players, players)
    view = board_view(GAME)
    for seat in range(players):
        points = [49] * players
        points[seat] = 47
        end = dataclasses.replace(state, points=tuple(points))
        assert GAME.result(end).winners == (seat,)
        fig = view.build(end)
        room = grown(fig)
        trace = fig.data[SCORES]
        x, text = trace.x[seat], trace.text[seat]
        assert "wins" in text
        wide, _ = room.text_size(text)
        right = x + marker_units(room, trace.marker.size / 2) + wide
        assert right <= panel_right(fig, x), (seat, text, right, panel_right(fig, x))


@pytest.mark.parametrize("players", [2, 5])
def test_castle_the_die_s_ring_leaves_the_turn_line_clear(players):
    # At the end the last Step rings the die: the ring (a circle of its size) stays clear
    # of "Game over" grown to 18 px above it.
    state = ended(players, 11)
    view = board_view(GAME)
    fig = view.build(state)
    view.draw(fig, state, highlight=("die",))
    room = grown(fig)
    ring = fig.data[RING]
    assert (ring.x[0], ring.y[0]) == (fig.data[DIE].x[0], fig.data[DIE].y[0])
    radius = marker_units(room, ring.marker.size[0] if isinstance(ring.marker.size, tuple)
                          else ring.marker.size) / 2  # fmt: skip
    status = fig.data[STATUS]
    assert "Game over" in status.text[0]
    wide, high = room.text_size(status.text[0])
    left, bottom = status.x[0] - wide / 2, status.y[0] - high / 2
    # The nearest point of the text's box to the ring's centre lies outside the ring.
    near_x = min(max(ring.x[0], left), left + wide)
    near_y = min(max(ring.y[0], bottom), bottom + high)
    assert math.dist((near_x, near_y), (ring.x[0], ring.y[0])) >= radius, (radius, bottom)
