"""History: undo, redo, and a list of every move to jump back to."""

from __future__ import annotations

import ipywidgets as w
import traitlets

from explorer.long_list import LongList
from explorer.text import esc

from .base import Panel
from .play import breakable


class MovesList(LongList):
    """The list of moves, each entry sent to the browser with a break after each space (as the
    Play tab's long list is, play.py's ``breakable``), so that it wraps between words within
    the column (style.css): a long move ("o acaso, na vez de Jogador(a) 1: Sacar uma carta
    (sonho manifesto para a amostra): ...") ran past the list's right edge, cut (issue 44, the
    final screenshots). In Python the entries are as given."""

    _options_labels = traitlets.Tuple(read_only=True).tag(
        sync=True, to_json=lambda labels, _widget: [breakable(label) for label in labels]
    )


class HistoryPanel(Panel):
    title = "tab-history"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.undo = w.Button()
        bind(self.undo, "description", "history-undo")
        bind(self.undo, "tooltip", "history-undo-tip")
        self.undo.add_class("rx-undo")
        self.redo = w.Button()
        bind(self.redo, "description", "history-redo")
        bind(self.redo, "tooltip", "history-redo-tip")
        self.redo.add_class("rx-redo")
        self.undo.on_click(lambda _: self.app.undo())
        self.redo.on_click(lambda _: self.app.redo())
        self.moves = MovesList(options=[], rows=14, layout=w.Layout(width="100%"))
        self.moves.add_class("rx-history")
        self._updating = False
        self._cache_key: tuple | None = None
        self._cache: list[tuple[object, str]] = []
        self.moves.observe(self._jump, "value")
        # Undo and redo stay in view under the board; the tab holds the list of moves.
        self.toolbar = w.HBox([self.undo, self.redo])
        heading = bind(w.HTML(), "value", lambda: esc(self.t("history-jump")))
        self.widget = w.VBox([heading, self.moves])

    def _jump(self, change) -> None:
        if not self._updating and change["new"] is not None:
            self.app.jump(change["new"])

    def _line(self, index: int, entry, language: str) -> str:
        label = self.session.seen_label(index, language)
        if entry.actor:
            who = entry.who_in(language)
            return self.t("history-line-by", number=index, who=who, move=label)
        return self.t("history-line", number=index, move=label)

    def lines(self) -> list[str]:
        """One line per history entry, in the dashboard's language as the chosen viewer may
        read it. Entries never change, so their lines are kept while the language and the
        viewer stay: a long game does not rewrite thousands of lines after every move."""
        session = self.session
        key = (self.chrome.language, session.viewer)
        if self._cache_key != key:
            self._cache_key, self._cache = key, []
        cache = self._cache
        for index, entry in enumerate(session.history):
            if index < len(cache) and cache[index][0] is entry:
                continue
            del cache[index:]
            cache.append((entry, self._line(index, entry, key[0])))
        del cache[len(session.history) :]
        return [line for _, line in cache]

    def refresh(self) -> None:
        session = self.session
        self.undo.disabled = not session.can_undo
        self.redo.disabled = not session.can_redo
        options = [(line, index) for index, line in enumerate(self.lines())]
        self._updating = True
        try:
            with self.moves.hold_sync():  # new lines and the move chosen: one message
                if list(self.moves.options) != options:
                    self.moves.options = options
                self.moves.value = session.cursor
        finally:
            self._updating = False
