"""Issue 44, files and views, in every game: a scenario keeps the view the learner had unless
it says why; every file the dashboard saves opens again (a player's view as a view to look at);
a broken file is refused in plain words, in the dashboard's language, and nothing is lost."""

from __future__ import annotations

import base64
import dataclasses
import json
import random
import re

import pytest

import rules
from explorer import GameExplorer
from explorer.chrome import words
from explorer.session import NotLoaded
from rules.core.saved_view import view_from_json, view_to_json

GAMES = rules.available_games()
#: The games whose scenarios open some task in a player's view (the four of the issue).
VIEW_SCENARIOS = [
    g for g in GAMES if any(s.viewer is not None for s in rules.load_game(g).scenarios)
]


def dashboard(slug: str, seed: int = 3, moves: int = 6) -> GameExplorer:
    """A dashboard of ``slug`` at two players or more, some bot moves in, drawn."""
    game = rules.load_game(slug)
    dash = GameExplorer(slug, players=max(2, game.info.players[0]), seed=seed)
    dash.set_language("en")  # O Inconsciente opens in Portuguese
    for _ in range(moves):
        if not dash.session.over:
            dash.bot_move()
    dash.refresh()
    return dash


def downloaded(dash: GameExplorer) -> tuple[str, bytes]:
    """The file the Files tab offers now: its name and its bytes."""
    dash.files_panel.refresh()
    link = dash.files_panel.download.value
    name = re.search(r'download="([^"]+)"', link).group(1)
    return name, base64.b64decode(re.search(r"base64,([^\"]+)\"", link).group(1))


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def position_of(dash: GameExplorer):
    return (dash.session.state, len(dash.session.history), dash.session.cursor)


# ----- a scenario keeps the view ---------------------------------------------------------------
@pytest.mark.parametrize("slug", GAMES)
def test_a_scenario_that_names_no_view_keeps_the_view_the_learner_chose(slug):
    dash = dashboard(slug, moves=0)
    scenario = dataclasses.replace(dash.session.game.scenarios[0], viewer=None)
    dash.viewer.value = 1  # the learner looks as the second player
    dash.load_scenario(scenario)
    assert dash.session.viewer == 1 and dash.viewer.value == 1
    dash.viewer.value = -1  # and back to the teacher's view: a scenario keeps that too
    dash.load_scenario(scenario)
    assert dash.session.viewer is None and dash.viewer.value == -1


@pytest.mark.parametrize("slug", VIEW_SCENARIOS)
def test_a_scenario_that_opens_in_a_players_view_says_so_and_why(slug):
    dash = dashboard(slug, moves=0)
    scenario = next(s for s in dash.session.game.scenarios if s.viewer is not None)
    dash.load_scenario(scenario)
    seat = words(dash.session.seat(scenario.viewer), "en")
    assert dash.session.viewer == scenario.viewer == dash.viewer.value
    said = plain(dash.message.value)
    assert f"as {seat} sees it" in said and "what that player knows" in said, said
    assert f"as {seat} sees it" in plain(dash.scenarios_panel.task.value)
    if "pt" in dash.session.game.info.languages:
        dash.set_language("pt")
        who = words(dash.session.seat(scenario.viewer), "pt")
        assert f"como {who} vê" in plain(dash.message.value)
    # The next scenario, naming no view, goes back to the view the learner had: the teacher's.
    dash.load_scenario(dataclasses.replace(scenario, viewer=None))
    assert dash.session.viewer is None and dash.viewer.value == -1


# ----- every file the dashboard saves opens again ----------------------------------------------
@pytest.mark.parametrize("slug", GAMES)
def test_the_position_the_dashboard_saves_loads_back(slug):
    dash = dashboard(slug)
    name, content = downloaded(dash)
    assert name == f"{slug}-position.json"
    other = dashboard(slug, seed=11, moves=0)
    other.files_panel.load(content, name)
    assert f"Loaded {name}" in other.files_panel.message.value
    assert other.session.state == dash.session.state


@pytest.mark.parametrize("slug", GAMES)
def test_a_players_view_the_dashboard_saves_opens_again_as_a_view_to_look_at(slug):
    dash = dashboard(slug)
    dash.viewer.value = 1
    name, content = downloaded(dash)
    assert name == f"{slug}-player-2-view.json"
    game = dash.session.game
    view = game.view(dash.session.state, 1)
    assert json.loads(content) == view_to_json(game, view)
    assert str(dash.session.state.seed) not in json.dumps(json.loads(content)["fields"]["seed"])
    other = dashboard(slug, seed=11, moves=0)
    before = other.session.state
    assert not other.session.looking_at_view  # a whole table is played on
    assert other.session.legal_actions() or other.session.at_chance
    other.files_panel.load(content, name)
    assert f"Loaded {name}" in other.files_panel.message.value
    assert other.session.state == view and other.session.viewer == 1
    assert other.viewer.value == 1  # shown from that seat
    seat = words(other.session.seat(1), "en")
    note = plain(other.message.value)
    assert f"as {seat} saw it" in note and "not to play on" in note, note
    # Looked at, never played on: what was hidden from that seat is not in the file.
    session = other.session
    assert session.legal_actions() == [] and session.candidate_actions() == []
    key = game.legal_actions(before)[0].key
    other.act(key)
    assert "not to play on" in plain(other.message.value)
    other.bot_move()
    other.play_to_end()
    other.roll()
    for element in other._board_elements()[:3]:
        other.click(element)
    assert session.state == view and len(session.history) == 2 and session.cursor == 1
    other.undo()  # the game shown before the file comes back
    assert other.session.state is before


