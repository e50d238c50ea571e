"""Every checkbox of the dashboard lines up with its neighbours (issue 44: "Quiz me" was
indented by the width of a description column it does not use), in every tab of every game."""

from __future__ import annotations

import ipywidgets as w
import pytest

import rules
from explorer.app import GameExplorer


def widgets_under(widget: w.Widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widgets_under(child)


@pytest.mark.parametrize("slug", rules.available_games())
def test_no_checkbox_of_any_tab_is_indented(slug):
    app = GameExplorer(slug)
    boxes = [
        widget
        for panel in app.tab_panels  # every tab built
        for widget in widgets_under(panel.widget)
        if isinstance(widget, w.Checkbox)
    ]
    described = [box.description for box in boxes]
    assert any(box is app.quiz_panel.enabled for box in boxes), described
    assert [box.description for box in boxes if box.indent] == [], described
