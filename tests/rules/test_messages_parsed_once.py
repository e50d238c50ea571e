"""A message catalogue is parsed once per text, wherever it runs: its parsed form is kept
beside it (rules/core/messages.py's ``parsed_catalogue``), and every later reader, a server's
next kernel or a static site's page, reads that instead of parsing (issue 46)."""

from __future__ import annotations

import pytest

from rules.core import messages
from rules.core.messages import Catalogue, Msg, keep_parsed, parsed_catalogue

TEXT = """hello = Hello, { $name }!
apples = { $count ->
    [one] one apple
   *[other] { $count } apples
}
"""


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "en.ftl").write_text(TEXT, encoding="utf-8")
    return tmp_path


def ids(resource) -> list[str]:
    return [entry.id.name for entry in resource.body]


def test_a_catalogue_read_a_second_time_is_not_parsed_again(folder, monkeypatch):
    first = parsed_catalogue(folder / "en.ftl")
    kept = list((folder / "__pycache__").glob("en.*.pickle"))
    assert len(kept) == 1

    def no_parsing(_text):
        raise AssertionError("parsed again")

    monkeypatch.setattr(messages, "_parse", no_parsing)
    again = parsed_catalogue(folder / "en.ftl")
    assert ids(again) == ids(first) == ["hello", "apples"]


def test_a_catalogue_edited_since_is_parsed_again_and_its_old_form_goes(folder):
    parsed_catalogue(folder / "en.ftl")
    (folder / "en.ftl").write_text(TEXT + "bye = Goodbye\n", encoding="utf-8")
    resource = parsed_catalogue(folder / "en.ftl")
    assert ids(resource) == ["hello", "apples", "bye"]
    assert len(list((folder / "__pycache__").glob("en.*.pickle"))) == 1


def test_a_damaged_kept_form_is_parsed_again_and_replaced(folder):
    kept = keep_parsed(folder / "en.ftl")
    kept.write_bytes(b"not a pickle")
    assert ids(parsed_catalogue(folder / "en.ftl")) == ["hello", "apples"]
    assert kept.read_bytes() != b"not a pickle"


def test_a_folder_that_cannot_be_written_still_gets_its_catalogue_parsed(folder):
    (folder / "__pycache__").write_text("a file where the folder would go")
    assert ids(parsed_catalogue(folder / "en.ftl")) == ["hello", "apples"]


def test_messages_read_from_the_kept_form_render_as_when_parsed(folder):
    keep_parsed(folder / "en.ftl")
    catalogue = Catalogue((folder,), ("en",))
    assert catalogue.render(Msg("hello", name="Ana")) == "Hello, Ana!"
    assert catalogue.render(Msg("apples", count=1)) == "one apple"
    assert catalogue.render(Msg("apples", count=3)) == "3 apples"
