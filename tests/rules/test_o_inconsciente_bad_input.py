"""O Inconsciente refuses bad saved data with a ValueError naming the field, and keys its
grammar cannot read. What every game must refuse (setup arguments, saved views, another game's
save, keys that mean nothing) is checked in tests/rules/test_contract_input.py."""

from __future__ import annotations

import json

import pytest

from rules.core.errors import StateError

from .o_inconsciente_helpers import GAME, started


@pytest.fixture
def saved():
    return GAME.to_json(started(3, seed=2))


def test_a_saved_game_round_trips(saved):
    assert GAME.to_json(GAME.from_json(json.dumps(saved))) == saved


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("coffee", [4, -1, 4], "coffee"),
        ("rep", [99, 0, 0], "rep"),
        ("table", [0] * 3, "table"),
        ("freud_rep", 0, "freud_rep"),
        ("current", 5, "current"),
        ("office", "x", "office"),
        ("tasks", [["fly"]], "tasks[0]"),
        ("tasks", [["draw", {"deck": "note"}]], "tasks[0]"),  # found by the fuzz test
        ("research_deck", [0, 0], "research"),
        ("goals_left", [], "goals_left"),
        ("ideas", [9, 3, 3], "ideas"),
    ],
)
def test_a_damaged_field_is_refused_naming_it(saved, field, value, named):
    saved[field] = value
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(saved))
    assert named in str(refused.value)


@pytest.mark.parametrize("key", ["declare x9", "note 0 zero"])
def test_a_key_its_grammar_cannot_read_is_a_value_error(key):
    with pytest.raises(ValueError):
        GAME.parse_action(key)


def test_a_refusal_names_the_rule_it_breaks_or_what_is_due_in_both_languages():
    from rules.o_inconsciente import engine

    state = started(2, seed=1)
    assert GAME.why_illegal(state, "recover").rule == "o-inconsciente.recover"
    not_now = GAME.why_illegal(state, "ink 3")
    assert not_now.rule == "o-inconsciente.turn"
    assert not_now.render("pt").startswith("Agora não") and "Not now" in not_now.render("en")
    for (_, word), rule in engine.REFUSALS.items():
        assert f"o-inconsciente.{rule}" in GAME.rulebook
        for language in ("pt", "en"):
            assert engine.CATALOGUE.has(f"o-inconsciente-no-{word}", language), word
    for task in engine.DUE:
        assert engine.CATALOGUE.has(f"o-inconsciente-due-{task}", "en"), task
