"""The O Inconsciente dashboard driven in-process: Portuguese first, English by the switch in the
middle of a game (the game and the history kept), moves by board clicks, a forbidden click saying
why in the chosen language, the example-data note, scenarios and the bots to the end."""

from __future__ import annotations

import pytest

from explorer import GameExplorer
from explorer.boards.o_inconsciente import LABELS, SPOTS

SLUG = "o-inconsciente"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=2, seed=1)


def through_setup(dash: GameExplorer) -> None:
    """Every setup choice by its first action; chance by its button."""
    while dash.session.state.tasks[0][0] != "turn":
        if dash.session.at_chance:
            dash.play_panel.roll_button.click()
        else:
            dash.act(dash.session.game.legal_actions(dash.session.state)[0].key)


def test_the_dashboard_speaks_portuguese_first_and_shows_the_switch(dash):
    assert dash.chrome.language == "pt"
    assert dash.language_switch.layout.display == ""
    assert dash.tabs.titles[0] == "Jogar"
    assert "dados de exemplo" in dash.header.value.lower()


def test_the_switch_in_the_middle_of_a_game_keeps_it_and_relabels(dash):
    through_setup(dash)
    history, cursor = list(dash.session.history), dash.session.cursor
    steps_pt = dash.steps_panel.text.value
    dash.language_switch.value = "en"
    assert dash.chrome.language == "en" and dash.tabs.titles[0] == "Play"
    assert dash.session.history == history and dash.session.cursor == cursor
    assert "example data" in dash.header.value.lower()
    assert dash.steps_panel.text.value != steps_pt or not steps_pt
    dash.set_language("pt")
    assert dash.tabs.titles[0] == "Jogar"


def labels(dash) -> list[str]:
    return list(dash.figure.data[LABELS].text)


def test_the_switch_redraws_the_board_its_description_and_seat_names(dash):
    through_setup(dash)
    dash.act(next(a.key for a in dash.session.legal_actions() if a.key.startswith("declare")))
    history, cursor = list(dash.session.history), dash.session.cursor
    assert "Mesa de reunião" in labels(dash) and "Rodada" in dash.board_text.value
    assert "Jogador(a) 1" in dash.play_panel.turn_text()
    dash.language_switch.value = "en"
    assert {"Meeting table", "Player 1: notebook", "Player 2: notebook"} <= set(labels(dash))
    text = dash.board_text.value
    assert "Round 1" in text and "Player 2:" in text and "Meeting table" in text
    assert "Jogador" not in text and "Rodada" not in text
    assert any("inkwell" in hover for hover in dash.figure.data[SPOTS].hovertext)
    turn = dash.play_panel.turn_text()
    assert "Player 1" in turn and "Jogador" not in turn
    assert ("Player 2", 1) in list(dash.viewer.options)
    assert all("Jogador" not in step for step in dash.steps_panel.step_words())
    assert dash.session.history == history and dash.session.cursor == cursor
    dash.set_language("pt")
    assert "Mesa de reunião" in labels(dash) and "Rodada 1" in dash.board_text.value
    assert ("Jogador(a) 2", 1) in list(dash.viewer.options)
    assert dash.session.history == history and dash.session.cursor == cursor


def test_two_pieces_are_declared_by_two_clicks_on_the_table(dash):
    through_setup(dash)
    legal = sorted(a.key for a in dash.session.legal_actions())
    pair = next(k for k in legal if k.startswith("declare i") and len(k.split()) == 3)
    first, second = (f"table-{token[1:]}" for token in pair.split()[1:])
    before = dash.session.cursor
    dash.click(second)  # either order
    assert dash.session.cursor == before and dash.session.picks == (second,)
    assert first in dash.targets()
    dash.click(first)
    assert dash.session.cursor == before + 1, dash.message.value
    assert dash.session.entry.action.key == pair


def test_a_board_click_declares_an_idea_and_a_forbidden_click_says_why(dash):
    through_setup(dash)
    state = dash.session.state
    free = next(i for i, v in enumerate(state.table) if v == -1)
    before = dash.session.cursor
    dash.click(f"table-{free}")
    assert dash.session.cursor == before  # one piece waits for a second or the inkwell
    dash.click(f"rondel-0-{state.inkwell[0]}")
    assert dash.session.cursor == before + 1, dash.message.value
    assert "o-inconsciente.declare.place" in dash.steps_panel.text.value
    # now a resolve choice is due: a treatment click is not allowed here
    dash.click("office-0-0")
    assert dash.session.cursor == before + 1
    assert "não" in dash.message.value.lower() or "Isso" in dash.message.value
    dash.set_language("en")
    assert "not" in dash.message.value.lower()


def test_the_scenarios_open_and_the_bots_finish_a_game():
    dash = GameExplorer(SLUG, players=2, seed=3)
    for scenario in dash.session.game.scenarios:
        dash.load_scenario(scenario)
        assert dash.session.state == scenario.state or dash.session.state is not None
    dash.new_game(2, 5, [], {})
    dash.play_to_end()
    assert dash.session.over


def test_a_dashboard_opened_in_english_draws_its_board_in_english():
    dash = GameExplorer(SLUG, players=2, seed=1, language="en")
    assert "Meeting table" in labels(dash) and "Mesa de reunião" not in labels(dash)
    assert "Round 1" in dash.board_text.value


def test_a_piece_picked_is_named_in_the_language_switched_to(dash):
    through_setup(dash)
    free = next(i for i, v in enumerate(dash.session.state.table) if v == -1)
    dash.click(f"table-{free}")  # one piece: it waits for a second one or the inkwell
    named_pt = dash.message.value
    dash.set_language("en")
    assert dash.message.value != named_pt
    assert dash.element_words(f"table-{free}") in dash.message.value


def test_a_move_from_the_play_tab_is_named_in_words_not_by_its_key(dash):
    # The board's badge, the Steps' heading and the history named a move taken from the Play tab
    # by its key ("Jogador(a) 1: row 0 0"): its words depend on the position.
    offered = dash.session.legal_actions()[0]
    dash.act(offered.key)
    words = offered.render("pt")
    assert words in dash.steps_panel.badge()
    assert dash.session.entry.render("pt") == words
    assert words in [label for label, _ in dash.history_panel.moves.options][-1]
    assert offered.key not in dash.steps_panel.badge()
