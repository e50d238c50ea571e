"""Vrienden: bad input gets a clear error that names what is wrong, and loses nothing.

What every game must refuse (setup arguments, text that is not a JSON object, another game's
save, a saved view, keys that are not strings) is checked once for every game in
tests/rules/test_contract_input.py; these are Vrienden's own fields, board file, key grammar
and reachability laws."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
from rules.core.bots import random_playout
from rules.vrienden.board import BOARD_FILE, load_board
from rules.vrienden.codec import BLOCKED, consistency_problem, history_problem
from rules.vrienden.state import BUBBLES, COLOURS, EMPTY
from tests.examples import examples

GAME = rules.load_game("vrienden")


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("take flow:4 green to bubbles", "not a maya flow"),
        ("take flow:1 pink to bubbles", "not an energy colour"),
        ("take flow:1 green to earth", "never the earth"),
        ("channel 9", "not an inspiration space"),
        ("move green chakra:nowhere earth", "not a place on a board"),
        ("meditate black", "seven chakra colours"),
        ("dance", "not an action of Vrienden"),
        ("", "empty action key"),
    ],
)
def test_unreadable_keys_are_refused_naming_the_bad_part(key, words):
    state = GAME.setup(2, seed=1)
    before = GAME.to_json(state)
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None and words in ruling.text and ruling.rule == "vrienden.turn"
    with pytest.raises(IllegalAction, match=words):
        GAME.apply(state, key)
    assert GAME.to_json(state) == before


@pytest.fixture
def saved():
    return GAME.to_json(GAME.setup(3, seed=2, variants=("objectives", "yin-yang")))


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.pop("flows"), "flows"),
        (lambda d: d["bag"].update(pink=3), "bag.pink"),
        (lambda d: d["bag"].update(green=-1), "bag.green"),
        (lambda d: d["flows"][0].__setitem__(0, "pink"), "flows[0][0]"),
        (lambda d: d["plenitude"].update(red=7), "plenitude.red"),
        (lambda d: d["plenitude"].pop("red"), "plenitude.red"),
        (lambda d: d["boards"][0].update(nose=["red"]), "boards[0].nose"),
        (lambda d: d["boards"][0].update(red=["red"] * 4), "bag"),
        (lambda d: d.update(phase="dreaming"), "phase"),
        (lambda d: d.update(inspiration=[[9], [], []]), "inspiration[0]"),
        (lambda d: d.update(meditation=[["red", "red"], ["red"], ["red"]]), "meditation[0]"),
        (lambda d: d.update(triggered="yes"), "triggered"),
        (lambda d: d["objectives"].update(fly=[]), "objectives.fly"),
    ],
)
def test_broken_json_names_the_field(saved, change, field):
    data = copy.deepcopy(saved)
    change(data)
    with pytest.raises(StateError) as caught:
        GAME.from_json(data)
    assert caught.value.field.startswith(field), (caught.value.field, str(caught.value))


def test_inconsistent_json_names_the_problem(saved):
    data = copy.deepcopy(saved)
    data["boards"][0]["red"] = ["red", "red", "red", "red"]
    data["bag"]["red"] -= 4
    with pytest.raises(StateError, match="at most three"):
        GAME.from_json(data)
    data = copy.deepcopy(saved)
    data["notches"][0] = ["red"]
    data["inspiration"][0] = [1, 2, 3, 4, 5]
    with pytest.raises(StateError, match="only 5 tokens"):
        GAME.from_json(data)


def test_a_broken_board_file_names_file_and_field(tmp_path):
    text = BOARD_FILE.read_text(encoding="utf-8").replace(
        "tokens = [1, 1, 2, 2, 3, 3, 4, 4]", "tokens = [1, 2, 9]"
    )
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"board.toml: field 'plenitude.tokens'"):
        load_board(path)
    text = BOARD_FILE.read_text(encoding="utf-8").replace('kind = "pair"', 'kind = "triple"', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"objectives.cards\[0\].kind"):
        load_board(path)


# ----- saved positions the rules cannot reach (a saved file is untrusted input) -------------
def reached(found, players=2, variants=(), rulings=None, seeds=range(40)):
    """The first position of seeded random games that ``found`` accepts (a real one)."""
    for seed in seeds:
        for _, _, transition in random_playout(
            GAME, players, seed, variants, {"round-limit": "30", **(rulings or {})}
        ):
            if found(transition.state):
                return transition.state
    raise AssertionError("no random game reached such a position")


def take_from_bag(doc, seat, place, colours):
    """Put energies from the bag on a place of a seat's board, keeping the counts."""
    for colour in colours:
        doc["bag"][colour] -= 1
        if not doc["bag"][colour]:
            del doc["bag"][colour]
        doc["boards"][seat].setdefault(place, []).append(colour)


