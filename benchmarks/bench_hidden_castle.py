"""Escape from the Hidden Castle: complete random games per second, and `apply` per action.

Target (issue 2): 1,000 complete 4-player random games in at most 2 s on one core.
"""

from __future__ import annotations

import random
import statistics
import time

import rules
from rules import CHANCE

GAME = rules.load_game("escape-from-the-hidden-castle")


def random_game(seed: int, players: int, explain: bool) -> int:
    """One complete game between random bots; returns the number of actions."""
    state = GAME.setup(players, seed=seed)
    rng = random.Random(seed)
    count = 0
    while state.to_move is not None:
        if state.to_move == CHANCE:
            action = GAME.sample_chance(state)
        else:
            action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action, explain=explain).state
        count += 1
    return count


def games_per_second(n: int, players: int, explain: bool, repeats: int = 3) -> tuple[float, int]:
    best = float("inf")
    actions = 0
    for _ in range(repeats):
        started = time.perf_counter()
        actions = sum(random_game(seed, players, explain) for seed in range(n))
        best = min(best, time.perf_counter() - started)
    return best, actions


def apply_times(games: int, explain: bool) -> list[float]:
    """Seconds per `apply` call, over every action of ``games`` recorded games."""
    pairs = []
    for seed in range(games):
        state = GAME.setup(4, seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            if state.to_move == CHANCE:
                action = GAME.sample_chance(state)
            else:
                action = rng.choice(GAME.legal_actions(state))
            pairs.append((state, action))
            state = GAME.apply(state, action, explain=False).state
    times = []
    for state, action in pairs:
        GAME.legal_actions(state)  # warm the legality cache, as a bot's loop does
        started = time.perf_counter()
        GAME.apply(state, action, explain=explain)
        times.append(time.perf_counter() - started)
    return times


def main() -> None:
    seconds, actions = games_per_second(1000, 4, explain=False)
    print(
        f"1,000 complete 4-player random games (bots, no explanations): {seconds:.2f} s "
        f"({1000 / seconds:,.0f} games/s, {actions / 1000:.1f} actions per game; target <= 2 s)"
    )
    seconds_x, _ = games_per_second(1000, 4, explain=True, repeats=1)
    print(f"the same 1,000 games with every Step explained: {seconds_x:.2f} s")
    for players in (2, 8):
        s, a = games_per_second(300, players, explain=False, repeats=1)
        print(f"{players} players: {300 / s:,.0f} games/s ({a / 300:.1f} actions per game)")
    for explain in (False, True):
        times = apply_times(200, explain)
        label = "with Steps" if explain else "bots (no Steps)"
        print(
            f"apply, {label}: median {statistics.median(times) * 1e6:.1f} us, "
            f"mean {statistics.fmean(times) * 1e6:.1f} us, "
            f"p99 {sorted(times)[int(len(times) * 0.99)] * 1e6:.1f} us per action"
        )
