"""The core's ``messages.chained``: a list joined two at a time by a game's message, written
once (issue 45: Oasis and Vrienden each wrote the same loop, and ``sentences`` a third)."""

from rules.core.messages import Msg, chained, render, sentences
from rules.oasis import names as oasis_names
from rules.vrienden import names as vrienden_names


def test_chained_nests_each_part_before_the_chain_of_the_rest():
    joined = chained("oasis-and", ("a", "b", "c"))
    assert joined == Msg("oasis-and", head="a", tail=Msg("oasis-and", head="b", tail="c"))
    assert render(joined) == "a and b and c"


def test_chained_of_one_part_is_the_part_and_of_none_is_empty():
    assert chained("oasis-and", ("a",)) == "a"
    assert chained("oasis-and", ()) == ""


def test_the_games_chains_and_the_cores_sentences_are_the_cores_chain():
    parts = (Msg("oasis-and", head="x", tail="y"), "z", "w")
    assert oasis_names.chained("semicolon", parts) == chained("oasis-semicolon", parts)
    assert vrienden_names.chained("semicolon", parts) == chained("vrienden-semicolon", parts)
    assert sentences(parts) == chained("sentences", parts, "first", "rest")
