"""A list box for lists that grow long and change often (the History tab's moves)."""

from __future__ import annotations

import ipywidgets as w
import traitlets


class LongList(w.Select):
    """``ipywidgets.Select`` whose labels are taken as the texts they are.

    Select checks each label of its options as text every time the options change: a game's
    history is set again after every move with one more line, so a long game (Mycelia: Prisma,
    about 900 moves) checked some 400 lines after each move. The labels here are the
    explorer's own strings, made by its catalogue; the page's side is Select's, unchanged."""

    _options_labels = traitlets.Tuple(read_only=True).tag(sync=True)
