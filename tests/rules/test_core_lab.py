"""The core's share of a bot's action (issue 47, "The Lab at a thousand games in seconds"):
each position's legal list is made once, a bot's choice made on its seat's view is checked
alone in the whole position, a seeded chance outcome is applied without the legal list being
made again, and none of these shortcuts lets an illegal action through or changes what is
played. Speed itself is measured in benchmarks/, never asserted here."""

from __future__ import annotations

import random

import pytest

import rules
from rules.core import CHANCE, IllegalAction
from rules.core.bots import random_playout
from rules.core.flow import TaskKind, TurnFlow, turn_order
from rules.core.moves import DeclaredGame

from .three_in_a_row import ThreeInARow

SLUGS = rules.available_games()


def fresh(slug: str):
    """A new instance of a game, its caches empty (``load_game`` shares one per game)."""
    return type(rules.load_game(slug))()


def counting(game) -> list:
    """Record every position whose whole legal list ``game`` makes from now on."""
    made: list = []
    legal = game._legal

    def counted(state):
        made.append(state)
        return legal(state)

    game._legal = counted
    return made


def positions(slug: str, seeds=(1, 2), every: int = 7):
    """Some positions of random games (every ``every``-th), decisions and chance nodes."""
    game = rules.load_game(slug)
    low, high = game.info.players
    rulings = {"round-limit": "30"} if slug == "vrienden" else {}
    for seed in seeds:
        players = min(high, max(low, 2 + seed % 3))
        for number, (before, _, _) in enumerate(
            random_playout(game, players, seed, rulings=rulings)
        ):
            if number % every == 0 or before.to_move == CHANCE:
                yield before


@pytest.mark.parametrize("slug", SLUGS)
def test_every_chance_outcome_is_legal_at_its_node(slug):
    """``sample_chance`` vouches for the outcome it picks, so ``apply`` takes it without the
    legal list: that holds because every outcome of a chance node is a legal action there."""
    game = rules.load_game(slug)
    nodes = 0
    for state in positions(slug, every=1000):
        if state.to_move != CHANCE:
            continue
        nodes += 1
        for action, _ in game.chance_outcomes(state):
            assert game.why_illegal(state, action) is None, action.key
    assert nodes


@pytest.mark.parametrize("slug", SLUGS)
def test_a_sampled_chance_outcome_is_applied_without_making_the_legal_list(slug):
    game = fresh(slug)
    nodes = [s for s in positions(slug, seeds=(3,), every=1000) if s.to_move == CHANCE][:20]
    assert nodes
    for state in nodes:
        outcome = game.sample_chance(state)
        made = counting(game)
        after = game.apply(state, outcome, explain=False).state
        assert made == []  # failed before: apply made the node's legal list again
        del game._legal
        assert after == rules.load_game(slug).apply(state, outcome.key, explain=False).state


@pytest.mark.parametrize("slug", SLUGS)
def test_a_look_ahead_makes_each_position_s_legal_list_once(slug):
    """A look-ahead (the core's ``LookaheadBot``, Vrienden's completing bot) lists a
    position's actions, looks at where each leads (listing those positions' actions too), and
    applies the next action to the first position again: its list is not made again."""
    game = fresh(slug)
    looked = 0
    for state in positions(slug, seeds=(4,), every=25):
        if state.to_move in (None, CHANCE):
            continue
        made = counting(game)
        for action in game.legal_actions(state)[:12]:
            after = game.apply(state, action, explain=False).state
            if after.to_move not in (None, CHANCE):
                game.legal_actions(after)
        del game._legal
        assert len(made) == len({id(s) for s in made}), "a legal list was made twice"
        looked += 1
    assert looked


#: Games whose legal list is the core's own (the others list some tasks' actions themselves).
CORE_LEGAL = [s for s in SLUGS if type(rules.load_game(s))._legal is DeclaredGame._legal] + [
    "three-in-a-row"
]


def game_of(slug: str):
    return ThreeInARow() if slug == "three-in-a-row" else fresh(slug)


def decisions(slug: str):
    if slug != "three-in-a-row":
        return [s for s in positions(slug, seeds=(5, 6), every=5) if s.to_move != CHANCE]
    game = ThreeInARow()
    found = []
    for seed in range(6):
        found += [b for b, _, _ in random_playout(game, 2, seed) if b.to_move != CHANCE]
    return found


