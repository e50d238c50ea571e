"""The rulebook: every section, searchable as you type; rulings and example data marked."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc, section_html

from .base import Panel


class RulebookPanel(Panel):
    title = "Rulebook"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.search = w.Text(
            placeholder="Search the rules (e.g. cellar, exact, ruling)…",
            continuous_update=True,
            layout=w.Layout(width="100%"),
        )
        self.search.add_class("rx-rule-search")
        self.search.observe(lambda _: self.refresh(), "value")
        self.count = w.HTML()
        self.body = w.HTML()
        self.body.add_class("rx-rulebook")
        self.widget = w.VBox([self.search, self.count, self.body])

    def matches(self, query: str) -> list:
        words = query.lower().split()
        sections = self.session.game.rulebook.sections
        if not words:
            return list(sections)
        found = []
        for section in sections:
            haystack = " ".join(
                (section.id, section.title, section.text, section.kind, section.alternative)
            ).lower()
            if section.example:
                haystack += " example data"
            if all(word in haystack for word in words):
                found.append(section)
        return found

    def refresh(self) -> None:
        found = self.matches(self.search.value)
        total = len(self.session.game.rulebook.sections)
        self.count.value = f"{len(found)} of {total} sections"
        focused = len(found) <= 3
        self.body.value = "".join(section_html(s, open_=focused) for s in found) or (
            f"<i>No section mentions “{esc(self.search.value)}”.</i>"
        )

    def show(self, section_id: str) -> None:
        self.search.value = section_id
