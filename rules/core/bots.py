"""Bots that choose actions for the player to move. Pure rules: no UI.

A bot is any object with ``choose(game, state, rng) -> Action``; games add their own
heuristic bots through ``Game.bots``. Chance nodes are never a bot's decision: the state's
seeded random source picks the outcome.
"""

from __future__ import annotations

import gc
import random
from collections.abc import (
    Callable,
    Collection,
    Generator,
    Iterable,
    Iterator,
    Mapping,
    Sequence,
)
from contextlib import contextmanager
from dataclasses import dataclass, fields
from operator import attrgetter, is_
from typing import Any, Protocol

from .fastbuild import positional_builder, seated_builder
from .game import Game
from .types import CHANCE, Action, Result, Transition


class GameTooLong(RuntimeError):
    """A playout reached its action limit: a rules bug, or a game the bots never finish."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the game did not end within {limit:,} actions")
        self.limit = limit


class Bot(Protocol):
    name: str

    def choose(self, game: Game, state: Any, rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    name = "random"

    def choose(self, game: Game, state: Any, rng: random.Random) -> Action:
        return game.random_action(state, rng)


@dataclass(frozen=True, slots=True)
class Candidates:
    """Which of a decision's legal actions a ``LookaheadBot`` rates (``LookaheadBot.candidates``),
    by key: ``unrated`` are never rated (never among the best); each of ``bounded``, a pair
    (bound, keys) given the higher bound first, are actions whose rating cannot pass the
    bound, rated only when no action rated so far beats it. When every action is unrated, all
    are rated after all: a decision always has a best action."""

    unrated: Collection[str] = frozenset()
    bounded: Sequence[tuple[float, Collection[str]]] = ()


#: How far apart two ratings may be and still tie.
TIE = 1e-9
#: How far a rating must beat a bound for the actions under it to be left unrated.
BOUND_MARGIN = 1e-6


class LookaheadBot:
    """Looks one action ahead: applies each legal action without explanations and keeps those
    whose resulting position ``value`` rates best for the seat to move (ties broken by the
    random source). Subclasses say what a position is worth; some also add a bonus for the
    action itself (``bonus``), rate an action some other way (``rate_action``), or leave some
    actions unrated (``candidates``)."""

    name = "lookahead"
    #: The game and position whose actions were applied last (``applied``), and their
    #: transitions by action key: a new dict for each position, never this shared empty one.
    _applied_in: tuple[Any, Any, dict[str, Transition]] = (None, None, {})

    def choose(self, game: Game, state: Any, rng: random.Random) -> Action:
        return rng.choice(self.best_actions(game, state))

    def best_actions(self, game: Game, state: Any) -> list[Action]:
        """Every legal action rated best for the seat to move, in the legal list's order (a
        rating within ``TIE`` of the first best one ties with it). A decision with one legal
        action rates nothing: that action is the best whatever it is worth."""
        me = state.to_move
        assert me is not None and me >= 0
        legal = game.legal_actions(state)
        if len(legal) == 1:  # issue 47: some ten decisions a game of The Mushroom Eaters
            return legal
        if type(self).candidates is not LookaheadBot.candidates:  # none of the game's: all
            plan = self.candidates(game, state, legal, me)
            if plan is not None:
                rated = self._rate_candidates(game, state, legal, me, plan)
                if rated:
                    kept = [a for a in legal if a.key in rated]
                    return _best(game, state, me, kept, lambda _g, _s, a, _m: rated[a.key])
        return _best(game, state, me, legal, self.rate_action)

    def candidates(
        self, game: Game, state: Any, legal: Sequence[Action], me: int
    ) -> Candidates | None:
        """Which of ``legal`` to rate in ``state`` for ``me``: None (the default) rates all.
        A game leaves out actions it knows cannot be best, read without applying them."""
        return None

    def _rate_candidates(
        self, game: Game, state: Any, legal: Sequence[Action], me: int, plan: Candidates
    ) -> dict[str, float]:
        """The ratings of the actions ``plan`` rates, by key: the free ones first, then each
        bound's actions while nothing rated beats the bound."""
        unrated, rate = plan.unrated, self.rate_action
        bounded = set().union(*(keys for _, keys in plan.bounded))
        rated: dict[str, float] = {}
        top = float("-inf")
        for action in legal:
            key = action.key
            if key not in unrated and key not in bounded:
                value = rated[key] = rate(game, state, action, me)
                if value > top:
                    top = value
        for bound, keys in plan.bounded:  # the higher bound first
            if top > bound + BOUND_MARGIN:  # none of them can tie with the best, nor beat it
                break
            for action in legal:
                key = action.key
                if key in keys and key not in unrated:
                    value = rated[key] = rate(game, state, action, me)
                    if value > top:
                        top = value
        return rated

    def rate_action(self, game: Game, state: Any, action: Action, me: int) -> float:
        """What taking ``action`` in ``state`` is worth to ``me``: the value of the position it
        leads to, plus its bonus. A game overrides it for actions whose worth only shows one
        decision later (Oasis: naming the mandatory action changes nothing but the task)."""
        after = self.applied(game, state, action).state
        if type(self).bonus is LookaheadBot.bonus:  # no bonus of the game's own: none to ask
            return self.value(game, after, me)
        return self.value(game, after, me) + self.bonus(state, action, me)

    def applied(self, game: Game, state: Any, action: Action) -> Transition:
        """``game.apply(state, action, explain=False)``, kept by the action's key for the
        position applied to last: when the bot then chooses one of these actions, the playout
        takes its transition up (``kept_transition``) rather than applying it again."""
        kept_game, kept_state, kept = self._applied_in
        if kept_state is not state or kept_game is not game:
            kept = {}
            self._applied_in = (game, state, kept)
        transition = kept[action.key] = game.apply(state, action, explain=False)
        return transition

    def kept_transition(self, game: Game, state: Any, action: Action) -> Transition | None:
        """What ``game.apply(state, action, explain=False)`` gives, if this bot applied
        ``action`` while rating the last position it rated (``applied``), and that position
        was ``state`` itself or a seat's view of it that differs in nothing but the seed and
        the viewer (``seated_transition``); else None. A transition with Steps (none in quiet
        mode) is never taken up: a person reads those, and a view's Steps show the view."""
        kept_game, kept_state, kept = self._applied_in
        transition = kept.get(action.key)
        if transition is None or kept_game is not game or transition.steps:
            return None
        if kept_state is state:
            return transition
        return seated_transition(kept_state, state, transition)

    def value(self, game: Game, state: Any, me: int) -> float:
        raise NotImplementedError

    def bonus(self, state: Any, action: Action, me: int) -> float:
        """A correction for the action itself, on top of the position it leads to."""
        return 0.0


