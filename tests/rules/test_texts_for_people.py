"""What a learner reads is words (issue 12), for every game: the rulebook's sections, the
scenarios and the tutorials hold no action keys or command syntax, no research notes or file
names, and no "seed" (our word for the source text, not the reader's)."""

from __future__ import annotations

import re

import pytest

import rules

DEVELOPER_TEXT = re.compile(
    r"`|§|\bresearch\b|\bseed\b|[\w/-]+\.(?:txt|md|toml|py|json)\b|\b[a-z]+:[\w-]+|rulings=",
    re.IGNORECASE,
)


def texts_for_people(game) -> list[tuple[str, str]]:
    found = []
    for s in game.rulebook.sections:
        for name in ("title", "text", "alternative", "fixed"):
            found.append((f"{s.id}.{name}", getattr(s, name, "") or ""))
        # The source names the rule text by its file; the dashboard writes it in words.
        found.append((f"{s.id}.source", s.source.replace(game.info.seed_file, "")))
    for sc in game.scenarios:
        found += [
            (f"{sc.id}.{name}", getattr(sc, name) or "") for name in ("title", "task", "hint")
        ]
    for tutorial in game.tutorials:
        found.append(("tutorial.title", tutorial.title))
        found += [(f"tutorial.move[{i}]", comment) for i, (_, comment) in enumerate(tutorial.moves)]
    return found


@pytest.mark.parametrize("slug", rules.available_games())
def test_rulebook_scenario_and_tutorial_texts_hold_no_developer_text(slug):
    texts = texts_for_people(rules.load_game(slug))
    assert len(texts) > 20
    problems = [
        (where, match.group()) for where, text in texts for match in DEVELOPER_TEXT.finditer(text)
    ]
    assert problems == []


def test_the_test_of_developer_text_catches_each_kind():
    for text in ("`take flow:1`", "research §4", "the seed says", "see games.md", "chakra:red"):
        assert DEVELOPER_TEXT.search(text), text
    assert DEVELOPER_TEXT.search("The rules page names no tie-break.") is None
