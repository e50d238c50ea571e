"""``Fields.unique``: the rows of a data file's list each name a different thing, checked in
one place (issue 45: the core's scenarios and Oasis's cards each wrote the same loop)."""

import pytest

from rules.core.datafile import DataError, Fields


def rows(*keys):
    top = Fields({"list": [{"key": k} for k in keys]}, "cards.toml", "")
    return top.items("list")


def test_each_new_name_is_kept_and_returned():
    seen: set[str] = set()
    assert [r.unique("key", seen, "{value!r} names two cards") for r in rows("a", "b")] == [
        "a",
        "b",
    ]
    assert seen == {"a", "b"}


def test_a_name_given_twice_is_refused_naming_the_file_the_row_and_the_name():
    seen: set[str] = set()
    first, second = rows("a", "a")
    first.unique("key", seen, "{value!r} names two cards")
    with pytest.raises(DataError) as caught:
        second.unique("key", seen, "{value!r} names two cards")
    text = str(caught.value)
    assert "cards.toml" in text and "list[1].key" in text and "'a' names two cards" in text


def test_a_name_seen_before_the_list_is_refused_too():
    (row,) = rows("leaf")
    with pytest.raises(DataError, match="'leaf' names two cards"):
        row.unique("key", {"leaf"}, "{value!r} names two cards")
