"""A tutorial left for a move of one's own says so on the Play tab, with a way back (issue 44:
in the Hidden Castle tutorial, a legal move other than the tutorial's made the tutorial vanish
from the Play tab without a word). For every game's tutorials."""

from __future__ import annotations

import html
import re

import pytest

import rules
from explorer.app import GameExplorer


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def tutorial_cases():
    for slug in rules.available_games():
        for index, _ in enumerate(rules.load_game(slug).tutorials):
            yield pytest.param(slug, index, id=f"{slug}-{index}")


def shown(widget) -> bool:
    return widget.layout.display != "none"


def leave_the_tutorial(app: GameExplorer) -> int:
    """Follow the tutorial until a move other than its own is legal, take that one; returns
    how many of its moves were played before."""
    session = app.session
    tutorial = session.tutorial
    for played in range(session.cursor, len(tutorial.moves)):
        wanted = tutorial.moves[played][0]
        others = [a for a in session.legal_actions() if a.key != wanted]
        if others and not session.at_chance:
            app.act(others[0].key)
            assert session.cursor == played + 1, app.message.value
            return played
        app.tutorial_next()
    pytest.skip("the tutorial never offers another move")


@pytest.mark.parametrize(("slug", "index"), list(tutorial_cases()))
def test_a_move_off_the_tutorial_says_so_on_the_play_tab_with_a_way_back(slug, index):
    app = GameExplorer(slug, language="en")
    tutorial = app.session.game.tutorials[index]
    app.start_tutorial(tutorial)
    play = app.play_panel
    app.tutorial_next()
    assert not shown(play.lesson_back), "a way back before the tutorial was left"
    left = leave_the_tutorial(app)
    said = plain(play.lesson.value)
    title = tutorial.title_in("en")
    assert "left the tutorial" in said and title in said, said
    expected_key = tutorial.moves[left][0]
    before = app.session.history[left].state
    expected = app.session.game.action_from_key(before, expected_key).label
    assert expected in said, f"the tutorial's own move is not named: {said!r}"
    assert shown(play.lesson_back)
    assert f"move {left + 1}" in play.lesson_back.description
    assert not shown(play.lesson_next)

    play.lesson_back.click()
    session = app.session
    assert session.cursor == left and session.tutorial_on_track()
    assert not shown(play.lesson_back)
    assert title in plain(play.lesson.value) and shown(play.lesson_next)
    app.tutorial_next()  # and the tutorial goes on from there
    assert session.history[session.cursor].action.key == expected_key


def test_the_way_back_speaks_portuguese_in_o_inconsciente():
    app = GameExplorer("o-inconsciente", language="pt")
    tutorials = app.session.game.tutorials
    if not tutorials:
        pytest.skip("no tutorial")
    app.start_tutorial(tutorials[0])
    left = leave_the_tutorial(app)
    said = plain(app.play_panel.lesson.value)
    assert "Você saiu do tutorial" in said and "left" not in said
    assert f"jogada {left + 1}" in app.play_panel.lesson_back.description


def test_playing_on_after_the_tutorials_last_move_is_not_leaving_it():
    app = GameExplorer("escape-from-the-hidden-castle")
    tutorial = app.session.game.tutorials[0]
    app.start_tutorial(tutorial)
    for _ in tutorial.moves:
        app.tutorial_next()
    assert app.session.cursor == len(tutorial.moves)
    app.bot_move()
    assert app.session.tutorial_left_at() is None
    assert not shown(app.play_panel.lesson_back)
    assert "left the tutorial" not in plain(app.play_panel.lesson.value)
