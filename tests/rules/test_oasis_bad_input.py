"""Oasis: bad input gets a clear error that names what is wrong, and loses nothing.

What every game must refuse (setup arguments, another game's save, a saved view, keys that
are not strings) is checked once for every game in tests/rules/test_contract_input.py; these
are Oasis's own fields, cards file, key grammar and reachability laws."""

from __future__ import annotations

import copy
import json

import pytest

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
from rules.core.bots import random_playout
from rules.oasis.cards import CARDS_FILE, load_cards

try:  # imported as part of a package (tests/rules/__init__.py) or as a rootdir module
    from .oasis_helpers import position
except ImportError:
    from oasis_helpers import position

GAME = rules.load_game("oasis")


def move(data, into, card, at=None):
    """Move one ``card`` from the deck, the Ruins or a hand into the list ``into``, so the
    card counts stay right and only the rule about ``into`` is broken."""
    for zone in (data["deck"], data["ruins"], *data["hands"]):
        if card in zone:
            zone.remove(card)
            into.insert(len(into) if at is None else at, card)
            return
    raise AssertionError(f"no {card} to move")


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("travel 13", "'13' is not a card of Oasis"),
        ("travel khalla", "not a journey or equipment card"),
        ("travel shield", "never played on a trail"),
        ("recycle compass", "not a journey card"),
        ("equip sword", "'sword' is not an Equipment"),
        ("recruit lair:5", "recruit takes lair:1 to lair:4"),
        ("recruit play 7", "not a companion card"),
        ("mission raider,dragon", "'dragon' is not a card of Oasis"),
        ("pay", "not an Oasis action"),
        ("fly away", "not an Oasis action"),
        ("", "not an Oasis action"),
        ("explore now", "not an Oasis action"),
    ],
)
def test_unreadable_keys_are_refused_naming_the_bad_part(key, words):
    state = GAME.setup(2, seed=1)
    before = GAME.to_json(state)
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None and words in ruling.text and ruling.rule == "oasis.turn"
    with pytest.raises(IllegalAction, match=words):
        GAME.apply(state, key)
    with pytest.raises(IllegalAction, match=words):
        GAME.action_from_key(state, key)
    assert GAME.to_json(state) == before


@pytest.fixture
def saved():
    state = GAME.setup(3, seed=2)
    for _ in range(40):  # into the game: Companions chosen, a few turns played
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    return GAME.to_json(state)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.pop("deck"), "deck"),
        (lambda d: d["deck"].__setitem__(0, "13"), "deck[0]"),
        (lambda d: d["deck"].__setitem__(0, "compass"), "deck[0]"),
        (lambda d: d["ruins"].append("raider"), "ruins["),
        (lambda d: d["hands"][0].append("khalla"), "hands[0]"),
        (lambda d: d.update(hands=d["hands"][:2]), "hands"),
        (lambda d: move(d, d["trails"][1], "3"), "trails[1][1]"),
        (lambda d: move(d, d["trails"][2], "12", at=0), "trails[2]"),
        (lambda d: d["areas"][0].append("7"), "areas[0][0]"),
        (lambda d: d["lair"].__setitem__(0, "map"), "lair[0]"),
        (lambda d: d.update(lair=[None, None]), "lair"),
        (lambda d: d["companion_deck"].append("?"), "companion_deck"),
        (lambda d: d["supply"].update(map=-1), "supply.map"),
        (lambda d: d["supply"].pop("compass"), "supply.compass"),
        (lambda d: d["supply"].update(compass=10), "cards"),
        (lambda d: d.update(tasks=[["dance"]]), "tasks[0]"),
        (lambda d: d.update(tasks=[["start"]]), "tasks[0]"),
        (lambda d: d.update(tasks=[["start", 9]]), "tasks[0]"),
        (lambda d: d.update(tasks=[["pay", "sword", 1]]), "tasks[0]"),
        (lambda d: d.update(tasks=[]), "tasks"),
        (lambda d: d.update(played=["pirates"]), "played"),
        (lambda d: d.update(recruited="yes"), "recruited"),
        (lambda d: d.update(deck_out=1), "deck_out"),
        (lambda d: d.update(final=2), "final"),
        (lambda d: d.update(current=3), "current"),
        (lambda d: d.update(winners=[0]), "winners"),
        (lambda d: d.update(ended="oasis.nowhere", winners=[0]), "ended"),
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
    data["deck"].append("7")  # one #7 too many
    with pytest.raises(StateError, match=r"#7: .* expected") as caught:
        GAME.from_json(data)
    assert caught.value.field == "cards"
    at_one = GAME.to_json(
        position(hands={0: ["compass", "0"]}, trails={0: [str(n) for n in range(12, 0, -1)]})
    )
    at_one["hands"][0].remove("compass")
    at_one["trails"][0].append("compass")
    with pytest.raises(StateError, match="never replaces the Oasis") as caught:
        GAME.from_json(at_one)
    assert caught.value.field == "trails[0][13]"
    data = copy.deepcopy(saved)
    data["hands"][0] = ["?"] * len(data["hands"][0])  # hidden cards only in a scout's view
    with pytest.raises(StateError, match="not a card of Oasis"):
        GAME.from_json(data)


