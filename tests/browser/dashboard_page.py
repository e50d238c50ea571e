"""Driving the game dashboard in the browser: find board elements in the plot and click them."""

from __future__ import annotations

from playwright.sync_api import Page, expect

# Reads the plotly graph div: for an element id, the trace and point that carry it in their
# customdata, and where that point is drawn, in page pixels.
_LOCATE = """
(id) => {
  const gd = document.querySelector('.rx-board .js-plotly-plot')
    || document.querySelector('.js-plotly-plot');
  const box = gd.getBoundingClientRect();
  const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
  // A board scaled to its room (explorer/access.py) is drawn at box.width / offsetWidth.
  const k = gd.offsetWidth ? box.width / gd.offsetWidth : 1;
  for (let t = gd.data.length - 1; t >= 0; t--) {
    const ids = gd.data[t].customdata || [];
    const i = Array.from(ids).indexOf(id);
    if (i >= 0) {
      // _offset: where each axis starts inside the div (the board keeps its aspect ratio,
      // so the axes do not fill the whole plot area).
      const x = box.left + k * (xa._offset + xa.l2p(gd.data[t].x[i]));
      const y = box.top + k * (ya._offset + ya.l2p(gd.data[t].y[i]));
      return {trace: t, index: i, x: x, y: y};
    }
  }
  return null;
}
"""


def board_data(page: Page) -> list[dict]:
    return page.evaluate(
        "() => (document.querySelector('.rx-board .js-plotly-plot')"
        " || document.querySelector('.js-plotly-plot')).data"
        ".map(t => ({name: t.name, x: t.x, y: t.y, customdata: t.customdata}))"
    )


def where(page: Page, element: str) -> tuple[float, float] | None:
    """The plot coordinates of a board element, read from the plot's data."""
    for trace in reversed(board_data(page)):
        ids = list(trace.get("customdata") or [])
        if element in ids:
            i = ids.index(element)
            return trace["x"][i], trace["y"][i]
    return None


def click_element(page: Page, element: str) -> None:
    # Two clicks closer than plotly's double-click delay (300 ms) count as a double click,
    # which is not a click on a point: pause as a person would between two picks. Then find
    # the point, so that a board redrawn or moved during the pause is clicked where it is now.
    page.wait_for_timeout(350)
    # Not while the board applies a change (explorer/figure.js): a click on a board being
    # redrawn can land on a part plotly is replacing and reach no handler.
    expect(page.locator(".js-plotly-plot[aria-busy=true]")).to_have_count(0)
    expect(page.locator("[aria-busy=true]:has(.js-plotly-plot)")).to_have_count(0)
    spot = page.evaluate(_LOCATE, element)
    assert spot is not None, f"{element} is not on the board"
    page.mouse.click(spot["x"], spot["y"])


def open_dashboard(page: Page, url: str) -> None:
    page.goto(url)
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=90_000)
    # The board takes clicks once it is no longer busy (explorer/figure.js).
    expect(page.locator("[aria-busy=true]:has(.js-plotly-plot)")).to_have_count(0)
    # Ready when the step list says no action was taken yet (in whatever language the game's
    # dashboard opens in).
    expect(page.locator('.rx-step-text [data-step="none"]')).to_be_visible(timeout=30_000)


def tab(page: Page, name: str) -> None:
    page.get_by_role("tab", name=name).click()


def load_scenario(page: Page, title: str) -> None:
    """Load a scenario from its tab by its title, then back to Play."""
    tab(page, "Scenarios")
    page.get_by_role("button", name=f"Load: {title}").click()
    expect(page.locator(".rx-task")).to_contain_text(title)
    tab(page, "Play")


# ----- used by the accessibility, offline and projector tests ------------------------------
def tab_names(page: Page) -> list[str]:
    """The dashboard's tab titles, in order."""
    return page.locator(".rx-tabs [role=tab]").all_inner_texts()


def open_tab(page: Page, index: int) -> None:
    """Open the tab at ``index`` and wait until its panel (built on first use) is drawn."""
    page.locator(".rx-tabs [role=tab]").nth(index).click()
    page.wait_for_function(
        """(i) => {
          const tab = document.querySelectorAll('.rx-tabs [role=tab]')[i];
          if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
          // The panes follow the tabs' order; the shown one is not lm-mod-hidden.
          const pane = document.querySelector('.rx-tabs .widget-tab-contents').children[i];
          return !!pane && !pane.classList.contains('lm-mod-hidden')
            && !!pane.querySelector('.jupyter-widgets:not(.widget-box)');
        }""",
        arg=index,
        timeout=30_000,
    )


def take_first_action(page: Page) -> None:
    """Take one action as a newcomer would, whatever the game: roll or draw when chance acts,
    else the first action the rules allow (a button, or the list's first entry); then wait
    until the explanation shows its first Step."""
    for selector in (".rx-roll", ".rx-action:not(.mod-warning)", ".rx-action-go"):
        control = page.locator(selector).filter(visible=True)
        if control.count():
            control.first.click()
            break
    else:
        raise AssertionError("no action to take on the Play tab")
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible(timeout=30_000)


def play_where_it_stands(page: Page, control: str) -> None:
    """Click the first visible ``control`` (a selector) where it is, as a person would (a click
    by the pointer would first scroll the page to it, hiding what a test checks), and wait until
    the explanation shows the move's Steps."""
    shown = page.locator(".rx-step-text").inner_html()
    page.locator(control).filter(visible=True).first.evaluate("(e) => e.click()")
    page.wait_for_function(
        "(old) => document.querySelector('.rx-step-text').innerHTML !== old",
        arg=shown,
        timeout=30_000,
    )
