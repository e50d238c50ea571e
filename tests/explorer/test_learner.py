"""Issue 12, the generic explorer as a learner meets it, driven in-process: the board shows the
present, stepping back is explicit, the turn is always said, legal moves stand out, messages
go with their moment, the quiz says when it has nothing to ask, the Lab's figures, scenarios
in their view, undoable loads, the JupyterLab key line, and what a screen reader is told."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

import rules
from explorer import GameExplorer
from explorer.boards import escape_from_the_hidden_castle as castle_board
from explorer.panels.play import GROUP_MAX
from rules.core.errors import DataError
from rules.core.messages import render
from rules.core.scenarios import load_scenarios

CASTLE = "escape-from-the-hidden-castle"


def castle_with(scenario_id: str) -> GameExplorer:
    dash = GameExplorer(CASTLE, players=3, seed=1)
    scenario = next(s for s in dash.session.game.scenarios if s.id == scenario_id)
    dash.load_scenario(scenario)
    return dash


def hugo_on_board(dash: GameExplorer) -> tuple[float, float]:
    trace = dash.figure.data[castle_board.HUGO]
    return trace.x[0], trace.y[0]


def status_line(dash: GameExplorer) -> str:
    return dash.figure.data[castle_board.STATUS].text[0]


def badge(dash: GameExplorer) -> str:
    return dash.figure.layout.annotations[0].text


# ----- item 1: the board shows the present; looking back is explicit --------------------------
def test_after_a_ghost_the_board_shows_hugo_where_he_ended_not_at_the_first_step():
    dash = castle_with("double-capture")
    dash.act("roll ghost")
    session = dash.session
    assert len(session.steps) >= 4 and session.at_present
    assert hugo_on_board(dash) == dash.view.locate(session.state, "hugo")
    assert badge(dash).startswith("Now")
    assert dash.board_text.value == f"<p>{render(dash.view.describe(session.state))}</p>".replace(
        "'", "&#x27;"
    )
    # Every Step is listed at once, the present marked after them.
    text = dash.steps_panel.text.value
    assert all(f'data-step="{i}"' in text for i in range(len(session.steps)))
    assert 'data-step="now" aria-current="step"' in text


def test_a_step_chosen_in_the_list_is_shown_on_the_board_and_back_to_now_returns():
    dash = castle_with("double-capture")
    dash.act("roll ghost")
    steps, total = dash.session.steps, len(dash.session.steps)
    dash.steps_panel.list.select(1)  # a click on the Step's number
    assert dash.session.step_index == 1
    assert f"step 2 of {total}" in badge(dash)
    assert hugo_on_board(dash) == dash.view.locate(steps[1].state, "hugo")
    assert 'data-step="1" data-rule=' in dash.steps_panel.text.value
    assert 'aria-current="step"' in dash.steps_panel.text.value.split('data-step="1"')[1]
    assert dash.steps_panel.list.current == 1
    dash.steps_panel.now.click()
    assert dash.session.at_present and badge(dash).startswith("Now")
    assert hugo_on_board(dash) == dash.view.locate(dash.session.state, "hugo")
    # The last item of the list is the present too; Escape returns from any Step.
    dash.steps_panel.list.select(0)
    dash.shortcuts.press("Escape")
    assert dash.session.at_present
    dash.steps_panel.list.select(0)
    dash.steps_panel.list.select(total)
    assert dash.session.at_present


def test_after_undo_the_board_and_the_play_tab_speak_of_the_same_turn():
    dash = GameExplorer(CASTLE, players=3, seed=1)
    while dash.session.state.phase == "place":
        dash.act(dash.session.legal_actions()[0].key)
    dash.roll()
    dash.undo()
    state = dash.session.state
    assert dash.session.at_present
    mover = dash.session.mover_words()
    assert mover in dash.play_panel.turn.value
    assert mover in status_line(dash)
    dash.redo()
    assert dash.session.at_present and dash.session.shown_state == dash.session.state
    assert dash.session.state != state


def test_after_undo_in_vrienden_the_board_describes_the_present():
    dash = GameExplorer("vrienden", players=3, seed=5)
    for _ in range(4):
        dash.bot_move()
    dash.undo()
    described = dash.chrome.words(dash.view.describe(dash.session.state))
    assert dash.session.shown_state == dash.session.state
    assert described.split(".")[0] in dash.board_text.value
    assert "(still owed: )" not in dash.board_text.value


# ----- accessibility: the live region ------------------------------------------------------------
def test_each_new_turn_and_each_step_shown_is_announced():
    dash = castle_with("double-capture")
    assert dash.announcer.text == dash.turn_words()
    dash.act("roll ghost")
    said = dash.announcer.text
    assert "ghost" in said.lower() and dash.turn_words() in said
    dash.previous_step()
    total = len(dash.session.steps)
    assert dash.announcer.text.startswith(f"Step {total} of {total}: ")
    dash.next_step()
    assert dash.announcer.text.startswith("Back to now.")


def test_the_announcer_is_a_polite_live_region_in_the_page():
    dash = GameExplorer(CASTLE)
    assert "rx-announcer" in dash.announcer._dom_classes
    assert 'aria-live", "polite"' in dash.announcer._esm
    assert dash.announcer in dash.children


# ----- presenter mode -------------------------------------------------------------------------
def test_presenter_mode_is_one_click_and_marks_the_explorer():
    dash = GameExplorer(CASTLE)
    dash.presenter.value = True
    assert "rx-presenter" in dash._dom_classes
    dash.presenter.value = False
    assert "rx-presenter" not in dash._dom_classes


# ----- item 3: whose turn, and the first game --------------------------------------------------
@pytest.mark.parametrize("slug", rules.available_games())
def test_the_play_tab_names_the_seat_to_move_in_every_game(slug):
    dash = GameExplorer(slug, seed=2)
    for _ in range(12):
        if dash.session.over:
            break
        mover = dash.session.mover_words(dash.chrome.language)
        if mover:
            assert mover in dash.play_panel.turn.value, dash.play_panel.turn.value
        dash.bot_move()


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_guided_first_game_is_offered_on_the_play_tab_before_the_first_move(slug):
    dash = GameExplorer(slug, language="en")  # every game speaks English too
    play = dash.play_panel
    if not dash.session.game.tutorials:
        assert play.offer_box.layout.display == "none"
        return
    # the offer and its buttons show and hide together
    assert play.offer_box.children[0] is play.offer
    assert play.offer_box.layout.display == ""
    button = play.first_game_buttons[0]
    assert button in play.offer_box.children and "Start tutorial" in button.description
    button.click()
    assert dash.session.tutorial is not None
    assert play.offer_box.layout.display == "none"
    assert play.lesson_next.layout.display == ""
    play.lesson_next.click()
    assert dash.session.cursor == 1 and "move 1 of" in play.lesson.value


# ----- item 4: what may I do? ------------------------------------------------------------------
def test_legal_buttons_stand_out_and_forbidden_ones_are_played_down():
    dash = castle_with("ballroom-exact")
    legal = {a.key for a in dash.session.legal_actions()}
    buttons = dash.play_panel.actions.visible()
    assert any(b._rx_key not in legal for b in buttons)
    for button in buttons:
        if button._rx_key in legal:
            assert button.button_style == "primary" and "rx-legal" in button._dom_classes
        else:
            assert button.button_style == "" and "rx-forbidden" in button._dom_classes
            assert button.description.startswith("⊘")
    assert all(b.button_style != "warning" for b in buttons)
    keys = [b._rx_key for b in buttons]
    assert keys == sorted(keys, key=lambda k: k not in legal)  # legal ones first


def test_a_long_list_is_two_short_lists_that_together_offer_every_action():
    dash = GameExplorer("vrienden", players=3, seed=5)
    play = dash.play_panel
    offered = {a.key for a in dash.session.candidate_actions()}
    assert len(offered) > GROUP_MAX
    assert play.long_list.layout.display == ""
    # Both lists short: a few groups instead of one entry per action, each group at most
    # GROUP_MAX long.
    assert 2 <= len(play.groups) <= len(offered) // 4
    assert all(len(group.items) <= GROUP_MAX for group in play.groups)
    assert {key for g in play.groups for key, *_ in g.items} == offered
    assert not any(re.search(r"\w:\d", g.name) for g in play.groups)  # words, not ids
    # Choosing a group shows its actions; one is played from there.
    last = len(play.groups) - 1
    play.group.value = last
    assert [k for _, k in play.choice.options] == [k for k, *_ in play.groups[last].items]
    play.group.value = 0
    key = play.choice.options[0][1]
    play.go.click()
    assert dash.session.history[-1].action.key == key


def test_a_picked_piece_gets_its_legal_targets_marked_on_the_board():
    dash = GameExplorer("vrienden", players=3, seed=5)
    state = dash.session.state
    legal = {a.key for a in dash.session.legal_actions()}
    # An energy of a flow ("flow:1:1"; "flow:1" is the flow itself).
    gem = next(e for e in dash._board_elements() if re.fullmatch(r"flow:\d+:\d+", e))
    dash.click(gem)
    targets = dash.targets()
    assert targets and dash.session.picks == (gem,)
    for element in targets:  # each target completes a legal action, or grows the selection
        action = dash.session.game.action_for(state, (gem, element))
        assert (action is not None and action.key in legal) or (
            action is None and dash.session.game.keeps_picks(state, (gem, element))
        )
    if dash._view_marks_targets:
        marked = next(t for t in dash.figure.data if t.name == "legal targets")
    else:
        marked = dash.figure.data[dash._view_traces]
    assert len(marked.x) >= 1


def test_a_click_on_a_piece_while_chance_is_due_says_why_nothing_happens():
    dash = castle_with("double-capture")
    assert dash.session.at_chance
    dash.click("guest:red-1")
    assert "Roll the die" in dash.message.value and "rx-whynot" in dash.message.value
    assert dash.session.picks == ()


def test_a_click_after_the_game_ended_says_the_game_is_over():
    dash = GameExplorer(CASTLE, players=3, seed=4)
    dash.play_to_end()
    assert dash.session.over
    dash.click("gallery:3")
    assert "game is over" in dash.message.value


# ----- item 6: messages go with their moment ---------------------------------------------------
def test_a_refusal_goes_once_a_bot_moves_and_at_the_game_over():
    dash = castle_with("ballroom-exact")
    forbidden = next(
        b._rx_key for b in dash.play_panel.actions.visible() if "rx-forbidden" in b._dom_classes
    )
    dash.act(forbidden)
    assert "Not allowed" in dash.message.value
    dash.bot_move()
    assert dash.message.value == ""
    dash.undo()
    dash.act(forbidden)
    assert "Not allowed" in dash.message.value
    dash.play_to_end()
    assert dash.session.over and "Not allowed" not in dash.message.value


def test_the_selection_message_goes_when_the_quiz_takes_the_move():
    dash = castle_with("ballroom-exact")
    dash.quiz_panel.enabled.value = True
    dash.click("guest:red-1")
    assert "Selected" in dash.message.value
    target = dash.targets()[0]
    dash.click(target)
    assert dash.quiz_panel.question is not None
    assert "Selected" not in dash.message.value


# ----- item 7: the quiz never plays silently ---------------------------------------------------
def test_with_the_quiz_on_an_action_with_nothing_to_predict_is_played_with_a_notice():
    from explorer.quiz import make_question

    dash = GameExplorer("vrienden", players=3, seed=5)
    dash.quiz_panel.enabled.value = True
    game, state = dash.session.game, dash.session.state
    silent = next(
        (
            a
            for a in game.legal_actions(state)
            if make_question(game, state, a, dash.quiz_panel.rng) is None
        ),
        None,
    )
    if silent is None:
        pytest.skip("every opening action has a question")
    dash.act(silent.key)
    assert dash.session.history[-1].action.key == silent.key
    assert "No question for this move" in dash.message.value
    assert "No question for this move" in dash.quiz_panel.feedback.value


# ----- item 5 and 8: words, never ids; the Lab's figures ---------------------------------------
def test_the_lab_report_names_rules_by_title_and_counts_games_of_the_total():
    dash = GameExplorer(CASTLE, players=3)
    lab = dash.lab_panel
    lab.games.value = 6
    summary = lab._begin(6)
    steps = lab._game(summary, 0)
    for _ in steps:
        pass
    lab._draw(summary)
    assert lab.progress.description == "1 of 6 games"
    time_line = next(line for line in lab.report(summary) if "time:" in line)
    assert "time: 0.00 s" not in time_line  # the time so far while the batch runs
    lab._finish(summary)
    assert "hidden-castle." not in lab.summary_text.value
    assert "ended by" in lab.summary_text.value


def test_the_lab_charts_are_stacked_so_none_is_cut_off():
    dash = GameExplorer("oasis")
    layout = dash.lab_panel.figure.layout
    assert layout.xaxis.domain == layout.xaxis3.domain  # one column of three charts
    titles = [a.text for a in layout.annotations]
    assert "Spooky points" not in titles and len(titles) == 3


def test_setup_names_the_game_number_in_words_not_seed():
    dash = GameExplorer(CASTLE)
    assert "seed" not in dash.setup_panel.seed.description.lower()
    for option in dash.setup_panel.rulings.values():
        assert all("seed" not in label.lower() for label, _ in option.options)


# ----- item 9: scenarios in their view, undoable loads -----------------------------------------
def test_a_scenario_opens_in_the_view_it_names():
    dash = GameExplorer("oasis", players=3)
    scenario = dataclasses.replace(dash.session.game.scenarios[0], viewer=1)
    dash.load_scenario(scenario)
    assert dash.session.viewer == 1 and dash.viewer.value == 1
    assert dash.session.seen_state.viewer == 1  # the board draws Scout 2's view
    other = dataclasses.replace(scenario, viewer=None)  # a scenario for the teacher's view
    dash.load_scenario(other)
    assert dash.session.viewer is None and dash.viewer.value == -1


def test_a_scenarios_file_gives_the_viewer_by_seat_number_and_checks_it(tmp_path: Path):
    game = rules.load_game("oasis")
    source = Path(rules.__file__).parent / "oasis" / "scenarios.toml"
    text = re.sub(r"^viewer = .*$", "", source.read_text(encoding="utf-8"), flags=re.M)
    first = text.index("[[scenario]]")
    marked = text[: first + len("[[scenario]]")] + "\nviewer = 2" + text[first + 12 :]
    path = tmp_path / "scenarios.toml"
    path.write_text(marked, encoding="utf-8")
    assert load_scenarios(path, game)[0].viewer == 1
    path.write_text(marked.replace("viewer = 2", "viewer = 9"), encoding="utf-8")
    with pytest.raises(DataError, match="viewer"):
        load_scenarios(path, game)


def test_loading_a_file_can_be_undone():
    dash = GameExplorer(CASTLE, players=3, seed=1)
    saved = dash.session.save()
    dash.act(dash.session.legal_actions()[0].key)
    played = dash.session.state
    dash.files_panel.load(saved.encode(), "my-game.json")
    assert dash.session.cursor == 2
    assert "Loaded my-game.json" in dash.history_panel.moves.options[-1][0]
    dash.undo()
    assert dash.session.state == played
    dash.redo()
    assert dash.session.state == dash.session.game.from_json(saved)


# ----- item 10: the key line in JupyterLab -----------------------------------------------------
def test_the_jupyterlab_key_line_names_only_keys_that_reach_the_page_there():
    dash = GameExplorer(CASTLE)
    lab_line = dash.shortcuts.help_lab
    assert lab_line and "ctrl+z" in lab_line
    singles = [key for key in dash.shortcuts.handlers if len(key) == 1]
    assert singles  # the page-wide line has them
    for key in singles:
        assert not re.search(rf"(^|\s){key}\s", lab_line), key
    assert "b bot move" in dash.shortcuts.help
