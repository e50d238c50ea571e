"""Every game's dashboard walked once, tab by tab, as a learner who opens each tab after a
first move: on every tab axe-core (axe-playwright-python, axe 4.12) finds nothing, and
nothing of the page was asked of another host (a class network may have no internet); the
board is a figure named after the game and described by its text. One walk per game serves
all three checks: each walk costs a page, a kernel and every panel built."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from playwright.sync_api import Browser, expect

import rules
from explorer.chrome import text as chrome_text
from explorer.chrome import words

from .dashboard_page import open_dashboard, open_tab, tab_names, take_first_action
from .support import refuse_other_hosts
from .test_accessibility import game_url, violations

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module", params=rules.available_games())
def walked(request, browser: Browser, browser_context_args: dict, base_url: str):
    """A game's dashboard after its first move and a visit of every tab: axe's findings on
    each tab, the requests that left the server, and the page as the walk left it."""
    slug = request.param
    context = browser.new_context(**browser_context_args)
    context.set_default_navigation_timeout(120_000)
    outside = refuse_other_hosts(context, base_url)
    page = context.new_page()
    try:
        open_dashboard(page, game_url(slug))
        take_first_action(page)  # the explanation and the history have something to show
        found = {}
        for index, name in enumerate(tab_names(page)):
            open_tab(page, index)
            problems = violations(page)
            if problems:
                found[name] = problems
        page.wait_for_load_state("networkidle")
        yield SimpleNamespace(slug=slug, page=page, violations=found, outside=outside)
    finally:
        page.close(run_before_unload=True)  # Voilà's beacon frees the kernel
        context.close()


def test_every_tab_of_the_dashboard_has_no_axe_violations(walked):
    assert walked.violations == {}


def test_a_dashboard_with_every_tab_opened_asks_nothing_of_other_hosts(walked):
    assert walked.outside == []
    # The icon font Voilà's template took from a CDN now comes from this server.
    sheets = walked.page.evaluate(
        "() => [...document.styleSheets].map(s => s.href).filter(Boolean)"
    )
    assert any("/voila/templates/rx/static/fontawesome/css/all.min.css" in s for s in sheets)


def test_the_board_is_a_named_figure_described_by_its_text(walked):
    page = walked.page
    board = page.locator(".rx-board")
    expect(board).to_have_attribute("role", "figure")
    info = rules.load_game(walked.slug).info
    language = info.languages[0]  # the language the dashboard opens in
    expect(board).to_have_attribute(
        "aria-label", chrome_text("access-board", language, game=words(info.title, language))
    )
    described = board.get_attribute("aria-describedby")
    text = page.locator(f"[id='{described}']")
    expect(text).to_have_class(re.compile(r"\brx-board-text\b"))
    assert len(text.inner_text()) > 40  # the game's whole text description
    # The drawing itself is not read piece by piece: its text says it all.
    assert page.locator(".rx-board svg.main-svg:not([aria-hidden=true])").count() == 0
    # The explorer is the page's main landmark, named after the game.
    expect(page.locator(".rx-explorer")).to_have_attribute("role", "main")
