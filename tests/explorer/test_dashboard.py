"""The dashboard driven in-process: click buttons, read the figure, the step text, why-not."""

from __future__ import annotations

import asyncio
import base64
import json
import re

import pytest

import rules
from explorer import GameExplorer
from tests.async_helpers import run_async

SLUG = "escape-from-the-hidden-castle"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=3, seed=1)


def buttons(pool):
    return pool.by_key()


def choose(dash: GameExplorer, key: str) -> None:
    """Pick an action from the long list (placement offers 40 spaces) and press "Do it"."""
    panel = dash.play_panel
    assert panel.long_list.layout.display == ""
    panel.choice.value = key
    panel.go.click()


def place_all(dash: GameExplorer) -> None:
    while dash.session.state.phase == "place":
        choose(dash, dash.play_panel.choice.options[-1][1])


def guest_xy(dash: GameExplorer, guest: str) -> tuple[float, float]:
    for trace in dash.figure.data:
        ids = list(trace.customdata or ())
        if f"guest:{guest}" in ids:
            i = ids.index(f"guest:{guest}")
            return trace.x[i], trace.y[i]
    raise AssertionError(f"guest {guest} not drawn")


def load(dash: GameExplorer, scenario_id: str) -> None:
    """Click the scenario's Load button."""
    dash.scenarios_panel.load_buttons[scenario_id].click()
    assert dash.session.scenario.id == scenario_id


def test_placing_from_the_list_moves_a_guest_on_the_board(dash):
    label, key = dash.play_panel.choice.options[0]
    assert key.startswith("place gallery:") and label.startswith("Place on space")
    choose(dash, key)
    space = int(key.split(":")[1])
    assert dash.session.state.guests[0] == space
    assert "placed on" in dash.steps_panel.text.value
    assert "Blue" in dash.play_panel.turn.value


def test_roll_then_move_then_step_through_then_undo(dash):
    place_all(dash)
    assert dash.play_panel.chance_box.layout.display == ""
    dash.play_panel.roll_button.click()
    state = dash.session.state
    if state.roll is None:  # a ghost: Hugo moved, steps explain it
        assert "ghost" in dash.steps_panel.text.value.lower()
        return
    key, move = next(
        (k, b) for k, b in buttons(dash.play_panel.actions).items() if b.button_style == ""
    )
    guest = key.split()[1]
    before = guest_xy(dash, guest)
    move.click()
    assert guest_xy(dash, guest) != before
    assert 'data-step="0"' in dash.steps_panel.text.value
    assert dash.history_panel.undo.disabled is False
    dash.history_panel.undo.click()
    assert guest_xy(dash, guest) == before
    assert dash.session.state.roll == state.roll


def test_a_move_and_its_undo_each_redraw_the_board_and_its_badge_in_one_message(dash):
    # Each message is a redraw in the browser: the badge sent apart from the board doubled
    # the page's work for every click.
    sent = []
    for name in ("_py2js_update", "_py2js_restyle", "_py2js_relayout"):
        dash.figure.observe(
            lambda change, n=name: change["new"] and sent.append((n, change["new"])), name
        )
    choose(dash, dash.play_panel.choice.options[0][1])
    assert [name for name, _ in sent] == ["_py2js_update"]
    badge = sent[0][1]["layout_data"]["annotations.0.text"]
    assert badge == dash.figure.layout.annotations[0].text
    assert "Place on space" in badge
    assert sent[0][1]["style_data"]  # the guest placed, in the same message
    sent.clear()
    dash.history_panel.undo.click()
    assert [name for name, _ in sent] == ["_py2js_update"]
    assert "Place on space" not in dash.figure.layout.annotations[0].text


def test_forbidden_move_button_says_why_with_the_rule(dash):
    load(dash, "ballroom-exact")
    forbidden = buttons(dash.play_panel.actions)["move red-2 room:ballroom"]
    assert forbidden.description.startswith("⊘")
    forbidden.click()
    assert "hidden-castle.rooms.exact" in dash.message.value
    assert "needs exactly" in dash.message.value
    assert dash.session.cursor == 0
    dash.why_button.click()
    assert dash.tabs.selected_index == dash.tab_panels.index(dash.rulebook_panel)
    assert 'data-section="hidden-castle.rooms.exact"' in dash.rulebook_panel.body.value


def test_board_clicks_compose_a_move(dash):
    load(dash, "ballroom-exact")
    dash.click("guest:red-1")
    assert "Selected" in dash.message.value
    dash.click("room:ballroom")
    assert dash.session.cursor == 1
    assert dash.session.state.points[0] == 18
    assert "Ballroom" in dash.board_text.value


