"""A board this browser has drawn before shows at once as the picture it kept of that drawing,
and the live board takes its place when the learner reaches for the page or the board changes
(explorer/board_picture.js, explorer/figure.js)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .dashboard_page import board_data, open_dashboard
from .test_figure import _HOLD_NEWPLOT, BUNDLE

pytestmark = pytest.mark.browser

GAME = "voila/render/notebooks/escape-from-the-hidden-castle.ipynb"
PREFIX = "rules-explorer:board-picture:"
PICTURE = ".rx-board .rx-board-picture"
LIVE_POINTS = ".rx-board .js-plotly-plot .scatterlayer path.point"
# The server's pictures of the games' opening boards (scripts/board_pictures.py).
SERVED = "**/rules-explorer/static/pictures/*.json*"
GAMES = sorted(p.stem for p in (Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))
GAMES.remove("index")

# The pictures this browser keeps (the index of the most recent ones left out).
_PICTURES = f"""() => Object.keys(localStorage)
    .filter(k => k.startsWith({PREFIX!r}) && k !== {PREFIX + "index"!r})"""


def _kept(page: Page) -> list[str]:
    return page.evaluate(_PICTURES)


def _wait_until_kept(page: Page, count: int = 1) -> None:
    """Until the page has kept its board's picture (a while after its first draw)."""
    page.wait_for_function(f"() => ({_PICTURES})().length >= {count}", timeout=30_000)


@pytest.fixture
def visitor(browser: Browser, voila_server, request):
    """A browser profile of the given window size that has visited the game's page once."""
    width, height = getattr(request, "param", (1366, 768))
    context = browser.new_context(
        viewport={"width": width, "height": height}, base_url=voila_server.url
    )
    context.set_default_navigation_timeout(120_000)
    first = context.new_page()
    open_dashboard(first, GAME)
    _wait_until_kept(first)
    yield context, first
    for page in context.pages:
        page.close(run_before_unload=True)
    context.close()


def _returning_page(context: BrowserContext) -> Page:
    """A second page of the same profile, its plotly.js draws held until ``rxRelease``."""
    page = context.new_page()
    page.add_init_script(_HOLD_NEWPLOT)
    page.goto(GAME)
    expect(page.locator(PICTURE)).to_be_visible(timeout=90_000)
    return page


@pytest.mark.parametrize("visitor", [(1366, 768), (1920, 1080)], indirect=True)
def test_a_returning_visit_shows_the_picture_at_once_then_the_live_board_in_its_place(visitor):
    context, first = visitor
    board = first.locator(".rx-board")
    live_box, live_shot = board.bounding_box(), board.screenshot()

    page = _returning_page(context)
    # plotly.js has drawn nothing yet; the picture is the whole board, at the live board's
    # size (at 1920 x 1080 the dashboard scales both up to the room), pixel for pixel.
    assert page.locator(".rx-board .js-plotly-plot").count() == 0
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(1)
    expect(page.locator(PICTURE)).to_have_attribute("aria-hidden", "true")
    expect(page.locator(PICTURE + " .scatterlayer path.point").first).to_be_visible()
    page.wait_for_timeout(300)  # the dashboard's scaling is applied in the next frame
    assert page.locator(".rx-board").bounding_box() == live_box
    assert page.locator(".rx-board").screenshot() == live_shot

    # The learner reaches for the page: the live board is drawn and takes the picture's place.
    page.mouse.move(1, 1)  # off the board: no hover label on it
    page.evaluate("() => { window.rxRelease = true; }")
    expect(page.locator(LIVE_POINTS).first).to_be_visible(timeout=30_000)
    expect(page.locator(PICTURE)).to_have_count(0)
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(0)
    assert page.locator(".rx-board").bounding_box() == live_box
    assert page.locator(".rx-board").screenshot() == live_shot


def test_the_live_board_replaces_the_picture_without_any_input(visitor):
    context, _ = visitor
    page = context.new_page()
    page.goto(GAME)
    expect(page.locator(PICTURE)).to_be_visible(timeout=90_000)
    # No pointer, no key: the page draws its live board once it has been left alone a while.
    expect(page.locator(LIVE_POINTS).first).to_be_visible(timeout=15_000)
    expect(page.locator(PICTURE)).to_have_count(0)
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(0)


