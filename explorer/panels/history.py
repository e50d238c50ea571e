"""History: undo, redo, and a list of every move to jump back to."""

from __future__ import annotations

import ipywidgets as w

from .base import Panel


class HistoryPanel(Panel):
    title = "History"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.undo = w.Button(description="↶ Undo", tooltip="Undo (z)")
        self.undo.add_class("rx-undo")
        self.redo = w.Button(description="↷ Redo", tooltip="Redo (y)")
        self.redo.add_class("rx-redo")
        self.undo.on_click(lambda _: self.app.undo())
        self.redo.on_click(lambda _: self.app.redo())
        self.moves = w.Select(options=[], rows=14, layout=w.Layout(width="100%"))
        self.moves.add_class("rx-history")
        self._updating = False
        self.moves.observe(self._jump, "value")
        # Undo and redo stay in view under the board; the tab holds the list of moves.
        self.toolbar = w.HBox([self.undo, self.redo])
        self.widget = w.VBox([w.HTML("Jump to any earlier move:"), self.moves])

    def _jump(self, change) -> None:
        if not self._updating and change["new"] is not None:
            self.app.jump(change["new"])

    def refresh(self) -> None:
        session = self.session
        self.undo.disabled = not session.can_undo
        self.redo.disabled = not session.can_redo
        labels = session.seen_labels()
        options = [
            (f"{i}. {e.who + ': ' if e.who else ''}{label}", i)
            for i, (e, label) in enumerate(zip(session.history, labels, strict=True))
        ]
        self._updating = True
        try:
            if list(self.moves.options) != options:
                self.moves.options = options
            self.moves.value = session.cursor
        finally:
            self._updating = False
