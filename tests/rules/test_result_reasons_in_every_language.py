"""A finished game's reason is a message, read in the language it is shown in (issue 45).

``Result.reason`` was text rendered when the result was made: English, or whatever language
the moment had, so a dashboard switched to Portuguese still said why the game ended in
English (O Inconsciente worked around it with a ``str`` that was also a function of the
language). Now the reason is a ``Msg`` and every reader renders it in its own language.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import rules
from rules.core.bots import make_bots, playout
from rules.core.messages import Msg, render
from rules.core.types import Result


@cache
def finished(slug: str):
    """A game of ``slug`` played to its end by the game's bots (two seats), and its result."""
    game = rules.load_game(slug)
    state = game.setup(players=2, seed=1)
    names = ["heuristic"] if "heuristic" in getattr(game, "bots", {}) else ["random"]
    for _, _, transition in playout(game, state, make_bots(game, names, 2), random.Random(1)):
        state = transition.state
    result = game.result(state)
    assert result is not None, f"{slug}: the bots' game did not end"
    return game, state, result


@pytest.mark.parametrize("slug", rules.available_games())
def test_every_games_reason_is_a_message_that_reads_in_each_of_its_languages(slug):
    game, _, result = finished(slug)
    assert isinstance(result.reason, Msg)
    for language in game.info.languages:
        said = result.render(language)
        assert said.strip(), (slug, language)
        assert result.reason.id not in said and "{" not in said, said
    assert result.text == result.render("en")


def test_o_inconsciente_says_why_it_ended_in_portuguese_and_then_in_english():
    *_, result = finished("o-inconsciente")
    pt, en = result.render("pt"), render(result.reason, "en")
    assert pt == "O marcador de Freud chegou ao relógio e a última rodada acabou."
    assert en == "Freud's marker reached the clock and the last round is over."
    # The same result read again in Portuguese: nothing was fixed by the first reading.
    assert render(result.reason, "pt") == pt


def test_o_inconsciente_describes_a_finished_game_in_either_language():
    game, state, _ = finished("o-inconsciente")
    description = game.describe(state)
    assert isinstance(description, Msg)
    pt, en = render(description, "pt"), render(description, "en")
    assert pt.startswith("A partida terminou") and en.startswith("The game is over")


def test_a_result_refuses_a_reason_that_is_not_a_message():
    with pytest.raises(TypeError, match="message of the game's catalogue"):
        Result((1, 0), (0,), "the game is over", "some.rule")
    assert Result((1, 0), (0,), Msg("list-and", head="a", last="b"), "some.rule").text == "a and b"
