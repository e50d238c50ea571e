"""The Oasis dashboard in a real browser: from the landing page, take a starting Companion by
clicking a Lair slot, step through, and switch "view as" between the teacher and a scout."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import board_data, click_element
from .support import LANDING, screenshot

pytestmark = pytest.mark.browser

_BOARD = (
    "(document.querySelector('.rx-board .js-plotly-plot')"
    " || document.querySelector('.js-plotly-plot'))"
)


def card_ids(page: Page) -> list[str]:
    trace = next(t for t in board_data(page) if t["name"] == "cards")
    return list(trace["customdata"] or [])


def test_oasis_click_a_lair_slot_step_through_and_view_as(page: Page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(LANDING)
    page.get_by_role("link", name="Oasis").click()
    page.wait_for_url("**/oasis.ipynb")
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=90_000)
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet", timeout=30_000)
    expect(page.locator(".rx-explorer h2")).to_contain_text("Oasis")
    expect(page.locator(".rx-example-note")).to_contain_text("Companions")
    ids = card_ids(page)
    assert "trail:0:0" in ids and "lair:0" in ids
    screenshot(page, "oasis-start")

    # Scout 1 takes a starting Companion from Lair slot 2 by clicking it.
    click_element(page, "lair:1")
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible()
    expect(page.locator(".rx-step-text")).to_contain_text("oasis.setup.starting-companion")
    page.wait_for_function(f"() => {_BOARD}.data.find(t => t.name === 'highlight').x.length === 2")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'cards').customdata"
        ".some(e => e.startsWith('hand:0:') && !/^hand:0:\\d/.test(e))"
    )
    screenshot(page, "oasis-recruited")

    # Scout 2 takes the deck's top Companion (a button); chance draws it (the roll button).
    page.locator(".rx-action", has_text="top Companion of the deck").filter(
        visible=True
    ).first.click()
    page.locator(".rx-roll").click()
    expect(page.locator(".rx-step-text")).to_contain_text("oasis.recruit.take")
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-step-text")).not_to_contain_text("oasis.recruit.take")
    page.locator(".rx-redo").click()
    expect(page.locator(".rx-step-text")).to_contain_text("oasis.recruit.take")

    # View as Scout 2: the other hands are face down; back to the teacher: all open.
    page.locator(".rx-viewer select").select_option(label="Scout 2")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'cards').text.includes('<b>?</b>')"
    )
    screenshot(page, "oasis-scout-2-view")
    page.locator(".rx-viewer select").select_option(label="Teacher (everything open)")
    page.wait_for_function(
        f"() => !{_BOARD}.data.find(t => t.name === 'cards').text.includes('<b>?</b>')"
    )
