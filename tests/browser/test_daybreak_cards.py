"""Daybreak's cards in the browser: every card's initials are drawn inside the card, in the
fonts this browser has (three wide capitals ran over the edges of a hand card, into the next
card's)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

import rules
from explorer.boards import board_view
from explorer.boards.daybreak import CARDS
from explorer.figure import PLOTLY_PATH
from tests.rules.daybreak_helpers import at_local, give

pytestmark = pytest.mark.browser

# Each card's text and the widths of the text and the card, as drawn.
_CARD_TEXTS = """(trace) => {
  const layer = document.querySelectorAll('.scatterlayer .trace')[trace];
  const cards = [...layer.querySelectorAll('path.point')];
  const texts = [...layer.querySelectorAll('.textpoint')];
  return texts.map((t, i) => [t.textContent, t.getBBox().width, cards[i].getBBox().width]);
}"""


def test_every_cards_initials_fit_inside_the_card(page: Page):
    game = rules.load_game("daybreak")
    # the widest initials of the example cards, in a hand (the smallest cards) and a stack
    wide = ("cn-green-wall", "eu-north-sea-wind", "cn-desert-solar", "cn-high-speed-rail")
    state = give(at_local(players=2), 0, *wide)
    figure = json.loads(board_view(game).build(state).to_json())
    page.set_content('<div id="board"></div>')
    page.add_script_tag(path=str(PLOTLY_PATH))
    page.evaluate("f => Plotly.newPlot('board', f.data, f.layout, {staticPlot: true})", figure)
    drawn = page.evaluate(_CARD_TEXTS, CARDS)
    names = [text for text, _, _ in drawn]
    assert {"GW", "NW", "DB", "HR"} <= set(names)  # the wide ones are on the board
    too_wide = [(text, round(w, 1), card) for text, w, card in drawn if w > card]
    assert too_wide == []
