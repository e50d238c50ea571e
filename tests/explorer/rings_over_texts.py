"""Where a board's rings fall on its words (issue 44: "a ring or mark drawn on the board never
covers a text"), worked out in-process from the figure a board view builds and draws.

A Step's highlight (a dark rim under a bright ring), the user's picks (a square) and the legal
targets (a bullseye, or the explorer's diamond) are drawn over everything the board drew
before them: a number, letter, star or label under their line is hidden. These helpers give
each ring's band (the annulus its line draws) and each text's box in pixels of the board's
own drawing, placed as plotly places them (``Drawing.textPointPosition``: beside a marker a
text starts ``radius / 0.8 + 1`` px from its centre), at the board's own font and as
presenter mode grows it (explorer/figure.js: about its anchor across, about its middle up and
down, to 18 px on screen; tests/explorer/presenter_room.py), so that a test can check a layout
without a browser.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from explorer.boards import text_width
from tests.explorer.presenter_room import FONT_PX, presenter_room

#: A line's box in ems of its font, from its baseline: Chromium's ascent and descent of the
#: fallback font (Liberation Sans: 0.905 and 0.212), and plotly's spacing of lines.
ASCENT, DESCENT, LINE_SPACING = 0.905, 0.212, 1.3
#: The line widths of the rings' traces (explorer/boards/layers.py, explorer/app.py):
#: the highlight's rim, the picks' square, the legal targets' bullseye and diamond.
RING_LINES = {
    "highlight rim": 7,
    "highlight": 4,
    "selected": 4,
    "legal targets": 3,
    "targets": 3,
}
RING_NAMES = frozenset(RING_LINES)


@dataclass(frozen=True)
class Text:
    """One text drawn on a board: its trace's name, its words and its box (left, right, top,
    bottom) in pixels of the board's drawing, y downwards; its trace's place in the drawing
    (later traces are drawn over earlier ones), whether its letters have a halo
    (``textfont.shadow``) and whether it stands on its own trace's marker, within it."""

    trace: str
    words: str
    box: tuple[float, float, float, float]
    order: int = 0
    halo: bool = False
    on_mark: bool = False


@dataclass(frozen=True)
class Ring:
    """One ring drawn on a board: its trace's name, its centre in pixels of the drawing, the
    inner and outer radii of its line (a square's: half its sides; a diamond's: how far its
    line reaches along its axes, as plotly draws the symbol, 0.65 of its size) and its shape
    ("circle", "square" or "diamond")."""

    trace: str
    centre: tuple[float, float]
    inner: float
    outer: float
    shape: str = "circle"
    order: int = 0


#: The parts of a figure that are objects of their own: read where a figure left them unset,
#: they are empty (plotly's own objects answer None for each of their unset properties).
_OBJECTS = frozenset({"layout", "xaxis", "yaxis", "margin", "font", "textfont", "marker", "line"})


class Plain:
    """A figure's properties read as plain values, with plotly's attribute names: what
    ``texts``, ``rings`` and ``hidden`` read from a ``plotly`` figure, without plotly's
    validation of every property read (three quarters of the rings check's time went there:
    a board is read anew for each element ringed). A snapshot: take it after each drawing."""

    __slots__ = ("_props",)

    def __init__(self, props: dict) -> None:
        self._props = props

    def __getattr__(self, name: str):
        value = self._props.get(name)
        if isinstance(value, dict) or (value is None and name in _OBJECTS):
            return Plain(value or {})
        if name == "data":
            return [Plain(trace) for trace in value]
        return value


def plain(fig) -> Plain:
    """``fig`` as it is drawn now, to read many times (``Plain``): plotly's own dicts of the
    figure's properties, read in place (``to_dict`` would copy them whole, and encode every
    array, for each drawing read)."""
    return Plain({"data": fig._data, "layout": fig._layout})


def _each(value, count: int) -> list:
    if isinstance(value, list | tuple):
        return list(value)
    return [value] * count


def _frozen(value):
    """``value`` as part of a key: a list or an array (plotly's dicts hold lists, its
    properties give tuples) as a tuple of its items, anything else as it is."""
    if isinstance(value, list | tuple):
        return tuple(value)
    if hasattr(value, "tolist"):
        return tuple(value.tolist())
    return value


