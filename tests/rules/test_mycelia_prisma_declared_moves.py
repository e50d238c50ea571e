"""Mycelia: Prisma on the declared-move core (issue 45): what the game keeps of its own
(marked '# core:' in rules/mycelia_prisma/) still does what the code before the port did."""

from __future__ import annotations

import random

from rules.core.moves import by_kind
from tests.rules.mycelia_prisma_helpers import GAME, R, act, legal, position, refusal


def test_a_drop_task_under_virga_lists_each_fields_moves_then_its_removal():
    """gift.virga with the rulebook's reading of ruling.abilities: a Move may stay a Move, so
    each field offers its moves and its removal side by side, field by field (the order the
    game always gave; the core alone would list every move before every removal)."""
    state = position(hands={0: ["mushroom"]}, gifts={0: ["virga"]}, dew={0: {0: 1, 1: 1}})
    state, _, _ = act(state, "play-mushroom")
    keys = legal(state)
    assert keys == [
        "move-0-5-d", "move-0-1-d", "remove-0-d",
        "move-1-6-d", "move-1-0-d", "move-1-2-d", "remove-1-d",
        "skip",
    ]  # fmt: skip
    for key in keys:  # every one of them passes the one check the why-not asks
        assert GAME.why_illegal(state, key) is None, key


def test_an_action_card_taken_or_given_up_off_its_task_is_refused_naming_the_letter():
    """prisma.action-limit: 'grant' and 'drop' are refused off their task with the letter in
    the sentence (the core's "not now" is told no key parts)."""
    state = position(hands={0: ["leaf"]})
    for key, letter in (("grant-f", "f"), ("drop-b", "b")):
        refusal(state, key, "prisma.action-limit")
        assert f" {letter}" in GAME.why_illegal(state, key).text


def test_the_last_round_ends_the_game_once_the_last_player_has_played():
    """base.end: the game's end of the last round is not taken for the core's end of an
    action (it was shadowed by it when the port named both 'finish')."""
    state = position(hands={1: ["marasmius"]}, dew={0: {0: 3}, 1: {0: 1}}, current=1)
    state, _, _ = act(state, "play-marasmius", "remove-0-d", "skip", "end")
    while not state.ended:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    assert GAME.result(state).winners == (1,)
    assert GAME.why_illegal(state, "end").rule == R + "base.end"


def test_every_listed_key_reads_back_as_the_same_move_label_and_kind():
    moves = by_kind(GAME.moves)
    rng = random.Random(3)
    state = GAME.setup(3, seed=3)
    for _ in range(600):
        if GAME.result(state) is not None:
            break
        for action in GAME.legal_actions(state):
            again = GAME.parse_action(action.key)
            assert (again.key, again.kind, again.label) == (action.key, action.kind, action.label)
            assert action.kind in moves
        state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state