def refused_field(doc) -> str:
    with pytest.raises(StateError) as caught:
        GAME.from_json(json.dumps(doc))
    return caught.value.field


def test_a_channel_owing_more_moves_than_its_space_is_refused():
    """The issue's case: 11 moves owed on inspiration space 2 made `legal_actions` search for
    a minute. Space 2 owes at most its two moves, so the position is refused before any search."""
    doc = GAME.to_json(GAME.setup(2, seed=3))
    take_from_bag(doc, 0, "purple", ["red", "green"])
    doc.update(phase="channel", channel=2, pending=[0] * 11, inspiration=[[2], []])
    assert refused_field(doc) == "pending"
    doc["pending"] = [1, 2]  # its two moves, in the wrong order
    assert refused_field(doc) == "pending"
    doc["pending"] = [2, 1]  # what space 2 owes: now it loads
    state = GAME.from_json(doc)
    assert state.pending == (2, 1) and GAME.legal_actions(state)


def test_a_choice_from_the_bag_without_a_free_bubble_is_refused():
    """The issue's case: a pick with three full bubbles put a fourth energy on them."""
    doc = GAME.to_json(GAME.setup(2, seed=3))
    take_from_bag(doc, 0, "bubbles", ["red", "green", "purple"])
    doc["bag"]["black"] -= 1
    doc["discard"] = {"black": 1}  # the black space 8 discarded
    doc.update(phase="pick", channel=8, inspiration=[[8], []], alleviated=[1, 0])
    assert refused_field(doc) == "boards[0].bubbles"
    doc["bag"]["purple"] += 1
    doc["boards"][0]["bubbles"].remove("purple")  # one bubble free: a real choice
    state = GAME.from_json(doc)
    assert state.phase == "pick" and GAME.legal_actions(state)


def test_a_position_with_no_legal_action_that_is_not_over_is_refused():
    # Inspiration space 3 on an empty board: no energy can move down three chakras.
    doc = GAME.to_json(GAME.setup(2, seed=3))
    doc.update(phase="channel", channel=3, pending=[3], inspiration=[[3], []])
    field = refused_field(doc)
    assert field == "pending"
    # Space 8 with an empty bag: nothing to choose. Every energy is in the earth ('any').
    doc = GAME.to_json(GAME.setup(2, seed=3, rulings={"earth": "any", "colour-limit": "off"}))
    everything = [name for name in COLOURS[:8] for _ in range(6)]
    everything.remove("black")  # the one discarded by space 8
    doc.update(
        bag={},
        flows=[[None] * 3] * 3,
        boards=[{}, {"earth": everything}],
        discard={"black": 1},
        phase="pick",
        channel=8,
        inspiration=[[8], []],
        alleviated=[1, 5],
    )
    with pytest.raises(StateError, match="none fits") as caught:
        GAME.from_json(doc)
    assert caught.value.field == "bag"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["boards"][0].update(red=["red"]), "bag"),  # an energy out of nowhere
        (lambda d: d["bag"].update(white=1), "bag"),  # white without Module A
        (lambda d: d.update(discard={"red": 1}), "bag"),  # a discard not taken from anywhere
    ],
)
def test_counts_not_conserved_are_refused(change, field):
    doc = GAME.to_json(GAME.setup(2, seed=3))
    change(doc)
    assert refused_field(doc) == field


