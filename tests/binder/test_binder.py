"""Binder's environment, rebuilt from binder/ alone, serves the landing page as Binder does.

repo2docker installs binder/requirements.txt from the repository root (with Python from
binder/runtime.txt), runs binder/postBuild if there is one, and starts a Jupyter server under
/user/<name>/; the README's link opens voila/render/notebooks/index.ipynb there. This test does
the same in a fresh virtual environment (pip's cache keeps it to about 20 s when the wheels are
already on the machine) and checks the page over HTTP and in the browser.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import REPO, free_port, screenshot, stop, wait_until_answers

pytestmark = [pytest.mark.slow, pytest.mark.browser]

BINDER = REPO / "binder"
BASE = "/user/x/"
SLUG = "escape-from-the-hidden-castle"


def _python_from_runtime() -> str:
    """The interpreter binder/runtime.txt names (python-3.11 -> python3.11)."""
    runtime = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+\.\d+)", runtime)
    assert match, f"binder/runtime.txt: expected python-X.Y, got {runtime!r}"
    version = match.group(1)
    if f"{sys.version_info.major}.{sys.version_info.minor}" == version:
        return sys.executable
    found = shutil.which(f"python{version}")
    if found is None:
        pytest.skip(f"python{version} (binder/runtime.txt) is not installed")
    return found


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    """A fresh virtual environment built from binder/ only; removed afterwards (~400 MB)."""
    root = tmp_path_factory.mktemp("binder")
    venv = root / "venv"
    subprocess.run([_python_from_runtime(), "-m", "venv", str(venv)], check=True)
    env = {
        **os.environ,
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "VIRTUAL_ENV": str(venv),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        # A server of its own: no user config, no runtime files shared with other servers.
        "JUPYTER_CONFIG_DIR": str(root / "config"),
        "JUPYTER_DATA_DIR": str(root / "data"),
        "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
    }
    env.pop("PYTHONPATH", None)
    try:
        requirements = str(BINDER / "requirements.txt")
        subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r", requirements],
            cwd=REPO,  # as repo2docker does: "-e ." is the repository
            env=env,
            check=True,
        )
        post_build = BINDER / "postBuild"
        if post_build.exists():
            assert os.access(post_build, os.X_OK), "binder/postBuild must be executable"
            subprocess.run([str(post_build)], cwd=REPO, env=env, check=True)
        yield venv, env, root
    finally:
        shutil.rmtree(venv, ignore_errors=True)


@pytest.fixture(scope="module")
def binder_server(binder_env):
    """`jupyter lab` as Binder starts it: a base URL, no token, no password."""
    venv, env, root = binder_env
    port = free_port()
    log = root / "jupyter.log"
    command = [
        str(venv / "bin" / "jupyter"),
        "lab",
        "--no-browser",
        f"--ServerApp.base_url={BASE}",
        "--ServerApp.token=",
        "--ServerApp.password=",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")  # CI runs as root; Binder does not
    with log.open("w") as out:
        process = subprocess.Popen(command, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}{BASE}"
    try:
        wait_until_answers(f"{url}api/status", process, log)
        yield url, log
    finally:
        stop(process)


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