TWELVE = "{ number = 12, plain = 4, stage = 1 }"


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        (TWELVE, "{ number = 14, plain = 4, stage = 1 }", "numbers[0].number"),
        (TWELVE, "{ number = 11, plain = 4, stage = 1 }", "numbers[1].number"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 2, stage = 1 }", "stage"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 0, stage = 0 }", "plain"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 2 }", "numbers[12].stage"),
        ('compass = { cost = 2, count = 9 }', 'compass = { cost = 2 }', "equipment.compass.count"),
        ('mission = "pillage"', 'mission = "steal"', "clans.marauders.mission"),
        ('clan = "marauders", actions = ["pillage", "travel"]',
         'clan = "pirates", actions = ["pillage", "travel"]', "clan"),
        ('actions = ["explore", "travel"], copies = 5',
         'actions = ["explore", "fly"], copies = 5', "actions"),
        ('actions = ["explore", "travel"], copies = 5',
         'actions = ["explore"], copies = 5', "actions"),
        ('{ key = "brute", clan', '{ key = "raider", clan', "key"),
        # A Companion the catalogue has no name for (messages/en.ftl: oasis-card-<key>).
        ('{ key = "brute", clan', '{ key = "nomad", clan', "companions.list[11].key"),
    ],
)  # fmt: skip
def test_a_broken_cards_file_names_file_and_field(tmp_path, old, new, field):
    text = CARDS_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "cards.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert caught.value.source == "cards.toml"
    assert field in caught.value.field, (caught.value.field, str(caught.value))
    assert str(caught.value).startswith("cards.toml: field ")


