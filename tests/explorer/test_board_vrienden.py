"""The plotly board of Vrienden, checked in-process (no browser).

The figure's own data is the witness: energies and tokens are found through the element ids in
``customdata`` and compared with the places they belong to.
"""

from __future__ import annotations

import dataclasses
import random

import plotly.graph_objects as go
import pytest

import rules
from explorer.boards import board_view
from explorer.boards.vrienden import (
    BAG_COLOURS,
    CHAKRA_MARKS,
    ENERGIES,
    ENERGY_LETTER,
    HARMONY,
    INSPIRATION,
    KARMA,
    LABELS,
    MEDITATION,
    NOTCHES,
    OBJECTIVE_CARDS,
    PICKED,
    RING,
    RING_EDGE,
    SEEN,
    STATUS,
    TARGETS,
    TRACE_COUNT,
    YIN_YANG_MARKS,
    View,
)
from rules.core.messages import render
from rules.vrienden.state import BUBBLES, CHAKRAS, COLOURS, EARTH, EMPTY
from tests.rules.vrienden_helpers import opening

GAME = rules.load_game("vrienden")
BOTH = ("yin-yang", "objectives")


@pytest.fixture
def board() -> tuple[View, go.FigureWidget]:
    view = View(GAME)
    return view, view.build()


def playout(players: int, seed: int, variants: tuple[str, ...] = (), moves: int = 300):
    """A seeded random game with explanations: every state and every Step on the way. Random
    players soon block the game (vrienden.ruling.blocked); it plays on here, for long games."""
    state = GAME.setup(players, seed, variants=variants, rulings={"blocked": "plays-on"})
    pick = random.Random(seed)
    states, steps = [state], []
    for _ in range(moves):
        actions = GAME.legal_actions(state)
        if not actions:
            break
        transition = GAME.apply(state, pick.choice(actions), explain=True)
        steps.extend(transition.steps)
        state = transition.state
        states.append(state)
    return states, steps


def points_of(fig, trace: int) -> dict[str, tuple[float, float]]:
    data = fig.data[trace]
    return {cd: (x, y) for cd, x, y in zip(data.customdata, data.x, data.y, strict=True)}


def scenario(sid: str):
    return next(s for s in GAME.scenarios if s.id == sid).state


# ----- the figure -------------------------------------------------------------------------
def test_build_gives_a_figure_widget_with_a_fixed_layout(board):
    _view, fig = board
    assert isinstance(fig, go.FigureWidget)
    assert len(fig.data) == TRACE_COUNT
    layout = fig.layout
    assert layout.dragmode is False and layout.clickmode == "event"
    assert layout.yaxis.scaleanchor == "x" and layout.yaxis.scaleratio == 1
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange


def test_the_first_state_is_part_of_the_built_figure():
    view = View(GAME)
    state = GAME.setup(3, 2)
    fig = view.build(state)
    assert len(fig.data[ENERGIES].customdata) == 9  # the nine maya spaces are full
    assert fig.data[KARMA].text[0] in {f"<b>{v}</b>" for v in range(1, 5)}
    assert tuple(fig.layout.xaxis.range) == pytest.approx(view.x_range(3))


def test_trace_count_never_changes_with_the_modules_and_in_a_players_view(board):
    """The shared board contract checks the player counts; here the modules and the views."""
    view, fig = board
    for players, variants in ((3, ("yin-yang",)), (4, ("objectives",)), (4, BOTH)):
        states, _ = playout(players, players, variants, moves=150)
        for state in states[::10]:
            view.draw(fig, state, ("karma:red",), ("flow:1:1",))
            assert len(fig.data) == TRACE_COUNT
            view.draw(fig, GAME.view(state, players - 1))
            assert len(fig.data) == TRACE_COUNT
    assert isinstance(fig.data[ENERGIES].x, tuple)


# ----- where the pieces are ---------------------------------------------------------------
def test_every_energy_is_drawn_on_its_place_with_its_letter(board):
    view, fig = board
    states, _ = playout(3, 9, ("yin-yang",), moves=200)
    for state in states[::25]:
        view.draw(fig, state)
        data = fig.data[ENERGIES]
        drawn = list(zip(data.customdata, data.x, data.y, data.text, strict=True))
        expected = []
        for f, flow in enumerate(state.flows, start=1):
            expected += [(f"flow:{f}:{i}", c) for i, c in enumerate(flow, start=1) if c != EMPTY]
        for seat in range(state.players):
            rows = state.boards[seat]
            expected += [(f"bubble:{seat}:{i}", c) for i, c in enumerate(rows[BUBBLES], start=1)]
            for c, name in enumerate(CHAKRAS):
                expected += [
                    (f"slot:{seat}:{name}:{k}", x) for k, x in enumerate(rows[c + 1], start=1)
                ]
            expected += [(f"earth:{seat}", x) for x in rows[EARTH][:6]]
        assert [d[0] for d in drawn] == [e for e, _ in expected]
        for (element, x, y, text), (_, colour) in zip(drawn, expected, strict=True):
            assert ENERGY_LETTER[COLOURS[colour]] in text
            if not element.startswith("earth:"):
                assert (x, y) == pytest.approx(view.locate(state, element))
        hovers = data.hovertext
        for (_, colour), hover in zip(expected, hovers, strict=True):
            assert COLOURS[colour].replace("-", " ") in hover.lower()


