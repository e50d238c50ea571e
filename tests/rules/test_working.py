"""The shared working copy: fields copied, lists edited in place, Steps with snapshots."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass

import pytest

from rules.core.fastbuild import positional_builder
from rules.core.working import Rulings, working_copy


@dataclass(frozen=True, slots=True)
class Toy(Rulings):
    players: int
    rulings: tuple[tuple[str, str], ...]
    points: tuple[int, ...]
    phase: str
    board: tuple[tuple[int, ...], ...]


ToyPlay = working_copy(Toy, lists=("points",), constants=("players", "rulings"), rule_prefix="t.")


def toy() -> Toy:
    return Toy(2, (("ties", "share"),), (0, 0), "roll", ((1,), (2,)))


def test_a_working_copy_freezes_into_the_next_state_and_leaves_the_first_alone():
    before = toy()
    play = ToyPlay(before)
    play.points[1] += 10
    play.phase = "move"
    after = play.freeze()
    assert after == Toy(2, before.rulings, (0, 10), "move", ((1,), (2,)))
    assert before.points == (0, 0) and before.phase == "roll"
    assert type(after.points) is tuple
    with pytest.raises(FrozenInstanceError):
        after.phase = "x"  # type: ignore[misc]


def test_steps_hold_the_position_at_the_moment_the_rule_fired():
    play = ToyPlay(toy(), explain=True)
    play.points[0] = 3
    play.step("score", "Ana scores 3", "seat:0")
    play.points[0] = 5
    play.step("score", "Ana scores 2 more")
    first, second = play.log
    assert first.rule == "t.score" and first.highlight == ("seat:0",)
    assert first.state.points == (3, 0) and second.state.points == (5, 0)
    quiet = ToyPlay(toy())
    quiet.step("score", "not recorded")
    assert quiet.log is None


def test_the_working_copy_reads_rulings_and_refuses_unknown_fields():
    assert ToyPlay(toy()).ruling("ties") == "share"
    with pytest.raises(KeyError):
        toy().ruling("nope")
    with pytest.raises(ValueError, match="no field 'nope'"):
        working_copy(Toy, lists=("nope",))


def test_a_state_with_the_rulings_mixin_still_builds_fast_and_frozen():
    build = positional_builder(Toy)
    state = build(2, (), (1, 2), "roll", ())
    assert state == Toy(2, (), (1, 2), "roll", ()) and type(state) is Toy
    with pytest.raises(FrozenInstanceError):
        state.phase = "x"  # type: ignore[misc]
