"""After the split of Escape from the Hidden Castle and Oasis by job (issue 45's size goal, held
for all of rules/ by test_rules_sizes.py): each game's class is put together from parts with one
job each, so no module of the game is over 600 lines and no class over 400 (before the split:
engine.py 1,331 and 1,243 lines, their classes 1,118 and 992, and Oasis's moves.py 681 lines
with a class of 574)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import rules

RULES = Path(rules.__file__).parent
PACKAGES = ["escape_from_the_hidden_castle", "oasis"]


def modules(package: str) -> list[Path]:
    return sorted((RULES / package).glob("*.py"))


@pytest.mark.parametrize(
    ("package", "names"),
    [
        (
            "escape_from_the_hidden_castle",
            ("HiddenCastle", "Play", "SCENARIOS_FILE", "TUTORIAL_FILE"),
        ),
        ("oasis", ("Oasis", "Play", "TURN_TASKS", "SCENARIOS_FILE", "TUTORIAL_FILE")),
    ],
)
def test_the_names_others_import_from_the_engine_are_still_there(package, names):
    """Tests and the game's own modules import these from engine.py: the split keeps them."""
    engine = importlib.import_module(f"rules.{package}.engine")
    assert [name for name in names if not hasattr(engine, name)] == []


@pytest.mark.parametrize(
    ("slug", "kinds"),
    [
        ("escape-from-the-hidden-castle", ["roll", "place", "move", "stay"]),
        (
            "oasis",
            [
                "draw",
                "grab",
                "recruit",
                "recruit",
                "recruit",
                "explore",
                "recycle",
                "equip",
                "travel",
                "recruit",
                "pass",
                "recycle",
                "equip",
                "pay",
                "travel",
                "stop",
                "pillage",
                "keep",
                "mission",
                "skip",
                "discard",
            ],
        ),
    ],
)
def test_the_moves_keep_their_order_and_every_part_of_their_declaration(slug, kinds):
    """The legal list is built in the order the moves are declared: the parts of the class
    declare no move of their own, and every move still has its options, effect and label."""
    game = rules.load_game(slug)
    assert [move.kind for move in game.moves] == kinds
    assert [move for move in game.moves if move.complete() is not None] == []
