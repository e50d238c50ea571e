"""Small HTML helpers shared by the panels."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

from rules.core import Section

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<!\*)\*(?!\*)(.+?)(?<!\*)\*(?!\*)")
_CODE = re.compile(r"`([^`]+)`")


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def markdown(text: str) -> str:
    """The little Markdown our rulebooks use: paragraphs, lists, tables, bold, italic, code.

    As in Markdown, lines that follow each other make one paragraph (data files wrap long
    texts), and an indented line under a list item continues that item.
    """
    out: list[str] = []
    in_list = in_table = False
    para: list[str] = []  # lines of the paragraph being read
    item: list[str] = []  # lines of the list item being read

    def close_para() -> None:
        if para:
            out.append(f"<p>{_inline(' '.join(para))}</p>")
            para.clear()

    def close_item() -> None:
        if item:
            out.append(f"<li>{_inline(' '.join(item))}</li>")
            item.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        is_item = stripped.startswith(("- ", "* ")) or re.match(r"\d+\. ", stripped)
        is_row = stripped.startswith("|")
        if in_list and item and stripped and not is_item and line != stripped:
            item.append(stripped)  # an indented continuation of the item
            continue
        if not is_item:
            close_item()
        if in_list and not is_item:
            out.append("</ul>")
            in_list = False
        if in_table and not is_row:
            out.append("</table>")
            in_table = False
        if is_item:
            close_para()
            close_item()
            if not in_list:
                out.append("<ul>")
                in_list = True
            item.append(stripped.split(" ", 1)[1] if " " in stripped else "")
        elif is_row:
            close_para()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(set(c) <= {"-", ":", " "} for c in cells):
                continue
            if not in_table:
                out.append('<table class="rx-table">')
                in_table = True
            out.append("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in cells) + "</tr>")
        elif stripped:
            para.append(stripped)
        else:
            close_para()
    close_para()
    close_item()
    if in_list:
        out.append("</ul>")
    if in_table:
        out.append("</table>")
    return "\n".join(out)


def _inline(text: str) -> str:
    text = esc(text)
    text = _CODE.sub(r"<code>\1</code>", text)
    text = _BOLD.sub(r"<b>\1</b>", text)
    return _ITALIC.sub(r"<i>\1</i>", text)


def badge(text: str, kind: str) -> str:
    return f'<span class="rx-badge rx-badge-{kind}">{esc(text)}</span>'


#: A chrome message: an id (and parameters) in, the text in the dashboard's language out.
Say = Callable[..., str]


def section_badges(section: Section, t: Say) -> str:
    marks = []
    if section.kind == "ruling":
        marks.append(badge(t("badge-ruling"), "ruling"))
    if section.example:
        marks.append(badge(t("badge-example"), "example"))
    return " ".join(marks)


# The files a section's source cites, by what they are: a learner reads "the game's rules
# page", not the seed's file name. Each rule text we work from, as a person would name it: a
# full rulebook, a wiki's rules page, a summary (a text not listed is "the rulebook").
_SEED_KINDS = {
    "000_556f26b31c3cddac.txt": "source-rulebook",
    "001_6d301ad178b2b559.txt": "source-rulebook",
    "002_3b0b85b91a36e80b.txt": "source-rules-summary",
    "003_fece3b0430baafc1.txt": "source-rules-page",
    "004_fc33a979d5319c30.txt": "source-reference-summary",
}
_SEED = re.compile(r"\b\d+_[0-9a-f]+\.txt\b")

_SOURCE_FILES = (
    (re.compile(r"\bresearch(?:/games\.md)?(?=[\s,;)]|$)"), "source-research"),
    (re.compile(r"\b[\w./-]+\.(?:toml|ya?ml|json)\b"), "source-data"),
    (re.compile(r"\b[\w./-]+\.(?:txt|md|ipynb|py)\b"), "source-file"),
)


def source_words(source: str, t: Say) -> str:
    """Where a section comes from, with every file it cites named in words."""
    source = _SEED.sub(lambda m: t(_SEED_KINDS.get(m.group(0), "source-rulebook")), source)
    for pattern, message_id in _SOURCE_FILES:
        source = pattern.sub(t(message_id), source)
    return source


def section_html(section: Section, t: Say, open_: bool = True) -> str:
    """One rulebook section as HTML: title, badges, text, source, and the other reading. The
    section id is kept in ``data-section`` (for links and tests), never shown."""
    other = ""
    if section.alternative:
        other = (
            f'<div class="rx-alt"><b>{esc(t("section-other-reading"))}</b> '
            f"{markdown(section.alternative)}</div>"
        )
    return (
        f'<details class="rx-section" data-section="{esc(section.id)}"'
        f"{' open' if open_ else ''}><summary><b>{esc(section.title)}</b> "
        f"{section_badges(section, t)}</summary>"
        f"{markdown(section.text)}{other}"
        f'<div class="rx-source">{esc(t("section-source", source=source_words(section.source, t)))}'
        "</div></details>"
    )


# The dashboard's CSS is data: explorer/style.css, put on the page by one HTML widget.
STYLE = f"<style>\n{(Path(__file__).parent / 'style.css').read_text(encoding='utf-8')}</style>\n"
