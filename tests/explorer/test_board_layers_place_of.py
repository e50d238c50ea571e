"""layers.place_of: where a board draws an element, or the group it belongs to."""

from __future__ import annotations

import pytest

from explorer.boards.layers import place_of

SCENE = {"ruins": (1.0, 2.0), "hand:0": (3.0, 4.0), "hand:0:raider": (5.0, 6.0)}


def test_an_element_drawn_is_found_where_it_stands():
    assert place_of(SCENE, "hand:0:raider") == (5.0, 6.0)


def test_an_element_not_drawn_is_found_at_its_nearest_group():
    assert place_of(SCENE, "ruins:7s") == (1.0, 2.0)
    assert place_of(SCENE, "hand:0:thief:2") == (3.0, 4.0)


def test_an_element_of_no_group_drawn_is_a_key_error():
    with pytest.raises(KeyError, match="deck"):
        place_of(SCENE, "deck:3")
