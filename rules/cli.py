"""Command line: `python -m rules list | play | simulate | rulebook`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import available_games, load_game
from .core.bots import GameTooLong, available_bots
from .core.messages import render
from .core.simulate import simulate
from .core.transcript import transcript


def _rulings(pairs: Sequence[str]) -> dict[str, str]:
    chosen = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--ruling expects name=value, got {pair!r}")
        chosen[name] = value
    return chosen


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game slug (see `python -m rules list`)")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument(
        "--bots", default="random", help="bot name, or one per seat, comma-separated"
    )
    parser.add_argument("--variant", action="append", default=[], help="rules variant (repeatable)")
    parser.add_argument(
        "--ruling", action="append", default=[], help="a ruling as name=value (repeatable)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the games, their variants, rulings and bots")
    play = sub.add_parser("play", help="print a bot game as a step-by-step transcript")
    _common(play)
    play.add_argument("--seed", type=int, default=0)
    sim = sub.add_parser("simulate", help="play many bot games and print statistics")
    _common(sim)
    sim.add_argument("-n", "--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game")
    book = sub.add_parser("rulebook", help="print a game's rulebook")
    book.add_argument("game")
    return parser


def _list() -> None:
    for slug in available_games():
        game = load_game(slug)
        info = game.info
        low, high = info.players
        print(f"{slug}: {info.title} ({low}-{high} players), seed file {info.seed_file}")
        for variant in info.variants:
            print(f"  variant {variant.name}: {render(variant.title)}")
        for ruling in info.rulings:
            print(
                f"  ruling {ruling.name}: {' | '.join(ruling.choices)} (default {ruling.default})"
            )
        print(f"  bots: {', '.join(available_bots(game))}")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "list":
            _list()
            return 0
        game = load_game(args.game)
        if args.command == "rulebook":
            for section in game.rulebook.sections:
                print(f"## {section.title}  [{section.id}]  ({section.source})\n")
                print(section.text + "\n")
            return 0
        players = args.players or game.info.players[0]
        bots = [b.strip() for b in args.bots.split(",") if b.strip()]
        rulings = _rulings(args.ruling)
        if args.command == "play":
            for line in transcript(game, players, args.seed, bots, args.variant, rulings):
                print(line)
        else:
            summary = simulate(game, players, args.games, bots, args.seed, args.variant, rulings)
            print(summary.report())
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except GameTooLong as exc:
        print(f"error: {exc}; {_bounding_hint(game)}", file=sys.stderr)
        return 1
    return 0


def _bounding_hint(game) -> str:
    """What to do when bots never finish a game: a bounding ruling if the game has one (by
    convention a ruling named ``*-limit`` whose choices include numbers)."""
    for option in game.info.rulings:
        rounds = [int(c) for c in option.choices if c.isdigit()]
        if option.name.endswith("-limit") and rounds:
            return (
                f"these bots may never finish it: bound the game with --ruling "
                f"{option.name}={min(rounds)}, or use stronger bots (--bots heuristic)"
            )
    return "these bots may never finish it: try stronger bots (--bots heuristic)"
