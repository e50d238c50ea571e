"""An action taken always has its explanation: at least one Step, naming the action (issue 44:
after O Inconsciente's "Encerrar os movimentos de insight" the Steps said "nenhuma jogada
ainda", no action yet, because the rules fire no Step for it; a Mushroom Eaters talk card
drawn and its "no" choices were the same). The dashboard gives such an action one Step of its
own (``explorer.session.ActionStep``), for every game."""

from __future__ import annotations

import html
import re

import pytest

import rules
from explorer.app import GameExplorer
from explorer.session import ActionStep

#: Actions played through the dashboard per game: enough to meet the actions without Steps
#: of the two games that have them (measured: O Inconsciente's first "end" comes within 20).
MOVES = 60


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def no_action_yet(app: GameExplorer) -> str:
    """The words the Steps say before any action (what must never follow an action)."""
    return app.t("steps-none", start="").split(".")[0].strip(": ")


@pytest.mark.parametrize("slug", rules.available_games())
def test_every_action_taken_has_a_step_that_names_it(slug):
    game = rules.load_game(slug)
    app = GameExplorer(slug, players=game.info.players[1], seed=2)
    for _ in range(MOVES):
        if app.session.over:
            break
        app.bot_move()
        session = app.session
        action = app.steps_panel.action_words()
        steps = app.steps_panel.step_words()
        assert steps, f"{action}: no Step explains it"
        text = plain(app.steps_panel.text.value)
        assert no_action_yet(app) not in text, f"{action}: the Steps say no action was taken"
        if isinstance(session.steps[0], ActionStep):
            assert steps == [app.t("steps-action-only", action=action)]
            assert action in text
            assert session.steps[0].rule == game.turn_rule


def test_o_inconsciente_ending_the_insight_moves_is_explained_in_portuguese():
    """The case of the issue: "Encerrar os movimentos de insight" is named by its Step, in
    Portuguese, citing the rule of the turn by its title, never "nenhuma jogada ainda"."""
    app = GameExplorer("o-inconsciente", players=2, seed=1, language="pt")
    session = app.session
    session.bot_names = ["random", "random"]  # the heuristic bots never stop to move insights
    for _ in range(300):
        if any(a.key == "done" for a in session.legal_actions()):
            break
        app.bot_move()
    else:
        pytest.fail("no insight moves to end in 300 actions")
    app.act("done")
    assert session.entry.action.key == "done"
    text = plain(app.steps_panel.text.value)
    assert "Encerrar os movimentos de insight" in text
    assert "nenhuma jogada ainda" not in text
    assert app.rule_title(session.game.turn_rule) in text
    assert "Encerrar os movimentos de insight" in plain(app.figure.layout.annotations[0].text)
