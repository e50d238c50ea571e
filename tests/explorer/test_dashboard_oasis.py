"""The Oasis dashboard driven in-process: starting Companions, Recycle, Travel, Equip and a
Recruit by board clicks, why-not, step-through, the "view as" switch, a Mission and a Pillage
by clicks, and the bots playing a game to its end."""

from __future__ import annotations

import dataclasses
import json

import pytest

from explorer import GameExplorer
from explorer.boards.oasis import CARDS, PICKED, RING, STATUS
from rules.oasis.cards import HIDDEN

SLUG = "oasis"


@pytest.fixture
def dash() -> GameExplorer:
    return GameExplorer(SLUG, players=3, seed=1)


def cards(dash: GameExplorer) -> list[tuple[str, str]]:
    data = dash.figure.data[CARDS]
    return list(zip(data.customdata, data.text, strict=True))


def key(dash: GameExplorer, code: int) -> str:
    return dash.session.game.cards.cards[code].key


def begin(dash: GameExplorer) -> None:
    """Every scout takes a starting Companion from the deck by clicks; chance refills."""
    while dash.session.state.turn == 0 or dash.session.at_chance:
        if dash.session.at_chance:
            dash.play_panel.roll_button.click()
        else:
            dash.click("cdeck")
            assert "Not allowed" not in dash.message.value


def adopt(dash: GameExplorer, state) -> None:
    """Load a position through the Files path (a saved game), as a teacher would."""
    game = dash.session.game
    dash.load_position(json.dumps(game.to_json(state)), "test position")


def test_the_dashboard_shows_the_table_and_the_example_note(dash):
    assert "<h2>Oasis</h2>" in dash.header.value
    assert "Example data, not from the rulebook" in dash.header.value
    assert "Companions" in dash.header.value and "Stage" in dash.header.value
    ids = [e for e, _ in cards(dash)]
    assert "trail:0:0" in ids and "lair:0" in ids
    assert "starting Companion" in dash.figure.data[STATUS].text[0]
    assert "Recruit" in dash.play_panel.heading.value
    assert dash._viewer_box.layout.display == ""


def test_a_starting_companion_by_clicking_the_lair_then_step_through(dash):
    lair = dash.session.state.lair
    dash.click("lair:1")
    assert dash.session.cursor == 1, dash.message.value
    assert lair[1] in dash.session.state.hands[0]
    assert 'data-step="0"' in dash.steps_panel.text.value
    assert "oasis.setup.starting-companion" in dash.steps_panel.text.value
    assert len(dash.figure.data[RING].x) == 2  # the Lair slot and the hand
    dash.undo()
    assert dash.session.cursor == 0 and dash.session.state.lair == lair


def test_recycle_travel_and_a_refusal_by_clicks(dash):
    begin(dash)
    state = dash.session.state
    me = state.current
    assert state.task == ("action",)
    ruin = key(dash, state.ruins[-1])
    dash.click(f"ruins:{ruin}")
    assert dash.session.cursor > 0 and "oasis.recycle" in dash.steps_panel.text.value
    begin(dash)

    # The next scout: a hand card that skips a number is refused with the Travel rule.
    state = dash.session.state
    me = state.current
    game = dash.session.game
    target = state.reached(me) - 1
    skip = next(
        (c for c in state.hands[me] if game.cards.cards[c].kind == "journey"
         and game.cards.cards[c].number not in (target, 0)),
        None,
    )  # fmt: skip
    if skip is not None:
        before = dash.session.cursor
        dash.click(f"hand:{me}:{key(dash, skip)}")
        assert "Selected" in dash.message.value
        assert dash.figure.data[PICKED].x  # the pick is marked
        dash.click(f"trail:{me}")
        assert "Not allowed" in dash.message.value and "oasis.travel" in dash.message.value
        assert dash.session.cursor == before

    # Give the scout the right card (from the deck or the Ruins), then travel by clicks.
    right, zone = next(
        (c, zone)
        for zone in ("deck", "ruins")
        for c in getattr(state, zone)
        if game.cards.cards[c].number == target and not game.cards.cards[c].stage
    )
    pile = list(getattr(state, zone))
    pile.remove(right)
    state = dataclasses.replace(state, **{zone: tuple(pile)})
    hands = list(state.hands)
    hands[me] = tuple(sorted((*hands[me], right)))
    adopt(dash, dataclasses.replace(state, hands=tuple(hands)))
    dash.click(f"hand:{me}:{key(dash, right)}")
    dash.click(f"trail:{me}")
    assert "Not allowed" not in dash.message.value
    after = dash.session.state
    assert after.trails[me][-1] == right
    assert f"trail:{me}:1" in [e for e, _ in cards(dash)]


