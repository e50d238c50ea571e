"""The step-through: Previous / Next over the Steps of the last action."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc

from .base import Panel


class StepsPanel(Panel):
    title = "steps-title"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.previous = w.Button()
        bind(self.previous, "description", "steps-previous")
        bind(self.previous, "tooltip", "steps-previous-tip")
        self.previous.add_class("rx-step-prev")
        self.next = w.Button()
        bind(self.next, "description", "steps-next")
        bind(self.next, "tooltip", "steps-next-tip")
        self.next.add_class("rx-step-next")
        self.counter = w.HTML()
        self.text = w.HTML()
        self.text.add_class("rx-step-text")
        self.rule_button = w.Button()
        bind(self.rule_button, "description", "open-rule")
        bind(self.rule_button, "tooltip", "open-rule-tip")
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
        language = self.chrome.language
        if not steps:
            self.counter.value = ""
            self.text.value = (
                f'<div class="rx-step" data-step="none">'
                f"{esc(self.t('steps-none', start=entry.render(language)))}</div>"
            )
            self.previous.disabled = self.next.disabled = True
            self.rule_button.layout.display = "none"
            return
        index = session.step_index
        step = session.seen_step
        action = session.seen_label(session.cursor, language)
        if entry.actor:
            action = self.t("steps-action-by", who=entry.who_in(language), action=action)
        counter = self.t("steps-counter", number=index + 1, total=len(steps))
        self.counter.value = f"{esc(counter)} <i>{esc(action)}</i>"
        self.text.value = (
            f'<div class="rx-step" data-step="{index}" data-rule="{esc(step.rule)}">'
            f"{esc(step.render(language))}<br><small>{esc(self.t('rule-cited'))} "
            f"<b>{esc(self.app.rule_title(step.rule))}</b></small></div>"
        )
        self.previous.disabled = index == 0
        self.next.disabled = index >= len(steps) - 1
        self.rule_button.layout.display = ""
