"""The Play tab's long list shows whole labels (issue 44): its actions were a drop-down list,
which shows one entry cut to its width (the button under it said the chosen one in full). The
group's actions are now a list box, every entry in view or a scroll away, each wrapped within
the column by style.css (the browser's check: test_projector.py's cut check, which no longer
spares the long list), chosen with the arrow keys and named for a screen reader."""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as w
import pytest

import rules
from explorer.access import UNLABELLED
from explorer.panels.play import GROUP_MAX
from tests.explorer.test_choices_read_in_full import at_the_long_list

STYLE = Path(__file__).resolve().parents[2] / "explorer" / "style.css"


@pytest.mark.parametrize("slug", rules.available_games())
def test_the_long_lists_actions_are_a_list_box_of_every_entry_of_the_group(slug):
    app = at_the_long_list(slug)
    play = app.play_panel
    assert isinstance(play.choice, w.Select) and not isinstance(play.choice, w.Dropdown)
    assert "rx-action-list" in play.choice._dom_classes and "rx-action-list" in UNLABELLED
    for index, group in enumerate(play.groups):
        play.group.value = index
        labels = [label for label, _ in play.choice.options]
        assert len(labels) == len(group.items) <= play.choice.rows == GROUP_MAX
        for (_, label, _, legal), shown in zip(group.items, labels, strict=True):
            assert shown == (label if legal else f"⊘ {label}")  # whole, never shortened


def test_the_list_boxs_entries_wrap_within_the_column():
    css = re.sub(r"\s+", " ", STYLE.read_text(encoding="utf-8"))
    rule = re.search(r"\.rx-long-list \.rx-action-list option \{([^}]*)\}", css)
    assert rule, "no rule for the long list's entries"
    assert "white-space: normal" in rule.group(1) and "overflow-wrap: anywhere" in rule.group(1)
