"""The core's bots do no work twice (issue 47, fourth round): a decision with one legal action
rates nothing, and in quiet mode the playout takes up the transition the look-ahead made for
the chosen action instead of applying it again, where the look-ahead rated the very position
or a seat's view of it that differs in nothing but the seed and the viewer. A kept
transition is the one a fresh apply makes, and is never given for another position or where
Steps are wanted."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

import pytest

import rules
from rules.core.bots import LookaheadBot, make_bots, playout, seated_transition
from rules.core.types import Action, Transition
from tests.rules.kept_check import one_field_mixes

ALL_GAMES = rules.available_games()
#: Games whose seat's view hides nothing but the seed (the open table): there the chosen
#: action's transition is taken up.
OPEN_TABLES = ("mushroom-eaters", "escape-from-the-hidden-castle")


# ----- a game of one decision, open to all -------------------------------------------------
@dataclass(frozen=True)
class _Position:
    to_move: int = 0
    taken: str = ""


class _Table:
    """Each action's key names the rating of the position it leads to; applies are counted."""

    hidden_information = False

    def __init__(self, ratings: dict[str, float]) -> None:
        self.ratings = ratings
        self.actions = [Action(key, key) for key in ratings]
        self.applied: list[str] = []

    def legal_actions(self, state):
        return list(self.actions)

    def apply(self, state, action, explain=False):
        self.applied.append(action.key)
        return Transition(_Position(state.to_move, action.key))


class _Bot(LookaheadBot):
    def value(self, game, state, me):
        return game.ratings[state.taken]


def test_a_decision_with_one_legal_action_applies_and_rates_nothing():
    game = _Table({"only": 1.0})
    assert [a.key for a in _Bot().best_actions(game, _Position())] == ["only"]
    assert game.applied == []


def test_a_decision_with_one_legal_action_draws_from_the_random_source_as_ever():
    """``choose`` still asks ``rng.choice`` of the one action, so every later draw of the
    game's random source is the one it was (the same moves after it)."""
    game = _Table({"only": 1.0})
    for seed in range(5):
        mine, theirs = random.Random(seed), random.Random(seed)
        assert _Bot().choose(game, _Position(), mine).key == theirs.choice(game.actions).key
        assert mine.getstate() == theirs.getstate()


def test_the_chosen_actions_transition_is_kept_for_the_position_rated_and_no_other():
    game = _Table({"a": 1.0, "b": 2.0})
    bot, here = _Bot(), _Position()
    (best,) = bot.best_actions(game, here)
    kept = bot.kept_transition(game, here, best)
    assert kept is not None and kept.state == _Position(0, "b")
    assert game.applied == ["a", "b"]  # taken up: not applied again
    assert bot.kept_transition(game, _Position(), best) is None  # an equal, other position
    assert bot.kept_transition(_Table({"a": 1.0, "b": 2.0}), here, best) is None  # other game
    bot.best_actions(game, _Position(to_move=0, taken="x"))  # a new decision drops the last
    assert bot.kept_transition(game, here, best) is None


# ----- the seven games -----------------------------------------------------------------------
def _one_legal_decisions(slug: str, players: int, seeds: range):
    """(game, seat's view, the whole position) at each decision of seeded heuristic games with
    one legal action."""
    game = rules.load_game(slug)
    found = []
    for seed in seeds:
        bots = make_bots(game, ["heuristic"], players)
        state = game.setup(players, seed=seed)
        for before, _, _ in playout(game, state, bots, random.Random(seed)):
            seat = before.to_move
            if seat is not None and seat >= 0 and len(game.legal_actions(before)) == 1:
                found.append((game, game.view(before, seat), before))
    return found


@pytest.mark.parametrize("slug", ["mushroom-eaters", "mycelia-prisma", "oasis"])
def test_a_game_bot_at_one_legal_action_applies_nothing(slug, monkeypatch):
    decisions = _one_legal_decisions(slug, 2, range(2))
    assert len(decisions) >= 3
    game = decisions[0][0]
    applied = []
    real = type(game).apply
    for _, view, _ in decisions[:20]:
        bot = game.bots["heuristic"]()
        with monkeypatch.context() as patched:
            patched.setattr(
                type(game), "apply", lambda self, *a, **k: applied.append(a) or real(self, *a, **k)
            )
            rng, same = random.Random(7), random.Random(7)
            assert bot.choose(game, view, rng) == same.choice(game.legal_actions(view))
        assert rng.getstate() == same.getstate()
        assert applied == []


