"""Saved positions no game reaches are refused (issue 43).

Real saves of each game are mutated the way ``test_saved_fuzz.py`` mutates them; a mutant that
loads must be a position the rules can reach. What "reachable" means is stated here again, in
the test's own words and independently of the game's loader: the laws of each game below
(cards, tokens and pieces conserved, counters within what a game of that size reaches, a
result exactly when the game is over and then one that matches the position), and for every
game that the whole list of what is still to do can be carried out: random play from the
loaded position goes on for a while, each action applied and each position described, without
an exception. A mutant that happens to be a reachable position passes these laws; one that
breaks a law was accepted though no game reaches it.

One parameter per game; other games add theirs to ``LAWS`` (or in a file of their own).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from tests.examples import examples
from tests.rules.saved_mutants import loaded_mutant, played_on, real_saves

EXAMPLES = 150
PLAYOUT = 80  # actions of random play from an accepted position


# ----- laws, stated for the test ------------------------------------------------------------
def mushroom_laws(game, state) -> list[str]:
    d = game.data
    broken = []
    n = state.players
    mood = Counter(c for c in d.moves)  # the eight Mood cards of a colour
    last = len(d.spaces) - 1
    capacity = d.focus_spaces - max(0, 4 - n)
    for seat in range(n):
        if Counter(state.hands[seat]) + Counter(state.discards[seat]) != mood:
            broken.append(f"Eater {seat}: the eight Mood cards are not between hand and discards")
        if not state.hands[seat]:
            broken.append(f"Eater {seat}: an empty hand")
        if list(state.hour).count(seat) + list(state.drum).count(seat) > d.supply["cubes"]:
            broken.append(f"Eater {seat}: more focus cubes on the boards than a colour has")
    if len(state.hour) > capacity or len(state.drum) > capacity:
        broken.append("a focus board holds more cubes than its spaces in use")
    for kind in ("awakening", "wisdom", "paradox", "faces"):
        if sum(getattr(state, kind)) > d.supply[kind]:
            broken.append(f"more {kind} than the supply")
    if any(v > 4 for v in Counter("".join(state.mantras)).values()):
        broken.append("more than four Mantra tokens of a letter")
    over = state.to_move is None
    if over and state.pawn != last:
        broken.append("over before the pawn reached the last space")
    if not over and [t for t in state.tasks if t[0] == "next"] != [state.tasks[-1]]:
        broken.append("a running game's tasks end with the one passing of the turn")
    if any(state.specials) and not state.jelly:
        broken.append("a Special Action used before the Jelly Space")
    spaces = [p for p in state.path_space if p >= 0]
    if len(set(spaces)) != len(spaces):
        broken.append("two octagons lock one Personal Path space")
    return broken


def vrienden_laws(game, state) -> list[str]:
    broken = []
    n = state.players
    setup = game.setup(n, seed=0, variants=state.variants, rulings=dict(state.rulings))
    whole = Counter()
    for colour, count in enumerate(setup.bag):
        whole[colour] += count
    for flow in setup.flows:
        whole.update(c for c in flow if c >= 0)
    held = Counter()
    for colour, count in enumerate(state.bag):
        held[colour] += count
    for colour, count in enumerate(state.discard):
        held[colour] += count
    for flow in state.flows:
        held.update(c for c in flow if c >= 0)
    for board in state.boards:
        for row in board:
            held.update(row)
    if held != whole:
        broken.append("energies not conserved")
    if sorted((*state.plenitude, state.spare)) != [1, 1, 2, 2, 3, 3, 4, 4]:
        broken.append("the plenitude tokens are not two of each value 1 to 4")
    limit = dict(state.rulings)["round-limit"]
    most = int(limit) if limit != "none" else game.action_limit(n) // n + 1
    if not 1 <= state.round <= most:
        broken.append(f"round {state.round} beyond what a game reaches ({most})")
    if state.draws > game.action_limit(n) * 4 + 100:
        broken.append("more draws than a game makes")
    return broken


def oasis_laws(game, state) -> list[str]:
    broken = []
    cards = game.cards
    where = Counter(state.deck) + Counter(state.ruins) + Counter(state.cdeck)
    where += Counter(state.cdiscard) + Counter(c for c in state.lair if c >= 0)
    for zone in (*state.hands, *state.trails, *state.areas):
        where += Counter(zone)
    for item, pile in zip(("compass", "shield", "map"), state.supply, strict=True):
        where[cards.code_of[item]] += pile
    for code, card in enumerate(cards.cards):
        box = state.players if card.key == "khalla" else card.copies
        extra = state.players if card.key == "shield" and state.players == 2 else 0
        if not box <= where[code] <= box + extra:
            broken.append(f"{card.key}: {where[code]} in the game, {box} in the box")
    if not 0 <= state.turn <= game.action_limit(state.players):
        broken.append(f"turn {state.turn} beyond what a game reaches")
    if state.draws > 4 * game.action_limit(state.players) + 200:
        broken.append("more draws than a game makes")
    over = state.to_move is None
    if over != bool(state.ended) or (over and not state.winners):
        broken.append("a finished game names its ending and its winners, a running one neither")
    return broken


def castle_laws(game, state) -> list[str]:
    broken = []
    rooms = [g for g in state.guests if 1000 <= g < 2000]
    if len(set(rooms)) != len(rooms):
        broken.append("two guests in one room")
    if len(state.guests) != state.players * state.per_player:
        broken.append("not every guest of the game is on the board")
    board = game.board
    if not 1 <= state.round <= board.midnight_rounds:
        broken.append("round beyond the last")
    if state.draws > 4 * game.action_limit(state.players) + 200:
        broken.append("more draws than a game makes")
    over = state.to_move is None
    if over != bool(state.ended):
        broken.append("over exactly when a rule ended the game")
    if state.side == "hugo" and not over and max(state.points) >= 46:
        broken.append("a running game where someone has reached 46 spooky points")
    return broken


LAWS = {
    "mushroom-eaters": mushroom_laws,
    "vrienden": vrienden_laws,
    "oasis": oasis_laws,
    "escape-from-the-hidden-castle": castle_laws,
}


@pytest.mark.parametrize("slug", sorted(LAWS))
def test_every_real_save_keeps_the_laws(slug):
    """The laws hold of the saves the mutants start from (positions the rules reached)."""
    game = rules.load_game(slug)
    for text in real_saves(slug)[::5]:
        state = game.from_json(text)
        assert LAWS[slug](game, state) == [], text


@pytest.mark.parametrize("slug", sorted(LAWS))
@settings(
    max_examples=examples(EXAMPLES),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_save_no_game_reaches_is_refused(slug, data):
    game = rules.load_game(slug)
    state = loaded_mutant(game, data)
    if state is None:
        return
    seed = data.draw(st.integers(0, 99))
    broken = LAWS[slug](game, state) + played_on(game, state, seed, PLAYOUT)
    assert not broken, f"accepted a position no game reaches: {broken}"
