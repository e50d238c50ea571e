"""The Vrienden dashboard driven in-process: action list, board clicks, a channel action,
why-not, step-through, undo, the "view as" switch and the scenarios."""

from __future__ import annotations

import pytest

from explorer import GameExplorer
from explorer.boards.vrienden import ENERGIES, KARMA, PICKED, RING, STATUS
from rules.vrienden.state import BLACK
from tests.rules.vrienden_helpers import OPENING, OPENING_SEED

SLUG = "vrienden"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=3, seed=5)


def choose(dash: GameExplorer, key: str) -> None:
    """Pick an action from the long list and press "Do it"."""
    panel = dash.play_panel
    assert panel.long_list.layout.display == ""
    panel.choice.value = key
    panel.go.click()


def energies(dash: GameExplorer) -> dict[str, str]:
    data = dash.figure.data[ENERGIES]
    return dict(zip(data.customdata, data.text, strict=True))


def draw_all(dash: GameExplorer) -> None:
    while dash.session.at_chance:
        dash.play_panel.roll_button.click()


def load(dash: GameExplorer, scenario_id: str) -> None:
    dash.scenarios_panel.load_buttons[scenario_id].click()
    assert dash.session.scenario.id == scenario_id


def test_the_dashboard_shows_the_lotus_board(dash):
    assert "Vrienden" in dash.header.value and "Chakra" in dash.header.value
    assert "Example data, not from the rulebook" in dash.header.value
    assert len(energies(dash)) == 9
    assert "Receive energy" in dash.play_panel.heading.value


def test_take_energy_from_the_list_then_step_through_and_undo(dash):
    take = next(k for _, k in dash.play_panel.choice.options if k.endswith("to bubbles"))
    choose(dash, take)
    assert dash.session.cursor == 1
    assert 'data-step="0"' in dash.steps_panel.text.value
    assert "vrienden.receive.take" in dash.steps_panel.text.value
    # Issue 12: the board shows the present (the energies on the bubbles), not step 1.
    assert any(e.startswith("bubble:0:") for e in energies(dash))
    dash.steps_panel.list.select(0)
    assert not any(e.startswith("bubble:0:") for e in energies(dash))  # step 1: taken
    assert "step 1 of" in dash.figure.layout.annotations[0].text
    dash.steps_panel.next.click()
    assert 'data-step="1" data-rule="vrienden.receive.bubbles" aria-current' in (
        dash.steps_panel.text.value
    )
    assert "vrienden.receive.bubbles" in dash.steps_panel.text.value
    assert any(e.startswith("bubble:0:") for e in energies(dash))  # step 1: on the bubbles
    assert len(dash.figure.data[RING].x) >= 1  # the highlight ring
    assert dash.session.at_chance
    draw_all(dash)
    assert len([e for e in energies(dash) if e.startswith("flow:")]) == 9
    dash.history_panel.undo.click()
    dash.history_panel.undo.click()
    while dash.session.cursor:
        dash.history_panel.undo.click()
    assert not any(e.startswith("bubble:") for e in energies(dash))


def test_take_energy_by_clicking_the_board(dash):
    state = dash.session.state
    f, i = next(
        (f, i)
        for f, flow in enumerate(state.flows, start=1)
        for i, c in enumerate(flow, start=1)
        if c != 7 and 7 not in flow
    )
    dash.click(f"flow:{f}:{i}")
    assert "Selected" in dash.message.value
    assert dash.figure.data[PICKED].x  # the pick is marked
    dash.click("bubble:0:1")
    assert dash.session.cursor == 1, dash.message.value
    while dash.session.next_step():
        pass
    dash.draw_board()
    assert "bubble:0:1" in energies(dash)


def test_a_forbidden_click_names_a_vrienden_rule(dash):
    load(dash, "forced-black")
    dash.click("flow:1:1")  # the yellow of a flow that shows black
    dash.click("chakra:0:yellow")
    assert "Not allowed" in dash.message.value
    assert "vrienden.receive.black" in dash.message.value
    assert dash.session.cursor == 0
    dash.click("flow:2:2")
    dash.click("slot:0:yellow:3")
    assert dash.session.cursor == 1
    assert 4 in dash.session.state.harmonized(0)


def test_a_channel_action_by_clicks(dash):
    load(dash, "skip-harmonized")
    dash.click("inspiration:0:7")
    assert dash.session.state.phase == "channel"
    assert "channels" in dash.figure.data[STATUS].text[0]
    dash.click("slot:0:purple:1")  # the green energy on the purple chakra
    dash.click("chakra:0:green")
    state = dash.session.state
    assert state.boards[0][4] == (3, 3, 3)
    assert 3 in state.harmonized(0)
    assert "vrienden.channel" in dash.steps_panel.text.value
    dash.undo()
    dash.undo()
    assert dash.session.state.phase == "play"


def test_a_forbidden_channel_button_says_why(dash):
    dash.act("channel 1")  # an empty board: nothing to move
    assert "Not allowed" in dash.message.value
    assert "vrienden.channel" in dash.message.value
    assert dash.session.cursor == 0


