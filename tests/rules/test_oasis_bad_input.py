"""Oasis: bad input gets a clear error that names what is wrong, and loses nothing."""

from __future__ import annotations

import copy
import json

import pytest

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
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


@pytest.mark.parametrize("players", [1, 5, 0])
def test_setup_refuses_player_counts_outside_2_to_4(players):
    with pytest.raises(ValueError, match=r"2 to 4 players"):
        GAME.setup(players)


def test_setup_refuses_bad_arguments():
    with pytest.raises(ValueError, match=r"unknown variant 'specialist'.*none"):
        GAME.setup(3, variants=["specialist"])
    with pytest.raises(ValueError, match=r"ruling 'map' cannot be 'never'.*after-1, any-time"):
        GAME.setup(3, rulings={"map": "never"})
    with pytest.raises(ValueError, match=r"unknown ruling 'reshuffle'"):
        GAME.setup(3, rulings={"reshuffle": "yes"})
    with pytest.raises(ValueError, match="seed"):
        GAME.setup(3, seed=-1)
    with pytest.raises(ValueError, match="whole number"):
        GAME.setup("3")  # type: ignore[arg-type]


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


def test_parse_action_refuses_non_strings():
    with pytest.raises(ValueError, match="string"):
        GAME.parse_action(7)  # type: ignore[arg-type]


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
        (lambda d: d.update(players=7), "players"),
        (lambda d: d.update(game="vrienden"), "game"),
        (lambda d: d.update(format=99), "format"),
        (lambda d: d.update(rulings={"map": "never"}), "rulings"),
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
        (lambda d: d.update(viewer=5), "viewer"),
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


def test_not_json_at_all():
    with pytest.raises(StateError, match="not valid JSON"):
        GAME.from_json("{nope")
    with pytest.raises(StateError, match="object"):
        GAME.from_json(json.dumps([1, 2]))


TWELVE = "{ number = 12, plain = 4, stage = 1 }"


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        (TWELVE, "{ number = 14, plain = 4, stage = 1 }", "numbers[0].number"),
        (TWELVE, "{ number = 11, plain = 4, stage = 1 }", "numbers[1].number"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 2, stage = 1 }", "stage"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 0, stage = 0 }", "plain"),
        ("{ number = 0, plain = 2, stage = 0 }", "{ number = 0, plain = 2 }", "numbers[12].stage"),
        ('compass = { title = "Compass", cost = 2, count = 9 }', 'compass = { cost = 2 }', "title"),
        ('mission = "pillage"', 'mission = "steal"', "clans.marauders.mission"),
        ('clan = "marauders", actions = ["pillage", "travel"]',
         'clan = "pirates", actions = ["pillage", "travel"]', "clan"),
        ('actions = ["explore", "travel"], copies = 5',
         'actions = ["explore", "fly"], copies = 5', "actions"),
        ('actions = ["explore", "travel"], copies = 5',
         'actions = ["explore"], copies = 5', "actions"),
        ('{ key = "brute", title = "Brute"', '{ key = "raider", title = "Brute"', "key"),
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
