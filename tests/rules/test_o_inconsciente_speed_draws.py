"""O Inconsciente's draws made quicker for the Lab (issue 47) give what they gave: each
deck's odds, kept by the deck, are the copies of each card over the deck's size, and the
deck a draw task draws from is the one its name says."""

from __future__ import annotations

import random
from collections import Counter

from rules import CHANCE
from rules.core.bots import make_bots, next_action
from rules.o_inconsciente import engine
from rules.o_inconsciente.position import NOTE_COLUMNS, deck_of, routine_pile

from .o_inconsciente_helpers import GAME


def _draw_positions():
    """The positions where a draw is due in seeded games of random bots."""
    found = []
    for players, seed in ((2, 0), (3, 1), (4, 2), (2, 3)):
        bots = make_bots(GAME, ["random"], players)
        rng = random.Random(seed)
        state = GAME.setup(players, seed=seed)
        while state.to_move is not None:
            if state.to_move == CHANCE:
                found.append(state)
            action = next_action(GAME, state, bots, rng)
            state = GAME.apply(state, action, explain=False).state
    return found


DRAWS = _draw_positions()


def expected_deck(state, task):
    """The deck of a draw task, as the rules name it (setup steps and the refills)."""
    name = task[1]
    return {
        "grief": lambda: state.grief_deck,
        "latent": lambda: state.latent_deck,
        "manifest": lambda: state.manifest_deck,
        "office-manifest": lambda: state.manifest_deck,
        "research": lambda: state.research_deck,
        "note": lambda: state.note_piles[task[2] // NOTE_COLUMNS],
        "routine": lambda: routine_pile(state),
        "study": lambda: state.client_decks[1],
    }[name]()


def test_every_draw_takes_from_the_deck_its_task_names():
    names = set()
    for state in DRAWS:
        task = state.tasks[0]
        assert deck_of(state, task) == expected_deck(state, task)
        names.add(task[1])
    assert {"grief", "latent", "manifest", "note", "routine"} <= names


def test_the_kept_odds_are_the_odds_worked_out_afresh():
    for state in DRAWS:
        deck = deck_of(state, state.tasks[0])
        counts = sorted(Counter(deck).items())
        assert GAME.draw_odds(state) == [(card, n / len(deck)) for card, n in counts]
    assert len(DRAWS) > 300 and engine._odds_kept


def test_the_odds_given_are_the_caller_s_own():
    state = DRAWS[0]
    odds = GAME.draw_odds(state)
    odds.append(("changed", 1.0))
    assert ("changed", 1.0) not in GAME.draw_odds(state)
