"""A game's package found by convention (rules/core/package.py, issue 45): the core reads a
game's declaration (game.toml), rulebook, scenarios, tutorial, codec and bots from its folder,
each once and only when first asked for; a broken declaration is refused naming the file and
the field; and every game's info is what it was when each engine wrote it by hand."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import rules
from rules.core import package as core_package
from rules.core.errors import DataError
from rules.core.messages import Msg

from .three_in_a_row import ThreeInARow

SMALL = Path(__file__).with_name("three_in_a_row")
#: Every game's info, kinds of action and bots as the engines built them by hand, recorded at
#: commit 9b8b495 before the declarations replaced them.
BEFORE = json.loads(Path(__file__).with_name("game_infos_at_9b8b495.json").read_text("utf-8"))


def plain(value: Any) -> Any:
    """``value`` with its messages as the recording writes them."""
    if isinstance(value, Msg):
        if not value.args:
            return {"msg": value.id}
        return {"msg": value.id, "args": [[k, plain(a)] for k, a in value.args]}
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def facts(game: rules.Game) -> dict[str, Any]:
    info = game.info
    return {
        "slug": info.slug,
        "title": info.title,
        "players": list(info.players),
        "seed_file": info.seed_file,
        "pitch": plain(info.pitch),
        "languages": list(info.languages),
        "extra": plain(info.extra),
        "variants": [
            {"name": v.name, "title": plain(v.title), "section": v.section} for v in info.variants
        ],
        "rulings": [
            {
                "name": r.name,
                "title": plain(r.title),
                "section": r.section,
                "default": r.default,
                "choices": list(r.choices),
                "labels": plain(r.labels),
            }
            for r in info.rulings
        ],
        "action_kinds": plain(game.action_kinds),
        "bots": sorted(game.bots),
    }


@pytest.mark.parametrize("slug", sorted(BEFORE))
def test_every_game_declares_what_it_built_by_hand(slug):
    """Titles, players, variants, rulings (names, sections, defaults, choices and their
    messages), languages, kinds of action and bots: the same as before, field by field."""
    assert facts(rules.load_game(slug)) == BEFORE[slug]


def test_every_registered_game_was_recorded():
    assert sorted(rules.available_games()) == sorted(BEFORE)


# ----- a package of a test's own -----------------------------------------------------------
DECLARATION = """\
title = "Tiny"
prefix = "tiny"
players = [2, 2]
seed-file = "none"
action-kinds = ["toss", "mark"]

[bots]
heuristic = "LineBot"

[variants]
misere = { section = "tiny.misere" }

[rulings]
first = ["coin", "crosses"]
"""


@pytest.fixture
def package(tmp_path, monkeypatch):
    """A package ``tiny_game`` holding the small game's files but the ones a test leaves out;
    a game of the small game's rules reads it (``package_name``)."""

    def make(declaration: str = DECLARATION, files: tuple[str, ...] = ()) -> ThreeInARow:
        folder = tmp_path / "tiny_game"
        folder.mkdir()
        (folder / "__init__.py").write_text("", encoding="utf-8")
        (folder / "game.toml").write_text(declaration, encoding="utf-8")
        for name in files:
            (folder / name).write_text((SMALL / name).read_text("utf-8"), encoding="utf-8")
        monkeypatch.syspath_prepend(str(tmp_path))

        class Tiny(ThreeInARow):
            package_name = "tiny_game"

        return Tiny()

    yield make
    # Each test's package is its own: the next one imports its files afresh.
    for name in [m for m in sys.modules if m.split(".")[0] == "tiny_game"]:
        del sys.modules[name]


def test_the_files_are_found_in_the_package_by_their_names(package):
    game = package(
        files=("rulebook.toml", "scenarios.toml", "tutorial.toml", "state.py", "bots.py")
    )
    assert game.package.folder.name == "tiny_game"
    assert game.info.slug == "tiny-game"  # the folder's name, with dashes, as the registry's
    assert game.info.title == "Tiny"
    assert game.info.pitch == Msg("tiny-pitch")
    (ruling,) = game.info.rulings
    assert (ruling.name, ruling.default, ruling.choices) == ("first", "coin", ("coin", "crosses"))
    assert ruling.section == "tiny.ruling.first"
    assert ruling.label("crosses") == Msg("tiny-reading-first-crosses")
    assert game.action_kinds == {"toss": Msg("tiny-kind-toss"), "mark": Msg("tiny-kind-mark")}
    assert game.rulebook.sections == ThreeInARow().rulebook.sections
    assert [s.id for s in game.scenarios] == [s.id for s in ThreeInARow().scenarios]
    assert len(game.tutorials) == 1
    assert game.bots["heuristic"].__module__ == "tiny_game.bots"