@dataclass(frozen=True)
class Drawing:
    """A board figure's plot in pixels of its own drawing (what plotly draws before the
    dashboard scales it): the board's units to pixels, and its y axis turned downwards. Its
    values are all a text's box is worked out from besides its own trace's."""

    x0: float
    y1: float
    px_per_unit: float
    presenter_scale: float
    font: float

    @classmethod
    def of(cls, fig) -> Drawing:
        layout = fig.layout
        room = presenter_room(fig)
        return cls(
            min(layout.xaxis.range),
            max(layout.yaxis.range),
            room.px_per_unit,
            room.scale,
            layout.font.size or 12,
        )

    def at(self, x: float, y: float) -> tuple[float, float]:
        return ((x - self.x0) * self.px_per_unit, (self.y1 - y) * self.px_per_unit)


def _drawing_order(traces: Sequence) -> list[int]:
    ranked = sorted(range(len(traces)), key=lambda i: (traces[i].zorder or 0, i))
    order = [0] * len(ranked)
    for place, index in enumerate(ranked):
        order[index] = place
    return order


def drawing_order(fig) -> list[int]:
    """Each trace's place in the drawing (later ones drawn over earlier ones): in the order of
    ``fig.data`` within each ``zorder`` (plotly draws lower ones first: the explorer's own
    mark of the legal targets goes under the board's traces)."""
    return _drawing_order(list(fig.data))


@dataclass(frozen=True)
class TextTrace:
    """What a trace's texts are worked out from: its words, where they stand and how large,
    and its markers' sizes (a text beside a marker starts past it). A key: two traces with
    the same values give the same texts, wherever and whenever they are read."""

    name: str
    x: tuple
    y: tuple
    words: object
    where: object
    size: object
    shadow: object
    marks: object

    @classmethod
    def of(cls, trace, mode: str) -> TextTrace:
        textfont = trace.textfont
        marks = trace.marker.size if "markers" in mode else 0
        return cls(
            trace.name,
            _frozen(trace.x),
            _frozen(trace.y),
            _frozen(trace.text),
            _frozen(trace.textposition),
            _frozen(textfont.size),
            textfont.shadow,
            _frozen(marks),
        )


@functools.lru_cache(maxsize=1024)
def _boxed(trace: TextTrace, drawing: Drawing, presenter: bool, order: int) -> tuple[Text, ...]:
    """The texts ``trace`` draws in ``drawing`` (see ``texts``). Kept by their values: the
    check reads a board anew for each element it rings, and a ring's drawing leaves most of
    the board's words where they were; a trace whose words, places or sizes change (or a
    layout that does) is a new key, worked out anew."""
    count = len(trace.x)
    words = _each(trace.words, count)
    where = _each(trace.where or "middle center", count)
    sizes = _each(trace.size or drawing.font, count)
    marks = _each(trace.marks, count)
    halo = bool(trace.shadow) and trace.shadow != "none"
    found = []
    points = zip(trace.x, trace.y, words, where, sizes, marks, strict=True)
    for x, y, text, at, size, mark in points:
        if not text or not str(text).strip():
            continue
        px, py = drawing.at(x, y)
        box = text_box(str(text), px, py, at, size, (mark or 0) / 2)
        if presenter:
            box = grown(box, at, FONT_PX / drawing.presenter_scale / size)
        # A text written on its own marker, within it: the marker is drawn with it.
        on_mark = (
            at == "middle center"
            and bool(mark)
            and all(
                abs(edge - centre) <= mark / 2
                for edge, centre in ((box[0], px), (box[1], px), (box[2], py), (box[3], py))
            )
        )
        found.append(Text(trace.name, str(text), box, order, halo, on_mark))
    return tuple(found)


#: How far (px) a ring's line may graze a text's box and not count as crossing it.
SLACK = 0.5


