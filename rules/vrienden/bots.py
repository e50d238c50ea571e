"""A heuristic bot for Vrienden.

It looks one action ahead: it applies legal actions without explanations and rates the board
each leaves for itself. Not every legal action: of a turn's takes only the best few kinds (the
colours and the place) by a cheap first guess from the seat's board, and of a channel action's
next moves the best few likewise (prescore.py; issue 47: the Lab plays thousands of games). The
rating counts harmonized chakras (their plenitude token's worth plus a share of the alignment
bonus for a run from the bottom), energies already on their own chakra, energies of a colour
above their chakra (they only need to go down, which most inspiration spaces do), black energy
close to the earth, alleviated black, and inspiration tokens still in hand. It prefers
meditating when it has no token left.

It plays from what its seat may know: a plenitude token it has not looked at is worth the mean
of the tokens it has not seen (the spare among them), whether it is handed its own view (as the
core's bots are in a game with hidden information) or the whole position. So its choices are
the same either way, and a finished position's score is an expectation, not ``game.result``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from operator import itemgetter

from rules.core import Action, Game
from rules.core.bots import LookaheadBot

from .prescore import best_first, held_counts, move_guess, take_guess
from .state import BLACK, COLOURS, EARTH, HIDDEN, VriendenState, move_energy, row_id

_HARMONIZED = tuple((c, c, c) for c in range(7))
_RATING = itemgetter(2)  # of a (action, position, rating) entry of HeuristicBot._level
_FIRST = itemgetter(0)  # of an (index, ...) pair: back in the legal list's order
#: Boards the planner looks at, at most, before giving up (a jammed board has few moves; an
#: open one needs no plan). Issue 47: with 1,500, half its searches found nothing and those
#: took most of its time; 600 keeps 86 % of the plans found (10 games), and the bot wins as
#: often against random bots and against the bot searching 1,500.
PLAN_BUDGET = 600
#: What inspiration space 7 owes: one energy up or down one chakra.
CHANNELS_ONE_MOVE = (0,)
#: Of a turn's takes, how many (by colours and place) are applied and rated: the best first
#: guesses (prescore.py). None: all of them.
TAKES_RATED: int | None = 6
#: Of the moves a channel action may make next, how many are applied and rated, the best
#: first guesses; None: all of them.
MOVES_RATED: int | None = 3


@dataclass(frozen=True, slots=True)
class Weights:
    """What the heuristic's rating counts, and how much."""

    win: float = 100.0  # a finished game the bot expects to win (or share)
    harmonized: float = 24.0  # a harmonized chakra, besides its token's worth
    run: float = 1.5  # ... in the line from red up (towards the alignment bonus)
    own: tuple[float, ...] = (0.0, 4.0, 10.0)  # 0, 1 or 2 of its colour on a chakra
    foreign: float = 1.2  # each energy of another colour on a chakra
    #: A full chakra that is not harmonized: energies can neither cross nor reach it, which
    #: is how a board jams.
    jam: float = 2.0
    #: Each energy of a colour whose chakra still lacks it (up to three), wherever it lies.
    need: float = 3.0
    near: float = 2.0  # a needed energy one chakra away from its own ...
    step_down: float = 0.6  # ... less per further chakra down
    step_up: float = 0.9  # ... or up (fewer inspiration spaces move up)
    spare: float = -0.5  # an energy of a colour beyond the three its chakra takes
    black_row: float = 0.4  # a black, per row down the board
    #: An alleviated black: above a black on the red chakra (2.8), so blacks go down, and
    #: below a needed energy, so space 8 gives one up for a colour that completes a chakra.
    earth_black: float = 3.5
    white: float = 0.2
    token: float = 1.5  # an inspiration token in hand
    placed: float = 1.0  # one on an inspiration space (meditating brings it back)
    notched: float = 1.5  # times the square of the tokens in notches
    bubble: float = 0.3  # an energy waiting on the bubbles
    idle: float = 2.0  # meditating with no token to bring back


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(
        self,
        weights: Weights | None = None,
        plan_budget: int = PLAN_BUDGET,
        takes_rated: int | None = TAKES_RATED,
        moves_rated: int | None = MOVES_RATED,
    ) -> None:
        self.weights = weights or Weights()
        self.plan_budget = plan_budget
        self.takes_rated = takes_rated
        self.moves_rated = moves_rated
        self._boards: dict[tuple, tuple[float, tuple[int, ...]]] = {}  # see _board_value
        # See _level (for one turn): positions by a part of them cheap to hash, each with the
        # whole positions found under it and their levels.
        self._levels: dict[tuple, list[tuple[VriendenState, list[tuple]]]] = {}

    def choose(self, game: Game, state: VriendenState, rng: random.Random) -> Action:
        me = state.to_move
        assert me is not None and me >= 0
        if state.viewer != me:  # handed the whole position: decide from the seat's view all
            state = game.view(state, me)  # the same, so a look ahead reveals no token
        if state.phase == "play":  # a new turn: the last one's positions come back no more
            self._levels.clear()
        looks = self._looks(game, state, me)
        planned = self._planned(game, state, me, looks)
        if planned is not None:
            return planned
        best_value = max(value for _, value, _ in looks)
        return rng.choice([a for a, value, _ in looks if value >= best_value - 1e-9])

    def _looks(self, game: Game, state: VriendenState, me: int) -> list[tuple]:
        """(action, its worth, the position it leads to) for every legal action, in order.

        Unless this turn may end the game, two takes of the same colours to the same place
        (from different flows) leave the seat the same board and tokens, and so do looks at
        different plenitude tokens (a token looked at during the look ahead is still hidden
        from the seat's view): everything this rating reads is the same, so each is worked
        out once. The flows left behind may only matter to the end of the game, which only
        the last turn of a round may bring (``ends_round``): then every action is looked at.

        Within a channel action, the moves and where they lead were rated when the look
        ahead completed it (``_level``): those are taken up again.
        """
        if state.phase in ("channel", "pick"):
            looks = []
            for action, after, value in self._level(game, state, me):
                done = self.complete(game, after, me)
                if done is not after:
                    value = self.rate(game, done, me)
                looks.append((action, value + self.bonus(state, action, me), done))
            return looks
        shared: dict[tuple, tuple] | None = None
        if not game.ends_round(state.players, state.current):  # type: ignore[attr-defined]
            shared = {}
        read_key = game.read_key  # type: ignore[attr-defined]
        looks = []
        for action in self._likely_takes(game, state, me):
            same = None
            if shared is not None:
                if action.kind == "take":
                    _, colours, target = read_key(action.key)[1]
                    same = (colours, target)
                elif action.kind == "meditate":
                    same = ("meditate",)
            if same is not None:
                look = shared.get(same)
                if look is None:
                    look = shared[same] = self._look(game, state, action, me)
            else:
                look = self._look(game, state, action, me)
            looks.append((action, *look))
        return looks

    def _likely_takes(self, game: Game, state: VriendenState, me: int) -> list[Action]:
        """The legal actions of a plain turn, with only the ``takes_rated`` best-guessed
        kinds of take (their colours and place, prescore.py): every flow's take of a kind
        kept stays, as do every channel action and meditation."""
        legal = game.legal_actions(state)
        keep = self.takes_rated
        if keep is None:
            return legal
        read_key = game.read_key  # type: ignore[attr-defined]
        rows = state.boards[me]
        held = held_counts(rows)
        notched = state.notches[me].bit_count()
        kinds: dict[tuple, float] = {}
        for action in legal:
            if action.kind == "take":
                _, colours, target = read_key(action.key)[1]
                if (colours, target) not in kinds:
                    kinds[colours, target] = take_guess(
                        self.weights, rows, held, notched, colours, target
                    )
        if len(kinds) <= keep:
            return legal
        names = list(kinds)
        kept = {names[i] for i in best_first(list(kinds.values()), keep)}
        return [a for a in legal if a.kind != "take" or read_key(a.key)[1][1:] in kept]

    def _look(
        self, game: Game, state: VriendenState, action: Action, me: int
    ) -> tuple[float, VriendenState]:
        """(what ``action`` is worth, the position it leads to once its moves are made)."""
        after = self.complete(game, game.apply(state, action, explain=False).state, me)
        return self.rate(game, after, me) + self.bonus(state, action, me), after

    def bonus(self, state: VriendenState, action: Action, me: int) -> float:
        if action.kind == "meditate" and not state.spaces[me]:
            return -self.weights.idle  # a turn spent for nothing but a look
        return 0.0

    def value(self, game: Game, state: VriendenState, me: int) -> float:
        """The value of a position, completing a channel action greedily first."""
        return self.rate(game, self.complete(game, state, me), me)

    def complete(self, game: Game, state: VriendenState, me: int) -> VriendenState:
        """The position once ``me`` has finished a channel action (or a choice from the bag)
        greedily, one best-rated move after another."""
        while state.to_move == me and state.phase in ("channel", "pick"):
            state = max(self._level(game, state, me), key=_RATING)[1]  # the first best
        return state

    def _level(self, game: Game, state: VriendenState, me: int) -> list[tuple]:
        """(action, the position it leads to, its rating) for every legal action of a
        position where ``me`` makes a channel action's move or chooses from the bag, kept for
        the turn: the look ahead completes a channel action from here, and the decisions that
        follow within the turn start from the positions it went through."""
        key = _level_key(state)
        kept = self._levels.get(key)
        if kept is None:
            kept = self._levels[key] = []
        else:
            for position, level in kept:
                if position is state or position == state:
                    return level
        found = []
        for index, action in self._ranked_moves(game, state):
            # Applied as soon as it is found legal: ``legal_by_key`` vouched for it.
            after = game.apply(state, action, explain=False).state
            found.append((index, (action, after, self.rate(game, after, me))))
        level = [entry for _, entry in sorted(found, key=_FIRST)]
        kept.append((state, level))
        return level

    def _likely_moves(self, game: Game, state: VriendenState) -> list[Action]:
        """The legal actions of a channel action's next move, only the ``moves_rated`` best
        first guesses (prescore.py), in the legal list's order; a choice from the bag keeps
        them all."""
        return [action for _, action in sorted(self._ranked_moves(game, state), key=_FIRST)]

    def _ranked_moves(self, game: Game, state: VriendenState) -> Iterator[tuple[int, Action]]:
        """``_likely_moves`` as (its index in the legal list's order, action), the best guess
        first. Where more than one move is owed, the legal list searches every candidate's
        owed moves after it: the candidates are then guessed before they are checked, and
        asked of their own check best guess first (ties: the earlier key) until
        ``moves_rated`` pass (issue 47, third round), which gives the same moves as
        ``best_first`` over the legal list. Each is vouched for as it is given."""
        keep = self.moves_rated
        if keep is None or state.phase != "channel" or len(state.pending) < 2:
            legal = game.legal_actions(state)  # no search: the whole list costs little
            if keep is None or state.phase != "channel":
                return enumerate(legal)
            rows = state.boards[state.current]
            read_key = game.read_key  # type: ignore[attr-defined]
            guesses = [move_guess(self.weights, rows, *read_key(a.key)[1]) for a in legal]
            return ((i, legal[i]) for i in best_first(guesses, keep))
        return self._checked_best_guesses(game, state, keep)

    def _checked_best_guesses(
        self, game: Game, state: VriendenState, keep: int
    ) -> Iterator[tuple[int, Action]]:
        rows = state.boards[state.current]
        moves = game.move_candidates(state)  # type: ignore[attr-defined]
        guesses = [move_guess(self.weights, rows, *move) for move in moves]
        kept = 0
        for i in sorted(range(len(moves)), key=lambda i: -guesses[i]):
            action = game.legal_by_key(state, move_key(*moves[i]))
            if action is not None:
                yield i, action
                kept += 1
                if kept == keep:
                    return

    # ----- a plan for a jammed board ---------------------------------------------------------
    def _planned(self, game: Game, state: VriendenState, me: int, looks: list) -> Action | None:
        """The next step of a plan, when the one-action look ahead sees no progress.

        The look ahead cannot see that a chakra is reached only by first moving another energy
        out of the way, and meditates or shuffles for ever on such a board. So when no action
        harmonizes a chakra and no take improves the position, the bot follows the shortest
        way to harmonize one by single moves (`plan_move`), made with inspiration space 7
        (meditating first when its token is on the space). Each step shortens that way and
        the board changes by no one else, so the chakra is reached.
        """
        now = len(state.harmonized(me))
        if any(len(after.harmonized(me)) > now for _, _, after in looks):
            return None  # the look ahead harmonizes a chakra now
        if state.phase == "channel":
            if state.pending != CHANNELS_ONE_MOVE:
                return None
        elif state.phase == "play":
            base = self.rate(game, state, me)
            if any(a.kind == "take" and value > base + 1e-9 for a, value, _ in looks):
                return None  # energy worth receiving: the look ahead decides
        else:
            return None
        move = plan_move(game, state, me, self.plan_budget)
        if move is None:
            return None
        keys = {action.key: action for action, _, _ in looks}
        if state.phase == "channel":  # the plan's move, rated or not (``_likely_moves``)
            key = move_key(*move)
            return keys.get(key) or next(
                (a for a in game.legal_actions(state) if a.key == key), None
            )
        if "channel 7" in keys:
            return keys["channel 7"]
        meditations = [(value, a) for a, value, _ in looks if a.kind == "meditate"]
        tokens = state.tokens_in_hand(me, game.board.inspiration_tokens)  # type: ignore[attr-defined]
        if meditations and (state.spaces[me] >> 6 & 1 or not tokens):  # tokens come back
            return max(meditations, key=lambda pair: pair[0])[1]
        return None

    def rate(self, game: Game, state: VriendenState, me: int) -> float:
        w = self.weights
        rows = state.boards[me]
        board, harmonized = self._board_value(rows)
        worth = token_worth(game, state, me)
        total = board + sum(worth[c] for c in harmonized)
        tokens = state.tokens_in_hand(me, game.board.inspiration_tokens)  # type: ignore[attr-defined]
        notched = state.notches[me].bit_count()
        total += w.token * tokens + w.placed * state.spaces[me].bit_count()
        total -= w.notched * notched * notched
        if state.phase == "over":
            scores = expected_scores(game, state, me)
            if scores[me] >= max(scores) - 1e-9:
                total += w.win
        return total

    def _board_value(self, rows: tuple) -> tuple[float, tuple[int, ...]]:
        """What a board is worth apart from the plenitude tokens, and its harmonized chakras
        (kept per board: the look ahead meets the same boards again and again)."""
        found = self._boards.get(rows)
        if found is None:
            if len(self._boards) > 100_000:
                self._boards.clear()
            found = self._boards[rows] = self._rate_board(rows)
        return found

    def _rate_board(self, rows: tuple) -> tuple[float, tuple[int, ...]]:
        """The board's worth: its energies one by one (blacks by row, whites), the earth and
        the bubbles, then the chakras (``_chakras``) and the energies on their way
        (``_on_the_way``), each summed on its own and added in this order (so that equal
        boards are worth exactly the same, whichever way they were reached)."""
        w = self.weights
        done = (False, *map(tuple.__eq__, rows[1:EARTH], _HARMONIZED), False)
        held = [0] * 9
        away: list[list[int]] = [[] for _ in range(7)]  # rows of the energies off their chakra
        total = 0.0
        black_row, white = w.black_row, w.white
        for r in range(EARTH):
            for x in rows[r]:
                held[x] += 1
                if x < BLACK:
                    if r != x + 1:
                        away[x].append(r)
                elif x == BLACK:
                    total += black_row * r
                else:
                    total += white
        total += w.earth_black * rows[EARTH].count(BLACK) - w.bubble * len(rows[0])
        total += self._chakras(rows, done, held) + self._on_the_way(rows, done, away)
        return total, tuple(c for c in range(7) if done[c + 1])

    def _chakras(self, rows: tuple, done: tuple[bool, ...], held: list[int]) -> float:
        """The chakras themselves: harmonized ones (with the line from red up), and for the
        others what lies on them and how many energies of their colour the board holds."""
        w = self.weights
        lying, needed = self._chakra_terms
        total = 0.0
        run_open = True
        for c in range(6, -1, -1):
            row = rows[c + 1]
            if done[c + 1]:
                total += w.harmonized + (w.run if run_open else 0.0)
                continue
            run_open = False
            # What lies on it (its own colour, others), then the energies of its colour the
            # board holds: they are worth having anywhere, which is what makes the third one
            # of a colour (taken, or chosen by space 8) count.
            total += lying[len(row) * 4 + row.count(c)]
            total += needed[held[c]]
            if len(row) == 3:  # full and not harmonized: it blocks every energy passing
                total -= w.jam
        return total

    def _on_the_way(self, rows: tuple, done: tuple[bool, ...], away: list[list[int]]) -> float:
        """Energies of a chakra colour away from their chakra: the ones it still lacks, the
        nearest first, are worth less the more chakras they must still travel (harmonized
        ones are skipped, so they do not count); any more of the colour are clutter."""
        spare = self.weights.spare
        worth = self._way_terms
        total = 0.0
        distances = _distances(done)
        for c in range(7):
            rows_away = away[c]
            if not rows_away:
                continue
            target = c + 1
            wanted = 0 if done[target] else 3 - rows[target].count(c)
            if len(rows_away) == 1:
                total += worth[distances[rows_away[0] * 9 + target]] if wanted else spare
                continue
            steps = sorted([distances[r * 9 + target] for r in rows_away])
            for k, step in enumerate(steps):
                total += worth[step] if k < wanted else spare
        return total

    @cached_property
    def _chakra_terms(self) -> tuple[dict[int, float], tuple[float, ...]]:
        """The terms of ``_chakras``, worked out once per weights: what lies on a chakra that
        is not harmonized, by ``size * 4 + own`` (``own`` energies of its colour among
        ``size``), and what the energies of its colour on the board are worth, by count."""
        w = self.weights
        lying = {
            size * 4 + own: w.own[own] - w.foreign * (size - own)
            for size in range(8)
            for own in range(min(size, len(w.own) - 1) + 1)
        }
        # By any count a board may hold (bubbles and chakras, far fewer than 64): up to
        # three count, so the rating reads one entry instead of asking min() (issue 47).
        needed = tuple(w.need * min(3, held) for held in range(64))
        return lying, needed

    @cached_property
    def _way_terms(self) -> dict[tuple[int, bool], float]:
        """What a needed energy is worth by ``_steps`` (chakras to travel, whether up)."""
        w = self.weights
        return {
            (distance, up): w.near - (w.step_up if up else w.step_down) * (distance - 1)
            for distance in range(9)
            for up in (False, True)
        }


