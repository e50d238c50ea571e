"""A fast positional constructor for the frozen, slotted dataclasses that hold game states."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def positional_builder(cls: type[T]) -> Callable[..., T]:
    """A constructor of ``cls`` taking every field positionally, for an engine's hot path.

    A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``; this
    one calls the slot descriptors directly (same fields, same order, same values), about twice
    as fast. Defaults are not applied: every field must be given. The instance stays frozen;
    this only builds it.
    """
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    scope: dict[str, Any] = {f"_set{i}": cls.__dict__[n].__set__ for i, n in enumerate(names)}
    scope.update(_new=object.__new__, _cls=cls)
    body = "".join(f"    _set{i}(state, {n})\n" for i, n in enumerate(names))
    exec(f"def build({', '.join(names)}):\n    state = _new(_cls)\n{body}    return state\n", scope)
    return scope["build"]
