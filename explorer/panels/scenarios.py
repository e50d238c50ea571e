"""Scenarios: teaching positions from the game's data, each with a task."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc, markdown

from .base import Panel
from .tutorial_way_back import TutorialWayBack


class ScenariosPanel(Panel):
    title = "tab-scenarios"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.task = w.HTML()
        self.task.add_class("rx-task")
        rows = []
        self.load_buttons: dict[str, w.Button] = {}
        for scenario in self.session.game.scenarios:
            button = w.Button(layout=w.Layout(width="auto"))
            load = lambda sc=scenario: self.t("scenario-load", title=self._title(sc))  # noqa: E731
            bind(button, "description", load)
            button.add_class("rx-scenario")
            button.on_click(lambda _, sc=scenario: self.app.load_scenario(sc))
            rows.append(button)
            self.load_buttons[scenario.id] = button
        if not rows:
            rows.append(bind(w.HTML(), "value", lambda: f"<i>{esc(self.t('scenario-none'))}</i>"))
        # Tutorials: a whole opening, move by move, with a comment where it matters.
        lessons = []
        self.tutorial_buttons: list[w.Button] = []
        for tutorial in self.session.game.tutorials:
            button = w.Button(layout=w.Layout(width="auto"))
            title = tutorial.title_in
            bind(
                button,
                "description",
                lambda title=title: self.t("tutorial-start", title=title(self.chrome.language)),
            )
            button.add_class("rx-tutorial-start")
            button.on_click(lambda _, t=tutorial: self.app.start_tutorial(t))
            lessons.append(button)
            self.tutorial_buttons.append(button)
        self.next_move = w.Button(button_style="info")
        bind(self.next_move, "description", "tutorial-next")
        self.next_move.add_class("rx-tutorial-next")
        self.next_move.on_click(lambda _: self.app.tutorial_next())
        self.lesson = w.HTML()
        self.lesson.add_class("rx-tutorial")
        # Left for a move of one's own: the same words and way back as on the Play tab.
        self.way_back = TutorialWayBack(self, "rx-tutorial-back")
        self.lesson_box = w.VBox([self.next_move, self.lesson, self.way_back.button])

        def heading(message_id: str) -> w.HTML:
            return bind(w.HTML(), "value", lambda: f"<b>{esc(self.t(message_id))}</b>")

        tutorial_rows = [heading("tutorial-heading"), *lessons, self.lesson_box] if lessons else []
        self.widget = w.VBox([heading("scenario-heading"), *rows, self.task, *tutorial_rows])

    def _title(self, scenario) -> str:
        return scenario.text("title", self.chrome.language)

    def refresh(self) -> None:
        self._refresh_tutorial()
        session = self.session
        scenario = session.scenario
        if scenario is None:
            self.task.value = ""
            return
        language = self.chrome.language
        status = ""
        for entry in session.history[1 : session.cursor + 1]:
            if entry.action is not None and scenario.solved_by(entry.action.key):
                status = f'<div class="rx-ok">{esc(self.t("scenario-done"))}</div>'
                break
        seat = scenario.viewer
        view_note = ""
        if seat is not None and session.viewer == seat and session.game.hidden_information:
            who = self.words(session.seat(seat))
            view_note = (
                f'<div class="rx-note">{esc(self.t("scenario-opens-in-view", seat=who))}</div>'
            )
        self.task.value = (
            f"<h4>{esc(self._title(scenario))}</h4>{view_note}"
            f"{markdown(scenario.text('task', language))}"
            f"<p><small>{esc(self.t('rule-cited'))} "
            f"<b>{esc(self.app.rule_title(scenario.rule))}</b></small></p>"
            f"<details><summary>{esc(self.t('scenario-hint'))}</summary>"
            f"{esc(scenario.text('hint', language))}</details>{status}"
        )

    def _refresh_tutorial(self) -> None:
        session = self.session
        tutorial = session.tutorial
        self.lesson_box.layout.display = "none" if tutorial is None else ""
        if tutorial is None:
            return
        total = len(tutorial.moves)
        left = self.way_back.note()
        off = left is not None or not session.tutorial_on_track()
        # Off the tutorial's path its next move cannot be played: the button goes, as on the
        # Play tab, and the way back is offered instead.
        self.next_move.layout.display = "none" if off else ""
        if off:
            self.next_move.disabled = True
            self.lesson.value = left or ""
            return
        language = self.chrome.language
        self.next_move.disabled = session.cursor >= total
        comment = session.tutorial_comment(language)
        where = self.t("tutorial-where", move=session.cursor, total=total)
        if session.cursor >= total:
            where = f"{where} {self.t('tutorial-over')}"
        title = esc(tutorial.title_in(language))
        self.lesson.value = f"<p><b>{title}</b>: {esc(where)}</p>" + (
            f'<div class="rx-note">{esc(comment)}</div>' if comment else ""
        )