def test_the_small_game_reads_its_own_folder():
    game = ThreeInARow()
    assert game.package.folder == SMALL
    assert game.info.slug == "three-in-a-row"


def test_absent_scenarios_and_tutorial_are_none(package):
    game = package(files=("rulebook.toml",))
    assert game.scenarios == ()
    assert game.tutorials == ()


def test_a_package_without_codec_says_so_on_saving(package):
    game = package()
    with pytest.raises(TypeError, match=r"tiny_game has no codec\.py"):
        game.to_json(game.setup(2))


def test_the_default_codec_is_the_packages_encode_and_decode():
    game = ThreeInARow()
    state = game.setup(2, seed=3)
    assert game.package.codec.__name__ == "tests.rules.three_in_a_row.codec"
    assert game.from_json(json.dumps(game.to_json(state))) == state
    with pytest.raises(ValueError, match="players"):  # the core's guard names the field
        game.from_json({**game.to_json(state), "players": "two"})


@pytest.mark.parametrize(
    ("change", "field", "problem"),
    [
        (('title = "Tiny"\n', ""), "title", "missing"),
        (("players = [2, 2]", "players = [3, 2]"), "players", "fewest, most"),
        (("players = [2, 2]", "players = 2"), "players", "expected list"),
        (('prefix = "tiny"', 'prefix = "Tiny Game"'), "prefix", "not a name"),
        (('first = ["coin", "crosses"]', 'first = ["coin"]'), "rulings.first", "at least 2"),
        (('first = ["coin", "crosses"]', 'first = ["coin", "coin"]'), "rulings.first", "twice"),
        (
            ('first = ["coin", "crosses"]', 'first = { readings = ["a", "b"], side = 1 }'),
            "rulings.first.side",
            "not a field here",
        ),
        (
            ('misere = { section = "tiny.misere" }', "misere = {}"),
            "variants.misere.section",
            "missing",
        ),
        (("action-kinds", "kinds"), "kinds", "not a field of a game's declaration"),
        (('["toss", "mark"]', '["toss", "toss"]'), "action-kinds", "twice"),
        (('seed-file = "none"', "seed-file = ["), "(syntax)", "not valid TOML"),
    ],
)
def test_a_broken_declaration_is_refused_naming_the_file_and_the_field(
    package, change, field, problem
):
    old, new = change
    assert old in DECLARATION
    game = package(declaration=DECLARATION.replace(old, new, 1))
    with pytest.raises(DataError, match=problem) as refused:
        game.info  # noqa: B018 - reading it is the test
    assert refused.value.source == "tiny_game/game.toml"
    assert refused.value.field == field


def test_a_bot_the_package_does_not_have_is_refused_naming_the_field(package):
    game = package(
        declaration=DECLARATION.replace("LineBot", "NoBot"), files=("state.py", "bots.py")
    )
    with pytest.raises(DataError, match="no 'NoBot'") as refused:
        game.bots  # noqa: B018
    assert (refused.value.source, refused.value.field) == ("tiny_game/game.toml", "bots.heuristic")


def test_a_field_the_game_computes_is_not_declared_too(package):
    game = package()
    with pytest.raises(DataError, match="the game computes it") as refused:
        game.package.info(players=(2, 3))
    assert refused.value.field == "players"


