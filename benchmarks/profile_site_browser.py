"""A timeline of the static site's dashboard in the browser, from navigation to usable.

`profile_site.mjs` times a page's Python under Node.js; this times the whole page in headless
Chromium: a copy of a built site whose kernel worker logs the time of each of its steps (the
copy only: the site itself is not changed), served as bench_site.py serves it, visited by a new
profile (the first visit, which stays until the worker has kept the snapshot) and again (the
second visit, from the snapshot). Every mark is the wall clock of the browser (``Date.now()``
in the page and in the worker alike), printed in milliseconds from the navigation's start.

    python benchmarks/profile_site_browser.py [_site] [--rounds 2]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_site  # noqa: E402
import bench_voila  # noqa: E402

MARK = "[rx-profile]"


def mark(label: str) -> str:
    """JavaScript that logs ``label`` with the browser's wall clock."""
    return f'console.info("{MARK} {label} "+Date.now());'


#: The worker's steps, each logged where it starts or ends (the minified names of the Pyodide
#: kernel's worker bundles, as build_site.py's patch_kernel_worker finds them).
WORKER_MARKS = [
    ("async initialize(e){", "async initialize(e){" + mark("worker: initialize")),
    (
        "await this.initRuntime(e),",
        "await this.initRuntime(e)," + mark("worker: runtime ready").rstrip(";") + ",",
    ),
    # From 2026-12-08 on: the page starts the worker from its head, the options in its
    # address (build_site.py's PAGE_PREWARM); the kernel's start then takes the Python
    # started early.
    (
        "if(!o)return;this._rxPrewarm=o;",
        "if(!o)return;" + mark("worker: early options read") + "this._rxPrewarm=o;",
    ),
    (
        "return void console.info(",
        mark("worker: runtime ready (started early)") + "return void console.info(",
    ),
    (
        "await this.initFilesystem(e),",
        "await this.initFilesystem(e)," + mark("worker: filesystem ready").rstrip(";") + ",",
    ),
    (
        "await this.initPackageManager(e),",
        "await this.initPackageManager(e),"
        + mark("worker: package manager ready (piplite)").rstrip(";")
        + ",",
    ),
    (
        "await this.initKernel(e),",
        "await this.initKernel(e),"
        + mark("worker: kernel ready (import pyodide_kernel)").rstrip(";")
        + ",",
    ),
    (
        "await this.initGlobals(e),",
        "await this.initGlobals(e)," + mark("worker: globals ready").rstrip(";") + ",",
    ),
    (
        "try{const c=await caches.open(n),r=await c.match(u);",
        "try{"
        + mark("worker: snapshot looked up")
        + "const c=await caches.open(n),r=await c.match(u);",
    ),
    # From 2026-12-08 on, the worker starts reading the snapshot as the options come.
    (
        "try{const c=await caches.open(n),f=this._rxEarlyRead;",
        "try{"
        + mark("worker: snapshot looked up")
        + "const c=await caches.open(n),f=this._rxEarlyRead;",
    ),
    (
        ".then(r=>r?r.arrayBuffer():null).catch(()=>null));",
        ".then(r=>r?r.arrayBuffer():null).catch(()=>null).then(b=>("
        + mark("worker: snapshot read (started early)").rstrip(";")
        + ",b)));",
    ),
    # loadPyodide loads the preloads itself, silently: the copy has it load none, then loads
    # them just after, timing the unpacking (Python's unpack_buffer, wheel by wheel) apart.
    ("...e.loadPyodideOptions,...await(", "...e.loadPyodideOptions,packages:[],...await("),
    (
        "delete this._pyodide._api.config._loadSnapshot,",
        mark("worker: loadPyodide returned").rstrip(";")
        + ",this._pyodide.runPython('import pyodide._package_loader as _pl, time as _t\\n"
        "_pl._rx_spent=[0.0, 0]\\n_pl._rx_unpack=_pl.unpack_buffer\\n"
        "def _rx_timed(*a, **k):\\n s=_t.perf_counter()\\n"
        " try: return _pl._rx_unpack(*a, **k)\\n"
        " finally: _pl._rx_spent[0]+=_t.perf_counter()-s; _pl._rx_spent[1]+=1\\n"
        "_pl.unpack_buffer=_rx_timed'),"
        "await this._pyodide.loadPackage(e.loadPyodideOptions.packages,"
        "{messageCallback(){},errorCallback(){}}),"
        + mark("worker: preloads loaded").rstrip(";")
        + ",console.info('"
        + MARK
        + " worker: unpacking took (s, wheels) '+this._pyodide.runPython("
        "'import pyodide._package_loader as _pl; str(_pl._rx_spent)')),"
        "delete this._pyodide._api.config._loadSnapshot,",
    ),
    # From a snapshot of 2026-12-07 on: the wheels' files written back from JavaScript.
    (
        "this._rxFiles&&((p,f)=>{",
        mark("worker: snapshot's files to write back").rstrip(";") + ",this._rxFiles&&((p,f)=>{",
    ),
    (
        "delete this._rxFiles})(this._pyodide,this._rxFiles),",
        "delete this._rxFiles})(this._pyodide,this._rxFiles),"
        + mark("worker: snapshot's files written back").rstrip(";")
        + ",",
    ),
    (
        "=await this._kernel.run(e.code)",
        "=await(async()=>{"
        + mark("worker: cell started")
        + "const r=await this._kernel.run(e.code);"
        + mark("worker: cell done")
        + "return r})()",
    ),
]

