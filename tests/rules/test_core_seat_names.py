"""A seat's name is a message (issue 45: "every text meant for a person is a message"):
``Game.seat_name(seat, state=None)`` is part of the core's contract, with the core's default (a
seat by its number, in the core's catalogue, in every language the core speaks); each game's
own names a seat its way and returns its message, which the explorer and a tutorial's lines
render where they show it, in the reader's language."""

from __future__ import annotations

import re

import pytest

import rules
from rules.core import Game
from rules.core.messages import LANGUAGES, MESSAGES, Msg, render
from rules.core.tutorials import transcript

from .three_in_a_row import ThreeInARow


class Numbered(ThreeInARow):
    """The small game with the core's seat names instead of its own."""

    package_name = ThreeInARow.__module__  # its files are the small game's
    seat_name = Game.seat_name


def test_the_cores_default_names_a_seat_by_its_number_in_each_language():
    name = Numbered().seat_name(1)
    assert name == Msg("seat-number", number=2)
    assert render(name, "en") == "seat 2"
    assert render(name, "pt") == "jogador 2"
    # the position does not change it
    assert Numbered().seat_name(0, Numbered().setup(2)) == Msg("seat-number", number=1)


def test_a_tutorial_names_the_mover_by_the_games_seat_name():
    """The transcript asks the game (no guess of its own): the core's default, or the game's."""
    (tutorial,) = ThreeInARow().tutorials

    def movers(game: Game) -> list[str]:
        return [line.split(":")[0] for line in transcript(game, tutorial) if line[:1].isdigit()]

    assert movers(Numbered())[:3] == ["1. chance", "2. seat 1", "3. seat 2"]
    assert movers(ThreeInARow())[:3] == ["1. chance", "2. Crosses", "3. Noughts"]


def games() -> list[Game]:
    return [rules.load_game(slug) for slug in rules.available_games()] + [ThreeInARow()]


GAMES = games()
#: Every message id of the core's and the games' catalogues (each game registers its own).
IDS = set().union(*(MESSAGES.parameters[language] for language in LANGUAGES))
WORD = re.compile(r"[\w-]+")


@pytest.mark.parametrize("game", GAMES, ids=[g.info.slug for g in GAMES])
def test_every_games_seat_names_are_messages_that_read_in_english_and_portuguese(game):
    """With a position of every size of table and without one (the Lab names its seats
    before a game is set up), each seat's name is a Msg whose English and Portuguese readings
    are words, not the id of a message nor one of its placeholders."""
    low, high = game.info.players
    tables = [None] + [game.setup(players, seed=1) for players in range(low, high + 1)]
    for state in tables:
        for seat in range(high if state is None else state.players):
            name = game.seat_name(seat, state)
            assert isinstance(name, Msg), (seat, name)
            for language in ("en", "pt"):
                text = render(name, language)
                assert text.strip(), (seat, language)
                assert "{" not in text and "}" not in text, text
                assert not IDS & set(WORD.findall(text)), text


def test_the_ids_the_check_looks_for_are_there():
    """The check above could fail: the ids of every game are known to it."""
    assert {"seat-number", "oasis-scout", "o-inconsciente-seat", "three-seat"} <= IDS
