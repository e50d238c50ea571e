"""Offline: a class network may have no internet, so every asset of every page comes from the
server. Any request to another host fails the test (and is refused, as such a network would).
Each dashboard with every tab opened is checked in test_every_tab.py."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .dashboard_page import open_dashboard
from .support import LANDING, refuse_other_hosts

pytestmark = pytest.mark.browser

TYPESETTER = "/voila/labextensions/rules-explorer/static/no-typesetting.js"


@pytest.fixture
def outside(context: BrowserContext, base_url: str) -> list[str]:
    """The URLs of every request that left the server (each one aborted)."""
    return refuse_other_hosts(context, base_url)


def test_the_landing_page_asks_nothing_of_other_hosts(page: Page, outside: list[str]):
    page.goto(LANDING)
    expect(page.locator(".rx-card").first).to_be_visible(timeout=60_000)
    page.wait_for_load_state("networkidle")
    assert outside == []


def test_a_dashboard_page_typesets_nothing_and_loads_no_mathjax(page: Page, outside: list[str]):
    # explorer/page_config.py: the page's MathJax is this server's typesetter that does nothing.
    answers: list[int] = []
    page.on("response", lambda r: TYPESETTER in r.url and answers.append(r.status))
    open_dashboard(page, "voila/render/notebooks/escape-from-the-hidden-castle.ipynb")
    page.wait_for_load_state("networkidle")
    assert answers and answers[0] in (200, 304)
    assert page.evaluate("() => typeof window.MathJax.Hub.Queue") == "function"
    assert page.evaluate("() => window.MathJax.version === undefined")  # not MathJax itself
    assert outside == []
