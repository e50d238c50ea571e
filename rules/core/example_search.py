"""Building the example index (``rules/core/examples.py``): searching a game's scenarios, its
tutorial and seeded bot games for the first place each rulebook section fires.

Only ``python -m rules examples SLUG`` runs this; the tests only replay what it stored. The
search is a fixed plan of seeded games, so the same engine always gives the same index:

1. the scenarios written as a setup and moves, and the tutorial, move by move;
2. bot games of the plain game (heuristic and random bots, the fewest and the most players,
   a few seeds), then of each variant, then of each ruling's other readings, then the seeded
   games the game names (``example_games``) for a rule its bots reach late and rarely;
3. refusals: the tempting moves the rules refuse (those the game lists as candidates, those
   legal a moment before, one example key of each kind of move), for the sections that only
   ever forbid, tried at the first positions of the first game of each setup, at its turning
   points (see ``_from_bot_game``) and at its end, and at the last positions of the tutorial
   and of each scenario.

Among the examples found for a section the best is kept (``Example.rank``): happening rather
than refusing, plain rather than needing a variant or a ruling, short, few players. The index
already stored takes part as one more finder: each of its examples that still shows its
section is offered first, so a rebuild never loses an example that still plays because the
bots now play other games (a rule the bots reach rarely, met once in a seeded game).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .bots import GameTooLong, available_bots, make_bots, playout
from .datafile import Fields, load_toml
from .examples import Example, fired, load_examples, problem
from .game import Game

#: Seeds of the plain game's bot games, per bot and number of players.
PLAIN_SEEDS = 3
#: Seeds of each variant's games, per bot and number of players.
VARIANT_SEEDS = 2
#: Seeds of each other reading's games, per bot (with and without the variants).
RULING_SEEDS = 1
#: Then more plain games, seed after seed, until they have played this many actions: a rule
#: that comes late or rarely (a game lost on time) is met in one game of many. Counted in
#: actions, not seconds, so that the same engine always gives the same index.
EXTRA_ACTIONS = 12_000
#: No searched game runs longer than this many actions (an example is a prefix of a game: a
#: game the random bots drag on adds nothing after that).
ACTIONS_PER_GAME = 1500
#: Refusals are looked for at this many positions of each plain game, from its start.
REFUSAL_POSITIONS = 80


@dataclass(frozen=True, slots=True)
class Setup:
    players: int
    seed: int
    variants: tuple[str, ...] = ()
    rulings: tuple[tuple[str, str], ...] = ()


@dataclass
class Found:
    """The best example of each section so far."""

    best: dict[str, Example] = field(default_factory=dict)

    def better(self, section: str, rank: tuple) -> bool:
        held = self.best.get(section)
        return held is None or rank < held.rank()

    def offer(self, example: Example) -> None:
        if self.better(example.section, example.rank()):
            self.best[example.section] = example


def search(game: Game) -> dict[str, Example]:
    """The best example found for each section the game's Steps or refusals cite."""
    found = Found()
    for example in load_examples(game).values():
        if problem(game, example) is None:
            found.offer(example)
    _from_teaching(game, found)
    for setup, bots, refusals in _plan(game):
        _from_bot_game(game, setup, bots, refusals, found)
    played, more = 0, _plain(game, range(PLAIN_SEEDS, PLAIN_SEEDS + 10_000))
    while played < EXTRA_ACTIONS:
        setup, bots, _ = next(more)
        played += max(1, _from_bot_game(game, setup, bots, False, found))
    return dict(sorted(found.best.items()))


def _plan(game: Game) -> Iterator[tuple[Setup, str, bool]]:
    """The seeded bot games to search, plain first: (setup, bot name, look for refusals)."""
    counts, bots = _counts(game), _bots(game)
    yield from _plain(game, range(PLAIN_SEEDS))
    variant_sets = [(v.name,) for v in game.info.variants]
    if len(variant_sets) > 1:
        variant_sets.append(tuple(sorted(v.name for v in game.info.variants)))
    for variants in variant_sets:
        for seed in range(VARIANT_SEEDS):
            for players in counts:
                for bot in bots:
                    yield Setup(players, seed, variants), bot, seed == 0
    # A ruling's other reading may matter only within a variant (the Midnight Party's): each
    # is played in the plain game and with every variant.
    every_variant = tuple(sorted(v.name for v in game.info.variants))
    for option in game.info.rulings:
        for choice in option.choices:
            if choice == option.default:
                continue
            reading = ((option.name, choice),)
            for variants in sorted({(), every_variant}):
                for seed in range(RULING_SEEDS):
                    for bot in bots:
                        yield Setup(counts[0], seed, variants, reading), bot, seed == 0
    yield from _named(game)


