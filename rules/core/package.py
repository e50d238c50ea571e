"""A game's package, found by convention: what the core reads from a game's folder.

A game is a package (``rules/<folder>/``) whose files the core knows by name: ``game.toml``
(the declaration: title, players, seed file, languages, variants, rulings, action kinds,
bots), ``rulebook.toml``, ``scenarios.toml``, ``tutorial.toml``, ``messages/`` and the modules
``codec`` (``encode``, ``decode``), ``describe`` (``describe``) and ``bots``. ``Game`` reads
each of them through a ``GamePackage`` the first time it is asked for (``PackageDefaults``,
below), so loading a game reads no more than it must: the static site and the dashboards load
every game.

The declaration holds names only: every text for people is a message of the game's catalogue
named after its entry by the one convention every game follows (``prefix`` is the game's, e.g.
``oasis``): ``<prefix>-pitch``, ``<prefix>-variant-<name>``, ``<prefix>-ruling-<name>``,
``<prefix>-reading-<name>-<reading>``, ``<prefix>-kind-<kind>``; a ruling's rulebook section
is ``<prefix>.ruling.<name>``. An entry whose id does not follow it names the id.
"""

from __future__ import annotations

import functools
import importlib
import re
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from .datafile import Fields, load_toml
from .errors import DataError
from .messages import Msg, named
from .rulebook import Rulebook
from .scenarios import Scenario, load_scenarios
from .tutorials import Tutorial, load_tutorial
from .types import GameInfo, RulingOption, Variant

#: The declaration's file name in a game's package.
DECLARATION = "game.toml"
#: The fields a declaration may have (any other is a typo, refused).
FIELDS = (
    "title", "prefix", "players", "seed-file", "languages", "variants", "rulings",
    "action-kinds", "bots", "extra",
)  # fmt: skip
#: A name in a declaration (a prefix, a variant, a ruling, a reading, a kind of action): the
#: words of a message id, so that the ids made from it are ids.
NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


class PackageDefaults:
    """The hooks of ``Game`` that the core reads from the game's package, each the first time
    it is asked for, then kept on the game object or its package. A game that computes one
    overrides it (the Hidden Castle's ``info`` takes its player counts from its board,
    Daybreak's ``rulebook`` fills in numbers from its data files, O Inconsciente composes its
    description)."""

    #: The dotted name of the game's package, whose folder holds its files; by default the
    #: package of the module that defines the game's class.
    package_name: str | None = None

    @functools.cached_property
    def package(self) -> GamePackage:
        """The game's package: its folder and the files the core knows by name."""
        name = self.package_name or sys.modules[type(self).__module__].__package__
        return GamePackage(name, Path(importlib.import_module(name).__file__).parent)

    @functools.cached_property
    def info(self) -> GameInfo:
        """Facts about the game that the explorer shows before a game starts (game.toml)."""
        return self.package.info()

    @functools.cached_property
    def rulebook(self) -> Rulebook:
        """The game's rulebook (rulebook.toml)."""
        return Rulebook.load(self.package.file("rulebook.toml"))

    @functools.cached_property
    def action_kinds(self) -> dict[str, Msg | str]:
        """Titles for the kinds of action (``Action.kind``), in the order the explorer lists
        them: the declaration's ``action-kinds``, each titled ``<prefix>-kind-<kind>``."""
        declaration = self.package.declaration
        return named(declaration.prefix + "-kind-", declaration.action_kinds)

    @functools.cached_property
    def bots(self) -> dict[str, type]:
        """The game's own bots by name (the declaration's ``bots``, classes of bots.py); the
        core adds ``random``."""
        return self.package.bots()

    @functools.cached_property
    def scenarios(self) -> tuple[Scenario, ...]:
        """Teaching positions of this game (scenarios.toml; see rules/core/scenarios.py),
        each checked on reading; none without the file."""
        path = self.package.file("scenarios.toml")
        return load_scenarios(path, self) if path.exists() else ()

    @functools.cached_property
    def tutorials(self) -> tuple[Tutorial, ...]:
        """Annotated move logs that teach the game (tutorial.toml; see
        rules/core/tutorials.py), each move checked on reading; none without the file."""
        path = self.package.file("tutorial.toml")
        return (load_tutorial(path, self),) if path.exists() else ()

    def describe(self, state: Any) -> Msg | str:
        """The position in words, for people who cannot see the board: a message (sentences
        joined by the core's ``sentences``), read where it is shown, in the reader's language
        (``render``). The package's ``describe`` module's ``describe(game, state)``; "" for a
        game without one, which says nothing."""
        describer = self.package.describer
        return "" if describer is None else describer(self, state)

    def to_json(self, state: Any) -> dict[str, Any]:
        """The position as JSON: the package's ``codec.encode``."""
        return self.package.codec.encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> Any:
        """A saved position read back: the package's ``codec.decode`` (behind the core's
        guard, as a game's own: see ``Game``)."""
        return self.package.codec.decode(self, data)


