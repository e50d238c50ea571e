"""The text description of a Daybreak position says, in words, what is and is not in play."""

from __future__ import annotations

from dataclasses import replace

from rules.core.messages import render

from .daybreak_helpers import GAME, at_local, code, set_seat


def test_the_description_names_the_crises_face_up_or_says_there_are_none():
    state = at_local()
    shown = render(GAME.describe(replace(state, crises=(code("heatwave"),), facedown=1)))
    assert "Crises face up, in the order they resolve: Heatwave; 1 face down;" in shown
    none_up = render(GAME.describe(replace(state, crises=(), facedown=2)))
    assert "No Crisis face up; 2 face down;" in none_up
    assert "-" not in none_up.split("No Crisis")[1].split(".")[0]


def test_the_description_says_when_a_player_has_no_stacks():
    state = set_seat(at_local(), "stacks", 0, ())
    shown = render(GAME.describe(state))
    first = shown.split("United States:")[1].split("Europe:")[0]
    assert "no stacks" in first
    assert "stacks: -" not in shown
    assert "stack 1 topped by Emissions Trading" in shown  # Europe's are still named
