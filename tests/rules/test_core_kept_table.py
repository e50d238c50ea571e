"""The core's table of kept answers (rules/core/kept_table.py): what is kept is given again,
and at its limit the table lets every answer go at once."""

from __future__ import annotations

import pytest

from rules.core.kept_table import KeptTable


def test_a_kept_answer_is_given_back_and_found_again():
    table = KeptTable(4)
    answer = ("odds", 0.5)
    assert table.keep("deck", answer) is answer
    assert table.get("deck") is answer and table.get("other") is None


def test_at_its_limit_the_table_lets_every_answer_go_and_starts_again():
    table = KeptTable(3)
    for key in "abc":
        table.keep(key, key.upper())
    assert dict(table) == {"a": "A", "b": "B", "c": "C"}
    table.keep("d", "D")
    assert dict(table) == {"d": "D"}


def test_a_table_holds_at_least_one_answer():
    with pytest.raises(ValueError, match="at least one"):
        KeptTable(0)
