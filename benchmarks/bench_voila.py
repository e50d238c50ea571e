"""The dashboard in Voilà, measured in headless Chromium (needs Debian's chromium).

1. Time until the game dashboard is usable (board drawn, action buttons shown), next to a
   near-empty notebook (`benchmarks/empty.ipynb`, one print) and to the same dashboard drawn by
   plotly's own FigureWidget (`benchmarks/plotly_widget.ipynb`: the board figure before the lean
   one), served the same way in the same run, visited in turn. Goal: at most 1.5 times the
   empty notebook. A notebook of one ipywidgets button (`benchmarks/one_widget.ipynb`) is
   timed in the same rounds: the least any widget dashboard waits for, since a widget is drawn
   only once the page has connected to its kernel and fetched the widgets' state, while the
   empty notebook's printed output is in the page as it arrives.
   A returning visit's board may show as the picture this browser kept of its last drawing
   (explorer/board_picture.js), the live board drawn under it when the learner first moves the
   pointer: the board counts as shown either way, and the time from that first pointer move
   to the live board is printed apart.
   Each visit is timed to the frame in which the page showed it usable, by the page's own
   clock (page_shown.py, the parts bench_class.py waits for). It is also timed as before
   2026-12-05, to when Playwright's ``wait_for_selector`` noticed it: those waits ask the page
   0, 20, 70, 170 and 270 ms after they start, then every 500 ms, so they noticed a page up to
   half a second after it showed, and a page that showed later was noticed later still. Both
   are reported, from the same visits.
2. Time from a click to the board changing in the browser. Goal: 100 ms median.

`python benchmarks/bench_voila.py` measures the server `make serve` starts (standalone Voilà);
`python benchmarks/bench_voila.py lab` the same pages under a JupyterLab server (the Voilà
extension); `python benchmarks/bench_voila.py binder` under Binder's environment rebuilt on this
machine (scripts/binder_local.py: a fresh virtual environment from binder/, its postBuild, and
`jupyter lab` under a base URL as Binder starts it; Binder's own network and machine are not
reproduced).
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))  # a folder of programs, not a package

from local_server import free_port, wait_until_answers  # noqa: E402  (the path above)

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
GAME = "voila/render/notebooks/escape-from-the-hidden-castle.ipynb"
# The first action can be taken (and, below, the board is drawn).
READY = ".rx-action-go >> visible=true"
BOARD_DRAWN = ".js-plotly-plot .scatterlayer path.point >> nth=0"
# The live board, or the picture of it shown until the live board is drawn.
BOARD_SHOWN = (
    ".js-plotly-plot .scatterlayer path.point, .rx-board-picture .scatterlayer path.point >> nth=0"
)
DRAWN = (READY, BOARD_SHOWN)  # a dashboard is usable when both are shown
BOARD_LIVE = ".rx-board:not([aria-busy]) .js-plotly-plot .scatterlayer path.point >> nth=0"
# The browser keeps a picture of a board a while after drawing it (the first visits of a
# returning visitor's profile stay until it has).
PICTURE_KEPT = """() => Object.keys(localStorage).some(
    k => k.startsWith("rules-explorer:board-picture:") && !k.endsWith(":index"))"""
REFILL = float(os.environ.get("BENCH_REFILL_SECONDS", "8"))
EMPTY = "voila/render/benchmarks/empty.ipynb"
# The empty notebook's printed word in its output: "text=ready" alone also matched the opening
# screen's step "Getting everything ready" (from 2026-12-04 afternoon to 2026-12-05), so a
# returning visit was sometimes timed to the opening screen (benchmarks/README.md).
EMPTY_READY = (".jp-OutputArea-output >> text=ready",)
ONE_WIDGET = "voila/render/benchmarks/one_widget.ipynb"
ONE_WIDGET_READY = (".bench-one-widget >> visible=true",)
PLOTLY_WIDGET = "voila/render/benchmarks/plotly_widget.ipynb"

# Resolves with the milliseconds from the click to the plot's next redraw.
CLICK_TO_BOARD = """
(selector) => new Promise((resolve) => {
  const gd = document.querySelector('.js-plotly-plot');
  const start = performance.now();
  const done = () => { gd.removeListener('plotly_afterplot', done);
                       requestAnimationFrame(() => resolve(performance.now() - start)); };
  gd.on('plotly_afterplot', done);
  document.querySelector(selector).click();
})
"""


def undo_or_redo(i: int) -> str:
    """The class of the button the ``i``-th timed click presses: after one move, undo and
    redo in turn move the board back and forth."""
    return "rx-undo" if i % 2 == 0 else "rx-redo"


#: Under a Jupyter server the pages compared with the game are made in advance as the game's
#: is, as `make serve` does for every notebook of notebooks/ and benchmarks/ (served the same way).
SAME_WAY = [
    "--PreheatedPages.notebooks=notebooks/*.ipynb",
    "--PreheatedPages.notebooks=benchmarks/*.ipynb",
]


def start_server(kind: str = "voila") -> tuple[subprocess.Popen, str]:
    # The explorer's bytecode first, as `make serve` and `make lab` write it.
    subprocess.run(["make", "-s", "bytecode"], cwd=REPO, check=True)
    port = free_port()
    env = {**os.environ, "VOILA": str(REPO / ".venv" / "bin" / "voila")}
    base = "/"
    if kind == "binder":
        import binder_local

        root = Path(tempfile.mkdtemp(prefix="bench-binder-"))
        atexit.register(shutil.rmtree, root, True)  # about 400 MB
        print(f"building Binder's environment in {root} ...", flush=True)
        venv, env = binder_local.build(root)
        command, base = binder_local.lab_command(venv, port), binder_local.BASE
        command += SAME_WAY
    elif kind == "lab":
        from lab_options import lab_options

        # JupyterLab as `make lab` starts it (voila.json read from the repository root, each
        # dashboard's page made in advance), without a token: a benchmark on this machine only.
        command = [
            str(REPO / ".venv" / "bin" / "jupyter"),
            "lab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--IdentityProvider.token=",
            "--allow-root",
            *lab_options(),
            *SAME_WAY,
        ]
    else:
        command = [str(REPO / "scripts" / "serve.sh"), str(port)]
    process = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}{base}"
    wait_until_answers(url)
    # Let the pages made in advance be made, as on a teacher's server: Voilà alone makes them
    # all at once; a Jupyter server one after another (about 1 s each, 11 notebooks).
    time.sleep(3 if kind == "voila" else 20)
    return process, url


VIEWPORT = {"width": 1400, "height": 1000}


class Visit(NamedTuple):
    """One visit's time to a usable page, in seconds from the request, taken two ways."""

    shown: float  # the page's own clock at the frame it showed (page_shown.py)
    noticed: float  # when Playwright's wait_for_selector noticed it (before 2026-12-05)