def test_equip_then_pay_by_clicks(dash):
    begin(dash)
    state = dash.session.state
    me = state.current
    dash.click("supply:compass")
    assert dash.session.state.task[:2] == ("pay", "compass"), dash.message.value
    assert "pay for the Equipment" in dash.figure.data[STATUS].text[0]
    for _ in range(2):
        hand = dash.session.state.hands[me]
        dash.click(f"hand:{me}:{key(dash, hand[0])}")
        assert "Not allowed" not in dash.message.value
    assert dash.session.game.cards.equipment["compass"] in dash.session.state.hands[me]


def test_recruit_play_a_companion_from_the_hand_to_the_area(dash):
    begin(dash)
    state = dash.session.state
    me = state.current
    companion = next(c for c in state.hands[me] if dash.session.game.clan_of(c))
    dash.click(f"hand:{me}:{key(dash, companion)}")
    dash.click(f"area:{me}")
    assert "Not allowed" not in dash.message.value
    assert companion in dash.session.state.areas[me]
    while dash.session.next_step():
        pass
    dash.draw_board()
    assert f"area:{me}:{key(dash, companion)}" in [e for e, _ in cards(dash)]


def test_view_as_hides_the_other_hands(dash):
    begin(dash)
    state = dash.session.state
    assert not any(t == "<b>?</b>" for _, t in cards(dash))
    dash.viewer.value = 1
    drawn = cards(dash)
    hidden = [e for e, t in drawn if t == "<b>?</b>"]
    assert len(hidden) == len(state.hands[0]) + len(state.hands[2])
    assert set(hidden) == {"hand:0", "hand:2"}
    assert "Scout 2's view" in dash.figure.data[STATUS].text[0]
    mine = [e for e, _ in drawn if e.startswith("hand:1:")]
    assert len(mine) == len(state.hands[1])
    dash.viewer.value = -1
    assert not any(t == "<b>?</b>" for _, t in cards(dash))
    assert HIDDEN not in dash.session.state.hands[0]


def test_a_mission_and_a_pillage_by_clicks(dash):
    begin(dash)
    game = dash.session.game
    state = dash.session.state
    me = state.current
    # Two equal Marauders move from the Companion deck to the play area.
    deck = list(state.cdeck)
    raider = next(c for c in set(deck) if game.clan_of(c) == "marauders" and deck.count(c) >= 2)
    deck.remove(raider)
    deck.remove(raider)
    name = key(dash, raider)
    areas = list(state.areas)
    areas[me] = tuple(sorted((*areas[me], raider, raider)))
    mission = dataclasses.replace(
        state, tasks=(("mission",), ("discard",), ("end",)), areas=tuple(areas), cdeck=tuple(deck)
    )
    adopt(dash, mission)
    dash.click(f"area:{me}:{name}")
    dash.click(f"area:{me}:{name}:2")
    assert len(dash.session.picks) == 2
    dash.click("cdiscard")
    assert "Not allowed" not in dash.message.value, dash.message.value
    assert dash.session.entry.action.key == f"mission {name},{name}"
    assert dash.session.state.task == ("pillage",)
    target = next(t for t in range(3) if t != me and len(dash.session.state.hands[t]) >= 2)
    dash.click(f"hand:{target}")
    assert dash.session.entry.action.key == f"pillage {target + 1}"
    assert dash.session.at_chance


def test_forbidden_buttons_say_why(dash):
    begin(dash)
    dash.act("pass")
    assert "Not allowed" in dash.message.value and "oasis.ruling.no-action" in dash.message.value
    keys = [a.key for a in dash.session.candidate_actions()]
    # The mandatory step offers the named actions and a pass, no card yet.
    assert set(keys) == {"explore", "recycle", "equip", "travel", "recruit", "pass"}
    # A named action that cannot be done is a button too, and says why.
    state = dash.session.state
    adopt(dash, dataclasses.replace(state, ruins=(), deck=tuple(sorted(state.deck + state.ruins))))
    assert "recycle" not in {a.key for a in dash.session.legal_actions()}
    dash.act("recycle")
    assert "Not allowed" in dash.message.value and "Ruins are empty" in dash.message.value


