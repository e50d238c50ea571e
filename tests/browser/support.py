"""Helpers shared by the browser and Binder tests: Chromium, free ports, waiting for servers."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import random
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil
import pytest
from playwright.sync_api import Error as PlaywrightError

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
LANDING = "voila/render/notebooks/index.ipynb"
GAME = "voila/render/notebooks/escape-from-the-hidden-castle.ipynb"

# Debian's chromium, launched by Playwright (no browser download, see shared/STACK.md). The
# background-networking flags stop Chromium calling home, which this machine's network refuses.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def load_script(name: str):
    """A module of scripts/ (a folder of programs, not a package), imported from its file."""
    spec = importlib.util.spec_from_file_location(
        f"scripts_{name}", REPO / "scripts" / f"{name}.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def chromium_path() -> str:
    """Debian's chromium; skips (fails in CI) when it is not installed."""
    path = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        message = "chromium is not installed: apt-get install -y chromium (.ci/run does it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


#: Where the tests' servers take their ports: below the system's ephemeral range (32768 and
#: up on Linux), from which every socket bound to "any port" gets one. A port the system
#: picks (scripts/local_server.py) was free when picked, and a kernel's ZeroMQ socket of
#: another test worker could take it before the server started (seen once with two workers:
#: the test read ZeroMQ's greeting as the server's answer). Each worker has a slice of its own.
PORTS_FROM, PORTS_PER_WORKER = 20_000, 500


def free_port() -> int:
    """A port of 127.0.0.1 no one listens on now, in this test worker's own slice."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    low = PORTS_FROM + PORTS_PER_WORKER * (int(worker) if worker.isdigit() else 0)
    for port in random.sample(range(low, low + PORTS_PER_WORKER), PORTS_PER_WORKER):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port of 127.0.0.1 from {low} to {low + PORTS_PER_WORKER - 1}")


def launch_args(base: dict) -> dict:
    return {**base, "executable_path": chromium_path(), "args": CHROMIUM_ARGS}


def wait_until_answers(url: str, process: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    """Poll ``url`` until it answers (any HTTP status), or fail with the server's log."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"server exited with {process.returncode}:\n{log.read_text()[-4000:]}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except urllib.error.HTTPError:
            return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    pytest.fail(f"server did not answer {url} within {timeout} s:\n{log.read_text()[-4000:]}")


def stop(process: subprocess.Popen, timeout: float = 20) -> None:
    """SIGTERM (the server then shuts its kernels down), SIGKILL if it hangs; then kill any of
    its kernels still running (they run in sessions of their own, so they could outlive it)."""
    try:
        children = psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        children = []
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
    for child in children:
        with contextlib.suppress(psutil.NoSuchProcess):
            child.kill()


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot under tests/browser/screenshots/ for people to look at."""
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=path, full_page=True)
    return path


def refuse_other_hosts(context, own_url: str) -> list[str]:
    """Abort every request of ``context`` (a browser context, or one page: a tab of the shared
    profile routes only its own requests) that leaves the server at ``own_url`` (as a class
    network without internet would) and return the list their URLs are added to."""
    left: list[str] = []

    def route(request_route, request) -> None:
        url = request.url
        if url.startswith(own_url) or url.startswith(("data:", "blob:")):
            request_route.continue_()
        else:
            left.append(url)
            request_route.abort()

    context.route("**/*", route)
    return left


def close_like_a_person(pages) -> None:
    """Close ``pages`` as a browser tab closes (beforeunload runs, so Voilà's shutdown beacon
    goes out) instead of tearing them down silently and leaving kernels behind."""
    pages = [page for page in pages if not page.is_closed()]
    for page in pages:
        with contextlib.suppress(PlaywrightError):  # already closing
            page.close(run_before_unload=True)
    if pages:
        time.sleep(0.3)  # let the beacons leave before the context goes
