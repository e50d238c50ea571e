"""The explorer's own mark of the legal targets of a pick: an open teal diamond round each
place the picked piece may go, on the boards that mark none of their own (The Mushroom Eaters,
Mycelia: Prisma, O Inconsciente, Daybreak).

It follows the seven boards' standard for their rings (issue 44: a ring or mark drawn on the
board never covers a text): it is drawn under every trace of the board (plotly's ``zorder``:
the explorer adds it after the board's own traces, whose order the board owns), so the words
it passes are drawn over it, with the halo the boards give the words a ring may pass under.
Drawn under the board's marks, it is as wide as the board's own ring round the same element
(26 px for every element before, smaller than many), so that it shows round what it marks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import plotly.graph_objects as go

#: An open diamond in a dark teal, unlike the orange ring of a Step's highlight and the blue
#: square of the picks (kept here, not in the palette: only the generic explorer draws it).
COLOUR = "#00695C"
LINE = 3
NAME = "targets"
#: How much wider (px) the diamond is than the board's ring round the same element: plotly's
#: diamond of size s reaches 0.65 s along its axes and 0.46 s across its sides, so one as wide
#: as the ring shows its tips and most of its sides round the element under it (4 px more made
#: the diamonds of O Inconsciente's close-set notebook places a lattice of crossing lines).
WIDER = 0
#: Under every trace of the board (whose traces are at plotly's default, 0).
UNDER_THE_BOARD = -1


def trace() -> go.Scatter:
    """The diamonds' trace, empty: the explorer adds it to every board that marks no targets."""
    return go.Scatter(
        x=[],
        y=[],
        name=NAME,
        mode="markers",
        hoverinfo="skip",
        showlegend=False,
        zorder=UNDER_THE_BOARD,
        marker=dict(
            symbol="diamond-open", size=[], color=COLOUR, line=dict(width=LINE, color=COLOUR)
        ),
    )


def points(view: Any, state: Any, elements: Iterable[str]) -> tuple[tuple, tuple, tuple]:
    """The diamonds' x, y and sizes for ``elements`` of ``state`` on ``view``'s board (as just
    drawn: their rings' sizes are the last draw's); an element the view does not locate is
    left unmarked."""
    xs, ys, sizes = [], [], []
    for element in elements:
        try:
            x, y = view.locate(state, element)
        except KeyError:
            continue  # drawn by a trace the view does not locate
        xs.append(x)
        ys.append(y)
        sizes.append(view.ring_size(element) + WIDER)
    return tuple(xs), tuple(ys), tuple(sizes)
