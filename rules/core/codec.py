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
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from .errors import StateError, quoted
from .jsonstate import _READING, parse, read_full_position, read_setup
from .jsonstate import Reader as _Reader

if TYPE_CHECKING:
    from .game import Game

#: A bound or a choice may be a value, or computed from the file being read (``Ctx``).
Bound = int | Callable[["Ctx"], int] | None


# ----- what a file being read or written is about -----------------------------------------------
class Ctx:
    """The game and the header of the file being read or written: what bounds depend on."""

    __slots__ = ("_tables", "game", "players", "rulings", "source", "variants", "version")

    def __init__(
        self,
        game: Game,
        players: int,
        variants: tuple[str, ...] = (),
        rulings: Mapping[str, str] | None = None,
        version: int = 0,
        source: str = "saved state",
    ) -> None:
        self.game = game
        self.players = players
        self.variants = variants
        self.rulings = dict(rulings or {})
        self.version = version
        self.source = source
        # The name tables (``Names``) built for this game, kept on it (a bounded few).
        tables = game.__dict__.get("_codec_tables")
        if tables is None or len(tables) > 64:
            tables = game.__dict__["_codec_tables"] = {}
        self._tables: dict[tuple, Any] = tables

    def value(self, bound: Any) -> Any:
        return bound(self) if callable(bound) else bound


def last_seat(ctx: Ctx) -> int:
    """The highest seat number of the game being read."""
    return ctx.players - 1


def per_seat(ctx: Ctx) -> int:
    """One entry per seat (``Length(per_seat)``)."""
    return ctx.players


# ----- the markers a layout's fields carry -------------------------------------------------------
@dataclass(frozen=True)
class Between:
    """A whole number from ``low`` to ``high`` (either may be None, or computed)."""

    low: Bound = None
    high: Bound = None


@dataclass(frozen=True)
class OneOf:
    """A text among ``choices`` (a tuple, or computed from the file)."""

    choices: tuple[str, ...] | Callable[[Ctx], tuple[str, ...]]


@dataclass(frozen=True)
class Length:
    """A list of exactly ``n`` entries (``per_seat``: one per seat)."""

    n: Bound


@dataclass(frozen=True)
class MaxLength:
    """A list of at most ``n`` entries (what bounds the work a file can ask for)."""

    n: Bound
    problem: str = ""


@dataclass(frozen=True)
class Sorted:
    """A pile whose order nobody knows, kept sorted: read back sorted, or (``refuse``) refused
    when the file's is not."""

    refuse: bool = False


@dataclass(frozen=True)
class Names:
    """A code saved by its name: ``table(ctx)`` maps each name to its code (the same mapping
    both ways, so a name written is a name read). ``what`` completes "'x' is not a ...".
    A table may depend on the game, the player count and the variants, no more: it is built
    once for each and kept on the game."""

    what: str | Callable[[Ctx], str]
    table: Callable[[Ctx], Mapping[str, Any]]
    #: Codes written under a name but never read back: a face-down card of a seat's view.
    written_only: Mapping[Any, str] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class Keyed:
    """A tuple saved as an object keyed by ``names(ctx)`` (the i-th name for the i-th entry);
    a key no name has is refused with ``unknown`` (formatted with ``players``)."""

    names: Callable[[Ctx], tuple[str, ...]]
    unknown: str = "no such entry"


@dataclass(frozen=True)
class Since:
    """A field saved since format ``version`` (None: one that files of today's format may
    lack too): a file without it reads ``default``, or ``default(ctx, values)`` computed from
    the fields read before it."""

    version: int | None
    default: Any = None


@dataclass(frozen=True)
class Check:
    """A problem of the value itself (``check(value, ctx)`` returns a sentence or None): what
    its type and bounds cannot say, e.g. "a stack holds at least one played card"."""

    check: Callable[[Any, Ctx], str | None]


@dataclass(frozen=True)
class Empty:
    """In an ``X | None`` field: the state's ``value`` is saved as null (an empty slot)."""

    value: Any


@dataclass(frozen=True)
class Tasks:
    """A list of tasks (``rules.core.flow``): each a list of its name and its arguments, of the
    types ``args[name]`` declares (then any number of ``more`` where a kind takes them); the
    game's ``flow`` checks the task as a whole. A task is refused as a whole (``tasks[3]``),
    saying which argument is wrong."""

    args: Mapping[str, tuple[Any, ...]]
    flow: Any = None
    more: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    #: Name the argument at fault (``tasks[3][1]``) rather than the task as a whole.
    name_argument: bool = False
    #: A problem of a task as a whole (its arguments read), or None.
    check: Callable[[tuple, Ctx], str | None] | None = None


