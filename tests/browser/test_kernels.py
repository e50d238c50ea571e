"""A closed page leaves no kernel behind (Voilà issue #1458, shared/STACK.md)."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import BrowserContext

from .support import GAME, LANDING

pytestmark = pytest.mark.browser


def _wait(condition, timeout: float, message: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(message)
        time.sleep(0.25)


@pytest.mark.parametrize("path", [LANDING, GAME], ids=["landing", "game"])
def test_closing_the_page_shuts_its_kernel_down(context: BrowserContext, voila_server, path):
    # 0 without preheated kernels; with a pool, its idle kernels stay (one per notebook).
    idle = voila_server.steady_kernel_count()
    page = context.new_page()
    page.goto(path)
    kernel_id = json.loads(page.locator("#jupyter-config-data").text_content())["kernelId"]
    # The page's widget manager opens the kernel's websocket and, right then, registers the
    # beforeunload handler that sends Voilà's shutdown beacon.
    _wait(
        lambda: voila_server.kernel_model(kernel_id).get("connections", 0) > 0,
        90,
        "the page never connected to its kernel",
    )
    page.wait_for_timeout(500)

    page.close(run_before_unload=True)  # as a browser closes a tab

    _wait(
        lambda: not voila_server.kernel_model(kernel_id),
        30,
        "the closed page's kernel still runs",
    )
    assert voila_server.steady_kernel_count() == idle
