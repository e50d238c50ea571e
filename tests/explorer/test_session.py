"""The explorer's model, without widgets: history, picks, steps, bots, files, quiz."""

from __future__ import annotations

import json
import random

import pytest

from explorer.quiz import make_question
from explorer.session import Session
from rules import IllegalAction

SLUG = "escape-from-the-hidden-castle"


def placed(session: Session) -> Session:
    """Place every guest on the last free space, so play can start."""
    while session.state.phase == "place":
        session.apply(session.legal_actions()[-1])
    return session


def test_new_game_and_bad_options_keep_the_current_game():
    session = Session(SLUG, players=3, seed=2)
    before = session.state
    with pytest.raises(ValueError, match="2 to 8 players"):
        session.new_game(players=9)
    assert session.state is before and session.players == 3


def test_apply_undo_redo_and_jump():
    session = placed(Session(SLUG, players=2))
    start = session.cursor
    session.roll()
    rolled = session.state
    session.undo()
    assert session.cursor == start and session.can_redo
    session.redo()
    assert session.state is rolled
    session.jump(0)
    assert session.cursor == 0 and session.state.phase == "place"
    session.apply(session.legal_actions()[0])
    assert not session.can_redo, "a new action after undo drops the redo branch"


def test_illegal_action_leaves_history_untouched():
    session = placed(Session(SLUG, players=2))
    length, state = len(session.history), session.state
    with pytest.raises(IllegalAction) as caught:
        session.apply("move red-1 gallery:3")
    assert caught.value.ruling.rule == "hidden-castle.turn.roll"
    assert len(session.history) == length and session.state is state


def test_picks_compose_a_move_and_refuse_a_wrong_target_with_the_rule():
    session = Session(SLUG)
    scenario = next(s for s in session.game.scenarios if s.id == "ballroom-exact")
    session.load_scenario(scenario)
    assert session.pick("guest:red-2").kind == "selected"
    result = session.pick("room:ballroom")
    assert result.kind == "illegal" and result.ruling.rule == "hidden-castle.rooms.exact"
    assert session.cursor == 0
    assert session.pick("guest:red-1").kind == "selected"
    assert session.pick("room:ballroom").kind == "applied"
    assert session.state.points[0] == scenario.state.points[0] - 3


def test_step_through_walks_the_steps_and_the_board_state_follows():
    session = Session(SLUG)
    session.load_scenario(next(s for s in session.game.scenarios if s.id == "double-capture"))
    session.apply("roll ghost")
    steps = session.steps
    assert len(steps) >= 4
    seen = [session.shown_state]
    while session.next_step():
        seen.append(session.shown_state)
    assert len(seen) == len(steps)
    assert seen[-1] == session.state
    assert not session.next_step()
    assert session.previous_step() and session.step_index == len(steps) - 2


def test_bots_play_one_move_and_to_the_end():
    session = Session(SLUG, players=4, seed=3)
    session.bot_move()
    assert session.cursor == 1 and "bot" in session.entry.who
    session.play_to_end()
    assert session.over and session.game.result(session.state) is not None


def test_save_and_load_round_trip_and_a_broken_file_keeps_the_game():
    session = placed(Session(SLUG, players=3, seed=5))
    session.roll()
    text = session.save()
    other = Session(SLUG)
    other.load(text, "mine.json")
    assert other.state == session.state and other.players == 3
    before = other.state
    broken = json.loads(text)
    broken["guests"]["red-1"] = "room:attic"
    with pytest.raises(ValueError, match=r"bad\.json was not loaded: .*guests\.red-1"):
        other.load(json.dumps(broken), "bad.json")
    assert other.state is before


def test_quiz_question_is_made_from_the_engine():
    session = Session(SLUG)
    scenario = next(s for s in session.game.scenarios if s.id == "double-capture")
    action = session.game.parse_action("roll ghost")
    question = make_question(session.game, scenario.state, action, random.Random(1))
    assert question is not None and 2 <= len(question.options) <= 4
    truth = session.game.summarize_outcome(
        scenario.state, session.game.apply(scenario.state, action)
    )
    assert question.options[question.answer] == truth
    assert question.rule in session.game.rulebook


def test_history_hides_another_scouts_drawn_cards_in_their_view():
    """oasis.ruling.secrets: a drawn card is named only to the scout who drew it."""
    session = Session("oasis", players=2, seed=3)
    while not (session.at_chance and session.state.task[0] == "draw"):
        actions = session.legal_actions()
        explore = [a for a in actions if a.key == "explore"]
        session.apply(explore[0] if explore else actions[0])
    drawer = session.state.current
    session.apply(session.legal_actions()[0])
    drawn = session.history[-1].label
    assert drawn.startswith("Draw ") and drawn != "Draw a card"
    session.viewer = drawer
    assert session.seen_labels()[-1] == drawn
    session.viewer = 1 - drawer
    assert session.seen_labels()[-1] == "Draw a card"
    session.viewer = None
    assert session.seen_labels()[-1] == drawn
