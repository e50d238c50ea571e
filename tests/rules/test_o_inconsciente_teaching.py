"""O Inconsciente teaching: three scenarios and a first-round tutorial, in both languages; the
tutorial played through the engine matches its golden transcript; clicks make actions."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from rules.core.tutorials import transcript
from rules.o_inconsciente import engine

from .o_inconsciente_helpers import GAME, started

GOLDEN = Path(__file__).with_name("golden") / "o-inconsciente-tutorial.txt"


def test_five_scenarios_load_and_their_goals_do_what_the_task_says():
    scenarios = {s.id: s for s in GAME.scenarios}
    assert set(scenarios) == {"cure", "inkwell", "district-six", "citation", "nine-notes"}
    cite = scenarios["citation"]
    after = GAME.apply(cite.state, cite.goal[0]).state
    assert len(after.published[0]) == 1 and after.published[1] == cite.state.published[1]
    assert after.scores[0] > cite.state.scores[0]
    cure = scenarios["cure"]
    after = GAME.apply(cure.state, cure.goal[0]).state
    assert len(after.cured[0]) == len(cure.state.cured[0]) + 1
    ink = scenarios["inkwell"]
    after = GAME.apply(ink.state, ink.goal[0]).state
    assert after.brilliant[0] == ink.state.brilliant[0] - 1
    six = scenarios["district-six"]
    after = GAME.apply(six.state, six.goal[0]).state
    district = int(six.goal[0].split()[1])
    assert after.dist_bonus[district][2] == 0
    assert after.rep[0] >= six.state.rep[0] + 2  # the bonus and the district's top token


def test_o_inconsciente_reputation_sources_nine_notes_scenario():
    """The full notebook's reputation, which no plain bot game reaches: the scenario written
    as a setup and moves leaves one space free, and each of its goals fills it."""
    nine = {s.id: s for s in GAME.scenarios}["nine-notes"]
    assert sum(slot >= 0 for slot in nine.state.notebook[0]) == 8 and nine.state.nine[0] == 0
    for key in nine.goal:
        transition = GAME.apply(nine.state, key, explain=True)
        assert transition.state.nine[0] == 1
        assert transition.state.rep[0] == nine.state.rep[0] + 1
        fired = [s.rule for s in transition.steps]
        assert "o-inconsciente.reputation.sources" in fired


def test_scenario_texts_are_in_portuguese_and_english():
    for scenario in GAME.scenarios:
        assert scenario.example and scenario.viewer == 0
        assert scenario.text("task", "pt") != scenario.text("task", "en")
        assert scenario.text("title", "en").strip() and scenario.text("hint", "en").strip()


def test_the_tutorial_is_a_full_first_round_in_both_languages():
    tutorial = GAME.tutorials[0]
    assert tutorial.title_in("pt") == "Uma primeira rodada"
    assert tutorial.title_in("en") == "A first round"
    state = tutorial.start(GAME)
    kinds = set()
    for index, (key, comment) in enumerate(tutorial.moves):
        if comment:
            assert tutorial.comment_in(index, "en") != comment
        kinds.add(state.tasks[0][0])
        state = GAME.apply(state, key).state
    assert {"start-row", "start-client", "turn", "resolve", "ink", "hearts"} <= kinds
    assert state.round == 2  # the round is over: the first player is to play again
    assert state.current == state.first


def test_the_tutorial_transcript_matches_its_golden_file():
    text = "\n".join(transcript(GAME, GAME.tutorials[0])) + "\n"
    if os.environ.get("GOLDEN_UPDATE"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.read_text(encoding="utf-8") == text


def test_clicks_compose_actions_and_a_forbidden_click_says_why():
    state = started(2, seed=1)
    free = next(i for i, v in enumerate(state.table) if v == -1)
    # one piece: a table space waits for a second piece or the inkwell
    assert GAME.action_for(state, (f"table-{free}",)) is None
    assert GAME.keeps_picks(state, (f"table-{free}",))
    inkwell = f"rondel-0-{state.inkwell[0]}"
    assert inkwell in GAME.targets(state, (f"table-{free}",))
    assert GAME.action_for(state, (f"table-{free}", inkwell)).key == f"declare i{free}"
    assert GAME.action_for(state, ("office-0-0",)).key == "treat 0"
    at_notes = replace(state, tasks=(("resolve", "notes"), ("hearts",)), coffee=(1, 4))
    assert GAME.action_for(at_notes, ("notes-2",)) is None
    assert GAME.keeps_picks(at_notes, ("notes-2",))
    action = GAME.action_for(at_notes, ("notes-2", "note-0-1"))
    assert action.key == "note 2 1"
    ruling = GAME.why_illegal(at_notes, action)
    assert ruling.rule == "o-inconsciente.notes.gain"
    assert "café" in ruling.render("pt") and "coffee" in ruling.render("en")


def test_two_pieces_are_declared_by_two_clicks_on_the_table():
    state = started(2, seed=1)
    legal = {a.key for a in GAME.legal_actions(state)}
    pair = next(k for k in sorted(legal) if k.startswith("declare i") and len(k.split()) == 3)
    first, second = (f"table-{token[1:]}" for token in pair.split()[1:])
    assert second in GAME.targets(state, (first,))
    # the pieces may be clicked in either order: the key lists them in the table's order
    assert GAME.action_for(state, (first, second)).key == pair
    assert GAME.action_for(state, (second, first)).key == pair
    # a space pointing at the same action as the first piece is no target
    space = int(pair.split()[1][1:])
    points_at = engine.space_action(space)
    same = [
        f"table-{i}"
        for i, v in enumerate(state.table)
        if v == -1 and i != space and engine.space_action(i) == points_at
    ]
    assert same and not set(same) & set(GAME.targets(state, (first,)))


def test_a_brilliant_idea_is_clicked_before_its_table_space():
    state = replace(started(2, seed=1), brilliant=(1, 0))
    free = next(i for i, v in enumerate(state.table) if v == -1)
    picks = ("bright-0-0", f"table-{free}")
    assert GAME.keeps_picks(state, picks[:1]) and f"table-{free}" in GAME.targets(state, picks[:1])
    action = GAME.action_for(state, (*picks, f"rondel-0-{state.inkwell[0]}"))
    assert action.key == f"declare b{free}"
    assert GAME.why_illegal(state, action) is None
    # another player's Brilliant Idea is not yours to place
    assert GAME.action_for(state, ("bright-1-0", f"table-{free}")) is None


def test_the_inkwell_stops_where_the_rondel_is_clicked():
    state = replace(started(2, seed=1), tasks=(("ink", 2), ("hearts",)), brilliant=(1, 0))
    assert GAME.action_for(state, ("rondel-0-2",)).key == "ink 2"
    assert GAME.action_for(state, ("rondel-0-3",)).key == "ink 3"  # a Brilliant Idea spent
    assert GAME.why_illegal(state, GAME.action_for(state, ("rondel-0-4",))) is not None


def test_a_starting_client_is_chosen_by_a_click():
    state = GAME.setup(2, seed=6)
    state = GAME.apply(GAME.apply(state, "row 0 0").state, "row 0 0").state
    assert GAME.action_for(state, ("start-1",)).key == "start 1"


def test_a_starting_tile_is_clicked_then_its_row():
    state = GAME.setup(2, seed=6)
    assert GAME.action_for(state, ("note-0-3",)) is None  # which tile first
    assert GAME.keeps_picks(state, ("first-1",))
    assert GAME.targets(state, ("first-1",)) == ("note-0-0", "note-0-3", "note-0-6")
    assert GAME.action_for(state, ("first-1", "note-0-3")).key == "row 1 1"
