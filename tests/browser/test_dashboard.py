"""The game dashboard in a real browser: roll, move by clicking the board, step through the
explanation, undo; checking the text and the plot data the page shows at each point."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import board_data, click_element, load_scenario, open_dashboard, tab, where
from .support import GAME, screenshot

pytestmark = pytest.mark.browser

#: The dashboard's scroll container (Voila's panel, else the page) scrolled to its end.
SCROLL_TO_THE_END = """() => {
  const box = document.querySelector('.rx-explorer').closest('.lm-BoxPanel-child');
  (box || document.scrollingElement).scrollTop = 1e6;
}"""
#: True when the element is wholly inside the window.
IN_SIGHT = """(selector) => {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  return !!box && box.height > 0 && box.top >= -1 && box.bottom <= window.innerHeight + 1;
}"""


def test_roll_move_by_clicking_step_through_and_undo(page: Page):
    open_dashboard(page, GAME)
    screenshot(page, "dashboard-start")

    # Placement by clicking a gallery space on the board.
    click_element(page, "gallery:30")
    expect(page.locator(".rx-step-text")).to_contain_text("placed on space 30")
    assert where(page, "guest:red-1") is not None
    red_start = where(page, "guest:red-1")
    space_30 = where(page, "gallery:30")
    assert abs(red_start[0] - space_30[0]) < 1 and abs(red_start[1] - space_30[1]) < 1

    # A scenario with a roll of 4 waiting: move by clicking a guest, then the Ballroom.
    load_scenario(page, "The Ballroom wants an exact roll")
    before = where(page, "guest:red-1")
    click_element(page, "guest:red-1")
    # The selection is named in words (the guest's name on the board), not by its id.
    expect(page.locator(".rx-whynot-box")).to_contain_text("Selected Red guest 1")
    click_element(page, "room:ballroom")
    expect(page.locator(".rx-step-text")).to_contain_text("to the Ballroom with the 4")
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible()
    after = where(page, "guest:red-1")
    ballroom = where(page, "room:ballroom")
    assert after != before
    assert abs(after[0] - ballroom[0]) < 1.5 and abs(after[1] - ballroom[1]) < 1.5
    screenshot(page, "dashboard-moved")

    # Step back from the present: the shield step, the action's last, names its rule (by title;
    # the id is only an attribute) and is the one marked as shown.
    page.locator(".rx-step-prev").click()
    current = page.locator(".rx-step-text .rx-step-current")
    expect(current).to_have_attribute("data-step", "1")
    expect(current).to_have_attribute("data-rule", "hidden-castle.rooms.shields")
    expect(page.locator(".rx-step-text")).not_to_contain_text("hidden-castle.")
    expect(page.locator(".rx-step-text")).to_contain_text("from 21 to 18")
    screenshot(page, "dashboard-step")

    # Undo puts the guest back.
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet")
    page.wait_for_function(
        "([x, y]) => { const d = document.querySelector('.js-plotly-plot').data;"
        " const g = d.find(t => (t.customdata || []).includes('guest:red-1'));"
        " const i = Array.from(g.customdata).indexOf('guest:red-1');"
        " return Math.abs(g.x[i] - x) < 1e-6 && Math.abs(g.y[i] - y) < 1e-6; }",
        arg=list(before),
    )
    screenshot(page, "dashboard-undone")


def test_roll_the_die_and_see_why_a_move_is_forbidden(page: Page):
    open_dashboard(page, GAME)
    load_scenario(page, "Two guests, one space")
    page.locator(".rx-roll").click()  # the seeded die
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible()
    expect(page.locator(".rx-step-text")).to_contain_text("Red rolls")
    screenshot(page, "dashboard-rolled")

    load_scenario(page, "The Ballroom wants an exact roll")
    # The answer to a click is where the learner looks (issue 44): with the page scrolled down
    # to the move, the refusal (said above the explanation) is scrolled into sight.
    page.set_viewport_size({"width": 1366, "height": 500})
    forbidden = page.locator(".rx-action", has_text="Red guest 2 into the Ballroom")
    forbidden.scroll_into_view_if_needed()
    page.evaluate(SCROLL_TO_THE_END)
    assert page.locator(".rx-whynot-box").bounding_box()["y"] < 0, "the test needs it out of sight"
    forbidden.click()
    why = page.locator(".rx-whynot-box")
    expect(why).to_contain_text("Not allowed")
    page.wait_for_function(IN_SIGHT, arg=".rx-whynot", timeout=10_000)
    expect(why.locator('[data-rule="hidden-castle.rooms.exact"]')).to_be_visible()
    expect(why).not_to_contain_text("hidden-castle.")
    page.locator(".rx-whynot-rule").click()
    expect(page.locator('.rx-rulebook [data-section="hidden-castle.rooms.exact"]')).to_be_visible()
    screenshot(page, "dashboard-why-not")


def test_choose_the_ghost_and_walk_the_capture_with_the_keyboard(page: Page):
    open_dashboard(page, GAME)
    load_scenario(page, "Two guests, one space")
    page.locator(".rx-outcome", has_text="ghost").click()
    # Every Step of the action is listed; the one shown is marked as the current one.
    shown = ".rx-step-text .rx-step-current"
    expect(page.locator(shown)).to_have_attribute("data-step", "now")
    page.locator("body").click(position={"x": 5, "y": 5})  # focus the page, not a field
    page.keyboard.press("ArrowLeft")
    expect(page.locator(shown)).not_to_have_attribute("data-step", "now")
    page.keyboard.press("Escape")
    expect(page.locator(shown)).to_have_attribute("data-step", "now")
    page.locator('.rx-step-text [data-step="2"]').scroll_into_view_if_needed()
    expect(
        page.locator('.rx-step-text [data-step="2"][data-rule="hidden-castle.hugo.capture"]')
    ).to_be_visible()
    names = [t["name"] for t in board_data(page)]
    assert "highlight" in names
    screenshot(page, "dashboard-capture")
    page.keyboard.press("z")
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet")


def test_two_tabs_opened_one_after_the_other_both_show(page: Page):
    """Tabs are built on first opening; a second tab clicked while the first is being built
    still shows its panel (the tab bar is not rebuilt under the click)."""
    open_dashboard(page, GAME)
    tab(page, "Rulebook")
    tab(page, "Lab")
    expect(page.locator(".rx-lab-run")).to_be_visible()
    tab(page, "Rulebook")
    expect(page.locator(".rx-rulebook")).to_be_visible()
