"""Scenarios: teaching positions from the game's data, each with a task."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc, markdown

from .base import Panel


class ScenariosPanel(Panel):
    title = "Scenarios"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.task = w.HTML()
        self.task.add_class("rx-task")
        rows = []
        for scenario in self.session.game.scenarios:
            button = w.Button(description=f"Load: {scenario.title}", layout=w.Layout(width="auto"))
            button.add_class("rx-scenario")
            button.on_click(lambda _, sc=scenario: self.app.load_scenario(sc))
            rows.append(button)
        if not rows:
            rows.append(w.HTML("<i>No scenarios for this game yet.</i>"))
        self.widget = w.VBox([*rows, self.task])

    def refresh(self) -> None:
        session = self.session
        scenario = session.scenario
        if scenario is None:
            self.task.value = ""
            return
        status = ""
        for entry in session.history[1 : session.cursor + 1]:
            if entry.action is not None and scenario.solved_by(entry.action.key):
                status = '<div class="rx-ok">Task done. Step through the explanation.</div>'
                break
        rule = session.game.rulebook.section(scenario.rule)
        self.task.value = (
            f"<h4>{esc(scenario.title)}</h4>{markdown(scenario.task)}"
            f"<p><small>Rule: <b>{esc(rule.title)}</b></small></p>"
            f"<details><summary>Hint</summary>{esc(scenario.hint)}</details>{status}"
        )
