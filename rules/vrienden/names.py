"""The names Vrienden's engine, codec, teaching and board view share: colours and rows, board
element ids, and the names people read (colours, rows, seats) as messages.

Colours are small integers: 0-6 are the chakra colours from the top of a player's board to
the bottom (purple, dark blue, light blue, green, yellow, orange, red), ``BLACK`` is the
negative energy and ``WHITE`` the positive one of Module A. ``EMPTY`` marks an empty maya
space. A player's board is a column of rows, top to bottom: row 0 holds the bhagya bubbles,
rows 1-7 the chakras (row ``c + 1`` is the chakra of colour ``c``) and row 8 the earth.

Board element ids (used by Step.highlight and by the explorer's clicks):

- ``karma:<colour>``: the karma space of that chakra colour and its plenitude token.
- ``flow:<f>`` and ``flow:<f>:<i>``: maya flow f (1-3) and its space i (1-3, top to bottom).
- ``bag`` and ``bag:<colour>``: the universe bag, and one colour drawn or chosen from it.
- ``bubble:<seat>:<i>``: bhagya bubble i (1-3) of seat ``seat`` (0-based), shown in order of
  the sorted energies on the bubbles.
- ``chakra:<seat>:<colour>``: a chakra; ``slot:<seat>:<colour>:<k>`` its k-th place (1-3),
  holding the k-th energy in sorted order.
- ``earth:<seat>``: the earth below the red chakra.
- ``notch:<seat>:<colour>``: the notch beside a chakra (an inspiration token paid there).
- ``inspiration:<seat>:<i>``: inspiration space i (1-8), in the order of the rulebook.
- ``meditation:<seat>:<colour>``: a meditation token of that colour beside the chakra.
- ``objective:<id>``: an objective card of Module D; ``yin-yang:<seat>``: Module A tokens.

Every sentence lives in ``messages/<language>.ftl``; the message ids all start with
``vrienden-`` (``M``). The catalogue is registered here, on import, so that every module
naming a message (the engine, teaching, the board view) finds it rendered.
"""

from __future__ import annotations

from rules.core import messages
from rules.core.messages import Msg, catalogue_for

LANGUAGES = ("en",)
#: The messages of Vrienden (with the core's shared ones): ``game.messages``.
CATALOGUE = catalogue_for(__file__, LANGUAGES)
M = "vrienden-"

CHAKRAS = ("purple", "dark-blue", "light-blue", "green", "yellow", "orange", "red")
COLOURS = (*CHAKRAS, "black", "white")
BLACK = 7
WHITE = 8
EMPTY = -1
BUBBLES = 0  # row of the bhagya bubbles
EARTH = 8  # row of the earth
ROWS = 9
ROW_NAMES = ("bubbles", *CHAKRAS, "earth")  # the rows as saved files name them
YIN_YANG = "yin-yang"
OBJECTIVES = "objectives"
HIDDEN = 0  # a plenitude value the viewer has not seen


def chakra_row(colour: int) -> int:
    return colour + 1


def row_id(row: int) -> str:
    """The readable name of a row in action keys: bubbles, chakra:<colour> or earth."""
    if row == BUBBLES:
        return "bubbles"
    if row == EARTH:
        return "earth"
    return f"chakra:{CHAKRAS[row - 1]}"


# ----- element ids ----------------------------------------------------------------------------
BAG = "bag"


def karma_id(colour: int) -> str:
    return f"karma:{CHAKRAS[colour]}"


def flow_id(flow: int) -> str:
    """Maya flow ``flow`` (0-based) as the board names it (1-3)."""
    return f"flow:{flow + 1}"


def flow_space_id(flow: int, space: int) -> str:
    return f"flow:{flow + 1}:{space + 1}"


def bag_colour_id(colour: int) -> str:
    return f"bag:{COLOURS[colour]}"


def bubble_id(seat: int, index: int) -> str:
    """Bhagya bubble ``index`` (1-3) of ``seat``."""
    return f"bubble:{seat}:{index}"


