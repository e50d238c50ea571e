"""O Inconsciente's board (issue 44): every number drawn in a circle is explained by the board's
key, in the board's language; and at the end the board's last line names the winner the way the
status line, the Steps and the badge do (explorer/ending.py), not "Pontuação final, por jogador:
157, 143" beside the badge."""

from __future__ import annotations

import re

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.o_inconsciente import LABELS, SPOTS, STATUS
from explorer.ending import game_ending
from rules.core.messages import Msg, render
from rules.o_inconsciente.describe import describe_text

GAME = rules.load_game("o-inconsciente")

#: What kind of spot shows which number, and the key's entry that says what it counts.
NUMBER_KEY = {
    "notes": "notes",
    "clients": "points",
    "start": "points",
    "track": "points",
    "manifest": "dreams",
    "office": "dreams",
    "research": "research",
    "goal": "goals",
    "district": "districts",
    "disc": "disc",
}


def positions():
    """The setup (starting clients on show), and a game some hundred actions on."""
    state = GAME.setup(4, seed=5)
    yield state
    for _ in range(300):
        if state.to_move is None:
            break
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    yield state


def key_text(fig) -> str:
    """The key's lines as one text (an entry may be wrapped over two lines)."""
    return " ".join(t.strip() for t in fig.data[LABELS].text if t.strip())


@pytest.mark.parametrize("language", ["pt", "en"])
def test_every_number_in_a_circle_is_explained_by_the_boards_key(language):
    view = board_view(GAME)
    view.set_language(language)
    seen = set()
    for state in positions():
        fig = view.build(state)
        key = key_text(fig)
        assert render(Msg("o-inconsciente-board-key-numbers"), language) in key
        spots = fig.data[SPOTS]
        for element, text in zip(spots.customdata, spots.text, strict=True):
            if not re.fullmatch(r"\d+", text.strip()):
                continue
            kind = element.split("-")[0]
            assert kind in NUMBER_KEY, f"{element} shows {text!r}: no key says what it counts"
            entry = render(Msg("o-inconsciente-board-key-number-" + NUMBER_KEY[kind]), language)
            assert entry in key, f"{entry!r} is not in the board's key"
            seen.add(kind)
    assert {"notes", "clients", "track", "goal", "district", "disc"} <= seen


def test_the_keys_number_entries_differ_between_the_languages():
    for entry in sorted(set(NUMBER_KEY.values())):
        message = Msg("o-inconsciente-board-key-number-" + entry)
        assert render(message, "pt") != render(message, "en"), entry


def finished():
    from tests.rules.o_inconsciente_helpers import edit, started

    state = edit(started(), tasks=(), scores=(20, 31), rep=(3, 1))
    assert GAME.result(state) is not None
    return state


@pytest.mark.parametrize("language", ["pt", "en"])
def test_at_the_end_the_boards_last_line_names_the_winner_as_the_badge_does(language):
    state = finished()
    view = board_view(GAME)
    view.set_language(language)
    last = view.build(state).data[STATUS].text[-1]
    ending = game_ending(GAME, state, GAME.seat_name)
    assert last == ending.sentence(language, scores=False)
    winner = render(GAME.seat_name(GAME.result(state).winners[0], state), language)
    assert winner in last
    # Not the description's old end sentence, which named no winner.
    assert "por jogador" not in last and "player by player" not in last


def test_while_the_game_runs_the_boards_last_line_says_whose_turn_it_is():
    state = GAME.setup(2, seed=1)
    view = board_view(GAME)
    last = view.build(state).data[STATUS].text[-1]
    assert render(GAME.seat_name(state.to_move, state), view.language) in last


#: The most characters of a line of a player's status (13 px text starting right of the
#: inkwell): grown to 18 px in presenter mode, such a line still ends left of the key's
#: column, so that neither stops the other short of 18 px ("Pontuação final: 199 pontos"
#: stopped the key's lines at 16.8 px at the end of a game).
STATUS_CHARS = 24


@pytest.mark.parametrize("language", ["pt", "en"])
def test_each_line_of_a_players_status_is_short_enough_to_leave_the_key_its_room(language):
    view = board_view(GAME)
    view.set_language(language)
    running = GAME.setup(4, seed=5)
    for state in (running, finished()):
        status = view.build(state).data[STATUS].text[: state.players]
        for text in status:
            for line in text.split("<br>"):
                assert len(line) <= STATUS_CHARS, line


@pytest.mark.parametrize("language", ["pt", "en"])
def test_at_the_end_the_description_names_the_winner_and_every_final_score(language):
    state = finished()
    text = describe_text(state, language)
    final = GAME.result(state).scores
    winner = render(GAME.seat_name(GAME.result(state).winners[0], state), language)
    first = text.split(". ")[0]
    assert winner in first
    for seat, points in enumerate(final):
        name = render(GAME.seat_name(seat, state), language)
        assert f"{name} {'com ' if language == 'pt' else ''}{points} " in text
    # every player's own sentence gives the final score too, not the track's running one
    assert all(text.count(f"{points} ") >= 2 for points in final)
