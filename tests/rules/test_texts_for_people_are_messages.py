"""Every text of the rules meant for a person is a message of a catalogue (issue 45: "every
text meant for a person is a message ... results and descriptions included; a test finds no
sentence for people in Python").

English written in a rules module cannot be read in another language: Portuguese leaked
English wherever a title, a label or a reason was a string of the engine. This scan reads
every module of ``rules/`` (``ast``) with the boards' finder (tests/explorer/
test_board_texts_are_messages.py: string literals of two or more words, an f-string's words
with its placeholders, outside docstrings, ``raise`` and ``assert``) and leaves out, besides,
what is not for a learner:

- an error's text (the arguments of a call of a name ending in ``Error``): refusals that
  name the rule are messages already; what is left are errors for whoever calls the code or
  mends a file;
- a key of the game (a move's declaration, ``Move(...)``, and any text whose first word is
  a key's and whose other words are ids: ``"play {card} on {stack}"``, ``f"keep {k}"``);
- the position checks of a save (``SAVE_CHECKS``): each problem names the field of the file
  it refuses and becomes a ``StateError``, an error like the others;
- the command line and its transcripts (``DEVELOPER_TOOLS``), English for developers whose
  lines the golden files hold.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import rules
from rules.core.moves import Move
from rules.core.unique_ids import unique_text
from tests.explorer.test_board_texts_are_messages import _PLACEHOLDER, _skipped, _text, is_sentence

RULES = Path(rules.__file__).parent
GAMES = sorted(path.parent.name for path in RULES.glob("*/engine.py"))

#: Modules whose texts are the problems of a saved position (each names the field it refuses
#: and is raised as a ``StateError``): errors, read by whoever mends the file. A game's
#: state.py declares its saved fields for the codec, with the words of their refusals.
SAVE_CHECKS = {
    *("laws.py", "invariants.py", "reachable.py", "codec.py", "codec_markers.py", "state.py"),
}
#: The command line, the bots' statistics and the transcripts: a developer's English, which
#: the golden transcripts hold line by line.
DEVELOPER_TOOLS = {"cli.py", "simulate.py", "transcript.py", "fastbuild.py", "working.py"}
#: Per module (its path under rules/): texts of two words that are not for people, and why.
#: A game's title is its name, the same in every language (the golden headers name it).
TITLES = {
    "Escape from the Hidden Castle",
    "The Mushroom Eaters",
    "Mycelia: Prisma",
    "O Inconsciente",
}
ALLOWED: dict[str, set[str]] = {
    **{f"{game}/engine.py": TITLES for game in GAMES},
    # The bot's rating key compiled as one expression (it is asked for every candidate).
    "daybreak/bots.py": {"lambda state, me: (me, {})"},
    # What a key's part is, in the error for a key that names no such thing.
    "daybreak/moves.py": {
        "a stack",
        "a face of the Planetary die",
        "a player",
        "Local Project",
        "Global Project",
    },
    # Where in a data file a field is (a DataError's), and an exception's own wording.
    "mushroom_eaters/data.py": {"panel Xx.spaces[Xx]"},
    "core/bots.py": {"the game did not end within Xx actions"},
    "core/errors.py": {
        "illegal action Xx: ",
        "illegal action: ",
        "XxXx [rule Xx]",
        "Xx: field Xx: Xx",
        "saved state",
    },
    "core/jsonstate.py": {
        "saved state",
        "lists and objects nested more than Xx levels deep; a saved game nests only a few",
        "The whole game as a Xx (rules.core.jsonstate.whole_game).",
    },
    "core/saved_view.py": {"saved view"},
    "core/elements.py": {"The id of a Xx element: Xx:<part>[:<part>...]."},
    # A catalogue's problems, for the tests; a declaration's repr; a missing hook's error.
    "core/messages.py": {"Xx: missing in Xx", "Xx: different parameters (Xx)"},
    "core/moves.py": {"Move(Xx, Xx)", "Xx has no Xx"},
    "core/flow.py": {
        "a task is a list starting with its name",
        "Xx is not a task of this game",
        "task Xx names the seat that acts on it",
    },
    "core/game.py": {"a value the game cannot read (Xx Xx)"},
    # The tutorial's transcript (a golden file's lines, like transcript.py's).
    "core/tutorials.py": {"# Xx: Xx players, seed Xx", "seat Xx"},
}
#: Games (and the core) whose texts are not all messages yet: strict, so that each leaves this
#: list when its modules pass.
NOT_YET: dict[str, str] = {}

#: A key's words after its first: ids, numbers and placeholders ("flow:Xx", "{card}"), and
#: ids joined by commas (Vrienden's "black,white").
_ID = re.compile(r"(?:[a-z0-9:#.,-]|Xx|\{\w+\})+")


def key_words() -> set[str]:
    """The first word of every key some game declares (``Move``'s template)."""
    words = set()
    for slug in rules.available_games():
        for move in getattr(rules.load_game(slug), "moves", ()):
            words.add(move.grammar.template.split()[0])
    return words


KEY_WORDS = key_words()


def is_key(text: str) -> bool:
    """A key of a game, or its template: a key's first word, then only ids, with a mark of
    code among them (a number, a placeholder, ``:`` or ``-``) unless there is one word more
    ("keep none"): "draw a card" is a sentence."""
    first, *rest = text.split()
    if first not in KEY_WORDS or not all(_ID.fullmatch(word) for word in rest):
        return False
    return len(rest) <= 1 or any(re.search(r"[0-9:{}-]|Xx", word) for word in rest)


#: Checks that raise a file's error with the problem they are given (``DataError``), as an
#: ``...Error(...)`` call does: their problem texts are errors too.
RAISING_CHECKS = {unique_text.__name__}


def _not_for_people(tree: ast.AST) -> set[int]:
    """The boards' skips, and at any depth: errors' arguments, moves' declarations, and the
    problems a position check returns (a function named ``check...`` or ``..._problem(s)``,
    or a saved field's validator, which takes the codec's ``ctx``): each becomes a
    ``StateError``."""
    skip = _skipped(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and (
            node.name.endswith(("problem", "problems"))
            or node.name.startswith("check")
            or any(arg.arg == "ctx" for arg in node.args.args)
        ):
            skip |= {id(inner) for inner in ast.walk(node)}
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", "")
        if name.endswith("Error") or name in (Move.__name__, *RAISING_CHECKS):
            skip |= {id(inner) for inner in ast.walk(node)}
    return skip


def sentences_in(path: Path, allowed: set[str] | frozenset[str] = frozenset()) -> list:
    """(line, text) of each sentence for people written in ``path``'s Python."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _not_for_people(tree)
    inside_fstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside_fstrings |= {id(part) for part in node.values}
    found = []
    for node in ast.walk(tree):
        text = _text(node)
        if text is None or id(node) in skip or id(node) in inside_fstrings:
            continue
        shown = text.replace(_PLACEHOLDER, "{}")  # an f-string's, as ALLOWED writes it
        if allowed & {text, shown} or not is_sentence(text) or is_key(text) or "(?:" in text:
            continue
        found.append((node.lineno, shown))
    return sorted(found)


def modules(package: str) -> list[Path]:
    """The modules of one package of rules/ (a game's or the core's) that the scan reads."""
    folder = RULES / package
    return [
        path
        for path in sorted(folder.rglob("*.py"))
        if "__pycache__" not in path.parts
        and path.name not in SAVE_CHECKS
        and path.name not in DEVELOPER_TOOLS
    ]


def found_in(package: str) -> dict[str, list[tuple[int, str]]]:
    found = {}
    for path in modules(package):
        name = path.relative_to(RULES).as_posix()
        sentences = sentences_in(path, ALLOWED.get(name, set()))
        if sentences:
            found[name] = sentences
    return found


def test_every_game_is_scanned():
    assert {slug.replace("-", "_") for slug in rules.available_games()} <= set(GAMES)


@pytest.mark.parametrize("package", [*GAMES, "core"])
def test_a_rules_module_writes_no_sentence_for_people_in_python(package, request):
    if package in NOT_YET:
        request.applymarker(pytest.mark.xfail(reason=NOT_YET[package], strict=True))
    assert found_in(package) == {}


def test_the_rules_package_itself_writes_no_sentence_for_people():
    top = [path for path in RULES.glob("*.py") if path.name not in DEVELOPER_TOOLS]
    assert top and {p.name: sentences_in(p) for p in top if sentences_in(p)} == {}


@pytest.mark.parametrize(
    ("source", "sentence"),
    [
        ('chance_label = "Let chance decide"', True),
        ('x = Variant("easier", "Easier game: no Personal Paths", "me.easier")', True),
        ('x = {"play": "Play a card"}', True),
        ('x = f"Eater {seat + 1}"', True),
        ('chance_label = Msg(M + "chance-label")', False),
        ('raise ValueError(f"{key!r} is not a move of this game")', False),
        ('problem = StateError("tasks", "the front task offers nothing to do")', False),
        ('play = Move("play", "play {card} on {stack}", tasks=("local",))', False),
        ('key = f"tuck {card} under {stack}"', False),
        ('key = "keep none"', False),
        ('label = "draw a card"', True),
        ('def f():\n    """Two words and more, a docstring."""', False),
        ('x = f"{P}board-{text}"', False),
    ],
)
def test_the_scan_tells_a_sentence_from_a_key_an_error_or_a_message(tmp_path, source, sentence):
    module = tmp_path / "module.py"
    module.write_text(source + "\n", encoding="utf-8")
    assert bool(sentences_in(module)) is sentence


def test_the_cores_own_texts_read_in_each_language_of_the_core():
    """The core's default chance button, its default outcome summary and its refusal of a
    saved view are messages of its catalogue (they were English literals of game.py and
    jsonstate.py), so a game in Portuguese reads them in Portuguese."""
    from rules.core.game import NOTHING_ELSE, Game
    from rules.core.jsonstate import VIEW_REFUSED
    from rules.core.messages import LANGUAGES, Msg, render

    refused = Msg("view-refused")
    for message in (Game.chance_label, NOTHING_ELSE, refused):
        assert isinstance(message, Msg)
        assert len({render(message, language) for language in LANGUAGES}) == len(LANGUAGES)
    assert render(refused, "en") == VIEW_REFUSED  # a StateError's words, English like all
