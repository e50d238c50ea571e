"""One test per rule of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt).

Each test is named after the rulebook section it checks and names that section id in its
docstring. Positions come from ``hidden_castle_helpers.position``; ``act`` applies actions
and checks that every Step cites a rulebook section, ``refusal`` does the same for the
Ruling of an illegal action.

Board (board.toml, example data): doors of the main side's rooms: library 2, chapel 3,
armory 8 (red, +1), fireplace-room 12, kitchen 16, ballroom 21 (green, −3), banquet-hall 26
(green, −3), bedchamber 31, portrait-gallery 35 (abandoned-room, red +1, on the Midnight
side). Space 0 is the arrow; the cellar has 9 steps worth 10 (bottom) down to 2 (top).
"""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

import rules
from rules.core.messages import render

try:  # imported as part of a package (tests/rules/__init__.py) or as a rootdir module
    from .hidden_castle_helpers import (
        CELLAR,
        DOOR,
        GAME,
        HAND,
        MIDNIGHT_VARIANT,
        ROOM,
        act,
        cellar,
        guest_index,
        legal_keys,
        position,
        refusal,
        room,
        step_rules,
        where,
    )
except ImportError:
    from hidden_castle_helpers import (
        CELLAR,
        DOOR,
        GAME,
        HAND,
        MIDNIGHT_VARIANT,
        ROOM,
        act,
        cellar,
        guest_index,
        legal_keys,
        position,
        refusal,
        room,
        step_rules,
        where,
    )

R = "hidden-castle."


def first_text(transition: rules.Transition, rule: str) -> str:
    """The sentence of the first step of ``transition`` that cites ``rule`` (without prefix)."""
    return next(step.text for step in transition.steps if step.rule == R + rule)


def in_room(state, room_loc: int) -> list[str]:
    """The ids of the guests in room location ``room_loc``."""
    return [GAME.guest_id(state, g) for g, loc in enumerate(state.guests) if loc == room_loc]


# ------------------------------------------------------------------------------ setup


@pytest.mark.parametrize(
    ("players", "per"), [(2, 6), (3, 5), (4, 4), (5, 3), (6, 2), (7, 2), (8, 2)]
)
def test_hidden_castle_setup_guests(players, per):
    """hidden-castle.setup.guests: 6, 5, 4, 3, 2, 2, 2 guests each for 2 to 8 players."""
    state = GAME.setup(players, seed=0)
    assert state.per_player == per
    assert len(state.guests) == players * per
    assert set(state.guests) == {HAND}
    assert GAME.guest_id(state, per) == "blue-1"
    assert GAME.guest_id(state, players * per - 1) == f"{GAME.board.colours[players - 1]}-{per}"


@pytest.mark.parametrize("variants", [(), (MIDNIGHT_VARIANT,)])
def test_hidden_castle_setup_points(variants):
    """hidden-castle.setup.points: everyone starts on 10 spooky points."""
    state = GAME.setup(4, seed=0, variants=variants)
    assert state.points == (10, 10, 10, 10)


def test_hidden_castle_ruling_midnight_start():
    """hidden-castle.ruling.midnight-start: with "0", Midnight Party starts at 0 points."""
    midnight = GAME.setup(3, variants=(MIDNIGHT_VARIANT,), rulings={"midnight-start": "0"})
    assert midnight.points == (0, 0, 0)
    main = GAME.setup(3, rulings={"midnight-start": "0"})
    assert main.points == (10, 10, 10)


def test_hidden_castle_setup_hugo():
    """hidden-castle.setup.hugo: Hugo starts on the cellar door with speed 3."""
    state = GAME.setup(2, seed=0)
    assert state.hugo == DOOR
    assert state.speed == 3


def test_hidden_castle_midnight_cellar_hugo_starts_on_bottom_step():
    """hidden-castle.midnight.cellar: in Midnight Party Hugo starts on the −10 step."""
    state = GAME.setup(2, seed=0, variants=(MIDNIGHT_VARIANT,))
    assert state.hugo == cellar(0)
    assert state.side == "midnight-party"


def test_hidden_castle_setup_placement_round_robin():
    """hidden-castle.setup.placement: seats place one guest each in turn, 0, 1, 2, 0, ..."""
    state = GAME.setup(3, seed=0)
    movers = []
    placed = []
    for space in range(1, 16):
        movers.append(state.to_move)
        state = act(state, f"place gallery:{space}").state
        placed.append(
            next(GAME.guest_id(state, g) for g, x in enumerate(state.guests) if x == space)
        )
    assert movers == [0, 1, 2] * 5
    assert placed[:4] == ["red-1", "blue-1", "turquoise-1", "red-2"]
    assert placed[-1] == "turquoise-5"


def test_hidden_castle_setup_placement_space_must_be_free():
    """hidden-castle.setup.placement: a guest cannot be placed on an occupied space."""
    state = act(GAME.setup(2, seed=0), "place gallery:5").state
    assert refusal(state, "place gallery:5").rule == R + "setup.placement"
    assert "place gallery:6" in legal_keys(state)


def test_hidden_castle_setup_placement_then_seat_0_rolls():
    """hidden-castle.setup.placement: once every guest is placed, play starts; seat 0 rolls."""
    state = GAME.setup(2, seed=0)
    for space in range(1, 12):
        state = act(state, f"place gallery:{space}").state
    assert state.phase == "place"
    assert refusal(state, "roll 4").rule == R + "setup.placement"
    transition = act(state, "place gallery:12")
    state = transition.state
    assert state.phase == "play"
    assert state.to_move == rules.CHANCE
    assert state.current == 0
    assert state.hugo == DOOR
    assert HAND not in state.guests
    assert R + "turn" in step_rules(transition)


# ------------------------------------------------------------------------------ turn


def test_hidden_castle_turn_roll_outcomes():
    """hidden-castle.turn.roll: faces 1, 2, 4, 5 (1/6 each) and the ghost (2/6)."""
    state = position()
    assert GAME.is_chance(state)
    outcomes = {action.key: p for action, p in GAME.chance_outcomes(state)}
    assert outcomes.keys() == {"roll 1", "roll 2", "roll 4", "roll 5", "roll ghost"}
    for face in ("1", "2", "4", "5"):
        assert outcomes[f"roll {face}"] == pytest.approx(1 / 6)
    assert outcomes["roll ghost"] == pytest.approx(2 / 6)
    assert math.fsum(outcomes.values()) == pytest.approx(1.0)
    assert legal_keys(state) == set(outcomes)


def test_hidden_castle_turn_roll_comes_first():
    """hidden-castle.turn.roll: a turn starts with a roll; one roll, then a move."""
    state = position(guests={"red-1": 4})
    assert refusal(state, "move red-1 gallery:5").rule == R + "turn.roll"
    rolled = act(state, "roll 1").state
    assert rolled.roll == 1 and rolled.current == 0
    assert refusal(rolled, "roll 4").rule == R + "turn.roll"


@pytest.mark.parametrize("key", ["roll 3", "roll 6", "roll 0"])
def test_hidden_castle_turn_roll_the_die_has_no_such_face(key):
    """hidden-castle.turn.roll: a number the die does not show is refused by the die's rule."""
    state = position(guests={"red-1": 4})
    ruling = refusal(state, key)
    assert ruling.rule == R + "turn.roll"
    assert f"The die has no {key[5:]}" in ruling.text