def test_a_computed_field_stands_in_for_a_declared_one(tmp_path, monkeypatch):
    folder = tmp_path / "computed_game"
    folder.mkdir()
    (folder / "__init__.py").write_text("", encoding="utf-8")
    (folder / "game.toml").write_text(DECLARATION.replace("players = [2, 2]\n", ""), "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    pack = core_package.GamePackage("computed_game", folder)
    assert pack.info(players=(2, 8)).players == (2, 8)
    with pytest.raises(DataError, match="missing") as refused:
        pack.info()
    assert refused.value.field == "players"


def test_each_file_is_read_once_and_only_when_asked_for(package, monkeypatch):
    game = package(files=("rulebook.toml", "scenarios.toml", "tutorial.toml"))
    read: list[str] = []

    def counted(load):
        def wrapper(path, *args):
            read.append(Path(path).name)
            return load(path, *args)

        return wrapper

    monkeypatch.setattr(core_package, "load_toml", counted(core_package.load_toml))
    monkeypatch.setattr(core_package, "load_scenarios", counted(core_package.load_scenarios))
    monkeypatch.setattr(core_package, "load_tutorial", counted(core_package.load_tutorial))
    assert read == []  # nothing read by making the game
    for _ in range(3):
        game.info, game.action_kinds, game.scenarios, game.tutorials  # noqa: B018
    assert read == ["game.toml", "scenarios.toml", "tutorial.toml"]
    assert game.scenarios is game.scenarios
    assert game.rulebook is game.rulebook


@pytest.mark.parametrize("slug", sorted(BEFORE))
def test_loading_a_game_reads_no_teaching_data(slug):
    """The static site and the dashboards load every game: its scenarios and tutorial (which
    play their moves to check them) are read when first asked for, not on loading."""
    game = type(rules.load_game(slug))()
    assert "scenarios" not in game.__dict__
    assert "tutorials" not in game.__dict__


# ----- view_step -----------------------------------------------------------------------------
def test_an_open_game_shows_a_step_as_it_is():
    game = ThreeInARow()
    step = game.apply(game.setup(2, seed=1), "coin x").steps[0]
    assert game.view_step(step, 1) is step


@pytest.mark.parametrize("slug", sorted(BEFORE))
def test_no_game_writes_view_step_unless_it_does_more_than_the_core(slug):
    """The core's ``view_step`` (secrets of the sentence left out, the state through
    ``view``) serves every game of the registry."""
    game = rules.load_game(slug)
    assert "view_step" not in type(game).__dict__
    assert type(game).view_step is rules.Game.view_step


# ----- describe ------------------------------------------------------------------------------
#: Games that compose their description in the class rather than in describe.py's
#: ``describe``, and why.
OWN_DESCRIBE = {"o-inconsciente": "its sentences, from describe.py's describe_messages"}


def test_a_package_without_a_describe_module_describes_nothing(package):
    game = package()  # the small game's class writes its own: ask the core's
    assert core_package.PackageDefaults.describe(game, game.setup(2)) == ""


def test_the_core_describes_through_the_packages_describe_module(package):
    game = package(files=("state.py",))
    (game.package.folder / "describe.py").write_text(
        "from rules.core.messages import Msg\n\n\n"
        "def describe(game, state):\n"
        "    return Msg('tiny-marks', game=game.info.title, cells=state.cells.count(-1))\n",
        encoding="utf-8",
    )
    state = game.setup(2)
    assert "tiny_game.describe" not in sys.modules  # read when first asked for
    described = core_package.PackageDefaults.describe(game, state)
    assert described == Msg("tiny-marks", game="Tiny", cells=9)
    assert "tiny_game.describe" in sys.modules


def test_a_describe_module_without_describe_is_refused_naming_it(package):
    game = package()
    (game.package.folder / "describe.py").write_text("def other(game, state): ...\n", "utf-8")
    with pytest.raises(TypeError, match=r"tiny_game\.describe has no describe\(game, state\)"):
        core_package.PackageDefaults.describe(game, game.setup(2))


def test_a_describe_module_that_imports_what_is_missing_says_so(package):
    """A module the describe module needs is missing: that error, not "nothing to say"."""
    game = package()
    (game.package.folder / "describe.py").write_text("import tiny_game.nowhere\n", "utf-8")
    with pytest.raises(ModuleNotFoundError, match=r"tiny_game\.nowhere"):
        core_package.PackageDefaults.describe(game, game.setup(2))


@pytest.mark.parametrize("slug", sorted(BEFORE))
def test_every_game_describes_through_the_core_unless_it_composes_its_own(slug):
    game = rules.load_game(slug)
    described = game.describe(game.setup(game.info.players[0], seed=1))
    assert isinstance(described, Msg)
    if slug in OWN_DESCRIBE:
        assert "describe" in type(game).__dict__
        return
    assert type(game).describe is core_package.PackageDefaults.describe
    module = sys.modules[game.package.name + ".describe"]
    assert described == module.describe(game, game.setup(game.info.players[0], seed=1))