def test_energies_discarded_or_alleviated_without_a_reason_are_refused():
    doc = GAME.to_json(GAME.setup(2, seed=3))
    doc["bag"]["red"] -= 1
    doc["discard"] = {"red": 1}  # only black and white are ever discarded
    assert refused_field(doc) == "discard.red"
    doc = GAME.to_json(GAME.setup(2, seed=3))
    take_from_bag(doc, 0, "earth", ["black"])  # in the earth, never counted as alleviated
    assert refused_field(doc) == "alleviated[0]"
    doc["alleviated"] = [2, 0]  # one more than the earth holds: space 8 must have discarded it
    assert refused_field(doc) == "discard.black"


def test_a_view_edited_to_look_like_a_game_is_refused_for_its_hidden_tokens():
    """A saved view is refused in every game (test_contract_input.py); marked as the whole
    table, a player's view is still refused: the seed and the unseen tokens do not come back."""
    state = GAME.setup(3, seed=987_654_321, variants=("objectives",))
    for seat in range(3):
        doc = GAME.to_json(GAME.view(state, seat))
        doc["viewer"] = -1
        assert refused_field(doc) in ("seed", "plenitude.purple")


def test_a_view_hides_the_unseen_tokens_and_the_seed_at_every_step():
    seen_values = set()
    for _, _, transition in random_playout(
        GAME, 3, 5, ("yin-yang",), {"round-limit": "30"}, explain=True
    ):
        for step in transition.steps[-1:]:
            for seat in range(3):
                shown = GAME.view_step(step, seat).state
                assert shown.seed is None and shown.spare == 0
                held = set(step.state.meditation[seat])
                over = step.state.phase == "over"
                for colour, value in enumerate(shown.plenitude):
                    assert value == (step.state.plenitude[colour] if colour in held or over else 0)
                    seen_values.add(value)
    assert 0 in seen_values and len(seen_values) > 1


def test_what_the_seed_deals_cannot_be_changed_in_a_save():
    state = GAME.setup(3, seed=2, variants=("objectives",))
    doc = GAME.to_json(state)
    doc["plenitude"]["purple"], doc["spare"] = doc["spare"], doc["plenitude"]["purple"]
    if doc["spare"] != state.spare:
        assert refused_field(doc) == "plenitude"
    doc = GAME.to_json(state)
    first = next(iter(doc["objectives"]))
    other = next(o.id for o in GAME.board.objectives if o.id not in doc["objectives"])
    doc["objectives"] = {other if oid == first else oid: t for oid, t in doc["objectives"].items()}
    assert refused_field(doc) == "objectives"
    doc = GAME.to_json(state)
    doc["draws"] = state.draws - 1
    assert refused_field(doc) == "draws"
    doc["draws"] = state.draws + 1  # a draw, but no energy has come out of the bag
    assert refused_field(doc) == "draws"


def full_flows(state) -> bool:
    return all(EMPTY not in flow for flow in state.flows)


def test_the_end_only_by_an_ending_rule():
    last = reached(lambda s: s.phase == "over" and full_flows(s), players=3)
    doc = GAME.to_json(last)
    doc["ended"] = "vrienden.harmonize"  # a rulebook section, but not a rule that ends games
    assert refused_field(doc) == "ended"
    doc = GAME.to_json(last)
    doc["current"] = 0  # games end after the last seat's turn
    assert refused_field(doc) == "current"
    doc = GAME.to_json(last)
    doc.update(phase="play", ended="", round=31)  # past the round limit of 30
    assert refused_field(doc) == "round"
    start = GAME.to_json(GAME.setup(2, seed=3))
    assert refused_field({**start, "triggered": True}) == "triggered"  # no one has five


