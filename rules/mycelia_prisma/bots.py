"""The heuristic deck-builder: one action ahead, it values drops cleared most, then the
strength of its own cards (drops they remove or move), leaves and favors.

What it rates and how are unchanged since it was written. What makes it cheaper (issue 47):
each position's follow-ups and ratings are made once and kept, and the next decision takes up
the look-ahead where the chosen action led (most decisions are a card's drops, which the last
look-ahead has already been through); the rating reads tables made once per game (a card's
strength, each field's distance to the nearest shrine field) and keeps the last mean card
strength while the cards lie the same. And where a task offers many drops (a card's Move: some
25) or cards, it plays out only the most promising few (``KEEP``, ``_promising``), told from
each action's own fields, the board's distances and the cards' strengths, with no rule's
effect: the second round of issue 47 measured this bot at least as strong as the one that
played out every option (the same seeded games against random bots, and solo against
Gwidyon), with about a third of the actions applied. tests/rules/test_mycelia_prisma_bot.py
holds all of it.
"""

from __future__ import annotations

from itertools import chain
from operator import add, is_, mul
from typing import Any

from rules.core.bots import LookaheadBot

from .data import COLORS

#: The tasks after which the look-ahead stops: the player's free choice of the next thing to
#: do (the turn) and another player's bonus drop.
OPEN_TASKS = ("turn", "bonus")
#: The tasks whose many options are narrowed to the most promising few (``_promising``),
#: and how many each keeps: drops of the deciding seat's board moved or removed (some 25
#: moves a card), and cards of its own removed from the game or put back on its draw pile
#: (the card and leaving the ability unused).
KEEP = {"move": 4, "remove": 4, "bonus": 4, "trash": 2, "recycle": 2}
#: The options of a solo turn that are not played out (``_without_unseen_gains``): action
#: card a's uses, as (kind, parts).
UNSEEN = (("action", "a-showcase"), ("action", "a-gifts"))
#: The turn's options applied only where their bound (``_bound``) does not rule them out:
#: a card bought from the showcase, a gift taken.
BOUNDED = ("buy", "gift")
#: The turn's options applied only when their position is first read (``_Unplayed``): those
#: bounded, and the turn's end (rated without applying it alone against Gwidyon).
LAZY = (*BOUNDED, "end")
#: How far below the best rating so far an option's bound (``_bound``) must lie for it to be
#: left unplayed: far more than the rounding of a sum of a few dozen floats, far less
#: than any difference a rating tells apart.
BOUND_MARGIN = 1e-6


