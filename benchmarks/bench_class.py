"""A class on one server: N dashboards opened over a given time, a few moves each, in headless
Chromium against the server `make serve` starts (needs Debian's chromium).

    python benchmarks/bench_class.py [--pages 30] [--over 60] [--moves 4] [--game SLUG]
                                     [--class-pool] [--without-browser] [--playwright-waits]
                                     [--tabs-at-arrival]

Every page stays open until the whole class has opened and played (WholeClass).

``--class-pool`` serves as `make serve GAME=SLUG` does for a class: the N pages preheated
before the first one is opened (and two more, for the lone pages below).

``--without-browser``: the N pages are page_protocol.py's clients, which ask of the server what
a page asks (the page, its static files, the kernel's websocket, the widgets' state, the
clicks) and render nothing: the class's browsers run on the students' machines, while here
thirty headless Chromium pages would share the server's two cores.

Before the class, a lone page is timed both ways (a browser and a client): the class's
figures are compared with the lone page's measured the same way.

A page waits for its parts from inside the page (page_shown.py: checked when the page
changes, at most once a frame), not with Playwright's ``wait_for_selector``, which asks the
page over and over while thirty pages queue for the same cores; ``--playwright-waits`` waits
the old way (the figures before 2026-12-04 evening).

Each student's browser is open before the class: every page's tab (a browser context of its
own, as a first visit has no cache, and its blank page) is opened before the first page is
asked for, and the class's clock starts once they are quiet; each page then goes to the
dashboard's address at its time. Opening a context and its blank page costs this machine
about 1 CPU s (the renderer that will draw the page, a network context, Playwright's set-up of
the page), a third of all a page cost the browser, and it is not part of a student's visit: a
class does not start its students' browsers as their pages arrive. ``--tabs-at-arrival``
opens each tab at its page's time instead (the figures before 2026-12-04 night).

Reports pages usable (as in bench_voila.py: the first button and the board shown, live or as
its picture), p50/p95 time to usable and to the live board, click latency p50/p95 (a move,
then undo/redo, each timed to the board's next redraw), errors (pages that never became
usable, page errors, widget failures in the console, HTTP errors), the server's and the
kernels' memory at the peak, and the kernels left once every page has closed (beyond the
preheated pool).

Bounded and local only: the server is started by this script on 127.0.0.1 (scripts/serve.sh,
MAX_KERNELS raised to fit the pages), at most 60 pages over at most 10 minutes, one browser.
The browser runs on the same machine as the server, so the figures are pessimistic.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import page_protocol  # this folder is on sys.path
import psutil
from bench_voila import (
    ARGS,
    BOARD_LIVE,
    CHROMIUM,
    CLICK_TO_BOARD,
    DRAWN,
    EMPTY_READY,
    ONE_WIDGET_READY,
    free_port,
    undo_or_redo,
)
from page_shown import shown  # this folder is on sys.path

REPO = Path(__file__).resolve().parents[1]
MAX_PAGES = 60
MAX_SECONDS = 600
USABLE_TIMEOUT = 120
CLICK_TIMEOUT = 30
#: Console messages that mean a widget never came up.
WIDGET_FAILURES = ("Failed to initialize model", "Error: Could not create", "Model not found")


@dataclass
class PageResult:
    usable: float | None = None
    live: float | None = None
    clicks: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


class MemoryWatch:
    """Samples the server's and its kernels' resident memory every second, keeps the peak."""

    def __init__(self, pid: int) -> None:
        self.server = psutil.Process(pid)
        self.peak_server = 0
        self.peak_kernels: list[int] = []
        self.peak_count = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def kernels(self) -> list[psutil.Process]:
        found = []
        with contextlib.suppress(psutil.NoSuchProcess):
            for child in self.server.children(recursive=True):
                with contextlib.suppress(psutil.NoSuchProcess, psutil.ZombieProcess):
                    if "ipykernel_launcher" in " ".join(child.cmdline()):
                        found.append(child)
        return found

    def _run(self) -> None:
        while not self._stop.wait(1.0):
            with contextlib.suppress(psutil.NoSuchProcess):  # serve.sh execs the server
                self.peak_server = max(self.peak_server, self.server.memory_info().rss)
            sizes = []
            for kernel in self.kernels():
                with contextlib.suppress(psutil.NoSuchProcess):
                    sizes.append(kernel.memory_info().rss)
            if len(sizes) >= self.peak_count:
                self.peak_count, self.peak_kernels = len(sizes), sizes

    def __enter__(self) -> MemoryWatch:
        self._thread.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._stop.set()
        self._thread.join()


#: What the server's log says when a page is about to fail (counted in the report).
SERVER_TROUBLE = ("Timeout waiting for IOPub", "ZMQError", "Traceback", "ERROR")


def start_server(
    pages: int, log: Path, class_game: str = "", pool_notebook: str = ""
) -> tuple[subprocess.Popen, str]:
    """The server as `make serve` starts it; with ``class_game`` as `make serve GAME=...`
    starts it for a class (``pages`` kernels preheated for that game, the default limit of
    40 kernels); with ``pool_notebook`` the same for that notebook of this folder (the
    server's pools set as a class's are, through Voilà's own options)."""
    port = free_port()
    # Every page is a fresh browser from this one address, without the server's visitor
    # cookie: the share of first visits per address (serve.sh) is raised to fit them all, as
    # a class's students each have their own address or the cookie of the class's login.
    env = {
        **os.environ,
        "VOILA": str(REPO / ".venv" / "bin" / "voila"),
        "FIRST_VISITS_PER_ADDRESS": str(2 * pages + LONE_PAGES + 10),
    }
    options = []
    if class_game:
        env |= {"CLASS_GAME": class_game, "CLASS_PAGES": str(pages + LONE_PAGES)}
    elif pool_notebook:
        pools = {
            "default": {"pool_size": 0},
            "notebooks/index.ipynb": {"pool_size": 1},
            pool_notebook: {"pool_size": pages + LONE_PAGES},
        }
        env |= {"REFILL_DELAY": "120", "MAX_KERNELS": str(pages + LONE_PAGES + 10)}
        options.append(f"--VoilaKernelManager.kernel_pools_config={json.dumps(pools)}")
    else:
        env["MAX_KERNELS"] = str(pages + 2 * POOL)
    with log.open("w") as out:
        process = subprocess.Popen(
            [str(REPO / "scripts" / "serve.sh"), str(port), *options],
            cwd=REPO,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}/"
    for _ in range(300):
        try:
            urllib.request.urlopen(url, timeout=10)  # "/" starts no kernel
            break
        except OSError:
            time.sleep(0.2)
    return process, url


#: The lone pages timed before the class (a browser, a client), each on a kernel of its own.
LONE_PAGES = 2
#: The near-empty notebook bench_voila.py compares the game with (one print).
EMPTY_NOTEBOOK = "benchmarks/empty.ipynb"
#: The page of one ipywidgets button bench_voila.py measures too: what any widget page costs.
ONE_WIDGET_NOTEBOOK = "benchmarks/one_widget.ipynb"
#: One preheated kernel per notebook the server serves.
POOL = len([*REPO.glob("notebooks/*.ipynb"), *REPO.glob("benchmarks/*.ipynb")])


def wait_for_pool(
    watch: MemoryWatch, pool: int = POOL, quiet: float = 5.0, timeout: float = 180.0
) -> int:
    """The kernel count once the preheated pool has filled: at least ``pool`` kernels (one per
    notebook unless a class's game has its own), unchanged for ``quiet`` seconds."""
    deadline = time.monotonic() + timeout
    count, since = len(watch.kernels()), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.5)
        now = len(watch.kernels())
        if now != count:
            count, since = now, time.monotonic()
        elif count >= pool and time.monotonic() - since >= quiet:
            break
    return count


