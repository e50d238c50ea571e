"""Keyboard shortcuts for the whole page, as a tiny anywidget.

ipywidgets has no page-wide key handling, so this widget listens to key presses in the browser
and sends the ones it knows to Python. Typing in a text field is left alone.
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
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable) {
      return;
    }
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
  el.textContent = model.get("help");
  model.on("change:help", () => { el.textContent = model.get("help"); });
  return () => document.removeEventListener("keydown", handler);
}
export default { render };
"""


class KeyboardShortcuts(anywidget.AnyWidget):
    """Calls ``handlers[key]`` when that key is pressed anywhere on the page."""

    _esm = _ESM
    shortcuts = traitlets.List(traitlets.Unicode()).tag(sync=True)
    help = traitlets.Unicode("").tag(sync=True)

    def __init__(self, handlers: dict[str, Callable[[], None]], help_text: str) -> None:
        super().__init__(shortcuts=list(handlers), help=help_text)
        self.handlers = handlers
        self.on_msg(self._received)

    def _received(self, _widget: object, content: dict, _buffers: object) -> None:
        handler = self.handlers.get(content.get("key", ""))
        if handler is not None:
            handler()

    def press(self, key: str) -> None:
        """What a key press does, for tests and notebooks."""
        self._received(self, {"key": key}, None)
