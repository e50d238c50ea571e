"""Vrienden (Chakra): complete random games per second, and `apply` per action.

Target (issue 4): 1,000 random games in at most 2 s on one core. Random bots almost never
harmonize five chakras, and the rules (the default, `round-limit = none`) have no round limit,
so the random games here pass the simulation tool `vrienden.ruling.round-limit` explicitly:
30 rounds for the main figure, 100 for the longer one. Games between heuristic bots end by the
rules.
"""

from __future__ import annotations

import random
import statistics
import time

import rules
from rules import CHANCE
from rules.core.bots import make_bots, play_one

GAME = rules.load_game("vrienden")
SHORT = {"round-limit": "30"}


def random_game(seed: int, players: int, explain: bool, rulings=SHORT) -> int:
    state = GAME.setup(players, seed=seed, rulings=rulings)
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


def timed(n: int, players: int, explain: bool, rulings=SHORT) -> tuple[float, int]:
    started = time.perf_counter()
    actions = sum(random_game(seed, players, explain, rulings) for seed in range(n))
    return time.perf_counter() - started, actions


def apply_times(games: int, explain: bool) -> list[float]:
    pairs = []
    for seed in range(games):
        state = GAME.setup(4, seed=seed, rulings=SHORT)
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
    seconds, actions = timed(1000, 4, explain=False)
    print(
        f"1,000 complete 4-player random games, round limit 30 (bots, no explanations): "
        f"{seconds:.2f} s ({1000 / seconds:,.0f} games/s, {actions / 1000:.1f} actions per game;"
        " target <= 2 s)"
    )
    seconds, actions = timed(200, 4, explain=False, rulings={"round-limit": "100"})
    print(
        f"200 random 4-player games with round limit 100: {seconds:.2f} s "
        f"({actions / 200:.1f} actions per game)"
    )
    seconds_x, _ = timed(200, 4, explain=True)
    print(f"200 of the round-limit-30 games with every Step explained: {seconds_x:.2f} s")
    bots = make_bots(GAME, ["heuristic"], 4)
    started = time.perf_counter()
    records = [play_one(GAME, 4, seed, bots) for seed in range(20)]
    spent = time.perf_counter() - started
    ended = sum(r.result.rule == "vrienden.end.round" for r in records)
    print(
        f"20 games of four heuristic bots: {spent:.2f} s, {ended}/20 ended by five harmonized "
        f"chakras, {statistics.fmean(r.actions for r in records):.0f} actions per game"
    )
    for explain in (False, True):
        times = apply_times(40, explain)
        label = "with Steps" if explain else "bots (no Steps)"
        print(
            f"apply, {label}: median {statistics.median(times) * 1e6:.1f} us, "
            f"mean {statistics.fmean(times) * 1e6:.1f} us, "
            f"p99 {sorted(times)[int(len(times) * 0.99)] * 1e6:.1f} us per action"
        )


if __name__ == "__main__":
    main()