@dataclass(frozen=True)
class Normal:
    """The value read, in the one form the state keeps it (``normal(value)``: e.g. the
    letters of a hand sorted)."""

    normal: Callable[[Any], Any]


@dataclass(frozen=True)
class SavedAs:
    """The name of the field in the file, where it is not the layout's."""

    key: str


# ----- compiling a type into a reader and a writer ----------------------------------------------
class Refused(Exception):
    """A value refused deep inside a field (raised by a game's own ``Check`` or reader too):
    the keys of the field are added on the way out, innermost first."""

    def __init__(self, problem: str, *keys: str | int) -> None:
        self.problem = problem
        self.keys: list[str | int] = list(keys)


_Bad = Refused


def path(keys: list[str | int]) -> str:
    """``players_state[2].hand[0]`` from the keys outermost first."""
    out = ""
    for key in keys:
        out += f"[{key}]" if isinstance(key, int) else (f".{key}" if out else key)
    return out


def _plain_json(value: Any) -> str:
    import json

    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return quoted(value)


Read = Callable[[Any, Ctx], Any]
Write = Callable[[Any, Ctx], Any]


def _identity(value: Any, ctx: Ctx) -> Any:
    return value


def _compile(tp: Any) -> tuple[Read, Write]:
    """The reader and writer of one annotated type."""
    markers: list[Any] = []
    while typing.get_origin(tp) is Annotated:
        markers.extend(tp.__metadata__)
        tp = tp.__origin__
    read, write = _compile_bare(tp, markers)
    checks = [m.check for m in markers if isinstance(m, Check)]
    normal = next((m.normal for m in markers if isinstance(m, Normal)), None)
    if normal is not None:
        plain = read

        def read(value: Any, ctx: Ctx) -> Any:
            return normal(plain(value, ctx))

    if checks:
        inner = read

        def read(value: Any, ctx: Ctx) -> Any:
            value = inner(value, ctx)
            for check in checks:
                problem = check(value, ctx)
                if problem:
                    raise _Bad(problem)
            return value

    return read, write


def _compile_bare(tp: Any, markers: list[Any]) -> tuple[Read, Write]:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1 or len(args) != 2:
            raise TypeError(f"a saved field may be X | None, not {tp}")
        inner_read, inner_write = _compile_bare(rest[0], markers)
        empty = next((m.value for m in markers if isinstance(m, Empty)), None)
        return (
            lambda v, ctx: empty if v is None else inner_read(v, ctx),
            lambda v, ctx: None if v == empty else inner_write(v, ctx),
        )
    names = next((m for m in markers if isinstance(m, Names)), None)
    if names is not None:
        return _names(names)
    keyed = next((m for m in markers if isinstance(m, Keyed)), None)
    if keyed is not None:
        return _keyed(keyed, args[0])
    if tp is Any:  # any JSON value, its lists read as tuples (a task's own arguments)
        return _tupled, _listed
    if tp is int:
        return _integer(next((m for m in markers if isinstance(m, Between)), Between())), _identity
    if tp is bool:
        return _flag, _identity
    if tp is str:
        return _text(next((m for m in markers if isinstance(m, OneOf)), None)), _identity
    tasks = next((m for m in markers if isinstance(m, Tasks)), None)
    if tasks is not None:
        return _tasks(tasks, markers)
    if origin is tuple:
        return _sequence(args, markers)
    if origin is dict:
        return _mapping(args)
    if origin is frozenset:
        return _set(args[0], markers)
    if dataclasses.is_dataclass(tp):
        layout = compile_layout(tp)
        return layout.read_object, layout.write_object
    raise TypeError(f"no saved form for the type {tp}")


def _tupled(value: Any, ctx: Ctx) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v, ctx) for v in value)
    if isinstance(value, dict):
        raise _Bad("expected a number, a text, a flag or a list")
    return value


def _listed(value: Any, ctx: Ctx) -> Any:
    return [_listed(v, ctx) for v in value] if isinstance(value, tuple) else value


