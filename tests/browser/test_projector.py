"""Projector fit (issue 12, item 2): at 1366 x 768 the board, the current explanation and the
actions share one screen; at 1920 x 1080 the board grows, text and all; at 150 % zoom on
1366 x 768 the tabs stay on screen; presenter mode (its toggle) makes text large and the board
larger still. Teaching at a projector (issue 44): in presenter mode at 1366 x 768 every label of
the board is 18 px high or more, on the board and clear of the others; no button, label, list,
text or field on the Play, Rulebook, Quiz and Setup tabs is cut short or runs out of its tab, in
either mode; a long explanation scrolls in its own box, so the board, the Steps and the tabs
stay on screen. Screenshots of each go to
tests/browser/screenshots/."""

from __future__ import annotations

import contextlib
from types import SimpleNamespace

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

import rules

from .dashboard_page import open_dashboard, open_tab, play_where_it_stands, take_first_action
from .support import close_like_a_person, screenshot
from .test_accessibility import violations

pytestmark = pytest.mark.browser

GAMES = rules.available_games()

# Where an element is drawn, in CSS pixels of the viewport (the page is not scrolled).
_BOX = """(selector) => { const e = [...document.querySelectorAll(selector)]
  .find(x => x.getClientRects().length); if (!e) return null;
  const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, width: r.width}; }"""


def box(page: Page, selector: str) -> dict:
    found = page.evaluate(_BOX, selector)
    assert found is not None, f"nothing drawn for {selector}"
    return found


class _Tab:
    """A tab of the shared profile, closed as a person closes it (its kernel freed)."""

    def __init__(self, page: Page):
        self.page = page

    def close(self) -> None:
        close_like_a_person([self.page])


def game_page(
    browser: Browser, profile, width: int, height: int, zoom: float = 1, base_url: str = ""
):
    """A page of ``width`` x ``height`` screen pixels at ``zoom``, and what closes it. At 100 %
    a tab of the worker's shared profile (conftest.py: its compiled scripts are kept); at
    150 % a context of its own, whose CSS viewport is 1.5 times smaller and drawn 1.5 times
    larger, as the browser's zoom does."""
    if zoom == 1:
        page = profile.new_page()
        page.set_viewport_size({"width": width, "height": height})
        return _Tab(page), page
    context = browser.new_context(
        base_url=base_url,
        viewport={"width": round(width / zoom), "height": round(height / zoom)},
        device_scale_factor=zoom,
    )
    return context, context.new_page()


def board_scale(page: Page) -> float:
    return float(page.locator(".rx-board").get_attribute("data-rx-scale") or 1)


def board_text_height(page: Page) -> float:
    """The drawn height of the board's tallest label, in CSS pixels (scaled with the board)."""
    return page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('.rx-board .textpoint text')]"
        ".map(t => t.getBoundingClientRect().height))"
    )


def at_top(page: Page) -> None:
    """The page scrolled to its top: the window, and the box Voilà's page scrolls in (not the
    window: its layout's panel), but not the boxes inside the dashboard (the Steps list)."""
    page.evaluate(
        "() => { window.scrollTo(0, 0); for (const e of document.querySelectorAll('*'))"
        " if (e.scrollTop > 0 && !e.closest('.rx-explorer')) e.scrollTop = 0; }"
    )


@pytest.fixture(scope="module", params=GAMES)
def at_1366(request, browser: Browser, shared_profile):
    """Each game's dashboard at 1366 x 768 after its first action, opened once for this file's
    three checks at that size (one screen, the board's growth, texts apart); what the board
    showed before the action is kept for the texts' check."""
    slug = request.param
    context, page = game_page(browser, shared_profile, 1366, 768)
    try:
        open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
        before = page.evaluate(_TEXTS_OVER_EACH_OTHER)
        take_first_action(page)
        page.wait_for_function("() => document.querySelector('.rx-board').dataset.rxScale")
        page.wait_for_timeout(500)  # the board's redraw after the move
        at_top(page)
        yield SimpleNamespace(slug=slug, page=page, texts_over_each_other_before=before)
    finally:
        context.close()


def test_at_1366x768_board_explanation_and_actions_fit_one_screen(at_1366):
    page = at_1366.page
    screenshot(page, f"projector-1366-{at_1366.slug}")
    for selector in (".rx-board", ".rx-step-text .rx-step-current", ".rx-status"):
        drawn = box(page, selector)
        assert drawn["top"] >= 0 and drawn["bottom"] <= 768, (selector, drawn)
    action = box(page, ".rx-roll, .rx-action, .rx-action-go, .rx-action-list")
    assert action["bottom"] <= 768, action