def _taken_up(slug: str, players: int, seed: int):
    """Every action of a quiet seeded game of heuristic bots: (position before, action, the
    playout's transition, whether the playout took it up from a bot's look-ahead)."""
    game = rules.load_game(slug)
    bots = make_bots(game, ["heuristic"], players)
    taken: list[bool] = []
    for bot in bots:
        keep = bot.kept_transition

        def counted(game, state, action, keep=keep):
            found = keep(game, state, action)
            taken.append(found is not None)
            return found

        bot.kept_transition = counted
    state = game.setup(players, seed=seed)
    moves = []
    for before, action, transition in playout(game, state, bots, random.Random(seed)):
        took = before.to_move is not None and before.to_move >= 0 and taken.pop()
        moves.append((before, action, transition, took))
    return game, moves


@pytest.mark.parametrize("slug", OPEN_TABLES)
@pytest.mark.parametrize(("players", "seed"), [(4, 0), (3, 1), (2, 2)])
def test_a_kept_transition_is_the_one_a_fresh_apply_makes(slug, players, seed):
    game, moves = _taken_up(slug, players, seed)
    decisions = [m for m in moves if m[0].to_move >= 0]
    taken = [m for m in decisions if m[3]]
    assert len(taken) * 3 > len(decisions)  # most decisions' transitions are taken up
    for before, action, transition, _ in taken:
        fresh = game.apply(before, action.key, explain=False)
        assert transition == fresh
        assert transition.state.seed == before.seed and transition.state.viewer == before.viewer


@pytest.mark.parametrize("slug", ALL_GAMES)
def test_every_quiet_transition_of_a_bot_game_is_a_fresh_applys(slug):
    """Whatever a game's view hides, the quiet playout's transitions are those ``apply`` makes
    (where the view hides more than the seed, nothing is taken up)."""
    game = rules.load_game(slug)
    players = max(game.info.players[0], 2)
    _, moves = _taken_up(slug, players, 3)
    for before, action, transition, _ in moves[:400]:
        assert transition == game.apply(before, action.key, explain=False)


def test_a_view_differing_from_the_position_in_any_field_but_the_seed_and_viewer_takes_nothing():
    """``seated_transition`` takes a view's transition up only for the position the view
    shows: a position that differs from it in any one other field (an equal value is not
    enough either, unless it is the very object) gets None."""
    game, moves = _taken_up("mushroom-eaters", 3, 4)
    positions = [m[0] for m in moves if m[0].to_move >= 0][::5]
    state = positions[3]
    view = game.view(state, state.to_move)
    action = game.legal_actions(view)[0]
    kept = game.apply(view, action, explain=False)
    assert seated_transition(view, state, kept) == game.apply(state, action.key, explain=False)
    tried: set[str] = set()
    for name, mixed in one_field_mixes(state, positions, set()):
        assert seated_transition(view, mixed, kept) is None, name
        tried.add(name)
    assert {"hands", "tasks", "pawn", "intensity"} <= tried
    equal = dataclasses.replace(state, hands=tuple(list(state.hands)))
    assert equal == state and equal.hands is not state.hands
    assert seated_transition(view, equal, kept) is None


@pytest.mark.parametrize("slug", OPEN_TABLES)
def test_with_steps_wanted_nothing_is_taken_up(slug):
    """A playout that explains (Steps for a person) never asks a bot for a kept transition,
    and gives the transitions, Steps and all, that ``apply`` makes with Steps."""
    game = rules.load_game(slug)
    bots = make_bots(game, ["heuristic"], 3)
    for bot in bots:
        bot.kept_transition = lambda *args: pytest.fail("a kept transition was asked for")
    state = game.setup(3, seed=5)
    explained = 0
    for count, (before, action, transition) in enumerate(
        playout(game, state, bots, random.Random(5), explain=True)
    ):
        assert transition == game.apply(before, action.key, explain=True)
        explained += bool(transition.steps)
        if count == 150:
            break
    assert explained > 100


def test_the_mushroom_eaters_last_scores_are_tried_first_and_are_the_scorings_own():
    """The Mushroom Eaters' bot gives the last scores again while the scored fields compare
    equal (most candidates of a decision leave them the very same tuples), and never for a
    position whose scored fields differ."""
    from rules.mushroom_eaters.bots import HeuristicBot

    game, moves = _taken_up("mushroom-eaters", 3, 6)
    bot, again = HeuristicBot(), 0
    for before, _, _, _ in moves:
        if before.to_move < 0:
            continue
        view = game.view(before, before.to_move)
        for action in game.legal_actions(view):
            after = game.apply(view, action, explain=False).state
            last = bot._last_scores
            scores = bot.scores(game, after)
            again += last is not None and scores is last[1]
            assert scores == game.scores(after)
    assert again > 200