def _integer(between: Between) -> Read:
    low, high = between.low, between.high
    fixed = not callable(low) and not callable(high)

    def read(value: Any, ctx: Ctx) -> int:
        if value.__class__ is not int and (isinstance(value, bool) or not isinstance(value, int)):
            raise _Bad(f"expected a whole number, got {_plain_json(value)}")
        lo, hi = (low, high) if fixed else (ctx.value(low), ctx.value(high))
        if lo is not None and value < lo:
            raise _Bad(f"must be at least {lo}, got {value}")
        if hi is not None and value > hi:
            raise _Bad(f"must be at most {hi}, got {value}")
        return value

    def read_many(values: list, ctx: Ctx) -> list:
        lo, hi = (low, high) if fixed else (ctx.value(low), ctx.value(high))
        lo = -(10**30) if lo is None else lo
        hi = 10**30 if hi is None else hi
        for v in values:
            if v.__class__ is not int or not lo <= v <= hi:
                return _one_by_one(read, values, ctx)
        return values

    read.many = read_many  # type: ignore[attr-defined]
    return read


def _flag(value: Any, ctx: Ctx) -> bool:
    if not isinstance(value, bool):
        raise _Bad("expected true or false")
    return value


def _flags(values: list, ctx: Ctx) -> list:
    for v in values:
        if v.__class__ is not bool:
            return _one_by_one(_flag, values, ctx)
    return values


_flag.many = _flags  # type: ignore[attr-defined]


def _text(one_of: OneOf | None) -> Read:
    def read(value: Any, ctx: Ctx) -> str:
        if not isinstance(value, str):
            raise _Bad(f"expected a string, got {_plain_json(value)}")
        if one_of is not None:
            choices = ctx.value(one_of.choices)
            if value not in choices:
                raise _Bad(f"expected one of {', '.join(choices)}; got {value!r}")
        return value

    fixed = None if one_of is None or callable(one_of.choices) else frozenset(one_of.choices)

    def read_many(values: list, ctx: Ctx) -> list:
        for v in values:
            if v.__class__ is not str or (fixed is not None and v not in fixed):
                return _one_by_one(read, values, ctx)
        return values

    if one_of is None or fixed is not None:
        read.many = read_many  # type: ignore[attr-defined]
    return read


def _names(names: Names) -> tuple[Read, Write]:
    def tables(ctx: Ctx) -> tuple[Mapping, dict]:
        # Kept on the game, for its player count and variants: a save is written and read
        # after every action of the contract tests, and a table is built once.
        key = (id(names), ctx.players, ctx.variants)
        found = ctx._tables.get(key)
        if found is None:
            found = ctx._tables[key] = _table(names, ctx)
        return found

    def read(value: Any, ctx: Ctx) -> Any:
        forward = tables(ctx)[0]
        if not isinstance(value, str) or value not in forward:
            raise _Bad(f"{quoted(value)} is not a {ctx.value(names.what)}")
        return forward[value]

    def write(value: Any, ctx: Ctx) -> str:
        return tables(ctx)[1][value]

    def read_many(values: list, ctx: Ctx) -> list:
        forward = tables(ctx)[0]
        try:
            return [forward[v] for v in values]  # one look-up of the table per list
        except (KeyError, TypeError):
            return _one_by_one(read, values, ctx)

    def write_many(values: Any, ctx: Ctx) -> list:
        back = tables(ctx)[1]
        return [back[v] for v in values]

    read.many, write.many = read_many, write_many  # type: ignore[attr-defined]
    return read, write


def _one_by_one(read: Read, values: list, ctx: Ctx) -> list:
    """A list read entry by entry: the first that does not fit is named by its index."""
    out = []
    for i, v in enumerate(values):
        try:
            out.append(read(v, ctx))
        except _Bad as bad:
            bad.keys.append(i)
            raise
    return out


def _table(names: Names, ctx: Ctx) -> tuple[Mapping, dict]:
    forward = names.table(ctx)
    return forward, {**names.written_only, **{code: name for name, code in forward.items()}}


