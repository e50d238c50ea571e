"""The board's scale when the page is scrolled (issue 44): Voilà scrolls an inner panel, not
the window, and a board scaled while that panel was scrolled was measured as if it stood at the
window's top: Vrienden's board grew to 821 px in presenter mode at 1366 x 768. A move played
with the panel scrolled leaves a board that fits the window once the page is back at its top."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from .dashboard_page import open_dashboard, open_tab, play_where_it_stands
from .test_projector import _PLAYS, PLAY_TAB, at_top, box, game_page, presenter

pytestmark = pytest.mark.browser

# Scrolls the box the page scrolls in (outside the dashboard) by as much as it can, up to
# ``by`` pixels; answers how far it scrolled.
_SCROLL_PANEL = """(by) => {
  const board = document.querySelector('.rx-board');
  for (let e = board.parentElement; e; e = e.parentElement) {
    if (e.scrollHeight > e.clientHeight + 20 && getComputedStyle(e).overflowY !== 'visible'
        && !e.closest('.rx-explorer')) {
      e.scrollTop = by;
      return e.scrollTop;
    }
  }
  window.scrollTo(0, by);
  return window.scrollY;
}"""


@pytest.mark.parametrize("slug", ["vrienden"])
def test_a_move_played_with_the_page_scrolled_leaves_the_board_in_the_window(
    browser: Browser, shared_profile, slug: str
):
    context, page = game_page(browser, shared_profile, 1366, 768)
    try:
        open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
        open_tab(page, PLAY_TAB)
        presenter(page, True)
        for move in range(3):
            scrolled = page.evaluate(_SCROLL_PANEL, 400)
            assert scrolled > 100, "the page did not scroll: nothing is checked"
            plays = next(s for s in _PLAYS if page.locator(s).filter(visible=True).count())
            play_where_it_stands(page, plays)
            page.wait_for_timeout(800)  # the board's redraw and its scale
            at_top(page)
            page.wait_for_timeout(200)
            drawn = box(page, ".rx-board")
            assert drawn["top"] >= 0 and drawn["bottom"] <= 768, (move, drawn)
    finally:
        context.close()
