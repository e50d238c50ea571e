"""The line above the board stays clear of plotly's toolbar (issue 44).

While the pointer is on a board that has plotly's toolbar (the modebar: the Hidden Castle, The
Mushroom Eaters, O Inconsciente), the toolbar stands in the drawing's top right corner, over
the right end of the line above the board ("Now · after: ..."): its four buttons (a picture
download, a share button that uploads the board to plotly's cloud, a box and a lasso
selection) covered the end of a long action's label, at 1366 x 768, 1920 x 1080 and in
presenter mode alike (the toolbar scales with the board). The toolbar keeps its one useful
button, and the line's words stop short of it: every game's longest labels, at the board's own
size and grown to presenter mode's font, end left of the toolbar's corner.
"""

from __future__ import annotations

import pytest

import rules
from explorer.app import GameExplorer
from explorer.badge_line import FONT_PX, board_width
from explorer.boards import board_view
from explorer.boards.text_width import text_ems

from .presenter_room import FONT_PX as PRESENTER_FONT_PX
from .presenter_room import presenter_room
from .test_badge_line_fits_the_board import FRAME_PX, badge, longest_labels

#: The toolbar's width with its one button, in pixels of the drawing, as Chromium draws it
#: (measured: 45 px on screen on the castle's board at scale 1.126; 112 px with four buttons).
TOOLBAR_PX = 40
#: plotly.js's names of the buttons that have no use over a board.
USELESS = {"sendChartToCloud", "select2d", "lasso2d"}

GAMES = rules.available_games()
WITH_TOOLBAR = [slug for slug in GAMES if board_view(rules.load_game(slug)).modebar]


def test_some_boards_have_the_toolbar():
    assert len(WITH_TOOLBAR) >= 3, WITH_TOOLBAR  # the castle, the Eaters, O Inconsciente


@pytest.mark.parametrize("slug", GAMES)
def test_the_toolbar_keeps_only_its_picture_download(slug):
    config = GameExplorer(slug).figure._config
    if slug not in WITH_TOOLBAR:
        assert config["displayModeBar"] is False
        return
    assert config.get("displayModeBar", True) is not False
    assert set(config["modeBarButtonsToRemove"]) >= USELESS
    assert "toImage" not in config["modeBarButtonsToRemove"]


@pytest.mark.parametrize("slug", WITH_TOOLBAR)
def test_the_longest_labels_end_left_of_the_toolbar(slug):
    app = GameExplorer(slug)
    layout = app.figure.layout
    width = board_width(layout)
    clear = width - TOOLBAR_PX  # where the toolbar's corner begins, from the drawing's left
    for language, labels in longest_labels(slug).items():
        app.set_language(language)
        for label in labels:
            # the longest line a label is put on: looking back at a Step of a chance draw
            # made on a player's behalf ("Looking back: step 10 of 12 · chance, for ...")
            who = app.chrome.t("who-chance-for", seat=app.chrome.words(app.session.seat(0)))
            action = app.chrome.t("steps-action-by", who=who, action=label)
            words = app.chrome.t("steps-badge-step", number=10, total=12, action=action)
            app._draw_badge(words)
            lines = badge(app)
            assert " ".join(lines) == words
            grow = max(1.0, PRESENTER_FONT_PX / (FONT_PX * presenter_room(app.figure).scale))
            for line in lines:
                drawn = text_ems(line) * FONT_PX + 2 * FRAME_PX
                assert drawn <= clear, (language, line, drawn, clear)  # its own size
                assert drawn * grow <= clear, (language, line, drawn * grow, clear)  # presenter
