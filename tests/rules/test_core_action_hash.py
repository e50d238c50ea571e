"""An Action hashes by its key alone (issue 47): equal Actions still hash equal, and hashing
one does not walk its name's message parameters."""

from __future__ import annotations

from rules.core.messages import Msg
from rules.core.types import Action


def test_an_action_hashes_as_its_key():
    action = Action("play:3", Msg("action-play", card=3, where="stack"), "play")
    assert hash(action) == hash("play:3")


def test_equal_actions_hash_equal_and_unequal_ones_stay_apart():
    one = Action("play:3", Msg("action-play", card=3), "play")
    same = Action("play:3", Msg("action-play", card=3), "play")
    renamed = Action("play:3", Msg("action-play", card=3.0), "play")
    assert one == same and hash(one) == hash(same)
    assert one != renamed  # same key, another name: not equal, though hashed alike
    assert len({one, same, renamed}) == 2


def test_a_name_that_cannot_be_hashed_does_not_stop_its_action_from_being_hashed():
    action = Action("pick", Msg("action-pick", cards=["a", "b"]))
    assert {action: 1}[action] == 1
