"""WCAG 2.1 AA in the browser: axe-core (axe-playwright-python, axe 4.12) finds nothing on the
landing page and on every game's dashboard with each of its tabs opened in turn; the board has
a role, a name and a description; plotly's toolbar stays out of the Tab order; focus is seen."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

import rules
from explorer.chrome import text as chrome_text
from explorer.chrome import words

from .dashboard_page import open_dashboard, open_tab, tab_names, take_first_action
from .support import LANDING

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


@pytest.mark.parametrize("slug", rules.available_games())
def test_every_tab_of_the_dashboard_has_no_axe_violations(page: Page, slug: str):
    open_dashboard(page, game_url(slug))
    take_first_action(page)  # the explanation and the history have something to show
    found = {}
    for index, name in enumerate(tab_names(page)):
        open_tab(page, index)
        problems = violations(page)
        if problems:
            found[name] = problems
    assert found == {}


@pytest.mark.parametrize("slug", rules.available_games())
def test_the_board_is_a_named_figure_described_by_its_text(page: Page, slug: str):
    open_dashboard(page, game_url(slug))
    board = page.locator(".rx-board")
    expect(board).to_have_attribute("role", "figure")
    info = rules.load_game(slug).info
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


def test_the_loading_spinner_turns_in_steps_and_stands_still_for_less_motion(page: Page):
    # Only the page itself is let through: its scripts never run, so the spinner it shows
    # while it loads stays on screen (as on a slow machine) to be looked at.
    page.route(
        "**/*",
        lambda route: (
            route.continue_() if route.request.resource_type == "document" else route.abort()
        ),
    )
    seen = {}
    for motion in ("no-preference", "reduce"):
        page.emulate_media(reduced_motion=motion)
        page.goto(game_url("escape-from-the-hidden-castle"))
        spinner = page.locator("#loading .spinner")
        expect(spinner).to_be_visible()
        seen[motion] = spinner.evaluate(
            "s => { const c = getComputedStyle(s);"
            " return [c.animationName, c.animationTimingFunction]; }"
        )
    # A turn in eight steps asks for a new frame 4 times a second, not 60 (benchmarks/README.md).
    assert seen["no-preference"][0] == "rotation"
    assert seen["no-preference"][1].startswith("steps(8")
    assert seen["reduce"][0] == "none"
