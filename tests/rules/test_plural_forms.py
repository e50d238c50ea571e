"""Counted words read in the right number: every catalogue chooses singular or plural with
Fluent's selectors, never "ponto(s)" or "heart box(es)" (issue 44, "One language at a time").

A plural written with brackets reads as a form a learner has to decode, and it hides which
form the sentence needs; Fluent picks the form from the number, in each language's way."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import rules
from rules.core.messages import MESSAGES, Msg

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted(
    [
        *ROOT.glob("rules/*/messages/*.ftl"),
        *ROOT.glob("explorer/messages/*.ftl"),
    ]
)

#: A plural ending in brackets right after a word: "ponto(s)", "box(es)", "local(is)",
#: "informaç(ões)". "Jogador(a)" (a word for either gender, not a count) is not one.
BRACKETED_PLURAL = re.compile(r"\w\((?:s|es|is|ns|ões|oes)\)")


def texts(path: Path) -> list[tuple[str, str]]:
    """(message id, text) for every piece of text in a catalogue: values, variants and
    attributes, without comments (which may quote a bad example)."""
    found: list[tuple[str, str]] = []
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))

    class Collect(Visitor):
        def __init__(self, owner: str) -> None:
            super().__init__()
            self.owner = owner

        def visit_TextElement(self, node):  # the name the visitor calls
            found.append((self.owner, node.value))

    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            Collect(entry.id.name).visit(entry)
    return found


def test_the_catalogues_are_found():
    assert len(CATALOGUES) >= 9
    assert ROOT / "rules" / "core" / "messages" / "pt.ftl" in CATALOGUES


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_catalogue_writes_a_plural_in_brackets(path: Path):
    bracketed = [
        f"{message}: {text.strip()!r}"
        for message, text in texts(path)
        if BRACKETED_PLURAL.search(text)
    ]
    assert not bracketed, f"{path.relative_to(ROOT)} writes plurals in brackets:\n" + "\n".join(
        bracketed
    )


def test_the_check_sees_a_bracketed_plural():
    resource = "m = { $n } ponto(s) e { $k } caixa(s)\nseat = Jogador(a) { $n }\n"
    assert BRACKETED_PLURAL.search(resource)
    assert not BRACKETED_PLURAL.search("Jogador(a) 1")


@pytest.mark.parametrize(
    ("language", "one", "two", "none"),
    [
        ("pt", "1 ponto, 1 café, 1 caixa de coração", "2 pontos, 2 cafés, 2 caixas", "0 pontos"),
        ("en", "1 point, 1 coffee, 1 heart box", "2 points, 2 coffee, 2 heart boxes", "0 points"),
    ],
)
def test_o_inconsciente_counts_read_in_their_number(language, one, two, none):
    rules.load_game("o-inconsciente")  # its catalogue joins the shared one

    def player(n: int) -> str:
        return MESSAGES.render(
            Msg(
                "o-inconsciente-describe-player",
                seat="P",
                points=n,
                coffee=n,
                hearts=n,
                ideas=n,
                locked=n,
                bright=n,
                rep=0,
                inkwell="-",
                notes=n,
                insights=n,
                own=n,
                office="-",
                cured=n,
                hand=n,
                played=n,
                theses=n,
                goals=n,
            ),
            language,
        )

    assert one in player(1)
    assert two in player(2)
    # Brazilian usage counts zero in the plural ("0 pontos"), unlike CLDR's "one" for pt.
    assert none in player(0)


def test_hidden_castle_round_end_agrees_with_the_count():
    rules.load_game("escape-from-the-hidden-castle")
    one = MESSAGES.render(Msg("hidden-castle-round-end-full", round=1, count=1, where="x"))
    two = MESSAGES.render(Msg("hidden-castle-round-end-full", round=1, count=2, where="x"))
    assert "1 guest left in the gallery goes to x" in one
    assert "2 guests left in the gallery go to x" in two


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (Msg("mycelia-prisma-gwidyon", count=1, left=3), "takes 1 drop off"),
        (Msg("mycelia-prisma-describe-gwidyon", left=1), "has 1 drop left"),
    ],
)
def test_mycelia_prisma_counts_one_drop_in_the_singular(message, expected):
    rules.load_game("mycelia-prisma")  # its catalogue joins the shared one
    assert expected in MESSAGES.render(message)