# A seat's view (issue 43): the castle hides nothing on the table, but the seed would tell
# every roll still to come, so a view keeps the whole board and leaves the seed out.
def test_hidden_castle_turn_roll_a_seats_view_keeps_no_seed_to_foretell_the_die():
    """hidden-castle.turn.roll: each roll is unknown until it is made, so a seat's view holds
    no seed; it shows the whole board (nothing else is hidden) and names its seat."""
    state = act(position(guests={"red-1": 4, "blue-1": 9}, hugo=33), "roll ghost").state
    assert state.seed is not None
    for seat in range(state.players):
        view = GAME.view(state, seat)
        assert view.seed is None and view.viewer == seat
        assert dataclasses.replace(view, seed=state.seed, viewer=state.viewer) == state
        assert GAME.view(view, seat) == view  # a view of a view is the same view


def test_hidden_castle_turn_roll_the_die_is_open_on_a_view_but_not_rolled_there():
    """hidden-castle.turn.roll: on a seat's view the die's faces and chances are those of the
    game (the die is open), but the roll itself is made on the whole game: neither the
    seeded draw nor a random pick is made on a view."""
    state = position()
    view = GAME.view(state, 1)
    assert GAME.chance_outcomes(view) == GAME.chance_outcomes(state)
    assert legal_keys(view) == legal_keys(state)
    with pytest.raises(ValueError, match="view holds no seed"):
        GAME.sample_chance(view)
    with pytest.raises(ValueError, match="view"):
        GAME.random_action(view, random.Random(1))
    GAME.sample_chance(state)  # the whole game rolls as before


def test_hidden_castle_turn_roll_a_decision_on_a_view_leads_to_a_view():
    """hidden-castle.turn.move: a seat may try a move on its own view (as a bot looks ahead):
    the position after it is still that seat's view, without a seed."""
    state = act(position(guests={"red-1": 4}), "roll 5").state
    after = GAME.apply(GAME.view(state, 0), GAME.action_from_key(state, "move red-1 gallery:9"))
    after = after.state  # (not ``act``, which checks a position to play on: a view is none)
    assert after.seed is None and after.viewer == 0
    assert after == GAME.view(act(state, "move red-1 gallery:9").state, 0)


def test_hidden_castle_turn_roll_every_step_read_by_a_seat_shows_its_view():
    """hidden-castle.hugo.capture: each Step of an action, read by a seat, says the same
    sentence (nothing on the table is secret) over that seat's view of the moment."""
    state = position(guests={"red-1": 34, "blue-1": 35}, hugo=33)
    transition = act(state, "roll ghost")
    assert transition.steps
    for step in transition.steps:
        for seat in range(state.players):
            seen = GAME.view_step(step, seat)
            assert seen.rule == step.rule and seen.message == step.message
            assert seen.highlight == step.highlight
            assert seen.state == GAME.view(step.state, seat)
            assert seen.state.seed is None


@pytest.mark.parametrize("seat", [-1, 3, 8, True, "1"])
def test_hidden_castle_a_view_of_no_seat_in_the_game_is_refused(seat):
    """A view is of one seat of this game: anything else is a ValueError naming what was
    asked for."""
    with pytest.raises(ValueError, match="seat"):
        GAME.view(position(), seat)


def test_hidden_castle_a_seats_view_cannot_become_another_seats():
    """A view was made for one seat: it cannot be turned into another's (the whole game is
    asked for that)."""
    view = GAME.view(position(), 0)
    with pytest.raises(ValueError, match="already Red's view"):
        GAME.view(view, 1)


def test_hidden_castle_turn_ghost():
    """hidden-castle.turn.ghost: a ghost moves Hugo and no guest; the turn passes."""
    state = position(hugo=33)
    transition = act(state, "roll ghost")
    after = transition.state
    assert after.hugo == 36
    assert after.guests == state.guests
    assert after.current == 1 and after.roll is None
    assert step_rules(transition)[0] == R + "turn.ghost"
    assert R + "hugo.move" in step_rules(transition)


def test_hidden_castle_turn_move():
    """hidden-castle.turn.move: a number moves one guest exactly that far clockwise."""
    state = act(position(guests={"red-1": 4}), "roll 5").state
    assert state.roll == 5
    transition = act(state, "move red-1 gallery:9")
    after = transition.state
    assert where(after, "red-1") == 9
    assert after.current == 1 and after.roll is None
    assert R + "turn.move" in step_rules(transition)


def test_hidden_castle_turn_move_wraps_past_the_arrow():
    """hidden-castle.turn.move: moving clockwise wraps from space 39 to space 0."""
    state = position(guests={"red-1": 38}, hugo=33, roll=4)
    assert "move red-1 gallery:2" in legal_keys(state)
    assert where(act(state, "move red-1 gallery:2").state, "red-1") == 2


@pytest.mark.parametrize("target", [8, 10, 4])
def test_hidden_castle_turn_move_wrong_distance(target):
    """hidden-castle.turn.move: a guest moves exactly the number rolled, no more, no less."""
    state = position(guests={"red-1": 4}, roll=5)
    assert refusal(state, f"move red-1 gallery:{target}").rule == R + "turn.move"


def test_hidden_castle_turn_move_own_guests_only():
    """hidden-castle.turn.move: you may move only your own guests."""
    state = position(guests={"red-1": 4, "blue-1": 5}, roll=2)
    assert refusal(state, "move blue-1 gallery:7").rule == R + "turn.move"
    moves = legal_keys(state)
    assert "move red-1 gallery:6" in moves
    assert all(key.startswith("move red-") for key in moves)


def test_hidden_castle_turn_no_pass():
    """hidden-castle.turn.no-pass: in the main game a rolled number cannot be passed."""
    state = position(roll=1)
    assert refusal(state, "stay").rule == R + "turn.no-pass"


def test_hidden_castle_turn_no_pass_without_gallery_guests():
    """hidden-castle.turn.no-pass: with no guest in the gallery, a room or cellar guest moves."""
    guests = {
        "red-1": room("library"),
        "red-2": room("chapel"),
        "red-3": room("armory"),
        "red-4": room("fireplace-room"),
        "red-5": room("kitchen"),
        "red-6": cellar(0),
    }
    state = position(guests=guests, roll=1)
    assert legal_keys(state) == {
        "move red-1 gallery:2",
        "move red-2 gallery:3",
        "move red-3 gallery:8",
        "move red-4 gallery:12",
        "move red-5 gallery:16",
        "move red-6 gallery:0",
    }


def test_hidden_castle_turn_sharing():
    """hidden-castle.turn.sharing: guests pass each other and may share a space."""
    state = position(guests={"red-1": 4, "red-2": 6, "blue-1": 9}, roll=5)
    after = act(state, "move red-1 gallery:9").state
    assert where(after, "red-1") == 9
    assert where(after, "blue-1") == 9
    assert where(after, "red-2") == 6


def test_hidden_castle_turn_sharing_passing_hugo_is_safe():
    """hidden-castle.turn.sharing: walking past Hugo does not get a guest caught."""
    state = position(guests={"red-1": 4}, hugo=6, roll=4)
    transition = act(state, "move red-1 gallery:8")
    assert where(transition.state, "red-1") == 8
    assert transition.state.points == (10, 10)
    assert R + "hugo.cellar-steps" not in step_rules(transition)


def test_hidden_castle_turn_sharing_cited_when_a_guest_walks_past_others():
    """Issue 48: a walk that passes or joins another guest, or passes Hugo, cites
    hidden-castle.turn.sharing; a walk on an empty stretch cites the ordinary move."""
    joins = act(position(guests={"red-1": 4, "blue-1": 9}, roll=5), "move red-1 gallery:9")
    passes_hugo = act(position(guests={"red-1": 4}, hugo=6, roll=4), "move red-1 gallery:8")
    for transition in (joins, passes_hugo):
        assert R + "turn.sharing" in step_rules(transition)
        assert any("never block one another" in s.text for s in transition.steps)
    alone = act(position(guests={"red-1": 4, "blue-1": 20}, roll=5), "move red-1 gallery:9")
    assert R + "turn.sharing" not in step_rules(alone)
    assert R + "turn.move" in step_rules(alone)