def usable_seconds(new_page, url: str, ready: tuple[str, ...], then=None) -> Visit:
    """A visit until every one of the ``ready`` selectors is visible, on a page from
    ``new_page``: a browser's (a fresh profile, nothing cached) or one profile's (what the
    same browser's earlier visits left in its cache). ``then(page)``, if given, runs on the
    page after the timing, before it closes."""
    from page_shown import shown_at_script  # it reads this module's selectors

    page = new_page()
    page.add_init_script(script=shown_at_script(ready))
    started = time.perf_counter()
    page.goto(url)
    for selector in ready:
        page.wait_for_selector(selector, timeout=120_000, state="visible")
    noticed = time.perf_counter() - started
    # The page's clock starts with its navigation, a moment after `started`.
    shown = page.wait_for_function("window.__rxShownAt", timeout=10_000).json_value() / 1000
    if then is not None:
        then(page)
    page.close(run_before_unload=True)
    time.sleep(REFILL)  # the kernel shuts down and the pool refills before the next visit
    return Visit(shown, noticed)


def picture_kept(page) -> None:
    """On a game's page: until the browser has kept its board's picture."""
    if page.locator(".rx-board").count():
        page.wait_for_function(PICTURE_KEPT, timeout=30_000)


def pointer_to_live(page) -> float:
    """Seconds from the first pointer move on a usable page to its live board (0 when the
    board was drawn live from the start)."""
    started = time.perf_counter()
    page.mouse.move(1, 1)  # off the board
    page.wait_for_selector(BOARD_LIVE, timeout=30_000)
    return time.perf_counter() - started


#: How each figure of a visit was taken, as the report names it.
WAYS = {
    "shown": "as the page showed it (its frame)",
    "noticed": "as Playwright's waits noticed it",
}