def _named(game: Game) -> Iterator[tuple[Setup, str, bool]]:
    """The seeded games a game names for the search (``example_games``: players, seed,
    variants), played by each bot: where its bots reach a rule the plan's few seeds never
    show, one that comes late and rarely. Searched for what happens only."""
    for players, seed, variants in getattr(game, "example_games", ()):
        for bot in _bots(game):
            yield Setup(players, seed, tuple(sorted(variants))), bot, False


def _plain(game: Game, seeds: Iterable[int]) -> Iterator[tuple[Setup, str, bool]]:
    """Bot games of the plain game, seed after seed: each number of players, each bot."""
    counts, bots = _counts(game), _bots(game)
    for seed in seeds:
        for players in counts:
            for bot in bots:
                yield Setup(players, seed), bot, True


def _counts(game: Game) -> list[int]:
    """The numbers of players searched: the fewest, two, and the most."""
    low, high = game.info.players
    return sorted({low, high} | ({2} if low <= 2 <= high else set()))


def _bots(game: Game) -> list[str]:
    return [name for name in ("heuristic", "random") if name in available_bots(game)]


def _from_bot_game(game: Game, setup: Setup, bot: str, refusals: bool, found: Found) -> int:
    """Search one bot game; the number of actions it played.

    Refusals are tried at its first positions, at its end, and in between at its turning
    points: the position after an action that made a section happen for the first time in
    this game. A round that ends, a phase of placing that begins, the last round called: what
    a game does rarely comes late, past the first positions, and what it then allows and
    forbids is new (where captured guests come back between two rounds of the castle's Midnight
    Party). A game has at most as many turning points as its rulebook has sections, each met
    once, so the cost stays a fraction of the first positions'."""
    state = game.setup(
        setup.players, seed=setup.seed, variants=setup.variants, rulings=dict(setup.rulings)
    )
    bots = make_bots(game, [bot], setup.players)
    keys: list[str] = []
    recent: list[str] = []  # the keys legal at the last decision: tempting now, maybe refused
    where = f"bots:{bot}"
    plainness = len(setup.variants) + len(setup.rulings)
    moves = playout(game, state, bots, random.Random(setup.seed), True, ACTIONS_PER_GAME)
    last = state
    shown: set[str] = set()  # the sections this game has made happen so far
    turning = False  # whether ``before`` follows an action that made a new one happen
    try:
        for before, action, transition in moves:
            done = len(keys)
            if refusals and done < REFUSAL_POSITIONS:
                recent = _refusals_at(game, before, setup, keys, recent, where, found)
            elif refusals and turning:  # what was legal a moment ago is tempting now
                tempting = [a.key for a in game.legal_actions(last)]
                _refusals_at(game, before, setup, keys, tempting, where, found)
            last = before
            rank = (False, plainness, done, setup.players, setup.seed)
            cited = fired(game, transition)
            for section in cited:
                if found.better(section, rank):
                    found.offer(_example(section, setup, keys, action.key, False, where))
            turning = not shown.issuperset(cited)
            shown.update(cited)
            keys.append(action.key)
    except GameTooLong:
        return len(keys)  # what the game showed until then stays found
    if refusals and keys:  # the game is over: what was legal a moment ago is refused now
        final = game.apply(last, keys[-1], explain=False).state
        tempting = [action.key for action in game.legal_actions(last)]
        _refusals_at(game, final, setup, keys, tempting, where, found)
    return len(keys)


def _refusals_at(
    game: Game,
    state: Any,
    setup: Setup,
    keys: list[str],
    recent: list[str],
    where: str,
    found: Found,
) -> list[str]:
    """The tempting moves refused at ``state``, each as an example of the rule refusing it:
    those the game lists as candidates, and those that were legal at the last decision (what
    a learner tries again). Returns the keys legal here, the next position's ``recent``."""
    legal = [action.key for action in game.legal_actions(state)]
    tempting = dict.fromkeys(
        [*(a.key for a in game.candidate_actions(state)), *recent, *_sample_keys(game)]
    )
    plainness = len(setup.variants) + len(setup.rulings)
    rank = (True, plainness, len(keys), setup.players, setup.seed)
    allowed = set(legal)
    for key in tempting:  # in order (not a set's): the same search always finds the same
        if key in allowed:
            continue
        ruling = game.why_illegal(state, key)
        if ruling is not None and found.better(ruling.rule, rank):
            found.offer(_example(ruling.rule, setup, keys, key, True, where))
    return legal


