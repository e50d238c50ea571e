"""Issue 44, the quiz: it asks whenever the learner's choices differ in outcome, in every game.

Vrienden's quiz asked nothing in 34 moves and Daybreak's 3 times in 13: a game's own summary
of an outcome left out most of what a move does, so two different outcomes read the same and
the quiz said every choice "leads to the same thing". Here each game is played by a scripted
random hand, and at every decision the quiz must ask when another legal choice of the same
kind ends in a different position that the learner can be told apart (its Steps or the
position's description differ).
"""

from __future__ import annotations

import random

import pytest

import rules
from explorer import GameExplorer
from explorer.chrome import words
from explorer.quiz import make_question
from rules import CHANCE

#: Decisions looked at per game: enough for every kind of move of the opening and middle game.
DECISIONS = 30


def told_apart(game, state, mine, other) -> bool:
    """True when the learner could be shown that two outcomes differ: in their Steps or in
    the description of the position they leave."""
    if mine.state == other.state:
        return False
    said = [s.text for s in mine.steps] != [s.text for s in other.steps]
    return said or words(game.describe(mine.state), "en") != words(game.describe(other.state), "en")


def scripted_decisions(slug: str):
    """(state, action) at each decision of a seeded random game."""
    game = rules.load_game(slug)
    state = game.setup(game.info.players[0], seed=5)
    rng = random.Random(2)
    seen = 0
    while state.to_move is not None and seen < DECISIONS:
        action = rng.choice(game.legal_actions(state))
        if state.to_move != CHANCE:
            seen += 1
            yield game, state, action
        state = game.apply(state, action, explain=False).state


@pytest.mark.parametrize("slug", rules.available_games())
def test_the_quiz_asks_at_every_move_whose_choices_differ_in_outcome(slug):
    asked = differing = 0
    silent = []
    for game, state, action in scripted_decisions(slug):
        mine = game.apply(state, action)
        rivals = [
            game.apply(state, other)
            for other in game.legal_actions(state)
            if other.kind == action.kind and other.key != action.key
        ]
        differs = any(told_apart(game, state, mine, other) for other in rivals)
        question = make_question(game, state, action, random.Random(0))
        differing += differs
        asked += question is not None
        if differs and question is None:
            silent.append(action.key)
        if question is not None:
            options = question.options
            assert len(set(options)) == len(options) >= 2, options
            assert question.rule in game.rulebook
    assert not silent, f"no question, though another choice differs: {silent}"
    assert differing > 0 and asked >= differing


def test_vrienden_moves_that_harmonize_nothing_are_asked_about():
    """The case of the issue: Vrienden's summary says nothing of a move that harmonizes no
    chakra, so no question was asked; now its Steps tell the choices apart."""
    dash = GameExplorer("vrienden", players=3, seed=5)
    dash.quiz_panel.enabled.value = True
    game, state = dash.session.game, dash.session.state
    action = game.legal_actions(state)[0]
    dash.act(action.key)
    question = dash.quiz_panel.question
    assert question is not None and question.action.key == action.key
    shown = [b.description for b in dash.quiz_panel.options.visible()]
    assert shown == list(question.options) and len(shown) >= 2


def test_the_options_are_in_the_dashboards_language():
    """Options told from the Steps follow the language switch (O Inconsciente in Portuguese)."""
    dash = GameExplorer("o-inconsciente", players=2, seed=5)
    dash.set_language("pt")
    dash.quiz_panel.enabled.value = True
    game, state = dash.session.game, dash.session.state
    for action in game.legal_actions(state):
        dash.act(action.key)
        if dash.quiz_panel.question is not None:
            break
    question = dash.quiz_panel.question
    assert question is not None
    shown = [b.description for b in dash.quiz_panel.options.visible()]
    assert shown == list(question.options_in("pt"))


HIDING = [g for g in rules.available_games() if rules.load_game(g).hidden_information]


def test_a_question_asked_in_a_players_view_tells_nothing_that_player_may_not_know():
    """Viewing as the first player, the options are told as that player reads the Steps: a
    sentence holding another's secret (a plenitude token drawn in Vrienden) is in no option."""
    secrets = 0
    for slug in HIDING:
        for game, state, action in scripted_decisions(slug):
            question = make_question(game, state, action, random.Random(0), seat=0)
            if question is None:
                continue
            hidden = [
                step.text
                for step in game.apply(state, action).steps
                if game.view_step(step, 0).text != step.text
            ]
            secrets += len(hidden)
            for option in question.options:
                assert not any(sentence in option for sentence in hidden), (action.key, option)
    assert secrets > 0  # the scripted games hold secrets told in a question's Steps
