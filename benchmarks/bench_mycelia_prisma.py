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


def seat_wins(players: int, bot: str, games: int) -> int:
    """Games ``bot`` wins (a shared win counts) against random players, taking each seat in
    turn so that no seat's advantage is counted for it."""
    wins = 0
    for seed in range(games):
        seat = seed % players
        names = ["random"] * players
        names[seat] = bot
        record = play_one(GAME, players, seed, make_bots(GAME, names, players))
        wins += seat in record.result.winners
    return wins


def heuristic_wins(games: int) -> None:
    for players in (2, 3, 4):
        for bot in ("heuristic", "random"):
            wins = seat_wins(players, bot, games)
            print(f"{players}p {bot} against random players: {wins}/{games} wins")
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
