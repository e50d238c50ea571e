"""The words of the screen a page shows while it opens (share/jupyter/voila/templates/rx): every
language says the same things, and each game's notebook names the game and the language its
dashboard opens in. The screen itself is tried in the browser
(tests/browser/test_accessibility.py)."""

from __future__ import annotations

import json
from pathlib import Path

import rules
from explorer.chrome import words

REPO = Path(__file__).resolve().parents[2]
WORDS = json.loads(
    (REPO / "share/jupyter/voila/templates/rx/loading_words.json").read_text(encoding="utf-8")
)
NOTEBOOKS = sorted((REPO / "notebooks").glob("*.ipynb"))


def metadata(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))["metadata"]


def test_every_language_of_the_opening_screen_says_the_same_things():
    english = WORDS["en"]
    assert len(english["steps"]) == 3  # the bar's three steps (spinner.macro.html.j2)
    for language, said in WORDS.items():
        assert said.keys() == english.keys(), language
        assert len(said["steps"]) == len(english["steps"]), language
        assert "{name}" in said["opening"], language
        assert all(text.strip() for text in [*said["steps"], said["slow"]]), language


def test_each_games_notebook_names_the_game_and_the_language_its_dashboard_opens_in():
    seen = set()
    for path in NOTEBOOKS:
        if path.stem == "index":
            continue
        info = rules.load_game(path.stem).info
        language = info.languages[0]  # the dashboard's first language
        meta = metadata(path)
        assert meta.get("rules_explorer", {}).get("language", "en") == language, path.name
        assert language in WORDS, path.name
        # The screen names the game by the title's part before " · ".
        assert meta["title"].split(" · ")[0] == words(info.title, language), path.name
        seen.add(path.stem)
    assert seen == set(rules.available_games())


def test_the_landing_page_opens_under_the_projects_name():
    meta = metadata(REPO / "notebooks" / "index.ipynb")
    assert meta["title"].split(" · ")[0] == "Rules Explorer"
    assert meta.get("rules_explorer", {}).get("language", "en") == "en"
