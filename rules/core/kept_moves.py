"""A game's list of moves kept for the last position asked about, under the fields it reads.

A bot decides on its seat's view and the core then looks its choice up in the whole position
(``rules.core.bots.decide``): two positions that differ only in what the seat may not see, so
the same list is made twice in a row. A game whose list of some move is costly (the Hidden
Castle's guest moves, The Mushroom Eaters' card plays) keeps the last one it made under every
field of the position that the list's rules read, and gives it again for a position equal to
that one in all of them (issue 47). One mechanism for every game that needs it (issue 45).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import update_wrapper
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")

#: The start of the names of the instance attributes the kept lists live in.
KEPT_PREFIX = "_kept_"


def kept_for_last_position(
    *fields: str,
) -> Callable[[Callable[[Any, Any], T]], Callable[[Any, Any], T]]:
    """Decorate ``method(self, state) -> list`` so that its result is kept for the last
    position asked about and given again while ``fields`` (every field of the state the
    method's rules read, directly or through the helpers it calls) are equal to that
    position's. The list is given as kept: callers must not change it.

    The wrapped method is still there as ``.made_afresh`` and the fields as ``.kept_fields``
    (tests compare a kept list with a fresh one; ``forget_kept`` drops what is kept)."""
    if not fields:
        raise ValueError("name the fields the kept list is read from")
    read = attrgetter(*fields) if len(fields) > 1 else (lambda s, f=fields[0]: (getattr(s, f),))

    def decorate(make: Callable[[Any, Any], T]) -> Callable[[Any, Any], T]:
        slot = KEPT_PREFIX + make.__name__

        def kept(self: Any, state: Any) -> T:
            key = read(state)
            own = self.__dict__
            last = own.get(slot)
            if last is not None and last[0] == key:
                return last[1]
            found = make(self, state)
            own[slot] = (key, found)
            return found

        update_wrapper(kept, make)
        kept.made_afresh = make  # type: ignore[attr-defined]
        kept.kept_fields = fields  # type: ignore[attr-defined]
        return kept

    return decorate


def forget_kept(owner: Any) -> None:
    """Drop every list ``owner`` keeps (``kept_for_last_position``): the next asked is made
    afresh."""
    own = vars(owner)
    for name in [n for n in own if n.startswith(KEPT_PREFIX)]:
        del own[name]


__all__ = ["KEPT_PREFIX", "forget_kept", "kept_for_last_position"]
