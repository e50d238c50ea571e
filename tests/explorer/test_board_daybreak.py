"""The plotly board of Daybreak, checked in-process: what its pictures say about the state."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.daybreak import (
    BAND,
    BLANK,
    CARDS,
    DOWN,
    FLOW_TEXT,
    HEAT,
    LABELS,
    PICKED,
    PLAYERS,
    RING,
    RING_EDGE,
    RING_SIZE,
    ROUND,
    ROW_FILL,
    SINKS,
    STATUS,
    THERM,
    TOKENS,
    TRACKS,
    UP,
)
from tests.rules.daybreak_helpers import apply, at_local, give, only_local

GAME = rules.load_game("daybreak")


@pytest.fixture
def view():
    return board_view(GAME)


def ids(fig, trace):
    return list(fig.data[trace].customdata)


def test_the_thermometer_shows_bands_and_the_open_rows_cubes(view):
    state = replace(at_local(players=3), bands=2, therm=12, emitted=42)
    fig = view.build(state)
    colours = list(fig.data[THERM].marker.color)
    texts = list(fig.data[THERM].text)
    assert colours[: 2 * 4].count(BAND) == 2 * 3  # two full rows of three columns
    row = slice(2 * 4, 3 * 4)
    assert texts[row] == ["5", "5", "2", BLANK]  # five to a space, left to right
    assert "2 of 8 bands" in " ".join(fig.data[LABELS].text)


def test_sinks_tracks_and_the_round_are_drawn(view):
    state = replace(at_local(), tokens=(2, 0, 0, 0, 0, 0), dac=3)
    fig = view.build(state)
    sinks = dict(zip(ids(fig, SINKS), fig.data[SINKS].text, strict=True))
    assert sinks["trees"] == f"<b>{state.trees}</b>" and sinks["dac"] == "<b>3</b>"
    weather = [
        t
        for e, t in zip(ids(fig, TRACKS), fig.data[TRACKS].text, strict=True)
        if e == "track:weather"
    ]
    assert weather == [BLANK, "●", BLANK, BLANK]  # the token on space 2
    symbols = list(fig.data[TRACKS].marker.symbol)
    assert symbols.count("diamond") == sum(len(t.tipping) for t in GAME.world.tracks)


def test_each_player_area_shows_stacks_hand_and_communities(view):
    state = give(at_local(), 0, "us-rooftop-solar")
    fig = view.build(state)
    cards = ids(fig, CARDS)
    assert [f"stack:0:{i}" for i in range(1, 6)] == [e for e in cards if e.startswith("stack:0:")]
    assert "hand:0:us-rooftop-solar" in cards and "new-stack:0" not in cards
    assert "communities:3" in ids(fig, PLAYERS)
    tokens = list(fig.data[TOKENS].marker.color)
    assert len(tokens) == 12 * 4 and tokens[3 * 12 : 3 * 12 + 2] == ["#E69F00"] * 2  # MW's 2
    hover = fig.data[CARDS].hovertext[cards.index("stack:0:1")]
    assert "Interstate Grid" in hover and "1 power" in hover


def test_clicking_a_card_then_a_stack_composes_start_and_tuck(view):
    state = give(at_local(), 0, "us-rooftop-solar")
    assert GAME.action_for(state, ("hand:0:us-rooftop-solar", "stack:0:2")).key == (
        "play us-rooftop-solar on 2"
    )
    assert GAME.action_for(state, ("hand:0:us-rooftop-solar", "tuck:0:3")).key == (
        "tuck us-rooftop-solar under 3"
    )
    assert GAME.action_for(state, ("stack:0:1",)).key == "use 1"
    assert GAME.action_for(state, ("hand:0:us-rooftop-solar",)) is None


def test_the_carbon_picture_is_a_waterfall_of_this_rounds_cubes(view):
    state = at_local()
    fig = view.build(state)
    assert "No Emissions stage yet" in " ".join(fig.data[FLOW_TEXT].text)
    after = apply(only_local(state), "done").state
    view.draw(fig, after)
    labels = list(fig.data[FLOW_TEXT].text)
    cubes = after.tally[:4]
    assert f"China<br>+{cubes[2]}" in labels  # each power by its name, not its initials
    assert f"sinks −{after.tally[4]}" in labels
    assert any(t.startswith(f"thermometer +{after.tally[6]}") for t in labels)
    assert fig.data[UP].x.count(None) == 4 and fig.data[DOWN].x.count(None) == 1
    assert fig.data[HEAT].x.count(None) == 1


def test_the_status_line_says_whose_local_stage_it_is(view):
    fig = view.build(at_local())
    assert "United States is taking Local actions" in fig.data[STATUS].text[0]


def test_every_text_on_the_board_comes_from_the_games_messages(view, monkeypatch):
    """Issue 14: the status line (and every label and hover) is a message of the catalogue,
    rendered in the view's language, not English assembled in the view. Each rendered message
    is marked here; a text drawn without one would show up unmarked."""
    import explorer.boards.daybreak as module

    def marked(text, language="en"):
        return "«" + module_render(text, language) + "»"

    module_render = module.render
    monkeypatch.setattr(module, "render", marked)
    state = apply(only_local(at_local()), "done").state  # a carbon picture and every player
    fig = view.build(state)
    for trace in (STATUS, FLOW_TEXT, LABELS):
        texts = [t for t in fig.data[trace].text if t]
        assert texts and all("«" in t for t in texts), (trace, texts)
    for trace in (THERM, SINKS, ROUND, TRACKS, CARDS, PLAYERS):
        hovers = list(fig.data[trace].hovertext)
        assert hovers and all(h.startswith("«") for h in hovers), (trace, hovers)
    assert view.example_note.id == "daybreak-board-example-note"  # a message, not English


def test_the_board_names_each_player_by_its_power(view):
    state = GAME.setup(3, seed=1)
    fig = view.build(state)
    labels = " ".join(fig.data[LABELS].text)
    for name in ("Majority World", "Europe", "United States"):
        assert f"<b>{name}</b>" in labels
    assert "Player" not in labels


def test_a_steps_rings_and_the_picks_are_drawn_where_their_elements_stand(view):
    """The shared ring drawing (BoardView._draw_rings): highlight rings on a Step's elements,
    a wider square on each pick, nothing for an element the state does not draw."""
    state = at_local()
    fig = view.build(state)
    stack, card = "stack:0:1", f"hand:0:{GAME.local[state.hands[0][0]].key}"
    view.draw(fig, state, highlight=(stack, "nowhere:9"), selected=(card,))
    for trace in (RING_EDGE, RING):
        assert (fig.data[trace].x, fig.data[trace].y) == tuple(
            (p,) for p in view.locate(state, stack)
        )
        assert fig.data[trace].marker.size == (RING_SIZE,)
    assert (fig.data[PICKED].x[0], fig.data[PICKED].y[0]) == view.locate(state, card)
    assert fig.data[PICKED].marker.size == (RING_SIZE + 4,)
    view.draw(fig, state)
    assert fig.data[RING].x == () and fig.data[PICKED].x == ()


def test_only_the_powers_in_play_get_a_row_and_a_new_game_redraws_them(view):
    # The solo game drew three empty power rows under its one.
    def rows(fig):
        return [shape for shape in fig.layout.shapes if shape.fillcolor == ROW_FILL]

    fig = view.build(GAME.setup(1, seed=1))
    assert len(rows(fig)) == 1
    solo_height = fig.layout.height
    view.draw(fig, GAME.setup(4, seed=1))  # a new game of four on the same board
    assert len(rows(fig)) == 4
    assert fig.layout.height > solo_height
    view.draw(fig, GAME.setup(2, seed=1))
    assert len(rows(fig)) == 2