def test_at_1920x1080_the_board_grows_with_readable_text(browser, shared_profile, at_1366):
    slug = at_1366.slug
    small_text = board_text_height(at_1366.page)
    context, page = game_page(browser, shared_profile, 1920, 1080)
    try:
        open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
        take_first_action(page)
        page.wait_for_function("() => document.querySelector('.rx-board').dataset.rxScale")
        at_top(page)
        screenshot(page, f"projector-1920-{slug}-board")
        large, scale, large_text = (
            box(page, ".rx-board"),
            board_scale(page),
            board_text_height(page),
        )
    finally:
        context.close()
    assert scale > 1.15
    assert large_text >= small_text * 1.15 and large_text >= 15
    assert large["bottom"] <= 1080


@pytest.mark.parametrize("slug", GAMES)
def test_at_150_percent_zoom_the_tabs_stay_on_screen(browser, shared_profile, base_url, slug):
    context, page = game_page(browser, shared_profile, 1366, 768, zoom=1.5, base_url=base_url)
    try:
        open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
        at_top(page)
        screenshot(page, f"projector-1366-zoom150-{slug}")
        tabs = box(page, ".rx-tabs .lm-TabBar")
        assert tabs["bottom"] <= 768 / 1.5, tabs  # beside the board, not below it
        # After a move its Steps are listed above the tabs: the tabs stay on the screen.
        take_first_action(page)
        at_top(page)
        screenshot(page, f"projector-1366-zoom150-{slug}-after")
        tabs = box(page, ".rx-tabs .lm-TabBar")
        assert tabs["bottom"] <= 768 / 1.5, tabs
    finally:
        context.close()


def test_presenter_mode_has_large_text_and_a_larger_board(browser, shared_profile):
    slug = "escape-from-the-hidden-castle"
    context, page = game_page(browser, shared_profile, 1920, 1080)
    try:
        open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
        take_first_action(page)
        page.wait_for_function("() => document.querySelector('.rx-board').dataset.rxScale")
        before = board_scale(page)
        page.locator(".rx-presenter-toggle").click()
        page.wait_for_function("() => document.querySelector('.rx-explorer.rx-presenter')")
        page.wait_for_function(
            "(s) => +document.querySelector('.rx-board').dataset.rxScale > s", arg=before
        )
        at_top(page)
        screenshot(page, f"presenter-1920-{slug}")
        size = page.evaluate(
            "() => parseFloat(getComputedStyle(document.querySelector('.rx-step-text')).fontSize)"
        )
        assert size >= 20
        assert box(page, ".rx-board")["bottom"] <= 1080
    finally:
        context.close()


# The castle's centre panel: the turn line, the die's square and the die's caption, each as drawn
# (CSS pixels); the panel is the board's last shape.
_CASTLE_CENTRE = """() => {
  const gd = document.querySelector('.rx-board .js-plotly-plot');
  // Each trace's group by the trace it draws (d3's data on it), not by its index: a trace
  // not drawn (no points, hidden) has no group, and the rings now come first. Traces of
  // another zorder (the speed pips, under the rings) are drawn in a layer of their own,
  // "scatterlayer2" and on: every layer is searched.
  const trace = (name) => [...document.querySelectorAll(
      '.rx-board g[class^="scatterlayer"] .trace')]
    .find(g => g.__data__ && g.__data__[0] && g.__data__[0].trace.name === name);
  const rect = (e) => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const texts = [...trace('status').querySelectorAll('.textpoint text')].map(rect);
  const shapes = gd.layout.shapes.length - 1;
  return {
    turn: texts[0], caption: texts[1],
    die: rect(trace('die').querySelector('path.point')),
    panel: rect(document.querySelector(`.rx-board .shapelayer path[data-index="${shapes}"]`)),
  };
}"""


def _apart(a: dict, b: dict) -> bool:
    return (
        a["bottom"] <= b["top"]
        or b["bottom"] <= a["top"]
        or (a["right"] <= b["left"] or b["right"] <= a["left"])
    )


