"""The landing page's HTML, built in-process (the browser tests check it in Voilà)."""

from __future__ import annotations

import re

import rules
from explorer.landing import landing_html, landing_page, players_text

SLUG = "escape-from-the-hidden-castle"


def test_a_card_per_registered_game(tmp_path):
    html = landing_html(tmp_path)
    assert "<h1>Rules Explorer</h1>" in html
    cards = re.findall(r'<li class="rx-card" data-game="([^"]+)"', html)
    assert cards == rules.available_games()
    assert "Escape from the Hidden Castle" in html
    assert "2–8 players" in html


def test_a_game_links_to_its_notebook_only_when_the_notebook_exists(tmp_path):
    assert "<a " not in landing_html(tmp_path)
    assert "Dashboard coming soon." in landing_html(tmp_path)
    (tmp_path / f"{SLUG}.ipynb").write_text("{}")
    html = landing_html(tmp_path)
    # Relative, so it works under Voilà's /voila/render/notebooks/ and Binder's /user/<name>/.
    assert f'<a href="{SLUG}.ipynb" target="_self">Escape from the Hidden Castle</a>' in html
    card = html.split(f'data-game="{SLUG}"', 1)[1].split("</li>", 1)[0]
    assert "coming soon" not in card


def test_the_repository_notebooks_are_found_by_default():
    assert f'href="{SLUG}.ipynb"' in landing_page().data


def test_players_text():
    assert players_text((2, 8)) == "2–8 players"
    assert players_text((2, 2)) == "2 players"
    assert players_text((1, 1)) == "1 player"
