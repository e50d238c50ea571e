"""Daybreak's rulebook with the numbers it quotes from the data files filled in.

A section that states example data (the Tree and Ocean chart) reads it from ``powers.toml``
rather than repeating it, so that the rulebook and the setup can never disagree: its text
holds a placeholder such as ``{chart}``, replaced here when the game is loaded.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rules.core import Rulebook
from rules.core.errors import DataError
from rules.core.messages import Msg, render

from .data import World


def chart_words(world: World) -> str:
    """The Tree and Ocean chart in words: "solo 1 Tree and 0 Oceans; 2 players ..."."""
    rows = (
        render(Msg("daybreak-chart-row", players=players, trees=trees, oceans=oceans))
        for players, (trees, oceans) in sorted(world.chart.items())
    )
    return "; ".join(rows)


def load_rulebook(path: Path, world: World) -> Rulebook:
    """The rulebook at ``path``, each placeholder replaced by the data it names; a
    placeholder that names nothing is refused, naming the file and the section."""
    book = Rulebook.load(path)
    values = {"chart": chart_words(world)}
    sections = []
    for section in book.sections:
        try:
            text = section.text.format_map(values) if "{" in section.text else section.text
        except (KeyError, ValueError, IndexError) as exc:
            raise DataError(path.name, section.id, f"unknown placeholder {exc}") from None
        sections.append(replace(section, text=text))
    return replace(book, sections=tuple(sections))
