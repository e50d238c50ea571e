"""How each type of a save's layout is read and written (rules/core/codec.py): a type and its
markers compiled once into a reader, which checks a JSON value and returns the state's form or
raises ``Refused`` naming the problem, and a writer, which gives the JSON form back. Lists of
plain numbers, texts, flags or names are read in one pass (a save is read on every position
of the contract tests), entry by entry only to name the one that does not fit."""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import Annotated, Any

from .codec_markers import (
    REQUIRED,
    Between,
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
    Sorted,
    Tasks,
)
from .errors import quoted

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


def compile_type(tp: Any) -> tuple[Read, Write]:
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
        from .codec import compile_layout  # a record inside a save is a layout of its own

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


def _a_list(value: Any, ctx: Ctx, size: Callable[[list, Ctx], None] | None) -> None:
    """Refuse anything but a list, and a list of a size its markers refuse."""
    if not isinstance(value, list):
        raise _Bad("expected a list")
    if size is not None:
        size(value, ctx)


def _table(names: Names, ctx: Ctx) -> tuple[Mapping, dict]:
    forward = names.table(ctx)
    return forward, {**names.written_only, **{code: name for name, code in forward.items()}}


def _keyed(keyed: Keyed, item: Any) -> tuple[Read, Write]:
    item_read, item_write = compile_type(item)
    absent = keyed.absent

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
                if absent is not REQUIRED:
                    out.append(absent)
                    continue
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
        pairs = zip(names_of(ctx), value, strict=True)
        if absent is not REQUIRED:
            return {name: item_write(v, ctx) for name, v in pairs if v != absent}
        return {name: item_write(v, ctx) for name, v in pairs}

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
        item_read, item_write = compile_type(args[0])
        fixed = None
    else:
        compiled = [compile_type(a) for a in args]
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
    kinds: dict[str, Any] = {}
    for name, args in spec.args.items():
        if isinstance(args, Mapping):  # the first argument names which ones follow
            kinds[name] = {sub: [compile_type(a) for a in rest] for sub, rest in args.items()}
        else:
            kinds[name] = [compile_type(a) for a in args]
    more = {name: compile_type(tp) for name, tp in spec.more.items()}

    def one(value: Any, ctx: Ctx) -> tuple:
        if not isinstance(value, list) or not value or not isinstance(value[0], str):
            raise _Bad("a task is a list starting with its name")
        name = value[0]
        if name not in kinds:
            raise _Bad(f"{quoted(name)} is not a task of this game")
        args = kinds[name]
        out = [name]
        first = 1
        if isinstance(args, dict):
            sub = value[1] if len(value) > 1 else None
            if not isinstance(sub, str) or sub not in args:
                raise _Bad(f"task {name!r} starts with one of {', '.join(args)}")
            out.append(sub)
            args = args[sub]
            first = 2
        given = len(value) - first
        if given != len(args) and (name not in more or given < len(args)):
            raise _Bad(
                f"task {name!r} takes {len(args) + first - 1} argument(s), got {len(value) - 1}"
            )
        readers = [r for r, _ in args]
        if name in more:
            readers += [more[name][0]] * (given - len(args))
        for j, (read, v) in enumerate(zip(readers, value[first:], strict=True)):
            try:
                out.append(read(v, ctx))
            except _Bad as bad:
                if spec.name_argument:
                    bad.keys.append(j + first)
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
        _a_list(value, ctx, size)
        return tuple(_one_by_one(one, value, ctx))

    every = [
        a for args in kinds.values() for a in (args.values() if isinstance(args, dict) else [args])
    ]
    plain = all(w is _identity for args in every for _, w in args) and all(
        w is _identity for _, w in more.values()
    )

    def write_one(task: tuple, ctx: Ctx) -> list:
        args = kinds[task[0]]
        out: list = [task[0]]
        first = 1
        if isinstance(args, dict):
            out.append(task[1])
            args, first = args[task[1]], 2
        out.extend(w(v, ctx) for (_, w), v in zip(args, task[first:], strict=False))
        if len(task) - first > len(args):
            w = more[task[0]][1]
            out.extend(w(v, ctx) for v in task[first + len(args) :])
        return out

    if plain:
        return read, lambda value, ctx: [list(t) for t in value]
    return read, lambda value, ctx: [write_one(t, ctx) for t in value]


def _mapping(args: tuple) -> tuple[Read, Write]:
    """An object of the file as a dict: each key read as its own type (a name, say)."""
    key_read, key_write = compile_type(args[0])
    value_read, value_write = compile_type(args[1])

    def read(value: Any, ctx: Ctx) -> dict:
        if not isinstance(value, dict):
            raise _Bad("expected an object")
        out = {}
        for k, v in value.items():
            try:
                key = key_read(k, ctx)  # the key first: ``out[a] = b`` would read b first
                out[key] = value_read(v, ctx)
            except _Bad as bad:
                bad.keys.append(k)
                raise
        return out

    def write(value: Mapping, ctx: Ctx) -> dict:
        return {key_write(k, ctx): value_write(v, ctx) for k, v in value.items()}

    return read, write


def _set(item: Any, markers: list[Any]) -> tuple[Read, Write]:
    """A set saved as a sorted list (the same set, the same file)."""
    item_read, item_write = compile_type(item)
    size = _sized(markers)

    def read(value: Any, ctx: Ctx) -> frozenset:
        _a_list(value, ctx, size)
        return frozenset(_one_by_one(item_read, value, ctx))

    return read, lambda value, ctx: sorted(item_write(v, ctx) for v in value)
