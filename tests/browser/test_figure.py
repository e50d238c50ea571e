"""The lean board figure in the browser: plotly.js comes once from this server, and the board the
browser draws is the board Python holds, after updates that touch several traces at once."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from explorer.figure import PLOTLY_ROUTE

from .dashboard_page import board_data, open_dashboard, tab

pytestmark = pytest.mark.browser

GAME = "voila/render/notebooks/escape-from-the-hidden-castle.ipynb"
BUNDLE = "/voila/labextensions/rules-explorer/static/plotly-rules-explorer-"


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    return []


def test_plotly_js_comes_from_this_server_and_the_widget_state_does_not_carry_it(
    page: Page, voila_server
):
    bundles: list[tuple[str, int]] = []
    page.on("response", lambda r: BUNDLE in r.url and bundles.append((r.url, r.status)))
    open_dashboard(page, voila_server.url + GAME)
    assert len(bundles) == 1
    url, status = bundles[0]
    assert url.startswith(voila_server.url) and status in (200, 304)
    assert page.evaluate("() => window.Plotly.version") == "4.1.1"
    # A second page of the same browser revalidates the file instead of fetching it again.
    second = page.context.new_page()
    answers: list[int] = []
    second.on("response", lambda r: BUNDLE in r.url and answers.append(r.status))
    open_dashboard(second, voila_server.url + GAME)
    assert answers in ([304], [200], [])  # 200 only when served from the browser's cache
    second.close()


def test_a_board_whose_plotly_js_does_not_come_from_the_server_gets_it_from_the_kernel(
    page: Page, voila_server
):
    asked: list[str] = []

    def refused(route):
        asked.append(route.request.url)
        route.abort()

    page.route("**/plotly-rules-explorer-*", refused)
    open_dashboard(page, voila_server.url + GAME)
    assert len(asked) == 1
    assert page.evaluate("() => window.Plotly.version") == "4.1.1"


def _wrap_newplot(wrapper: str, before: str = "") -> str:
    """An init script that replaces plotly.js's newPlot, once plotly.js has run, by ``wrapper``:
    an async function of (gd, ...args) that may call the original as ``draw``."""
    return f"""