def test_harmonized_chakras_notches_and_meditation_tokens(board):
    view, fig = board
    state = scenario("skip-harmonized")  # Player 1: dark blue and light blue harmonized
    view.draw(fig, state)
    chakras = dict(
        zip(fig.data[CHAKRA_MARKS].customdata, fig.data[CHAKRA_MARKS].marker.symbol, strict=True)
    )
    assert chakras["chakra:0:dark-blue"] == "star" and chakras["chakra:0:light-blue"] == "star"
    assert chakras["chakra:0:green"] == "circle" and chakras["chakra:1:dark-blue"] == "circle"
    assert len([x for x in fig.data[HARMONY].x if x is not None]) == 4  # two bands
    hover = dict(
        zip(fig.data[CHAKRA_MARKS].customdata, fig.data[CHAKRA_MARKS].hovertext, strict=True)
    )
    assert "harmonized" in hover["chakra:0:dark-blue"]
    med = dict(zip(fig.data[MEDITATION].customdata, fig.data[MEDITATION].text, strict=True))
    assert med["meditation:0:green"] and med["meditation:1:red"]
    assert not med["meditation:0:red"].strip()  # a blank: plotly keeps its text element
    used = dict(
        zip(fig.data[INSPIRATION].customdata, fig.data[INSPIRATION].marker.color, strict=True)
    )
    assert used["inspiration:0:3"] != used["inspiration:0:4"]  # a token on space 3

    notched = dataclasses.replace(state, notches=(1 << 4, 0))
    view.draw(fig, notched)
    notches = dict(zip(fig.data[NOTCHES].customdata, fig.data[NOTCHES].marker.color, strict=True))
    assert notches["notch:0:yellow"] != notches["notch:0:orange"]


def test_module_a_and_d_pieces(board):
    view, fig = board
    state = GAME.setup(3, 4, variants=BOTH)
    view.draw(fig, state)
    assert fig.data[YIN_YANG_MARKS].customdata == ("yin-yang:0", "yin-yang:1", "yin-yang:2")
    assert "bag:white" in fig.data[BAG_COLOURS].customdata
    cards = fig.data[OBJECTIVE_CARDS].customdata
    assert cards == tuple(f"objective:{o}" for o in state.objectives) and len(cards) == 3
    assert "bonus points: 2 free" in fig.data[OBJECTIVE_CARDS].text[0]
    assert any("Objectives" in t for t in fig.data[LABELS].text)
    taken = dataclasses.replace(state, bonuses=((1,), (), ()))
    view.draw(fig, taken)
    assert "bonus points: 2 to Player 2 · 1 free" in fig.data[OBJECTIVE_CARDS].text[0]

    plain = GAME.setup(2, 4)
    view.draw(fig, plain)
    assert fig.data[YIN_YANG_MARKS].customdata == () and fig.data[OBJECTIVE_CARDS].x == ()
    assert "bag:white" not in fig.data[BAG_COLOURS].customdata
    assert not any("Objectives" in t for t in fig.data[LABELS].text)


# ----- hidden information -----------------------------------------------------------------
def test_hidden_tokens_are_face_down_in_a_player_view_and_open_for_the_teacher(board):
    view, fig = board
    state = GAME.setup(3, 6)
    view.draw(fig, state)
    assert all(t != "<b>?</b>" for t in fig.data[KARMA].text)
    assert "teacher view" in fig.data[KARMA].hovertext[0].lower()
    assert "Teacher view" in fig.data[STATUS].text[0]
    seen = fig.data[SEEN].text
    for seat in range(3):
        (colour,) = state.meditation[seat]
        assert str(seat + 1) in seen[colour]

    for seat in range(3):
        view.draw(fig, GAME.view(state, seat))
        texts = fig.data[KARMA].text
        for c in range(7):
            if c in state.meditation[seat]:
                assert texts[c] == f"<b>{state.plenitude[c]}</b>"
            else:
                assert texts[c] == "<b>?</b>"
                assert "face down" in fig.data[KARMA].hovertext[c]
        assert f"Player {seat + 1}'s view" in fig.data[STATUS].text[0]


def test_a_finished_game_shows_every_token_in_every_view(board):
    view, fig = board
    final = GAME.setup(2, 3, rulings={"round-limit": "30"})
    pick = random.Random(3)
    while final.to_move is not None:
        final = GAME.apply(final, pick.choice(GAME.legal_actions(final))).state
    view.draw(fig, GAME.view(final, 0))
    assert "<b>?</b>" not in fig.data[KARMA].text
    assert "Game over" in fig.data[STATUS].text[0]


