"""Sources are named as a person would name them, per rule text and in each language."""

from __future__ import annotations

from pathlib import Path

from explorer.chrome import Chrome
from explorer.text import _SEED_KINDS, source_words

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _say(language: str):
    return Chrome(("en", "pt"), language).t


def test_each_rule_text_is_named_by_what_it_is():
    t = _say("en")
    assert source_words("003_fece3b0430baafc1.txt, Oasis", t) == "the game's rules page, Oasis"
    assert source_words("000_556f26b31c3cddac.txt p. 4", t) == "the rulebook p. 4"
    assert source_words("004_fc33a979d5319c30.txt", t) == "the game's reference summary"
    assert source_words("002_3b0b85b91a36e80b.txt", t) == "a summary of the rules"
    assert "txt" not in source_words("research/games.md §8; cards.toml", t)


def test_the_names_speak_portuguese_too():
    t = _say("pt")
    assert source_words("003_fece3b0430baafc1.txt", t) == "a página de regras do jogo"


def test_every_seed_there_is_has_a_name():
    if SEEDS.exists():  # the seeds sit beside the project on the machine that builds it
        assert {p.name for p in SEEDS.glob("*.txt")} <= set(_SEED_KINDS)
