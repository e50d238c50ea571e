"""Colours and marker symbols shared by the board views.

Seat colours start from the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008),
whose eight colours stay apart for the common kinds of colour blindness. Each seat also has its
own marker symbol, so a piece can be told apart without seeing colour at all. Board and text
colours are chosen for a contrast of at least 4.5:1 where text is drawn on them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

# The Okabe–Ito colours, by their published names.
OKABE_ITO: dict[str, str] = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
}


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """How one seat's pieces look: fill, outline and a symbol unique among the seats."""

    fill: str
    outline: str
    symbol: str


INK = "#1A1A1A"  # outlines: near-black reads as black without the harshness of #000

# Each colour keeps the feel of its seat's name while staying within Okabe–Ito, so that any
# two seats remain distinguishable; orange is left free for highlights.
SEATS: dict[str, SeatStyle] = {
    "red": SeatStyle(OKABE_ITO["vermillion"], INK, "circle"),
    "blue": SeatStyle(OKABE_ITO["blue"], INK, "square"),
    "turquoise": SeatStyle(OKABE_ITO["sky blue"], INK, "diamond"),
    "yellow": SeatStyle(OKABE_ITO["yellow"], INK, "triangle-up"),
    "black": SeatStyle("#111111", "#FFFFFF", "cross"),
    "green": SeatStyle(OKABE_ITO["bluish green"], INK, "triangle-down"),
    # Pure white would vanish on the light board; a light grey with a dark rim stays "white".
    "white": SeatStyle("#EDEDED", INK, "star"),
    "purple": SeatStyle(OKABE_ITO["reddish purple"], INK, "x"),
}

# Seats not in the table (another game's colour names) still get distinct looks.
_FALLBACK = tuple(SEATS.values())


def seat_style(name: str, index: int = 0) -> SeatStyle:
    """The style of a seat by its colour name; unknown names fall back by seat index."""
    style = SEATS.get(name.lower())
    return style if style is not None else _FALLBACK[index % len(_FALLBACK)]


def seat_colour(name: str, index: int = 0) -> str:
    return seat_style(name, index).fill


def seat_symbol(name: str, index: int = 0) -> str:
    return seat_style(name, index).symbol


# ----- text -------------------------------------------------------------------------------
TEXT = INK
TEXT_MUTED = "#4D4539"  # warm dark grey: still above 7:1 on the board's parchment
TEXT_ON_DARK = "#FFFFFF"

# ----- the board --------------------------------------------------------------------------
PAGE = "#FFFFFF"
BOARD = "#F6F1E7"  # parchment behind everything
FLOOR = "#EDE3D1"  # castle floor inside the gallery loop
CARPET = "#C9B08A"  # the gallery band and the corridors to the rooms
SPACE_FILL = "#FFFDF8"
SPACE_LINE = "#7A6A55"
DOOR_LINE = "#5B3A1A"  # thick dark-wood rim: a door faces this space
ARROW_FILL = "#F7DD8F"  # the arrow space, where the cellar stairs come up
ROOM_FILL = "#FBF8F2"
ROOM_LINE = "#6B5B45"
STAIRWELL = "#D8D1C4"
STEP_FILL = "#F1ECE2"
STEP_LINE = "#5E5548"
CELLAR_DOOR = "#8C5A2B"
PANEL_FILL = "#FFFFFF"
PANEL_LINE = "#B9AC96"

# Shields: a light tint behind dark text, so the +1 / −3 on them reads at 12 px.
SHIELD_FILL = {"red": "#F4A582", "green": "#A6DBA0", "none": "#E3E0DA"}
SHIELD_LINE = {"red": "#B2182B", "green": "#1B7837", "none": "#8A8378"}
ROOM_TINT = {"red": "#F8D9CC", "green": "#D8EFD4", "none": "#F0E9DD"}  # the rug in each room

# ----- Hugo the ghost ---------------------------------------------------------------------
HUGO_FILL = "#EDE7F6"  # pale lavender: ghostly, and unlike every seat colour
HUGO_LINE = "#3F2A6B"
HUGO_TEXT = "#2A1B47"
SPEED_ON = "#5E4B8B"
SPEED_OFF = "#FFFFFF"

# ----- marking elements -------------------------------------------------------------------
# A Step's elements: an orange ring with a black rim, visible on light and dark pieces alike.
HIGHLIGHT = OKABE_ITO["orange"]
HIGHLIGHT_EDGE = "#000000"
# The user's picks: a square ring in a deep blue, a different shape from the highlight ring.
SELECTED = "#1F3A93"


# ----- Vrienden: energies in the chakra colours, black and white ---------------------------
# Seven chakra colours cannot all be told apart by hue (purple and dark blue, orange and red
# look alike to many colour-blind people): they differ in lightness where they can, and every
# energy also carries a letter (``ENERGY_LETTER`` in the board view) and a hover text naming it.
# Keys are the engine's colour ids (rules/vrienden/state.py COLOURS).
ENERGY: dict[str, str] = {
    "purple": "#762A83",
    "dark-blue": "#1F4E9E",
    "light-blue": OKABE_ITO["sky blue"],
    "green": OKABE_ITO["bluish green"],
    "yellow": OKABE_ITO["yellow"],
    "orange": OKABE_ITO["orange"],
    "red": "#B2182B",
    "black": "#1A1A1A",
    "white": "#FFFFFF",
}
PLACE_FILL = "#FFFDF8"  # an empty place on a chakra, a bubble or a maya space
PLACE_LINE = "#8A7F6E"
LOTUS_FILL = "#F3E9F5"  # the lotus board: a pale lilac
TOKEN = "#7A4A1E"  # an inspiration token (on a notch or an inspiration space)
FACE_DOWN = "#4D4539"  # a plenitude token nobody in this view has seen
HARMONY = "#F6D365"  # the band behind a harmonized chakra
EARTH_FILL = "#C8A97E"
EARTH_LINE = "#6B4E2E"


# Kept per colour: a board asks for the ink of each of its points on every redraw (O
# Inconsciente: about 160 points, 4 % of a redraw's time before), from a few dozen colours.
@functools.lru_cache(maxsize=1024)
def relative_luminance(colour: str) -> float:
    """WCAG 2 relative luminance of a ``#RRGGBB`` colour."""
    value = colour.lstrip("#")
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2 contrast ratio between two ``#RRGGBB`` colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


__all__ = [
    "OKABE_ITO",
    "SEATS",
    "SeatStyle",
    "contrast_ratio",
    "relative_luminance",
    "seat_colour",
    "seat_style",
    "seat_symbol",
]


@functools.lru_cache(maxsize=1024)
def readable_ink(fill: str) -> str:
    """Black or white text, whichever reads better on ``fill``."""
    dark = contrast_ratio(fill, TEXT)
    light = contrast_ratio(fill, TEXT_ON_DARK)
    return TEXT if dark >= light else TEXT_ON_DARK
