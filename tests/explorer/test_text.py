"""The small Markdown renderer the rulebook, scenarios and tutorials are shown with."""

from __future__ import annotations

from explorer.text import markdown


def test_wrapped_lines_make_one_paragraph_and_a_blank_line_starts_another():
    html = markdown("The deck ran out\nduring **the last\nturn**.\n\nA second one.")
    assert html == ("<p>The deck ran out during <b>the last turn</b>.</p>\n<p>A second one.</p>")


def test_list_items_take_their_indented_continuation_lines():
    html = markdown("Before:\n- one\n  still one\n- two\nAfter.")
    assert html == (
        "<p>Before:</p>\n<ul>\n<li>one still one</li>\n<li>two</li>\n</ul>\n<p>After.</p>"
    )


def test_tables_and_numbered_lists_still_render():
    html = markdown("1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | 2 |")
    assert "<li>first</li>" in html and "<li>second</li>" in html
    assert "<tr><td>1</td><td>2</td></tr>" in html
    assert "---" not in html
