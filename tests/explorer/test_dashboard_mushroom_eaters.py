"""The Mushroom Eaters' dashboard driven in-process: the table and its example note, a card
played from the Play tab, a choice asked of another Eater, and the bots to the end."""

from __future__ import annotations

import pytest

from explorer import GameExplorer

SLUG = "mushroom-eaters"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=3, seed=1)


def settle(dash: GameExplorer) -> None:
    """Choices and chance until the next Mood card turn, the first offered each time."""
    game = dash.session.game
    while dash.session.state.tasks[0][0] != "turn":
        if dash.session.at_chance:
            dash.play_panel.roll_button.click()
        else:
            dash.act(game.legal_actions(dash.session.state)[0].key)


def test_the_dashboard_shows_the_game_and_the_example_note(dash):
    assert "The Mushroom Eaters" in dash.header.value
    assert "Example data, not from the rulebook" in dash.header.value


def test_a_card_is_played_and_the_pawn_moves(dash):
    settle(dash)
    pawn = dash.session.state.pawn
    dash.act("play:1a:1:0")
    assert dash.session.state.pawn == pawn + 1, dash.message.value
    assert "mushroom-eaters.turn.play" in dash.steps_panel.text.value


def test_bots_play_to_the_end():
    dash = GameExplorer(SLUG, players=4, seed=2)
    dash.bots_panel.to_end.click()
    assert dash.session.over
