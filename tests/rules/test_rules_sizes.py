"""Issue 45's size goal for the whole of ``rules/``, once for the core and every game: no module
over 600 lines and no class over 400. When the issue was filed the games' engines held classes
of 592-1,833 lines; each game's class is now put together from parts with one job each (see
docs/adding-a-game.md). The names other modules import from each ``engine.py`` after the
splits are checked by the games' own split tests."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import rules

RULES = Path(rules.__file__).parent
MODULE_LIMIT = 600
CLASS_LIMIT = 400
PACKAGES = sorted(p.name for p in RULES.iterdir() if (p / "__init__.py").exists())


def test_every_game_package_and_the_core_are_checked():
    assert "core" in PACKAGES
    assert len(PACKAGES) == len(rules.available_games()) + 1


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_is_over_600_lines_and_no_class_over_400(package):
    long = {}
    for path in sorted((RULES / package).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = str(path.relative_to(RULES))
        if len(text.splitlines()) > MODULE_LIMIT:
            long[name] = len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                if size > CLASS_LIMIT:
                    long[f"{name}:{node.name}"] = size
    assert long == {}