def _best(
    game: Game,
    state: Any,
    me: int,
    actions: Sequence[Action],
    rate: Callable[[Game, Any, Action, int], float],
) -> list[Action]:
    """The ``actions`` that ``rate`` rates best for ``me``, in the order given: a rating within
    ``TIE`` of the first best one ties with it (``LookaheadBot.best_actions``)."""
    best: list[Action] = []
    best_value = float("-inf")
    for action in actions:
        value = rate(game, state, action, me)
        if value > best_value + TIE:
            best, best_value = [action], value
        elif abs(value - best_value) <= TIE:
            best.append(action)
    return best


def seated_transition(view: Any, state: Any, transition: Transition) -> Transition | None:
    """``transition``, made by applying an action to ``view``, as applying it to ``state``
    makes it; None unless every field of ``view`` but the seed and the viewer is the very
    object ``state`` holds (a seat's view that hides nothing else, as The Mushroom Eaters'
    and the Hidden Castle's do: issue 47). No rule of an action reads or changes those two
    (every working copy holds them as constants; the seed is read at chance nodes, never a
    bot's decision, and a rule reading it on a view, which has none, would fail), so the
    position the action leads to is the view's with ``state``'s seed and viewer."""
    twin = _seat_twins(type(state))
    if twin is None or type(view) is not type(state) or not twin[0](view, state):
        return None
    return _transition(twin[1](transition.state, state), ())


#: A Transition made without the dataclass's checking constructor.
_transition = positional_builder(Transition)
#: Per state class, the two functions ``seated_transition`` uses (None: a class without both
#: fields, or no dataclass).
_SEAT_TWINS: dict[type, tuple[Callable[[Any, Any], bool], Callable[[Any, Any], Any]] | None] = {}
#: The fields a seat's view may differ in from the whole position and still share its moves.
SEAT_FIELDS = ("seed", "viewer")


