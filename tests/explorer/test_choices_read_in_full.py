"""Every choice reads in full (issue 44: the Setup tab's ruling readings and a long action of
the Play tab's list were cut short at 1366 x 768 and in presenter mode). A list cannot wrap its
text, so: a ruling's readings, sentences of which there are two or three, are radio buttons,
each wrapped within its column; the Play tab's long list keeps its two lists, and the button
under them says the chosen action in full. In every game (and each language it speaks)."""

from __future__ import annotations

import ipywidgets as w
import pytest

import rules
from explorer.app import GameExplorer
from explorer.chrome import text

GAMES = rules.available_games()
CASES = [
    pytest.param(slug, language, id=f"{slug}-{language}")
    for slug in GAMES
    for language in rules.load_game(slug).info.languages
]


@pytest.mark.parametrize(("slug", "language"), CASES)
def test_every_reading_of_every_ruling_is_offered_in_full_as_a_radio_button(slug, language):
    app = GameExplorer(slug, language=language)
    setup = app.setup_panel
    info = app.session.game.info
    assert set(setup.rulings) == {option.name for option in info.rulings}
    for option in info.rulings:
        readings = setup.rulings[option.name]
        assert isinstance(readings, w.RadioButtons), (option.name, type(readings))
        assert [choice for _, choice in readings.options] == list(option.choices)
        for (label, _), choice in zip(readings.options, option.choices, strict=True):
            reading = app.chrome.words(option.label(choice))
            assert reading in label, (reading, label)  # the whole reading, never shortened


def at_the_long_list(slug: str) -> GameExplorer:
    """A dashboard of ``slug`` at its largest table where the Play tab offers its long list
    (bots play until it does)."""
    game = rules.load_game(slug)
    app = GameExplorer(slug, players=game.info.players[1], seed=2)
    for _ in range(200):
        if app.play_panel.long_list.layout.display != "none" or app.session.over:
            break
        app.bot_move()
    if app.play_panel.long_list.layout.display == "none":
        pytest.skip("no long list in this game's first 200 moves")
    return app


@pytest.mark.parametrize("slug", GAMES)
def test_the_long_lists_button_says_the_chosen_action_in_full(slug):
    app = at_the_long_list(slug)
    play, language = app.play_panel, app.chrome.language
    legal = {action.key for action in app.session.legal_actions()}
    seen = {True: 0, False: 0}
    for index in range(len(play.group.options)):
        play.group.value = index
        for label, key in play.choice.options:
            play.choice.value = key
            ok = key in legal
            said = text(
                "play-do-chosen" if ok else "play-why-not-chosen",
                language,
                action=label.removeprefix("⊘ "),
            )
            assert play.go.description == said
            assert play.go.button_style == ("primary" if ok else "")
            seen[ok] += 1
    assert seen[True], "no legal action in the long list"
    # The button does what it says: a chosen legal action is played.
    for index in range(len(play.group.options)):
        play.group.value = index
        keys = [key for _, key in play.choice.options if key in legal]
        if keys:
            break
    play.choice.value = keys[0]
    before = app.session.cursor
    play.go.click()
    assert app.session.cursor == before + 1 and app.session.entry.action.key == keys[0]