@pytest.mark.parametrize("slug", CORE_LEGAL)
def test_a_choice_is_checked_alone_and_is_the_legal_lists_action(slug):
    """``action_from_key`` in a position whose legal list was not made (a bot decided on its
    seat's view) asks only the chosen move's check and options: the Action is the one the
    legal list holds, vouched for, and the whole list is not made."""
    game, reference = game_of(slug), game_of(slug)
    checked = 0
    for state in decisions(slug):
        legal = reference.legal_actions(state)
        for action in legal[:: max(1, len(legal) // 6)]:
            made = counting(game)
            found = game.action_from_key(state, action.key)
            del game._legal
            assert found == action
            assert made == []  # failed before: the whole list of the position was made
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("slug", CORE_LEGAL)
def test_a_key_that_is_not_legal_is_still_refused_naming_its_rule(slug):
    """The single check lets nothing through that the legal list would not hold: keys legal
    in other positions are refused here as ``why_illegal`` says, the position unchanged."""
    game, reference = game_of(slug), game_of(slug)
    states = decisions(slug)
    keys = sorted({a.key for s in states for a in reference.legal_actions(s)})
    rng = random.Random(9)
    refused = 0
    for state in states[::3]:
        legal = {a.key for a in reference.legal_actions(state)}
        for key in rng.sample(keys, min(25, len(keys))):
            if key in legal:
                assert game.action_from_key(state, key).key == key
                continue
            before = repr(state)
            with pytest.raises(IllegalAction) as refusal:
                game.action_from_key(state, key)
            assert refusal.value.ruling == reference.why_illegal(state, key)
            assert repr(state) == before
            refused += 1
    assert refused > 20


def test_the_single_check_is_left_to_games_that_list_actions_themselves():
    """A game that makes its legal list itself (an order of its own, labels read from the
    position) is asked for its whole list: its own ``_legal`` is the one truth."""
    for slug in SLUGS:
        game = fresh(slug)
        own = type(game)._legal is not DeclaredGame._legal
        assert game._core_legal is not own


def test_the_automatic_tasks_run_alike_with_and_without_a_stop():
    flow = TurnFlow([TaskKind("turn"), TaskKind("tidy", "auto"), TaskKind("count", "auto")])

    class Play:
        def __init__(self, tasks):
            self.tasks = list(tasks)
            self.done: list = []

    def tidy(play, task):
        play.tasks.pop(0)
        play.done.append(task)
        play.tasks.insert(0, ("count", len(play.done)))

    def count(play, task):
        play.tasks.pop(0)
        play.done.append(task)

    handlers = {"tidy": tidy, "count": count}
    quiet, asked = Play([("tidy",), ("turn",)]), Play([("tidy",), ("turn",)])
    flow.run(quiet, handlers)
    flow.run(asked, handlers, lambda play: False)
    assert quiet.done == asked.done == [("tidy",), ("count", 1)]
    assert quiet.tasks == asked.tasks == [("turn",)]
    stopped = Play([("tidy",), ("turn",)])
    flow.run(stopped, handlers, lambda play: len(play.done) == 1)
    assert stopped.tasks == [("count", 1), ("turn",)]


def test_turn_orders_are_the_seats_from_the_first_round_the_table():
    for players in range(1, 9):
        for first in range(players):
            expected = tuple((first + i) % players for i in range(players))
            assert turn_order(first, players) == expected
            assert turn_order(first, players) == expected  # kept, the same
    assert turn_order(5, 3) == (2, 0, 1)  # a seat number past the table wraps, as ever


def test_a_reading_is_the_first_pair_of_its_name_whatever_the_states_share():
    from rules.core.working import Rulings

    class Held(Rulings):
        __slots__ = ("rulings",)

        def __init__(self, rulings):
            self.rulings = rulings

    first = Held((("order", "seed"), ("limit", "none"), ("order", "other")))
    assert first.ruling("order") == "seed" and first.ruling("limit") == "none"
    with pytest.raises(KeyError, match="missing"):
        first.ruling("missing")
    # Another game's tuple (made after the first was dropped) reads its own pairs.
    for reading in ("a", "b", "c"):
        assert Held((("order", reading),)).ruling("order") == reading
    game = rules.load_game("vrienden")
    for choice in ("none", "30"):
        state = game.setup(2, seed=1, rulings={"round-limit": choice})
        assert state.ruling("round-limit") == choice


def test_playouts_give_the_collector_its_thresholds_back():
    """Bots play with fewer collections of the youngest generation; every way a playout ends
    (to the end, abandoned, GameTooLong, one inside another) gives the thresholds back."""
    import gc

    from rules.core import bots

    game = rules.load_game("escape-from-the-hidden-castle")
    before = gc.get_threshold()
    seen = []
    for _, _, _ in random_playout(game, 2, 1):
        seen.append(gc.get_threshold()[0])
    assert set(seen) == {max(before[0], bots.PLAYING_THRESHOLD)}
    assert gc.get_threshold() == before
    outer = iter(random_playout(game, 2, 2))
    next(outer)
    inner = iter(random_playout(game, 2, 3))
    next(inner)
    del outer  # abandoned first: the inner playout still plays with fewer collections
    assert gc.get_threshold()[0] == max(before[0], bots.PLAYING_THRESHOLD)
    del inner
    assert gc.get_threshold() == before
    with pytest.raises(bots.GameTooLong):
        for _ in random_playout(game, 2, 4, limit=5):
            pass
    assert gc.get_threshold() == before
    try:
        gc.set_threshold(0)  # switched off stays off
        for _ in random_playout(game, 2, 5):
            assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*before)


def test_an_overlong_key_is_refused_before_any_move_reads_it():
    """The single check reads no key the game would refuse unread (``check_key``): a key
    longer than any of the game's is refused by the turn rule, as before, at no cost."""
    game = fresh("oasis")
    state = game.setup(2, seed=1)
    read = []
    game.read_key = lambda key: read.append(key)  # any reading would be seen here
    with pytest.raises(IllegalAction) as refusal:
        game.action_from_key(state, "pass" + " " * 5000)
    assert read == [] and refusal.value.ruling.rule == game.turn_rule