def test_board_click_on_a_piece_and_target_that_do_not_go_together(dash):
    load(dash, "occupied-room")
    dash.click("guest:red-1")
    dash.click("gallery:20")
    assert "hidden-castle.turn.move" in dash.message.value
    assert dash.session.cursor == 0


def test_step_buttons_and_keyboard_walk_the_steps_and_highlight(dash):
    load(dash, "double-capture")
    dash.play_panel.outcomes.buttons[-1].click()  # choose "the ghost"
    assert dash.session.entry.action.key == "roll ghost"
    assert 'data-step="0"' in dash.steps_panel.text.value
    dash.steps_panel.next.click()
    assert 'data-step="1"' in dash.steps_panel.text.value
    dash.shortcuts.press("ArrowRight")
    assert 'data-step="2"' in dash.steps_panel.text.value
    assert "hidden-castle.hugo.capture" in dash.steps_panel.text.value
    dash.shortcuts.press("ArrowLeft")
    assert 'data-step="1"' in dash.steps_panel.text.value
    dash.shortcuts.press("z")
    assert dash.session.cursor == 0
    dash.shortcuts.press("y")
    assert dash.session.cursor == 1


def test_history_list_jumps_to_a_move(dash):
    place_all(dash)
    assert len(dash.history_panel.moves.options) == 16
    dash.history_panel.moves.value = 3
    assert dash.session.cursor == 3
    assert dash.session.state.phase == "place"


def test_bots_one_move_and_autoplay_stop(dash):
    dash.bots_panel.one.click()
    assert dash.session.cursor == 1
    moves = run_async(_autoplay(dash))
    assert moves == 3


async def _autoplay(dash):
    dash.bots_panel.delay.value = 0.05
    return await dash.bots_panel.autoplay(limit=3)


def test_bots_play_to_the_end_shows_the_result(dash):
    dash.bots_panel.to_end.click()
    assert dash.session.over
    assert "Game over" in dash.play_panel.turn.value
    assert dash.bots_panel.one.disabled


def test_rulebook_search_filters_as_you_type_and_marks_rulings(dash):
    panel = dash.rulebook_panel
    total = len(dash.session.game.rulebook.sections)
    assert f"{total} of {total}" in panel.count.value
    panel.search.value = "ruling"
    assert "ruling: our reading" in panel.body.value
    panel.search.value = "example data"
    assert "example data, not from the rulebook" in panel.body.value
    panel.search.value = "zzznothing"
    assert "No section" in panel.body.value


def test_header_marks_example_data(dash):
    assert "Example data, not from the rulebook" in dash.header.value


def test_scenario_task_shows_and_is_marked_done(dash):
    load(dash, "occupied-room")
    assert "Knocking" in dash.scenarios_panel.task.value
    dash.act("move red-1 room:fireplace-room")
    assert "Task done" in dash.scenarios_panel.task.value


def test_quiz_asks_before_showing_and_keeps_score(dash):
    load(dash, "double-capture")
    dash.quiz_panel.enabled.value = True
    dash.act("roll ghost")
    assert dash.session.cursor == 0, "the action waits for the prediction"
    question = dash.quiz_panel.question
    options = dash.quiz_panel.options.visible()
    assert len(options) == len(question.options)
    options[question.answer].click()
    assert dash.session.cursor == 1
    assert 'data-correct="True"' in dash.quiz_panel.feedback.value
    assert "1 of 1 right" in dash.quiz_panel.score_text.value


def test_simulation_lab_runs_and_draws_charts(dash):
    lab = dash.lab_panel
    lab.players.value = 4
    summary = lab.run_sync(30)
    assert summary.games == 30
    assert lab.progress.value == 30
    bar, *boxes, hist = lab.figure.data
    assert sum(len(box.y) for box in boxes) == 120
    assert len(bar.y) == 4 and abs(sum(bar.y) - 100) < 1e-6
    assert len(hist.x) == 30
    assert "30 games" in lab.summary_text.value
    # Issue 12: each seat's box in its own colour, the same as its bar.
    fills = [box.fillcolor for box in boxes if box.y]
    assert len(fills) == 4 and len(set(fills)) == 4
    assert fills == list(bar.marker.color)
    assert lab.progress.description == "30 of 30 games"


def test_simulation_lab_can_be_cancelled(dash):
    lab = dash.lab_panel

    async def run_and_cancel():
        task = asyncio.ensure_future(lab.run_async(400))
        await asyncio.sleep(0.01)
        lab.cancel()
        return await task

    summary = run_async(run_and_cancel())
    assert 0 < summary.games < 400
    assert "cancelled" in lab.summary_text.value


