"""The Mushroom Eaters' dashboard in a real browser: chance lays the Place tokens face up,
Eater 1 puts the hut's focus cube on a board by clicking it and Eater 2 answers the same
question during Eater 1's turn; then Eater 2 plays a Mood card by clicking a space ahead of
the pawn, steps back through the explanation and undoes the move. What the page says is
checked at each point: the status line, the Steps, the board and its text description."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from explorer.boards.mushroom_eaters import space_point

from .dashboard_page import board_data, click_element, open_dashboard
from .support import screenshot

pytestmark = pytest.mark.browser

URL = "voila/render/notebooks/mushroom-eaters.ipynb"
PLACE_SPACES = (13, 31, 52)  # the Place symbols of the example path, counted from 1


@pytest.fixture(autouse=True)
def patient(page: Page):
    """A shared machine under load: the page and its checks may take longer than usual
    (no check here is about speed); the usual timeout comes back afterwards."""
    page.set_default_navigation_timeout(120_000)
    page.set_default_timeout(60_000)
    expect.set_options(timeout=30_000)
    yield
    expect.set_options(timeout=5_000)


def pawn_at(page: Page) -> tuple[float, float]:
    trace = next(t for t in board_data(page) if t["name"] == "pawn")
    return trace["x"][0], trace["y"][0]


def wait_for_pawn(page: Page, index: int) -> None:
    x, y = space_point(index)
    page.wait_for_function(
        """([x, y]) => {
          const gd = document.querySelector('.rx-board .js-plotly-plot')
            || document.querySelector('.js-plotly-plot');
          const pawn = gd.data.find(t => t.name === 'pawn');
          return pawn && pawn.x[0] === x && pawn.y[0] === y;
        }""",
        arg=[x, y],
        timeout=30_000,
    )


def test_mushroom_eaters_play_a_card_answer_a_choice_step_through_and_undo(page: Page):
    page.set_viewport_size({"width": 1280, "height": 900})
    open_dashboard(page, URL)
    status, steps = page.locator(".rx-status"), page.locator(".rx-step-text")
    board_text = page.locator(".rx-board-text")
    expect(page.locator(".rx-explorer h2")).to_contain_text("The Mushroom Eaters")
    expect(page.locator(".rx-example-note")).to_contain_text("example data")
    expect(status).to_contain_text("Chance decides the Place token")
    expect(board_text).to_contain_text("The Action Pawn is on space 1 (panel A)")

    # Before the first move chance lays a Place token face up on each Place symbol.
    for space in PLACE_SPACES:
        page.locator(".rx-roll").click()
        expect(steps).to_contain_text(f"Place symbol of space {space}")
    expect(board_text).to_contain_text("Place tokens face up: space 13:")

    # The hut gives each Eater a focus cube: Eater 1 clicks the Hour board ...
    expect(status).to_contain_text("Eater 1 decides which focus board takes the cube")
    click_element(page, "hour:0")
    expect(steps).to_contain_text("Eater 1 adds a cube at the bottom of the Hour board")
    # ... and Eater 2 decides too, during Eater 1's turn: the page says whose choice it is.
    expect(status).to_contain_text("Eater 2 decides which focus board takes the cube")
    page.locator(".rx-action", has_text="Shaman Drum").filter(visible=True).first.click()
    expect(steps).to_contain_text("Eater 2 adds a cube at the bottom of the Shaman Drum board")
    expect(board_text).to_contain_text("The Hour board, from the bottom: Eater 1")
    expect(board_text).to_contain_text("The Shaman Drum board, from the bottom: Eater 2")

    # Eater 2's turn: a click on the space ahead plays the card that moves the pawn there.
    expect(status).to_contain_text("Eater 2 decides which Mood card to play")
    wait_for_pawn(page, 1)
    click_element(page, "space:2")
    expect(page.locator('.rx-step-text [data-rule="mushroom-eaters.turn.play"]')).to_contain_text(
        "Eater 2 plays the 1 card"
    )
    expect(steps).to_contain_text("Eater 2 takes 1 Awakening")
    wait_for_pawn(page, 2)
    expect(status).to_contain_text("Eater 1 decides which Mood card to play")
    expect(board_text).to_contain_text("1 Awakening, 0 Wisdom")  # Eater 2's, in words
    expect(board_text).to_contain_text("Experience so far: Eater 1 0 and Eater 2 1")
    screenshot(page, "mushroom-eaters-played")

    # Step back through the explanation: the Step shown is no longer the present one, and
    # the board shows the position right after it.
    current = steps.locator(".rx-step-current")
    expect(current).to_have_attribute("data-step", "now")
    # The card, the move, the space's gain (announced, then taken), the token passed on.
    for shown in ("4", "3", "2", "1"):
        page.locator(".rx-step-prev").click()
        expect(current).to_have_attribute("data-step", shown)
    expect(current).to_contain_text("The pawn moves to space 3")
    wait_for_pawn(page, 2)
    page.locator(".rx-step-prev").click()
    expect(current).to_have_attribute("data-step", "0")
    expect(current).to_contain_text("Eater 2 plays the 1 card")
    wait_for_pawn(page, 1)  # the card played, the pawn not yet moved

    # Undo: the move is taken back, and it is Eater 2's choice of a Mood card again.
    page.locator(".rx-undo").filter(visible=True).first.click()
    wait_for_pawn(page, 1)
    expect(status).to_contain_text("Eater 2 decides which Mood card to play")
    expect(board_text).not_to_contain_text("1 Awakening, 0 Wisdom")
    expect(board_text).to_contain_text("Experience so far: Eater 1 0 and Eater 2 0")
    assert pawn_at(page) == space_point(1)
    screenshot(page, "mushroom-eaters-undone")
