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
        self.load_buttons: dict[str, w.Button] = {}
        for scenario in self.session.game.scenarios:
            button = w.Button(description=f"Load: {scenario.title}", layout=w.Layout(width="auto"))
            button.add_class("rx-scenario")
            button.on_click(lambda _, sc=scenario: self.app.load_scenario(sc))
            rows.append(button)
            self.load_buttons[scenario.id] = button
        if not rows:
            rows.append(w.HTML("<i>No scenarios for this game yet.</i>"))
        # Tutorials: a whole opening, move by move, with a comment where it matters.
        lessons = []
        self.tutorial_buttons: list[w.Button] = []
        for tutorial in self.session.game.tutorials:
            button = w.Button(
                description=f"Start tutorial: {tutorial.title}", layout=w.Layout(width="auto")
            )
            button.add_class("rx-tutorial-start")
            button.on_click(lambda _, t=tutorial: self.app.start_tutorial(t))
            lessons.append(button)
            self.tutorial_buttons.append(button)
        self.next_move = w.Button(description="Tutorial: next move ▶", button_style="info")
        self.next_move.add_class("rx-tutorial-next")
        self.next_move.on_click(lambda _: self.app.tutorial_next())
        self.lesson = w.HTML()
        self.lesson.add_class("rx-tutorial")
        self.lesson_box = w.VBox([self.next_move, self.lesson])
        tutorial_rows = [w.HTML("<b>Tutorials</b>"), *lessons, self.lesson_box] if lessons else []
        self.widget = w.VBox([w.HTML("<b>Scenarios</b>"), *rows, self.task, *tutorial_rows])

    def refresh(self) -> None:
        self._refresh_tutorial()
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

    def _refresh_tutorial(self) -> None:
        session = self.session
        tutorial = session.tutorial
        self.lesson_box.layout.display = "none" if tutorial is None else ""
        if tutorial is None:
            return
        total = len(tutorial.moves)
        if not session.tutorial_on_track():
            self.next_move.disabled = True
            self.lesson.value = (
                '<div class="rx-whynot">You have left the tutorial\'s moves: undo to come back '
                "to them, or keep exploring from here.</div>"
            )
            return
        self.next_move.disabled = session.cursor >= total
        comment = session.tutorial_comment()
        done = (
            " The tutorial is over: carry on with the bots or on your own."
            if (session.cursor >= total)
            else ""
        )
        self.lesson.value = (
            f"<p><b>{esc(tutorial.title)}</b>: move {session.cursor} of {total}.{done}</p>"
            + (f'<div class="rx-note">{esc(comment)}</div>' if comment else "")
        )
