"""Mutated real saves of Mycelia: Prisma (as tests/rules/test_saved_fuzz.py makes them): each
one the game accepts must keep the laws below, stated here from the rulebook and the data
files, not from the engine's own checks (rules/mycelia_prisma/laws.py).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from tests.examples import examples
from tests.rules.saved_mutants import loaded_mutant, real_saves

GAME = rules.load_game("mycelia-prisma")
HERE = Path(rules.__file__).parent / "mycelia_prisma"
CARDS = tomllib.loads((HERE / "cards.toml").read_text(encoding="utf-8"))
BOARD = tomllib.loads((HERE / "board.toml").read_text(encoding="utf-8"))
KEY = {c.code: c.key for c in GAME.cards}
GIFTS = {g["key"]: g["color"] for g in CARDS["gift"]}
SHRINE = BOARD["landscapes"].index("shrine")


def the_cards(players: int, prisma: bool) -> Counter:
    """Every card of a game, by key: each player's start deck (with Viatica in Prisma), the
    market pile (Prisma's part only in Prisma) and the gift piles."""
    cards = Counter()
    for card in CARDS["start"]:
        cards[card["key"]] += card["copies"] * players
    for card in CARDS["market"]:
        if prisma or card["part"] != "prisma":
            cards[card["key"]] += card["copies"]
    if prisma:
        cards["viatica"] += players
        for key, color in GIFTS.items():
            if color != "start":
                cards[key] += 2
    return cards


def broken_law(s) -> str | None:
    """The first law of the game ``s`` breaks, in words, or None."""
    prisma = "base-only" not in s.variants
    seats = ("hands", "tops", "decks", "discards", "gifts")
    where = [c for zone in seats for row in getattr(s, zone) for c in row]
    where += [*s.played, *s.trashed, *s.market, *(c for c in s.showcase if c)]
    where += [c for pile in s.piles for c in pile]
    if Counter(KEY[c] for c in where) != the_cards(s.players, prisma):
        return "every card in exactly one place"
    if any(KEY[c] in GIFTS for row in s.hands for c in row) or any(
        KEY[c] in GIFTS for c in s.played
    ):
        return "gift cards never in a hand"
    if any(KEY[c] not in GIFTS for row in s.gifts for c in row):
        return "only gifts in a gift area"
    for color, pile in zip(("green", "amber", "purple"), s.piles, strict=True):
        if any(GIFTS.get(KEY[c]) != color for c in pile):
            return "each gift pile its own colour"
    dew = sum(map(sum, s.dew)) + s.shrine - s.shrine_prism + s.dew_supply
    if dew != BOARD["dewdrops"]:
        return "dewdrops conserved"
    prism = sum(BOARD["setup"]["prisma" if prisma else "base"]["prism"]) * s.players
    if sum(map(sum, s.prism)) + s.shrine_prism + s.prism_out != prism:
        return "prism drops conserved"
    if any(row[SHRINE] for grid in (s.dew, s.prism) for row in grid):
        return "no drop on the shrine field"
    names = [t[0] for t in s.tasks]
    if s.ended:
        if names:
            return "an ended game has no tasks"
    elif names.count("turn") + names.count("end") != 1 or names[-1] not in ("turn", "end"):
        return "one turn at a time, its decision or its end last"
    empty = {seat for seat in range(s.players) if not sum(s.dew[seat]) + sum(s.prism[seat])}
    if not s.ended and not empty <= set(s.cleared):
        return "an empty board has been cleared"
    if s.ended and s.winners != expected_winners(s, prisma):
        return "the result is the one the position gives"
    if not s.ended and s.winners:
        return "no winners while the game runs"
    return None


def expected_winners(s, prisma: bool) -> tuple[int, ...]:
    """The rulebook's end (default readings): cleared boards win, then more leaves, then
    more favors, then shared; alone, a cleared board beats Gwidyon."""
    if s.players == 1:
        return (0,) if s.cleared else ()
    best = list(s.cleared)
    for measure in (s.leaves, s.mushrooms if prisma else None):
        if measure is not None and len(best) > 1:
            top = max(measure[seat] for seat in best)
            best = [seat for seat in best if measure[seat] == top]
    return tuple(best)


def test_every_real_save_keeps_the_laws():
    """The laws hold where the rules lead (so a mutant that breaks one was not reached)."""
    for text in real_saves(GAME.info.slug):
        state = GAME.from_json(text)
        if dict(state.rulings).get("cleared-board", "in-the-round") == "in-the-round":
            assert broken_law(state) is None, broken_law(state)


@settings(
    max_examples=examples(300),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_mutated_save_that_loads_keeps_the_laws(data):
    state = loaded_mutant(GAME, data)
    if state is None or dict(state.rulings)["cleared-board"] != "in-the-round":
        return
    assert broken_law(state) is None, broken_law(state)
