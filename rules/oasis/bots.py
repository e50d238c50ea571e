"""A heuristic bot for Oasis.

It looks one action ahead: it applies each legal action without explanations and rates the
position it leaves for itself. The rating counts how far its trail has come (by far the most),
how many more numbers its hand could play in a row from there (Compasses and a Map included),
Equipment and Companions held, a hand size near the limit of eight, and the draws and other
actions still owed to it this turn (so that an Explore, which ends at a chance node, is worth
its two cards). A win is worth more than anything else.

Naming the mandatory action (Recycle, Equip, Travel, Recruit) changes nothing but the task,
so a named action is rated as the best of the choices it opens (the card of the Ruins, the
Equipment, the first card of the Travel, the Companion). When the scout then names that
action, its next decision is the very position rated one action further, and those ratings are
taken up rather than made again (issue 47; test_oasis_bot_kept).

Every Companion the Lair offers is worth the same to the rating (it counts Companions in the
hand at one flat worth, and a Companion's code sorts after every card the hand's worth is
ordered by), so a decision rates one Lair slot and the others take up its rating (``alike``;
issue 47, third round; test_oasis_bot_alike). The bot chooses exactly as before.
"""

from __future__ import annotations

from bisect import bisect_left

from rules.core import Action, Game
from rules.core.bots import Candidates, LookaheadBot

from .cards import CardSet
from .state import CHOSEN_TASK, HAND_LIMIT, OasisState

# What a task still waiting in the scout's own turn is worth (see ``value``).
PROMISE = {
    "draw": 2.2,
    "explore": 4.4,
    "recycle": 2.6,
    "grab": 1.2,
    "recruit": 1.5,
    "cdraw": 1.5,
    "travel": 1.0,
    "equip": 1.5,
}
# What holding a card is worth, by kind (Equipment by item).
WORTH = {"compass": 2.5, "shield": 1.0, "map": 4.0, "companion": 1.5}
# Of the Ruins' cards a named Recycle could take, how many are looked at one action further
# (``HeuristicBot._looked_at``).
RECYCLE_LOOKED_AT = 3


def alike(key: str) -> str:
    """The key of the actions rated as ``key`` is: any Companion taken from the Lair is rated
    as the first one (see the module's text), every other action on its own."""
    return "recruit lair" if key.startswith("recruit lair:") else key


class _Tables:
    """Per-card numbers the rating reads, indexed by card code; one entry more at the end,
    so that a face-down card (code -1) reads as nothing."""

    def __init__(self, cards: CardSet) -> None:
        every = (*cards.cards, None)
        self.number = [c.number if c is not None and c.kind == "journey" else -1 for c in every]
        self.worth = [
            0.0 if c is None else WORTH.get(c.key if c.kind == "equipment" else c.kind, 0.0)
            for c in every
        ]
        self.compass = cards.equipment["compass"]
        self.map = cards.equipment["map"]
        # Codes run from #12 down to the Oasis #0 (cards.py), so in a sorted hand the Journey
        # cards numbered ``reached`` or more come first: they end before ``behind[reached]``.
        self.behind = [
            min(c.code for c in cards.cards if c.kind != "journey" or c.number < reached)
            for reached in range(15)
        ]


_TABLES: dict[int, tuple[CardSet, _Tables]] = {}