def _seat_twins(cls: type) -> tuple[Callable[[Any, Any], bool], Callable[[Any, Any], Any]] | None:
    """For a state class: whether a view holds the position's every field but the seed and
    the viewer (``is``, field by field: a view built from the position shares them), and the
    position an action leads to from a view's (``fastbuild.seated_builder``)."""
    if cls in _SEAT_TWINS:
        return _SEAT_TWINS[cls]
    try:
        names = [f.name for f in fields(cls)]
    except TypeError:  # not a dataclass: no view of it is taken for the position
        names = []
    twin = None
    if all(name in names for name in SEAT_FIELDS):
        # Every other field read in one C call per side; the seed comes last only so that
        # even a single other field reads as a tuple, and is left out of the comparison.
        shared = attrgetter(*[n for n in names if n not in SEAT_FIELDS], "seed")

        def same(view: Any, state: Any) -> bool:
            return all(map(is_, shared(view)[:-1], shared(state)[:-1]))

        twin = (same, seated_builder(cls))
    _SEAT_TWINS[cls] = twin
    return twin


def available_bots(game: Game) -> dict[str, Callable[[], Bot]]:
    """Bot names and factories for ``game``: the random bot plus the game's own."""
    found: dict[str, Callable[[], Bot]] = {"random": RandomBot}
    found.update(getattr(game, "bots", {}))
    return found


def make_bots(game: Game, names: Sequence[str], players: int) -> list[Bot]:
    """One bot per seat; a single name is used for every seat."""
    factories = available_bots(game)
    names = list(names) or ["random"]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ValueError(f"give one bot name or one per seat ({players}), got {len(names)}")
    for name in names:
        if name not in factories:
            raise ValueError(f"unknown bot {name!r}; this game has: {', '.join(factories)}")
    return [factories[name]() for name in names]


def decide(game: Game, state: Any, bot: Bot, rng: random.Random) -> Action:
    """What ``bot`` plays for the seat to move, seeing only what that seat may see.

    In a game with hidden information the bot is handed the seat's ``view`` (no other hands, no
    face-down tokens, no seed that would replay the draws); its choice is then taken in the
    full position (``Game.chosen_in_view``: checked there unless it is an Action of the
    view's own legal list). The random bot needs no view: its pick is uniform over the legal
    actions, which are the same either way, so it is asked directly (the cheap path).
    """
    if type(bot) is RandomBot or not game.hidden_information:
        return bot.choose(game, state, rng)
    view = game.view(state, state.to_move)
    return game.chosen_in_view(state, view, bot.choose(game, view, rng))


def next_action(game: Game, state: Any, bots: Sequence[Bot], rng: random.Random) -> Action:
    """The action taken next: the seeded chance outcome, or the seat's bot's choice."""
    if state.to_move == CHANCE:
        return game.sample_chance(state)
    return decide(game, state, bots[state.to_move], rng)


def playout(
    game: Game,
    state: Any,
    bots: Sequence[Bot],
    rng: random.Random,
    explain: bool = False,
    limit: int = 100_000,
) -> Iterable[tuple[Any, Action, Transition]]:
    """Play to the end, yielding (state before, action, transition) for every action.

    ``limit`` guards against a rules bug, or bots that never finish a game whose rules have
    no round limit: reaching it raises ``GameTooLong`` (a RuntimeError).
    """
    # `next_action`, inlined, with the methods looked up once: this loop runs once per
    # action of every simulated game. A RandomBot's choice is the game's random_action.
    random_action, sample_chance, apply = game.random_action, game.sample_chance, game.apply
    choosers = [None if type(bot) is RandomBot else _chooser(game, bot) for bot in bots]
    # In quiet mode a bot's choice is taken up from its look-ahead where it applied that very
    # action to this position (issue 47: a quarter of The Mushroom Eaters' applies were such
    # second ones); a transition with Steps for a person is always made anew.
    kept = [None if explain else getattr(bot, "kept_transition", None) for bot in bots]
    with fewer_collections():
        for _ in range(limit):
            to_move = state.to_move
            if to_move is None:
                return
            transition = None
            if to_move == CHANCE:
                action = sample_chance(state)
            else:
                choose = choosers[to_move]
                if choose is None:
                    action = random_action(state, rng)
                else:
                    action = choose(game, state, rng)
                    taken_up = kept[to_move]
                    if taken_up is not None:
                        transition = taken_up(game, state, action)
            if transition is None:
                transition = apply(state, action, explain)
            yield state, action, transition
            state = transition.state
    raise GameTooLong(limit)


