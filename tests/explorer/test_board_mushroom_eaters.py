"""The Mushroom Eaters' board view: what its pictures mean."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import (
    DRUM,
    HOUR,
    NERVES,
    OCTAGONS,
    PAWN,
    SEATS,
    SHAPES,
    SPACES,
    space_point,
)

GAME = rules.load_game("mushroom-eaters")


@pytest.fixture
def board():
    return board_view(GAME)


def test_every_space_is_drawn_with_its_shape_and_a_label(board):
    fig = board.build(GAME.setup(3, seed=1))
    spaces = fig.data[SPACES]
    assert len(spaces.x) == len(GAME.data.spaces)
    kinds = {s.kind for s in GAME.data.spaces}
    assert kinds == set(SHAPES)  # every kind of space occurs on the example path
    for space, symbol, label in zip(
        GAME.data.spaces, spaces.marker.symbol, spaces.text, strict=True
    ):
        assert symbol == SHAPES[space.kind][1] and label.startswith(SHAPES[space.kind][0])
    assert "example data" in board.example_note


def test_the_pawn_octagons_cubes_and_nerves_follow_the_state(board):
    state = GAME.setup(3, seed=1)
    state = replace(state, pawn=16, path_space=(16, -1, -1), hour=(1, 2), drum=(0,))
    state = replace(state, on_path=(0, -1, -1), path_pos=(0, -1, -1), pp_drawn=(0,))
    fig = board.build(state)
    assert (fig.data[PAWN].x[0], fig.data[PAWN].y[0]) == space_point(16)
    assert len(fig.data[OCTAGONS].x) == 1
    assert list(fig.data[HOUR].text[:3]) == ["E2", "E3", ""]
    assert fig.data[DRUM].text[0] == "E1"
    assert len(fig.data[HOUR].x) == 7  # three Eaters: the last space unused
    assert "Intensity 5/10" in fig.data[NERVES].text[0]
    assert "on a Personal Path card: action 1 of 4" in fig.data[SEATS].text[0]
    assert "hand: Identity, 3 energy, 3 focus, 2 focus,<br>  2 energy" in fig.data[SEATS].text[1]
    assert "discards: none" in fig.data[SEATS].text[1]
    # Short lines: the plot's right edge is near the Eaters' blocks.
    lines = [line for text in fig.data[SEATS].text for line in text.split("<br>")]
    assert max(map(len, [*lines, *fig.data[NERVES].text])) <= 45


def test_clicks_on_the_board_are_plays_and_board_choices():
    state = GAME.setup(4, seed=1)
    while state.to_move == rules.CHANCE:  # the Place tokens laid before the first move
        state = GAME.apply(state, GAME.sample_chance(state)).state
    assert GAME.action_for(state, ("drum:0",)).key == "board:drum"
    while state.tasks[0][0] != "turn":
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    ahead = GAME.action_for(state, (f"space:{state.pawn + 3}",))
    assert ahead.key.startswith("play:3") and ahead.key.endswith(":0")
    assert GAME.action_for(state, ("space:0",)) is None  # never backwards
    near = replace(state, pawn=8)
    assert GAME.action_for(near, ("branch:10",)).key.endswith(":b10")
