"""The Oasis dashboard in a real browser: from the landing page, take a starting Companion by
clicking a Lair slot, step through, switch "view as" between the teacher and a scout, and
recycle with one click on a Ruins card at the mandatory action; a
loaded Pillage with a big hand: every card drawn, the grabbed cards clickable, no modebar."""

from __future__ import annotations

import dataclasses
import json

import pytest
from playwright.sync_api import Page, expect

import rules

from .dashboard_page import board_data, click_element, open_dashboard, tab
from .support import LANDING, screenshot

pytestmark = pytest.mark.browser

_BOARD = (
    "(document.querySelector('.rx-board .js-plotly-plot')"
    " || document.querySelector('.js-plotly-plot'))"
)


def step_rule(rule: str) -> str:
    """The Step shown, if it cites ``rule`` (the id is an attribute; the page shows titles)."""
    return f'.rx-step-text [data-rule="{rule}"]'


def card_ids(page: Page) -> list[str]:
    trace = next(t for t in board_data(page) if t["name"] == "cards")
    return list(trace["customdata"] or [])


def test_oasis_click_a_lair_slot_step_through_and_view_as(page: Page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(LANDING)
    page.get_by_role("link", name="Oasis").click()
    page.wait_for_url("**/oasis.ipynb")
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=90_000)
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet", timeout=30_000)
    expect(page.locator(".rx-explorer h2")).to_contain_text("Oasis")
    expect(page.locator(".rx-example-note")).to_contain_text("Companions")
    ids = card_ids(page)
    assert "trail:0:0" in ids and "lair:0" in ids
    screenshot(page, "oasis-start")

    # Scout 1 takes a starting Companion from Lair slot 2 by clicking it.
    click_element(page, "lair:1")
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible()
    expect(page.locator(step_rule("oasis.setup.starting-companion")).first).to_be_visible()
    page.wait_for_function(f"() => {_BOARD}.data.find(t => t.name === 'highlight').x.length === 2")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'cards').customdata"
        ".some(e => e.startsWith('hand:0:') && !/^hand:0:\\d/.test(e))"
    )
    screenshot(page, "oasis-recruited")

    # Scout 2 takes the deck's top Companion (a button); chance draws it (the roll button).
    page.locator(".rx-action", has_text="top Companion of the deck").filter(
        visible=True
    ).first.click()
    # Before the first turn the deck's top card is a starting Companion: the draw names it
    # to Scout 2; undone, the step before says only that Scout 2 takes the top card.
    page.locator(".rx-roll").click()
    # (every Step of the action is listed: the draw is the first one citing the rule)
    drawn = page.locator(step_rule("oasis.setup.starting-companion")).first
    expect(drawn).to_contain_text("seen by Scout 2:")
    page.locator(".rx-undo").click()
    expect(drawn).to_contain_text("unseen by the others")
    page.locator(".rx-redo").click()
    expect(drawn).to_contain_text("seen by Scout 2:")

    # View as Scout 2: the other hands are face down; back to the teacher: all open.
    page.locator(".rx-viewer select").select_option(label="Scout 2")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'cards').text.includes('<b>?</b>')"
    )
    screenshot(page, "oasis-scout-2-view")
    page.locator(".rx-viewer select").select_option(label="Teacher (everything open)")
    page.wait_for_function(
        f"() => !{_BOARD}.data.find(t => t.name === 'cards').text.includes('<b>?</b>')"
    )

    # Chance refills the Lair; then Scout 2's mandatory action: one click on a Ruins card
    # names the Recycle and takes the card, two moves in the history.
    page.locator(".rx-roll").click()
    expect(page.locator(".rx-roll")).to_be_hidden()
    ruin = next(e for e in card_ids(page) if e.startswith("ruins:"))
    click_element(page, ruin)
    expect(page.locator(step_rule("oasis.recycle"))).to_be_visible()
    expect(page.locator(".rx-step-text")).to_contain_text("from the Ruins")
    expect(page.locator(".rx-history option").last).to_contain_text("Recycle #")
    expect(page.locator(".rx-history option").nth(-2)).to_contain_text(
        "Recycle: take a card from the Ruins"
    )


def keep_with_a_big_hand() -> tuple[str, list[str]]:
    """A saved position: Scout 1 holds 20 cards and must keep one of two grabbed from Scout 2;
    Scout 3 has 12 Companions in play. Cards come from the decks, so every count still adds
    up. Returns the JSON text and the ids of the two grabbed cards."""
    game = rules.load_game("oasis")
    state = game.setup(4, 1)
    deck, cdeck = list(state.deck), list(state.cdeck)
    taken, companions = deck[:16], cdeck[:12]
    a, b = state.hands[1][:2]
    big = dataclasses.replace(
        state,
        deck=tuple(deck[16:]),
        cdeck=tuple(cdeck[12:]),
        hands=(tuple(sorted(state.hands[0] + tuple(taken))), *state.hands[1:]),
        areas=((), (), tuple(companions), ()),
        tasks=(("keep", 1, a, b), ("mission",), ("discard",), ("end",)),  # a turn's own tail
        turn=2,
        current=0,
    )
    keys = [game.cards.cards[c].key for c in (a, b)]
    return json.dumps(game.to_json(big)), [f"grab:{k}" for k in keys]


def test_oasis_a_pillage_with_a_big_hand(page: Page, tmp_path):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_dashboard(page, "voila/render/notebooks/oasis.ipynb")
    text, grabbed = keep_with_a_big_hand()
    position = tmp_path / "oasis-keep.json"
    position.write_text(text)
    tab(page, "Files")
    with page.expect_file_chooser() as chooser:
        page.locator(".rx-upload").click()
    chooser.value.set_files(position)
    expect(page.locator(".rx-load-message")).to_contain_text("Loaded")
    page.wait_for_function(
        f"() => {_BOARD}.data.find(t => t.name === 'cards').customdata"
        ".some(e => e.startsWith('grab:'))"
    )
    ids = card_ids(page)
    assert set(grabbed) <= set(ids)
    # Every card of the 20-card hand and the 12 Companions has a place of its own.
    cards = next(t for t in board_data(page) if t["name"] == "cards")
    for prefix, count in (("hand:0:", 20), ("area:2:", 12)):
        places = {
            (x, y)
            for e, x, y in zip(cards["customdata"], cards["x"], cards["y"], strict=True)
            if e.startswith(prefix)
        }
        assert len(places) == count, prefix
    # Plotly's modebar would cover the status line's end: there is none, even on hover.
    box = page.locator(".js-plotly-plot").first.bounding_box()
    page.mouse.move(box["x"] + box["width"] - 60, box["y"] + 20)
    page.wait_for_timeout(300)
    assert page.locator(".js-plotly-plot .modebar").count() == 0
    screenshot(page, "oasis-pillage-keep")
    # A click on a grabbed card keeps it.
    click_element(page, grabbed[0])
    expect(page.locator(".rx-step-text")).to_contain_text("keeps one card")
    page.wait_for_function(
        f"() => !{_BOARD}.data.find(t => t.name === 'cards').customdata"
        ".some(e => e.startsWith('grab'))"
    )
