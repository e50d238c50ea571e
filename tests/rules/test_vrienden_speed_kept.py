"""What Vrienden keeps rather than works out again (issue 47, sixth round): a board's skipped
rows, a row an energy left or reached, the heuristic bot's levels of a turn; and a seat's view
made field by field. Each kept answer is held to the one its rule works out, over the boards
and positions of seeded games (2-4 players, both modules). Speed itself is never asserted
(docs/testing.md).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from rules.core.bots import make_bots, playout
from rules.vrienden import state as state_module
from rules.vrienden.bots import HeuristicBot
from rules.vrienden.state import HIDDEN, move_energy, row_less, row_more

GAME = rules.load_game("vrienden")
#: (players, seed, variants) of the seeded games whose positions the checks read.
GAMES = ((2, 0, ()), (3, 1, ("yin-yang",)), (4, 2, ("objectives",)), (2, 3, ("yin-yang",)))


def positions(players: int, seed: int, variants: tuple[str, ...]) -> list:
    """Every position of a seeded game of heuristic bots, the last one included."""
    bots = make_bots(GAME, ["heuristic"], players)
    state = GAME.setup(players, seed=seed, variants=variants)
    found = [state]
    for _, _, transition in playout(GAME, state, bots, random.Random(seed)):
        found.append(transition.state)
    return found


@pytest.fixture(scope="module")
def games() -> list[list]:
    return [positions(*game) for game in GAMES]


def boards_of(games: list[list]) -> list[tuple]:
    return [rows for game in games for state in game for rows in state.boards]


def test_kept_skips_are_the_ones_worked_out(games):
    boards = boards_of(games)
    GAME._skips_kept.clear()
    for rows in boards * 2:  # the second time every board's skips are kept ones
        assert GAME._skips(rows) == GAME._skips_of(rows)
    # Both modules' games hold skipped rows (harmonized chakras), so the check means something.
    assert any(any(GAME._skips_of(rows)) for rows in boards)


def test_skips_kept_are_forgotten_all_at_once_at_the_limit(monkeypatch, games):
    monkeypatch.setattr(GAME._skips_kept, "limit", 5)
    GAME._skips_kept.clear()
    boards = list(dict.fromkeys(boards_of(games)))[:12]
    for rows in boards:
        assert GAME._skips(rows) == GAME._skips_of(rows)
        assert len(GAME._skips_kept) <= 5
    GAME._skips_kept.clear()


def test_a_row_less_or_more_is_the_row_worked_out_for_each_colour(games):
    rows_seen = {row for rows in boards_of(games) for row in rows}
    checked = 0
    for row in rows_seen:
        for colour in range(9):
            more = row_more(row, colour)
            assert more == tuple(sorted((*row, colour)))
            assert row_less(more, colour) == row  # kept under (row, colour), not the row alone
            if colour in row:
                items = list(row)
                items.remove(colour)
                assert row_less(row, colour) == tuple(items)
                checked += 1
    assert checked > 100


def test_rows_kept_are_forgotten_all_at_once_at_the_limit(monkeypatch):
    monkeypatch.setattr(state_module._MORE, "limit", 3)
    state_module._MORE.clear()
    for colour in range(9):
        assert row_more((0, 8), colour) == tuple(sorted((0, 8, colour)))
        assert len(state_module._MORE) <= 3
    state_module._MORE.clear()


def test_a_move_changes_its_two_rows_only(games):
    state = games[0][-1]
    for rows in state.boards:
        for colour, src, dst in GAME.single_moves(state, rows):
            after = move_energy(rows, colour, src, dst)
            assert after[src] == row_less(rows[src], colour)
            assert after[dst] == row_more(rows[dst], colour)
            assert [after[r] for r in range(9) if r not in (src, dst)] == [
                rows[r] for r in range(9) if r not in (src, dst)
            ]


def test_a_seats_view_is_the_position_with_its_unseen_tokens_hidden(games):
    for game in games:
        for state in [*game[:: max(1, len(game) // 25)], game[-1]]:
            for seat in range(state.players):
                view = GAME.view(state, seat)
                over = state.phase == "over"
                seen = set(state.meditation[seat])
                plenitude = tuple(
                    v if over or c in seen else HIDDEN for c, v in enumerate(state.plenitude)
                )
                assert view == dataclasses.replace(
                    state, plenitude=plenitude, spare=HIDDEN, seed=None, viewer=seat
                )
                assert type(view) is type(state) and view.phase == state.phase


def channel_views(games: list[list]) -> list:
    """Seat views of positions where a channel action owes more moves."""
    return [
        GAME.view(state, state.current)
        for game in games
        for state in game
        if state.phase == "channel" and state.to_move == state.current
    ]


def test_a_level_is_kept_for_an_equal_position_and_no_other(games):
    views = channel_views(games)
    assert len(views) > 20
    for view in views[:: max(1, len(views) // 20)]:
        bot = HeuristicBot()
        me = view.current
        level = bot._level(GAME, view, me)
        equal = dataclasses.replace(view)
        assert equal == view and equal is not view
        assert bot._level(GAME, equal, me) is level  # found again by equality
        # Positions that differ in fields outside the key are told apart whole.
        for changes in ({"round": view.round + 1}, {"bag": (0,) * 9}, {"draws": view.draws + 1}):
            other = dataclasses.replace(view, **changes)
            assert bot._level(GAME, other, me) is not level
        # And the kept level is the one a fresh bot works out.
        fresh = HeuristicBot()._level(GAME, equal, me)
        assert [(a.key, after, value) for a, after, value in level] == [
            (a.key, after, value) for a, after, value in fresh
        ]


def owed_afresh(state, rows, colour: int, src: int, dst: int) -> int:
    """Which owed move a legal move makes, the ways in its direction sorted anew."""
    step = 1 if dst > src else -1
    wanted = sorted(
        {r for r in state.pending if r == 0 or (r > 0) == (step > 0)}, key=abs, reverse=True
    )
    return next(
        r
        for r in wanted
        if GAME._target(state, rows, src, colour, step, 1 if r == 0 else abs(r))[0] == dst
    )


def test_the_owed_ways_kept_give_the_owed_move_worked_out(games):
    GAME._owed_ways.clear()
    checked = 0
    for _ in range(2):  # worked out, then kept
        for game in games:
            for state in game:
                if state.phase != "channel":
                    continue
                rows = state.boards[state.current]
                for colour, src, dst in GAME.move_options(state):
                    owed = GAME._owed_move(state, rows, state.pending, colour, src, dst)
                    assert owed == owed_afresh(state, rows, colour, src, dst)
                    checked += 1
    assert checked > 100
    assert any(len(ways) > 1 for ways in GAME._owed_ways.values())


def test_the_colours_needed_count_up_to_three_at_any_count():
    bot = HeuristicBot()
    _, needed = bot._chakra_terms
    for held in range(25):  # all a board's bubbles and chakras could hold of one colour
        assert needed[held] == bot.weights.need * min(3, held)