class Reading:
    """One drawing of a figure, read once for both presenter modes: its traces, their places
    in the drawing, its rings, and the keys its texts are worked out from (``TextTrace``:
    texts read before from the same values are not worked out again). Read it anew after
    each drawing."""

    def __init__(self, fig) -> None:
        self.drawing = Drawing.of(fig)
        self.traces = list(fig.data)
        self.order = _drawing_order(self.traces)
        self.names = [trace.name for trace in self.traces]
        self._rings: list[Ring] | None = None
        self._text_traces: list[tuple[TextTrace, int]] | None = None

    def rings(self) -> list[Ring]:
        """Every ring drawn: the highlight's rim and ring, the picks' square and the legal
        targets' marks, each as the band its line covers."""
        if self._rings is None:
            self._rings = [
                ring
                for trace, name, order in zip(self.traces, self.names, self.order, strict=True)
                if name in RING_NAMES
                for ring in _rings_of(trace, self.drawing, order)
            ]
        return list(self._rings)

    def text_traces(self) -> list[tuple[TextTrace, int]]:
        """Each trace that draws texts (not the rings'), as its key, with its place."""
        if self._text_traces is None:
            self._text_traces = []
            for trace, name, order in zip(self.traces, self.names, self.order, strict=True):
                mode = trace.mode or ""
                if "text" in mode and name not in RING_NAMES and trace.x:
                    self._text_traces.append((TextTrace.of(trace, mode), order))
        return self._text_traces

    def texts(self, presenter: bool = False, skip: Iterable[str] = ()) -> list[Text]:
        """Every text drawn (see ``texts``)."""
        skip = set(skip)
        return [
            text
            for trace, order in self.text_traces()
            if trace.name not in skip
            for text in _boxed(trace, self.drawing, presenter, order)
        ]

    def crossed(self, presenter: bool = False, skip: Iterable[str] = ()):
        """Every (ring, text) whose ring's line crosses the text's box (see ``crossed``)."""
        boxes = self.texts(presenter, skip)
        found = []
        for ring in self.rings():
            cx, cy = ring.centre
            reach = ring.outer - SLACK
            # Only a box within ``reach`` of the centre along both axes can be crossed (for
            # the three shapes, ``covers``'s nearest distance is at least the larger of dx
            # and dy): the others are passed over without working out the distances.
            found += [
                (ring, text)
                for text in boxes
                if text.box[0] - cx < reach
                and cx - text.box[1] < reach
                and text.box[2] - cy < reach
                and cy - text.box[3] < reach
                and covers(ring, text.box, SLACK)
            ]
        return found

    def hidden(self, presenter: bool = False, skip: Iterable[str] = ()):
        """(ring's trace, text's trace, text) for every text a ring hides (see ``hidden``)."""
        return [
            (ring.trace, text.trace, text.words)
            for ring, text in self.crossed(presenter, skip)
            if text.order < ring.order or not (text.halo or text.on_mark)
        ]


def texts(fig, presenter: bool = False, skip: Iterable[str] = ()) -> list[Text]:
    """Every text a trace of ``fig`` draws (not the rings' and not those in ``skip``), boxed
    where plotly draws it; with ``presenter``, grown to presenter mode's 18 px on screen."""
    return Reading(fig).texts(presenter, skip)


def text_box(text: str, x: float, y: float, where: str, size: float, radius: float):
    """A text's box as plotly draws it at (x, y) with ``where`` (its textposition), beside a
    marker of ``radius`` px (``Drawing.textPointPosition``)."""
    lines = text.split("<br>")
    vertical = "top" if "top" in where else "bottom" if "bottom" in where else "middle"
    across = "end" if "left" in where else "start" if "right" in where else "middle"
    sign = {"top": -1, "bottom": 1, "middle": 0, "start": 1, "end": -1}
    r = radius / 0.8 + 1 if radius else 0
    spread = (len(lines) - 1) * LINE_SPACING + 1
    baseline = y + size * 0.75 + sign[vertical] * r + (sign[vertical] - 1) * spread * size / 2
    top = baseline - ASCENT * size
    bottom = baseline + (len(lines) - 1) * LINE_SPACING * size + DESCENT * size
    wide = max(text_width.text_ems(line) for line in lines) * size
    start = x + sign[across] * r
    left = {"start": start, "end": start - wide, "middle": start - wide / 2}[across]
    return (left, left + wide, top, bottom)


def grown(box, where: str, grow: float):
    """``box`` grown ``grow`` times as explorer/figure.js grows a label: about its anchor
    across (its start, middle or end), about its middle up and down."""
    left, right, top, bottom = box
    at = 1 if "left" in where else 0 if "right" in where else 0.5
    x = left + (right - left) * at
    y = (top + bottom) / 2
    return (
        x - (x - left) * grow,
        x + (right - x) * grow,
        y - (y - top) * grow,
        y + (bottom - y) * grow,
    )


def rings(fig) -> list[Ring]:
    """Every ring drawn on ``fig`` now: the highlight's rim and ring, the picks' square and
    the legal targets' marks, each as the band its line covers."""
    return Reading(fig).rings()


def _rings_of(trace, drawing: Drawing, order: int) -> list[Ring]:
    if not trace.x:
        return []
    line = RING_LINES[trace.name]
    sizes = _each(trace.marker.size, len(trace.x))
    symbol = trace.marker.symbol or ""
    shape = next((s for s in ("square", "diamond") if s in symbol), "circle")
    # A diamond's line, at 45 degrees to the axes, is line * sqrt(2) wide along them.
    reach, width = (0.65, line * math.sqrt(2)) if shape == "diamond" else (0.5, line)
    found = []
    for x, y, size in zip(trace.x, trace.y, sizes, strict=True):
        half = (size or 6) * reach
        inner, outer = max(half - width / 2, 0), half + width / 2
        found.append(Ring(trace.name, drawing.at(x, y), inner, outer, shape, order))
    return found


