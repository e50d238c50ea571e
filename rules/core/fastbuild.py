"""Fast constructors for the frozen, slotted dataclasses that hold game states."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


class Filling:
    """Generated code that builds an instance of a frozen, slotted dataclass field by field.

    A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``.
    ``statements`` instead fill an instance of a plain twin class with the same slots
    (ordinary attribute stores, which the interpreter specialises) and then give it its real
    class: the same fields, order and values, several times faster than even calling the slot
    descriptors. Classes whose layout a twin cannot share fall back to the slot descriptors.

    The statements are written into the function that has the values at hand (a working
    copy's ``freeze``, a seat's view) rather than calling a constructor with every field as
    an argument: Python passes a call of more than 30 arguments through a tuple it builds
    (``CALL_FUNCTION_EX``), which cost more than the stores themselves (issue 47: freezing
    O Inconsciente's 58 fields took 5.7 µs through the constructor, 2.8 µs written in place).
    """

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
        twin = _slot_twin(cls, self.names)
        self.scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
        if twin is not None:
            self.scope["_twin"] = twin
        else:
            self.scope["_twin"] = cls
            for i, name in enumerate(self.names):
                self.scope[f"_set{i}"] = cls.__dict__[name].__set__
        self._fast = twin is not None

    def statements(self, values: dict[str, str], indent: str = "    ", into: str = "_it") -> str:
        """Lines that leave in ``into`` the instance whose fields are the given expressions
        (a field's name to the Python expression of its value; every field given)."""
        missing = [n for n in self.names if n not in values]
        if missing:
            raise ValueError(f"{self.cls.__name__}: no value for field {missing[0]!r}")
        lines = [f"{into} = _new(_twin)"]
        for i, name in enumerate(self.names):
            if self._fast:
                lines.append(f"{into}.{name} = {values[name]}")
            else:
                lines.append(f"_set{i}({into}, {values[name]})")
        if self._fast:
            lines.append(f"{into}.__class__ = _cls")
        return "".join(f"{indent}{line}\n" for line in lines)

    def define(self, header: str, values: dict[str, str], **scope: Any) -> Callable[..., Any]:
        """A function ``def <header>:`` that returns the instance built from ``values``
        (expressions over its arguments and the names given in ``scope``)."""
        namespace = {**self.scope, **scope}
        name = header.split("(", 1)[0]
        body = self.statements(values) + "    return _it\n"
        exec(f"def {header}:\n{body}", namespace)
        return namespace[name]


def positional_builder(cls: type[T]) -> Callable[..., T]:
    """A constructor of ``cls`` taking every field positionally, for an engine's hot path.

    Defaults are not applied: every field must be given. The instance is frozen once built.
    (A caller with many fields at hand does better with ``Filling``: see its note.)
    """
    filling = Filling(cls)
    names = filling.names
    assert "_it" not in names  # the name of the instance being built
    return filling.define(f"build({', '.join(names)})", {n: n for n in names})


def _slot_twin(cls: type, names: list[str]) -> type | None:
    """A mutable class with exactly ``cls``'s slots, whose instances may become ``cls``
    instances (``__class__`` assignment needs the same layout); None if there is none."""
    if cls.__dict__.get("__slots__") != tuple(names):
        return None
    # Mixins without slots of their own (``rules.core.working.Rulings``) keep the layout.
    if any(base.__dict__.get("__slots__", None) != () for base in cls.__mro__[1:-1]):
        return None
    twin = type(f"_{cls.__name__}Twin", cls.__bases__, {"__slots__": tuple(names)})
    probe = object.__new__(twin)
    try:
        probe.__class__ = cls
    except TypeError:
        return None
    return twin


def view_builder(cls: type[T], hidden: Sequence[str] = ()) -> Callable[..., T]:
    """``seen_by(state, viewer, *masked)`` for a state class with ``seed`` and ``viewer``
    fields: the state with no seed, as ``viewer`` sees it, the ``hidden`` fields given in
    that order as ``viewer`` may see them (each game masks its own zones); that is
    ``dataclasses.replace(state, seed=None, viewer=viewer, ...)`` made field by field, as a
    bot's every decision asks for it."""
    filling = Filling(cls)
    values = _copied(filling.names, "state")
    if "seed" not in values or "viewer" not in values:
        raise ValueError(f"{cls.__name__} has no seed or no viewer field")
    unknown = [name for name in hidden if name not in values]
    if unknown:
        raise ValueError(f"{cls.__name__} has no field {unknown[0]!r}")
    values.update(seed="None", viewer="viewer", **{name: name for name in hidden})
    return filling.define(f"seen_by({', '.join(('state', 'viewer', *hidden))})", values)


def seated_builder(cls: type[T]) -> Callable[[Any, Any], T]:
    """``seated(after, state)`` for a state class with ``seed`` and ``viewer`` fields:
    ``after`` with ``state``'s seed and viewer, made field by field (``view_builder``'s
    inverse: the position an action leads to from a seat's view, given back the whole
    position's seed and viewer)."""
    filling = Filling(cls)
    values = _copied(filling.names, "after")
    if "seed" not in values or "viewer" not in values:
        raise ValueError(f"{cls.__name__} has no seed or no viewer field")
    values.update(seed="state.seed", viewer="state.viewer")
    return filling.define("seated(after, state)", values)


def _copied(names: Iterable[str], source: str) -> dict[str, str]:
    """Every field read from the instance named ``source``."""
    return {n: f"{source}.{n}" for n in names}
