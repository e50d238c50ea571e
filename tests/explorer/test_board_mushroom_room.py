"""The Mushroom Eaters in presenter mode at 1366 x 768 (issue 44, teaching at a projector):
the Eaters' lines and blocks at the board's right have room to grow to an 18 px line box.
Measured in the browser before: a step's badge above the board, when it ran to two lines,
met "Eater 1: Intensity 4/10" (its line stood within half a line of the board's top) and
both stopped at 13.6 px, at two, four and five Eaters; at three Eaters a block on a Personal
Path card ran to ten lines, into the next Eater's line (in normal mode too), and blocks
stopped at 14.5 px. (Four or five Eaters' blocks need about a third more height than the
board has at 18 px: they are left as they were.)

Worked out in-process as explorer/figure.js grows a label: about its middle vertically (a
block that hangs from its point grows up as far as down), from its start across, and from
the board's edge where it would pass it; plotly sets a text's lines 1.3 ems apart."""

from __future__ import annotations

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.mushroom_eaters import NERVES, SEATS, X_RANGE, Y_TOP

from .presenter_room import presenter_room, random_positions, side_by_side_apart, text_ems

GAME = rules.load_game("mushroom-eaters")
#: The font on screen the projector test asks for (an 18 px line box); plotly's line spacing
#: and a line's box, in ems; the texts' own font and the board's margin, in its own pixels.
FONT_PX, LINE_EMS, BOX_EMS, OWN_PX, MARGIN_PX = 15.4, 1.3, 14 / 12, 12, 4


def positions(players: int, moves: int = 600, every: int = 5):
    """A seeded random game's positions, one every ``every`` moves, and its last."""
    return random_positions("mushroom-eaters", players, moves, every, end=True)


def grown_boxes(fig, font_px: float = FONT_PX):
    """The Eaters' lines and blocks as figure.js grows them to ``font_px`` on screen, each as
    (text, (left, right, bottom, top)) in board units."""
    room = presenter_room(fig)
    own = OWN_PX / room.px_per_unit  # an em of the texts' own font, in units
    grow = font_px / (OWN_PX * room.scale)
    bottom_edge = fig.layout.yaxis.range[0] - MARGIN_PX / room.px_per_unit
    right_edge = X_RANGE[1] + MARGIN_PX / room.px_per_unit
    boxes = []
    for index, hangs in ((NERVES, False), (SEATS, True)):
        trace = fig.data[index]
        size = trace.marker.size if "markers" in trace.mode else 0
        for x, y, text in zip(trace.x, trace.y, trace.text, strict=True):
            lines = text.split("<br>")
            high = ((len(lines) - 1) * LINE_EMS + BOX_EMS) * own
            wide = max(text_ems(line) for line in lines) * own
            left = x + size / 2 / room.px_per_unit
            middle = y - high / 2 if hangs else y
            low, top = middle - high * grow / 2, middle + high * grow / 2
            if low < bottom_edge:  # grown from the board's bottom edge up
                low, top = middle - high / 2, middle - high / 2 + high * grow
            right = left + wide * grow
            if right > right_edge:  # grown leftwards from its end
                left, right = left + wide - wide * grow, left + wide
            boxes.append((text, (left, right, low, top)))
    return room, boxes


def crowded(players: int, font_px: float | None = FONT_PX, most_lines: int = 99):
    """Pairs of the Eaters' texts that meet at ``font_px`` on screen (None: at their own
    size, in normal mode) in positions whose blocks have at most ``most_lines`` lines, and the
    texts that reach above the board's top, where a step's badge of two lines stands."""
    view = board_view(GAME)
    seen, checked = [], 0
    for state in positions(players):
        fig = view.build(state)
        if max(text.count("<br>") + 1 for text in fig.data[SEATS].text) > most_lines:
            continue
        checked += 1
        own = OWN_PX * presenter_room(fig).scale
        room, boxes = grown_boxes(fig, font_px or own)
        seen += [(a[:24], "the board's top") for a, box in boxes if box[3] > Y_TOP]
        seen += [
            (a[:24], b[:24])
            for i, (a, p) in enumerate(boxes)
            for b, q in boxes[i + 1 :]
            if not side_by_side_apart(room, p, q)
        ]
    assert checked >= 10
    return sorted(set(seen))


@pytest.mark.parametrize("players", [2, 3])
def test_no_eaters_line_grows_into_a_badge_above_the_board(players):
    # "Eater 1: Intensity 4/10" stood 0.75 units under the board's top: grown to 18 px about
    # its middle it reached 2 px over it, into a step's badge of two lines, and both stopped
    # at 13.6 px. The badge grows too (its 15 px font to 18), its frame some 3 px of the
    # board's drawing down into it: at 0.7 units under the top, the line still stopped at
    # 14.8 px under a badge of two lines as wide as the board.
    badge_reach = 3 / 10
    view = board_view(GAME)
    for state in positions(players, moves=41, every=20):
        room, boxes = grown_boxes(view.build(state), font_px=18)
        assert max(box[3] for _, box in boxes) <= Y_TOP - badge_reach, room


def test_two_eaters_lines_and_blocks_have_room_for_18px():
    assert crowded(2) == []


def test_three_eaters_blocks_of_up_to_eight_lines_have_room_for_18px():
    # A block of eight lines and the next Eater's line both grow to the 18 px line box; one
    # of nine (on a Personal Path card, with three lines of cards and three of tokens) is
    # left smaller in presenter mode: three of them would need 54 units of the board's 51.
    assert crowded(3, most_lines=8) == []


@pytest.mark.parametrize("players", [2, 3])
def test_no_block_meets_the_next_eaters_line_in_normal_mode(players):
    # At three Eaters a block on a Personal Path card ran to ten lines, over the next
    # Eater's "Eater 3: Intensity 4/10" (where it was on the card took two lines).
    assert crowded(players, font_px=None) == []