def _level_key(state: VriendenState) -> tuple:
    """What ``HeuristicBot._level`` keeps a position's level under: the board of the seat
    whose turn it is, the moves it owes and the tasks, which tell a turn's positions apart
    (issue 47: hashing a whole position was a fortieth of a game). Positions with the same
    key are told apart whole."""
    return state.boards[state.current], state.pending, state.moved, state.tasks


@cache
def _distances(done: tuple[bool, ...]) -> tuple[tuple[int, bool], ...]:
    """``_steps`` of every (row, target) pair, at ``row * 9 + target``, for the board whose
    harmonized rows are ``done`` (kept per pattern: the rating meets few of them)."""
    return tuple(_steps(row, target, done) for row in range(9) for target in range(9))


def _steps(row: int, target: int, done: tuple[bool, ...]) -> tuple[int, bool]:
    """(chakras an energy on ``row`` still has to travel to ``target``, harmonized ones not
    counted; whether the way is up)."""
    if row < target:
        return sum(1 for r in range(row + 1, target + 1) if not done[r]), False
    return sum(1 for r in range(target, row) if not done[r]), True


def token_worth(game: Game, state: VriendenState, me: int) -> tuple[float, ...]:
    """What each karma space's plenitude token is worth to ``me``: its value if ``me`` has
    seen it, else the mean of the tokens ``me`` has not seen. In ``me``'s view a token looked
    at during the look ahead is still hidden, so it counts as not seen."""
    return _worth_seen(game.board.plenitude, state.meditation[me], state.plenitude)  # type: ignore[attr-defined]


