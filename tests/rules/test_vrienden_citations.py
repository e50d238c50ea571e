"""Vrienden's Steps and refusals cite the precise rulebook section that fired (issue 48):
Module A's temporary harmony, each kind of Module D's objectives beside the bonus it pays,
the rule that a player never takes both bonuses of one objective, and the tempting take that
Module A's never-white-with-black rule refuses. Each test is named after its section."""

from __future__ import annotations

import dataclasses

import pytest

from rules.core.messages import render
from rules.vrienden.state import CHAKRAS

try:
    from .vrienden_helpers import GAME, R, act, board, legal_keys, position, step_rules
except ImportError:
    from vrienden_helpers import GAME, R, act, board, legal_keys, position, step_rules

PLAIN = [["green", "yellow", "red"], ["purple", "orange", "orange"], ["dark-blue", "green", "red"]]
YY = ("yin-yang",)
OBJ = ("objectives",)


def _steps(transition, rule):
    return [step for step in transition.steps if step.rule == R + rule]


def test_vrienden_yin_yang_temporary_is_cited_when_a_move_skips_it():
    """vrienden.yin-yang.temporary: the move that jumps a chakra full with a white cites the
    module's rule (not the plain skip of a harmonized chakra) and says it is temporary."""
    state = position(
        variants=YY,
        boards={0: board(purple=["green"], dark_blue=["white", "red", "red"])},
        flows=PLAIN,
    )
    t = act(state, "channel 7", "move green chakra:purple chakra:light-blue")
    (step,) = _steps(t, "yin-yang.temporary")
    assert R + "channel.skip" not in step_rules(t)
    assert "temporarily harmonized dark blue" in step.text


def test_vrienden_channel_skip_still_cited_for_a_harmonized_chakra():
    """vrienden.channel.skip: a chakra harmonized with its own colour is the plain rule."""
    state = position(
        boards={0: board(purple=["green"], dark_blue=["dark-blue"] * 3)},
        flows=PLAIN,
    )
    t = act(state, "channel 7", "move green chakra:purple chakra:light-blue")
    assert _steps(t, "channel.skip") and not _steps(t, "yin-yang.temporary")


def _with_objectives(ids, **kw):
    state = position(variants=OBJ, flows=PLAIN, **kw)
    return dataclasses.replace(state, objectives=tuple(ids), bonuses=((),) * len(ids))


def _meditate(state):
    return act(state, next(k for k in legal_keys(state) if k.startswith("meditate ")))


H = {name: [name] * 3 for name in CHAKRAS}  # a chakra harmonized with its own colour


def _h(*names):
    return board(**{n.replace("-", "_"): H[n] for n in names})


OBJECTIVES = [
    ("pair-purple-red", "pair", {"boards": {0: _h("purple", "red")}}, "harmonize purple and red"),
    (
        "every-chakra",
        "every-chakra",
        {"boards": {0: board(**{n.replace("-", "_"): [n] for n in CHAKRAS})}},
        "an energy on every chakra",
    ),
    (
        "three-in-a-row",
        "three-in-a-row",
        {"boards": {0: _h("green", "yellow", "orange")}},
        "three harmonized chakras in a row",
    ),
    (
        "two-touching-pairs",
        "two-touching-pairs",
        {"boards": {0: _h("purple", "dark-blue", "orange", "red")}},
        "two pairs of touching harmonized chakras",
    ),
    (
        "all-meditation",
        "all-meditation",
        {"meditation": {0: list(CHAKRAS[:6])}},
        "all seven meditation tokens",
    ),
    ("three-alleviated", "three-alleviated", {"alleviated": (3, 0)}, "three black energies"),
]


@pytest.mark.parametrize(("oid", "kind", "changes", "words"), OBJECTIVES)
def test_vrienden_objectives_kind_is_cited_beside_the_bonus(oid, kind, changes, words):
    """vrienden.objectives.<kind>: the objective fulfilled is a Step citing its own kind, in
    words; then vrienden.objectives.bonus pays its token."""
    t = _meditate(_with_objectives([oid], **changes))
    (met,) = _steps(t, f"objectives.{kind}")
    (paid,) = _steps(t, "objectives.bonus")
    assert t.steps.index(met) < t.steps.index(paid)
    assert words in met.text and "Player 1" in met.text
    assert "2" in paid.text and t.state.bonuses == ((0,),)


def test_vrienden_objectives_one_each_is_cited_when_the_second_token_is_withheld():
    """vrienden.objectives.one-each: the holder of the first token fulfils the objective
    again at the end of a later turn; the Step says the second token is not for it."""
    state = _with_objectives(["three-alleviated"], alleviated=(3, 0))
    first = _meditate(state)
    assert not _steps(first, "objectives.one-each")  # it takes the first token now
    again = _meditate(_meditate(first.state).state)  # the other seat, then the holder again
    (step,) = _steps(again, "objectives.one-each")
    assert again.state.bonuses == ((0,),)
    assert "Player 1" in step.text and "three black energies" in step.text
    assert "already" in step.text
    assert not _steps(again, "objectives.bonus")


def test_vrienden_objectives_one_each_is_silent_once_both_tokens_are_taken():
    """vrienden.objectives.one-each: nothing is withheld once the objective is used up."""
    state = _with_objectives(["three-alleviated"], alleviated=(3, 3))
    done = _meditate(_meditate(state).state).state
    assert done.bonuses == ((0, 1),)
    assert not _steps(_meditate(done), "objectives.one-each")


def test_vrienden_yin_yang_no_mix_is_among_the_tempting_moves():
    """vrienden.yin-yang.no-mix: a flow showing black and white offers the take of both
    among the candidates, so a learner (and the example search) meets the refusal."""
    state = position(variants=YY, flows=[["white", "black", "red"], PLAIN[1], PLAIN[2]])
    keys = [a.key for a in GAME.candidate_actions(state)]
    assert "take flow:1 black,white to bubbles" in keys
    refusal = GAME.why_illegal(state, "take flow:1 black,white to bubbles")
    assert refusal.rule == R + "yin-yang.no-mix"
    assert render(refusal.message)