def _tables(cards: CardSet) -> _Tables:
    """The tables of a card set, built once (keyed by identity: a card set holds dicts)."""
    kept = _TABLES.get(id(cards))
    if kept is None or kept[0] is not cards:
        kept = _TABLES[id(cards)] = (cards, _Tables(cards))
    return kept[1]


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(self) -> None:
        # The decision rated now, the ratings by action key found for it, and for each named
        # action rated in it (one action further), the position it leads to with the ratings
        # of that position's actions (``rate_action``).
        self._state: OasisState | None = None
        self._ratings: dict[str, float] = {}
        self._ahead: list[tuple[OasisState, dict[str, float]]] = []
        self._tables: tuple[CardSet | None, _Tables | None] = (None, None)

    def rate_action(self, game: Game, state: OasisState, action: Action, me: int) -> float:
        if state is not self._state:
            self._begin(state)
        rating = self._ratings.get(action.key)
        if rating is None:
            rating = self._ratings.get(alike(action.key))
        if rating is not None:
            return rating
        # The position the action leads to, rated (the look-ahead's rating, no bonus)...
        after = game.apply(state, action, explain=False).state
        # ...but a named action whose card is chosen next (CHOSEN_TASK; an Explore draws at
        # once) is worth what it lets the scout do next, at best: one action further.
        if action.key in CHOSEN_TASK and state.task == ("action",) and after.to_move == me:
            follows: dict[str, float] = {}
            rated: dict[str, float] = {}  # by ``alike``
            for follow in self._looked_at(game, action, game.legal_actions(after), state, me):
                same = alike(follow.key)
                rating = rated.get(same)
                if rating is None:
                    game._vouch(after, follow)  # one of the legal list's: applied without a look-up
                    next_state = game.apply(after, follow, explain=False).state
                    rating = rated[same] = self.value(game, next_state, me)
                follows[follow.key] = rating
            # The scout's next decision, if it names this action, is this very position: the
            # ratings just made are its own (kept for ``_begin``; any others made then).
            self._ahead.append((after, follows))
            return max(follows.values())  # (a named Travel of no card is over at once:
        rating = self.value(game, after, me)  # rated as it stands)
        if action.key.startswith("recruit lair:"):  # the other slots' rating (``alike``)
            self._ratings[alike(action.key)] = rating
        return rating

    def candidates(
        self, game: Game, state: OasisState, legal: list[Action], me: int
    ) -> Candidates | None:
        """At the Recycle itself, the Ruins cards behind the trail (numbered at or above the
        number it has reached: good only for paying) are left unrated, but for those a named
        Recycle looked at one action further, whose ratings are taken up (issue 47, third
        round): the bot chose such a card 5 times in 779 Recycles, and its seats take 48.4 %
        of 2,000 two-player games against the bot rating every card (which takes 48.5 %
        against itself on the same seats). Leaving every card but the three looked at
        unrated was cheaper, but took 47.3 % there, so it was not kept."""
        if state.task != ("recycle",) or len(legal) <= RECYCLE_LOOKED_AT:
            return None
        tables = self._card_tables(game)
        code_of, number = game.cards.code_of, tables.number  # type: ignore[attr-defined]
        reached = 14 - len(state.trails[me])
        looked = {
            a.key for a in self._looked_at(game, game.cached_action("recycle"), legal, state, me)
        }
        unrated = frozenset(
            a.key
            for a in legal
            if a.key not in looked and number[code_of[a.key.partition(" ")[2]]] >= reached
        )
        return Candidates(unrated=unrated) if unrated else None

    def _looked_at(
        self, game: Game, named: Action, follows: list[Action], state: OasisState, me: int
    ) -> list[Action]:
        """The choices a named action opens that are looked at one action further: all of
        them, but of a Recycle's only the ``RECYCLE_LOOKED_AT`` Ruins cards whose numbers
        come nearest below the number the trail has reached (the next ones it could lay; a
        number at or above it is behind the trail, good only for paying). A pre-score of the
        card's number alone, no rule applied: the named Recycle is rated by the best of
        these, as it was by the best of all (issue 47: the win share held, see
        test_oasis_bot_kept)."""
        if named.key != "recycle" or len(follows) <= RECYCLE_LOOKED_AT:
            return follows
        tables = self._card_tables(game)
        code_of, number = game.cards.code_of, tables.number  # type: ignore[attr-defined]
        reached = 14 - len(state.trails[me])

        def nearest_below(follow: Action) -> int:
            n = number[code_of[follow.key.partition(" ")[2]]]
            return n if n < reached else -1

        return sorted(follows, key=nearest_below, reverse=True)[:RECYCLE_LOOKED_AT]

    def _begin(self, state: OasisState) -> None:
        """A new decision: its ratings are those made one action ahead in the last decision
        if it is the position a named action led to there (equal in every field: a seat's
        views of the same position), when its actions are rated plainly (not a named action,
        whose rating looks one further)."""
        ratings: dict[str, float] = {}
        if state.task != ("action",):
            for after, follows in self._ahead:
                if after == state:
                    ratings = follows
                    break
        self._state, self._ratings, self._ahead = state, ratings, []

    def _card_tables(self, game: Game) -> _Tables:
        cards, tables = self._tables
        if cards is not game.cards or tables is None:  # type: ignore[attr-defined]
            cards = game.cards  # type: ignore[attr-defined]
            tables = _tables(cards)  # type: ignore[arg-type]
            self._tables = (cards, tables)
        return tables

    def value(self, game: Game, state: OasisState, me: int) -> float:
        if state.ended:
            return 1000.0 if me in state.winners else -1000.0
        trails = state.trails
        reached = 14 - len(trails[me])
        hand = state.hands[me]
        total = 10.0 * (13 - reached) + _hand_worth(self._card_tables(game), hand, reached)
        total += 2.0 * len(state.areas[me])
        if state.current == me:
            # Work still owed this turn is worth something: a one-action look-ahead stops at
            # the first chance node, so an Explore would otherwise look like nothing at all.
            promise, owed = 0.0, PROMISE.get
            for task in state.tasks:
                promise += owed(task[0], 0.0)
            total += promise
        lengths = list(map(len, trails))
        lengths[me] = 0
        return total + 0.5 * ((14 - max(lengths)) - reached)  # behind the leader, or ahead


def _hand_worth(tables: _Tables, hand: tuple[int, ...], reached: int) -> float:
    """What a (sorted) ``hand`` is worth to a trail at ``reached``: how far it could carry
    the trail on a later turn (Compasses and a Map included), the Equipment and Companions
    it holds, numbers already behind the trail (good only for paying), its size up to the
    limit."""
    number = tables.number
    compasses = hand.count(tables.compass)
    numbers = set(map(number.__getitem__, hand))
    run, n = 0, reached - 1
    while n >= 0:
        if n in numbers:
            run += 1
        elif n >= 1 and compasses:
            compasses -= 1
            run += 1
        elif n == 0 and tables.map in hand:
            run += 1
        else:
            break
        n -= 1
    total = 3.0 * run
    if run >= reached:  # the hand reaches the Oasis
        total += 40.0
    total += sum(map(tables.worth.__getitem__, hand))
    total -= 0.5 * bisect_left(hand, tables.behind[reached])
    return total + 0.4 * min(len(hand), HAND_LIMIT)
