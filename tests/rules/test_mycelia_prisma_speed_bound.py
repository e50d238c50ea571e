"""Mycelia: Prisma, issue 47's sixth round: the heuristic bot applies a card bought or a gift
taken only where a bound on its rating, read from the card and the position before, does not
already put it below the best option rated so far (``HeuristicBot._bound``); the working copy
keeps the per-seat fields as tuples, replacing only those an action changes; a draw's outcomes
are kept by their pile, a turn's buys and gifts by what their checks read, and a view's masked
zones given again for the very same zones. All of it must be invisible: the bound is never
below the rating the look-ahead gives, the bot chooses what it chose when it played out every
option, a transition is the position the rules make, the options, outcomes and views are
those made anew."""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from rules.core import CHANCE, decks
from rules.core.bots import make_bots, playout
from rules.mycelia_prisma import bots as mycelia_bots
from rules.mycelia_prisma.bots import BOUNDED, HeuristicBot
from rules.mycelia_prisma.moves import COLOR_PARTS, SLOTS
from rules.mycelia_prisma.state import HIDDEN

GAME = rules.load_game("mycelia-prisma")
#: The state's fields an action replaces as tuples entry by entry (engine.py's ``Play``).
PER_SEAT = (
    "dew", "prism", "shrines", "leaves", "mushrooms", "hands", "tops", "decks", "discards",
    "gifts", "actions",
)  # fmt: skip


def turns(players: int, seed: int, count: int) -> list:
    """The turn decisions (``turn`` task, more than one option) of a heuristic game's first
    ``count`` actions, as the seat to move sees them."""
    state = GAME.setup(players, seed=seed)
    steps = playout(GAME, state, make_bots(GAME, ["heuristic"], players), random.Random(seed))
    views = []
    for _, (before, _, _) in zip(range(count), steps, strict=False):
        seat = before.to_move
        if seat is None or seat < 0 or before.tasks[0][0] != "turn":
            continue
        view = GAME.view(before, seat)
        if len(GAME.legal_actions(view)) > 1:
            views.append(view)
    return views


def keys_played(players: int, seed: int, limit: int) -> list[str]:
    state = GAME.setup(players, seed=seed)
    bots = make_bots(GAME, ["heuristic"], players)
    steps = playout(GAME, state, bots, random.Random(seed))
    return [action.key for _, (_, action, _) in zip(range(limit), steps, strict=False)]


@pytest.mark.parametrize(("players", "seed"), [(1, 0), (1, 5), (2, 1), (3, 2), (4, 3)])
def test_the_bound_is_never_below_the_rating_of_a_buy_or_a_gift(players, seed):
    """At every turn of heuristic games, each card the seat may buy and each gift it may take
    has a bound at least the rating the look-ahead gives it once applied (its card removals,
    recycles and grants looked through); most bounds are finite."""
    finite = 0
    for view in turns(players, seed, 500):
        me = view.to_move
        for action in GAME.legal_actions(view):
            if action.kind not in BOUNDED:
                continue
            bound = HeuristicBot()._bound(GAME, view, me, action)
            rated = HeuristicBot().rate_action(GAME, view, action, me)
            assert bound >= rated - 1e-9, (action.key, bound, rated)
            finite += bound != float("inf")
    assert finite > 20


def test_the_bound_leaves_most_buys_and_gifts_of_a_solo_game_unplayed():
    """Alone against Gwidyon the bot plays out fewer than half of the buys and gifts on offer
    (it takes one in some forty turns): the bound rules the others out."""
    offered = played = 0
    for view in turns(1, 7, 400):
        bot = HeuristicBot()
        bot.choose(GAME, view, random.Random(0))
        for action, position in bot._root.after.values():
            if action.kind in BOUNDED:
                offered += 1
                played += not position.unplayed
    assert offered > 50 and played < offered / 2