def test_hidden_castle_turn_stop_on_hugo():
    """hidden-castle.turn.stop-on-hugo: a guest that stops on Hugo is captured."""
    state = position(guests={"red-1": 4}, hugo=6, roll=2)
    transition = act(state, "move red-1 gallery:6")
    after = transition.state
    assert where(after, "red-1") == cellar(0)
    assert after.points == (20, 10)
    assert after.hugo == 6
    assert R + "turn.stop-on-hugo" in step_rules(transition)
    assert R + "hugo.cellar-steps" in step_rules(transition)


def test_hidden_castle_turn_leave_room_with_a_1():
    """hidden-castle.turn.leave-room: stepping out of a room uses one space of the roll."""
    state = position(guests={"red-1": room("armory")}, roll=1)
    assert {k for k in legal_keys(state) if k.startswith("move red-1 ")} == {"move red-1 gallery:8"}
    transition = act(state, "move red-1 gallery:8")
    assert where(transition.state, "red-1") == 8
    assert R + "turn.leave-room" in step_rules(transition)


def test_hidden_castle_turn_leave_room_with_a_4():
    """hidden-castle.turn.leave-room: a 4 from a room ends 3 spaces past its door."""
    state = position(guests={"red-1": room("armory")}, roll=4)
    assert refusal(state, "move red-1 gallery:12").rule == R + "turn.leave-room"
    assert where(act(state, "move red-1 gallery:11").state, "red-1") == 11


@pytest.mark.parametrize("step", [0, 4, 8])
def test_hidden_castle_turn_leave_cellar(step):
    """hidden-castle.turn.leave-cellar: one space takes a guest from any step to the arrow."""
    state = position(guests={"red-1": cellar(step)}, roll=1)
    transition = act(state, "move red-1 gallery:0")
    assert where(transition.state, "red-1") == 0
    assert R + "turn.leave-cellar" in step_rules(transition)
    further = position(guests={"red-1": cellar(step)}, roll=5)
    assert refusal(further, "move red-1 gallery:5").rule == R + "turn.leave-cellar"
    assert where(act(further, "move red-1 gallery:4").state, "red-1") == 4


def test_hidden_castle_turn_cellar_order():
    """hidden-castle.turn.cellar-order: the guest on the highest-numbered step leaves first."""
    guests = {"red-1": cellar(3), "red-2": cellar(1), "blue-1": cellar(0)}
    state = position(guests=guests, roll=1)
    assert refusal(state, "move red-1 gallery:0").rule == R + "turn.cellar-order"
    assert "move red-2 gallery:0" in legal_keys(state)
    after = act(state, "move red-2 gallery:0").state
    assert where(after, "red-2") == 0
    assert where(after, "red-1") == cellar(3)


# ------------------------------------------------------------------------------ rooms


@pytest.mark.parametrize("hugo", [DOOR, CELLAR + 8])
def test_hidden_castle_rooms_when(hugo):
    """hidden-castle.rooms.when: no guest enters a room while Hugo is in the cellar."""
    state = position(guests={"red-1": 7}, hugo=hugo, roll=2)
    assert refusal(state, "move red-1 room:armory").rule == R + "rooms.when"
    assert {k for k in legal_keys(state) if k.startswith("move red-1 ")} == {"move red-1 gallery:9"}


def test_hidden_castle_rooms_door_step_counts():
    """hidden-castle.rooms.door: stepping in from the door space counts as one space."""
    short = position(guests={"red-1": 6}, roll=2)  # 2 spaces to the door, 1 to step in
    assert refusal(short, "move red-1 room:armory").rule == R + "rooms.door"
    at_door = position(guests={"red-1": 8}, roll=1)
    assert where(act(at_door, "move red-1 room:armory").state, "red-1") == room("armory")
    one_short = position(guests={"red-1": 7}, roll=1)
    assert refusal(one_short, "move red-1 room:armory").rule == R + "rooms.door"


def test_hidden_castle_rooms_door_only_through_the_door():
    """hidden-castle.rooms.door: a room whose door is behind the guest cannot be entered."""
    state = position(guests={"red-1": 9}, roll=5)
    assert refusal(state, "move red-1 room:armory").rule == R + "rooms.door"


def test_hidden_castle_data_board_room_of_the_other_side():
    """hidden-castle.data.board: a room of the other board side is refused with a Ruling."""
    state = position(guests={"red-1": 33}, roll=5)
    assert refusal(state, "move red-1 room:abandoned-room").rule == R + "data.board"


def test_hidden_castle_rooms_capacity():
    """hidden-castle.rooms.capacity: a room never holds two guests."""
    state = position(guests={"red-1": 7, "blue-1": room("armory")}, roll=2)
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert in_room(after, room("armory")) == ["red-1"]
    assert where(after, "blue-1") == 8
    # Not even the snapshot of a single step shows two guests in one room.
    for step in transition.steps:
        rooms_held = [loc for loc in step.state.guests if ROOM <= loc < CELLAR]
        assert len(rooms_held) == len(set(rooms_held)), step.rule


def test_hidden_castle_rooms_at_least_red_room():
    """hidden-castle.rooms.at-least: the red Armory takes a roll larger than needed."""
    state = position(guests={"red-1": 6}, roll=5)  # needs 3
    transition = act(state, "move red-1 room:armory")
    assert where(transition.state, "red-1") == room("armory")
    assert R + "rooms.at-least" in step_rules(transition)


def test_hidden_castle_rooms_at_least_empty_neutral_room():
    """hidden-castle.rooms.at-least: an empty neutral room takes a roll larger than needed."""
    state = position(guests={"red-1": 10}, roll=5)  # fireplace-room door 12: needs 3
    assert "move red-1 room:fireplace-room" in legal_keys(state)
    after = act(state, "move red-1 room:fireplace-room").state
    assert where(after, "red-1") == room("fireplace-room")
    assert after.points == (10, 10)


def test_hidden_castle_rooms_exact_green_needs_exact_roll():
    """hidden-castle.rooms.exact: a green room needs the exact count."""
    too_big = position(guests={"red-1": 20}, roll=4)  # ballroom door 21: needs 2
    assert refusal(too_big, "move red-1 room:ballroom").rule == R + "rooms.exact"
    exact = position(guests={"red-1": 20}, roll=2)
    transition = act(exact, "move red-1 room:ballroom")
    assert where(transition.state, "red-1") == room("ballroom")
    assert R + "rooms.exact" in step_rules(transition)


def test_hidden_castle_rooms_exact_occupied_neutral_room():
    """hidden-castle.rooms.exact: an occupied neutral room needs the exact count."""
    guests = {"red-1": 9, "blue-1": room("fireplace-room")}  # door 12: needs 4
    too_big = position(guests=guests, roll=5)
    assert refusal(too_big, "move red-1 room:fireplace-room").rule == R + "rooms.exact"
    exact = position(guests=guests, roll=4)
    after = act(exact, "move red-1 room:fireplace-room").state
    assert where(after, "red-1") == room("fireplace-room")
    assert where(after, "blue-1") == 12


