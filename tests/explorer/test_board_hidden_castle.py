"""The plotly board of Escape from the Hidden Castle, checked in-process (no browser).

The figure's own data is the witness: guests are found through the element ids in
``customdata`` and compared with the markers of the places they stand on.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random

import plotly.graph_objects as go
import pytest

import rules
from explorer import palette
from explorer.boards import board_view
from explorer.boards.escape_from_the_hidden_castle import (
    CELLAR_DOOR,
    GUESTS,
    HUGO,
    LABELS,
    PICKED,
    RING,
    RING_EDGE,
    ROOMS,
    SCORES,
    SPACES,
    SPEED,
    STATUS,
    STEPS,
    TRACE_COUNT,
    View,
)
from rules.core.messages import render
from rules.escape_from_the_hidden_castle.state import CELLAR, DOOR, HAND, MIDNIGHT, ROOM, TURN

GAME = rules.load_game("escape-from-the-hidden-castle")
MIDNIGHT_VARIANT = ("midnight-party",)


@pytest.fixture
def board() -> tuple[View, go.FigureWidget]:
    view = View(GAME)
    return view, view.build()


def playout(players: int, seed: int, variants: tuple[str, ...] = (), moves: int = 400):
    """A seeded random game with explanations: every state and every Step on the way."""
    state = GAME.setup(players, seed, variants=variants)
    pick = random.Random(seed)
    states, steps = [state], []
    for _ in range(moves):
        actions = GAME.legal_actions(state)
        if not actions:
            break
        transition = GAME.apply(state, pick.choice(actions), explain=True)
        steps.extend(transition.steps)
        state = transition.state
        states.append(state)
    return states, steps


def in_play(players: int = 3, variants: tuple[str, ...] = (), **changes):
    """A state after placement, with the pieces a test is about changed by hand."""
    states, _ = playout(players, 7, variants)
    state = next(s for s in states if s.phase == "play")
    return dataclasses.replace(state, **changes)


def points_of(fig: go.FigureWidget, trace: int) -> dict[str, tuple[float, float]]:
    data = fig.data[trace]
    return {cd: (x, y) for cd, x, y in zip(data.customdata, data.x, data.y, strict=True)}


def place_point(fig: go.FigureWidget, state, loc: int) -> tuple[float, float]:
    """The marker of a place, read from the figure (not from the view's geometry)."""
    element = GAME.place_id(state, loc)
    if element.startswith("gallery:"):
        return points_of(fig, SPACES)[element]
    if element.startswith("room:"):
        return points_of(fig, ROOMS)[element]
    if element.startswith("cellar:"):
        return points_of(fig, STEPS)[element]
    assert element == "door"
    return points_of(fig, CELLAR_DOOR)["door"]


def guest_element(state, g: int) -> str:
    return f"guest:{GAME.guest_id(state, g)}"


# ----- the figure -------------------------------------------------------------------------
def test_build_gives_a_figure_widget_with_a_fixed_layout(board):
    view, fig = board
    assert isinstance(fig, go.FigureWidget)
    assert len(fig.data) == TRACE_COUNT
    layout = fig.layout
    assert layout.dragmode is False
    assert layout.clickmode == "event"
    assert layout.height == 470 and layout.autosize is True
    assert layout.showlegend is False
    assert layout.yaxis.scaleanchor == "x" and layout.yaxis.scaleratio == 1
    assert tuple(layout.xaxis.range) == pytest.approx(view.x_range)
    assert tuple(layout.yaxis.range) == pytest.approx(view.y_range)
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange
    assert not layout.xaxis.visible and not layout.yaxis.visible


def test_trace_count_never_changes(board):
    view, fig = board
    for players, variants in ((2, ()), (8, ()), (3, MIDNIGHT_VARIANT), (8, MIDNIGHT_VARIANT)):
        states, steps = playout(players, players, variants, moves=120)
        for state in states[::10]:
            view.draw(fig, state, ("hugo",), ("gallery:3",))
            assert len(fig.data) == TRACE_COUNT
        for step in steps[::25]:
            view.draw(fig, step.state, step.highlight)
            assert len(fig.data) == TRACE_COUNT
    for scenario in GAME.scenarios:
        view.draw(fig, scenario.state)
        assert len(fig.data) == TRACE_COUNT
    assert isinstance(fig.data[GUESTS].x, tuple)  # plotly's own type after an update


def test_fonts_are_readable(board):
    view, fig = board
    view.draw(fig, in_play())
    assert fig.layout.font.size >= 12
    for trace in fig.data:
        if trace.textfont is not None and trace.textfont.size is not None:
            assert trace.textfont.size >= 12, trace.name


def test_the_figure_is_json_serialisable(board):
    view, fig = board
    view.draw(fig, in_play(), ("hugo", "room:ballroom"), ("gallery:4",))
    json.dumps(fig.to_dict())


# ----- where the pieces stand -------------------------------------------------------------
@pytest.mark.parametrize("variants", [(), MIDNIGHT_VARIANT])
def test_each_guest_is_drawn_on_its_location(board, variants):
    view, fig = board
    states, _ = playout(4, 11, variants, moves=200)
    checked = set()
    for state in states[20::15]:
        view.draw(fig, state)
        guests = points_of(fig, GUESTS)
        assert len(guests) == len(state.guests)
        for g, loc in enumerate(state.guests):
            element = guest_element(state, g)
            x, y = guests[element]
            assert (x, y) == pytest.approx(view.locate(state, element))
            if loc == HAND:
                continue
            px, py = place_point(fig, state, loc)
            # Fanned out, but within reach of its own place (a cellar step is wide).
            reach = 1.0 if CELLAR <= loc < DOOR else 0.6
            assert math.dist((x, y), (px, py)) <= reach, (element, loc)
            checked.add(GAME.place_id(state, loc).partition(":")[0])
    assert {"gallery", "cellar"} <= checked


def test_two_guests_on_one_space_are_fanned_out(board):
    view, fig = board
    state = in_play()
    guests = list(state.guests)
    other = state.per_player  # the first guest of the second seat
    guests[0] = guests[other] = 12
    state = dataclasses.replace(state, guests=tuple(guests), hugo=DOOR)
    view.draw(fig, state)
    points = points_of(fig, GUESTS)
    a, b = points[guest_element(state, 0)], points[guest_element(state, other)]
    space = points_of(fig, SPACES)["gallery:12"]
    assert math.dist(a, b) >= 0.25  # far enough apart to see and click each
    assert math.dist(a, space) < 0.5 and math.dist(b, space) < 0.5
    assert "Here: Red guest 1, Blue guest 1" in fig.data[SPACES].hovertext[12]


def test_guests_on_hugo_s_space_make_room_for_him(board):
    view, fig = board
    state = in_play()
    guests = list(state.guests)
    guests[0] = 20
    state = dataclasses.replace(state, guests=tuple(guests), hugo=20)
    view.draw(fig, state)
    hugo = (fig.data[HUGO].x[0], fig.data[HUGO].y[0])
    guest = points_of(fig, GUESTS)[guest_element(state, 0)]
    assert math.dist(hugo, guest) >= 0.45


@pytest.mark.parametrize("hugo", [DOOR, CELLAR + 0, CELLAR + 5, 17, 0])
def test_hugo_is_drawn_at_his_place(board, hugo):
    view, fig = board
    state = in_play(hugo=hugo)
    view.draw(fig, state)
    trace = fig.data[HUGO]
    assert trace.customdata == ("hugo",)
    x, y = trace.x[0], trace.y[0]
    assert (x, y) == pytest.approx(view.locate(state, "hugo"))
    px, py = place_point(fig, state, hugo)
    assert math.dist((x, y), (px, py)) <= 0.6
    assert GAME.place_name(state, hugo) in trace.hovertext[0]


def test_room_occupants_show_in_the_room_hover(board):
    view, fig = board
    state = in_play()
    rooms = GAME.side(state).rooms
    ballroom = next(i for i, room in enumerate(rooms) if room.id == "ballroom")
    guests = list(state.guests)
    guests[1] = ROOM + ballroom
    state = dataclasses.replace(state, guests=tuple(guests))
    view.draw(fig, state)
    hovers = dict(zip(fig.data[ROOMS].customdata, fig.data[ROOMS].hovertext, strict=True))
    assert "Inside: Red guest 2" in hovers["room:ballroom"]
    assert "Green shield" in hovers["room:ballroom"] and "−3" in hovers["room:ballroom"]
    empty = next(f"room:{room.id}" for i, room in enumerate(rooms) if ROOM + i not in state.guests)
    assert "Inside: nobody" in hovers[empty]
    guest = points_of(fig, GUESTS)[guest_element(state, 1)]
    assert math.dist(guest, points_of(fig, ROOMS)["room:ballroom"]) < 0.3


def test_scores_appear_in_the_score_panel(board):
    view, fig = board
    state = in_play(points=(14, 17, 12), current=1, tasks=TURN)
    view.draw(fig, state)
    scores = fig.data[SCORES]
    assert scores.customdata == ("score:0", "score:1", "score:2")
    assert "Red: 14" in scores.text[0]
    assert "Blue: 17" in scores.text[1] and "◀" in scores.text[1]  # whose turn
    assert "◀" not in scores.text[0] + scores.text[2]
    assert "Turquoise: 12" in scores.text[2]
    assert "Blue to roll" in fig.data[STATUS].text[0]
    symbols = scores.marker.symbol
    assert len(set(symbols)) == 3  # colour is never the only cue


def test_unplaced_guests_wait_beside_their_seat(board):
    view, fig = board
    state = GAME.setup(3, 1)
    view.draw(fig, state)
    guests = points_of(fig, GUESTS)
    hovers = dict(zip(fig.data[GUESTS].customdata, fig.data[GUESTS].hovertext, strict=True))
    for g in range(len(state.guests)):
        element = guest_element(state, g)
        assert guests[element][0] > view.gallery.width  # in the panel, right of the castle
        assert "still to be placed" in hovers[element]
    assert "Red places a guest" in fig.data[STATUS].text[0]


def test_the_midnight_party_side(board):
    view, fig = board
    state = GAME.setup(3, 2, variants=MIDNIGHT_VARIANT)
    assert state.side == MIDNIGHT
    view.draw(fig, state)
    labels = fig.data[LABELS].text
    assert "−10" in labels and "+10" not in labels
    assert any("Abandoned" in text for text in labels)
    assert "room:abandoned-room" in fig.data[ROOMS].customdata
    assert "Round 1 of 3" in fig.data[STATUS].text[1]
    x, y = fig.data[HUGO].x[0], fig.data[HUGO].y[0]
    bottom = points_of(fig, STEPS)["cellar:0"]
    assert math.dist((x, y), bottom) <= 0.6  # Hugo starts on the bottom step here

    main = GAME.setup(3, 2)
    view.draw(fig, main)
    labels = fig.data[LABELS].text
    assert "+10" in labels and "−10" not in labels
    assert "room:portrait-gallery" in fig.data[ROOMS].customdata
    assert view.element_at(ROOMS, fig.data[ROOMS].customdata.index("room:portrait-gallery"))


# ----- clicks, highlights, picks ----------------------------------------------------------
def test_element_at_round_trips_every_point(board):
    view, fig = board
    for state in (in_play(), GAME.setup(2, 4), GAME.setup(8, 4, variants=MIDNIGHT_VARIANT)):
        view.draw(fig, state, ("hugo", "die"), ("gallery:1",))
        seen = set()
        for index, trace in enumerate(fig.data):
            count = len(trace.x) if trace.x is not None else 0
            if trace.customdata is None:
                assert all(view.element_at(index, j) is None for j in range(count)), trace.name
                continue
            assert len(trace.customdata) == count, trace.name
            for j, element in enumerate(trace.customdata):
                assert view.element_at(index, j) == element
                seen.add(element.partition(":")[0])
        for trace in (LABELS, RING, RING_EDGE, PICKED, STATUS):
            assert fig.data[trace].hoverinfo == "skip"  # decorations take no clicks
            assert view.element_at(trace, 0) is None
        assert view.element_at(TRACE_COUNT + 3, 0) is None
        assert view.element_at(SPACES, 10_000) is None
        expected = {"gallery", "room", "cellar", "door", "guest", "hugo", "score", "speed"}
        assert expected | {"die"} <= seen


def test_clicking_a_space_during_setup_places_a_guest(board):
    view, fig = board
    state = GAME.setup(2, 3)
    view.draw(fig, state)
    element = view.element_at(SPACES, 9)
    assert element == "gallery:9"
    action = GAME.action_for(state, (element,))
    assert action is not None and action.key == "place gallery:9"
    assert GAME.why_illegal(state, action) is None


def test_highlight_and_selection_rings_sit_on_their_elements(board):
    view, fig = board
    state = in_play()
    highlight = ("hugo", guest_element(state, 0), "room:ballroom", "score:1", "speed")
    selected = ("gallery:5", guest_element(state, 1))
    view.draw(fig, state, highlight, selected)
    for trace in (RING, RING_EDGE):
        data = fig.data[trace]
        spots = list(zip(data.x, data.y, strict=True))
        assert spots == [pytest.approx(view.locate(state, e)) for e in highlight]
    ring = fig.data[RING].marker.size
    assert ring[2] > ring[0] > ring[1]  # a room's ring is wider than Hugo's, his than a guest's
    assert fig.data[RING].marker.symbol != fig.data[PICKED].marker.symbol
    picked = fig.data[PICKED]
    assert list(zip(picked.x, picked.y, strict=True)) == [
        pytest.approx(view.locate(state, e)) for e in selected
    ]
    guest = points_of(fig, GUESTS)[guest_element(state, 1)]
    assert (picked.x[1], picked.y[1]) == pytest.approx(guest)

    view.draw(fig, state)
    assert fig.data[RING].x == () and fig.data[PICKED].x == ()


def test_unknown_elements_are_skipped_when_drawing_but_refused_by_locate(board):
    view, fig = board
    state = in_play()
    view.draw(fig, state, ("room:abandoned-room", "hugo"), ("hand",))
    assert len(fig.data[RING].x) == 1 and fig.data[PICKED].x == ()
    with pytest.raises(KeyError):
        view.locate(state, "room:abandoned-room")


@pytest.mark.parametrize(
    ("players", "seed", "variants"),
    [(3, 1, ()), (2, 5, ()), (8, 9, ()), (4, 2, MIDNIGHT_VARIANT), (7, 3, MIDNIGHT_VARIANT)],
)
def test_every_element_a_step_highlights_can_be_located(board, players, seed, variants):
    view, fig = board
    _, steps = playout(players, seed, variants, moves=500)
    kinds = set()
    for step in steps:
        for element in step.highlight:
            x, y = view.locate(step.state, element)
            assert view.x_range[0] <= x <= view.x_range[1], element
            assert view.y_range[0] <= y <= view.y_range[1], element
            kinds.add(element.partition(":")[0])
    assert {"guest", "gallery", "hugo", "die"} <= kinds
    for step in steps[::7]:
        view.draw(fig, step.state, step.highlight)
        assert len(fig.data[RING].x) == len(step.highlight)


def test_redrawing_an_earlier_state_restores_its_picture(board):
    view, fig = board
    states, _ = playout(3, 4, moves=60)
    first, later = states[20], states[50]

    def snapshot():
        return [
            (t.x, t.y, t.text, t.hovertext, t.customdata, t.marker.color, t.marker.size)
            for t in fig.data
        ]

    view.draw(fig, first, ("hugo",), ("gallery:2",))
    before = snapshot()
    view.draw(fig, later)
    assert snapshot() != before
    view.draw(fig, first, ("hugo",), ("gallery:2",))
    assert snapshot() == before

    # A second figure from the same view gets the whole picture, not just the differences.
    other = view.build()
    view.draw(other, first, ("hugo",), ("gallery:2",))
    assert other.data[GUESTS].customdata == fig.data[GUESTS].customdata
    assert other.data[SCORES].text == fig.data[SCORES].text


# ----- text, registry, palette ------------------------------------------------------------
def test_describe_and_example_note():
    view = View(GAME)
    state = in_play()
    assert view.describe(state) == GAME.describe(state)
    note = view.example_note.lower()
    assert "example" in note and "rulebook" in note
    assert "40" in note and "door" in note and "9 cellar steps" in note


def test_the_registry_gives_this_view():
    assert isinstance(board_view(GAME), View)


def test_seat_styles_are_distinct_and_named_for_their_seats():
    styles = [palette.seat_style(c, i) for i, c in enumerate(GAME.board.colours)]
    assert len({s.fill for s in styles}) == len(styles)
    assert len({s.symbol for s in styles}) == len(styles)
    white = palette.seat_style("white")
    assert white.fill.upper() != "#FFFFFF"
    assert palette.contrast_ratio(white.outline, palette.BOARD) >= 4.5
    assert palette.seat_style("unknown colour", 2) == styles[2]


def test_text_colours_have_good_contrast():
    for background in (palette.BOARD, palette.PANEL_FILL, palette.ROOM_FILL, palette.FLOOR):
        assert palette.contrast_ratio(palette.TEXT, background) >= 7
        assert palette.contrast_ratio(palette.TEXT_MUTED, background) >= 4.5
    for fill in palette.SHIELD_FILL.values():
        assert palette.contrast_ratio(palette.TEXT, fill) >= 4.5
    assert palette.contrast_ratio(palette.HUGO_TEXT, palette.HUGO_FILL) >= 7
    assert palette.contrast_ratio(palette.TEXT_ON_DARK, palette.SPEED_ON) >= 4.5


@pytest.mark.parametrize(
    ("reading", "words"),
    [("finish-move", "once he has finished that move"), ("stop-on-arrow", "ends the game at once")],
)
def test_the_speed_hover_says_how_the_last_lap_ends(board, reading, words):
    """The speed track tells the chosen reading of Hugo's last lap (ruling speed-end)."""
    view, fig = board
    state = in_play()
    chosen = tuple((k, reading if k == "speed-end" else v) for k, v in state.rulings)
    view.draw(fig, dataclasses.replace(state, rulings=chosen))
    assert words in fig.data[SPEED].hovertext[0]


# ----- the text description: everything a player who cannot see the board needs -------------
def test_the_description_says_whose_turn_first_then_hugo_the_doors_and_every_guest():
    from tests.rules.hidden_castle_helpers import cellar, position, room

    state = position(
        players=2,
        guests={"red-1": 5, "red-2": room("chapel"), "red-3": cellar(0), "blue-1": 0},
        hugo=14,
        roll=4,
        current=1,
        points=(11, 1),
        speed=5,
    )
    text = render(View(GAME).describe(state))
    # The Play tab shows the first sentence alone: whose turn it is and what is due.
    assert text.split(". ")[0] == "Blue has rolled 4 and must move a guest 4 spaces"
    assert "Hugo is on space 14 at speed 5;" in text
    # Which door faces which space, with each shield, clockwise from the arrow.
    assert "space 2 opens into the Library, space 3 opens into the Chapel" in text
    assert "space 8 opens into the Armory (red shield, +1)" in text
    assert "space 21 opens into the Ballroom (green shield, −3)" in text
    # Every guest, by seat, and the points in the singular or the plural.
    assert "Red has 11 spooky points: guest 1 on space 5, guest 2 in the Chapel, " in text
    assert "guest 3 on cellar step +10" in text
    assert "Blue has 1 spooky point: guest 1 on the arrow space (0)" in text
    assert "Not yet placed" not in text
    assert "{" not in text and "gallery:" not in text  # words only: no placeholders, no ids


def test_the_description_groups_the_guests_still_to_place_in_one_list():
    state = GAME.setup(3, seed=1)
    state = GAME.apply(state, GAME.legal_actions(state)[0]).state  # red guest 1 placed
    text = render(View(GAME).describe(state))
    assert text.startswith("Blue places a guest on a free gallery space.")
    assert text.count("Not yet placed") == 1 and "not placed" not in text
    assert "Not yet placed: Red guest 2, Red guest 3, " in text
    assert "Turquoise guest 4 and Turquoise guest 5." in text
    assert "Red has 10 spooky points: guest 1 on the arrow space (0)." in text
    assert "Blue has 10 spooky points and no guest on the board." in text


def test_the_description_of_midnight_party_says_the_round_and_the_fixed_speed():
    state = GAME.setup(4, seed=2, variants=MIDNIGHT_VARIANT)
    text = render(View(GAME).describe(state))
    assert "Hugo is on cellar step −10 and always moves 3 spaces. Round 1 of 3." in text
    assert "space 35 opens into the Abandoned Room (red shield, +1)" in text
    assert "Portrait Gallery" not in text  # the other side's room


def test_clicking_an_occupied_space_during_placement_says_why_and_places_nothing():
    """Issue 12: a click on a placed guest (it covers its space) used to select it, and the
    next click placed a new guest; now the click is the taken space, refused with its rule."""
    from explorer import GameExplorer

    dash = GameExplorer("escape-from-the-hidden-castle", players=3, seed=1)
    dash.act("place gallery:5")
    before = dash.session.state
    dash.click("guest:red-1")  # Red guest 1 stands on space 5
    assert dash.session.state == before and dash.session.picks == ()
    assert "rx-whynot" in dash.message.value and "Space 5 already holds a guest" in (
        dash.message.value
    )
    dash.click("gallery:7")  # the waiting guest (Blue guest 1) goes where the click says
    assert dash.session.state.guests[GAME.board.guests_per_player[3]] == 7


# ----- the legal targets of a picked guest --------------------------------------------------
def test_a_picked_guest_marks_every_place_its_legal_moves_reach(board):
    from explorer.boards.escape_from_the_hidden_castle import TARGETS
    from tests.rules.hidden_castle_helpers import position

    view, fig = board
    state = position(players=2, guests={"red-1": 17, "red-2": 30}, hugo=5, roll=4)
    view.draw(fig, state)
    assert fig.data[TARGETS].x == ()  # nothing picked: no marks
    view.draw(fig, state, selected=("guest:red-1",))
    # Red guest 1 on 17 with a 4: space 21, or the Ballroom (door on 21; exact: 5) is too far.
    legal = {a.key for a in GAME.legal_actions(state)}
    expected = sorted(k.split()[2] for k in legal if k.startswith("move red-1 "))
    assert GAME.targets(state, ("guest:red-1",)) == tuple(expected) == ("gallery:21",)
    marks = set(zip(fig.data[TARGETS].x, fig.data[TARGETS].y, strict=True))
    assert marks == {place_point(fig, state, 21)}
    # Another seat's guest, or no roll yet: nothing may go anywhere.
    view.draw(fig, state, selected=("guest:blue-1",))
    assert fig.data[TARGETS].x == ()
    rolled_not = position(players=2, guests={"red-1": 17}, hugo=5)
    assert GAME.targets(rolled_not, ("guest:red-1",)) == ()


def test_the_targets_of_a_guest_before_a_room_include_the_room():
    from tests.rules.hidden_castle_helpers import position

    state = position(players=2, guests={"red-1": 10}, hugo=5, roll=4)  # Fireplace Room door 12
    targets = GAME.targets(state, ("guest:red-1",))
    assert set(targets) == {"gallery:14", "room:fireplace-room"}


def test_scores_and_quiz_summaries_count_points_in_the_singular_and_the_plural(board):
    from tests.rules.hidden_castle_helpers import position

    view, fig = board
    state = position(players=2, points=(1, 0), guests={"red-1": 5})
    view.draw(fig, state)
    hovers = fig.data[SCORES].hovertext
    assert hovers[0].startswith("<b>Red</b>: 1 spooky point<br>")
    assert hovers[1].startswith("<b>Blue</b>: 0 spooky points<br>")
    # The Armory's +1, in the quiz's summary: "+1 spooky point", not "+1 spooky points".
    armory = position(players=2, guests={"red-1": 6}, hugo=30, roll=4)
    transition = GAME.apply(armory, "move red-1 room:armory")
    assert "Red +1 spooky point" in GAME.summarize_outcome(armory, transition)
    assert "spooky points" not in GAME.summarize_outcome(armory, transition)


def test_the_dashboard_plays_the_tutorial_move_by_move_with_its_comments():
    from explorer import GameExplorer

    dash = GameExplorer("escape-from-the-hidden-castle")
    tutorial = GAME.tutorials[0]
    dash.start_tutorial(tutorial)
    session = dash.session
    assert session.state.players == 2 and session.state.phase == "place"
    for _ in tutorial.moves:
        dash.tutorial_next()
    assert session.cursor == len(tutorial.moves)
    assert session.tutorial_on_track()
    assert session.tutorial_comment().startswith("A captured guest may come back")
    assert session.state.guests[0] == 1  # Red guest 1 is back on space 1
