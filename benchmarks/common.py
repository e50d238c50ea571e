"""What every game's benchmark measures the same way: random games, and `apply` per action."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Mapping
from typing import Any

from rules import CHANCE
from rules.core import Game


def random_game(
    game: Game, seed: int, players: int, explain: bool, rulings: Mapping[str, str] | None = None
) -> int:
    """One complete game between random bots; returns the number of actions."""
    state = game.setup(players, seed=seed, rulings=dict(rulings or {}))
    rng = random.Random(seed)
    count = 0
    while state.to_move is not None:
        if state.to_move == CHANCE:
            action = game.sample_chance(state)
        else:
            action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action, explain=explain).state
        count += 1
    return count


def timed_games(
    game: Game,
    n: int,
    players: int,
    explain: bool,
    rulings: Mapping[str, str] | None = None,
    repeats: int = 1,
) -> tuple[float, int]:
    """Best time over ``repeats`` for ``n`` random games, and the actions of one batch."""
    best, actions = float("inf"), 0
    for _ in range(repeats):
        started = time.perf_counter()
        actions = sum(random_game(game, seed, players, explain, rulings) for seed in range(n))
        best = min(best, time.perf_counter() - started)
    return best, actions


def apply_times(
    game: Game, games: int, players: int, explain: bool, rulings: Mapping[str, str] | None = None
) -> list[float]:
    """Seconds per `apply` call, over every action of ``games`` recorded random games."""
    pairs: list[tuple[Any, Any]] = []
    for seed in range(games):
        state = game.setup(players, seed=seed, rulings=dict(rulings or {}))
        rng = random.Random(seed)
        while state.to_move is not None:
            if state.to_move == CHANCE:
                action = game.sample_chance(state)
            else:
                action = rng.choice(game.legal_actions(state))
            pairs.append((state, action))
            state = game.apply(state, action, explain=False).state
    times = []
    for state, action in pairs:
        game.legal_actions(state)  # warm the legality cache, as a bot's loop does
        started = time.perf_counter()
        game.apply(state, action, explain=explain)
        times.append(time.perf_counter() - started)
    return times


def apply_report(times: list[float], explain: bool) -> str:
    label = "with Steps" if explain else "bots (no Steps)"
    return (
        f"apply, {label}: median {statistics.median(times) * 1e6:.1f} us, "
        f"mean {statistics.fmean(times) * 1e6:.1f} us, "
        f"p99 {sorted(times)[int(len(times) * 0.99)] * 1e6:.1f} us per action"
    )
