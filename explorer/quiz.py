"""'Predict what happens': questions made from the engine, never written by hand.

Before the steps of an action are shown, the learner chooses among outcome summaries: the one
the action really brings about, and foils computed by applying other legal actions of the same
kind, or the same action in nearby positions (``Game.quiz_variants``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.core import Action, Game
from rules.core.messages import DEFAULT_LANGUAGE

from .chrome import text


@dataclass(frozen=True)
class Question:
    action: Action  # what the learner is about to do
    options: tuple[str, ...]
    answer: int
    rule: str  # the section that explains the answer

    def prompt_in(self, language: str) -> str:
        return text("quiz-prompt", language, action=self.action.render(language))

    @property
    def prompt(self) -> str:
        return self.prompt_in(DEFAULT_LANGUAGE)


def make_question(
    game: Game, state: Any, action: Action, rng: random.Random, size: int = 4
) -> Question | None:
    """A multiple-choice question about ``action`` in ``state``, or None if nothing to predict."""
    transition = game.apply(state, action, explain=True)
    truth = game.summarize_outcome(state, transition)
    foils: list[str] = []
    for other in game.quiz_variants(state, action):
        foils.append(game.summarize_outcome(other, game.apply(other, action)))
    if action.kind != "roll":
        for other in game.legal_actions(state):
            if other.kind == action.kind and other.key != action.key:
                foils.append(game.summarize_outcome(state, game.apply(state, other)))
    unique = []
    for foil in foils:
        if foil != truth and foil not in unique:
            unique.append(foil)
    if not unique:
        return None
    rng.shuffle(unique)
    options = [truth, *unique[: size - 1]]
    rng.shuffle(options)
    rules_fired = [s.rule for s in transition.steps[1:]] or [transition.steps[0].rule]
    return Question(
        action=action,
        options=tuple(options),
        answer=options.index(truth),
        rule=rules_fired[0],
    )


@dataclass
class Score:
    asked: int = 0
    right: int = 0

    def record(self, correct: bool) -> None:
        self.asked += 1
        self.right += int(correct)
