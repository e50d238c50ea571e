"""A seat's view lists the moves of its position, so a bot's choice taken from the view's own
legal list is taken in the whole position unchecked (issue 47, second round); every other
choice is still checked there, and refused naming its rule."""

from __future__ import annotations

import random
from itertools import islice

import pytest

import rules
from rules.core import CHANCE, Action, IllegalAction
from rules.core.bots import make_bots, playout

from .test_core_lab import counting, fresh

SLUGS = rules.available_games()


def decisions(slug: str, seeds=(1, 2), every: int = 3):
    """Decisions of random and heuristic games (every ``every``-th), at several tables."""
    game = rules.load_game(slug)
    low, high = game.info.players
    rulings = {"round-limit": "30"} if slug == "vrienden" else {}
    for seed in seeds:
        players = min(high, max(low, 1 + seed))
        for name in ("random", "heuristic"):
            state = game.setup(players, seed=seed, rulings=rulings)
            bots = make_bots(game, [name], players)
            game_so_far = islice(playout(game, state, bots, random.Random(seed)), 400)
            for number, (before, _, _) in enumerate(game_so_far):
                if before.to_move != CHANCE and number % every == 0:
                    yield before


@pytest.mark.parametrize("slug", SLUGS)
def test_a_seat_s_view_lists_the_moves_of_its_position(slug):
    """What ``chosen_in_view`` relies on: at a seat's decision, its view's legal list is the
    position's, action for action (keys, names, kinds, order)."""
    game = rules.load_game(slug)
    assert game.views_list_the_moves
    seen = 0
    for state in decisions(slug):
        view = game.view(state, state.to_move)
        assert game.legal_actions(view) == game.legal_actions(state)
        seen += 1
    assert seen > 20


@pytest.mark.parametrize("slug", SLUGS)
def test_a_choice_from_the_view_s_list_is_taken_without_a_check(slug):
    game = fresh(slug)
    taken = 0
    for state in list(decisions(slug, seeds=(3,), every=5))[:15]:
        view = game.view(state, state.to_move)
        listed = game.legal_actions(view)
        choice = listed[len(listed) // 2]
        made = counting(game)
        found = game.chosen_in_view(state, view, choice)
        after = game.apply(state, found, explain=False).state
        del game._legal
        assert found is choice
        assert made == []  # failed before: the position's list (or the move's) was made again
        assert after == rules.load_game(slug).apply(state, choice.key, explain=False).state
        taken += 1
    assert taken


@pytest.mark.parametrize("slug", SLUGS)
def asking(game) -> list:
    """Record every key ``game`` checks with ``action_from_key`` from now on."""
    asked: list = []
    check = game.action_from_key

    def counted(state, key):
        asked.append(key)
        return check(state, key)

    game.action_from_key = counted
    return asked


@pytest.mark.parametrize("slug", SLUGS)
def test_a_choice_from_elsewhere_is_checked_and_refused_naming_its_rule(slug):
    """An Action equal to a listed one but made elsewhere, or one listed in another
    position: checked in the position, as a key typed by a learner or read from a file is."""
    game, reference = fresh(slug), rules.load_game(slug)
    states = list(decisions(slug, seeds=(4,), every=4))[:24]
    keys = sorted({a.key for s in states for a in reference.legal_actions(s)})
    asked = asking(game)
    refused = 0
    for number, state in enumerate(states):
        view = game.view(state, state.to_move)
        listed = game.legal_actions(view)
        first = listed[0]
        copy = Action(first.key, first.label, first.kind)  # equal, not the view's own
        asked.clear()
        assert game.chosen_in_view(state, view, copy) == first
        assert asked == [first.key]  # checked
        legal = {a.key for a in listed}
        for key in random.Random(number).sample(keys, min(6, len(keys))):
            if key in legal:
                continue
            other = reference.parse_action(key)
            before = repr(state)
            with pytest.raises(IllegalAction) as refusal:
                game.chosen_in_view(state, view, other)
            assert refusal.value.ruling == reference.why_illegal(state, key)
            assert repr(state) == before
            refused += 1
    assert refused > 5


def test_a_game_whose_views_list_other_moves_has_every_choice_checked():
    game = fresh("o-inconsciente")
    game.views_list_the_moves = False
    asked = asking(game)
    for state in list(decisions("o-inconsciente", seeds=(5,)))[:10]:
        view = game.view(state, state.to_move)
        choice = game.legal_actions(view)[-1]
        asked.clear()
        assert game.chosen_in_view(state, view, choice) == choice
        assert asked == [choice.key]


@pytest.mark.parametrize("slug", SLUGS)
def test_bots_play_the_same_moves_with_or_without_the_check(slug):
    """The shortcut changes no decision: a seeded game of heuristic bots takes the same
    actions when every choice is checked."""
    played = []
    for check_all in (False, True):
        game = fresh(slug)
        game.views_list_the_moves = not check_all
        low, high = game.info.players
        players = min(high, max(low, 2))
        rulings = {"round-limit": "30"} if slug == "vrienden" else {}
        state = game.setup(players, seed=6, rulings=rulings)
        bots = make_bots(game, ["heuristic"], players)
        game_so_far = islice(playout(game, state, bots, random.Random(6)), 300)
        keys = [a.key for _, a, _ in game_so_far]
        played.append(keys)
    assert played[0] == played[1] and len(played[0]) > 20