# ----- clicks, highlights, picks ----------------------------------------------------------
def test_every_kind_of_element_is_clickable_and_decorations_are_not(board):
    """The shared board contract maps every point back to its element; here which kinds of
    element Vrienden's board offers, and that its decorations take no clicks."""
    view, fig = board
    for state in (GAME.setup(2, 1), playout(4, 2, BOTH, 80)[0][-1], scenario("alignment-bonus")):
        view.draw(fig, state, ("karma:red",), ("flow:1:1",))
        kinds = set()
        for trace in fig.data:
            kinds.update(element.partition(":")[0] for element in trace.customdata or ())
        for trace in (LABELS, RING, RING_EDGE, PICKED, STATUS, SEEN, HARMONY):
            assert fig.data[trace].hoverinfo == "skip"
            assert view.element_at(trace, 0) is None
        assert view.element_at(ENERGIES, 10_000) is None
        assert {"karma", "flow", "bag", "chakra", "notch", "inspiration", "meditation"} <= kinds
        assert {"earth", "slot", "bubble"} <= kinds


def test_clicks_on_the_board_compose_actions(board):
    view, fig = board
    state = scenario("forced-black")
    view.draw(fig, state)
    flow = points_of(fig, ENERGIES)
    assert "flow:2:2" in flow  # the yellow of flow 2
    action = GAME.action_for(state, ("flow:2:2", "chakra:0:yellow"))
    assert action.key == "take flow:2 yellow to chakra:yellow"
    assert GAME.why_illegal(state, action) is None
    ruling = GAME.why_illegal(state, GAME.action_for(state, ("flow:1:1", "slot:0:yellow:3")))
    assert ruling is not None and ruling.rule == "vrienden.receive.black"
    spaces = points_of(fig, INSPIRATION)
    assert GAME.action_for(state, (next(iter(spaces)),)).key == "channel 1"


def test_highlight_and_selection_rings_sit_on_their_elements(board):
    view, fig = board
    state = GAME.setup(3, 2, variants=BOTH)
    highlight = ("karma:red", "flow:2", "bubble:1:2", "earth:2", f"objective:{state.objectives[0]}")
    selected = ("flow:1:3", "slot:0:green:2")
    view.draw(fig, state, highlight, selected)
    for trace in (RING, RING_EDGE):
        spots = list(zip(fig.data[trace].x, fig.data[trace].y, strict=True))
        assert spots == [pytest.approx(view.locate(state, e)) for e in highlight]
    picked = list(zip(fig.data[PICKED].x, fig.data[PICKED].y, strict=True))
    assert picked == [pytest.approx(view.locate(state, e)) for e in selected]
    view.draw(fig, state)
    assert fig.data[RING].x == () and fig.data[PICKED].x == ()
    with pytest.raises(KeyError):
        view.locate(state, "chakra:3:red")  # no fourth player in this game


def test_legal_targets_of_picked_energies_are_marked_where_they_would_land(board):
    """Issue 12: once energies are picked, the board marks where the rules let them go (the
    engine's ``targets``), and nothing once the picks are gone."""
    view, fig = board
    state = opening(0)
    picks = ("flow:2:1", "flow:2:2")
    view.draw(fig, state, (), picks)
    marks = list(zip(fig.data[TARGETS].x, fig.data[TARGETS].y, strict=True))
    targets = GAME.targets(state, picks)
    assert targets and marks == [pytest.approx(view.locate(state, e)) for e in targets]
    assert fig.data[TARGETS].name == "legal targets"
    state = opening(15)  # into "channel 2"
    view.draw(fig, state, (), ("slot:0:red:2",))  # the black on the red chakra
    marks = list(zip(fig.data[TARGETS].x, fig.data[TARGETS].y, strict=True))
    assert marks == [pytest.approx(view.locate(state, "earth:0"))]
    view.draw(fig, state)
    assert fig.data[TARGETS].x == ()


def test_the_status_line_is_the_descriptions_first_sentence_with_a_click_hint(board):
    view, fig = board
    state = opening(0)
    view.draw(fig, state)
    status = fig.data[STATUS].text[0]
    assert "Round 1: Player 1 to play: take energy, channel or meditate." in status
    assert "Click energies, a space or a meditation token · Teacher view" in status
    view.draw(fig, GAME.view(state, 1))
    assert "Player 2's view" in fig.data[STATUS].text[0]
    last = scenario("alignment-bonus")  # the last round has begun
    view.draw(fig, last)
    assert fig.data[STATUS].text[0].startswith("<b>Last round · Round 14: Player 2 to play")
    assert "This is the last round." in render(GAME.describe(last))


def test_describe_example_note_and_registry():
    view = View(GAME)
    state = GAME.setup(2, 1)
    assert view.describe(state) == GAME.describe(state)
    note = view.example_note.lower()
    assert "bga" in note and "rulebook" in note and "plenitude" in note and "bubbles" in note
    assert isinstance(board_view(GAME), View)
