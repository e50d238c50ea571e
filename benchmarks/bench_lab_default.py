"""The Lab's default run: what a learner waits for on pressing Run without changing anything.

As the Lab tab (explorer/panels/lab.py) plays it: 200 games, seeded 0..199, at the game's
smallest table (the session's players, which start at the game's least), the heuristic bot in
the first seat (the first bot the game offers if it has none) and random bots in the others,
the default variants and readings, each game through ``play_stepwise`` with the Lab's action
limit, every record added to a ``Summary``. CPU seconds (``time.process_time``): this
machine's wall clock moves by a third within minutes when others share it.

    python benchmarks/bench_lab_default.py [slug ...] [--games N]
"""

from __future__ import annotations

import argparse
import time

import rules
from rules.core.bots import available_bots, make_bots, play_stepwise, run_to_end
from rules.core.simulate import Summary

#: The Lab's default number of games and its action limit per game (explorer/panels/lab.py:
#: ``games`` and ``GAME_LIMIT``), copied so that the benchmark needs no widgets.
DEFAULT_GAMES = 200
GAME_LIMIT = 20_000


def lab_default(slug: str, games: int = DEFAULT_GAMES) -> tuple[float, Summary]:
    """CPU seconds of the Lab's default run of ``slug`` and its summary."""
    game = rules.load_game(slug)
    players = game.info.players[0]
    names = list(available_bots(game))
    first = "heuristic" if "heuristic" in names else names[0]
    bot_names = [first] + ["random"] * (players - 1)
    bots = make_bots(game, bot_names, players)
    summary = Summary(players=players, bots=bot_names)
    started = time.process_time()
    for seed in range(games):
        steps = play_stepwise(game, players, seed, bots, (), {}, limit=GAME_LIMIT)
        summary.add(run_to_end(steps))
    return time.process_time() - started, summary


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slugs", nargs="*", default=rules.available_games())
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    args = parser.parse_args([] if argv is None and __name__ != "__main__" else argv)
    for slug in args.slugs:
        seconds, summary = lab_default(slug, args.games)
        first = summary.wins[0] / max(summary.games, 1) if summary.wins else 0.0
        print(
            f"{slug}: Lab default, {summary.games} games, {summary.players} players "
            f"({', '.join(summary.bots)}): {seconds:.2f} CPU s, "
            f"{summary.actions / max(summary.games, 1):.1f} actions per game, "
            f"first seat wins {first:.1%}"
        )


if __name__ == "__main__":
    main()
