"""The line above the board shows a long action's label whole (issue 44).

"Now · after: ..." is a plotly annotation over the board's top edge, one line that plotly never
wraps: O Inconsciente's draw and declaration labels ("Declare ideas: an idea on the space of
research in row 3, column 1 (inkwell 1), ...") ran past the board's right edge and were cut, at
1366 x 768 and in presenter mode. Every game's longest labels (over seeded random games at
every player count, in every language) are put on that line here: each of its lines fits the
board's drawing at its own size and grown to presenter mode's 18 px font (the in-process model
of tests/explorer/presenter_room.py), no word is lost, and the room made above the board for
the lines after the first leaves the board its own size.
"""

from __future__ import annotations

import html
import random

import pytest

import rules
from explorer.app import BADGE_MARGIN, GameExplorer
from explorer.badge_line import FONT_PX, board_width
from explorer.boards.text_width import text_ems

from .presenter_room import FONT_PX as PRESENTER_FONT_PX
from .presenter_room import presenter_room

#: Random moves per table, and the longest labels kept per language.
MOVES = 120
LONGEST = 4
#: The frame's padding and border on each side of the line, in pixels of the drawing.
FRAME_PX = 4


def longest_labels(slug: str) -> dict[str, list[str]]:
    game = rules.load_game(slug)
    low, high = game.info.players
    seen: dict[str, set[str]] = {language: set() for language in game.info.languages}
    for players in range(low, high + 1):
        rng = random.Random(players)
        state = game.setup(players=players, seed=players)
        for _ in range(MOVES):
            if game.result(state) is not None or state.to_move is None:
                break
            actions = game.legal_actions(state)
            for language, labels in seen.items():
                labels.update(action.render(language) for action in actions)
            state = game.apply(state, rng.choice(actions)).state
    return {language: sorted(labels, key=text_ems)[-LONGEST:] for language, labels in seen.items()}


def badge(app: GameExplorer) -> list[str]:
    text = app.figure.layout.annotations[0].text
    return [html.unescape(line) for line in text.split("<br>")]


@pytest.mark.parametrize("slug", rules.available_games())
def test_the_longest_labels_fit_above_the_board_whole(slug):
    app = GameExplorer(slug)
    layout = app.figure.layout
    own_width, own_height = board_width(layout), layout.height
    for language, labels in longest_labels(slug).items():
        app.set_language(language)
        for label in labels:
            words = app.chrome.t("steps-badge-now", action=f"{app.chrome.t('play-group')}: {label}")
            app._draw_badge(words)
            lines = badge(app)
            assert " ".join(lines) == words  # every word, in order
            width = board_width(layout)
            assert width == own_width  # the board keeps its size: the room is made above it
            more = layout.height - own_height
            assert more == layout.margin.t - BADGE_MARGIN == (len(lines) - 1) * 20
            grow = max(1.0, PRESENTER_FONT_PX / (FONT_PX * presenter_room(app.figure).scale))
            for line in lines:
                drawn = text_ems(line) * FONT_PX
                assert drawn + 2 * FRAME_PX <= width, (language, line)  # at its own size
                assert drawn * grow + 2 * FRAME_PX <= width, (language, line)  # presenter
    app._draw_badge(app.chrome.t("steps-badge-start"))  # a short line: the board as it was
    assert len(badge(app)) == 1
    assert (layout.height, layout.margin.t) == (own_height, BADGE_MARGIN)
