"""The castle seen from above: the board view of Escape from the Hidden Castle.

Coordinates are in gallery spaces (one unit between neighbouring spaces), y pointing up:

- the gallery is a rounded rectangle with its lower-left corner at (0, 0), walked clockwise;
  the arrow space (0) sits near the top of its left side, level with the top cellar step;
- the rooms are squares inside the loop, each joined to its door space by a corridor;
- the cellar stairs are a column left of the loop, bottom step lowest, Hugo's door below it;
- Hugo's speed, the die and whose turn it is sit in the middle of the castle;
- the spooky points are a panel right of the loop, with each seat's unplaced guests;
- once a guest is picked, a blue bullseye marks each place its legal moves reach.

Everything that does not depend on the state is computed once in ``__init__``, and ``draw``
only sends the trace properties that changed since its last call: each property sent to a
``FigureWidget`` costs about 0.1 ms however small it is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards import text_width
from explorer.boards.base import BoardView, Point, board_layout
from explorer.boards.base import rounded as _r
from explorer.boards.base import xs as _xs
from explorer.boards.base import ys as _ys
from explorer.boards.layers import RING_LOOKS, TARGETS_LOOK, Marks, look, text_font
from rules.core import Game
from rules.core.messages import Msg, render
from rules.escape_from_the_hidden_castle.board import Room, Side
from rules.escape_from_the_hidden_castle.names import M, english, points_msg
from rules.escape_from_the_hidden_castle.state import (
    CELLAR,
    DOOR,
    HAND,
    MIDNIGHT,
    ROOM,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
)

# ----- trace indices (fixed once built) ---------------------------------------------------
# The rings come first, under every mark and word: a ring wider than the place it rounds
# reached over the words beside it (in presenter mode a ring round Hugo or a guest on a cellar
# step covered the step's "+10", issue 44; a ring or mark never covers a text). Drawn under
# them it still shows round its place, and the words over it have a halo where it passes.
RING_EDGE = 0  # black rim under the highlight ring (decoration)
RING = 1  # highlight ring around a Step's elements (decoration)
PICKED = 2  # square ring around the user's picks (decoration)
SPACES = 3  # gallery spaces: gallery:N
ROOMS = 4  # a round rug in each room, the room's click target: room:<id>
# Over the spaces and rugs it marks, under the numbers beside them and the pieces.
TARGETS = 5  # a bullseye on each place the picked guest may legally go (decoration)
SHIELDS = 6  # each room's shield with its points: room:<id>
STEPS = 7  # cellar steps (the steps themselves are shapes): cellar:S
CELLAR_DOOR = 8  # Hugo's cellar door: door
SCORES = 9  # a swatch and a line per seat: score:<seat index>, as the engine's Steps say
# Hugo's speed track, one pip per speed: speed. Its pips are drawn under the rings (plotly's
# zorder) and their numbers over them (SPEED_NUMBERS): 0.5 units apart, the pips touch, and a
# ring drawn under its pip was hidden by the pips each side and the words above and below
# (issue 44: the ring or pick on Hugo's speed hardly showed, in presenter mode not at all).
SPEED = 10
DIE = 11  # the die showing the last roll: die
LABELS = 12  # space numbers, room names, step labels, headings (decoration)
DECO = 13  # the stairs' arrow and the clockwise chevrons (decoration)
STATUS = 14  # whose turn, the round (decoration)
HUGO = 15  # Hugo: hugo
GUESTS = 16  # every guest, unplaced ones under their seat's score: guest:<colour>-<n>
KEY = 17  # under the castle: what the door spaces, chevrons, shields and marks mean
SPEED_NUMBERS = 18  # each speed pip's number, over the rings (see SPEED)
TRACE_COUNT = 19
#: plotly's zorder of the speed pips: under the rings and everything else (all at 0).
UNDER_THE_RINGS = -1


#: The word on Hugo's piece (his name, not a message: it reads the same in every language).
HUGO_WORD = "<b>Hugo</b>"


def say(text: str, /, **params: Any) -> Msg:
    """One of the board's own texts, a message of the game's catalogue (``board-...``)."""
    return Msg(f"{M}board-{text}", **params)


# What the key says of a room without a shield, by board side (Midnight Party or not): in
# Midnight Party no guest is expelled, so a room with a guest in it cannot be entered.
NEUTRAL_WORDS = {False: say("key-neutral"), True: say("key-neutral-midnight")}
# The key's lines, each entry (marker symbol, fill, rim, rim width, size, words); the shields'
# fills come from the palette. Words say what the rules make of each sign (the rooms'
# section of the rule text: at least or exactly the roll, points on entering).
# Two entries a line: in presenter mode the words are larger and three ran into each other.
KEY_LINES = (
    (
        ("square", "space", "door", 3.0, 14, say("key-door-space")),
        ("triangle-right", "door", "door", 0.0, 9, say("key-clockwise")),
    ),
    (
        ("pentagon", "red", "red", 1.5, 16, say("key-red")),
        ("pentagon", "green", "green", 1.5, 16, say("key-green")),
    ),
    (
        ("pentagon", "none", "none", 1.5, 16, NEUTRAL_WORDS[False]),
        ("", "", "", 0.0, 0, say("key-turn")),
    ),
)
KEY_GAP = 0.55  # between the key's lines, in gallery spaces

# ----- sizes: data units for geometry, pixels for markers and fonts -----------------------
CORNER = 1.2  # radius of the gallery's rounded corners
ROOM_W, ROOM_H, ROOM_GAP = 2.3, 1.95, 0.3
INSET = 0.75  # from the gallery's centre line to the rooms
STEP_X, STEP_W = -2.4, 1.8
PANEL_W = 3.7  # the score panel's width at least; wider where its longest line needs it
# A score line grown to 18 px in presenter mode at 1366 x 768, in board units per em of its
# font (0.42 with the 3.7 wide panel; 0.46 once the panel is as wide as "Turquoise: 46 —
# wins" needs): the panel is made as wide as its longest line at that size, which ran past
# the panel's edge, cut at the board's ("Blue: 49 — wi", issue 44).
EM_18 = 0.47
# Where "Hugo" and the number of the space he stands on are kept apart, in board units per em:
# the two at 16.5 px in presenter mode (0.405 would be the projector's 15.4 px font, EM_18
# its 18 px), so that each keeps a little more than the room it needs. Drawn 0.66 out from
# a side's space, a two-digit number met the word on Hugo and both stopped at 13.4 px (issue
# 44).
EM_CLEAR = 0.43
NUMBER_OUT = 0.66  # a space's number, out from its space's centre
#: Hugo on a cellar step, left of its middle: far enough right of the step's "+10" for both
#: words to grow (0.5 left, "Hugo" met "+10"), the guests captured with him right of him.
HUGO_ON_STEP = -0.34
SCORE_SWATCH = 18  # the swatch before each score line (px)
SPACE_SIZE = 28
GUEST_SIZE = 15
HUGO_SIZE = 36
FONT = 13
SMALL = 12
# The bullseye on a place a picked guest may go (px): inside a space, on a room's rug.
TARGET_SIZE = {"gallery": 30, "room": 44}
# Ring diameters (px) by the kind of element ringed.
RING_SIZE = {
    "gallery": 42,
    "room": 92,
    "cellar": 42,
    "door": 48,
    "guest": 27,
    "hugo": 52,
    "score": 30,
    "speed": 24,  # round its pip, drawn over the pips each side (see SPEED)
    "die": 56,
}


# ----- the traces, in order: what never changes of each --------------------------------
LOOKS = (
    # An orange ring over a wider black one reads on light and dark pieces alike.
    *RING_LOOKS,  # RING_EDGE, RING, PICKED: under everything (see RING_EDGE)
    look("gallery", marker=dict(symbol="square", size=SPACE_SIZE)),  # SPACES
    look("rooms", marker=dict(symbol="circle", size=58, line=dict(width=0))),  # ROOMS
    TARGETS_LOOK,  # TARGETS: where the picked guest may legally go
    look(  # SHIELDS
        "shields",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(symbol="pentagon", angle=180, size=30, line=dict(width=2)),
    ),
    # The drawn step is a shape; this is its (nearly invisible) click target.
    look("cellar", marker=dict(symbol="square", size=28, color=palette.STEP_FILL, opacity=0.01)),
    look(  # CELLAR_DOOR
        "door",
        marker=dict(
            symbol="square",
            size=34,
            color=palette.CELLAR_DOOR,
            line=dict(color=palette.TEXT, width=2),
        ),
    ),
    look(  # SCORES
        "scores",
        "markers+text",
        textposition="middle right",
        textfont=text_font(FONT, palette.TEXT),
        marker=dict(size=SCORE_SWATCH, line=dict(width=1.5)),
    ),
    look(  # SPEED
        "speed",
        zorder=UNDER_THE_RINGS,
        marker=dict(symbol="circle", size=21, line=dict(color=palette.HUGO_LINE, width=2)),
    ),
    look(  # DIE
        "die",
        "markers+text",
        centre=True,
        textfont=text_font(FONT, palette.TEXT),
        marker=dict(
            symbol="square",
            size=44,
            color=palette.SPACE_FILL,
            line=dict(color=palette.TEXT, width=2),
        ),
    ),
    look(
        "labels",
        "text",
        click=False,
        textfont=text_font(SMALL, palette.TEXT_MUTED),
    ),
    look("deco", click=False, marker=dict(color=palette.DOOR_LINE, line=dict(width=0))),  # DECO
    look(  # STATUS
        "status",
        "text",
        click=False,
        textposition=["middle center", "middle right"],
        textfont=text_font(FONT, palette.TEXT),
    ),
    look(  # HUGO
        "Hugo",
        "markers+text",
        centre=True,
        text=[HUGO_WORD],
        textfont=text_font(SMALL, palette.HUGO_TEXT),
        marker=dict(
            symbol="circle",
            size=HUGO_SIZE,
            color=palette.HUGO_FILL,
            line=dict(color=palette.HUGO_LINE, width=3),
        ),
    ),
    look("guests", marker=dict(size=GUEST_SIZE, line=dict(width=1.5))),  # GUESTS
    look(  # KEY
        "key",
        "markers+text",
        click=False,
        textposition="middle right",
        textfont=text_font(SMALL, palette.TEXT),
    ),
    look("speed numbers", "text", click=False, centre=True, textfont=text_font(SMALL)),
)
assert len(LOOKS) == TRACE_COUNT


def _rect(box: tuple[float, float, float, float], fill: str, line: str, width: float) -> dict:
    x0, y0, x1, y1 = box
    return dict(type="rect", x0=x0, y0=y0, x1=x1, y1=y1, fillcolor=fill,
                line=dict(color=line, width=width), layer="below")  # fmt: skip


def _corridor(a: Point, b: Point) -> dict:
    return dict(type="line", x0=a[0], y0=a[1], x1=b[0], y1=b[1],
                line=dict(color=palette.CARPET, width=12), layer="below")  # fmt: skip


def _signed(points: int) -> str:
    return f"−{-points}" if points < 0 else f"+{points}" if points > 0 else "0"


def _wrap(name: str, width: int = 11) -> str:
    """Break a long room name at the space nearest its middle."""
    if len(name) <= width or " " not in name:
        return name
    middle = len(name) / 2
    cut = min((i for i, ch in enumerate(name) if ch == " "), key=lambda i: abs(i - middle))
    return f"{name[:cut]}<br>{name[cut + 1 :]}"


# ----- geometry ---------------------------------------------------------------------------
class _Gallery:
    """A rounded rectangle of ``count`` spaces one unit apart, walked clockwise."""

    def __init__(self, count: int, arrow: int) -> None:
        r = CORNER
        straight = count - 2 * math.pi * r
        if straight <= 2:
            raise ValueError(f"a gallery of {count} spaces is too short to draw")
        self.lx = 0.59 * straight / 2  # straight part of the top and bottom sides
        self.ly = 0.41 * straight / 2  # straight part of the left and right sides
        self.width = self.lx + 2 * r
        self.height = self.ly + 2 * r
        self.count = count
        quarter = math.pi * r / 2
        self._segments = (self.lx, quarter, self.ly, quarter, self.lx, quarter, self.ly, quarter)
        # Half a space below the top of the left side: the stairs come up level with the
        # arrow space, and space 1 already turns the corner.
        start = 2 * self.lx + 2 * self.ly + 3 * quarter - 0.5
        self.spaces: list[Point] = []
        self.heading: list[float] = []  # direction of travel, degrees anticlockwise from +x
        for k in range(count):
            x, y, heading = self.at(start + k - arrow)
            self.spaces.append((x, y))
            self.heading.append(heading)

    def outward(self, k: int) -> float:
        """The angle (degrees) pointing out of the loop at space ``k``."""
        return self.heading[k] + 90

    def at(self, s: float) -> tuple[float, float, float]:
        """Point and heading at arc length ``s`` from the left end of the top side."""
        r, lx, w, h = CORNER, self.lx, self.width, self.height
        s %= self.count
        arcs = {
            1: (r + lx, h - r, 90.0),
            3: (r + lx, r, 0.0),
            5: (r, r, -90.0),
            7: (r, h - r, 180.0),
        }
        for index, length in enumerate(self._segments):
            if s <= length or index == len(self._segments) - 1:
                t = min(s, length)
                if index in arcs:
                    cx, cy, begin = arcs[index]
                    theta = math.radians(begin) - t / r
                    heading = math.degrees(theta) - 90
                    return (cx + r * math.cos(theta), cy + r * math.sin(theta), heading)
                return {
                    0: (r + t, h, 0.0),
                    2: (w, h - r - t, -90.0),
                    4: (r + lx - t, 0.0, 180.0),
                    6: (0.0, r + t, 90.0),
                }[index]
            s -= length
        raise AssertionError("unreachable")

    def outline(self, step: float = 0.25) -> list[Point]:
        return [self.at(i * step)[:2] for i in range(int(self.count / step))]


@dataclass(frozen=True, slots=True)
class _RoomBox:
    """Where one room is drawn; the same on both board sides, since a room keeps its door."""

    x0: float
    y0: float
    x1: float
    y1: float
    door: int

    @property
    def centre(self) -> Point:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    @property
    def rug(self) -> Point:
        # Below and right of the centre: the name takes the top, the shield the lower left.
        return (self.centre[0] + 0.2, self.centre[1] - 0.22)

    def nearest(self, p: Point) -> Point:
        return (min(max(p[0], self.x0), self.x1), min(max(p[1], self.y0), self.y1))


def _pack(desired: list[float], size: float, lo: float, hi: float) -> list[float]:
    """Centres closest to ``desired`` (kept in order), at least ``size`` apart, in lo..hi.

    Shifting centre i by i*size turns "at least size apart" into "non-decreasing", which the
    pool-adjacent-violators algorithm solves exactly; clipping then keeps every centre in
    bounds without breaking the order.
    """
    blocks: list[tuple[float, int]] = []  # (mean, count)
    for i, d in enumerate(desired):
        mean, count = d - i * size, 1
        while blocks and blocks[-1][0] > mean:
            m, c = blocks.pop()
            mean, count = (m * c + mean * count) / (c + count), c + count
        blocks.append((mean, count))
    top = hi - (len(desired) - 1) * size
    flat = [m for m, c in blocks for _ in range(c)]
    return [min(max(v, lo), top) + i * size for i, v in enumerate(flat)]


def _place_rooms(gallery: _Gallery, doors: list[int]) -> list[_RoomBox]:
    """A box for each room (in board order) in a ring of slots inside the loop."""
    w, h = gallery.width, gallery.height
    x_lo, x_hi = INSET + ROOM_W / 2, w - INSET - ROOM_W / 2
    y_top, y_bottom = h - INSET - ROOM_H / 2, INSET + ROOM_H / 2
    across = max(2, int((x_hi - x_lo) // (ROOM_W + ROOM_GAP)) + 1)
    xs = [x_lo + i * (x_hi - x_lo) / (across - 1) for i in range(across)]
    # Clockwise from the top left: the top row, the right middle, the bottom row from the
    # right, the left middle.
    slots: list[tuple[str, Point]] = [("top", (x, y_top)) for x in xs]
    slots.append(("right", (x_hi, h / 2)))
    slots += [("bottom", (x, y_bottom)) for x in reversed(xs)]
    slots.append(("left", (x_lo, h / 2)))
    if len(doors) > len(slots):
        raise ValueError(f"the board view has room for {len(slots)} rooms, not {len(doors)}")

    # Rooms keep the clockwise order of their doors; of all such assignments to slots, take
    # the one with the shortest corridors (a few hundred candidates at most).
    order = sorted(range(len(doors)), key=lambda i: doors[i])
    best_cost, assign = math.inf, {}
    for chosen in combinations(range(len(slots)), len(doors)):
        for turn in range(len(doors)):
            candidate = {order[(i + turn) % len(doors)]: s for i, s in enumerate(chosen)}
            cost = sum(
                math.dist(slots[s][1], gallery.spaces[doors[room]]) ** 2
                for room, s in candidate.items()
            )
            if cost < best_cost:
                best_cost, assign = cost, candidate

    # Then slide each row's rooms towards their doors, so corridors run as straight as room
    # allows.
    centres = {room: slots[s][1] for room, s in assign.items()}
    side_lo = min(y_bottom + ROOM_H + ROOM_GAP, h / 2)
    side_hi = max(y_top - ROOM_H - ROOM_GAP, h / 2)
    rows = {
        "top": (0, ROOM_W + ROOM_GAP, x_lo, x_hi),
        "bottom": (0, ROOM_W + ROOM_GAP, x_lo, x_hi),
        "left": (1, ROOM_H + ROOM_GAP, side_lo, side_hi),
        "right": (1, ROOM_H + ROOM_GAP, side_lo, side_hi),
    }
    for row, (axis, size, lo, hi) in rows.items():
        members = sorted(
            (room for room, s in assign.items() if slots[s][0] == row),
            key=lambda room, axis=axis: centres[room][axis],
        )
        desired = [gallery.spaces[doors[room]][axis] for room in members]
        for room, value in zip(members, _pack(desired, size, lo, hi), strict=True):
            x, y = centres[room]
            centres[room] = (value, y) if axis == 0 else (x, value)
    return [
        _RoomBox(x - ROOM_W / 2, y - ROOM_H / 2, x + ROOM_W / 2, y + ROOM_H / 2, doors[i])
        for i, (x, y) in sorted(centres.items())
    ]


def _fan(count: int, facing: float, clear: float = 0.0) -> list[Point]:
    """Offsets for ``count`` pieces on one place, so that each stays visible and clickable.

    A lone piece sits in the middle (unless ``clear`` keeps the middle for Hugo); a few share
    a ring, the first one towards ``facing`` (degrees); many spiral out like a sunflower.
    """
    if count == 1 and clear == 0:
        return [(0.0, 0.0)]
    if count <= 8:
        radius = max(clear, 0.27 if count <= 6 else 0.36)
        start = math.radians(facing)
        angles = [start - 2 * math.pi * k / count for k in range(count)]
        return [(radius * math.cos(a), radius * math.sin(a)) for a in angles]
    golden = math.pi * (3 - math.sqrt(5))
    radii = [clear + 0.17 * math.sqrt(k + 0.5) for k in range(count)]
    return [(r * math.cos(k * golden), r * math.sin(k * golden)) for k, r in enumerate(radii)]


def _row(count: int, per_row: int) -> list[Point]:
    """Offsets for pieces on a cellar step: rows of ``per_row``, left to right."""
    rows = max(1, math.ceil(count / per_row))
    return [
        (c * 0.34, (rows - 1) * 0.17 - r * 0.34)
        for r, c in (divmod(k, per_row) for k in range(count))
    ]


@dataclass(frozen=True, slots=True)
class _SideLook:
    """What differs between the two board sides but not between states."""

    midnight: bool
    rooms: tuple[Room, ...]
    room_ids: tuple[str, ...]
    room_rules: tuple[str, ...]
    rug_colour: tuple[str, ...]
    shield_fill: tuple[str, ...]
    shield_line: tuple[str, ...]
    shield_text: tuple[str, ...]
    labels: tuple[tuple[float, ...], tuple[float, ...], tuple[str, ...]]
    positions: dict[str, Point]


@dataclass(frozen=True, slots=True)
class _Scene:
    """Where the pieces of one state stand; shared by ``draw`` and ``locate``."""

    positions: dict[str, Point]
    guest_xy: tuple[Point, ...]
    guest_ids: tuple[str, ...]
    hugo_xy: Point
    by_place: dict[int, tuple[int, ...]]


class View(BoardView):
    """Escape from the Hidden Castle drawn with plotly (layout: see the module docstring)."""

    # Replaced in __init__ by a sentence built from the board data.
    example_note = english(say("example-note-short"))

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        board = game.board
        self.board = board
        g = self.gallery = _Gallery(board.gallery, board.arrow)
        sides: dict[str, Side] = board.sides
        doors = [room.door for room in next(iter(sides.values())).rooms]
        if any([room.door for room in side.rooms] != doors for side in sides.values()):
            raise ValueError("the board sides put the rooms' doors in different places")
        self.rooms = _place_rooms(g, doors)
        self.door_spaces = frozenset(doors)
        # Said from the data, so the note stays true if board.toml changes (section
        # hidden-castle.data.board of the rulebook explains the choices).
        main = sides["hugo"] if "hugo" in sides else next(iter(sides.values()))
        unnamed = sum(1 for room in main.rooms if room.example)
        self.example_note = self.words(
            say("example-note", gallery=board.gallery, unnamed=unnamed,
                steps=len(main.cellar_points))
        )  # fmt: skip

        # The stairs come up level with the arrow space; the door is below the bottom step.
        count = max(len(side.cellar_points) for side in sides.values())
        top = g.spaces[board.arrow][1]
        self.step_gap = min(0.8, top / (count + 0.3))
        self.steps = [(STEP_X, top - (count - 1 - s) * self.step_gap) for s in range(count)]
        self.door_xy: Point = (STEP_X, self.steps[0][1] - 1.2 * self.step_gap)

        # The score panel: one line per seat, room under each for its guests in the box.
        # Clear of the right side's space numbers, also when presenter mode enlarges them.
        # 1.1 units out: a side's number pushed out of Hugo's way stays off the panel.
        self.panel_x = g.width + 1.1
        seats = len(board.colours)
        top_row, bottom_row = g.height - 0.15, 0.55
        gap = (top_row - bottom_row) / max(seats - 1, 1)
        self.rows = [(self.panel_x + 0.35, top_row - s * gap) for s in range(seats)]
        self.panel_w = max(PANEL_W, self._score_room(seats))

        cx, cy = self.centre = (g.width / 2, g.height / 2)
        pips = board.max_speed
        # The centre panel, top down: its heading, Hugo's speed, the turn line, the die. The
        # die's square and its caption sit below the turn line, clear of it, and so does the
        # ring a Step about a roll puts round the die (56 px): the square and the ring are
        # sized in pixels (the square holds "ghost") and the panel in board units, so they
        # are placed for the board's usual size, 34-39 pixels to a unit, the turn line grown
        # to 18 px in presenter mode (at 0.55 units under the pips the ring covered the "G"
        # of "Game over", issue 44: the heading, the pips and the line now stand higher).
        self.speed_heading_xy: Point = (cx, cy + 1.32)
        self.speed_pips = [(cx + (i - (pips - 1) / 2) * 0.5, cy + 0.76) for i in range(pips)]
        self.die_xy: Point = (cx - 1.0, cy - 0.97)
        self.status_xy: Point = (cx, cy + 0.17)
        self.x_range = (STEP_X - STEP_W / 2 - 0.85, self.panel_x + self.panel_w + 0.15)
        # Under the castle's lowest text (the space numbers, Hugo's door): the key.
        self.key_y = min(-1.0, self.door_xy[1] - 0.8) - 0.3
        self.y_range = (self.key_y - (len(KEY_LINES) - 1) * KEY_GAP - 0.35, g.height + 1.0)

        self._styles = [palette.seat_style(c, i) for i, c in enumerate(board.colours)]
        self._looks = {name: self._look(side) for name, side in sides.items()}
        self._scene_of: tuple[CastleState, _Scene] | None = None

    def words(self, text: Msg | str) -> str:
        """``text`` in the board's language (a plain string, a number or a name, as it is)."""
        return render(text, self.language)

    def _score_line(self, seat: int, points: int, mark: str | None) -> str:
        """A seat's line in the score panel, ``mark`` "wins" or "turn" (or None)."""
        # En spaces keep the words clear of a ring around the swatch.
        line = f"\u2002\u2002{self.words(self.game.seat_name(seat))}: {points}"
        return self.words(say(f"score-{mark}", line=line)) if mark else line

    def _score_room(self, seats: int) -> float:
        """The panel's width its longest score line needs at 18 px in presenter mode (every
        seat's name, two-digit points, "wins" or the turn's mark), from the panel's left."""
        lines = (self._score_line(s, 88, mark) for s in range(seats) for mark in ("wins", "turn"))
        longest = max(text_width.text_ems(line) for line in lines)
        swatch = SCORE_SWATCH / 2 / 34  # the swatch's half, at about 34 px a unit
        return 0.35 + swatch + longest * EM_18 + 0.2

    # ----- static pieces ------------------------------------------------------------------
    def _look(self, side: Side) -> _SideLook:
        g = self.gallery
        positions: dict[str, Point] = {f"gallery:{k}": p for k, p in enumerate(g.spaces)}
        room_ids = tuple(f"room:{room.id}" for room in side.rooms)
        for rid, box in zip(room_ids, self.rooms, strict=True):
            positions[rid] = box.centre
        for s in range(len(side.cellar_points)):
            positions[f"cellar:{s}"] = self.steps[s]
        positions["door"] = self.door_xy
        positions["die"] = self.die_xy

        labels: list[tuple[Point, Msg | str]] = []
        for k in self.numbered:  # first, in this order: _draw_labels moves one of them
            labels.append((self._number_xy(k, NUMBER_OUT), str(k)))
        arrow_y = g.spaces[self.board.arrow][1]
        labels.append(((-0.95, arrow_y + 0.5), say("label-arrow", space=self.board.arrow)))
        for room, box in zip(side.rooms, self.rooms, strict=True):
            # A name on two lines sits lower, so that presenter mode's larger words stay
            # inside the room's wall.
            name = _wrap(room.name)
            drop = 0.2 if "<br>" in name else 0.0
            labels.append(((box.centre[0], box.y1 - 0.42 - drop), f"<b>{name}</b>"))
        for s, text in enumerate(side.cellar_labels):
            labels.append(((STEP_X - STEP_W / 2 - 0.42, self.steps[s][1]), text))
        # Above the stairwell, a line higher than "Arrow 0" beside it: level with it, the
        # two words touched once presenter mode grew them to 18 px.
        labels.append(((STEP_X, self.steps[-1][1] + 1.2), say("label-cellar")))
        door = say("label-door" if side.hugo_start == "door" else "label-door-unused")
        labels.append(((STEP_X, self.door_xy[1] - 0.78), door))
        panel_mid = self.panel_x + self.panel_w / 2
        labels.append(((panel_mid, g.height + 0.55), say("label-points")))
        labels.append(((panel_mid, -0.55), say("label-fewest")))
        labels.append((self.speed_heading_xy, say("label-speed")))

        midnight = side.name == MIDNIGHT
        return _SideLook(
            midnight=midnight,
            rooms=side.rooms,
            room_ids=room_ids,
            room_rules=tuple(
                self._room_rule(room, box, midnight)
                for room, box in zip(side.rooms, self.rooms, strict=True)
            ),
            rug_colour=tuple(palette.ROOM_TINT[room.shield] for room in side.rooms),
            shield_fill=tuple(palette.SHIELD_FILL[room.shield] for room in side.rooms),
            shield_line=tuple(palette.SHIELD_LINE[room.shield] for room in side.rooms),
            shield_text=tuple(_signed(room.points) for room in side.rooms),
            labels=(
                _xs(p for p, _ in labels),
                _ys(p for p, _ in labels),
                tuple(t for _, t in labels),
            ),
            positions=positions,
        )

    @property
    def numbered(self) -> list[int]:
        """The spaces with a number beside them: all but the arrow's, which its label names."""
        return [k for k in range(self.gallery.count) if k != self.board.arrow]

    def _number_xy(self, k: int, out: float) -> Point:
        """Where space ``k``'s number stands, ``out`` units out of the loop from the space."""
        x, y = self.gallery.spaces[k]
        a = math.radians(self.gallery.outward(k))
        return (x + out * math.cos(a), y + out * math.sin(a))

    def _number_clear_of_hugo(self, k: int) -> float:
        """How far out space ``k``'s number stands while Hugo is on the space: at least as
        usual, and far enough for it and the word on Hugo to stand side by side (or one over
        the other) at EM_CLEAR, with figure.js's 2 px between them (a side's number goes
        out sideways, a corner's less far)."""
        a = math.radians(self.gallery.outward(k))
        across = (text_width.text_ems(HUGO_WORD) + text_width.text_ems(str(k))) / 2 * EM_CLEAR
        across += 2 / 34  # figure.js's gap, at about 34 px a unit
        high = 14 / 12 * EM_CLEAR  # half of each line's box, both
        need = min(
            across / abs(math.cos(a)) if abs(math.cos(a)) > 1e-9 else math.inf,
            high / abs(math.sin(a)) if abs(math.sin(a)) > 1e-9 else math.inf,
        )
        return max(NUMBER_OUT, need)

    def _room_rule(self, room: Room, box: _RoomBox, midnight: bool) -> str:
        when = say("when-round" if midnight else "when-entering")
        if room.shield == "red":
            rule = say("rule-red", points=_signed(room.points), when=when)
        elif room.shield == "green":
            rule = say("rule-green", points=_signed(room.points), when=when)
        elif midnight:  # nobody is expelled in Midnight Party (hidden-castle.midnight.no-expel)
            rule = say("rule-none-midnight")
        else:
            rule = say("rule-none")
        lines = [rule, say("rule-door", space=box.door)]
        if room.note:
            lines.append(room.note)
        if room.example:
            lines.append(say("example-room"))
        return "<br>".join(self.words(line) for line in lines)

    def _shapes(self) -> list[dict[str, Any]]:
        g = self.gallery
        # The floor inside the loop, rimmed by the gallery's carpet.
        path = "M " + " L ".join(f"{x:.3f},{y:.3f}" for x, y in g.outline()) + " Z"
        floor = dict(type="path", path=path, fillcolor=palette.FLOOR, layer="below",
                     line=dict(color=palette.CARPET, width=SPACE_SIZE + 8))  # fmt: skip
        shapes: list[dict[str, Any]] = [floor]
        for box in self.rooms:
            door = g.spaces[box.door]
            shapes.append(_corridor(door, box.nearest(door)))
        for box in self.rooms:
            shapes.append(
                _rect((box.x0, box.y0, box.x1, box.y1), palette.ROOM_FILL, palette.ROOM_LINE, 2)
            )
        half = STEP_W / 2
        top = self.steps[-1][1] + self.step_gap / 2 + 0.05
        well = (STEP_X - half - 0.15, self.door_xy[1] - 0.55, STEP_X + half + 0.15, top)
        shapes.append(_rect(well, palette.STAIRWELL, palette.STEP_LINE, 1))
        for x, y in self.steps:
            h = self.step_gap * 0.42
            shapes.append(
                _rect((x - half, y - h, x + half, y + h), palette.STEP_FILL, palette.STEP_LINE, 1.5)
            )
        arrow = g.spaces[self.board.arrow]
        shapes.append(_corridor((STEP_X + half, arrow[1]), arrow))
        panel = (self.panel_x, -0.85, self.panel_x + self.panel_w, g.height + 0.95)
        shapes.append(_rect(panel, palette.PANEL_FILL, palette.PANEL_LINE, 1))
        cx, cy = self.centre
        middle = (cx - 2.3, cy - 1.62, cx + 2.3, cy + 1.66)
        shapes.append(_rect(middle, palette.PANEL_FILL, palette.PANEL_LINE, 1))
        return shapes

    # ----- the figure ---------------------------------------------------------------------
    def _key_words(self, midnight: bool) -> tuple[str, ...]:
        """The key's words for the side drawn (its neutral rooms differ)."""
        words = [entry[5] for line in KEY_LINES for entry in line]
        side = (NEUTRAL_WORDS[midnight] if w == NEUTRAL_WORDS[False] else w for w in words)
        return tuple(self.words(w) for w in side)

    def _key(self) -> dict[str, Any]:
        """The key under the castle: a sample of each sign drawn as on the board, its words
        on the right (a sign without a sample is its own first character)."""
        fills = {"space": palette.SPACE_FILL, "door": palette.DOOR_LINE, **palette.SHIELD_FILL}
        rims = {"space": palette.SPACE_LINE, "door": palette.DOOR_LINE, **palette.SHIELD_LINE}
        left = self.x_range[0] + 0.45
        step = (self.x_range[1] - self.x_range[0] - 0.45) / 2
        points = []
        for row, entries in enumerate(KEY_LINES):
            y = self.key_y - row * KEY_GAP
            for column, (symbol, fill, rim, width, size, words) in enumerate(entries):
                x = left + column * step
                angle = 180 if symbol == "pentagon" else 0
                points.append((x, y, symbol or "circle", fills.get(fill, palette.BOARD),
                               rims.get(rim, palette.BOARD), width, size if symbol else 0,
                               angle, words))  # fmt: skip
        return dict(
            x=[p[0] for p in points],
            y=[round(p[1], 3) for p in points],
            text=[self.words(p[8]) for p in points],
            marker=dict(
                symbol=[p[2] for p in points],
                color=[p[3] for p in points],
                line=dict(color=[p[4] for p in points], width=[p[5] for p in points]),
                size=[p[6] for p in points],
                angle=[p[7] for p in points],
            ),
        )

    def _deco(self) -> dict[str, Any]:
        """The stairs' arrow, then chevrons between some spaces: the clockwise direction."""
        g, board = self.gallery, self.board
        arrow = g.spaces[board.arrow]
        deco: list[tuple[Point, float, str, int]] = [
            (((STEP_X + STEP_W / 2 + arrow[0] - 0.3) / 2, arrow[1]), 0.0, "arrow-right", 16)
        ]
        for k in range(board.arrow + 2, board.arrow + g.count, 5):
            a, b = g.spaces[k % g.count], g.spaces[(k + 1) % g.count]
            middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            # plotly turns markers clockwise; headings are anticlockwise.
            deco.append((middle, round(-g.heading[k % g.count], 1), "triangle-right", 9))
        marker = dict(
            symbol=[d[2] for d in deco], angle=[d[1] for d in deco], size=[d[3] for d in deco]
        )
        return dict(x=_xs(p for p, *_ in deco), y=_ys(p for p, *_ in deco), marker=marker)

    def _spaces(self) -> dict[str, Any]:
        """The gallery's spaces: the arrow space filled, the door spaces rimmed."""
        g, arrow, doors = self.gallery, self.board.arrow, self.door_spaces
        fill = [palette.ARROW_FILL if k == arrow else palette.SPACE_FILL for k in range(g.count)]
        rim = [palette.DOOR_LINE if k in doors else palette.SPACE_LINE for k in range(g.count)]
        width = [4.0 if k in doors else 1.5 for k in range(g.count)]
        ids = [f"gallery:{k}" for k in range(g.count)]
        marker = dict(color=fill, line=dict(color=rim, width=width))
        return dict(x=_xs(g.spaces), y=_ys(g.spaces), customdata=ids, marker=marker)

    def build(self, state: CastleState | None = None) -> go.FigureWidget:
        rooms, steps, pips = self.rooms, self.steps, self.speed_pips
        shields = [(b.x0 + 0.42, b.y0 + 0.42) for b in rooms]
        placed = {
            SPACES: self._spaces(),
            ROOMS: dict(x=_xs(b.rug for b in rooms), y=_ys(b.rug for b in rooms)),
            SHIELDS: dict(x=_xs(shields), y=_ys(shields)),
            STEPS: dict(
                x=_xs(steps), y=_ys(steps), customdata=[f"cellar:{s}" for s in range(len(steps))]
            ),
            CELLAR_DOOR: dict(x=[self.door_xy[0]], y=[self.door_xy[1]], customdata=["door"]),
            SPEED: dict(x=_xs(pips), y=_ys(pips), customdata=["speed"] * len(pips)),
            SPEED_NUMBERS: dict(
                x=_xs(pips), y=_ys(pips), text=[str(i + 1) for i in range(len(pips))]
            ),
            DIE: dict(x=[self.die_xy[0]], y=[self.die_xy[1]], customdata=["die"]),
            DECO: self._deco(),
            STATUS: dict(
                x=[self.status_xy[0], self.die_xy[0] + 0.85], y=[self.status_xy[1], self.die_xy[1]]
            ),
            HUGO: dict(customdata=["hugo"]),
            KEY: self._key(),
        }
        layout = board_layout(470, self.x_range, self.y_range, palette.BOARD, FONT, self._shapes())
        return self._figure(LOOKS, layout, state, placed)

    # ----- where things are ---------------------------------------------------------------
    def scene(self, state: CastleState) -> _Scene:
        """Where every piece of ``state`` stands (remembered for the last state asked)."""
        if self._scene_of is not None and self._scene_of[0] is state:
            return self._scene_of[1]
        groups: dict[int, list[int]] = {}
        for guest, loc in enumerate(state.guests):
            groups.setdefault(loc, []).append(guest)

        hugo_loc = state.hugo
        hugo_xy = self._anchor(hugo_loc)
        if in_cellar(hugo_loc):
            hugo_xy = (hugo_xy[0] + HUGO_ON_STEP, hugo_xy[1])  # Hugo keeps the step's left
        guest_xy: list[Point] = [(0.0, 0.0)] * len(state.guests)
        for loc, members in groups.items():
            if loc == HAND:
                waiting: dict[int, int] = {}
                for guest in members:
                    seat = state.owner(guest)
                    k = waiting[seat] = waiting.get(seat, -1) + 1
                    x, y = self.rows[seat]
                    guest_xy[guest] = (x + 0.75 + k * 0.36, y - 0.45)
                continue
            base = self._anchor(loc)
            if in_cellar(loc):
                # Captured guests line up on the step, right of Hugo's spot when he is there.
                shared = loc == hugo_loc
                start = HUGO_ON_STEP + 0.48 if shared else -0.68  # 0.48 right of Hugo
                offsets = [(start + dx, dy) for dx, dy in _row(len(members), 3 if shared else 5)]
            else:
                facing = self.gallery.outward(loc) if in_gallery(loc) else 90.0
                offsets = _fan(len(members), facing, 0.52 if loc == hugo_loc else 0.0)
            for guest, (dx, dy) in zip(members, offsets, strict=True):
                guest_xy[guest] = (base[0] + dx, base[1] + dy)

        game = self.game
        look = self._looks[state.side]
        positions = dict(look.positions)
        guest_ids = tuple(f"guest:{game.guest_id(state, g)}" for g in range(len(state.guests)))
        rounded = tuple(_r(p) for p in guest_xy)
        positions.update(zip(guest_ids, rounded, strict=True))
        positions["hugo"] = _r(hugo_xy)
        for seat in range(state.players):
            positions[f"score:{seat}"] = _r(self.rows[seat])
        pip = min(max(state.speed, 1), len(self.speed_pips)) - 1
        positions["speed"] = _r(self.speed_pips[pip])
        by_place = {loc: tuple(members) for loc, members in groups.items()}
        scene = _Scene(positions, rounded, guest_ids, _r(hugo_xy), by_place)
        self._scene_of = (state, scene)
        return scene

    def _anchor(self, loc: int) -> Point:
        if in_gallery(loc):
            return self.gallery.spaces[loc]
        if in_room(loc):
            return self.rooms[loc - ROOM].rug
        if in_cellar(loc):
            return self.steps[loc - CELLAR]
        if loc == DOOR:
            return self.door_xy
        raise ValueError(f"location {loc} has no place on the board")

    def locate(self, state: CastleState, element_id: str) -> Point:
        """The (x, y) where ``element_id`` is drawn for ``state``; KeyError if it is not."""
        positions = self.scene(state).positions
        if element_id not in positions:
            raise KeyError(f"{element_id!r} is not drawn on this board")
        return positions[element_id]

    def describe(self, state: CastleState) -> str:
        return self.game.describe(state)

    # ----- drawing ------------------------------------------------------------------------
    def paint(self, state: CastleState, highlight: Marks, selected: Marks) -> None:
        scene = self.scene(state)
        look = self._looks[state.side]
        self._put(KEY, "text", self._key_words(look.midnight))
        self._draw_places(state, scene, look)
        self._draw_scores(state)
        self._draw_status(state, look)
        self._draw_pieces(state, scene)
        # e.g. a room of the other board side is not drawn: nothing to ring
        self._draw_rings(
            (RING_EDGE, RING, PICKED),
            highlight,
            selected,
            scene.positions.get,
            lambda element: RING_SIZE.get(element.partition(":")[0], 40),
            picked_wider=6,
        )
        self._draw_targets(state, scene, selected)

    def _here(self, state: CastleState, scene: _Scene, loc: int) -> str:
        names = [self.game.guest_name(state, g) for g in scene.by_place.get(loc, ())]
        lines = [say("here", guests=", ".join(names))] if names else []
        if state.hugo == loc:
            lines.append(say("hugo-here"))
        return "".join("<br>" + self.words(line) for line in lines)

    def _draw_places(self, state: CastleState, scene: _Scene, look: _SideLook) -> None:
        put, game = self._put, self.game
        door_of = {box.door: room for box, room in zip(self.rooms, look.rooms, strict=True)}
        spaces = []
        for k in range(self.gallery.count):
            text = self.words(say("space-arrow" if k == self.board.arrow else "space", space=k))
            if k in door_of:
                text += "<br>" + self.words(say("space-door", room=door_of[k].name))
            spaces.append(text + self._here(state, scene, k))
        put(SPACES, "hovertext", tuple(spaces))

        rooms = []
        for i, room in enumerate(look.rooms):
            inside = scene.by_place.get(ROOM + i, ())
            who = ", ".join(game.guest_name(state, g) for g in inside) or say("nobody")
            rooms.append(
                self.words(say("room", room=room.name, rule=look.room_rules[i], guests=who))
            )
        for trace in (ROOMS, SHIELDS):
            put(trace, "customdata", look.room_ids)
            put(trace, "hovertext", tuple(rooms))
            self._ids[trace] = list(look.room_ids)
        put(ROOMS, "marker.color", look.rug_colour)
        put(SHIELDS, "marker.color", look.shield_fill)
        put(SHIELDS, "marker.line.color", look.shield_line)
        put(SHIELDS, "text", look.shield_text)

        side = game.side(state)
        last = len(side.cellar_points) - 1
        steps = []
        for s, (label, points) in enumerate(
            zip(side.cellar_labels, side.cellar_points, strict=True)
        ):
            if s == 0:
                where = say("step-bottom", step=label)
            elif s == last:
                where = say("step-top", step=label)
            else:
                where = say("step", step=label)
            rule = say("step-midnight" if look.midnight else "step-captured", points=points)
            steps.append(
                self.words(where) + "<br>" + self.words(rule) + self._here(state, scene, CELLAR + s)
            )
        put(STEPS, "hovertext", tuple(steps))
        if side.hugo_start == "door":
            door = say("cellar-door")
        else:
            door = say("cellar-door-unused", step=side.cellar_labels[0])
        put(CELLAR_DOOR, "hovertext", (self.words(door) + self._here(state, scene, DOOR),))
        self._draw_labels(look, state.hugo)

    def _draw_labels(self, look: _SideLook, hugo: int) -> None:
        xs, ys = look.labels[0], look.labels[1]
        if in_gallery(hugo) and hugo != self.board.arrow:
            # The number of Hugo's space steps out of the way of the word on him.
            index = self.numbered.index(hugo)
            x, y = _r(self._number_xy(hugo, self._number_clear_of_hugo(hugo)))
            xs = (*xs[:index], x, *xs[index + 1 :])
            ys = (*ys[:index], y, *ys[index + 1 :])
        self._put(LABELS, "x", xs)
        self._put(LABELS, "y", ys)
        self._put(LABELS, "text", tuple(self.words(text) for text in look.labels[2]))

    def _draw_scores(self, state: CastleState) -> None:
        game = self.game
        result = game.result(state) if state.phase == "over" else None
        turn = state.turn_seat
        texts, hovers = [], []
        for seat in range(state.players):
            name = game.seat_name(seat)
            if result is not None and seat in result.winners:
                mark: str | None = "wins"
            else:
                mark = "turn" if seat == turn else None
            texts.append(self._score_line(seat, state.points[seat], mark))
            mine = state.guests[seat * state.per_player : (seat + 1) * state.per_player]
            hall = sum(1 for loc in mine if in_gallery(loc))
            rooms = sum(1 for loc in mine if in_room(loc))
            cellar = sum(1 for loc in mine if in_cellar(loc))
            box = sum(1 for loc in mine if loc == HAND)
            score = self.words(points_msg(state.points[seat]))
            where = dict(gallery=hall, rooms=rooms, cellar=cellar)
            if box:
                hover = say("score-hover-box", seat=name, score=score, box=box, **where)
            else:
                hover = say("score-hover", seat=name, score=score, **where)
            hovers.append(self.words(hover))
        styles = self._styles[: state.players]
        self._points(
            SCORES,
            self.rows[: state.players],
            [f"score:{s}" for s in range(state.players)],
            text=texts,
            hovertext=hovers,
            marker_color=(s.fill for s in styles),
            marker_symbol=(s.symbol for s in styles),
            marker_line_color=(s.outline for s in styles),
        )

    def _draw_status(self, state: CastleState, look: _SideLook) -> None:
        put, board = self._put, self.board
        if look.midnight:
            rise = say("rise-midnight")
        elif state.ruling("speed-end") == "stop-on-arrow":
            rise = say("rise-stop", max=board.max_speed)
        else:
            rise = say("rise-finish", max=board.max_speed)
        speed = self.words(say("speed", speed=state.speed, rise=rise))
        on = [i < state.speed for i in range(len(self.speed_pips))]
        put(SPEED, "marker.color", tuple(palette.SPEED_ON if b else palette.SPEED_OFF for b in on))
        put(
            SPEED_NUMBERS,
            "textfont.color",
            tuple(palette.TEXT_ON_DARK if b else palette.TEXT for b in on),
        )
        put(SPEED, "hovertext", (speed,) * len(self.speed_pips))
        # Nothing on the die before its first roll: a dash read as a face of it.
        put(DIE, "text", (f"<b>{state.last_roll}</b>" if state.last_roll else "",))
        put(
            DIE,
            "hovertext",
            (
                self.words(
                    say("die", roll=state.last_roll) if state.last_roll else say("die-unrolled")
                ),
            ),
        )
        turn = state.turn_seat
        who = self.game.seat_name(turn) if turn is not None else ""
        if state.phase == "over":
            status = say("status-over")
        elif state.phase in ("place", "replace"):
            status = say("status-place", seat=who)
        elif state.roll is None:
            status = say("status-roll", seat=who)
        else:
            status = say("status-move", seat=who, roll=state.roll)
        if look.midnight:
            extra = say("round", round=state.round, rounds=board.midnight_rounds)
        else:
            extra = say("ends-at", points=board.end_points)
        put(STATUS, "text", (self.words(status), self.words(extra)))

    def _draw_pieces(self, state: CastleState, scene: _Scene) -> None:
        put, game = self._put, self.game
        put(HUGO, "x", (scene.hugo_xy[0],))
        put(HUGO, "y", (scene.hugo_xy[1],))
        put(
            HUGO,
            "hovertext",
            (self.words(say("hugo", place=game.place_name(state, state.hugo), speed=state.speed)),),
        )
        hovers = []
        for g, loc in enumerate(state.guests):
            name = game.guest_name(state, g)
            if loc == HAND:
                hover = say("guest-box", guest=name)
            else:
                place = game.place_name(state, loc)
                if in_room(loc):
                    hover = say("guest-in", guest=name, place=place)
                else:
                    hover = say("guest-on", guest=name, place=place)
            hovers.append(self.words(hover))
        styles = [self._styles[state.owner(g)] for g in range(len(state.guests))]
        self._points(
            GUESTS,
            scene.guest_xy,
            scene.guest_ids,
            hovertext=hovers,
            marker_color=(s.fill for s in styles),
            marker_symbol=(s.symbol for s in styles),
            marker_line_color=(s.outline for s in styles),
        )

    def _draw_targets(self, state: CastleState, scene: _Scene, selected: Sequence[str]) -> None:
        """Once a guest is picked, a bullseye on every place its legal moves reach (the
        engine's ``targets``), so the learner sees where the next click may go."""
        targets = [e for e in self.game.targets(state, tuple(selected)) if e in scene.positions]
        places = [scene.positions[e] for e in targets]
        sizes = [TARGET_SIZE[e.partition(":")[0]] for e in targets]
        self._points(TARGETS, places, marker_size=sizes)


__all__ = ["View"]