def covers(ring: Ring, box: Sequence[float], slack: float = SLACK) -> bool:
    """Whether ``ring``'s line crosses ``box`` (a text wholly inside the ring, on the mark it
    rounds, is not covered; nor one the line only grazes by ``slack`` px)."""
    cx, cy = ring.centre
    left, right, top, bottom = box
    dx = max(left - cx, 0, cx - right)
    dy = max(top - cy, 0, cy - bottom)
    if ring.shape == "diamond":  # |x| + |y|: the distance a diamond's line is drawn at
        nearest = dx + dy
        farthest = max(abs(left - cx), abs(right - cx)) + max(abs(top - cy), abs(bottom - cy))
    elif ring.shape == "square":
        nearest = max(dx, dy)
        farthest = max(max(abs(left - cx), abs(right - cx)), max(abs(top - cy), abs(bottom - cy)))
    else:
        nearest = math.hypot(dx, dy)
        farthest = math.hypot(
            max(abs(left - cx), abs(right - cx)), max(abs(top - cy), abs(bottom - cy))
        )
    return nearest < ring.outer - slack and farthest > ring.inner + slack


def crossed(fig, presenter: bool = False, skip: Iterable[str] = ()) -> list[tuple[Ring, Text]]:
    """Every (ring, text) of ``fig`` whose ring's line crosses the text's box."""
    return Reading(fig).crossed(presenter, skip)


def hidden(fig, presenter: bool = False, skip: Iterable[str] = ()) -> list[tuple[str, str, str]]:
    """(ring's trace, text's trace, text) for every text a ring of ``fig`` hides: one its line
    crosses that is drawn under the ring, or over it with neither a halo round its letters
    nor a marker of its own under them (the ring's line then runs through its letters)."""
    return Reading(fig).hidden(presenter, skip)


def _cover_shapes(reading: Reading, above: int, presenter: bool):
    """What is drawn over the drawing's place ``above``: each later trace's markers (centre,
    half size with their line, square or not) and, for its texts, their boxes."""
    drawing = reading.drawing
    marks, boxes = [], []
    for order, trace in zip(reading.order, reading.traces, strict=True):
        if order <= above or not trace.x or trace.visible is False:
            continue
        if "markers" in (trace.mode or "") and trace.name not in RING_NAMES:
            sizes = _each(trace.marker.size or 6, len(trace.x))
            lines = _each(trace.marker.line.width or 0, len(trace.x))
            symbols = _each(trace.marker.symbol or "circle", len(trace.x))
            opacity = trace.marker.opacity if trace.marker.opacity is not None else 1
            points = zip(trace.x, trace.y, sizes, lines, symbols, strict=True)
            for x, y, size, line, symbol in points:
                if size and opacity > 0.5 and "open" not in str(symbol):
                    square = "square" in str(symbol)
                    marks.append((drawing.at(x, y), size / 2 + (line or 0) / 2, square))
    boxes = [t.box for t in reading.texts(presenter) if t.order > above]
    return marks, boxes


def shown_share(
    fig, trace_name: str, presenter: bool = False, samples: int = 72, words: bool = True
) -> list[float]:
    """For each ring of ``trace_name`` drawn now, the share of its line's middle that nothing
    drawn over it hides: no later trace's filled marker and (with ``words``) no later text's
    box (the letters of a text over a ring hide less than its box: a share, not an exact
    count)."""
    reading = Reading(fig)
    found = []
    for ring in reading.rings():
        if ring.trace != trace_name:
            continue
        marks, boxes = _cover_shapes(reading, ring.order, presenter)
        boxes = boxes if words else []
        radius = (ring.inner + ring.outer) / 2
        cx, cy = ring.centre
        shown = 0
        for k in range(samples):
            angle = 2 * math.pi * k / samples
            dx, dy = math.cos(angle), math.sin(angle)
            if ring.shape == "square":  # the square's side, not a circle through its corners
                reach = radius / max(abs(dx), abs(dy))
            elif ring.shape == "diamond":
                reach = radius / (abs(dx) + abs(dy))
            else:
                reach = radius
            px, py = cx + dx * reach, cy + dy * reach
            under_mark = any(
                (max(abs(px - mx), abs(py - my)) if square else math.hypot(px - mx, py - my))
                <= half
                for (mx, my), half, square in marks
            )
            under_text = any(l <= px <= r and t <= py <= b for l, r, t, b in boxes)  # noqa: E741
            shown += not (under_mark or under_text)
        found.append(shown / samples)
    return found
