"""The static site (`make site`) against the Voilà server, in one run, in headless Chromium.

1. First visit until the Hidden Castle dashboard is usable (the first action offered and the
   board shown, live or as its picture: bench_voila.py's DRAWN, timed to the frame the page
   showed it in), cold (a new browser profile: empty cache) and warm (the same profile's
   second visit), on the site served by scripts/site_server.py (`python -m http.server` sending
   the build's gzip copies, as a static host compresses) and on `make serve`'s Voilà,
   visited in turn; and a new profile's first visit to the landing page, until its cards show.
2. Click to board change (undo/redo, as bench_voila.py measures it) on both.
3. The site's size on disk, what a first visit downloads, and the memory a dashboard costs:
   the browser's (Chromium's processes with the page open, less a blank page) and, under Voilà,
   the kernel's on the server.

`python benchmarks/bench_site.py [site] [--profile private|disk]` measures _site/ (building it
first if it is missing), or the built site named; the first and second visits in a private
profile (the default, as in earlier rounds) or an ordinary one on disk (``PROFILE``).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SITE = REPO / "_site"
sys.path.insert(0, str(HERE))  # bench_voila: the server, the browser flags, the click timing

import bench_voila  # noqa: E402

SITE_GAME = "voici/render/escape-from-the-hidden-castle.html"
VOILA_LANDING = "voila/render/notebooks/index.ipynb"
#: Usable as bench_voila.py means it: the first action offered and the board shown (live, or
#: as the picture shown until plotly.js has drawn it).
USABLE = bench_voila.DRAWN
#: What the site's kernel worker says when it keeps the memory snapshot for the next visit
#: and when a page's Python starts from it (scripts/build_site.py).
SNAPSHOT_KEPT = "Python's snapshot kept for the next visit"
SNAPSHOT_USED = "Python starts from the site's snapshot"
#: The landing page is usable once its game cards (links) show.
CARDS = (".rx-card a",)
ROUNDS = 3
CLICKS = 30
#: The browser profile a first visit starts with, and the second visit keeps: "private" (the
#: browser's off-the-record profile, every cache in memory and no code cache, as in earlier
#: rounds) or "disk" (an ordinary profile in a new folder: the HTTP cache and V8's code
#: cache, compiled JavaScript and WebAssembly, on disk, as in a learner's browser). Both the
#: site and the server are visited the same way.
PROFILE = "private"
PROFILES = ("private", "disk")


class Profile:
    """A new browser profile (``PROFILE``) for a first visit and the same profile's later
    visits: a context of ``browser``, or an ordinary profile in a new folder (its own
    browser process, as a learner's browser is), removed when closed."""

    def __init__(self, browser) -> None:
        viewport = {"width": 1400, "height": 1000}
        self.folder: str | None = None
        if PROFILE == "disk":
            self.folder = tempfile.mkdtemp(prefix="rx-bench-profile-")
            self.context = browser.browser_type.launch_persistent_context(
                self.folder,
                executable_path=bench_voila.CHROMIUM,
                args=bench_voila.ARGS,
                viewport=viewport,
            )
        else:
            self.context = browser.new_context(viewport=viewport)

    def close(self) -> None:
        self.context.close()
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)


def ensure_site() -> float | None:
    """Build the site when it is missing; the seconds the build took, or None if it existed."""
    if (SITE / "voici" / "render" / "index.html").exists():
        return None
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    started = time.perf_counter()
    module.build(SITE)
    return time.perf_counter() - started