def report(label: str, visits: dict[str, list[Visit]]) -> None:
    """Per page, the median time to usable as the page showed it and its ratio to the empty
    notebook's, the ratio per round, the same as Playwright noticed it, then every visit."""
    print(f"{label}, medians of {len(visits['empty notebook'])} (goal for the game <= 1.5):")
    for way in Visit._fields:
        times = {page: [getattr(v, way) for v in seen] for page, seen in visits.items()}
        medians = {page: statistics.median(seconds) for page, seconds in times.items()}
        empty = medians["empty notebook"]
        parts = [f"empty notebook {empty:.2f} s"] + [
            f"{page} {median:.2f} s (ratio {median / empty:.2f})"
            for page, median in medians.items()
            if page != "empty notebook"
        ]
        # The same round's visits, one after another, are paired: a ratio per round cancels
        # the machine's own drift between rounds (its speed moves by a third within minutes).
        paired = sorted(
            g / e for g, e in zip(times["game dashboard"], times["empty notebook"], strict=True)
        )
        print(
            f"  {WAYS[way]}: " + "; ".join(parts) + f"; game / empty notebook per round: median "
            f"{statistics.median(paired):.2f}, from {paired[0]:.2f} to {paired[-1]:.2f}"
        )
        print(
            "    all visits: "
            + " / ".join(
                f"{page} " + ", ".join(f"{t:.2f}" for t in seconds)
                for page, seconds in times.items()
            )
        )


def main(rounds: int = 5, clicks: int = 30, kind: str = "voila") -> None:
    if not Path(CHROMIUM).exists():
        print("chromium is not installed: skipped (apt-get install -y chromium)")
        return
    from playwright.sync_api import sync_playwright

    process, url = start_server(kind)
    names = {"lab": "JupyterLab with the Voila extension", "binder": "Binder's environment"}
    print(f"server: {names.get(kind, 'make serve')}")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)

            def cold():  # a first visit: a new browser profile each time
                return browser.new_page(viewport=VIEWPORT)

            profile = browser.new_context(viewport=VIEWPORT)
            warm = profile.new_page  # a returning visitor: this profile's cache
            pages = {  # page: (path, what shows when it is usable), visited in this order
                "empty notebook": (EMPTY, EMPTY_READY),
                "one widget": (ONE_WIDGET, ONE_WIDGET_READY),
                "game dashboard": (GAME, DRAWN),
            }
            for path, ready in pages.values():
                usable_seconds(warm, url + path, ready, then=picture_kept)  # fills the cache
            first = {page: [] for page in [*pages, "plotly's own widget"]}
            returning = {page: [] for page in pages}
            to_live: list[float] = []  # returning visits: first pointer move to the live board
            for _ in range(rounds):
                for page, (path, ready) in pages.items():
                    first[page].append(usable_seconds(cold, url + path, ready))
                first["plotly's own widget"].append(
                    usable_seconds(cold, url + PLOTLY_WIDGET, DRAWN)
                )
                for page, (path, ready) in pages.items():
                    then = (lambda p: to_live.append(pointer_to_live(p))) if path == GAME else None
                    returning[page].append(usable_seconds(warm, url + path, ready, then=then))
            report("time to a usable page, first visits", first)
            report("returning visits (the browser's cache)", returning)
            print(
                "  returning visits, the learner's first pointer move to the live board: median "
                f"{statistics.median(to_live) * 1000:.0f} ms, "
                + ", ".join(f"{t * 1000:.0f}" for t in to_live)
            )
            profile.close()

            page = browser.new_page(viewport=VIEWPORT)
            page.goto(url + GAME)
            page.wait_for_selector(BOARD_DRAWN, timeout=120_000)
            page.wait_for_selector(READY)
            # Place one guest so that undo and redo have something to move on the board.
            page.locator(".rx-action-go").click()
            page.wait_for_selector(".rx-undo:not([disabled])")
            latencies = []
            for i in range(clicks):
                latencies.append(page.evaluate(CLICK_TO_BOARD, "." + undo_or_redo(i)))
                page.wait_for_timeout(150)
            print(
                f"click to board change (undo/redo, {clicks} clicks): median "
                f"{statistics.median(latencies):.0f} ms, min {min(latencies):.0f} ms, "
                f"max {max(latencies):.0f} ms (goal: 100 ms median)"
            )
            page.close(run_before_unload=True)
            browser.close()
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


if __name__ == "__main__":
    main(kind=sys.argv[1] if len(sys.argv) > 1 else "voila")
