"""The core's small game, Three in a Row (tests/rules/three_in_a_row), beyond its moves
(test_declared_moves.py): its ruling, its save through the core's codec and its reachability
laws, its second language, and its bot. Each is a step of docs/adding-a-game.md."""

from __future__ import annotations

import random

import pytest

from rules.core import StateError
from rules.core.bots import RandomBot, play_one
from rules.core.messages import render

from .three_in_a_row import CATALOGUE, ThreeInARow
from .three_in_a_row.bots import LineBot

GAME = ThreeInARow()


def test_three_ruling_first_a_coin_by_default_or_crosses_always_start():
    assert GAME.is_chance(GAME.setup(2, seed=0))  # the seed's reading: the coin first
    crosses = GAME.setup(2, seed=0, rulings={"first": "crosses"})
    assert crosses.to_move == 0 and crosses.draws == 0
    assert [a.key for a in GAME.legal_actions(crosses)][:2] == ["mark 0", "mark 1"]
    (ruling,) = GAME.info.rulings
    assert render(ruling.title, "pt") == "Quem marca primeiro"
    assert [render(ruling.label(c)) for c in ruling.choices] == [
        "A coin decides",
        "Crosses always start",
    ]


def test_setup_and_load_build_the_same_position():
    state = GAME.apply(GAME.setup(2, seed=5), "coin o").state
    state = GAME.apply(state, "mark 4").state
    saved = GAME.to_json(state)
    assert saved["format"] == 1 and saved["rulings"] == {"first": "coin"}
    assert GAME.from_json(saved) == state


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"cells": [0, 0, -1, -1, -1, -1, -1, -1, 2]}, "cells[8]"),  # a bound of the layout
        ({"cells": [0] * 8}, "cells"),  # Length(9)
        ({"tasks": [["jump"]]}, "tasks[0]"),  # not a task of the flow
        ({"cells": [0, 0, -1, -1, -1, -1, -1, -1, -1]}, "cells"),  # a law: two marks ahead
        ({"draws": 0}, "draws"),  # a law: the coin was tossed
        ({"tasks": []}, "tasks"),  # a law: no line, no full grid, yet over
    ],
)
def test_a_save_the_rules_cannot_reach_is_refused_naming_its_field(change, field):
    state = GAME.apply(GAME.setup(2, seed=5), "coin x").state
    saved = {**GAME.to_json(state), **change}
    with pytest.raises(StateError) as refused:
        GAME.from_json(saved)
    assert refused.value.field == field


def test_every_text_reads_in_both_languages():
    assert CATALOGUE.problems() == []
    assert GAME.rulebook_in("pt").section("three.toss").title == "Quem começa"
    assert [s.id for s in GAME.rulebook_in("pt").sections] == [s.id for s in GAME.rulebook.sections]
    over = GAME.apply(GAME.setup(2, seed=0), "coin x").state
    for cell in (0, 3, 1, 4, 2):
        over = GAME.apply(over, f"mark {cell}").state
    assert GAME.result(over).render("pt") == "As Cruzes têm três casas em linha."


def test_the_line_bot_beats_the_random_bot():
    won = lost = 0
    for seed in range(40):
        mine = seed % 2  # the bot's seat, each seat in turn
        bots = [RandomBot(), RandomBot()]
        bots[mine] = LineBot()
        winners = play_one(GAME, 2, seed, bots).result.winners
        won, lost = won + (winners == (mine,)), lost + (winners == (1 - mine,))
    assert won > 4 * lost


def test_the_scenario_file_is_read_through_the_games_property_and_checked():
    (block,) = GAME.scenarios
    assert block.goal == ("mark 2",) and block.state.to_move == 1
    assert GAME.apply(block.state, "mark 2").state.cells[:3] == (0, 0, 1)
    assert block.translations and GAME.scenarios is GAME.scenarios  # read once


def test_the_tutorial_plays_through_with_its_comments_in_both_languages():
    (first,) = GAME.tutorials
    state = first.start(GAME)
    for key, _ in first.moves:
        state = GAME.apply(state, key).state
    assert state.cells.count(-1) == 5 and GAME.result(state) is None
    assert first.title_in("pt") == "Uma primeira partida"
    assert first.comment_in(4, "pt") == "As Bolas têm de a travar."


def test_three_misere_a_line_loses_in_the_variant():
    state = GAME.apply(GAME.setup(2, seed=0, variants=("misere",)), "coin x").state
    for cell in (0, 3, 1, 4):
        state = GAME.apply(state, f"mark {cell}").state
    last = GAME.apply(state, "mark 2")
    assert [s.rule for s in last.steps] == ["three.turn", "three.misere"]
    result = GAME.result(last.state)
    assert result.winners == (1,) and result.rule == "three.misere"
    assert result.render("pt") == "As Cruzes têm três casas em linha e perdem."
    assert GAME.from_json(GAME.to_json(last.state)) == last.state  # the variant is saved


def test_the_description_is_a_message_in_each_language():
    state = GAME.apply(GAME.setup(2, seed=0), "coin x").state
    state = GAME.apply(state, "mark 4").state
    described = GAME.describe(state)
    assert render(described) == "Crosses hold one cell. Noughts hold no cell."
    assert render(described, "pt") == "As Cruzes têm uma casa. As Bolas não têm nenhuma casa."


@pytest.mark.parametrize("variants", [(), ("misere",)])
@pytest.mark.parametrize("first", ["coin", "crosses"])
def test_every_reachable_position_keeps_the_laws_and_round_trips(variants, first):
    """What the shared contract tests ask of a registered game, on the small game (which the
    registry does not list): every position random play reaches passes the reachability laws
    and loads back equal, and each game ends within its bound citing a rule."""
    for seed in range(25):
        state, rng = GAME.setup(2, seed, variants, {"first": first}), random.Random(seed)
        for _ in range(GAME.action_limit(2)):
            GAME.check_position(state)
            assert GAME.from_json(GAME.to_json(state)) == state
            if GAME.result(state) is not None:
                break
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
        assert GAME.result(state).rule in GAME.rulebook
