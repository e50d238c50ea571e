"""The dashboard's CSS (explorer/style.css) and what the page tells assistive technology
(explorer/access.py), checked in-process; tests/browser/test_accessibility.py runs axe-core on
the real pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from explorer import palette
from explorer.access import UNLABELLED, PageAccess, page_access
from explorer.app import GameExplorer
from explorer.chrome import Chrome
from explorer.text import STYLE

CSS = (Path(__file__).resolve().parents[2] / "explorer" / "style.css").read_text()
WHITE = "#FFFFFF"


def rule(selector_part: str) -> str:
    """The declarations of the first CSS rule whose selectors contain ``selector_part`` (or,
    for a part ending in " {", whose selector list is exactly the rest)."""
    plain = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", plain):
        selectors = " ".join(selectors.split())
        if selector_part.endswith(" {"):
            if selectors == selector_part[:-2]:
                return body
        elif selector_part in selectors:
            return body
    raise AssertionError(f"no CSS rule for {selector_part}")


def colour(body: str, prop: str) -> str:
    found = re.search(rf"(?<![-\w]){prop}\s*:\s*(#[0-9a-fA-F]{{6}})", body)
    assert found, f"no {prop} in {body}"
    return found.group(1)


def test_the_page_style_is_the_css_file():
    assert STYLE.startswith("<style>") and CSS in STYLE


def test_tab_labels_read_at_aa_on_their_grey():
    body = rule(".rx-tabs .lm-TabBar-tab, .rx-tabs .p-TabBar-tab {")
    assert palette.contrast_ratio(colour(body, "color"), colour(body, "background")) >= 4.5


@pytest.mark.parametrize("kind", ["primary", "success", "info", "warning", "danger"])
def test_every_button_colour_carries_white_text_at_aa(kind):
    body = rule(f".rx-explorer .jupyter-button.mod-{kind} {{")
    assert colour(body, "color").upper() == WHITE
    assert palette.contrast_ratio(colour(body, "background-color"), WHITE) >= 4.5


def test_a_forbidden_move_is_played_down_and_still_readable():
    body = rule(".jupyter-button.rx-action.mod-warning")
    text, fill = colour(body, "color"), colour(body, "background-color")
    assert palette.contrast_ratio(text, fill) >= 4.5
    assert "dashed" in body


def test_the_focus_ring_is_thick_and_stands_out_on_white_and_grey():
    body = rule(":focus-visible")
    assert re.search(r"outline:\s*3px solid #0B3D91", body)
    for background in (WHITE, "#EEEEEE"):
        assert palette.contrast_ratio("#0B3D91", background) >= 3  # WCAG 1.4.11


def test_presenter_mode_makes_text_large():
    body = rule(".rx-explorer.rx-presenter {")
    assert int(re.search(r"font-size:\s*(\d+)px", body).group(1)) >= 20
    assert "--jp-widgets-font-size: 18px" in body  # the widgets' own text too


def test_the_columns_stay_side_by_side_down_to_a_narrow_page():
    # A 1366 px screen at 150 % zoom is a 910 px page: the bases (480 + 300) leave both columns
    # there; only under 820 px do they stack.
    assert "flex: 3 1 480px" in rule(".rx-explorer .rx-left {")
    assert "flex: 2 1 300px" in rule(".rx-explorer .rx-right {")
    assert "@media (max-width: 820px)" in CSS


def access_of(dash: GameExplorer) -> PageAccess:
    (access,) = [c for c in dash.children if isinstance(c, PageAccess)]
    return access


@pytest.mark.parametrize("slug", rules.available_games())
def test_the_board_and_the_unlabelled_lists_are_named_in_words(slug):
    dash = GameExplorer(slug, language="en")  # every game speaks English too
    access = access_of(dash)
    title = dash.chrome.words(dash.session.game.info.title)
    assert access.board_label == f"Board of {title}. The text under the board describes it."
    assert access.page_label == f"{title}: the dashboard"
    assert access.names == {"rx-history": "Moves so far", "rx-action-list": "Actions"}
    assert set(access.names) == set(UNLABELLED)


def test_the_names_follow_the_dashboards_language():
    chrome = Chrome(("en", "pt"))
    access = page_access(chrome, lambda: "Oasis")
    chrome.set_language("pt")
    assert access.board_label == "Tabuleiro de Oasis. O texto abaixo do tabuleiro o descreve."
    assert access.names == {"rx-history": "Jogadas até agora", "rx-action-list": "Ações"}
    chrome.set_language("en")
    assert access.board_label.startswith("Board of Oasis.")


def test_the_board_never_shows_the_plotly_logo_link():
    for slug in rules.available_games():
        dash = GameExplorer(slug)
        assert dash.figure._config.get("displaylogo") is False, slug