def chakra_id(seat: int, colour: int) -> str:
    return f"chakra:{seat}:{CHAKRAS[colour]}"


def slot_id(seat: int, colour: int, place: int) -> str:
    return f"slot:{seat}:{CHAKRAS[colour]}:{place}"


def earth_id(seat: int) -> str:
    return f"earth:{seat}"


def notch_id(seat: int, colour: int) -> str:
    return f"notch:{seat}:{CHAKRAS[colour]}"


def inspiration_id(seat: int, space: int) -> str:
    """Inspiration space ``space`` (1-8) of ``seat``."""
    return f"inspiration:{seat}:{space}"


def meditation_id(seat: int, colour: int) -> str:
    return f"meditation:{seat}:{CHAKRAS[colour]}"


def objective_id(oid: str) -> str:
    return f"objective:{oid}"


def yin_yang_id(seat: int) -> str:
    return f"yin-yang:{seat}"


def row_element(seat: int, row: int) -> str:
    """The element standing for a whole row of ``seat``'s board (the first bubble for the
    bubbles)."""
    if row == BUBBLES:
        return bubble_id(seat, 1)
    if row == EARTH:
        return earth_id(seat)
    return chakra_id(seat, row - 1)


# ----- names people read ----------------------------------------------------------------------
_COLOUR = tuple(Msg(f"{M}colour-{name}") for name in COLOURS)
_COLOUR_START = tuple(Msg(f"{M}colour-start-{name}") for name in COLOURS)
_ROW = (
    Msg(M + "row-bubbles"),
    *(Msg(M + "row-chakra", colour=c) for c in _COLOUR[:7]),
    Msg(M + "row-earth"),
)
_ROW_START = (
    Msg(M + "row-start-bubbles"),
    *(Msg(M + "row-start-chakra", colour=c) for c in _COLOUR[:7]),
    Msg(M + "row-start-earth"),
)
_ROW_PLAIN = (
    Msg(M + "row-plain-bubbles"),
    *(Msg(M + "row-plain-chakra", colour=c) for c in _COLOUR[:7]),
    Msg(M + "row-plain-earth"),
)
#: Each seat's name ("Player 1"), built once: Steps name seats all the time.
_SEATS = tuple(Msg(M + "seat", number=seat + 1) for seat in range(8))


def colour(c: int) -> Msg:
    """An energy colour's name ("dark blue")."""
    return _COLOUR[c]


def colour_start(c: int) -> Msg:
    """An energy colour's name at the start of a sentence ("Dark blue")."""
    return _COLOUR_START[c]


def row(r: int) -> Msg:
    """A row of a board as a sentence names it ("the dark blue chakra")."""
    return _ROW[r]


def row_start(r: int) -> Msg:
    """A row's name at the start of a sentence ("The dark blue chakra")."""
    return _ROW_START[r]


def row_plain(r: int) -> Msg:
    """A row's name without its article ("dark blue chakra"), for lists."""
    return _ROW_PLAIN[r]


def seat(s: int) -> Msg:
    """A seat's name ("Player 1")."""
    return _SEATS[s] if 0 <= s < len(_SEATS) else Msg(M + "seat", number=s + 1)


def count(noun: str, n: int) -> Msg:
    """``n`` of ``noun`` ("1 bubble", "3 draws"): the plural is the catalogue's."""
    return Msg(f"{M}count-{noun}", count=n)


def chained(joiner: str, parts: tuple) -> Msg | str:
    """``parts`` joined two at a time by the message ``vrienden-<joiner>`` ("x; y", "a, b"):
    lists whose words the sentence chooses, unlike the core's "a, b and c"."""
    return messages.chained(f"{M}{joiner}", parts)


def listed_or(parts: tuple) -> Msg | str:
    """``parts`` as "a, b or c"."""
    if len(parts) == 1:
        return parts[0]
    return Msg(M + "list-or", head=chained("comma", parts[:-1]), last=parts[-1])