#: The page's own marks: when it creates the kernel's worker, and when the first widget
#: output, the first action and the board show.
PAGE_SCRIPT = (
    "(() => {"
    "const W = window.Worker; window.Worker = function (...a) {"
    + mark("page: new Worker").replace("console.info", "console.info")
    + " return new W(...a); }; window.Worker.prototype = W.prototype;"
    "const seen = {}; const parts = {"
    "'page: first output area': '.jp-OutputArea-output',"
    "'page: first widget view': '.widget-box, .jupyter-widgets',"
    "'page: first action button': '.rx-action-go',"
    "'page: board picture': '.rx-board-picture .scatterlayer path.point',"
    "'page: live board': '.js-plotly-plot .scatterlayer path.point'};"
    "const check = () => { for (const [k, css] of Object.entries(parts)) {"
    "if (!seen[k] && document.querySelector(css)) { seen[k] = 1; console.info('"
    + MARK
    + " ' + k + ' ' + Date.now()); } } requestAnimationFrame(check); };"
    "check();"
    "document.addEventListener('DOMContentLoaded', () => console.info('"
    + MARK
    + " page: DOMContentLoaded ' + Date.now()));"
    "})();"
)


def instrument(site: Path, copy: Path) -> int:
    """A copy of ``site`` whose kernel worker logs its steps; the bundles changed."""

    def log_steps(text: str) -> str:
        for old, new in WORKER_MARKS:
            text = text.replace(old, new)
        # When the worker's own script starts to run (its first statement; the page loads
        # one of these bundles too, and says nothing).
        return 'typeof WorkerGlobalScope!="undefined"&&' + mark("worker: script runs") + text

    return bench_site.instrumented_copy(site, copy, log_steps)


class Timeline:
    def __init__(self, context) -> None:
        self.marks: list[tuple[float, str]] = []
        self.requests: list[tuple[float, str]] = []
        context.on("console", self._console)
        context.on("request", self._request)

    def _console(self, message) -> None:
        text = message.text
        if text.startswith(MARK):
            body = text[len(MARK) :].strip()
            found = re.match(r"(.*) (\d{13})$", body)
            if found:
                self.marks.append((int(found.group(2)) / 1000, found.group(1)))
            else:
                self.marks.append((time.time(), body))
        elif "snapshot" in text:
            self.marks.append((time.time(), f"console: {text}"))

    def _request(self, request) -> None:
        name = request.url.rsplit("/", 1)[-1].split("?")[0]
        if re.fullmatch(r"[0-9a-f-]{36}", name):  # named by a random id: say where
            name = request.url.split("?")[0].rsplit("/", 3)[-3] + "/…"
        self.requests.append((time.time(), name))


def interesting(name: str) -> bool:
    return bool(
        re.match(r"(pyodide\.|python_stdlib|snapshot|.*\.whl$|escape.*html|remoteEntry)", name)
    )


def visit(context, url: str, first: bool, every_request: bool = False) -> dict:
    timeline = Timeline(context)
    page = context.new_page()
    page.add_init_script(script=PAGE_SCRIPT)
    from page_shown import shown_at_script

    page.add_init_script(script=shown_at_script(bench_site.USABLE))
    page.goto(url)
    page.wait_for_function("window.__rxShownAt", timeout=300_000)
    origin = page.evaluate("performance.timeOrigin") / 1000
    usable = page.evaluate("window.__rxShownAt") / 1000
    if first:
        deadline = time.time() + 120
        while time.time() < deadline and not any("kept" in m for _, m in timeline.marks):
            page.wait_for_timeout(250)
    page.wait_for_timeout(500)
    page.close()
    rows = [(t - origin, m) for t, m in timeline.marks]
    seen = set()
    for t, name in timeline.requests:
        if (every_request or interesting(name)) and name not in seen:
            seen.add(name)
            rows.append((t - origin, f"request: {name}"))
    whl = [t - origin for t, n in timeline.requests if n.endswith(".whl")]
    if whl:
        rows.append((min(whl), f"requests: first of {len(whl)} wheels"))
        rows.append((max(whl), "requests: last wheel"))
    rows.append((usable, "USABLE (first action and board shown)"))
    rows = sorted(r for r in rows if not r[1].startswith("request: ") or "whl" not in r[1])
    # The kernel's file system asks the page about the notebook's folder (a synchronous
    # request each): how many since the mark before.
    drive = sorted(t - origin for t, n in timeline.requests if n in ("drive", "drive.v1"))
    counted, previous = [], float("-inf")
    for t, label in rows:
        asked = sum(previous < d <= t for d in drive)
        counted.append(
            (t, label + (f"  [{asked} to api/drive since the mark before]" if asked else ""))
        )
        previous = t
    return dict(rows=counted)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", nargs="?", default=str(bench_site.SITE))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--requests", action="store_true", help="list every request")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="rx-profile-site-") as scratch:
        copy = Path(scratch, "site")
        print(f"worker bundles instrumented: {instrument(Path(args.site), copy)}")
        bench_site.SITE = copy
        server, url = bench_site.serve_site()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(
                    executable_path=bench_voila.CHROMIUM, args=bench_voila.ARGS
                )
                for round_ in range(args.rounds):
                    context = browser.new_context(viewport={"width": 1400, "height": 1000})
                    for first in (True, False):
                        result = visit(context, url + bench_site.SITE_GAME, first, args.requests)
                        print(f"\n== round {round_ + 1}, {'first' if first else 'second'} visit")
                        for t, label in result["rows"]:
                            print(f"{t * 1000:8.0f} ms  {label}")
                        time.sleep(2)
                    context.close()
                browser.close()
        finally:
            server.terminate()


if __name__ == "__main__":
    main()