def tutorial_start() -> GameExplorer:
    """Two scouts, seed 7 (the tutorial's game), starting Companions taken: Scout 2 must name
    the mandatory action, holding #12, #11, #7, #4, a Shield and a Salvager."""
    dash = GameExplorer(SLUG, players=2, seed=7)
    for key in ("recruit lair:1", "recruit lair:2", "draw wayfinder", "draw smuggler"):
        dash.act(key)
    assert dash.session.state.task == ("action",) and dash.session.cursor == 4
    return dash


def history(dash: GameExplorer) -> list[str]:
    return [label for label, _ in dash.history_panel.moves.options]


def test_one_click_recycles_a_ruins_card_at_the_mandatory_step():
    """oasis.action: the click names Recycle, then takes the card: two moves in the history."""
    dash = tutorial_start()
    assert "ruins:8-stage" in [e for e, _ in cards(dash)]
    dash.click("ruins:8-stage")
    assert "Not allowed" not in dash.message.value, dash.message.value
    assert dash.session.cursor == 6
    assert history(dash)[-2:] == [
        "5. Scout 2: Recycle: take a card from the Ruins",
        "6. Scout 2: Recycle #8 Stage from the Ruins",
    ]
    assert "oasis.recycle" in dash.steps_panel.text.value
    assert "ruins:8-stage" not in [e for e, _ in cards(dash)]  # the Ruins' last #8 Stage
    dash.undo()
    assert dash.session.state.task == ("recycle",)
    assert "take a card from the Ruins" in dash.figure.data[STATUS].text[0]


def test_one_click_travel_and_a_refused_one_at_the_mandatory_step():
    dash = tutorial_start()
    state = dash.session.state
    dash.click("hand:1:11")
    dash.click("trail:1")  # #11 would skip #12: nothing is applied, not even the naming
    assert "Not allowed" in dash.message.value and "oasis.travel" in dash.message.value
    assert dash.session.state is state and dash.session.cursor == 4
    dash.click("hand:1:12")
    dash.click("trail:1")
    assert "Not allowed" not in dash.message.value, dash.message.value
    assert [e.action.key for e in dash.session.history[5:]] == ["travel", "travel 12"]
    assert dash.session.state.reached(1) == 12
    assert "trail:1:1" in [e for e, _ in cards(dash)]


def test_a_quiz_on_a_click_asks_about_the_card_after_the_naming():
    """The last-turn scenario, quiz on: a click on the Salvager names Recruit at once; the
    quiz holds the card back for a prediction, then plays it and the task is done."""
    dash = GameExplorer(SLUG, players=3, seed=1)
    dash.scenarios_panel.load_buttons["last-turn"].click()
    dash.quiz_panel.enabled.value = True
    dash.click("hand:2:salvager")
    dash.click("area:2")
    assert [e.action.key for e in dash.session.history[1:]] == ["recruit"]
    question = dash.quiz_panel.question
    assert question is not None and "Salvager" in question.prompt
    assert "Recruit: play or take a Companion" in history(dash)[-1]
    dash.quiz_panel.options.visible()[question.answer].click()
    assert dash.session.entry.action.key == "recruit play salvager"
    assert "Task done" in dash.scenarios_panel.task.value


def test_bots_play_a_move_and_to_the_end():
    dash = GameExplorer(SLUG, players=4, seed=2)
    dash.bots_panel.one.click()
    assert dash.session.cursor == 1
    dash.bots_panel.to_end.click()
    assert dash.session.over
    assert "Game over" in dash.play_panel.turn.value
    assert "Game over" in dash.figure.data[STATUS].text[0]


def test_after_an_action_the_board_shows_the_state_after_it(dash):
    begin(dash)
    dash.click("supply:compass")
    assert dash.session.at_present and dash.session.step_index is None
    assert dash.session.shown_state == dash.session.state


def test_a_scouts_view_does_not_list_what_chance_can_draw(dash):
    """oasis.ruling.secrets: the outcome buttons of a draw would show the deck's cards; in a
    scout's view only "let chance draw" is offered, in the teacher's view every card."""
    dash.click("cdeck")  # Scout 1 takes the deck's top Companion: a chance draw follows
    assert dash.session.at_chance

    def shown() -> list[str]:
        buttons = dash.play_panel.outcomes.box.children
        return [b.description for b in buttons if b.layout.display != "none"]

    assert any("Draw" in d for d in shown())
    dash.viewer.value = 1
    assert shown() == []
    assert "hidden" in dash.play_panel.outcomes_note.value
    dash.play_panel.roll_button.click()  # chance still acts
    assert not dash.session.at_chance
    dash.viewer.value = -1
