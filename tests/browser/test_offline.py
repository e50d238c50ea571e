"""Offline: a class network may have no internet, so every asset of every page comes from the
server. Any request to another host fails the test (and is refused, as such a network would)."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import rules

from .dashboard_page import open_dashboard, open_tab, tab_names, take_first_action
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


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_dashboard_with_every_tab_opened_asks_nothing_of_other_hosts(
    page: Page, outside: list[str], slug: str
):
    open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
    take_first_action(page)
    for index in range(len(tab_names(page))):
        open_tab(page, index)
    page.wait_for_load_state("networkidle")
    assert outside == []
    # The icon font Voilà's template took from a CDN now comes from this server.
    sheets = page.evaluate("() => [...document.styleSheets].map(s => s.href).filter(Boolean)")
    assert any("/voila/templates/rx/static/fontawesome/css/all.min.css" in s for s in sheets)


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
