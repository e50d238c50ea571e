"""The History tab's moves wrap between words within the column (issue 44, final screenshots).

A long move ("o acaso, na vez de Jogador(a) 1: Sacar uma carta (sonho manifesto para a
amostra): ...") ran past the right edge of the History tab's list and was cut. Its entries are
sent to the browser as the Play tab's long list's are, with a break after each space (a select
writes each space as a no-break space), and the stylesheet lets them wrap; in Python the
entries stay as they are.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from explorer.app import GameExplorer
from explorer.panels.history import HistoryPanel
from explorer.panels.play import BREAK

STYLE = (Path(__file__).resolve().parents[2] / "explorer" / "style.css").read_text()


@pytest.mark.parametrize("slug", rules.available_games())
def test_each_move_sent_to_the_browser_may_break_after_every_space(slug):
    app = GameExplorer(slug)
    for _ in range(4):
        if app.session.at_chance:
            app.roll()
        else:
            app.act(app.session.game.legal_actions(app.session.state)[0].key)
    history = app.panel(HistoryPanel)
    history.refresh()
    labels = [label for label, _ in history.moves.options]
    assert len(labels) == 5 and all(BREAK not in label for label in labels)
    sent = history.moves.get_state(["_options_labels"])["_options_labels"]
    assert [entry.replace(BREAK, "") for entry in sent] == labels
    for entry, label in zip(sent, labels, strict=True):
        assert entry.count(BREAK) == label.count(" "), entry  # a break after each space


def test_the_stylesheet_lets_the_moves_wrap():
    rule = re.search(r"\.rx-history option \{([^}]*)\}", STYLE)
    assert rule and "white-space: normal" in rule.group(1)
