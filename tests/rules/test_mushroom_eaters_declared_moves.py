"""The Mushroom Eaters on the declared-move core (issue 45): its moves are declarations, keys
are read and written by their grammars, and a number is read only as the game writes it."""

from __future__ import annotations

import random

import pytest

from rules.core import IllegalAction
from rules.core.moves import DeclaredGame

from .mushroom_eaters_helpers import GAME, table


def test_every_kind_of_move_is_a_declaration_the_core_runs():
    own = vars(type(GAME))
    assert isinstance(GAME, DeclaredGame)
    # the legal list, the why-not, key reading and dispatch are the core's, not the game's
    assert not {"_legal", "_explain_illegal", "parse_action", "_apply"} & set(own)
    kinds = {move.kind for move in GAME.moves}
    assert kinds == {"play", "choose", "special", "chance"}


@pytest.mark.parametrize("seed", [0, 1])
def test_every_legal_key_is_read_and_written_back_the_same(seed):
    state, rng = GAME.setup(2 + 3 * seed, seed=seed), random.Random(seed)
    seen = 0
    while GAME.result(state) is None:
        for action in GAME.legal_actions(state):
            move, parts = GAME.read_key(action.key)
            assert move.grammar.write(parts) == action.key
            assert action.kind == move.kind
            seen += 1
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)), explain=False).state
    assert seen > 500


@pytest.mark.parametrize("key", ["play:3a:03:0", "play:3a:3:00", "die:01", "env:-0"])
def test_a_number_written_otherwise_than_the_game_writes_it_is_no_key(key):
    """One key for each move: "03" is not read as 3 (it would name a legal move by a key
    that is not in the legal list, and be refused for no rule)."""
    state = table()
    ruling = GAME.why_illegal(state, key)
    assert ruling.rule == GAME.turn_rule
    assert "is not a number as keys write it" in ruling.text
    with pytest.raises(IllegalAction):
        GAME.apply(state, key)


def test_a_play_refused_names_its_rule_and_leaves_the_state_as_it_was():
    state = table(hands=(("3a", "1a"), *table().hands[1:]), current=0)
    ruling = GAME.why_illegal(state, "play:2a:2:0")
    assert ruling.rule == "mushroom-eaters.turn.play"
    assert "not in the hand" in ruling.text
    with pytest.raises(IllegalAction):
        GAME.apply(state, "play:2a:2:0")
    assert GAME.why_illegal(state, "play:3a:3:0") is None
