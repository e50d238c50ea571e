"""The dashboard's own words: a catalogue complete in every language, every id the code uses
in it, a language switch that relabels the dashboard in place, and game texts read through
their messages in the dashboard's language."""

from __future__ import annotations

import ast
import dataclasses
import html
from pathlib import Path

import pytest

import rules
from explorer import GameExplorer
from explorer.chrome import CATALOGUE, FOLDER, LANGUAGE_NAMES, Chrome, bot_name, text
from explorer.landing import landing_html, players_text
from explorer.text import source_words
from rules.core.bots import available_bots
from rules.core.messages import LANGUAGES, MESSAGES, Catalogue, Msg
from rules.core.types import Action, Ruling, Step

SLUG = "escape-from-the-hidden-castle"
EXPLORER = Path(__file__).resolve().parents[2] / "explorer"
#: Calls that take a chrome message id, and where: ``t("undo")``, ``text("undo", lang)``,
#: ``Msg("history-start")``; ``note(css, "id")``; ``chrome.bind(widget, trait, "id")``.
ID_ARGUMENT = {"t": 0, "text": 0, "Msg": 0, "note": 1, "bind": 2, "heading": 0}


def _strings(node: ast.AST) -> list[str]:
    """The message ids an argument may be: a string, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def _explorer_trees():
    for path in sorted(EXPLORER.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def used_message_ids() -> dict[str, str]:
    """Every message id the explorer's code passes to a message call, with where."""
    found = {}
    for path, tree in _explorer_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):  # a panel's tab title: ``title = "tab-play"``
                for item in node.body:
                    if isinstance(item, ast.Assign) and [
                        getattr(t, "id", None) for t in item.targets
                    ] == ["title"]:
                        for value in filter(None, _strings(item.value)):  # not the base's ""
                            found[value] = f"{path.name}:{item.lineno}"
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Name):
                name = node.func.id
            elif isinstance(node.func, ast.Attribute) and node.func.attr in ("t", "bind"):
                name = node.func.attr
            else:
                continue  # scenario.text("title", ...) is a field, not a message
            index = ID_ARGUMENT.get(name)
            if index is not None and len(node.args) > index:
                for value in _strings(node.args[index]):
                    found[value] = f"{path.name}:{node.lineno}"
    return found


