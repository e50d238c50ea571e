"""The Hidden Castle in presenter mode at 1366 x 768 (issue 44, teaching at a projector): the
word on Hugo has room for the projector's 18 px line wherever he stands. Measured in the
browser before, at every table from 3 to 8 players: after 40 bot moves Hugo stood on space 14
and "Hugo" and the space's "14" (0.66 units out from the space, beside it on the castle's
right side) both stopped at 13.4 px; worked out here, the same on every space of the left and
right sides, and on the bottom cellar step beside its "+10". Worked out in-process from the
figure, at the size presenter mode draws the words (tests/explorer/presenter_room.py)."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.escape_from_the_hidden_castle import (
    CELLAR,
    DIE,
    DOOR,
    HUGO,
    HUGO_WORD,
    KEY,
    LABELS,
    SCORES,
    SHIELDS,
    SPEED_NUMBERS,
    STATUS,
)

from .presenter_room import presenter_room, side_by_side_apart
from .test_board_presenter_room import labels_at_18px

GAME = rules.load_game("escape-from-the-hidden-castle")
#: Every trace that writes words on the board.
TEXTS = (SHIELDS, SCORES, DIE, LABELS, STATUS, HUGO, KEY, SPEED_NUMBERS)


def hugo_places(view) -> list[int]:
    """Every place Hugo can stand: the gallery's spaces, the cellar's steps, its door."""
    steps = [CELLAR + s for s in range(len(view.steps))]
    return [*range(view.gallery.count), *steps, DOOR]


def touching(state) -> list[tuple[str, str]]:
    """The pairs of words on ``state``'s board that figure.js would stop short of 18 px."""
    fig = board_view(GAME).build(state)
    room = presenter_room(fig)
    labels = labels_at_18px(fig, room, TEXTS)
    assert sum(text == HUGO_WORD for text, _ in labels) == 1
    return [
        (a, b)
        for i, (a, p) in enumerate(labels)
        for b, q in labels[i + 1 :]
        if not side_by_side_apart(room, p, q)
    ]


@pytest.mark.parametrize("variants", [(), ("midnight-party",)], ids=["hugo", "midnight"])
@pytest.mark.parametrize("players", [3, 8])
def test_the_word_on_hugo_has_room_wherever_he_stands(players, variants):
    opening = GAME.setup(players, seed=1, variants=variants)
    view = board_view(GAME)
    met = {
        place: pairs
        for place in hugo_places(view)
        if (pairs := touching(dataclasses.replace(opening, hugo=place)))
    }
    assert met == {}


def test_the_number_of_hugos_space_steps_aside_and_back():
    # Pushed out of Hugo's way on his space only: the other numbers stay where they were, and
    # his space's number comes back once he moves on.
    opening = GAME.setup(3, seed=1)
    view = board_view(GAME)

    def numbers(hugo: int) -> dict[str, tuple[float, float]]:
        trace = view.build(dataclasses.replace(opening, hugo=hugo)).data[LABELS]
        return {t: (x, y) for t, x, y in zip(trace.text, trace.x, trace.y, strict=True)}

    away, on_14, moved_on = numbers(DOOR), numbers(14), numbers(15)
    assert on_14["14"][0] > away["14"][0] + 0.1  # the right side's number, further right
    assert {t: p for t, p in on_14.items() if t != "14"} == {
        t: p for t, p in away.items() if t != "14"
    }
    assert moved_on["14"] == away["14"]
