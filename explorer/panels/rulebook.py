"""The rulebook: every section, searchable as you type; rulings and example data marked."""

from __future__ import annotations

import ipywidgets as w

from explorer.chrome import on_choice, set_options
from explorer.examples_view import SeeItHappen, mark_met, met_html
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
        # The rules met in this session, and one "See it happen" for the rule chosen in the
        # list beside it (the focused section, else the first rule not met yet): one button
        # that follows a choice, not one per section (issue 48).
        self.met = w.HTML()
        self.met.add_class("rx-rules-met-line")
        self.pick = w.Dropdown(options=[], layout=w.Layout(width="auto"))
        self.chrome.bind(self.pick, "description", "example-pick")
        self.pick.style.description_width = "initial"
        self.pick.add_class("rx-example-pick")
        on_choice(self.pick, self._picked)
        self.see = SeeItHappen(app, "rx-rulebook-see")
        self.no_example = w.HTML()
        self.no_example.add_class("rx-no-example")
        #: The rule the learner chose in the list (kept while it stays offered).
        self._chosen: str | None = None
        # The list's label above it and the button beside it, or under it where the column is
        # narrow (presenter mode): style.css, .rx-example-row.
        row = w.HBox([self.pick, self.see.button], layout=w.Layout(flex_flow="row wrap"))
        row.add_class("rx-example-row")
        examples = w.VBox([self.met, row, self.no_example])
        examples.add_class("rx-examples-box")
        self.widget = w.VBox([examples, self.search, self.count, self.body])

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
        body = "".join(
            section_html(s, self.t, open_=few or s.id == self.focused) for s in found
        ) or (f"<i>{esc(self.t('rulebook-nothing', query=self.search.value))}</i>")
        met = set(self.session.rules_met()[0])
        self.body.value = mark_met(body, met, self.t("rules-met-badge"))
        self._refresh_examples(met)

    # ----- see it happen, and the rules met (issue 48) -------------------------------------
    def _refresh_examples(self, met: set[str]) -> None:
        session = self.session
        value = met_html(self.app)
        if self.met.value != value:
            self.met.value = value
        offered = [s for s in self.rulebook.firing if session.has_example(s.id)]
        options = [
            (self.t("rules-met-option", rule=s.title) if s.id in met else s.title, s.id)
            for s in offered
        ]
        ids = [s.id for s in offered]
        left = session.suggested_rule()
        if self.focused is not None and self.focused in ids:
            wanted = self.focused
        elif self._chosen in ids:
            wanted = self._chosen
        else:
            wanted = left if left is not None else (ids[0] if ids else None)
        # The new words and the choice reach the browser in one message: two let the page show
        # the rule just met, relabelled "met", as the choice for a moment (CI read it there).
        with self.pick.hold_sync():
            set_options(self.pick, options, wanted)
            if wanted is not None and self.pick.value != wanted:
                self.pick._rx_quiet = True  # the list following the focus, not the learner
                try:
                    self.pick.value = wanted
                finally:
                    self.pick._rx_quiet = False
        self.see.follow(self.pick.value)
        note = self._why_no_example(self.focused)
        if self.no_example.value != note:
            self.no_example.value = note

    def _picked(self, section: str | None) -> None:
        self._chosen = section
        self.see.follow(section)

    def _why_no_example(self, section: str | None) -> str:
        """Why the focused rule has no "See it happen", in words ("" when it has one)."""
        if section is None or section not in self.rulebook or self.session.has_example(section):
            return ""
        fires = self.rulebook.section(section).fires
        said = self.t("example-none" if fires else "example-none-silent", rule=self._title(section))
        return f'<div class="rx-note">{esc(said)}</div>'

    def show(self, section_id: str) -> None:
        """Open one section: the search holds its title (words, not its id), and the
        section comes first, open."""
        self.focused = section_id
        self._focus_title = self._title(section_id)
        if self.search.value == self._focus_title:
            self.refresh()
        else:
            self.search.value = self._focus_title  # its observer refreshes
