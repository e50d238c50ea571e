"""See a rule happen, in the browser (issue 48), for Oasis (English) and O Inconsciente
(Portuguese): a bot's move is counted among the rules met in the Rulebook tab; "See it happen"
on the rule suggested there opens its example, whose Steps show on the page with what to
watch; axe finds nothing with the example open; "Back to my game" brings the learner's game
back, and the count is as it was (an example's moves are not the learner's)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

import rules
from explorer.chrome import text
from rules.core.examples import examples_of

from .dashboard_page import open_dashboard, tab
from .test_accessibility import game_url, violations

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("slug", "language"), [("oasis", "en"), ("o-inconsciente", "pt")])
def test_see_it_happen_shows_the_steps_and_goes_back(page: Page, slug: str, language: str):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_dashboard(page, game_url(slug))
    game = rules.load_game(slug)
    firing = len(game.rulebook.firing)
    # One move of the learner's game (the bot's, by its key).
    page.keyboard.press("b")
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible(timeout=60_000)
    tab(page, text("tab-rulebook", language))
    met = page.locator(".rx-rules-met b")
    counted = re.escape(text("rules-met", language, met=0, total=firing)).replace("0", r"(\d+)", 1)
    expect(met).to_have_text(re.compile(counted), timeout=30_000)
    before = met.inner_text()
    assert int(before.split()[0]) >= 1, before
    # The rule suggested is chosen in the list beside the button: its example opens.
    # The count and the list are two widgets, updated one after the other: wait for the list
    # to offer a rule not met (its words are then a section's title, with no "met" mark).
    rulebook = game.rulebook_in(language)
    titles = "|".join(re.escape(s.title) for s in rulebook.sections)
    pick = page.locator(".rx-example-pick select")
    expect(pick).to_have_value(re.compile(f"^({titles})$"), timeout=30_000)
    title = pick.input_value()  # the option's words
    section = next(s.id for s in rulebook.sections if s.title == title)
    example = examples_of(game)[section]
    assert title in page.locator(".rx-rules-met").inner_text()
    see = page.locator(".rx-rulebook-see")
    expect(see).to_have_text(text("example-see", language))
    see.click()
    box = page.locator(".rx-example-box .rx-example")
    expect(box).to_be_visible(timeout=30_000)
    expect(box).to_contain_text(title)
    if not example.refused:  # the action is played: its Steps are on the page, the first shown
        rows = page.locator(".rx-step-text li.rx-step[data-step]")
        expect(rows.first).to_be_visible()
        expect(page.locator(f'.rx-step-text [data-rule="{section}"]').first).to_be_attached()
        expect(page.locator('.rx-step-text li[data-step="0"][aria-current="step"]')).to_be_visible()
    assert violations(page) == []
    # One click back to the learner's own game: the example goes, the count is as it was.
    page.locator(".rx-example-back").click()
    expect(box).to_be_hidden(timeout=30_000)
    expect(page.locator('.rx-step-text [data-step="0"]')).to_be_visible()
    expect(met).to_have_text(before)
