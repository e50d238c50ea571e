"""Bring an answer into view: a tiny anywidget that scrolls the dashboard's message line onto
the screen when it says something new (issue 44: a click on a forbidden move low in Mycelia:
Prisma's list put its refusal 318 px above the top of the window, and nothing seemed to happen).

The message line sits above the explanation, while the controls that answer to it (a long list
of moves, the Bots tab, the board) may be far below it on a small screen; each new answer is
scrolled to only if it is not already in sight, so a page that shows it does not move.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  el.classList.add("rx-reveal");
  const reveal = () => {
    // After the page has drawn the new answer (the message's own change arrives first).
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const root = el.closest(".rx-explorer") || document;
      const target = root.querySelector(model.get("target"));
      if (!target || !target.getClientRects().length) return;
      const box = target.getBoundingClientRect();
      const high = window.innerHeight || document.documentElement.clientHeight;
      if (box.top >= 0 && box.bottom <= high) return;  // in sight already: nothing moves
      target.scrollIntoView({ block: box.height > high ? "start" : "nearest" });
    }));
  };
  model.on("change:count", reveal);
}
export default { render };
"""


class Reveal(anywidget.AnyWidget):
    """``show()`` scrolls the element ``target`` (a CSS selector inside the dashboard) into
    view, if it is out of sight; ``count`` says how many times it was asked (for tests)."""

    _esm = _ESM
    target = traitlets.Unicode("").tag(sync=True)
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self, target: str) -> None:
        super().__init__(target=target)

    def show(self) -> None:
        self.count += 1
