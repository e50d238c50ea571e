"""Issue 12 in a real browser: after an action the board says "Now" and shows the present; a
Step's number shows that Step with "step 2 of N" written on the board; the live region tells a
screen reader each Step and each new turn; a turn and its explanation from the keyboard alone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import load_scenario, open_dashboard, tab
from .support import GAME

pytestmark = pytest.mark.browser

#: Where the screenshots of issue 12 go for people to look at (not kept in the repository).
SHOTS = Path(os.environ.get("RX_SHOTS", "/tmp/shots12"))


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png")


def board_badge(page: Page):
    return page.locator(".rx-board .annotation-text").first


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_board_shows_now_and_a_chosen_step_says_which(page: Page, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_dashboard(page, GAME)
    load_scenario(page, "Two guests, one space")
    page.locator(".rx-outcome", has_text="ghost").click()
    expect(board_badge(page)).to_contain_text("Now · after")
    steps = page.locator(".rx-step-list button")
    expect(steps.last).to_have_attribute("aria-current", "step")
    total = steps.count() - 1
    assert total >= 4
    shot(page, f"castle-ghost-now-{size[0]}")

    steps.nth(1).click()
    expect(board_badge(page)).to_contain_text(f"step 2 of {total}")
    expect(steps.nth(1)).to_have_attribute("aria-current", "step")
    expect(page.locator('[aria-live="polite"]').first).to_contain_text(f"Step 2 of {total}")
    shot(page, f"castle-ghost-step-2-{size[0]}")

    page.locator(".rx-step-now").click()
    expect(board_badge(page)).to_contain_text("Now · after")


def test_a_turn_and_its_explanation_from_the_keyboard(page: Page):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, GAME)
    load_scenario(page, "Two guests, one space")
    live = page.locator('[aria-live="polite"]').first
    roll = page.locator(".rx-roll")
    roll.focus()
    page.keyboard.press("Enter")  # the seeded die, from the keyboard
    expect(board_badge(page)).to_contain_text("Now · after")
    expect(live).to_contain_text("Roll")
    page.keyboard.press("ArrowLeft")  # back through the Steps of the roll
    expect(board_badge(page)).to_contain_text("Looking back")
    expect(live).to_contain_text("Step")
    # The Steps' numbers are buttons: Tab reaches them, Enter shows one.
    first = page.locator(".rx-step-list button").first
    first.focus()
    page.keyboard.press("Enter")
    expect(board_badge(page)).to_contain_text("step 1 of")
    page.keyboard.press("Escape")
    expect(board_badge(page)).to_contain_text("Now · after")
    expect(live).to_contain_text("Back to now")
    shot(page, "castle-keyboard-turn-1366")
    # In a list (here the history) left and right still walk the Steps.
    tab(page, "History")
    page.locator(".rx-history select").focus()
    page.keyboard.press("ArrowLeft")
    expect(board_badge(page)).to_contain_text("Looking back")
