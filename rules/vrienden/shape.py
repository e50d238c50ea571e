"""The shape of a board: what decides whether the moves of an inspiration space can be made.

The feasibility search of a channel action looks at a board's colours for three things only:
whether a chakra is harmonized (skipped by travelling energies, its own energies locked),
whether a white makes a full chakra temporarily harmonized, and whether an energy may enter
the earth. Energies of one colour are otherwise interchangeable with any other, and "each
energy moves once" only needs to know how many energies of a kind arrived on a row.

So when no move of the search can change which chakras are skipped, two boards with the same
row sizes, the same harmonized chakras and the same number of earth-bound energies near the
earth have the same feasible channels, and can share one search. The shape is that triple as
an int; boards where colours could still matter have no shape and are searched by themselves.
"""

from __future__ import annotations

from .state import BLACK, EARTH, WHITE

_HARMONIZED = tuple((c, c, c) for c in range(7))
#: The longest way down one energy can travel within one channel action, in counted rows:
#: the owed moves down add up to at most three (1+1+1, 2+1 or 3).
_REACH = 3


def board_shape(rows: tuple, locked: bool, earth_any: bool) -> int | None:
    """The shape of ``rows`` (a player's board), or None when it has none.

    ``locked``: harmonized energies stay in place (otherwise a chakra could lose its harmony
    and win it back, which depends on colours). ``earth_any``: every colour may enter the
    earth, so no energy is special there.
    """
    if not locked or not _skips_are_fixed(rows):
        return None
    shape = 0
    to_earth = 1  # counted rows from the row below to the earth, the earth included
    for row in range(EARTH - 1, -1, -1):
        content = rows[row]
        if row and content == _HARMONIZED[row - 1]:
            shape = shape << 5 | 16  # skipped, never counted, never a source
            continue
        size = len(content)
        bound = _earth_bound(content, size, earth_any) if to_earth <= _REACH else 0
        shape = shape << 5 | size << 2 | bound
        to_earth += 1
    return shape


def _earth_bound(content: tuple, size: int, earth_any: bool) -> int:
    """How many energies of a row near the earth may enter it. Rows further up count none:
    none of their energies can get that far within one action."""
    return size if earth_any else content.count(BLACK)


def _skips_are_fixed(rows: tuple) -> bool:
    """No move can make a chakra (temporarily) harmonized: no white can move, and no colour
    has three energies that could gather on its own chakra within one action."""
    movable = sum(rows[:EARTH], ())
    if WHITE in movable:
        return False
    if len(movable) < 3:
        return True
    count = movable.count
    for c in range(7):  # noqa: SIM110 - cheaper than any(): runs for every board that channels
        if count(c) >= 3 and _may_harmonize(rows[c + 1], c):
            return False
    return True


def _may_harmonize(content: tuple, colour: int) -> bool:
    """Whether three moves could leave the chakra of ``colour`` holding three of it: each
    energy of another colour must leave, and each missing one of its own arrive."""
    own = content.count(colour)
    return own < 3 and len(content) - own <= own


#: (direction, counted rows) an owed move may take: +d down, -d up, 0 one row either way.
_DIRECTIONS = {
    0: ((1, 1), (-1, 1)),
    **{d: ((1 if d > 0 else -1, abs(d)),) for d in (-3, -2, -1, 1, 2, 3)},
}


class ShapeSearch:
    """The feasibility search of channel actions on a board's shape instead of its colours.

    The engine's own search (``Vrienden._search``) builds a new board per move tried; here a
    board is a few lists of counts, changed and restored in place, which is several times
    cheaper. Valid only for boards that have a shape (``board_shape`` is not None): there the
    two searches agree, which a property test checks on random boards.
    """

    __slots__ = ("bound", "cap", "moved", "moved_bound", "once", "size", "skip")

    def __init__(self, rows: tuple, earth_any: bool, once: bool, places: int, bubbles: int):
        """``bubbles``: the room of the bubbles row for moves (0 when moves stay among the
        chakras, ``vrienden.ruling.bubbles``)."""
        self.skip = [False] * (EARTH + 1)  # harmonized: skipped, never counted, never a source
        self.size = [0] * (EARTH + 1)  # energies per row (the earth's never matters)
        self.bound = [0] * (EARTH + 1)  # of which may enter the earth
        to_earth = 1
        for row in range(EARTH - 1, -1, -1):
            content = rows[row]
            if row and content == _HARMONIZED[row - 1]:
                self.skip[row] = True
                continue
            size = self.size[row] = len(content)
            if to_earth <= _REACH:
                self.bound[row] = _earth_bound(content, size, earth_any)
            to_earth += 1
        self.cap = [bubbles] + [places] * (EARTH - 1) + [0]
        self.once = once
        self.moved = [0] * (EARTH + 1)  # energies that arrived on a row during the search
        self.moved_bound = [0] * (EARTH + 1)  # of which may enter the earth

    def feasible(self, pending: tuple[int, ...]) -> bool:
        """Whether the moves ``pending`` (+d down, -d up, 0 one row either way) can all be
        made, in some order."""
        return self._search(list(pending))

    def _search(self, pending: list[int]) -> bool:
        if not pending:
            return True
        last = len(pending) == 1
        size, bound, moved, moved_bound = self.size, self.bound, self.moved, self.moved_bound
        for req in set(pending):
            rest = list(pending)
            rest.remove(req)
            for row in range(EARTH):
                if not size[row] or self.skip[row]:
                    continue
                free_bound = bound[row] - moved_bound[row]
                free_other = size[row] - bound[row] - moved[row] + moved_bound[row]
                if free_bound <= 0 and free_other <= 0:
                    continue  # everything here has moved already
                for step, dist in _DIRECTIONS[req]:
                    dest = self._walk(row, step, dist)
                    if dest is None:
                        continue
                    other_ok = free_other > 0 and dest != EARTH
                    if last:  # any energy that may make this move completes the search
                        if free_bound > 0 or other_ok:
                            return True
                        continue
                    if free_bound > 0 and self._try(row, dest, True, rest):
                        return True
                    if other_ok and self._try(row, dest, False, rest):
                        return True
        return False

    def _try(self, row: int, dest: int, earth_bound: bool, rest: list[int]) -> bool:
        """Whether moving one energy of the kind from ``row`` to ``dest`` lets the moves
        ``rest`` be made (the board is restored either way)."""
        self._move(row, dest, earth_bound, 1)
        found = self._search(rest)
        self._move(row, dest, earth_bound, -1)
        return found

    def _walk(self, row: int, step: int, dist: int) -> int | None:
        """Where an energy from ``row`` ends after ``dist`` counted rows, or None."""
        pos = row
        counted = 0
        while True:
            pos += step
            if pos < 0 or pos > EARTH:
                return None
            if self.skip[pos]:
                continue
            counted += 1
            if pos == EARTH:
                return pos if counted == dist else None
            if self.size[pos] >= self.cap[pos]:
                return None
            if counted == dist:
                return pos

    def _move(self, src: int, dst: int, earth_bound: bool, sign: int) -> None:
        """Move one energy (``sign`` 1), or take that move back (``sign`` -1)."""
        self.size[src] -= sign
        self.size[dst] += sign
        if earth_bound:
            self.bound[src] -= sign
            self.bound[dst] += sign
        if self.once:
            self.moved[dst] += sign
            if earth_bound:
                self.moved_bound[dst] += sign
