"""How well each game's heuristic bot plays: the yardstick that speed work on the bots must hold.

Issue "The Lab at a thousand games in seconds" asks for faster bots that play at least as well,
measured before and after. For each game, the same seeded games are played twice:

- competitive games: one seat (going round the table with the seed) holds a random bot, then the
  heuristic bot, the other seats random both times; the figure is the share of games that seat
  won (a shared win counts its share);
- cooperative games (Daybreak): every seat random, then every seat heuristic; the figure is the
  team's share of wins.

    python benchmarks/bench_bot_strength.py [slug ...] [--games N] [--players P]

It prints one line per game; run it on the commit before a change and after, with the same
arguments, and compare the heuristic figures (the random figures must be equal, as the games and
the random bots are the same).
"""

from __future__ import annotations

import argparse

import rules
from rules.core.bots import available_bots, make_bots, play_one


def seat_share(result, seat: int) -> float:
    """What a finished game gives ``seat``: a win alone 1, a shared win its share, and in a
    cooperative game the team's result."""
    if result.team:
        return float(result.team_won)
    return 1 / len(result.winners) if seat in result.winners else 0.0


def strength(slug: str, games: int, players: int) -> tuple[float, float, bool, int]:
    """The measured seat's (or team's) share of wins with a random bot and with the heuristic
    bot, whether the game is cooperative, and the number of players used."""
    game = rules.load_game(slug)
    low, high = game.info.players
    players = max(low, min(high, players))
    limit = game.action_limit(players)

    def share(lineup) -> tuple[float, bool]:
        total, team = 0.0, False
        for seed in range(games):
            seat = seed % players
            bots = make_bots(game, lineup(seat), players)
            result = play_one(game, players, seed, bots, limit=limit).result
            total += seat_share(result, seat)
            team = bool(result.team)
        return total / games, team

    random_share, team = share(lambda seat: ["random"] * players)
    if team:
        heuristic_share, _ = share(lambda seat: ["heuristic"] * players)
    else:
        heuristic_share, _ = share(
            lambda seat: ["heuristic" if s == seat else "random" for s in range(players)]
        )
    return random_share, heuristic_share, team, players


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    with_heuristic = [
        s for s in rules.available_games() if "heuristic" in available_bots(rules.load_game(s))
    ]
    parser.add_argument("slugs", nargs="*", default=with_heuristic)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args([] if argv is None and __name__ != "__main__" else argv)
    for slug in args.slugs:
        random_share, heuristic_share, team, players = strength(slug, args.games, args.players)
        who = "the team" if team else "the measured seat"
        print(
            f"{slug}: {args.games} games, {players} players, {who} wins "
            f"{random_share:.1%} with random bots, {heuristic_share:.1%} with the heuristic"
        )


if __name__ == "__main__":
    main()