def test_a_cards_file_that_is_not_toml(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text("[journey\nnumbers = ", encoding="utf-8")
    with pytest.raises(DataError, match=r"cards\.toml"):
        load_cards(path)


# ----- the cases: saves the rules cannot reach ---------------------------------------
def saved_at(players=3, seed=2, actions=40, rulings=None, where=None):
    """A real save some way into a seeded random game; ``where`` picks the first position it
    holds (a predicate on the state) instead of the count of actions."""
    for index, (state, _, _) in enumerate(
        random_playout(GAME, players, seed, (), rulings or {}, limit=5_000)
    ):
        if (where(state) if where else index == actions) and state.to_move is not None:
            return GAME.to_json(state)
    raise AssertionError("no such position in that game")


def refused_field(data):
    with pytest.raises(StateError) as caught:
        GAME.from_json(json.dumps(data))
    return caught.value.field, caught.value.problem


def test_a_full_state_calling_itself_a_view_is_refused_and_cannot_switch_checks_off(saved):
    """Issue: ``"viewer": 0`` on a full state switched the card count off, so 25 extra cards
    in a hand loaded and play crashed later. A viewer other than the whole table is refused
    before anything else, and the card count is always checked."""
    data = copy.deepcopy(saved)
    data["viewer"] = 0
    data["hands"][0] += ["7"] * 25
    field, problem = refused_field(data)
    assert field == "viewer" and "view" in problem
    data["viewer"] = -1
    field, problem = refused_field(data)
    assert field == "cards" and "#7" in problem


def test_a_scouts_view_edited_to_look_like_a_game_is_refused_for_its_face_down_cards():
    """A saved view is refused in every game (test_contract_input.py); marked as the whole
    table, a scout's view is still refused: its seed is gone and its cards are face down."""
    state = GAME.from_json(saved_at())
    for seat in range(state.players):
        view = GAME.to_json(GAME.view(state, seat))
        view["viewer"] = -1
        field, _ = refused_field(view)
        assert field in ("seed", "deck[0]", "hands[0][0]", "hands[1][0]", "hands[2][0]")


def test_a_lair_refill_of_an_occupied_slot_is_refused():
    """Issue: a ``["lair", slot]`` task on a filled slot made the engine lose a card."""
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",))
    data["tasks"][0] = ["lair", 0]  # as if a Lair take waited for its refill
    assert data["lair"][0] is not None
    field, problem = refused_field(data)
    assert field == "tasks[0]" and "not empty" in problem


def test_a_running_position_with_nothing_to_do_is_refused():
    """Issue: positions with no legal action that are not over loaded, and the bot buttons
    then raised IndexError."""
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",))
    data["tasks"] = [["recycle"], ["mission"], ["discard"], ["end"]]
    data["deck"] += data["ruins"]  # nothing left to Recycle
    data["ruins"] = []
    field, problem = refused_field(data)
    assert field == "tasks" and "offers nothing to do" in problem
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",))
    data["tasks"] = [["discard"], ["end"]]  # a discard with a hand of eight or fewer
    field, problem = refused_field(data)
    assert field == "tasks" and "'discard'" in problem


@pytest.mark.parametrize(
    ("tasks", "field", "words"),
    [
        ([["begin", 0], ["mission"], ["discard"], ["end"]], "tasks[0]", "never the next"),
        ([["explore"], ["mission"], ["discard"], ["end"]], "tasks[0]", "never the next"),
        ([["action"], ["action"], ["mission"], ["discard"], ["end"]], "tasks", "comes first"),
        ([["action"], ["discard"], ["end"]], "tasks", "comes first"),
        ([["recycle"], ["start", 1], ["mission"], ["discard"], ["end"]], "tasks[1]", "waits"),
        ([["recycle"], ["travel", 1], ["mission"], ["discard"], ["end"]], "tasks[1]", "waits"),
        ([["recycle"], ["mission"], ["discard"]], "tasks", "a turn ends"),
        ([["recycle"], ["end"], ["mission"], ["discard"], ["end"]], "tasks[1]", "waits"),
        ([["travel", 0], ["discard"], ["end"]], "tasks[0]", "never the next"),
        ([["recycle"], ["explore"], ["discard"], ["end"]], "tasks", "one clan"),
        ([["lair-open"]], "tasks", "a turn ends"),
        ([], "tasks", "something left to do"),
    ],
)
def test_a_task_where_the_rules_never_push_it_is_refused(tasks, field, words):
    """Each task kind only where the turn flow puts it: the mandatory action first in a
    turn, bookkeeping never waiting, a started Travel only in front, after the Mission only
    its own actions, the turn's tail last."""
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",))
    data["tasks"] = tasks
    got, problem = refused_field(data)
    assert (got, words in problem) == (field, True), (got, problem)


def test_task_arguments_the_rules_never_give_are_refused():
    base = saved_at(
        where=lambda s: s.turn >= 1 and s.task == ("action",) and len(s.trails[s.current]) == 1
    )
    me = base["current"]
    other = (me + 1) % base["players"]

    def with_front(task, **changes):
        data = copy.deepcopy(base)
        data["tasks"] = [task, ["mission"], ["discard"], ["end"]]
        data.update(changes)
        return refused_field(data)

    assert with_front(["grab", me])[0] == "tasks[0]"  # a scout never pillages themself
    assert with_front(["keep", me, "12", "12"])[0] == "tasks[0]"
    assert "Shield" in with_front(["keep", other, "7", "shield"])[1]
    assert "still be in the target's hand" in with_front(["keep", other, "0", "0"])[1]
    assert "never costs 3" in with_front(["pay", "compass", 3])[1]
    assert with_front(["pay", "map", 4])[0] == "tasks[0]"  # read as a number out of range
    assert "has laid a card" in with_front(["travel", 1])[1]  # the trail is the Khalla alone
    assert with_front(["lair", 4])[0] == "tasks[0]"
    assert with_front(["equip", 2])[0] == "tasks[0]"
    assert with_front(["start"])[0] == "tasks[0]"
    assert with_front(["pay", ["map"], 1])[0] == "tasks[0]"  # an unhashable item
    assert with_front([["action"]])[0] == "tasks[0]"  # an unhashable task name


def test_paying_for_an_equipment_the_pile_no_longer_offers_is_refused():
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",) and s.supply[2] == 2)
    me = data["current"]
    data["hands"][me] += ["map", "map"]  # both Maps bought: the pile ran out and is closed
    data["supply"]["map"] = 0
    data["closed_piles"] = ["map"]
    data["tasks"] = [["pay", "map", 1], ["mission"], ["discard"], ["end"]]
    field, problem = refused_field(data)
    assert field == "tasks[0]" and "offers no card" in problem


def test_a_task_list_longer_than_any_turn_is_refused_before_it_is_read(saved):
    data = copy.deepcopy(saved)
    data["tasks"] = [["dance"]] * 100_000  # never read one by one: the length is refused first
    field, problem = refused_field(data)
    assert field == "tasks" and "no turn holds more" in problem


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(ended="oasis.end.oasis", winners=[0], tasks=[]), "winners"),
        (lambda d: d.update(ended="oasis.end.closest", winners=[0], tasks=[]), "final"),
        (lambda d: d.update(ended="oasis.ruling.no-action", winners=[0], tasks=[]), "ended"),
        (lambda d: d.update(ended="oasis.travel", winners=[0], tasks=[]), "ended"),
        (lambda d: d.update(winners=[1]), "winners"),
        (lambda d: d.update(final=0), "final"),
        (lambda d: d.update(deck_out=True), "deck_out"),
    ],
)
def test_a_game_is_over_only_by_an_ending_rule(saved, change, field):
    data = copy.deepcopy(saved)
    change(data)
    assert refused_field(data)[0] == field