def _inside(inner: dict, outer: dict) -> bool:
    return all(
        (
            inner["left"] >= outer["left"],
            inner["right"] <= outer["right"],
            inner["top"] >= outer["top"],
            inner["bottom"] <= outer["bottom"],
        )
    )


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1920, 1080)])
def test_the_castles_turn_line_die_and_caption_stay_apart_inside_their_panel(
    browser, shared_profile, width, height
):
    # The die's square is sized in pixels and the panel in board units: the turn line once ran
    # into the square's top edge, and the caption out of the panel's right side.
    context, page = game_page(browser, shared_profile, width, height)
    try:
        open_dashboard(page, "voila/render/notebooks/escape-from-the-hidden-castle.ipynb")
        drawn = page.evaluate(_CASTLE_CENTRE)
        assert _apart(drawn["turn"], drawn["die"]), drawn
        assert _apart(drawn["caption"], drawn["die"]), drawn
        for part in ("turn", "die", "caption"):
            assert _inside(drawn[part], drawn["panel"]), (part, drawn)
    finally:
        context.close()


# Pairs of the board's texts drawn over each other (more than 2 CSS pixels both ways).
_TEXTS_OVER_EACH_OTHER = """() => {
  const boxes = [...document.querySelectorAll('.rx-board .main-svg text')]
    .filter((t) => t.textContent.trim())
    .map((t) => [t.textContent, t.getBoundingClientRect()]);
  const pairs = [];
  boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
    const wide = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const high = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (wide > 2 && high > 2) pairs.push([a, b]);
  }));
  return pairs;
}"""


def test_no_two_texts_on_the_board_are_drawn_over_each_other(at_1366):
    assert at_1366.texts_over_each_other_before == []
    assert at_1366.page.evaluate(_TEXTS_OVER_EACH_OTHER) == []


# ----- teaching at a projector (issue 44) ---------------------------------------------------
def presenter(page: Page, on: bool) -> None:
    """Presenter mode on or off, once the board is scaled and its labels grown for it."""
    explorer = page.locator(".rx-explorer")
    if ("rx-presenter" in (explorer.get_attribute("class") or "").split()) != on:
        page.locator(".rx-presenter-toggle").click()
    page.wait_for_function(
        "(on) => document.querySelector('.rx-explorer').classList.contains('rx-presenter') === on",
        arg=on,
    )
    page.wait_for_timeout(800)  # the board scaled again, then its labels (a frame each)
    at_top(page)


# The board's labels as drawn (CSS pixels): those under 18 px high, those leaving the board's
# drawing, pairs drawn over each other (more than 2 px both ways), and pairs side by side (on
# one line) less than a pixel apart, which read as one word ("mantra Aenvironment"). A label
# of two or more lines is 18 px high at any size: its lines are held to the font whose line
# is 18 px high (LINE_FONT_PX), the font on screen being the label's own times figure.js's
# grow times the board's scale (a one-line label under 18 px high is under that font too).
#: The font whose line box is 18 px high in Chromium (14 px for a 12 px font: 18 / 14 * 12 =
#: 15.43), less a tenth for the browser's rounding.
LINE_FONT_PX = 15.3
_LABELS = """() => {
  const svg = document.querySelector('.rx-board .main-svg').getBoundingClientRect();
  const scale = parseFloat(document.querySelector('.rx-board').dataset.rxScale) || 1;
  const font = (t) => parseFloat(t.style.fontSize) * (parseFloat(t.style.scale) || 1) * scale;
  const labels = [...document.querySelectorAll('.rx-board .main-svg text')]
    .filter((t) => t.textContent.trim() && !t.closest('.hoverlayer'))
    .map((t) => [t.textContent, t.getBoundingClientRect(), font(t)]);
  const small = labels.filter(([, r, f]) => r.height < 18 || f < LINE_FONT_PX)
    .map(([text, r, f]) => `${text} (${r.height.toFixed(1)} px high, font ${f.toFixed(1)} px)`);
  const off = labels.filter(([, r]) => r.left < svg.left - 1 || r.right > svg.right + 1
    || r.top < svg.top - 1 || r.bottom > svg.bottom + 1).map(([text]) => text);
  const over = [], close = [];
  labels.forEach(([a, p], i) => labels.slice(i + 1).forEach(([b, q]) => {
    const wide = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const high = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (wide > 2 && high > 2) over.push([a, b]);
    else if (high > Math.min(p.height, q.height) / 2 && wide > -1) close.push([a, b]);
  }));
  return {small, off, over, close};
}""".replace("LINE_FONT_PX", str(LINE_FONT_PX))

#: Boards whose layout leaves some labels too little room to reach 18 px in presenter mode
#: (their neighbours would be drawn over them): the board's module has to space them.
CROWDED: dict[str, str] = {}