def wait_until_kernels_rest(watch: MemoryWatch, quiet: float = 5.0, timeout: float = 600.0):
    """Until the kernels together use under a tenth of a core for ``quiet`` seconds."""
    deadline = time.monotonic() + timeout

    def cpu_seconds() -> float:
        total = 0.0
        for kernel in watch.kernels():
            with contextlib.suppress(psutil.NoSuchProcess):
                times = kernel.cpu_times()
                total += times.user + times.system
        return total

    before = cpu_seconds()
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = cpu_seconds()
        if now - before < 0.1 * quiet:
            return
        before = now
    raise TimeoutError("the preheated kernels never came to rest")


def wait_for_log(log: Path, line: str, timeout: float = 600.0) -> None:
    """Until the server's log holds ``line`` (Voilà logs when a preheated pool is full: its
    kernels have run the notebook, not only started)."""
    deadline = time.monotonic() + timeout
    while line not in log.read_text(errors="replace"):
        if time.monotonic() > deadline:
            raise TimeoutError(f"the server never logged {line!r}")
        time.sleep(1)


async def close_as_a_tab(page) -> None:
    """Close ``page`` as a learner closes a tab: its unload handlers run (Voilà's sends the
    beacon that shuts its kernel down) before its browser context goes. Playwright's close
    with ``run_before_unload`` returns before the page has closed; closing the context at
    once could then cut the page off before its handler ran, which a busy class run did for 3
    of 30 pages (their kernels counted as left)."""
    await page.close(run_before_unload=True)
    if not page.is_closed():  # no await in between: the close event cannot be missed
        with contextlib.suppress(Exception):  # a page that never closes is the context's end
            await page.wait_for_event("close", timeout=CLICK_TIMEOUT * 1000)