@pytest.mark.parametrize("slug", VIEW_SCENARIOS)
def test_a_save_made_in_a_scenarios_view_loads_back(slug):
    """The issue's case: a scenario opened in a player's view, then saved: the file opens."""
    dash = dashboard(slug, moves=0)
    scenario = next(s for s in dash.session.game.scenarios if s.viewer is not None)
    dash.load_scenario(scenario)
    name, content = downloaded(dash)
    other = dashboard(slug, moves=0)
    other.files_panel.load(content, name)
    assert f"Loaded {name}" in other.files_panel.message.value
    expected = dash.session.game.view(scenario.state, scenario.viewer)
    assert other.session.state == expected and other.session.viewer == scenario.viewer


@pytest.mark.parametrize("slug", GAMES)
def test_views_read_back_as_they_were_saved_over_a_whole_game(slug):
    game = rules.load_game(slug)
    state = game.setup(max(2, game.info.players[0]), seed=8)
    rng = random.Random(4)
    moves = 0
    while state.to_move is not None:
        if moves % 7 == 0:  # every 7th position, each seat: the whole game, in reasonable time
            for seat in range(state.players):
                view = game.view(state, seat)
                assert view_from_json(game, json.dumps(view_to_json(game, view))) == view
        state = game.apply(state, rng.choice(game.legal_actions(state)), explain=False).state
        moves += 1


def damaged_views(slug: str):
    """(what was done, the file) for views damaged in ways a view file can be."""
    dash = dashboard(slug)
    game = dash.session.game
    view = view_to_json(game, game.view(dash.session.state, 1))
    whole = view_to_json(game, dash.session.state)
    more = {**whole, "viewer": 1, "fields": {**whole["fields"], "viewer": 1, "seed": None}}
    wrong_type = json.loads(json.dumps(view))
    wrong_type["fields"]["players"] = "two"
    other = dict(view, game=next(g for g in GAMES if g != slug))
    if more != view:  # the position hides something from seat 2 (not every game at once)
        yield "more than the seat sees", json.dumps(more).encode()
    yield "a field of the wrong type", json.dumps(wrong_type).encode()
    yield "another game's view", json.dumps(other).encode()
    yield "cut short", json.dumps(view).encode()[:-40]


@pytest.mark.parametrize("slug", GAMES)
def test_a_damaged_view_file_is_refused_in_plain_words_and_nothing_is_lost(slug):
    dash = dashboard(slug, seed=5)
    for what, content in damaged_views(slug):
        before = position_of(dash)
        dash.files_panel.load(content, "view.json")
        said = plain(dash.files_panel.message.value)
        assert "view.json was not loaded" in said, (what, said)
        assert "The current game is kept" in said
        assert position_of(dash) == before, what


# ----- broken files: plain words, both languages, nothing lost ---------------------------------
def broken_files(slug: str):
    saved = json.loads(dashboard(slug, moves=2).session.save())
    text = json.dumps(saved)
    other = next(g for g in GAMES if g != slug)
    deep = next(k for k, v in saved.items() if isinstance(v, (list, dict)) and v)
    yield "not JSON", b"these are my notes, not a game"
    yield "empty", b""
    yield "a picture, not text", bytes([0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE, 0x00, 0x01])
    yield "another game", json.dumps(dict(saved, game=other)).encode()
    yield "cut short", text.encode()[: len(text) // 2]
    yield "players of the wrong type", json.dumps(dict(saved, players="three")).encode()
    yield "a position field of the wrong type", json.dumps(dict(saved, **{deep: 7})).encode()


#: Words of an English sentence (game titles aside, which are names).
ENGLISH = re.compile(r"\b(was|not loaded|it is|cannot|holds|file)\b")
#: Words no learner should meet: a parser's, a field's, Python's.
JARGON = ("Expecting", "line 1", "column", "field", "(document)", "Error", "JSON", "{", "[", "_")


SPOKEN = [(g, lang) for g in GAMES for lang in rules.load_game(g).info.languages]


@pytest.mark.parametrize(("slug", "language"), SPOKEN)
def test_a_broken_file_is_refused_in_plain_words_in_the_dashboards_language(slug, language):
    dash = dashboard(slug, seed=5)
    dash.set_language(language)
    refused = "homework.json was not loaded: " if language == "en" else "homework.json não foi"
    kept = "The current game is kept." if language == "en" else "A partida atual continua"
    for what, content in broken_files(slug):
        before = position_of(dash)
        dash.files_panel.load(content, "homework.json")
        said = plain(dash.files_panel.message.value).strip()
        assert said.startswith(refused) and kept in said, (what, said)
        rest = said.replace("homework.json", "")
        for jargon in JARGON:
            assert jargon not in rest, (what, jargon, said)
        assert not re.search(r"'\S+'", rest), (what, said)
        assert position_of(dash) == before, what
        if language == "pt":
            assert not ENGLISH.search(rest), (what, said)


@pytest.mark.parametrize("slug", GAMES)
def test_a_broken_file_is_told_in_portuguese_in_every_game(slug):
    """Every game's refusals have their Portuguese, even where the game speaks only English
    (the dashboard's own words are in both)."""
    dash = dashboard(slug, seed=5)
    for what, content in broken_files(slug):
        with pytest.raises(NotLoaded) as caught:
            dash.session.load(content, "homework.json")
        said = caught.value.render("pt")
        assert said.startswith("homework.json não foi carregado: "), (what, said)
        rest = said.replace("homework.json", "")
        assert not any(jargon in rest for jargon in JARGON), (what, said)
        assert not ENGLISH.search(rest), (what, said)