def test_in_presenter_mode_every_label_is_18px_high_on_the_board_and_apart(at_1366, request):
    page, slug = at_1366.page, at_1366.slug
    presenter(page, True)
    try:
        screenshot(page, f"presenter-1366-{slug}")
        drawn = page.evaluate(_LABELS)
    finally:
        presenter(page, False)
    # Grown about their anchors, labels stay inside the board, clear of each other and, side
    # by side, a little apart ...
    assert drawn["off"] == [], drawn["off"]
    assert drawn["over"] == [], drawn["over"]
    assert drawn["close"] == [], drawn["close"]
    # ... and reach the mark where the board's layout gives them room.
    if slug in CROWDED:
        request.applymarker(pytest.mark.xfail(reason=CROWDED[slug], strict=True))
    assert drawn["small"] == [], drawn["small"]


# The board's marks each label covers (more than a quarter of the mark's box), keyed by trace
# name and place so that the two modes' drawings compare: a label written on its own point (a
# card's number), or on a point's middle from a trace of its own, is its mark's, not a cover.
_LABELS_OVER_MARKS = """() => {
  const gd = document.querySelector('.rx-board .js-plotly-plot');
  const texts = [], marks = [];
  // Every layer of traces (one per zorder: "scatterlayer", "scatterlayer2", ...), each trace
  // named by the trace it draws (d3's data on its group), not by its place among the groups.
  [...gd.querySelectorAll('g[class^="scatterlayer"] .trace')].forEach((trace, k) => {
    const drawn = trace.__data__ && trace.__data__[0] && trace.__data__[0].trace;
    const name = (drawn && drawn.name) || `trace ${k}`;
    trace.querySelectorAll('.textpoint text').forEach((t, i) => {
      if (t.textContent.trim()) texts.push([`${name} ${i}`, t.textContent, t]); });
    trace.querySelectorAll('path.point').forEach((m, i) => marks.push([`${name} ${i}`, m]));
  });
  gd.querySelectorAll('.annotation-text').forEach((t, i) =>
    texts.push([`caption ${i}`, t.textContent, t]));
  const over = [];
  for (const [at, words, text] of texts) {
    const p = text.getBoundingClientRect();
    for (const [of, mark] of marks) {
      if (at === of) continue;
      const q = mark.getBoundingClientRect();
      // A text written on a point's middle from a trace of its own (the castle's speed
      // numbers, over the rings that go under the pips) is that point's, as one on its own.
      const across = (p.left + p.right - q.left - q.right) / 2;
      const down = (p.top + p.bottom - q.top - q.bottom) / 2;
      if (Math.abs(across) < q.width / 4 && Math.abs(down) < q.height / 4) continue;
      const wide = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const high = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (wide > 0 && high > 0 && wide * high > 0.25 * q.width * q.height)
        over.push(`${words.slice(0, 40)} (${at}) over ${of}`);
    }
  }
  return over;
}"""

#: Boards whose labels, grown for presenter mode, cover marks the board drew clear of them:
#: the board's module has to give them room (figure.js keeps grown labels apart from each
#: other, not from marks: most names sit just under their space's mark and would stay small).
COVERING: dict[str, str] = {}


def test_in_presenter_mode_no_label_grows_over_a_mark_it_left_clear(at_1366, request):
    page, slug = at_1366.page, at_1366.slug
    at_own_size = set(page.evaluate(_LABELS_OVER_MARKS))
    presenter(page, True)
    try:
        grown = set(page.evaluate(_LABELS_OVER_MARKS))
    finally:
        presenter(page, False)
    if slug in COVERING:
        request.applymarker(pytest.mark.xfail(reason=COVERING[slug], strict=True))
    assert sorted(grown - at_own_size) == []


