"""See a rule happen (issue 48): the dashboard's side of the live examples.

Every rule that a move can make happen has a short example (``rules/core/examples.py``). The
dashboard offers it beside a rule wherever one is named: a Step, a refusal, the Rulebook tab.
``SeeItHappen`` is that button: one widget per place, following the rule shown there (never one
per rule: each widget costs the page a model). ``ExampleBanner`` is what the dashboard shows
while an example is open: what to watch, and the way back to the learner's own game. The
Rulebook tab's count of the rules met and its marks are written here too (``met_html``,
``mark_met``), so the three places speak the same words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import ipywidgets as w

from rules.core.examples import watch_message

from .text import esc

if TYPE_CHECKING:
    from .app import GameExplorer


class SeeItHappen:
    """The "See it happen" button beside a rule: shown while the rule it follows has an
    example (hidden otherwise: nothing to see), named with the rule's title for a screen
    reader and a tooltip, and opening the example on a click."""

    def __init__(self, app: GameExplorer, css: str) -> None:
        self.app = app
        self.section: str | None = None
        self.button = w.Button(layout=w.Layout(width="auto", display="none"))
        self.button.add_class("rx-see-it")
        self.button.add_class(css)
        app.chrome.bind(self.button, "description", self._words)
        app.chrome.bind(self.button, "tooltip", self._tip)
        self.button.on_click(lambda _: self.section and app.see_example(self.section))

    def _words(self) -> str:
        return self.app.t("example-see")

    def _tip(self) -> str:
        if self.section is None:
            return ""
        return self.app.t("example-see-tip", rule=self.app.rule_title(self.section))

    def follow(self, section: str | None) -> None:
        """Follow ``section`` (None: no rule named here): shown only if it has an example and
        that example is not the one open already."""
        session = self.app.session
        has = section is not None and session.has_example(section)
        has = has and section != session.example_section
        self.section = section if has else None
        with self.button.hold_sync():
            self.app.chrome.reapply(self.button, "tooltip")
            display = "" if has else "none"
            if self.button.layout.display != display:
                self.button.layout.display = display


class ExampleBanner:
    """While an example is open: what to watch (in the dashboard's language), what the
    example did, and one button back to the learner's own game (kept whole)."""

    def __init__(self, app: GameExplorer) -> None:
        self.app = app
        self.text = w.HTML()
        self.text.add_class("rx-example-watch")
        self.back = w.Button(button_style="info", layout=w.Layout(width="auto"))
        app.chrome.bind(self.back, "description", "example-back")
        app.chrome.bind(self.back, "tooltip", "example-back-tip")
        self.back.add_class("rx-example-back")
        self.back.on_click(lambda _: app.back_to_own_game())
        self.box = w.VBox([self.text, self.back], layout=w.Layout(display="none"))
        self.box.add_class("rx-example-box")

    def watch_words(self) -> str:
        """What to watch in the open example, in the dashboard's language ("" if none)."""
        session = self.app.session
        section = session.example_section
        if section is None:
            return ""
        language = self.app.chrome.language
        watch = watch_message(session.game, section, session.example_refused, language)
        return self.app.chrome.words(watch)

    def refresh(self) -> None:
        session = self.app.session
        shown = session.example_section is not None
        display = "" if shown else "none"
        if self.box.layout.display != display:
            self.box.layout.display = display
        if not shown:
            if self.text.value:
                self.text.value = ""
            return
        t = self.app.t
        how = t("example-how-refused" if session.example_refused else "example-how")
        value = (
            f'<div class="rx-example" role="note"><b>{esc(t("example-heading"))}</b> '
            f"{esc(self.watch_words())}<br><small>{esc(how)}</small></div>"
        )
        if self.text.value != value:
            self.text.value = value


# ----- the rules met, in the Rulebook tab --------------------------------------------------
def met_html(app: GameExplorer) -> str:
    """ "23 of 41 rules met in your games", and a rule to see next."""
    session = app.session
    met, total = session.rules_met()
    said = app.t("rules-met", met=len(met), total=total)
    left = session.suggested_rule()
    suggest = ""
    if left is not None:
        suggest = f"<br>{esc(app.t('rules-met-next', rule=app.rule_title(left)))}"
    elif len(met) >= total:
        suggest = f"<br>{esc(app.t('rules-met-all'))}"
    return f'<div class="rx-rules-met"><b>{esc(said)}</b>{suggest}</div>'


_SUMMARY = re.compile(r'(<details class="rx-section" data-section="([^"]*)"[^>]*><summary>)')


def mark_met(body: str, met: set[str], badge: str) -> str:
    """The rulebook's sections that the learner's games met, marked in their headings (a
    word, not only a colour: "✓ met")."""

    def marked(found: re.Match) -> str:
        if found.group(2) not in met:
            return found.group(1)
        head = found.group(1).replace('class="rx-section"', 'class="rx-section rx-met"', 1)
        return f'{head}<span class="rx-met-badge">{esc(badge)}</span> '

    return _SUMMARY.sub(marked, body)
