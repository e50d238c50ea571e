"""No two actions offered at the same moment read alike (issue 44).

The Play tab lists the legal actions (at a chance node: the outcomes) by their labels, so two
of them with the same words cannot be told apart: O Inconsciente offered "Declare ideas:
research" for two different table spaces (``declare i1`` and ``declare i9``, sometimes with the
same inkwell value) and sixteen "Draw a card (latent dream)" at one draw. Every game, at every
player count, over random positions of seeded random games, in every language it speaks: the
labels of the actions legal at one moment are all different.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import rules
from tests.examples import examples

#: Random games per table (player count); the quick tier plays a share of them.
GAMES = 4
#: Actions per game at most: enough to reach every stage of the longest games' rounds.
MOVES = 300


def tables():
    for slug in rules.available_games():
        low, high = rules.load_game(slug).info.players
        for players in range(low, high + 1):
            yield pytest.param(slug, players, id=f"{slug}-{players}p")


def same_labels(game, state) -> list[str]:
    """The labels shared by two or more of the actions legal in ``state``, in any language."""
    actions = game.legal_actions(state)
    shared = []
    for language in game.info.languages:
        counts = Counter(action.render(language) for action in actions)
        for label, n in counts.items():
            if n > 1:
                keys = [a.key for a in actions if a.render(language) == label]
                shared.append(f"{language}: {label!r} for {keys}")
    return shared


@pytest.mark.parametrize(("slug", "players"), list(tables()))
def test_no_two_legal_actions_share_a_label(slug, players):
    game = rules.load_game(slug)
    found: list[str] = []
    for seed in range(examples(GAMES)):
        rng = random.Random(seed)
        state = game.setup(players=players, seed=seed)
        for _ in range(MOVES):
            if game.result(state) is not None or state.to_move is None:
                break
            found += same_labels(game, state)
            state = game.apply(state, rng.choice(game.legal_actions(state))).state
        if found:
            break
    assert not found, f"{slug}, {players} players: " + "; ".join(found[:5])