def every_string_in_the_code() -> set[str]:
    return {
        node.value
        for _, tree in _explorer_trees()
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_the_explorer_catalogue_has_every_message_in_every_language_with_the_same_parameters():
    assert Catalogue([FOLDER], ("en", "pt")).problems() == []
    assert CATALOGUE.languages == LANGUAGES == ("en", "pt")


def test_a_missing_message_or_other_parameters_would_be_found(tmp_path):
    """The check above could fail: the same check on a copy with one message dropped in pt
    and one parameter renamed."""
    en = (FOLDER / "en.ftl").read_text(encoding="utf-8")
    pt = (FOLDER / "pt.ftl").read_text(encoding="utf-8")
    (tmp_path / "en.ftl").write_text(en, encoding="utf-8")
    pt = pt.replace("tab-files = Arquivos\n", "").replace("{ $limit } jogadas", "{ $max } jogadas")
    (tmp_path / "pt.ftl").write_text(pt, encoding="utf-8")
    problems = Catalogue([tmp_path], ("en", "pt")).problems()
    assert "tab-files: missing in pt" in problems
    assert any(p.startswith("bots-history-full: different parameters") for p in problems)


def test_every_message_id_the_explorer_code_uses_is_in_the_catalogue():
    used = used_message_ids()
    assert len(used) > 100, "the scan found the ids"
    # The dashboard's own words, and a game's (a board writes some of its game's messages).
    for slug in rules.available_games():
        rules.load_game(slug)  # each game's catalogue joins MESSAGES as it loads
    known = CATALOGUE.parameters["en"].keys() | MESSAGES.parameters["en"].keys()
    missing = {message_id: where for message_id, where in used.items() if message_id not in known}
    assert missing == {}


def test_every_catalogue_message_is_used_somewhere():
    """No dead words: each message is named somewhere in the code (bots by their names)."""
    used = every_string_in_the_code()
    bots = {f"bot-{name}" for slug in rules.available_games() for name in _bots(slug)}
    unused = set(CATALOGUE.parameters["en"]) - used - bots
    assert unused == set()


def _bots(slug: str) -> list[str]:
    return list(available_bots(rules.load_game(slug)))


@pytest.mark.parametrize("slug", rules.available_games())
def test_every_bot_of_every_game_has_its_name_in_words(slug):
    for name in _bots(slug):
        assert isinstance(bot_name(name), Msg), name


def test_the_explorer_ids_are_unique_among_every_catalogue_loaded():
    """Chrome messages join the games' catalogue: no game may define an id of ours."""
    for slug in rules.available_games():
        rules.load_game(slug)  # a game registers its messages on loading
    ours = set(CATALOGUE.parameters["en"])
    others = [f for f in MESSAGES.folders if f != FOLDER]
    theirs = set(Catalogue(others, ("en",)).parameters["en"])
    assert ours & theirs == set()


def test_messages_take_plural_forms_and_numbers_in_each_language():
    assert text("lab-progress", "en", games=1, total=1) == "1 of 1 game"
    assert text("lab-progress", "en", games=450, total=1000) == "450 of 1,000 games"
    assert text("lab-progress", "pt", games=0, total=1) == "0 de 1 partida"
    assert text("lab-progress", "pt", games=1200, total=5000) == "1.200 de 5.000 partidas"
    assert players_text((2, 8), "pt") == "de 2 a 8 jogadores"
    assert players_text((1, 1), "pt") == "1 jogador"
    assert text("quiz-score", "pt", right=2, asked=3) == "Acertos: 2 de 3"
    assert text("play-outcome", "pt", outcome="fantasma", chance=1 / 3) == "fantasma (33%)"


def test_a_source_names_the_files_it_cites_in_words():
    t = lambda message_id: text(message_id, "en")  # noqa: E731
    cited = "003_fece3b0430baafc1.txt, Rooms; AMIGO 2013 rulebook (research/games.md §5)"
    assert (
        source_words(cited, t)
        == "the game's rules page, Rooms; AMIGO 2013 rulebook (our research notes §5)"
    )
    assert source_words("rules/oasis/cards.toml; research §6 (c)", t) == (
        "our data files; our research notes §6 (c)"
    )


def test_the_landing_page_speaks_portuguese_too(tmp_path):
    html = landing_html(tmp_path, "pt")
    assert "<h1>Explorador de Regras</h1>" in html and 'lang="pt"' in html
    # Each card speaks the language its dashboard opens in, marked with it (issue 44): the
    # Hidden Castle speaks only English, so its card does too, on a Portuguese page.
    castle = html.split('data-game="escape-from-the-hidden-castle"', 1)[1].split("</li>", 1)[0]
    assert castle.startswith(' lang="en"') and "2–8 players" in castle
    mind = html.split('data-game="o-inconsciente"', 1)[1].split("</li>", 1)[0]
    assert mind.startswith(' lang="pt"') and "de 2 a 4 jogadores" in mind
    assert "Painel em breve." in mind


# ----- the language switch -----------------------------------------------------------------
@pytest.fixture
def bilingual(monkeypatch):
    """The Hidden Castle as if it spoke Portuguese first and English too (no game does yet);
    the game's own info comes back after the test."""
    game = rules.load_game(SLUG)
    monkeypatch.setattr(game, "info", dataclasses.replace(game.info, languages=("pt", "en")))
    return game


def test_a_game_with_one_language_shows_no_switch():
    dash = GameExplorer(SLUG, players=3, seed=1)
    assert dash.language_switch.layout.display == "none"
    assert dash.chrome.language == "en" and dash.tabs.titles[0] == "Play"


def test_a_game_with_two_languages_shows_the_switch_and_starts_in_its_first(bilingual):
    dash = GameExplorer(SLUG, players=3, seed=1)
    switch = dash.language_switch
    assert switch.layout.display == "" and switch.description == "Language / Idioma"
    assert switch.options == (("Português", "pt"), ("English", "en"))
    assert dash.chrome.language == "pt" and switch.value == "pt"
    assert dash.tabs.titles[:3] == ("Jogar", "Histórico", "Regras")
    assert GameExplorer(SLUG, language="en").tabs.titles[0] == "Play"


def test_a_language_the_game_does_not_speak_is_refused():
    with pytest.raises(ValueError, match="speaks en, not 'pt'"):
        GameExplorer(SLUG, language="pt")
    assert set(LANGUAGE_NAMES) == set(LANGUAGES)


def test_switching_relabels_in_place_and_keeps_the_game_history_step_and_tab(bilingual):
    dash = GameExplorer(SLUG, players=3, seed=1)
    scenario = next(s for s in dash.session.game.scenarios if s.id == "double-capture")
    dash.load_scenario(scenario)
    dash.act("roll ghost")
    dash.show_step(1)
    dash.focus_tab(dash.rulebook_panel)
    undo, tabs, text_widget = dash.history_panel.undo, dash.tabs, dash.steps_panel.text
    history, cursor, step = list(dash.session.history), dash.session.cursor, dash.session.step_index
    assert undo.description == "↶ Desfazer" and "Passo 2 de" in dash.steps_panel.counter.value
    assert "Regra:" in text_widget.value

    dash.language_switch.value = "en"  # the learner picks English in the switch

    assert dash.chrome.language == "en"
    assert dash.history_panel.undo is undo and undo.description == "↶ Undo"
    assert dash.tabs is tabs and tabs.titles[2] == "Rulebook"
    assert tabs.selected_index == dash.tab_classes.index(type(dash.rulebook_panel))
    assert dash.steps_panel.text is text_widget and "Rule:" in text_widget.value
    assert "Step 2 of" in dash.steps_panel.counter.value
    assert dash.session.history == history and dash.session.cursor == cursor
    assert dash.session.step_index == step
    assert dash.history_panel.moves.value == cursor
    assert "Scenario:" in dash.history_panel.moves.options[0][0]
    assert dash.shortcuts.help.startswith("Keys:")

    dash.set_language("pt")
    assert dash.language_switch.value == "pt" and undo.description == "↶ Desfazer"
    assert "Cenário:" in dash.history_panel.moves.options[0][0]


def test_a_message_shown_is_rewritten_in_the_new_language(bilingual):
    dash = GameExplorer(SLUG, players=3, seed=1)
    dash.roll()  # nothing for chance to decide during placement
    assert "Não há nada para o acaso decidir" in dash.message.value
    dash.set_language("en")
    assert "Nothing for chance to decide" in dash.message.value
    dash.files_panel.load(b"{broken", "broken.json")
    assert "broken.json was not loaded" in dash.files_panel.message.value
    dash.set_language("pt")
    assert "broken.json não foi carregado" in dash.files_panel.message.value
    assert "A partida atual continua" in dash.files_panel.message.value


def test_the_setup_and_the_lab_keep_their_choices_when_relabelled(bilingual):
    dash = GameExplorer(SLUG, players=3, seed=1)
    option = dash.session.game.info.rulings[0]
    other = next(c for c in option.choices if c != option.default)
    dash.setup_panel.rulings[option.name].value = other
    dash.bots_panel.seats.children[1].value = "random"
    dash.lab_panel.seats.children[0].value = "random"
    dash.lab_panel.run_sync(2)
    assert "2 partidas" in dash.lab_panel.summary_text.value
    dash.set_language("en")
    assert dash.setup_panel.rulings[option.name].value == other
    assert dash.session.bot_names[1] == "random"
    assert dash.bots_panel.seats.children[0].options[0][0] in ("random", "heuristic")
    assert dash.lab_panel.seats.children[0].value == "random"
    assert "2 games" in dash.lab_panel.summary_text.value
    assert dash.lab_panel.figure.layout.annotations[1].text == "Points by seat"


def test_game_texts_are_read_through_their_messages_in_the_dashboards_language(
    bilingual, monkeypatch
):
    """Steps, action labels and refusals are rendered with ``render(language)``: here every
    render says which language it was asked for."""
    monkeypatch.setattr(Step, "render", lambda self, lang: f"[{lang}] {self.text}")
    monkeypatch.setattr(Action, "render", lambda self, lang: f"[{lang}] {self.label}")
    monkeypatch.setattr(Ruling, "render", lambda self, lang: f"[{lang}] {self.text}")
    dash = GameExplorer(SLUG, players=3, seed=1)
    assert dash.play_panel.choice.options[0][0].startswith("[pt] Place")
    dash.act(dash.play_panel.choice.options[0][1])
    assert "[pt] Red guest 1" in dash.steps_panel.text.value
    assert "[pt] Place" in dash.history_panel.moves.options[1][0]
    dash.roll()
    dash.act("move red-1 gallery:3")  # a move while the die has not been rolled
    assert "[pt] " in dash.message.value
    dash.set_language("en")
    assert "[en] Red guest 1" in dash.steps_panel.text.value
    assert "[en] Place" in dash.history_panel.moves.options[1][0]
    assert "[en] " in dash.message.value


def test_rulebook_sections_are_read_in_the_dashboards_language(bilingual, monkeypatch):
    """A game with a translated rulebook shows it (Game.rulebook_in); one without, English."""
    game = bilingual
    section = game.rulebook.sections[0]
    translated = dataclasses.replace(section, title="Título traduzido")
    book = dataclasses.replace(game.rulebook, sections=(translated, *game.rulebook.sections[1:]))
    monkeypatch.setattr(game, "rulebook_in", lambda lang: book if lang == "pt" else game.rulebook)
    dash = GameExplorer(SLUG, players=3, seed=1)
    dash.show_rule(section.id)
    assert dash.rulebook_panel.search.value == "Título traduzido"
    assert "Título traduzido" in dash.rulebook_panel.body.value
    dash.set_language("en")
    assert dash.rulebook_panel.search.value == section.title
    assert f'data-section="{section.id}" open' in dash.rulebook_panel.body.value


def test_a_chrome_object_refuses_a_language_and_redraws_what_it_bound():
    chrome = Chrome(("en", "pt"))

    class Box:
        label = ""

    box = Box()
    chrome.bind(box, "label", "history-undo")
    heard = []
    chrome.on_change(lambda: heard.append(chrome.language))
    chrome.set_language("pt")
    assert box.label == "↶ Desfazer" and heard == ["pt"]
    with pytest.raises(ValueError, match="not 'de'"):
        chrome.set_language("de")


def test_scenario_and_tutorial_texts_are_read_in_the_dashboards_language(monkeypatch):
    """A scenario's title, task and hint and a tutorial's title and comments come in the
    dashboard's language where the data file gives them ([scenario.pt], [move.pt])."""
    game = rules.load_game("vrienden")
    monkeypatch.setattr(game, "info", dataclasses.replace(game.info, languages=("pt", "en")))
    scenario = dataclasses.replace(
        game.scenarios[0],
        translations=(
            ("pt", "title", "Um fluxo"),
            ("pt", "task", "Faça *isto*."),
            ("pt", "hint", "Olhe."),
        ),
    )
    tutorial = game.tutorials[0]
    comments = tuple(() for _ in tutorial.moves)
    tutorial = dataclasses.replace(
        tutorial,
        title_translations=(("pt", "title", "Primeiros turnos"),),
        comment_translations=((("pt", "comment", "Comece pelo fluxo."),), *comments[1:]),
    )
    monkeypatch.setattr(type(game), "scenarios", property(lambda self: (scenario,)))
    monkeypatch.setattr(type(game), "tutorials", property(lambda self: (tutorial,)))
    dash = GameExplorer("vrienden", players=2, seed=1)
    panel = dash.scenarios_panel
    assert panel.load_buttons[scenario.id].description == "Carregar: Um fluxo"
    panel.load_buttons[scenario.id].click()
    assert "Um fluxo" in panel.task.value and "<i>isto</i>" in panel.task.value
    assert (
        "Olhe." in panel.task.value
        and "Cenário: Um fluxo" in dash.history_panel.moves.options[0][0]
    )
    dash.set_language("en")
    shown = html.unescape(panel.task.value)
    assert scenario.title in shown and scenario.hint in shown
    dash.set_language("pt")
    assert panel.tutorial_buttons[0].description == "Começar o tutorial: Primeiros turnos"
    panel.tutorial_buttons[0].click()
    panel.next_move.click()
    assert "Comece pelo fluxo." in panel.lesson.value and "Primeiros turnos" in panel.lesson.value
    dash.set_language("en")
    assert tutorial.moves[0][1][:20] in html.unescape(panel.lesson.value)
    assert tutorial.title in panel.tutorial_buttons[0].description
