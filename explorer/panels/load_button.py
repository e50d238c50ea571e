"""The Files tab's button that loads a position from a file, showing its label and nothing else.

ipywidgets' ``FileUpload`` writes how many files it holds after its description, always: its
view sets the button's text to ``f"{description} ({len(value)})"`` (ipywidgets 8), so the
Files tab read "Load position (0)" (issue 44), a count a learner cannot make sense of (the tab
empties it after every load). No layout or style option of the widget leaves it out, and CSS
cannot hide part of one text node. This tiny anywidget is the same control without it: a
button with the label, which opens the browser's file chooser (a hidden file field, as
FileUpload has), and sends the chosen file's name and bytes to the kernel.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  // ipywidgets' own button look (FileUpload's classes)
  button.className = "jupyter-widgets jupyter-button widget-upload";
  const input = document.createElement("input");
  input.type = "file";
  input.hidden = true;
  input.tabIndex = -1;
  const show = () => {
    button.textContent = model.get("label");
    button.disabled = model.get("disabled");
    input.accept = model.get("accept");
  };
  // A file chosen again is read again (the field keeps its last choice otherwise).
  button.addEventListener("click", () => { input.value = ""; input.click(); });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const content = new DataView(await file.arrayBuffer());
    model.set("name", file.name);
    model.set("content", content);
    model.set("uploads", model.get("uploads") + 1);
    model.save_changes();
  });
  for (const name of ["label", "disabled", "accept"]) model.on(`change:${name}`, show);
  show();
  el.append(button, input);
}
export default { render };
"""


def _bytes(value, widget) -> bytes:
    """A file's content as the page sends it (a buffer: memoryview or bytes)."""
    return bytes(value or b"")


class LoadButton(anywidget.AnyWidget):
    """A button labelled ``label`` that loads one file: ``uploads`` counts the files chosen,
    ``name`` and ``content`` are the last one's."""

    _esm = _ESM
    label = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True)
    content = traitlets.Any(b"").tag(sync=True, from_json=_bytes)
    uploads = traitlets.Int(0).tag(sync=True)
