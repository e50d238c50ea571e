"""The shared layers of the board views: how a board declares its traces and fills them.

A board declares its look once, as data: one ``look(...)`` per trace (its name, mode and the
properties that never change), in trace order, and the rings and legal targets every board
draws last. ``BoardView._figure`` builds the figure from that declaration and the state's
first drawing; a draw then hands each trace its points (``BoardView._points``, or a
``Points`` collected element by element), and the base sends only what changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from explorer import palette

Point = tuple[float, float]
Marks = Sequence[str]  # the elements a draw rings (a Step's) or marks (the user's picks)

# Decorations take no hover and no clicks.
STILL = {"hoverinfo": "skip", "showlegend": False}
# A board element: its hover text shows, a click on it reaches the explorer.
CLICK = {"hoverinfo": "text", "showlegend": False}
CENTRE = {"textposition": "middle center"}


def look(name: str, mode: str = "markers", *, click: bool = True, centre: bool = False, **props):
    """The fixed properties of one trace (plotly ``Scatter`` arguments): a board element when
    ``click``, a decoration otherwise; ``centre`` writes its texts on its markers."""
    return (
        {"name": name, "mode": mode, **(CLICK if click else STILL)}
        | (CENTRE if centre else {})
        | props
    )


def text_font(size: float, color: str | None = None, shadow: str = "auto") -> dict[str, Any]:
    """A trace's text font: ``size`` px, in ``color`` (plotly's own ink when None), over a
    halo (``shadow``; "auto": plotly's, the contrast of the ink) so a word stays readable where
    it crosses a line or a mark."""
    return {"size": size, "shadow": shadow} | ({} if color is None else {"color": color})


#: The three traces every board draws last: a Step's highlight (dark rim, bright ring) and
#: the user's current picks.
RING_LOOKS = (
    look(
        "highlight rim",
        click=False,
        marker=dict(symbol="circle-open", color=palette.HIGHLIGHT_EDGE, line=dict(width=7)),
    ),
    look(
        "highlight",
        click=False,
        marker=dict(symbol="circle-open", color=palette.HIGHLIGHT, line=dict(width=4)),
    ),
    look(
        "selected",
        click=False,
        marker=dict(symbol="square-open", color=palette.SELECTED, line=dict(width=4)),
    ),
)

#: Where the picked pieces may legally go, for a board that marks them itself: a bullseye in
#: the picks' deep blue, unlike every piece and the rings.
TARGETS_LOOK = look(
    "legal targets",
    click=False,
    marker=dict(symbol="circle-open-dot", color=palette.SELECTED, line=dict(width=3)),
)


def halo(colour: str = palette.PANEL_FILL) -> str:
    """A thin outline round a text's letters in ``colour`` (plotly's ``textfont.shadow``, a
    CSS text-shadow, as plotly's own "auto" draws it): for words a ring may pass under, so that
    where the ring's line crosses them their letters stay whole and read (issue 44: a ring or
    mark never covers a text)."""
    offsets = ((1, 1), (-1, -1), (1, -1), (-1, 1))
    return ", ".join(" ".join((f"{x}px", f"{y}px", "1px", colour)) for x, y in offsets)


def rect(
    x0: float, y0: float, x1: float, y1: float, fill: str, line: str, width: float = 1, **more
) -> dict[str, Any]:
    """A panel under the board's marks: a plotly rectangle shape from (x0, y0) to (x1, y1),
    its corners rounded as the points' are, filled with ``fill`` and edged with ``line``;
    ``more`` adds the shape's other properties (``opacity``, ``visible``)."""
    corners = dict(x0=round(x0, 3), y0=round(y0, 3), x1=round(x1, 3), y1=round(y1, 3))
    edge = dict(color=line, width=width)
    return dict(type="rect", **corners, fillcolor=fill, line=edge, layer="below", **more)


def dotted(name: str) -> str:
    """A plotly property from a keyword: ``marker_line_color`` -> ``marker.line.color``."""
    return name.replace("_", ".")


class Points:
    """The points of one trace, collected element by element during a draw: their ids (None
    for a decoration), positions and one value per point for each column named at the start
    (``Points("text", "hovertext", "marker_color")``)."""

    __slots__ = ("columns", "ids", "xy")

    def __init__(self, *columns: str) -> None:
        self.ids: list[str] = []
        self.xy: list[Point] = []
        self.columns: dict[str, list[Any]] = {c: [] for c in columns}

    def add(self, element: str | None, xy: Point, *values: Any) -> None:
        """One point: its values in the order the columns were named."""
        self.ids.append(element)  # type: ignore[arg-type]
        self.xy.append(xy)
        for column, value in zip(self.columns.values(), values, strict=True):
            column.append(value)


def xs(points: Iterable[Point]) -> tuple[float, ...]:
    return tuple(round(p[0], 3) for p in points)


def ys(points: Iterable[Point]) -> tuple[float, ...]:
    return tuple(round(p[1], 3) for p in points)


def place_of(scene: dict[str, Point], element_id: str) -> Point:
    """Where ``element_id`` stands in ``scene`` (element id -> point), or else the group it
    belongs to: its id cut at its last ':' until the scene has it (a card gone from the
    Ruins: the Ruins). KeyError for an element neither is drawn for."""
    probe = element_id
    while probe:
        if probe in scene:
            return scene[probe]
        probe = probe.rpartition(":")[0]
    raise KeyError(f"{element_id!r} is not drawn on this board")
