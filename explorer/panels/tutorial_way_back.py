"""The way back to a tutorial the learner left (a move other than the tutorial's): what the
note says and the button that goes back. The Play tab and the Scenarios tab each show one, so
both say the same and offer the same way back (issue 44)."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc


class TutorialWayBack:
    """The button back to the tutorial (``button``, hidden while the learner follows it) and
    the note that says where it was left (``note``); ``css`` marks the button for its tab."""

    def __init__(self, panel, css: str) -> None:
        self.panel = panel
        self.button = w.Button(button_style="info", layout=w.Layout(width="auto"))
        panel.chrome.bind(self.button, "description", self._words)
        self.button.add_class(css)
        self.button.on_click(lambda _: panel.app.back_to_tutorial())

    def _words(self) -> str:
        left = self.panel.session.tutorial_left_at()
        return self.panel.t("tutorial-back", move=(left or 0) + 1)

    def note(self) -> str | None:
        """The note's HTML if the learner left the tutorial (its button shown), else None (its
        button hidden)."""
        panel = self.panel
        session = panel.session
        left = session.tutorial_left_at()
        self.button.layout.display = "none" if left is None else ""
        if left is None:
            return None
        panel.chrome.reapply(self.button, "description")  # the move to go back to
        language = panel.chrome.language
        tutorial = session.tutorial
        said = panel.t(
            "tutorial-left-play",
            title=tutorial.title_in(language),
            move=left + 1,
            total=len(tutorial.moves),
            expected=session.tutorial_expected(language),
        )
        return f'<div class="rx-note rx-tutorial-left">{esc(said)}</div>'
