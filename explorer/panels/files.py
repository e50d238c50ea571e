"""Save and load a position as JSON: a download link and an upload button."""

from __future__ import annotations

import base64

import ipywidgets as w

from explorer.text import esc

from .base import Panel


class FilesPanel(Panel):
    title = "Files"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.download = w.HTML()
        self.download.add_class("rx-download")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Load position")
        self.upload.add_class("rx-upload")
        self.upload.observe(self._uploaded, "value")
        self.message = w.HTML()
        self.message.add_class("rx-load-message")
        self.widget = w.VBox([self.download, self.upload, self.message])

    def _uploaded(self, change) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        self.load(bytes(item["content"]), item.get("name", "uploaded file"))
        self.upload.value = ()

    def load(self, content: bytes, name: str) -> None:
        try:
            self.app.load_position(content, name)
        except ValueError as exc:
            self.message.value = (
                f'<div class="rx-whynot">{esc(str(exc))}<br>The current game is kept.</div>'
            )
            return
        self.message.value = f'<div class="rx-ok">Loaded {esc(name)}.</div>'

    def refresh(self) -> None:
        session = self.session
        text = session.save()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        name = f"{session.game.info.slug}-position.json"
        what, note = "this position", ""
        if session.saving_a_view:
            seat = session.viewer + 1
            name = f"{session.game.info.slug}-player-{seat}-view.json"
            what = "what this player sees"
            note = (
                '<div class="rx-note">You are viewing the game as one player, so the file '
                "holds only what that player can see. It can be read, but not loaded to play "
                "on: choose the teacher's view in View as to save the whole game.</div>"
            )
        self.download.value = (
            f'<a download="{name}" href="data:application/json;base64,{data}">'
            f"⬇ Download {what} (JSON)</a>{note}"
        )