def test_view_as_hides_and_shows_the_karma_tokens(dash):
    state = dash.session.state
    assert dash.viewer.value == -1
    assert "<b>?</b>" not in dash.figure.data[KARMA].text
    dash.viewer.value = 0
    texts = dash.figure.data[KARMA].text
    (seen,) = state.meditation[0]
    assert texts[seen] == f"<b>{state.plenitude[seen]}</b>"
    assert [t for c, t in enumerate(texts) if c != seen] == ["<b>?</b>"] * 6
    assert "Player 1's view" in dash.figure.data[STATUS].text[0]
    dash.viewer.value = -1
    assert "<b>?</b>" not in dash.figure.data[KARMA].text


@pytest.mark.parametrize("scenario_id", ["skip-harmonized", "forced-black", "alignment-bonus"])
def test_each_scenario_loads_and_its_goal_solves_it(scenario_id):
    dash = GameExplorer(SLUG, players=2, seed=1)
    load(dash, scenario_id)
    goal = dash.session.scenario.goal
    assert dash.session.state.players == 2
    for key in goal:
        dash.act(key)
        assert "Not allowed" not in dash.message.value
    assert dash.session.cursor == len(goal)


def test_bots_play_a_move_and_to_the_end():
    dash = GameExplorer(SLUG, players=2, seed=2, rulings={"round-limit": "30"})
    dash.bots_panel.one.click()
    assert dash.session.cursor == 1
    dash.bots_panel.to_end.click()
    assert dash.session.over
    assert "Game over" in dash.play_panel.turn.value


def test_the_tutorial_plays_move_by_move_with_its_comments():
    dash = GameExplorer("vrienden")
    panel = dash.scenarios_panel
    tutorial = dash.session.game.tutorials[0]
    panel.tutorial_buttons[0].click()
    assert dash.session.state.players == tutorial.players
    assert "move 0 of" in panel.lesson.value
    panel.next_move.click()
    assert dash.session.entry.action.key == tutorial.moves[0][0]
    assert tutorial.moves[0][1][:30] in panel.lesson.value.replace("&#x27;", "'")
    assert 'data-step="0"' in dash.steps_panel.text.value
    dash.undo()
    assert "move 0 of" in panel.lesson.value
    other = next(a for a in dash.session.legal_actions() if a.key != tutorial.moves[0][0])
    dash.act(other.key)
    assert "left the tutorial" in panel.lesson.value
    assert panel.next_move.disabled


def test_several_energies_of_one_flow_are_picked_click_by_click():
    dash = GameExplorer("vrienden", players=2, seed=1)
    draw_all(dash)
    state = dash.session.state
    flow = next(
        f
        for f, spaces in enumerate(state.flows)
        if len({c for c in spaces if c >= 0}) >= 2 and BLACK not in spaces
    )
    spaces = [i for i, c in enumerate(state.flows[flow]) if c >= 0]
    first, second = (
        spaces[0],
        next(i for i in spaces if state.flows[flow][i] != state.flows[flow][spaces[0]]),
    )
    dash.click(f"flow:{flow + 1}:{first + 1}")
    dash.click(f"flow:{flow + 1}:{second + 1}")
    assert len(dash.session.picks) == 2
    dash.click(f"flow:{flow + 1}:{second + 1}")  # clicking it again puts it back
    assert len(dash.session.picks) == 1
    dash.click(f"flow:{flow + 1}:{second + 1}")
    dash.click("bubble:0:1")
    taken = dash.session.entry.action.key
    assert taken.startswith(f"take flow:{flow + 1} ") and "," in taken and taken.endswith("bubbles")


def test_after_undo_the_board_says_the_present_turn_and_what_is_still_owed():
    """Issue 12: after Undo the board asked Player 2 to channel on Player 1's turn and read
    "(still owed: )". The status line, the text under the board and the Play tab all say the
    present: whose turn it is and the moves the channel action still owes."""
    dash = GameExplorer(SLUG, players=2, seed=OPENING_SEED)
    for key in OPENING[:17]:  # Player 1's "channel 2" and both its moves
        dash.act(key)
    assert dash.session.state.current == 1
    status = lambda: dash.figure.data[STATUS].text[0]  # noqa: E731 - read afresh each time
    assert "Round 3: Player 2 to play" in status()
    dash.undo()  # back to the moment before the second move
    state = dash.session.state
    assert state.phase == "channel" and state.current == 0 and state.pending == (2,)
    said = "Player 1 channels with inspiration space 2 and still owes one down 2."
    assert said in status() and said in dash.board_text.value
    assert "Player 1" in dash.play_panel.turn.value
    assert "Player 2" not in dash.play_panel.turn.value
    dash.undo()
    assert "still owes one down 2 and one down 1" in status()
    for text in (status(), dash.board_text.value):
        assert "still owed: )" not in text and "Player 2 channels" not in text
    dash.redo()
    dash.redo()
    assert "Round 3: Player 2 to play" in status()
    assert dash.board_text.value.startswith("<p>Round 3: Player 2 to play")