def test_a_buy_or_gift_read_later_is_the_position_apply_makes():
    """A buy or gift left unplayed gives, when its position is read, the position applying it
    gives; read once, it is played."""
    met = 0
    for view in turns(1, 2, 300):
        bot = HeuristicBot()
        bot.choose(GAME, view, random.Random(0))
        for action, position in bot._root.after.values():
            if action.kind in BOUNDED and position.unplayed:
                assert position.state == GAME.apply(view, action, False).state
                assert not position.unplayed
                met += 1
    assert met > 20


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (1, 8), (2, 4), (4, 6)])
def test_the_bot_chooses_what_it_chose_playing_out_every_buy_and_gift(players, seed, monkeypatch):
    """Heuristic games play the same actions with the bound as with every buy and gift
    played out (an infinite bound) and the turn's end applied (its rating not known before):
    an option the bound leaves out is never the choice, nor an end left unapplied."""
    bounded = keys_played(players, seed, 400)
    monkeypatch.setattr(mycelia_bots.HeuristicBot, "_bound", lambda *args: float("inf"))
    monkeypatch.setattr(mycelia_bots.HeuristicBot, "_end_rating", lambda *args: None)
    assert keys_played(players, seed, 400) == bounded


@pytest.mark.parametrize("players", [1, 3])
def test_an_action_replaces_only_the_per_seat_tuples_it_changes(players):
    """The working copy keeps the per-seat fields as the state's own tuples: after an action,
    each such field is the very same tuple as before, or a new tuple whose seats' entries
    are the very same but for the seats whose entry changed (no field is copied and frozen
    back when the action leaves it alone). The position before keeps its own values."""
    state = GAME.setup(players, seed=9)
    steps = playout(GAME, state, make_bots(GAME, ["heuristic"], players), random.Random(9))
    kept = replaced = 0
    for _, (before, _, transition) in zip(range(600), steps, strict=False):
        saved = {name: tuple(getattr(before, name)) for name in PER_SEAT}
        after = transition.state
        for name in PER_SEAT:
            old, new = getattr(before, name), getattr(after, name)
            assert type(new) is tuple and old == saved[name]
            if new is old:
                kept += 1
                continue
            replaced += 1
            for seat in range(players):
                assert new[seat] is old[seat] or new[seat] != old[seat], (name, seat)
    assert kept > 5 * replaced > 0


def chance_nodes(players: int, seed: int, count: int, bot: str) -> list:
    state = GAME.setup(players, seed=seed)
    steps = playout(GAME, state, make_bots(GAME, [bot], players), random.Random(seed))
    return [
        before
        for _, (before, _, _) in zip(range(count), steps, strict=False)
        if before.to_move == CHANCE and before.tasks[0][0] != "die"
    ]


def fresh_outcomes(state) -> list:
    """A draw's outcomes made anew: each distinct card (or Gwidyon's card) of the pile with
    the chance the core's decks give it."""
    gwidyon = state.tasks[0][0] == "gwidyon"
    codes, weights = decks.draw_weights(GAME.chance_pile(state))
    made = [
        GAME.action_of(GAME.gwidyon_move, (c,)) if gwidyon
        else GAME.action_of(GAME.draw_move, (GAME.cards[c].key,))
        for c in codes
    ]  # fmt: skip
    return list(zip(made, weights, strict=True))


@pytest.mark.parametrize(("players", "seed", "bot"), [(1, 1, "heuristic"), (3, 2, "random")])
def test_a_draw_s_outcomes_kept_by_their_pile_are_those_made_anew(players, seed, bot):
    """Every draw of a long seeded game (a card from a seat's pile or the market, Gwidyon's
    card) offers the outcomes the pile gives when made anew, many of them kept from an
    earlier draw from the very same pile."""
    nodes = chance_nodes(players, seed, 1500, bot)
    for state in nodes:
        assert GAME.chance_outcomes(state) == fresh_outcomes(state)
    assert len(nodes) > 100


def test_a_pile_of_the_same_numbers_draws_gwidyon_s_card_or_a_card_by_the_task():
    """Gwidyon's cards and a pile of cards are kept apart: the very same numbers as a seat's
    pile are drawn as cards, as Gwidyon's deck as his cards."""
    gwidyon = next(s for s in chance_nodes(1, 4, 400, "heuristic") if s.tasks[0][0] == "gwidyon")
    pile = tuple(sorted(set(gwidyon.gw_deck) - {0})) or (1,)
    as_gwidyon = dataclasses.replace(gwidyon, gw_deck=pile)
    as_cards = dataclasses.replace(gwidyon, tasks=(("draw", 0), *gwidyon.tasks[1:]), decks=(pile,))
    for state in (as_gwidyon, as_cards, as_gwidyon, as_cards):
        assert GAME.chance_outcomes(state) == fresh_outcomes(state)
    kinds = {a.kind for a, _ in GAME.chance_outcomes(as_cards)}
    assert kinds == {"draw"} and {a.kind for a, _ in GAME.chance_outcomes(as_gwidyon)} == {
        "gwidyon"
    }