@lru_cache(maxsize=4096)
def _worth_seen(
    tokens: tuple[int, ...], held: tuple[int, ...], plenitude: tuple[int, ...]
) -> tuple[float, ...]:
    """``token_worth`` for a seat holding the meditation tokens ``held`` where the karma
    spaces show ``plenitude`` (the latest kept: a game meets few of them)."""
    seen = tuple(c for c in held if plenitude[c] != HIDDEN)
    values = tuple(plenitude[c] for c in seen)
    return _worth(tokens, seen, values)


@lru_cache(maxsize=4096)  # bounded: its keys come from positions, an uploaded file's too
def _worth(
    tokens: tuple[int, ...], seen: tuple[int, ...], values: tuple[int, ...]
) -> tuple[float, ...]:
    unseen = list(tokens)
    for value in values:
        unseen.remove(value)
    mean = sum(unseen) / len(unseen)
    known = dict(zip(seen, values, strict=True))
    return tuple(float(known.get(c, mean)) for c in range(7))


def expected_scores(game: Game, state: VriendenState, me: int) -> list[float]:
    """Every seat's final score as ``me`` can expect it: ``score_parts`` with each harmonized
    chakra counted at its token's worth to ``me`` (the other parts are open to all)."""
    worth = token_worth(game, state, me)
    scores = []
    for seat in range(state.players):
        parts = game.score_parts(state, seat)  # type: ignore[attr-defined]
        plenitude = sum(worth[c] for c in state.harmonized(seat))
        scores.append(sum(parts.values()) - parts["plenitude"] + plenitude)
    return scores


