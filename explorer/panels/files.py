"""Save and load a position as JSON: a download link and an upload button."""

from __future__ import annotations

import base64
import contextlib
import json

import ipywidgets as w

from explorer.session import NotLoaded, why_not_loaded
from explorer.text import esc
from rules.core.saved_view import is_saved_view, view_to_json

from .base import Panel
from .load_button import LoadButton


class FilesPanel(Panel):
    title = "tab-files"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.download = w.HTML()
        self.download.add_class("rx-download")
        # Its label and nothing else: ipywidgets' FileUpload wrote "Load position (0)".
        # As wide as its button, as FileUpload was: a click on the control is a click on it.
        self.upload = LoadButton(accept=".json", layout=w.Layout(align_self="flex-start"))
        self.chrome.bind(self.upload, "label", "files-load")
        self.upload.add_class("rx-upload")
        self.upload.observe(self._uploaded, "uploads")
        self.message = w.HTML()
        self.message.add_class("rx-load-message")
        self.widget = w.VBox([self.download, self.upload, self.message])

    def _uploaded(self, change) -> None:
        upload = self.upload
        content, name = bytes(upload.content or b""), upload.name
        upload.content = b""  # the file is not kept in the page's widget state
        self.load(content, name or self.t("files-unnamed"))

    def load(self, content: bytes, name: str) -> None:
        """Load a file; whatever goes wrong, say in plain words what and which file, and go
        on showing the position shown before."""
        session = self.session
        kept = (list(session.history), session.cursor)
        try:
            self.app.load_position(content, name)
        except Exception as exc:  # every failure is told, none is raised
            refusal = exc if isinstance(exc, NotLoaded) else self._failed(exc, name, kept)
            self.chrome.bind(self.message, "value", lambda: self._refused(refusal))
            return
        self.chrome.bind(
            self.message,
            "value",
            lambda: f'<div class="rx-ok">{esc(self.t("files-loaded", name=name))}</div>',
        )

    def _failed(self, problem: Exception, name: str, kept: tuple[list, int]) -> NotLoaded:
        """A failure after the file was read (redrawing the new position): the position
        shown before comes back, and the file is refused like any other."""
        session = self.session
        history, cursor = kept
        if session.history != history or session.cursor != cursor:
            session.history = history
            session.jump(cursor)
            with contextlib.suppress(Exception):  # redraw what was shown: best effort
                self.app.refresh()
        return NotLoaded(name, why_not_loaded(problem, session.game), str(problem))

    def _refused(self, problem: NotLoaded) -> str:
        reason = problem.render(self.chrome.language)
        return f'<div class="rx-whynot">{esc(reason)}<br>{esc(self.t("files-game-kept"))}</div>'

    def refresh(self) -> None:
        session = self.session
        text = session.save()
        if session.saving_a_view:  # a file the dashboard can open again, as a view
            text = json.dumps(view_to_json(session.game, session.saved_state), indent=1)
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        # The file's name is the download's, not shown on the page.
        name = f"{session.game.info.slug}-position.json"
        link, note = self.t("files-download"), ""
        if session.saving_a_view:
            name = f"{session.game.info.slug}-player-{session.viewer + 1}-view.json"
            link = self.t("files-download-view")
            note = f'<div class="rx-note">{esc(self.t("files-view-note"))}</div>'
        self.download.value = (
            f'<a download="{name}" href="data:application/json;base64,{data}">'
            f"⬇ {esc(link)}</a>{note}"
        )


def saved_view_in(content: bytes | str) -> bool:
    """True when ``content`` is a player's view saved by the Files tab (not a position)."""
    try:
        return is_saved_view(json.loads(content))
    except (ValueError, RecursionError):  # not JSON: the position loader says so in words
        return False