def test_hidden_castle_rooms_shields_armory():
    """hidden-castle.rooms.shields: entering the Armory scores +1 at once."""
    transition = act(position(guests={"red-1": 7}, roll=2), "move red-1 room:armory")
    assert transition.state.points == (11, 10)
    assert R + "rooms.shields" in step_rules(transition)


@pytest.mark.parametrize("green", ["ballroom", "banquet-hall"])
def test_hidden_castle_rooms_shields_green(green):
    """hidden-castle.rooms.shields: a green room takes 3 points off at once."""
    door = {"ballroom": 21, "banquet-hall": 26}[green]
    state = position(guests={"red-1": door - 1}, roll=2, points=(20, 10))
    assert act(state, f"move red-1 room:{green}").state.points == (17, 10)


@pytest.mark.parametrize(("before", "after"), [(2, 0), (1, 0), (0, 0), (3, 0)])
def test_hidden_castle_rooms_shields_never_below_zero(before, after):
    """hidden-castle.rooms.shields / ruling.green-floor (default "floor"): never below 0."""
    state = position(guests={"red-1": 20}, roll=2, points=(before, 10))
    assert act(state, "move red-1 room:ballroom").state.points == (after, 10)


@pytest.mark.parametrize(("before", "after"), [(2, 2), (1, 1), (3, 0), (7, 4)])
def test_hidden_castle_ruling_green_floor_all_or_nothing(before, after):
    """hidden-castle.ruling.green-floor: "all-or-nothing" leaves 1 or 2 points untouched."""
    state = position(
        guests={"red-1": 20}, roll=2, points=(before, 10), rulings={"green-room": "all-or-nothing"}
    )
    assert act(state, "move red-1 room:ballroom").state.points == (after, 10)


def test_hidden_castle_rooms_expel():
    """hidden-castle.rooms.expel: the occupant is thrown out onto the door space."""
    state = position(guests={"red-1": 7, "blue-1": room("armory")}, roll=2)
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert where(after, "red-1") == room("armory")
    assert where(after, "blue-1") == 8
    assert after.points == (11, 10)
    assert R + "rooms.expel" in step_rules(transition)
    # The thrown-out guest gets back in with a 1, throwing the other out in turn.
    back = act(after, "roll 1", "move blue-1 room:armory").state
    assert where(back, "blue-1") == room("armory")
    assert where(back, "red-1") == 8


def test_hidden_castle_rooms_own_guest():
    """hidden-castle.rooms.own-guest: you cannot throw out your own guest."""
    state = position(guests={"red-1": 7, "red-2": room("armory")}, roll=2)
    assert refusal(state, "move red-1 room:armory").rule == R + "rooms.own-guest"


def test_hidden_castle_rooms_room_to_room():
    """hidden-castle.rooms.room-to-room: out (1), along the gallery, in (1) in one move."""
    state = position(guests={"red-1": room("library")}, roll=4)  # doors 2 -> 3: needs 3
    transition = act(state, "move red-1 room:chapel")
    assert where(transition.state, "red-1") == room("chapel")
    assert R + "rooms.room-to-room" in step_rules(transition)


def test_hidden_castle_rooms_room_to_room_needs_the_whole_trip():
    """hidden-castle.rooms.room-to-room: a roll shorter than 1 + distance + 1 is refused."""
    state = position(guests={"red-1": room("library")}, roll=2)
    assert refusal(state, "move red-1 room:chapel").rule == R + "rooms.door"
    occupied = position(guests={"red-1": room("library"), "blue-1": room("chapel")}, roll=4)
    assert refusal(occupied, "move red-1 room:chapel").rule == R + "rooms.exact"


def test_hidden_castle_rooms_room_to_room_not_the_same_room():
    """hidden-castle.rooms.room-to-room: a move cannot end in the room it started in."""
    state = position(guests={"red-1": room("library")}, roll=2)
    assert refusal(state, "move red-1 room:library").rule == R + "rooms.room-to-room"


def test_hidden_castle_rooms_from_the_cellar():
    """hidden-castle.rooms.door: 1 up to the arrow, along the gallery, 1 in (the seed's tip)."""
    four = position(guests={"red-1": cellar(2)}, roll=4)
    assert where(act(four, "move red-1 room:library").state, "red-1") == room("library")
    assert refusal(four, "move red-1 room:armory").rule == R + "rooms.door"
    five = position(guests={"red-1": cellar(2)}, roll=5)
    assert {"move red-1 room:library", "move red-1 room:chapel"} <= legal_keys(five)


def test_hidden_castle_ruling_expel_roll_seed():
    """hidden-castle.ruling.expel-roll: by default an occupied Armory takes a larger roll."""
    state = position(guests={"red-1": 5, "blue-1": room("armory")}, roll=5)  # needs 4
    after = act(state, "move red-1 room:armory").state
    assert where(after, "red-1") == room("armory")
    assert where(after, "blue-1") == 8


def test_hidden_castle_ruling_expel_roll_exact():
    """hidden-castle.ruling.expel-roll: with "exact", an occupied Armory needs the exact roll."""
    guests = {"red-1": 5, "blue-1": room("armory")}
    rulings = {"expel-roll": "exact"}
    too_big = position(guests=guests, roll=5, rulings=rulings)
    assert refusal(too_big, "move red-1 room:armory").rule == R + "rooms.exact"
    exact = position(guests={**guests, "red-1": 4}, roll=5, rulings=rulings)
    assert where(act(exact, "move red-1 room:armory").state, "red-1") == room("armory")
    empty = position(guests={"red-1": 5}, roll=5, rulings=rulings)
    assert "move red-1 room:armory" in legal_keys(empty)


def test_hidden_castle_ruling_expelled_onto_hugo():
    """hidden-castle.ruling.expelled-onto-hugo: thrown out onto Hugo's space is captured."""
    state = position(guests={"red-1": 7, "blue-1": room("armory")}, hugo=8, roll=2)
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert where(after, "red-1") == room("armory")
    assert where(after, "blue-1") == cellar(0)
    assert after.points == (11, 20)
    assert R + "ruling.expelled-onto-hugo" in step_rules(transition)


def test_hidden_castle_ruling_expelled_onto_hugo_safe():
    """hidden-castle.ruling.expelled-onto-hugo: with 'safe' the guest stays on Hugo's space."""
    guests = {"red-1": 7, "blue-1": room("armory")}
    rulings = {"expelled-onto-hugo": "safe"}
    state = position(guests=guests, hugo=8, roll=2, rulings=rulings)
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert where(after, "blue-1") == 8 == after.hugo
    assert after.points == (11, 10)
    assert R + "ruling.expelled-onto-hugo" in step_rules(transition)
    assert GAME.from_json(GAME.to_json(after)) == after  # a reachable position under 'safe'
    walked = act(after, "roll ghost").state  # Hugo walks off the space without catching it
    assert walked.hugo == 11 and where(walked, "blue-1") == 8
    # Under the default the same position cannot be saved: the guest would have been caught.
    data = GAME.to_json(after)
    data["rulings"]["expelled-onto-hugo"] = "captured"
    with pytest.raises(ValueError, match=r"guests\.blue-1.*captured"):
        GAME.from_json(data)


# ------------------------------------------------------------------------------ Hugo


def test_hidden_castle_hugo_move():
    """hidden-castle.hugo.move: Hugo moves exactly his speed."""
    state = position(hugo=4, speed=5)
    after = act(state, "roll ghost").state
    assert after.hugo == 9
    assert after.speed == 5


def test_hidden_castle_hugo_cellar():
    """hidden-castle.hugo.cellar: Hugo climbs every step: from the door, 3 ends on step 2."""
    state = position(hugo=DOOR)
    after = act(state, "roll ghost").state
    assert after.hugo == cellar(2)
    after = act(after, "roll ghost").state
    assert after.hugo == cellar(5)
    assert after.speed == 3


