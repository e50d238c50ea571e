"""What a game's board view provides to the generic explorer.

A board view draws one game's state into a plotly ``FigureWidget`` and says which board
element (``"gallery:12"``, ``"guest:red-1"``, ...) a clicked point stands for. It is the only
game-specific code in ``explorer/``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.drawn_text import kept
from explorer.boards.layers import RING_LOOKS, Marks, Point, Points, dotted, xs, ys
from explorer.boards.layers import STILL as STILL  # the boards import it from here
from explorer.figure import LeanFigureWidget, served_picture_route
from rules.core import Game
from rules.core.messages import Msg


def rounded(p: Point) -> Point:
    # Rounded coordinates keep the figure's JSON short and let unchanged data compare equal.
    return (round(p[0], 3), round(p[1], 3))


#: The room, in pixels, the dashboard keeps above every board for its badge line (the moment
#: shown, the last action): a board that sizes its plot for the page counts it.
BADGE_MARGIN = 30

#: A ring's width (px) before a board has drawn any (``BoardView.ring_size``).
DEFAULT_RING = 34

#: Layout properties that are lists of objects, sent whole when a board changes them.
WHOLE_LAYOUT_LISTS = frozenset({"shapes", "annotations", "images"})


def _nested(props: dict[str, Any]) -> dict[str, Any]:
    """``{"marker.color": c}`` as plotly's update takes it: ``{"marker": {"color": c}}``."""
    tree: dict[str, Any] = {}
    for prop, value in props.items():
        target = tree
        *path, leaf = prop.split(".")
        for part in path:
            target = target.setdefault(part, {})
        target[leaf] = value
    return tree


def ring_traces() -> tuple[go.Scatter, go.Scatter, go.Scatter]:
    """The three traces every board draws last: a Step's highlight (dark rim, bright ring) and
    the user's current picks."""
    rim, ring, picked = (go.Scatter(**spec) for spec in RING_LOOKS)
    return rim, ring, picked


def board_layout(
    height: int,
    x_range: Sequence[float],
    y_range: Sequence[float],
    plot_bgcolor: str,
    font_size: int,
    shapes: list[dict[str, Any]],
) -> go.Layout:
    """A board's layout: fixed ranges at equal scale, hidden axes, clicks instead of zoom.

    No plotly template: a board sets its own colours and fonts, and plotly's default template
    cost each kernel about 50 ms to build on its first figure and each page 7 KB of layout to
    send and apply (benchmarks/README.md). Shapes, texts and markers say their colours; the
    seven boards drew the same pixels without it.
    """
    return go.Layout(
        template="none",
        height=height,
        autosize=True,
        margin=dict(l=4, r=4, t=4, b=4),
        dragmode=False,
        clickmode="event",
        hovermode="closest",
        showlegend=False,
        paper_bgcolor=palette.PAGE,
        plot_bgcolor=plot_bgcolor,
        font=dict(size=font_size, color=palette.TEXT),
        # Left-aligned, as plotly's template had it: hover texts run to several lines.
        hoverlabel=dict(font=dict(size=font_size), bgcolor=palette.PANEL_FILL, align="left"),
        # constrain="domain" keeps the ranges exact and shrinks the plot area instead.
        xaxis=dict(range=list(x_range), visible=False, fixedrange=True, constrain="domain"),
        yaxis=dict(
            range=list(y_range),
            visible=False,
            fixedrange=True,
            scaleanchor="x",
            scaleratio=1,
            constrain="domain",
        ),
        shapes=shapes,
    )


