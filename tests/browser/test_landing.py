"""The landing page as a visitor sees it in Voilà: title, game cards, links that work."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .support import GAME, LANDING, screenshot

pytestmark = pytest.mark.browser

SLUG = "escape-from-the-hidden-castle"


def test_landing_page_shows_a_card_per_game(page: Page):
    page.goto(LANDING)
    expect(page).to_have_title("Rules Explorer")
    expect(page.get_by_role("heading", level=1, name="Rules Explorer")).to_be_visible(
        timeout=60_000
    )
    card = page.locator(f'.rx-card[data-game="{SLUG}"]')
    expect(card).to_contain_text("Escape from the Hidden Castle")
    expect(card).to_contain_text("2–8 players")
    link = card.get_by_role("link", name="Escape from the Hidden Castle")
    expect(link).to_have_attribute("href", f"{SLUG}.ipynb")
    screenshot(page, "landing")


def test_game_link_is_reachable_from_the_keyboard(page: Page):
    page.goto(LANDING)
    link = page.locator(f'.rx-card[data-game="{SLUG}"] a')
    expect(link).to_be_visible(timeout=60_000)
    for _ in range(30):  # Tab through the page until the link has the focus
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement?.getAttribute('href')") == f"{SLUG}.ipynb":
            break
    else:
        pytest.fail("Tab never reached the game's link")
    screenshot(page, "landing-focus")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(re.escape(GAME) + "$"))


def test_following_the_link_opens_the_dashboard(page: Page):
    page.goto(LANDING)
    page.locator(f'.rx-card[data-game="{SLUG}"] a').click()
    expect(page).to_have_url(re.compile(re.escape(GAME) + "$"))
    expect(page).to_have_title(re.compile("Escape from the Hidden Castle"))
    # The board is a plotly FigureWidget: its points show once the kernel has built the dashboard.
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=90_000)
    screenshot(page, "game")
