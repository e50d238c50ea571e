"""Browser tests: a Voilà server started exactly as `make serve` starts it, and Debian's
chromium driven by pytest-playwright."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import psutil
import pytest

from .support import REPO, close_like_a_person, free_port, launch_args, stop, wait_until_answers

SERVE = REPO / "scripts" / "serve.sh"


@dataclass
class VoilaServer:
    url: str  # ends with "/"
    process: subprocess.Popen
    log: Path

    def kernel_processes(self) -> list[psutil.Process]:
        """The kernels this server runs (Voilà's standalone server lists no kernels over HTTP:
        /api/kernels answers 404 there, only /api/kernels/<id> exists)."""
        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        kernels = []
        for child in children:
            try:
                if "ipykernel_launcher" in " ".join(child.cmdline()):
                    kernels.append(child)
            except (psutil.NoSuchProcess, psutil.ZombieProcess):
                pass
        return kernels

    def kernel_count(self) -> int:
        return len(self.kernel_processes())

    def kernel_model(self, kernel_id: str) -> dict:
        """GET /api/kernels/<id>: the kernel's model (state, connections), {} once it is gone."""
        try:
            with urllib.request.urlopen(f"{self.url}api/kernels/{kernel_id}", timeout=10) as r:
                return json.load(r)
        except urllib.error.HTTPError as error:
            if error.code == 404:
                return {}
            raise

    def steady_kernel_count(self, quiet: float = 5.0, timeout: float = 90.0) -> int:
        """The kernel count once it has not changed for ``quiet`` seconds (a preheated pool
        fills after start and 4 s after each visit: serve.sh's REFILL_DELAY)."""
        deadline = time.monotonic() + timeout
        count, since = self.kernel_count(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.5)
            now = self.kernel_count()
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return count
        return count


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory) -> VoilaServer:
    """Voilà on a free port of 127.0.0.1, started by scripts/serve.sh like `make serve`."""
    port = free_port()
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    # The whole browser suite opens about a hundred pages in a few minutes on this one server,
    # some of them on purpose without a websocket (their kernels live 2 minutes): a class's
    # kernel limit (40) would turn the last tests away. Its pages close without the beacon
    # (a test's browser context goes without running unload handlers): culled 5 minutes later,
    # as a class's server culls them, their kernels would go one by one in the middle of later
    # tests that compare kernel counts. The limit and that culling are tested on servers of
    # their own (test_server_limits.py). The benchmarks' three pages, which no test opens, are
    # not preheated (each worker starts this server).
    env = {
        **os.environ,
        "VOILA": str(Path(sys.executable).parent / "voila"),
        "MAX_KERNELS": "400",
        "DISCONNECTED_TIMEOUT": "1800",
        "PREHEAT": "notebooks/[^/]+",
        # Every test's browser is a first visit from this address, and some tests ask for pages
        # on purpose without their websocket: the first-visit share of one address (6) is
        # tested on servers of their own too.
        "FIRST_VISITS_PER_ADDRESS": "400",
        # The pages of a worker's shared profile are one visitor (its cookie): its share (8)
        # is tested on servers of its own as well.
        "KERNELS_PER_VISITOR": "400",
    }
    with log.open("w") as out:
        process = subprocess.Popen(
            [str(SERVE), str(port)], cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    server = VoilaServer(f"http://127.0.0.1:{port}/", process, log)
    try:
        wait_until_answers(server.url, process, log)
        yield server
    finally:
        stop(process)


@pytest.fixture(scope="session")
def base_url(voila_server) -> str:
    """pytest-playwright resolves page.goto("voila/...") against this."""
    return voila_server.url


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args, voila_server):
    # Explicit: pytest-playwright's own browser_context_args is session-wide, and another test
    # folder (tests/binder) may have computed it first without this base URL.
    return {**browser_context_args, "base_url": voila_server.url}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return launch_args(browser_type_launch_args)


#: How long a page may take to arrive: on a loaded machine (CI beside other work) the server
#: can need more than Playwright's 30 s to send a page, which is no fault of the page.
NAVIGATION_TIMEOUT = 120_000


@pytest.fixture(scope="session")
def browser(browser):
    """pytest-playwright's browser, whose every context (a test's own, made with
    ``browser.new_context``, as well as pytest-playwright's ``context``) waits up to two
    minutes for a page: a file's fixture that made its own context waited the default 30 s and
    failed every test of one game in a loaded CI run."""
    new_context = browser.new_context

    def patient_context(*args, **kwargs):
        context = new_context(*args, **kwargs)
        context.set_default_navigation_timeout(NAVIGATION_TIMEOUT)
        return context

    browser.new_context = patient_context
    return browser


@pytest.fixture(scope="session")
def shared_profile(browser_type, browser_type_launch_args, browser_context_args, tmp_path_factory):
    """One browser profile on disk for this worker's pages that need nothing of their own.
    Chromium keeps the scripts it compiled (V8's code cache) only in a profile on disk, never in
    the in-memory contexts ``browser.new_context`` makes: a dashboard page opened here after the
    first costs its browser about 0.8 CPU s less (of 2.5), and the full tier opens about a
    hundred of them. What the pages share is what one person's tabs share: cookies (the
    server's visitor cookie, so the session's server allows a visitor many kernels), storage
    and the HTTP cache; a test that needs its own (routes over the whole context, its own
    cookies, another device scale) keeps ``context`` or a context of its own."""
    profile = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("profile"), **browser_type_launch_args, **browser_context_args
    )
    profile.set_default_navigation_timeout(NAVIGATION_TIMEOUT)
    yield profile
    profile.close()


@pytest.fixture
def page(request, shared_profile):
    """A new tab of the shared profile (pytest-playwright's size, 1280 x 720), closed as a
    person closes it with every other tab the test opened there; a test that also asks for
    ``context`` (to route all its requests, say) gets its page in that context instead."""
    if "context" in request.fixturenames:
        yield request.getfixturevalue("context").new_page()
        return
    before = set(shared_profile.pages)
    tab = shared_profile.new_page()
    yield tab
    close_like_a_person(page for page in shared_profile.pages if page not in before)


@pytest.fixture(autouse=True)
def _close_pages_like_a_person(request):
    """Close each test's pages as a browser tab closes (beforeunload runs, so Voilà's shutdown
    beacon goes out) instead of tearing them down silently and leaving kernels behind.
    A test that asks for no page of pytest-playwright's (a server's answers over HTTP, or
    contexts of its own, which it closes) gets no context made for it, and no pause."""
    if "context" not in request.fixturenames:
        yield
        return
    context = request.getfixturevalue("context")
    yield
    close_like_a_person(context.pages)
