"""The Play tab's long list wraps its entries between words (issue 44).

ipywidgets writes every space of a list box's entry as a no-break space, so an entry too long
for the column broke wherever its line ran out, in the middle of a word ("Move light blue
from the light blue cha / kra ..."). The entries the browser receives have a break after each
space (explorer/panels/play.py's WrappingSelect). A list box's text cannot be measured by a
Range, so each entry is laid out again in a block of the entry's own width and style (its
height checked against the entry's): every line but the last ends at a space. The list is
narrowed so that its entries wrap. One page visit.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import open_dashboard
from .support import GAME, screenshot

pytestmark = pytest.mark.browser

NARROW = ".rx-explorer .rx-long-list .rx-action-list > select { width: 80px !important; }"

#: Each entry of the long list: its height, the height of its text laid out again in a block
#: of its width and style, and the lines the browser made there.
LINES = r"""() => [...document.querySelectorAll('.rx-action-list select option')].map((o) => {
  const style = getComputedStyle(o), box = o.getBoundingClientRect();
  const probe = document.createElement('div');
  for (const k of ['font', 'letterSpacing', 'wordSpacing', 'whiteSpace', 'overflowWrap',
    'wordBreak', 'lineHeight', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom'])
    probe.style[k] = style[k];
  Object.assign(probe.style, {boxSizing: 'border-box', width: `${box.width}px`,
    position: 'absolute', left: '0', top: '0'});
  probe.textContent = o.textContent;
  document.body.appendChild(probe);
  const text = probe.firstChild, range = document.createRange(), lines = [];
  let top = null;
  for (let i = 0; i < text.length; i++) {
    range.setStart(text, i); range.setEnd(text, i + 1);
    const r = range.getClientRects()[0];
    if (!r || (!r.width && /[\s\u200b]/.test(text.data[i]))) {  // a break: to the line before
      if (lines.length) lines[lines.length - 1] += text.data[i];
      continue;
    }
    if (top === null || Math.abs(r.top - top) > 2) { lines.push(''); top = r.top; }
    lines[lines.length - 1] += text.data[i];
  }
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return {height: box.height, again: height, lines};
})"""


def test_the_long_lists_entries_wrap_between_words(page: Page):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, GAME)  # the castle opens on its long list: where to place a guest
    expect(page.locator(".rx-action-list select option").first).to_be_attached()
    page.add_style_tag(content=NARROW)
    # the list is drawn again as the first position settles: read it once it has entries
    page.wait_for_function(
        "() => document.querySelectorAll('.rx-action-list select option').length > 1"
    )
    page.wait_for_timeout(300)
    entries = page.evaluate(LINES)
    screenshot(page, "long-list-narrow-wraps-between-words")
    assert entries
    wrapped = [e for e in entries if len(e["lines"]) > 1]
    assert wrapped, "the narrowed list wraps no entry: nothing was checked"
    for entry in entries:
        assert abs(entry["height"] - entry["again"]) <= 1.5, entry  # laid out as the entry
        for line in entry["lines"][:-1]:
            assert line[-1] in " \u00a0\u200b", f"an entry broke inside a word: {entry['lines']}"
