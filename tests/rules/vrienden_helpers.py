"""Helpers to build Vrienden positions for the rule tests.

``position`` starts from ``game.setup`` and replaces what a test is about: boards (by place
name), flows, tokens. The bag is recomputed so that energies are conserved, and every
position is checked with the codec's ``consistency_problem`` before a test uses it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import pytest

import rules
from rules.vrienden.codec import ROW_NAMES, consistency_problem
from rules.vrienden.state import CHAKRAS, COLOURS, EMPTY, VriendenState

GAME = rules.load_game("vrienden")
R = "vrienden."


def c(name: str) -> int:
    return COLOURS.index(name)


def board(**places: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """A board from place names (bubbles, purple, ..., red, earth; '_' for '-')."""
    rows = [()] * 9
    for name, items in places.items():
        name = name.replace("_", "-")
        rows[ROW_NAMES.index(name)] = tuple(sorted(c(x) for x in items))
    return tuple(rows)


def position(
    players: int = 2,
    boards: Mapping[int, tuple] | None = None,
    flows: Sequence[Sequence[str | None]] | None = None,
    current: int = 0,
    variants: Sequence[str] = (),
    rulings: Mapping[str, str] | None = None,
    notches: Mapping[int, Sequence[str]] | None = None,
    spaces: Mapping[int, Sequence[int]] | None = None,
    meditation: Mapping[int, Sequence[str]] | None = None,
    plenitude: Sequence[int] | None = None,
    spare: int | None = None,
    **changes,
) -> VriendenState:
    start = GAME.setup(players, seed=0, variants=tuple(variants), rulings=dict(rulings or {}))
    new_boards = list(start.boards)
    for seat, b in (boards or {}).items():
        new_boards[seat] = b
    new_flows = start.flows
    if flows is not None:
        new_flows = tuple(tuple(EMPTY if x is None else c(x) for x in f) for f in flows)
    notch_bits = list(start.notches)
    for seat, names in (notches or {}).items():
        notch_bits[seat] = sum(1 << CHAKRAS.index(n) for n in names)
    space_bits = list(start.spaces)
    for seat, used in (spaces or {}).items():
        space_bits[seat] = sum(1 << (i - 1) for i in used)
    med = list(start.meditation)
    for seat, names in (meditation or {}).items():
        med[seat] = tuple(sorted(CHAKRAS.index(n) for n in names))
    state = dataclasses.replace(
        start,
        boards=tuple(new_boards),
        flows=new_flows,
        current=current,
        notches=tuple(notch_bits),
        spaces=tuple(space_bits),
        meditation=tuple(med),
        plenitude=tuple(plenitude) if plenitude is not None else start.plenitude,
        spare=spare if spare is not None else start.spare,
        **changes,
    )
    state = dataclasses.replace(state, bag=balanced_bag(state))
    problem = consistency_problem(GAME, state)
    assert problem is None, f"test position is inconsistent: {problem}"
    return state


def balanced_bag(state: VriendenState) -> tuple[int, ...]:
    board_data = GAME.board
    expected = [board_data.per_colour * state.players] * 8 + [
        board_data.white_per_player * state.players if "yin-yang" in state.variants else 0
    ]
    for colour in range(9):
        expected[colour] -= state.discard[colour]
    for flow in state.flows:
        for x in flow:
            if x != EMPTY:
                expected[x] -= 1
    for rows in state.boards:
        for row in rows:
            for x in row:
                expected[x] -= 1
    assert min(expected) >= 0, "more energies in the position than in the game"
    return tuple(expected)


def step_rules(transition: rules.Transition) -> list[str]:
    return [step.rule for step in transition.steps]


def act(state: VriendenState, *keys: str) -> rules.Transition:
    """Apply ``keys`` in turn (chance draws included as keys); the last transition."""
    transition = None
    for key in keys:
        transition = GAME.apply(state, key)
        for rule in step_rules(transition):
            assert rule in GAME.rulebook, f"step rule {rule!r} is not a rulebook section"
        state = transition.state
        problem = consistency_problem(GAME, state)
        assert problem is None, f"{key!r} led to an inconsistent state: {problem}"
    assert transition is not None
    return transition


def refusal(state: VriendenState, key: str) -> rules.Ruling:
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None, f"{key!r} should be illegal"
    with pytest.raises(rules.IllegalAction) as caught:
        GAME.apply(state, key)
    assert caught.value.ruling == ruling
    assert key not in legal_keys(state)
    assert ruling.rule in GAME.rulebook, f"ruling {ruling.rule!r} is not a rulebook section"
    return ruling


def legal_keys(state: VriendenState) -> set[str]:
    return {action.key for action in GAME.legal_actions(state)}


#: The opening of a two-player game set up with seed 4 (the first tutorial's 31 actions, chance
#: draws included): fixed positions for tests of the description and the legal targets.
OPENING_SEED = 4
OPENING = (
    "take flow:2 dark-blue,light-blue,red to bubbles",
    "draw orange",
    "draw orange",
    "draw purple",
    "take flow:3 green,yellow,red to bubbles",
    "draw light-blue",
    "draw red",
    "draw black",
    "take flow:3 red,black to chakra:red",
    "draw yellow",
    "draw light-blue",
    "take flow:1 yellow,orange to chakra:yellow",
    "draw black",
    "draw orange",
    "channel 2",
    "move black chakra:red earth",
    "move dark-blue bubbles chakra:dark-blue",
    "channel 7",
    "move orange chakra:yellow chakra:orange",
    "channel 3",
    "move light-blue bubbles chakra:light-blue",
    "take flow:1 orange,black to chakra:orange",
    "draw dark-blue",
    "draw red",
    "take flow:1 dark-blue,yellow to bubbles",
    "draw green",
    "draw green",
    "channel 2",
    "move red bubbles chakra:purple",
    "move black chakra:orange earth",
    "meditate purple",
)


def opening(actions: int = len(OPENING)) -> VriendenState:
    """The position after the first ``actions`` actions of ``OPENING``."""
    state = GAME.setup(2, seed=OPENING_SEED)
    for key in OPENING[:actions]:
        state = GAME.apply(state, key).state
    return state