def test_a_game_ends_blocked_only_when_nobody_can_harmonize_another_chakra():
    blocked = reached(lambda s: s.ended == BLOCKED and full_flows(s) and s.round < 30)
    assert GAME.blocked_reasons(blocked) is not None
    assert GAME.from_json(GAME.to_json(blocked)) == blocked
    doc = GAME.to_json(blocked)
    doc["rulings"]["blocked"] = "plays-on"  # under that reading the game would go on
    assert refused_field(doc) == "ended"
    doc = GAME.to_json(blocked)
    doc.update(phase="play", ended="", current=0, round=blocked.round + 1)
    with pytest.raises(StateError, match="harmonize another chakra") as caught:
        GAME.from_json(doc)  # the round that just ended would have ended the game
    assert caught.value.field == "round"
    doc["rulings"]["blocked"] = "plays-on"
    assert GAME.from_json(doc).round == blocked.round + 1


def test_a_triggered_end_needs_a_player_who_ended_a_turn_with_five():
    # The scenario: Player 1 ended a turn with five harmonized chakras; Player 2 plays last.
    state = next(s.state for s in GAME.scenarios if s.id == "alignment-bonus")
    assert state.triggered and state.current == 1
    doc = GAME.to_json(state)
    doc.update(triggered=False)  # Player 1 has five: the end would have been triggered
    assert refused_field(doc) == "triggered"
    doc.update(triggered=True, current=0, round=15)  # a new round would have ended the game
    assert refused_field(doc) == "triggered"


def test_refills_and_empty_flows_as_the_refill_rule_leaves_them():
    doc = GAME.to_json(GAME.setup(2, seed=3))
    doc["refill"] = [[1, 1]]  # that space is full
    assert refused_field(doc) == "refill"
    doc["boards"][0]["bubbles"] = [doc["flows"][0][1]]  # Player 1 took it
    doc["flows"][0][1] = None
    doc.update(refill=[], current=1)  # an empty space the bag could fill, and no draw owed
    assert refused_field(doc) == "flows[0][1]"
    doc["refill"] = [[1, 2]]
    assert GAME.from_json(doc).to_move == rules.CHANCE
    doc.update(phase="channel", channel=7, pending=[0], inspiration=[[], [7]])
    assert refused_field(doc) == "refill"  # draws come between turns


def test_moved_energies_agree_with_the_moves_done():
    state = reached(lambda s: s.phase == "channel" and s.moved, players=2)
    doc = GAME.to_json(state)
    assert GAME.from_json(doc) == state
    doc["moved"] = doc["moved"] * 2
    assert refused_field(doc) == "moved"
    doc = GAME.to_json(state)
    doc["inspiration"][state.current].remove(state.channel)
    assert refused_field(doc) == f"inspiration[{state.current}]"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(inspiration=[[{}], []]), "inspiration[0]"),
        (lambda d: d.update(inspiration=[[2, 2], []]), "inspiration[0]"),
        (lambda d: d.update(notches=[["red", "red"], []]), "notches[0]"),
        (lambda d: d.update(notches=[[["red"]], []]), "notches[0]"),
        (lambda d: d.update(meditation=[[{}], ["red"]]), "meditation[0]"),
        (lambda d: d.update(moved=[[["earth"], "black"]]), "moved[0]"),
        (lambda d: d["boards"][0].update(red="red"), "boards[0].red"),
        (lambda d: d["boards"].__setitem__(0, []), "boards[0]"),
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d.update(plenitude={**d["plenitude"], "red": 0}), "plenitude.red"),
        (lambda d: d.update(seed=None), "seed"),
    ],
)
def test_any_json_is_a_value_error_naming_the_field(change, field):
    doc = GAME.to_json(GAME.setup(2, seed=3))
    change(doc)
    assert refused_field(doc).startswith(field)


rulings_strategy = st.fixed_dictionaries(
    {r.name: st.sampled_from(r.choices) for r in GAME.info.rulings}
).map(lambda d: {**d, "round-limit": "30"})


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(2, 4),
    st.sampled_from([(), ("yin-yang",), ("objectives",), ("objectives", "yin-yang")]),
    st.integers(0, 2**32),
    rulings_strategy,
)
def test_every_position_of_a_random_game_loads_as_it_was(players, variants, seed, chosen):
    """The checks never refuse a position the rules reach (every ruling, both modules)."""
    for index, (_, _, transition) in enumerate(
        random_playout(GAME, players, seed, variants, chosen, limit=20_000)
    ):
        state = transition.state
        assert consistency_problem(GAME, state) is None
        assert history_problem(GAME, state) is None
        if index % 3 == 0 or state.phase != "play":
            assert GAME.from_json(json.dumps(GAME.to_json(state))) == state