# Texts of the dashboard cut short: an ellipsis, a text running out of its widget or clipped
# by a box that does not scroll, and a list (a <select>) too narrow for its chosen entry. (The
# body of a closed section is not drawn, yet the browser still gives its texts a place: skipped.
# A text scrolled out of a box that scrolls is reached by scrolling: not cut. A list box's
# entries, as the Play tab's long list of actions has, are cut where one line is too narrow for
# an entry that does not wrap, or for a word of one that does.)
_CUT = r"""() => {
  const root = document.querySelector('.rx-explorer');
  const shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden';
  // A text kept for screen readers only (in a 1 px box, clipped: presenter mode's "Group" and
  // "Action" labels, its step counter) is not drawn, so nothing of it is cut.
  const spoken = (e) => {
    for (let up = e; up && up !== root; up = up.parentElement) {
      const b = up.getBoundingClientRect();
      if (b.width <= 1 && b.height <= 1) return true;
    }
    return false;
  };
  const outside = (r, b) => r.left < b.left - 1 || r.right > b.right + 1
    || r.top < b.top - 1 || r.bottom > b.bottom + 1;
  const cut = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const holder = node.parentElement;
    if (!text || !holder || !shown(holder) || spoken(holder)
      || holder.closest('.rx-board, .rx-announcer, svg, select, .lm-mod-hidden')
      || (holder.closest('details:not([open])') && !holder.closest('summary'))) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (!r.width) continue;
    const widget = holder.closest('.jupyter-widgets:not(.widget-box)');
    let scrolls = false;
    for (let up = holder; widget && up !== widget.parentElement; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (/auto|scroll/.test(style.overflowX + style.overflowY)) scrolls = true;
    }
    if (widget && !scrolls && outside(r, widget.getBoundingClientRect())) {
      cut.push(text); continue;
    }
    for (let up = holder; up && up !== root.parentElement; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (up !== holder && /auto|scroll/.test(style.overflowX + style.overflowY)
        && (up.scrollHeight > up.clientHeight + 1 || up.scrollWidth > up.clientWidth + 1))
        break; // a box that scrolls: what is out of its view is reached by scrolling
      if ((style.textOverflow === 'ellipsis' && up.scrollWidth > up.clientWidth + 1)
        || (/hidden|clip/.test(style.overflowX + style.overflowY)
          && outside(r, up.getBoundingClientRect()))) { cut.push(text); break; }
    }
  }
  const measure = document.createElement('canvas').getContext('2d');
  // A list box's entries (the Play tab's long list of actions): each wide enough for its
  // words on the lines it is drawn on, wrapped or not.
  for (const select of root.querySelectorAll('select')) {
    if (!shown(select) || !(select.multiple || select.size > 1)) continue;
    for (const option of select.options) {
      const style = getComputedStyle(option);
      measure.font = `${style.fontSize} ${style.fontFamily}`;
      const room = option.clientWidth - parseFloat(style.paddingLeft)
        - parseFloat(style.paddingRight);
      const line = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
      const lines = Math.max(1, Math.round((option.clientHeight - parseFloat(style.paddingTop)
        - parseFloat(style.paddingBottom)) / line));
      const words = option.text.split(/\s+/).map((word) => measure.measureText(word).width);
      if (Math.max(...words) > room + 1 || (lines === 1
        && measure.measureText(option.text).width > room + 1)) cut.push(option.text);
    }
  }
  for (const select of root.querySelectorAll('select')) {
    if (!shown(select) || select.multiple || select.size > 1 || select.selectedIndex < 0) continue;
    const style = getComputedStyle(select);
    measure.font = `${style.fontSize} ${style.fontFamily}`;
    const text = select.options[select.selectedIndex].text;
    const room = select.clientWidth - parseFloat(style.paddingLeft)
      - parseFloat(style.paddingRight);
    if (measure.measureText(text).width <= room + 1) continue;
    cut.push(text);
  }
  // A field, list or button on a tab running past the right edge of the box that holds it (the
  // rulebook's search box did, its edge cut off): named by its placeholder or its words.
  for (const control of root.querySelectorAll('input, select, textarea, button')) {
    const holder = control.closest('.jupyter-widgets')?.parentElement?.closest('.widget-box');
    if (!holder || !control.closest('.widget-tab-contents') || !shown(control)
      || control.type === 'radio' || control.type === 'checkbox') continue;
    if (control.getBoundingClientRect().right > holder.getBoundingClientRect().right + 1)
      cut.push(control.placeholder || control.textContent.trim() || control.tagName);
  }
  return cut;
}"""

#: The tabs checked for texts cut short, by their place (explorer.app's tab order): the tab a
#: learner plays from, the rulebook, the quiz and the setup (its rulings' readings).
PLAY_TAB, RULEBOOK_TAB, QUIZ_TAB, SETUP_TAB = 0, 2, 4, 7

# Every section of the rulebook opened, as a learner reading them all would: their texts, the
# sources and the other readings are checked too, not only the titles.
_OPEN_EVERY_SECTION = """() => document.querySelectorAll('.rx-rulebook details')
  .forEach((d) => { d.open = true; })"""