def test_hidden_castle_hugo_cellar_cited_when_he_climbs():
    """Issue 48: Hugo's move out of the cellar cites hidden-castle.hugo.cellar and says why it
    is slow; a move on the gallery cites his ordinary move."""
    climb = act(position(hugo=DOOR), "roll ghost")
    assert step_rules(climb)[1] == R + "hugo.cellar"
    assert "climbs every step one by one" in climb.steps[1].text
    walk = act(position(hugo=4), "roll ghost")
    assert R + "hugo.cellar" not in step_rules(walk)
    assert R + "hugo.move" in step_rules(walk)


def test_hidden_castle_hugo_cellar_onto_the_gallery():
    """hidden-castle.hugo.cellar: from the top step Hugo climbs onto the arrow, then 1 and 2."""
    state = position(guests={"red-1": 0, "blue-1": 1}, hugo=cellar(8))
    after = act(state, "roll ghost").state
    assert after.hugo == 2
    assert where(after, "red-1") == cellar(0)
    assert where(after, "blue-1") == cellar(1)


def test_hidden_castle_hugo_capture():
    """hidden-castle.hugo.capture: guests Hugo passes and lands on are caught, step by step."""
    state = position(guests={"red-1": 3, "blue-1": 5}, hugo=2)
    transition = act(state, "roll ghost")
    after = transition.state
    assert after.hugo == 5
    assert where(after, "red-1") == cellar(0)
    assert where(after, "blue-1") == cellar(1)
    assert after.points == (20, 19)
    assert step_rules(transition).count(R + "hugo.capture") == 2


def test_hidden_castle_hugo_capture_rooms_are_safe():
    """hidden-castle.hugo.capture: guests in rooms are safe from Hugo."""
    state = position(guests={"red-1": room("chapel"), "blue-1": room("library")}, hugo=1)
    after = act(state, "roll ghost").state
    assert after.hugo == 4
    assert where(after, "red-1") == room("chapel")
    assert where(after, "blue-1") == room("library")
    assert after.points == (10, 10)


def test_hidden_castle_hugo_group():
    """hidden-castle.hugo.group: guests caught on one space share one step, each scoring it."""
    guests = {"red-1": 4, "red-2": 4, "blue-1": 4, "blue-2": cellar(0)}
    transition = act(position(guests=guests, hugo=2), "roll ghost")
    after = transition.state
    assert [where(after, g) for g in ("red-1", "red-2", "blue-1")] == [cellar(1)] * 3
    assert after.points == (28, 19)  # the rulebook's example: you take 18, Ana takes 9
    assert R + "hugo.group" in step_rules(transition)
    # Each owner's new total is said once, however many of its guests were caught.
    text = first_text(transition, "hugo.group")
    assert text.endswith("They each score 9 spooky points (Red now has 28; Blue now has 19).")


@pytest.mark.parametrize(
    ("hugo", "speed", "words"),
    [
        (cellar(8), 3, "Hugo climbs out of the cellar onto the arrow space"),
        (37, 3, "Hugo lands on the arrow space"),
        (38, 4, "Hugo passes over the arrow space"),
    ],
)
def test_hidden_castle_hugo_speed_says_how_he_reached_the_arrow(hugo, speed, words):
    """hidden-castle.hugo.speed: the step says whether Hugo climbed, landed or walked over."""
    transition = act(position(hugo=hugo, speed=speed), "roll ghost")
    assert first_text(transition, "hugo.speed").startswith(words + ": his speed rises")


def test_hidden_castle_hugo_cellar_steps_first_free_from_the_bottom():
    """hidden-castle.hugo.cellar-steps: captures fill +10, then +9, and so on."""
    state = position(guests={"red-1": 38, "blue-1": 1}, hugo=36, speed=3)
    after = act(state, "roll ghost").state  # 37, 38 (red-1), 39
    assert where(after, "red-1") == cellar(0) and after.points == (20, 10)
    after = act(after, "roll ghost").state  # 0, 1 (blue-1), 2
    assert where(after, "blue-1") == cellar(1) and after.points == (20, 19)


def test_hidden_castle_hugo_cellar_steps_freed_bottom_step_is_reused():
    """hidden-castle.hugo.cellar-steps: once +10 is free again, the next capture goes there."""
    state = position(guests={"red-1": cellar(0), "blue-1": cellar(1)}, roll=1)
    state = act(state, "move red-1 gallery:0").state  # +10 is free again
    assert where(state, "blue-1") == cellar(1)
    after = act(state, "roll ghost").state  # blue's ghost: Hugo 37 -> 38, 39, 0
    assert where(after, "red-1") == cellar(0)
    assert after.points == (20, 10)


def test_hidden_castle_hugo_overflow():
    """hidden-castle.hugo.overflow: with every step taken, a capture goes onto +10 again."""
    guests = {f"red-{k}": cellar(k - 2) for k in range(2, 7)}
    guests |= {f"blue-{k}": cellar(k + 3) for k in range(2, 6)}
    guests["red-1"] = 4
    assert sorted(x for x in guests.values() if x >= CELLAR) == [cellar(s) for s in range(9)]
    transition = act(position(guests=guests, hugo=2), "roll ghost")
    after = transition.state
    assert where(after, "red-1") == cellar(0)
    assert after.points == (20, 10)
    assert R + "hugo.overflow" in step_rules(transition)


def test_hidden_castle_hugo_speed_rises_from_the_next_move():
    """hidden-castle.hugo.speed: passing the arrow raises the speed for the next move."""
    state = position(hugo=38, speed=4)
    transition = act(state, "roll ghost")
    after = transition.state
    assert after.hugo == 2  # 39, 0, 1, 2: this move keeps the old speed
    assert after.speed == 5
    assert R + "hugo.speed" in step_rules(transition)
    after = act(after, "roll ghost").state
    assert after.hugo == 7
    assert after.speed == 5


def test_hidden_castle_hugo_speed_stopping_on_the_arrow():
    """hidden-castle.hugo.speed: stopping on the arrow space raises the speed too."""
    after = act(position(hugo=37, speed=3), "roll ghost").state
    assert after.hugo == 0
    assert after.speed == 4
    again = act(after, "roll ghost").state  # leaving the arrow does not count again
    assert again.hugo == 4
    assert again.speed == 4


@pytest.mark.parametrize(("reading", "speed"), [("seed", 4), ("rulebook", 3)])
def test_hidden_castle_ruling_first_exit_speed(reading, speed):
    """hidden-castle.ruling.first-exit-speed: leaving the cellar raises speed (seed) or not."""
    state = position(hugo=cellar(8), rulings={"first-exit-speed": reading})
    transition = act(state, "roll ghost")
    assert transition.state.hugo == 2
    assert transition.state.speed == speed
    expected = R + ("hugo.speed" if reading == "seed" else "ruling.first-exit-speed")
    assert expected in step_rules(transition)
    # The next time round, the arrow raises the speed under both readings.
    later = position(hugo=38, speed=speed, rulings={"first-exit-speed": reading})
    assert act(later, "roll ghost").state.speed == speed + 1


# ------------------------------------------------------------------------------ end


def test_hidden_castle_end_points():
    """hidden-castle.end.points: reaching 46 spooky points ends the game."""
    state = position(guests={"red-1": 7}, roll=2, points=(45, 12))
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert after.points == (46, 12)
    assert after.phase == "over"
    assert after.ended == R + "end.points"
    outcome = GAME.result(after)
    assert outcome is not None
    assert outcome.rule == R + "end.points"
    assert outcome.winners == (1,)
    assert GAME.legal_actions(after) == []
    assert refusal(after, "roll 1").rule == R + "end.winner"


