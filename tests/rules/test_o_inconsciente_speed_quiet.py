"""O Inconsciente's rules compose no sentence in quiet mode (the bots' look-ahead and the Lab,
``explain=False``): every Step's words are made only when explaining (issue 47), and an
explained action still says them (the goldens hold every word)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from rules.core import messages
from rules.core.bots import make_bots, next_action, play_one

from .o_inconsciente_helpers import GAME

#: The game's own modules: a sentence made in one of them during a quiet game is one no one
#: reads (the end's result, made once a game, is read by the Lab).
GAME_DIR = str(Path(GAME.__class__.__module__.replace(".", "/")).parent)


def sentences_made_by_the_rules(monkeypatch, games):
    """Where the game's modules made a message during these quiet games, by function."""
    made = {}
    real = messages.Msg.__init__

    def counting(self, *args, **kwargs):
        caller = sys._getframe(1).f_code
        if GAME_DIR in caller.co_filename and caller.co_name != "result":
            made[caller.co_name] = made.get(caller.co_name, 0) + 1
        real(self, *args, **kwargs)

    monkeypatch.setattr(messages.Msg, "__init__", counting)
    for players, seats, seeds in games:
        bots = make_bots(GAME, seats, players)
        for seed in seeds:
            play_one(GAME, players, seed, bots)
    return made


def test_a_quiet_game_composes_no_sentence(monkeypatch):
    games = [
        (2, ["heuristic", "random"], range(4)),
        (3, ["heuristic"], range(2)),
        (4, ["random"], range(2)),
    ]
    assert sentences_made_by_the_rules(monkeypatch, games) == {}


def test_the_count_sees_a_sentence_made_in_quiet_mode(monkeypatch):
    """The count above sees a Step's words made in quiet mode (here by a working copy that
    says it explains, as an unguarded step would)."""
    play_class = GAME.Play
    real = play_class.__init__

    def explaining_always(self, state, explain=False):
        real(self, state, explain)
        if self.log is None:
            self.log = []

    monkeypatch.setattr(play_class, "__init__", explaining_always)
    made = sentences_made_by_the_rules(monkeypatch, [(2, ["random"], range(1))])
    assert made


def test_an_explained_game_still_says_the_steps_quiet_mode_leaves_out():
    """Explained, the draws, the refills and the turn's actions say their Steps as ever."""
    bots = make_bots(GAME, ["random"], 2)
    rng = random.Random(4)
    state = GAME.setup(2, seed=4)
    rules_said = set()
    for _ in range(300):
        if state.to_move is None:
            break
        action = next_action(GAME, state, bots, rng)
        transition = GAME.apply(state, action, explain=True)
        assert all(step.message is not None for step in transition.steps)
        rules_said |= {step.rule.removeprefix("o-inconsciente.") for step in transition.steps}
        state = transition.state
    assert {"office.refill", "notes.gain", "declare.inkwell"} <= rules_said
