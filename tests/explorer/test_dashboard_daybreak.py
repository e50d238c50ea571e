"""The Daybreak dashboard driven in-process: the board, a Local action by clicks, a refusal,
the step-through, and the bots playing to the end with a team result."""

from __future__ import annotations

import pytest

from explorer import GameExplorer
from explorer.boards.daybreak import CARDS, STATUS

SLUG = "daybreak"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=2, seed=3)


def to_local(dash: GameExplorer) -> None:
    while dash.session.at_chance or dash.session.state.task[0] == "keep":
        if dash.session.at_chance:
            dash.play_panel.roll_button.click()
        else:
            dash.click(f"offer:{dash.session.game.globals[dash.session.state.offer[0]].key}")


def test_the_dashboard_shows_the_board_and_the_example_note(dash):
    assert "<h2>Daybreak</h2>" in dash.header.value
    assert "Example data, not from the rulebook" in dash.header.value
    assert "stack:0:1" in dash.figure.data[CARDS].customdata


def test_keep_a_project_then_take_a_local_action_by_clicks(dash):
    to_local(dash)
    state = dash.session.state
    assert state.task == ("local", 0) and len(state.projects) == 1
    before = state.dirty[0]
    dash.click("stack:0:3")  # China's Solar Factories: Dirty becomes Clean
    assert "Not allowed" not in dash.message.value, dash.message.value
    assert dash.session.state.dirty[0] == before - 1
    assert "daybreak.local.action" in dash.steps_panel.text.value


def test_a_spent_action_is_refused_with_its_rule(dash):
    to_local(dash)
    dash.click("stack:0:3")
    dash.click("stack:0:3")
    assert "Not allowed" in dash.message.value
    assert "daybreak.local.action" in dash.message.value


def test_the_bots_play_to_the_end_and_the_team_result_shows(dash):
    dash.bots_panel.to_end.click()
    state = dash.session.state
    assert state.to_move is None
    result = dash.session.game.result(state)
    assert result.team and result.text in dash.figure.data[STATUS].text[0]


def test_a_hand_card_then_a_stack_starts_a_project_by_clicks(dash):
    to_local(dash)
    state = dash.session.state
    card = dash.session.game.local[state.hands[0][0]]
    dash.click(f"hand:0:{card.key}")
    assert dash.session.state is state  # a card alone is a pick, not yet an action
    dash.click("stack:0:2")
    assert "Not allowed" not in dash.message.value, dash.message.value
    after = dash.session.state
    assert after.stacks[0][1][0][-1] == card.code and card.code not in after.hands[0]
    assert "daybreak.local.start-project" in dash.steps_panel.text.value


def test_the_lab_reports_the_teams_wins_and_what_ended_the_lost_games(dash):
    lab = dash.lab_panel
    lab.players.value = 2
    summary = lab.run_sync(12)
    assert summary.games == 12 and summary.team_games == 12
    text = lab.summary_text.value
    assert "team" in text.lower()
    assert summary.team_wins + sum(summary.losses.values()) == 12