def test_hidden_castle_end_points_not_yet():
    """hidden-castle.end.points: 45 points do not end the game."""
    state = position(guests={"red-1": 7}, roll=2, points=(44, 12))
    after = act(state, "move red-1 room:armory").state
    assert after.points == (45, 12)
    assert after.phase == "play"
    assert GAME.result(after) is None


def test_hidden_castle_ruling_end_timing():
    """hidden-castle.ruling.end-timing: Hugo finishes his move after someone reaches 46."""
    state = position(guests={"red-1": 38, "blue-1": 39}, hugo=37, points=(40, 10))
    after = act(state, "roll ghost").state
    assert where(after, "red-1") == cellar(0)
    assert where(after, "blue-1") == cellar(1)
    assert after.points == (50, 19)
    assert after.hugo == 40 % 40
    assert after.phase == "over"
    assert after.ended == R + "end.points"


def test_hidden_castle_ruling_end_timing_stop_at_once():
    """hidden-castle.ruling.end-timing: with 'stop-at-once' Hugo stops at the capture to 46."""
    rulings = {"points-end": "stop-at-once"}
    state = position(guests={"red-1": 38, "blue-1": 39}, hugo=37, points=(40, 10), rulings=rulings)
    transition = act(state, "roll ghost")
    after = transition.state
    assert where(after, "red-1") == cellar(0)
    assert where(after, "blue-1") == 39  # further along: the game ended first
    assert after.hugo == 38 and after.points == (50, 10)
    assert after.phase == "over" and after.ended == R + "end.points"
    assert R + "ruling.end-timing" in step_rules(transition)
    assert first_text(transition, "hugo.move") == "Hugo moves 1 of his 3 spaces from space 37."
    assert GAME.from_json(GAME.to_json(after)) == after


def test_hidden_castle_ruling_end_timing_first_ending_is_named():
    """hidden-castle.ruling.end-timing: 46 reached before the arrow at speed 7 names the points."""
    state = position(guests={"red-1": 38, "blue-1": 1}, hugo=37, speed=7, points=(40, 10))
    after = act(state, "roll ghost").state
    assert after.points == (50, 19)  # red caught before the arrow, blue after it
    assert after.ended == R + "end.points"
    later = position(guests={"red-1": 1}, hugo=38, speed=7, points=(40, 10))
    assert act(later, "roll ghost").state.ended == R + "end.speed"


def test_hidden_castle_end_speed():
    """hidden-castle.end.speed: past the arrow at speed 7 Hugo finishes his move, then the end."""
    state = position(guests={"red-1": 39, "blue-1": 1}, hugo=38, speed=7)
    transition = act(state, "roll ghost")
    after = transition.state
    assert after.phase == "over"
    assert after.ended == R + "end.speed"
    assert after.hugo == 5  # 39, 0 (the arrow), then the 5 spaces left: 1 to 5
    assert after.speed == 7
    assert where(after, "red-1") == cellar(0)  # caught on the way to the arrow
    assert where(after, "blue-1") == cellar(1)  # caught after it: the move is finished
    assert after.points == (20, 19)
    outcome = GAME.result(after)
    assert outcome is not None and outcome.rule == R + "end.speed"
    texts = [step.text for step in transition.steps]
    assert first_text(transition, "hugo.move") == "Hugo moves 7 spaces from space 38."
    assert any("passes over the arrow space at speed 7" in text for text in texts)
    assert step_rules(transition)[-2:] == [R + "end.speed", R + "end.winner"]


def test_hidden_castle_end_speed_on_the_last_space():
    """hidden-castle.end.speed: landing on the arrow with his last space ends the game too."""
    transition = act(position(hugo=33, speed=7), "roll ghost")
    assert transition.state.phase == "over" and transition.state.hugo == 0
    assert any("lands on the arrow space at speed 7" in s.text for s in transition.steps)


@pytest.mark.parametrize(
    ("reading", "hugo", "blue"), [("finish-move", 5, cellar(1)), ("stop-on-arrow", 0, 1)]
)
def test_hidden_castle_ruling_speed_end(reading, hugo, blue):
    """hidden-castle.ruling.speed-end: Hugo finishes his last lap (seed), or stops on the arrow."""
    rulings = {"speed-end": reading}
    state = position(guests={"red-1": 39, "blue-1": 1}, hugo=38, speed=7, rulings=rulings)
    transition = act(state, "roll ghost")
    after = transition.state
    assert after.phase == "over" and after.ended == R + "end.speed"
    assert after.hugo == hugo and after.speed == 7
    assert where(after, "red-1") == cellar(0)
    assert where(after, "blue-1") == blue
    first = first_text(transition, "hugo.move")
    if reading == "stop-on-arrow":
        # The move's first step says how far he really went: 2 of his 7 spaces.
        assert first == "Hugo moves 2 of his 7 spaces from space 38."
        assert R + "ruling.speed-end" in step_rules(transition)
        assert after.points == (20, 10)
    else:
        assert first == "Hugo moves 7 spaces from space 38."
        assert R + "ruling.speed-end" not in step_rules(transition)
        assert after.points == (20, 19)
    assert GAME.from_json(GAME.to_json(after)) == after


def test_hidden_castle_end_winner():
    """hidden-castle.end.winner: the fewest spooky points wins."""
    state = position(players=3, hugo=38, speed=7, points=(12, 30, 20))
    outcome = GAME.result(act(state, "roll ghost").state)
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.scores == (12, 30, 20)


@pytest.mark.parametrize(("reading", "winners"), [("share", (0, 2)), ("none", ())])
def test_hidden_castle_ruling_ties(reading, winners):
    """hidden-castle.ruling.ties: tied lowest scores share the win, or nobody wins."""
    state = position(players=3, hugo=38, speed=7, points=(15, 20, 15), rulings={"ties": reading})
    after = act(state, "roll ghost").state
    assert after.phase == "over"
    outcome = GAME.result(after)
    assert outcome is not None
    assert outcome.winners == winners
    assert outcome.scores == (15, 20, 15)


# ------------------------------------------------------------------------------ Midnight Party


def midnight_round_end(round_no: int = 1, points=None, rulings=None):
    """Midnight Party: red-1 (7) is the last gallery guest; a 2 takes it into the Armory.

    Afterwards: red in armory (+1), library, ballroom (−3), abandoned-room (+1), cellar 0
    (10) and 2 (8); blue in fireplace-room, kitchen, banquet-hall (−3), cellar 3 (7), 1 (9)
    and 0 (10). Seven rooms are taken, so the round ends because the gallery is empty.
    """
    guests = {
        "red-1": 7,
        "red-2": room("library", "midnight"),
        "red-3": room("ballroom", "midnight"),
        "red-4": cellar(0),
        "red-5": cellar(2),
        "red-6": room("abandoned-room", "midnight"),
        "blue-1": room("fireplace-room", "midnight"),
        "blue-2": room("kitchen", "midnight"),
        "blue-3": room("banquet-hall", "midnight"),
        "blue-4": cellar(3),
        "blue-5": cellar(1),
        "blue-6": cellar(0),
    }
    state = position(
        side="midnight", guests=guests, roll=2, round=round_no, points=points, rulings=rulings
    )
    return act(state, "move red-1 room:armory")


