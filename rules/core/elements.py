"""Board element ids: what a game's Steps highlight and its board view's clicks report.

An id is a kind and its parts joined by colons (``stack:0:2``, ``hand:1:us-rooftop-solar``):
the board view finds a part-less group by cutting parts off the end. A game's ``names.py``
declares each kind once with ``element_id`` instead of writing a small function per kind, so
that its engine, codec, teaching and board view build every id the same way.
"""

from __future__ import annotations

from collections.abc import Callable


def element_id(kind: str) -> Callable[..., str]:
    """The maker of ``kind``'s ids: ``element_id("stack")(0, 2) == "stack:0:2"``. It needs at
    least one part (a seat, a card's key, a number): a kind alone is a plain constant."""
    if not kind or ":" in kind:
        raise ValueError(f"an element kind is a word without colons, not {kind!r}")

    prefix = kind + ":"

    def make(first: int | str, *rest: int | str) -> str:
        # f-strings for the usual one or two parts: ids are built in every Step's highlight.
        if not rest:
            return f"{prefix}{first}"
        if len(rest) == 1:
            return f"{prefix}{first}:{rest[0]}"
        return prefix + ":".join(map(str, (first, *rest)))

    make.__name__ = make.__qualname__ = kind.replace("-", "_") + "_id"
    make.__doc__ = f"The id of a {kind!r} element: {kind}:<part>[:<part>...]."
    return make
