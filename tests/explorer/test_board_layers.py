"""The shared layers of the board views (explorer/boards/layers.py, BoardView._figure and
_points): a board declares its traces' looks, the base builds them, fills them from points and
sends only what changed."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest

import rules
from explorer.boards.base import BoardView, board_layout
from explorer.boards.layers import RING_LOOKS, Points, look

POINTS, LABELS = 0, 1
LOOKS = (
    look("points", "markers+text", centre=True, marker=dict(size=20, symbol="circle")),
    look("labels", "text", click=False),
    *RING_LOOKS,
)


class TinyView(BoardView):
    """A board of a few points whose positions and texts are the state."""

    def build(self, state=None) -> go.FigureWidget:
        layout = board_layout(300, (0, 10), (0, 10), "#FFFFFF", 12, [])
        placed = {
            LABELS: dict(x=[1.0], y=[9.0], text=["title"]),
            POINTS: dict(marker=dict(color="red")),
        }
        return self._figure(LOOKS, layout, state, placed)

    def paint(self, state, highlight, selected) -> None:
        points = Points("text", "marker_size")
        for element, (xy, text) in state.items():
            points.add(element, xy, text, 20)
        self._send(POINTS, points)
        self._draw_rings((2, 3, 4), highlight, selected, self.located(state), lambda _: 30)

    def locate(self, state, element_id):
        return state[element_id][0]


@pytest.fixture
def view():
    return TinyView(rules.load_game("vrienden"))


STATE = {"a": ((1.23456, 2.0), "A"), "b": ((3.0, 4.0), "B")}


def test_a_trace_is_built_from_its_look_with_the_boards_geometry_merged_in(view):
    fig = view.build()
    points, labels = fig.data[POINTS], fig.data[LABELS]
    assert (points.hoverinfo, points.showlegend, points.textposition) == (
        "text",
        False,
        "middle center",
    )
    assert (labels.hoverinfo, labels.showlegend) == ("skip", False)  # a decoration
    # The geometry adds to the look: the marker keeps its declared size and symbol.
    assert (points.marker.size, points.marker.symbol, points.marker.color) == (20, "circle", "red")
    assert labels.text == ("title",)
    assert [t.name for t in fig.data[2:]] == ["highlight rim", "highlight", "selected"]


def test_points_fill_a_trace_with_rounded_positions_ids_and_columns(view):
    fig = view.build(STATE)
    trace = fig.data[POINTS]
    assert trace.x == (1.235, 3.0) and trace.y == (2.0, 4.0)
    assert trace.customdata == ("a", "b") and trace.text == ("A", "B")
    assert [view.element_at(POINTS, i) for i in range(3)] == ["a", "b", None]
    assert view.element_at(LABELS, 0) is None  # a decoration names no element


def test_a_redraw_sends_only_what_changed(view):
    fig = view.build(STATE)
    view._begin(fig)
    view._points(POINTS, [(1.23456, 2.0), (3.0, 4.0)], ["a", "b"], text=("A", "C"))
    assert view._changes == {POINTS: {"text": ("A", "C")}}


def test_a_point_needs_a_value_for_every_column():
    points = Points("text", "hovertext")
    with pytest.raises(ValueError):
        points.add("a", (0.0, 0.0), "only the text")


def test_rings_go_round_the_highlighted_and_the_picked_elements(view):
    fig = view.build(STATE)
    view.draw(fig, STATE, highlight=("a",), selected=("b",))
    rim, ring, picked = fig.data[2:5]
    assert rim.x == ring.x == (1.23456,) and picked.x == (3.0,)
    assert ring.marker.size == (30,) and picked.marker.size == (34,)  # a pick's square is wider
