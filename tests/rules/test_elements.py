"""rules.core.elements: the board element ids the games' names.py declare."""

from __future__ import annotations

import pytest

from rules.core.elements import element_id


def test_an_id_is_its_kind_and_parts_joined_by_colons():
    stack = element_id("stack")
    assert stack(0, 2) == "stack:0:2"
    assert element_id("hand")(1, "us-rooftop-solar") == "hand:1:us-rooftop-solar"
    assert element_id("new-stack")(3) == "new-stack:3"
    assert stack.__name__ == "stack_id"


def test_an_id_needs_a_part_and_a_kind_without_colons():
    with pytest.raises(TypeError):
        element_id("stack")()
    for bad in ("", "stack:0"):
        with pytest.raises(ValueError, match="without colons"):
            element_id(bad)


def test_the_games_ids_keep_their_spelling():
    """Daybreak and Oasis declare their ids with element_id: saved Steps and clicks still read."""
    from rules.daybreak import names as daybreak
    from rules.oasis import names as oasis

    assert daybreak.stack_id(0, 1) == "stack:0:1"
    assert daybreak.new_stack_id(2) == "new-stack:2"
    assert daybreak.hand_id(1, "cn-coal-belt") == "hand:1:cn-coal-belt"
    assert oasis.hand_id(0) == "hand:0" and oasis.hand_card_id(0, "k") == "hand:0:k"
    assert oasis.trail_card_id(1, 0) == "trail:1:0" and oasis.grab_card_id("k") == "grab:k"


def test_three_parts_and_more_are_joined_too():
    assert element_id("edge")(1, 2, "x") == "edge:1:2:x"
