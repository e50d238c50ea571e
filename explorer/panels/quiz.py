"""Quiz: predict what an action will do before its steps are shown."""

from __future__ import annotations

import random

import ipywidgets as w

from explorer.quiz import Question, Score, make_question
from explorer.text import esc

from .base import ButtonPool, Panel


class QuizPanel(Panel):
    title = "tab-quiz"

    def __init__(self, app) -> None:
        super().__init__(app)
        # Not indented: a checkbox lines up with the buttons and lines of its panel.
        self.enabled = w.Checkbox(
            value=False,
            indent=False,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.chrome.bind(self.enabled, "description", "quiz-enable")
        self.enabled.add_class("rx-quiz-on")
        self.enabled.observe(lambda _: self.refresh(), "value")
        self.prompt = w.HTML()
        self.options = ButtonPool(self.answer, "rx-quiz-option")
        self.feedback = w.HTML()
        self.score_text = w.HTML()
        self.score = Score()
        self.rng = random.Random(0)
        self.question: Question | None = None
        self.pending = None  # the action waiting for the learner's prediction
        #: True when the quiz was on but the last action had nothing to predict (it was
        #: played at once, and the learner is told so instead of wondering).
        self.skipped = False
        self.widget = w.VBox(
            [self.enabled, self.prompt, self.options.box, self.feedback, self.score_text]
        )

    def intercept(self, action) -> bool:
        """Ask about ``action`` instead of playing it now; True if a question was asked."""
        self.skipped = False
        if not self.enabled.value:
            return False
        session = self.session
        question = make_question(session.game, session.state, action, self.rng, seat=session.viewer)
        if question is None:
            self.skipped = True
            self.chrome.bind(
                self.feedback,
                "value",
                lambda: f'<div class="rx-note">{esc(self.t("quiz-no-question"))}</div>',
            )
            return False
        self.question, self.pending = question, action
        self.chrome.bind(self.feedback, "value", lambda: "")
        self.app.focus_tab(self)
        self.refresh()
        return True

    def answer(self, choice: str) -> None:
        question, action = self.question, self.pending
        if question is None or action is None:
            return
        correct = int(choice) == question.answer
        self.score.record(correct)
        self.chrome.bind(self.feedback, "value", lambda: self._verdict(question, correct))
        self.question = self.pending = None
        self.app.play(action)
        self.refresh()

    def _verdict(self, question: Question, correct: bool) -> str:
        """Right or not, what happens, and the rule that says so (by its title)."""
        verdict = self.t("quiz-right" if correct else "quiz-wrong")
        outcome = question.told[question.answer](self.chrome.language)
        happens = self.t("quiz-what-happens", outcome=outcome)
        return (
            f'<div class="{"rx-ok" if correct else "rx-whynot"}" data-correct="{correct}" '
            f'data-rule="{esc(question.rule)}"><b>{esc(verdict)}</b> {esc(happens)}<br>'
            f"<small>{esc(self.t('rule-cited'))} <b>{esc(self.app.rule_title(question.rule))}"
            "</b></small></div>"
        )

    def refresh(self) -> None:
        question = self.question
        if question is None:
            prompt = f"<i>{esc(self.t('quiz-how'))}</i>" if self.enabled.value else ""
            self.prompt.value = prompt
            self.options.show([])
        else:
            self.prompt.value = f"<b>{esc(question.prompt_in(self.chrome.language))}</b>"
            options = question.options_in(self.chrome.language)
            self.options.show([(str(i), text, text, True) for i, text in enumerate(options)])
            for button in self.options.visible():
                button.layout.width = "100%"
        score = self.score
        self.score_text.value = esc(self.t("quiz-score", right=score.right, asked=score.asked))
