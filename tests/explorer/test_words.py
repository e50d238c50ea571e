"""A learner sees words, never ids: after a few moves of each game, no text the dashboard
shows (HTML, button labels and tooltips, list entries, tab titles, the Lab's charts) holds a
rule section id, an action key, a board element id or a file name. Ids stay in ``data-*``
attributes and CSS classes, which are not shown."""

from __future__ import annotations

import dataclasses
import html
import re

import ipywidgets as w
import pytest

import rules
from explorer import GameExplorer
from explorer.keyboard import KeyboardShortcuts

TAG = re.compile(r"<[^>]*>")  # a tag with its attributes (data-rule="...") is not shown
STYLE = re.compile(r"<style>.*?</style>", re.DOTALL)
ELEMENT_ID = re.compile(r"\b[a-z]+(?::[\w-]+)+")  # guest:red-1, flow:1:2, hand:0:7
FILE_NAME = re.compile(r"[\w/-]+\.(?:txt|md|ipynb|toml|py|json)\b")


def shown(html_text: str) -> str:
    return html.unescape(TAG.sub(" ", STYLE.sub(" ", html_text)))


def texts(widget) -> list[str]:
    """Every text a widget (and what it holds) shows a reader, hidden parts included."""
    found = []
    if isinstance(widget, w.HTML):
        found.append(shown(widget.value))
    if isinstance(widget, KeyboardShortcuts):
        found.append(widget.help)
    for trait in ("description", "tooltip", "placeholder"):
        value = getattr(widget, trait, None)
        if isinstance(value, str):
            found.append(value)
    if isinstance(widget, w.Tab):
        found.extend(widget.titles)
    if hasattr(widget, "_options_labels"):
        found.extend(widget._options_labels)
    for child in getattr(widget, "children", ()):
        if not hasattr(child, "data"):  # a figure: the Lab's is read below, boards are theirs
            found.extend(texts(child))
    return found


def lab_texts(dash: GameExplorer) -> list[str]:
    figure = dash.lab_panel.figure
    found = [a.text for a in figure.layout.annotations]
    for trace in figure.data:
        found.extend(str(x) for x in (trace.x or ()))
    return found


def play_a_little(dash: GameExplorer, moves: int = 8) -> list[str]:
    """Bot moves, a refusal, a board pick and the Lab, reading what is shown after each."""
    seen = []
    for _ in range(moves):
        dash.bot_move()
        seen += texts(dash)
    dash.previous_step()
    seen += texts(dash)
    session = dash.session
    legal = {a.key for a in session.legal_actions()}
    forbidden = [a.key for a in session.candidate_actions() if a.key not in legal]
    if forbidden:
        dash.act(forbidden[0])
        assert "rx-whynot" in dash.message.value
        seen += texts(dash)
    for trace in dash.figure.data:  # the first piece that can be picked
        for element in trace.customdata or ():
            dash.click(str(element))
            if session.picks:
                seen += texts(dash)
                break
        if session.picks:
            break
    dash.show_rule(session.game.rulebook.sections[-1].id)
    for panel in dash.tab_panels:  # every tab built and drawn
        panel.refresh()
    dash.lab_panel.run_sync(2)
    return seen + texts(dash) + lab_texts(dash)


def ids_of(dash: GameExplorer) -> tuple[set[str], set[str]]:
    """The game's section ids, and the action keys that read as ids (with a colon, a digit
    or more than one word: "move red-1 room:ballroom", "roll ghost")."""
    game = dash.session.game
    sections = {s.id for s in game.rulebook.sections}
    keys = set()
    for entry in dash.session.history:
        if entry.action is not None:
            keys.add(entry.action.key)
    keys |= {a.key for a in dash.session.candidate_actions()}
    return sections, {k for k in keys if re.search(r"[:\d ]", k)}


def ids_shown(dash: GameExplorer) -> list[str]:
    seen = play_a_little(dash)
    sections, keys = ids_of(dash)
    problems = set()
    for text in seen:
        problems |= {f"rule id {s!r} in {text!r}" for s in sections if s in text}
        problems |= {f"action key {k!r} in {text!r}" for k in keys if k in text}
        problems |= {f"element id {m!r} in {text!r}" for m in ELEMENT_ID.findall(text)}
        problems |= {f"file name {m!r} in {text!r}" for m in FILE_NAME.findall(text)}
    return sorted(problems)


@pytest.mark.parametrize("slug", rules.available_games())
def test_no_text_shown_holds_an_id_after_a_few_moves(slug):
    game = rules.load_game(slug)
    dash = GameExplorer(slug, players=game.info.players[0], seed=3)
    assert ids_shown(dash) == []


def test_no_text_shown_holds_an_id_in_portuguese_either(monkeypatch):
    game = rules.load_game("oasis")
    monkeypatch.setattr(game, "info", dataclasses.replace(game.info, languages=("pt", "en")))
    dash = GameExplorer("oasis", players=2, seed=3)
    assert dash.tabs.titles[0] == "Jogar"
    assert ids_shown(dash) == []


def test_the_scan_would_see_an_id():
    """The scan reads what it should: an id put into a shown text is found."""
    dash = GameExplorer("escape-from-the-hidden-castle", players=3, seed=3)
    dash.say('<div data-rule="hidden-castle.turn.roll">fine words</div>')
    assert not any("hidden-castle" in t for t in texts(dash))
    dash.say("<div>see hidden-castle.turn.roll and guest:red-1 in 003_ab12.txt</div>")
    seen = " ".join(texts(dash))
    assert "hidden-castle.turn.roll" in seen
    assert ELEMENT_ID.findall(seen) == ["guest:red-1"] and FILE_NAME.findall(seen)
