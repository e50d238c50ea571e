"""The O Inconsciente dashboard in a real browser: it opens in Portuguese; a setup choice made
by clicking a starting tile and then the notebook, its explanation stepped through, undone and
redone; then the language switch in the middle of the game turns the board's description, its
labels, the Play tab and the Steps into English, with the game and its history kept."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from explorer.chrome import LANGUAGE_NAMES

from .dashboard_page import click_element, open_dashboard
from .support import screenshot

pytestmark = pytest.mark.browser

URL = "voila/render/notebooks/o-inconsciente.ipynb"
_BOARD = (
    "(document.querySelector('.rx-board .js-plotly-plot')"
    " || document.querySelector('.js-plotly-plot'))"
)


def board_labels(page: Page) -> list[str]:
    return page.evaluate(f"() => Array.from({_BOARD}.data.find(t => t.name === 'labels').text)")


def test_o_inconsciente_click_step_undo_and_switch_to_english(page: Page):
    page.set_viewport_size({"width": 1366, "height": 900})
    open_dashboard(page, URL)
    # Portuguese first, as the rulebook is
    expect(page.locator(".rx-explorer h2")).to_contain_text("O Inconsciente")
    expect(page.get_by_role("tab", name="Jogar")).to_be_visible()
    expect(page.locator(".rx-board-text")).to_contain_text("Rodada 1")
    expect(page.locator(".rx-board-text")).to_contain_text("Mesa de reunião")
    assert "Mesa de reunião" in board_labels(page)

    # Player 1 picks a starting tile, then puts it on row 2 by clicking the notebook there
    click_element(page, "first-0")
    # The kernel has the pick before the second click (under load a board redrawn between
    # the two would swallow it): the pick is named in words.
    expect(page.locator(".rx-whynot-box")).to_contain_text("Selecionado: Ficha inicial")
    click_element(page, "note-0-3")
    first = page.locator('.rx-step-text [data-step="0"]')
    expect(first).to_be_visible(timeout=30_000)
    expect(first).to_contain_text("Jogador(a) 1")
    expect(first).to_have_attribute("data-rule", "o-inconsciente.setup.start-notes")

    # step through its explanation: back to the Step, then to the present again
    page.locator(".rx-step-prev").click()
    expect(page.locator('.rx-step-text [data-step="0"][aria-current="step"]')).to_be_visible()
    page.locator(".rx-step-now").click()
    expect(page.locator('.rx-step-text [data-step="now"]')).to_be_visible()
    screenshot(page, "o-inconsciente-first-tile")

    # undo: no action yet; redo: the tile is back
    page.locator(".rx-undo").click()
    expect(page.locator('.rx-step-text [data-step="none"]')).to_be_visible()
    page.locator(".rx-redo").click()
    expect(first).to_be_visible()
    moves = page.locator(".rx-history option").count()

    # the switch in the middle of the game: every text in English, the game kept
    page.locator(".rx-language select").select_option(label=LANGUAGE_NAMES["en"])
    expect(page.get_by_role("tab", name="Play")).to_be_visible()
    text = page.locator(".rx-board-text")
    expect(text).to_contain_text("Round 1")
    expect(text).to_contain_text("Meeting table")
    expect(text).not_to_contain_text("Rodada")
    expect(page.locator(".rx-status")).to_contain_text("Player 2")
    expect(page.locator(".rx-action").filter(visible=True).first).to_contain_text("Starting tile")
    expect(first).to_contain_text("Player 1 puts the starting tile")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'labels').text.includes('Meeting table')"
    )
    assert "Player 1: notebook" in board_labels(page)
    assert page.locator(".rx-history option").count() == moves
    screenshot(page, "o-inconsciente-english")

    # and back: Portuguese again, still the same game
    page.locator(".rx-language select").select_option(label=LANGUAGE_NAMES["pt"])
    expect(page.locator(".rx-board-text")).to_contain_text("Rodada 1")
    expect(first).to_contain_text("Jogador(a) 1")
    assert page.locator(".rx-history option").count() == moves