def test_a_finished_game_names_its_real_winners():
    """The closest scouts win when the last turns are over; a save naming others is refused."""
    for seed in range(40):
        states = [t.state for _, _, t in random_playout(GAME, 3, seed, limit=5_000)]
        if states[-1].ended == "oasis.end.closest":
            break
    else:
        raise AssertionError("no game ended by the deck in 40 seeds")
    data = GAME.to_json(states[-1])
    assert GAME.from_json(data) == states[-1]
    losers = [s for s in range(3) if s not in states[-1].winners]
    data["winners"] = losers[:1]
    assert refused_field(data)[0] == "winners"


def test_other_hands_above_eight_and_an_unrefilled_lair_are_refused():
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",) and len(s.deck) > 12)
    other = (data["current"] + 1) % data["players"]
    for card in data["deck"][:9]:
        data["hands"][other].append(card)
    del data["deck"][:9]
    field, problem = refused_field(data)
    assert field == f"hands[{other}]" and "eight" in problem
    data = saved_at(where=lambda s: s.turn >= 1 and s.task == ("action",))
    data["companion_discard"].append(data["lair"][2])
    data["lair"][2] = None
    field, problem = refused_field(data)
    assert field == "lair[2]" and "refilled" in problem


def test_the_first_turn_table_is_as_setup_left_it():
    data = GAME.to_json(GAME.setup(3, seed=4))
    assert GAME.from_json(data) == GAME.setup(3, seed=4)
    data["tasks"] = [["start", 1], ["start", 2], ["lair-open"]]  # Scout 1 skipped
    assert refused_field(data)[0] == "current"
    data = GAME.to_json(GAME.setup(3, seed=4))
    data["tasks"] = [["start", 0], ["start", 2], ["lair-open"]]
    assert refused_field(data)[0] == "tasks"
    data = GAME.to_json(GAME.setup(3, seed=4))
    data["hands"][0].append(data["ruins"].pop())
    assert refused_field(data)[0] == "ruins"


def test_a_closed_pile_needs_the_reading_that_closes_it_and_old_saves_load(saved):
    data = copy.deepcopy(saved)
    data["closed_piles"] = ["map"]
    data["rulings"]["empty-pile"] = "reopens"
    assert refused_field(data)[0] == "closed_piles"
    older = copy.deepcopy(saved)
    del older["closed_piles"]  # a file saved before piles could close
    for name in ("compass-missing", "empty-pile", "travel-minimum", "no-action"):
        older["rulings"].pop(name, None)
    assert GAME.from_json(older) == GAME.from_json(saved)


