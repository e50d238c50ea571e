"""The board of Mycelia: Prisma: each player's 4 x 5 board with its drops (dewdrops as
circles, prism drops as diamonds: told apart by shape, not only colour), the cards of each
player (hand, gift area, draw and discard piles, action cards), and a strip above: the
showcase (names and prices), the root field's three gift piles (their face-up top cards,
marked G, A and P as well as by colour), the Shrine of Life with the dewdrop supply, and the
favors bar (its colour bands named) with the mushrooms, the unused ones covering spaces.

Clicks: a hand card plays it, a showcase card or a gift pile buys it, an action card uses it;
during a card's drops, a field removes a drop there, or two fields move one from the first to
the second; while a card is to be removed or recycled, the discard pile's cards and the gift
area's are there to click; "End turn" and "Leave unused" are buttons on the board.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import BADGE_MARGIN, BoardView, Point, board_layout, rounded
from explorer.boards.layers import RING_LOOKS, Marks, look, text_font
from explorer.boards.text_width import text_ems
from rules.core.messages import Msg, render
from rules.mycelia_prisma.data import COLORS
from rules.mycelia_prisma.names import P, card_effect
from rules.mycelia_prisma.state import HIDDEN, MyceliaState

SEAT_COLOURS = ("red", "blue", "turquoise", "yellow")
LANDSCAPE_FILL = {
    "moss": "#B8D8A8", "grass": "#E4EFA0", "water": "#A9CCE8", "earth": "#C8A97E",
    "shrine": "#F3E9F5",
}  # fmt: skip
BAR_FILL = {"start": "#FFFFFF", "green": "#A6DBA0", "amber": "#F6C667", "purple": "#C9A3D9"}
DEW = "#56B4E9"
PRISM = "#CC79A7"
USED = "#D9D4CA"  # an action card used this turn
GIFT_FILL = "#E4D2EE"  # a gift card lying in a gift area (a hand card is white)
UNUSED_MUSHROOM = "#9A9384"  # the mushrooms of absent players, covering bar spaces
WIDTH = 6.2  # one seat's board and cards, in field widths
BLOCK = 8.0  # the height of a row of two seats (board, name, cards)
TOP = 8.45  # the top of the table strip (showcase, gift piles, shrine, favors bar)
LEFT, STRIP_RIGHT = -0.5, 13.6  # the table strip's width sets the narrowest figure
# The table strip, from the top: titles, the showcase, gift piles and shrine; the colour
# bands' names, the mushrooms and the favors bar.
# The bands, mushrooms and bar stand high enough over the boards for a seat's line of two
# (the end's "Player 1 wins: 21 drops cleared, 5 leaves" is wider than a board, issue 44).
TITLE_Y, TABLE_Y, BAND_Y, MUSHROOM_Y, BAR_Y = 8.15, 7.6, 6.1, 5.65, 5.2
SEAT_LINE_Y, SEAT_LINES_Y = 4.2, 4.42  # a seat's line over its board: one line, two lines
PILE_ROWS = (7.75, 7.3, 6.85)  # the gift piles, one row each (green, amber, purple)
PILE_X = 9.0
CARD_ROWS = {"hand": -0.5, "gifts": -1.1, "choices": -1.7, "piles": -2.3}  # below a board
ROW_STEP = 0.6  # between two rows of cards
ROW_WIDTH = 5.8  # the room a row of cards has under a board
# Card names are spaced for presenter mode, where the board's words grow to 18 px on screen
# (explorer/figure.js): names spaced for 12 px ran into the next card, and at 7.8 px a
# character (words of 17 px) a name still touched the next card's square. A wide letter's
# share at 18 px is 10.6 px ("Mushroom": 85 px), which is fewer of the board's own pixels
# where presenter mode scales the board up (fit_px_per_char).
PRESENTER_PX_PER_CHAR = 10.6
PRESENTER_FONT_PX = 18
# Presenter mode's column at 1366 x 768 (explorer/access.py scales a board to it): 908 px.
PRESENTER_COLUMN = 908
PX_PER_CHAR = 6.2  # about the width of a character at 12 px (measured: 5.8 to 6.2)
# The rings (a Step's highlight, the user's picks) come first, under every field, piece and
# word: a ring wider than its element reached over the counts, card names and labels beside it
# (issue 44: a ring or mark never covers a text). Drawn under them it still shows round its
# element, and the words it passes under keep a halo (``text_font``) where its line crosses them.
RINGS = (0, 1, 2)  # a Step's highlight (rim, ring) and the user's picks
FIELDS, DEWS, PRISMS, CARDS, BAR, MUSHROOMS, LABELS = range(3, 10)
LEGEND = 10  # last: the key to the colours and shapes, and who is who
TRACE_COUNT = 11
# The key to the board: what each field colour and each shape stands for (words, so that a
# scenario's "the moss field right of the shrine field" can be found on the board).
FIELD_KINDS = ("moss", "grass", "water", "earth", "shrine")  # each kind's words: board-field-<kind>
ACTION_KEY_LINE = 8  # the key's line for the action cards' letters, after the pieces
LEGEND_STEP = 0.45  # between two lines of the key, in field widths


def columns(players: int) -> int:
    """Seats side by side: three players in one row (wide screens have the room), four in
    two rows of two."""
    return 3 if players == 3 else 2


def corner(seat: int, players: int) -> Point:
    """Where a seat's block starts."""
    per_row = columns(players)
    return (seat % per_row * WIDTH, -(seat // per_row) * BLOCK)


def field_xy(seat: int, field: int, players: int) -> Point:
    left, down = corner(seat, players)
    return (left + field % 5 + 0.5, down + 3.5 - field // 5)


def wide(players: int) -> bool:
    """Three seats side by side: the key goes into the table strip, right of the shrine."""
    return columns(players) == 3


def x_range(players: int) -> tuple[float, float]:
    # Room for the key: right of the top row's last board (two seats a row), or right of
    # the shrine in the table strip (three seats in a row).
    right = 18.7 if wide(players) else 16.4
    return (LEFT, right)


def legend_xy(players: int, line: int) -> Point:
    """Where line ``line`` of the key starts (its mark; the words follow on the right)."""
    if wide(players):  # the fields in one column, the drops beside them, then the rest
        column, row = (0, line) if line < 5 else (1, line - 5) if line < 7 else (0, line - 2)
        return (14.4 + column * 2.2, TITLE_Y - row * 0.55)
    return (11.55, 4.0 - line * LEGEND_STEP)


def pile_key_xy(players: int, k: int) -> Point:
    """Where the key says what letter ``k`` of the gift piles (G, A, P) stands for: beside
    the drops (three seats a row), or right of the shrine, level with the piles."""
    if wide(players):
        return (16.6, TITLE_Y - (2 + k) * 0.55)
    return (14.6, PILE_ROWS[k])


def bottom(players: int) -> float:
    return -2.8 - (BLOCK if players > columns(players) else 0.0)


# Four seats (two rows of boards) make the board taller than a 1366 x 768 window: presenter
# mode drew it at its own size, and its 12 px words could grow to 14-17 px only. So two rows
# are drawn as presenter mode draws one row of two seats, scaled up 1.434 times to its column
# (measured in the browser): the one row's field width and words 1.434 times larger (and
# marks sized in pixels), the board then just narrower than the column. Its words have the
# room they have there, and elsewhere the dashboard scales the board to its column. (At
# 1.35, and with the units worked out without the badge line, four seats' words were 16.2 px
# on screen where two seats' are 17.2.)
ZOOM_TWO_ROWS = 1.434
ONE_ROW_HEIGHT = 450
# The dashboard draws a board with the base's BADGE_MARGIN (30 px) above it for the
# line that says what it shows, and the board's own 4 px below: the plot's own height is the
# figure's less these (tests/explorer/test_mycelia_prisma_badge_line.py checks they agree).
BADGE_PX, FOOT_PX = BADGE_MARGIN, 4


def zoom(players: int) -> float:
    """How much larger than on the one row's board words and marks are drawn."""
    return ZOOM_TWO_ROWS if players > columns(players) else 1.0


def height(players: int) -> int:
    if players <= columns(players):
        return ONE_ROW_HEIGHT
    # The one row's field width as the dashboard draws it (below its badge line), zoomed.
    one_row_unit = (ONE_ROW_HEIGHT - BADGE_PX - FOOT_PX) / (TOP - bottom(2))
    return round(one_row_unit * ZOOM_TWO_ROWS * (TOP - bottom(players))) + BADGE_PX + FOOT_PX


def fit_px_per_char(players: int) -> float:
    """A character's room, in the board's own pixels, for its words to reach 18 px in
    presenter mode at 1366 x 768: the board is scaled up to the column there (two or three
    seats), or drawn at its own (zoomed) size when it is taller than the window (four)."""
    scale = 1.0 if players > columns(players) else PRESENTER_COLUMN / own_width(players)
    return PRESENTER_PX_PER_CHAR / max(scale, 1.0)


def say(text: str, /, **params: Any) -> str:
    """One of the board's own texts, a message of the game's catalogue (``board-...``)."""
    return render(Msg(f"{P}board-{text}", **params))


def field_words(kind: str) -> str:
    """A field's kind in words ("shrine field"), as the key and its hover text say it."""
    return say(f"field-{kind}")


def own_width(players: int) -> float:
    """The board's own width in pixels (it keeps its aspect at its own height)."""
    low, high = x_range(players)
    return (high - low) * unit_px(players) + 8


def unit_px(players: int) -> float:
    """Pixels per field width at the figure's own height (the board keeps its aspect)."""
    return (height(players) - 8) / (TOP - bottom(players))


def text_width(text: str, players: int, px_per_char: float = PX_PER_CHAR) -> float:
    """About how many field widths ``text`` takes at 12 px (its longest line)."""
    longest = max(len(re.sub(r"<[^>]+>", "", line)) for line in text.split("<br>"))
    return longest * px_per_char / unit_px(players)


def row_room(seat: int, players: int) -> float:
    """How wide a row of cards under ``seat``'s board may run: to the next seat's cards, or
    for the last seat of a row of boards, to the figure's right edge (under the key)."""
    if seat % columns(players) == columns(players) - 1:
        return x_range(players)[1] - (corner(seat, players)[0] + 0.4) - 0.2
    return ROW_WIDTH


def wrapped(text: str, width: int = 56) -> str:
    """A long hover text broken into lines of about ``width`` characters."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "<br>".join(lines)


def shortened(name: str, room: float, players: int, px_per_char: float = PX_PER_CHAR) -> str:
    """``name`` cut to what fits in ``room`` field widths (the hover text has it whole)."""
    chars = max(3, int(room * unit_px(players) / px_per_char))
    # The ellipsis is as wide as two letters.
    return name if len(name) <= chars else name[: max(1, chars - 2)] + "…"


def seat_line_room(seat: int, players: int) -> float:
    """How wide a seat's line over its board may run, after its mark: to the next seat's
    mark, or for the last seat of a row, to the key (two seats a row) or the figure's edge."""
    left = corner(seat, players)[0]
    if seat % columns(players) < columns(players) - 1:
        end = left + WIDTH + 0.2
    else:
        end = x_range(players)[1] if wide(players) else legend_xy(players, 0)[0]
    return end - (left + 0.2) - 0.6  # its mark and the next (half each), and a gap


def folded(text: str, room: float, players: int) -> str:
    """``text`` on two lines where presenter mode's words would not fit in ``room``, broken
    after a colon or comma ("Player 1 wins: / 21 drops cleared, 5 leaves"): the break that
    fits, else the one that overflows least; phrases stay whole. Widths from the font's
    letters (explorer/boards/text_width.py), at presenter mode's 18 px."""

    def width(line: str) -> float:
        scale = PRESENTER_PX_PER_CHAR / fit_px_per_char(players)  # presenter mode's scale
        return 1.05 * text_ems(line) * PRESENTER_FONT_PX / scale / unit_px(players)

    if width(text) <= room:
        return text
    depth, breaks = 0, []
    for i, c in enumerate(text):
        depth += {"<": 1, ">": -1}.get(c, 0)
        if c == " " and depth == 0 and text[i - 1] in ":,;":
            breaks.append(i)
    if not breaks:
        return text
    cut = min(breaks, key=lambda i: max(width(text[:i]), width(text[i + 1 :])))
    return text[:cut] + "<br>" + text[cut + 1 :]


CARD_MARK = 0.75  # a card's square, the gap before its name and after it, in field widths


def card_width(name: str, players: int) -> float:
    """A card's place in a row: its square and its name at presenter mode's size."""
    return CARD_MARK + text_width(name, players, fit_px_per_char(players))


def one_row(names: list[str], room: float, players: int) -> list[str] | None:
    """``names`` as they fit on one row of ``room`` field widths: whole, else the widest with
    a second word on two lines (genus over species), then the next; None where none fits."""
    names = list(names)
    while True:
        widths = [card_width(name, players) for name in names]
        if sum(widths) <= room:
            return names
        one_line = [i for i, name in enumerate(names) if name != two_lines(name)]
        if not one_line:
            return None
        widest = max(one_line, key=lambda i: widths[i])
        names[widest] = two_lines(names[widest])


def packed(names: list[str], room: float, players: int) -> list[list[int]]:
    """The indices of ``names`` in lines of whole names, each at most ``room`` wide (a name
    wider than the room has a line of its own)."""
    lines: list[list[int]] = []
    used = room
    for i, name in enumerate(names):
        width = card_width(name, players)
        if lines and used + width <= room:
            lines[-1].append(i)
            used += width
        else:
            lines.append([i])
            used = width
    return lines


def two_lines(name: str) -> str:
    """A card name on two lines (genus over species), to fit under a showcase place."""
    first, _, rest = name.partition(" ")
    return f"{first}<br>{rest}" if rest else name


_LINE = dict(width=1, color=palette.INK)
LOOKS = (
    *RING_LOOKS,  # RINGS: under everything (see RINGS)
    look("fields", marker=dict(symbol="square", size=38, line=_LINE)),
    look(
        "dewdrops",
        "markers+text",
        textfont=text_font(12, palette.INK),
        marker=dict(symbol="circle", color=DEW, size=16, line=_LINE),
    ),
    look(
        "prism drops",
        "markers+text",
        textfont=text_font(12, palette.INK),
        marker=dict(symbol="diamond", color=PRISM, size=18, line=_LINE),
    ),
    look(
        "cards",
        "markers+text",
        textfont=text_font(12, palette.TEXT),
        marker=dict(symbol="square", size=14, color=palette.PANEL_FILL, line=_LINE),
    ),
    look(
        "favors bar",
        "markers+text",
        textfont=text_font(12, palette.INK),
        marker=dict(symbol="square", size=26, line=_LINE),
    ),
    look("mushrooms", marker=dict(size=14, line=_LINE)),
    look("labels", "text", click=False, textfont=text_font(12, palette.TEXT)),
    look(
        "key",
        "markers+text",
        click=False,
        textposition="middle right",
        textfont=text_font(12, palette.TEXT),
        marker=dict(size=13, line=_LINE),
    ),
)
assert len(LOOKS) == TRACE_COUNT


class View(BoardView):
    example_note = say("example-note")
    modebar = False

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._zoom = 1.0  # zoom(players) of the state being drawn
        self._sections = {section.id: section for section in game.rulebook.sections}
        # Where each card of the last drawn state's rows is, and that state.
        self._card_places: dict[str, Point] = {}
        self._card_places_of: Any = None
        # The card places of the draw under way: (point, text position, size, fill) each.
        self._rows: list[tuple[tuple[Point, str, str, str], str, float, str]] = []
        # The hand cards held more than once in the draw under way: (element id, copies).
        self._copies: list[tuple[str, int]] = []

    # ----- where things are ---------------------------------------------------------------
    def scene(self, s: Any) -> dict[str, Point]:
        at: dict[str, Point] = {}
        for seat in range(s.players):
            left, down = corner(seat, s.players)
            at[f"board:{seat}"] = (left + 2.5, down + 2.0)
            for field in range(20):
                at[f"field:{seat}:{field}"] = field_xy(seat, field, s.players)
            at[f"hand:{seat}"] = (left + 0.4, down + CARD_ROWS["hand"])
            below = ROW_STEP * (self._hand_lines(s, seat) - 1)  # a hand on two lines
            at[f"gifts:{seat}"] = (left + 0.4, down + CARD_ROWS["gifts"] - below)
            at[f"deck:{seat}"] = (left + 0.4, down + CARD_ROWS["piles"])
            # Spaced for presenter mode's larger words ("deck 7" ran into the discard pile).
            at[f"discard:{seat}"] = (left + 2.15, down + CARD_ROWS["piles"])
            for i, letter in enumerate("abfg"):
                at[f"action:{seat}:{letter}"] = (left + 4.55 + i * 0.5, down + CARD_ROWS["piles"])
        for slot in range(5):
            at[f"showcase:{slot}"] = (0.55 + slot * 1.75, TABLE_Y)
        for color, y in zip(COLORS, PILE_ROWS, strict=True):
            at[f"pile:{color}"] = (PILE_X, y)
        at["shrine"] = (12.4, TABLE_Y)
        for space in range(len(self.game.board.bar)):
            at[f"bar:{space}"] = (1.4 + space * 0.9, BAR_Y)
            at[f"unused:{space}"] = (1.4 + space * 0.9, MUSHROOM_Y)
        for seat in range(s.players):
            at[f"mushroom:{seat}"] = at[f"bar:{s.mushrooms[seat]}"]
        at["gwidyon"] = (11.9, BAND_Y)
        at["end"] = (10.5, MUSHROOM_Y)
        at["skip"] = (10.5, BAR_Y - 0.05)
        return at

    def locate(self, state: Any, element_id: str) -> Point:
        at = self.scene(state)
        if element_id.startswith(CARD_ROW_KINDS) and element_id.count(":") == 1:
            # A whole row (a hand, a gift area): ringed just before its first card, whose
            # name a ring on the card itself covered.
            x, y = at[element_id]
            return (x - 0.3, y)
        if element_id in at:
            return at[element_id]
        head, _, rest = element_id.partition(":")
        seat = rest.partition(":")[0]
        group = f"{head}:{seat}"
        # A card of a row drawn for this state: where it is (not its row's first place,
        # where a ring hid the first card's name).
        drawn = self._card_places.get(element_id)
        if drawn is not None and self._card_places_of is state:
            return drawn
        if head in ("hand", "gifts", "discard") and group in at:
            return at[group]
        raise KeyError(element_id)

    # ----- drawing ------------------------------------------------------------------------
    def build(self, state: Any = None) -> go.FigureWidget:
        players = state.players if state is not None else 1
        y_range = (bottom(players), TOP)
        layout = board_layout(height(players), x_range(players), y_range, palette.BOARD, 13, [])
        return self._figure(LOOKS, layout, state)

    def paint(self, state: MyceliaState, highlight: Marks, selected: Marks) -> None:
        self._put("layout", "height", height(state.players))
        self._put("layout", "xaxis.range", list(x_range(state.players)))
        self._put("layout", "yaxis.range", [bottom(state.players), TOP])
        unit = unit_px(state.players)
        for trace, share in ((FIELDS, 0.85), (DEWS, 0.36), (PRISMS, 0.42), (BAR, 0.6)):
            self._put(trace, "marker.size", round(unit * share))
        # Sizes in pixels (words, marks not sized by the fields) grow with the board.
        self._zoom = z = zoom(state.players)
        for trace in (DEWS, PRISMS, CARDS, BAR, LABELS, LEGEND):
            self._put(trace, "textfont.size", round(12 * z, 1))
        self._put(MUSHROOMS, "marker.size", round(14 * z, 1))
        at = self.scene(state)
        self._fields(state, at)
        self._drops(state)
        self._cards(state, at, unit)
        self._bar(state, at)
        self._labels(state, at)
        self._legend(state, at)
        self._draw_rings(RINGS, highlight, selected, self._where(state), self._ring_size(z))

    def _where(self, state: Any):
        """Where a ring goes round an element of ``state`` (None: not drawn)."""

        def where(element: str) -> Point | None:
            try:
                return rounded(self.locate(state, element))
            except KeyError:
                return None

        return where

    @staticmethod
    def _ring_size(z: float):
        """A ring's width: a card's is smaller (a wide one covered the first letters of its
        name)."""

        def size(element: str) -> float:
            card = element.count(":") == 2 and element.startswith(CARD_ROW_KINDS)
            return round((22 if card else 30) * z)

        return size

    def _entries(self, trace: int, points: list[tuple[Point, str, str, str]], **extra) -> None:
        """Points of a trace: (place, element id, text on the board, hover text)."""
        texts = {} if trace in (FIELDS, MUSHROOMS) else {"text": (p[2] for p in points)}
        hovers = (p[3] for p in points)
        self._points(trace, (p[0] for p in points), [p[1] for p in points], hovertext=hovers,
                     **texts, **extra)  # fmt: skip

    def _fields(self, s: Any, at: dict[str, Point]) -> None:
        points, fills = [], []
        landscapes = self.game.board.landscapes
        for seat in range(s.players):
            for field in range(20):
                kind = "shrine" if self.game.is_shrine_field(s, seat, field) else landscapes[field]
                element = f"field:{seat}:{field}"
                row, column = divmod(field, 5)
                hover = say("field-hover", seat=seat + 1, row=row + 1, column=column + 1,
                            kind=field_words(kind))  # fmt: skip
                points.append((at[element], element, "", hover))
                fills.append(LANDSCAPE_FILL[kind])
        self._entries(FIELDS, points, **{"marker.color": tuple(fills)})

    def _drops(self, s: Any) -> None:
        for trace, grid, words, dx in (
            (DEWS, s.dew, "dew-hover", -0.2),
            (PRISMS, s.prism, "prism-hover", 0.22),
        ):
            points = []
            for seat in range(s.players):
                for field in range(20):
                    count = grid[seat][field]
                    if count:
                        x, y = field_xy(seat, field, s.players)
                        element = f"field:{seat}:{field}"
                        row, column = divmod(field, 5)
                        hover = say(words, count=count, seat=seat + 1, row=row + 1,
                                    column=column + 1)  # fmt: skip
                        points.append(((x + dx, y), element, str(count), hover))
            self._entries(trace, points)

    def _card(self, code: int) -> str:
        return say("face-down-card") if code == HIDDEN else self.game.cards[code].name

    def _about(self, code: int, where: str = "") -> str:
        """A card's hover text: where it lies (``where``, in words), its name and what it
        does (a gift: its rulebook section), so that its effect is one pointer or focus
        away."""
        if code == HIDDEN:
            what = say("face-down-card")
        else:
            card = self.game.cards[code]
            if card.kind == "gift":
                section = self._sections.get(f"mycelia-prisma.gift.{card.key}")
                text = section.text.replace("**", "").strip() if section else ""
                what = say("gift-about", name=card.name, text=wrapped(text))
            else:
                effect = render(card_effect(card)).partition(": ")[2]
                what = f"<b>{card.name}</b><br>{wrapped(effect)}"
        return say("lies", where=where, what=what) if where else what

    def _short_card(self, code: int) -> str:
        return say("face-down") if code == HIDDEN else self.game.cards[code].name

    def _cards(self, s: Any, at: dict[str, Point], unit: float) -> None:
        """Every card place, and the Shrine of Life and the board's two buttons."""
        self._rows = []
        self._copies = []
        self._card_places, self._card_places_of = {}, s
        for seat in range(s.players):
            self._seat_cards(s, seat, at)
        self._table_cards(s, at, unit)
        rows = self._rows
        self._entries(
            CARDS,
            [r[0] for r in rows],
            **{
                "textposition": tuple(r[1] for r in rows),
                "marker.size": tuple(r[2] for r in rows),
                "marker.color": tuple(r[3] for r in rows),
            },
        )

    def _add(self, point, position="middle right", size=None, fill=palette.PANEL_FILL) -> None:
        """A card place: ``size`` in the board's pixels (a card's 14 px square, larger on a
        zoomed board, by default)."""
        size = 14.0 * self._zoom if size is None else size
        self._rows.append((point, position, round(size), fill))
        self._card_places.setdefault(point[1], point[0])

    def _row(
        self,
        s: Any,
        seat: int,
        start: Point,
        items: list[tuple[str, str, str]],
        fill=palette.PANEL_FILL,
    ) -> None:
        """A row of cards from ``start``, spaced to fit the room under a board:
        (element id, name on the board, hover text) each."""
        if not items:
            return
        # Whole names where they fit (each as wide as its words), else the widest first as
        # genus over species; only a row that fits neither way shares its room equally and
        # cuts names (their hover and focus texts keep them whole).
        # A card's square, the gap before its words and, after them, the gap to the next card
        # (half an em of 18 px words: closer, a name seemed part of the next card).
        mark = CARD_MARK
        room = row_room(seat, s.players)
        names = one_row([item[1] for item in items], room, s.players)
        if names is not None:
            x = start[0]
            for (element, _, hover), name in zip(items, names, strict=True):
                self._add(((x, start[1]), element, name, hover), fill=fill)
                x += card_width(name, s.players)
            return
        step = room / len(items)
        for i, (element, name, hover) in enumerate(items):
            place = (start[0] + i * step, start[1])
            # Cut to the room presenter mode's larger words need, as the whole names above.
            text = shortened(name, step - mark, s.players, fit_px_per_char(s.players))
            self._add((place, element, text, hover), fill=fill)

    def _hand_items(self, s: Any, seat: int) -> list[tuple[tuple[str, str, str], int]]:
        """A hand's places: (element id, name, hover text) and how many copies, one place for
        each kind of card."""
        cards = self.game.cards
        held = Counter(s.hands[seat])
        return [
            (
                (
                    f"hand:{seat}:{'hidden' if c == HIDDEN else cards[c].key}",
                    self._short_card(c),
                    self._about(c, say("where-hand")),
                ),
                count,
            )
            for c, count in held.items()
        ]

    @staticmethod
    def _choosing(s: Any, seat: int) -> bool:
        """Whether ``seat``'s discard pile is offered for a removal or recycling."""
        return seat == s.current and bool(s.tasks) and s.tasks[0][0] in ("trash", "recycle")

    def _hand_lines(self, s: Any, seat: int) -> int:
        """On how many lines a hand is drawn: one where its names fit (whole or on two lines
        each), else as many as whole names need, as far as the rows of cards under the board
        have room (the gift area and the discard pile's choices move down)."""
        names = [item[1] for item, _ in self._hand_items(s, seat)]
        room = row_room(seat, s.players)
        if not names or one_row(names, room, s.players) is not None:
            return 1
        spare = 3 - bool(s.gifts[seat]) - self._choosing(s, seat)
        return max(1, min(len(packed(names, room, s.players)), spare))

    def _seat_cards(self, s: Any, seat: int, at: dict[str, Point]) -> None:
        """Everything of ``seat``'s drawn below the board: hand, gifts, the discard pile's
        choices, the piles and the action cubes."""
        self._seat_hand(s, seat, at)
        self._seat_gifts_and_choices(s, seat, at)
        self._seat_piles(s, seat, at)
        self._seat_actions(s, seat, at)

    def _seat_hand(self, s: Any, seat: int, at: dict[str, Point]) -> None:
        # One place for each kind of card in the hand, how many written in its square (see
        # _labels): copies of a card are one choice (the same id, the same move), and a hand
        # of nine drawn card by card left each name too little room ("L…", "M…", issue 44).
        # A hand whose names do not fit one line goes on two or three, where there is room.
        items = self._hand_items(s, seat)
        hand = [item for item, _ in items]
        self._copies += [(item[0], count) for item, count in items if count > 1]
        x, y = at[f"hand:{seat}"]
        count = self._hand_lines(s, seat)
        if count > 1:
            names = [item[1] for item in hand]
            lines = packed(names, row_room(seat, s.players), s.players)
            # More lines than the rows have room for: the last shares its row (names on two
            # lines, else cut, as one row would).
            lines[count - 1 :] = [[i for line in lines[count - 1 :] for i in line]]
            for k, line in enumerate(lines):
                self._row(s, seat, (x, y - k * ROW_STEP), [hand[i] for i in line])
        else:
            self._row(s, seat, (x, y), hand)

    def _seat_gifts_and_choices(self, s: Any, seat: int, at: dict[str, Point]) -> None:
        cards = self.game.cards
        gifts = [
            (f"gifts:{seat}:{cards[c].key}", cards[c].name, self._about(c, say("where-gifts")))
            for c in s.gifts[seat]
        ]
        self._row(s, seat, at[f"gifts:{seat}"], gifts, GIFT_FILL)  # the gift area's own colour
        if self._choosing(s, seat):
            # The discard pile's cards, to be clicked for the removal or recycling asked for.
            left, down = corner(seat, s.players)
            down -= ROW_STEP * (self._hand_lines(s, seat) - 1)
            choices = [
                (
                    f"discard:{seat}:{cards[c].key}",
                    cards[c].name,
                    self._about(c, say("where-discard")),
                )
                for c in sorted(set(s.discards[seat]))
            ]
            self._row(s, seat, (left + 0.4, down + CARD_ROWS["choices"]), choices)

    def _seat_piles(self, s: Any, seat: int, at: dict[str, Point]) -> None:
        size = len(s.tops[seat]) + len(s.decks[seat])
        deck = (say("deck", count=size), say("deck-hover", count=size))
        self._add((at[f"deck:{seat}"], f"deck:{seat}", *deck))
        discards = s.discards[seat]
        names = ", ".join(sorted({self._card(c) for c in discards})) or say("empty")
        self._add(
            (
                at[f"discard:{seat}"],
                f"discard:{seat}",
                say("discard", count=len(discards)),
                say("discard-hover", cards=names),
            )
        )

    def _seat_actions(self, s: Any, seat: int, at: dict[str, Point]) -> None:
        for letter in sorted(set(s.actions[seat])):
            held = s.actions[seat].count(letter)
            used = s.used.count(letter) if seat == s.current else 0
            spent = "yes" if used >= held else "no"
            twice = "yes" if held > 1 else "no"
            price = self.game.action_price(s, letter)
            uses = ACTION_USES[letter][: 2 if s.prisma else 1]
            does = "<br>".join(render(Msg(f"{P}label-action-{use}")) for use in uses)
            self._add(
                (
                    at[f"action:{seat}:{letter}"],
                    f"action:{seat}:{letter}",
                    letter if held == 1 else letter + "2",
                    say(
                        "action-hover",
                        letter=letter,
                        twice=twice,
                        used=spent,
                        price=price,
                        does=does,
                    ),
                ),
                "middle center",
                20.0 * self._zoom,
                USED if used >= held else palette.PANEL_FILL,
            )

    def _table_cards(self, s: Any, at: dict[str, Point], unit: float) -> None:
        big = unit * 0.55
        for slot, code in enumerate(s.showcase):
            if code:
                card = self.game.cards[code]
                price = self.game.showcase_price(s, code)
                self._add(
                    (
                        at[f"showcase:{slot}"],
                        f"showcase:{slot}",
                        two_lines(card.name),
                        self._about(code, say("where-showcase", price=price)),
                    ),
                    "bottom center",
                    big,
                )
        for color, pile in zip(COLORS, s.piles if s.prisma else (), strict=False):
            if not pile:
                hover = say("pile-empty-hover", color=color)
                point = (at[f"pile:{color}"], f"pile:{color}", say("empty"), hover)
                self._add(point, fill=BAR_FILL[color], size=unit * 0.38)
            else:
                top = self._card(pile[0])
                self._add(
                    (
                        at[f"pile:{color}"],
                        f"pile:{color}",
                        f"{shortened(top, 2.7, s.players)} · {len(pile)}",
                        self._about(pile[0], say("where-pile", color=color, count=len(pile)))
                        if pile[0] != HIDDEN
                        else say("pile-hidden-hover", color=color, top=top, count=len(pile)),
                    ),
                    fill=BAR_FILL[color],
                    size=unit * 0.38,
                )
        capacity = self.game.capacity(s.players)
        hover = say("shrine-hover", drops=s.shrine, capacity=capacity, supply=s.dew_supply)
        self._add((at["shrine"], "shrine", "", hover), size=big, fill=LANDSCAPE_FILL["shrine"])
        if s.tasks and s.tasks[0][0] == "turn":
            self._add((at["end"], "end", say("end"), say("end-hover")))
        if s.tasks and s.tasks[0][0] not in SKIPLESS:
            self._add((at["skip"], "skip", say("skip"), say("skip-hover")))

    def _bar(self, s: Any, at: dict[str, Point]) -> None:
        bar = self.game.board.bar if s.prisma else ()
        points = [
            (at[f"bar:{i}"], f"bar:{i}", str(i), say("bar-hover", space=i, color=color))
            for i, color in enumerate(bar)
        ]
        self._entries(BAR, points, **{"marker.color": tuple(BAR_FILL[c] for c in bar)})
        mushrooms, fills, symbols = [], [], []
        for space in s.blocked:
            x, y = at[f"unused:{space}"]
            hover = say("unused-hover", space=space)
            mushrooms.append(((x, y), f"unused:{space}", "", hover))
            fills.append(UNUSED_MUSHROOM)
            symbols.append("x")
        standing = [*(s.mushrooms if s.prisma else ()), *([s.gw_pos] if s.gw_pos >= 0 else [])]
        for seat in range(s.players if s.prisma else 0):
            place = self._mushroom_place(at, standing, seat)
            hover = say("mushroom-hover", seat=seat + 1, space=s.mushrooms[seat])
            mushrooms.append((place, f"mushroom:{seat}", "", hover))
            style = palette.seat_style(SEAT_COLOURS[seat], seat)
            fills.append(style.fill)
            symbols.append(style.symbol)
        if s.gw_pos >= 0:
            hover = say("gwidyon-hover", space=s.gw_pos)
            place = self._mushroom_place(at, standing, len(standing) - 1)
            mushrooms.append((place, "gwidyon", "", hover))
            fills.append(palette.OKABE_ITO["yellow"])
            symbols.append("star")
        self._entries(
            MUSHROOMS, mushrooms, **{"marker.color": tuple(fills), "marker.symbol": tuple(symbols)}
        )

    def _mushroom_place(self, at: dict[str, Point], standing: list[int], index: int) -> Point:
        """Above its space; mushrooms sharing the start or the last space side by side."""
        space = standing[index]
        sharing = [i for i, other in enumerate(standing) if other == space]
        shift = (sharing.index(index) - (len(sharing) - 1) / 2) * 0.24
        return (at[f"bar:{space}"][0] + shift, MUSHROOM_Y)

    def _seat_title(self, s: Any, seat: int) -> str:
        """A seat's line above its board: whose turn, leaves; at the end the result's score
        (drops cleared) and who won, as the game's result says."""
        result = self.game.result(s) if s.ended else None
        who, leaves = say("player", seat=seat + 1), s.leaves[seat]
        if result is None:
            turn = "yes" if seat == s.current else "no"
            return render(Msg(f"{P}board-seat", who=who, turn=turn, leaves=leaves))
        won = "yes" if seat in result.winners else "no"
        score = result.scores[seat]
        return render(Msg(f"{P}board-seat-final", who=who, won=won, score=score, leaves=leaves))

    def _labels(self, s: Any, at: dict[str, Point]) -> None:
        texts = []
        for slot, code in enumerate(s.showcase):
            if code:  # the price, inside the card's square
                texts.append((at[f"showcase:{slot}"], str(self.game.showcase_price(s, code))))
        for element, count in self._copies:  # a hand's copies of a card, in its square
            texts.append((self._card_places[element], str(count)))
        capacity = self.game.capacity(s.players)
        shrine_x, shrine_y = at["shrine"]
        texts.append(((shrine_x, TITLE_Y), say("title-shrine")))
        texts.append(((shrine_x, shrine_y), str(s.shrine)))
        drops = say("shrine-drops", drops=s.shrine, capacity=capacity)
        texts.append(((shrine_x, shrine_y - 0.55), drops))
        texts.append(((shrine_x, shrine_y - 0.95), say("supply", supply=s.dew_supply)))
        texts.append(((at["showcase:2"][0], TITLE_Y), say("title-showcase")))
        if s.prisma:
            texts.append(((PILE_X + 1.0, TITLE_Y), say("title-piles")))
            for color, y in zip(COLORS, PILE_ROWS, strict=True):
                texts.append(((PILE_X, y), color[0].upper()))  # G, A, P: not by colour alone
            texts.append(((0.45, BAR_Y), say("title-favors")))
            for color in COLORS:
                spaces = [i for i, c in enumerate(self.game.board.bar) if c == color]
                middle = sum(at[f"bar:{i}"][0] for i in spaces) / len(spaces)
                texts.append(((middle, BAND_Y), color))
        if s.solo:
            texts.append((at["gwidyon"], say("gwidyon", drops=s.gw_pile)))
        self._put(LABELS, "x", tuple(round(p[0][0], 3) for p in texts))
        self._put(LABELS, "y", tuple(round(p[0][1], 3) for p in texts))
        self._put(LABELS, "text", tuple(p[1] for p in texts))

    def _legend(self, s: Any, at: dict[str, Point]) -> None:
        """The key: the field colours and the drops' shapes in words, the mark of an unused
        mushroom, and each mushroom's mark beside its owner's name (and Gwidyon's)."""
        marks: list[tuple[Point, str, str, str, int]] = []  # place, words, fill, symbol, size
        square, inked = 13, 11
        lines = [
            (field_words(kind), LANDSCAPE_FILL[kind], "square", square) for kind in FIELD_KINDS
        ]
        lines += [(say("key-dewdrop"), DEW, "circle", inked)]
        lines += [(say("key-prism"), PRISM, "diamond", inked)]
        if s.prisma and s.blocked:
            lines.append((say("key-unused"), UNUSED_MUSHROOM, "x", inked))
        for i, (words, fill, symbol, size) in enumerate(lines):
            marks.append((legend_xy(s.players, i), words, fill, symbol, size))
        # The gift piles' letters, in their colours: G green, A amber, P purple.
        for k, color in enumerate(COLORS if s.prisma else ()):
            words = say("key-pile", letter=color[0].upper(), color=color)
            marks.append((pile_key_xy(s.players, k), words, BAR_FILL[color], "square", 11))
        # The letters on the small squares under each board: the action cards' own names.
        letters = ", ".join(sorted({letter for held in s.actions for letter in held}))
        if letters:
            words = say("key-actions", letters=letters)
            marks.append((legend_xy(s.players, ACTION_KEY_LINE), words, palette.BOARD, "circle", 0))
        # Each player's name over their board, after their mushroom's mark (none without
        # Prisma): the name grows to the right in presenter mode, away from the mark.
        for seat in range(s.players):
            left, down = corner(seat, s.players)
            title = folded(self._seat_title(s, seat), seat_line_room(seat, s.players), s.players)
            place = (left + 0.2, down + (SEAT_LINES_Y if "<br>" in title else SEAT_LINE_Y))
            if s.prisma:
                style = palette.seat_style(SEAT_COLOURS[seat], seat)
                marks.append((place, title, style.fill, style.symbol, 13))
            else:
                marks.append((place, title, palette.BOARD, "circle", 0))
        if s.solo:
            x, y = at["gwidyon"]
            half = (
                text_width(say("gwidyon", drops=s.gw_pile), s.players, fit_px_per_char(s.players))
                / 2
            )
            marks.append(((x - half - 0.3, y), "", palette.OKABE_ITO["yellow"], "star", 13))
        self._put(LEGEND, "x", tuple(round(m[0][0], 3) for m in marks))
        self._put(LEGEND, "y", tuple(round(m[0][1], 3) for m in marks))
        self._put(LEGEND, "text", tuple(m[1] for m in marks))
        self._put(LEGEND, "marker.color", tuple(m[2] for m in marks))
        self._put(LEGEND, "marker.symbol", tuple(m[3] for m in marks))
        self._put(LEGEND, "marker.size", tuple(round(m[4] * self._zoom, 1) for m in marks))


# The rows of cards under a board: their cards' ids are "<kind>:<seat>:<card>".
CARD_ROW_KINDS = ("hand:", "gifts:", "discard:")

# What each action card can do: the engine's labels of its uses (a's second use is Prisma's).
ACTION_USES = {"a": ("a-showcase", "a-gifts"), "b": ("b",), "f": ("f",), "g": ("g",)}

# The tasks that cannot be left unused: a turn's own decision, chance, and the choices the
# rules force (f or g, giving back an action card).
SKIPLESS = ("turn", "draw", "market", "die", "gwidyon", "grant", "drop-action")
