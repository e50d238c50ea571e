"""'Predict what happens': questions made from the engine, never written by hand.

Before the steps of an action are shown, the learner chooses among outcome summaries: the one
the action really brings about, and foils computed by applying other legal actions of the same
kind, or the same action in nearby positions (``Game.quiz_variants``).

A question is asked whenever another choice of the same kind ends in a different position
(issue 44): a game's own ``summarize_outcome`` is tried first, but it tells only what its
author thought worth telling (Vrienden's says nothing of a move that harmonizes no chakra), so
where it says the same of two different positions the options are told in finer words: the
Steps that follow the action, then every Step of it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Action, Game, Step, Transition
from rules.core.messages import DEFAULT_LANGUAGE

from .chrome import text, words

#: An outcome in words, in any language.
Told = Callable[[str], str]


@dataclass(frozen=True)
class Question:
    action: Action  # what the learner is about to do
    #: Each option in words, in any language (``options_in``); ``options`` reads them in English.
    told: tuple[Told, ...]
    answer: int
    rule: str  # the section that explains the answer

    def prompt_in(self, language: str) -> str:
        return text("quiz-prompt", language, action=self.action.render(language))

    @property
    def prompt(self) -> str:
        return self.prompt_in(DEFAULT_LANGUAGE)

    def options_in(self, language: str) -> tuple[str, ...]:
        return tuple(option(language) for option in self.told)

    @property
    def options(self) -> tuple[str, ...]:
        return self.options_in(DEFAULT_LANGUAGE)


def _summary(game: Game, before: Any, transition: Transition, seat: int | None) -> Told | None:
    """The game's own summary (English: ``summarize_outcome`` returns plain text). It is of
    the whole position, so not for a learner viewing as one player of a game that hides."""
    if seat is not None and game.hidden_information:
        return None
    said = game.summarize_outcome(before, transition)
    return lambda _language: said


def _what_follows(game: Game, _before: Any, transition: Transition, seat: int | None) -> Told:
    """The Steps after the action's own: its consequences, in the reader's language."""
    steps = _seen(game, transition.steps[1:], seat)
    return lambda language: " ".join(step.render(language) for step in steps)


def _every_step(game: Game, _before: Any, transition: Transition, seat: int | None) -> Told:
    """Every Step, the action's own first: where two choices differ only in what they do
    directly (a pawn to space 7 or to space 9), that is the outcome to predict."""
    steps = _seen(game, transition.steps, seat)
    return lambda language: " ".join(step.render(language) for step in steps)


def _seen(game: Game, steps: tuple[Step, ...], seat: int | None) -> tuple[Step, ...]:
    """Steps as the learner's seat may read them (all of them for the teacher's view)."""
    return steps if seat is None else tuple(game.view_step(step, seat) for step in steps)


def _what_changes(game: Game, before: Any, transition: Transition, seat: int | None) -> Told:
    """The parts of the position's description that are new after the action: for a choice
    whose Steps say the same as another's (or nothing), what it leaves on the table."""

    def seen(state: Any) -> Any:
        return state if seat is None or seat >= state.players else game.view(state, seat)

    def told(language: str) -> str:
        was = set(_clauses(words(game.describe(seen(before)), language)))
        now = _clauses(words(game.describe(seen(transition.state)), language))
        return "; ".join(clause for clause in now if clause not in was)

    return told


def _clauses(description: str) -> list[str]:
    return [part.rstrip(".;") for part in re.split(r"(?<=[.;:])\s+", description) if part]


#: Ways of telling an outcome, coarsest first: a question uses the first that tells the
#: learner's outcome apart from another choice's.
TELLINGS = (_summary, _what_follows, _every_step, _what_changes)


def make_question(
    game: Game,
    state: Any,
    action: Action,
    rng: random.Random,
    size: int = 4,
    seat: int | None = None,
) -> Question | None:
    """A multiple-choice question about ``action`` in ``state``, or None if nothing to predict
    (every other choice of its kind ends in the same position, or it has none). With a
    ``seat``, the options say only what that player may know: a learner viewing as one
    player is not shown another's hidden cards by the quiz."""
    transition = game.apply(state, action, explain=True)
    rivals: list[tuple[Any, Transition]] = [
        (other, game.apply(other, action, explain=True))
        for other in game.quiz_variants(state, action)
    ]
    if action.kind != "roll":
        for other in game.legal_actions(state):
            if other.kind == action.kind and other.key != action.key:
                after = game.apply(state, other, explain=True)
                if after.state != transition.state:  # the same position is the same outcome
                    rivals.append((state, after))
    for telling in TELLINGS:
        told = telling(game, state, transition, seat)
        if told is None:
            continue
        truth = _or_nothing(told)
        told_truth = truth(DEFAULT_LANGUAGE)
        foils: dict[str, Told] = {}
        for before, after in rivals:
            foil = _or_nothing(telling(game, before, after, seat))
            said = foil(DEFAULT_LANGUAGE)
            if said != told_truth and said not in foils:
                foils[said] = foil
        if foils:
            break
    else:
        return None
    chosen = list(foils.values())
    rng.shuffle(chosen)
    options = [truth, *chosen[: size - 1]]
    rng.shuffle(options)
    # The rule that explains the answer: the first to follow the action's own, else the
    # action's own; an action that explains nothing (a choice not to act) cites the rule
    # its rivals show, the one about that choice.
    fired = [s.rule for s in transition.steps[1:]] or [s.rule for s in transition.steps[:1]]
    fired += [step.rule for _before, after in rivals for step in after.steps[:1]]
    return Question(
        action=action,
        told=tuple(options),
        answer=options.index(truth),
        rule=fired[0],
    )


def _or_nothing(told: Told) -> Told:
    """An outcome with no words of its own says that nothing else happens."""
    return lambda language: told(language) or text("quiz-nothing-else", language)


@dataclass
class Score:
    asked: int = 0
    right: int = 0

    def record(self, correct: bool) -> None:
        self.asked += 1
        self.right += int(correct)
