"""A fast positional constructor for the frozen, slotted dataclasses that hold game states."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


def positional_builder(cls: type[T]) -> Callable[..., T]:
    """A constructor of ``cls`` taking every field positionally, for an engine's hot path.

    A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``.
    This one fills an instance of a plain twin class with the same slots (ordinary attribute
    stores, which the interpreter specialises) and then gives it its real class: the same
    fields, order and values, several times faster than even calling the slot descriptors.
    Defaults are not applied: every field must be given. The instance is frozen once built.
    Classes whose layout a twin cannot share fall back to the slot descriptors.
    """
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    assert "_it" not in names  # the name of the instance being built
    twin = _slot_twin(cls, names)
    if twin is not None:
        scope: dict[str, Any] = {"_new": object.__new__, "_twin": twin, "_cls": cls}
        body = "".join(f"    _it.{n} = {n}\n" for n in names)
        body += "    _it.__class__ = _cls\n"
    else:
        scope = {f"_set{i}": cls.__dict__[n].__set__ for i, n in enumerate(names)}
        scope.update(_new=object.__new__, _twin=cls)
        body = "".join(f"    _set{i}(_it, {n})\n" for i, n in enumerate(names))
    exec(f"def build({', '.join(names)}):\n    _it = _new(_twin)\n{body}    return _it\n", scope)
    return scope["build"]


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


def view_builder(cls: type[T]) -> Callable[[T, int], T]:
    """``seen_by(state, viewer)`` for a state class with ``seed`` and ``viewer`` fields: the
    state with no seed, as ``viewer`` sees it; ``dataclasses.replace(state, seed=None,
    viewer=viewer)`` made field by field, as a bot's every decision asks for it."""
    names = [f.name for f in fields(cls)]
    values_of, build = attrgetter(*names), positional_builder(cls)
    seed, viewer_at = names.index("seed"), names.index("viewer")

    def seen_by(state: T, viewer: int) -> T:
        values = list(values_of(state))
        values[seed], values[viewer_at] = None, viewer
        return build(*values)

    return seen_by
