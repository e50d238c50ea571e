"""The O Inconsciente board: what its pictures mean (table spaces, the city, the track, each
player's notebook, disc and office), its texts and description in the view's language (Portuguese
first, English after a switch), and the example-data note in both languages."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.o_inconsciente import BLOCKED, FREE, LABELS, PIECES, SPOTS, STATUS, seat_colour
from rules.core.messages import Msg, render
from rules.o_inconsciente.data import load
from rules.o_inconsciente.engine import CATALOGUE as GAME_MESSAGES

GAME = rules.load_game("o-inconsciente")
D = load()


def spot(fig, element):
    data = fig.data[SPOTS]
    index = list(data.customdata).index(element)
    return data.marker.color[index], data.text[index], data.hovertext[index]


def test_the_table_shows_free_blocked_and_taken_spaces():
    view = board_view(GAME)
    state = GAME.setup(2, seed=1)
    table = list(state.table)
    table[1] = 2  # seat 1's idea
    table[2] = 1  # seat 0's Brilliant Idea
    fig = view.build(replace(state, table=tuple(table)))
    assert spot(fig, "table-0")[0] == BLOCKED
    assert spot(fig, "table-3")[0] == FREE
    assert spot(fig, "table-1")[0] == seat_colour(1)
    colour, text, hover = spot(fig, "table-2")
    assert colour == seat_colour(0) and "★" in text and "tinteiro" in hover


def test_professors_and_freud_stand_on_the_city_and_the_track():
    view = board_view(GAME)
    state = GAME.setup(3, seed=2)
    fig = view.build(state)
    texts = list(fig.data[PIECES].text)
    assert "Freud" in texts and "F" in texts  # in his ring; his marker on the track
    assert texts[:3] == ["1", "2", "3"]
    assert "Relógio" in spot(fig, "clock")[2]


def test_reputation_markers_on_one_space_stand_apart_in_stack_order():
    view = board_view(GAME)
    state = GAME.setup(4, seed=3)
    # seats 2 and 0 on space 3 (seat 0 arrived last: on top), seat 1 on 5, seat 3 on 0;
    # Freud's marker on space 3 as well
    state = replace(state, rep=(3, 5, 3, 0), rep_stack=(3, 2, 1, 0), freud_rep=3)
    fig = view.build(state)
    pieces = fig.data[PIECES]
    under_track = [
        (x, colour, text)
        for x, y, colour, text in zip(
            pieces.x, pieces.y, pieces.marker.color, pieces.text, strict=True
        )
        if y < spot_y(fig, "track-0")
    ]
    assert len(under_track) == 5  # four players' markers and Freud's
    x_of = {text.strip() or colour: x for x, colour, text in under_track}
    space_x = dict(zip(spot_ids(fig), list(fig.data[SPOTS].x), strict=True))
    red, blue, green = (seat_colour(s) for s in (0, 1, 2))
    # on space 3: Freud's first, then the stack bottom to top, left to right, all in sight
    assert x_of["F"] < x_of[green] < x_of[red]
    assert x_of[red] - x_of[green] >= 0.4 and x_of[green] - x_of["F"] >= 0.4
    assert (x_of["F"] + x_of[red]) / 2 == pytest.approx(space_x["track-3"])
    # the one on top is drawn last, over the one below it
    drawn = [colour for _, colour, _ in under_track]  # in drawing order
    assert drawn.index(red) > drawn.index(green)
    assert x_of[blue] == pytest.approx(space_x["track-5"])  # alone: under its space
    # a row of five markers stays nearer its own space than the next, each in sight
    crowded = view.build(replace(state, rep=(4, 4, 4, 4), freud_rep=4)).data[PIECES]
    row = [x for x, y in zip(crowded.x, crowded.y, strict=True) if y < spot_y(fig, "track-0")]
    assert len(row) == 5
    assert all(b - a >= 0.4 for a, b in itertools.pairwise(sorted(row)))
    assert max(row) < space_x["track-4"] + 1 and min(row) > space_x["track-4"] - 1


def spot_ids(fig):
    return list(fig.data[SPOTS].customdata)


def spot_y(fig, element):
    return fig.data[SPOTS].y[spot_ids(fig).index(element)]


def test_each_player_has_a_notebook_disc_office_and_rondel():
    view = board_view(GAME)
    state = GAME.setup(4, seed=3)
    fig = view.build(state)
    ids = set(fig.data[SPOTS].customdata)
    for seat in range(4):
        assert {f"note-{seat}-8", f"disc-{seat}", f"office-{seat}-1", f"rondel-{seat}-4"} <= ids
    assert spot(fig, "office-0-1")[0] == BLOCKED  # the office card covers it
    assert "●" in spot(fig, "rondel-0-0")[1]


def test_the_example_note_is_in_both_languages():
    view = board_view(GAME)
    assert "exemplo" in render(view.example_note, "pt")
    assert "example data" in render(view.example_note, "en")


def test_the_board_writes_its_labels_hovers_and_seats_in_its_language():
    view = board_view(GAME)
    state = GAME.setup(2, seed=1)
    assert view.language == "pt"  # the game's first language
    fig = view.build(state)
    assert {"Mesa de reunião", "Jogador(a) 2: caderno"} <= set(fig.data[LABELS].text)
    view.set_language("en")
    view.draw(fig, state)
    labels = set(fig.data[LABELS].text)
    assert {"Meeting table", "Reputation track", "Player 2: notebook"} <= labels
    assert "Mesa de reunião" not in labels
    assert "inkwell" in spot(fig, "table-3")[2] and "Clock" in spot(fig, "clock")[2]
    assert "Player 1's office" in spot(fig, "office-0-0")[2]
    assert all("Jogador" not in text for text in fig.data[STATUS].text)
    view.set_language("pt")
    view.draw(fig, state)
    assert "Jogador(a) 2: caderno" in fig.data[LABELS].text
    assert "tinteiro" in spot(fig, "table-3")[2]


def test_a_language_the_game_does_not_speak_is_refused():
    view = board_view(GAME)
    with pytest.raises(ValueError, match="fr"):
        view.set_language("fr")
    assert view.language == "pt"


def test_the_description_is_complete_and_in_the_views_language():
    """Under the board: the turn, the table, the city, the displays and every player's area."""
    view = board_view(GAME)
    state = GAME.setup(3, seed=4)
    table = list(state.table)
    free = table.index(-1)
    table[free] = 2  # a piece of Player 2
    state = replace(state, table=tuple(table))
    pt = view.describe(state)
    assert pt == render(GAME.describe(state), "pt")
    for words in ("Rodada 1", "Mesa de reunião", "Cidade: Freud", "Amostras", "Jogador(a) 3:"):
        assert words in pt, words
    assert "Peças de Jogador(a) 2 apontam para" in pt
    view.set_language("en")
    en = view.describe(state)
    for words in ("Round 1", "Meeting table", "City: Freud", "Displays", "Player 3:", "office:"):
        assert words in en, words
    assert "Player 2's pieces point at" in en and "Jogador" not in en
    # the game's own description is a message the dashboard reads in English too
    assert render(GAME.describe(state), "en") == en


