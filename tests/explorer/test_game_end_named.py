"""The end of every game names who won (or the team's result) and why, in words, in the
dashboard's language: on the status line, in the Steps and on the board (its badge and its
description), ties said to be ties (issue 44: The Mushroom Eaters ended on "the most
Experience becomes the Shaman" and O Inconsciente on its scores, naming nobody).

The wording is built once from the game's ``Result`` (``explorer/ending.py``); each game is
played to its end by its bots at its smallest table, in every language it speaks.
"""

from __future__ import annotations

import html
import re

import pytest

import rules
from explorer.app import GameExplorer
from explorer.chrome import words

#: The words that say a tie is a tie, and a team's shared result, per language.
TIE = {"en": "tie", "pt": "empate"}
TEAM_WON = {"en": "win", "pt": "venc"}
TEAM_LOST = {"en": "los", "pt": "perd"}
#: A team of several says so; one player alone (Daybreak solo) says solo.
TOGETHER = {"en": "together", "pt": "junt"}
SOLO = {"en": "solo", "pt": "solo"}
GAME_OVER = {"en": "Game over", "pt": "Fim de jogo"}
NOBODY = {"en": "nobody wins", "pt": "ninguém vence"}


def cases():
    for slug in rules.available_games():
        for language in rules.load_game(slug).info.languages:
            yield pytest.param(slug, language, id=f"{slug}-{language}")


def test_a_cooperative_game_of_several_says_the_team_won_or_lost_together():
    game = rules.load_game("daybreak")
    app = GameExplorer("daybreak", players=2, seed=1)
    app.play_to_end()
    assert app.session.over and game.result(app.session.state).team
    for text, where in (
        (plain(app.play_panel.turn.value), "the status line"),
        (plain(app.steps_panel.text.value), "the Steps"),
        (plain(app.figure.layout.annotations[0].text), "the board's badge"),
    ):
        assert_names_the_outcome(app, text, where)


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def finished(slug: str, language: str, seed: int = 1) -> GameExplorer:
    game = rules.load_game(slug)
    app = GameExplorer(slug, players=game.info.players[0], seed=seed, language=language)
    app.play_to_end()
    assert app.session.over, f"{slug} did not end"
    return app


def assert_names_the_outcome(app: GameExplorer, text: str, where: str) -> None:
    """``text`` says the game is over and names the winners (all of them, a tie as a tie),
    or the whole team's result."""
    session, language = app.session, app.chrome.language
    result = session.game.result(session.state)
    name = lambda seat: words(session.seat(seat), language)  # noqa: E731
    assert GAME_OVER[language] in text, f"{where} does not say the game is over: {text!r}"
    if result.team:
        said = TEAM_WON if result.winners else TEAM_LOST
        how = SOLO if len(result.scores) == 1 else TOGETHER
        for part in (said[language], how[language]):
            assert part in text, f"{where} does not say the team's result: {text!r}"
        if len(result.scores) == 1:
            assert name(0) in text, f"{where} does not name the solo player: {text!r}"
        return
    if not result.winners:  # a solo game lost (Mycelia: Prisma against Gwidyon)
        assert NOBODY[language] in text, f"{where} does not say nobody won: {text!r}"
    for seat in result.winners:
        assert name(seat) in text, f"{where} does not name the winner {name(seat)}: {text!r}"
    if len(result.winners) > 1:
        assert TIE[language] in text, f"{where} does not call the tie a tie: {text!r}"


@pytest.mark.parametrize(("slug", "language"), list(cases()))
def test_the_end_of_every_game_names_the_winners_on_the_status_steps_and_board(slug, language):
    app = finished(slug, language)
    status = plain(app.play_panel.turn.value)
    assert_names_the_outcome(app, status, "the status line")
    assert_names_the_outcome(app, plain(app.steps_panel.text.value), "the Steps")
    badge = plain(app.figure.layout.annotations[0].text)
    assert_names_the_outcome(app, badge, "the board's badge")
    assert_names_the_outcome(app, plain(app.board_text.value), "the board's description")
    # The reason the game gives is said too, in the dashboard's language.
    result = app.session.game.result(app.session.state)
    reason = words(result.reason, language).strip().rstrip(".")
    assert reason[1:] in status, f"the status line leaves out why: {status!r}"


def test_a_losers_name_is_not_in_the_badge_and_scores_are_on_the_status_line():
    """The badge names only the winners; the status line gives every final score."""
    app = finished("mushroom-eaters", "en")
    result = app.session.game.result(app.session.state)
    badge = plain(app.figure.layout.annotations[0].text)
    status = plain(app.play_panel.turn.value)
    for seat, score in enumerate(result.scores):
        name = words(app.session.seat(seat), "en")
        assert (name in badge) == (seat in result.winners), badge
        assert f"{name}: {score:g}" in status, status


def test_a_loaded_finished_game_names_its_winners_in_the_steps_too():
    """A finished position opened from a file has no Steps of its own: the Steps say who won,
    not "no action yet"."""
    app = finished("oasis", "en")
    saved = app.session.save()
    app.load_position(saved, "finished.json")
    assert not app.session.steps
    steps = plain(app.steps_panel.text.value)
    assert "no action yet" not in steps
    assert_names_the_outcome(app, steps, "the Steps of a loaded finished game")


def test_looking_back_at_a_step_of_the_last_action_keeps_the_badge_of_that_step():
    """The end's badge belongs to the present: a Step looked back at is still marked as such."""
    app = finished("escape-from-the-hidden-castle", "en")
    app.show_step(0)
    badge = plain(app.figure.layout.annotations[0].text)
    assert "Looking back" in badge and "Game over" not in badge
    app.back_to_now()
    assert "Game over" in plain(app.figure.layout.annotations[0].text)
