"""docs/adding-a-game.md stays true: every excerpt of code it quotes is still in the file it
names, and every file of the project it names exists.

An excerpt is a fenced block whose first line is a comment naming its file
(``# tests/rules/three_in_a_row/state.py``); its other lines must stand in that file as they
stand in the excerpt, a line ``...`` marking lines left out (blank lines and indentation
aside, so that a method may be quoted on its own). Every Python block of the guide is such an
excerpt: a sketch that no test holds would drift from the code, as the guide's first version
did."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "adding-a-game.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
NAMED = re.compile(r"^# (\S+\.\w+)$")
# A file of the project named in the guide's text: `rules/oasis/codec.py`, `tests/...`.
PATH = re.compile(r"`((?:rules|tests|explorer|docs|benchmarks|notebooks)/[\w./-]+)`")


def blocks(text: str) -> list[tuple[str, list[str]]]:
    return [(m.group(1), m.group(2).splitlines()) for m in FENCE.finditer(text)]


def missing_lines(quoted: list[str], source: list[str]) -> list[str]:
    """The quoted lines not found in ``source``: each run of lines between two ``...`` (lines
    left out) must stand together in the file, blank lines and indentation aside, and the runs
    in the file's order. Each run not found so is returned whole."""
    lines = [line.strip() for line in source if line.strip()]
    runs: list[list[str]] = [[]]
    for line in (q.strip() for q in quoted):
        if line == "...":
            runs.append([])
        elif line:
            runs[-1].append(line)
    at, missing = 0, []
    for run in filter(None, runs):
        found = next(
            (i for i in range(at, len(lines) - len(run) + 1) if lines[i : i + len(run)] == run),
            None,
        )
        if found is None:
            missing.extend(run)
        else:
            at = found + len(run)
    return missing


def excerpts() -> list[tuple[str, list[str]]]:
    found = []
    for language, lines in blocks(GUIDE.read_text(encoding="utf-8")):
        named = NAMED.match(lines[0]) if lines else None
        if named:
            found.append((named.group(1), lines[1:]))
        elif language == "python":
            found.append(("(no file named)", lines))
    return found


EXCERPTS = excerpts()


def test_the_guide_quotes_the_small_game():
    assert len(EXCERPTS) >= 15
    assert any(path.endswith("three_in_a_row/__init__.py") for path, _ in EXCERPTS)


@pytest.mark.parametrize(
    ("path", "quoted"), EXCERPTS, ids=[f"{i}-{p}" for i, (p, _) in enumerate(EXCERPTS)]
)
def test_each_excerpt_is_still_in_the_file_it_names(path, quoted):
    assert path != "(no file named)", f"a Python block names no file: {quoted[:2]}"
    source = ROOT / path
    assert source.is_file(), f"the guide quotes {path}, which does not exist"
    assert missing_lines(quoted, source.read_text(encoding="utf-8").splitlines()) == []


def test_every_file_the_guide_names_exists():
    named = set(PATH.findall(GUIDE.read_text(encoding="utf-8")))
    assert len(named) > 20
    assert sorted(p for p in named if not (ROOT / p.rstrip("/")).exists()) == []


def test_an_excerpt_that_drifted_is_found():
    source = ["def f():", "    return 1", "", "def g():", "    return 2"]
    assert missing_lines(["def f():", "...", "def g():", "    return 2"], source) == []
    assert missing_lines(["def g():", "...", "def f():"], source) == ["def f():"]  # out of order
    assert missing_lines(["    return 3"], source) == ["return 3"]
    # lines left out without saying so: each line is there, but not together
    assert missing_lines(["def f():", "def g():"], source) == ["def f():", "def g():"]
