"""See a rule happen, and the rules met (issue 48, the dashboard's half), in every game: "See
it happen" beside a rule in the Rulebook tab, a Step and a refusal opens the rule's example
(the position just before, the action played with its Steps, undo, what to watch) and the
learner's own game comes back whole in one click; the Rulebook tab counts and marks the rules
the learner's games met in this session and suggests one not met yet."""

from __future__ import annotations

import html
import re

import pytest

import rules
from explorer.app import GameExplorer
from rules.core.examples import examples_of, fired

GAMES = rules.available_games()


def plain(value: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", value)).split())


def shown(widget) -> bool:
    return widget.layout.display != "none"


def own_game(app: GameExplorer) -> tuple:
    """Everything of the learner's game that must come back whole."""
    s = app.session
    return (
        s.history,
        list(s.history),
        s.cursor,
        s.step_index,
        s.players,
        s.seed,
        s.variants,
        dict(s.rulings),
        s.viewer,
        s.tutorial,
        s.scenario,
        list(s.bot_names),
        s.rng.getstate(),
    )


def started(slug: str, moves: int = 6) -> GameExplorer:
    app = GameExplorer(slug, language="en")
    for _ in range(moves):
        app.bot_move()
    app.undo()  # a game with a move to redo: the history after the cursor is kept too
    return app


def assert_example_shown(app: GameExplorer, section: str) -> None:
    session, game = app.session, app.session.game
    example = examples_of(game)[section]
    assert session.example_section == section
    assert shown(app.example_banner.box)
    title = app.rule_title(section)  # in the dashboard's language
    banner = plain(app.example_banner.text.value)
    assert title in banner, banner
    assert section not in banner  # words, not ids
    # No button offers the example already open.
    for see in (app.steps_panel.see, app.why_see, app.rulebook_panel.see):
        assert see.section != section and (see.section is None) == (not shown(see.button))
    if example.refused:
        assert session.cursor == 0 and session.state == example.position(game)
        assert app.why_rule == section and "Not allowed" in plain(app.message.value)
        assert title in app.announcer.text
        return
    # The action is played, its first Step on the board, and it fires the section.
    assert session.cursor == 1 and session.step_index == 0
    assert session.history[0].state == example.position(game)
    transition = game.apply(example.position(game), example.action)
    assert section in fired(game, transition)
    assert section in {s.rule for s in session.steps} or session.over
    assert shown(app.steps_panel.list) and app.steps_panel.list.current == 0
    assert "Example" in plain(app.steps_panel.text.value) or session.steps
    assert title in app.announcer.text and "Step 1" in app.announcer.text
    # Undo: the position just before; redo: the action again.
    app.undo()
    assert session.cursor == 0 and session.state == example.position(game)
    assert session.example_section == section  # still the example, way back kept
    app.redo()
    assert session.cursor == 1


def assert_back_whole(app: GameExplorer, before: tuple) -> None:
    app.example_banner.back.click()
    session = app.session
    assert session.example_section is None and not shown(app.example_banner.box)
    after = own_game(app)
    assert after[0] is before[0] and after[1:] == before[1:]
    assert "Back to your game" in app.announcer.text


@pytest.mark.parametrize("slug", GAMES)
def test_see_it_happen_from_the_rulebook_and_back(slug: str) -> None:
    app = started(slug)
    before = own_game(app)
    rulebook = app.rulebook_panel
    game = app.session.game
    examples = examples_of(game)
    assert rulebook.pick.options and all(v in examples for _, v in rulebook.pick.options)
    assert all(v not in label for label, v in rulebook.pick.options)  # titles, not ids
    shown_one = next(s for _, s in rulebook.pick.options if not examples[s].refused)
    rulebook.pick.value = shown_one
    assert rulebook.see.section == shown_one and shown(rulebook.see.button)
    rulebook.see.button.click()
    assert_example_shown(app, shown_one)
    assert_back_whole(app, before)


@pytest.mark.parametrize("slug", GAMES)
def test_see_it_happen_from_a_step(slug: str) -> None:
    app = GameExplorer(slug, language="en")
    steps = app.steps_panel
    assert not shown(steps.see.button)  # no Step yet
    examples = examples_of(app.session.game)
    for _ in range(200):
        app.bot_move()
        rules_named = [i for i, s in enumerate(app.session.steps) if s.rule in examples]
        if rules_named:
            break
    else:
        pytest.fail("no Step in 200 moves names a rule with an example")
    app.show_step(rules_named[0])
    section = app.session.steps[rules_named[0]].rule
    assert steps.see.section == section and shown(steps.see.button)
    before = own_game(app)
    steps.see.button.click()
    assert_example_shown(app, section)
    assert_back_whole(app, before)


def refused_with_example(app: GameExplorer) -> tuple[str, str] | None:
    """A move the rules forbid now whose rule has an example: its key and that rule."""
    session = app.session
    examples = examples_of(session.game)
    legal = {a.key for a in session.legal_actions()}
    for action in session.candidate_actions():
        if action.key in legal:
            continue
        ruling = session.why_not(action.key)
        if ruling is not None and ruling.rule in examples:
            return action.key, ruling.rule
    return None


@pytest.mark.parametrize("slug", GAMES)
def test_see_it_happen_from_a_refusal(slug: str) -> None:
    app = GameExplorer(slug, language="en")
    for _ in range(200):
        found = refused_with_example(app)
        if found is not None:
            break
        app.bot_move()
    else:
        # The game offers no forbidden move in its lists (O Inconsciente): the learner plays
        # to the position of a refused example and tries its move (a key typed in a notebook).
        example = next(e for e in examples_of(app.session.game).values() if e.refused)
        app.new_game(example.players, example.seed, example.variants, dict(example.rulings))
        for move in example.moves:
            app.play(move)
        found = example.action, example.section
    key, section = found
    before = own_game(app)
    app.act(key)
    assert app.why_rule == section and shown(app.why_see.button)
    assert app.why_see.section == section
    app.why_see.button.click()
    assert_example_shown(app, section)
    assert_back_whole(app, before)


@pytest.mark.parametrize("slug", GAMES)
def test_rules_met_counts_the_learners_steps_and_refusals_not_the_examples(slug: str) -> None:
    app = GameExplorer(slug, language="en")
    game = app.session.game
    rulebook = app.rulebook_panel
    firing = [s.id for s in game.rulebook.firing]
    assert plain(rulebook.met.value).startswith(f"0 of {len(firing)} rules met")
    cited: set[str] = set()
    for _ in range(8):
        entry = app.session.bot_move()
        cited |= {s.rule for s in entry.steps}
    app.refresh()
    met = [s for s in firing if s in cited]
    assert met, "eight moves met no rule that can fire"
    assert plain(rulebook.met.value).startswith(f"{len(met)} of {len(firing)} rules met")
    marked = set(
        re.findall(r'class="rx-section rx-met" data-section="([^"]*)"', rulebook.body.value)
    )
    assert marked == set(met)
    assert plain(rulebook.body.value).count("✓ met") == len(met)
    # The suggestion: the first rule not met that has an example, chosen in the list.
    examples = examples_of(game)
    unmet = [s for s in firing if s not in met and s in examples]
    first_unmet = next((s for s in unmet if not examples[s].refused), unmet[0])
    title = app.rule_title(first_unmet)
    assert f"Not met yet: “{title}”" in plain(rulebook.met.value)
    assert rulebook.pick.value == first_unmet
    # An example's moves are not the learner's: opening one counts nothing.
    app.see_example(first_unmet)
    app.refresh()
    assert plain(rulebook.met.value).startswith(f"{len(met)} of")
    app.back_to_own_game()
    # A refusal shown is a rule met.
    found = None
    for _ in range(200):
        legal = {a.key for a in app.session.legal_actions()}
        refused = [a.key for a in app.session.candidate_actions() if a.key not in legal]
        rulings = [(k, app.session.why_not(k)) for k in refused]
        found = next(((k, r) for k, r in rulings if r and r.rule in firing), None)
        if found:
            break
        entry = app.session.bot_move()
        cited |= {s.rule for s in entry.steps}
    if found:
        app.act(found[0])
        cited.add(found[1].rule)
        now = len([s for s in firing if s in cited])
        assert plain(rulebook.met.value).startswith(f"{now} of {len(firing)} rules met")


@pytest.mark.parametrize("slug", GAMES)
def test_a_rule_without_an_example_says_why_in_words(slug: str) -> None:
    app = GameExplorer(slug, language="en")
    game = app.session.game
    without = [s for s in app.rulebook.sections if s.id not in examples_of(game)]
    if not without:
        pytest.skip("every section has an example")
    section = without[0]
    app.show_rule(section.id)
    note = plain(app.rulebook_panel.no_example.value)
    assert section.title in note and section.id not in note
    assert ("nothing to see happen" in note) != section.fires
    steps_see = app.steps_panel.see
    steps_see.follow(section.id)
    assert not shown(steps_see.button)


def test_a_new_game_started_from_an_example_leaves_it():
    app = started("vrienden")
    section = next(iter(examples_of(app.session.game)))
    app.see_example(section)
    app.new_game(2, 5, (), {})
    assert app.session.example_section is None and not shown(app.example_banner.box)
    assert app.session.seed == 5 and app.session.cursor == 0


def test_opening_a_second_example_keeps_the_first_way_back():
    app = started("oasis")
    before = own_game(app)
    first, second = list(examples_of(app.session.game))[:2]
    app.see_example(first)
    app.see_example(second)
    assert app.session.example_section == second
    assert_back_whole(app, before)


def test_o_inconsciente_speaks_portuguese_and_english_in_the_example():
    app = GameExplorer("o-inconsciente", language="pt")
    game = app.session.game
    rulebook = app.rulebook_panel
    assert "regras encontradas nas suas partidas" in plain(rulebook.met.value)
    assert rulebook.see.button.description == "▶ Ver acontecer"
    section = rulebook.pick.value
    rulebook.see.button.click()
    banner = plain(app.example_banner.text.value)
    assert game.rulebook_in("pt").section(section).title in banner
    assert banner.startswith("Exemplo.") and "Observe" in banner
    assert app.example_banner.back.description == "◀ Voltar à minha partida"
    app.set_language("en")
    banner = plain(app.example_banner.text.value)
    assert game.rulebook_in("en").section(section).title in banner and "Watch" in banner
    assert app.example_banner.back.description == "◀ Back to my game"
    assert "rules met in your games" in plain(rulebook.met.value)


def test_back_brings_the_tutorial_the_scenario_and_the_view_back():
    app = GameExplorer("oasis", language="en")
    game = app.session.game
    app.start_tutorial(game.tutorials[0])
    app.tutorial_next()
    app.tutorial_next()
    app.viewer.value = 1  # the learner looks as the second scout
    before = own_game(app)
    section = next(s for s, e in examples_of(game).items() if not e.refused)
    app.see_example(section)
    assert app.session.tutorial is None
    app.back_to_own_game()
    assert own_game(app)[1:] == before[1:] and app.session.viewer == 1
    assert app.session.tutorial_on_track() and shown(app.play_panel.lesson_next)
    scenario = game.scenarios[0]
    app.load_scenario(scenario)
    before = own_game(app)
    app.see_example(section)
    app.back_to_own_game()
    assert app.session.scenario is scenario and own_game(app)[1:] == before[1:]
    assert "rx-task" in app.scenarios_panel.task._dom_classes and app.scenarios_panel.task.value


def test_an_example_with_fewer_seats_than_the_view_opens_for_the_whole_table():
    app = GameExplorer("oasis", players=4, language="en")
    app.viewer.value = 3  # the fourth scout's view
    game = app.session.game
    section = next(s for s, e in examples_of(game).items() if e.players < 4)
    app.see_example(section)
    assert app.session.viewer is None and app.viewer.value == -1
    app.back_to_own_game()
    assert app.session.viewer == 3 and app.viewer.value == 3 and app.session.players == 4