def test_hidden_castle_midnight_rounds():
    """hidden-castle.midnight.rounds: after the third round the party is over."""
    assert midnight_round_end(1).state.round == 2
    transition = midnight_round_end(3)
    after = transition.state
    assert after.phase == "over"
    assert after.ended == R + "midnight.rounds"
    outcome = GAME.result(after)
    assert outcome is not None
    assert outcome.rule == R + "midnight.rounds"
    assert outcome.winners == (0,)
    assert R + "midnight.rounds" in step_rules(transition)


@pytest.mark.parametrize(("players", "speed"), [(2, 3), (6, 3), (7, 2), (8, 2)])
def test_hidden_castle_midnight_speed(players, speed):
    """hidden-castle.midnight.speed: Hugo moves 3 (2 with 7 or 8 players)."""
    assert GAME.setup(players, variants=(MIDNIGHT_VARIANT,)).speed == speed
    state = position(players=players, side="midnight", hugo=4)
    assert act(state, "roll ghost").state.hugo == 4 + speed


def test_hidden_castle_midnight_speed_cited_when_hugo_moves():
    """Issue 48: at the Midnight Party Hugo's move on the gallery cites his fixed speed."""
    transition = act(position(side="midnight", hugo=4), "roll ghost")
    assert R + "midnight.speed" in step_rules(transition)
    assert "speed stays the same all game long" in " ".join(s.text for s in transition.steps)
    assert R + "midnight.speed" not in step_rules(act(position(hugo=4), "roll ghost"))


def test_hidden_castle_midnight_speed_never_rises():
    """hidden-castle.midnight.speed: passing the arrow does not speed Hugo up."""
    transition = act(position(side="midnight", hugo=38), "roll ghost")
    assert transition.state.hugo == 1
    assert transition.state.speed == 3
    assert R + "hugo.speed" not in step_rules(transition)
    again = act(position(side="midnight", hugo=cellar(6)), "roll ghost").state
    assert again.hugo == 0 and again.speed == 3  # steps 7 and 8, then onto the arrow


def test_hidden_castle_midnight_no_expel():
    """hidden-castle.midnight.no-expel: an occupied room is closed in Midnight Party."""
    guests = {"red-1": 7, "blue-1": room("armory", "midnight")}
    state = position(side="midnight", guests=guests, roll=2)
    assert refusal(state, "move red-1 room:armory").rule == R + "midnight.no-expel"
    assert "move red-1 room:armory" in legal_keys(position(guests=guests, roll=2))


def test_hidden_castle_midnight_cellar_stays():
    """hidden-castle.midnight.cellar-stays: captured guests cannot leave the cellar."""
    state = position(side="midnight", guests={"red-1": 5, "red-2": cellar(0)}, roll=1)
    assert refusal(state, "move red-2 gallery:0").rule == R + "midnight.cellar-stays"
    assert not any(key.startswith("move red-2 ") for key in legal_keys(state))


def midnight_one_gallery_guest(roll: int, **kwargs):
    guests = {
        "red-1": 5,
        "red-2": room("library", "midnight"),
        "red-3": room("chapel", "midnight"),
        "red-4": room("fireplace-room", "midnight"),
        "red-5": cellar(0),
        "red-6": cellar(1),
    }
    return position(side="midnight", guests=guests, roll=roll, **kwargs)


def test_hidden_castle_midnight_optional_move():
    """hidden-castle.midnight.optional-move: with one gallery guest you may stay put."""
    state = midnight_one_gallery_guest(2)
    assert "stay" in legal_keys(state)
    transition = act(state, "stay")
    after = transition.state
    assert after.guests == state.guests
    assert after.current == 1 and after.roll is None
    assert R + "midnight.optional-move" in step_rules(transition)


def test_hidden_castle_midnight_optional_move_not_with_two():
    """hidden-castle.midnight.optional-move: with two gallery guests, you must move."""
    state = position(side="midnight", guests={"red-1": 5, "red-2": 6}, roll=2)
    assert refusal(state, "stay").rule == R + "midnight.optional-move"


def test_hidden_castle_midnight_no_gallery():
    """hidden-castle.midnight.no-gallery: with no gallery guest a number passes the turn."""
    guests = {
        "red-1": room("library", "midnight"),
        "red-2": room("chapel", "midnight"),
        "red-3": room("armory", "midnight"),
        "red-4": cellar(0),
        "red-5": cellar(1),
        "red-6": cellar(2),
    }
    state = position(side="midnight", guests=guests)
    transition = act(state, "roll 4")
    after = transition.state
    assert after.guests == state.guests
    assert after.current == 1
    assert after.roll is None
    assert after.to_move == rules.CHANCE
    assert R + "midnight.no-gallery" in step_rules(transition)


def test_hidden_castle_midnight_cellar_cited_when_a_guest_is_caught():
    """Issue 48: at the Midnight Party a lone guest caught goes to the first free step of the
    −10 to −2 cellar, and that Step cites hidden-castle.midnight.cellar, not the main game's."""
    transition = act(position(side="midnight", guests={"red-1": 6}, hugo=4), "roll ghost")
    assert where(transition.state, "red-1") == cellar(0)
    assert R + "midnight.cellar" in step_rules(transition)
    assert R + "hugo.cellar-steps" not in step_rules(transition)
    main = act(position(guests={"red-1": 6}, hugo=4), "roll ghost")
    assert R + "hugo.cellar-steps" in step_rules(main)


def test_hidden_castle_midnight_cellar_capture_scores_later():
    """hidden-castle.midnight.cellar: a capture scores nothing at once."""
    state = position(side="midnight", guests={"red-1": 38}, hugo=37)
    after = act(state, "roll ghost").state
    assert where(after, "red-1") == cellar(0)
    assert after.points == (10, 10)
    stop = position(side="midnight", guests={"red-1": 35}, hugo=37, roll=2)
    after = act(stop, "move red-1 gallery:37").state
    assert where(after, "red-1") == cellar(0)
    assert after.points == (10, 10)


def test_hidden_castle_midnight_cellar_rooms_score_later():
    """hidden-castle.midnight.cellar: entering a shield room scores nothing at once."""
    state = position(side="midnight", guests={"red-1": 20}, roll=2, points=(12, 10), round=2)
    after = act(state, "move red-1 room:ballroom").state
    assert where(after, "red-1") == room("ballroom", "midnight")
    assert after.points == (12, 10)


def test_hidden_castle_midnight_round_end_gallery_empty():
    """hidden-castle.midnight.round-end: the round ends when no guest is left in the gallery."""
    transition = midnight_round_end()
    rules_seen = step_rules(transition)
    assert R + "midnight.round-end" in rules_seen
    assert rules_seen.index(R + "midnight.round-end") < rules_seen.index(R + "midnight.scoring")
    assert R + "midnight.reset" in rules_seen
    assert transition.state.round == 2


def test_hidden_castle_midnight_round_end_rooms_full():
    """hidden-castle.midnight.round-end: all rooms full sends gallery guests to −2."""
    guests = {
        "red-1": 7,
        "red-2": room("library", "midnight"),
        "red-3": room("chapel", "midnight"),
        "red-4": room("fireplace-room", "midnight"),
        "red-5": room("kitchen", "midnight"),
        "red-6": room("bedchamber", "midnight"),
        "blue-1": room("ballroom", "midnight"),
        "blue-2": room("banquet-hall", "midnight"),
        "blue-3": room("abandoned-room", "midnight"),
        "blue-4": cellar(0),
        "blue-5": cellar(1),
        "blue-6": 30,
    }
    state = position(side="midnight", guests=guests, roll=2)
    transition = act(state, "move red-1 room:armory")
    after = transition.state
    assert R + "midnight.round-end" in step_rules(transition)
    assert where(after, "blue-6") == cellar(8)
    # red: 10 + 1 (armory); blue: 10 + 2 (−2 step) + 10 + 9 − 3 − 3 + 1 (abandoned room)
    assert after.points == (11, 26)
    assert after.phase == "replace"
    assert after.queue[-1] == guest_index(after, "blue-6")


