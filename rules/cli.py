"""Command line: `python -m rules list | play | simulate | rulebook | examples`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from . import available_games, load_game
from .core.bots import GameTooLong, available_bots
from .core.example_search import Report, report, search
from .core.examples import Example, examples_path
from .core.game import Game
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
    examples = sub.add_parser(
        "examples",
        help="search for an example of every rulebook section and store the game's index",
    )
    examples.add_argument("game")
    examples.add_argument(
        "--check", action="store_true", help="search and report only; write nothing"
    )
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
        if args.command == "examples":
            for line in examples_command(game, write=not args.check):
                print(line)
            return 0
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


# ----- `examples`: the index of live examples (rules/core/examples.py) ----------------------
def examples_command(game: Game, write: bool = True) -> Iterator[str]:
    """Search the game for an example of every section (``rules.core.example_search``), store
    the index in its package unless ``write`` is False, and say what is left without one: a
    line per section, then ``SLUG: N of M sections have an example``."""
    examples = search(game)
    if write:
        examples_path(game).write_text(write_index(game, examples), encoding="utf-8")
    return report_lines(report(game, examples))


def report_lines(found: Report) -> Iterator[str]:
    for section, title in found.uncovered:
        yield f"  no example: {section} ({title})"
    for section in found.contradicted:
        yield f"  marked as never firing, yet it fires: {section}"
    yield f"{found.slug}: {found.covered} of {found.firing} sections have an example"


def write_index(game: Game, examples: dict[str, Example]) -> str:
    """The index as TOML text, headed by how it was made; sections in rulebook order."""
    order = {section.id: index for index, section in enumerate(game.rulebook.sections)}
    slug = game.info.slug
    lines = [
        "# Generated: do not edit by hand. To build it again, run",
        f"#     python -m rules examples {slug}",
        "# For each rulebook section, a short game in which it happens: the setup, the moves",
        "# (action keys) leading to the position just before, and the action that makes the",
        "# section fire (or that it refuses, when `refused`). Checked by",
        "# tests/rules/test_examples.py; read by rules/core/examples.py.",
        f"game = {_toml(slug)}",
    ]
    for section in sorted(examples, key=order.__getitem__):
        example = examples[section]
        lines += [
            "",
            "[[example]]",
            f"section = {_toml(example.section)}",
            f"found = {_toml(example.found)}",
            f"players = {example.players}",
            f"seed = {example.seed}",
        ]
        if example.variants:
            lines.append(f"variants = {_toml(list(example.variants))}")
        if example.rulings:
            pairs = ", ".join(f"{_toml(k)} = {_toml(v)}" for k, v in example.rulings)
            lines.append(f"rulings = {{ {pairs} }}")
        if example.refused:
            lines.append("refused = true")
        lines.append(f"action = {_toml(example.action)}")
        lines += ["moves = [", *_wrapped([f"{_toml(key)}," for key in example.moves]), "]"]
    return "\n".join(lines) + "\n"


def _wrapped(items: list[str], width: int = 100) -> list[str]:
    """Items joined by spaces into indented lines of at most ``width`` characters."""
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + 1 + len(item) <= width:
            lines[-1] += " " + item
        else:
            lines.append("    " + item)
    return lines


def _toml(value: Any) -> str:
    """A TOML string or array of strings: JSON's escapes are TOML's basic string escapes."""
    return json.dumps(value, ensure_ascii=False)
