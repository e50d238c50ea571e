"""What every game's benchmark measures the same way: random games, and `apply` per action."""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping
from typing import Any

from rules.core import Game
from rules.core.bots import random_playout


def random_game(
    game: Game, seed: int, players: int, explain: bool, rulings: Mapping[str, str] | None = None
) -> int:
    """One complete game between random bots; returns the number of actions."""
    return sum(1 for _ in random_playout(game, players, seed, rulings=rulings, explain=explain))


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


def random_games_line(game: Game, n: int, players: int) -> str:
    """``n`` random games of ``players`` players, timed, in one line."""
    seconds, actions = timed_games(game, n, players, explain=False)
    return (
        f"{n} random {players}-player games: {seconds:.2f} s "
        f"({n / seconds:,.1f} games/s, {actions / n:.0f} actions per game)"
    )


def apply_times(
    game: Game, games: int, players: int, explain: bool, rulings: Mapping[str, str] | None = None
) -> list[float]:
    """Seconds per `apply` call, over every action of ``games`` recorded random games."""
    pairs: list[tuple[Any, Any]] = [
        (state, action)
        for seed in range(games)
        for state, action, _ in random_playout(game, players, seed, rulings=rulings)
    ]
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
