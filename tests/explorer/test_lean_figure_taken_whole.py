"""The lean figure takes a figure made of plotly's objects as it is (explorer/figure.py):
plotly checked each property when the figure was made and checked it all again when the
widget was made from it (a third of a board's first build, issue 46). The widget is the
same, and checks whatever is set on it afterwards."""

from __future__ import annotations

import pytest
from _plotly_utils import basevalidators

import rules
from explorer.boards import board_view
from explorer.figure import LeanFigureWidget


def without_ids(figure) -> dict:
    whole = figure.to_plotly_json()
    for trace in whole["data"]:
        trace.pop("uid", None)  # each widget names its traces anew
    return whole


@pytest.fixture
def plain_figure():
    game = rules.load_game("escape-from-the-hidden-castle")
    state = game.setup(players=3, seed=5)
    figure = board_view(game).build(state)
    import plotly.graph_objects as go

    return go.Figure(figure)


def test_the_traces_of_a_figure_made_of_plotlys_objects_are_not_checked_again(
    plain_figure, monkeypatch
):
    # (plotly checks a layout's shapes and annotations again whatever it is told)
    checked = []
    for name in ("NumberValidator", "ColorValidator", "DataArrayValidator", "StringValidator"):
        validator = getattr(basevalidators, name)
        original = validator.validate_coerce

        def counted(self, value, *args, _original=original, **kwargs):
            if self.parent_name.startswith("scatter"):
                checked.append(f"{self.parent_name}.{self.plotly_name}")
            return _original(self, value, *args, **kwargs)

        monkeypatch.setattr(validator, "validate_coerce", counted)
    LeanFigureWidget(plain_figure)
    assert checked == []
    plain_figure.data[0].marker.size = 3
    assert checked == ["scatter.marker.size"]  # the count counts


def test_the_widget_made_unchecked_is_the_figure_it_was_made_from(plain_figure):
    import plotly.graph_objects as go

    checked = go.FigureWidget(plain_figure)  # plotly's own way, every property checked
    assert without_ids(LeanFigureWidget(plain_figure)) == without_ids(checked)


def test_what_is_set_on_the_widget_afterwards_is_checked(plain_figure):
    widget = LeanFigureWidget(plain_figure)
    with pytest.raises(ValueError, match="size"):
        widget.data[0].marker.size = "big"
    with pytest.raises(ValueError, match="width"):
        widget.layout.width = "wide"
    with pytest.raises(ValueError):
        widget.layout.shapes[0].line.color = "not a colour at all"
    with pytest.raises(ValueError):
        widget.data[0].update(marker={"symbol": "no such symbol"})
