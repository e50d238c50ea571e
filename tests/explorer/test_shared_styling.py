"""The plain Layout and styles shared by a dashboard's widgets (explorer/shared_styling.py)."""

from __future__ import annotations

import ipywidgets as w
import pytest
from traitlets import TraitError

import rules
from explorer import GameExplorer
from explorer.shared_styling import PlainStyling, is_shared, is_shown, own_layout, set_shown


def _widgets_under(root: w.Widget) -> list[w.DOMWidget]:
    found, stack = [], [root]
    while stack:
        widget = stack.pop()
        found.append(widget)
        stack.extend(getattr(widget, "children", ()))
    return found


def test_plain_parts_are_shared_and_their_own_closed():
    plain, sized = w.HTML("a"), w.HTML("b", layout=w.Layout(width="10px"))
    button, styled = w.Button(), w.Button(style={"button_color": "red"})
    own_plain_layout, own_plain_style = plain.layout, button.style
    root = w.VBox([plain, sized, w.HBox([button, styled])])
    PlainStyling().share(root)
    assert plain.layout is button.layout and is_shared(plain.layout)
    assert is_shared(plain.style) and is_shared(button.style)
    assert plain.style is not button.style  # one plain style per kind
    # What says something of its own keeps it.
    assert not is_shared(sized.layout) and sized.layout.width == "10px"
    assert not is_shared(styled.style) and styled.style.button_color == "red"
    # The page never makes models for the closed parts.
    assert own_plain_layout.comm is None and own_plain_style.comm is None


def test_a_shared_part_refuses_a_change_that_would_change_every_widget_sharing_it():
    first, second = w.HTML(), w.HTML()
    PlainStyling().share(w.VBox([first, second]))
    with pytest.raises(TraitError, match="display"):
        first.layout.display = "none"
    with pytest.raises(TraitError, match="font_size"):
        first.style.font_size = "30px"
    assert is_shown(second) and second.style.font_size is None


def test_set_shown_gives_a_widget_its_own_layout_and_hides_only_it():
    first, second = w.HTML(), w.HTML()
    PlainStyling().share(w.VBox([first, second]))
    set_shown(first, True)  # shown already: still shared
    assert is_shared(first.layout)
    set_shown(first, False)
    assert not is_shown(first) and not is_shared(first.layout)
    assert is_shown(second) and is_shared(second.layout)
    set_shown(first, True)
    assert is_shown(first)
    assert own_layout(second) is second.layout and not is_shared(second.layout)


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_dashboard_opens_with_every_plain_part_shared_and_unchanged(slug):
    widgets = _widgets_under(GameExplorer(slug))
    shared = 0
    for widget in widgets:
        for name in ("layout", "style"):
            part = getattr(widget, name, None)
            if not isinstance(part, w.Widget):
                continue
            kind = type(part).__mro__[1] if is_shared(part) else type(part)
            plain = part.get_state() == kind().get_state()
            # Shared parts are plain (none was changed while the dashboard opened), and a
            # part of a widget's own says something.
            assert plain == is_shared(part), (widget, name)
            shared += is_shared(part)
    assert shared > len(widgets) / 2
