"""A seat's name labels its bot's list whole (issue 44, the final screenshots).

In the Bots and Lab tabs each seat's list of bots is labelled by the seat's name. In the label
width ipywidgets gives a description (80 px, 140 px in presenter mode) O Inconsciente's
"Jogador(a) 1" broke before its number, which stood alone on a line under the name. Every
seat's list, in every game and language, takes its label at the name's own width.
"""

from __future__ import annotations

import pytest

import rules
from explorer.app import GameExplorer
from explorer.boards.text_width import text_ems
from explorer.panels.bots import BotsPanel
from explorer.panels.lab import LabPanel

#: The room of ipywidgets' description (--jp-widgets-inline-label-width, 80 px, less its 8 px of
#: padding), and the dashboard's font.
LABEL_PX, FONT_PX = 72, 13


def seat_lists(app: GameExplorer):
    for kind in (BotsPanel, LabPanel):
        panel = app.panel(kind)
        panel.refresh()
        yield from panel.seats.children


@pytest.mark.parametrize("slug", rules.available_games())
def test_every_seat_list_is_labelled_by_the_whole_name(slug):
    game = rules.load_game(slug)
    app = GameExplorer(slug)
    wide = []
    for language in game.info.languages:
        app.set_language(language)
        for dropdown in seat_lists(app):
            assert dropdown.description
            if text_ems(dropdown.description) * FONT_PX > LABEL_PX:
                wide.append(dropdown.description)
            assert dropdown.style.description_width == "initial", (language, dropdown.description)
    if slug == "o-inconsciente":
        assert wide  # the names that broke before: the check above is no stub