def test_every_board_text_the_view_names_is_in_both_catalogues():
    import re
    from pathlib import Path

    from explorer.boards import o_inconsciente

    source = Path(o_inconsciente.__file__).read_text(encoding="utf-8")
    named = set(re.findall(r'say\(\s*"([a-z0-9-]+)"', source))
    named = {n for n in named if not n.endswith("-")}  # prefixes, completed below
    named |= {"short-" + a for a in ("notes", "research", "thesis", "insight", "move")}
    named |= {"goal-" + what for what, _ in D.goals}
    tables = GAME_MESSAGES.parameters
    for language in ("pt", "en"):
        missing = {n for n in named if "o-inconsciente-board-" + n not in tables[language]}
        assert missing == set(), language


def test_the_note_display_shows_a_row_of_three_for_each_level():
    """Issue 43: two tiles turned up of each pile, each level in its own spaces, column 1 the
    pile's top; prices 1, 2 and 3 coffee in both rows."""
    view = board_view(GAME)
    state = GAME.setup(3, seed=4)
    fig = view.build(state)
    for slot in range(6):
        _, text, hover = spot(fig, f"notes-{slot}")
        assert text == str(slot % 3 + 1)
        assert f"nível {'I' * (slot // 3 + 1)}, coluna {slot % 3 + 1}" in hover
    xs = [fig.data[SPOTS].x[list(fig.data[SPOTS].customdata).index(f"notes-{i}")] for i in range(6)]
    assert xs == sorted(xs) and xs[3] - xs[2] > xs[1] - xs[0]  # the two rows stand apart
    empty = list(state.note_display)
    empty[3] = -1
    fig = view.build(replace(state, note_display=tuple(empty)))
    assert spot(fig, "notes-3")[0] == FREE


def test_the_disc_shows_insights_of_the_players_colour_by_section():
    view = board_view(GAME)
    state = GAME.setup(2, seed=1, rulings={"own-insights": "from-start"})
    view.language = "en"
    fig = view.build(state)
    _, text, hover = spot(fig, "disc-0")
    assert text == "6" and "of their colour: desire 2/0/0" in hover.lower()


# ----- issue 44: words, not codes; a key to what is left; the scores at the end --------------
def board_texts(fig, trace):
    return [t for t in fig.data[trace].text if t]


def key_marks(fig) -> set[str]:
    """The marks the board's key explains ("A: anotações" -> "A")."""
    marks = set()
    for text in board_texts(fig, LABELS):
        mark, sep, what = text.partition(": ")
        if sep and what and len(mark) <= 2:
            marks.add(mark)
    return marks


def marks_shown(fig) -> set[str]:
    """Every letter or symbol the board writes on its spots and pieces (numbers are each
    spot's count, named by the spot's row or hover)."""
    found = set()
    for trace in (SPOTS, PIECES):
        for text in board_texts(fig, trace):
            found |= set(re.findall(r"[^\W\d_]+|[^\w\s]", text))
    return found


