"""The Files tab's load button reads its label and nothing else (issue 44): it read
"Load position (0)", the "(0)" being ipywidgets' FileUpload counting the files it holds (its
view writes ``f"{description} ({len(value)})"``, with no option to leave the count out)."""

from __future__ import annotations

import json

import ipywidgets as w
import pytest

from explorer.app import GameExplorer
from explorer.panels.load_button import LoadButton

SLUG = "escape-from-the-hidden-castle"


@pytest.fixture(scope="module")
def dash():
    return GameExplorer(SLUG)


def test_the_load_button_shows_its_label_and_no_count(dash):
    upload = dash.files_panel.upload
    assert not isinstance(upload, w.FileUpload)  # whose page writes "(0)" after its words
    assert isinstance(upload, LoadButton)
    assert upload.label == dash.chrome.t("files-load") == "Load position"
    # The page's button: its text is the label, set whole, and no count is written.
    assert 'button.textContent = model.get("label")' in upload._esm
    assert ".length" not in upload._esm and "uploads" not in upload._esm.split("show")[1][:200]
    assert "rx-upload" in upload._dom_classes
    assert upload.accept == ".json"


def test_the_label_follows_the_language():
    dash = GameExplorer("o-inconsciente")
    upload = dash.files_panel.upload
    seen = set()
    for language in ("pt", "en"):
        dash.chrome.set_language(language)
        seen.add(upload.label)
    assert seen == {"Carregar posição", "Load position"}


def test_a_file_chosen_on_the_page_is_loaded_and_not_kept(dash):
    # As the page sends it: the file's name, its bytes (a buffer), one more upload.
    saved = dash.session.save()
    fresh = GameExplorer(SLUG)
    upload = fresh.files_panel.upload
    upload.name = "castle.json"
    upload.content = memoryview(saved.encode())
    upload.uploads += 1
    assert "Loaded castle.json" in fresh.files_panel.message.value
    assert fresh.session.save() == saved
    assert upload.content == b""  # the file's bytes are not kept in the widget
    # The same file chosen again is read again; a broken one is refused in words.
    upload.name = "broken.json"
    upload.content = b"{broken"
    upload.uploads += 1
    assert "broken.json was not loaded" in fresh.files_panel.message.value
    assert json.loads(fresh.session.save()) == json.loads(saved)
