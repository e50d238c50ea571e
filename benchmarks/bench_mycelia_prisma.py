"""Mycelia: Prisma: random games per second, and the heuristic bot's win rate against random
players and (solo) against Gwidyon. Small by default: `python benchmarks/bench_mycelia_prisma.py
[games]`."""

from __future__ import annotations

import sys
import time

import rules
from rules.core.bots import make_bots, play_one, random_playout

GAME = rules.load_game("mycelia-prisma")


def random_speed(games: int) -> None:
    for players in (1, 2, 4):
        start, actions = time.perf_counter(), 0
        for seed in range(games):
            actions += sum(1 for _ in random_playout(GAME, players, seed, (), {}, False, 20_000))
        spent = time.perf_counter() - start
        print(
            f"{players}p random: {games / spent:.1f} games/s, {actions / games:.0f} actions a game"
        )


def heuristic_wins(games: int) -> None:
    for players in (2, 3, 4):
        names = ["heuristic"] + ["random"] * (players - 1)
        wins = sum(
            0 in play_one(GAME, players, seed, make_bots(GAME, names, players)).result.winners
            for seed in range(games)
        )
        print(f"{players}p heuristic in seat 1 against random: {wins}/{games} wins")
    for name in ("heuristic", "random"):
        wins = sum(
            bool(play_one(GAME, 1, seed, make_bots(GAME, [name], 1)).result.winners)
            for seed in range(games)
        )
        print(f"solo {name} against Gwidyon: {wins}/{games} wins")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    random_speed(count)
    heuristic_wins(count)
