"""O Inconsciente's turn lists its declarations as the rule says, however quickly it pairs the
pieces (issue 47): over the turns of seeded games, every piece alone on each free space of an
action the player has no piece on, then every pair of pieces on spaces of two different
actions that the player's ideas and Brilliant Ideas can pay for, in that order; and resting
is offered only when nothing else is."""

from __future__ import annotations

import random

from rules.core.bots import make_bots, next_action
from rules.o_inconsciente.effects import ACTIONS

from .o_inconsciente_helpers import GAME, edit, per_seat


def _turns():
    found = []
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        bots = make_bots(GAME, ["random"], players)
        rng = random.Random(seed)
        state = GAME.setup(players, seed=seed)
        while state.to_move is not None:
            if state.tasks[0][0] == "turn":
                found.append(state)
            state = GAME.apply(state, next_action(GAME, state, bots, rng), explain=False).state
    return found


TURNS = _turns()


def declarations_by_the_rule(state):
    p = state.current
    mine = {ACTIONS[i] for i, v in enumerate(state.table) if v >= 0 and v // 2 == p}
    have = [letter for letter, n in (("i", state.ideas[p]), ("b", state.brilliant[p])) if n]
    singles = [
        (letter, i)
        for i, v in enumerate(state.table)
        if v == -1 and ACTIONS[i] not in mine
        for letter in have
    ]
    pairs = [
        (first, second)
        for a, first in enumerate(singles)
        for second in singles[a + 1 :]
        if ACTIONS[first[1]] != ACTIONS[second[1]]
        and [first[0], second[0]].count("i") <= state.ideas[p]
        and [first[0], second[0]].count("b") <= state.brilliant[p]
    ]
    return [((piece,),) for piece in singles] + [(pair,) for pair in pairs]


def test_the_declarations_listed_are_the_rule_s_in_its_order():
    paired = 0
    for state in TURNS:
        listed = GAME._declare_options.made_afresh(GAME, state)
        assert listed == declarations_by_the_rule(state)
        paired += any(len(pieces) == 2 for (pieces,) in listed)
    assert len(TURNS) > 100 and paired > 50


def test_resting_is_offered_only_when_the_turn_has_nothing_else():
    rested = 0
    for state in TURNS:
        others = [a for a in GAME.legal_actions(state) if a.kind == "turn" and a.key != "rest"]
        rests = GAME._rest_options(state)
        assert rests == ([] if others else [()])
        rested += bool(rests)
    assert rested == 0  # the bots' games never rest: a turn with nothing else is made below
    state = TURNS[len(TURNS) // 2]
    p = state.current
    idle = edit(
        state,
        ideas=per_seat(state.ideas, p, 0),
        brilliant=per_seat(state.brilliant, p, 0),
        table=tuple(-1 if v >= 0 and v // 2 == p else v for v in state.table),
        treated=(0, 1),
    )
    assert [a.key for a in GAME.legal_actions(idle) if a.kind == "turn"] == ["rest"]
