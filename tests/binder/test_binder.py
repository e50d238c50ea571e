"""Binder's environment, rebuilt from binder/ alone, serves the landing page as Binder does.

repo2docker installs binder/requirements.txt from the repository root (with Python from
binder/runtime.txt), runs binder/postBuild if there is one, and starts a Jupyter server under
/user/<name>/; the README's link opens voila/render/notebooks/index.ipynb there. This test does
the same in a fresh virtual environment (pip's cache keeps it to about 20 s when the wheels are
already on the machine) and checks the page over HTTP and in the browser.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import time
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from explorer.figure import PLOTLY_FILE, PLOTLY_PATH, STATIC_ROUTE
from tests.browser.support import (
    REPO,
    free_port,
    load_script,
    screenshot,
    stop,
    wait_until_answers,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser]

BINDER = REPO / "binder"
SLUG = "escape-from-the-hidden-castle"
binder_local = load_script("binder_local")
BASE = binder_local.BASE


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    """A fresh virtual environment built from binder/ only; removed afterwards (~400 MB). Its
    packages are compiled as the server imports them (scripts/binder_local.py: the start-up
    time is the first-paint benchmark's to measure)."""
    root = tmp_path_factory.mktemp("binder")
    try:
        try:
            venv, env = binder_local.build(root, compile_bytecode=False)
        except binder_local.MissingPython as missing:
            pytest.skip(str(missing))
        yield venv, env, root
    finally:
        shutil.rmtree(root / "venv", ignore_errors=True)


@pytest.fixture(scope="module")
def binder_server(binder_env):
    """`jupyter lab` as Binder starts it: a base URL, no token, no password."""
    venv, env, root = binder_env
    port = free_port()
    log = root / "jupyter.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            binder_local.lab_command(venv, port),
            cwd=REPO,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}{BASE}"
    try:
        wait_until_answers(f"{url}api/status", process, log)
        yield url, log
    finally:
        # Jupyter Lab took the whole 20 s of `stop`'s grace on SIGTERM here (24 s of the full
        # tier's teardown); what it does on the way out is not Binder's to test.
        stop(process, timeout=3)


def test_binder_requirements_install_the_project():
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    assert "-e ." in lines  # with binder/, pyproject.toml is not installed on its own
    assert any(line.replace(" ", "").startswith("jsonschema<4.25") for line in lines)


def test_landing_page_renders_under_binder(binder_server, page: Page):
    binder_server, log = binder_server
    landing = f"{binder_server}voila/render/notebooks/index.ipynb"
    with urllib.request.urlopen(landing, timeout=120) as response:
        assert response.status == 200
        html = response.read().decode()
    assert "<title>Rules Explorer</title>" in html
    assert f"{SLUG}.ipynb" in html  # the card's link, in the rendered cell output

    page.goto(landing)
    expect(page.get_by_role("heading", level=1, name="Rules Explorer")).to_be_visible(
        timeout=60_000
    )
    card = page.locator(f'.rx-card[data-game="{SLUG}"]')
    expect(card).to_contain_text("2–8 players")
    screenshot(page, "binder-landing")
    # The relative link stays under Binder's base URL.
    card.get_by_role("link").click()
    expect(page).to_have_url(f"{binder_server}voila/render/notebooks/{SLUG}.ipynb")
    expect(page).to_have_title(re.compile("Escape from the Hidden Castle"))
    # Let the game's kernel finish its cell: a server stopped while a kernel starts takes long.
    _wait_for_idle_kernels(binder_server)
    screenshot(page, "binder-game")
    # binder/postBuild's culling of kernels whose page is gone is on.
    assert "Culling kernels with idle durations > 600 seconds" in log.read_text()


def _wait_for_idle_kernels(server: str, timeout: float = 90) -> None:
    """Under a full Jupyter server /api/kernels lists the kernels (Voilà alone has no list)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{server}api/kernels", timeout=10) as response:
            kernels = json.load(response)
        if kernels and all(k["execution_state"] == "idle" for k in kernels):
            return
        time.sleep(0.5)
    pytest.fail(f"kernels still busy after {timeout} s: {kernels}")


def test_binders_server_sends_kernel_messages_at_once(binder_env):
    # binder/postBuild names the kernel websocket connection that turns Nagle's algorithm off
    # (explorer/prompt_socket.py), as `make lab` does.
    venv, _, _ = binder_env
    config = json.loads((venv / "etc" / "jupyter" / "jupyter_server_config.json").read_text())
    assert (
        config["ServerApp"]["kernel_websocket_connection_class"]
        == "explorer.prompt_socket.PromptKernelConnection"
    )


def test_binders_server_sends_text_gzipped_across_the_internet(binder_server):
    # binder/postBuild turns compression on: a first visit downloads about a third the bytes.
    url, _ = binder_server
    plotly = f"{url}{STATIC_ROUTE}/{PLOTLY_FILE}"
    request = urllib.request.Request(plotly, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.headers.get("Content-Encoding") == "gzip"
        assert gzip.decompress(response.read()) == PLOTLY_PATH.read_bytes()