def test_the_board_draws_a_row_holding_more_than_its_places():
    """The loader refuses such a position, but the board view must not break on it either."""
    plotly = pytest.importorskip("plotly")
    assert plotly
    from explorer.boards.vrienden import ENERGIES, View

    state = GAME.setup(2, seed=3)
    rows = list(state.boards[1])
    rows[BUBBLES] = (0, 1, 2, 3)
    rows[7] = (6, 6, 6, 6)
    broken = dataclasses.replace(state, boards=(state.boards[0], tuple(rows)))
    view = View(GAME)
    fig = view.build(broken)
    view.draw(fig, broken)
    ids = fig.data[ENERGIES].customdata
    assert ids.count("bubble:1:3") == 2 and ids.count("slot:1:red:3") == 2
    assert len(ids) == 9 + 8  # the maya spaces and every energy on the board


def test_the_colour_limit_and_the_reading_of_the_bubbles_hold_in_a_save():
    doc = GAME.to_json(GAME.setup(2, seed=3))  # the colour limit is on by default
    take_from_bag(doc, 0, "bubbles", ["red"])
    take_from_bag(doc, 0, "orange", ["red", "red"])
    take_from_bag(doc, 0, "red", ["red"])
    assert refused_field(doc) == "boards[0]"
    doc["rulings"]["colour-limit"] = "off"
    assert GAME.from_json(doc).boards[0][7] == (6,)
    # Half of inspiration space 5 done, a green moved up onto the bubbles.
    doc = GAME.to_json(GAME.setup(2, seed=3))
    take_from_bag(doc, 0, "bubbles", ["green"])
    take_from_bag(doc, 0, "purple", ["red"])
    doc.update(phase="channel", channel=5, pending=[-1], moved=[["bubbles", "green"]])
    doc["inspiration"] = [[5], []]
    assert refused_field(doc) == "moved"  # by default no move enters the bubbles
    doc["rulings"]["bubbles"] = "bubbles-too"
    assert [a.key for a in GAME.legal_actions(GAME.from_json(doc))] == [
        "move red chakra:purple bubbles"
    ]


# ----- issue 43: ranges and chance on a view ------------------------------------------------
@pytest.mark.parametrize(
    ("limit", "rounds"),
    [("30", [31, 10**60]), ("100", [101]), ("none", [GAME.action_limit(3) // 3 + 2, 10**60])],
)
def test_vrienden_ruling_round_limit_a_save_past_the_last_round_a_game_reaches_is_refused(
    limit, rounds
):
    """The issue's example: ``round`` past the round limit; and without a limit, past the
    engine's own bound on a game's length (the rules set none)."""
    doc = GAME.to_json(GAME.setup(3, seed=2, rulings={"round-limit": limit}))
    for value in rounds:
        assert refused_field({**doc, "round": value}) == "round"
    GAME.from_json(
        json.dumps({**doc, "round": GAME.action_limit(3) // 3 if limit == "none" else int(limit)})
    )


@pytest.mark.parametrize("field", ["alleviated", "halves"])
def test_vrienden_score_counts_that_grow_an_action_at_a_time_stay_within_a_game(field):
    doc = GAME.to_json(GAME.setup(3, seed=2, variants=("yin-yang",)))
    doc[field] = [10**60, 0, 0]
    assert refused_field(doc) == field


def test_vrienden_turn_draw_a_random_pick_from_the_bag_cannot_be_made_on_a_view():
    state = reached(lambda s: bool(s.refill), players=3)
    for seat in range(3):
        with pytest.raises(ValueError, match="view"):
            GAME.random_action(GAME.view(state, seat), random.Random(1))
