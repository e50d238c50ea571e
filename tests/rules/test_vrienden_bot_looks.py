"""Vrienden's heuristic bot works less for the Lab (issue 47) and rates every action as before.

It looks once at the actions whose positions it rates alike (takes of the same colours to the
same place, looks at different plenitude tokens) and takes up the moves of a channel action
where its look ahead rated them; these tests hold each shortcut to the look it replaces,
action by action, in whole heuristic games (2-4 players, both modules). Speed itself is
never asserted (docs/testing.md).
"""

from __future__ import annotations

import random

import pytest

import rules
from rules import CHANCE
from rules.core.bots import make_bots
from rules.vrienden.bots import HeuristicBot

GAME = rules.load_game("vrienden")


def decisions(players: int, seed: int, variants: tuple[str, ...]):
    """Every decision of a heuristic game, as the seat's view (seat, view)."""
    bots = make_bots(GAME, ["heuristic"], players)
    rng = random.Random(seed)
    state = GAME.setup(players, seed=seed, variants=variants)
    while state.to_move is not None:
        if state.to_move == CHANCE:
            action = GAME.sample_chance(state)
        else:
            me = state.to_move
            yield me, GAME.view(state, me)
            action = GAME.action_from_key(state, bots[me].choose(GAME, state, rng).key)
        state = GAME.apply(state, action, explain=False).state


def each_look_alone(bot: HeuristicBot, view, me: int) -> list[tuple[str, float]]:
    """What the bot's shortcuts replace: every legal action applied, completed and rated by
    itself, with nothing kept from another look."""
    looks = []
    for action in GAME.legal_actions(view):
        bot._levels.clear()
        value, _ = bot._look(GAME, view, action, me)
        looks.append((action.key, value))
    return looks


@pytest.mark.parametrize(
    ("players", "seed", "variants"),
    [(4, 3, ()), (3, 5, ("objectives", "yin-yang")), (2, 8, ("yin-yang",))],
)
def test_heuristic_bot_rates_every_action_as_if_it_looked_at_each_alone(players, seed, variants):
    """At every decision of a whole game, the worth the bot gives each legal action (with the
    takes and looks it rates once, and a channel action's moves taken up from its look
    ahead) is exactly the worth a look at that action alone gives it."""
    bot = HeuristicBot()
    compared = set()
    for me, view in decisions(players, seed, variants):
        if view.phase == "play":
            bot._levels.clear()  # as ``choose`` does at a new turn
        shortcut = [(action.key, value) for action, value, _ in bot._looks(GAME, view, me)]
        alone = each_look_alone(HeuristicBot(), view, me)
        assert shortcut == alone, (me, view.phase, view.round)
        compared.add(view.phase)
    assert {"play", "channel"} <= compared  # both kinds of decision were held to it
