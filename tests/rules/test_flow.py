"""The shared turn flow, tested once for every game: who acts, chains, several players, runs."""

from __future__ import annotations

import pytest

from rules import CHANCE
from rules.core.flow import (
    AUTO,
    RANDOM,
    SEAT,
    TaskKind,
    TurnFlow,
    for_each,
    pop,
    push,
    turn_order,
)

FLOW = TurnFlow(
    [
        TaskKind("act"),
        TaskKind("draw", RANDOM),
        TaskKind("answer", SEAT),
        TaskKind("end", AUTO),
        TaskKind("score", AUTO),
    ]
)


class Play:
    def __init__(self, tasks, current=0, players=3):
        self.tasks = list(tasks)
        self.current = current
        self.players = players
        self.done: list[str] = []
        self.ended = False


def test_who_acts_follows_from_the_front_task():
    assert FLOW.to_move([("act",), ("end",)], current=2) == 2
    assert FLOW.to_move([("draw",)], current=2) == CHANCE
    assert FLOW.to_move([("answer", 1), ("act",)], current=2) == 1
    assert FLOW.to_move([], current=2) is None


def test_a_chain_is_tasks_pushed_in_front_in_order():
    tasks = [("act",), ("end",)]
    push(tasks, ("draw",), ("answer", 1))
    assert tasks == [("draw",), ("answer", 1), ("act",), ("end",)]
    assert pop(tasks) == ("draw",) and tasks[0] == ("answer", 1)


def test_several_players_decide_in_turn_order_from_a_seat():
    assert turn_order(2, 4) == (2, 3, 0, 1)
    tasks = list(for_each("answer", turn_order(1, 3), "trade"))
    assert tasks == [("answer", 1, "trade"), ("answer", 2, "trade"), ("answer", 0, "trade")]
    seen = []
    while tasks:
        seen.append(FLOW.to_move(tasks, current=1))
        pop(tasks)
    assert seen == [1, 2, 0]


def test_run_carries_out_automatic_tasks_until_a_decision_or_chance():
    def end(play, task):
        pop(play.tasks)
        play.done.append("end")
        play.current = (play.current + 1) % play.players
        push(play.tasks, ("score",), ("act",), ("end",))

    def score(play, task):
        pop(play.tasks)
        play.done.append("score")

    play = Play([("end",)])
    FLOW.run(play, {"end": end, "score": score})
    assert play.done == ["end", "score"] and play.tasks[0] == ("act",) and play.current == 1
    chance = Play([("end",), ("draw",)])
    FLOW.run(chance, {"end": lambda p, t: pop(p.tasks)})
    assert chance.tasks == [("draw",)]


def test_run_stops_when_the_game_ends():
    def end(play, task):
        pop(play.tasks)
        play.ended = True

    play = Play([("end",), ("score",)])
    FLOW.run(play, {"end": end, "score": pytest.fail}, stop=lambda p: p.ended)
    assert play.tasks == [("score",)]


def test_a_loaded_task_is_checked_against_the_games_kinds():
    assert FLOW.check(("act",)) is None
    assert "not a task" in FLOW.check(("fly",))
    assert "names the seat" in FLOW.check(("answer",))
    assert "names the seat" in FLOW.check(("answer", False))  # JSON's false is no seat
    assert FLOW.check(("answer", 1)) is None
    assert "list starting with its name" in FLOW.check(())
    with pytest.raises(ValueError, match="actor must be"):
        TaskKind("x", "someone")


def test_the_end_check_is_asked_once_before_each_task_and_once_at_the_end():
    """``run`` with a ``stop`` says whether it stopped, so the caller (``run_flow``) asks the
    game's end check no second time (issue 47: it was asked twice after every action)."""
    asked: list[int] = []

    def stop(play):
        asked.append(len(play.tasks))
        return play.ended

    def end(play, task):
        play.tasks.pop(0)

    waiting = Play([("act",), ("end",)])
    assert FLOW.run(waiting, {"end": end}, stop) is False
    assert asked == [2]  # failed before: asked again by the caller
    asked.clear()
    emptied = Play([("end",), ("end",)])
    assert FLOW.run(emptied, {"end": end}, stop) is False
    assert asked == [2, 1, 0] and emptied.tasks == []
    asked.clear()
    over = Play([("end",), ("act",)])
    over.ended = True
    assert FLOW.run(over, {"end": end}, stop) is True
    assert asked == [2] and over.tasks == [("end",), ("act",)]
