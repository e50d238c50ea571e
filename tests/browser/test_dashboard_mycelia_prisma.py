"""The Mycelia: Prisma dashboard in a real browser: it opens on a two-player game (solo is a
setup choice); a card played by clicking it in the hand and its drops chosen by clicking
fields; a drop moved with two clicks onto the shrine field; the explanation stepped through;
undo; the board's text description and the status line checked at each point; a removal
chosen from the keyboard. Screenshots at 1366x768 and 1920x1080."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import board_data, click_element, load_scenario, open_dashboard, tab
from .support import screenshot

pytestmark = pytest.mark.browser

URL = "voila/render/notebooks/mycelia-prisma.ipynb"
_BOARD = (
    "(document.querySelector('.rx-board .js-plotly-plot')"
    " || document.querySelector('.js-plotly-plot'))"
)


def drop_counts(page: Page, trace: str) -> dict[str, int]:
    """The drops a trace ("dewdrops" or "prism drops") shows, by field id."""
    data = next(t for t in board_data(page) if t["name"] == trace)
    texts = page.evaluate(
        f"(name) => Array.from({_BOARD}.data.find(t => t.name === name).text || [])", trace
    )
    return {e: int(n) for e, n in zip(data["customdata"] or [], texts, strict=True)}


def test_mycelia_prisma_play_a_card_by_clicks_step_through_and_undo(page: Page):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, URL)
    expect(page.locator(".rx-explorer h2")).to_contain_text("Mycelia: Prisma")
    expect(page.locator(".rx-example-note")).to_contain_text("example data")
    description = page.locator(".rx-board-text")
    # Two players by default, each board described field by field; nothing says an id.
    expect(description).to_contain_text("Player 2: 12 dewdrops and 10 prism drops")
    expect(description).to_contain_text(
        "the field in row 1, column 1 (moss): one dewdrop and one prism drop"
    )
    expect(description).not_to_contain_text("mycelia-prisma")
    # Chance lays out the showcase, card by card: each shows its name and price on the board.
    for slot in range(5):
        page.locator(".rx-roll").click()
        page.wait_for_function(
            f"(id) => {_BOARD}.data.find(t => t.name === 'cards').customdata.includes(id)",
            arg=f"showcase:{slot}",
        )
    cards = next(t for t in board_data(page) if t["name"] == "cards")
    texts = page.evaluate(f"() => Array.from({_BOARD}.data.find(t => t.name === 'cards').text)")
    shown = dict(zip(cards["customdata"], texts, strict=True))
    assert all(shown[f"showcase:{slot}"] for slot in range(5))
    expect(description).to_contain_text("showcase (price in leaves): ")
    screenshot(page, "mycelia-prisma-start-1366")

    # Lux lies in the gift area: Marasmius, clicked in the hand, works twice.
    load_scenario(page, "Lux doubles the first card")
    expect(page.locator(".rx-status")).to_contain_text("Player 1 is to play")
    expect(description).to_contain_text("gift area: Lux")
    click_element(page, "hand:0:marasmius")
    expect(page.locator(".rx-step-text")).to_contain_text("Marasmius rotula works twice")
    # The status line says what is being decided now, in words.
    expect(page.locator(".rx-status")).to_contain_text("Player 1 chooses a drop to remove")
    assert drop_counts(page, "dewdrops")["field:0:0"] == 2
    # Its drops: a click on the moss field in row 1, column 1 takes a dewdrop there.
    click_element(page, "field:0:0")
    expect(page.locator(".rx-step-text")).to_contain_text(
        "Player 1 takes a dewdrop off the field in row 1, column 1"
    )
    page.wait_for_function(f"() => {_BOARD}.data.find(t => t.name === 'dewdrops').text[0] === '1'")
    expect(page.locator(".rx-board-text")).to_contain_text("Shrine of Life: 1 of 6 drops")
    screenshot(page, "mycelia-prisma-removed-1366")

    # The second dewdrop from the keyboard: the action's button, focused, answers Enter.
    button = page.locator(
        ".rx-action", has_text="Remove a dewdrop from the field in row 1, column 1"
    )
    button.first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".rx-board-text")).to_contain_text("Shrine of Life: 2 of 6 drops")

    # Step back through the explanation, then undo the keyboard's removal.
    page.locator(".rx-step-prev").click()
    current = page.locator(".rx-step-text .rx-step-current")
    expect(current).not_to_have_attribute("data-step", "now")
    expect(page.locator(".rx-step-text")).not_to_contain_text("mycelia-prisma.")
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-board-text")).to_contain_text("Shrine of Life: 1 of 6 drops")
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-board-text")).to_contain_text("Shrine of Life: 0 of 6 drops")
    page.wait_for_function(f"() => {_BOARD}.data.find(t => t.name === 'dewdrops').text[0] === '2'")


def test_mycelia_prisma_a_prism_drop_moved_onto_the_shrine_field(page: Page):
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_dashboard(page, URL)
    load_scenario(page, "A prism drop through the shrine field")
    # Dewdrops and prism drops are drawn with different shapes, not only colours.
    symbols = page.evaluate(
        f"() => ['dewdrops', 'prism drops'].map(n => {_BOARD}.data.find(t => t.name === n)"
        ".marker.symbol)"
    )
    assert symbols[0] != symbols[1]
    assert drop_counts(page, "prism drops")["field:0:8"] == 1
    screenshot(page, "mycelia-prisma-scenario-1920")

    # Two clicks: the prism drop right of the shrine field, then the shrine field.
    expect(page.locator(".rx-status")).to_contain_text("Player 1 chooses a drop to move")
    click_element(page, "field:0:8")
    expect(page.locator(".rx-whynot-box")).to_contain_text("Selected 1 prism drop")
    click_element(page, "field:0:7")
    steps = page.locator(".rx-step-text")
    expect(steps).to_contain_text("onto a shrine field, so it leaves the board")
    expect(steps).to_contain_text("jumps over the spaces other mushrooms hold")
    expect(page.locator(".rx-board-text")).to_contain_text("Player 1's mushroom on space 4")
    assert "field:0:8" not in drop_counts(page, "prism drops")
    screenshot(page, "mycelia-prisma-moved-1920")
    page.set_viewport_size({"width": 1366, "height": 768})
    screenshot(page, "mycelia-prisma-moved-1366")


def test_mycelia_prisma_four_players_and_solo_from_setup(page: Page):
    """Four boards in two rows; solo, chosen in Setup, shows Gwidyon's mushroom and pile."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_dashboard(page, URL)
    for players, seen in ((4, "Player 4: 12 dewdrops"), (1, "Gwidyon has 20 drops left")):
        tab(page, "Setup")
        page.get_by_label("Players").select_option(str(players))
        page.get_by_role("button", name="New game").click()
        expect(page.locator(".rx-board-text")).to_contain_text(seen)
        screenshot(page, f"mycelia-prisma-{players}p-1920")
    assert "gwidyon" in next(t for t in board_data(page) if t["name"] == "mushrooms")["customdata"]
