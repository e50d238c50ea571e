"""Quiz: predict what an action will do before its steps are shown."""

from __future__ import annotations

import random

import ipywidgets as w

from explorer.quiz import Question, Score, make_question
from explorer.text import esc

from .base import ButtonPool, Panel


class QuizPanel(Panel):
    title = "Quiz"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.enabled = w.Checkbox(value=False, description="Quiz me: predict before I see")
        self.enabled.add_class("rx-quiz-on")
        self.prompt = w.HTML()
        self.options = ButtonPool(self.answer, "rx-quiz-option")
        self.feedback = w.HTML()
        self.score_text = w.HTML()
        self.score = Score()
        self.rng = random.Random(0)
        self.question: Question | None = None
        self.pending = None  # the action waiting for the learner's prediction
        self.widget = w.VBox(
            [self.enabled, self.prompt, self.options.box, self.feedback, self.score_text]
        )

    def intercept(self, action) -> bool:
        """Ask about ``action`` instead of playing it now; True if a question was asked."""
        if not self.enabled.value:
            return False
        question = make_question(self.session.game, self.session.state, action, self.rng)
        if question is None:
            return False
        self.question, self.pending = question, action
        self.feedback.value = ""
        self.app.focus_tab(self)
        self.refresh()
        return True

    def answer(self, choice: str) -> None:
        question, action = self.question, self.pending
        if question is None or action is None:
            return
        index = int(choice)
        correct = index == question.answer
        self.score.record(correct)
        section = self.session.game.rulebook.section(question.rule)
        verdict = "Right!" if correct else "Not quite."
        self.feedback.value = (
            f'<div class="{"rx-ok" if correct else "rx-whynot"}" data-correct="{correct}">'
            f"<b>{verdict}</b> What happens: {esc(question.options[question.answer])}<br>"
            f"<small>Rule: <b>{esc(section.title)}</b> <code>{esc(section.id)}</code>"
            "</small></div>"
        )
        self.question = self.pending = None
        self.app.play(action)
        self.refresh()

    def refresh(self) -> None:
        question = self.question
        if question is None:
            self.prompt.value = (
                "<i>Turn the quiz on, then take an action: you predict, then see the rules.</i>"
                if self.enabled.value
                else ""
            )
            self.options.show([])
        else:
            self.prompt.value = f"<b>{esc(question.prompt)}</b>"
            self.options.show(
                [(str(i), text, text, True) for i, text in enumerate(question.options)]
            )
            for button in self.options.visible():
                button.layout.width = "100%"
        self.score_text.value = f"Score: {self.score}"
