"""Mycelia: Prisma's board at the end of a game, in presenter mode at 1366 x 768 (issue 44's
final screenshots): a large hand was cut to "L…", "L…", "M…", "M…", and "Player 1 wins: 21
drops cleared, 5 leaves" ran into Player 2's mark. Worked out in-process from the figure, at
the size presenter mode draws the words (tests/explorer/presenter_room.py)."""

from __future__ import annotations

import dataclasses
import re

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mycelia_prisma import BAR, CARDS, FIELDS, LABELS, LEGEND

from .presenter_room import marker_units, presenter_room

GAME = rules.load_game("mycelia-prisma")
CODE = {card.name: card.code for card in GAME.cards if card.code}
LEAF, SHARED, MUSHROOM = CODE["Leaf"], CODE["Shared leaf"], CODE["Mushroom"]


def plain(text: str) -> str:
    return re.sub("<[^>]+>", " ", text).replace("  ", " ").strip()


def ended(players: int, hand: tuple[int, ...], leaves: int = 5):
    state = GAME.setup(players, seed=2)
    hands = (hand, *((LEAF, SHARED, MUSHROOM),) * (players - 1))
    # One drop left on each board (21 cleared, the widest score), Player 1 the winner.
    one_drop = tuple((1,) + (0,) * (len(row) - 1) for row in state.dew)
    no_prism = tuple((0,) * len(row) for row in state.prism)
    return dataclasses.replace(
        state,
        hands=hands,
        leaves=(leaves, *(1,) * (players - 1)),
        dew=one_drop,
        prism=no_prism,
        winners=(0,),
        ended="the board is cleared",
    )


def test_a_large_hand_shows_each_kind_of_card_whole_with_how_many():
    hand = (LEAF, LEAF, MUSHROOM, MUSHROOM, LEAF, MUSHROOM, LEAF)
    fig = board_view(GAME).build(ended(2, hand))
    cards = fig.data[CARDS]
    shown = [
        plain(text)
        for element, text in zip(cards.customdata, cards.text, strict=True)
        if element.startswith("hand:0:")
    ]
    assert sorted(shown) == ["Leaf", "Mushroom"], shown
    # How many of each, written in its card's square.
    places = {
        element: (x, y)
        for element, x, y in zip(cards.customdata, cards.x, cards.y, strict=True)
        if element.startswith("hand:0:")
    }
    labels = fig.data[LABELS]
    written = {(x, y): text for x, y, text in zip(labels.x, labels.y, labels.text, strict=True)}
    counts = {e: written.get(tuple(round(v, 3) for v in xy)) for e, xy in places.items()}
    assert sorted(counts.values()) == ["3", "4"], counts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_end_line_over_each_board_stays_clear_of_the_next_mark_the_bar_and_the_fields(
    players,
):
    fig = board_view(GAME).build(ended(players, (LEAF, SHARED, MUSHROOM)))
    room = presenter_room(fig)
    legend = fig.data[LEGEND]
    sizes = list(legend.marker.size)
    # Every mark of the key and the seats, the fields and the favors bar: (x, y, half size).
    marks = [
        (x, y, marker_units(room, size) / 2)
        for x, y, size in zip(legend.x, legend.y, sizes, strict=True)
        if size
    ]
    for trace in (fig.data[FIELDS], fig.data[BAR]):
        half = marker_units(room, trace.marker.size) / 2
        marks += [(x, y, half) for x, y in zip(trace.x, trace.y, strict=True)]
    lines = [
        (x, y, text, size)
        for x, y, text, size in zip(legend.x, legend.y, legend.text, sizes, strict=True)
        if plain(text).startswith("Player")
    ]
    assert len(lines) == players
    for x, y, text, size in lines:
        width, height = room.text_size(text)
        left = x + marker_units(room, size) / 2 + room.gap_units
        box = (left, left + width, y - height / 2, y + height / 2)
        for mx, my, half in marks:
            if (mx, my) == (x, y):
                continue  # its own mark
            apart = (
                box[1] <= mx - half or mx + half <= box[0] or box[3] <= my - half
                or my + half <= box[2]
            )  # fmt: skip
            assert apart, (plain(text), box, (mx, my, half))


def test_a_hand_too_wide_for_one_line_goes_on_two_with_every_name_whole():
    """As in the end's screenshot after the first fix: Leaf twice, Mushroom and a bought card
    were 'Mus…', 'Mor…'; the gift area moves down a row."""
    starting = ("Leaf", "Shared leaf", "Mushroom")
    bought = next(c for c in GAME.cards if c.code and not c.gift and c.name not in starting)
    state = ended(2, (LEAF, LEAF, MUSHROOM, bought.code, SHARED))
    state = dataclasses.replace(state, gifts=((CODE["Anellus"],), ()))
    fig = board_view(GAME).build(state)
    cards = fig.data[CARDS]
    hand = [
        (plain(text), y)
        for element, text, y in zip(cards.customdata, cards.text, cards.y, strict=True)
        if element.startswith("hand:0:")
    ]
    assert sorted(t for t, _ in hand) == sorted(["Leaf", "Mushroom", "Shared leaf", bought.name])
    assert len({y for _, y in hand}) == 2, hand  # two lines
    gifts = [
        y
        for element, y in zip(cards.customdata, cards.y, strict=True)
        if element.startswith("gifts:0:")
    ]
    assert gifts and max(gifts) < min(y for _, y in hand), (gifts, hand)
