"""Waiting for a page's parts to show, from inside the page.

Playwright's ``wait_for_selector`` asks the browser again and again until the part shows: a
call over the DevTools protocol every 0.1-0.5 s, each of which has the page compute its layout
to tell whether the part is visible, all through the one Playwright driver. With one page that
costs nothing that shows; with a class of pages queueing for the same two cores it is work the
benchmark adds to every page while it waits (in benchmarks/README.md's bursts of ten pages,
4.46 CPU seconds of Chromium's a page against 4.30 waiting from inside: small, but not the
learner's). A learner's browser does none of it. ``shown`` instead hands the page one
function, which checks when the page changes (at most once a frame, when the browser lays the
page out anyway) and answers once, when every part shows.

The parts are the same as bench_voila.py's selectors, in plain CSS (the ``>> visible=true``
and ``>> nth=0`` of Playwright's selectors are what "shown" means here: some element that
matches has a box on the page and is not hidden).
"""

from __future__ import annotations

import asyncio
import json

from bench_voila import BOARD_LIVE, DRAWN, EMPTY_READY, ONE_WIDGET_READY

#: A part of a page: a CSS selector, and a text the element must hold (or "").
Part = tuple[str, str]

#: bench_voila.py's selectors, each as the parts it waits for.
SHOWN: dict[tuple[str, ...] | str, tuple[Part, ...]] = {
    DRAWN: (
        (".rx-action-go", ""),
        (
            ".js-plotly-plot .scatterlayer path.point, .rx-board-picture .scatterlayer path.point",
            "",
        ),
    ),
    BOARD_LIVE: ((".rx-board:not([aria-busy]) .js-plotly-plot .scatterlayer path.point", ""),),
    EMPTY_READY: ((".jp-OutputArea-output", "ready"),),
    ONE_WIDGET_READY: ((".bench-one-widget", ""),),
}

# Whether a part shows: some element that matches holds its text (if any), has a box on the
# page and is not hidden.
_SHOWS_JS = """
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const shows = ([css, text]) => Array.from(document.querySelectorAll(css))
    .some((el) => (!text || el.textContent.includes(text)) && visible(el));
"""

# Resolves once every part shows. It checks at once, then after each change of the page at
# its next frame (one check a frame however many changes), and every half second in case a
# part shows without a change of the page's elements (a style sheet that arrives).
SHOWN_JS = (
    "(parts) => new Promise((resolve) => {"
    + _SHOWS_JS
    + """
  let queued = false;
  let timer = null;
  const observer = new MutationObserver(() => {
    if (!queued) { queued = true; requestAnimationFrame(check); }
  });
  function check() {
    queued = false;
    if (!parts.every(shows)) return false;
    observer.disconnect();
    clearInterval(timer);
    resolve(true);
    return true;
  }
  if (check()) return;
  observer.observe(document, { subtree: true, childList: true, attributes: true,
    characterData: true });
  timer = setInterval(check, 500);
})
"""
)


def _parts(what) -> list[list[str]]:
    """The parts of ``what`` (a key of SHOWN, or a CSS selector of one part), as the page's
    scripts take them."""
    return [list(part) for part in SHOWN.get(what, ((what, ""),))]


async def shown(page, what, timeout: float) -> None:
    """Until every part of ``what`` (a key of SHOWN, or a CSS selector of one part) shows on
    ``page``, at most ``timeout`` seconds (then asyncio's TimeoutError)."""
    await asyncio.wait_for(page.evaluate(SHOWN_JS, _parts(what)), timeout)


def shown_at_script(what) -> str:
    """A script to run in a page before it loads (Playwright's ``add_init_script``): it notes
    in ``window.__rxShownAt`` the page's clock (milliseconds from the start of its
    navigation) at the first frame in which every part of ``what`` shows (checked each frame:
    one page at a time, unlike ``shown``'s pages of a class). So a page is timed
    to the frame in which it showed, whatever asked when (Playwright's waits ask 0, 20, 70,
    170 and 270 ms after they start, then every 500 ms: a page is noticed up to half a second
    after it showed, and the later a page shows, the later it is noticed)."""
    return (
        "(() => { const parts = "
        + json.dumps(_parts(what))
        + ";"
        + _SHOWS_JS
        + "  const check = () => { if (!parts.every(shows)) return false;"
        + " window.__rxShownAt = performance.now(); return true; };"
        # Every frame, from before the document's first element: a part may show without a
        # change of the page's elements (a style sheet that arrives), and the browser lays the
        # page out for each frame anyway.
        + "  const frame = () => { if (!check()) requestAnimationFrame(frame); };"
        + "  frame();"
        + "})();"
    )
