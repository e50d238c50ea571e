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
from rules.vrienden import bots as bots_module
from rules.vrienden.bots import MOVES_RATED, TAKES_RATED, HeuristicBot
from rules.vrienden.prescore import best_first, held_counts, move_guess, take_guess

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
    ahead) is exactly the worth a look at that action alone gives it. The bot here rates
    every candidate (``takes_rated`` and ``moves_rated`` None), so each legal action has its
    look; the bot that rates the best-guessed few is held to the same below."""
    bot = HeuristicBot(takes_rated=None, moves_rated=None)
    compared = set()
    for me, view in decisions(players, seed, variants):
        if view.phase == "play":
            bot._levels.clear()  # as ``choose`` does at a new turn
        shortcut = [(action.key, value) for action, value, _ in bot._looks(GAME, view, me)]
        alone = each_look_alone(HeuristicBot(takes_rated=None, moves_rated=None), view, me)
        assert shortcut == alone, (me, view.phase, view.round)
        compared.add(view.phase)
    assert {"play", "channel"} <= compared  # both kinds of decision were held to it


def test_the_bot_that_rates_a_few_rates_each_as_if_it_looked_at_it_alone():
    """The default bot applies and rates only the best-guessed takes and moves (prescore.py):
    each action it does rate is worth exactly what a look at that action alone gives it (with
    the same few moves rated within a channel action), every channel action and meditation is
    among them, and at most ``TAKES_RATED`` kinds of take (colours and place) are."""
    bot = HeuristicBot()
    kinds_seen = 0
    for me, view in decisions(3, 4, ("objectives",)):
        if view.phase == "play":
            bot._levels.clear()
        looks = [(action.key, value) for action, value, _ in bot._looks(GAME, view, me)]
        legal = [action for action in GAME.legal_actions(view)]
        rated = {key for key, _ in looks}
        alone = [
            (key, value) for key, value in each_look_alone(HeuristicBot(), view, me) if key in rated
        ]
        assert looks == alone, (me, view.phase, view.round)
        if view.phase == "play":
            assert {a.key for a in legal if a.kind != "take"} <= rated
            kinds = {GAME.read_key(key)[1][1:] for key in rated if key.startswith("take")}
            assert len(kinds) <= TAKES_RATED
            kinds_seen = max(kinds_seen, len(kinds))
    assert kinds_seen == TAKES_RATED  # some turn had more kinds of take than it rates


def test_the_takes_and_moves_left_out_are_guessed_no_better():
    """The kinds of take and the moves the bot leaves out have first guesses no higher than
    any it keeps: it keeps the best guesses, not the first ones listed."""
    bot = HeuristicBot(moves_rated=2)
    held_to_it = set()
    for me, view in decisions(4, 6, ()):
        rows = view.boards[me]
        notched = view.notches[me].bit_count()
        if view.phase == "play":
            guess = {}
            for action in GAME.legal_actions(view):
                if action.kind == "take":
                    _, colours, target = GAME.read_key(action.key)[1]
                    guess[colours, target] = take_guess(
                        bot.weights, rows, held_counts(rows), notched, colours, target
                    )
            kept = {
                GAME.read_key(a.key)[1][1:]
                for a in bot._likely_takes(GAME, view, me)
                if a.kind == "take"
            }
            left = set(guess) - kept
            if left:
                assert max(guess[k] for k in left) <= min(guess[k] for k in kept)
                held_to_it.add("take")
        elif view.phase == "channel":
            legal = GAME.legal_actions(view)
            kept = {a.key for a in bot._likely_moves(GAME, view)}
            assert len(kept) == min(2, len(legal))
            guesses = {
                a.key: move_guess(bot.weights, rows, *GAME.read_key(a.key)[1]) for a in legal
            }
            left = set(guesses) - kept
            if left:
                assert max(guesses[k] for k in left) <= min(guesses[k] for k in kept)
                held_to_it.add("move")
    assert held_to_it == {"take", "move"}


def test_a_planned_move_is_made_even_when_it_is_not_among_the_rated(monkeypatch):
    """On a jammed board the planner's move is made although the first guesses left it out
    of the moves rated: a plan is followed step by step, or the board stays jammed."""
    bot = HeuristicBot(moves_rated=1)
    for me, view in decisions(2, 1, ()):
        if view.phase != "channel" or view.pending != (0,):
            continue
        legal = GAME.legal_actions(view)
        rated = {a.key for a in bot._likely_moves(GAME, view)}
        unrated = [a for a in legal if a.key not in rated]
        if not unrated:
            continue
        move = GAME.read_key(unrated[0].key)[1]
        monkeypatch.setattr(bots_module, "plan_move", lambda *args, move=move: move)
        looks = bot._looks(GAME, view, me)
        assert bot._planned(GAME, view, me, looks).key == unrated[0].key
        return
    pytest.fail("no channel decision with a move left out of those rated")


@pytest.mark.parametrize(("players", "seed", "variants"), [(2, 1, ()), (3, 4, ("yin-yang",))])
def test_the_moves_rated_are_the_best_guesses_of_the_legal_list(players, seed, variants):
    """Where a channel action owes more than one move, its candidates are guessed before
    they are checked and checked best guess first, each on its own check (issue 47, third
    round): the moves rated are exactly the best guesses of the whole legal list
    (``best_first``, ties to the earlier key), in the list's order, and no whole legal list
    of the position is made for them (it searched every candidate's owed moves)."""
    bot = HeuristicBot()
    checked = searched = 0
    for _, view in decisions(players, seed, variants):
        if view.phase != "channel":
            continue
        legal = GAME.legal_actions(view)
        rows = view.boards[view.current]
        guesses = [move_guess(bot.weights, rows, *GAME.read_key(a.key)[1]) for a in legal]
        expected = [legal[i].key for i in best_first(guesses, MOVES_RATED)]
        game = type(GAME)()  # nothing listed yet
        made: list = []
        game._legal = lambda state, made=made, listing=game._legal: (
            made.append(state) or listing(state)
        )
        assert [a.key for a in bot._likely_moves(game, view)] == expected
        if len(view.pending) > 1:
            assert made == []  # failed before: the whole list was made
            searched += 1
        checked += 1
    assert checked > 10 and searched > 3
