"""A player's view saved by the Files tab and opened again is a view to look at (issue 44):
the status line, the Steps and the board's badge say so, and how to go back to a game, in each
language the game speaks; none of them asks the learner to take an action any more."""

from __future__ import annotations

import pytest

import rules
from explorer.chrome import text, words

from .test_files_and_views import dashboard, downloaded, plain

CASES = [
    pytest.param(slug, language, id=f"{slug}-{language}")
    for slug in rules.available_games()
    for language in rules.load_game(slug).info.languages
]

#: What each language says of a saved view, and of the way back to a game.
SAID = {"en": ("saved view", "undo"), "pt": ("visão salva", "desfa")}


@pytest.mark.parametrize(("slug", "language"), CASES)
def test_an_opened_view_says_it_is_to_look_at_and_how_to_go_back(slug, language):
    dash = dashboard(slug)
    dash.viewer.value = 1
    name, content = downloaded(dash)
    other = dashboard(slug, seed=11, moves=0)
    other.set_language(language)
    other.files_panel.load(content, name)
    assert other.session.looking_at_view
    seat = words(other.session.seat(1), language)
    game_turn = other.described(other.session.state).split(". ")[0]
    status = plain(other.play_panel.turn.value)
    steps = plain(other.steps_panel.text.value)
    badge = other.steps_panel.badge()
    asked_to_act = text("steps-none", language, start="")
    view, back = SAID[language]
    assert back in status.lower(), status  # the way back to a game
    for said in (status, steps):
        assert view in said.lower(), said
        assert game_turn not in said and asked_to_act.strip(": ") not in said, said
    assert seat in status and seat in badge and view in badge.lower(), (status, badge)
    assert text("tab-setup", language) in status  # the other way back: a new game
    other.undo()  # and undo does go back to the game played before
    assert not other.session.looking_at_view
    assert view not in plain(other.play_panel.turn.value).lower()
