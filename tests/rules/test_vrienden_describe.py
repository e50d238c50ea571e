"""Vrienden's text description (describe.py) and the legal targets of picked energies
(``Game.targets``): what a player who cannot see the board reads, and where the board marks
the next click (issue 12)."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

import rules
from rules.core import CHANCE
from rules.core.messages import render
from rules.vrienden.names import HIDDEN
from rules.vrienden.state import BUBBLES, CHAKRAS, COLOURS

from .vrienden_helpers import OPENING, OPENING_SEED, board, opening, position

GAME = rules.load_game("vrienden")

# Words only: no element ids or action keys, no "(s)" plural, no empty list in parentheses
# or after a colon ("(still owed: )" in issue 12), no doubled punctuation.
NOT_WORDS = re.compile(r"\b[a-z]+:[\w-]+|\(s\)|\(\s*\)|:\s*[.;,)]|\.\.|;\s*\.|\bpts\b")


def opening_states():
    """Every state of the opening, the moments inside each action's Steps included."""
    state = GAME.setup(2, seed=OPENING_SEED)
    yield state
    for key in OPENING:
        transition = GAME.apply(state, key)
        yield from (step.state for step in transition.steps)
        state = transition.state
        yield state


def random_states(seed: int, variants: tuple[str, ...], players: int = 3, moves: int = 150):
    rng = random.Random(seed)
    state = GAME.setup(players=players, seed=seed, variants=variants)
    for _ in range(moves):
        if GAME.result(state) is not None:
            break
        transition = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        yield from (step.state for step in transition.steps)
        state = transition.state
        yield state


def test_describe_names_every_part_of_the_table_in_words():
    state = opening(0)
    text = render(GAME.describe(state))
    assert text.startswith("Round 1: Player 1 to play: take energy, channel or meditate.")
    assert "Plenitude tokens (teacher view, all open): purple " in text
    assert "Maya flow 1: " in text and "flow 3: " in text
    assert f"The bag holds {sum(state.bag)} energies: " in text
    for seat in (1, 2):
        assert f"Player {seat}: no chakra harmonized; 5 inspiration tokens in hand." in text
    assert text.count("No inspiration space taken; no notch closed.") == 2
    assert text.count("Bhagya bubbles: all 3 free. Every chakra empty.") == 2
    assert text.count("Earth: no black alleviated.") == 2
    assert NOT_WORDS.search(text) is None


@pytest.mark.parametrize("variants", [(), ("yin-yang", "objectives")])
def test_describe_is_words_in_every_moment_and_says_what_is_due(variants):
    """Every state of a game, the Steps' in-between moments included, in every view: words
    only, and the first sentence says whose turn it is and what is due."""
    for state in random_states(7, variants):
        for shown in (state, *(GAME.view(state, s) for s in range(state.players))):
            text = render(GAME.describe(shown))
            assert NOT_WORDS.search(text) is None, text
            if state.phase == "over":
                assert text.startswith("Game over: ")
            elif state.to_move == CHANCE:
                assert text.startswith("The bag refills flow ")
            else:
                assert text.startswith(f"Player {state.current + 1} ") or text.startswith(
                    f"Round {state.round}: Player {state.current + 1} to play"
                )


def test_a_channel_with_nothing_left_to_move_says_so_instead_of_an_empty_list():
    """Issue 12: after Undo the board read "(still owed: )". A Step's moment after the last
    move of a channel action owes nothing: it says the moves are made."""
    done = [s for s in opening_states() if s.phase == "channel" and not s.pending]
    assert done
    for state in done:
        text = render(GAME.describe(state))
        assert f"has made every move of inspiration space {state.channel}" in text
        assert "owes" not in text
    owing = next(s for s in opening_states() if s.phase == "channel" and s.pending)
    assert "and still owes one down" in render(GAME.describe(owing))


def test_a_players_view_says_only_the_plenitude_tokens_it_has_seen():
    """Hidden values are never said: a view's description is the same whatever the tokens
    it has not seen show; who has seen which token (the meditation tokens) is said."""
    state = opening(0)
    for seat in range(state.players):
        view = GAME.view(state, seat)
        seen = set(state.meditation[seat])
        other = dataclasses.replace(
            state, plenitude=tuple(v if c in seen else 5 - v for c, v in enumerate(state.plenitude))
        )
        text = render(GAME.describe(view))
        assert text == render(GAME.describe(GAME.view(other, seat)))
        (colour,) = seen
        name = COLOURS[colour].replace("-", " ")
        value = state.plenitude[colour]
        said = f"Plenitude tokens Player {seat + 1} has seen: {name} {value}; 6 are face down ("
        assert said in text
        assert "teacher view" not in text
        assert f"Meditation token: {name} (that plenitude token seen)." in text