def test_no_button_label_list_or_text_on_the_play_rulebook_quiz_and_setup_tabs_is_cut(at_1366):
    page, slug = at_1366.page, at_1366.slug
    cut = {}
    try:
        for on in (False, True):
            presenter(page, on)
            for index in (PLAY_TAB, RULEBOOK_TAB, QUIZ_TAB, SETUP_TAB):
                open_tab(page, index)
                if index == RULEBOOK_TAB:
                    page.evaluate(_OPEN_EVERY_SECTION)
                at_top(page)
                mode = "presenter" if on else "normal"
                screenshot(page, f"labels-1366-{slug}-{mode}-tab{index}")
                cut[(mode, index)] = page.evaluate(_CUT)
    finally:
        open_tab(page, PLAY_TAB)
        presenter(page, False)
    assert all(texts == [] for texts in cut.values()), cut


# Styles that cut what the dashboard draws in full: the long list's group list narrowed and its
# actions' entries kept on one line, the rulebook's search box wider than its column.
_NARROWED = """() => { const style = document.createElement('style');
  style.className = 'rx-test-narrowed';
  style.textContent = '.rx-explorer .rx-action-group select { width: 60px !important; }'
    + ' .rx-explorer .rx-action-list option { white-space: nowrap !important; }'
    + ' .rx-explorer .rx-action-list select { width: 90px !important; }'
    + ' .rx-explorer .rx-rule-search { width: 110% !important; }';
  document.head.appendChild(style); }"""


def test_the_cut_check_finds_a_narrow_list_and_a_field_past_its_column(at_1366):
    """The check above is no stub: on the castle's long list (a group list, then the group's
    actions in a list box) and its rulebook, made too narrow or too wide."""
    if at_1366.slug != "escape-from-the-hidden-castle":
        pytest.skip("checked once, on the castle's long list")
    page = at_1366.page
    open_tab(page, PLAY_TAB)
    group = page.evaluate(
        "() => [...document.querySelectorAll('.rx-action-group select')]"
        ".map((s) => s.options[s.selectedIndex].text)"
    )
    actions = page.evaluate(
        "() => [...document.querySelectorAll('.rx-action-list select option')].map((o) => o.text)"
    )
    assert len(group) == 1 and len(actions) > 6, (group, actions)
    assert page.evaluate(_CUT) == []
    try:
        page.evaluate(_NARROWED)
        cut = page.evaluate(_CUT)
        assert group[0] in cut  # the group's list, too narrow for its chosen entry
        wide = [text for text in actions if text not in cut]
        assert set(cut) - set(group) <= set(actions) and len(wide) < len(actions) / 2, cut
        open_tab(page, RULEBOOK_TAB)
        assert len(page.evaluate(_CUT)) == 1  # the search box
    finally:
        page.evaluate(
            "() => document.querySelectorAll('.rx-test-narrowed').forEach(s => s.remove())"
        )
        open_tab(page, PLAY_TAB)


# plotly's toolbar over the board (drawn while the pointer is on it) and the line above the
# board ("Now · after: ..."), as drawn.
_TOOLBAR_AND_LINE = """() => {
  const bar = document.querySelector('.rx-board .modebar');
  const line = document.querySelector('.rx-board .annotation-text').getBoundingClientRect();
  if (!bar || !bar.getClientRects().length) return null;
  const r = bar.getBoundingClientRect();
  return {buttons: bar.querySelectorAll('.modebar-btn').length, line: line.right,
    bar: r.left, apart: r.right <= line.left || line.right <= r.left
      || r.bottom <= line.top || line.bottom <= r.top};
}"""


def test_the_toolbar_keeps_one_button_clear_of_the_line_above_the_board(at_1366):
    """Issue 44: the toolbar's four buttons covered the end of the line above the board while
    the pointer was on it. Where a board has the toolbar, it keeps its picture download only,
    clear of the line, at the board's size and in presenter mode (the longest lines are checked
    in-process: tests/explorer/test_badge_line_clear_of_the_toolbar.py)."""
    page = at_1366.page
    drawn = {}
    try:
        for on in (False, True):
            presenter(page, on)
            board = page.locator(".rx-board .js-plotly-plot").bounding_box()
            page.mouse.move(board["x"] + board["width"] / 2, board["y"] + board["height"] / 2)
            page.wait_for_timeout(300)
            drawn[on] = page.evaluate(_TOOLBAR_AND_LINE)
    finally:
        page.mouse.move(0, 0)
        presenter(page, False)
    for on, toolbar in drawn.items():
        if toolbar is not None:
            assert toolbar["buttons"] == 1 and toolbar["apart"], (on, toolbar)


