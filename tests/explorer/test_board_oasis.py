"""The plotly board of Oasis, checked in-process (no browser), and the clicks that compose its
actions (rules/oasis/teaching.py).

The figure's own data is the witness: cards are found through the element ids in
``customdata`` and compared with the zones they belong to.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import plotly.graph_objects as go
import pytest

import rules
from explorer import palette
from explorer.boards import board_view
from explorer.boards.oasis import (
    BADGES,
    CARDS,
    CLAN_FILL,
    HEADS,
    LABELS,
    PICKED,
    PILES,
    PLACES,
    RING,
    RING_EDGE,
    RUINS_BADGE_DX,
    RUINS_BADGE_DY,
    SCOUTS,
    STATUS,
    TRACE_COUNT,
    X_RANGE,
    View,
)
from rules.core.messages import render
from rules.oasis.cards import HIDDEN
from rules.oasis.state import EMPTY

GAME = rules.load_game("oasis")


@pytest.fixture
def board() -> tuple[View, go.FigureWidget]:
    view = View(GAME)
    return view, view.build()


def playout(players: int, seed: int, moves: int = 400):
    """A seeded random game with explanations: every state and every Step on the way."""
    state = GAME.setup(players, seed)
    pick = random.Random(seed)
    states, steps = [state], []
    for _ in range(moves):
        if state.to_move is None:
            break
        if state.to_move < 0:
            action = GAME.sample_chance(state)
        else:
            action = pick.choice(GAME.legal_actions(state))
        transition = GAME.apply(state, action, explain=True)
        steps.extend(transition.steps)
        state = transition.state
        states.append(state)
    return states, steps


def first(states, test):
    return next(s for s in states if test(s))


def points_of(fig, trace: int) -> list[tuple[str, str]]:
    data = fig.data[trace]
    return list(zip(data.customdata, data.text, strict=True))


def key(code: int) -> str:
    return GAME.cards.cards[code].key


# ----- the figure -------------------------------------------------------------------------
def test_build_gives_a_figure_widget_with_a_fixed_layout(board):
    _view, fig = board
    assert isinstance(fig, go.FigureWidget)
    assert len(fig.data) == TRACE_COUNT
    layout = fig.layout
    assert layout.dragmode is False and layout.clickmode == "event"
    assert layout.yaxis.scaleanchor == "x" and layout.yaxis.scaleratio == 1
    assert tuple(layout.xaxis.range) == X_RANGE


def test_the_first_state_is_part_of_the_built_figure():
    view = View(GAME)
    state = GAME.setup(3, 2)
    fig = view.build(state)
    ids = [e for e, _ in points_of(fig, CARDS)]
    assert ids.count("trail:0:0") == 1 and "lair:3" in ids
    assert fig.data[SCOUTS].customdata == ("scout:0", "scout:1", "scout:2")
    legend = len(view.legend_lines(state))  # the legend's lines under the last scout
    assert tuple(fig.layout.yaxis.range) == pytest.approx(view.y_range(3, (), legend))


def test_trace_count_never_changes_and_the_height_follows_the_scouts(board):
    view, fig = board
    heights = {}
    for players in (2, 3, 4):
        states, steps = playout(players, players, moves=300)
        for state in states[::15]:
            view.draw(fig, state, ("ruins", "deck"), ("hand:0",))
            assert len(fig.data) == TRACE_COUNT
            view.draw(fig, GAME.view(state, players - 1))
            assert len(fig.data) == TRACE_COUNT
        for step in steps[::25]:
            view.draw(fig, step.state, step.highlight)
            legend = len(view.legend_lines(step.state))
            extra = view.extra_lines(step.state)
            assert fig.layout.height == view.height(players, extra, legend)
        heights[players] = fig.layout.height
    # At most three lines of legend under four scouts (issue 44): 52 px more than the 523 px
    # the blocks take, so at 1366 x 768 the legend's last line may fall below the fold.
    assert heights[2] < heights[3] < heights[4] <= 580
    assert isinstance(fig.data[CARDS].x, tuple)


def test_fonts_are_readable_and_the_figure_serialises(board):
    view, fig = board
    view.draw(fig, playout(4, 1, 80)[0][-1], ("ruins", "lair:0"), ("hand:1",))
    assert fig.layout.font.size >= 12
    for trace in fig.data:
        if trace.textfont is not None and trace.textfont.size is not None:
            assert trace.textfont.size >= 12, trace.name
    json.dumps(fig.to_dict())


def test_companion_text_reads_on_its_clan_colour(board):
    view, _fig = board
    for clan, fill in CLAN_FILL.items():
        code = next(c.code for c in GAME.cards.cards if c.clan == clan)
        look_fill, _line, ink = view.card_look(code)
        assert look_fill == fill
        assert palette.contrast_ratio(fill, ink) >= 4.5, clan
    assert set(CLAN_FILL) == {"explorers", "scavengers", "marauders"}


# ----- where the cards are ----------------------------------------------------------------
def test_every_card_is_drawn_in_its_zone_with_its_label(board):
    view, fig = board
    states, _ = playout(3, 9, moves=500)
    for state in states[::40]:
        view.draw(fig, state)
        drawn = points_of(fig, CARDS)
        seen = Counter(e for e, _ in drawn)
        for seat in range(3):
            trail = state.trails[seat]
            assert all(seen[f"trail:{seat}:{i}"] == 1 for i in range(len(trail)))
            for code, n in Counter(state.hands[seat]).items():
                assert seen[f"hand:{seat}:{key(code)}"] == n
            area = Counter(state.areas[seat])
            for code, n in area.items():
                ids = [f"area:{seat}:{key(code)}"] + [
                    f"area:{seat}:{key(code)}:{k}" for k in range(2, n + 1)
                ]
                assert all(seen[i] == 1 for i in ids)
            places = fig.data[PLACES].customdata.count(f"trail:{seat}")
            assert places == 14 - len(trail)
        for code in set(state.ruins):
            assert seen[f"ruins:{key(code)}"] == 1
        for slot, code in enumerate(state.lair):
            where = CARDS if code != EMPTY else PILES
            assert f"lair:{slot}" in fig.data[where].customdata
        texts = dict(drawn)
        trail0 = state.trails[0]
        assert texts["trail:0:0"] == "<b>13</b>"
        for i, code in enumerate(trail0[1:], start=1):
            card = GAME.cards.cards[code]
            if card.kind == "journey":
                assert texts[f"trail:0:{i}"] == f"<b>{card.number}{'S' if card.stage else ''}</b>"


def test_ruins_are_grouped_by_number_with_counts(board):
    view, fig = board
    state = GAME.setup(2, 4)
    view.draw(fig, state)
    ruins = Counter(state.ruins)
    drawn = dict(
        zip(
            fig.data[CARDS].customdata,
            zip(fig.data[CARDS].x, fig.data[CARDS].y, strict=True),
            strict=True,
        )
    )
    badges = list(zip(fig.data[BADGES].x, fig.data[BADGES].y, fig.data[BADGES].text, strict=True))
    for code, n in ruins.items():
        card = GAME.cards.cards[code]
        x, y = drawn[f"ruins:{card.key}"]
        assert (x, y) == pytest.approx(view.ruins_xy(2, card.number, card.stage))
        dy = -RUINS_BADGE_DY if card.stage else RUINS_BADGE_DY  # away from the other line
        near = [
            t
            for bx, by, t in badges
            if abs(bx - x - RUINS_BADGE_DX) < 1e-6 and abs(by - y - dy) < 1e-6
        ]
        assert near == ([str(n)] if n > 1 else [])
    heads = dict(zip(fig.data[HEADS].customdata, fig.data[HEADS].text, strict=True))
    assert str(len(state.ruins)) in heads["ruins"]
    piles = dict(zip(fig.data[PILES].customdata, fig.data[PILES].text, strict=True))
    assert piles["deck"] == f"<b>{len(state.deck)}</b>"
    assert piles["cdeck"] == f"<b>{len(state.cdeck)}</b>"
    assert piles["cdiscard"] == "<b>0</b>"
    assert {"supply:compass", "supply:shield", "supply:map"} <= set(piles)
    assert "9" in fig.data[BADGES].text  # nine Compasses
    assert any("Ruins" in t for t in fig.data[LABELS].text)


# ----- hidden information -----------------------------------------------------------------
def test_hands_are_face_down_in_another_scouts_view_and_open_for_the_teacher(board):
    view, fig = board
    state = GAME.setup(3, 6)
    view.draw(fig, state)
    texts = points_of(fig, CARDS)
    assert not any(t == "<b>?</b>" for _, t in texts)
    assert "Teacher view" in fig.data[STATUS].text[0]
    for seat in range(3):
        view.draw(fig, GAME.view(state, seat))
        drawn = points_of(fig, CARDS)
        for other in range(3):
            mine = [(e, t) for e, t in drawn if e.startswith(f"hand:{other}")]
            assert len(mine) == len(state.hands[other])
            if other == seat:
                assert all(t != "<b>?</b>" for _, t in mine)
            else:
                assert all(e == f"hand:{other}" and t == "<b>?</b>" for e, t in mine)
        assert f"Scout {seat + 1}'s view" in fig.data[STATUS].text[0]
        heads = dict(zip(fig.data[HEADS].customdata, fig.data[HEADS].hovertext, strict=True))
        assert "face down" in heads[f"hand:{(seat + 1) % 3}"]


def test_status_says_whose_turn_and_what_to_do(board):
    view, fig = board
    states, _ = playout(3, 3, moves=300)
    view.draw(fig, states[0])
    assert "Scout 1 must choose a starting Companion" in fig.data[STATUS].text[0]
    paying = first(states, lambda s: s.task[:1] == ("pay",))
    view.draw(fig, paying)
    assert "pay for the Equipment" in fig.data[STATUS].text[0]
    chance = first(states, lambda s: s.to_move == -1)
    view.draw(fig, chance)
    assert "draw, or choose" in fig.data[STATUS].text[0]
    turn = first(states, lambda s: s.turn and s.to_move is not None and s.to_move >= 0)
    view.draw(fig, turn)
    assert fig.data[SCOUTS].text[turn.current].startswith("<b>▶")


def test_a_finished_game_names_the_winner(board):
    view, fig = board
    states, _ = playout(2, 3, moves=3000)
    final = states[-1]
    assert final.to_move is None
    view.draw(fig, GAME.view(final, 0))
    assert "Game over" in fig.data[STATUS].text[0]
    (winner, *_) = final.winners
    assert "won at" in fig.data[SCOUTS].text[winner] and "★" in fig.data[SCOUTS].text[winner]


# ----- clicks, highlights, picks ----------------------------------------------------------
def test_element_at_round_trips_every_point(board):
    view, fig = board
    for state in (GAME.setup(2, 1), playout(4, 2, 300)[0][-1]):
        view.draw(fig, state, ("ruins",), ("deck",))
        kinds = set()
        for index, trace in enumerate(fig.data):
            count = len(trace.x) if trace.x is not None else 0
            if trace.customdata is None:
                assert all(view.element_at(index, j) is None for j in range(count)), trace.name
                continue
            assert len(trace.customdata) == count, trace.name
            for j, element in enumerate(trace.customdata):
                assert view.element_at(index, j) == element
                kinds.add(element.partition(":")[0])
        for trace in (LABELS, RING, RING_EDGE, PICKED, STATUS, BADGES):
            assert fig.data[trace].hoverinfo == "skip"
            assert view.element_at(trace, 0) is None
        assert view.element_at(TRACE_COUNT + 1, 0) is None
        assert view.element_at(CARDS, 10_000) is None
        assert {"scout", "trail", "hand", "area", "ruins", "deck", "cdeck", "lair"} <= kinds
        assert {"cdiscard", "supply"} <= kinds


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_element_a_step_highlights_can_be_located(board, players, seed):
    view, fig = board
    _, steps = playout(players, seed, moves=800)
    kinds = set()
    for step in steps:
        low, high = view.y_range(players, view.extra_lines(step.state))
        for element in step.highlight:
            x, y = view.locate(step.state, element)
            assert X_RANGE[0] <= x <= X_RANGE[1] and low <= y <= high, element
            kinds.add(element.partition(":")[0])
    assert {"hand", "ruins", "lair", "cdeck", "trail"} <= kinds
    for step in steps[::11]:
        view.draw(fig, step.state, step.highlight)
        assert len(fig.data[RING].x) == len(step.highlight)


def test_highlight_and_selection_rings_sit_on_their_elements(board):
    view, fig = board
    state = GAME.setup(3, 2)
    hand = f"hand:1:{key(state.hands[1][0])}"
    highlight = ("ruins", "lair:2", "trail:0", "supply:map", "ruins:gone")
    view.draw(fig, state, highlight, (hand, "deck"))
    for trace in (RING, RING_EDGE):
        spots = list(zip(fig.data[trace].x, fig.data[trace].y, strict=True))
        assert spots == [pytest.approx(view.locate(state, e)) for e in highlight]
    assert view.locate(state, "ruins:gone") == view.locate(state, "ruins")
    picked = list(zip(fig.data[PICKED].x, fig.data[PICKED].y, strict=True))
    assert picked == [pytest.approx(view.locate(state, e)) for e in (hand, "deck")]
    view.draw(fig, state)
    assert fig.data[RING].x == () and fig.data[PICKED].x == ()
    with pytest.raises(KeyError):
        view.locate(state, "scout:3")  # no fourth scout in this game


def test_clicks_compose_actions_legal_or_not():
    states, _ = playout(3, 7, moves=600)
    start = states[0]
    assert GAME.action_for(start, ("lair:0",)).key == "recruit lair:1"
    assert GAME.action_for(start, ("cdeck",)).key == "recruit deck"
    assert GAME.action_for(start, ()) is None

    turn = first(states, lambda s: s.task[:1] == ("action",))
    me = turn.current
    card = key(turn.hands[me][0])
    assert GAME.action_for(turn, (f"hand:{me}:{card}",)) is None  # a card: where to?
    assert GAME.action_for(turn, (f"hand:{me}:{card}", f"trail:{me}")).key == f"travel {card}"
    assert GAME.action_for(turn, (f"hand:{me}:{card}", f"trail:{me}:0")).key == f"travel {card}"
    assert GAME.action_for(turn, (f"ruins:{key(turn.ruins[0])}",)).key.startswith("recycle ")
    assert GAME.action_for(turn, ("supply:shield",)).key == "equip shield"
    assert GAME.action_for(turn, ("deck",)).key == "explore"
    assert GAME.action_for(turn, ("scout:0",)) is None

    # A number that skips is offered, and refused with the Travel rule.
    skip = next(
        (c for c in turn.hands[me] if GAME.cards.cards[c].kind == "journey"
         and GAME.cards.cards[c].number != turn.reached(me) - 1),
        None,
    )  # fmt: skip
    if skip is not None:
        action = GAME.action_for(turn, (f"hand:{me}:{key(skip)}", f"trail:{me}"))
        assert GAME.why_illegal(turn, action).rule in ("oasis.travel", "oasis.ruling.map")
        # As a button it is offered in a Travel's task; the mandatory step lists named actions.
        assert action.key not in {a.key for a in GAME.candidate_actions(turn)}
        traveling = dataclasses.replace(turn, tasks=(("travel", 0), *turn.tasks[1:]))
        assert action.key in {a.key for a in GAME.candidate_actions(traveling)}

    paying = first(states, lambda s: s.task[:1] == ("pay",))
    me = paying.current
    card = key(paying.hands[me][0])
    assert GAME.action_for(paying, (f"hand:{me}:{card}",)).key == f"pay {card}"
    recycle = GAME.action_for(paying, (f"ruins:{key(paying.ruins[0])}",))
    assert GAME.why_illegal(paying, recycle).rule == "oasis.equip"  # it is time to pay
    assert recycle.key in {a.key for a in GAME.candidate_actions(paying)}

    companion = next(c for c in GAME.cards.cards if c.kind == "companion")
    assert (
        GAME.action_for(turn, (f"hand:{turn.current}:{companion.key}", f"area:{turn.current}")).key
        == f"recruit play {companion.key}"
    )


def test_pillage_keep_discard_and_mission_clicks():
    state = GAME.setup(3, 1)
    raider = GAME.cards.by_key("raider").code
    thief = GAME.cards.by_key("thief").code
    wayfinder = GAME.cards.by_key("wayfinder").code
    pillage = dataclasses.replace(state, tasks=(("pillage",), ("end",)), turn=1)
    assert GAME.action_for(pillage, ("hand:2",)).key == "pillage 3"
    assert GAME.action_for(pillage, ("scout:1",)).key == "pillage 2"
    assert GAME.why_illegal(pillage, GAME.action_for(pillage, ("hand:0",))) is not None
    assert "pillage 1" in {a.key for a in GAME.candidate_actions(pillage)}

    a, b = state.hands[1][:2]
    keep = dataclasses.replace(state, tasks=(("keep", 1, a, b), ("end",)), turn=1)
    assert GAME.action_for(keep, (f"hand:1:{key(a)}",)).key == f"keep {key(a)}"

    discard = dataclasses.replace(state, tasks=(("discard",), ("end",)), turn=1)
    card = key(state.hands[0][0])
    assert GAME.action_for(discard, (f"hand:0:{card}",)).key == f"discard {card}"

    areas = ((raider, raider, thief, wayfinder), (), ())
    mission = dataclasses.replace(state, tasks=(("mission",), ("end",)), areas=areas, turn=1)
    picks = ("area:0:raider", "area:0:raider:2")
    assert GAME.action_for(mission, picks[:1]) is None
    assert GAME.keeps_picks(mission, picks[:1]) and GAME.keeps_picks(mission, picks)
    assert GAME.action_for(mission, (*picks, "cdiscard")).key == "mission raider,raider"
    assert GAME.action_for(mission, (*picks, "area:0")).key == "mission raider,raider"
    mixed = GAME.action_for(mission, ("area:0:raider", "area:0:wayfinder", "cdiscard"))
    assert GAME.why_illegal(mission, mixed).rule == "oasis.mission.limits"
    assert not GAME.keeps_picks(mission, ("area:1:raider",))
    assert not GAME.keeps_picks(state, ("area:0:raider",))


def test_candidate_actions_are_legal_first_then_refused_with_a_reason():
    states, _ = playout(4, 11, moves=400)
    for state in states[::7]:
        legal = GAME.legal_actions(state)
        candidates = GAME.candidate_actions(state)
        assert candidates[: len(legal)] == legal
        for action in candidates[len(legal) :]:
            assert GAME.why_illegal(state, action) is not None, action.key


def test_example_note_and_registry():
    view = View(GAME)
    state = GAME.setup(2, 1)
    assert view.describe(state) == GAME.describe(state)
    note = view.example_note.lower()
    assert "example data" in note and "companions" in note and "stage" in note
    assert "rulebook" in note
    assert isinstance(board_view(GAME), View)
    assert GAME.view(state, 1).hands[0] == (HIDDEN,) * len(state.hands[0])


def test_the_number_of_background_shapes_never_changes_with_the_number_of_scouts():
    """A FigureWidget in the browser never draws shapes added by an update, so a new game with
    more scouts must only move and show shapes that already exist."""
    from explorer.boards import board_view

    game = rules.load_game("oasis")
    view = board_view(game)
    fig = view.build(game.setup(2, seed=1))
    two = [s.visible for s in fig.layout.shapes]
    view.draw(fig, game.setup(4, seed=1))
    four = [s.visible for s in fig.layout.shapes]
    assert len(two) == len(four)
    assert two.count(True) < four.count(True) == len(four)


# ----- a Pillage's grabbed cards, big hands, the modebar ----------------------------------
def keep_state():
    """A Pillage by Scout 1 of Scout 2 in a three-scout game, waiting for the keep."""
    state = GAME.setup(3, 1)
    a, b = state.hands[1][:2]
    return dataclasses.replace(state, tasks=(("keep", 1, a, b), ("end",)), turn=1), a, b


def spots(fig, trace: int) -> dict[str, list[tuple[float, float]]]:
    data = fig.data[trace]
    out: dict[str, list[tuple[float, float]]] = {}
    for element, x, y in zip(data.customdata, data.x, data.y, strict=True):
        out.setdefault(element, []).append((x, y))
    return out


def row_of(fig, seat: int) -> tuple[float, float]:
    """(bottom, top) of a scout's row, read from the figure's background shapes."""
    shape = fig.layout.shapes[1 + 2 * seat]
    return shape.y0, shape.y1


def assert_no_overlap(fig) -> None:
    """No two cards or piles share a place: centres at least 0.9 card widths apart."""
    points = []
    for trace in (CARDS, PILES):
        data = fig.data[trace]
        points += list(zip(data.x, data.y, data.customdata, strict=True))
    for i, (x1, y1, e1) in enumerate(points):
        for x2, y2, e2 in points[i + 1 :]:
            assert max(abs(x1 - x2), abs(y1 - y2)) >= 0.9, (e1, e2)


def test_the_grabbed_cards_are_drawn_apart_and_a_click_keeps_one(board):
    view, fig = board
    state, a, b = keep_state()
    view.draw(fig, state)
    grabbed = spots(fig, CARDS)
    ids = [f"grab:{key(a)}", f"grab:{key(b)}"]
    assert all(e in grabbed for e in ids)
    (xa, ya), (xb, yb) = grabbed[ids[0]][0], grabbed[ids[-1]][-1]
    # On a line of their own under the thief's hand, inside the thief's row.
    hand_y = max(y for e, ps in grabbed.items() if e.startswith("hand:0:") for _, y in ps)
    low, high = row_of(fig, 0)
    assert ya == yb and ya < hand_y - 0.9 and low < ya < high
    assert {xa, xb} == {3.05, 4.0}
    labels = list(zip(fig.data[LABELS].text, fig.data[LABELS].textposition, strict=True))
    assert ("grabbed from Scout 2: click the one to keep", "middle right") in labels
    heads = dict(zip(fig.data[HEADS].customdata, fig.data[HEADS].text, strict=True))
    assert heads["grab"] == "<b>Grabbed</b>"
    assert_no_overlap(fig)
    # A click on either composes the keep (the hand card still works too).
    for code in (a, b):
        assert GAME.action_for(state, (f"grab:{key(code)}",)).key == f"keep {key(code)}"
    assert GAME.action_for(state, ("grab",)) is None
    assert GAME.action_for(dataclasses.replace(state, tasks=(("discard",),)), (ids[0],)) is None
    # The thief and the victim see them face up; a third scout sees two face-down cards.
    for seat in (0, 1):
        view.draw(fig, GAME.view(state, seat))
        assert all(e in spots(fig, CARDS) for e in ids)
    view.draw(fig, GAME.view(state, 2))
    drawn = spots(fig, CARDS)
    assert not any(e.startswith("grab:") for e in drawn) and len(drawn["grab"]) == 2
    texts = [t for e, t in points_of(fig, CARDS) if e == "grab"]
    assert texts == ["<b>?</b>", "<b>?</b>"]
    assert any("only Scout 1 and Scout 2 see them" in t for t in fig.data[LABELS].text)
    # Once a card is kept, the line is gone and the board is as high as before.
    after = GAME.apply(state, GAME.action_for(state, (ids[0],))).state
    view.draw(fig, after)
    assert "grab" not in fig.data[HEADS].customdata
    assert not any(e.startswith("grab") for e in fig.data[CARDS].customdata)
    assert fig.layout.height == view.height(3, (), len(view.legend_lines(after)))


def test_a_real_pillage_shows_its_grabbed_cards():
    view = View(GAME)
    for seed in range(1, 40):
        states, _ = playout(3, seed, moves=600)
        keep = next((s for s in states if s.task[:1] == ("keep",)), None)
        if keep is not None:
            break
    assert keep is not None
    fig = view.build(keep)
    _, target, a, b = keep.task
    assert {f"grab:{key(a)}", f"grab:{key(b)}"} <= set(fig.data[CARDS].customdata)
    assert view.locate(keep, f"grab:{key(a)}")[1] < view.locate(keep, f"hand:{keep.current}")[1]
    assert view.locate(keep, "grab:gone") == view.locate(keep, "grab")
    assert any(f"grabbed from {render(GAME.seat_name(target))}" in t for t in fig.data[LABELS].text)


def test_big_hands_and_play_areas_are_laid_out_on_more_lines(board):
    view, fig = board
    state = GAME.setup(4, 3)
    hand = tuple(sorted(state.deck[:24]))
    area = tuple(sorted(state.cdeck[:12]))
    big = dataclasses.replace(
        state,
        hands=(state.hands[0], hand, state.hands[2], state.hands[3]),
        areas=((), (), area, ()),
        tasks=(("discard",), ("end",)),
        current=1,
        turn=3,
    )
    view.draw(fig, big)
    drawn = spots(fig, CARDS)
    legend = len(view.legend_lines(big))
    low, high = view.y_range(4, view.extra_lines(big), legend)
    assert tuple(fig.layout.yaxis.range) == pytest.approx((low, high))
    assert fig.layout.height == view.height(4, (0, 1, 1, 0), legend) > view.height(4, (), legend)
    for seat, zone, cards in ((1, "hand", hand), (2, "area", area)):
        places = [p for e, ps in drawn.items() if e.startswith(f"{zone}:{seat}:") for p in ps]
        assert len(places) == len(cards) == len(set(places))
        bottom, top = row_of(fig, seat)
        assert all(bottom + 0.35 < y < top - 0.35 for _, y in places), zone
        assert all(X_RANGE[0] < x < X_RANGE[1] for x, _ in places)
    assert_no_overlap(fig)
    # Every card is clickable: a hand card makes the discard.
    for code in set(hand):
        element = f"hand:1:{key(code)}"
        index = fig.data[CARDS].customdata.index(element)
        assert view.element_at(CARDS, index) == element
        assert GAME.action_for(big, (element,)).key == f"discard {key(code)}"
    # Face down in another scout's view, still one place per card.
    view.draw(fig, GAME.view(big, 0))
    assert fig.data[CARDS].customdata.count("hand:1") == 24
    assert_no_overlap(fig)
    # Back to a small hand: the board shrinks again.
    view.draw(fig, state)
    assert fig.layout.height == view.height(4, (), len(view.legend_lines(state)))


def test_the_modebar_is_off_for_this_board_only():
    view = View(GAME)
    fig = view.build(GAME.setup(2, 1))
    assert fig._config["displayModeBar"] is False
    other = rules.load_game("escape-from-the-hidden-castle")
    assert "displayModeBar" not in board_view(other).build(other.setup(2, 1))._config


def test_a_closed_pile_is_drawn_empty_and_says_so(board):
    """Ruling empty-pile: a pile that ran out stays closed; the board greys it out even with
    a card discarded back onto it, its hover says why, and the text description names it."""
    view, fig = board
    state = GAME.setup(3, 6)
    maps = GAME.cards.equipment["map"]
    hands = (tuple(sorted((*state.hands[0], maps))), *state.hands[1:])
    closed = dataclasses.replace(state, supply=(9, 5, 1), hands=hands, closed=frozenset({"map"}))
    view.draw(fig, closed)
    piles = fig.data[PILES]
    at = list(piles.customdata).index("supply:map")
    open_at = list(piles.customdata).index("supply:compass")
    assert piles.marker.color[at] != piles.marker.color[open_at]
    assert "Closed: it ran out" in piles.hovertext[at] and "1 discarded back" in piles.hovertext[at]
    assert "Equip: click the pile" in piles.hovertext[open_at]
    assert "The Map pile is closed." in render(view.describe(closed))
    assert "closed" not in render(view.describe(state))


# ----- the text description: everything a player who cannot see the board needs -------------
def _described_position():
    from tests.rules.oasis_helpers import position

    return position(
        players=3,
        hands={0: ["12", "7", "7", "compass"], 1: ["11-stage", "raider"], 2: ["5"]},
        trails={1: ["12", "11"]},
        areas={0: ["wayfinder"], 2: ["thief", "thief"]},
        ruins=["9", "9", "0"],
        lair=["smuggler", None, "brute", "forager"],
        cdiscard=["lookout"],
        rest="deck",
        crest="cdeck",
        current=1,
    )


def test_the_description_says_whose_turn_first_then_every_zone_of_the_table():
    view = View(GAME)
    state = _described_position()
    text = render(view.describe(state))
    # The Play tab shows the first sentence alone: it must be whose turn it is, and what is due.
    assert text.split(". ")[0] == "Scout 2 must choose the mandatory action"
    assert "Turn 1." in text
    # Every scout's place on the trail, the hand card by card (equal cards said once, with
    # their count) and the Companions in play, plurals by the catalogue.
    assert "Scout 1 is at #13 on the trail and holds 4 cards: #12, #7 twice and Compass." in text
    assert "Scout 2 is at #11 on the trail and holds 2 cards: #11 Stage and Raider." in text
    assert "Scout 3 is at #13 on the trail and holds one card: #5." in text
    assert "In play: Wayfinder." in text and "In play: Thief twice." in text
    assert "No Companion is in play." in text  # Scout 2's play area
    # The Ruins, the Lair slot by slot, the Equipment piles, the decks and the discard pile.
    assert "The Ruins hold 3 cards: #9 twice and Oasis #0." in text
    assert "The Lair: slot 1 Smuggler, slot 2 empty, slot 3 Brute and slot 4 Forager." in text
    compass, shield, map_ = state.supply
    assert f"The Equipment piles: {compass} Compasses, {shield} Shields and {map_} Maps." in text
    assert f"The Exploration deck has {len(state.deck)} cards and the Companion deck" in text
    assert "The Companion discard pile holds Lookout." in text
    assert "{" not in text and "hand:" not in text  # words only: no placeholders, no ids


def test_a_scouts_view_describes_only_that_scouts_own_hand():
    view = View(GAME)
    state = _described_position()
    seen = render(view.describe(GAME.view(state, 1)))
    assert "Scout 2 is at #11 on the trail and holds 2 cards: #11 Stage and Raider." in seen
    assert "Scout 1 is at #13 on the trail and holds 4 cards, face down." in seen
    assert "Scout 3 is at #13 on the trail and holds one card, face down." in seen
    for secret in ("#12,", "#7 twice", "Compass.", "#5."):
        assert secret not in seen, secret
    # What every scout may see stays: the Ruins, the Lair, the play areas.
    assert "The Ruins hold 3 cards" in seen and "slot 1 Smuggler" in seen
    assert "In play: Thief twice." in seen
    assert "both face down" in seen  # the decks: counts only, in every view


def test_the_description_counts_in_the_singular_and_names_the_grabbed_cards_to_whom_may_see():
    from tests.rules.oasis_helpers import k, position

    state = position(
        players=3,
        hands={0: ["12"], 1: ["11", "10", "7"], 2: ["5"]},
        current=0,
        tasks=(("keep", 1, k("11"), k("10")), ("mission",), ("discard",), ("end",)),
        rest="deck",
    )
    teacher = render(GAME.describe(state))
    assert "Scout 1 must" in teacher.split(". ")[0]
    assert "holds one card: #12." in teacher
    assert "Scout 1 grabbed #11 and #10 from Scout 2's hand." in teacher
    assert "Scout 1 grabbed #11 and #10" in render(GAME.describe(GAME.view(state, 1)))  # the victim
    third = render(GAME.describe(GAME.view(state, 2)))
    assert "#11 and #10" not in third
    assert "Scout 1 grabbed two cards from Scout 2's hand, face down to you." in third


# ----- the legal targets of a picked card ---------------------------------------------------
def test_a_picked_hand_card_marks_where_it_may_legally_go(board):
    from explorer.boards.oasis import TARGETS
    from tests.rules.oasis_helpers import position

    view, fig = board
    state = position(hands={0: ["12", "10", "wayfinder"]})  # Scout 1's mandatory action
    view.draw(fig, state)
    assert fig.data[TARGETS].x == ()  # nothing picked: no marks
    # The #12 continues the trail from the Khalla (Travel, named first): the trail is marked.
    assert GAME.targets(state, ("hand:0:12",)) == ("trail:0",)
    view.draw(fig, state, selected=("hand:0:12",))
    # The mark sits on the next place of the trail, the #12 (the Khalla is place 0).
    places = fig.data[PLACES]
    twelve = next(
        (x, y)
        for x, y, cd, text in zip(places.x, places.y, places.customdata, places.text, strict=True)
        if cd == "trail:0" and text == "12"
    )
    assert list(zip(fig.data[TARGETS].x, fig.data[TARGETS].y, strict=True)) == [twelve]
    # A Companion goes to the play area (Recruit); a #10 cannot follow the Khalla: no mark.
    assert GAME.targets(state, ("hand:0:wayfinder",)) == ("area:0",)
    view.draw(fig, state, selected=("hand:0:10",))
    assert fig.data[TARGETS].x == ()


def test_companions_gathered_for_a_mission_mark_the_discard_pile():
    from rules.oasis.engine import TURN_TASKS
    from tests.rules.oasis_helpers import position

    state = position(areas={0: ["wayfinder", "cartographer"]}, tasks=TURN_TASKS[1:])
    picks = ("area:0:wayfinder", "area:0:cartographer")
    assert GAME.targets(state, picks) == ("cdiscard",)
    assert GAME.targets(state, picks[:1]) == ("cdiscard",)  # one Companion is a Mission too


def test_a_mission_clicked_in_any_order_is_the_rules_own_key():
    """Clicked Companions used to be joined alphabetically ("cartographer,wayfinder"), which the
    rules refuse as the same Mission written otherwise; the click now gives the one key."""
    from rules.oasis.engine import TURN_TASKS
    from tests.rules.oasis_helpers import position

    state = position(areas={0: ["wayfinder", "cartographer"]}, tasks=TURN_TASKS[1:])
    for picks in (
        ("area:0:wayfinder", "area:0:cartographer"),
        ("area:0:cartographer", "area:0:wayfinder"),
    ):
        action = GAME.action_for(state, (*picks, "cdiscard"))
        assert action.key == "mission wayfinder,cartographer"
        assert GAME.why_illegal(state, action) is None


def test_the_play_tab_names_the_scout_whose_turn_it_is():
    """Issue 12: the Play tab, which shows the description's first sentence, said "Scout 1 at
    #9, 8 cards in hand..." on Scout 2's turn; the description now starts with what is due."""
    from explorer import GameExplorer

    dash = GameExplorer("oasis", players=2, seed=7)
    session = dash.session
    while not (session.state.to_move == 1 and session.state.turn >= 1):
        dash.bot_move()
    first = render(GAME.describe(session.state)).split(". ")[0]
    assert first.startswith("Scout 2 must ")
    assert "Scout 2 must " in dash.play_panel.turn.value
    assert "Scout 1" not in dash.play_panel.turn.value


