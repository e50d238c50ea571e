"""The step-through: Previous / Next over the Steps of the last action."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc

from .base import Panel


class StepsPanel(Panel):
    title = "Why it happened"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.previous = w.Button(description="◀ Previous step", tooltip="Previous step (←)")
        self.previous.add_class("rx-step-prev")
        self.next = w.Button(description="Next step ▶", tooltip="Next step (→)")
        self.next.add_class("rx-step-next")
        self.counter = w.HTML()
        self.text = w.HTML()
        self.text.add_class("rx-step-text")
        self.rule_button = w.Button(description="Open this rule", tooltip="Show the rule section")
        self.rule_button.add_class("rx-step-rule")
        self.previous.on_click(lambda _: self.app.previous_step())
        self.next.on_click(lambda _: self.app.next_step())
        self.rule_button.on_click(lambda _: self._open_rule())
        self.widget = w.VBox(
            [w.HBox([self.previous, self.next, self.counter]), self.text, self.rule_button]
        )

    def _open_rule(self) -> None:
        step = self.session.step
        if step is not None:
            self.app.show_rule(step.rule)

    def refresh(self) -> None:
        session = self.session
        steps = session.steps
        entry = session.entry
        if not steps:
            self.counter.value = ""
            self.text.value = (
                f'<div class="rx-step" data-step="none">{esc(entry.label)}: '
                "no action yet. Take an action (or let chance act); each rule it triggers "
                "is explained here, one step at a time.</div>"
            )
            self.previous.disabled = self.next.disabled = True
            self.rule_button.layout.display = "none"
            return
        index = session.step_index
        step = session.seen_step
        rulebook = session.game.rulebook
        title = rulebook.section(step.rule).title if step.rule in rulebook else step.rule
        who = f"{esc(entry.who)}: " if entry.who else ""
        self.counter.value = f"Step {index + 1} of {len(steps)} of <i>{who}{esc(entry.label)}</i>"
        self.text.value = (
            f'<div class="rx-step" data-step="{index}" data-rule="{esc(step.rule)}">'
            f"{esc(step.text)}<br><small>Rule: <b>{esc(title)}</b> "
            f"<code>{esc(step.rule)}</code></small></div>"
        )
        self.previous.disabled = index == 0
        self.next.disabled = index >= len(steps) - 1
        self.rule_button.layout.display = ""
