"""The live example of every rule (issue 48): each game's stored index (``examples.toml``,
built by ``python -m rules examples SLUG``) still reaches its positions and fires its rules,
as the golden playthroughs are checked; the index's format, the rulebook's ``fires`` mark,
the example as the explorer opens it, and the rules a learner has met.

Only the replay runs here; the search runs in the command alone (and once below on the core's
small game, whose games last nine moves)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import rules
from rules.cli import examples_command, write_index
from rules.core import example_search
from rules.core.errors import DataError
from rules.core.example_search import _scenario_setups, report, search
from rules.core.examples import (
    examples_of,
    fired,
    load_examples,
    open_example,
    problem,
    replay,
    rules_met,
    sections_met,
    unmet,
    watch_message,
)
from rules.core.messages import render
from rules.core.rulebook import Rulebook
from rules.core.types import Ruling

from .three_in_a_row import ThreeInARow

GAMES = rules.available_games()


@pytest.mark.parametrize("slug", GAMES)
def test_every_stored_example_still_shows_its_rule(slug: str) -> None:
    game = rules.load_game(slug)
    examples = load_examples(game)
    assert examples, f"{slug} has no example index: run python -m rules examples {slug}"
    problems = [p for p in (problem(game, e) for e in examples.values()) if p]
    assert problems == [], f"rebuild with python -m rules examples {slug}"


@pytest.mark.parametrize("slug", GAMES)
def test_no_example_shows_a_section_marked_as_never_firing(slug: str) -> None:
    game = rules.load_game(slug)
    examples = load_examples(game)
    assert report(game, examples).contradicted == ()
    assert all(game.rulebook.section(s).fires for s in examples)


@pytest.mark.parametrize("slug", GAMES)
def test_every_section_that_can_fire_has_an_example(slug: str) -> None:
    # What `python -m rules examples SLUG` reports as "N of M sections have an example", held
    # at M of M: a section added to a rulebook, or an example a rebuild lost, is caught here.
    game = rules.load_game(slug)
    found = report(game, load_examples(game))
    assert found.uncovered == ()
    assert found.covered == found.firing > 0


@pytest.mark.parametrize("slug", GAMES)
def test_every_section_marked_silent_says_why(slug: str) -> None:
    silent = [s for s in rules.load_game(slug).rulebook.sections if not s.fires]
    assert all(len(s.silent.split()) >= 3 for s in silent)


def test_a_broken_example_is_caught():
    """The check can fail: a stored example whose action no longer fires its section, whose
    leading move is no longer legal, or that is no longer refused."""
    game = rules.load_game("escape-from-the-hidden-castle")
    examples = load_examples(game)
    shown = next(e for e in examples.values() if not e.refused and e.moves)
    assert problem(game, shown) is None
    _, _, transition = replay(game, shown)
    other = next(s for s in examples if s not in fired(game, transition))
    assert "now cites" in problem(game, replace(shown, section=other))
    assert "no longer play" in problem(game, replace(shown, moves=("place gallery:99",)))
    assert "not refused" in problem(game, replace(shown, refused=True))
    refused = next(e for e in examples.values() if e.refused)
    assert problem(game, refused) is None
    assert "is refused under" in problem(game, replace(refused, refused=False))


def test_the_index_is_written_and_read_back_the_same(tmp_path: Path):
    game = rules.load_game("oasis")
    examples = load_examples(game)
    path = tmp_path / "examples.toml"
    path.write_text(write_index(game, examples), encoding="utf-8")
    assert path.read_text(encoding="utf-8").startswith("# Generated")
    assert load_examples(game, path) == examples


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (('section = "oasis.', 'section = "oasis.nothing-'), "section"),
        (("players = 2", "players = 9"), "players"),
        (('game = "oasis"', 'game = "vrienden"'), "game"),
        (("seed = 0", 'seed = "zero"'), "seed"),
    ],
)
def test_a_broken_index_is_refused_naming_the_file_and_field(tmp_path, change, field):
    game = rules.load_game("oasis")
    text = write_index(game, load_examples(game)).replace(*change, 1)
    path = tmp_path / "examples.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_examples(game, path)
    assert caught.value.source == "examples.toml" and field in caught.value.field


def test_an_unknown_variant_in_the_index_is_refused(tmp_path: Path):
    game = rules.load_game("vrienden")
    examples = load_examples(game)
    first = next(iter(examples))
    examples[first] = replace(examples[first], variants=("no-such-module",))
    path = tmp_path / "examples.toml"
    text = write_index(game, examples)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match="variants"):
        load_examples(game, path)


# ----- the rulebook's mark ------------------------------------------------------------------
SECTION = """
title = "T"
[[section]]
id = "t.a"
title = "A"
source = "s"
text = "x"
"""


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ("fires = false\n", "silent"),
        ('silent = "set up before the first move"\n', "fires"),
        ('fires = "no"\n', "fires"),
    ],
)
def test_the_rulebook_mark_of_a_silent_section_is_checked(tmp_path, extra, field):
    path = tmp_path / "rulebook.toml"
    path.write_text(SECTION + extra, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        Rulebook.load(path)
    assert field in caught.value.field


def test_a_silent_section_is_not_counted_among_the_rules_that_fire(tmp_path: Path):
    path = tmp_path / "rulebook.toml"
    text = SECTION + 'fires = false\nsilent = "set up before the first move"\n'
    path.write_text(text + SECTION.split('title = "T"')[1].replace("t.a", "t.b"), "utf-8")
    book = Rulebook.load(path)
    assert [s.id for s in book.firing] == ["t.b"]
    assert book.section("t.a").silent == "set up before the first move"


# ----- the search, on the core's small game -------------------------------------------------
def test_the_search_finds_what_happens_what_is_refused_and_what_needs_a_variant():
    game = ThreeInARow()
    lines = list(examples_command(game, write=False))
    found = report(game, search(game))
    counted = f"{found.covered} of {found.firing} sections have an example"
    assert lines[-1] == f"{game.info.slug}: {counted}"
    assert found.firing == len(game.rulebook.sections) > found.covered > 0
    # The aim is an overview that never fires (the small game does not mark it).
    assert found.uncovered[0] == ("three.aim", game.rulebook.section("three.aim").title)
    assert lines[0] == "  no example: three.aim (Aim of the game)"


def test_the_search_prefers_short_plain_examples():
    game = ThreeInARow()
    examples = search(game)
    assert examples["three.toss"].moves == ()  # the very first action
    assert not examples["three.line"].variants  # found in the plain game
    assert examples["three.misere"].variants == ("misere",)  # only the variant has it
    assert examples["three.empty"].refused  # it only ever forbids
    # A scenario written as a setup and moves is searched too (the real games' scenarios are
    # saved positions, which an example, a setup and its moves, cannot hold).
    assert [found[-1] for found in _scenario_setups(game)] == ["block"]
    for example in examples.values():
        assert problem(game, example) is None


def test_the_search_tries_the_tempting_moves_at_a_games_turning_points(monkeypatch):
    """Past its first positions a bot game is searched for refusals where it turns: after an
    action that made a section happen for the first time in that game (the castle's Midnight
    Party brings its captured guests back only between rounds). With no first positions and
    no lessons, the small game's refusal of a taken cell is met there: at a game's end every
    mark is refused by the line that ended it, never by three.empty."""
    monkeypatch.setattr(example_search, "REFUSAL_POSITIONS", 0)
    monkeypatch.setattr(example_search, "_from_teaching", lambda game, found: None)
    example = search(ThreeInARow())["three.empty"]
    assert example.refused and example.found.startswith("bots:") and example.moves
    assert problem(ThreeInARow(), example) is None


def test_the_search_tries_the_tempting_moves_at_the_last_positions_of_a_lesson(monkeypatch):
    """The tutorial and each scenario written as moves are searched for refusals too, before
    their last move and after it: a lesson reaches positions bot games may never reach."""
    monkeypatch.setattr(example_search, "_plan", lambda game: iter(()))
    monkeypatch.setattr(example_search, "EXTRA_ACTIONS", 0)
    game = ThreeInARow()
    example = search(game)["three.empty"]
    assert example.refused and example.found.split(":")[0] in ("tutorial", "scenario")
    assert problem(game, example) is None


def test_the_search_plays_the_seeded_games_a_game_names(monkeypatch):
    """A game may name seeded games for the search (``example_games``), where its bots reach
    a rule the plan's own seeds never show: here the small game's variant, with no plan."""
    monkeypatch.setattr(example_search, "_plan", lambda game: example_search._named(game))
    monkeypatch.setattr(example_search, "EXTRA_ACTIONS", 0)
    game = ThreeInARow()
    assert "three.misere" not in search(game)
    game.example_games = ((2, 1, ("misere",)),)
    example = search(game)["three.misere"]
    assert (example.players, example.seed, example.variants) == (2, 1, ("misere",))
    assert problem(game, example) is None


def test_a_rebuild_keeps_a_stored_example_that_still_plays_and_drops_one_that_does_not(
    monkeypatch,
):
    """The stored index takes part in a rebuild: an example the search's own games no longer
    meet (here, with no plan, the variant's) is kept while it still shows its section, and one
    that no longer does is dropped, not written again."""
    game = ThreeInARow()
    misere = search(game)["three.misere"]
    monkeypatch.setattr(example_search, "_plan", lambda game: iter(()))
    monkeypatch.setattr(example_search, "EXTRA_ACTIONS", 0)
    assert "three.misere" not in search(game)
    broken = replace(misere, section="three.line")  # its action now shows another rule
    assert problem(game, broken) is not None
    stored = {"three.misere": misere, "three.line": broken}
    monkeypatch.setattr(example_search, "load_examples", lambda game: stored)
    rebuilt = search(game)
    assert rebuilt["three.misere"] == misere
    assert rebuilt.get("three.line") != broken


# ----- what the explorer opens, and the rules a learner met ---------------------------------
def test_an_example_opens_at_the_position_before_with_what_to_watch():
    game = rules.load_game("mushroom-eaters")
    section, example = next((s, e) for s, e in examples_of(game).items() if e.moves)
    opened = open_example(game, section)
    assert opened.state == example.position(game)
    assert opened.action == example.action and opened.section == section
    transition = game.apply(opened.state, opened.action)
    assert section in fired(game, transition)
    title = game.rulebook.section(section).title
    assert title in render(opened.watch, "en")
    assert open_example(game, "no such section") is None


def test_the_watch_message_speaks_both_languages_of_a_game_that_has_two():
    game = rules.load_game("o-inconsciente")
    section = next(iter(examples_of(game)))
    pt = render(watch_message(game, section, False, "pt"), "pt")
    en = render(watch_message(game, section, False, "en"), "en")
    assert game.rulebook_in("pt").section(section).title in pt and pt.startswith("Observe")
    assert game.rulebook_in("en").section(section).title in en and en.startswith("Watch")
    refused = render(watch_message(game, section, True, "en"), "en")
    assert "forbids" in refused


def test_sections_met_lists_each_cited_section_once_in_the_order_met():
    game = rules.load_game("escape-from-the-hidden-castle")
    example = next(e for e in examples_of(game).values() if len(e.moves) > 5)
    state = example.start(game)
    steps = []
    for key in example.moves:
        transition = game.apply(state, key)
        steps += transition.steps
        state = transition.state
    met = sections_met(steps)
    assert len(met) == len(set(met)) and set(met) == {s.rule for s in steps}
    assert met[0] == steps[0].rule
    refusal = game.why_illegal(state, "roll 9")  # a die has six faces: refused, naming a rule
    more = () if refusal.rule in met else (refusal.rule,)
    assert sections_met([*steps, refusal]) == met + more


def test_rules_met_counts_only_sections_that_can_fire():
    game = rules.load_game("oasis")
    firing = [s.id for s in game.rulebook.firing]
    silent = [s.id for s in game.rulebook.sections if not s.fires]
    assert silent, "Oasis marks its setup sections as never firing"
    cited = [_cited(firing[0]), _cited(silent[0]), _cited(firing[0]), _cited(firing[1])]
    met, total = rules_met(game, cited)
    assert met == (firing[0], firing[1]) and total == len(firing)
    left = unmet(game, met)
    assert firing[0] not in left and all(s in examples_of(game) for s in left)


def _cited(rule: str) -> Ruling:
    return Ruling(rule, "")


def test_a_translated_rulebook_keeps_the_marks_of_the_rulebook():
    game = rules.load_game("o-inconsciente")
    silent = [s.id for s in game.rulebook.sections if not s.fires]
    english = game.rulebook_in("en")
    assert english is not game.rulebook and silent
    assert [s.id for s in english.sections if not s.fires] == silent
    assert all(english.section(s).silent for s in silent)
