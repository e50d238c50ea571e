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
recomputed per state (a few hundred points), and ``draw`` sends only the trace properties that
changed, inside one ``batch_update``.

Every text the board writes for people is a message of the game's catalogue
(``oasis-board-*``, rules/oasis/messages), written in the board's language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import BoardView, Point, board_layout
from explorer.boards.base import rounded as _r
from explorer.boards.layers import (
    RING_LOOKS,
    TARGETS_LOOK,
    Marks,
    Points,
    look,
    place_of,
    rect,
    text_font,
)
from explorer.boards.legend import legend_lines
from explorer.boards.text_width import text_ems
from rules.core import CHANCE, Game
from rules.core.messages import Msg, render
from rules.oasis import names as n
from rules.oasis.cards import EQUIPMENT, HIDDEN, Card
from rules.oasis.describe import due, legend_entries, short_name
from rules.oasis.state import EMPTY, OasisState


def say(text: str, /, **params: Any) -> Msg:
    """One of the board's own texts, a message of the game's catalogue (``oasis-board-...``)."""
    return Msg(f"oasis-board-{text}", **params)


def yes(flag: bool) -> str:
    """A yes-or-no parameter as the catalogue's selectors read it."""
    return "yes" if flag else "no"


# ----- trace indices (fixed once built) ---------------------------------------------------
# The rings (a Step's highlight, the user's picks) and the legal targets' bullseyes come
# first, under every card, count and word: a ring wider than its card reached over the card
# faces, headers and counts beside it (issue 44: a ring or mark never covers a text). Drawn
# under them it still shows round its card, and the words it passes under keep a halo
# (``text_font``) where its line crosses them.
RING_EDGE = 0  # black rim under the highlight ring (decoration)
RING = 1  # highlight ring around a Step's elements (decoration)
PICKED = 2  # square ring around the user's picks (decoration)
TARGETS = 3  # a bullseye on each place the picked cards may legally go (decoration)
SCOUTS = 4  # a header per scout: scout:<seat>
PLACES = 5  # trail places still to fill: trail:<seat>
CARDS = 6  # every card on the table: trail, hand, area, Ruins, Lair
PILES = 7  # deck, cdeck, cdiscard, supply:<item>
HEADS = 8  # group headers: hand:<seat>, area:<seat>, ruins
BADGES = 9  # copy counts on Ruins cards and piles (decoration)
LABELS = 10  # headings of the middle band (decoration)
STATUS = 11  # whose turn and what must be done, which view (decoration)
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
# A Ruins card's count at its corner away from the other line: top right on the upper line,
# bottom right on the Stage cards' line, half over the card's edge. At (0.36, 0.36) up, a
# count stood 0.39 under the Ruins heading (then above the upper line) and as close to a
# two-digit face ("10", "12"): in presenter mode each line is 0.42 high, and at 2-4 scouts the
# counts, the faces and the heading stopped at 14.0-14.3 px (issue 44). The heading is the
# band's caption under the Ruins now, on the supply's line, out of the counts' way.
RUINS_BADGE_DX, RUINS_BADGE_DY = 0.36, 0.46
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
# A scout's mark at the board's left edge and its name beside it: "★ Scout 1" in bold, grown
# to 18 px in presenter mode (its "▶" and "★" are the fallback font's, 0.77 and 0.90 em),
# needs 2.2 of the 2.6 units left of the Khalla card #13, and plotly starts a text beside a
# mark 1/1.6 of the mark's size and 1 px from its centre: a mark of 10 px leaves the name
# room (from an 18 px mark at 0.3 the "1" was under the card, issue 44).
SCOUT_MARK, SCOUT_MARK_X = 10, 0.06
BADGE_SIZE = 17
FONT = 13
SMALL = 12
RING_SIZE = 38
HAND_PER_LINE = 14  # hand cards on a line (as many as trail places); more go below
# The legend under the last block: lines of 12 px text, as wide as the board.
LEGEND_DY = 0.45
LEGEND_WIDTH = 104  # characters: about 610 px, 730 px once presenter mode grows the text

