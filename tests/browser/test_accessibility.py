"""WCAG 2.1 AA in the browser: axe-core (axe-playwright-python, axe 4.12) finds nothing on the
landing page and on the opening screen; plotly's toolbar stays out of the Tab order; focus is
seen. Each dashboard's tabs under axe, and its board's name and description, are checked in
test_every_tab.py, on one walk of each dashboard."""

from __future__ import annotations

import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

import rules
from explorer.chrome import words

from .dashboard_page import open_dashboard
from .support import LANDING, REPO

pytestmark = pytest.mark.browser

AXE = Axe()


def game_url(slug: str) -> str:
    return f"voila/render/notebooks/{slug}.ipynb"


def violations(page: Page) -> list[str]:
    """axe's violations on the page as shown now, one line each (rule, impact, where)."""
    found = AXE.run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {', '.join(str(n['target']) for n in v['nodes'][:5])}"
        for v in found
    ]


def test_landing_page_has_no_axe_violations(page: Page):
    page.goto(LANDING)
    expect(page.locator(".rx-card").first).to_be_visible(timeout=60_000)
    assert violations(page) == []


def test_tab_from_the_top_never_stops_in_the_plotly_toolbar(page: Page):
    slug = "escape-from-the-hidden-castle"  # a board that keeps plotly's toolbar
    open_dashboard(page, game_url(slug))
    page.locator(".rx-board").hover()  # plotly shows the toolbar on hover
    expect(page.locator(".rx-board .modebar-btn").first).to_be_attached()
    assert page.locator(".rx-board .modebar-btn:not([tabindex='-1'])").count() == 0
    assert page.locator(".rx-board .modebar a:not([aria-label])").count() == 0
    assert page.locator(".rx-board a[href*='plotly.com']").count() == 0  # no logo link
    stops = []
    for _ in range(8):
        page.keyboard.press("Tab")
        stops.append(page.evaluate("() => !!document.activeElement.closest('.rx-board')"))
    assert stops == [False] * 8


def test_the_focus_ring_is_thick_and_dark(page: Page):
    open_dashboard(page, game_url("escape-from-the-hidden-castle"))
    for _ in range(40):  # Tab (the keyboard: :focus-visible applies) to the first button
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('.rx-explorer button')"):
            break
    else:
        pytest.fail("Tab never reached a button of the dashboard")
    ring = page.evaluate(
        "() => { const s = getComputedStyle(document.activeElement);"
        " return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; }"
    )
    assert ring == ["solid", 3.0, "rgb(11, 61, 145)"]  # #0B3D91: 11:1 on white


LOADING_WORDS = json.loads(
    (REPO / "share/jupyter/voila/templates/rx/loading_words.json").read_text(encoding="utf-8")
)


def open_and_stop_before_the_scripts(page: Page, slug: str) -> None:
    """Open a game's page letting through only the page itself: its own scripts never load,
    so the opening screen stays on screen (as on a slow device or a busy server) to be read."""
    page.route(
        "**/*",
        lambda route: (
            route.continue_() if route.request.resource_type == "document" else route.abort()
        ),
    )
    page.goto(game_url(slug))


@pytest.mark.parametrize(
    ("slug", "language"), [("escape-from-the-hidden-castle", "en"), ("o-inconsciente", "pt")]
)
def test_a_page_that_opens_names_its_game_and_its_progress_in_the_game_language(
    page: Page, slug: str, language: str
):
    open_and_stop_before_the_scripts(page, slug)
    said = LOADING_WORDS[language]
    screen = page.locator("#rx-loading")
    expect(screen).to_be_visible()
    expect(screen).to_have_attribute("role", "status")  # read out as it changes
    expect(screen).to_have_attribute("lang", language)
    name = words(rules.load_game(slug).info.title, language)
    expect(screen.locator(".rx-loading-title")).to_have_text(said["opening"].format(name=name))
    # The page has arrived and Voilà has reported its cell: the second of three steps.
    expect(screen.locator(".rx-loading-step")).to_have_text(said["steps"][1])
    bar = screen.locator("progress")
    expect(bar).to_have_attribute("aria-label", said["progress"])
    assert bar.evaluate("b => [b.value, b.max]") == [2, 3]
    # No note about a busy server yet, no jargon of the notebook machinery, nothing that moves.
    expect(screen.locator(".rx-loading-slow")).to_be_hidden()
    shown = page.locator("body").inner_text()
    assert "Executing" not in shown and "Loading widget" not in shown
    assert page.evaluate("() => document.getAnimations().length") == 0
    assert violations(page) == []


def test_a_page_that_opens_slowly_says_the_server_may_be_busy(page: Page):
    page.clock.install()
    open_and_stop_before_the_scripts(page, "escape-from-the-hidden-castle")
    note = page.locator("#rx-loading .rx-loading-slow")
    expect(note).to_be_hidden()
    page.clock.fast_forward(11_000)  # more than the 10 s a page may take before the note
    expect(note).to_have_text(LOADING_WORDS["en"]["slow"])
    expect(note).to_be_visible()
    assert violations(page) == []


def test_the_opening_screen_goes_once_the_dashboard_is_drawn(page: Page):
    open_dashboard(page, game_url("escape-from-the-hidden-castle"))
    expect(page.locator("#rx-loading")).to_have_count(0)
    expect(page.locator("#rendered_cells")).not_to_have_attribute("aria-busy", "true")
    # Nothing covers the dashboard: the first action's button is what a click there reaches.
    go = page.locator(".rx-action-go")
    box = go.bounding_box()
    hit = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('.rx-action-go') !== null",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    assert hit
