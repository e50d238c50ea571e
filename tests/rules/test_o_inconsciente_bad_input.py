"""O Inconsciente refuses bad saved data with a ValueError naming the field, and keys its
grammar cannot read. What every game must refuse (setup arguments, saved views, another game's
save, keys that mean nothing) is checked in tests/rules/test_contract_input.py."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from rules.core.errors import StateError
from rules.o_inconsciente.data import load

from .o_inconsciente_helpers import GAME, started

D = load()


@pytest.fixture
def saved():
    return GAME.to_json(started(3, seed=2))


def test_a_saved_game_round_trips(saved):
    assert GAME.to_json(GAME.from_json(json.dumps(saved))) == saved


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("coffee", [4, -1, 4], "coffee"),
        ("rep", [99, 0, 0], "rep"),
        ("table", [0] * 3, "table"),
        ("freud_rep", 0, "freud_rep"),
        ("current", 5, "current"),
        ("office", "x", "office"),
        ("tasks", [["fly"]], "tasks[0]"),
        ("tasks", [["draw", {"deck": "note"}]], "tasks[0]"),  # found by the fuzz test
        ("research_deck", [0, 0], "research"),
        ("goals_left", [], "goals_left"),
        ("ideas", [9, 3, 3], "ideas"),
    ],
)
def test_a_damaged_field_is_refused_naming_it(saved, field, value, named):
    saved[field] = value
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(saved))
    assert named in str(refused.value)


@pytest.mark.parametrize("key", ["declare x9", "note 0 zero"])
def test_a_key_its_grammar_cannot_read_is_a_value_error(key):
    with pytest.raises(ValueError):
        GAME.parse_action(key)


def test_a_refusal_names_the_rule_it_breaks_or_what_is_due_in_both_languages():
    from rules.o_inconsciente import engine

    state = started(2, seed=1)
    assert GAME.why_illegal(state, "recover").rule == "o-inconsciente.recover"
    not_now = GAME.why_illegal(state, "ink 3")
    assert not_now.rule == "o-inconsciente.turn"
    assert not_now.render("pt").startswith("Agora não") and "Not now" in not_now.render("en")
    for (_, word), rule in engine.REFUSALS.items():
        assert f"o-inconsciente.{rule}" in GAME.rulebook
        for language in ("pt", "en"):
            assert engine.CATALOGUE.has(f"o-inconsciente-no-{word}", language), word
    for task in engine.DUE:
        assert engine.CATALOGUE.has(f"o-inconsciente-due-{task}", "en"), task


# ----- issue 43: views, and positions no game reaches ----------------------------------------
def test_parse_action_says_an_action_key_is_a_string():
    with pytest.raises(ValueError, match="string"):
        GAME.parse_action(7)


def test_a_view_hides_the_seed_the_research_and_the_note_piles():
    state = started(3, seed=2)
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view.seed is None and view.viewer == seat
        assert all(c < 0 for c in view.research_deck)
        assert all(t < 0 for pile in view.note_piles for t in pile)
        assert [len(p) for p in view.note_piles] == [len(p) for p in state.note_piles]
        assert view.note_display == state.note_display  # the display is face up
        with pytest.raises(StateError, match="view") as refused:
            GAME.check_position(view)
        assert refused.value.field == "viewer"


def test_a_view_lists_no_outcome_of_a_hidden_draw_and_a_step_reads_as_the_view():
    state = started(3, seed=2)
    state = replace(state, tasks=(("resolve", "research"), ("hearts",)))
    transition = GAME.apply(state, "research")
    drawing = transition.state
    assert drawing.to_move == -1 and GAME.chance_outcomes(drawing)
    for seat in range(3):
        with pytest.raises(ValueError, match="view"):
            GAME.chance_outcomes(GAME.view(drawing, seat))
        for step in transition.steps:
            seen = GAME.view_step(step, seat)
            assert seen.state == GAME.view(step.state, seat) and seen.state.seed is None
            assert (seen.rule, seen.message) == (step.rule, step.message)


def reached(seed=5, actions=400):
    """A full position some way into a random game of three."""
    from rules.core.bots import random_playout

    state = None
    for number, (_, _, transition) in enumerate(random_playout(GAME, 3, seed, limit=5000)):
        state = transition.state
        if number == actions:
            break
    return GAME.to_json(state)


def first_seat_with(doc, test):
    return next(p for p in range(doc["players"]) if test(p))


def grief_somewhere(doc):
    doc["grief_out"].append(next(g for _, g in doc["client_display"] if g >= 0))


def note_pile_of_other_level(doc):
    doc["note_piles"][0].append(doc["note_piles"][1][0])
    doc["note_piles"][1].pop(0)


def common_insight_lost(doc):
    doc["centre"][0] -= 1


def own_insight_made(doc):
    doc["own"][0][0] += 1


def district_token_lost(doc):
    doc["district_left"][0] -= 1


def reputation_unearned(doc):
    seat = first_seat_with(doc, lambda p: doc["rep"][p] < 12)
    doc["rep"][seat] += 1


def office_card_swapped(doc):
    doc["office_card"][0], doc["office_card"][1] = doc["office_card"][1], doc["office_card"][0]


def notebook_gap(doc):
    book = doc["notebook"][0]
    row = next(r for r in range(3) if book[r * 3] >= 0)
    book[row * 3 + 2], book[row * 3] = book[row * 3], -1


def game_over_early(doc):
    doc["tasks"] = []


def setup_task_mid_game(doc):
    doc["tasks"].insert(0, ["start-row", 1])


def draw_onto_a_full_space(doc):
    doc["tasks"].insert(0, ["draw", "note", 0])


def note_replaced_twice(doc):
    doc["notes_out"].append(doc["note_piles"][0][0])


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (grief_somewhere, "grief_deck"),
        (note_pile_of_other_level, "note_piles"),
        (common_insight_lost, "disc"),
        (own_insight_made, "own"),
        (district_token_lost, "district_left"),
        (reputation_unearned, "rep"),
        (office_card_swapped, "office_card"),
        (notebook_gap, "notebook"),
        (game_over_early, "tasks"),
        (setup_task_mid_game, "tasks"),
        (draw_onto_a_full_space, "tasks[0]"),
        (note_replaced_twice, "notebook"),
    ],
)
def test_a_save_breaking_a_law_of_play_is_refused_naming_the_field(change, named):
    """Each is a position no game reaches (rules/o_inconsciente/laws.py); the save it came
    from loads."""
    doc = reached()
    GAME.from_json(json.dumps(doc))
    change(doc)
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(doc))
    assert refused.value.field == named, refused.value


def test_a_save_of_format_3_loads_into_the_display_by_level_and_typed_insights():
    """An older save: three display tiles, a count of insights of a player's colour, no tiles
    or griefs out of the game (saves before format 4 did not keep them)."""
    state = started(2, seed=1, **{"own-insights": "from-start"})
    doc = GAME.to_json(state)
    a, b, c, d, e, f = doc["note_display"]
    doc.update(format=3, note_display=[b, c, e], own=[6, 6])  # two of level I, one of level II
    doc["note_piles"][0].append(a)
    doc["note_piles"][1] += [d, f]
    for field in ("own_spent", "notes_out", "grief_out"):
        del doc[field]
    loaded = GAME.from_json(json.dumps(doc))
    assert [sum(own) for own in loaded.own] == [6, 6]
    assert [D.notes[t][0] for t in loaded.note_display] == [1, 1, 1, 2, 2, 2]
    assert set(loaded.grief_out) == set(state.grief_out)


def writing_a_thesis():
    """A save of the first player filling the second volume of the first thesis of two
    volumes, one research card in play for it (the first is under the thesis already)."""
    state = started(2, seed=1, **{"own-insights": "from-start"})
    first, second = state.research_deck[:2]
    small = min(t for t in state.theses_left if D.theses[t][0] == 2)
    state = replace(
        state,
        tasks=(("volume", small, 1, 0), ("ink", 2), ("hearts",)),
        played=((second,), ()),
        covered=((first,), ()),
        research_deck=state.research_deck[2:],
    )
    return GAME.to_json(state)


def thesis_not_on_display(doc):
    shown = doc["tasks"][0][1]
    doc["tasks"][0][1] = next(
        t for t in doc["theses_left"] if t != shown and D.theses[t][0] == D.theses[shown][0]
    )


def no_card_for_the_volumes_left(doc):
    doc["research_deck"] += doc["played"][0]
    doc["played"][0] = []


def no_insight_for_the_thesis(doc):
    doc["own_spent"][0] += sum(doc["own"][0])
    doc["own"][0] = [0] * len(doc["own"][0])


def second_thesis_at_once(doc):
    doc["tasks"].insert(1, list(doc["tasks"][0]))


@pytest.mark.parametrize(
    "change",
    [
        thesis_not_on_display,
        no_card_for_the_volumes_left,
        no_insight_for_the_thesis,
        second_thesis_at_once,
    ],
)
def test_a_thesis_being_written_is_one_the_flow_offers_and_can_publish(change):
    """A volume task names the thesis on display for its size (the lowest of that size left),
    is the only one, and its volumes left can be filled and an insight of the writer's colour
    waits for it; a save breaking this is refused naming the task (issue 43: a save with a
    thesis that was not on display loaded, and publishing one later raised)."""
    doc = writing_a_thesis()
    GAME.from_json(json.dumps(doc))
    change(doc)
    with pytest.raises(StateError) as refused:
        GAME.from_json(json.dumps(doc))
    assert refused.value.field.startswith("tasks["), refused.value
