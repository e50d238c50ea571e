"""The Files tab: a refused file is told in plain words, naming it, whatever went wrong; the
position shown before stays (issue 43)."""

from __future__ import annotations

import json

import pytest

from explorer import GameExplorer

SLUG = "escape-from-the-hidden-castle"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=3, seed=1)


def shown(dash: GameExplorer) -> tuple:
    """What the dashboard shows of the position: the state, the history, the board's text."""
    session = dash.session
    return session.state, len(session.history), session.cursor


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{broken", "its text cannot be read as one"),
        (b"null", "it holds other data"),
        (b"[" * 200_000, "nested far deeper"),
        (b'{"game": "oasis", "format": 1}', "it holds a game of Oasis"),
    ],
)
def test_a_refused_file_is_told_in_plain_words_and_the_position_stays(dash, content, words):
    before = shown(dash)
    dash.files_panel.load(content, "homework.json")
    message = dash.files_panel.message.value
    assert "homework.json was not loaded: " in message and words in message
    assert "The current game is kept." in message
    for jargon in ("Expecting value", "line 1 column", "field", "(document)", "Error"):
        assert jargon not in message
    assert shown(dash) == before


def test_the_refusal_is_said_again_in_the_new_language():
    """O Inconsciente speaks Portuguese first: the refusal follows the language switch."""
    dash = GameExplorer("o-inconsciente", seed=1)
    dash.files_panel.load(b"{broken", "homework.json")
    message = dash.files_panel.message.value
    assert "homework.json não foi carregado: não é uma posição salva" in message
    dash.set_language("en")
    assert "homework.json was not loaded: it is not a saved position" in (
        dash.files_panel.message.value
    )


def test_a_failure_of_any_kind_while_loading_is_told_and_changes_nothing(dash, monkeypatch):
    """A loader that fails in a way nobody foresaw (here a ZeroDivisionError) is told as an
    unreadable file; no exception reaches the page."""
    before = shown(dash)

    def broken(data):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(dash.session.game, "from_json", broken)
    dash.files_panel.load(b"{}", "odd.json")
    message = dash.files_panel.message.value
    assert "odd.json was not loaded: it cannot be read as a position of" in message
    assert "ZeroDivisionError" not in message and "division" not in message
    assert shown(dash) == before


def test_a_failure_after_the_file_was_read_brings_back_the_position_shown_before(dash, monkeypatch):
    """The file loads, but redrawing it fails: the position shown before comes back, and the
    file is refused like any other."""
    saved = GameExplorer(SLUG, players=5, seed=9).session.save()
    before = shown(dash)
    redraw = dash.refresh
    calls = []

    def refresh_once_broken():
        calls.append(1)
        if len(calls) == 1:
            raise KeyError("board element")
        redraw()

    monkeypatch.setattr(dash, "refresh", refresh_once_broken)
    dash.files_panel.load(saved.encode(), "five.json")
    message = dash.files_panel.message.value
    assert "five.json was not loaded" in message and "KeyError" not in message
    assert shown(dash) == before and dash.session.players == 3


def test_a_good_file_still_loads(dash):
    saved = json.loads(GameExplorer(SLUG, players=4, seed=2).session.save())
    dash.files_panel.load(json.dumps(saved).encode(), "four.json")
    assert "Loaded four.json" in dash.files_panel.message.value
    assert dash.session.state.players == 4
