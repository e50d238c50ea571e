"""The scouts' trails, hands and Companions around the desert table: the board view of Oasis.

Coordinates are in card widths, y pointing up, the status line on top. Scouts sit around the
table: the first half of them above the middle band, the rest below it. Each scout has two
lines, sometimes more:

- the trail: the Khalla #13 then one place per number down to the Oasis #0; played cards are
  drawn face up by their short names (``7``, ``7S`` for a Stage card, ``Cmp`` a Compass,
  ``Map``: rules/oasis/describe.py), the numbers still to play as faint places (click one,
  after a hand card, to Travel);
- the hand: the cards face up in the teacher view and in the view of their owner, face down
  (``?``) otherwise, fourteen a line (a bigger hand, before the discard down to eight, goes on
  more lines); then, at the right, the play area's Companions, five a line, coloured by clan
  (gold Explorers, purple Scavengers, red Marauders) with a short name;
- during a Pillage, under the thief's hand, the two grabbed cards ("Grabbed", ``grab:<card>``;
  click one to keep it): face up for the thief, the victim and the teacher, face down
  (``grab``) for the other scouts.

A block gets taller, and the board with it, while it needs more than these two lines.

Once a hand card (or a Mission's Companions) is picked, a blue bullseye marks each place where
the next click completes a legal action: the trail, the play area, the discard pile.

Under the last scout, the legend says what each short name and mark the board shows means
(the Companions' and Equipment's full names, Stage cards, face-down cards, the marks); its
entries are the game's, which its description reads too.

The middle band holds the Ruins (one column per number, #12 to #0: plain cards on the upper
line, Stage cards below, a badge counting copies), the Exploration deck, the four Lair slots,
the Equipment piles, the Companion deck and its discard pile.

Element ids are the engine's (rules/oasis/names.py), plus ``area:<seat>`` (a play area's
header), ``grab`` and ``grab:<card>`` (the grabbed cards, see rules/oasis/teaching.py), and a
copy suffix ``area:<seat>:<card>:<n>`` for the second and later equal Companions, so that a
Mission can pick both. ``customdata`` holds the id of every clickable point. Everything is
recomputed per draw (a few hundred points), and ``draw`` sends only the trace properties that
changed, inside one ``batch_update``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import STILL, BoardView, Point, board_layout, ring_traces
from explorer.boards.base import rounded as _r
from explorer.boards.base import xs as _xs
from explorer.boards.base import ys as _ys
from explorer.boards.legend import legend_lines
from explorer.boards.text_width import text_ems
from rules.core import CHANCE, Game
from rules.core.messages import Msg, render
from rules.oasis import names as n
from rules.oasis.cards import EQUIPMENT, HIDDEN, Card
from rules.oasis.describe import due, legend_entries, short_name
from rules.oasis.state import EMPTY, OasisState


def _count(noun: str, count: int) -> str:
    """A count in words ("1 card", "2 cards"): the catalogue's plural, never "card(s)"."""
    return render(n.count(noun, count))


# ----- trace indices (fixed once built) ---------------------------------------------------
SCOUTS = 0  # a header per scout: scout:<seat>
PLACES = 1  # trail places still to fill: trail:<seat>
CARDS = 2  # every card on the table: trail, hand, area, Ruins, Lair
PILES = 3  # deck, cdeck, cdiscard, supply:<item>
HEADS = 4  # group headers: hand:<seat>, area:<seat>, ruins
BADGES = 5  # copy counts on Ruins cards and piles (decoration)
LABELS = 6  # headings of the middle band (decoration)
STATUS = 7  # whose turn and what must be done, which view (decoration)
RING_EDGE = 8  # black rim under the highlight ring (decoration)
RING = 9  # highlight ring around a Step's elements (decoration)
PICKED = 10  # square ring around the user's picks (decoration)
TARGETS = 11  # a bullseye on each place the picked cards may legally go (decoration)
LEGEND = 12  # what each short name and mark means, under the board (decoration)
TRACE_COUNT = 13

# ----- colours ----------------------------------------------------------------------------
TABLE = "#F3E6CF"  # the desert table in the middle
ROW = "#FBF6EC"  # a scout's row
ROW_LINE = "#C9B08A"
JOURNEY = "#FFFDF8"
STAGE = "#CDE8E0"  # a Stage card: pale teal
KHALLA = "#C9A66B"
OASIS = "#9FD3EA"
EQUIP_FILL = {"compass": "#D9E7F5", "shield": "#E3E0DA", "map": "#F3E3B5"}
CLAN_FILL = {"explorers": "#E3B505", "scavengers": "#6A3D9A", "marauders": "#B2182B"}
CLAN_LINE = {"explorers": "#7A5C00", "scavengers": "#2E1647", "marauders": "#5C0A14"}
FACE_DOWN = "#6B4E2E"
PLACE_LINE = "#C9BFB0"
PLACE_TEXT = "#8A7F6E"  # numbers still to play: faint on purpose (decorative, also in hover)
EMPTY_FILL = "rgba(255,255,255,0)"

