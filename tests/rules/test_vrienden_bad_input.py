"""Vrienden: bad input gets a clear error that names what is wrong, and loses nothing."""

from __future__ import annotations

import copy
import json

import pytest

import rules
from rules import IllegalAction
from rules.core import DataError, StateError
from rules.vrienden.board import BOARD_FILE, load_board

GAME = rules.load_game("vrienden")


@pytest.mark.parametrize("players", [1, 5, 0])
def test_setup_refuses_player_counts_outside_2_to_4(players):
    with pytest.raises(ValueError, match=r"2 to 4 players"):
        GAME.setup(players)


def test_setup_refuses_unknown_variant_and_ruling_values():
    with pytest.raises(ValueError, match=r"unknown variant 'module-b'.*objectives, yin-yang"):
        GAME.setup(3, variants=["module-b"])
    with pytest.raises(ValueError, match=r"ruling 'white-take' cannot be 'maybe'"):
        GAME.setup(3, rulings={"white-take": "maybe"})


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


def test_parse_action_refuses_non_strings():
    with pytest.raises(ValueError, match="string"):
        GAME.parse_action(7)  # type: ignore[arg-type]


@pytest.fixture
def saved():
    return GAME.to_json(GAME.setup(3, seed=2, variants=("objectives", "yin-yang")))


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.pop("flows"), "flows"),
        (lambda d: d.update(players=7), "players"),
        (lambda d: d.update(game="oasis"), "game"),
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
        (lambda d: d.update(rulings={"white-take": "never"}), "rulings"),
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


def test_not_json_at_all():
    with pytest.raises(StateError, match="not valid JSON"):
        GAME.from_json("{nope")
    with pytest.raises(StateError, match="object"):
        GAME.from_json(json.dumps([1, 2]))


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
