"""Keyboard shortcuts for the whole page, and what a screen reader is told, as tiny anywidgets.

ipywidgets has no page-wide key handling, so this widget listens to key presses in the browser
and sends the ones it knows to Python. Typing in a text field is left alone; in a list only
left, right and Escape are taken (up and down choose in it). The help line
names only the keys that work where the page runs: in JupyterLab single letters are notebook
commands, so there it names the arrows and the ctrl keys only (``help_lab``).

``Announcer`` is a live region: a screen reader reads each new text it is given (each Step
shown, each new turn) without the reader moving there.
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  const handler = (event) => {
    const target = event.target;
    const tag = target && target.tagName ? target.tagName.toUpperCase() : "";
    if (tag === "INPUT" || tag === "TEXTAREA" || target.isContentEditable) return;
    // In a list (the actions, the history) up and down choose; left, right and Escape still
    // step through the explanation, so a keyboard user choosing a move is not stuck there.
    if (tag === "SELECT" && !["ArrowLeft", "ArrowRight", "Escape"].includes(event.key)) return;
    // In JupyterLab single letters are notebook commands (b adds a cell, d d deletes one):
    // there, only keys pressed inside the explorer count, and only arrows and ctrl keys.
    // Voila marks its <body> with data-voila; a Lab page has the shell without that mark.
    const inLab = document.body.dataset.voila === undefined
      && !!document.querySelector(".jp-LabShell");
    const root = el.closest(".rx-explorer") || el.parentElement;
    if (inLab && !(root && root.contains(target))) return;
    const key = (event.ctrlKey || event.metaKey ? "ctrl+" : "") + event.key;
    if (inLab && key.length === 1) return;
    if (model.get("shortcuts").includes(key)) {
      event.preventDefault();
      model.send({ key });
    }
  };
  document.addEventListener("keydown", handler);
  el.classList.add("rx-keys");
  const inLab = () => document.body.dataset.voila === undefined
    && !!document.querySelector(".jp-LabShell");
  const show = () => {
    el.textContent = model.get(inLab() ? "help_lab" : "help");
  };
  show();
  model.on("change:help", show);
  model.on("change:help_lab", show);
  return () => document.removeEventListener("keydown", handler);
}
export default { render };
"""


class KeyboardShortcuts(anywidget.AnyWidget):
    """Calls ``handlers[key]`` when that key is pressed anywhere on the page."""

    _esm = _ESM
    shortcuts = traitlets.List(traitlets.Unicode()).tag(sync=True)
    help = traitlets.Unicode("").tag(sync=True)
    #: The help line inside JupyterLab, where only the arrows and ctrl keys reach us.
    help_lab = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self, handlers: dict[str, Callable[[], None]], help_text: str, help_lab: str = ""
    ) -> None:
        super().__init__(shortcuts=list(handlers), help=help_text, help_lab=help_lab)
        self.handlers = handlers
        self.on_msg(self._received)

    def _received(self, _widget: object, content: dict, _buffers: object) -> None:
        handler = self.handlers.get(content.get("key", ""))
        if handler is not None:
            handler()

    def press(self, key: str) -> None:
        """What a key press does, for tests and notebooks."""
        self._received(self, {"key": key}, None)


#: Keys JupyterLab leaves to the page: the arrows and the ctrl keys (single letters are its
#: notebook commands there, and the page never hears them).
def works_in_lab(key: str) -> bool:
    return len(key) > 1


_ANNOUNCER_ESM = """
function render({ model, el }) {
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  el.setAttribute("aria-atomic", "true");
  el.classList.add("rx-announcer-text");
  const show = () => { el.textContent = model.get("text"); };
  show();
  model.on("change:text", show);
}
export default { render };
"""


class Announcer(anywidget.AnyWidget):
    """A polite live region: each new ``text`` is read out by screen readers."""

    _esm = _ANNOUNCER_ESM
    text = traitlets.Unicode("").tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.add_class("rx-announcer")

    def announce(self, words: str) -> None:
        self.text = words