(() => {{
  {before}
  let plotly;
  Object.defineProperty(window, "Plotly", {{
    configurable: true,
    get() {{ return plotly; }},
    set(value) {{
      plotly = value;
      const draw = value.newPlot;
      value.newPlot = {wrapper};
    }},
  }});
}})();
"""


# Holds every plotly.js newPlot until the test sets window.rxRelease.
_HOLD_NEWPLOT = _wrap_newplot(
    """async function (...args) {
        while (!window.rxRelease) await new Promise((wake) => setTimeout(wake, 50));
        return draw.apply(this, args);
      }"""
)


def test_the_board_says_it_is_busy_until_it_takes_clicks(page: Page, voila_server):
    # Until its first draw has settled the board's points may show but no click handler is
    # there: the board is marked busy (for screen readers, and for anyone waiting to click it).
    page.add_init_script(_HOLD_NEWPLOT)
    page.goto(voila_server.url + GAME)
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(1, timeout=90_000)
    assert page.locator(".rx-board .js-plotly-plot").count() == 0
    page.evaluate("() => { window.rxRelease = true; }")
    points = page.locator(".rx-board .js-plotly-plot .scatterlayer path.point")
    expect(points.first).to_be_visible(timeout=30_000)
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(0)


# plotly.js run as soon as the page's document is parsed (the board's code fetches it only once
# the page is usable), so that it can be ready before the board's view is on the page; every
# draw of the board is recorded.
_EARLY_PLOTLY_COUNT_DRAWS = _wrap_newplot(
    """async function (gd, ...args) {
        const box = gd.parentElement ? gd.parentElement.getBoundingClientRect().width : 0;
        const result = await draw.call(this, gd, ...args);
        window.rxDraws.push({ onPage: gd.isConnected, box, drawn: gd._fullLayout.width });
        gd.on("plotly_afterplot", () => window.rxDraws.push({ redrawn: gd._fullLayout.width }));
        return result;
      }""",
    before=f"""window.rxDraws = [];
    document.addEventListener("DOMContentLoaded", () => {{
      const script = document.createElement("script");
      script.src = "/{PLOTLY_ROUTE}";
      document.head.appendChild(script);
    }});""",
)


def test_the_board_is_drawn_once_at_its_own_width_and_scaled_to_its_box(page: Page, voila_server):
    # A board drawn before its view was on the page came out at plotly's default width and was
    # drawn again at its own a moment later: it jumped, and the page drew it twice. A board is
    # drawn once, at its own width, and the dashboard scales that drawing to its box.
    page.add_init_script(_EARLY_PLOTLY_COUNT_DRAWS)
    open_dashboard(page, voila_server.url + GAME)
    page.wait_for_timeout(1500)  # a redraw by the box's first resize report would come by now
    draws = page.evaluate("window.rxDraws")
    assert len(draws) == 1, draws
    assert draws[0]["onPage"], draws
    own = page.evaluate(
        """() => { const f = document.querySelector('.rx-board .js-plotly-plot')._fullLayout;
        const span = (a) => Math.abs(a.range[1] - a.range[0]); const m = f.margin;
        return Math.ceil(span(f.xaxis) / span(f.yaxis) * (f.height - m.t - m.b) + m.l + m.r); }"""
    )
    assert draws[0]["drawn"] == own, (draws, own)
    scale = float(page.locator(".rx-board").get_attribute("data-rx-scale"))
    drawn = page.locator(".rx-board .js-plotly-plot .main-svg").first.bounding_box()
    assert abs(drawn["width"] - own * scale) <= 1, (drawn, own, scale)
    assert drawn["width"] <= page.locator(".rx-board").bounding_box()["width"] + 1


@pytest.mark.parametrize("slug", ["escape-from-the-hidden-castle", "vrienden"])
def test_a_board_is_drawn_the_same_in_every_window(browser, voila_server, slug):
    # What plotly.js draws depends on the figure alone: the window only scales it. So a board
    # never squeezes its labels together in a narrow column, and a picture of it fits every
    # window (explorer/board_picture.js).
    drawn = {}
    for width, height in ((1024, 768), (1366, 768), (1920, 1080)):
        page = browser.new_page(viewport={"width": width, "height": height})
        open_dashboard(page, f"{voila_server.url}voila/render/notebooks/{slug}.ipynb")
        drawn[width] = page.evaluate(
            """() => { const f = document.querySelector('.rx-board .js-plotly-plot')._fullLayout;
            return [f.width, f.height]; }"""
        )
        shown = page.locator(".rx-board .js-plotly-plot .main-svg").first.bounding_box()
        column = page.locator(".rx-board").evaluate("(b) => b.parentElement.clientWidth")
        assert shown["width"] <= column + 1, (width, shown, column)
        page.close(run_before_unload=True)
    assert drawn[1024] == drawn[1366] == drawn[1920], drawn


def test_updates_of_several_traces_leave_no_unset_marker_on_the_board(page: Page, voila_server):
    open_dashboard(page, voila_server.url + GAME)
    # Placing guests changes the guests, the gallery spaces and the texts in one update, where
    # plotly's Python side marks the properties it leaves alone as "_undefined_".
    for _ in range(3):
        page.locator(".rx-action-go").first.click()
        page.wait_for_timeout(400)
    expect(page.locator(".rx-undo")).to_be_enabled()
    drawn = page.evaluate(
        "() => (document.querySelector('.rx-board .js-plotly-plot')).data"
        ".map(t => ({text: t.text, hovertext: t.hovertext, marker: t.marker}))"
    )
    assert not [s for s in _strings(drawn) if s == "_undefined_"]
    assert all(trace["x"] is not None for trace in board_data(page))
    assert "undefined" not in page.locator(".rx-board").inner_text()


def test_the_labs_charts_draw_their_bars_boxes_and_histogram(page: Page, voila_server):
    # The bundle holds only the traces the explorer draws (scripts/plotly_bundle/entry.js):
    # a trace type missing from it would leave its chart empty without any error in Python.
    open_dashboard(page, voila_server.url + GAME)
    tab(page, "Lab")
    games = page.get_by_role("spinbutton", name="Games")
    games.fill("12")
    games.press("Enter")
    page.locator(".rx-lab-run").click()
    expect(page.locator(".rx-lab-summary")).not_to_be_empty(timeout=60_000)
    charts = page.locator(".js-plotly-plot:has(.barlayer)")
    for layer in (".barlayer .point path", ".boxlayer path.box"):
        expect(charts.locator(layer).first).to_be_attached(timeout=60_000)
    kinds = page.evaluate(
        "() => [...document.querySelectorAll('.js-plotly-plot')]"
        ".flatMap(gd => (gd._fullData || []).map(t => t.type))"
    )
    assert {"bar", "box", "histogram"} <= set(kinds)
