"""The Vrienden dashboard in a real browser: from the landing page, take energy by clicking the
board, step through, undo, and switch "view as" between the teacher and a player."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import board_data, click_element
from .support import LANDING, screenshot

pytestmark = pytest.mark.browser


def karma_texts(page: Page) -> list[str]:
    return page.evaluate(
        "() => Array.from((document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".find(t => t.name === 'karma').text)"
    )


def energy_ids(page: Page) -> list[str]:
    trace = next(t for t in board_data(page) if t["name"] == "energies")
    return list(trace["customdata"] or [])


def test_vrienden_take_step_through_undo_and_view_as(page: Page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(LANDING)
    page.get_by_role("link", name="Vrienden").click()
    page.wait_for_url("**/vrienden.ipynb")
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=90_000)
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet", timeout=30_000)
    expect(page.locator(".rx-explorer h2")).to_contain_text("Vrienden")
    assert len([e for e in energy_ids(page) if e.startswith("flow:")]) == 9
    screenshot(page, "vrienden-start")

    # Seed 0, two players: flow 1 shows black first; taking that black alone is allowed.
    data = board_data(page)
    flows = next(t for t in data if t["name"] == "energies")
    assert "flow:1:1" in flows["customdata"]
    click_element(page, "flow:1:1")
    expect(page.locator(".rx-whynot-box")).to_contain_text("Selected Black energy")
    click_element(page, "bubble:0:1")
    # The take's Steps are listed, the present marked; Previous shows the last Step; the first
    # names the take rule and the second the energy going into the bubbles.
    expect(page.locator('.rx-step-text [data-rule="vrienden.receive.take"]')).to_be_visible()
    current = page.locator(".rx-step-text .rx-step-current")
    expect(current).to_have_attribute("data-step", "now")
    page.locator(".rx-step-prev").click()
    expect(current).not_to_have_attribute("data-step", "now")
    expect(page.locator('.rx-step-text [data-step="1"]')).to_contain_text("bhagya bubbles")
    page.wait_for_function(
        "() => (document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".find(t => t.name === 'energies').customdata.includes('bubble:0:1')"
    )
    screenshot(page, "vrienden-taken")

    # Undo: the energy is back on the flow, no bubble holds anything.
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet")
    page.wait_for_function(
        "() => !(document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".find(t => t.name === 'energies').customdata.some(e => e.startsWith('bubble:'))"
    )

    # View as Player 1: six karma tokens face down; back to the teacher: all open.
    assert "<b>?</b>" not in karma_texts(page)
    page.locator(".rx-viewer select").select_option(label="Player 1")
    page.wait_for_function(
        "() => (document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".find(t => t.name === 'karma').text.filter(t => t === '<b>?</b>').length === 6"
    )
    screenshot(page, "vrienden-player-view")
    page.locator(".rx-viewer select").select_option(label="Teacher (everything open)")
    page.wait_for_function(
        "() => !(document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".find(t => t.name === 'karma').text.includes('<b>?</b>')"
    )


def test_vrienden_bots_play_to_the_end_in_slices_and_the_page_stays_live(page: Page):
    """In the kernel, play to the end runs as a task in slices: the page keeps answering
    (Stop is offered while it runs, another tab opens) and the game ends."""
    from .dashboard_page import open_dashboard, tab

    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, "voila/render/notebooks/vrienden.ipynb")
    tab(page, "Bots")
    page.locator(".rx-bot-end").click()
    tab(page, "History")  # answered while the bots play
    expect(page.locator(".rx-history")).to_be_visible()
    tab(page, "Bots")
    expect(page.locator(".rx-bot-end")).to_be_disabled(timeout=120_000)  # the game is over
    expect(page.locator(".rx-bot-stop")).to_be_disabled()
    moves = page.locator(".rx-history option").count()
    assert moves > 20
    screenshot(page, "vrienden-played-to-the-end")
