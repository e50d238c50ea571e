"""In presenter mode the long list's group is readable whole (issue 44).

At 1366 x 768 in presenter mode the group list stood beside its label "Group", and Vrienden's
groups ("Receive energy: Maya flow 1 (1–12 of 24)", 343 px at 18 px) showed cut in a 323 px
list ("... Maya flow 1 (1–12 c"). The label is now for screen readers only there: the list
takes the column's width. Each group's words are measured in the list's own font against the
room inside the list (its padding and the arrow's room taken off), in presenter mode and out of
it, and the button under the lists stays on screen. One page visit per game.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .dashboard_page import open_dashboard
from .support import screenshot
from .test_projector import presenter

pytestmark = pytest.mark.browser

#: Each group of the list: its words' width in the list's font, and the room for them.
GROUPS = """() => {
  const s = [...document.querySelectorAll('.rx-action-group select')]
    .find((e) => e.getClientRects().length);
  if (!s) return null;
  const style = getComputedStyle(s);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const go = [...document.querySelectorAll('.rx-action-go')]
    .find((e) => e.getClientRects().length).getBoundingClientRect();
  return {room, font: style.fontSize, go: go.bottom, list: s.getBoundingClientRect().bottom,
    label: s.previousElementSibling
    ? s.previousElementSibling.textContent : '',
    groups: [...s.options].map((o) => [o.text, ctx.measureText(o.text).width])};
}"""

#: A game whose Play tab shows the long list after a few of its first actions. (The castle's
#: opening list keeps its button on screen in presenter mode, as test_learner_screens.py asks;
#: Vrienden's, under a two-line heading and six Steps, has it below the fold, as before.)
GAMES = {"vrienden": 6, "escape-from-the-hidden-castle": 0}
BUTTON_ON_SCREEN = {"escape-from-the-hidden-castle"}


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_group_of_the_long_list_is_readable_whole_in_presenter_mode(page: Page, slug):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, f"voila/render/notebooks/{slug}.ipynb")
    for _ in range(GAMES[slug]):
        for selector in (".rx-roll", ".rx-action:not(.mod-warning)", ".rx-action-go"):
            control = page.locator(selector).filter(visible=True)
            if control.count():
                control.first.click()
                break
        page.wait_for_timeout(1200)
    expect(page.locator(".rx-action-group select").first).to_be_visible(timeout=30_000)
    seen = {}
    for on in (False, True):
        presenter(page, on)
        mode = "presenter" if on else "normal"
        screenshot(page, f"group-list-1366-{slug}-{mode}")
        seen[mode] = page.evaluate(GROUPS)
    presenter(page, False)
    for mode, shown in seen.items():
        assert shown and len(shown["groups"]) > 1, (mode, shown)
        cut = [(text, round(width)) for text, width in shown["groups"] if width > shown["room"]]
        assert cut == [], (mode, round(shown["room"]), cut)
        assert shown["list"] <= 768, (mode, shown["list"])  # the group list on screen
        if slug in BUTTON_ON_SCREEN:
            assert shown["go"] <= 768, (mode, shown["go"])  # the button too
    assert seen["presenter"]["font"] == "18px"