# ----- geometry (card widths) and sizes (pixels) ------------------------------------------
DX = 0.95  # from one card to the next
CARD_X = 3.05  # the first card of a line (the Khalla, the first hand card, #12 of the Ruins)
TRAIL_PLACES = 14  # Khalla #13 down to the Oasis #0
HEAD_X = 2.0  # "Hand", "Ruins" headers
AREA_HEAD_X = 16.35
AREA_X = 17.25  # first Companion of a play area
AREA_PER_LINE = 5
DECK_X = 15.75
LAIR_X = AREA_X
CDECK_X = AREA_X + 4 * DX
# A supply pile's count hangs below it, as a tab, and the row's names go under the tabs: at a
# pile's corner, as on a Ruins card, the count sat between two piles (whose was it?), over the
# pile's name ("Cmp") and against the Lair's cards just above.
# At 0.5 and 0.95 units, a pile's name, its count and the row's names were a line apart at
# 12 px, and presenter mode could not grow them to 18 px (each stopped at 17.9 px): they stand
# 18 px words apart now.
SUPPLY_BADGE_DY = 0.62
SUPPLY_LABEL_DY = 1.22
LINE_DY = 1.0  # between a scout's trail and hand
# A scout's block: its trail and hand lines and a little room; as low as the cards allow, so
# that with four scouts the legend under them stays above the fold at 1366 x 768.
SCOUT_H = 2.2
TABLE_H = 3.75  # the middle band, down to the supply's names
FIRST_BLOCK = 0.9  # from the status line to the first block's top
TOP = 0.0  # the status line
X_RANGE = (-0.1, 22.3)
PX_PER_UNIT = 36  # the figure's height follows the number of scouts at this scale
# A card as wide as the gap to the next allows (34 px apart): presenter mode draws its short
# name at 18 px, wider than the 29 px square it had ("Cmp", "Shd" ran over its edges).
CARD_SIZE = 32
# The widest face a card's square holds, in ems: presenter mode draws the board 1.19 times
# larger at 1366 x 768 and the face's words at 18 px, 15.1 px of the board's own drawing, so
# a 32 px square holds 2.1 ems. Bold "Cmp" and "Smu" ran 0.8 px past their squares' edges:
# a face wider than this in bold is drawn in regular weight (8 % narrower).
FACE_EMS = 2.0
PILE_SIZE = 33
BADGE_SIZE = 17
FONT = 13
SMALL = 12
RING_SIZE = 38
HAND_PER_LINE = 14  # hand cards on a line (as many as trail places); more go below
# The legend under the last block: lines of 12 px text, as wide as the board.
LEGEND_DY = 0.45
LEGEND_WIDTH = 104  # characters: about 610 px, 730 px once presenter mode grows the text

ACTION_TEXT = {
    "explore": "Explore",
    "recycle": "Recycle",
    "equip": "Equip",
    "upgraded-equip": "Upgraded Equip",
    "travel": "Travel",
    "pillage": "Pillage",
}


