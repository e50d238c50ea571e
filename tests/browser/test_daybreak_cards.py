"""Daybreak's board in the browser (issue 44): every card is drawn by its whole name, every
text stays inside the board, and no two texts are drawn over each other, in the fonts this
browser has, at the width the dashboard draws the board (explorer/figure.js: the width at
which the plot fills its height). A static plot: no server needed."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

import rules
from explorer.boards import board_view
from explorer.figure import PLOTLY_PATH
from tests.explorer.test_board_daybreak_words import crowded
from tests.rules.daybreak_helpers import apply, at_local, only_local

pytestmark = pytest.mark.browser

# Each text of the board: its words, and whether it is inside the plot and clear of every
# other text (more than 2 pixels both ways counts as over).
_TEXTS = """() => {
  const gd = document.getElementById('board');
  const xa = gd._fullLayout.xaxis;
  const left = gd.getBoundingClientRect().left + xa._offset;
  const area = {left, right: left + xa._length};  // the x range: texts beyond are clipped
  const boxes = [...document.querySelectorAll('#board .main-svg text')]
    .filter((t) => t.textContent.trim())
    .map((t) => [t.textContent, t.getBoundingClientRect()]);
  const outside = boxes.filter(([, r]) => r.left < area.left - 1 || r.right > area.right + 1)
    .map(([text]) => text);
  const over = [];
  boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
    const wide = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const high = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (wide > 2 && high > 2) over.push([a, b]);
  }));
  return {texts: boxes.map(([text]) => text), outside, over};
}"""


def board_width(layout: dict) -> int:
    """explorer/figure.js's boardWidth: the plot fills the board's height at one scale."""
    (x0, x1), (y0, y1) = layout["xaxis"]["range"], layout["yaxis"]["range"]
    margin = layout["margin"]
    high = layout["height"] - margin["t"] - margin["b"]
    return int(-(-abs(x1 - x0) / abs(y1 - y0) * high // 1)) + margin["l"] + margin["r"]


def test_every_name_is_whole_inside_the_board_and_no_two_texts_meet(page: Page):
    game = rules.load_game("daybreak")
    page.set_content('<div id="board"></div>')
    page.add_script_tag(path=str(PLOTLY_PATH))
    after = apply(only_local(at_local()), "done").state
    for state in (crowded(), after, game.setup(1, seed=1)):
        figure = json.loads(board_view(game).build(state).to_json())
        figure["layout"]["width"] = board_width(figure["layout"])
        page.evaluate("f => Plotly.newPlot('board', f.data, f.layout, {staticPlot: true})", figure)
        drawn = page.evaluate(_TEXTS)
        assert drawn["over"] == [] and drawn["outside"] == []
        # A text of two lines reads as its lines run together: compare without spaces.
        lines = {line.replace(" ", "") for line in drawn["texts"]}
        for code in state.crises:
            assert game.crisis[code].name.replace(" ", "") in lines
        for seat in range(state.players):
            for cards, _ in state.stacks[seat]:
                top = game.local[cards[-1]].name.replace(" ", "")
                assert any(line.startswith(top) for line in lines), top
