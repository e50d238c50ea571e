"""Under JupyterLab (`make lab`, and Binder through its postBuild) each dashboard's page is made
before anyone asks for it (explorer/page_pool.py): a visitor's page comes from a kernel that has
already run the notebook, and works like any other; JupyterLab's own kernels stay ordinary."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest
from jupyter_server.serverapp import ServerApp
from playwright.sync_api import Page, expect
from traitlets import TraitError

from tests.real_voila import real_voila

from .server_support import kernel_id_of, raw_request, wait_for
from .support import (
    GAME,
    REPO,
    free_port,
    load_script,
    refuse_other_hosts,
    stop,
    wait_until_answers,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser]

GAME_NOTEBOOK = "notebooks/escape-from-the-hidden-castle.ipynb"


lab_options = load_script("lab_options").lab_options


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """`jupyter lab` as `make lab` starts it, without a token, with a configuration of its own."""
    root = tmp_path_factory.mktemp("lab")
    log = root / "jupyter.log"
    port = free_port()
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(root / "config"),
        "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
    }
    command = [
        str(Path(sys.executable).parent / "jupyter"),
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--IdentityProvider.token=",
        "--allow-root",
        *lab_options(),
    ]
    with log.open("w") as out:
        process = subprocess.Popen(command, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until_answers(f"{url}api/status", process, log)
        yield url, log
    finally:
        stop(process)


def kernels(url: str) -> list[dict]:
    with urllib.request.urlopen(f"{url}api/kernels", timeout=10) as response:
        return json.load(response)


def made(log: Path, notebook: str) -> bool:
    return f"Kernel pool of {notebook} is filled" in log.read_text()


def test_the_pages_are_made_one_after_another_the_landing_page_first(lab):
    _, log = lab
    wait_for(lambda: made(log, GAME_NOTEBOOK), 120, "the game's page was never made")
    made_in_order = re.findall(r"Kernel pool of (\S+) is filled", log.read_text())
    assert made_in_order[0] == "notebooks/index.ipynb"
    assert GAME_NOTEBOOK in made_in_order


def test_a_game_page_comes_from_a_kernel_that_already_ran_it(lab, page: Page):
    url, log = lab
    wait_for(lambda: made(log, GAME_NOTEBOOK), 120, "the game's page was never made")
    # Its kernel has run the notebook (idle) before the page is asked for.
    wait_for(
        lambda: kernels(url) and all(k["execution_state"] == "idle" for k in kernels(url)),
        120,
        "the kernels made in advance never became idle",
    )
    before = {kernel["id"] for kernel in kernels(url)}
    page.goto(url + GAME)
    kernel_id = kernel_id_of(page)
    assert kernel_id in before
    assert f"Using pre-heated kernel: {kernel_id} for {GAME_NOTEBOOK}" in log.read_text()
    # The page is live: its first action reaches the kernel and the board answers.
    expect(page.locator(".js-plotly-plot .scatterlayer path.point").first).to_be_visible(
        timeout=60_000
    )
    page.locator(".rx-action-go").click()
    expect(page.locator(".rx-undo")).to_be_enabled(timeout=30_000)
    # A page taken is made again for the next visitor.
    wait_for(
        lambda: len({k["id"] for k in kernels(url)} - before) >= 1,
        60,
        "the game's page was not made again after it was taken",
    )


def test_a_game_page_under_jupyterlab_asks_nothing_of_other_hosts(lab, page: Page):
    # A Jupyter server's settings name no MathJax, so Voilà's page asked cdnjs for it
    # (explorer/page_config.py); every other asset comes from the server as under Voilà.
    url, _ = lab
    outside = refuse_other_hosts(page, url)
    page.goto(url + GAME)
    expect(page.locator(".js-plotly-plot .scatterlayer path.point").first).to_be_visible(
        timeout=60_000
    )
    page.locator(".rx-action-go").click()
    expect(page.locator(".rx-undo")).to_be_enabled(timeout=30_000)
    page.wait_for_load_state("networkidle")
    assert outside == []


def test_jupyterlabs_own_kernels_are_ordinary(lab):
    url, _ = lab
    before = {kernel["id"] for kernel in kernels(url)}
    # As JupyterLab's page asks: its XSRF token as a cookie and a header.
    headers = {
        "Content-Type": "application/json",
        "Cookie": "_xsrf=0123456789abcdef",
        "X-XSRFToken": "0123456789abcdef",
    }
    status, _, body = raw_request(url, "api/kernels", method="POST", headers=headers, body=b"{}")
    assert status == 201
    kernel_id = json.loads(body)["id"]
    try:
        assert kernel_id not in before  # started for this request, not taken from a pool
        assert kernel_id in {kernel["id"] for kernel in kernels(url)}
    finally:
        raw_request(url, f"api/kernels/{kernel_id}", method="DELETE", headers=headers)


@pytest.fixture
def preheated_pages():
    """The kernel manager class (it imports Voilà, which the repository's voila.py shadows)."""
    real_voila()
    from explorer.page_pool import PreheatedPages

    return PreheatedPages


def test_the_landing_page_is_made_first_and_checkpoints_never(tmp_path, preheated_pages):
    for name in ("index", "zeta", "alpha"):
        (tmp_path / "notebooks").mkdir(exist_ok=True)
        (tmp_path / "notebooks" / f"{name}.ipynb").touch()
    (tmp_path / "notebooks" / ".ipynb_checkpoints").mkdir()
    (tmp_path / "notebooks" / ".ipynb_checkpoints" / "alpha-checkpoint.ipynb").touch()
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "empty.ipynb").touch()
    manager = preheated_pages(parent=ServerApp(root_dir=str(tmp_path)))
    assert manager.pooled_notebooks() == [
        "notebooks/index.ipynb",
        "notebooks/alpha.ipynb",
        "notebooks/zeta.ipynb",
    ]
    manager.notebooks = ["notebooks/*.ipynb", "benchmarks/*.ipynb"]
    assert manager.pooled_notebooks()[:2] == ["notebooks/index.ipynb", "benchmarks/empty.ipynb"]


def test_without_the_server_extension_no_page_is_made(tmp_path, preheated_pages):
    manager = preheated_pages(parent=ServerApp(root_dir=str(tmp_path)))
    with pytest.raises(RuntimeError, match=r"explorer\.page_pool server extension"):
        manager._notebook_renderer_factory(GAME_NOTEBOOK)


def test_kernels_still_starting_are_left_out_of_the_list(tmp_path, preheated_pages):
    """JupyterLab polls the kernel list while pages are made: a kernel still starting (no last
    activity yet) must not fail the whole list."""
    from jupyter_server._tz import utcnow

    manager = preheated_pages(parent=ServerApp(root_dir=str(tmp_path)))
    starting = SimpleNamespace(kernel_name="python3", execution_state="starting")
    started = SimpleNamespace(kernel_name="python3", execution_state="idle", last_activity=utcnow())

    class Unset:  # reading the trait before it is set raises, as a real kernel manager's does
        kernel_name = "python3"

        @property
        def last_activity(self):
            raise TraitError("expected a datetime, not the NoneType None")

    manager._kernels = {"a": starting, "b": started, "c": Unset()}
    assert [model["id"] for model in manager.list_kernels()] == ["b"]