def test_hidden_castle_midnight_scoring():
    """hidden-castle.midnight.scoring: cellar values, +1 red rooms, −3 green rooms."""
    transition = midnight_round_end()
    # red: 10 + 1 (armory) + 1 (abandoned) + 10 + 8 − 3 (ballroom) = 27
    # blue: 10 + 7 + 9 + 10 − 3 (banquet hall) = 33
    assert transition.state.points == (27, 33)
    assert step_rules(transition).count(R + "midnight.scoring") == 2


def test_hidden_castle_midnight_scoring_green_floor():
    """hidden-castle.midnight.scoring: green rooms never take a score below 0."""
    guests = {
        "red-1": 7,
        "red-2": room("ballroom", "midnight"),
        "red-3": room("banquet-hall", "midnight"),
        "red-4": room("library", "midnight"),
        "red-5": room("chapel", "midnight"),
        "red-6": room("kitchen", "midnight"),
    }
    guests |= {f"blue-{k}": cellar(k - 1) for k in range(1, 7)}
    state = position(side="midnight", guests=guests, roll=2, points=(4, 0), round=2)
    after = act(state, "move red-1 room:armory").state
    # red: 4 + 1 (armory) = 5, then −3 and −3 stop at 0; blue: six cellar steps
    assert after.points == (0, 10 + 9 + 8 + 7 + 6 + 5)


def test_hidden_castle_midnight_reset():
    """hidden-castle.midnight.reset: rooms empty onto doors, cellar guests queue, Hugo back."""
    after = midnight_round_end().state
    assert after.phase == "replace"
    assert after.round == 2
    assert after.hugo == cellar(0)
    assert after.current == 1  # blue has the most points (33 against 27)
    doors = {
        "red-1": 8,
        "red-2": 2,
        "red-3": 21,
        "red-6": 35,
        "blue-1": 12,
        "blue-2": 16,
        "blue-3": 26,
    }
    assert {gid: where(after, gid) for gid in doors} == doors
    # Bottom step first; on the shared −10 step blue (more points) places first.
    order = ["blue-6", "red-4", "blue-5", "red-5", "blue-4"]
    assert [GAME.guest_id(after, g) for g in after.queue] == order
    assert after.to_move == 1
    placing = after
    for space in (8, 5, 6, 7, 9):
        placing = act(placing, f"place gallery:{space}").state
    assert placing.phase == "play"
    assert placing.current == 1
    assert placing.to_move == rules.CHANCE
    assert where(placing, "blue-6") == 8 and where(placing, "red-1") == 8


@pytest.mark.parametrize(
    ("reading", "starter", "first"), [("earlier-seat", 0, "red-4"), ("turn-order", 1, "blue-6")]
)
def test_hidden_castle_ruling_midnight_order(reading, starter, first):
    """hidden-castle.ruling.midnight-order: equal points: the earlier seat goes first, or
    turn order carries on after the seat whose move ended the round (here Red's)."""
    rulings = {"midnight-ties": reading}
    transition = midnight_round_end(2, points=(16, 10), rulings=rulings)
    after = transition.state  # red 33, blue 33 after scoring
    assert after.points == (33, 33)
    assert after.current == starter
    queue = [GAME.guest_id(after, g) for g in after.queue]
    assert queue[:2] == [first, ({"red-4", "blue-6"} - {first}).pop()]
    reset = next(s.text for s in transition.steps if s.rule == R + "midnight.reset")
    name = render(GAME.seat_name(starter))
    assert f"{name} (Red and Blue tie on the most points, 33; {name} is the" in reset
    assert GAME.from_json(GAME.to_json(after)) == after


@pytest.mark.parametrize("reading", ["any-space", "empty-space"])
def test_hidden_castle_ruling_midnight_replace(reading):
    """hidden-castle.ruling.midnight-replace: a guest comes back onto any gallery space, or
    (with 'empty-space') only onto one nobody stands on."""
    after = midnight_round_end(rulings={"midnight-replace": reading}).state
    assert after.phase == "replace" and where(after, "red-1") == 8  # out of the Armory
    keys = legal_keys(after)
    if reading == "any-space":
        assert "place gallery:8" in keys and len(keys) == GAME.board.gallery
        assert where(act(after, "place gallery:8").state, "blue-6") == 8
    else:
        assert refusal(after, "place gallery:8").rule == R + "ruling.midnight-replace"
        taken = {loc for loc in after.guests if 0 <= loc < ROOM}
        assert keys == {f"place gallery:{x}" for x in range(GAME.board.gallery)} - {
            f"place gallery:{x}" for x in taken
        }


def test_hidden_castle_ruling_midnight_room_exit():
    """hidden-castle.ruling.midnight-room-exit: by default guests may leave rooms; "stay" not."""
    guests = {"red-1": room("armory", "midnight"), "red-2": 5}
    allowed = position(side="midnight", guests=guests, roll=1)
    assert where(act(allowed, "move red-1 gallery:8").state, "red-1") == 8
    stay = position(side="midnight", guests=guests, roll=1, rulings={"midnight-room-exit": "stay"})
    assert refusal(stay, "move red-1 gallery:8").rule == R + "ruling.midnight-room-exit"
    assert not any(key.startswith("move red-1 ") for key in legal_keys(stay))


# ------------------------------------------------------------------------------ rule ids


def test_hidden_castle_rule_ids_are_rulebook_sections():
    """hidden-castle.turn: the turn rule, variants and rulings all cite rulebook sections."""
    assert GAME.turn_rule in GAME.rulebook
    for variant in GAME.info.variants:
        assert variant.section in GAME.rulebook
    for option in GAME.info.rulings:
        assert option.section in GAME.rulebook
        assert GAME.rulebook.section(option.section).kind == "ruling"


def test_hidden_castle_ruling_texts_name_the_setup_choices_in_words():
    """Each ruling section names its Setup option by its title and the readings by the words
    the Setup tab shows, never by command syntax."""
    for option in GAME.info.rulings:
        section = GAME.rulebook.section(option.section)
        other = next(c for c in option.choices if c != option.default)
        title, default, alternative = map(
            render, (option.title, option.label(option.default), option.label(other))
        )
        assert f"*{title}* set to '{default}'" in section.text
        assert f"choose '{alternative}' under *{title}*" in section.alternative
        for text in (section.text, section.alternative):
            assert "rulings=" not in text and "--ruling" not in text, option.name


def test_hidden_castle_turn_unreadable_action_cites_a_section():
    """hidden-castle.turn: even a key that means nothing is refused with a rulebook section."""
    state = position(guests={"red-1": 4}, roll=2)
    ruling = GAME.why_illegal(state, "move red-1 room:nowhere")
    assert ruling is not None
    assert ruling.rule in GAME.rulebook


def test_hidden_castle_data_colours():
    """hidden-castle.data.colours: seats take red, blue, turquoise, ... purple in order."""
    state = GAME.setup(8)
    firsts = [GAME.guest_id(state, seat * state.per_player) for seat in range(8)]
    assert firsts == [
        "red-1", "blue-1", "turquoise-1", "yellow-1",
        "black-1", "green-1", "white-1", "purple-1",
    ]  # fmt: skip
    assert GAME.rulebook.section(R + "data.colours").example