#: Whether pages wait with Playwright's ``wait_for_selector`` (the benchmark until
#: 2026-12-04, ``--playwright-waits``) rather than from inside the page (page_shown.py).
PLAYWRIGHT_WAITS = False
#: Whether every page's tab is open before the class (and the lone page's before it is
#: timed), rather than opened at the page's time (``--tabs-at-arrival``, until 2026-12-04).
TABS_FIRST = True


async def wait_until_shown(page, what, timeout: float) -> None:
    """Until ``what`` (bench_voila.py's selectors, or a CSS selector) shows on ``page``."""
    if not PLAYWRIGHT_WAITS:
        await shown(page, what, timeout)
        return
    for selector in (what,) if isinstance(what, str) else what:
        await page.wait_for_selector(selector, timeout=timeout * 1000)


async def open_tab(browser):
    """A student's open browser: a context of its own (no cache, no cookies) and its blank
    page, ready to go to an address."""
    context = await browser.new_context(viewport={"width": 1400, "height": 1000})
    return context, await context.new_page()


#: How long the tabs opened before a class are left to settle before its clock starts.
TABS_SETTLE = 15


async def open_tabs(browser, count: int) -> list:
    """The ``count`` pages' tabs, opened one after another and left to settle, before the
    clock starts; with ``--tabs-at-arrival`` none (each page opens its own at its time)."""
    if not TABS_FIRST:
        return [None] * count
    tabs = [await open_tab(browser) for _ in range(count)]
    await asyncio.sleep(TABS_SETTLE)
    return tabs


