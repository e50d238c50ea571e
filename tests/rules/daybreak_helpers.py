"""Positions for Daybreak's rule tests: a game played to a stage, or a stage set up by hand."""

from __future__ import annotations

from dataclasses import replace

import rules
from rules import CHANCE
from rules.core.bots import random_playout

GAME = rules.load_game("daybreak")


def code(key: str) -> int:
    """The code of a card of any kind, from its key."""
    for table in (GAME.local, GAME.crisis, GAME.globals):
        for card in table:
            if card.key == key:
                return card.code
    raise KeyError(key)


def apply(state, key: str):
    return GAME.apply(state, key)


def rules_of(transition) -> list[str]:
    return [step.rule for step in transition.steps]


def texts_of(transition) -> str:
    return " ".join(step.text for step in transition.steps)


def run_chance(state, prefer: dict[str, str] | None = None):
    """Let chance act until a player decides (``prefer`` maps a chance task to a key)."""
    while state.to_move == CHANCE:
        key = (prefer or {}).get(state.task[0])
        if key is None or GAME.why_illegal(state, key) is not None:
            key = GAME.sample_chance(state).key
        state = GAME.apply(state, key).state
    return state


def at_local(players: int = 4, seed: int = 1, rulings=None):
    """The first Local stage decision of a new game (the team kept the first offered project)."""
    state = GAME.setup(players, seed=seed, rulings=rulings or {})
    state = run_chance(state)
    if state.task[0] == "keep":
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state  # the first offered
    return run_chance(state)


def in_crisis(state, crises=(), bands=1, facedown=0, **changes):
    """``state`` about to roll the Planetary die once in the Crisis stage, with ``crises``
    (keys) face up in play; roll face 1 (Weather, first space, no tipping point) to go on."""
    codes = tuple(code(k) for k in crises)
    deck = tuple(
        c for c in state.crisis_deck + state.crisis_discard + state.crises if c not in codes
    )
    return replace(
        state,
        stage="crisis",
        tasks=(("roll",), ("uncover",)),
        crises=codes,
        crisis_tucks=((),) * len(codes),
        crisis_deck=tuple(sorted(deck)),
        crisis_discard=(),
        facedown=facedown,
        bands=bands,
        **changes,
    )


def only_local(state, seat: int = 0, **changes):
    """``state`` in the Local stage with only ``seat`` still to act before the Emissions stage."""
    return replace(state, stage="local", tasks=(("local", seat), ("emissions",)), **changes)


def set_seat(state, field: str, seat: int, value):
    values = list(getattr(state, field))
    values[seat] = value
    return replace(state, **{field: tuple(values)})


def give(state, seat: int, *keys: str):
    """Cards moved from wherever they are into ``seat``'s hand."""
    codes = [code(k) for k in keys]
    deck = tuple(c for c in state.deck if c not in codes)
    discard = tuple(c for c in state.discard if c not in codes)
    hand = tuple(sorted((*state.hands[seat], *codes)))
    return set_seat(replace(state, deck=deck, discard=discard), "hands", seat, hand)


def finish_round(state, prefer=None):
    """Play on from ``state``: chance as seeded (or preferred), every decision the first legal
    one except 'done' in the Local stage, until the next round's Local stage or the end."""
    start = state.round
    while state.to_move is not None:
        if state.to_move == CHANCE:
            state = run_chance(state, prefer)
            continue
        if state.task[0] == "local" and state.round > start:
            return state
        key = "done" if state.task[0] == "local" else GAME.legal_actions(state)[0].key
        state = GAME.apply(state, key).state
    return state


def finished(players: int = 2, seed: int = 3, rulings=None):
    """The last position of a seeded game between random players (the game is over)."""
    last = GAME.setup(players, seed=seed, rulings=rulings or {})
    limit = GAME.action_limit(players)
    for _, _, transition in random_playout(GAME, players, seed, (), rulings or {}, limit=limit):
        last = transition.state
    assert last.ended
    return last