# The control that plays the next move on the Play tab, whatever the game asks now: the roll
# (or draw), the first action the rules allow, or the long list's button ("Do it").
_PLAYS = (".rx-roll", ".rx-action:not(.mod-warning)", ".rx-action-go")

#: Moves played on the Play tab in presenter mode, each position checked (Vrienden's button
#: "Do it" was seen below the window after six).
MOVES_IN_PRESENTER_MODE = 6


def test_in_presenter_mode_the_board_tabs_and_next_move_stay_on_screen_after_moves(at_1366):
    """Issue 44: after some moves the Steps, the tabs and the Play tab (Vrienden's long list:
    its group, its actions, the button that plays the chosen one) were taller than a 1366 x 768
    window in presenter mode, and "Do it" stood below it. In every game, before each of several
    moves played from the Play tab, the board, the tab bar and the control that plays the next
    move are on screen, the page at its top."""
    page, slug = at_1366.page, at_1366.slug
    open_tab(page, PLAY_TAB)
    presenter(page, True)
    off = []
    try:
        for move in range(MOVES_IN_PRESENTER_MODE):
            at_top(page)
            plays = next((s for s in _PLAYS if page.locator(s).filter(visible=True).count()), None)
            assert plays is not None, f"nothing to play after {move} moves"
            for selector in (".rx-board", ".rx-tabs .lm-TabBar", plays):
                drawn = box(page, selector)
                if drawn["top"] < 0 or drawn["bottom"] > 768:
                    off.append((move, selector, round(drawn["top"]), round(drawn["bottom"])))
            if move == MOVES_IN_PRESENTER_MODE - 1:
                screenshot(page, f"presenter-1366-{slug}-after-moves")
                break
            play_where_it_stands(page, plays)
            page.wait_for_timeout(500)  # the board's redraw and its scale
    finally:
        presenter(page, False)
    assert off == [], off


def test_a_long_explanation_scrolls_in_its_box_and_the_tabs_stay_on_screen(at_1366):
    """Played to the end by the bots: the last action's explanation (an ending: 9 to 16 Steps
    in Vrienden, Daybreak and the castle) scrolls in its own box, the Step shown in sight. (Last
    of this file's checks of a game's page: the game is over after it.)"""
    page, slug = at_1366.page, at_1366.slug
    open_tab(page, 5)  # Bots
    page.locator(".rx-bot-end").click()
    page.wait_for_function(
        "() => document.querySelector('.rx-step-text .rx-step-end')", timeout=120_000
    )
    open_tab(page, PLAY_TAB)
    for on in (False, True):
        presenter(page, on)
        screenshot(page, f"long-explanation-1366-{slug}-{'presenter' if on else 'normal'}")
        steps = box(page, ".rx-step-text .rx-step-all")
        shown = box(page, ".rx-step-text li.rx-step-current")
        tabs = box(page, ".rx-tabs .lm-TabBar")
        held = page.evaluate(
            "() => { const l = document.querySelector('.rx-step-text .rx-step-all');"
            " return {count: l.children.length, high: l.scrollHeight, box: l.clientHeight}; }"
        )
        assert held["box"] <= 0.3 * 768 + 1, held  # a long list scrolls in its box ...
        assert steps["top"] - 1 <= shown["top"] and shown["bottom"] <= steps["bottom"] + 1
        assert tabs["bottom"] <= 768, (on, tabs)  # ... and the tabs stay on screen
        assert 0 <= box(page, ".rx-board")["top"] <= 300  # the board not pushed down
        # A box that scrolls is reached from the keyboard and named (axe's
        # scrollable-region-focusable: the static site's test found it first).
        assert violations(page) == []
    presenter(page, False)


def test_the_boards_box_grows_with_its_drawing_when_the_line_above_it_wraps(
    browser, shared_profile
):
    """The line above the board on two lines makes the drawing 20 px taller at the same scale
    (explorer/app.py's badge): the board's box, kept at its first drawing's height, cut off
    the drawing's last 29 px (O Inconsciente at four players, 1920 x 1080: its last line
    hidden). The box now grows with the drawing."""
    context, page = game_page(browser, shared_profile, 1920, 1080)
    try:
        open_dashboard(page, "voila/render/notebooks/o-inconsciente.ipynb")
        new_game_at_the_largest_table(page, 4)
        first = page.evaluate("() => document.querySelector('.rx-board .js-plotly-plot')"
                              "._fullLayout.height")  # fmt: skip
        for _ in range(10):
            bot_move(page)
            page.wait_for_timeout(300)
            grown = page.evaluate("() => document.querySelector('.rx-board .js-plotly-plot')"
                                  "._fullLayout.height")  # fmt: skip
            if grown > first:
                break
        assert grown > first, "the line above the board never took two lines"
        page.wait_for_timeout(500)  # the box fitted to the drawing (a frame)
        assert page.evaluate(_BOARD_CUT) is None
    finally:
        context.close()


