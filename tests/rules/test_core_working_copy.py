"""The working copy's cheaper freeze and its lists copied on first use (issue 47, second
round): the same states as the field-by-field constructor, the state left alone, and a list
an action never reads frozen back as the very tuple it was."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, dataclass

import pytest

import rules
from rules.core.bots import random_playout
from rules.core.fastbuild import Filling, positional_builder, view_builder
from rules.core.working import Rulings, working_copy

SLUGS = rules.available_games()


@dataclass(frozen=True, slots=True)
class Toy(Rulings):
    players: int
    rulings: tuple[tuple[str, str], ...]
    tasks: tuple[tuple, ...]
    points: tuple[int, ...]
    board: tuple[tuple[int, ...], ...]
    log_of_moves: tuple[str, ...]
    phase: str


ToyPlay = working_copy(
    Toy,
    lists=("tasks", "points"),
    lists_on_use=("board", "log_of_moves"),
    constants=("players", "rulings"),
    rule_prefix="t.",
)


def toy() -> Toy:
    return Toy(2, (("ties", "share"),), (("turn",),), (0, 0), ((1,), (2,)), ("start",), "roll")


def test_a_list_no_rule_reads_is_frozen_back_as_the_same_tuple():
    before = toy()
    play = ToyPlay(before)
    play.points[0] += 3
    after = play.freeze()
    assert after == dataclasses.replace(before, points=(3, 0))
    assert after.board is before.board and after.log_of_moves is before.log_of_moves
    assert play.made == frozenset()


def test_a_list_copied_on_first_use_is_a_list_and_freezes_into_a_tuple():
    before = toy()
    play = ToyPlay(before)
    board = play.board
    assert type(board) is list and play.board is board  # copied once, then found again
    board[1] = (2, 5)
    play.log_of_moves.append("moved")
    after = play.freeze()
    assert after.board == ((1,), (2, 5)) and type(after.board) is tuple
    assert after.log_of_moves == ("start", "moved") and type(after.log_of_moves) is tuple
    assert before.board == ((1,), (2,)) and before.log_of_moves == ("start",)
    assert play.made == {"board", "log_of_moves"}
    with pytest.raises(FrozenInstanceError):
        after.phase = "x"  # type: ignore[misc]


def test_a_list_on_use_may_be_replaced_as_a_whole():
    play = ToyPlay(toy())
    play.board = [(9,)]
    assert play.board == [(9,)]
    assert play.freeze().board == ((9,),)
    play.log_of_moves = ()  # a tuple given back is kept a tuple
    assert play.freeze().log_of_moves == ()


def test_steps_hold_each_moment_of_a_list_on_use():
    before = toy()
    play = ToyPlay(before, explain=True)
    play.step("look", "nothing changed yet")
    play.board[0] = (7,)
    play.step("move", "a first change")
    play.board[0] = (8,)
    play.step("move", "a second change")
    assert [step.state.board[0] for step in play.log] == [(1,), (7,), (8,)]
    assert play.log[0].state.board is before.board


def test_a_field_is_declared_one_way_only():
    with pytest.raises(ValueError, match="named twice"):
        working_copy(Toy, lists=("points",), lists_on_use=("points",))
    with pytest.raises(ValueError, match="no field 'nope'"):
        working_copy(Toy, lists_on_use=("nope",))


def test_a_copy_without_lists_on_use_keeps_no_dict():
    plain = working_copy(Toy, lists=("tasks", "points"), constants=("players", "rulings"))
    play = plain(toy())
    with pytest.raises(AttributeError):
        play.unknown = 1  # a misspelt field is still an error where nothing is on use


def test_a_constant_is_read_from_the_state_and_cannot_be_set():
    before = toy()
    play = ToyPlay(before)
    assert play.players == 2 and play.rulings is before.rulings
    with pytest.raises(AttributeError):
        play.players = 3  # no action changes a constant
    assert play.freeze().players == 2


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_s_copy_freezes_back_into_the_same_state(slug):
    """A working copy no rule touches freezes into a state equal to the one it copied,
    of the same class, frozen; for positions all along random games."""
    game = rules.load_game(slug)
    low, _ = game.info.players
    for number, (before, _, _) in enumerate(random_playout(game, max(low, 2), 3)):
        if number % 9:
            continue
        frozen = game.Play(before).freeze()
        assert frozen == before and type(frozen) is type(before)
    with pytest.raises(FrozenInstanceError):
        frozen.players = 0


class WithSlots:
    __slots__ = ("extra",)


@dataclass(frozen=True, slots=True)
class NoTwin(WithSlots):
    first: int
    second: tuple


def test_the_filling_builds_the_same_instance_with_or_without_a_twin():
    for cls in (NoTwin, Toy):
        values = (1, (2,)) if cls is NoTwin else tuple(dataclasses.astuple(toy()))
        made = positional_builder(cls)(*values)
        assert made == cls(*values) and type(made) is cls
        with pytest.raises(FrozenInstanceError):
            setattr(made, dataclasses.fields(cls)[0].name, 3)
    with pytest.raises(ValueError, match="no value for field 'second'"):
        Filling(NoTwin).statements({"first": "1"})


@pytest.mark.parametrize("slug", ["escape-from-the-hidden-castle", "daybreak", "mushroom-eaters"])
def test_a_seat_s_view_is_the_state_with_no_seed_and_its_viewer(slug):
    game = rules.load_game(slug)
    state = game.setup(3, seed=4)
    seen_by = view_builder(type(state))
    assert seen_by(state, 2) == dataclasses.replace(state, seed=None, viewer=2)
