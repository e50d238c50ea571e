"""A data file whose ids repeat is refused, naming the row's field: the one check
(rules/core/unique_ids.py) that a scenarios file and Oasis's card list both use."""

from __future__ import annotations

import pytest

import rules
from rules.core.datafile import Fields
from rules.core.errors import DataError
from rules.core.rulebook import Rulebook
from rules.core.scenarios import load_scenarios
from rules.core.unique_ids import unique_text
from rules.oasis.cards import CARDS_FILE, load_cards


def test_a_repeated_text_is_refused_naming_the_field_and_a_new_one_is_kept():
    seen: set[str] = set()
    rows = Fields({"list": [{"key": "a"}, {"key": "b"}, {"key": "a"}]}, "f.toml", "").items("list")
    assert unique_text(rows[0], "key", seen, "{} twice") == "a"
    assert unique_text(rows[1], "key", seen, "{} twice") == "b"
    assert seen == {"a", "b"}
    with pytest.raises(DataError, match=r"list\[2\]\.key.*'a' twice"):
        unique_text(rows[2], "key", seen, "{} twice")


def test_a_scenarios_file_with_a_repeated_id_is_refused(tmp_path):
    game = rules.load_game("escape-from-the-hidden-castle")
    start = game.setup(2, seed=4)
    goal = game.legal_actions(start)[0].key
    one = (
        "[[scenario]]\n"
        'id = "same"\ntitle = "T"\ntask = "Do it"\nrule = "hidden-castle.turn"\n'
        f'goal = ["{goal}"]\n'
        "[scenario.setup]\nplayers = 2\nseed = 4\n"
    )
    path = tmp_path / "scenarios.toml"
    path.write_text(one, encoding="utf-8")
    assert len(load_scenarios(path, game)) == 1
    path.write_text(one + one, encoding="utf-8")
    with pytest.raises(DataError, match="duplicate scenario id 'same'"):
        load_scenarios(path, game)


def test_oasis_cards_with_a_companion_key_given_twice_are_refused(tmp_path):
    text = CARDS_FILE.read_text(encoding="utf-8")
    path = tmp_path / "cards.toml"
    path.write_text(text.replace('key = "forager"', 'key = "wayfinder"', 1), encoding="utf-8")
    with pytest.raises(DataError, match="'wayfinder' names two cards"):
        load_cards(path)


def test_a_rulebook_with_a_repeated_section_id_is_refused(tmp_path):
    one = '[[section]]\nid = "same"\ntitle = "T"\nkind = "rule"\nsource = "s"\ntext = "x"\n'
    path = tmp_path / "rulebook.toml"
    path.write_text('title = "Book"\n' + one, encoding="utf-8")
    assert [s.id for s in Rulebook.load(path).sections] == ["same"]
    path.write_text('title = "Book"\n' + one + one, encoding="utf-8")
    with pytest.raises(DataError, match=r"section\[1\]\.id.*duplicate section id 'same'"):
        Rulebook.load(path)
