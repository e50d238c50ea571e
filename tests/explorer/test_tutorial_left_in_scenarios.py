"""A tutorial left for a move of one's own: the Scenarios tab, where tutorials are started too,
says what the Play tab says and offers the same way back (issue 44: it still said "undo to come
back"). For every game's tutorials, in each language the game speaks."""

from __future__ import annotations

import pytest

import rules
from explorer.app import GameExplorer

from .test_tutorial_left import leave_the_tutorial, plain, shown

CASES = [
    pytest.param(slug, index, language, id=f"{slug}-{index}-{language}")
    for slug in rules.available_games()
    for index, _ in enumerate(rules.load_game(slug).tutorials)
    for language in rules.load_game(slug).info.languages
]


@pytest.mark.parametrize(("slug", "index", "language"), CASES)
def test_the_scenarios_tab_says_the_tutorial_was_left_as_the_play_tab_does(slug, index, language):
    app = GameExplorer(slug, language=language)
    tutorial = app.session.game.tutorials[index]
    scenarios = app.scenarios_panel
    scenarios.tutorial_buttons[index].click()
    app.tutorial_next()
    back = scenarios.way_back.button
    assert not shown(back), "a way back before the tutorial was left"
    left = leave_the_tutorial(app)
    play = app.play_panel
    said = plain(scenarios.lesson.value)
    assert said.strip() and said == plain(play.lesson.value), (said, play.lesson.value)
    assert tutorial.title_in(language) in said
    undo = {"en": "undo", "pt": "desfa"}[language]
    assert undo not in said.lower(), said  # the way back is the button, not an undo
    assert shown(back) and back.description == play.lesson_back.description
    assert scenarios.next_move.disabled and not shown(scenarios.next_move)

    back.click()
    session = app.session
    assert session.cursor == left and session.tutorial_on_track()
    assert not shown(back) and not shown(play.lesson_back)
    assert not scenarios.next_move.disabled and shown(scenarios.next_move)
    app.tutorial_next()  # the tutorial goes on from there
    assert session.history[session.cursor].action.key == tutorial.moves[left][0]