def test_setup_panel_starts_a_new_game_with_a_variant_and_ruling(dash):
    panel = dash.setup_panel
    panel.players.value = 7
    panel.variants["midnight-party"].value = True
    panel.rulings["ties"].value = "none"
    panel.start.click()
    state = dash.session.state
    assert state.players == 7 and state.side == "midnight-party"
    assert dict(state.rulings)["ties"] == "none"


def test_save_link_and_upload(dash):
    place_all(dash)
    href = re.search(
        r'href="data:application/json;base64,([^"]+)"', dash.files_panel.download.value
    )
    saved = json.loads(base64.b64decode(href.group(1)))
    assert saved["game"] == SLUG
    fresh = GameExplorer(SLUG)
    fresh.files_panel.load(json.dumps(saved).encode(), "game.json")
    assert fresh.session.state == dash.session.state
    assert "Loaded game.json" in fresh.files_panel.message.value
    before = fresh.session.state
    fresh.files_panel.load(b"{broken", "broken.json")
    assert "broken.json was not loaded" in fresh.files_panel.message.value
    assert fresh.session.state is before


def test_simulation_lab_stops_with_a_note_when_bots_never_finish(dash, monkeypatch):
    """A game the bots never finish stops the batch with a note instead of an exception; here
    a game that never ends stands in for it."""
    from rules.core import bots

    def never_ends(*args, **kwargs):
        yield
        raise bots.GameTooLong(20_000)

    monkeypatch.setattr("explorer.panels.lab.play_stepwise", never_ends)
    lab = dash.lab_panel
    summary = lab.run_sync(5)
    assert summary.games == 0
    assert "game 1 did not end within 20,000 actions" in lab.summary_text.value
    assert "round limit" in lab.summary_text.value
    assert not lab.run_button.disabled


def test_simulation_lab_pauses_inside_a_long_game_and_cancel_answers_at_once(dash, monkeypatch):
    """The Lab yields to the page every few hundredths of a second even in the middle of one
    game, so Cancel (and the keys) are heard while a long game runs, not after it."""
    from explorer.panels import lab as lab_module

    def long_game(*args, **kwargs):
        for _ in range(10**9):  # far longer than the test: only Cancel ends it
            yield

    monkeypatch.setattr(lab_module, "play_stepwise", long_game)
    monkeypatch.setattr(lab_module, "SLICE", 0.001)
    lab = dash.lab_panel
    ticks = []

    async def scenario():
        run = asyncio.ensure_future(lab.run_async(3))
        while len(ticks) < 5:  # the page's other handlers get their turns during game 1
            ticks.append(lab.progress.value)
            await asyncio.sleep(0)
        lab.cancel()
        return await asyncio.wait_for(run, timeout=60)

    summary = run_async(scenario())
    assert summary.games == 0 and ticks == [0] * 5
    assert "(cancelled)" in lab.summary_text.value
    assert not lab.run_button.disabled and lab.cancel_button.disabled


def test_play_to_the_end_stops_with_a_message_after_its_limit(dash):
    """Bots that do not finish within the limit stop with a message; nothing runs on."""
    place_all(dash)
    before = dash.session.cursor
    dash.play_to_end(limit=3)
    assert dash.session.cursor == before + 3 and not dash.session.over
    assert "The bots made 3 moves and the game has not ended" in dash.message.value


def test_play_to_the_end_in_slices_keeps_the_page_answering(dash, monkeypatch):
    """The Bots tab's button plays in slices with pauses between them, and Stop ends it."""
    from explorer.panels import bots as bots_module

    monkeypatch.setattr(bots_module, "SLICE", 0.0)
    panel = dash.bots_panel
    paused = []

    async def scenario():
        run = asyncio.ensure_future(panel.play_to_end(limit=40))
        while not run.done():
            paused.append(dash.session.cursor)
            await asyncio.sleep(0)
        return run.result()

    moves = run_async(scenario())
    assert moves == 40 and len(paused) >= 20  # the loop ran between the moves
    assert dash.session.cursor == 40 and panel.task is None


def test_the_history_never_grows_beyond_its_cap(dash, monkeypatch):
    monkeypatch.setattr("explorer.session.HISTORY_LIMIT", 30)
    dash.play_to_end(limit=100)
    assert len(dash.session.history) == 30
    assert "the most it keeps" in dash.message.value