def test_hover_texts_count_in_the_singular_and_the_plural(board):
    from tests.rules.oasis_helpers import position

    view, fig = board
    state = position(hands={0: ["12"], 1: ["11", "10"]}, areas={0: ["wayfinder"]}, ruins=["0"])
    view.draw(fig, state)
    hovers = " ".join(h for trace in (SCOUTS, HEADS, PILES) for h in fig.data[trace].hovertext if h)
    assert "(s)" not in hovers
    assert "1 card in hand, 1 Companion in play" in hovers  # Scout 1
    assert "2 cards in hand, 0 Companions in play" in hovers  # Scout 2
    assert "The Ruins</b>: 1 Journey card, discarded, face up" in hovers


def test_the_description_says_what_a_payment_still_owes_and_which_draw_chance_makes():
    from tests.rules.oasis_helpers import position

    paying = position(
        hands={0: ["12", "11", "10"]},
        tasks=(("pay", "map", 2), ("mission",), ("discard",), ("end",)),
    )
    text = render(GAME.describe(paying))
    assert text.startswith("Scout 1 must discard cards to pay for the Equipment. Turn 1. ")
    assert "2 more cards to pay for the Map." in text
    one = dataclasses.replace(paying, tasks=(("pay", "map", 1), *paying.tasks[1:]))
    assert "One more card to pay for the Map." in render(GAME.describe(one))
    drawing = dataclasses.replace(paying, tasks=(("draw",), *paying.tasks[1:]))
    assert render(GAME.describe(drawing)).startswith(
        "Chance: Scout 1 draws a Journey card from the Exploration deck."
    )


def test_the_pillage_scenario_opens_in_the_thiefs_view_with_the_other_hands_hidden():
    """Issue 12: it opened in the teacher's view, every hand face up, the answer on screen."""
    from explorer import GameExplorer

    dash = GameExplorer("oasis", players=3)
    dash.load_scenario(next(s for s in GAME.scenarios if s.id == "pillage-shield"))
    assert dash.session.viewer == 0
    seen = dash.session.seen_state
    assert all(set(seen.hands[s]) == {HIDDEN} for s in (1, 2))
    text = dash.board_text.value
    assert "Scout 2 is at #7 on the trail and holds 2 cards, face down." in text
    assert "Scout 3 is at #9 on the trail and holds 3 cards, face down." in text
    assert "#12" not in text.split("Scout 3 is at")[1].split(".")[0]
