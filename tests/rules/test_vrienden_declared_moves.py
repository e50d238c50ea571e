"""Vrienden on the declared-move core (issue 45): what the port relies on beyond the shared
contract tests.

Every move is a declaration the core runs (legal list, why-not, keys, dispatch); the take,
channel and move rules are each one check that both the legal list and the why-not ask, and the
game's own fast lists (receiving.py's tables, the feasible channels, the owed moves) list
exactly what those checks pass. Keys read as they were always written, and a key written
otherwise means nothing.
"""

from __future__ import annotations

import itertools
import random

import pytest

import rules
from rules.core.messages import render
from rules.core.moves import DeclaredGame
from rules.vrienden import names as nm
from rules.vrienden.engine import Vrienden
from rules.vrienden.names import COLOURS, EMPTY, row_id

GAME = rules.load_game("vrienden")
R = "vrienden."
OTHER_READINGS = {
    "white-take": "expansion",
    "colour-limit": "off",
    "bubbles": "bubbles-too",
    "refill": "when-empty",
    "earth": "any",
    "move-once": "free",
    "harmonized": "movable",
}


def positions(seeds=range(6)):
    """Every position of random games, 2 to 4 players, with and without the modules, some
    with the other readings."""
    for seed in seeds:
        variants = ((), ("yin-yang",), ("objectives",))[seed % 3]
        rulings = {"round-limit": "30", **(OTHER_READINGS if seed % 2 else {})}
        state = GAME.setup(2 + seed % 3, seed=seed, variants=variants, rulings=rulings)
        rng = random.Random(seed)
        while GAME.result(state) is None:
            yield state
            state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state


def test_vrienden_moves_are_declarations_the_core_runs():
    assert isinstance(GAME, DeclaredGame)
    for hook in ("_apply", "_explain_illegal", "parse_action", "_legal", "_legal_map"):
        assert hook not in vars(Vrienden), f"Vrienden still has its own {hook}"
    assert {move.kind for move in GAME.moves} == set(GAME.action_kinds)


def test_vrienden_every_listed_key_reads_back_as_the_same_move_and_passes_its_check():
    seen = set()
    for state in positions():
        front = GAME.front_task(state)
        for action in GAME.legal_actions(state):
            move, parts = GAME.read_key(action.key)
            assert move.grammar.write(parts) == action.key
            assert move.kind == action.kind and front in move.tasks
            assert move._check(GAME, state, *parts) is None, action.key
            assert render(move._label(GAME, *parts)) == render(action.name)
            seen.add(move.kind)
    # Inspiration space 8 (a black in the earth, then a pick) is rare in random games.
    assert seen >= set(GAME.action_kinds) - {"pick"}


def _take_keys(state):
    """Every take of one to three distinct colours a flow shows, to every place energy can
    be received on, in board order and reversed."""
    for f, flow in enumerate(state.flows):
        present = sorted({x for x in flow if x != EMPTY})
        for n in (1, 2, 3):
            for chosen in itertools.combinations(present, n):
                for target in range(8):
                    names = [COLOURS[c] for c in chosen]
                    yield f"take flow:{f + 1} {','.join(names)} to {row_id(target)}"
                    if n > 1:
                        yield f"take flow:{f + 1} {','.join(reversed(names))} to {row_id(target)}"


def test_vrienden_receive_the_takes_listed_are_exactly_those_the_take_check_passes():
    """receiving.py's tables (by flow, colour choice and room) and ``take_check`` are the same
    rules: every take a flow offers is listed exactly when the check passes it, and a take
    naming its colours out of board order is refused saying so when the right order is legal."""
    checked = 0
    for state in itertools.islice(positions(), 0, None, 3):
        if GAME.front_task(state) != "play":
            continue
        legal = {a.key for a in GAME.legal_actions(state)}
        for key in _take_keys(state):
            move, parts = GAME.read_key(key)
            refusal = move._check(GAME, state, *parts)
            assert (refusal is None) == (key in legal), key
            if refusal is not None:
                assert GAME.why_illegal(state, key).rule == refusal.rule
                if refusal.rule == R + "turn":  # the order of the colours
                    ordered = GAME.take_move.grammar.write(
                        (parts[0], tuple(sorted(parts[1])), parts[2])
                    )
                    said = render(refusal.message)
                    assert ordered in legal and ordered not in said  # words, never a key
                    names = [render(nm.colour(c)) for c in sorted(parts[1])]
                    assert all(name in said for name in names), said
            checked += 1
    assert checked > 1000


def test_vrienden_channel_the_spaces_and_moves_listed_are_exactly_those_the_checks_pass():
    """The feasible channels (shared by boards of one shape) and the owed moves are listed
    exactly when ``channel_check`` and ``move_check`` pass them."""
    rows = [row_id(r) for r in range(9)]
    for state in itertools.islice(positions(), 0, None, 2):
        front = GAME.front_task(state)
        legal = {a.key for a in GAME.legal_actions(state)}
        if front == "play":
            keys = [f"channel {i}" for i in range(1, 9)]
        elif front == "channel":
            keys = [f"move {c} {s} {d}" for c in COLOURS for s in rows for d in rows]
        else:
            continue
        for key in keys:
            move, parts = GAME.read_key(key)
            assert (move._check(GAME, state, *parts) is None) == (key in legal), key


def test_vrienden_meditate_is_one_kind_of_move_with_two_key_shapes():
    state = GAME.setup(2, seed=0)
    look, alone = GAME.parse_action("meditate green"), GAME.parse_action("meditate")
    assert look.kind == alone.kind == "meditate"
    assert "meditate green" in {a.key for a in GAME.legal_actions(state)}
    ruling = GAME.why_illegal(state, "meditate")
    assert ruling.rule == R + "meditate.look"


@pytest.mark.parametrize("key", ["draw  red", "draw red ", " draw red", "meditate  green"])
def test_vrienden_turn_a_key_written_otherwise_than_the_game_writes_it_means_nothing(key):
    """Before the port a key with a doubled or a trailing space was read as the move and then
    refused for a reason it did not have: at a draw, 'draw  red' was told the bag held no red
    energy while it held some."""
    state = GAME.setup(2, seed=0)
    while not state.refill:  # a maya space waits for a draw from the bag
        state = GAME.apply(state, GAME.legal_actions(state)[0], explain=False).state
    assert state.bag[COLOURS.index("red")]
    with pytest.raises(ValueError, match="is not an action of Vrienden"):
        GAME.parse_action(key)
    ruling = GAME.why_illegal(state, key)
    assert ruling.rule == R + "turn" and "not an action of Vrienden" in render(ruling.message)


def test_the_names_others_import_from_the_engine_are_still_there():
    """The split by job (issue 45's size goal, tests/rules/test_rules_sizes.py) keeps them."""
    from rules.vrienden.engine import Play, channel_text  # noqa: F401
