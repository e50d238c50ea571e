"""Golden playthroughs: seeded bot games written out step by step and compared line by line.

Any change to the rules or to the explanations shows up here as a diff. After an intended
change, rewrite the files with `make golden` and review the diff before committing.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import rules
from rules.core.transcript import transcript

GOLDEN = Path(__file__).with_name("golden")

# A golden playthrough is any file here whose first lines are a transcript's header (a
# tutorial's golden file is checked by its game's teaching tests): the header holds the
# setup, so adding one is writing its header and running `make golden`.
HEADER = re.compile(
    r"# (?P<title>.+): (?P<players>\d+) players, seed (?P<seed>\d+)\n"
    r"# bots: (?P<bots>[^;]+); variants: (?P<variants>.+)\n"
    r"# rulings: (?P<rulings>.+)\n"
)


def setup_of(path: Path) -> dict:
    """The setup a golden file's header states: game, players, seed, bots, variants, rulings."""
    head = "".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[:3])
    match = HEADER.match(head)
    if match is None:
        raise ValueError(f"{path.name} does not start with a playthrough header")
    by_title = {rules.load_game(slug).info.title: slug for slug in rules.available_games()}
    listed = lambda text: [] if text == "none" else text.split(", ")  # noqa: E731
    return dict(
        slug=by_title[match["title"]],
        players=int(match["players"]),
        seed=int(match["seed"]),
        bots=listed(match["bots"]),
        variants=listed(match["variants"]),
        rulings=dict(pair.split("=", 1) for pair in listed(match["rulings"])),
    )


PLAYTHROUGHS = {
    path.name: setup_of(path)
    for path in sorted(GOLDEN.glob("*.txt"))
    if not path.name.endswith("-tutorial.txt")
}


def render(slug: str, players: int, seed: int, bots: list[str], variants=(), rulings=None) -> str:
    """The transcript of the game the header names. Its rulings line records the readings
    the game was played with; the game is replayed with today's defaults, so a changed
    default shows up as a diff (rewrite with `make golden` when the change is intended)."""
    game = rules.load_game(slug)
    return "\n".join(transcript(game, players, seed, bots, variants)) + "\n"


def test_every_game_has_a_golden_playthrough():
    assert {setup["slug"] for setup in PLAYTHROUGHS.values()} == set(rules.available_games())


@pytest.mark.parametrize("name", sorted(PLAYTHROUGHS))
def test_golden_playthrough(name: str) -> None:
    text = render(**PLAYTHROUGHS[name])
    path = GOLDEN / name
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()
