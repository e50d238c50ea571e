"""Vrienden on real tasks (issue 45): the state holds its tasks, the core's turn flow says what
is due, and the phase and the draws owed are read off the tasks (saved files still name them).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from rules.core import CHANCE, StateError
from rules.vrienden.state import FLOW, VriendenState

GAME = rules.load_game("vrienden")
R = "vrienden."


def _random_states(seed: int, players: int = 3):
    state = GAME.setup(players, seed=seed, variants=("yin-yang", "objectives"))
    rng = random.Random(seed)
    while GAME.result(state) is None:
        yield state
        state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state
    yield state


def test_vrienden_turn_the_tasks_are_the_state_and_the_phase_is_read_off_them():
    names = {f.name for f in dataclasses.fields(VriendenState)}
    assert "tasks" in names and not {"phase", "refill"} & names
    for state in _random_states(1):
        tasks = state.tasks
        draws = tuple(t for t in tasks if t[0] == "draw")
        assert state.refill == tuple((t[1], t[2]) for t in draws)
        if GAME.result(state) is not None:
            assert tasks == () and state.phase == "over" and state.to_move is None
            continue
        # Only draws owed, then one decision: no automatic task waits in a position.
        assert tasks == (*draws, (state.phase,))
        assert not FLOW.automatic & {t[0] for t in tasks}
        assert GAME.front_task(state) == tasks[0][0]
        assert state.to_move == (CHANCE if draws else state.current)


def test_vrienden_receive_refill_is_an_automatic_task_run_once_the_turn_has_passed_on():
    """The take's flow is refilled after the end of the turn (the next player is named first):
    at the Step that passes the turn on, the refill is a task still to do, not draws owed."""
    state = GAME.setup(2, seed=0)
    take = next(a for a in GAME.legal_actions(state) if a.kind == "take")
    steps = GAME.apply(state, take).steps
    turn = next(s for s in steps if s.rule == R + "turn")
    assert turn.state.current == 1 and turn.state.refill == ()
    assert turn.state.tasks[0][0] == "refill"
    owed = steps[-1].state
    assert owed.refill and owed.tasks[: len(owed.refill)] == tuple(
        ("draw", f, i) for f, i in owed.refill
    )


def test_vrienden_turn_a_position_with_a_task_of_the_rules_left_waiting_is_refused():
    state = GAME.setup(2, seed=0)
    waiting = dataclasses.replace(state, tasks=(("next-seat",), ("play",)))
    with pytest.raises(StateError, match="phase"):
        GAME.check_position(waiting)


def test_vrienden_turn_a_save_names_the_phase_and_the_draws_owed_as_it_always_did():
    """Saves keep format 1: the phase and the spaces waiting for a draw, read into tasks."""
    state = GAME.setup(2, seed=0)
    take = next(a for a in GAME.legal_actions(state) if a.kind == "take")
    owed = GAME.apply(state, take, explain=False).state
    saved = GAME.to_json(owed)
    assert saved["format"] == 1 and saved["phase"] == "play" and saved["refill"]
    assert "tasks" not in saved
    loaded = GAME.from_json(saved)
    assert loaded == owed and loaded.tasks == (
        *(("draw", f - 1, i - 1) for f, i in saved["refill"]),
        ("play",),
    )
    finished = dict(saved, phase="over", ended=R + "end.round")
    with pytest.raises(StateError, match="refill"):  # draws owed in a finished game
        GAME.from_json(finished)
