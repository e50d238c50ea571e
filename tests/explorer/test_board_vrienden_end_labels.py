"""Vrienden's lotus board at the end of a game, in presenter mode at 1366 x 768 (issue 44's
final screenshots): the end's highlight rings, one round each of the seven karma tokens,
covered the tokens (each ring wider than the rows' spacing) and the "seen by" line beside
them; "Players 1, 2" ran into the first maya flow's column and the bag's energies. Worked out
in-process from the figure, at the size presenter mode draws the words
(tests/explorer/presenter_room.py)."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer import palette
from explorer.boards import board_view
from explorer.boards.vrienden import (
    BAG_COLOURS,
    FLOW_X,
    FLOW_Y,
    KARMA,
    RING_EDGE,
    SEEN,
)
from rules.vrienden.state import CHAKRAS

from .presenter_room import marker_units, presenter_room

GAME = rules.load_game("vrienden")
KARMA_TOKENS = tuple(f"karma:{c}" for c in CHAKRAS)


def seen_by_both(players: int = 2):
    """Every plenitude token seen by Players 1 and 2 (the widest line beside the tokens)."""
    state = GAME.setup(players, seed=1)
    every = tuple(range(len(CHAKRAS)))
    return dataclasses.replace(state, meditation=(every, every, *state.meditation[2:]))


def test_several_karma_tokens_highlighted_are_lit_not_ringed_over_each_other():
    view = board_view(GAME)
    fig = view.build(seen_by_both())
    view.draw(fig, seen_by_both(), KARMA_TOKENS)
    room = presenter_room(fig)
    karma = fig.data[KARMA]
    token = (marker_units(room, karma.marker.size) + marker_units(room, 3.5)) / 2
    rim = fig.data[RING_EDGE]
    sizes = rim.marker.size if isinstance(rim.marker.size, tuple) else ()
    for x, y, size in zip(rim.x, rim.y, sizes, strict=True):
        outer = marker_units(room, size + 7) / 2  # the rim's line is 7 px wide
        for kx, ky in zip(karma.x, karma.y, strict=True):
            assert ((x - kx) ** 2 + (y - ky) ** 2) ** 0.5 >= outer + token, ((x, y), (kx, ky))
    # Each highlighted token shows it is highlighted: filled in the highlight's colour.
    assert set(karma.marker.color) == {palette.HIGHLIGHT}
    # One token alone is ringed, as every highlighted element is.
    view.draw(fig, seen_by_both(), ("karma:red",))
    assert len(fig.data[RING_EDGE].x) == 1
    assert palette.HIGHLIGHT not in set(fig.data[KARMA].marker.color)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seen_by_line_stays_clear_of_the_flows_and_the_bag(players):
    state = seen_by_both(players)
    fig = board_view(GAME).build(state)
    room = presenter_room(fig)
    seen = fig.data[SEEN]
    bag = fig.data[BAG_COLOURS]
    half_bag = marker_units(room, bag.marker.size) / 2
    flows_left = FLOW_X[0] - 0.55
    flows_low, flows_high = FLOW_Y[-1] - 0.45, FLOW_Y[0] + 0.45
    for x, y, text in zip(seen.x, seen.y, seen.text, strict=True):
        if not text:
            continue
        width, height = room.text_size(text)
        left = x + room.gap_units
        box = (left, left + width, y - height / 2, y + height / 2)
        if box[3] > flows_low and box[2] < flows_high:
            assert box[1] <= flows_left, (text, box, flows_left)
        for bx, by in zip(bag.x, bag.y, strict=True):
            apart = (
                box[1] <= bx - half_bag or box[3] <= by - half_bag or by + half_bag <= box[2]
            )  # fmt: skip
            assert apart, (text, box, (bx, by))
