"""The Mycelia: Prisma dashboard driven in-process: the header with its example-data note, a
card played and its drop chosen by clicks, a refusal, the player's view, and the bots playing
a game to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from explorer import GameExplorer

SLUG = "mycelia-prisma"
NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "mycelia-prisma.ipynb"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=2, seed=1)


def settle(dash: GameExplorer) -> None:
    while dash.session.at_chance:
        dash.play_panel.roll_button.click()


def test_the_dashboard_shows_the_title_and_the_example_note(dash):
    assert "Mycelia: Prisma" in dash.header.value
    assert "Example data, not from the rulebook" in dash.header.value


def test_a_card_and_its_field_by_clicks(dash):
    settle(dash)
    state = dash.session.state
    assert state.hands[0] == tuple(sorted(state.hands[0]))
    dash.click("hand:0:mushroom")
    after = dash.session.state
    assert after.tasks[0][0] == "move"
    dash.click("field:0:0")
    dash.click("field:0:1")
    moved = dash.session.state
    assert moved.tasks[0] == ("turn",)
    assert sum(moved.dew[0]) + sum(moved.prism[0]) <= sum(after.dew[0]) + sum(after.prism[0])


def test_ending_with_cards_in_hand_is_refused(dash):
    settle(dash)
    before = dash.session.state
    dash.click("end")
    assert dash.session.state == before
    assert "Not allowed" in dash.message.value


def test_bots_play_a_move_and_to_the_end():
    dash = GameExplorer(SLUG, players=2, seed=2)
    dash.bots_panel.one.click()
    assert dash.session.cursor == 1
    dash.bots_panel.to_end.click()
    assert dash.session.over


def test_the_notebook_opens_a_two_player_game_and_solo_is_a_setup_choice():
    source = "".join(json.loads(NOTEBOOK.read_text())["cells"][0]["source"]).strip()
    *body, last = source.splitlines()
    namespace: dict = {}
    exec("\n".join(body), namespace)
    dash = eval(last, namespace)
    assert dash.session.state.players == 2 and dash.session.state.gw_pos == -1
    setup = dash.setup_panel
    assert 1 in setup.players.options
    setup.players.value = 1
    setup.start.click()
    assert dash.session.state.players == 1 and dash.session.state.gw_pile == 20
