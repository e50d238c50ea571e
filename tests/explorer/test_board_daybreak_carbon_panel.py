"""Daybreak's "where the carbon went" panel through whole games (issue 44): every bar of the
waterfall stands inside its panel, under its title, and says its value in words.

A Drawdown late in a game takes more cubes off the thermometer than the powers emitted that
round: the bars were scaled by the powers' cubes alone, so "drawdown −3" after 2 cubes (and
"drawdown −4" after 1, 3.5 units past the panel's top) grew out of the panel over its title,
and the thermometer's label beside it read "(-1 new bands)". Games are played to their end by
the heuristic bots, at every table.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import rules
from explorer.boards import board_view
from explorer.boards import daybreak as board
from rules.daybreak.bots import HeuristicBot
from tests.explorer.test_board_presenter_room import daybreak_overlaps, grown, labels_at_18px

GAME = rules.load_game("daybreak")
#: Seeds whose one-power games end on a Drawdown larger than the round's cubes (6, 11).
SEEDS = (6, 11, 1, 2)


def played(players: int, seed: int) -> list:
    """A bot game's position after each Emissions stage, and its last position."""
    state = GAME.setup(players, seed=seed)
    bot, rng = HeuristicBot(), random.Random(seed)
    seen = []
    while state.to_move is not None:
        if state.to_move == rules.CHANCE:
            action = GAME.sample_chance(state)
        else:
            action = bot.choose(GAME, state, rng)
        state = GAME.apply(state, action, explain=False).state
        if state.tally and (not seen or seen[-1].tally != state.tally):
            seen.append(state)
    return [*seen, state]


def bars_and_words(state):
    """The panel's top and bottom, each bar's (low, high) and the panel's labels."""
    view = board_view(GAME)
    fig = view.build(state)
    top = board.flow_top(state.players, view._drop)
    bars = []
    for trace in (board.UP, board.DOWN, board.HEAT):
        ys = fig.data[trace].y
        outline = []
        for y in (*ys, None):
            if y is None:
                if outline:
                    bars.append((min(outline), max(outline)))
                outline = []
            else:
                outline.append(y)
    return top, top - board.FLOW_H, bars, list(fig.data[board.FLOW_TEXT].text)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_bar_stays_in_its_panel_and_says_its_value(players):
    checked = 0
    for seed in SEEDS:
        for state in played(players, seed):
            if not state.tally:
                continue
            top, bottom, bars, words = bars_and_words(state)
            base = bottom + board.FLOW_FOOT  # the bars' foot, their labels under it
            tallest = base + board.FLOW_BAR  # clear of the title over them
            for low, high in bars:
                assert base - 1e-6 <= low <= high <= tallest + 1e-6, (seed, state.tally, bars)
            assert tallest < top - 0.4 - 0.36  # (the title's line at 18 px)
            sequestered, pulled, to_therm, _ = state.tally[players:]
            said = " ".join(words)
            assert f"sinks −{sequestered}" in said, (seed, said)
            if pulled:
                assert f"drawdown −{pulled}" in said, (seed, said)
            else:
                assert f"thermometer +{to_therm}" in said, (seed, said)
            assert "-" not in said.replace("−", ""), said  # no "(-1 new bands)"
            # Each power's cubes, and those that were in Recent Emissions, said too.
            for count in state.tally[:players]:
                assert f"+{count}" in said, (seed, said)
            checked += 1
    assert checked >= len(SEEDS)


def test_a_late_drawdown_is_drawn_in_its_panel():
    # The positions the defect was seen in (one power's games, seeds 6 and 11): 1 or 2 cubes
    # emitted, Drawdown takes 4 or 3 off the thermometer and breaks a band. Drawn from those
    # tallies, whatever the bots play now.
    last = played(1, 1)[-1]
    for tally in ((1, 1, 4, 0, -1), (2, 2, 3, 0, -1)):
        _, bottom, bars, words = bars_and_words(dataclasses.replace(last, tally=tally))
        base = bottom + board.FLOW_FOOT
        for low, high in bars:
            assert base - 1e-6 <= low <= high <= base + board.FLOW_BAR + 1e-6, (tally, bars)
        assert f"drawdown −{tally[2]}" in words, words
        assert not [word for word in words if "new bands" in word], words


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_panels_words_stay_apart_at_the_end_in_presenter_mode(players):
    # The bars' labels (and every other word) at 18 px, at the end of the games and after
    # each Emissions stage: placed by their widths, none meets another.
    seen = {}
    for seed in SEEDS[:2]:
        for state in played(players, seed):
            for pair in daybreak_overlaps(state):
                seen.setdefault(pair, seed)
    assert seen == {}, sorted(seen)[:10]


@pytest.mark.parametrize("players", [1, 4])
def test_cubes_already_in_recent_emissions_have_a_bar_of_their_own(players):
    # A crisis's hazard cubes wait in Recent Emissions (ruling hazard-cubes): the next
    # Emissions stage's sinks then take more than the powers emitted, and their bar reached
    # under the panel's base. Those cubes are a bar of their own, first, said in words.
    last = played(players, 1)[-1]
    cubes = (2,) * players
    state = dataclasses.replace(last, tally=(*cubes, 2 * players + 3, 0, 9, 1))
    _, bottom, bars, words = bars_and_words(state)
    base = bottom + board.FLOW_FOOT
    for low, high in bars:
        assert base - 1e-6 <= low <= high <= base + board.FLOW_BAR + 1e-6, bars
    assert "Recent Emissions<br>+12" in words, words
    assert daybreak_overlaps(state) == []


@pytest.mark.parametrize("players", [1, 4])
def test_the_bars_labels_at_18px_stay_inside_the_panel_and_off_the_bars(players):
    # A power's name and its cubes, two lines under its bar, grown to 18 px in presenter mode:
    # the name touched its bar and the cubes the panel's bottom line; the tallest bar reached
    # into the title over it.
    for seed in SEEDS[:2]:
        for state in played(players, seed):
            if not state.tally:
                continue
            view = board_view(GAME)
            fig = view.build(state)
            top = board.flow_top(state.players, view._drop)
            bottom = top - board.FLOW_H
            boxes = []
            for trace in (board.UP, board.DOWN, board.HEAT):
                data = fig.data[trace]
                points = [(x, y) for x, y in zip(data.x, data.y, strict=True) if x is not None]
                for i in range(0, len(points), 5):  # an outline: five corners a bar
                    xs, ys = zip(*points[i : i + 5], strict=True)
                    boxes.append((min(xs), max(xs), min(ys), max(ys)))
            for text, (left, right, low, high) in labels_at_18px(
                fig, grown(fig), (board.FLOW_TEXT,)
            ):
                assert bottom < low and high < top, (text, low, high, bottom, top)
                for x0, x1, y0, y1 in boxes:
                    apart = right <= x0 or x1 <= left or high <= y0 or y1 <= low
                    assert apart, (seed, text, (left, right, low, high), (x0, x1, y0, y1))


def test_a_few_cubes_among_many_are_a_bar_not_a_line():
    # "drawdown −1" after 32 cubes was drawn 0.03 units tall: a line, as a bar of nothing is.
    last = played(1, 1)[-1]
    _, _, bars, words = bars_and_words(dataclasses.replace(last, tally=(32, 32, 1, 0, -1)))
    assert "drawdown −1" in words
    assert min(high - low for low, high in bars) >= board.FLOW_THIN - 1e-9, bars