#: Bot moves played at the largest table before its labels are checked a second time: words
#: grow with play (a stack's line, a history of draws, a count that gains a digit).
MOVES_AT_THE_LARGEST_TABLE = 20
#: Boards whose labels at their largest table still stop short of 18 px in presenter mode,
#: for their owners (issue 44), with what is left.
CROWDED_AT_THE_LARGEST_TABLE: dict[str, str] = {}


def new_game_at_the_largest_table(page: Page, players: int) -> None:
    """A new game at ``players`` from the Setup tab (by its place: the game may speak
    Portuguese), back on the Play tab once its board is drawn."""
    open_tab(page, SETUP_TAB)
    pane = page.locator(".rx-tabs .widget-tab-contents > *").nth(SETUP_TAB)
    pane.locator("select").first.select_option(str(players))
    pane.locator(".rx-new-game").click()
    page.wait_for_function(
        "() => document.querySelector('.rx-step-text [data-step=\"none\"]')", timeout=60_000
    )
    open_tab(page, PLAY_TAB)


# The board's box against its drawing, scaled (CSS pixels): null when the box holds it all.
_BOARD_CUT = """() => {
  const board = document.querySelector('.rx-board');
  const gd = board.querySelector('.js-plotly-plot');
  const scale = parseFloat(board.dataset.rxScale) || 1;
  const box = board.getBoundingClientRect().height, drawn = gd._fullLayout.height * scale;
  return box + 1 >= drawn ? null : [Math.round(box), Math.round(drawn)];
}"""

# What a move changes on the page: the line above the board and the Steps shown.
_SHOWN = """[...document.querySelectorAll('.rx-board .annotation-text, .rx-step-text')]
  .map((e) => e.textContent).join('|')"""


def bot_move(page: Page) -> None:
    """The bot's move for the seat to play (its key, "b"), waited for: the line above the board
    or the Steps change (two moves of the same words, seldom, wait the timeout and go on)."""
    before = page.evaluate(f"() => {_SHOWN}")
    page.keyboard.press("b")
    with contextlib.suppress(PlaywrightError):
        page.wait_for_function(f"(before) => {_SHOWN} !== before", arg=before, timeout=5_000)


def test_at_the_largest_table_every_line_on_the_board_is_18px_in_presenter_mode(at_1366, request):
    """Issue 44 at the table a board is widest at (its words smallest in presenter mode, the
    board scaled to its column), at the opening and after some bot moves: every line of every
    label reaches the 18 px line, on the board, clear of the others. (Last of this file's
    checks of a game's page: it starts a new game at another table.)"""
    page, slug = at_1366.page, at_1366.slug
    players = rules.load_game(slug).info.players[1]
    new_game_at_the_largest_table(page, players)
    found, cut = {}, []
    for moment in ("opening", "after moves"):
        if moment == "after moves":
            for _ in range(MOVES_AT_THE_LARGEST_TABLE):
                bot_move(page)
            page.wait_for_timeout(800)  # the last move's redraw and its labels
        cut += [(moment, "normal", *sizes) for sizes in [page.evaluate(_BOARD_CUT)] if sizes]
        presenter(page, True)
        try:
            screenshot(page, f"presenter-1366-{slug}-{players}p-{moment.replace(' ', '-')}")
            drawn = page.evaluate(_LABELS)
            cut += [(moment, "presenter", *s) for s in [page.evaluate(_BOARD_CUT)] if s]
        finally:
            presenter(page, False)
        found[moment] = {kind: drawn[kind] for kind in ("small", "off", "over", "close")}
    # The board's box holds its whole drawing, however much the line above it grew (a box kept
    # at the height of its first drawing cut off the last 20 px of a board whose line above
    # went on to two lines: O Inconsciente's last line at four players).
    assert cut == []
    if slug in CROWDED_AT_THE_LARGEST_TABLE:
        request.applymarker(
            pytest.mark.xfail(reason=CROWDED_AT_THE_LARGEST_TABLE[slug], strict=True)
        )
    empty = {kind: [] for kind in ("small", "off", "over", "close")}
    assert found == {"opening": empty, "after moves": empty}
