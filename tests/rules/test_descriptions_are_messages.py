"""A game's description is a message (issue 45: "every text meant for a person is a message
in a catalogue, results and descriptions included").

``Game.describe`` gave English text in six games, so a dashboard in another language read the
position in English; it now gives one message (the sentences joined by the core's
``sentences``), read where it is shown: the dashboard's ``words``, the tutorial's transcript in
the game's first language (rules/core/tutorials.py).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import rules
from rules.core.messages import Msg, render, sentences
from rules.core.tutorials import transcript

GAMES = rules.available_games()
GOLDEN = Path(__file__).with_name("golden")

#: Games whose description is not a message yet, and why: strict, so that each leaves the list
#: when it is one.
NOT_YET: dict[str, str] = {}


def positions(game, players: int, seed: int = 1, moves: int = 12) -> list:
    """A setup, the positions of a few random moves, and each seat's view of the last."""
    state = game.setup(players, seed=seed)
    found, pick = [state], random.Random(seed)
    for _ in range(moves):
        if game.result(state) is not None:
            break
        chance = game.is_chance(state)
        action = game.sample_chance(state) if chance else pick.choice(game.legal_actions(state))
        state = game.apply(state, action, explain=False).state
        found.append(state)
    return found + [game.view(state, seat) for seat in range(players)]


@pytest.mark.parametrize("slug", GAMES)
def test_a_games_description_is_a_message_that_reads_in_each_of_its_languages(slug, request):
    if slug in NOT_YET:
        request.applymarker(pytest.mark.xfail(reason=NOT_YET[slug], strict=True))
    game = rules.load_game(slug)
    for state in positions(game, game.info.players[0]):
        described = game.describe(state)
        assert isinstance(described, Msg), type(described)
        for language in game.info.languages:
            assert render(described, language).strip()


def test_a_tutorial_writes_a_seats_name_and_the_description_in_the_games_first_language(
    monkeypatch,
):
    """The transcript reads the messages itself: a game needs no text type of its own whose
    plain text is its first language (O Inconsciente had one, FirstLanguage). Its seat
    names and description given as plain messages, the golden file (Portuguese names and
    description) is written as before."""
    from rules.o_inconsciente.describe import describe_messages

    game = rules.load_game("o-inconsciente")
    cls = type(game)
    monkeypatch.setattr(cls, "seat_name", lambda self, seat, state=None: Msg(
        "o-inconsciente-seat", n=seat + 1
    ))  # fmt: skip
    monkeypatch.setattr(cls, "describe", lambda self, state: sentences(describe_messages(state)))
    assert type(game.describe(game.setup(2))) is Msg
    text = "\n".join(transcript(game, game.tutorials[0])) + "\n"
    assert text == (GOLDEN / "o-inconsciente-tutorial.txt").read_text(encoding="utf-8")
