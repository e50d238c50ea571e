"""O Inconsciente's board names each meeting-table space in the Play tab's words (issue 44).

The Play tab's declarations name a space by its action, row and column ("the space of research
in row 3, column 1 (inkwell 1)": two research spaces share inkwell 1), but the board's hover said
only "Space of research, inkwell 1": a learner reading a declaration could not find its space on
the board by hovering. Each table space's hover now carries the very name the labels use, free,
taken or blocked, in each language, also after a switch of language (the board keeps each spot's
look per state value and language).
"""

from __future__ import annotations

from dataclasses import replace

import rules
from explorer.boards import board_view
from explorer.boards.o_inconsciente import SPOTS
from rules.core.messages import render
from rules.o_inconsciente.names import LANGUAGES, table_space_name

GAME = rules.load_game("o-inconsciente")


def hovers(fig) -> dict[str, str]:
    data = fig.data[SPOTS]
    return dict(zip(data.customdata, data.hovertext, strict=True))


def plain(html: str) -> str:
    return html.replace("<b>", "").replace("</b>", "").replace("<br>", " ")


def test_every_table_space_is_hovered_by_the_name_its_declarations_use():
    state = GAME.setup(3, seed=4)
    table = list(state.table)
    free = [i for i, v in enumerate(table) if v == -1]
    table[free[0]] = 2  # seat 1's idea
    table[free[1]] = 5  # seat 2's Brilliant Idea
    state = replace(state, table=tuple(table))
    view = board_view(GAME)
    # the first language, another, and back again: each look is kept per language
    for language in (*LANGUAGES, LANGUAGES[0]):
        view.set_language(language)
        shown = hovers(view.build(state))
        for i in range(len(table)):
            name = render(table_space_name(i), language)
            assert name in plain(shown[f"table-{i}"]), (language, i)


def test_two_spaces_of_one_action_and_inkwell_read_apart_on_the_board():
    view = board_view(GAME)
    view.set_language("en")
    shown = hovers(view.build(GAME.setup(2, seed=1)))
    assert "space of research in row 2, column 5 (inkwell 1)" in plain(shown["table-9"])
    assert "space of research in row 3, column 1 (inkwell 1)" in plain(shown["table-10"])
    research = [k for k, v in shown.items() if k.startswith("table-") and "research" in v]
    assert len({shown[k] for k in research}) == len(research) > 1