class _Points:
    """Points of one trace being gathered: ids, positions, texts, colours, hovers."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self.xy: list[Point] = []
        self.text: list[str] = []
        self.fill: list[str] = []
        self.line: list[str] = []
        self.ink: list[str] = []
        self.hover: list[str] = []

    def add(
        self, element: str, p: Point, text: str, fill: str, line: str, ink: str, hover: str
    ) -> None:
        self.ids.append(element)
        self.xy.append(_r(p))
        self.text.append(text)
        self.fill.append(fill)
        self.line.append(line)
        self.ink.append(ink)
        self.hover.append(hover)


class View(BoardView):
    """Oasis drawn with plotly (layout: see the module docstring)."""

    # The status line runs along the top, under the corner where plotly shows its modebar on
    # hover; the board has nothing to zoom or pan, so the modebar only hid the status.
    modebar = False

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        cards = game.cards
        self.cards = cards
        parts = []
        if cards.journey_example:
            parts.append("how many Journey cards carry each number and which are Stage cards")
        if cards.companions_example:
            parts.append("the list of Companions (names, clans, banners)")
        self.example_note = (
            "; ".join(parts)[:1].upper()
            + "; ".join(parts)[1:]
            + ": our own example data (rules/oasis/cards.toml), "
            "sized to the published card totals; the rulebook does not give them."
        )
        self._ids: list[list[str]] = [[] for _ in range(TRACE_COUNT)]
        self._scene: dict[str, Point] = {}
        self._scene_of: OasisState | None = None
        self._extra: tuple[int, ...] = ()
        self._legend: tuple[str, ...] = ()

    # ----- where things are ---------------------------------------------------------------
    # ``extra``: per scout, the lines its block has beyond the usual two (a hand of more than
    # HAND_PER_LINE cards, the two grabbed cards of a Pillage, more than two lines of
    # Companions); missing seats have none. See ``extra_lines``.
    def extra_lines(self, state: OasisState) -> tuple[int, ...]:
        """Per scout, how many lines its block needs beyond the trail and one hand line."""
        keep = state.task[:1] == ("keep",) and not state.ended
        out = []
        for seat in range(state.players):
            hand = self.hand_lines(len(state.hands[seat]))
            grab = 1 if keep and seat == state.current else 0
            area = -(-len(state.areas[seat]) // AREA_PER_LINE)
            out.append(max(hand + grab - 1, area - 2, 0))
        return tuple(out)

    @staticmethod
    def hand_lines(cards: int) -> int:
        return max(1, -(-cards // HAND_PER_LINE))

    def block_tops(
        self, players: int, extra: Sequence[int] = ()
    ) -> tuple[list[float], float, float]:
        """(top y of each scout's block, top y of the middle band, bottom of the board)."""
        y = TOP - FIRST_BLOCK
        above = (players + 1) // 2
        tops = []
        table = 0.0
        for seat in range(players):
            if seat == above:
                table = y
                y -= TABLE_H
            tops.append(y)
            y -= self.block_h(seat, extra)
        if players <= above:
            table = y
            y -= TABLE_H
        return tops, table, y

    @staticmethod
    def block_h(seat: int, extra: Sequence[int] = ()) -> float:
        return SCOUT_H + (extra[seat] if seat < len(extra) else 0) * LINE_DY

    def y_range(
        self, players: int, extra: Sequence[int] = (), legend: int = 0
    ) -> tuple[float, float]:
        """The board's y range: the blocks, then ``legend`` lines of the legend."""
        low = (
            self.block_tops(players, extra)[2] + 0.15 - (legend * LEGEND_DY + 0.1 if legend else 0)
        )
        return (round(low, 3), TOP + 0.55)

    def height(self, players: int, extra: Sequence[int] = (), legend: int = 0) -> int:
        low, high = self.y_range(players, extra, legend)
        return round((high - low) * PX_PER_UNIT) + 8

    def trail_xy(self, players: int, seat: int, index: int, extra: Sequence[int] = ()) -> Point:
        tops = self.block_tops(players, extra)[0]
        return _r((CARD_X + index * DX, tops[seat] - 0.45))

    def hand_xy(self, players: int, seat: int, index: int, extra: Sequence[int] = ()) -> Point:
        """A hand card's place: HAND_PER_LINE cards a line, the next ones on the lines below."""
        line, col = divmod(index, HAND_PER_LINE)
        top = self.block_tops(players, extra)[0][seat]
        return _r((CARD_X + col * DX, top - 0.45 - (1 + line) * LINE_DY))

    def area_xy(self, players: int, seat: int, index: int, extra: Sequence[int] = ()) -> Point:
        line, col = divmod(index, AREA_PER_LINE)
        tops = self.block_tops(players, extra)[0]
        return _r((AREA_X + col * DX, tops[seat] - 0.45 - line * LINE_DY))

    def table_lines(self, players: int, extra: Sequence[int] = ()) -> tuple[float, float, float]:
        """y of the middle band's labels, its upper line and its lower line."""
        top = self.block_tops(players, extra)[1]
        return (round(top - 0.27, 3), round(top - 1.02, 3), round(top - 1.02 - LINE_DY, 3))

    def ruins_xy(self, players: int, number: int, stage: bool, extra: Sequence[int] = ()) -> Point:
        _, upper, lower = self.table_lines(players, extra)
        return _r((CARD_X + (12 - number) * DX, lower if stage else upper))

    def locate(self, state: OasisState, element_id: str) -> Point:
        """Where ``element_id`` is drawn for ``state``: the element itself, or the group it
        belongs to when it has left (a recycled Ruins card: the Ruins). KeyError if neither."""
        scene = self.scene(state)
        probe = element_id
        while probe:
            if probe in scene:
                return scene[probe]
            probe = probe.rpartition(":")[0]
        raise KeyError(f"{element_id!r} is not drawn on this board")

    def scene(self, state: OasisState) -> dict[str, Point]:
        """Every element id of ``state`` and where it is drawn (the first copy of equal ids)."""
        if self._scene_of is not state:
            self._gather(state)
        return self._scene

    def element_at(self, trace_index: int, point_index: int) -> str | None:
        ids = self._ids[trace_index] if 0 <= trace_index < len(self._ids) else []
        return ids[point_index] if 0 <= point_index < len(ids) else None

    # ----- static pieces ------------------------------------------------------------------
    def _shapes(self, players: int, extra: Sequence[int] = ()) -> list[dict[str, Any]]:
        shapes: list[dict[str, Any]] = []

        def rect(x0, y0, x1, y1, fill, line, width=1.0):
            shapes.append(
                dict(
                    type="rect",
                    x0=round(x0, 3),
                    y0=round(y0, 3),
                    x1=round(x1, 3),
                    y1=round(y1, 3),
                    fillcolor=fill,
                    line=dict(color=line, width=width),
                    layer="below",
                    visible=True,
                )
            )

        tops, table, _ = self.block_tops(players, extra)
        rect(X_RANGE[0] + 0.05, table - TABLE_H + 0.3, X_RANGE[1] - 0.05, table, TABLE, ROW_LINE)
        for seat, top in enumerate(tops):
            bottom = top - self.block_h(seat, extra)
            rect(X_RANGE[0] + 0.05, bottom + 0.3, X_RANGE[1] - 0.05, top, ROW, ROW_LINE)
            rect(AREA_HEAD_X - 0.6, bottom + 0.38, X_RANGE[1] - 0.12, top - 0.08,
                 "#F4EEE2", "#E0D4BF")  # fmt: skip
        # Always as many shapes as four scouts need: a FigureWidget in the browser moves the
        # shapes it has but never draws shapes added by an update (found with 2 -> 4 scouts).
        high = self.game.info.players[1]
        while len(shapes) < 1 + 2 * high:
            shapes.append(dict(type="rect", visible=False, x0=0, y0=0, x1=0, y1=0))
        return shapes

    # ----- the figure ---------------------------------------------------------------------
    def build(self, state: OasisState | None = None) -> go.FigureWidget:
        click = dict(hoverinfo="text", showlegend=False)
        centre = dict(textposition="middle center")
        square = dict(symbol="square", line=dict(width=1.5))
        traces: dict[int, go.Scatter] = {
            SCOUTS: go.Scatter(
                name="scouts",
                mode="markers+text",
                textposition="middle right",
                **click,
                textfont=dict(size=FONT, color=palette.TEXT),
                marker=dict(size=18, line=dict(color=palette.INK, width=1.5)),
            ),
            PLACES: go.Scatter(
                name="trail places",
                mode="markers+text",
                **click,
                **centre,
                textfont=dict(size=SMALL, color=PLACE_TEXT),
                marker=dict(
                    symbol="square",
                    size=CARD_SIZE - 3,
                    color=EMPTY_FILL,
                    line=dict(color=PLACE_LINE, width=1.2),
                ),
            ),
            CARDS: go.Scatter(
                name="cards",
                mode="markers+text",
                **click,
                **centre,
                textfont=dict(size=SMALL),
                marker=dict(size=CARD_SIZE, **square),
            ),
            PILES: go.Scatter(
                name="piles",
                mode="markers+text",
                **click,
                **centre,
                textfont=dict(size=SMALL),
                marker=dict(size=PILE_SIZE, symbol="square", line=dict(width=2.5)),
            ),
            HEADS: go.Scatter(
                name="headers",
                mode="text",
                **click,
                **centre,
                textfont=dict(size=SMALL, color=palette.TEXT),
            ),
            BADGES: go.Scatter(
                name="counts",
                mode="markers+text",
                **STILL,
                **centre,
                textfont=dict(size=SMALL, color=palette.TEXT),
                marker=dict(
                    symbol="circle",
                    size=BADGE_SIZE,
                    color="#FFFFFF",
                    line=dict(color=palette.INK, width=1),
                ),
            ),
            LABELS: go.Scatter(
                name="labels",
                mode="text",
                **STILL,
                **centre,
                textfont=dict(size=SMALL, color=palette.TEXT_MUTED),
            ),
            STATUS: go.Scatter(
                name="status",
                mode="text",
                x=[0.0],
                y=[TOP],
                textposition="middle right",
                **STILL,
                textfont=dict(size=FONT, color=palette.TEXT),
            ),
        }
        traces[LEGEND] = go.Scatter(
            name="legend",
            mode="text",
            x=[0.1],
            y=[TOP],
            textposition="bottom right",
            **STILL,
            textfont=dict(size=SMALL, color=palette.TEXT),
        )
        traces[RING_EDGE], traces[RING], traces[PICKED] = ring_traces()
        traces[TARGETS] = go.Scatter(
            name="legal targets",
            mode="markers",
            **STILL,
            # A bullseye in the picks' deep blue: unlike every seat's symbol and the rings.
            marker=dict(symbol="circle-open-dot", color=palette.SELECTED, line=dict(width=3)),
        )
        players = state.players if state is not None else 4
        extra = self.extra_lines(state) if state is not None else ()
        legend = len(self.legend_lines(state)) if state is not None else 0
        layout = board_layout(
            self.height(players, extra, legend),
            X_RANGE,
            self.y_range(players, extra, legend),
            palette.PAGE,
            FONT,
            self._shapes(players, extra),
        )
        plain = go.Figure(data=[traces[i] for i in range(TRACE_COUNT)], layout=layout)
        self._ids = [[] for _ in range(TRACE_COUNT)]
        return self._wrap(plain, state)

    # ----- cards --------------------------------------------------------------------------
    def _card(self, code: int) -> Card:
        return self.cards.cards[code]

    def card_text(self, code: int) -> str:
        """The short name on a card's face (rules/oasis/describe.py, whose legend says what
        each means), in bold where bold fits the card's square in presenter mode."""
        bold = f"<b>{short_name(self.game, code)}</b>"
        return bold if text_ems(bold) <= FACE_EMS else short_name(self.game, code)

    def card_look(self, code: int) -> tuple[str, str, str]:
        """(fill, outline, text colour) of a card."""
        if code == HIDDEN:
            return FACE_DOWN, palette.INK, palette.TEXT_ON_DARK
        card = self._card(code)
        if card.kind == "companion":
            fill = CLAN_FILL[card.clan]
            return fill, CLAN_LINE[card.clan], palette.readable_ink(fill)
        if card.kind == "khalla":
            fill = KHALLA
        elif card.kind == "equipment":
            fill = EQUIP_FILL[card.key]
        elif card.number == 0:
            fill = OASIS
        else:
            fill = STAGE if card.stage else JOURNEY
        return fill, palette.INK, palette.readable_ink(fill)

    def card_hover(self, code: int) -> str:
        if code == HIDDEN:
            return "<b>A face-down card</b><br>Only its owner (and the teacher) can see it"
        card = self._card(code)
        cards = self.cards
        if card.kind == "journey":
            if card.number == 0:
                return "<b>The Oasis #0</b><br>Played on a trail at #1: that scout wins at once"
            if card.stage:
                return (
                    f"<b>{card.title}</b> (Journey card, Stage)<br>Plays as #{card.number}; it "
                    "ends the Travel and its scout Recruits at once"
                )
            return f"<b>{card.title}</b> (Journey card)<br>Plays on a trail standing at #" + str(
                card.number + 1
            )
        if card.kind == "khalla":
            return f"<b>{card.title}</b><br>Every trail starts here"
        if card.kind == "equipment":
            what = {
                "compass": "stands for any number except the Oasis #0",
                "shield": "protects its hand from a Pillage; never played on a trail",
                "map": "stands for the Oasis #0",
            }[card.key]
            return (
                f"<b>{card.title}</b> (Equipment, costs {cards.cost[card.key]} cards)<br>It {what}"
            )
        clan = card.clan
        banner = " then ".join(ACTION_TEXT[a] for a in card.actions)
        return (
            f"<b>{card.title}</b> ({cards.clan_title[clan]}, {cards.clan_banner[clan]} banner)"
            f"<br>Banner, top to bottom: {banner}<br>On a Mission: one "
            f"{ACTION_TEXT[cards.clan_mission[clan]]} per Companion of this clan sent"
        )

    # ----- gathering every point of a state -----------------------------------------------
    def _gather(self, state: OasisState) -> None:
        players = state.players
        game = self.game
        turn = None if state.ended else state.current
        scene: dict[str, Point] = {}
        scouts, places, cards, piles, heads = (_Points() for _ in range(5))
        badge_xy: list[Point] = []
        badge_text: list[str] = []

        def card(element: str, p: Point, code: int, where: str) -> None:
            fill, line, ink = self.card_look(code)
            hover = self.card_hover(code) + f"<br><i>{where}</i>"
            cards.add(element, p, self.card_text(code), fill, line, ink, hover)
            scene.setdefault(element, _r(p))

        def badge(p: Point, count: int, below: bool = False) -> None:
            badge_xy.append(
                _r((p[0], p[1] - SUPPLY_BADGE_DY) if below else (p[0] + 0.36, p[1] + 0.36))
            )
            badge_text.append(str(count))

        extra = self.extra_lines(state)
        tops, _, _ = self.block_tops(players, extra)
        result = game.result(state) if state.ended else None
        labels: list[tuple[Point, str, str]] = []
        for seat in range(players):
            name = game.seat_name(seat)
            style = palette.seat_style("", seat)
            # Once the game is over, where the result puts the scout (a Map laid early under
            # the any-time ruling stands for the #0 although the trail is shorter).
            reached = 13 - result.scores[seat] if result is not None else state.reached(seat)
            hand = state.hands[seat]
            area = state.areas[seat]
            won = result is not None and seat in result.winners
            mark = "★ " if won else "▶ " if seat == turn else ""
            top = f"<b>{mark}{name}</b>"
            p = _r((0.3, tops[seat] - 0.45))
            scouts.add(
                n.scout_id(seat),
                p,
                f"{top}<br>{'won at' if won else 'at'} #{reached}",
                style.fill,
                style.outline,
                palette.TEXT,
                f"<b>{name}</b>{' (to play)' if seat == turn else ''}<br>Trail at #{reached}: "
                f"{_count('numbers', reached)} from the Oasis<br>"
                f"{_count('cards', len(hand))} in hand, "
                f"{_count('companions', len(area))} in play",
            )
            scene[n.scout_id(seat)] = p
            # The trail.
            trail = state.trails[seat]
            for i, code in enumerate(trail):
                q = self.trail_xy(players, seat, i, extra)
                played = "the trail's start" if i == 0 else f"played as #{13 - i}"
                card(n.trail_card_id(seat, i), q, code, f"On {name}'s trail, {played}")
            scene[n.trail_id(seat)] = self.trail_xy(players, seat, len(trail) - 1, extra)
            for i in range(len(trail), TRAIL_PLACES):
                q = self.trail_xy(players, seat, i, extra)
                number = 13 - i
                places.add(
                    n.trail_id(seat),
                    q,
                    str(number),
                    EMPTY_FILL,
                    PLACE_LINE,
                    PLACE_TEXT,
                    f"<b>{name}'s trail: #{number}</b>, still to play<br>"
                    + (
                        f"The next card must be #{number} (or a Compass"
                        + (", or a Map" if number == 0 else "")
                        + "): click a hand card, then here"
                        if i == len(trail)
                        else "Cards go on the trail one number at a time"
                    ),
                )
            # The hand.
            y = self.hand_xy(players, seat, 0, extra)[1]
            hidden = sum(1 for c in hand if c == HIDDEN)
            view_note = "face down: only its owner sees them" if hidden else "face up in this view"
            heads.add(
                n.hand_id(seat),
                (HEAD_X, y),
                f"<b>Hand</b><br>{len(hand)}",
                "",
                "",
                "",
                f"<b>{name}'s hand</b>: {_count('cards', len(hand))}, {view_note}<br>"
                "The hand limit is eight at the end of a turn",
            )
            scene[n.hand_id(seat)] = _r((HEAD_X, y))
            for k, code in enumerate(hand):
                element = (
                    n.hand_id(seat)
                    if code == HIDDEN
                    else n.hand_card_id(seat, self._card(code).key)
                )
                card(element, self.hand_xy(players, seat, k, extra), code, f"In {name}'s hand")
            if seat == turn and state.task[:1] == ("keep",):
                gy = y - self.hand_lines(len(hand)) * LINE_DY
                self._grabbed(state, seat, gy, card, heads, labels, scene)
            # The play area.
            ay = tops[seat] - 0.45
            heads.add(
                n.area_id(seat),
                (AREA_HEAD_X, ay),
                "<b>Play</b><br><b>area</b>",
                "",
                "",
                "",
                f"<b>{name}'s play area</b>: {_count('companions', len(area))}<br>"
                "To play a Companion: click it in the hand, then here",
            )
            scene[n.area_id(seat)] = _r((AREA_HEAD_X, ay))
            copies: Counter[int] = Counter()
            for k, code in enumerate(area):
                copies[code] += 1
                element = n.area_card_id(seat, self._card(code).key)
                if copies[code] > 1:
                    element += f":{copies[code]}"
                where = f"In {name}'s play area"
                card(element, self.area_xy(players, seat, k, extra), code, where)

        # The middle band: Ruins, deck, Lair, supply, Companion deck and discard.
        label_y, upper, lower = self.table_lines(players, extra)
        ruins = Counter(state.ruins)
        heads.add(
            n.RUINS,
            (HEAD_X, (upper + lower) / 2),
            f"<b>Ruins</b><br>{len(state.ruins)}",
            "",
            "",
            "",
            f"<b>The Ruins</b>: {_count('journey-cards', len(state.ruins))}, discarded, face up<br>"
            "Recycle: click one to take it into the hand",
        )
        scene[n.RUINS] = _r((HEAD_X, (upper + lower) / 2))
        for code in sorted(ruins):
            c = self._card(code)
            p = self.ruins_xy(players, c.number, c.stage, extra)
            card(
                n.ruins_card_id(c.key),
                p,
                code,
                f"In the Ruins: {ruins[code]} cop{'y' if ruins[code] == 1 else 'ies'}",
            )
            if ruins[code] > 1:
                badge(p, ruins[code])
        deck_p = _r((DECK_X, upper))
        deck_hover = (
            f"<b>Exploration deck</b>: {_count('journey-cards', len(state.deck))}, face down<br>"
            "Explore: click it to draw two"
        )
        if state.deck_out:
            deck_hover += "<br>It has run out: every scout plays one last turn"
        piles.add(
            n.DECK,
            deck_p,
            f"<b>{len(state.deck)}</b>",
            FACE_DOWN if state.deck else EMPTY_FILL,
            palette.INK,
            palette.TEXT_ON_DARK if state.deck else palette.TEXT,
            deck_hover,
        )
        scene[n.DECK] = deck_p
        for slot, code in enumerate(state.lair):
            p = _r((LAIR_X + slot * DX, upper))
            element = n.lair_id(slot)
            if code == EMPTY:
                piles.add(
                    element,
                    p,
                    "",
                    EMPTY_FILL,
                    PLACE_LINE,
                    palette.TEXT,
                    f"<b>Lair slot {slot + 1}</b>: empty (refilled from the Companion deck)",
                )
                scene[element] = p
            else:
                card(
                    element,
                    p,
                    code,
                    f"In Lair slot {slot + 1}: Recruit takes it into the hand (click it)",
                )
        cdeck_p = _r((CDECK_X, upper))
        piles.add(
            n.CDECK,
            cdeck_p,
            f"<b>{len(state.cdeck)}</b>",
            "#3F2A4F" if state.cdeck else EMPTY_FILL,
            palette.INK,
            palette.TEXT_ON_DARK if state.cdeck else palette.TEXT,
            f"<b>Companion deck</b>: {_count('companions', len(state.cdeck))}, face down<br>"
            "Recruit: click it to take the top one",
        )
        scene[n.CDECK] = cdeck_p
        for i, item in enumerate(EQUIPMENT):
            p = _r((LAIR_X + i * DX, lower))
            code = self.cards.equipment[item]
            left = state.supply[i]
            closed = item in state.closed  # ran out: out of reach for good (ruling empty-pile)
            offered = left and not closed
            how = (
                "Closed: it ran out, and nobody may take one any more"
                + (f" ({left} discarded back onto it)" if left else "")
                if closed
                else "Equip: click the pile, then pay with hand cards"
            )
            piles.add(
                n.supply_id(item),
                p,
                # In bold: a pile's square (PILE_SIZE) holds its widest name at 18 px.
                f"<b>{short_name(self.game, code)}</b>",
                EQUIP_FILL[item] if offered else EMPTY_FILL,
                palette.INK if offered else PLACE_LINE,
                palette.TEXT,
                f"<b>{self._card(code).title} pile</b>: {left} left, costs "
                f"{self.cards.cost[item]} cards<br>"
                + self.card_hover(code).split("<br>", 1)[1]
                + f"<br>{how}",
            )
            scene[n.supply_id(item)] = p
            badge(p, left, below=True)
        discard_p = _r((CDECK_X, lower))
        piles.add(
            n.CDISCARD,
            discard_p,
            f"<b>{len(state.cdiscard)}</b>",
            "#E8DDEE" if state.cdiscard else EMPTY_FILL,
            "#3F2A4F",
            palette.TEXT,
            f"<b>Companion discard pile</b>: {_count('companions', len(state.cdiscard))}<br>"
            "Mission: click Companions of your play area, then here",
        )
        scene[n.CDISCARD] = discard_p
        self._points = (scouts, places, cards, piles, heads)
        self._badges = (tuple(badge_xy), tuple(badge_text))
        below = round(lower - SUPPLY_LABEL_DY, 3)
        centre = "middle center"
        self._labels = (
            (
                (CARD_X + 6 * DX, label_y),
                "Ruins: discarded Journey cards, #12 to #0 (Stage cards below)",
                centre,
            ),
            ((DECK_X, label_y), "Deck", centre),
            ((LAIR_X + 1.5 * DX, label_y), "Lair", centre),
            ((CDECK_X, label_y), "Comp. deck", centre),
            ((LAIR_X + DX, below), "Equipment supply", centre),
            ((CDECK_X, below), "Discard", centre),
            *labels,
        )
        self._extra = extra
        self._legend = tuple(self.legend_lines(state))
        self._scene = scene
        self._scene_of = state

    def _grabbed(
        self,
        state: OasisState,
        thief: int,
        y: float,
        card: Callable[[str, Point, int, str], None],
        heads: _Points,
        labels: list[tuple[Point, str, str]],
        scene: dict[str, Point],
    ) -> None:
        """A Pillage's two grabbed cards, on a line of their own under the thief's hand: face
        up for the thief and the victim (and the teacher), face down for the other scouts.
        Clicking one keeps it (``grab:<card>``, see rules/oasis/teaching.py)."""
        _, target, a, b = state.task
        game = self.game
        name, victim = game.seat_name(thief), game.seat_name(target)
        heads.add(
            n.GRAB,
            (HEAD_X - 0.25, y),  # a longer word than "Hand": kept clear of the first card
            "<b>Grabbed</b>",
            "",
            "",
            "",
            f"<b>Two cards grabbed from {victim}'s hand</b><br>{name} keeps one (click it), "
            f"the other goes back<br>Until then both still count in {victim}'s hand",
        )
        scene[n.GRAB] = _r((HEAD_X - 0.25, y))
        hidden = HIDDEN in (a, b)
        for k, code in enumerate((a, b)):
            element = n.GRAB if code == HIDDEN else n.grab_card_id(self._card(code).key)
            where = (
                f"Grabbed from {victim}'s hand: only {name} and {victim} see it"
                if hidden
                else f"Grabbed from {victim}'s hand: {name} keeps one (click it)"
            )
            card(element, (CARD_X + k * DX, y), code, where)
        text = f"grabbed from {victim}" + (
            f": only {name} and {victim} see them" if hidden else ": click the one to keep"
        )
        labels.append(((CARD_X + 1.55 * DX, y), text, "middle right"))

    # ----- drawing ------------------------------------------------------------------------
    def draw(
        self,
        fig: go.Figure,
        state: OasisState,
        highlight: Sequence[str] = (),
        selected: Sequence[str] = (),
    ) -> None:
        self._begin(fig)
        self._gather(state)
        put = self._put
        scouts, places, cards, piles, heads = self._points
        for trace, points in ((SCOUTS, scouts), (PLACES, places), (CARDS, cards), (PILES, piles)):
            put(trace, "x", _xs(points.xy))
            put(trace, "y", _ys(points.xy))
            put(trace, "customdata", tuple(points.ids))
            put(trace, "text", tuple(points.text))
            put(trace, "hovertext", tuple(points.hover))
            if trace != PLACES:
                put(trace, "marker.color", tuple(points.fill))
                put(trace, "marker.line.color", tuple(points.line))
            if trace in (CARDS, PILES):
                put(trace, "textfont.color", tuple(points.ink))
            self._ids[trace] = list(points.ids)
        put(
            SCOUTS,
            "marker.symbol",
            tuple(palette.seat_style("", s).symbol for s in range(state.players)),
        )
        put(HEADS, "x", _xs(heads.xy))
        put(HEADS, "y", _ys(heads.xy))
        put(HEADS, "customdata", tuple(heads.ids))
        put(HEADS, "text", tuple(heads.text))
        put(HEADS, "hovertext", tuple(heads.hover))
        self._ids[HEADS] = list(heads.ids)
        put(BADGES, "x", _xs(self._badges[0]))
        put(BADGES, "y", _ys(self._badges[0]))
        put(BADGES, "text", self._badges[1])
        put(LABELS, "x", _xs(p for p, _, _ in self._labels))
        put(LABELS, "y", _ys(p for p, _, _ in self._labels))
        put(LABELS, "text", tuple(t for _, t, _ in self._labels))
        put(LABELS, "textposition", tuple(where for _, _, where in self._labels))
        self._draw_status(state)
        rings = (RING_EDGE, RING, PICKED)
        self._draw_rings(rings, highlight, selected, self.located(state), lambda _: RING_SIZE)
        self._draw_targets(state, selected)
        extra, legend = self._extra, len(self._legend)
        bottom = self.block_tops(state.players, extra)[2]
        put(LEGEND, "y", (round(bottom + 0.1, 3),))
        put(LEGEND, "text", ("<br>".join(self._legend),))
        put("layout", "yaxis.range", self.y_range(state.players, extra, legend))
        put("layout", "height", self.height(state.players, extra, legend))
        put("layout", "shapes", tuple(self._shapes(state.players, extra)))
        self._flush(fig)

    def legend_lines(self, state: OasisState) -> list[str]:
        """The legend under the board, for the cards this state shows: the game's entries
        (its description reads them too)."""
        entries = [
            (render(mark), render(meaning)) for mark, meaning in legend_entries(self.game, state)
        ]
        title = render(Msg("oasis-legend-title"))
        return legend_lines(entries, LEGEND_WIDTH, f"<b>{title}</b> — ")

    def status_text(self, state: OasisState) -> str:
        """Whose turn and what must be done (the description's first sentence, ``due``), a
        hint of what to click, then which view this is."""
        game = self.game
        text = render(due(game, state)).removesuffix(".") + self._hint(state)
        turn = f"Turn {state.turn} · " if state.turn else "Before the first turn · "
        if state.deck_out and not state.ended:
            turn += "last turns · "
        if state.viewer < 0:
            view = "Teacher view: every hand and both decks open"
        else:
            view = f"{game.seat_name(state.viewer)}'s view: the other hands and the decks face down"
        return f"<b>{turn if not state.ended else ''}{text}</b><br><i>{view}</i>"

    def _hint(self, state: OasisState) -> str:
        """What the board lets the scout to move do next, beyond what the rules ask."""
        task = state.task
        if state.ended or not task:
            return ""
        if state.to_move == CHANCE:
            return " (draw, or choose the card)"
        if task[0] == "pay":
            return f" ({task[2]} more for the {task[1].capitalize()})"
        if task[0] == "keep" and HIDDEN not in task[2:4]:
            return ": " + " or ".join(self.game.card_title(c) for c in task[2:4])
        if task[0] == "mission":
            return " (click Companions of one clan, then the discard pile)"
        if task[0] == "travel" and task[1]:
            return " or end it"
        return ""

    def _draw_status(self, state: OasisState) -> None:
        self._put(STATUS, "text", (self.status_text(state),))

    def _draw_targets(self, state: OasisState, selected: Sequence[str]) -> None:
        """Once a card is picked, a bullseye on every place where the next click completes a
        legal action (the engine's ``targets``): the trail, the play area, the discard pile."""
        places = []
        for element in self.game.targets(state, tuple(selected)):
            try:
                places.append(self._target_xy(state, element))
            except KeyError:
                continue
        self._put(TARGETS, "x", _xs(places))
        self._put(TARGETS, "y", _ys(places))
        self._put(TARGETS, "marker.size", (RING_SIZE + 8,) * len(places))

    def _target_xy(self, state: OasisState, element: str) -> Point:
        """Where a target is marked: on a trail, the next place to fill (a Step's ring marks
        the trail's top card instead); anything else where it is drawn."""
        kind, _, seat = element.partition(":")
        if kind == "trail" and seat.isdigit() and len(state.trails[int(seat)]) < 14:
            index = len(state.trails[int(seat)])
            return self.trail_xy(state.players, int(seat), index, self._extra)
        return self.locate(state, element)

    def describe(self, state: OasisState) -> str:
        return self.game.describe(state)


__all__ = ["View"]