def serve_site() -> tuple[subprocess.Popen, str]:
    port = bench_voila.free_port()
    # Compressed as a static host sends it (GitHub Pages gzips the wasm and the scripts).
    server = REPO / "scripts" / "site_server.py"
    command = [sys.executable, str(server), "-b", "127.0.0.1", "-d", str(SITE), str(port)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    bench_voila.wait_until_answers(url, seconds=10)
    return process, url


def instrumented_copy(site: Path, copy: Path, edit: Callable[[str], str | None]) -> int:
    """Copy ``site`` to ``copy`` and rewrite its kernel worker's bundles (those that start
    Python from the snapshot) with ``edit`` (None: a bundle left as it is); how many were
    rewritten. Their gzipped twins go, so that the copy serves the edited text. The
    profiles (profile_site_browser.py, profile_site_memory.py) watch the worker this way."""
    shutil.copytree(site, copy, symlinks=True)
    folder = copy / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    changed = 0
    for bundle in folder.glob("*.js"):
        text = bundle.read_text()
        edited = edit(text) if "snapshotURL" in text else None
        if edited is None:
            continue
        bundle.write_text(edited)
        bundle.with_name(bundle.name + ".gz").unlink(missing_ok=True)
        changed += 1
    return changed


def mib(size: float) -> str:
    return f"{size / 2**20:.1f} MiB"


def site_size() -> tuple[int, int]:
    files = [p for p in SITE.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def chromium_rss(browser_pid: int) -> int:
    """Resident memory of the browser and every process it started."""
    return chromium_memory(browser_pid)[0]


def chromium_memory(browser_pid: int) -> tuple[int, int]:
    """Resident memory (RSS) of the browser and every process it started, summed, and the
    same as proportional set sizes (PSS). A process's RSS counts every page it maps, those it
    shares with the others too (Chromium's own code, mapped by each of its processes), so a
    sum of RSS counts them once per process, and a page that starts a renderer of its own
    adds some 70 MiB of them that no new memory holds; PSS shares each page among the
    processes that map it, so its sum is the memory the browser holds."""
    try:
        root = psutil.Process(browser_pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0, 0
    rss = pss = 0
    for process in processes:
        with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
            info = process.memory_full_info()
            rss, pss = rss + info.rss, pss + info.pss
    return rss, pss


class Visit:
    """One page load in a context, timed until usable (to the frame the page showed it in, by
    its own clock: page_shown.py), counting what it downloaded."""

    def __init__(self, context, url: str, ready: tuple[str, ...] = USABLE) -> None:
        from page_shown import shown_at_script

        self.page = context.new_page()
        self.bytes = 0
        self.console: list[str] = []
        self.page.on("response", self._count)
        # The kernel's worker speaks to the context's console, not the page's.
        self._context = context
        context.on("console", self._log)
        self.page.add_init_script(script=shown_at_script(ready))
        self.page.goto(url)
        for selector in ready:
            self.page.wait_for_selector(selector, timeout=300_000, state="visible")
        shown = self.page.wait_for_function("window.__rxShownAt", timeout=10_000)
        self.seconds = shown.json_value() / 1000
        self.bytes_until_usable = self.bytes

    def _log(self, message) -> None:
        self.console.append(message.text)

    def close(self) -> None:
        self._context.remove_listener("console", self._log)
        self.page.close(run_before_unload=True)

    def from_snapshot(self) -> bool:
        """Whether the page's Python started from the site's memory snapshot."""
        return SNAPSHOT_USED in self.console

    def stay_until_snapshot_kept(self, seconds: float = 120) -> bool:
        """A learner who stays on the page: on the static site, its kernel keeps the memory
        snapshot for the next visit a few seconds after it is ready (build_site.py); wait for
        that, or ``seconds``. Whether it was kept."""
        deadline = time.monotonic() + seconds
        while SNAPSHOT_KEPT not in self.console and time.monotonic() < deadline:
            self.page.wait_for_timeout(250)
        return SNAPSHOT_KEPT in self.console

    def _count(self, response) -> None:
        # Both servers send a length with every file, compressed or not: the bytes that came
        # over the network (a websocket's messages are not counted).
        self.bytes += int(response.headers.get("content-length", 0))


def cold_and_warm(browser, url: str, site: bool) -> dict:
    """Per round: a new profile's first visit (cold) and its second visit (warm). On the
    static site the first visit stays until its kernel has kept the memory snapshot (a
    learner stays longer than that): what it downloads until usable and after are counted
    apart, and how many second visits started from the snapshot."""
    cold, warm, downloaded, later, restored = [], [], 0, 0, 0
    for _ in range(ROUNDS):
        profile = Profile(browser)
        context = profile.context
        first = Visit(context, url)
        cold.append(first.seconds)
        if site:
            first.stay_until_snapshot_kept()
        downloaded, later = first.bytes_until_usable, first.bytes - first.bytes_until_usable
        first.close()
        time.sleep(bench_voila.REFILL)  # Voilà: the kernel shuts down, the pool refills
        second = Visit(context, url)
        warm.append(second.seconds)
        restored += second.from_snapshot()
        second.close()
        profile.close()
        time.sleep(bench_voila.REFILL)
    return dict(cold=cold, warm=warm, downloaded=downloaded, later=later, restored=restored)


#: A click whose board has not changed after this long is counted as missed: the page waits
#: for the board's next drawing, and a click that changes nothing (a button pressed while
#: still disabled) would have it wait for good, the browser idle (benchmarks/README.md: a
#: full run that waited 26 minutes).
CLICK_GIVE_UP_MS = 30_000
CLICK_OR_GIVE_UP = (
    "(selector) => Promise.race([(" + bench_voila.CLICK_TO_BOARD.strip() + ")(selector), "
    f"new Promise((resolve) => setTimeout(() => resolve(null), {CLICK_GIVE_UP_MS}))])"
)


def click_latencies(browser, url: str) -> tuple[list[float], int]:
    """Milliseconds from each timed click to the board's change, and how many clicks gave up
    (the board unchanged after CLICK_GIVE_UP_MS). Each button is pressed once it is enabled
    (the previous click's answer enables it)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    visit = Visit(context, url)
    page = visit.page
    page.locator(".rx-action-go").click()  # one guest placed: undo and redo move it
    page.wait_for_selector(".rx-undo:not([disabled])")
    latencies, missed = [], 0
    for i in range(CLICKS):
        selector = "." + bench_voila.undo_or_redo(i)
        page.wait_for_selector(f"{selector}:not([disabled])", timeout=60_000)
        latency = page.evaluate(CLICK_OR_GIVE_UP, selector)
        if latency is None:
            missed += 1
        else:
            latencies.append(latency)
        page.wait_for_timeout(150)
    page.close(run_before_unload=True)
    context.close()
    return latencies, missed


def page_memory(browser, url: str, server: subprocess.Popen) -> tuple[int, int, int]:
    """What one open dashboard adds to the browser's memory, as a sum of RSS and of PSS
    (chromium_memory), and the largest kernel the server runs meanwhile (0 for the static
    site: it runs none)."""
    pid = browser_pid()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    blank = context.new_page()
    blank.goto("about:blank")
    time.sleep(2)
    before = chromium_memory(pid)
    visit = Visit(context, url)
    time.sleep(3)
    after, kernel = chromium_memory(pid), largest_kernel(server)
    visit.page.close(run_before_unload=True)
    context.close()
    time.sleep(bench_voila.REFILL)
    return after[0] - before[0], after[1] - before[1], kernel


def largest_kernel(server: subprocess.Popen) -> int:
    """The resident memory of the server's largest kernel process."""
    largest = 0
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            if "ipykernel_launcher" in " ".join(child.cmdline()):
                largest = max(largest, child.memory_info().rss)
        except psutil.NoSuchProcess:
            pass
    return largest


def browser_pid() -> int:
    """Chromium's main process: the oldest one this benchmark started (through Playwright)."""
    candidates = []
    for child in psutil.Process().children(recursive=True):
        with contextlib.suppress(psutil.NoSuchProcess):  # a renderer may end meanwhile
            if "chrom" in child.name().lower():
                candidates.append((child.create_time(), child.pid))
    return min(candidates)[1]


def report(name: str, cold: list[float], warm: list[float], clicks: list[float]) -> None:
    print(
        f"{name}: usable after a cold first visit, median of {ROUNDS}: "
        f"{statistics.median(cold):.1f} s ({', '.join(f'{t:.1f}' for t in cold)}); "
        f"warm: {statistics.median(warm):.1f} s ({', '.join(f'{t:.1f}' for t in warm)}); "
        f"click to board change, median of {CLICKS}: {statistics.median(clicks):.0f} ms "
        f"(min {min(clicks):.0f}, max {max(clicks):.0f})"
    )


def landing(browser, url: str) -> list[float]:
    """A new profile's first visit to the landing page, until its cards show."""
    seconds = []
    for _ in range(ROUNDS):
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        visit = Visit(context, url, CARDS)
        seconds.append(visit.seconds)
        visit.page.close(run_before_unload=True)
        context.close()
        time.sleep(bench_voila.REFILL)
    return seconds


def measure(browser, url: str, game: str, landing_page: str, server: subprocess.Popen) -> dict:
    visits = cold_and_warm(browser, url + game, site=game == SITE_GAME)
    clicks, missed = click_latencies(browser, url + game)
    memory, proportional, kernel = page_memory(browser, url + game, server)
    return dict(
        **visits,
        clicks=clicks,
        missed=missed,
        memory=memory,
        proportional=proportional,
        kernel=kernel,
        landing=landing(browser, url + landing_page),
    )


def main() -> None:
    global SITE, PROFILE
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", nargs="?", type=Path, default=SITE)
    parser.add_argument("--profile", choices=PROFILES, default=PROFILE, help=Profile.__doc__)
    args = parser.parse_args()
    SITE, PROFILE = args.site.resolve(), args.profile
    print(f"browser profile: {PROFILE}")
    if not Path(bench_voila.CHROMIUM).exists():
        print("chromium is not installed: skipped (apt-get install -y chromium)")
        return
    built = ensure_site()
    if built is not None:
        print(f"site built in {built:.0f} s")
    size, count = site_size()
    print(f"site on disk: {mib(size)} in {count} files")
    from playwright.sync_api import sync_playwright

    site, site_url = serve_site()
    voila, voila_url = bench_voila.start_server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=bench_voila.CHROMIUM, args=bench_voila.ARGS)
            figures = {
                "static site": measure(browser, site_url, SITE_GAME, "", site),
                "Voilà server": measure(browser, voila_url, bench_voila.GAME, VOILA_LANDING, voila),
            }
            browser.close()
    finally:
        site.terminate()
        os.killpg(voila.pid, signal.SIGTERM)
        voila.wait(timeout=30)
    for name, f in figures.items():
        report(name, f["cold"], f["warm"], f["clicks"])
        if f["missed"]:
            print(f"  {f['missed']} of {CLICKS} clicks left the board unchanged: not timed")
        print(
            f"  a first visit downloads {mib(f['downloaded'])} until usable"
            + (f" and {mib(f['later'])} after" if f["later"] else "")
            + (f"; second visits from the snapshot: {f['restored']}" if f["restored"] else "")
            + f"; the open dashboard adds "
            f"{mib(f['memory'])} to the browser's memory (sum of RSS; "
            f"{mib(f['proportional'])} as a sum of PSS)"
            + (f", and its kernel holds {mib(f['kernel'])} on the server" if f["kernel"] else "")
        )
        print(
            f"  the landing page's cards shown on a first visit, median of {ROUNDS}: "
            f"{statistics.median(f['landing']):.2f} s ("
            + ", ".join(f"{t:.2f}" for t in f["landing"])
            + ")"
        )
    site_f, voila_f = figures["static site"], figures["Voilà server"]
    for kind in ("cold", "warm"):
        ratio = statistics.median(site_f[kind]) / statistics.median(voila_f[kind])
        print(f"static site / Voilà, {kind}: {ratio:.1f} times")


if __name__ == "__main__":
    main()
