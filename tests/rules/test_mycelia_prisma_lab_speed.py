"""What Mycelia: Prisma keeps or builds at once for the Lab's speed (issue 47, second round)
gives what the plain way gives: a drop task's legal list, made from a table of Actions by the
offer they answer, lists the Actions the core makes for that offer; a view, built from every
field read at once, is the position with the hidden fields masked; a bot's choice checked by
its move's own check is legal exactly where the legal list has it."""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from rules.core import IllegalAction, decks
from rules.core.bots import make_bots, playout
from rules.mycelia_prisma.refusals import DROP_TASKS
from rules.mycelia_prisma.state import EVERYONE, HIDDEN

GAME = rules.load_game("mycelia-prisma")


def positions(players: int, seed: int, count: int, bot: str = "random") -> list:
    state = GAME.setup(players, seed=seed)
    steps = playout(GAME, state, make_bots(GAME, [bot], players), random.Random(seed))
    return [before for _, (before, _, _) in zip(range(count), steps, strict=False)]


def test_a_drop_tasks_list_is_the_core_actions_of_its_offer():
    """Every drop task met in random games (moves, removals, bonus drops) lists, in the
    offer's order, the very Actions the core makes of each (kind, parts) the rules offer; a
    table keyed by less than the whole offer (its parts alone, or only the field) would give
    one offer's Action for another's."""
    met = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        for state in positions(players, seed, 1500):
            if state.to_move is None or state.to_move < 0 or state.tasks[0][0] not in DROP_TASKS:
                continue
            met += 1
            moves = {"move": GAME.move_move, "remove": GAME.remove_move}
            fresh = [GAME.action_of(moves[kind], parts) for kind, parts in GAME.drop_offer(state)]
            listed = GAME._legal(state)
            assert listed[: len(fresh)] == fresh
            assert [a.key for a in listed[len(fresh) :]] in ([], ["skip"])
    assert met > 100


def test_a_view_is_the_position_with_its_hidden_fields_masked():
    """Each seat's view of positions of a heuristic game: no seed, the viewer named, other
    hands, every face-down pile, the market, the gift piles under their tops and Gwidyon's
    deck masked, every other field as it is."""
    hide = lambda zone: decks.masked(zone, HIDDEN)  # noqa: E731
    for players, seed in ((1, 4), (3, 5)):
        for state in positions(players, seed, 200, "heuristic")[::7]:
            for seat in range(players):
                expected = dataclasses.replace(
                    state, seed=None, viewer=seat,
                    hands=tuple(h if i == seat else hide(h) for i, h in enumerate(state.hands)),
                    decks=tuple(map(hide, state.decks)), market=hide(state.market),
                    piles=tuple(p[:1] + hide(p[1:]) for p in state.piles),
                    gw_deck=hide(state.gw_deck),
                )  # fmt: skip
                view = GAME.view(state, seat)
                assert view == expected
                assert view.viewer == seat != EVERYONE and view.seed is None


def test_a_key_is_found_by_its_moves_check_exactly_where_the_legal_list_has_it():
    """A bot's choice is checked in the whole position by its move's own check and options
    (``action_from_key``), not by the whole legal list: at every decision of random and
    heuristic games (every task met), each key of the legal list gives that list's Action,
    and each key another position listed that this one does not is refused with the rule
    ``why_illegal`` names."""
    seen: set[str] = set()
    kinds: set[str] = set()
    checked = 0
    for players, seed, bot in ((2, 7, "random"), (4, 8, "random"), (3, 9, "heuristic")):
        for state in positions(players, seed, 900, bot):
            if state.to_move is None or state.to_move < 0:
                continue
            legal = {a.key: a for a in GAME.legal_actions(state)}
            kinds.add(state.tasks[0][0])
            for key, action in legal.items():
                assert GAME.action_from_key(state, key) is action
            for key in sorted(seen - legal.keys())[:12]:
                with pytest.raises(IllegalAction) as refused:
                    GAME.action_from_key(state, key)
                assert refused.value.ruling == GAME.why_illegal(state, key)
                checked += 1
            seen |= legal.keys()
    assert {"turn", "move", "remove"} <= kinds and checked > 1000
