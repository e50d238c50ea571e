"""Faults a class meets (issue 13, item 4): the kernel of an open page dies, the server
restarts, a page is left idle until its kernel is culled. Each time the page says what happened
and offers a reload (explorer/connection.py), and the reload gives a working dashboard again.
A server of this module's own (scripts/serve.sh), with a short idle time."""

from __future__ import annotations

import signal

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from explorer.chrome import Chrome
from explorer.connection import TEXTS, ConnectionWatch

from .server_support import BANNER, DASHBOARD, WATCH, OwnServer, kernel_id_of, wait_for
from .support import screenshot

pytestmark = pytest.mark.browser

#: A page with no click for this long loses its kernel here (30 minutes as `make serve` runs).
IDLE_SECONDS = 25


@pytest.fixture(scope="module")
def fault_server(tmp_path_factory):
    log = tmp_path_factory.mktemp("faults") / "voila.log"
    server = OwnServer(log, env={"IDLE_TIMEOUT": str(IDLE_SECONDS), "CULL_INTERVAL": "3"})
    try:
        yield server.start()
    finally:
        server.stop()


def _open(context: BrowserContext, server: OwnServer) -> tuple[Page, str]:
    page = context.new_page()
    page.goto(f"{server.url}{DASHBOARD}")
    expect(page.locator(WATCH)).to_be_attached(timeout=90_000)
    expect(page.locator(BANNER)).to_be_hidden()
    return page, kernel_id_of(page)


def _expect_message(page: Page, finding: str, timeout: float = 60_000) -> None:
    banner = page.locator(f'{BANNER}[data-connection="{finding}"]')
    expect(banner).to_be_visible(timeout=timeout)
    expect(banner).to_have_attribute("role", "alert")
    screenshot(page, f"fault-{finding}")


def _reload_works(page: Page) -> None:
    """The way back: the banner's button reloads; the new page has a kernel and no message."""
    old = kernel_id_of(page)
    page.get_by_role("button", name="Reload the page").click()
    expect(page.locator(WATCH)).to_be_attached(timeout=90_000)
    expect(page.locator(BANNER)).to_be_hidden()
    assert kernel_id_of(page) != old


def test_the_page_says_when_its_kernel_dies_and_reloads(fault_server, context):
    page, kernel_id = _open(context, fault_server)
    fault_server.kernel_process(kernel_id).send_signal(signal.SIGKILL)
    _expect_message(page, "stopped", timeout=30_000)
    expect(page.locator(BANNER)).to_contain_text("its kernel ended")
    expect(page.locator(BANNER)).to_contain_text("Files tab")
    # Not restarted behind the page's back: the server let it go.
    wait_for(lambda: not fault_server.kernel_processes_with(kernel_id), 30, "kernel restarted")
    _reload_works(page)


def test_the_page_says_when_it_was_left_idle_until_culled(fault_server, context):
    page, kernel_id = _open(context, fault_server)
    _expect_message(page, "gone", timeout=1000 * (IDLE_SECONDS + 60))
    expect(page.locator(BANNER)).to_contain_text("closed after a long pause")
    assert "Culling kernel " + kernel_id in fault_server.log.read_text()
    _reload_works(page)


def test_the_page_says_when_the_server_restarts_and_reloads(fault_server, context):
    page, _ = _open(context, fault_server)
    fault_server.stop()
    _expect_message(page, "unreachable", timeout=30_000)
    expect(page.get_by_role("button", name="Reload the page")).to_be_hidden()
    fault_server.start()
    _expect_message(page, "gone", timeout=60_000)
    _reload_works(page)


def test_the_messages_come_with_the_page_in_its_language():
    """The page cannot ask a dead kernel for words: they are in the widget, in the dashboard's
    language, and follow the language switch."""
    chrome = Chrome(("en", "pt"), "en")
    watch = ConnectionWatch(chrome)
    assert set(watch.texts) == set(TEXTS)
    assert watch.texts["reload"] == "Reload the page"
    chrome.set_language("pt")
    assert watch.texts["reload"] == "Recarregar a página"
    assert "aba Arquivos" in watch.texts["way_back"]
