"""Vrienden (Chakra): complete random games per second, and `apply` per action.

Target (issue 4): 1,000 random games in at most 2 s on one core. Random games end by the rules
under the default rulings: random players soon put their inspiration tokens into notches, and
the game ends when nobody can harmonize another chakra (`vrienden.ruling.blocked`); the
longest of 240 random games took 79, 111 and 137 actions at 2, 3 and 4 players. The runs
below still pass the simulation tool `vrienden.ruling.round-limit` (30 rounds for the main
figure, 100 for the longer one), which such games rarely reach, so that the figures compare
with earlier runs. `bench_lab.py vrienden` is the figure of record for the heuristic bots
(1,000 games, a heuristic bot in every seat, default rulings).
"""

from __future__ import annotations

import statistics
import time

from common import apply_report, apply_times, timed_games

import rules
from rules.core.bots import make_bots, play_one

GAME = rules.load_game("vrienden")
SHORT = {"round-limit": "30"}


def timed(n: int, players: int, explain: bool, rulings=SHORT, repeats=1) -> tuple[float, int]:
    return timed_games(GAME, n, players, explain, rulings, repeats)


def main() -> None:
    seconds, actions = timed(1000, 4, explain=False, repeats=3)
    print(
        f"1,000 complete 4-player random games, round limit 30 (bots, no explanations), best of "
        f"3: "
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
        print(apply_report(apply_times(GAME, 40, 4, explain, SHORT), explain))


if __name__ == "__main__":
    main()
