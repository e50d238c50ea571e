"""Golden playthroughs: seeded bot games written out step by step and compared line by line.

Any change to the rules or to the explanations shows up here as a diff. After an intended
change, rewrite the files with `make golden` and review the diff before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import rules
from rules.core.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")

PLAYTHROUGHS = {
    "escape-from-the-hidden-castle-3p-seed1.txt": dict(
        slug="escape-from-the-hidden-castle", players=3, seed=1, bots=["random"]
    ),
    "escape-from-the-hidden-castle-midnight-4p-seed2.txt": dict(
        slug="escape-from-the-hidden-castle",
        players=4,
        seed=2,
        bots=["heuristic", "random", "heuristic", "random"],
        variants=["midnight-party"],
    ),
    "oasis-3p-seed3.txt": dict(
        slug="oasis", players=3, seed=3, bots=["heuristic", "random", "heuristic"]
    ),
    "vrienden-3p-seed5.txt": dict(
        slug="vrienden",
        players=3,
        seed=5,
        bots=["heuristic", "random", "heuristic"],
        variants=["objectives", "yin-yang"],
    ),
}


def render(slug: str, players: int, seed: int, bots: list[str], variants=()) -> str:
    game = rules.load_game(slug)
    return "\n".join(transcript(game, players, seed, bots, variants)) + "\n"


@pytest.mark.parametrize("name", sorted(PLAYTHROUGHS))
def test_golden_playthrough(name: str) -> None:
    text = render(**PLAYTHROUGHS[name])
    path = GOLDEN / name
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()
