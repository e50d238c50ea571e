"""The shape of a board: what decides whether the moves of an inspiration space can be made.

The feasibility search of a channel action looks at a board's colours for three things only:
whether a chakra is harmonized (skipped by travelling energies, its own energies locked),
whether a white makes a full chakra temporarily harmonized, and whether an energy may enter
the earth. Energies of one colour are otherwise interchangeable with any other, and "each
energy moves once" only needs to know how many energies of a kind arrived on a row.

So when no move of the search can change which chakras are skipped, two boards with the same
row sizes, the same harmonized chakras and the same number of earth-bound energies near the
earth have the same feasible channels, and can share one search. The shape is that triple as
an int, the key under which the engine keeps what its one search (``Vrienden._search``) found;
boards where colours could still matter have no shape and are searched by themselves.
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
