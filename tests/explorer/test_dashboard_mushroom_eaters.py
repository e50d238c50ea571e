"""The Mushroom Eaters' dashboard driven in-process: the table and its example note, the
Place tokens laid by chance, a focus board chosen by a click and another Eater's choice
asked by name, a card played by a click on the board, the text description in words, the
scenarios (one opening in an Eater's view) and the bots to the end."""

from __future__ import annotations

import re

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
    assert ".toml" not in dash.header.value  # the data files named in words


def test_chance_lays_the_place_tokens_then_each_eater_chooses_a_board(dash):
    assert "Chance decides the Place token" in dash.play_panel.turn_text()
    for _ in range(3):
        dash.play_panel.roll_button.click()
    assert len(dash.session.state.placed) == 3
    assert "Place tokens face up: space 13:" in dash.board_text.value
    assert "Eater 1 decides which focus board" in dash.play_panel.turn_text()
    dash.click("hour:0")  # a click on the Hour board puts Eater 1's cube there
    assert dash.session.state.hour == (0,)
    # Eater 2's choice in Eater 1's turn: the page names whose choice it is.
    assert dash.session.state.current == 0 and dash.session.state.to_move == 1
    assert "Eater 2 decides which focus board" in dash.play_panel.turn_text()


def test_a_card_is_played_by_a_click_and_the_pawn_moves(dash):
    settle(dash)
    pawn = dash.session.state.pawn
    dash.click(f"space:{pawn + 1}")
    assert dash.session.state.pawn == pawn + 1, dash.message.value
    assert "mushroom-eaters.turn.play" in dash.steps_panel.text.value  # a data attribute
    words = " ".join(dash.steps_panel.step_words())
    assert "plays the 1 card" in words and "The pawn moves to space 3" in words


def test_every_step_of_an_action_can_be_shown_and_described(dash):
    settle(dash)
    dash.click("space:2")  # the card, the move, the gain announced and taken, the token passed
    steps = dash.session.steps
    assert len(steps) == 5
    for index in range(len(steps)):
        dash.show_step(index)  # a snapshot between two rules has no decision waiting
        assert "The Action Pawn is on space" in dash.board_text.value
    dash.show_step(1)
    assert "The rules carry on in Eater 2&#x27;s turn" in dash.board_text.value
    dash.show_step(None)
    assert "Eater 3 decides which Mood card to play" in dash.board_text.value


def test_the_text_description_names_everything_in_words(dash):
    settle(dash)
    text = dash.board_text.value
    for part in ("The Action Pawn is on space 2", "The Hour board, from the bottom", "Eater 3:"):
        assert part in text
    assert "hand: Identity card, 3 card (Fire: 2 energy)" in text
    assert not re.search(r"\b(?:pp|3a|2b|return-mantras)\b", text)  # no ids on screen


def test_the_scenarios_open_and_the_bots_finish_a_game():
    dash = GameExplorer(SLUG, players=4, seed=2)
    for scenario in dash.session.game.scenarios:
        dash.load_scenario(scenario)
        assert dash.session.state.to_move is not None
        if scenario.id == "deep-breathing":  # opens as Eater 4 sees the table: hands open
            assert dash.session.viewer == 3
            assert "Eater 1: Intensity 7 of 10" in dash.board_text.value
            assert "hand: Identity card" in dash.board_text.value
    dash.bots_panel.to_end.click()
    assert dash.session.over