# Where the board stood when plotly.js had run: whether its picture showed, and whether a live
# board had been drawn yet. The live board's own start after 2 s of an idle page
# (LIVE_AFTER_MS in explorer/figure.js) is held, so that plotly.js runs only if fetched before.
_WHEN_PLOTLY_RAN = """
(() => {
  const later = window.setTimeout;
  window.setTimeout = (run, ms, ...rest) => (ms === 2000 ? 0 : later(run, ms, ...rest));
  let plotly;
  Object.defineProperty(window, "Plotly", {
    configurable: true,
    get() { return plotly; },
    set(value) {
      plotly = value;
      window.rxPlotlyRan = {
        picture: Boolean(document.querySelector(".rx-board .rx-board-picture")),
        live: Boolean(document.querySelector(".rx-board .js-plotly-plot .scatterlayer")),
      };
    },
  });
})();
"""


def test_a_board_shown_as_its_picture_fetches_plotly_js_once_without_waiting_for_the_learner(
    visitor,
):
    # plotly.js started from the page's head held up Voilà's own start (benchmarks/README.md).
    # A board shown as a picture needs none until its live drawing: its own code fetches it
    # once the page is usable and idle, before the learner reaches for the page.
    context, _ = visitor
    page = context.new_page()  # a returning visit: the picture this browser kept
    asked: list[str] = []
    page.on("request", lambda r: BUNDLE in r.url and asked.append(r.url))
    page.add_init_script(_WHEN_PLOTLY_RAN)
    page.goto(GAME)
    page.wait_for_function("() => window.rxPlotlyRan", timeout=90_000)  # no pointer, no key
    assert page.evaluate("() => window.rxPlotlyRan") == {"picture": True, "live": False}
    assert page.locator(f"head link[href*='{BUNDLE}']").count() == 0
    page.mouse.move(1, 1)  # the learner reaches for the page: the live board, with that copy
    points = page.locator(".rx-board .js-plotly-plot .scatterlayer path.point")
    expect(points.first).to_be_visible(timeout=30_000)
    assert len(asked) == 1
    scripts = "() => [...document.scripts].filter(s => s.src.includes('plotly-rules-explorer-'))"
    assert page.evaluate(scripts + ".length") == 1


def test_a_move_made_while_the_picture_shows_is_drawn_on_the_live_board(visitor):
    context, first = visitor
    first.locator(".rx-action-go").first.click()
    expect(first.locator(".rx-undo")).to_be_enabled()
    first.wait_for_timeout(500)
    expected = board_data(first)

    page = _returning_page(context)
    # A click that comes with no pointer movement (as from assistive technology): the move
    # changes the board, which draws the live board with the move on it.
    page.locator(".rx-action-go").first.dispatch_event("click")
    page.evaluate("() => { window.rxRelease = true; }")
    expect(page.locator(".rx-undo")).to_be_enabled(timeout=30_000)
    expect(page.locator(LIVE_POINTS).first).to_be_visible(timeout=30_000)
    expect(page.locator(PICTURE)).to_have_count(0)
    page.wait_for_timeout(500)
    assert board_data(page) == expected


# Notes on the page whether a picture was ever shown on it.
_WATCH_PICTURES = """
new MutationObserver(() => {
  if (document.querySelector(".rx-board-picture")) window.rxPictureShown = true;
}).observe(document, { childList: true, subtree: true });
"""


@pytest.mark.parametrize(("width", "height"), [(1366, 700), (1024, 768), (1920, 1080)])
def test_a_picture_fits_every_window_as_the_live_board_does(visitor, width, height):
    context, _ = visitor
    page = context.new_page()
    page.add_init_script(_HOLD_NEWPLOT)
    page.set_viewport_size({"width": width, "height": height})
    page.goto(GAME)
    # The board is drawn the same in every window and scaled to it: the picture kept in
    # another window shows here, scaled as the live board then is.
    expect(page.locator(PICTURE + " .scatterlayer path.point").first).to_be_visible(timeout=90_000)
    page.wait_for_timeout(300)  # the dashboard's scaling is applied in the next frame
    pictured = page.locator(PICTURE).bounding_box()
    page.mouse.move(1, 1)
    page.evaluate("() => { window.rxRelease = true; }")
    expect(page.locator(LIVE_POINTS).first).to_be_visible(timeout=30_000)
    expect(page.locator(PICTURE)).to_have_count(0)
    page.wait_for_timeout(300)
    live = page.locator(".rx-board .js-plotly-plot").bounding_box()
    assert pictured == live, (pictured, live)


