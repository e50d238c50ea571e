"""The Mushroom Eaters: random games per second by player count, `apply` per action with and
without Steps, and the heuristic bot (rules/mushroom_eaters/bots.py) against two random bots.

Every die roll and card or token draw is a chance node and counts as an action. Small counts
by default: the machine is shared (`python benchmarks/bench_mushroom_eaters.py 100` for more).
"""

from __future__ import annotations

import sys
import time

from common import apply_report, apply_times, random_games_line

import rules
from rules.core.bots import make_bots, play_one

GAME = rules.load_game("mushroom-eaters")


def heuristic_record(games: int) -> tuple[int, float]:
    """Wins of the heuristic bot in seat 1 over ``games`` three-player games against two
    random bots (a random seat would win about a third of them)."""
    wins = 0
    started = time.perf_counter()
    for seed in range(games):
        bots = make_bots(GAME, ["heuristic", "random", "random"], 3)
        wins += 0 in play_one(GAME, 3, seed, bots).result.winners
    return wins, (time.perf_counter() - started) / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for players in (2, 3, 4, 5):
        print(random_games_line(GAME, games, players))
    for explain in (False, True):
        print(apply_report(apply_times(GAME, 5, 3, explain), explain))
    count = max(6, games // 2)
    wins, per_game = heuristic_record(count)
    print(f"heuristic vs two random (3 players): {wins} of {count} won, {per_game:.2f} s per game")


if __name__ == "__main__":
    main()