class HeuristicBot(LookaheadBot):
    name = "heuristic"
    depth = 3  # follow-up decisions looked through (a card's drops, then its second drop)

    def __init__(self) -> None:
        # The decision being made: its position as given, and its record; the action chosen
        # at the last decision. The next decision mostly starts where that action led, which
        # the look-ahead has been through: its record is kept (and with it every position
        # looked at after it), the rest is let go.
        self._root_state: Any = None
        self._root: _Position | None = None
        self._chosen = ""
        self._tables: tuple[Any, list[float], dict[tuple, tuple[int, ...]]] | None = None
        self._last_strength: tuple[tuple, float] | None = None  # zones and their mean
        self._last_board: tuple | None = None  # a board's tuples and its counts (_own_board)
        self._parts: dict[str, tuple] = {}  # a narrowed task's action's kind and parts, by key
        self._bound_base: tuple | None = None  # what a turn's bounds start from (_base_of)

    def choose(self, game: Any, state: Any, rng: Any) -> Any:
        """The action whose position rates best for the seat to move (ties broken by
        ``rng``, among the actions in the legal list's order), as ``LookaheadBot`` chooses,
        among the actions this bot plays out (all but where a drop or card task offers
        many: there the most promising few). One legal action is taken without playing it
        out (issue 47), ``rng`` still asked as for any choice."""
        root = self._root_of(state)
        if root.after is None:
            legal = game.legal_actions(state)
            if len(legal) == 1:
                return self._chose(rng.choice(legal))
        me = state.to_move
        best: list[Any] = []
        best_value = float("-inf")
        rate, depth = self._rate, self.depth
        follow_ups = self._follow_ups(game, root)
        ended = self._end_rating(game, state, me, follow_ups)
        floor = float("-inf") if ended is None else ended - BOUND_MARGIN
        for action, after in follow_ups.values():
            if type(after) is _Unplayed and after.unplayed:
                if action.kind != "end":
                    if self._bound(game, state, me, action) < max(best_value, floor) - BOUND_MARGIN:
                        continue  # it cannot rate as high as the best: never the choice
                elif ended is not None:  # the turn's end, the last option: its rating known
                    if ended < best_value - 2 * BOUND_MARGIN:
                        continue  # below the best: never the choice
                    if ended > best_value + 2 * BOUND_MARGIN:
                        best = [action]  # above every other: the choice, as rated alone
                        continue
            value = rate(game, after, me, depth)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self._chose(rng.choice(best))

    def _end_rating(self, game: Any, state: Any, me: int, follow_ups: dict) -> float | None:
        """The rating the turn's end will have, to the rounding of its sums, where it is known
        without applying it (else None): alone against Gwidyon, ending the turn leads to a
        chance (a card drawn, the die, the market or Gwidyon's card) before any decision,
        with the board, leaves, favors, action cards and the multiset of the seat's cards as
        they are: its rating is the position's own, but for the order its cards' strengths
        are summed in. So a buy or gift whose bound lies below it is never the choice, even
        before one is rated; and the end itself (the turn's last option) is applied only
        where the best before it rates about as high."""
        if state.players != 1 or state.tasks[0][0] != "turn":
            return None
        if next(reversed(follow_ups), None) != "end":  # the end, last of the options
            return None
        return self.value(game, state, me)

    def _chose(self, action: Any) -> Any:
        """``action``, chosen: the next decision looks for where it led (``_position``)."""
        self._chosen = action.key
        return action

    def rate_action(self, game: Any, state: Any, action: Any, me: int) -> float:
        """The position after ``action``, or, when it leaves a decision of ``me`` pending
        (a card's drops to choose, a move for action b), the best follow-up's."""
        found = self._follow_ups(game, self._root_of(state)).get(action.key)
        after = found[1] if found else _Position(game.apply(state, action, False).state)
        return self._rate(game, after, me, self.depth)

    def _root_of(self, state: Any) -> _Position:
        if state is not self._root_state:
            self._root = self._position(state)
            self._root_state = state
        assert self._root is not None
        return self._root

    def _position(self, state: Any) -> _Position:
        """The record of a decision's position: where the last decision's chosen action led
        if it is this very position (the same drops, cards, tasks and all), else a new one."""
        last = self._root
        if last is not None and last.after is not None:
            went = last.after.get(self._chosen)
            if went is not None and _played(went[1]) and went[1].state == state:
                position = went[1]
                if position.after is None:
                    # Not yet played out: it is played out from the decision's own view (an
                    # equal value), so that the legal list made is that view's, which the core
                    # then takes the choice from without checking it again (chosen_in_view).
                    position.state = state
                return position
        return _Position(state)

    def _rate(self, game: Any, position: _Position, me: int, depth: int) -> float:
        state = position.state
        tasks = state.tasks
        pending = depth and tasks and tasks[0][0] not in OPEN_TASKS and not state.ended
        if pending and state.to_move == me:  # a decision of ``me``'s: the best follow-up
            rated = position.rated
            if rated is None:
                rated = position.rated = {}
            best = rated.get((me, depth))
            if best is None:
                best = rated[me, depth] = max(
                    [self._rate(game, after, me, depth - 1)
                     for _, after in self._follow_ups(game, position).values()]
                )  # fmt: skip
            return best
        # The position's own value: the same whatever the depth it is met at.
        worth = position.worth
        if worth is None or worth[0] != me:
            worth = position.worth = (me, self.value(game, state, me))
        return worth[1]

    def _follow_ups(self, game: Any, position: _Position) -> dict[str, tuple[Any, _Position]]:
        """The actions played out from a position, by key, with the position each leads to
        (quiet mode), in the legal list's order; made once per position. The legal list is
        asked once and every action applied to that same position, so the engine finds it in
        its one-entry cache. Of a drop or card task's many options only the most promising
        few (``KEEP``). A card bought or a gift taken is applied only when its position is
        first read (``_Unplayed``): ``choose`` reads it only where its bound does not rule it
        out already (``_bound``)."""
        after = position.after
        if after is None:
            state, apply = position.state, game.apply
            legal = game.legal_actions(state)
            tasks = state.tasks
            front = tasks[0][0] if tasks else None
            if front == "turn" and state.players == 1:
                legal = self._without_unseen_gains(game, legal)
            keep = KEEP.get(front, 0)
            if 0 < keep < len(legal):
                legal = self._promising(game, state, legal, keep)
            after = position.after = {
                a.key: (
                    a, _Unplayed(game, state, a) if a.kind in LAZY
                    else _Position(apply(state, a, False).state),
                )
                for a in legal
            }  # fmt: skip
        return after

    def _bound(self, game: Any, state: Any, me: int, action: Any) -> float:
        """At least the rating of a card bought or a gift taken (``action``) at ``me``'s
        turn, read from the card's own fields and the position before, without applying it
        (issue 47, sixth round: alone against Gwidyon the bot played out some 100 buys and
        170 gifts a game, a third of its time, and took 2 and 4). Neither touches a board;
        the card goes onto the draw pile. A gift costs the mushroom's favors (back to the
        start) and its lightning gives leaves and tasks; a gift that removes drops or makes a
        shrine field (Reticulus, Globi) has no bound (infinite: always played out). A card
        bought costs leaves and may grant an action card; Viatica and Simulacrum give
        favors (bounded by the bar's last space), Falx a card removal, Gemma a recycle. Of
        the tasks left, card removals (each at most the weakest card left) and a recycle (a
        card moved between the seat's own zones) are all the look-ahead can go through before
        the next turn or another seat's bonus. Tests:
        tests/rules/test_mycelia_prisma_speed_bound.py."""
        kind, part = self._parts_of(game, action)
        if kind == "gift":
            terms = self._gift_terms(game, state, me, part)
        else:
            terms = self._buy_terms(game, state, me, part)
        if terms is None:
            return float("inf")
        code, removals, leaves, favors, actions = terms
        base = self._bound_base  # the same for every buy and gift of the turn
        if base is None or base[0] is not state or base[1] != me:
            base = self._bound_base = self._base_of(game, state, me)
        return (
            base[2] + 8.0 * _best_mean(base[3], base[5], base[4][code], removals)
            + 0.3 * min(leaves, 12) + 0.15 * favors + 0.2 * actions
        )  # fmt: skip

    def _base_of(self, game: Any, state: Any, me: int) -> tuple:
        """What every bound of ``me``'s turn in ``state`` starts from: what the boards count
        for (``_board_part``, which neither a buy nor a gift changes), and the strengths of
        ``me``'s cards in ascending order (with the strength table) and their sum."""
        tables = self._tables_of(game)
        strengths = tables[1]
        own = state.played if state.current == me else ()
        zones = (
            state.hands[me], state.tops[me], state.decks[me], state.discards[me],
            state.gifts[me], own,
        )  # fmt: skip
        worths = sorted(map(strengths.__getitem__, chain.from_iterable(zones)))
        board = self._board_part(game, state, me, tables)
        return state, me, board, worths, strengths, sum(worths)

    def _gift_terms(self, game: Any, state: Any, me: int, color: str) -> tuple | None:
        """The gift taken (its code), the card removals its lightning leaves, and at most the
        leaves, favors and action cards after it; None for a gift that removes drops or
        makes a shrine field."""
        code = state.piles[COLORS.index(color)][0]
        card = game.cards[code]
        if card.remove_moss or card.globi:
            return None
        return code, card.trash, state.leaves[me] + card.leaves, 0, len(state.actions[me])

    def _buy_terms(self, game: Any, state: Any, me: int, slot: int) -> tuple:
        """The card bought (its code), the card removals it may leave (Falx), and at most
        the leaves (the rule's own price paid), favors and action cards after it."""
        code = state.showcase[slot]
        active = game.gift_active
        leaves = state.leaves[me] - game.showcase_price(state, code)
        favors = state.mushrooms[me]
        if active(state, "viatica") or active(state, "simulacrum"):
            favors = game.last_space()
        actions = len(state.actions[me]) + (1 if game.cards[code].grant else 0)
        return code, 1 if active(state, "falx") else 0, leaves, favors, actions

    def _without_unseen_gains(self, game: Any, legal: list[Any]) -> list[Any]:
        """A solo turn's options but the uses of action card a (``UNSEEN``), unless nothing
        else is left. What card a gives, a new showcase or gift piles, shows only after the
        chance draw that the look-ahead stops at: played out, they rate as leaves spent for
        nothing. Alone against Gwidyon the bot chose one once in 300 games (87,937 actions),
        and playing them out was a seventh of every action it applied (issue 47, third
        round). Against other players it chooses them more often (77 times in 7,492 turns
        of 20 four-player games), and a bot that left them out there lost head to head
        against one that did not (36.5 % against 63.5 % of 200 four-player games, seats
        alternating): there they are played out as ever."""
        kept = [action for action in legal if self._parts_of(game, action) not in UNSEEN]
        return kept or legal

    def _parts_of(self, game: Any, action: Any) -> tuple:
        """An action's move kind and key parts, read from its key once per key."""
        key = action.key
        parts = self._parts.get(key)
        if parts is None:
            move, parts = game.read_key(key)
            parts = self._parts[key] = (move.kind, *parts)
        return parts

    def _promising(self, game: Any, state: Any, legal: list[Any], keep: int) -> list[Any]:
        """The ``keep`` most promising options of a drop or card task, in the legal list's
        order. Drops: a removal first (the drop leaves the board), the farther the drop the
        better; then a move by the steps it gains towards the nearest shrine field, the
        nearer it lands the better. Cards: the weakest removed from the game, the strongest
        put back on the draw pile. An ability left unused (skip) as a drop that stays where
        it is, before any card. Read from each action's own fields (its move and parts), the
        board's distances and the cards' strengths, not from what the rules would do."""
        to_shrine = self._to_shrine(game, state.shrines[state.to_move])
        strengths, by_key = self._tables_of(game)[1], game.by_key
        scores = []
        for action in legal:
            parts = self._parts_of(game, action)
            kind = parts[0]
            if kind == "remove":
                scores.append((2, to_shrine[parts[1]], 0))
            elif kind == "move":
                source, target = to_shrine[parts[1]], to_shrine[parts[2]]
                scores.append((1, source - target, -target))
            elif kind == "trash":
                scores.append((0, -strengths[by_key[parts[2]]], 0))
            elif kind == "recycle":
                scores.append((0, strengths[by_key[parts[2]]], 0))
            else:  # skip: the drop stays where it is, the cards as they are
                scores.append((1, 0, 0))
        # Stable: equal scores keep the legal list's order; then back into that order.
        kept = sorted(range(len(legal)), key=scores.__getitem__, reverse=True)[:keep]
        return [legal[at] for at in sorted(kept)]

    def value(self, game: Any, state: Any, me: int) -> float:
        if state.ended:
            return 1000.0 if me in state.winners else -1000.0
        tables = self._tables
        if tables is None or tables[0] is not game.cards:
            tables = self._tables_of(game)
        return (
            self._board_part(game, state, me, tables) + 8.0 * self._strength(state, me, tables[1])
            + 0.3 * min(state.leaves[me], 12) + 0.15 * state.mushrooms[me]
            + 0.2 * len(state.actions[me])
        )  # fmt: skip

    def _board_part(self, game: Any, state: Any, me: int, tables: Any) -> float:
        """What the boards count for in ``me``'s rating: its drops and their steps to the
        shrine fields against the lead (half the fewest drops on another board: none in a
        solo game). Summed first, as the rating always summed them."""
        dew, prism = state.dew, state.prism
        drops, distance = self._own_board(game, state, me, tables)
        lead = 0.0
        if len(dew) > 1:
            boards = enumerate(zip(dew, prism, strict=True))
            lead = min(sum(d) + sum(p) for seat, (d, p) in boards if seat != me) * 0.5
        return -10.0 * drops - 1.5 * distance + lead

    def _own_board(self, game: Any, state: Any, me: int, tables: Any) -> tuple[int, int]:
        """The drops on ``me``'s board and their steps to the nearest shrine fields. Most
        positions rated one after the other hold the very same board (an action other than a
        drop's keeps its tuples): the last two counts are kept with the board's tuples and
        given again while they are the same objects."""
        dew, prism, shrines = state.dew[me], state.prism[me], state.shrines[me]
        last = self._last_board
        if last is not None and last[0] is dew and last[1] is prism and last[2] is shrines:
            return last[3]
        to_shrine = tables[2].get(shrines) or self._distances(game, shrines)
        counts = (
            sum(dew) + sum(prism),
            sum(map(mul, map(add, dew, prism), to_shrine)),
        )
        self._last_board = (dew, prism, shrines, counts)
        return counts

    def _strength(self, state: Any, me: int, strengths: list[float]) -> float:
        """The mean strength of ``me``'s cards. Positions rated one after the other mostly
        hold the very same card zones (a drop moved changes none): the last mean is kept with
        its zones and given again while they are the same objects."""
        own = state.played if state.current == me else ()
        zones = (
            state.hands[me], state.tops[me], state.decks[me], state.discards[me],
            state.gifts[me], own,
        )  # fmt: skip
        last = self._last_strength
        if last is not None and all(map(is_, last[0], zones)):
            return last[1]
        count = sum(map(len, zones))
        # Summed card by card in the order of the zones, as ever (the same float sum).
        mean = sum(map(strengths.__getitem__, chain.from_iterable(zones))) / max(count, 1)
        self._last_strength = (zones, mean)
        return mean

    def _tables_of(self, game: Any) -> tuple[Any, list[float], dict[tuple, tuple[int, ...]]]:
        """Each card's strength by its code, and the distances to the shrine fields by a
        board's own shrine fields: made once per game (the game's cards name the tables)."""
        tables = self._tables
        if tables is None or tables[0] is not game.cards:
            tables = self._tables = (game.cards, [_strength(c) for c in game.cards], {})
            self._last_strength = self._last_board = None
        return tables

    def _to_shrine(self, game: Any, own_shrines: tuple[int, ...]) -> tuple[int, ...]:
        """Each field's distance to the nearest shrine field of a board with these own
        shrine fields (the game's table)."""
        tables = self._tables
        if tables is None or tables[0] is not game.cards:
            tables = self._tables_of(game)
        return tables[2].get(own_shrines) or self._distances(game, own_shrines)

    def _distances(self, game: Any, own_shrines: tuple[int, ...]) -> tuple[int, ...]:
        shrines = (game.board.shrine_field, *own_shrines)
        made = tuple(min(_steps(field, s) for s in shrines) for field in range(20))
        self._tables_of(game)[2][own_shrines] = made
        return made


