"""Why a game ended is a message of the game's catalogue, never English written in the engine
(issue 44: The Mushroom Eaters' ``result()`` gave "the most Experience becomes the Shaman" as
a string of its engine, the one reason no catalogue held). The dashboard says the reason after
the winners' names (``explorer/ending.py``), so it must be a text the catalogues keep.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import rules
from rules.core.bots import RandomBot, playout
from rules.core.messages import MESSAGES, Msg, render

RULES = Path(rules.__file__).parent


def engines() -> list[Path]:
    return sorted(RULES.glob("*/engine.py"))


def reasons_given(source: str) -> list[ast.expr]:
    """The reason of every ``Result(...)`` built inside a ``result`` method or function."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.FunctionDef) and node.name == "result"):
            continue
        for call in ast.walk(node):
            if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "Result"):
                continue
            named = [k.value for k in call.keywords if k.arg == "reason"]
            found += named or call.args[2:3]
    return found


def written_out(expression: ast.expr) -> bool:
    """Whether an expression is text written in the code: a string, an f-string, or strings
    joined together."""
    if isinstance(expression, ast.Constant):
        return isinstance(expression.value, str)
    if isinstance(expression, ast.JoinedStr):
        return True
    if isinstance(expression, ast.BinOp):
        return written_out(expression.left) or written_out(expression.right)
    return False


def test_every_engine_is_checked():
    assert {p.parent.name for p in engines()} >= {
        slug.replace("-", "_") for slug in rules.available_games()
    }


@pytest.mark.parametrize("engine", engines(), ids=lambda p: p.parent.name)
def test_no_result_reason_is_text_written_in_the_engine(engine):
    reasons = reasons_given(engine.read_text(encoding="utf-8"))
    assert reasons, f"{engine.parent.name}: no Result(...) found in its result()"
    written = [ast.unparse(r) for r in reasons if written_out(r)]
    assert written == [], f"{engine.parent.name}'s result() writes its reason out: {written}"


def test_the_mushroom_eaters_reason_is_its_catalogues_message():
    game = rules.load_game("mushroom-eaters")
    state = game.setup(players=2, seed=3)
    for _, _, transition in playout(game, state, [RandomBot()] * 2, random.Random(3)):
        state = transition.state
    result = game.result(state)
    assert result is not None
    assert MESSAGES.has("mushroom-eaters-result")
    assert result.reason == Msg("mushroom-eaters-result")
    assert "Shaman" in render(result.reason)  # the catalogue's words, not an id


def test_an_ending_shown_in_portuguese_and_then_in_english_reads_in_each_language():
    """The dashboard's ending (explorer/ending.py) renders the game's reason where it is
    shown: switching the language after the game ended changes the reason's words too."""
    from explorer.ending import game_ending
    from tests.rules.test_result_reasons_in_every_language import finished

    game, state, _ = finished("o-inconsciente")
    ending = game_ending(game, state, game.seat_name)
    assert ending is not None
    pt, en = ending.reason("pt"), ending.reason("en")
    assert pt == "O marcador de Freud chegou ao relógio e a última rodada acabou."
    assert en == "Freud's marker reached the clock and the last round is over."
    assert pt in ending.sentence("pt") and en in ending.sentence("en")
    assert ending.reason("pt") == pt  # read again after English: still Portuguese
