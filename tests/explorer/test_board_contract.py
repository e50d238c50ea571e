"""What every board view must do, checked once over every registered game (in-process).

Each game's own board tests check what its pictures mean; here: the figure is a FigureWidget
with a fixed layout and a fixed number of traces over whole random games and the scenarios,
text is readable, the figure serialises, clicks map back to element ids, every element a Step
rings can be located on the board, redrawing an earlier state restores its picture, and the
text description under the board is the game's.
"""

from __future__ import annotations

import functools
import json
import random

import plotly.graph_objects as go
import pytest

import rules
from explorer.boards import board_view
from rules.core.messages import render

SLUGS = rules.available_games()


@functools.cache
def playthrough(slug: str, players: int, seed: int, moves: int = 300):
    """States and Steps of a seeded random game with explanations (at most ``moves``)."""
    game = rules.load_game(slug)
    state = game.setup(players, seed=seed)
    pick = random.Random(seed)
    states, steps = [state], []
    for _ in range(moves):
        if state.to_move is None:
            break
        transition = game.apply(state, pick.choice(game.legal_actions(state)), explain=True)
        steps.extend(transition.steps)
        state = transition.state
        states.append(state)
    return tuple(states), tuple(steps)


def player_counts(slug: str) -> tuple[int, ...]:
    low, high = rules.load_game(slug).info.players
    return tuple(sorted({low, min(high, 4), high}))


def view_and_figure(slug: str):
    """A game's board view and a figure it built."""
    view = board_view(rules.load_game(slug))
    return view, view.build()


def snapshot(fig: go.FigureWidget) -> list:
    return [
        (t.x, t.y, t.text, t.hovertext, t.customdata, t.marker.color, t.marker.size)
        for t in fig.data
    ]


@pytest.mark.parametrize("slug", SLUGS)
def test_the_view_is_found_from_the_registry_and_builds_a_fixed_figure(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    fig = view.build(game.setup(game.info.players[0], seed=1))
    assert isinstance(fig, go.FigureWidget)
    layout = fig.layout
    assert layout.dragmode is False and layout.clickmode == "event"
    assert layout.showlegend is False
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange
    assert not layout.xaxis.visible and not layout.yaxis.visible
    assert layout.font.size >= 12
    for trace in fig.data:
        if trace.textfont is not None and trace.textfont.size is not None:
            assert trace.textfont.size >= 12, trace.name


@pytest.mark.parametrize("slug", SLUGS)
def test_the_number_of_traces_never_changes_and_the_figure_serialises(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    fig = view.build()
    count = len(fig.data)
    for players in player_counts(slug):
        states, steps = playthrough(slug, players, players)
        for state in states[::15]:
            view.draw(fig, state)
            assert len(fig.data) == count
        for step in steps[::20]:
            view.draw(fig, step.state, step.highlight)
            assert len(fig.data) == count
        json.dumps(fig.to_dict())
    for scenario in game.scenarios:
        view.draw(fig, scenario.state)
        assert len(fig.data) == count


@pytest.mark.parametrize("slug", SLUGS)
def test_every_clickable_point_maps_back_to_its_element(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    fig = view.build()
    states, _ = playthrough(slug, player_counts(slug)[-1], 3)
    for state in (states[0], states[len(states) // 2], states[-1]):
        view.draw(fig, state)
        for index, trace in enumerate(fig.data):
            count = len(trace.x) if trace.x is not None else 0
            if trace.customdata is None or trace.hoverinfo == "skip":
                continue  # decoration: rings, labels, status text
            assert len(trace.customdata) == count, trace.name
            for j, element in enumerate(trace.customdata):
                assert view.element_at(index, j) == element
        assert view.element_at(len(fig.data) + 3, 0) is None


@pytest.mark.parametrize("slug", SLUGS)
def test_every_element_a_step_highlights_is_on_the_board(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    fig = view.build()
    for players in player_counts(slug):
        _, steps = playthrough(slug, players, 5 + players)
        for step in steps[::3]:
            view.draw(fig, step.state, step.highlight)  # the ranges may follow the state
            xs, ys = fig.layout.xaxis.range, fig.layout.yaxis.range
            for element in step.highlight:
                x, y = view.locate(step.state, element)
                assert min(xs) <= x <= max(xs), element
                assert min(ys) <= y <= max(ys), element


@pytest.mark.parametrize("slug", SLUGS)
def test_a_step_rings_what_it_highlights_with_a_ring_wider_than_a_piece(slug):
    # Without a size plotly draws a marker 6 px wide: a "ring" that is a dot beside the piece.
    view, fig = view_and_figure(slug)
    _, steps = playthrough(slug, player_counts(slug)[0], 7)
    ringed = [step for step in steps if step.highlight][:20]
    assert ringed
    for step in ringed:
        view.draw(fig, step.state, step.highlight)
        for name in ("highlight rim", "highlight"):
            ring = next(t for t in fig.data if t.name == name)
            sizes = ring.marker.size
            sizes = [sizes] * len(ring.x) if not isinstance(sizes, tuple | list) else sizes
            assert len(ring.x) >= 1, (name, step.highlight)
            assert all(size is not None and size >= 20 for size in sizes), (name, sizes)


@pytest.mark.parametrize("slug", SLUGS)
def test_redrawing_an_earlier_state_restores_its_picture(slug):
    view, fig = view_and_figure(slug)
    states, _ = playthrough(slug, player_counts(slug)[0], 4)
    first, later = states[len(states) // 3], states[-1]
    view.draw(fig, first)
    before = snapshot(fig)
    view.draw(fig, later)
    assert snapshot(fig) != before
    view.draw(fig, first)
    assert snapshot(fig) == before
    other = view.build()  # a second figure gets the whole picture, not only the changes
    view.draw(other, first)
    assert snapshot(other) == before


@pytest.mark.parametrize("slug", SLUGS)
def test_the_text_under_the_board_is_the_games_description(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    states, _ = playthrough(slug, player_counts(slug)[0], 6)
    for state in (states[0], states[-1]):
        text = render(view.describe(state), view.language)  # a board may write its own words
        assert text == render(game.describe(state), view.language) and text.strip()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_view_writes_in_the_games_first_language_until_told_another(slug):
    game = rules.load_game(slug)
    view = board_view(game)
    assert view.language == game.info.languages[0]
    for language in reversed(game.info.languages):
        view.set_language(language)
        assert view.language == language
    with pytest.raises(ValueError):
        view.set_language("xx")  # no game speaks it
    assert view.language == game.info.languages[0]


@pytest.mark.parametrize("slug", [s for s in SLUGS if len(rules.load_game(s).info.languages) > 1])
def test_the_dashboards_language_switch_tells_the_board_view(slug):
    from explorer import GameExplorer
    from explorer.text import esc

    dash = GameExplorer(slug)
    first, other = rules.load_game(slug).info.languages[:2]
    assert dash.view.language == first
    shown = dash.board_text.value
    dash.set_language(other)
    assert dash.view.language == other
    # the description under the board redrawn: the view's, in the new language
    assert esc(dash.view.describe(dash.session.seen_state)) in dash.board_text.value
    assert dash.board_text.value != shown
    dash.set_language(first)
    assert dash.view.language == first and dash.board_text.value == shown