class GamePackage:
    """The files of one game's package, each read once, when first asked for."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name = name  # the package's dotted name, e.g. "rules.oasis"
        self.folder = folder
        # The package's folder name, with dashes: the registry's slug for the game.
        self.slug = folder.name.replace("_", "-")
        # Where a refusal says the problem is: "oasis/game.toml".
        self.source = f"{folder.name}/{DECLARATION}"

    def file(self, name: str) -> Path:
        return self.folder / name

    @functools.cached_property
    def declaration(self) -> Declaration:
        try:
            data = load_toml(self.file(DECLARATION))
        except DataError as exc:  # named by its folder too: every game has a game.toml
            raise DataError(self.source, exc.field, exc.problem) from None
        return Declaration(data, self.source)

    def info(self, **computed: Any) -> GameInfo:
        """The game's GameInfo from its declaration; ``computed`` gives the fields the game
        works out from its data (the castle's player counts come from its board), which the
        declaration then must not hold, so that each fact is written once."""
        return self.declaration.info(self.slug, computed)

    @functools.cached_property
    def codec(self) -> ModuleType:
        """The package's ``codec`` module (its ``encode`` and ``decode``), imported on the
        first save or load: most uses of a game never save."""
        codec = self.module("codec")
        if codec is None:
            raise TypeError(
                f"{self.name} has no codec.py: a game saves through its codec's encode and "
                "decode, or writes its own to_json and from_json"
            )
        return codec

    @functools.cached_property
    def describer(self) -> Any:
        """The ``describe(game, state)`` of the package's ``describe`` module, imported when a
        position is first described; None for a package without the module. A module without
        the function is a mistake, named (its other functions may serve the game's own
        ``describe``, which a game that composes its description so writes)."""
        module = self.module("describe")
        if module is None:
            return None
        function = getattr(module, "describe", None)
        if not callable(function):
            raise TypeError(
                f"{module.__name__} has no describe(game, state): the core describes a "
                "position through it, or the game writes its own describe"
            )
        return function

    def module(self, name: str) -> ModuleType | None:
        """The package's module ``name`` (``codec``, ``describe``), or None if it has none."""
        try:
            return importlib.import_module(f"{self.name}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{self.name}.{name}":
                raise  # a module it imports is missing: that is the error to see
            return None

    def bots(self) -> dict[str, type]:
        """The bots the declaration names, by their names, from the package's ``bots``
        module (imported when first asked for: a bot reads the engine's tables)."""
        named = self.declaration.bots
        if not named:
            return {}
        module = importlib.import_module(self.name + ".bots")
        found = {}
        for bot, attribute in named.items():
            if not hasattr(module, attribute):
                raise DataError(
                    self.source, f"bots.{bot}", f"{self.name}.bots has no {attribute!r}"
                )
            found[bot] = getattr(module, attribute)
        return found


class Declaration:
    """A game's ``game.toml``, checked field by field (a DataError names the file and the
    field of the first problem)."""

    def __init__(self, data: dict[str, Any], source: str) -> None:
        top = Fields(data, source, "")
        for key in data:
            if key not in FIELDS:
                raise top.fail(key, f"not a field of a game's declaration ({', '.join(FIELDS)})")
        self.source = source
        self.title = top.text("title")
        self.prefix = _name(top, "prefix", top.text("prefix"))
        self.players = _players(top) if "players" in data else None
        self.seed_file = top.text("seed-file")
        self.languages = _names(top, "languages", top.get("languages", list, ["en"]), 1, str)
        self.variants = tuple(
            _variant(top.sub("variants"), name, self.prefix) for name in _keys(top, "variants")
        )
        self.rulings = tuple(
            _ruling(top.sub("rulings"), name, self.prefix) for name in _keys(top, "rulings")
        )
        self.action_kinds = _names(top, "action-kinds", top.get("action-kinds", list, []), 0)
        self.bots = {name: top.sub("bots").text(name) for name in _keys(top, "bots")}
        self.extra = dict(top.get("extra", dict, {}))

    def info(self, slug: str, computed: dict[str, Any]) -> GameInfo:
        declared = {"players": self.players}
        for field, value in computed.items():
            if field not in declared:
                raise TypeError(f"{field!r} is not a field a game computes for its GameInfo")
            if declared[field] is not None:
                raise DataError(self.source, field, "the game computes it: leave it out here")
            declared[field] = value
        if declared["players"] is None:
            raise DataError(self.source, "players", "missing")
        return GameInfo(
            slug=slug,
            title=self.title,
            players=declared["players"],
            seed_file=self.seed_file,
            pitch=Msg(self.prefix + "-pitch"),
            variants=self.variants,
            rulings=self.rulings,
            languages=self.languages,
            extra=self.extra,
        )


def _keys(top: Fields, key: str) -> list[str]:
    """The names of a table of named entries (``[rulings]``), each a name; none if absent."""
    if key not in top.table:
        return []
    table = top.sub(key)
    for name in table.table:
        _name(table, name, name)
    return list(table.table)


def _name(where: Fields, key: str, value: Any) -> str:
    if not isinstance(value, str) or not NAME.fullmatch(value):
        raise where.fail(key, f"{value!r} is not a name (lower-case words joined by dashes)")
    return value


def _names(where: Fields, key: str, values: list, least: int, kind: type | None = None) -> tuple:
    """A list of distinct names (or, with ``kind``, of distinct values of that type)."""
    if len(values) < least:
        raise where.fail(key, f"must list at least {least}")
    for index, value in enumerate(values):
        if kind is None:
            _name(where, f"{key}[{index}]", value)
        elif not isinstance(value, kind) or not value:
            raise where.fail(f"{key}[{index}]", f"expected a {kind.__name__}, got {value!r}")
    if len(set(values)) != len(values):
        raise where.fail(key, "a name is listed twice")
    return tuple(values)


def _players(top: Fields) -> tuple[int, int]:
    value = top.get("players", list)
    if (
        len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or not 1 <= value[0] <= value[1]
    ):
        raise top.fail("players", f"expected [fewest, most], at least 1, got {value!r}")
    return (value[0], value[1])


def _variant(table: Fields, name: str, prefix: str) -> Variant:
    """A variant: its rulebook section, and its title ``<prefix>-variant-<name>`` unless it
    names another message (``title``)."""
    entry = table.sub(name)
    _only(entry, ("section", "title"))
    title = entry.text("title", f"{prefix}-variant-{name}")
    return Variant(name, Msg(title), entry.text("section"))


def _ruling(table: Fields, name: str, prefix: str) -> RulingOption:
    """A ruling: its readings (the first the seed's, the default), written as a list, or as a
    table of ``readings`` and what departs from the convention: ``section`` (another rulebook
    section) and ``reading-messages`` (another prefix of the readings' message ids). Its title
    and readings are named as ``RulingOption.worded`` names them."""
    section, labels = f"{prefix}.ruling.{name}", None
    if isinstance(table.table[name], list):
        choices = _names(table, name, table.get(name, list), 2)
    else:
        entry = table.sub(name)
        _only(entry, ("readings", "section", "reading-messages"))
        choices = _names(entry, "readings", entry.get("readings", list), 2)
        section = entry.text("section", section)
        labels = entry.text("reading-messages", None)
    ruling = RulingOption.worded(prefix + "-", name, section, choices[0], choices)
    if labels is None:
        return ruling
    return replace(ruling, labels=tuple(Msg(labels + choice) for choice in choices))


def _only(entry: Fields, fields: tuple[str, ...]) -> None:
    for key in entry.table:
        if key not in fields:
            raise entry.fail(key, f"not a field here ({', '.join(fields)})")