def _keyed(keyed: Keyed, item: Any) -> tuple[Read, Write]:
    item_read, item_write = _compile(item)

    def names_of(ctx: Ctx) -> tuple[str, ...]:
        key = (id(keyed), ctx.players, ctx.variants)
        found = ctx._tables.get(key)
        if found is None:
            found = ctx._tables[key] = keyed.names(ctx)
        return found

    def read(value: Any, ctx: Ctx) -> tuple:
        if not isinstance(value, dict):
            raise _Bad("expected an object")
        names = names_of(ctx)
        extra = sorted(set(value) - set(names))
        if extra:
            bad = _Bad(keyed.unknown.format(players=ctx.players))
            bad.keys.append(extra[0])
            raise bad
        out = []
        for name in names:
            if name not in value:
                bad = _Bad("missing")
                bad.keys.append(name)
                raise bad
            try:
                out.append(item_read(value[name], ctx))
            except _Bad as bad:
                bad.keys.append(name)
                raise
        return tuple(out)

    def write(value: tuple, ctx: Ctx) -> dict:
        return {name: item_write(v, ctx) for name, v in zip(names_of(ctx), value, strict=True)}

    return read, write


def _sized(markers: list[Any]) -> Callable[[list, Ctx], None] | None:
    length = next((m for m in markers if isinstance(m, Length)), None)
    most = next((m for m in markers if isinstance(m, MaxLength)), None)
    if length is None and most is None:
        return None

    def check(value: list, ctx: Ctx) -> None:
        if length is not None:
            n = ctx.value(length.n)
            if len(value) != n:
                raise _Bad(f"expected {n} entries, got {len(value)}")
        if most is not None:
            n = ctx.value(most.n)
            if len(value) > n:
                raise _Bad(most.problem.format(n=n, got=len(value)) or f"at most {n} entries")

    return check


def _sequence(args: tuple, markers: list[Any]) -> tuple[Read, Write]:
    size = _sized(markers)
    order = next((m for m in markers if isinstance(m, Sorted)), None)
    if len(args) == 2 and args[1] is Ellipsis:
        item_read, item_write = _compile(args[0])
        fixed = None
    else:
        compiled = [_compile(a) for a in args]
        fixed = len(compiled)
    # A list of plain numbers or names is read in one pass (a save is read on every position
    # of the contract tests); entry by entry only to name the one that does not fit.
    many = getattr(item_read, "many", None) if fixed is None else None

    def read(value: Any, ctx: Ctx) -> tuple:
        if not isinstance(value, list):
            raise _Bad("expected a list")
        if fixed is not None and len(value) != fixed:
            raise _Bad(f"expected {fixed} entries, got {len(value)}")
        if size is not None:
            size(value, ctx)
        if many is not None:
            out = many(value, ctx)
        else:
            out = []
            for i, v in enumerate(value):
                try:
                    out.append(item_read(v, ctx) if fixed is None else compiled[i][0](v, ctx))
                except _Bad as bad:
                    bad.keys.append(i)
                    raise
        if order is not None:
            ordered = sorted(out)
            if order.refuse and ordered != out:
                raise _Bad("a pile whose order nobody knows is kept sorted")
            out = ordered
        return tuple(out)

    if fixed is None and item_write is _identity:
        return read, lambda value, ctx: list(value)
    if fixed is None and hasattr(item_write, "many"):
        return read, item_write.many
    if fixed is None:
        return read, lambda value, ctx: [item_write(v, ctx) for v in value]
    return read, lambda value, ctx: [w(v, ctx) for (_, w), v in zip(compiled, value, strict=True)]


def _tasks(spec: Tasks, markers: list[Any]) -> tuple[Read, Write]:
    size = _sized(markers)
    kinds = {name: [_compile(a) for a in args] for name, args in spec.args.items()}
    more = {name: _compile(tp) for name, tp in spec.more.items()}

    def one(value: Any, ctx: Ctx) -> tuple:
        if not isinstance(value, list) or not value or not isinstance(value[0], str):
            raise _Bad("a task is a list starting with its name")
        name = value[0]
        if name not in kinds:
            raise _Bad(f"{quoted(name)} is not a task of this game")
        args = kinds[name]
        if len(value) - 1 != len(args) and (name not in more or len(value) - 1 < len(args)):
            raise _Bad(f"task {name!r} takes {len(args)} argument(s), got {len(value) - 1}")
        out = [name]
        readers = [r for r, _ in args]
        if name in more:
            readers += [more[name][0]] * (len(value) - 1 - len(args))
        for j, (read, v) in enumerate(zip(readers, value[1:], strict=True)):
            try:
                out.append(read(v, ctx))
            except _Bad as bad:
                if spec.name_argument:
                    bad.keys.append(j + 1)
                    raise
                raise _Bad(f"task {name!r}: {bad.problem}") from None
        task = tuple(out)
        problem = spec.flow.check(task) if spec.flow is not None else None
        if not problem and spec.check is not None:
            problem = spec.check(task, ctx)
        if problem:
            raise _Bad(problem)
        return task

    def read(value: Any, ctx: Ctx) -> tuple:
        if not isinstance(value, list):
            raise _Bad("expected a list")
        if size is not None:
            size(value, ctx)
        out = []
        for i, v in enumerate(value):
            try:
                out.append(one(v, ctx))
            except _Bad as bad:
                bad.keys.append(i)
                raise
        return tuple(out)

    plain = all(w is _identity for args in kinds.values() for _, w in args) and all(
        w is _identity for _, w in more.values()
    )

    def write_one(task: tuple, ctx: Ctx) -> list:
        args = kinds[task[0]]
        out: list = [task[0]]
        out.extend(w(v, ctx) for (_, w), v in zip(args, task[1:], strict=False))
        if len(task) - 1 > len(args):
            w = more[task[0]][1]
            out.extend(w(v, ctx) for v in task[1 + len(args) :])
        return out

    if plain:
        return read, lambda value, ctx: [list(t) for t in value]
    return read, lambda value, ctx: [write_one(t, ctx) for t in value]