COMPANION_BACK = "#3F2A4F"  # the Companion deck's backs (and the discard pile's edge)
CDISCARD_FILL = "#E8DDEE"
AREA_FILL, AREA_LINE = "#F4EEE2", "#E0D4BF"  # the play area's panel inside a scout's row


# ----- the traces, in order: what never changes of each -----------------------------------
def text_look(name: str, size: int, colour: str, **props: Any) -> dict[str, Any]:
    """The look of a trace of texts only, a decoration: its font's size and colour."""
    font = text_font(size, colour)
    return look(name, "text", click=False, textfont=font, **props)


def squares(name: str, size: int, edge: float) -> dict[str, Any]:
    """The look of cards or piles: squares whose fills, edges and faces each draw gives."""
    marker = dict(size=size, symbol="square", line=dict(width=edge))
    font = text_font(SMALL)
    return look(name, "markers+text", centre=True, textfont=font, marker=marker)


LOOKS = (
    *RING_LOOKS,  # RING_EDGE, RING, PICKED: under everything (see RING_EDGE)
    TARGETS_LOOK,  # TARGETS
    look(  # SCOUTS
        "scouts",
        "markers+text",
        textposition="middle right",
        textfont=text_font(FONT, palette.TEXT),
        marker=dict(size=SCOUT_MARK, line=dict(color=palette.INK, width=1.5)),
    ),
    look(  # PLACES
        "trail places",
        "markers+text",
        centre=True,
        textfont=text_font(SMALL, PLACE_TEXT),
        marker=dict(
            symbol="square",
            size=CARD_SIZE - 3,
            color=EMPTY_FILL,
            line=dict(color=PLACE_LINE, width=1.2),
        ),
    ),
    squares("cards", CARD_SIZE, 1.5),  # CARDS
    squares("piles", PILE_SIZE, 2.5),  # PILES
    look(  # HEADS
        "headers", "text", centre=True, textfont=text_font(SMALL, palette.TEXT)
    ),
    look(  # BADGES
        "counts",
        "markers+text",
        click=False,
        centre=True,
        textfont=text_font(SMALL, palette.TEXT),
        marker=dict(
            symbol="circle", size=BADGE_SIZE, color="#FFFFFF", line=dict(color=palette.INK, width=1)
        ),
    ),
    text_look("labels", SMALL, palette.TEXT_MUTED, centre=True),  # LABELS
    text_look(
        "status", FONT, palette.TEXT, x=[0.0], y=[TOP], textposition="middle right"
    ),  # STATUS
    # LEGEND
    text_look("legend", SMALL, palette.TEXT, x=[0.1], y=[TOP], textposition="bottom right"),
)
assert len(LOOKS) == TRACE_COUNT


class _Scene:
    """What one state draws: the points of each trace, where each element stands (the first
    copy of equal ids), the blocks' extra lines and the legend."""

    def __init__(self, language: str, extra: tuple[int, ...], tops, lines) -> None:
        self.language = language
        self.extra = extra
        self.tops: list[float] = tops  # each scout's block
        self.lines: tuple[float, float, float] = lines  # the middle band's labels and lines
        self.scouts = Points("text", "hovertext", "marker_color", "marker_line_color")
        self.places = Points("text", "hovertext")
        self.cards = Points(
            "text", "hovertext", "marker_color", "marker_line_color", "textfont_color"
        )
        self.piles = Points(
            "text", "hovertext", "marker_color", "marker_line_color", "textfont_color"
        )
        self.heads = Points("text", "hovertext")
        self.badges = Points("text")
        self.labels = Points("text", "textposition")
        self.where: dict[str, Point] = {}
        self.legend: tuple[str, ...] = ()

    def head(self, element: str, p: Point, text: str, hover: str) -> None:
        p = _r(p)
        self.heads.add(element, p, text, hover)
        self.where[element] = p

    def pile(self, element: str, p: Point, text: str, look: tuple[str, str, str], hover: str):
        """A pile or an empty Lair slot: its ``look`` is (fill, outline, text colour)."""
        p = _r(p)
        self.piles.add(element, p, text, hover, *look)
        self.where[element] = p

    def badge(self, p: Point, count: int, below: bool = False, stage: bool = False) -> None:
        """A copy count: below a supply pile, as a tab, or at a Ruins card's corner (see
        RUINS_BADGE_DY: the bottom one on a Stage card)."""
        if below:
            at = (p[0], p[1] - SUPPLY_BADGE_DY)
        else:
            at = (p[0] + RUINS_BADGE_DX, p[1] + (-RUINS_BADGE_DY if stage else RUINS_BADGE_DY))
        self.badges.add(None, _r(at), str(count))

    def label(self, p: Point, text: str, position: str = "middle center") -> None:
        self.labels.add(None, p, text, position)