def _sample_keys(game: Game) -> list[str]:
    """The example key each declared move of the game gives (``Move.example``): one of each
    kind of move, tried everywhere, finds the rules that refuse a kind of move outright."""
    keys = [getattr(move, "example", "") for move in getattr(game, "moves", ())]
    return [key for key in keys if key and "{" not in key]  # a template is no key


def _example(
    section: str, setup: Setup, keys: list[str], action: str, refused: bool, where: str
) -> Example:
    return Example(
        section=section,
        players=setup.players,
        seed=setup.seed,
        variants=setup.variants,
        rulings=setup.rulings,
        moves=tuple(keys),
        action=action,
        refused=refused,
        found=where,
    )


def _from_teaching(game: Game, found: Found) -> None:
    """The tutorial's moves, and every scenario written as a setup and moves, whose goal is
    played: each Step they make is an example of its section. At the last positions of each
    (where the lesson stands before its last move, and after it) the tempting moves are tried
    too: a lesson leads to a position a bot game may never reach."""
    for tutorial in game.tutorials:
        setup = Setup(tutorial.players, tutorial.seed, tuple(sorted(tutorial.variants)))
        keys = [key for key, _ in tutorial.moves]
        _along(game, setup, keys, "tutorial", found)
    for setup, keys, goal, name in _scenario_setups(game):
        _along(game, setup, [*keys, goal], f"scenario:{name}", found, only_last=True)


def _along(
    game: Game, setup: Setup, keys: list[str], where: str, found: Found, only_last: bool = False
) -> None:
    """Play ``keys`` from ``setup``, offering the Steps of each (or of the last only), then
    the refusals of the tempting moves before the last key and after it."""
    state = game.setup(
        setup.players, seed=setup.seed, variants=setup.variants, rulings=dict(setup.rulings)
    )
    plainness = len(setup.variants) + len(setup.rulings)
    before = state
    for done, key in enumerate(keys):
        last = done == len(keys) - 1
        transition = game.apply(state, key, explain=last or not only_last)
        if last or not only_last:
            rank = (False, plainness, done, setup.players, setup.seed)
            for section in fired(game, transition):
                if found.better(section, rank):
                    found.offer(_example(section, setup, keys[:done], key, False, where))
        before, state = state, transition.state
    if keys:
        recent = _refusals_at(game, before, setup, keys[:-1], [], where, found)
        _refusals_at(game, state, setup, keys, recent, where, found)


def _scenario_setups(game: Game) -> Iterator[tuple[Setup, list[str], str, str]]:
    """(setup, moves, goal, id) of every scenario written as a setup and its moves: the
    scenarios file is read again for them (a loaded Scenario keeps only its position)."""
    if game.rulebook.path is None:
        return
    path = game.rulebook.path.with_name("scenarios.toml")
    if not path.exists():
        return
    for item in Fields(load_toml(path), path.name, "").items("scenario"):
        if "setup" not in item.table or not item.get("goal", list, []):
            continue
        setup = item.sub("setup")
        chosen = game.resolve_rulings(dict(setup.get("rulings", dict, {})))
        defaults = {option.name: option.default for option in game.info.rulings}
        yield (
            Setup(
                setup.integer("players"),
                setup.integer("seed", 0, 0),
                tuple(sorted(setup.get("variants", list, []))),
                tuple(sorted((k, v) for k, v in chosen.items() if defaults.get(k) != v)),
            ),
            list(item.get("moves", list, [])),
            item.get("goal", list)[0],
            item.text("id"),
        )


# ----- what the command reports ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Report:
    """What the command prints: the sections that can fire without an example, and those
    marked as never firing that an example shows all the same."""

    slug: str
    covered: int
    firing: int
    uncovered: tuple[tuple[str, str], ...]
    contradicted: tuple[str, ...]


def report(game: Game, examples: dict[str, Example]) -> Report:
    firing = game.rulebook.firing
    uncovered = tuple((s.id, s.title) for s in firing if s.id not in examples)
    contradicted = tuple(s for s in examples if not game.rulebook.section(s).fires)
    return Report(
        game.info.slug, len(firing) - len(uncovered), len(firing), uncovered, contradicted
    )


__all__ = ["Report", "report", "search"]
