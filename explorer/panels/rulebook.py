"""The rulebook: every section, searchable as you type; rulings and example data marked."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc, section_html

from .base import Panel


class RulebookPanel(Panel):
    title = "tab-rulebook"

    def __init__(self, app) -> None:
        super().__init__(app)
        # As wide as the column, margins included (style.css): a width of 100 % plus the
        # widget's margins ran past the panel's right edge.
        self.search = w.Text(continuous_update=True)
        self.chrome.bind(self.search, "placeholder", "rulebook-search")
        self.search.add_class("rx-rule-search")
        self.search.observe(lambda _: self.refresh(), "value")
        self.count = w.HTML()
        self.body = w.HTML()
        self.body.add_class("rx-rulebook")
        #: The section a Step or a refusal opened: shown first and open while the search
        #: still holds its title.
        self.focused: str | None = None
        self._focus_title = ""
        self.widget = w.VBox([self.search, self.count, self.body])

    @property
    def rulebook(self):
        return self.app.rulebook

    def matches(self, query: str) -> list:
        words = query.lower().split()
        sections = self.rulebook.sections
        if not words:
            return list(sections)
        found = []
        for section in sections:
            # The badges' words count too, in the language they are shown in.
            marks = (section.kind, self.t("badge-ruling") if section.kind == "ruling" else "")
            if section.example:
                marks += ("example data", self.t("badge-example"))
            haystack = " ".join(
                (section.id, section.title, section.text, section.alternative, *marks)
            ).lower()
            if all(word in haystack for word in words):
                found.append(section)
        return found

    def _title(self, section_id: str) -> str:
        rulebook = self.rulebook
        return rulebook.section(section_id).title if section_id in rulebook else ""

    def refresh(self) -> None:
        if self.focused is not None:
            if self.search.value != self._focus_title:
                self.focused = None  # the learner typed a search of their own
            elif self._title(self.focused) != self._focus_title:
                self.show(self.focused)  # the language changed: the title in its words
                return
        found = self.matches(self.search.value)
        if self.focused is not None:
            found.sort(key=lambda s: s.id != self.focused)
        total = len(self.rulebook.sections)
        self.count.value = esc(self.t("rulebook-count", shown=len(found), total=total))
        few = len(found) <= 3
        self.body.value = "".join(
            section_html(s, self.t, open_=few or s.id == self.focused) for s in found
        ) or (f"<i>{esc(self.t('rulebook-nothing', query=self.search.value))}</i>")

    def show(self, section_id: str) -> None:
        """Open one section: the search holds its title (words, not its id), and the
        section comes first, open."""
        self.focused = section_id
        self._focus_title = self._title(section_id)
        if self.search.value == self._focus_title:
            self.refresh()
        else:
            self.search.value = self._focus_title  # its observer refreshes