@pytest.mark.parametrize(
    "value",
    [None, True, 0, -1, 10**30, 1.5, "", "x", "?", [], [[]], [None], {}, {"a": 1}, [["lair"]]],
)
@pytest.mark.parametrize(
    "field",
    ["tasks", "deck", "hands", "trails", "lair", "supply", "played", "closed_piles", "winners",
     "final", "current", "turn", "draws", "ended", "seed", "viewer", "recruited", "areas"],
)  # fmt: skip
def test_any_json_value_in_any_field_is_refused_or_playable(saved, field, value):
    """Never an exception other than a ValueError on loading; what loads can be played on."""
    data = copy.deepcopy(saved)
    data[field] = value
    try:
        state = GAME.from_json(json.dumps(data))
    except ValueError:
        return
    assert state.to_move is None or GAME.legal_actions(state)
    for action in GAME.legal_actions(state):
        GAME.apply(state, action)


def test_why_illegal_names_a_mission_or_grab_written_in_another_order():
    """Issue: ``mission brute,raider`` was refused with "a Marauders Companion was played this
    turn" when nothing was played and ``mission raider,brute`` is legal; ``grab shield,7``
    as "not among those chance can give". The same action in another order is refused for
    what it is, naming in words the action that is legal (never its key: issue 44)."""
    state = position(
        hands={0: ["9", "5"], 1: ["shield", "7"]},
        areas={0: ["raider", "brute"]},
        ruins=["0", "5"],
    )
    state = GAME.apply(GAME.apply(state, "recycle").state, "recycle 5").state
    assert state.task == ("mission",)
    legal = {a.key for a in GAME.legal_actions(state)}
    assert "mission raider,brute" in legal and "mission brute,raider" not in legal
    ruling = GAME.why_illegal(state, "mission brute,raider")
    assert "played this turn" not in ruling.text
    assert "Mission: discard Raider and Brute" in ruling.text  # the action in words,
    assert "raider,brute" not in ruling.text  # never its key
    with pytest.raises(IllegalAction, match="Raider and Brute"):
        GAME.apply(state, "mission brute,raider")
    s = GAME.apply(GAME.apply(state, "mission raider,brute").state, "pillage 2").state
    assert "grab 7,shield" in {a.key for a in GAME.legal_actions(s)}
    ruling = GAME.why_illegal(s, "grab shield,7")
    assert "not among" not in ruling.text and "7,shield" not in ruling.text
    assert GAME.action_from_key(s, "grab 7,shield").label in ruling.text
    assert ruling.rule == "oasis.pillage"
    assert "not among" in GAME.why_illegal(s, "grab 7,7").text  # one #7 only: truly impossible


def test_every_task_of_the_turn_flow_is_saved_with_its_arguments():
    """The codec reads back every kind of task the turn flow declares (state.FLOW), and only
    those: a task of another name is refused naming it."""
    from rules.oasis.state import FLOW, TASK_ARGS

    assert set(TASK_ARGS) == set(FLOW.kinds)
    data = GAME.to_json(GAME.setup(2, seed=1))
    data["tasks"][0] = ["fly", 0]
    with pytest.raises(StateError, match="'fly' is not a task of this game") as refused:
        GAME.from_json(data)
    assert refused.value.field == "tasks[0]"


# ----- issue 43: counters within a game, a view is no position --------------------------------
@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("turn", 10**60),  # the example: every redraw failed after it loaded
        ("turn", GAME.action_limit(3) + 1),
        ("draws", 10**60),
    ],
)
def test_oasis_end_deck_out_a_turn_or_draw_count_no_game_reaches_is_refused(field, value):
    data = saved_at()
    data[field] = value
    assert refused_field(data)[0] == field


def test_oasis_a_scouts_view_is_no_position_to_check_as_a_game():
    """check_position refuses a view naming the viewer (before the face-down cards)."""
    state = GAME.from_json(json.dumps(saved_at()))
    for seat in range(state.players):
        with pytest.raises(StateError) as refused:
            GAME.check_position(GAME.view(state, seat))
        assert refused.value.field == "viewer"