async def one_page(
    browser,
    url: str,
    delay: float,
    moves: int,
    on_response=None,
    stay_open=None,
    ready=DRAWN,
    tab=None,
) -> PageResult:
    """One student: goes to ``url`` after ``delay`` in ``tab`` (opened now if None), waits
    until the page is usable and its board live, then makes a move and ``moves`` undo/redo."""
    await asyncio.sleep(delay)
    result = PageResult()
    context, page = tab or await open_tab(browser)
    if on_response is not None:
        page.on("response", on_response)
    page.on("pageerror", lambda error: result.errors.append(f"page error: {error}"))
    page.on(
        "console",
        lambda message: (
            any(f in message.text for f in WIDGET_FAILURES)
            and result.errors.append(f"console: {message.text[:120]}")
        ),
    )
    try:
        started = time.perf_counter()
        response = await page.goto(url, timeout=USABLE_TIMEOUT * 1000)
        if response is None or response.status >= 400:
            result.errors.append(f"HTTP {response.status if response else '-'}")
            return result
        # Usable as in bench_voila.py: the first action's button shown and the board shown
        # (live, or the server's picture of it until plotly.js has run).
        await wait_until_shown(page, ready, USABLE_TIMEOUT)
        result.usable = time.perf_counter() - started
        if ready is not DRAWN:  # the empty notebook: no board, nothing to click
            print(f"  page usable after {result.usable:.1f} s", file=sys.stderr, flush=True)
            return result
        # Then the live board, as a learner's first pointer move asks for it: the clicks below
        # are timed to its redraws.
        await page.mouse.move(1, 1)
        await wait_until_shown(page, BOARD_LIVE, USABLE_TIMEOUT)
        result.live = time.perf_counter() - started
        print(
            f"  page usable after {result.usable:.1f} s, live board after {result.live:.1f} s",
            file=sys.stderr,
            flush=True,
        )
        await page.locator(".rx-action-go").click()
        await wait_until_shown(page, ".rx-undo:not([disabled])", 60)
        for i in range(moves):
            selector = "." + undo_or_redo(i)
            # The buttons' new state travels in its own message, which under load can arrive
            # after the board's redraw: a click on a button still disabled does nothing, and
            # no learner would make it.
            await wait_until_shown(page, f"{selector}:not([disabled])", 60)
            redraw = page.evaluate(CLICK_TO_BOARD, selector)
            result.clicks.append(await asyncio.wait_for(redraw, CLICK_TIMEOUT))
            await page.wait_for_timeout(400)
    except Exception as error:  # a page that fails is a figure, not the end of the run
        first_line = (str(error).splitlines() or [""])[0][:120]
        result.errors.append(f"{type(error).__name__}: {first_line}")
    finally:
        if stay_open is not None:
            await stay_open()
        await close_as_a_tab(page)
        await context.close()
    return result


async def lone_browser_page(url: str, moves: int, ready=DRAWN) -> tuple[PageResult, list[str]]:
    """One page in a browser with the server to itself, and the static files it fetched
    (what page_protocol.py's clients then fetch)."""
    from playwright.async_api import async_playwright

    origin = page_protocol.origin(url)
    assets: list[str] = []

    def record(response) -> None:
        path = response.url[len(origin) :]
        if response.url.startswith(origin) and "/static/" in path and response.status == 200:
            assets.append(path)

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        [tab] = await open_tabs(browser, 1)  # opened as the class's tabs are
        result = await one_page(browser, url, 0, moves, on_response=record, ready=ready, tab=tab)
        await browser.close()
    return result, assets


#: The buttons a client clicks: the first action, then undo and redo in turn.
def protocol_clicks(moves: int) -> list[str]:
    return ["rx-action-go", *(undo_or_redo(i) for i in range(moves))]


async def protocol_page(
    url: str, delay: float, moves: int, assets: list[str], stay_open=None
) -> PageResult:
    await asyncio.sleep(delay)
    seen = await page_protocol.visit(
        url,
        assets,
        protocol_clicks(moves),
        USABLE_TIMEOUT,
        CLICK_TIMEOUT,
        stay_open,
    )
    if seen.usable is not None:
        print(f"  page usable after {seen.usable:.1f} s", file=sys.stderr, flush=True)
    # The first click is the move; the others are the undo/redo a browser page times.
    return PageResult(seen.usable, clicks=seen.clicks[1:], errors=seen.errors)


