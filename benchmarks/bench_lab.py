"""What the Lab feels like: 1,000 games with the game's heuristic bot in every seat.

The figure of record for every game (issue "One core for seven games"): the Lab is where users
run thousands of games, with the bots they would choose, so this replaces "1,000 random games"
as the speed target. One process, one core (run it under `taskset -c 0` to pin it); games are
seeded 0..n-1 and the bots see only their own view, as in the Lab.

    python benchmarks/bench_lab.py [slug ...] [--games N] [--players P]
"""

from __future__ import annotations

import argparse
import time

import rules
from rules.core.bots import available_bots, make_bots, play_one


def heuristic_games(slug: str, games: int, players: int | None = None) -> tuple[float, float, str]:
    """CPU seconds for ``games`` games with the heuristic bot (or random, if the game has none)
    in every seat, the mean number of actions, and the bot used. CPU time, not wall time: this
    machine's wall clock moves by a third within minutes when others share it."""
    game = rules.load_game(slug)
    low, high = game.info.players
    players = max(low, min(high, players or 4))
    name = "heuristic" if "heuristic" in available_bots(game) else "random"
    bots = make_bots(game, [name], players)
    started = time.process_time()
    actions = sum(play_one(game, players, seed, bots).actions for seed in range(games))
    return time.process_time() - started, actions / games, f"{players} x {name}"


def main(argv: list[str] | None = None) -> None:
    """Run as a script it reads the command line; `make bench` calls it with none."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slugs", nargs="*", default=rules.available_games())
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args([] if argv is None and __name__ != "__main__" else argv)
    for slug in args.slugs:
        seconds, mean, bots = heuristic_games(slug, args.games, args.players)
        print(
            f"{slug}: {args.games:,} games, {bots}: {seconds:.2f} CPU s "
            f"({args.games / seconds:,.1f} games/s, {mean:.1f} actions per game)"
        )


if __name__ == "__main__":
    main()
