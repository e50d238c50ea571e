"""Escape from the Hidden Castle: complete random games per second, and `apply` per action.

Target (issue 2): 1,000 complete 4-player random games in at most 2 s on one core.
"""

from __future__ import annotations

from common import apply_report, apply_times, timed_games

import rules

GAME = rules.load_game("escape-from-the-hidden-castle")


def main() -> None:
    seconds, actions = timed_games(GAME, 1000, 4, explain=False, repeats=3)
    print(
        f"1,000 complete 4-player random games (bots, no explanations): {seconds:.2f} s "
        f"({1000 / seconds:,.0f} games/s, {actions / 1000:.1f} actions per game; target <= 2 s)"
    )
    seconds_x, _ = timed_games(GAME, 1000, 4, explain=True)
    print(f"the same 1,000 games with every Step explained: {seconds_x:.2f} s")
    for players in (2, 8):
        s, a = timed_games(GAME, 300, players, explain=False)
        print(f"{players} players: {300 / s:,.0f} games/s ({a / 300:.1f} actions per game)")
    for explain in (False, True):
        print(apply_report(apply_times(GAME, 200, 4, explain), explain))


if __name__ == "__main__":
    main()
