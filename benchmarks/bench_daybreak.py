"""Daybreak: random games per second, `apply` per action, and the team's win rate per bot.

A random team starts projects, tucks cards and takes actions at random, and says "done" at
random too, so it rarely brings emissions down and loses (mostly to Communities in Crisis)
within a few rounds; the heuristic team (rules/daybreak/bots.py) rates every action one step
ahead for the whole table. Every card drawn and every die rolled counts as an action.
"""

from __future__ import annotations

import time
from collections import Counter

from common import apply_report, apply_times, timed_games

import rules
from rules.core.bots import make_bots, play_one

GAME = rules.load_game("daybreak")


def team_record(bot: str, players: int, games: int) -> tuple[float, Counter, float]:
    """The team's win share, what ended the games, and seconds per game."""
    ended: Counter = Counter()
    started = time.perf_counter()
    for seed in range(games):
        result = play_one(GAME, players, seed, make_bots(GAME, [bot], players)).result
        ended[GAME.rulebook.section(result.rule).title] += 1
    seconds = (time.perf_counter() - started) / games
    return ended["Winning"] / games, ended, seconds


def main() -> None:
    seconds, actions = timed_games(GAME, 1000, 4, explain=False)
    print(
        f"1,000 complete 4-player random games (no explanations): {seconds:.2f} s "
        f"({1000 / seconds:,.0f} games/s, {actions / 1000:.1f} actions per game)"
    )
    for explain in (False, True):
        print(apply_report(apply_times(GAME, 10, 4, explain), explain))
    for bot in ("random", "heuristic"):
        for players in (1, 2, 3, 4):
            share, ended, per_game = team_record(bot, players, 100)
            endings = ", ".join(f"{title} {count}" for title, count in ended.most_common())
            print(
                f"{bot} x {players}: the team wins {share:.0%} of 100 games "
                f"({per_game * 1000:.0f} ms a game); {endings}"
            )


if __name__ == "__main__":
    main()
