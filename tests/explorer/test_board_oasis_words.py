"""Oasis's board speaks words (issue 44): every short name on a card face and every mark has
its meaning written on the board (the legend), the description reads the same legend, and a
finished game's board shows where the result puts each scout."""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from explorer.boards.oasis import CARDS, LEGEND, LEGEND_WIDTH, PILES, SCOUTS, View
from rules.core.messages import render
from rules.oasis.cards import HIDDEN
from rules.oasis.describe import legend_entries

GAME = rules.load_game("oasis")


def played(players: int, seed: int, moves: int, rulings=None):
    state = GAME.setup(players, seed, rulings=rulings or {})
    pick = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        if state.to_move < 0:
            action = GAME.sample_chance(state)
        else:
            action = pick.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action).state
    return state


def faces(fig) -> set[str]:
    """Every short name a card or pile shows on the board, markup taken off."""
    texts = [*fig.data[CARDS].text, *fig.data[PILES].text]
    return {t.replace("<b>", "").replace("</b>", "") for t in texts}


def legend_of(fig) -> str:
    return fig.data[LEGEND].text[0]


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 1, 0), (4, 5, 60), (3, 2, 200)])
def test_every_short_name_on_the_board_is_in_its_legend_with_the_cards_name(players, seed, moves):
    state = played(players, seed, moves)
    view = View(GAME)
    fig = view.build(state)
    legend = legend_of(fig)
    cards = GAME.cards.cards
    shown = faces(fig) - {""}
    named = 0
    for code, card in enumerate(cards):
        short = view.card_text(code).replace("<b>", "").replace("</b>", "")
        if short not in shown or card.kind == "journey":
            continue
        if short != card.title:  # "Map" is its own name
            assert f"{short}: " in legend, (short, legend)
            if card.kind != "khalla":
                assert f"{short}: {card.title}" in legend, (short, legend)
            named += 1
    assert named >= 4  # the Lair's four Companions at least
    # Every face that is neither a number nor a card's own name has its legend entry.
    for face in shown:
        if face.isdigit() or face in {c.title for c in cards}:
            continue
        if face.endswith("S") and face[:-1].isdigit():
            assert "S after a number: a Stage card" in legend
        else:
            assert f"{face}: " in legend, (face, legend)


def test_the_marks_have_their_legend_and_a_face_down_card_too():
    state = played(3, 4, 30)
    view = View(GAME)
    fig = view.build(GAME.view(state, 0))
    assert "?" in faces(fig)  # the other scouts' hands, face down
    legend = legend_of(fig)
    for mark in (
        "?: face down",
        "▶: to play",
        "circled number: ",
        "bullseye: ",
    ):
        assert mark in legend, (mark, legend)


def test_the_legend_is_drawn_under_the_last_scout_and_the_board_grows_for_it():
    state = played(2, 1, 0)
    view = View(GAME)
    fig = view.build(state)
    lines = legend_of(fig).split("<br>")
    # Lines short enough to stay inside the board once presenter mode grows the text.
    visible = [line.replace("<b>", "").replace("</b>", "") for line in lines]
    assert len(lines) >= 2 and all(len(line) <= LEGEND_WIDTH <= 104 for line in visible)
    bottom = view.block_tops(state.players, view.extra_lines(state))[2]
    assert fig.data[LEGEND].y[0] <= bottom + 0.2  # under the blocks, not over them
    low = fig.layout.yaxis.range[0]
    assert low < bottom - 0.5 * (len(lines) - 1)  # room for every line inside the figure
    assert fig.layout.height == view.height(state.players, view.extra_lines(state), len(lines))


def test_the_description_reads_the_same_legend():
    state = played(4, 5, 60)
    text = render(GAME.describe(state))
    for mark, meaning in legend_entries(GAME, state):
        assert f"{render(mark)} means {render(meaning)}" in text
    assert "The board's legend: " in text


def test_a_finished_game_shows_where_the_result_puts_each_scout():
    # Under the any-time Map ruling a Map laid early wins: the trail is short of #0, yet the
    # result counts the scout at the Oasis. The board once said "won at #6".
    state = played(2, 1, 0, rulings={"map": "any-time"})
    cards = GAME.cards
    khalla = next(i for i, c in enumerate(cards.cards) if c.kind == "khalla")
    journey = {
        c.number: i for i, c in enumerate(cards.cards) if c.kind == "journey" and not c.stage
    }
    trail = (khalla, *(journey[n] for n in range(12, 6, -1)), cards.equipment["map"])
    final = dataclasses.replace(
        state,
        trails=(trail, state.trails[1]),
        ended="oasis.end.oasis",
        winners=(0,),
    )
    result = GAME.result(final)
    assert result.scores[0] == 13 and final.reached(0) != 0
    fig = View(GAME).build(final)
    assert "won at #0" in fig.data[SCOUTS].text[0] and "★" in fig.data[SCOUTS].text[0]
    assert f"at #{13 - result.scores[1]}" in fig.data[SCOUTS].text[1]
    assert "★: won" in legend_of(fig) and "▶" not in legend_of(fig)


def test_hidden_has_no_name_of_its_own():
    assert View(GAME).card_text(HIDDEN) == "<b>?</b>"
