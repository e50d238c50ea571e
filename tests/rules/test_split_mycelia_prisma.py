"""After the split of Mycelia: Prisma by job (issue 45's size goal, held for all of rules/ by
test_rules_sizes.py): the moves' class is put together from parts with one job each (chance, a
turn, the drops, the other tasks a card leaves), so no module of the game is over 600 lines and
no class over 400 (before the split: moves.py's MyceliaMoves, 520 lines), while the moves keep
their declarations and their order (the legal list's); and no function of the game is needlessly
long (before: the codec's decode, 61 lines)."""

from __future__ import annotations

import ast
from pathlib import Path

import rules
from rules.mycelia_prisma.engine import MyceliaPrisma

PACKAGE = Path(rules.__file__).parent / "mycelia_prisma"
FUNCTION_LIMIT = 45  # the longest left: the codec's table of fields, one line a field (43)


def test_no_function_of_the_game_is_over_45_lines():
    long = {}
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            size = getattr(node, "end_lineno", 0) - getattr(node, "lineno", 0) + 1
            if isinstance(node, ast.FunctionDef) and size > FUNCTION_LIMIT:
                long[f"{path.name}:{node.name}"] = size
    assert long == {}


def test_the_moves_keep_their_order_and_examples():
    """The order of the declarations is the order of the legal list; the keys' grammar is a
    public contract."""
    assert [(m.kind, m.grammar.template) for m in MyceliaPrisma.moves] == [
        ("draw", "draw-{card}"),
        ("die", "die-{face}"),
        ("gwidyon", "gw-{value}"),
        ("play", "play-{card}"),
        ("buy", "buy-{slot}"),
        ("gift", "gift-{color}"),
        ("action", "action-{use}"),
        ("end", "end"),
        ("move", "move-{source}-{target}-{drop}"),
        ("remove", "remove-{field}-{drop}"),
        ("trash", "trash-{place}-{card}"),
        ("recycle", "recycle-{place}-{card}"),
        ("globi", "globi-{field}"),
        ("grant", "grant-{letter}"),
        ("drop", "drop-{letter}"),
        ("lux", "lux-twice"),
        ("skip", "skip"),
    ]


def test_every_move_has_its_options_effect_and_label_wherever_they_now_live():
    game = MyceliaPrisma()
    assert [m.kind for m in game.moves if m.complete() is not None] == []
    # The checks the moves had before the split are still attached (end, play, buy, ...).
    unchecked = [m.kind for m in game.moves if m._check is None]
    assert unchecked == ["die", "lux"]