#: How many objects the cyclic garbage collector lets be made between two of its youngest
#: collections while bots play (Python's default is 700). Every action makes a new state and
#: its tuples, and a look-ahead keeps thousands of positions alive, which each collection of
#: the older generations walks again: with the default, Mycelia: Prisma's heuristic games
#: spent 22 % of their CPU time in the collector, Daybreak's 12 %; with this, 15 % and 3 %
#: (issue 47, measured with gc.callbacks). States hold no cycles: they are freed as soon as
#: nothing holds them, collector or not; only cyclic garbage waits a little longer.
PLAYING_THRESHOLD = 10_000
_playing = 0
_thresholds: tuple[int, ...] = ()


@contextmanager
def fewer_collections() -> Iterator[None]:
    """While a game is played out, the collector's youngest generation holds more objects
    before it is collected (``PLAYING_THRESHOLD``), and the thresholds are given back when
    the last playout ends; nested or interleaved playouts share one change. A collector
    switched off by a threshold of 0 stays off."""
    global _playing, _thresholds
    if _playing == 0:
        _thresholds = gc.get_threshold()
        if _thresholds[0]:
            gc.set_threshold(max(_thresholds[0], PLAYING_THRESHOLD), *_thresholds[1:])
    _playing += 1
    try:
        yield
    finally:
        _playing -= 1
        if _playing == 0:
            gc.set_threshold(*_thresholds)


def _chooser(game: Game, bot: Bot) -> Callable[[Game, Any, random.Random], Action]:
    """``bot.choose`` where the game is open, else the same choice made from the seat's view."""
    if not game.hidden_information:
        return bot.choose
    return lambda game, state, rng: decide(game, state, bot, rng)


def random_playout(
    game: Game,
    players: int,
    seed: int,
    variants: Sequence[str] = (),
    rulings: Mapping[str, str] | None = None,
    explain: bool = False,
    limit: int = 100_000,
) -> Iterable[tuple[Any, Action, Transition]]:
    """A whole game between random bots, seeded by ``seed`` (setup, chance and choices alike):
    what the property tests and the benchmarks play."""
    state = game.setup(players, seed=seed, variants=variants, rulings=dict(rulings or {}))
    bots = [RandomBot()] * players
    return playout(game, state, bots, random.Random(seed), explain=explain, limit=limit)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The outcome of one simulated game."""

    result: Result
    actions: int
    turns: int


def play_one(
    game: Game,
    players: int,
    seed: int,
    bots: Sequence[Bot],
    variants: Sequence[str] = (),
    rulings: dict[str, str] | None = None,
    limit: int = 100_000,
) -> GameRecord:
    """One whole game between ``bots``; GameTooLong if it has not ended after ``limit``."""
    return run_to_end(play_stepwise(game, players, seed, bots, variants, rulings, limit))


def run_to_end(steps: Generator[Any, None, Any]) -> Any:
    """Run a stepwise generator (``play_stepwise``) without pausing; its return value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def play_stepwise(
    game: Game,
    players: int,
    seed: int,
    bots: Sequence[Bot],
    variants: Sequence[str] = (),
    rulings: dict[str, str] | None = None,
    limit: int = 100_000,
) -> Generator[None, None, GameRecord]:
    """``play_one`` as a generator that yields after every action and returns the record, so
    a caller can pause between actions (the dashboard answers the page while a game runs)."""
    state = game.setup(players, seed=seed, variants=variants, rulings=rulings)
    rng = random.Random(seed)
    actions = turns = 0
    for before, _, transition in playout(game, state, bots, rng, limit=limit):
        actions += 1
        turns += before.to_move == CHANCE
        state = transition.state
        yield
    result = game.result(state)
    assert result is not None
    return GameRecord(result, actions, turns)
