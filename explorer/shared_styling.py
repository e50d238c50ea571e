"""One plain Layout, and one plain style of each kind, shared by the dashboard's widgets.

Every ipywidgets widget makes a Layout and (most kinds) a style of its own, each a model the
page must create before it can draw: of the castle's 160 models at opening, 37 Layouts and 28
styles said nothing but their defaults. ipywidgets lets widgets share these, so after the
dashboard is built, ``PlainStyling.share`` gives every widget whose Layout or style is still
plain the shared one and closes its own.

A shared part must never change, or it would change every widget that shares it: the shared
parts refuse any change (a TraitError naming the setting), and the dashboard hides and shows
widgets through ``set_shown``, which first gives a widget that shares the plain Layout one of
its own.
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as w
from traitlets import TraitError, validate


def _unchangeable(kind: type[w.Widget]) -> type[w.Widget]:
    """``kind`` whose instances refuse a change to any of their synced settings."""
    names = [name for name in kind.class_trait_names(sync=True) if not name.startswith("_")]

    def refuse(self, proposal):
        raise TraitError(
            f"a {kind.__name__} shared by several widgets cannot change its "
            f"{proposal['trait'].name}: give the widget one of its own first (own_layout)"
        )

    return type(f"Shared{kind.__name__}", (kind,), {"_refuse_changes": validate(*names)(refuse)})


_SHARED_KINDS: dict[type[w.Widget], type[w.Widget]] = {}


def _shared_kind(kind: type[w.Widget]) -> type[w.Widget]:
    if kind not in _SHARED_KINDS:
        _SHARED_KINDS[kind] = _unchangeable(kind)
    return _SHARED_KINDS[kind]


def is_shared(part: w.Widget) -> bool:
    return type(part) in _SHARED_KINDS.values()


def _tree(root: w.Widget) -> Iterator[w.DOMWidget]:
    """``root`` and every widget under it, through the boxes' and tabs' children."""
    stack = [root]
    while stack:
        widget = stack.pop()
        if isinstance(widget, w.DOMWidget):
            yield widget
        stack.extend(getattr(widget, "children", ()))


def _plain(part: w.Widget, shared: w.Widget) -> bool:
    return type(part) is type(shared).__mro__[1] and part.get_state() == shared.get_state()


class PlainStyling:
    """The shared parts of one dashboard: a plain Layout and a plain style of each kind."""

    def __init__(self) -> None:
        self._parts: dict[type[w.Widget], w.Widget] = {}

    def _shared(self, kind: type[w.Widget]) -> w.Widget:
        if kind not in self._parts:
            self._parts[kind] = _shared_kind(kind)()
        return self._parts[kind]

    def share(self, root: w.Widget) -> None:
        """Every widget under ``root`` whose Layout or style is plain takes the shared one;
        its own is closed (the page then never makes its model)."""
        for widget in _tree(root):
            for name in ("layout", "style"):
                part = getattr(widget, name, None)
                if not isinstance(part, w.Widget) or is_shared(part):
                    continue
                shared = self._shared(type(part))
                if _plain(part, shared):
                    setattr(widget, name, shared)
                    part.close()


def own_layout(widget: w.DOMWidget) -> w.Layout:
    """The widget's Layout, made its own first if it shares the plain one."""
    if is_shared(widget.layout):
        widget.layout = w.Layout()
    return widget.layout


def is_shown(widget: w.DOMWidget) -> bool:
    return widget.layout.display != "none"


def set_shown(widget: w.DOMWidget, shown: bool) -> None:
    """Show or hide ``widget`` (its Layout's display); a widget that shares the plain Layout
    gets one of its own only when it is hidden."""
    if is_shown(widget) != shown:
        own_layout(widget).display = "" if shown else "none"