@pytest.mark.parametrize("players", [1, 2, 4])
def test_views_of_a_game_in_turn_are_the_positions_masked(players):
    """Each seat's view of every position of a heuristic game in turn (the masked zones of
    the last view given again while the zone is the very same) is the position with the
    hidden fields masked: other hands, every face-down pile, the market, the gift piles under
    their tops, Gwidyon's deck."""
    hide = lambda zone: decks.masked(zone, HIDDEN)  # noqa: E731
    state = GAME.setup(players, seed=6)
    steps = playout(GAME, state, make_bots(GAME, ["heuristic"], players), random.Random(6))
    for _, (before, _, _) in zip(range(300), steps, strict=False):
        for seat in range(players):
            expected = dataclasses.replace(
                before, seed=None, viewer=seat,
                hands=tuple(h if i == seat else hide(h) for i, h in enumerate(before.hands)),
                decks=tuple(map(hide, before.decks)), market=hide(before.market),
                piles=tuple(p[:1] + hide(p[1:]) for p in before.piles),
                gw_deck=hide(before.gw_deck),
            )  # fmt: skip
            assert GAME.view(before, seat) == expected


def passing(state, move, candidates) -> tuple:
    """The candidates the move's own check passes in ``state``, asked anew."""
    return tuple(parts for parts in candidates if move._check(GAME, state, *parts) is None)


def with_seat(state, name: str, value) -> object:
    """``state`` with the seat to move's entry of the per-seat field ``name`` replaced."""
    values = list(getattr(state, name))
    values[state.current] = value
    return dataclasses.replace(state, **{name: tuple(values)})


@pytest.mark.parametrize(("players", "seed", "bot"), [(1, 2, "heuristic"), (2, 3, "random")])
def test_a_turn_s_buys_and_gifts_are_those_their_checks_pass(players, seed, bot):
    """At every turn of a seeded game, and at each turn again with one thing its checks read
    changed alone (the leaves, the gift area holding Velamen, a showcase slot emptied, the
    mushroom on another space, a gift pile emptied), the buys and gifts listed are exactly
    the slots and colours the checks pass, though each was kept from a turn before."""
    state = GAME.setup(players, seed=seed)
    steps = playout(GAME, state, make_bots(GAME, [bot], players), random.Random(seed))
    velamen = GAME.by_key["velamen"]
    met = 0
    for _, (before, _, _) in zip(range(1500), steps, strict=False):
        if before.ended or before.tasks[0][0] != "turn":
            continue
        me = before.current
        changed = [
            before,
            with_seat(before, "leaves", max(before.leaves[me] - 2, 0)),
            with_seat(before, "leaves", before.leaves[me] + 3),
            with_seat(before, "gifts", (*before.gifts[me], velamen)),
            dataclasses.replace(before, showcase=(0, *before.showcase[1:])),
            with_seat(before, "mushrooms", (before.mushrooms[me] + 4) % GAME.last_space()),
            dataclasses.replace(before, piles=((), *before.piles[1:])),
        ]
        for position in changed:
            assert GAME._buy_options(position) == passing(position, GAME.buy_move, SLOTS)
            assert GAME._gift_options(position) == passing(position, GAME.gift_move, COLOR_PARTS)
        met += 1
    assert met > 30


@pytest.mark.parametrize("seed", [0, 4])
def test_alone_the_turn_s_end_rates_as_the_position_itself(seed):
    """Alone against Gwidyon, wherever the turn may end, the look-ahead's rating of ending it
    is the position's own rating (to the rounding of its sums), which the bot takes as the
    floor under its choice before rating anything, and as the end's rating where it is the
    turn's last option; with other players it takes none."""
    met = 0
    for view in turns(1, seed, 1500):
        if "end" not in {a.key for a in GAME.legal_actions(view)}:
            continue
        bot = HeuristicBot()
        own = bot.value(GAME, view, 0)
        ended = bot.rate_action(GAME, view, GAME.parse_action("end"), 0)
        assert abs(ended - own) < 1e-9
        assert bot._end_rating(GAME, view, 0, {"play-x": None, "end": None}) == own
        assert bot._end_rating(GAME, view, 0, {"end": None, "play-x": None}) is None
        met += 1
    assert met > 10
    view = turns(2, seed, 200)[0]
    assert HeuristicBot()._end_rating(GAME, view, view.to_move, {"end": None}) is None
