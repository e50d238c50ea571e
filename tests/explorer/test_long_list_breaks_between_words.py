"""The Play tab's long list is sent to the browser with a break after each space (issue 44):
ipywidgets writes an entry's spaces as no-break spaces, so a wrapped entry broke inside a word
(the browser's check: tests/browser/test_long_list_wraps_between_words.py). In Python the
entries stay as they are (what tests, the button under the list and a screen reader read)."""

from __future__ import annotations

import pytest

import rules
from explorer.panels.play import BREAK
from tests.explorer.test_choices_read_in_full import at_the_long_list


@pytest.mark.parametrize("slug", rules.available_games())
def test_each_entry_sent_to_the_browser_may_break_after_every_space(slug):
    play = at_the_long_list(slug).play_panel
    labels = [label for label, _ in play.choice.options]
    assert labels and all(BREAK not in label for label in labels)  # Python's own: unchanged
    sent = play.choice.get_state(["_options_labels"])["_options_labels"]
    assert [entry.replace(BREAK, "") for entry in sent] == labels
    for entry, label in zip(sent, labels, strict=True):
        words = label.removeprefix("⊘ ").split(" ")
        assert entry.endswith(f" {BREAK}".join(words)), entry  # a break after each space