def test_describe_counts_with_plurals_and_lists_a_board_row_by_row():
    states = list(opening_states())
    last = states[-1]
    text = render(GAME.describe(last))
    # Player 2 has one inspiration token left, two inspiration spaces and two notches taken.
    assert "Player 2: no chakra harmonized; 1 inspiration token in hand." in text
    assert "Inspiration spaces 2 and 7 taken; the yellow and orange notches closed." in text
    assert "Meditation tokens: purple and orange (those plenitude tokens seen)." in text
    assert "Bhagya bubbles: green and yellow, 1 free." in text
    assert (
        "Chakras: purple chakra: red; yellow chakra: yellow; orange chakra: orange and orange."
        in text
    )
    assert "Earth: 1 black alleviated." in text
    one = position(boards={0: board(green=["green"] * 3, earth=["black", "black"])})
    assert "Player 1: 1 harmonized chakra (green);" in render(GAME.describe(one))
    assert "Earth: 2 black alleviated." in render(GAME.describe(one))
    two = position(
        boards={1: board(red=["red"] * 3, green=["green"] * 3, bubbles=["white"])},
        variants=["yin-yang"],
    )
    assert "Player 2: 2 harmonized chakras (green and red);" in render(GAME.describe(two))
    assert "Bhagya bubbles: white, 2 free." in render(GAME.describe(two))


def test_describe_names_objectives_and_yin_yang_halves_in_words():
    state = GAME.setup(players=2, seed=2, variants=("yin-yang", "objectives"))
    text = render(GAME.describe(state))
    assert "Objectives: '" in text and "(no bonus taken yet)" in text
    assert "Player 1 holds no half yin-yang." in text
    for oid in state.objectives:
        assert oid not in text


def test_the_end_of_the_game_says_every_token_face_up():
    final = next(s for s in random_states(11, (), players=2, moves=400) if s.phase == "over")
    for shown in (final, GAME.view(final, 0)):
        text = render(GAME.describe(shown))
        assert text.startswith("Game over: ")
        assert "Plenitude tokens, turned face up at the end: " in text
        assert "face down" not in text


# ----- legal targets ----------------------------------------------------------------------


def test_targets_of_energies_picked_on_a_flow_are_the_places_they_may_go():
    state = opening(0)
    legal = {a.key for a in GAME.legal_actions(state)}
    picks = ("flow:2:1", "flow:2:2")
    targets = GAME.targets(state, picks)
    assert targets[0] == "bubble:0:1"
    for element in targets:
        row = element.split(":")
        dest = "bubble:0:1" if row[0] == "bubble" else f"chakra:0:{row[2]}"
        assert GAME.action_for(state, (*picks, dest)).key in legal
    # Every destination missing from the targets would be refused.
    for colour in CHAKRAS:
        if f"slot:0:{colour}:1" not in targets:
            key = GAME.action_for(state, (*picks, f"chakra:0:{colour}")).key
            assert key not in legal
    # Energies of two flows, a lone inspiration space: no second click to mark.
    assert GAME.targets(state, ("flow:1:1", "flow:2:1")) == ()
    assert GAME.targets(state, ("inspiration:0:3",)) == ()


def test_targets_during_a_channel_are_the_rows_a_move_still_owed_reaches():
    state = opening(15)  # up to "channel 2": one down 2, one down 1
    assert state.phase == "channel" and state.pending == (2, 1)
    rows = state.boards[0]
    assert rows[BUBBLES] == tuple(sorted(rows[BUBBLES]))
    # The first bubble holds dark blue: down 1 to purple's, down 2 to dark blue's first place.
    assert GAME.targets(state, ("bubble:0:1",)) == ("slot:0:purple:1", "slot:0:dark-blue:1")
    # The black energy on the red chakra (its second place) goes down 1 to the earth.
    assert GAME.targets(state, ("slot:0:red:2",)) == ("earth:0",)
    # Red itself cannot enter the earth: nothing to mark.
    assert GAME.targets(state, ("slot:0:red:1",)) == ()
    # Once that move is made, only the one down 2 is owed: dark blue's place alone.
    moved = GAME.apply(state, "move black chakra:red earth").state
    assert GAME.targets(moved, ("bubble:0:1",)) == ("slot:0:dark-blue:1",)


def test_no_targets_for_chance_a_view_of_another_seat_or_a_finished_game():
    state = opening(0)
    chance = GAME.apply(state, OPENING[0]).state
    assert chance.to_move == CHANCE
    assert GAME.targets(chance, ("flow:2:1",)) == ()
    view = GAME.view(state, 0)
    assert GAME.targets(view, ("flow:2:1",))  # a player's own view: the same targets
    assert all(v == HIDDEN or v > 0 for v in view.plenitude)
