"""The explorer's model, without widgets: history, picks, steps, bots, files, quiz."""

from __future__ import annotations

import json
import random
import re

import pytest

from explorer.quiz import make_question
from explorer.session import HISTORY_LIMIT, HistoryFull, NotLoaded, Session
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


# ----- the history's cap and refused files (issue 43) ----------------------------------------
def near_the_cap(slug: str = SLUG, room: int = 1) -> Session:
    """A session whose history holds HISTORY_LIMIT - ``room`` entries, the present last (the
    same position over and over: as many real moves would take minutes to play)."""
    session = placed(Session(slug, players=2, seed=3)) if slug == SLUG else Session(slug)
    session.history = [session.entry] * (HISTORY_LIMIT - room)
    session.jump(len(session.history) - 1)
    return session


def test_applies_beyond_the_history_cap_are_refused_with_its_message():
    """Applies, as a notebook or 20,000 clicks make them, stop where the bots stop: the
    history never holds more than HISTORY_LIMIT entries, and each refused apply changes
    nothing."""
    session = near_the_cap(room=1)
    session.roll()  # the last one that fits
    assert len(session.history) == HISTORY_LIMIT == 5000
    state = session.state
    for _ in range(5_001 - HISTORY_LIMIT + 1):
        with pytest.raises(HistoryFull, match="The history holds 5,000 moves, the most it keeps"):
            session.apply(session.legal_actions()[0])
    assert len(session.history) == HISTORY_LIMIT and session.state is state
    assert "para continuar" in HistoryFull(HISTORY_LIMIT, "history-full").render("pt")
    session.undo()
    session.apply(session.legal_actions()[0])  # undo makes room: the redo branch goes
    assert len(session.history) == HISTORY_LIMIT


def test_a_click_that_takes_two_actions_is_refused_whole_at_the_cap():
    session = oasis_first_turn()
    session.history = [session.entry] * (HISTORY_LIMIT - 1)
    session.jump(len(session.history) - 1)
    state = session.state
    session.pick("hand:1:12")
    with pytest.raises(HistoryFull):
        session.pick("trail:1")  # names Travel, then plays #12: two entries, one fits
    assert session.state is state and len(session.history) == HISTORY_LIMIT - 1


def test_a_file_loaded_at_the_cap_is_refused_naming_the_cap_and_the_game_is_kept():
    saved = Session(SLUG, players=4, seed=8).save()
    session = near_the_cap(room=0)
    state = session.state
    with pytest.raises(NotLoaded) as caught:
        session.load(saved, "mine.json")
    said = caught.value.render("en")
    assert said.startswith("mine.json was not loaded: the history already holds 5,000 moves")
    assert session.state is state and len(session.history) == HISTORY_LIMIT
    session.undo()
    session.load(saved, "mine.json")
    assert session.state.players == 4


def castle_save() -> dict:
    session = placed(Session(SLUG, players=3, seed=5))
    session.roll()
    return json.loads(session.save())


#: Files a student may upload, and the words that say what is wrong with each.
BROKEN_FILES = [
    pytest.param(lambda: b"{broken", "its text cannot be read as one", id="not-json"),
    pytest.param(lambda: b"", "its text cannot be read as one", id="empty"),
    pytest.param(lambda: b"\xff\xfe\x00garbage", "its text cannot be read", id="binary"),
    pytest.param(lambda: b"[1, 2]", "it holds other data", id="a-list"),
    pytest.param(lambda: b'{"a":' * 3000 + b"1" + b"}" * 3000, "nested far deeper", id="deep"),
    pytest.param(lambda: json.dumps({**castle_save(), "game": "oasis"}),
                 "it holds a game of Oasis, not of Escape from the Hidden Castle", id="oasis"),
    pytest.param(lambda: json.dumps({**castle_save(), "game": "chess"}),
                 "it holds no game of Rules Explorer", id="chess"),
    pytest.param(lambda: json.dumps({**castle_save(), "format": 99}),
                 "saved by a newer version of Rules Explorer", id="newer"),
    pytest.param(lambda: json.dumps({**castle_save(), "players": 99}),
                 "its number of players cannot be right for Escape from the Hidden Castle",
                 id="players"),
    pytest.param(lambda: json.dumps({**castle_save(), "rulings": {"ties": "never"}}),
                 "its readings of the rules cannot be right", id="rulings"),
    pytest.param(lambda: json.dumps({**castle_save(), "guests": {"red-1": "room:attic"}}),
                 "the position it holds is not one the rules of Escape from the Hidden "
                 "Castle can reach", id="guests"),
    pytest.param(lambda: json.dumps({**castle_save(), "guests": [[[]]]}),
                 "the position it holds is not one the rules", id="guests-a-list"),
]  # fmt: skip


def assert_plain(said: str, name: str) -> None:
    """Words for people: none of a parser's, a field's, a key's or Python's."""
    rest = said.replace(name, "")
    for jargon in ("Expecting", "line 1", "column", "field", "(document)", "Error", "JSON",
                   "guests", "red-1", "{", "[", "_", '"'):  # fmt: skip
        assert jargon not in rest, (jargon, said)
    assert not re.search(r"'\S+'", rest), said  # nothing quoted: an id or a value


@pytest.mark.parametrize(("content", "words"), BROKEN_FILES)
def test_a_refused_file_is_told_in_plain_words_naming_it_and_the_game_is_kept(content, words):
    session = placed(Session(SLUG, players=2, seed=1))
    state, length = session.state, len(session.history)
    with pytest.raises(NotLoaded) as caught:
        session.load(content(), "homework.json")
    said = caught.value.render("en")
    assert said.startswith("homework.json was not loaded: ") and words in said, said
    assert_plain(said, "homework.json")
    in_portuguese = caught.value.render("pt")
    assert in_portuguese.startswith("homework.json não foi carregado: ")
    assert_plain(in_portuguese, "homework.json")
    assert session.state is state and len(session.history) == length


def test_a_saved_view_is_refused_in_plain_words():
    session = Session("oasis", players=2, seed=4)
    session.viewer = 1
    saved = session.save()
    other = Session("oasis", players=2, seed=9)
    with pytest.raises(NotLoaded) as caught:
        other.load(saved, "view.json")
    said = caught.value.render("en")
    assert "only what one player could see" in said and "teacher's view" in said
    assert_plain(said, "view.json")


def test_a_load_that_fails_any_other_way_is_refused_and_the_game_is_kept(monkeypatch):
    session = Session(SLUG, players=2, seed=1)
    state = session.state

    def broken(data):
        raise ZeroDivisionError("a loader's own bug")

    monkeypatch.setattr(session.game, "from_json", broken)
    with pytest.raises(NotLoaded) as caught:
        session.load(b"{}", "odd.json")
    said = caught.value.render("en")
    assert "odd.json was not loaded: it cannot be read as a position of Escape" in said
    assert_plain(said, "odd.json")
    assert session.state is state
