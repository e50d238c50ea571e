"""Helpers to build Oasis positions for the rule tests.

``position`` starts from ``game.setup`` and replaces what a test is about, naming cards by
their keys ("7", "7-stage", "compass", "raider"): hands, trails (the cards after the Khalla),
play areas, the Ruins, the decks, the Lair. Cards not placed anywhere go to the Exploration
deck and the Companion deck (or wherever ``rest`` / ``crest`` say), the Equipment piles are
recomputed (an empty pile is closed, as in a real game, under the default reading of ruling
empty-pile), and every position is checked with the codec's ``consistency_problem``, so cards
are conserved before a test starts. By default it is turn 1, ``current``'s mandatory action.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

import rules
from rules.oasis.cards import EQUIPMENT
from rules.oasis.engine import TURN_TASKS
from rules.oasis.invariants import consistency_problem
from rules.oasis.state import EMPTY, OasisState

GAME = rules.load_game("oasis")
R = "oasis."
CARDS = GAME.cards


def k(name: str) -> int:
    """The code of a card key."""
    return CARDS.code_of[name]


def codes(names: Sequence[str]) -> tuple[int, ...]:
    return tuple(sorted(k(n) for n in names))


def names(cards: Sequence[int]) -> list[str]:
    """Card keys of a zone, in the zone's (sorted) order."""
    return [GAME.card_key(c) for c in cards]


def position(
    players: int = 2,
    hands: Mapping[int, Sequence[str]] | None = None,
    trails: Mapping[int, Sequence[str]] | None = None,
    areas: Mapping[int, Sequence[str]] | None = None,
    ruins: Sequence[str] | None = None,
    deck: Sequence[str] | None = None,
    cdeck: Sequence[str] | None = None,
    cdiscard: Sequence[str] = (),
    lair: Sequence[str | None] | None = None,
    current: int = 0,
    tasks: Sequence[tuple] = TURN_TASKS,
    rulings: Mapping[str, str] | None = None,
    rest: str | int = "deck",
    crest: str = "cdeck",
    **changes,
) -> OasisState:
    """A position in the middle of a game. Hands not named are empty.

    ``rest``: where the Journey cards placed nowhere else go ("deck", "ruins" or a seat's
    hand); ``crest``: the same for Companions ("cdeck" or "cdiscard")."""
    start = GAME.setup(players, seed=0, rulings=dict(rulings or {}))
    hand_codes = [codes((hands or {}).get(s, ())) for s in range(players)]
    trail_codes = [
        (CARDS.khalla, *(k(n) for n in (trails or {}).get(s, ()))) for s in range(players)
    ]
    area_codes = [codes((areas or {}).get(s, ())) for s in range(players)]
    lair_codes = (
        tuple(EMPTY if n is None else k(n) for n in (lair if lair is not None else []))
        or start.lair
    )
    zones = {
        "deck": list(codes(deck or ())),
        "ruins": list(codes(ruins if ruins is not None else ["0"])),
        "cdeck": list(codes(cdeck or ())),
        "cdiscard": list(codes(cdiscard)),
    }
    placed: Counter[int] = Counter()
    for zone in (*hand_codes, *trail_codes, *area_codes, *zones.values()):
        placed.update(zone)
    placed.update(c for c in lair_codes if c != EMPTY)
    totals = GAME.totals(start)
    supply = []
    for item in EQUIPMENT:
        code = CARDS.equipment[item]
        left = totals[code] - placed[code]
        assert left >= 0, f"more {item} cards in the position than in the game"
        supply.append(left)
    journey_rest = [c for c in CARDS.journey_codes for _ in range(totals[c] - placed[c])]
    companion_rest = [c for c in CARDS.companion_codes for _ in range(totals[c] - placed[c])]
    assert all(totals[c] >= placed[c] for c in range(len(totals))), "too many copies of a card"
    if deck is None or rest != "deck":
        if isinstance(rest, int):
            hand_codes[rest] = tuple(sorted((*hand_codes[rest], *journey_rest)))
        else:
            zones[rest] += journey_rest
    elif journey_rest:
        raise AssertionError("deck given: say where the other Journey cards go (rest=...)")
    if cdeck is None or crest != "cdeck":
        zones[crest] += companion_rest
    elif companion_rest:
        raise AssertionError("cdeck given: the other Companions go to crest='cdiscard'")
    if start.ruling("empty-pile") == "closed":  # piles that ran out stay closed
        empty = frozenset(item for item, pile in zip(EQUIPMENT, supply, strict=True) if not pile)
        changes.setdefault("closed", empty)
    state = dataclasses.replace(
        start,
        current=current,
        turn=1,
        tasks=tuple(tasks),
        hands=tuple(hand_codes),
        trails=tuple(trail_codes),
        areas=tuple(area_codes),
        lair=lair_codes,
        supply=tuple(supply),
        **{name: tuple(sorted(cards)) for name, cards in zones.items()},
        **changes,
    )
    problem = consistency_problem(GAME, state)
    assert problem is None, f"test position is inconsistent: {problem}"
    return state


def step_rules(transition: rules.Transition) -> list[str]:
    return [step.rule for step in transition.steps]


def act(state: OasisState, *keys: str) -> rules.Transition:
    """Apply ``keys`` in turn (chance draws included as keys); the last transition.

    A detailed key at the mandatory action (``recycle 7``, ``equip map``, ``travel 12``,
    ``recruit lair:1``) is preceded by the action it needs named first (``GAME.lead_in``:
    ``recycle``, ``equip``, ...), as one click does in the explorer, so a test can follow a
    rulebook example card by card. The naming must be legal too; the transition returned is
    the detailed key's own. Tests of the naming itself give the bare key (``act(s, "equip")``).
    """
    transition = None
    for key in keys:
        lead = GAME.lead_in(state, GAME.parse_action(key))
        for one in (lead.key, key) if lead is not None else (key,):
            transition = GAME.apply(state, one)
            for rule in step_rules(transition):
                assert rule in GAME.rulebook, f"step rule {rule!r} is not a rulebook section"
            state = transition.state
            problem = consistency_problem(GAME, state)
            assert problem is None, f"{one!r} led to an inconsistent state: {problem}"
    assert transition is not None
    return transition


def refusal(state: OasisState, key: str) -> rules.Ruling:
    """The Ruling refusing ``key``: the same from why_illegal and apply, state unchanged."""
    before = GAME.to_json(state)
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None, f"{key!r} should be illegal"
    with pytest.raises(rules.IllegalAction) as caught:
        GAME.apply(state, key)
    assert caught.value.ruling == ruling
    assert key not in legal_keys(state)
    assert ruling.rule in GAME.rulebook, f"ruling {ruling.rule!r} is not a rulebook section"
    assert GAME.to_json(state) == before
    return ruling


def legal_keys(state: OasisState) -> set[str]:
    return {action.key for action in GAME.legal_actions(state)}


def named_keys(state: OasisState, verb: str) -> set[str]:
    """The legal keys once the mandatory action ``verb`` is named: its task's choices."""
    return legal_keys(act(state, verb).state)


def texts(transition: rules.Transition) -> str:
    return "\n".join(step.text for step in transition.steps)