def _mapping(args: tuple) -> tuple[Read, Write]:
    """An object of the file as a dict: each key read as its own type (a name, say)."""
    key_read, key_write = _compile(args[0])
    value_read, value_write = _compile(args[1])

    def read(value: Any, ctx: Ctx) -> dict:
        if not isinstance(value, dict):
            raise _Bad("expected an object")
        out = {}
        for k, v in value.items():
            try:
                out[key_read(k, ctx)] = value_read(v, ctx)
            except _Bad as bad:
                bad.keys.append(k)
                raise
        return out

    def write(value: Mapping, ctx: Ctx) -> dict:
        return {key_write(k, ctx): value_write(v, ctx) for k, v in value.items()}

    return read, write


def _set(item: Any, markers: list[Any]) -> tuple[Read, Write]:
    """A set saved as a sorted list (the same set, the same file)."""
    item_read, item_write = _compile(item)
    size = _sized(markers)

    def read(value: Any, ctx: Ctx) -> frozenset:
        if not isinstance(value, list):
            raise _Bad("expected a list")
        if size is not None:
            size(value, ctx)
        out = []
        for i, v in enumerate(value):
            try:
                out.append(item_read(v, ctx))
            except _Bad as bad:
                bad.keys.append(i)
                raise
        return frozenset(out)

    return read, lambda value, ctx: sorted(item_write(v, ctx) for v in value)


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
            read, write = _compile(tp)
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
                bad = _Bad("missing")
                bad.keys.append(f.key)
                raise bad
            try:
                values[f.name] = f.read(obj[f.key], ctx)
            except _Bad as bad:
                bad.keys.append(f.key)
                raise
        return values

    def read_object(self, value: Any, ctx: Ctx) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _Bad("expected an object")
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
    when None, a file without ``viewer`` is the whole game).
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
    ) -> None:
        self.layout = compile_layout(layout, HEADER)  # a state may be its own layout
        self.format = format
        self.everyone = everyone
        self.viewer_since = viewer_since
        self.migrations = dict(migrations or {})
        self.oldest = oldest

    def encode(
        self, game: Game, state: Any, values: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The file of ``state``: the header from the state, then the layout's fields, each
        the state's attribute of its name unless ``values`` has it (a field the state keeps
        in another form)."""
        ctx = Ctx(game, state.players, tuple(state.variants), dict(state.rulings))
        doc = {
            "game": game.info.slug,
            "format": self.format,
            "players": state.players,
            "variants": list(state.variants),
            "rulings": dict(state.rulings),
            "seed": state.seed,  # None (null) in a seat's view, which cannot be loaded
            "viewer": state.viewer,
        }
        doc.update(self.layout.write_object(state, ctx, values))
        return doc

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
        players, variants, rulings = read_setup(doc, game, self.format, self.oldest)
        seed = read_full_position(doc, self.everyone)  # a saved view is refused here
        if self.viewer_since is not None:
            doc.later("viewer", self.viewer_since, self.everyone)
        ctx = Ctx(game, players, tuple(variants), rulings, doc.version, source)
        note = _READING.get()
        try:
            values = self.layout.read_values(obj, ctx, note)
        except _Bad as bad:
            raise StateError(path(bad.keys[::-1]), bad.problem, source) from None
        values["seed"] = seed
        return ctx, values