def test_bots_in_a_position_with_nothing_to_play_say_so(dash, monkeypatch):
    session = dash.session
    before = len(session.history)
    monkeypatch.setattr(session.game, "legal_actions", lambda state: [])
    monkeypatch.setattr(type(session), "at_chance", property(lambda self: False))
    dash.bot_move()
    assert "No action is possible in this position" in dash.message.value
    assert len(session.history) == before


def test_setup_names_each_ruling_and_reading_in_words(dash):
    """A learner sees words: the readings in Setup are labels, not the option's keys."""
    setup = dash.setup_panel
    for option in dash.session.game.info.rulings:
        dropdown = setup.rulings[option.name]
        labels = [label for label, _ in dropdown.options]
        assert dropdown.description == "Reading"
        for label, choice in dropdown.options:
            assert label.removesuffix(" (default)") != choice or "-" not in choice
        assert any("(default)" in label for label in labels)
        assert option.name not in " ".join(labels)


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_move_undo_and_redo_tell_each_widget_of_its_change_once(slug, monkeypatch):
    # Every message costs the kernel, the server and the page: a widget whose several
    # properties change in one click hears of them in one message (the board's change, the
    # list of actions' options and choice, the list of Steps), not one message each.
    import ipywidgets as w

    dash = GameExplorer(slug, seed=1)
    sent: list[tuple[int, list[str]]] = []
    send = w.Widget._send

    def spy(widget, msg, buffers=None):
        if msg.get("method") == "update":
            sent.append((id(widget), sorted(msg["state"])))
        return send(widget, msg, buffers)

    monkeypatch.setattr(w.Widget, "_send", spy)
    first = dash.session.legal_actions()[0]
    for click in (lambda: dash.act(first.key), dash.undo, dash.redo, dash.undo):
        sent.clear()
        click()
        assert sent, "a click changed nothing on the page"
        told = [widget for widget, _ in sent]
        twice = {widget for widget in told if told.count(widget) > 1}
        assert not twice, [keys for widget, keys in sent if widget in twice]
        for _, keys in sent:
            assert not {"_last_trace_edit_id", "_last_layout_edit_id"} & set(keys)


def test_a_players_move_at_the_history_cap_says_so_and_changes_nothing(dash, monkeypatch):
    """A move from the list at the cap (the board and the tutorial: below) gets the cap's
    message on the message line (before, the session's refusal escaped the dashboard)."""
    monkeypatch.setattr("explorer.session.HISTORY_LIMIT", 3)
    choose(dash, dash.play_panel.choice.options[-1][1])
    choose(dash, dash.play_panel.choice.options[-1][1])
    state, entries = dash.session.state, len(dash.session.history)
    choose(dash, dash.play_panel.choice.options[-1][1])
    assert "the most it keeps" in dash.message.value
    assert dash.session.state is state and len(dash.session.history) == entries


def test_the_tutorials_next_move_at_the_history_cap_says_so(dash, monkeypatch):
    dash.start_tutorial(dash.session.game.tutorials[0])
    monkeypatch.setattr("explorer.session.HISTORY_LIMIT", len(dash.session.history))
    state = dash.session.state
    dash.tutorial_next()
    assert "the most it keeps" in dash.message.value
    assert dash.session.state is state


def test_a_click_that_takes_two_moves_is_refused_whole_at_the_history_cap(monkeypatch):
    """Oasis: a card clicked at the mandatory action names the action, then plays the card:
    two entries, or none when only one fits."""
    dash = GameExplorer("oasis", players=2, seed=7)
    for key in ("recruit lair:1", "recruit lair:2", "draw wayfinder", "draw smuggler"):
        dash.session.apply(key)
    monkeypatch.setattr("explorer.session.HISTORY_LIMIT", len(dash.session.history) + 1)
    state = dash.session.state
    dash.click("hand:1:12")
    dash.click("trail:1")
    assert "the most it keeps" in dash.message.value
    assert dash.session.state is state


def test_a_refresh_reads_the_games_description_of_a_position_once(monkeypatch):
    """The board's text (Mycelia: Prisma's board adds nothing to the game's description), the
    Play tab's turn line and the screen reader's announcement read the same words: once per
    position (three times before: a third of a bot move's time)."""
    dash = GameExplorer("mycelia-prisma", players=2, seed=1)
    game = dash.session.game
    calls = []
    describe = type(game).describe
    monkeypatch.setattr(type(game), "describe", lambda g, s: calls.append(s) or describe(g, s))
    for _ in range(3):
        calls.clear()
        dash.bot_move()
        assert [id(s) for s in calls] == [id(dash.session.state)]
    calls.clear()
    dash.draw_board()
    dash.play_panel.refresh()
    assert calls == []
