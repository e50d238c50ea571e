"""Oasis: complete random games per second, and `apply` per action.

Once a target: 1,000 random 4-player games in at most 2 s on one core. A random scout names
one of the mandatory actions its hand allows, then picks its card, so a 4-player game ends
when the Exploration deck runs out (or someone stumbles onto the Oasis) after about 330
actions, more with fewer scouts. Every chance draw (Journey cards, Companions, Lair refills,
Pillage grabs) counts as an action. Bots and explained games run the same rules (the quick
path for bots was removed when Oasis moved onto the shared core); bots skip only the Step
sentences. The 2 s target is retired: the Lab figure (bench_lab.py) is the one of record.
"""

from __future__ import annotations

from common import apply_report, apply_times, timed_games

import rules

GAME = rules.load_game("oasis")


def main() -> None:
    seconds, actions = timed_games(GAME, 1000, 4, explain=False, repeats=3)
    print(
        f"1,000 complete 4-player random games, bots (no explanations), best of 3: "
        f"{seconds:.2f} s ({1000 / seconds:,.0f} games/s, {actions / 1000:.1f} actions per game;"
        " a yardstick now: the Lab figure is bench_lab.py)"
    )
    seconds_x, _ = timed_games(GAME, 100, 4, explain=True)
    print(f"100 of those games with every Step explained: {seconds_x:.2f} s")
    for players in (2, 3):
        seconds, actions = timed_games(GAME, 200, players, explain=False)
        print(
            f"200 {players}-player random games: {seconds:.2f} s ({200 / seconds:,.0f} games/s, "
            f"{actions / 200:.1f} actions per game)"
        )
    for explain in (False, True):
        print(apply_report(apply_times(GAME, 10, 4, explain), explain))


if __name__ == "__main__":
    main()