def move_key(colour: int, src: int, dst: int) -> str:
    return f"move {COLOURS[colour]} {row_id(src)} {row_id(dst)}"


_PLANS: dict[tuple, tuple[int, int, int] | None] = {}  # (board, move rules) -> first move


def plan_move(
    game: Game, state: VriendenState, me: int, budget: int
) -> tuple[int, int, int] | None:
    """The first move of a shortest way to harmonize one more chakra of ``me`` by single moves
    (one energy up or down one chakra, as inspiration space 7 moves it), found breadth first
    among at most ``budget`` boards; None when there is none within the budget. Boards on the
    way found keep the rest of it, so a plan is worked out once."""
    start = state.boards[me]
    rules_id = game.move_rules_key(state)  # type: ignore[attr-defined]
    if (start, rules_id) in _PLANS:
        return _PLANS[(start, rules_id)]
    if _may_harmonize_more(start):
        found = _search_plan(game, state, start, budget)
        if found is not None:
            return _remember(found, rules_id)
    if len(_PLANS) > 50_000:
        _PLANS.clear()
    _PLANS[(start, rules_id)] = None
    return None


def _may_harmonize_more(rows: tuple) -> bool:
    """Whether single moves could ever harmonize a chakra not harmonized on ``rows``: moves
    neither add nor remove energies and those in the earth never move, so such a chakra needs
    three energies of its colour among the bubbles and chakras already. When none has them
    the search below would look at ``budget`` boards to find nothing."""
    for c in range(7):
        if rows[c + 1] != _HARMONIZED[c] and sum(row.count(c) for row in rows[:EARTH]) >= 3:
            return True
    return False


