"""The board of Mycelia: Prisma: each player's 4 x 5 board with its drops (dewdrops as
circles, prism drops as diamonds: told apart by shape, not only colour), the cards of each
player (hand, gift area, draw and discard piles, action cards), the showcase, the root field's
three gift piles, the Shrine of Life and the favors bar with the mushrooms.

Clicks: a hand card plays it, a showcase card or a gift pile buys it, an action card uses it;
during a card's drops, a field removes a drop there, or two fields move one from the first to
the second; a card of the discard pile or the gift area is removed or recycled as the card
asks; "End turn" and "Leave unused" are buttons on the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import STILL, BoardView, Point, board_layout, ring_traces, rounded
from rules.mycelia_prisma.data import COLORS
from rules.mycelia_prisma.state import HIDDEN

SEAT_COLOURS = ("red", "blue", "turquoise", "yellow")
LANDSCAPE_FILL = {
    "moss": "#B8D8A8", "grass": "#E4EFA0", "water": "#A9CCE8", "earth": "#C8A97E",
    "shrine": "#F3E9F5",
}  # fmt: skip
BAR_FILL = {"start": "#FFFFFF", "green": "#A6DBA0", "amber": "#F6C667", "purple": "#C9A3D9"}
DEW = "#56B4E9"
PRISM = "#CC79A7"
WIDTH = 6.2  # one seat's board and cards, in field widths
BLOCK = 8.0  # the height of a row of two seats (board, name, cards)
TOP = 6.9  # the top of the table strip (showcase, gift piles, shrine, favors bar)
X_RANGE = (-0.5, 13.4)
FIELDS, DEWS, PRISMS, CARDS, BAR, MUSHROOMS, LABELS = range(7)
TRACE_COUNT = 10


def corner(seat: int) -> Point:
    """Where a seat's block starts: two seats side by side, seats 3 and 4 below 1 and 2."""
    return (seat % 2 * WIDTH, -(seat // 2) * BLOCK)


def field_xy(seat: int, field: int) -> Point:
    left, down = corner(seat)
    return (left + field % 5 + 0.5, down + 3.5 - field // 5)


def bottom(players: int) -> float:
    return -2.8 - (BLOCK if players > 2 else 0.0)


def height(players: int) -> int:
    return 640 if players > 2 else 420


class View(BoardView):
    example_note = (
        "The board layout, setup patterns, shrine capacities, supply cards, the favors bar's "
        "spaces, the cards and the gifts' colours are example data, not from the rulebook "
        "(the Prisma rulebook leaves them to the base game, which it does not give)."
    )
    modebar = False

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._ids: list[list[str]] = [[] for _ in range(TRACE_COUNT)]

    # ----- where things are ---------------------------------------------------------------
    def scene(self, s: Any) -> dict[str, Point]:
        at: dict[str, Point] = {}
        for seat in range(s.players):
            left, down = corner(seat)
            at[f"board:{seat}"] = (left + 2.5, down + 2.0)
            for field in range(20):
                at[f"field:{seat}:{field}"] = field_xy(seat, field)
            at[f"hand:{seat}"] = (left + 0.4, down - 0.6)
            at[f"gifts:{seat}"] = (left + 0.4, down - 1.5)
            at[f"deck:{seat}"] = (left + 0.4, down - 2.3)
            at[f"discard:{seat}"] = (left + 1.9, down - 2.3)
            for i, letter in enumerate("abfg"):
                at[f"action:{seat}:{letter}"] = (left + 3.7 + i * 0.6, down - 2.3)
        for slot in range(5):
            at[f"showcase:{slot}"] = (0.5 + slot * 1.1, 6.0)
        for i, color in enumerate(COLORS):
            at[f"pile:{color}"] = (6.3 + i * 1.1, 6.0)
        at["shrine"] = (10.0, 6.0)
        for space in range(len(self.game.board.bar)):
            at[f"bar:{space}"] = (1.5 + space * 0.9, 4.9)
        for seat in range(s.players):
            at[f"mushroom:{seat}"] = at[f"bar:{s.mushrooms[seat]}"]
        at["gwidyon"] = (11.5, 4.9)
        at["end"] = (11.3, 6.0)
        at["skip"] = (11.3, 5.45)
        return at

    def locate(self, state: Any, element_id: str) -> Point:
        at = self.scene(state)
        if element_id in at:
            return at[element_id]
        head, _, rest = element_id.partition(":")
        seat = rest.partition(":")[0]
        group = f"{head}:{seat}"
        if head in ("hand", "gifts", "discard") and group in at:
            return at[group]
        raise KeyError(element_id)

    def element_at(self, trace_index: int, point_index: int) -> str | None:
        ids = self._ids[trace_index] if 0 <= trace_index < len(self._ids) else []
        return ids[point_index] if 0 <= point_index < len(ids) else None

    # ----- drawing ------------------------------------------------------------------------
    def build(self, state: Any = None) -> go.FigureWidget:
        traces = [
            go.Scatter(
                name="fields",
                mode="markers",
                hoverinfo="text",
                marker=dict(symbol="square", size=38, line=dict(width=1, color=palette.INK)),
            ),
            go.Scatter(
                name="dewdrops",
                mode="markers+text",
                hoverinfo="text",
                textfont=dict(size=12, color=palette.INK),
                marker=dict(
                    symbol="circle", color=DEW, size=16, line=dict(width=1, color=palette.INK)
                ),
            ),
            go.Scatter(
                name="prism drops",
                mode="markers+text",
                hoverinfo="text",
                textfont=dict(size=12, color=palette.INK),
                marker=dict(
                    symbol="diamond", color=PRISM, size=18, line=dict(width=1, color=palette.INK)
                ),
            ),
            go.Scatter(
                name="cards",
                mode="markers+text",
                hoverinfo="text",
                textposition="middle right",
                textfont=dict(size=12, color=palette.TEXT),
                marker=dict(
                    symbol="square",
                    size=14,
                    color=palette.PANEL_FILL,
                    line=dict(width=1, color=palette.INK),
                ),
            ),
            go.Scatter(
                name="favors bar",
                mode="markers+text",
                hoverinfo="text",
                textfont=dict(size=12, color=palette.INK),
                marker=dict(symbol="square", size=26, line=dict(width=1, color=palette.INK)),
            ),
            go.Scatter(
                name="mushrooms",
                mode="markers",
                hoverinfo="text",
                marker=dict(size=14, line=dict(width=1, color=palette.INK)),
            ),
            go.Scatter(
                name="labels", mode="text", **STILL, textfont=dict(size=12, color=palette.TEXT)
            ),
            *ring_traces(),
        ]
        players = state.players if state is not None else 1
        y_range = (bottom(players), TOP)
        layout = board_layout(height(players), X_RANGE, y_range, palette.BOARD, 13, [])
        return self._wrap(go.Figure(data=traces, layout=layout), state)

    def draw(
        self,
        fig: go.FigureWidget,
        state: Any,
        highlight: Sequence[str] = (),
        selected: Sequence[str] = (),
    ) -> None:
        self._begin(fig)
        self._put("layout", "height", height(state.players))
        self._put("layout", "yaxis.range", [bottom(state.players), TOP])
        unit = (height(state.players) - 8) / (TOP - bottom(state.players))  # px per field
        for trace, share in ((FIELDS, 0.85), (DEWS, 0.36), (PRISMS, 0.42), (BAR, 0.6)):
            self._put(trace, "marker.size", round(unit * share))
        at = self.scene(state)
        self._fields(state, at)
        self._drops(state)
        self._cards(state, at)
        self._bar(state, at)
        self._labels(state, at)
        for trace, ids in ((7, highlight), (8, highlight), (9, selected)):
            points = [rounded(self.locate(state, i)) for i in ids if self._known(state, i)]
            self._put(trace, "x", tuple(p[0] for p in points))
            self._put(trace, "y", tuple(p[1] for p in points))
            self._put(trace, "marker.size", 30 if trace != 9 else 34)
        self._flush(fig)

    def _known(self, state: Any, element: str) -> bool:
        try:
            self.locate(state, element)
        except KeyError:
            return False
        return True

    def _points(self, trace: int, points: list[tuple[Point, str, str, str]], **extra) -> None:
        """Points of a trace: (place, element id, text on the board, hover text)."""
        self._ids[trace] = [p[1] for p in points]
        self._put(trace, "x", tuple(round(p[0][0], 3) for p in points))
        self._put(trace, "y", tuple(round(p[0][1], 3) for p in points))
        self._put(trace, "customdata", tuple(p[1] for p in points))
        self._put(trace, "hovertext", tuple(p[3] for p in points))
        if trace != FIELDS and trace != MUSHROOMS:
            self._put(trace, "text", tuple(p[2] for p in points))
        for prop, value in extra.items():
            self._put(trace, prop, value)

    def _fields(self, s: Any, at: dict[str, Point]) -> None:
        points, fills = [], []
        landscapes = self.game.board.landscapes
        for seat in range(s.players):
            for field in range(20):
                kind = "shrine" if self.game.is_shrine_field(s, seat, field) else landscapes[field]
                element = f"field:{seat}:{field}"
                hover = f"Player {seat + 1}, row {field // 5 + 1}, column {field % 5 + 1}: {kind}"
                points.append((at[element], element, "", hover))
                fills.append(LANDSCAPE_FILL[kind])
        self._points(FIELDS, points, **{"marker.color": tuple(fills)})

    def _drops(self, s: Any) -> None:
        for trace, grid, name, dx in (
            (DEWS, s.dew, "dewdrop", -0.2),
            (PRISMS, s.prism, "prism drop", 0.22),
        ):
            points = []
            for seat in range(s.players):
                for field in range(20):
                    count = grid[seat][field]
                    if count:
                        x, y = field_xy(seat, field)
                        element = f"field:{seat}:{field}"
                        points.append(((x + dx, y), element, str(count), f"{count} {name}(s)"))
            self._points(trace, points)

    def _card(self, code: int) -> str:
        return "card" if code == HIDDEN else self.game.cards[code].name

    def _cards(self, s: Any, at: dict[str, Point]) -> None:
        points = []
        for seat in range(s.players):
            x, y = at[f"hand:{seat}"]
            for i, code in enumerate(s.hands[seat]):
                key = "hidden" if code == HIDDEN else self.game.cards[code].key
                place = (x + i * 1.9, y)
                points.append(
                    (place, f"hand:{seat}:{key}", self._card(code)[:12], self._card(code))
                )
            gx, gy = at[f"gifts:{seat}"]
            for i, code in enumerate(s.gifts[seat]):
                name = self._card(code)
                points.append(
                    (
                        (gx + i * 1.5, gy),
                        f"gifts:{seat}:{self.game.cards[code].key}",
                        name[:10],
                        "Gift: " + name,
                    )
                )
            size = len(s.tops[seat]) + len(s.decks[seat])
            points.append(
                (at[f"deck:{seat}"], f"deck:{seat}", f"deck {size}", f"Draw pile: {size} cards")
            )
            discards = s.discards[seat]
            names = ", ".join(sorted({self._card(c) for c in discards})) or "empty"
            points.append(
                (
                    at[f"discard:{seat}"],
                    f"discard:{seat}",
                    f"discard {len(discards)}",
                    "Discard pile: " + names,
                )
            )
            for letter in s.actions[seat]:
                used = " (used)" if seat == s.current and letter in s.used else ""
                points.append(
                    (
                        at[f"action:{seat}:{letter}"],
                        f"action:{seat}:{letter}",
                        letter,
                        f"Action card {letter}{used}",
                    )
                )
        for slot, code in enumerate(s.showcase):
            if code:
                card = self.game.cards[code]
                points.append(
                    (
                        at[f"showcase:{slot}"],
                        f"showcase:{slot}",
                        f"{card.cost}",
                        f"{card.name}: {card.cost} leaves",
                    )
                )
        for color, pile in zip(COLORS, s.piles, strict=True):
            if pile:
                top = self._card(pile[0])
                points.append(
                    (
                        at[f"pile:{color}"],
                        f"pile:{color}",
                        str(len(pile)),
                        f"{color} gifts: {top} on top, {len(pile)} cards",
                    )
                )
        if s.tasks and s.tasks[0][0] == "turn":
            points.append((at["end"], "end", "End turn", "End the turn"))
        if s.tasks and s.tasks[0][0] not in (
            "turn",
            "draw",
            "market",
            "die",
            "gwidyon",
            "grant",
            "drop-action",
        ):
            points.append((at["skip"], "skip", "Leave unused", "Leave the ability unused"))
        self._points(CARDS, points)

    def _bar(self, s: Any, at: dict[str, Point]) -> None:
        bar = self.game.board.bar
        points = [
            (
                at[f"bar:{i}"],
                f"bar:{i}",
                "x" if i in s.blocked else str(i),
                f"Favors bar space {i}: {color}",
            )
            for i, color in enumerate(bar)
        ]
        self._points(BAR, points, **{"marker.color": tuple(BAR_FILL[c] for c in bar)})
        mushrooms, fills, symbols = [], [], []
        for seat in range(s.players):
            x, y = at[f"bar:{s.mushrooms[seat]}"]
            mushrooms.append(
                (
                    (x + 0.15 * seat - 0.2, y + 0.45),
                    f"mushroom:{seat}",
                    "",
                    f"Player {seat + 1}'s mushroom",
                )
            )
            style = palette.seat_style(SEAT_COLOURS[seat], seat)
            fills.append(style.fill)
            symbols.append(style.symbol)
        if s.gw_pos >= 0:
            x, y = at[f"bar:{s.gw_pos}"]
            mushrooms.append(((x + 0.3, y + 0.45), "gwidyon", "", "Gwidyon's mushroom"))
            fills.append(palette.OKABE_ITO["yellow"])
            symbols.append("star")
        self._points(
            MUSHROOMS, mushrooms, **{"marker.color": tuple(fills), "marker.symbol": tuple(symbols)}
        )

    def _labels(self, s: Any, at: dict[str, Point]) -> None:
        texts = []
        for seat in range(s.players):
            turn = " (to play)" if seat == s.current and not s.ended else ""
            left, down = corner(seat)
            name = f"Player {seat + 1}{turn}: {s.leaves[seat]} leaves"
            texts.append(((left + 2.5, down + 4.2), name))
        capacity = self.game.capacity(s.players)
        texts.append(((at["shrine"][0], 6.55), f"Shrine {s.shrine}/{capacity}"))
        texts.append(((2.7, 6.55), "Showcase (price in leaves)"))
        texts.append(((7.4, 6.55), "Gift piles"))
        if s.prisma:
            texts.append(((0.7, 4.9), "Favors"))
        if s.solo:
            texts.append(((at["gwidyon"][0], 4.9), f"Gwidyon: {s.gw_pile} drops"))
        self._put(LABELS, "x", tuple(round(p[0][0], 3) for p in texts))
        self._put(LABELS, "y", tuple(round(p[0][1], 3) for p in texts))
        self._put(LABELS, "text", tuple(p[1] for p in texts))
