"""O Inconsciente: random games per second by player count, `apply` per action, and the
heuristic bot (rules/o_inconsciente/bots.py) against the random bot in two-player games.

Every draw from a deck is a chance node and counts as an action. Small counts by default: the
machine is shared (`python benchmarks/bench_o_inconsciente.py 200` for more games).
"""

from __future__ import annotations

import random
import sys
import time

from common import apply_report, apply_times, random_games_line

import rules
from rules.core.bots import make_bots, playout

GAME = rules.load_game("o-inconsciente")


def heuristic_record(games: int) -> tuple[int, float]:
    """Wins of the heuristic bot over ``games`` two-player games, seats alternating."""
    wins = 0
    started = time.perf_counter()
    for seed in range(games):
        names = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        state = GAME.setup(2, seed=seed)
        bots = make_bots(GAME, names, 2)
        for _, _, transition in playout(GAME, state, bots, random.Random(seed), explain=False):
            state = transition.state
        wins += names.index("heuristic") in GAME.result(state).winners
    return wins, (time.perf_counter() - started) / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    for players in (2, 3, 4):
        print(random_games_line(GAME, games, players))
    for explain in (False, True):
        print(apply_report(apply_times(GAME, 5, 3, explain), explain))
    wins, per_game = heuristic_record(max(10, games // 5))
    print(
        f"heuristic vs random (2 players): {wins} of {max(10, games // 5)} won, "
        f"{per_game:.2f} s per game"
    )


if __name__ == "__main__":
    main()
