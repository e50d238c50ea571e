"""Helpers to build Mycelia: Prisma positions for the rule tests.

``position`` starts from ``game.setup`` and replaces what a test is about, naming cards by
their keys ("mushroom", "marasmius", "lux"): hands, gift areas, discard piles, known tops
of the draw piles, the showcase, and the drops of each board. Cards not placed anywhere go to
the market deck (market cards) or out of the game (start cards and gifts; the gift piles
are empty unless given), so cards are conserved, and every position is checked with
``check_position`` before a test starts. By default it is Player 1's turn with an empty
board but for the drops given and an empty showcase; the dewdrops on no board and not on the
shrine are the supply unless ``dew_supply`` is given, and the prism drops on no board and not
on the shrine have left play. A seat whose board is empty has cleared it, so such a position
is in its last round (unless ``cleared`` is given).
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

import rules
from rules import CHANCE
from rules.core import StateError
from rules.mycelia_prisma.laws import expected_cards as _expected_cards

GAME = rules.load_game("mycelia-prisma")
R = "mycelia-prisma."
EMPTY_ROW = (0,) * 20


def k(key: str) -> int:
    return GAME.by_key[key]


def codes(keys: Sequence[str], ordered: bool = False) -> tuple[int, ...]:
    found = tuple(k(x) for x in keys)
    return found if ordered else tuple(sorted(found))


def row(cells: Mapping[int, int] | None) -> tuple[int, ...]:
    out = list(EMPTY_ROW)
    for field, count in (cells or {}).items():
        out[field] = count
    return tuple(out)


def position(
    players: int = 2,
    hands: Mapping[int, Sequence[str]] | None = None,
    gifts: Mapping[int, Sequence[str]] | None = None,
    discards: Mapping[int, Sequence[str]] | None = None,
    tops: Mapping[int, Sequence[str]] | None = None,
    decks: Mapping[int, Sequence[str]] | None = None,
    dew: Mapping[int, Mapping[int, int]] | None = None,
    prism: Mapping[int, Mapping[int, int]] | None = None,
    showcase: Sequence[str | None] | None = None,
    variants: Sequence[str] = (),
    rulings: Mapping[str, str] | None = None,
    seed: int = 1,
    tasks: Sequence[tuple] = (("turn",),),
    **changes,
):
    base = GAME.setup(players, seed=seed, variants=variants, rulings=rulings)
    per_seat = lambda m: tuple(codes((m or {}).get(s, ())) for s in range(players))  # noqa: E731
    ordered = lambda m: tuple(  # noqa: E731
        codes((m or {}).get(s, ()), ordered=True) for s in range(players)
    )
    state = dataclasses.replace(
        base,
        hands=per_seat(hands),
        gifts=ordered(gifts),
        discards=per_seat(discards),
        tops=ordered(tops),
        decks=per_seat(decks),
        dew=tuple(row((dew or {}).get(s)) for s in range(players)),
        prism=tuple(row((prism or {}).get(s)) for s in range(players)),
        showcase=tuple(k(x) if x else 0 for x in showcase) if showcase else (0,) * 5,
        tasks=tuple(tasks),
        played=(),
        **{"piles": ((), (), ()), **changes},
    )
    placed = Counter(_placed(state))
    rest = Counter(_expected_cards(GAME, state)) - placed
    assert not (placed - Counter(_expected_cards(GAME, state))), "more cards than the game has"
    market = [c for c in rest.elements() if GAME.cards[c].kind == "market"]
    others = [c for c in rest.elements() if GAME.cards[c].kind != "market"]
    # Cards a test leaves out that the market deck cannot hold are out of the game.
    # The dewdrops no board and no shrine holds are the supply (conserved).
    supply = changes.get(
        "dew_supply",
        GAME.board.dewdrops - sum(map(sum, state.dew)) - state.shrine + state.shrine_prism,
    )
    per_board = sum(GAME.board.setups["prisma" if state.prisma else "base"][1])
    prism_out = per_board * players - sum(map(sum, state.prism)) - state.shrine_prism
    empty = tuple(s for s in range(players) if not sum(state.dew[s]) + sum(state.prism[s]))
    cleared = changes.get("cleared", empty)
    state = dataclasses.replace(
        state,
        market=tuple(sorted(market)),
        trashed=tuple(sorted(state.trashed + tuple(others))),
        dew_supply=supply,
        prism_out=changes.get("prism_out", prism_out),
        cleared=cleared,
        last_round=changes.get("last_round", bool(cleared)),
    )
    GAME.check_position(state)
    return state


def _placed(s) -> list[int]:
    cards = [c for zone in (s.hands, s.tops, s.decks, s.discards, s.gifts) for z in zone for c in z]
    cards += [*s.played, *s.trashed, *(c for c in s.showcase if c)]
    return cards + [c for p in s.piles for c in p]


def act(state, *keys: str):
    """Apply ``keys`` in turn (explained); the last state and every Step's rule."""
    steps = []
    for key in keys:
        transition = GAME.apply(state, key)
        for step in transition.steps:
            assert step.rule in GAME.rulebook, step.rule
            assert step.text
        steps += transition.steps
        state = transition.state
    return state, [s.rule for s in steps], " ".join(s.text for s in steps)


def settle(state, seen: list | None = None):
    """Let chance decide until a player is to move (or the game is over); the rules that
    fired are added to ``seen``."""
    while state.to_move == CHANCE:
        transition = GAME.apply(state, GAME.sample_chance(state))
        if seen is not None:
            seen += [step.rule for step in transition.steps]
        state = transition.state
    return state


def legal(state) -> list[str]:
    return [a.key for a in GAME.legal_actions(state)]


def refusal(state, key: str, rule: str) -> None:
    """``key`` is refused citing ``rule``, and the state is unchanged."""
    before = GAME.to_json(state)
    ruling = GAME.why_illegal(state, key)
    assert ruling is not None and ruling.rule == R + rule, ruling
    try:
        GAME.apply(state, key)
    except rules.IllegalAction as exc:
        assert exc.ruling == ruling
    else:
        raise AssertionError(f"{key} was applied")
    assert GAME.to_json(state) == before


def refused(doc: dict, field: str) -> None:
    """Loading ``doc`` is refused with a StateError naming ``field`` (or a part of it)."""
    with pytest.raises(StateError) as caught:
        GAME.from_json(json.dumps(doc))
    assert caught.value.field.startswith(field), caught.value