def _stack(cards: Sequence[int], back: str) -> tuple[str, str, str]:
    """The look of a face-down stack: its backs' colour, or an empty place once it is out."""
    if cards:
        return back, palette.INK, palette.TEXT_ON_DARK
    return EMPTY_FILL, palette.INK, palette.TEXT


class View(BoardView):
    """Oasis drawn with plotly (layout: see the module docstring)."""

    # The status line runs along the top, under the corner where plotly shows its modebar on
    # hover; the board has nothing to zoom or pan, so the modebar only hid the status.
    modebar = False

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        cards = game.cards
        self.cards = cards
        journey, companions = cards.journey_example, cards.companions_example
        which = "both" if journey and companions else "journey" if journey else "companions"
        note = say("example-note", which=which) if journey or companions else ""
        self.example_note = self.words(note)
        self._scene: _Scene | None = None
        self._scene_of: OasisState | None = None
        # Each card's face (short name, fill, outline, ink, hover) by code and language.
        self._faces: dict[tuple[int, str], tuple[str, str, str, str, str]] = {}

    def words(self, text: Msg | str) -> str:
        """``text`` in the board's language (a plain string as it is)."""
        return render(text, self.language)

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
        return place_of(self.scene(state), element_id)

    def scene(self, state: OasisState) -> dict[str, Point]:
        """Every element id of ``state`` and where it is drawn (the first copy of equal ids)."""
        return self._gathered(state).where

    # ----- static pieces ------------------------------------------------------------------
    def _shapes(self, players: int, extra: Sequence[int] = ()) -> list[dict[str, Any]]:
        """The middle band's table, each scout's row and the play area's panel in it."""
        tops, table, _ = self.block_tops(players, extra)
        left, right = X_RANGE[0] + 0.05, X_RANGE[1] - 0.05
        shapes = [rect(left, table - TABLE_H + 0.3, right, table, TABLE, ROW_LINE, visible=True)]
        for seat, top in enumerate(tops):
            bottom = top - self.block_h(seat, extra)
            shapes.append(rect(left, bottom + 0.3, right, top, ROW, ROW_LINE, visible=True))
            shapes.append(
                rect(AREA_HEAD_X - 0.6, bottom + 0.38, X_RANGE[1] - 0.12, top - 0.08,
                     AREA_FILL, AREA_LINE, visible=True)
            )  # fmt: skip
        # Always as many shapes as four scouts need: a FigureWidget in the browser moves the
        # shapes it has but never draws shapes added by an update (found with 2 -> 4 scouts).
        high = self.game.info.players[1]
        while len(shapes) < 1 + 2 * high:
            shapes.append(dict(type="rect", visible=False, x0=0, y0=0, x1=0, y1=0))
        return shapes

    # ----- the figure ---------------------------------------------------------------------
    def build(self, state: OasisState | None = None) -> go.FigureWidget:
        players = state.players if state is not None else 4
        extra = self.extra_lines(state) if state is not None else ()
        legend = len(self._gathered(state).legend) if state is not None else 0
        layout = board_layout(
            self.height(players, extra, legend),
            X_RANGE,
            self.y_range(players, extra, legend),
            palette.PAGE,
            FONT,
            self._shapes(players, extra),
        )
        return self._figure(LOOKS, layout, state)

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
        """What a card is and does, in the board's language."""
        return self._face(code)[4]

    def _face(self, code: int) -> tuple[str, str, str, str, str]:
        """A card's short name, fill, outline, text colour and hover, kept per language: a
        board shows the same few dozen cards draw after draw."""
        key = (code, self.language)
        face = self._faces.get(key)
        if face is None:
            face = (self.card_text(code), *self.card_look(code), self.words(self._card_words(code)))
            self._faces[key] = face
        return face

    def _card_words(self, code: int) -> Msg:
        if code == HIDDEN:
            return say("card-hidden")
        card = self._card(code)
        if card.kind == "journey":
            if card.number == 0:
                return say("card-oasis")
            if card.stage:
                return say("card-stage", card=card.title, number=card.number)
            return say("card-journey", card=card.title, after=card.number + 1)
        if card.kind == "khalla":
            return say("card-khalla", card=card.title)
        cards = self.cards
        if card.kind == "equipment":
            cost = cards.cost[card.key]
            return say("card-equipment", card=card.title, cost=cost, does=say(f"does-{card.key}"))
        clan = card.clan
        return say(
            "card-companion",
            card=card.title,
            clan=cards.clan_title[clan],
            banner=cards.clan_banner[clan],
            actions=n.chained("board-then", tuple(say(f"action-{a}") for a in card.actions)),
            mission=say(f"action-{cards.clan_mission[clan]}"),
        )

    def _put_card(self, sc: _Scene, element: str, p: Point, code: int, where: str) -> None:
        """A card face up (or down) on the table, its hover saying ``where`` it lies."""
        text, fill, line, ink, hover = self._face(code)
        p = _r(p)
        sc.cards.add(element, p, text, f"{hover}<br><i>{where}</i>", fill, line, ink)
        sc.where.setdefault(element, p)

    # ----- gathering every point of a state -----------------------------------------------
    def _gathered(self, state: OasisState) -> _Scene:
        """The scene of ``state`` in the board's language, gathered once."""
        sc = self._scene
        if self._scene_of is not state or sc is None or sc.language != self.language:
            sc = self._gather(state)
            self._scene, self._scene_of = sc, state
        return sc

    def _gather(self, state: OasisState) -> _Scene:
        players = state.players
        extra = self.extra_lines(state)
        tops = self.block_tops(players, extra)[0]
        sc = _Scene(self.language, extra, tops, self.table_lines(players, extra))
        self._table_labels(sc)
        names = [self.words(n.scout(seat)) for seat in range(players)]
        result = self.game.result(state) if state.ended else None
        for seat in range(players):
            self._scout(sc, state, seat, names[seat], result)
            self._trail(sc, state, seat, names[seat])
            self._hand(sc, state, seat, names)
            self._area(sc, state, seat, names[seat])
        self._ruins(sc, state)
        self._decks(sc, state)
        self._supply(sc, state)
        sc.legend = tuple(self.legend_lines(state))
        return sc

    def _table_labels(self, sc: _Scene) -> None:
        """The middle band's headings: above its upper line, and under the supply's counts
        (the Ruins' too: above, its counts met it, see RUINS_BADGE_DY)."""
        label_y, _, lower = sc.lines
        below = round(lower - SUPPLY_LABEL_DY, 3)
        for p, text in (
            ((CARD_X + 6 * DX, below), say("label-ruins")),
            ((DECK_X, label_y), say("label-deck")),
            ((LAIR_X + 1.5 * DX, label_y), say("label-lair")),
            ((CDECK_X, label_y), say("label-cdeck")),
            ((LAIR_X + DX, below), say("label-supply")),
            ((CDECK_X, below), say("label-cdiscard")),
        ):
            sc.label(p, self.words(text))

    def _scout(self, sc: _Scene, state: OasisState, seat: int, name: str, result) -> None:
        """A scout's header: its mark, name and where its trail stands."""
        # Once the game is over, where the result puts the scout (a Map laid early under the
        # any-time ruling stands for the #0 although the trail is shorter).
        reached = 13 - result.scores[seat] if result is not None else state.reached(seat)
        to_play = not state.ended and seat == state.current
        won = result is not None and seat in result.winners
        mark = "won" if won else "turn" if to_play else "none"
        text = say("scout", mark=mark, scout=name, reached=reached)
        hover = say(
            "scout-hover",
            turn=yes(to_play),
            scout=name,
            reached=reached,
            numbers=n.count("numbers", reached),
            cards=n.count("cards", len(state.hands[seat])),
            companions=n.count("companions", len(state.areas[seat])),
        )
        style = palette.seat_style("", seat)
        p = _r((SCOUT_MARK_X, sc.tops[seat] - 0.45))
        sc.scouts.add(n.scout_id(seat), p, self.words(text), self.words(hover), style.fill,
                      style.outline)  # fmt: skip
        sc.where[n.scout_id(seat)] = p

    def _trail(self, sc: _Scene, state: OasisState, seat: int, name: str) -> None:
        """The cards played on a scout's trail, then the faint places still to fill."""
        players, extra = state.players, sc.extra
        trail = state.trails[seat]
        for i, code in enumerate(trail):
            where = (
                say("in-trail", scout=name, number=13 - i)
                if i
                else say("in-trail-start", scout=name)
            )
            xy = self.trail_xy(players, seat, i, extra)
            self._put_card(sc, n.trail_card_id(seat, i), xy, code, self.words(where))
        sc.where[n.trail_id(seat)] = self.trail_xy(players, seat, len(trail) - 1, extra)
        for i in range(len(trail), TRAIL_PLACES):
            number = 13 - i
            hover = say("place", scout=name, number=number, next=yes(i == len(trail)))
            xy = self.trail_xy(players, seat, i, extra)
            sc.places.add(n.trail_id(seat), _r(xy), str(number), self.words(hover))

    def _hand(self, sc: _Scene, state: OasisState, seat: int, names: list[str]) -> None:
        """A scout's hand: its header and cards and, during a Pillage, the grabbed cards."""
        players, extra = state.players, sc.extra
        name, hand = names[seat], state.hands[seat]
        y = self.hand_xy(players, seat, 0, extra)[1]
        text = say("hand", count=len(hand))
        hover = say("hand-hover", scout=name, cards=n.count("cards", len(hand)),
                    hidden=yes(HIDDEN in hand))  # fmt: skip
        sc.head(n.hand_id(seat), (HEAD_X, y), self.words(text), self.words(hover))
        where = self.words(say("in-hand", scout=name))
        for k, code in enumerate(hand):
            element = (
                n.hand_id(seat) if code == HIDDEN else n.hand_card_id(seat, self._card(code).key)
            )
            self._put_card(sc, element, self.hand_xy(players, seat, k, extra), code, where)
        if not state.ended and seat == state.current and state.task[:1] == ("keep",):
            self._grabbed(sc, state, y - self.hand_lines(len(hand)) * LINE_DY, names)

    def _grabbed(self, sc: _Scene, state: OasisState, y: float, names: list[str]) -> None:
        """A Pillage's two grabbed cards, on a line of their own under the thief's hand: face
        up for the thief and the victim (and the teacher), face down for the other scouts.
        Clicking one keeps it (``grab:<card>``, see rules/oasis/teaching.py)."""
        _, target, a, b = state.task
        who = dict(thief=names[state.current], victim=names[target])
        # "Grabbed" is a longer word than "Hand": kept clear of the first card.
        sc.head(n.GRAB, (HEAD_X - 0.25, y), self.words(say("grab")),
                self.words(say("grab-hover", **who)))  # fmt: skip
        hidden = HIDDEN in (a, b)
        where = self.words(say("grabbed-hidden" if hidden else "grabbed-open", **who))
        for k, code in enumerate((a, b)):
            element = n.GRAB if code == HIDDEN else n.grab_card_id(self._card(code).key)
            self._put_card(sc, element, (CARD_X + k * DX, y), code, where)
        label = say("grab-label", hidden=yes(hidden), **who)
        sc.label((CARD_X + 1.55 * DX, y), self.words(label), "middle right")

    def _area(self, sc: _Scene, state: OasisState, seat: int, name: str) -> None:
        """A scout's play area: its header and Companions (equal ones told apart by a copy
        suffix, so that a Mission can pick both)."""
        area = state.areas[seat]
        hover = say("area-hover", scout=name, companions=n.count("companions", len(area)))
        head = (AREA_HEAD_X, sc.tops[seat] - 0.45)
        sc.head(n.area_id(seat), head, self.words(say("area")), self.words(hover))
        where = self.words(say("in-area", scout=name))
        copies: Counter[int] = Counter()
        for k, code in enumerate(area):
            copies[code] += 1
            element = n.area_card_id(seat, self._card(code).key)
            if copies[code] > 1:
                element += f":{copies[code]}"
            xy = self.area_xy(state.players, seat, k, sc.extra)
            self._put_card(sc, element, xy, code, where)

    def _ruins(self, sc: _Scene, state: OasisState) -> None:
        """The Ruins: one card per kind discarded, a badge counting its copies."""
        _, upper, lower = sc.lines
        text = say("ruins", count=len(state.ruins))
        hover = say("ruins-hover", cards=n.count("journey-cards", len(state.ruins)))
        sc.head(n.RUINS, (HEAD_X, (upper + lower) / 2), self.words(text), self.words(hover))
        ruins = Counter(state.ruins)
        for code in sorted(ruins):
            c = self._card(code)
            p = self.ruins_xy(state.players, c.number, c.stage, sc.extra)
            where = self.words(say("in-ruins", copies=ruins[code]))
            self._put_card(sc, n.ruins_card_id(c.key), p, code, where)
            if ruins[code] > 1:
                sc.badge(p, ruins[code], stage=c.stage)

    def _decks(self, sc: _Scene, state: OasisState) -> None:
        """The Exploration deck, the Lair's four slots and the Companion deck."""
        upper = sc.lines[1]
        deck, cdeck = state.deck, state.cdeck
        hover = say("deck-hover", cards=n.count("journey-cards", len(deck)),
                    out=yes(state.deck_out))  # fmt: skip
        count = f"<b>{len(deck)}</b>"
        sc.pile(n.DECK, (DECK_X, upper), count, _stack(deck, FACE_DOWN), self.words(hover))
        for slot, code in enumerate(state.lair):
            p, element = (LAIR_X + slot * DX, upper), n.lair_id(slot)
            if code == EMPTY:
                hover = say("lair-empty", slot=slot + 1)
                empty = (EMPTY_FILL, PLACE_LINE, palette.TEXT)
                sc.pile(element, p, "", empty, self.words(hover))
            else:
                self._put_card(sc, element, p, code, self.words(say("in-lair", slot=slot + 1)))
        hover = say("cdeck-hover", companions=n.count("companions", len(cdeck)))
        count = f"<b>{len(cdeck)}</b>"
        sc.pile(n.CDECK, (CDECK_X, upper), count, _stack(cdeck, COMPANION_BACK), self.words(hover))

    def _supply(self, sc: _Scene, state: OasisState) -> None:
        """The Equipment piles, each counting the items left under it, and the Companion
        discard pile."""
        lower = sc.lines[2]
        for i, item in enumerate(EQUIPMENT):
            code, left = self.cards.equipment[item], state.supply[i]
            closed = item in state.closed  # ran out: out of reach for good (ruling empty-pile)
            offered = left and not closed
            how = say("pile-closed", left=left) if closed else say("pile-open")
            hover = say("pile-hover", item=self._card(code).title, left=left,
                        cost=self.cards.cost[item], does=say(f"does-{item}"), how=how)  # fmt: skip
            fill, edge = (EQUIP_FILL[item], palette.INK) if offered else (EMPTY_FILL, PLACE_LINE)
            p = _r((LAIR_X + i * DX, lower))
            # In bold: a pile's square (PILE_SIZE) holds its widest name at 18 px.
            face = f"<b>{short_name(self.game, code)}</b>"
            sc.pile(n.supply_id(item), p, face, (fill, edge, palette.TEXT), self.words(hover))
            sc.badge(p, left, below=True)
        cdiscard = state.cdiscard
        hover = say("cdiscard-hover", companions=n.count("companions", len(cdiscard)))
        look = (CDISCARD_FILL if cdiscard else EMPTY_FILL, COMPANION_BACK, palette.TEXT)
        count = f"<b>{len(cdiscard)}</b>"
        sc.pile(n.CDISCARD, (CDECK_X, lower), count, look, self.words(hover))

    # ----- drawing ------------------------------------------------------------------------
    def paint(self, state: OasisState, highlight: Marks, selected: Marks) -> None:
        sc = self._gathered(state)
        for trace, points in (
            (SCOUTS, sc.scouts),
            (PLACES, sc.places),
            (CARDS, sc.cards),
            (PILES, sc.piles),
            (HEADS, sc.heads),
        ):
            self._send(trace, points)
        symbols = tuple(palette.seat_style("", s).symbol for s in range(state.players))
        self._put(SCOUTS, "marker.symbol", symbols)
        self._send(BADGES, sc.badges, clickable=False)
        self._send(LABELS, sc.labels, clickable=False)
        self._put(STATUS, "text", (self.status_text(state),))
        rings = (RING_EDGE, RING, PICKED)
        self._draw_rings(rings, highlight, selected, self.located(state), lambda _: RING_SIZE)
        self._draw_targets(state, selected)
        self._draw_frame(state, sc)

    def _draw_frame(self, state: OasisState, sc: _Scene) -> None:
        """The legend under the last block, and the board's height and rows to fit them."""
        extra, legend = sc.extra, len(sc.legend)
        bottom = self.block_tops(state.players, extra)[2]
        self._put(LEGEND, "y", (round(bottom + 0.1, 3),))
        self._put(LEGEND, "text", ("<br>".join(sc.legend),))
        self._put("layout", "yaxis.range", self.y_range(state.players, extra, legend))
        self._put("layout", "height", self.height(state.players, extra, legend))
        self._put("layout", "shapes", tuple(self._shapes(state.players, extra)))

    def legend_lines(self, state: OasisState) -> list[str]:
        """The legend under the board, for the cards this state shows: the game's entries
        (its description reads them too)."""
        entries = [
            (self.words(mark), self.words(meaning))
            for mark, meaning in legend_entries(self.game, state)
        ]
        title = self.words(Msg("oasis-legend-title"))
        return legend_lines(entries, LEGEND_WIDTH, f"<b>{title}</b> — ")

    def status_text(self, state: OasisState) -> str:
        """The moment, whose turn and what must be done (the description's first sentence,
        ``due``) with a hint of what to click, then which view this is."""
        text = self._hinted(state, self.words(due(self.game, state)).removesuffix("."))
        moment = ""
        if not state.ended:
            moment = self.words(say("moment", turn=state.turn, last=yes(state.deck_out)))
        if state.viewer < 0:
            view = say("view-teacher")
        else:
            view = say("view-seat", scout=n.scout(state.viewer))
        return self.words(say("status", moment=moment, due=text, view=view))

    def _hinted(self, state: OasisState, due_text: str) -> str:
        """What is due, with what the board lets the scout to move do next, beyond what the
        rules ask."""
        task = state.task
        if state.ended or not task:
            return due_text
        if state.to_move == CHANCE:
            hint = say("hint-chance", due=due_text)
        elif task[0] == "pay":
            item = self.game.card_name(self.cards.equipment[task[1]])
            hint = say("hint-pay", due=due_text, count=task[2], item=item)
        elif task[0] == "keep" and HIDDEN not in task[2:4]:
            first, second = (self.game.card_name(c) for c in task[2:4])
            hint = say("hint-keep", due=due_text, first=first, second=second)
        elif task[0] == "mission":
            hint = say("hint-mission", due=due_text)
        elif task[0] == "travel" and task[1]:
            hint = say("hint-travel", due=due_text)
        else:
            return due_text
        return self.words(hint)

    def _draw_targets(self, state: OasisState, selected: Sequence[str]) -> None:
        """Once a card is picked, a bullseye on every place where the next click completes a
        legal action (the engine's ``targets``): the trail, the play area, the discard pile."""
        where = self.located(state)
        places = []
        for element in self.game.targets(state, tuple(selected)):
            kind, _, seat = element.partition(":")
            # On a trail, the next place to fill (a Step's ring marks the trail's top card).
            if kind == "trail" and seat.isdigit() and len(state.trails[int(seat)]) < 14:
                index = len(state.trails[int(seat)])
                places.append(self.trail_xy(state.players, int(seat), index, self._scene.extra))
            elif (p := where(element)) is not None:
                places.append(p)
        self._points(TARGETS, places, marker_size=(RING_SIZE + 8,) * len(places))


__all__ = ["View"]
