"""O Inconsciente: saved positions no game reaches are refused (issue 43).

Real saves (``test_saved_fuzz.real_saves``: random games of every player count and reading,
the scenarios) are mutated as ``test_saved_fuzz.py`` mutates them. A mutant that loads must be
a position a game reaches: it keeps the laws below, stated here in the test's own words and
without the game's loader (``rules/o_inconsciente/laws.py``), and random play from it goes on
without an exception. Before the laws were enforced, 132 of 1,000 such mutants loaded though
no game reaches them (issue 43: Freud's reputation +3, a research card or dream deleted, a
note tile in two places).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.o_inconsciente.data import load
from tests.examples import examples
from tests.rules.saved_mutants import loaded_mutant, played_on, real_saves

from .o_inconsciente_helpers import GAME

D = load()
SLUG = "o-inconsciente"
NOTES_PER_LEVEL = {2: 12, 3: 15, 4: 18}  # setup step 6
LAST_SPACE = len(D.track_points) - 1


def each_once(name: str, cards: list[int], size: int) -> list[str]:
    counted = Counter(cards)
    if counted != Counter(range(size)):
        return [f"the {name} are not each in exactly one place"]
    return []


def laws(state) -> list[str]:
    """What every position of a game obeys, each broken law in words."""
    n = state.players
    broken: list[str] = []
    if state.viewer != -1 or state.seed is None:
        broken.append("a player's view")
    slots = [slot for seat in state.office for slot in seat]
    broken += each_once(
        "clients",
        [c for c, _ in state.client_display if c >= 0]
        + [c for deck in state.client_decks for c in deck]
        + list(state.routine_bottom)
        + [s[0] for s in slots if s[0] >= 0]
        + [c for seat in state.cured for c in seat]
        + [c for c, _ in state.start_pool],
        len(D.clients),
    )
    broken += each_once(
        "griefs",
        [g for _, g in state.client_display if g >= 0]
        + list(state.grief_deck)
        + list(state.grief_out)
        + [s[1] for s in slots if s[1] >= 0]
        + [g for _, g in state.start_pool],
        len(D.griefs),
    )
    broken += each_once(
        "latent dreams", [s[2] for s in slots if s[2] >= 0] + list(state.latent_deck), len(D.latent)
    )
    broken += each_once(
        "manifest dreams",
        [s[3] for s in slots if s[3] >= 0]
        + list(state.manifest_deck)
        + [m for m in state.manifest_display if m >= 0],
        len(D.manifest),
    )
    broken += each_once(
        "research cards",
        [c for group in (state.hand, state.played, state.covered) for seat in group for c in seat]
        + [c for c in state.research_display if c >= 0]
        + list(state.research_deck),
        len(D.research),
    )
    broken += each_once(
        "theses", list(state.theses_left) + [t for s in state.published for t in s], len(D.theses)
    )
    broken += each_once(
        "goals", list(state.goals_left) + [g for s in state.goals_won for g in s], len(D.goals)
    )
    # note tiles: the setup's tiles of each level, each in one place; one starting tile a seat
    tiles = [t for book in state.notebook for t in book if t >= 0]
    tiles += [t for t in state.note_display if t >= 0]
    tiles += [t for pile in state.note_piles for t in pile] + list(state.notes_out)
    if len(set(tiles)) != len(tiles) or any(not 0 <= t < len(D.notes) for t in tiles):
        broken.append("a note tile in two places")
    else:
        by_level = Counter(D.notes[t][0] for t in tiles)
        if by_level[1] != NOTES_PER_LEVEL[n] or by_level[2] != NOTES_PER_LEVEL[n]:
            broken.append("not the setup's count of note tiles of each level")
        if by_level[0] > n:
            broken.append("more starting tiles than players")
        fresh = GAME.setup(n, seed=state.seed, rulings=dict(state.rulings))
        dealt = {t for t in (*fresh.note_display, *fresh.note_piles[0], *fresh.note_piles[1])}
        if {t for t in tiles if D.notes[t][0]} != dealt:
            broken.append("note tiles the setup did not deal")
        if any(D.notes[t][0] != 1 for t in state.note_piles[0]) or any(
            D.notes[t][0] != 2 for t in state.note_piles[1]
        ):
            broken.append("a note pile holds the other level's tiles")
        if any(t >= 0 and D.notes[t][0] != 1 + i // 3 for i, t in enumerate(state.note_display)):
            broken.append("a display row holds the other level's tiles")
    for seat in range(n):
        if state.centre[seat] + sum(state.disc[seat]) != 7:
            broken.append(f"player {seat}: not 7 common insights")
        complete = [
            all(state.notebook[seat][s] >= 0 for s in line)
            for line in (
                *((r * 3, r * 3 + 1, r * 3 + 2) for r in range(3)),
                *((c, c + 3, c + 6) for c in range(3)),
            )
        ]
        freed = sum(complete) if state.ruling("own-insights") == "line-complete" else 6
        placed = sum(state.own[seat]) + len(state.published[seat]) + state.own_spent[seat]
        placed += sum(row.count(seat) for row in state.dist_bonus)
        if placed != freed or any(v < 0 for v in state.own[seat]):
            broken.append(f"player {seat}: insights of their colour not conserved")
        on_table = sum(1 for v in state.table if v >= 0 and v // 2 == seat and v % 2 == 0)
        if on_table + state.ideas[seat] + state.locked[seat] != 6:
            broken.append(f"player {seat}: not 6 ideas")
        if min(state.scores[seat], state.coffee[seat], state.hearts[seat]) < 0:
            broken.append(f"player {seat}: a negative count")
    for d, pair in enumerate(D.districts):
        claims = sum(o >= 0 for loc in pair for o in state.loc_bonus[loc])
        claims += sum(o >= 0 for o in state.dist_bonus[d])
        if state.district_left[d] + claims != D.district_tokens:
            broken.append(f"district {d}: tokens do not match the bonuses claimed")
    earned = sum(len(g) for g in state.goals_won) + sum(state.nine)
    earned += sum(row[2] >= 0 for row in state.dist_bonus)  # the bonus numbered 6
    earned += sum(left < D.district_tokens for left in state.district_left)  # a stack's first
    if state.freud_rep != min(LAST_SPACE, 1 + earned):
        broken.append("Freud's marker does not show the reputation gained")
    if sum(state.rep) > earned or (max(state.rep) < LAST_SPACE and sum(state.rep) != earned):
        broken.append("the players' markers do not show the reputation gained")
    over = state.to_move is None
    if over != (GAME.result(state) is not None):
        broken.append("a result, exactly when the game is over")
    if over and (state.final_round != state.round or state.freud_rep < D.clock):
        broken.append("over before its last round")
    return broken


def test_every_real_save_keeps_the_laws():
    """The laws hold of the saves the mutants come from (positions games reached)."""
    for text in real_saves(SLUG):
        assert laws(GAME.from_json(text)) == [], text[:200]


@settings(
    max_examples=examples(200),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_save_no_game_reaches_is_refused(data):
    state = loaded_mutant(GAME, data)
    if state is None:
        return
    broken = laws(state) + played_on(GAME, state, data.draw(st.integers(0, 99)), 60)
    assert broken == [], broken


@pytest.mark.parametrize(
    ("field", "change"),
    [
        ("freud_rep", lambda doc: doc.__setitem__("freud_rep", doc["freud_rep"] + 3)),
        ("research", lambda doc: doc["research_deck"].pop()),
        ("latent_deck", lambda doc: doc["latent_deck"].pop()),
        ("notebook", lambda doc: doc["notebook"][0].__setitem__(1, doc["note_display"][1])),
    ],
)
def test_the_examples_of_the_issue_are_refused_naming_the_field(field, change):
    """Freud's reputation +3, a research card or a dream deleted, a note tile in two places."""
    doc = json.loads(real_saves(SLUG)[1])
    change(doc)
    with pytest.raises(ValueError, match=field):
        GAME.from_json(json.dumps(doc))


def test_a_save_whose_setup_choices_are_out_of_order_is_refused():
    """Rows are chosen before clients, each in the setup's order: a save whose first task is a
    client's choice while rows are still to choose is refused (the fuzz above found one that
    loaded, and whose play ran out of legal actions)."""
    doc = GAME.to_json(GAME.setup(4, seed=17))
    tasks = doc["tasks"]
    first_client = next(i for i, t in enumerate(tasks) if t[0] == "start-client")
    tasks[0], tasks[first_client] = tasks[first_client], tasks[0]
    with pytest.raises(ValueError, match="setup's order"):
        GAME.from_json(json.dumps(doc))