class BoardView(ABC):
    """Draws a game's states; built once per dashboard, updated in place on every change."""

    #: Shown under the board when the layout uses data the rulebook does not give.
    example_note: str = ""
    #: Whether plotly's modebar (image download) appears on hover; a board whose
    #: top-right corner holds text turns it off. Boards never zoom or pan either way.
    modebar: bool = True
    #: What the explorer adds to every board (the legal targets, the moment shown), applied
    #: to the plain figure before its widget is made: one widget per board, built once (a
    #: second widget copied from the first cost the kernel and the page a whole figure).
    decorate: Callable[[go.Figure], None] | None = None

    def __init__(self, game: Game) -> None:
        self.game = game
        #: The language the view writes its texts in: the game's first until the dashboard's
        #: switch says otherwise (a view of a one-language game never changes).
        self.language: str = game.info.languages[0]
        # What the current figure already shows, so that a draw sends only what changed: each
        # property sent to a FigureWidget costs a message, whatever its size.
        self._fig: go.Figure | None = None
        self._sent: dict[tuple[int | str, str], Any] = {}
        #: The changes of the draw under way: a trace index (or "layout") -> its dotted
        #: properties ("marker.color") -> their values.
        self._changes: dict[int | str, dict[str, Any]] = {}
        #: The (trace index, property) pairs whose values plotly has checked once: see _flush.
        self._checked: set[tuple[int, str]] = set()
        #: The element id of each point of each clickable trace (``element_at``).
        self._ids: dict[int, Sequence[str]] = {}
        #: How wide the last draw's rings were round an element (``ring_size``).
        self._ring_sizes: Callable[[str], float] | None = None

    # ----- the shared layers --------------------------------------------------------------
    def _figure(
        self,
        looks: Sequence[dict[str, Any]],
        layout: go.Layout,
        state: Any,
        placed: dict[int, dict[str, Any]] | None = None,
    ) -> go.FigureWidget:
        """The board's widget from its declared ``looks`` (one per trace, in order: see
        layers.look) and what ``placed`` adds to a trace from the board's geometry (points
        that never move, their ids in ``customdata``), with ``state`` drawn in."""
        placed = placed or {}
        data = [go.Scatter(**spec) for spec in looks]
        for i, props in placed.items():  # merged into the look: {"marker": {"size": ...}}
            data[i].update(props)
        self._ids = {
            i: list(props["customdata"]) for i, props in placed.items() if "customdata" in props
        }
        return self._wrap(go.Figure(data=data, layout=layout), state)

    def _points(
        self, trace: int, xy: Iterable[Point], ids: Sequence[str] | None = None, **columns: Any
    ) -> None:
        """Queue a trace's points: their positions, their element ids (``customdata`` and
        ``element_at``; None for a decoration) and a value per point for each column
        (``marker_color=(...)`` is ``marker.color``)."""
        xy = tuple(xy)
        put = self._put
        put(trace, "x", xs(xy))
        put(trace, "y", ys(xy))
        if ids is not None:
            ids = tuple(ids)
            put(trace, "customdata", ids)
            self._ids[trace] = ids
        for name, values in columns.items():
            put(trace, dotted(name), tuple(values))

    def _send(self, trace: int, points: Points, clickable: bool = True) -> None:
        """Queue the ``points`` collected for ``trace`` (ids only when ``clickable``)."""
        ids = points.ids if clickable else None
        self._points(trace, points.xy, ids, **points.columns)

    # ----- sending only what changed (shared by the views) ---------------------------------
    def _wrap(self, plain: go.Figure, state: Any) -> LeanFigureWidget:
        """The widget for ``plain``, with ``state`` already drawn into its initial data.

        Updates sent to a FigureWidget before the page renders it never reach the browser, so
        the first picture must be part of the figure itself.
        """
        self._fig, self._sent = plain, {}
        if state is not None:
            self.draw(plain, state)
        if self.decorate is not None:
            self.decorate(plain)
        for trace in plain.data:  # no point drawn with an empty text (drawn_text.py)
            if isinstance(trace.text, tuple | list):
                trace.text = kept("text", trace.text)
        fig = LeanFigureWidget(plain)  # plotly's FigureWidget, its browser side lean
        # FigureWidget takes no config argument; its synced ``_config`` is what the browser
        # passes to Plotly.newPlot (plotly.py issue #1074). The plotly logo is a link off the
        # page with no name a screen reader could read: never shown. (The toolbar's buttons
        # are taken out of the Tab order in the browser, explorer/access.py.)
        config = {**fig._config, "displaylogo": False}
        if not self.modebar:
            config["displayModeBar"] = False
        fig._config = config
        fig._keep_picture = True  # a board opens the same way on every page
        fig._picture_url = served_picture_route(self.game.info.slug)
        self._fig = fig  # what was drawn into `plain` is now in `fig`: keep `_sent`
        return fig

    def _begin(self, fig: go.Figure) -> None:
        """Start a draw; a different figure than last time has seen nothing yet."""
        if fig is not self._fig:
            self._fig, self._sent = fig, {}
        self._changes = {}

    def _put(self, trace: int | str, prop: str, value: Any) -> None:
        """Queue ``value`` for ``prop`` ("marker.color") of a trace index, or of "layout"."""
        value = kept(prop, value)  # no point given an empty text (drawn_text.py)
        key = (trace, prop)
        if self._sent.get(key) == value:
            return
        self._sent[key] = value
        self._changes.setdefault(trace, {})[prop] = value

    def _flush(self, fig: go.Figure) -> None:
        """Send the queued changes in one batch.

        plotly checks a property's value each time it is set, through its whole object
        model: about half of a board's redraw (Mycelia: Prisma, 4 players: 7 of 14 ms per
        move). A trace's property is checked the first time this view sends it (its name and
        the kind of its value: a view sends each property the same kind of value every time,
        tuples of numbers or of texts, a colour or a list of them); after that its value
        goes straight into the batch, which plotly sends and applies to the figure as it
        always does. The layout, sent a few times a game, is always checked."""
        if not self._changes:
            return
        with fig.batch_update():
            edits = fig._batch_trace_edits  # what plotly's own checked setters fill in a batch
            for trace, props in self._changes.items():
                if trace == "layout":
                    # A list of shapes is replaced whole: plotly's update merges it element by
                    # element, which kept a longer old list's extra shapes (a new game of fewer
                    # players still showed the rows of the last one) and mixed up a longer one.
                    for key in WHOLE_LAYOUT_LISTS & props.keys():
                        fig.layout[key] = props.pop(key)
                    fig.layout.update(_nested(props))
                    continue
                first = {p: v for p, v in props.items() if (trace, p) not in self._checked}
                if first:
                    fig.data[trace].update(_nested(first))
                    self._checked.update((trace, p) for p in first)
                if len(first) < len(props):
                    batch = edits.setdefault(trace, {})
                    for prop, value in props.items():
                        if prop not in first:
                            batch[prop] = value

    def _draw_rings(
        self,
        rings: tuple[int, int, int],
        highlight: Iterable[str],
        selected: Iterable[str],
        where: Callable[[str], Point | None],
        size: Callable[[str], float],
        picked_wider: float = 4,
    ) -> None:
        """Queue the rings of ``ring_traces()`` (trace indices ``rings``: rim, ring, picks)
        around a Step's ``highlight`` and the user's ``selected`` elements. ``where`` says
        where an element stands (None: this state does not draw it, nothing to ring) and
        ``size`` how wide its ring is; a pick's square is ``picked_wider`` pixels wider, so
        that it shows around a highlight ring on the same element."""
        rim, ring, picked = rings
        self._ring_sizes = size
        for traces, elements, wider in (
            ((rim, ring), highlight, 0),
            ((picked,), selected, picked_wider),
        ):
            xs, ys, sizes = [], [], []
            for element in elements:
                p = where(element)
                if p is None:
                    continue
                xs.append(p[0])
                ys.append(p[1])
                sizes.append(size(element) + wider)
            for trace in traces:
                self._put(trace, "x", tuple(xs))
                self._put(trace, "y", tuple(ys))
                self._put(trace, "marker.size", tuple(sizes))

    def ring_size(self, element: str) -> float:
        """How wide (px) the last draw's ring round ``element`` was (or would have been): a
        mark the explorer draws round the same element (its legal targets) matches it."""
        return self._ring_sizes(element) if self._ring_sizes is not None else DEFAULT_RING

    def located(self, state: Any) -> Callable[[str], Point | None]:
        """``locate`` for rings: where an element of ``state`` stands, None if not drawn."""

        def where(element: str) -> Point | None:
            try:
                return self.locate(state, element)
            except KeyError:
                return None

        return where

    @abstractmethod
    def build(self, state: Any = None) -> go.FigureWidget:
        """A new figure with every trace the view will ever need (their number never changes),
        showing ``state`` in its initial data: updates sent before the page renders the widget
        are lost, so the first picture must be part of the figure itself."""

    def draw(
        self,
        fig: go.FigureWidget,
        state: Any,
        highlight: Marks = (),
        selected: Marks = (),
    ) -> None:
        """Show ``state``; ring the elements in ``highlight`` (a Step's) and mark ``selected``
        (the user's picks so far). What ``paint`` queues reaches the page in one
        ``fig.batch_update()``, only the properties that changed since the last draw."""
        self._begin(fig)
        self.paint(state, highlight, selected)
        self._flush(fig)

    @abstractmethod
    def paint(self, state: Any, highlight: Marks, selected: Marks) -> None:
        """Queue (``_put``, ``_points``, ``_draw_rings``) everything that shows ``state``, with
        the rings of ``highlight`` and the picks of ``selected``."""

    def element_at(self, trace_index: int, point_index: int) -> str | None:
        """The board element id of a clicked point, or None for decoration."""
        ids = self._ids.get(trace_index, ())
        return ids[point_index] if 0 <= point_index < len(ids) else None

    @abstractmethod
    def locate(self, state: Any, element_id: str) -> Point:
        """Where the element stands on the board (rings and picks are drawn there);
        KeyError for an element this state does not have."""

    def set_language(self, language: str) -> None:
        """Write the board's texts in ``language`` from the next draw on; the explorer redraws
        the board and its description after telling the view. A view whose texts come from
        the game's messages renders them in ``self.language``."""
        if language not in self.game.info.languages:
            raise ValueError(
                f"{self.game.info.title} does not speak {language!r}: "
                f"{', '.join(self.game.info.languages)}"
            )
        self.language = language

    def describe(self, state: Any) -> Msg | str:
        """The text description shown under the board: the game's (a message, read in the
        dashboard's language), or a board's own words."""
        return self.game.describe(state)
