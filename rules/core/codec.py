"""One codec for every game's saves: the structure of a save is declared, not hand-written.

A game declares its save's layout as a dataclass whose fields carry their JSON type and their
bounds as ``typing.Annotated`` markers (``Between``, ``OneOf``, ``Length``, ``Sorted``,
``Names``, ``Keyed``, ``Since``, ``Check``); a ``Codec`` built from it writes the header every
save starts with (game, format, players, variants, rulings, seed, viewer), then each field, and
reads them back checking every value on the way in. A value that does not fit is refused with a
``StateError`` naming the file's field in full (``players_state[2].hand[0]``), as
``jsonstate.Reader`` does. Files of an earlier format load: a ``Since`` field takes its default
when an older file lacks it, and ``migrations`` rewrite an older document into today's layout
before it is read. What the game adds by hand is only what is truly its own: how its state
maps to the layout where they differ (ids written by name, fields derived from others) and its
named reachability laws (``Game.check_position``).

Three modules: the markers and the ``Ctx`` (codec_markers.py), how each type is read and
written (codec_types.py), and here the layouts and the whole save; a game imports all of it
from here.

Why no library: the saves are read in the browser too (Pyodide, pure-Python wheels only,
scripts/build_site.py), which rules out msgspec and pydantic 2 (compiled cores). cattrs (with
attrs) is pure Python, but its structuring errors are exception groups with their own words,
bounds that depend on the game being loaded (a seat is below ``players``, a card name is one
of this game's) would each be a hand-written hook, and the layouts differ from the states in
ways a converter would hide in hooks anyway; the standard library's dataclasses and
``typing.get_type_hints(include_extras=True)`` give the same declaration with our own error
sentences and no dependency. Each layout is compiled once into closures, so a load costs
about what the hand-written readers did.

A bound computed from the file is a function defined at module level, never a lambda written
inside an annotation: ``typing.get_type_hints`` evaluates a class's annotations with the
class's namespace as globals, so such a lambda could not see its module's names.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from .codec_markers import (
    Between,
    Bound,
    Check,
    Ctx,
    Empty,
    Keyed,
    Length,
    MaxLength,
    Names,
    Normal,
    OneOf,
    Refused,
    SavedAs,
    Since,
    Sorted,
    Tasks,
    last_seat,
    per_seat,
)
from .codec_types import Read, Write, compile_type, path
from .errors import StateError
from .jsonstate import _READING, parse, read_full_position, read_setup
from .jsonstate import Reader as _Reader

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "HEADER", "Between", "Bound", "Check", "Codec", "Ctx", "Empty", "Keyed", "Layout", "Length",
    "MaxLength", "Names", "Normal", "OneOf", "Refused", "SavedAs", "Since", "Sorted", "Tasks",
    "compile_layout", "last_seat", "path", "per_seat",
]  # fmt: skip


# ----- a layout: the fields of a save or of a record inside one ---------------------------------
@dataclass(frozen=True)
class _Field:
    name: str  # the layout's
    key: str  # the file's
    read: Read
    write: Write
    since: Since | None


class Layout:
    """A dataclass's fields compiled: read an object of the file into a dict of values, or
    write a dict (or an object with the same attributes) out."""

    def __init__(self, cls: type, skip: frozenset[str] = frozenset()) -> None:
        hints = typing.get_type_hints(cls, include_extras=True)
        self.cls = cls
        self.fields: list[_Field] = []
        for f in dataclasses.fields(cls):
            if f.name in skip:
                continue
            tp = hints[f.name]
            markers = tp.__metadata__ if typing.get_origin(tp) is Annotated else ()
            saved_as = next((m.key for m in markers if isinstance(m, SavedAs)), f.name)
            since = next((m for m in markers if isinstance(m, Since)), None)
            read, write = compile_type(tp)
            self.fields.append(_Field(f.name, saved_as, read, write, since))

    def read_values(self, obj: dict, ctx: Ctx, note: list | None = None) -> dict[str, Any]:
        """The fields of ``obj`` read in order (``note``: the load's cell, told which field is
        being read, for the core's guard against a failure nobody foresaw)."""
        values: dict[str, Any] = {}
        for f in self.fields:
            if note is not None:
                note[0] = (_At(f.key), None)
            if f.key not in obj:
                if f.since is not None and _may_lack(f.since, ctx):
                    default = f.since.default
                    values[f.name] = default(ctx, values) if callable(default) else default
                    continue
                bad = Refused("missing")
                bad.keys.append(f.key)
                raise bad
            try:
                values[f.name] = f.read(obj[f.key], ctx)
            except Refused as bad:
                bad.keys.append(f.key)
                raise
        return values

    def read_object(self, value: Any, ctx: Ctx) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Refused("expected an object")
        return self.read_values(value, ctx)

    def write_object(
        self, value: Any, ctx: Ctx, overrides: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The file's object of ``value`` (a mapping, or an object with the fields as
        attributes), taking a field from ``overrides`` where it has one."""
        if isinstance(value, Mapping):
            return {f.key: f.write(value[f.name], ctx) for f in self.fields}
        if overrides:
            return {
                f.key: f.write(
                    overrides[f.name] if f.name in overrides else getattr(value, f.name), ctx
                )
                for f in self.fields
            }
        return {f.key: f.write(getattr(value, f.name), ctx) for f in self.fields}


def _may_lack(since: Since, ctx: Ctx) -> bool:
    return since.version is None or ctx.version < since.version


class _At:
    """A field of the top level as the core's load guard names it (``field_being_read``)."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def _p(self, _: Any) -> str:
        return self.key


_LAYOUTS: dict[tuple[type, frozenset[str]], Layout] = {}


def compile_layout(cls: type, skip: frozenset[str] = frozenset()) -> Layout:
    """The compiled layout of a dataclass (once per class), without the fields ``skip``."""
    if (cls, skip) not in _LAYOUTS:
        _LAYOUTS[cls, skip] = Layout(cls, skip)
    return _LAYOUTS[cls, skip]


#: The fields of the header every save starts with: a state's own are not read twice.
HEADER = frozenset(("players", "variants", "rulings", "seed", "viewer"))


# ----- a whole save ---------------------------------------------------------------------------
Migration = Callable[[dict[str, Any], Ctx], dict[str, Any]]


class Codec:
    """A game's saves: the header, then the fields of ``layout``.

    ``format`` is today's format; ``migrations[v]`` turns a document of format ``v`` into one
    of format ``v + 1`` (before its fields are read; the header is read after, so a migration
    may supply a header field too). ``everyone`` is the ``viewer`` of a whole position;
    ``viewer_since`` the format from which a file must say whose view it holds (before it, or
    when None, a file without ``viewer`` is the whole game). ``closed``: the problem of a
    field that is neither the header's nor the layout's (None: such fields are ignored).
    """

    def __init__(
        self,
        layout: type,
        format: int,
        *,
        everyone: Any = -1,
        viewer_since: int | None = None,
        migrations: Mapping[int, Migration] | None = None,
        oldest: int = 1,
        closed: str | None = None,
    ) -> None:
        self.layout = compile_layout(layout, HEADER)  # a state may be its own layout
        self.format = format
        self.everyone = everyone
        self.viewer_since = viewer_since
        self.migrations = dict(migrations or {})
        self.oldest = oldest
        self.closed = closed
        self.known = frozenset(("game", "format", *HEADER, *(f.key for f in self.layout.fields)))

    def encode(
        self, game: Game, state: Any, values: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The file of ``state``: the header from the state, then the layout's fields, each
        the state's attribute of its name unless ``values`` has it (a field the state keeps
        in another form)."""
        ctx = Ctx(game, state.players, tuple(getattr(state, "variants", ())), dict(state.rulings))
        doc = {
            "game": game.info.slug,
            "format": self.format,
            "players": state.players,
            "variants": list(getattr(state, "variants", ())),  # a game may have none
            "rulings": dict(state.rulings),
            "seed": state.seed,  # None (null) in a seat's view, which cannot be loaded
            "viewer": state.viewer,
        }
        doc.update(self.layout.write_object(state, ctx, values))
        return doc

    def load(self, game: Game, data: Any, build: Callable[..., Any]) -> Any:
        """The position a file holds, where the layout is the state's own: its fields read
        (``decode``), the state made by the game's one constructor ``build(players, variants,
        rulings, **fields)`` (``full_position``, the one setup uses), then held to the game's
        reachability laws (``check_position``)."""
        ctx, values = self.decode(game, data)
        state = build(ctx.players, ctx.variants, ctx.rulings, **values)
        game.check_position(state)
        return state

    def decode(
        self, game: Game, data: Any, source: str = "saved state"
    ) -> tuple[Ctx, dict[str, Any]]:
        """The header (as a ``Ctx``, with the seed among the values) and the layout's fields
        of a file; a StateError naming the field for anything that does not fit."""
        obj = parse(data, source)
        doc = _Reader(obj, "", source)
        if self.migrations and obj.get("game") == game.info.slug:
            version = doc.integer("format", self.oldest)
            ctx = Ctx(game, 0, version=version, source=source)
            for v in range(version, self.format):
                if v in self.migrations:
                    obj = self.migrations[v](dict(obj), ctx)
            doc = _Reader(obj, "", source)
        if self.closed is not None:
            unknown = sorted(set(obj) - self.known)
            if unknown:
                raise doc.fail(unknown[0], self.closed)
        players, variants, rulings = read_setup(doc, game, self.format, self.oldest)
        seed = read_full_position(doc, self.everyone)  # a saved view is refused here
        if self.viewer_since is not None:
            doc.later("viewer", self.viewer_since, self.everyone)
        ctx = Ctx(game, players, tuple(variants), rulings, doc.version, source)
        note = _READING.get()
        try:
            values = self.layout.read_values(obj, ctx, note)
        except Refused as bad:
            raise StateError(path(bad.keys[::-1]), bad.problem, source) from None
        values["seed"] = seed
        return ctx, values
