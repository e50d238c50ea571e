"""An answer to a click appears where the learner is looking (issue 44: in Mycelia: Prisma a
refusal appeared 318 px above the top of the window). Every answer on the message line asks
the page to bring it into sight (``explorer.reveal.Reveal``; the browser's part is held by
``tests/browser/test_dashboard.py::test_roll_the_die_and_see_why_a_move_is_forbidden``); a
move played, which clears the line, asks nothing, so the page does not jump."""

from __future__ import annotations

import pytest

import rules
from explorer.app import GameExplorer


def a_forbidden_move(app: GameExplorer) -> str | None:
    """Play on (bots) until the Play tab lists a move the rules forbid; its key (None for a
    game that lists none: O Inconsciente offers only legal moves)."""
    session = app.session
    for _ in range(200):
        if not session.at_chance and not session.over:
            legal = {a.key for a in session.legal_actions()}
            forbidden = [a.key for a in session.candidate_actions() if a.key not in legal]
            if forbidden:
                return forbidden[-1]  # the last of the list: the one lowest on the page
        app.bot_move()
    return None


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_refusal_is_brought_into_sight_and_a_move_played_is_not(slug):
    game = rules.load_game(slug)
    app = GameExplorer(slug, players=game.info.players[0], seed=1)
    key = a_forbidden_move(app)
    asked = app.reveal.count
    if key is not None:
        app.act(key)
    else:  # the chance button asked for when chance has nothing to decide: refused too
        assert not app.session.at_chance
        app.roll()
    assert "rx-whynot" in app.message.value
    assert app.reveal.count == asked + 1, "the refusal was not brought into sight"
    assert app.reveal.target == ".rx-whynot-box" and "rx-whynot-box" in app.message._dom_classes

    legal = app.session.legal_actions()[0]
    app.act(legal.key)
    assert app.message.value == ""
    assert app.reveal.count == asked + 1, "a move played made the page scroll"


def test_a_board_click_that_selects_is_brought_into_sight_too():
    app = GameExplorer("escape-from-the-hidden-castle")
    app.roll()
    while app.session.at_chance:
        app.roll()
    asked = app.reveal.count
    guest = next(e for e in app._board_elements() if e.startswith("guest:"))
    app.click(guest)
    assert app.message.value
    assert app.reveal.count > asked


def test_the_reveal_is_on_the_page():
    """The widget that scrolls must be drawn (an anywidget runs only where it is shown)."""
    app = GameExplorer("oasis")
    assert app.reveal in app.children
