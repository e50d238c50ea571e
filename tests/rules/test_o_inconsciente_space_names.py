"""O Inconsciente's declarations and draws name what they take (issue 44).

The Play tab offered "Declare ideas: research" for two different meeting-table spaces (the
research spaces in rows 2 and 3 even share inkwell 1), and sixteen "Draw a card (latent dream)"
at one draw: a learner could not tell the entries apart. Each declaration now names each
piece's table space in the words the board's hover shows for that space ("the space of
research in row 3, column 1 (inkwell 1)"), and each outcome of a draw names its card; a seat
reading the history still learns only the pile a hidden card came from.
"""

from __future__ import annotations

from explorer.boards import board_view
from explorer.boards.o_inconsciente import SPOTS
from rules import CHANCE
from rules.core.messages import Msg, render
from rules.o_inconsciente.names import LANGUAGES, M
from rules.o_inconsciente.position import COLS, D, space_action

from .o_inconsciente_helpers import GAME, started


def board_space_names(state, language) -> dict[int, str]:
    """What the board itself shows for each meeting-table space, read from its hover (the
    bold part after "Meeting table: "): the words a learner matches a declaration against."""
    view = board_view(GAME)
    view.set_language(language)
    spots = view.build(state).data[SPOTS]
    prefix = render(Msg(M + "board-table-at", space=""), language)
    names = {}
    for name, hover in zip(spots.customdata, spots.hovertext, strict=True):
        if name.startswith("table-"):
            bold = hover.split("<b>", 1)[1].split("</b>", 1)[0]
            assert bold.startswith(prefix), (language, name, hover)
            names[int(name.split("-")[1])] = bold[len(prefix) :]
    return names


def test_each_declaration_names_its_spaces_as_the_board_does_with_row_and_column():
    state = started(4)
    declares = [a for a in GAME.legal_actions(state) if a.key.startswith("declare ")]
    assert len(declares) > 20
    for language in LANGUAGES:
        labels = [a.render(language) for a in declares]
        assert len(set(labels)) == len(labels), language
        shown = board_space_names(state, language)
        for action in declares:
            label = action.render(language)
            for piece in action.key.split()[1:]:
                # the very words the board's hover shows for the space the piece takes
                assert shown[int(piece[1:])] in label, (language, action.key, label)
    research = [a for a in declares if a.key in ("declare i9", "declare i10")]
    assert len(research) == 2  # two research spaces of inkwell 1
    shown = board_space_names(state, "en")
    for action in research:
        i = int(action.key.split()[1][1:])
        row, col = divmod(i, COLS)
        assert D.table_ink[col] == 1 and space_action(i) == "research"
        assert shown[i] == f"the space of research in row {row + 1}, column {col + 1} (inkwell 1)"
        assert shown[i] in action.render("en")


def test_a_brilliant_idea_is_named_with_the_space_it_takes():
    """Two pieces, one a Brilliant Idea: which space takes it is said, so the two ways of
    putting them read differently."""
    a = GAME.parse_action("declare b1 i8").render("en")
    b = GAME.parse_action("declare i1 b8").render("en")
    assert a != b
    assert "a Brilliant Idea on the space of research in row 1" in a
    assert "a Brilliant Idea on the space of thesis in row 2" in b


def test_each_outcome_of_a_draw_names_its_card_and_a_seat_reads_only_the_pile():
    state = GAME.setup(2, seed=3)
    while state.to_move != CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    outcomes = [action for action, _ in GAME.chance_outcomes(state)]
    for language in LANGUAGES:
        labels = [a.render(language) for a in outcomes]
        assert len(set(labels)) == len(labels) > 1
    first = outcomes[0]
    assert first.render("en") == "Draw a card (latent dream): latent dream 1 (therapy 1)"
    for seat in range(state.players):
        seen = render(GAME.view_label(state, first, seat), "en")
        assert seen == "Draw a card (latent dream)"
        assert (
            render(GAME.view_label(state, first, seat), "pt") == "Sacar uma carta (sonho latente)"
        )