def _strength(card: Any) -> float:
    """What a card is worth to a deck: drops it clears, with leaves and favors as a little."""
    worth = card.remove * 1.0 + card.move * 0.5 + card.leaves * 0.15 + card.favors * 0.2
    worth += card.draws * 0.4 + card.draw * 0.4 if card.gift else card.draw * 0.4
    return worth


def _best_mean(worths: list[float], total: float, worth: float, removals: int) -> float:
    """The highest mean of the strengths ``worths`` (ascending, summing to ``total``) with
    ``worth`` added and up to ``removals`` of them removed: the weakest ones, whichever of
    them the rules let go (the weakest are among the first ``removals`` and ``worth``)."""
    total, count = total + worth, len(worths) + 1
    mean = total / count
    for weakest in sorted((*worths[:removals], worth))[:removals]:
        total, count = total - weakest, count - 1
        if count < 1:
            break
        mean = max(mean, total / count)
    return mean


def _steps(a: int, b: int) -> int:
    """Fields to go from ``a`` to ``b`` (rows and columns of a board of five by four): how far
    a drop lies from a shrine field, so a Move towards one is worth something before the
    drop leaves the board."""
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


class _Position:
    """A position the bot has met: its follow-ups once made, and its rating for a seat by
    the depth looked through (the value itself at depth 0, and wherever the look-ahead
    stops)."""

    __slots__ = ("after", "rated", "state", "worth")

    def __init__(self, state: Any) -> None:
        self.state = state
        self.after: dict[str, tuple[Any, _Position]] | None = None  # by key: action, position
        self.worth: tuple[int, float] | None = None  # (seat, value)
        self.rated: dict[tuple[int, int], float] | None = None  # by (seat, depth)


class _Unplayed(_Position):
    """A gift taken, not applied yet: the position it leads to is made when first read
    (``state``), the same as ``_follow_ups`` would have made at once."""

    __slots__ = ("_from",)

    def __init__(self, game: Any, state: Any, action: Any) -> None:
        self._from: tuple[Any, Any, Any] | None = (game, state, action)
        self.after = None
        self.worth = None
        self.rated = None

    @property
    def unplayed(self) -> bool:
        return self._from is not None

    @property  # type: ignore[override]
    def state(self) -> Any:
        made = self._from
        if made is not None:
            game, before, action = made
            _SLOT.__set__(self, game.apply(before, action, False).state)
            self._from = None
        return _SLOT.__get__(self, _Unplayed)

    @state.setter
    def state(self, state: Any) -> None:
        _SLOT.__set__(self, state)
        self._from = None


_SLOT = _Position.__dict__["state"]


def _played(position: _Position) -> bool:
    """Whether the position's state is made (a turn's option left unplayed is not)."""
    return (
        type(position) is not _Unplayed or not position.unplayed
    )  # the slot ``_Unplayed.state`` fills when first read
