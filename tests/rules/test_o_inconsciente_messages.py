"""O Inconsciente speaks Portuguese and English: every message in both catalogues with the same
parameters, every message the rules name present, both rulebooks with the same sections."""

from __future__ import annotations

import re
from pathlib import Path

from rules.o_inconsciente import engine

from .o_inconsciente_helpers import GAME, started

PACKAGE = Path(engine.__file__).parent


def test_both_catalogues_hold_every_message_with_the_same_parameters():
    assert GAME.info.languages == ("pt", "en")
    assert engine.CATALOGUE.problems() == []


def test_every_message_the_rules_name_is_in_the_catalogues():
    source = "".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    named = set(re.findall(r'M \\+ "([a-z0-9-]+)"', source))
    prefixes = {n for n in named if n.endswith("-")}
    tables = engine.CATALOGUE.parameters
    for language in ("pt", "en"):
        ids = set(tables[language])
        for name in named - prefixes:
            assert "o-inconsciente-" + name in ids, (language, name)
        for prefix in prefixes:
            assert any(i.startswith("o-inconsciente-" + prefix) for i in ids), prefix


def test_labels_steps_and_refusals_render_in_both_languages():
    state = started(3, seed=4)
    for action in GAME.legal_actions(state):
        pt, en = action.render("pt"), action.render("en")
        assert pt.strip() and en.strip()
    key = next(a.key for a in GAME.legal_actions(state) if a.key.startswith("declare"))
    for step in GAME.apply(state, key).steps:
        assert step.render("pt") != step.render("en")
    ruling = GAME.why_illegal(state, "note 0 0")
    assert ruling.render("pt") != ruling.render("en")
    assert "Jogador(a) 1" in GAME.apply(state, key).steps[0].render("pt")


def test_the_rulebook_has_the_same_sections_in_english():
    english = GAME.rulebook_in("en")
    assert english is not GAME.rulebook
    assert [s.id for s in english.sections] == [s.id for s in GAME.rulebook.sections]
    assert english.section("o-inconsciente.turn").title == "The turn"
    assert GAME.rulebook.section("o-inconsciente.turn").title == "O turno"
    for section in GAME.rulebook.sections:
        assert "004_fc33a979d5319c30.txt" in section.source


def test_ruling_titles_and_readings_are_messages_in_both_languages():
    from rules.core.messages import render

    for option in GAME.info.rulings:
        assert render(option.title, "pt") != render(option.title, "en")
        for choice in option.choices:
            assert render(option.label(choice), "en").strip()
        section = GAME.rulebook.section(option.section)
        label = render(option.label(option.choices[1]), "pt")
        assert label in section.alternative, option.name
        english = GAME.rulebook_in("en").section(option.section)
        assert render(option.label(option.choices[1]), "en") in english.alternative