class WholeClass:
    """Every page stays open until the whole class has opened its page and made its moves (a
    class keeps its pages open through the lesson): the kernels of all N pages are held at
    once, and closed together at the end."""

    def __init__(self, pages: int) -> None:
        self.left = pages
        self.done = asyncio.Event()

    async def stay_open(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.done.set()
        await self.done.wait()


async def open_class(
    url: str, pages: int, over: float, moves: int, assets: list[str] | None = None, ready=DRAWN
) -> list[PageResult]:
    """The class: ``pages`` opened at even intervals over ``over`` seconds, in one browser, or
    as page_protocol.py's clients when ``assets`` (the static files to fetch) is given."""
    step = over / max(pages - 1, 1)
    whole = WholeClass(pages)
    if assets is not None:
        return list(
            await asyncio.gather(
                *(
                    protocol_page(url, i * step, moves, assets, whole.stay_open)
                    for i in range(pages)
                )
            )
        )
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        tabs = await open_tabs(browser, pages)
        results = await asyncio.gather(
            *(
                one_page(
                    browser,
                    url,
                    i * step,
                    moves,
                    stay_open=whole.stay_open,
                    ready=ready,
                    tab=tabs[i],
                )
                for i in range(pages)
            )
        )
        await browser.close()
    return list(results)


def lone_figures(result: PageResult) -> str:
    if result.usable is None:
        return f"not usable ({'; '.join(result.errors)})"
    clicks = f", click p50 {statistics.median(result.clicks):.0f} ms" if result.clicks else ""
    live = f", live board after {result.live:.2f} s" if result.live else ""
    return f"usable after {result.usable:.2f} s{live}{clicks}"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def server_trouble(log: Path) -> dict[str, int]:
    lines = log.read_text(errors="replace").splitlines()
    return {word: sum(word in line for line in lines) for word in SERVER_TROUBLE}


def report(
    results: list[PageResult],
    watch: MemoryWatch,
    left: int,
    pages: int,
    over: float,
    lone: PageResult,
):
    usable = [r.usable for r in results if r.usable is not None]
    clicks = [c for r in results for c in r.clicks]
    errors = [e for r in results for e in r.errors]
    mib = 1024 * 1024
    print(f"{pages} pages opened over {over:.0f} s: {len(usable)} usable")
    if usable:
        print(
            f"  time to usable: p50 {percentile(usable, 0.5):.1f} s, "
            f"p95 {percentile(usable, 0.95):.1f} s, max {max(usable):.1f} s"
        )
        live = [r.live for r in results if r.live is not None]
        if live:
            print(
                f"  time to the live board: p50 {percentile(live, 0.5):.1f} s, "
                f"p95 {percentile(live, 0.95):.1f} s, max {max(live):.1f} s"
            )
        if lone.usable:
            print(
                f"  p95 / a lone page measured the same way: "
                f"{percentile(usable, 0.95) / lone.usable:.2f} (goal <= 2)"
            )
    if clicks:
        print(
            f"  click to board change ({len(clicks)} clicks): p50 {percentile(clicks, 0.5):.0f} ms,"
            f" p95 {percentile(clicks, 0.95):.0f} ms"
        )
    print(f"  errors: {len(errors)}")
    for error in sorted(set(errors)):
        print(f"    {errors.count(error)} x {error}")
    kernels = watch.peak_kernels
    if kernels:
        print(
            f"  memory at the peak: server {watch.peak_server / mib:.0f} MiB, {len(kernels)} "
            f"kernels, median {statistics.median(kernels) / mib:.0f} MiB, "
            f"max {max(kernels) / mib:.0f} MiB, total {sum(kernels) / mib:.0f} MiB"
        )
    print(f"  kernels left after every page closed (beyond the pool): {left}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=30)
    parser.add_argument("--over", type=float, default=60.0, help="seconds to open them over")
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--game", default="escape-from-the-hidden-castle")
    parser.add_argument("--log", type=Path, default=Path("/tmp/bench_class_server.log"))
    parser.add_argument(
        "--class-pool",
        action="store_true",
        help="serve as `make serve GAME=<game>`: the pages preheated before the class opens them",
    )
    parser.add_argument(
        "--empty",
        action="store_true",
        help="the class opens the near-empty notebook bench_voila.py compares the game with,"
        " in a browser, and makes no move: what any Voila page costs a class",
    )
    parser.add_argument(
        "--one-widget",
        action="store_true",
        help="the same with the notebook of one ipywidgets button: what any widget page costs",
    )
    parser.add_argument(
        "--without-browser",
        action="store_true",
        help="the pages are clients that ask of the server what a page asks, and draw nothing",
    )
    parser.add_argument(
        "--playwright-waits",
        action="store_true",
        help="pages wait for their parts with Playwright's wait_for_selector, which asks the"
        " page again and again (the benchmark until 2026-12-04), not from inside the page",
    )
    parser.add_argument(
        "--tabs-at-arrival",
        action="store_true",
        help="open each page's browser context and blank page at the page's time, within the"
        " class (the benchmark until 2026-12-04), not before the class as students' browsers are",
    )
    args = parser.parse_args()
    global PLAYWRIGHT_WAITS, TABS_FIRST
    PLAYWRIGHT_WAITS = args.playwright_waits
    TABS_FIRST = not args.tabs_at_arrival
    if not 1 <= args.pages <= MAX_PAGES or not 0 <= args.over <= MAX_SECONDS:
        parser.error(f"at most {MAX_PAGES} pages over at most {MAX_SECONDS} s")
    plain = EMPTY_NOTEBOOK if args.empty else ONE_WIDGET_NOTEBOOK if args.one_widget else ""
    if args.empty and args.one_widget:
        parser.error("--empty or --one-widget, not both")
    if plain and args.without_browser:
        parser.error("--empty and --one-widget are timed in a browser")
    if not Path(CHROMIUM).exists():
        print("chromium is not installed: skipped (apt-get install -y chromium)")
        return
    print(f"load average before the run: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    if not args.without_browser:
        when = "at each page's time" if args.tabs_at_arrival else "before the class"
        print(f"  the pages' tabs opened {when}")
    class_game = args.game if args.class_pool and not plain else ""
    pool_notebook = plain if args.class_pool else ""
    notebook = plain or f"notebooks/{args.game}.ipynb"
    ready = EMPTY_READY if args.empty else ONE_WIDGET_READY if args.one_widget else DRAWN
    moves = 0 if plain else args.moves
    process, url = start_server(args.pages, args.log, class_game, pool_notebook)
    # A class's pool: its game's pages, the lone pages' and the landing page's.
    expected = args.pages + LONE_PAGES + 1 if args.class_pool else POOL
    try:
        with MemoryWatch(process.pid) as watch:
            started = time.monotonic()
            pool = wait_for_pool(watch, expected, timeout=600.0)
            if args.class_pool:
                wait_for_log(args.log, f"Kernel pool of {notebook} is filled")
                # Voilà calls the pool filled once its kernels started; they are ready for the
                # class once they have run the notebook too.
                wait_until_kernels_rest(watch)
            print(f"  pool of {pool} kernels ready after {time.monotonic() - started:.0f} s")
            page_url = f"{url}voila/render/{notebook}"
            lone, assets = asyncio.run(lone_browser_page(page_url, moves, ready))
            time.sleep(10)  # its kernel shut down (and, without a class pool, refilled)
            print(f"  a lone page: {lone_figures(lone)} in a browser", end="")
            lone_client = PageResult()
            if not plain:  # timed as a client for the game only
                lone_client = asyncio.run(protocol_page(page_url, 0, args.moves, assets))
                time.sleep(10)
                print(f", {lone_figures(lone_client)} as a client", end="")
            print(f" ({len(assets)} static files)")
            results = asyncio.run(
                open_class(
                    page_url,
                    args.pages,
                    args.over,
                    moves,
                    assets if args.without_browser else None,
                    ready,
                )
            )
            time.sleep(10)  # the beacons arrive, the pool refills
            # A class's pool refills as the pages' kernels go: give both up to two minutes.
            settle = time.monotonic() + (120 if args.class_pool else 0)
            while len(watch.kernels()) > expected and time.monotonic() < settle:
                time.sleep(2)
            after = wait_for_pool(watch, expected, timeout=600.0)
            print(f"  kernels: {pool} preheated before, {after} after", file=sys.stderr)
            left = after - pool
        report(
            results,
            watch,
            left,
            args.pages,
            args.over,
            lone_client if args.without_browser else lone,
        )
        print(f"  server log ({args.log}): {server_trouble(args.log)}")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=60)


if __name__ == "__main__":
    main()
