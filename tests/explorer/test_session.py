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


@pytest.mark.parametrize("language", ["pt", "en"])
def test_an_action_taken_by_its_key_is_named_in_words_in_the_history(language):
    # O Inconsciente's labels depend on the position: parsed from the bare key, an action was
    # named by the key itself ("row 0 0") in the history and above the board.
    session = Session("o-inconsciente", seed=1)
    for _ in range(6):
        if session.at_chance:
            action = session.chance_outcomes()[0][0]
        else:
            action = session.legal_actions()[0]
        session.apply(action.key)
        assert session.entry.render(language) == action.render(language)
        assert session.entry.render(language) != action.key


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
    # After the action the board shows the present (issue 12), not the action's first Step.
    assert session.at_present and session.shown_state == session.state
    assert not session.next_step()  # nothing after the present
    assert session.show_step(0) and session.shown_state == steps[0].state
    seen = [session.shown_state]
    while session.next_step():
        seen.append(session.shown_state)
    assert seen == [step.state for step in steps] + [session.state]
    assert session.at_present
    assert session.previous_step() and session.step_index == len(steps) - 1
    assert session.previous_step() and session.step_index == len(steps) - 2
    assert session.back_to_now() and session.at_present and not session.back_to_now()


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


def oasis_first_turn() -> Session:
    """Oasis, two scouts, seed 7 (the tutorial's game): both starting Companions taken, the
    Lair refilled; Scout 2 must name the mandatory action, holding #12, #11, #7, #4, a Shield
    and a Salvager."""
    session = Session("oasis", players=2, seed=7)
    for key in ("recruit lair:1", "recruit lair:2", "draw wayfinder", "draw smuggler"):
        session.apply(key)
    assert session.state.task == ("action",) and session.state.current == 1
    return session


def test_one_click_on_a_ruins_card_names_recycle_then_takes_it():
    """oasis.action: the click gives the card; the action is named first, as its own entry."""
    session = oasis_first_turn()
    start = session.cursor
    assert session.pick("ruins:8-stage").kind == "applied"
    keys = [e.action.key for e in session.history[start + 1 :]]
    assert keys == ["recycle", "recycle 8-stage"] and session.cursor == start + 2
    assert session.game.cards.by_key("8-stage").code in session.state.hands[1]
    assert session.steps[0].rule == "oasis.recycle"
    session.undo()  # back to the named Recycle: its task asks for the card
    assert session.state.task == ("recycle",)
    session.undo()
    assert session.state.task == ("action",) and session.cursor == start


def test_one_click_travel_at_the_mandatory_step_and_the_plan_behind_it():
    session = oasis_first_turn()
    game = session.game
    actions, ruling = session.plan(game.parse_action("travel 12"))
    assert [a.key for a in actions] == ["travel", "travel 12"] and ruling is None
    assert session.plan(game.parse_action("travel"))[0] == (game.parse_action("travel"),)
    start = session.cursor
    assert session.pick("hand:1:12").kind == "selected"
    assert session.pick("trail:1").kind == "applied"
    assert [e.action.key for e in session.history[start + 1 :]] == ["travel", "travel 12"]
    assert session.state.reached(1) == 12 and session.state.task == ("travel", 1)
    assert session.history[start + 1].label == "Travel: play cards on your trail"


def test_a_refused_click_at_the_mandatory_step_changes_nothing():
    """oasis.travel: #11 would skip #12; naming Travel would not make it legal, so neither is
    applied and the refusal is the Travel's own."""
    session = oasis_first_turn()
    state, length = session.state, len(session.history)
    actions, ruling = session.plan(session.game.parse_action("travel 11"))
    assert actions == () and ruling.rule == "oasis.travel"
    session.pick("hand:1:11")
    result = session.pick("trail:1")
    assert result.kind == "illegal" and result.ruling == ruling
    assert session.state is state and len(session.history) == length and session.picks == ()
    # A Map costs three cards: the hand holds six, so that click is fine after naming Equip.
    assert [a.key for a in session.plan(session.game.parse_action("equip map"))[0]] == [
        "equip",
        "equip map",
    ]


def test_oasis_quiz_skips_the_named_action_and_asks_about_the_card():
    """A named action has no foil (no other legal action of its kind), so no question; the
    card, in the position after the naming, has one."""
    session = Session("oasis")
    scenario = next(s for s in session.game.scenarios if s.id == "last-turn")
    game, state = session.game, scenario.state
    assert make_question(game, state, game.parse_action("recruit"), random.Random(1)) is None
    named = game.apply(state, "recruit").state
    action = game.parse_action("recruit play salvager")
    question = make_question(game, named, action, random.Random(1))
    assert question is not None and question.rule == "oasis.recruit.play"
    assert "take a card from the Ruins" in question.options[question.answer]


@pytest.mark.parametrize("slug", ["oasis", "vrienden"])
def test_a_save_made_while_viewing_as_a_player_holds_only_the_view(slug):
    """Viewing as a player, the Files tab saves that player's view: no seed to replay hidden
    draws, and a file that cannot be loaded as a game to play on (the game is kept)."""
    session = Session(slug, players=2, seed=4)
    session.viewer = 1
    saved = json.loads(session.save())
    assert saved["seed"] is None
    assert saved == session.game.to_json(session.game.view(session.state, 1))
    other = Session(slug, players=2, seed=9)
    before = other.state
    with pytest.raises(ValueError, match="view"):
        other.load(json.dumps(saved), "view.json")
    assert other.state is before
    session.viewer = None
    assert json.loads(session.save())["seed"] == 4
