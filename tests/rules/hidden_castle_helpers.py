"""Helpers to build Escape from the Hidden Castle positions for the rule tests.

A position is a normal ``CastleState`` made from ``game.setup`` with the placement skipped
(``dataclasses.replace``), so that each test states only the pieces it is about. Every
position is checked with ``GAME.check_position`` (the positions the rules can reach) before a
test uses it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import pytest

import rules
from rules.escape_from_the_hidden_castle.state import (
    CELLAR,
    DOOR,
    HAND,
    ROOM,
    CastleState,
    tasks_for,
)

SLUG = "escape-from-the-hidden-castle"
GAME = rules.load_game(SLUG)
MIDNIGHT_VARIANT = "midnight-party"
SIDES = {"main": "hugo", "midnight": "midnight-party"}

# Gallery spaces where the guests a test does not mention wait, out of the way: no door
# space, not the arrow, and away from spaces 33..12, where most tests put Hugo and the
# rooms they use. Each unmentioned guest gets its own space, in this order.
DRAWS_SO_FAR = 20  # the rolls made before a test position (any number above 0 would do)

PARK = (13, 14, 15, 17, 18, 19, 20, 22, 23, 24, 25, 27, 28, 29, 30, 32)

__all__ = [
    "CELLAR",
    "DOOR",
    "GAME",
    "HAND",
    "MIDNIGHT_VARIANT",
    "PARK",
    "ROOM",
    "act",
    "cellar",
    "guest_index",
    "legal_keys",
    "position",
    "refusal",
    "room",
    "step_rules",
    "where",
]


def room(room_id: str, side: str = "main") -> int:
    """The location of a room, by its id, on the "main" or "midnight" side."""
    rooms = GAME.board.sides[SIDES[side]].rooms
    for index, info in enumerate(rooms):
        if info.id == room_id:
            return ROOM + index
    raise KeyError(f"no room {room_id!r} on the {side} side")


def cellar(step: int) -> int:
    """The location of cellar step ``step`` (0 is the bottom step, +10 or −10)."""
    return CELLAR + step


def guest_index(state: CastleState, gid: str) -> int:
    """The index of guest ``gid`` ("red-1") in ``state.guests``."""
    for g in range(len(state.guests)):
        if GAME.guest_id(state, g) == gid:
            return g
    raise KeyError(f"no guest {gid!r} in a {state.players}-player game")


def where(state: CastleState, gid: str) -> int:
    """The location of guest ``gid``."""
    return state.guests[guest_index(state, gid)]


def position(
    players: int = 2,
    side: str = "main",
    guests: Mapping[str, int] | None = None,
    hugo: int = 37,
    roll: int | None = None,
    current: int = 0,
    points: tuple[int, ...] | None = None,
    speed: int | None = None,
    rulings: Mapping[str, str] | None = None,
    round: int = 1,
    park: tuple[int, ...] = PARK,
) -> CastleState:
    """A play-phase position.

    ``guests`` maps guest ids to locations; the others stand on distinct ``park`` spaces.
    ``points`` and ``speed`` default to the values ``setup`` gives (so a Midnight Party
    position gets its fixed speed and the ``midnight-start`` ruling's points).
    """
    variants = (MIDNIGHT_VARIANT,) if side == "midnight" else ()
    chosen_rulings = dict(rulings or {})
    if side == "main" and hugo < ROOM and speed in (None, GAME.board.start_speed):
        # Under the seed's reading Hugo is at speed 4 once he has climbed onto the gallery;
        # speed 3 there is the rulebook's reading, which differs only on leaving the cellar.
        chosen_rulings.setdefault("first-exit-speed", "rulebook")
    start = GAME.setup(players, seed=0, variants=variants, rulings=chosen_rulings)
    chosen = dict(guests or {})
    locations = []
    free = iter(space for space in park if space not in chosen.values() and space != hugo)
    for g in range(len(start.guests)):
        gid = GAME.guest_id(start, g)
        if gid in chosen:
            locations.append(chosen.pop(gid))
        else:
            locations.append(next(free))
    assert not chosen, f"unknown guests {sorted(chosen)}"
    state = dataclasses.replace(
        start,
        tasks=tasks_for("play", roll, (), start.per_player),
        guests=tuple(locations),
        hugo=hugo,
        current=current,
        points=start.points if points is None else tuple(points),
        speed=start.speed if speed is None else speed,
        round=round,
        # Some rolls have been made in a position of play; the die shows the pending number.
        draws=DRAWS_SO_FAR,
        last_roll="ghost" if roll is None else str(roll),
    )
    GAME.check_position(state)  # a StateError names what a test position gets wrong
    return state


def step_rules(transition: rules.Transition) -> list[str]:
    """The rule ids of a transition's steps, in order."""
    return [step.rule for step in transition.steps]


def act(state: CastleState, *keys: str) -> rules.Transition:
    """Apply the actions ``keys`` in turn; the last transition.

    Every step of every transition must cite a section of the rulebook, and every state
    reached must be consistent.
    """
    assert keys, "act needs at least one action"
    transition = None
    for key in keys:
        transition = GAME.apply(state, key)
        for rule in step_rules(transition):
            assert rule in GAME.rulebook, f"step rule {rule!r} is not a rulebook section"
        state = transition.state
        GAME.check_position(state)  # every position reached is one the rules can reach
    assert transition is not None
    return transition


def refusal(state: CastleState, key: str) -> rules.Ruling:
    """The ruling that refuses ``key``; ``apply`` must raise it and cite a rulebook section."""
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None, f"{key!r} should be illegal"
    with pytest.raises(rules.IllegalAction) as caught:
        GAME.apply(state, key)
    assert caught.value.ruling.rule == ruling.rule
    assert key not in legal_keys(state)
    assert ruling.rule in GAME.rulebook, f"ruling {ruling.rule!r} is not a rulebook section"
    return ruling


def legal_keys(state: CastleState) -> set[str]:
    """The keys of the legal actions."""
    return {action.key for action in GAME.legal_actions(state)}