def _search_plan(game: Game, state: VriendenState, start: tuple, budget: int) -> tuple | None:
    """The breadth-first search of ``plan_move``: the boards reached and how (``came_from``)
    and the first one with one more harmonized chakra, or None within the budget. A move
    changes two rows, so a board's harmonized chakras are counted from its predecessor's."""
    goal = _harmonized_count(start) + 1
    came_from: dict[tuple, tuple | None] = {start: None}
    # Each board waits with its count of harmonized chakras; a board is hashed once when it
    # is reached (``setdefault``), not again to look its count up (issue 47).
    frontier = deque([(start, goal - 1)])
    single_moves = game.single_moves  # type: ignore[attr-defined]
    while frontier and len(came_from) < budget:
        rows, count = frontier.popleft()
        for move in single_moves(state, rows):
            colour, src, dst = move
            after = move_energy(rows, colour, src, dst)
            link = (rows, move)
            if came_from.setdefault(after, link) is not link:
                continue  # reached before
            # A move changes two rows: each may become or stop being harmonized.
            now = count
            if 0 < src < EARTH:
                harmonized = _HARMONIZED[src - 1]
                now += (after[src] == harmonized) - (rows[src] == harmonized)
            if 0 < dst < EARTH:
                harmonized = _HARMONIZED[dst - 1]
                now += (after[dst] == harmonized) - (rows[dst] == harmonized)
            if now >= goal:
                return came_from, after
            frontier.append((after, now))
    return None


def _remember(found: tuple, rules_id: tuple) -> tuple[int, int, int]:
    """Keep the next move of every board on the way to the board found; the start's first
    move."""
    came_from, goal = found
    if len(_PLANS) > 50_000:
        _PLANS.clear()
    rows, link = goal, came_from[goal]
    while link is not None:
        before, move = link
        _PLANS[(before, rules_id)] = move
        rows, link = before, came_from[before]
    return _PLANS[(rows, rules_id)]


def _harmonized_count(rows: tuple) -> int:
    return sum(map(tuple.__eq__, rows[1:EARTH], _HARMONIZED))