def test_a_stored_picture_that_is_not_a_boards_drawing_is_never_shown(visitor):
    context, first = visitor
    first.evaluate(
        f"""() => ({_PICTURES})().forEach(k => localStorage.setItem(k,
            '<img src="data:," onerror="window.rxInjected = true">'))"""
    )
    context.route(SERVED, lambda route: route.fulfill(status=404))  # this browser's own only
    page = context.new_page()
    page.add_init_script(_WATCH_PICTURES)
    open_dashboard(page, GAME)
    assert page.evaluate("() => window.rxPictureShown === undefined")
    assert page.evaluate("() => window.rxInjected === undefined")


def test_the_browser_keeps_the_six_most_recent_pictures(browser: Browser, voila_server):
    context = browser.new_context(
        viewport={"width": 1366, "height": 768}, base_url=voila_server.url
    )
    older = [f"older{i}" for i in range(6)]
    # Six pictures kept before this page (stand-ins), oldest first in the index.
    context.add_init_script(
        f"""
        if (!localStorage.getItem({PREFIX + "index"!r})) {{
          const older = {older!r};
          older.forEach(k => localStorage.setItem({PREFIX!r} + k,
            '<div class="user-select-none svg-container"></div>'));
          localStorage.setItem({PREFIX + "index"!r}, JSON.stringify(older));
        }}"""
    )
    page = context.new_page()
    open_dashboard(page, GAME)
    page.wait_for_function(f"() => !localStorage.getItem({PREFIX + 'older0'!r})", timeout=30_000)
    kept = _kept(page)
    assert len(kept) == 6
    assert PREFIX + "older0" not in kept and PREFIX + "older1" in kept
    index = page.evaluate(f"() => JSON.parse(localStorage.getItem({PREFIX + 'index'!r}))")
    assert index[:5] == older[1:] and len(index) == 6 and index[5] not in older
    page.close(run_before_unload=True)
    context.close()


@pytest.mark.parametrize("slug", GAMES)
def test_a_first_visit_shows_the_servers_picture_of_the_opening_board(
    browser: Browser, voila_server, slug
):
    # A browser that has drawn no board yet (a new profile) is shown the server's picture of
    # the game's opening board while plotly.js has drawn nothing. It fails when a board's
    # opening figure changed after its picture was made: run `make pictures`.
    context = browser.new_context(
        viewport={"width": 1366, "height": 768}, base_url=voila_server.url
    )
    page = context.new_page()
    page.add_init_script(_HOLD_NEWPLOT)
    # The page waits 0.3 s for the server's pictures, then draws the live board: under the
    # other test workers' load the answer came later (CI, 3 workers on 2 cores), so this page,
    # which tests the pictures themselves, waits for them.
    page.add_init_script("window.rxServedWaitMs = 60000")
    page.goto(f"voila/render/notebooks/{slug}.ipynb")
    expect(page.locator(PICTURE + " .scatterlayer path.point").first).to_be_visible(timeout=90_000)
    assert page.locator(".rx-board .js-plotly-plot").count() == 0
    expect(page.locator(PICTURE)).to_have_attribute("aria-hidden", "true")
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(1)
    page.wait_for_timeout(300)  # the dashboard's scaling is applied in the next frame
    pictured = page.locator(".rx-board").screenshot()
    page.mouse.move(1, 1)
    page.evaluate("() => { window.rxRelease = true; }")
    expect(page.locator(LIVE_POINTS).first).to_be_visible(timeout=30_000)
    expect(page.locator(PICTURE)).to_have_count(0)
    expect(page.locator(".rx-board[aria-busy=true]")).to_have_count(0)
    page.wait_for_timeout(300)
    assert page.locator(".rx-board").screenshot() == pictured  # pixel for pixel
    page.close(run_before_unload=True)
    context.close()


def test_a_served_picture_that_is_not_a_boards_drawing_is_never_shown(
    browser: Browser, voila_server
):
    context = browser.new_context(
        viewport={"width": 1366, "height": 768}, base_url=voila_server.url
    )

    def forged(route):
        served = route.fetch().json()
        bad = '<img src="data:," onerror="window.rxInjected = true">'
        route.fulfill(json={key: bad for key in served})

    context.route(SERVED, forged)
    page = context.new_page()
    page.add_init_script(_WATCH_PICTURES)
    open_dashboard(page, GAME)
    assert page.evaluate("() => window.rxPictureShown === undefined")
    assert page.evaluate("() => window.rxInjected === undefined")
    page.close(run_before_unload=True)
    context.close()
