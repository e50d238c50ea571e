"""The Mushroom Eaters' board view: what its pictures mean."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import (
    ARROWS,
    BLOCK_EMS,
    BRANCHES,
    DRUM,
    HOUR,
    LEGEND,
    MUST_DO_FILL,
    NERVES,
    NUMBERS,
    OCTAGONS,
    ONES,
    PATH,
    PAWN,
    SEATS,
    SHAPES,
    SPACES,
    View,
    space_point,
)
from explorer.boards.text_width import text_ems
from rules.core.bots import RandomBot, playout
from rules.core.messages import render
from rules.mushroom_eaters.names import CARD_SHORT as GAME_SHORT

GAME = rules.load_game("mushroom-eaters")
SPACE_COUNT = len(GAME.data.spaces)
# What the board once drew instead of names (issue 44): codes a learner cannot read.
CODE_WORDS = {"MD", "env", "house", "talk", "pp"}
CODE_LABELS = {"path", "item", "return"}  # a label that was only a code


@pytest.fixture
def board():
    return board_view(GAME)


def test_every_space_is_drawn_with_its_shape_and_named_in_words(board):
    fig = board.build(GAME.setup(3, seed=1))
    spaces = fig.data[SPACES]
    assert len(spaces.x) == SPACE_COUNT
    kinds = {s.kind for s in GAME.data.spaces}
    assert kinds == set(SHAPES)  # every kind of space occurs on the example path
    assert len(set(SHAPES.values())) == len(SHAPES)  # a shape tells its kind
    for space, symbol, label in zip(
        GAME.data.spaces, spaces.marker.symbol, spaces.text, strict=True
    ):
        assert symbol == SHAPES[space.kind]
        assert not symbol.endswith("-open")  # an open marker drew its outline in the pale fill
        words = label.split()
        assert not CODE_WORDS & set(words) and words[0] not in CODE_LABELS, label
        assert words[-1] != "1", label  # "for the current Eater only" is a mark, not a suffix
    labels = list(spaces.text)
    assert labels[0] == "hut" and labels[4] == "environment" and labels[2] == "Awakening"
    assert any(label == "intense 6" for label in labels)
    assert any(label == "personal path" for label in labels)
    assert "example data" in board.example_note


def test_must_do_spaces_are_grey_and_current_eater_spaces_carry_a_1(board):
    fig = board.build(GAME.setup(3, seed=1))
    fills = fig.data[SPACES].marker.color
    for space, fill in zip(GAME.data.spaces, fills, strict=True):
        assert (fill == MUST_DO_FILL) == bool(space.series)
    ones = [s.index for s in GAME.data.spaces if s.one]
    marks = fig.data[ONES]
    assert len(marks.x) == len(ones) > 0 and set(marks.text) == {"<b>1</b>"}
    for i, x, y in zip(ones, marks.x, marks.y, strict=True):
        sx, sy = space_point(i)
        assert 0 < x - sx < 2 and 0 < y - sy < 2  # up and right of its own space


def test_the_path_numbers_its_spaces_and_shows_the_direction_of_travel(board):
    fig = board.build(GAME.setup(3, seed=1))
    numbers = fig.data[NUMBERS]
    assert list(numbers.text) == [str(i + 1) for i in range(SPACE_COUNT)]
    for i, (x, y) in enumerate(zip(numbers.x, numbers.y, strict=True)):
        sx, sy = space_point(i)
        assert abs(x - sx) < 2 and 0 < y - sy < 2  # just above its own space
    # The line visits every space in the pawn's order (with a turn beside each row's end).
    line = list(zip(fig.data[PATH].x, fig.data[PATH].y, strict=True))
    visits = [line.index(space_point(i)) for i in range(SPACE_COUNT)]
    assert visits == sorted(visits) and line[0] == space_point(0)
    # An arrow between each space and the next, pointing the way the pawn goes.
    drawn = fig.data[ARROWS]
    arrows = list(zip(drawn.x, drawn.y, drawn.marker.symbol, strict=True))
    assert len(arrows) == SPACE_COUNT - 1
    for i, (x, y, symbol) in enumerate(arrows):
        (ax, ay), (bx, by) = space_point(i), space_point(i + 1)
        if ay == by:
            assert min(ax, bx) < x < max(ax, bx) and y == ay
            assert symbol == ("triangle-right" if bx > ax else "triangle-left")
        else:  # a row's turn: down, beside the row's end
            assert by < y < ay and symbol == "triangle-down" and abs(x - ax) > 1
    assert {s for *_, s in arrows} == {"triangle-right", "triangle-left", "triangle-down"}


def test_a_branch_sits_beside_its_space_on_the_line(board):
    fig = board.build(GAME.setup(3, seed=1))
    branches = [s.index for s in GAME.data.spaces if s.branch]
    drawn = fig.data[BRANCHES]
    assert list(drawn.customdata) == [f"branch:{i}" for i in branches]
    for index, bx, by in zip(branches, drawn.x, drawn.y, strict=True):
        sx, sy = space_point(index)
        # At the space's height, right of it and short of the arrow half a column away:
        # above it, it needed a taller row (no room for the legend).
        assert by == sy and 1 < bx - sx < 3.25


def test_the_legend_names_every_mark_the_board_draws(board):
    fig = board.build(GAME.setup(3, seed=1))
    legend = fig.data[LEGEND].text[0]
    for mark, meaning in (
        (f"1 to {SPACE_COUNT}", "pawn's way, along the arrows"),
        ("3 energy", "moves 3, its Fire gives energy"),
        ("grey", "Must Do"),
        ("small 1", "landing there only"),
        ("octagon beside a space", "Personal Path branch"),
        ("black ring", "Action Pawn"),
        ("E1", "focus cube"),
        ("A to J", "panels"),
    ):
        assert f"{mark}: " in legend and meaning in legend, (mark, legend)


def test_the_description_says_what_the_board_draws_beyond_the_position(board):
    state = GAME.setup(3, seed=1)
    text = render(board.describe(state))
    assert text.startswith(render(GAME.describe(state)))
    assert f"numbers the spaces 1 to {SPACE_COUNT}" in text
    assert "panel A runs left to right from space 1 to 7" in text
    assert "panel B runs right to left from space 8 to 14" in text
    legend = board.build(state).data[LEGEND].text[0]
    for mark in ("grey", "small 1", "octagon beside a space", "black ring", "E1", "A to J"):
        assert f"{mark} means" in text and mark in legend


def test_the_eaters_blocks_show_their_experience_and_at_the_end_the_final_one(board):
    state = GAME.setup(3, seed=4)
    fig = board.build(state)
    # "Experience 0": the count so far (at the end the line says it is final).
    assert all("Experience 0" in text for text in fig.data[SEATS].text)
    for _, _, t in playout(GAME, state, [RandomBot()] * 3, random.Random(4)):
        state = t.state
    result = GAME.result(state)
    board.draw(fig, state)
    for seat, text in enumerate(fig.data[SEATS].text):
        assert f"Experience {result.scores[seat]}, final" in text
        assert "so far" not in text
    final = ", ".join(f"Eater {s + 1} {v}" for s, v in enumerate(result.scores[:-1]))
    assert f"Final Experience: {final} and Eater 3 {result.scores[-1]}." in render(
        board.describe(state)
    )
    assert "so far" not in render(board.describe(state))


def test_the_pawn_octagons_cubes_and_nerves_follow_the_state(board):
    state = GAME.setup(3, seed=1)
    state = replace(state, pawn=16, path_space=(16, -1, -1), hour=(1, 2), drum=(0,))
    state = replace(state, on_path=(0, -1, -1), path_pos=(0, -1, -1), pp_drawn=(0,))
    fig = board.build(state)
    assert (fig.data[PAWN].x[0], fig.data[PAWN].y[0]) == space_point(16)
    assert len(fig.data[OCTAGONS].x) == 1
    assert list(fig.data[HOUR].text[:3]) == ["E2", "E3", " "]  # a blank: plotly keeps it
    assert fig.data[DRUM].text[0] == "E1"
    assert len(fig.data[HOUR].x) == 7  # three Eaters: the last space unused
    assert "Intensity 5/10" in fig.data[NERVES].text[0]
    # A block's lines as one text (its lines wrapped short: issue 44, presenter mode): what
    # an Eater holds, none of it yet, left out; where on a Personal Path card, in the flow.
    first = flowed(fig.data[SEATS].text[0])
    assert first.startswith("Moving Forward 1/4 · Experience 0")
    assert "on a path card: action 1 of 4" in first and first.endswith(" hand: all eight cards")
    assert "Awakening" not in first and "Mantra" not in first and "path cards" not in first
    # Short lines: the plot's right edge is near the Eaters' blocks.
    lines = [line for text in fig.data[SEATS].text for line in text.split("<br>")]
    assert max(map(len, [*lines, *fig.data[NERVES].text])) <= 40


def test_a_block_names_what_an_eater_holds_and_leaves_out_what_is_none(board):
    state = GAME.setup(4, seed=1)
    state = replace(
        state,
        awakening=(3, 0, 0, 0),
        paradox=(0, 5, 0, 0),
        faces=(1, 0, 0, 0),
        mantras=("AD", "B", "", ""),
        path_cards=(2, 1, 0, 0),
        breathe=(True, False, True, True),
    )
    texts = [flowed(board.seat_text(state, seat)) for seat in range(4)]
    assert "Awakening 3, Face 1, Mantras A D, 2 path cards" in texts[0]
    assert "Paradox 5, Mantra B, 1 path card, Breathe used" in texts[1]
    assert "Wisdom" not in texts[0] and "Breathe" not in texts[0]  # face up: as it starts
    assert texts[2] == "Moving Forward 1/4 · Experience 0 hand: all eight cards"
    # The hover text and the text description say every Eater in full.
    fig = board.build(state)
    hover = fig.data[SEATS].hovertext[2].replace("<br>", " ")
    assert "0 Awakening, 0 Wisdom, 0 Paradox, 0 Face tokens" in hover
    assert "Deep Breathing ready" in hover and "discards: none" in hover
    assert hover in render(board.describe(state))


def flowed(block: str) -> str:
    """A block of the board as one line of words."""
    return " ".join(block.replace("<br>", " ").replace("\u00a0", " ").split())


@pytest.mark.parametrize("in_hand", range(9))
def test_a_hand_is_said_in_two_lines_at_most_as_its_cards_or_all_but_the_discards(in_hand):
    # A hand is the eight Mood cards less the discards (the rules' open hands): the block
    # names the shorter of the hand and "all but" the discards, a 3 and a 2 whose Fire gives
    # the same together.
    order = ("I", "3a", "3b", "2a", "2b", "1a", "1b", "0")
    for cards in (order, order[::-1]):
        hand, discards = cards[:in_hand], cards[in_hand:]
        lines = View.card_lines(hand, discards)
        assert len(lines) <= 2 and all(text_ems(line) <= BLOCK_EMS for line in lines), lines
        said = flowed("<br>".join(lines))
        named = ", ".join(View.card_words(hand) or ["none"])
        but = ", ".join(View.card_words(discards))
        if not discards:
            assert said == "hand: all eight cards"
        elif said.startswith("hand: all but "):
            assert said == f"hand: all but {but}" and text_ems(but) < text_ems(named)
        else:
            assert said == f"hand: {named}" and text_ems(named) <= text_ems(f"all but {but}")


def test_cards_are_named_in_order_and_a_pair_with_the_same_fire_together():
    assert View.card_words(("0", "2b", "I", "3a", "2a")) == [
        "Identity",
        "3 & 2 energy",
        "2 focus",
        "0 card",  # "all but 0" would read as all of them
    ]
    assert View.card_words(("3b", "2a", "1b")) == ["3 & 2 focus", "1 breathe"]
    assert all(GAME_SHORT[c] in View.card_words((c,)) for c in GAME_SHORT if c != "0")


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
