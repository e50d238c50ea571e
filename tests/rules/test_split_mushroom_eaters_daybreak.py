"""After the split of The Mushroom Eaters and Daybreak by job (issue 45's size goal, held for all
of rules/ by test_rules_sizes.py): each game's class is put together from parts with one job
each, so no module of the game is over 600 lines and no class over 400 (before the split:
engine.py 1,276 and 1,460 lines, their classes 1,107 and 1,284)."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules

RULES = Path(rules.__file__).parent


def modules(package: str) -> list[Path]:
    return sorted((RULES / package).glob("*.py"))


@pytest.mark.parametrize(
    ("slug", "names"),
    [
        ("mushroom_eaters", ("MushroomEaters", "BRANCH", "D", "capacity")),
        ("daybreak", ("Daybreak", "HERE", "Play")),
    ],
)
def test_the_names_others_import_from_the_engine_are_still_there(slug, names):
    """The board view and the tests import these from engine.py: the split keeps them there."""
    engine = __import__(f"rules.{slug}.engine", fromlist=list(names))
    assert [name for name in names if not hasattr(engine, name)] == []
