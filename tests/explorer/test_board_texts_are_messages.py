"""Every text a board shows people is a message of its game's catalogue (issue 45: "every
text meant for a person is a message ... a test finds no sentence for people in Python").

A board view that writes English in Python cannot be read in another language and says the
same thing in words the catalogue does not hold. This scan reads each game's board module
(``ast``) and finds its string literals of two or more words (an f-string's words with its
placeholders), outside docstrings, errors for developers (``raise``, ``assert``), plotly's
own values (text positions, trace names) and the few allowed below."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

import rules
from explorer.boards import board_view

#: plotly's text positions ("middle right"): values of its API, not words for people.
PLOTLY_POSITION = re.compile(r"(top|middle|bottom) (left|center|right)")
#: Per board module: literals of two words that are not for people, and why (none yet).
ALLOWED: dict[str, set[str]] = {}
#: Boards another helper is moving onto messages (issue 45); strict, so that each is taken
#: off this list once its board passes.
NOT_YET: dict[str, str] = {}

_PLACEHOLDER = "Xx"  # an f-string's value: a word, but not one the board wrote
_TAG = re.compile(r"<[^>]+>")


def is_sentence(text: str) -> bool:
    """Two or more words of letters, at least one written here (not a placeholder)."""
    words = [t for t in _TAG.sub(" ", text).split() if re.search("[A-Za-z]", t)]
    written = [t for t in words if re.search("[A-Za-z]{2,}", t.replace(_PLACEHOLDER, ""))]
    return len(words) >= 2 and bool(written)


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else _PLACEHOLDER for part in node.values
        )
    return None


def _skipped(tree: ast.AST) -> set[int]:
    """The ids of nodes not for people: docstrings, errors and assertions, trace names (a
    ``name=``, the first argument of ``look`` or of the module's own helpers whose first
    parameter is ``name``)."""
    skip: set[int] = set()
    named = {"look"} | {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.args.args and node.args.args[0].arg == "name"
    }
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and body
            and isinstance(body[0], ast.Expr)
            and _text(body[0].value) is not None
        ):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Raise | ast.Assert):
            skip |= {id(inner) for inner in ast.walk(node)}
        if isinstance(node, ast.keyword) and node.arg == "name":
            skip.add(id(node.value))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in named and node.args:
            skip.add(id(node.args[0]))
    return skip


def sentences_in(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each sentence for people written in ``path``'s Python."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip, allowed = _skipped(tree), ALLOWED.get(path.name, set())
    found, inside_fstrings = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside_fstrings |= {id(part) for part in node.values}
    for node in ast.walk(tree):
        text = _text(node)
        if text is None or id(node) in skip or id(node) in inside_fstrings:
            continue
        if text in allowed or PLOTLY_POSITION.fullmatch(text):
            continue
        if is_sentence(text):
            found.append((node.lineno, text))
    return sorted(found)


def board_file(slug: str) -> Path:
    return Path(inspect.getfile(type(board_view(rules.load_game(slug)))))


@pytest.mark.parametrize("slug", rules.available_games())
def test_a_board_writes_no_sentence_for_people_in_python(slug, request):
    path = board_file(slug)
    if path.name in NOT_YET:
        request.applymarker(pytest.mark.xfail(reason=NOT_YET[path.name], strict=True))
    assert sentences_in(path) == [], path.name


def test_the_boards_shared_modules_write_no_sentence_for_people_in_python():
    boards = {board_file(slug) for slug in rules.available_games()}
    shared = sorted(set(board_file("vrienden").parent.glob("*.py")) - boards)
    assert any(path.name == "base.py" for path in shared)
    assert {path.name: sentences_in(path) for path in shared if sentences_in(path)} == {}


@pytest.mark.parametrize(
    ("source", "sentence"),
    [
        ('x = "Game over"', True),
        ('x = f"Eater {s + 1}: Intensity {n}/10"', True),
        ('x = f"{letters}: action cards"', True),
        ('x = f"<b>Action card {letter}</b>"', True),
        ('def f():\n    """A docstring of words."""\n    return say("status-over")', False),
        ('x = f"hand:{seat}:{key}"', False),
        ('x = f"{first}<br>{rest}"', False),
        ('x = dict(name="prism drops", textposition="middle right")', False),
        ('def trace(name):\n    return name\nx = trace("hour board")', False),
        ('def trace(words):\n    return words\nx = trace("hour board")', True),
        ('raise ValueError(f"a gallery of {n} spaces is too short to draw")', False),
        ('x = "markers+text"', False),
        ('x = f"{P}board-{text}"', False),
    ],
)
def test_the_scan_tells_a_sentence_from_an_id_a_name_or_a_docstring(tmp_path, source, sentence):
    board = tmp_path / "board.py"
    board.write_text(source + "\n", encoding="utf-8")
    assert bool(sentences_in(board)) is sentence
