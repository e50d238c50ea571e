"""The end of The Mushroom Eaters stops the turn's flow by itself (issue 47, third round): the
rule that ends the game drops every task left, so the core need not ask between automatic tasks
whether the game has ended, and does not."""

from __future__ import annotations

import random
from dataclasses import replace

import rules
from rules.core.bots import make_bots, playout
from rules.mushroom_eaters.table import LAST

GAME = rules.load_game("mushroom-eaters")


def test_the_end_drops_the_tasks_left_and_nothing_runs_after_it():
    state = GAME.setup(4, seed=3)
    waiting = (("next",), ("series", 3), ("next",))  # automatic tasks queued behind the end
    play = GAME.Play(replace(state, pawn=LAST, tasks=waiting, current=1))
    GAME.run_flow(play)
    assert play.ended == "end" and play.tasks == [] and play.current == 1


def test_the_core_runs_the_flow_without_asking_for_the_end():
    assert not GAME._ends_midturn


def test_every_game_ends_with_no_task_left():
    for players, seed in ((4, 0), (2, 1), (3, 2)):
        bots = make_bots(GAME, ["heuristic"], players)
        *_, (_, _, last) = playout(GAME, GAME.setup(players, seed=seed), bots, random.Random(seed))
        assert last.state.ended == "end" and last.state.tasks == ()
        assert last.state.to_move is None
