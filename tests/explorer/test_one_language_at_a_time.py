"""One language at a time (issue 44): every screen of every game, in each language it speaks,
shows no text of another language; the page's ``lang`` follows the dashboard's; the landing
card of a game speaks the language its dashboard opens in.

O Inconsciente in Portuguese, viewed as a player, listed its moves in English in the history
and the Steps ("Draw a card (manifest dream for the display)"): the core's ``view_label`` gave
the English text of a label, which the dashboard could no longer read in its language.

How a foreign text is found, robustly: the words of a language are taken from the catalogues
themselves (the core's, the dashboard's and every game's). A word written only in another
language's catalogues, and nowhere in this language's, cannot be a word of this language's
texts: if a screen shows it, a text was rendered in the other language (a render call without
the language, a message missing in the catalogue that fell back to English). Names the two
catalogues share ("Freud", "insight") are not counted. The check covers every widget's visible
text (labels, buttons, HTML, tooltips, tab titles, options, accessible names), the board's
texts and hovers and its description, each tab panel, as the learner and viewed as each
player, over a few bot moves, a refused move, a refused file and a finished game.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import ipywidgets as w
import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import rules
from explorer.access import PageAccess
from explorer.app import GameExplorer
from explorer.chrome import LANGUAGE_NAMES
from explorer.landing import landing_html
from explorer.panels.files import FilesPanel

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE_GLOBS = ("rules/*/messages/{}.ftl", "explorer/messages/{}.ftl")

#: Words shorter than this are left out: "a", "no", "do", "me" are words of both languages.
SHORTEST = 3
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)
TAG = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.DOTALL | re.IGNORECASE)
#: Traits that hold what a learner reads or hears (text, names, tooltips, options, titles).
TEXT_TRAITS = (
    "description",
    "tooltip",
    "placeholder",
    "titles",
    "_options_labels",
    # the explorer's own widgets: accessible names, help, announcements, the Steps' items
    "page_label",
    "board_label",
    "toolbar_label",
    "toolbar_titles",
    "names",
    "help",
    "help_lab",
    "text",
    "texts",
    "items",
    "label",
)
#: Widgets whose ``value`` is text shown as it is (an input's value is the learner's own).
SHOWN_VALUE = (w.HTML, w.HTMLMath, w.Label)


def cases() -> Iterator:
    for slug in rules.available_games():
        for language in rules.load_game(slug).info.languages:
            yield pytest.param(slug, language, id=f"{slug}-{language}")


# ----- the words of each language, from the catalogues -----------------------------------------
def catalogue_words(language: str) -> set[str]:
    """Every word the catalogues of ``language`` write (message texts, not ids or comments),
    and its rulebooks, scenarios and tutorials: a word of the language that no message uses
    ("zero", "solo", "for", "cite" are Portuguese too) is still one of its words."""
    found: set[str] = set()
    for slug in rules.available_games():
        game = rules.load_game(slug)
        if language in game.info.languages:
            for text in written_in(game, language):
                found.update(words_of(text))

    class Collect(Visitor):
        def visit_TextElement(self, node):  # the name the visitor calls
            found.update(words_of(node.value))

        def visit_StringLiteral(self, node):
            found.update(words_of(node.value))

    for pattern in CATALOGUE_GLOBS:
        for path in ROOT.glob(pattern.format(language)):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Message | ast.Term):
                    Collect().visit(entry)
    return found


def written_in(game, language: str) -> Iterator[str]:
    """The texts a game has written in ``language`` beyond its catalogue: its rulebook, its
    scenarios and tutorials (a translation given, or the text itself in the game's first
    language)."""
    for section in game.rulebook_in(language).sections:
        yield f"{section.title} {section.text}"
    first = language == game.info.languages[0]
    for scenario in game.scenarios:
        if first:
            yield f"{scenario.title} {scenario.task} {scenario.hint}"
        yield from (text for lang, _, text in scenario.translations if lang == language)
    for tutorial in game.tutorials:
        if first:
            yield tutorial.title
            yield from (comment for _, comment in tutorial.moves)
        yield from (text for lang, _, text in tutorial.title_translations if lang == language)
        for texts in tutorial.comment_translations:
            yield from (text for lang, _, text in texts if lang == language)


def words_of(text: str) -> set[str]:
    return {m.lower() for m in WORD.findall(text) if len(m) >= SHORTEST}


@cache
def foreign_words(language: str) -> frozenset[str]:
    """Words only the other languages' catalogues write: none of them belongs in a text of
    ``language``."""
    own = catalogue_words(language)
    others: set[str] = set()
    for other in ("en", "pt"):
        if other != language:
            others |= catalogue_words(other)
    # The language switch names each language in its own words, whatever the page speaks.
    own |= {name.lower() for name in LANGUAGE_NAMES.values()}
    return frozenset(others - own)


#: Quotations that are another language's by nature, left out of the check: an element marked
#: with its own ``lang`` (a language named in its own words), and the seed's headings a rule
#: cites as its source (O Inconsciente's seed is Portuguese, quoted as written: the rulebook
#: panel should mark them with the seed's ``lang``, which it does not yet).
QUOTED = re.compile(
    r'<(\w+)[^>]*\blang="[^"]*"[^>]*>.*?</\1>|<div class="rx-source">.*?</div>', re.DOTALL
)


def foreign_in(text: str, language: str) -> set[str]:
    plain = html.unescape(TAG.sub(" ", QUOTED.sub(" ", text)))
    return words_of(plain) & foreign_words(language)


# ----- what the dashboard shows ------------------------------------------------------------------
def strings(value) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def widget_texts(root: w.Widget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text the widgets under ``root`` show or name (a hidden widget
    and what it holds are left out)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        layout = getattr(widget, "layout", None)
        if isinstance(layout, w.Layout) and layout.display == "none":
            continue  # hidden (a pooled button not in use), neither seen nor read aloud
        keys = set(getattr(widget, "keys", ()))
        kind = type(widget).__name__
        if isinstance(widget, SHOWN_VALUE):
            yield kind, widget.value
        for trait in TEXT_TRAITS:
            if trait in keys or (trait == "_options_labels" and hasattr(widget, trait)):
                for text in strings(getattr(widget, trait, None)):
                    yield f"{kind}.{trait}", text
        stack.extend(getattr(widget, "children", ()) or ())


def figure_texts(app: GameExplorer) -> Iterator[tuple[str, str]]:
    for trace in app.figure.data:
        for prop in ("text", "hovertext"):
            for text in strings(getattr(trace, prop, None)):
                yield f"board {trace.name or ''} {prop}", text
        if trace.showlegend and trace.name:
            yield "board legend", trace.name
    for annotation in app.figure.layout.annotations:
        if annotation.text:
            yield "board annotation", annotation.text


def screen_texts(app: GameExplorer) -> Iterator[tuple[str, str]]:
    yield from widget_texts(app)
    yield from figure_texts(app)
    yield "the board's description", app.board_text.value


class Screens:
    """Every text met while walking a dashboard, with what had happened when it was read."""

    def __init__(self, app: GameExplorer, language: str) -> None:
        self.app, self.language = app, language
        self.found: dict[str, str] = {}  # foreign word -> where and in which text
        self.read = 0

    def look(self, moment: str) -> None:
        for where, text in screen_texts(self.app):
            self.read += 1
            for word in foreign_in(text, self.language):
                plain = html.unescape(TAG.sub(" ", text)).strip()
                self.found.setdefault(word, f"{moment}, {where}: {plain[:160]!r}")

    def each_viewer(self, moment: str) -> None:
        """``moment`` as the learner (the teacher's view) and as each player."""
        app = self.app
        for value in [v for _, v in app.viewer.options] if app.viewer.options else [-1]:
            app.viewer.value = value
            self.look(f"{moment}, viewed as {value}")
        app.viewer.value = -1


def refused_move(app: GameExplorer) -> None:
    """Click a move the rules forbid now, if the game lists one (its refusal is shown)."""
    session = app.session
    legal = {a.key for a in session.legal_actions()}
    for action in session.candidate_actions():
        if action.key not in legal:
            app.act(action.key)
            return


# ----- the tests --------------------------------------------------------------------------------
def test_the_words_of_each_language_come_from_the_catalogues():
    assert {"the", "turn", "points"} <= foreign_words("pt")
    assert {"vez", "pontos", "jogador"} <= foreign_words("en")
    # shared names are no one's foreign words
    assert "freud" not in foreign_words("pt") | foreign_words("en")


def test_an_english_move_in_portuguese_is_found():
    assert foreign_in("<b>Jogador(a) 1</b>: Draw a card (manifest dream)", "pt") >= {"draw"}
    assert not foreign_in("Rodada 1, vez de Jogador(a) 1.", "pt")


@pytest.mark.parametrize(("slug", "language"), list(cases()))
def test_every_screen_of_every_game_speaks_only_its_language(slug: str, language: str):
    app = GameExplorer(slug, seed=1, language=language)
    app.tab_panels  # noqa: B018 - every tab built, as a learner opening each would
    screens = Screens(app, language)
    screens.each_viewer("the new game")
    for _ in range(4):
        app.bot_move()
    screens.each_viewer("after four bot moves")
    app.previous_step()  # a Step shown on the board
    screens.look("a Step shown")
    app.back_to_now()
    refused_move(app)
    screens.look("a forbidden move clicked")
    files = app.panel(FilesPanel)
    files.load(b'{"game": ', "2024.json")  # a name of no language
    screens.look("a broken file refused")
    game = app.session.game
    for tutorial in game.tutorials:  # each lesson, a few moves in
        app.start_tutorial(tutorial)
        for _ in range(3):
            app.tutorial_next()
        screens.each_viewer(f"the tutorial {tutorial.title!r}")
    for scenario in game.scenarios:  # each teaching position, as it opens
        app.load_scenario(scenario)
        screens.look(f"the scenario {scenario.id}")
    app.new_game(app.session.state.players, 1, (), {})
    app.play_to_end()
    assert app.session.over
    app.tab_panels  # noqa: B018 - builds any tab not built yet
    screens.each_viewer("the game over")
    assert screens.read > 100  # the walk read the screens
    assert not screens.found, (
        f"texts of another language on the {language} dashboard of {slug}:\n"
        + "\n".join(f"  {word!r} at {where}" for word, where in sorted(screens.found.items()))
    )


def bilingual_games() -> list[str]:
    return [s for s in rules.available_games() if len(rules.load_game(s).info.languages) > 1]


@pytest.mark.parametrize("slug", bilingual_games())
def test_after_a_language_switch_no_text_of_the_old_language_is_left(slug: str):
    languages = rules.load_game(slug).info.languages
    for first, then in itertools.permutations(languages, 2):
        app = GameExplorer(slug, seed=1, language=first)
        app.tab_panels  # noqa: B018 - every tab built
        for _ in range(5):
            app.bot_move()
        app.viewer.value = 0
        refused_move(app)
        app.set_language(then)
        screens = Screens(app, then)
        screens.each_viewer(f"switched from {first} to {then}")
        assert not screens.found, "\n".join(f"{w!r} at {at}" for w, at in screens.found.items())


def test_o_inconsciente_viewed_as_a_player_lists_its_moves_in_portuguese():
    app = GameExplorer("o-inconsciente", seed=1, language="pt")
    for _ in range(6):
        app.bot_move()
    app.viewer.value = 0
    labels = app.session.seen_labels("pt")
    assert labels[1:], "no move to read"
    for label in labels[1:]:
        assert not foreign_in(label, "pt"), label
    assert "Sacar uma carta" in " ".join(labels) or "Ficha inicial" in " ".join(labels)


# ----- the page's language ---------------------------------------------------------------------
def page_access_of(app: GameExplorer) -> PageAccess:
    return next(c for c in app.children if isinstance(c, PageAccess))


def test_the_page_language_follows_the_dashboard():
    app = GameExplorer("o-inconsciente", language="pt")
    access = page_access_of(app)
    assert access.lang == "pt"
    app.set_language("en")
    assert access.lang == "en"
    app.set_language("pt")
    assert access.lang == "pt"
    assert page_access_of(GameExplorer("oasis")).lang == "en"


def test_the_board_toolbar_is_titled_in_the_dashboards_language():
    """plotly titles its toolbar's buttons in English ("Download plot as a PNG", "Box
    Select"): their tooltips and names are the dashboard's words instead."""
    app = GameExplorer("o-inconsciente", language="pt")
    titles = page_access_of(app).toolbar_titles
    assert titles["Download plot as a PNG"] == "Baixar como imagem PNG"
    assert titles["Box Select"] == "Selecionar com um retângulo"
    app.set_language("en")
    assert page_access_of(app).toolbar_titles["Box Select"] == "Select with a box"
    assert 'set(stop, "data-title", ours)' in PageAccess._esm  # the tooltip plotly shows


def test_the_page_script_puts_the_language_on_the_page():
    """The browser's side: the explorer and (where the explorer is the page's main, as in
    Voila) the document get the ``lang`` the model holds, and again when it changes."""
    script = PageAccess._esm
    assert 'set(root, "lang", lang)' in script
    assert "document.documentElement" in script
    assert '"lang"]' in script  # a change of the trait applies it again


# ----- the landing page --------------------------------------------------------------------------
def card(page: str, slug: str) -> str:
    return page.split(f'data-game="{slug}"', 1)[1].split("</li>", 1)[0]


def test_each_landing_card_speaks_the_language_its_dashboard_opens_in():
    page = landing_html()
    for slug in rules.available_games():
        opening = rules.load_game(slug).info.languages[0]
        assert card(page, slug).startswith(f' lang="{opening}"'), slug
        assert not foreign_in(card(page, slug), opening), slug
    inconsciente = card(page, "o-inconsciente")
    assert "Psicanalistas" in inconsciente and "jogadores" in inconsciente
    # its languages named each in its own words, marked as such
    assert '<span lang="en">English</span>' in inconsciente
    assert '<span lang="pt">Português</span>' in inconsciente


def test_the_landing_page_fits_seven_games_in_two_rows_at_1366_px():
    """At 1366 px (1rem = 16 px) the grid's width holds four cards of its minimum width:
    seven cards make two rows, not three (the third was below the fold at 768 px)."""
    page = landing_html()
    width = float(re.search(r"\.rx-landing \{[^}]*max-width: ([\d.]+)rem", page).group(1))
    card_min = float(re.search(r"minmax\(([\d.]+)rem", page).group(1))
    gap = float(re.search(r"ul\.rx-cards \{[^}]*gap: ([\d.]+)rem", page).group(1))
    room = min(width * 16, 1366 - 2 * 15)  # Voila's page keeps 15 px each side
    columns = int((room + gap * 16) // ((card_min + gap) * 16))
    assert columns >= 4
    assert -(-len(rules.available_games()) // columns) <= 2