#: Symbols labelled where they stand, by the board text beside them (their message).
LABELLED_IN_PLACE = {"◷": "clock-name", "✎": "row-first"}
#: Words written in full on a piece: names, not codes.
NAMES = {"Freud"}


def some_states():
    """Positions that show every kind of spot: the setup, a bot game's middle, a table with
    Brilliant Ideas, the end."""
    state = GAME.setup(4, seed=5)
    yield state
    first = state
    for _ in range(400):
        if state.to_move is None:
            break
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    yield state
    table = list(first.table)
    table[3], table[4] = 1, 3  # seat 0's and seat 1's Brilliant Ideas
    yield replace(first, table=tuple(table))


@pytest.mark.parametrize("language", ["pt", "en"])
def test_every_letter_or_symbol_left_on_the_board_has_a_key(language):
    view = board_view(GAME)
    view.set_language(language)
    for state in some_states():
        fig = view.build(state)
        explained = key_marks(fig)
        labels = board_texts(fig, LABELS)
        for mark in marks_shown(fig):
            if mark in NAMES:
                continue
            if mark in LABELLED_IN_PLACE:
                label = render(Msg("o-inconsciente-board-" + LABELLED_IN_PLACE[mark]), language)
                assert label in labels, mark
            else:
                assert mark in explained, f"{mark!r} on the board, not in its key"


@pytest.mark.parametrize("language", ["pt", "en"])
def test_every_place_is_named_on_the_board_not_coded(language):
    view = board_view(GAME)
    view.set_language(language)
    state = GAME.setup(3, seed=2)
    fig = view.build(state)
    labels = " | ".join(board_texts(fig, LABELS))
    for loc, place in enumerate(D.locations):
        name = render(Msg("o-inconsciente-place-" + place), language)
        assert name in labels
        assert spot(fig, f"place-{loc}")[1].strip() == ""  # no code inside the place
    # the research cards of the display: each named by the place its symbol shows
    for i, card in enumerate(state.research_display):
        symbol = D.locations[D.research[card][0]]
        name = render(Msg("o-inconsciente-place-" + symbol), language)
        assert name in fig.data[LABELS].text
        assert not re.search(r"[^\W\d_]", spot(fig, f"research-{i}")[1])


def test_the_two_levels_of_note_tiles_are_named_above_their_tiles():
    view = board_view(GAME)
    fig = view.build(GAME.setup(2, seed=1))
    labels = fig.data[LABELS]
    spots = fig.data[SPOTS]
    xs = {e: x for e, x in zip(spots.customdata, spots.x, strict=True)}
    for level, name in ((0, "nível I"), (1, "nível II")):
        index = list(labels.text).index(name)
        first, last = xs[f"notes-{3 * level}"], xs[f"notes-{3 * level + 2}"]
        assert first <= labels.x[index] <= last
        assert labels.y[index] > max(spots.y) - 2  # above the row


def test_at_the_end_the_board_shows_the_final_scores():
    """The board showed 122 / 101 while the final scoring said 157, 143 (issue 44)."""
    from rules.o_inconsciente import engine
    from tests.rules.o_inconsciente_helpers import edit, started

    tile = next(i for i, t in enumerate(D.notes) if t[0] == 1)
    state = started()
    state = edit(
        state,
        tasks=(),
        scores=(20, 11),
        rep=(3, 1),
        cured=((0, 1), ()),
        notebook=((tile,) * 6 + (-1,) * 3, state.notebook[1]),
    )
    final = engine.final_scores(state)
    assert GAME.result(state) is not None and final[0] != 20  # the scoring added points
    view = board_view(GAME)
    for language in ("pt", "en"):
        view.set_language(language)
        status = view.build(state).data[STATUS].text[: state.players]  # a line per seat
        assert len(status) == state.players
        for seat, line in enumerate(status):
            said = render(
                Msg(
                    "o-inconsciente-board-status-scored",
                    points=final[seat],
                    coffee=0,
                    hearts=0,
                    ideas=0,
                    bright=0,
                ),
                language,
            ).split(":")[0]
            assert line.startswith(said), line
            shown = int(re.search(r"\d+", line.split(":", 1)[1]).group())
            assert shown == final[seat], (line, final)


def test_no_point_of_the_board_is_given_an_empty_text():
    """Plotly never draws again the text of a point once given an empty one: the inkwell's
    mark moved onto such a space would not show (explorer/boards/drawn_text.py)."""
    view = board_view(GAME)
    state = GAME.setup(3, seed=4)
    fig = view.build(state)
    for _ in range(150):
        if state.to_move is None:
            break
        state = GAME.apply(state, GAME.legal_actions(state)[-1]).state
        view.draw(fig, state)
        for trace in fig.data:
            texts = trace.text if isinstance(trace.text, tuple) else ()
            assert "" not in texts, trace.name
