"""The O Inconsciente board: what its pictures mean (table spaces, the city, the track, each
player's notebook, disc and office), and the example-data note in both languages."""

from __future__ import annotations

from dataclasses import replace

import rules
from explorer.boards import board_view
from explorer.boards.o_inconsciente import BLOCKED, FREE, PIECES, SPOTS, seat_colour
from rules.core.messages import render

GAME = rules.load_game("o-inconsciente")


def spot(fig, element):
    data = fig.data[SPOTS]
    index = list(data.customdata).index(element)
    return data.marker.color[index], data.text[index], data.hovertext[index]


def test_the_table_shows_free_blocked_and_taken_spaces():
    view = board_view(GAME)
    state = GAME.setup(2, seed=1)
    table = list(state.table)
    table[1] = 2  # seat 1's idea
    table[2] = 1  # seat 0's Brilliant Idea
    fig = view.build(replace(state, table=tuple(table)))
    assert spot(fig, "table-0")[0] == BLOCKED
    assert spot(fig, "table-3")[0] == FREE
    assert spot(fig, "table-1")[0] == seat_colour(1)
    colour, text, hover = spot(fig, "table-2")
    assert colour == seat_colour(0) and "★" in text and "tinteiro" in hover


def test_professors_and_freud_stand_on_the_city_and_the_track():
    view = board_view(GAME)
    state = GAME.setup(3, seed=2)
    fig = view.build(state)
    texts = list(fig.data[PIECES].text)
    assert "Freud" in texts and "F" in texts
    assert texts[:3] == ["1", "2", "3"]
    assert "Relógio" in spot(fig, "clock")[2]


def test_each_player_has_a_notebook_disc_office_and_rondel():
    view = board_view(GAME)
    state = GAME.setup(4, seed=3)
    fig = view.build(state)
    ids = set(fig.data[SPOTS].customdata)
    for seat in range(4):
        assert {f"note-{seat}-8", f"disc-{seat}", f"office-{seat}-1", f"rondel-{seat}-4"} <= ids
    assert spot(fig, "office-0-1")[0] == BLOCKED  # the office card covers it
    assert "●" in spot(fig, "rondel-0-0")[1]


def test_the_example_note_is_in_both_languages():
    view = board_view(GAME)
    assert "exemplo" in render(view.example_note, "pt")
    assert "example data" in render(view.example_note, "en")
