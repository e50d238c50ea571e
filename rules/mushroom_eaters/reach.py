"""Where the Action Pawn may go with a Mood card: its movement, the Moving Forward energy added,
the Must Do spaces and the Personal Paths in reach (seed 000_556f26b31c3cddac.txt), a part of
the moves (moves.py)."""

from __future__ import annotations

from functools import cache
from typing import Any

from .table import BRANCH, LAST, D, easier, series_start


class Reach:
    """Where a Mood card may take the pawn, and when the Special Action is open."""

    def free_paths(self, state: Any) -> bool:
        return not easier(state) and len(state.pp_drawn) < len(D.path_cards)

    def locked(self, state: Any, where: int) -> bool:
        return where in state.path_space

    def own_moment(self, state) -> bool:
        """A decision of the current Eater in their own turn, with the Special Action open."""
        # Whether it is open asked first: closed until the Jelly Space, which is cheaper to
        # read than who is to move.
        return self.special_open(state, state.current) and state.to_move == state.current

    def movement_choices(self, state: Any, card: str) -> tuple[int, ...]:
        if card == "I":
            return (0, 1, 2, 3) if state.jelly and not easier(state) else (2,)
        return (D.moves[card],)

    @staticmethod
    def must_move_on(state, seat) -> bool:
        """On the main path the Eater who moved the pawn here, and anyone on a Must Do space
        (a 0 cannot repeat it), must move the pawn on with any card that can."""
        if state.on_path[seat] >= 0:
            return False
        return seat == state.lander or bool(D.spaces[state.pawn].series)

    def special_open(self, state, seat) -> bool:
        if not state.jelly or easier(state):
            return False
        if state.ruling("special-action") == "per-table":
            return not any(state.specials)
        return not state.specials[seat]

    def _play_parts(self, state, seat, card, mv, ways=None) -> list[tuple]:
        """The plays of ``card`` for ``mv`` movement, as key parts (card, move, steps). What
        a play may do with the pawn depends on the card only by whether it forces a Personal
        Path, so ``ways`` (a dict, if given) keeps them for the hand's other cards."""
        forces = self.forces_path(state, card, mv)
        steps = None if ways is None else ways.get((mv, forces))
        if steps is None:
            steps = self._ways_to_play(state, seat, mv, forces)
            if ways is not None:
                ways[mv, forces] = steps
        return [(card, mv, s) for s in steps]

    def _ways_to_play(self, state, seat, mv, forces) -> list[tuple]:
        """Each way to play ``mv`` movement: (energy added, Personal Path entered or None)."""
        if mv == 0:
            return [(0, None)]
        if state.on_path[seat] >= 0:
            return [(extra, None) for extra in self.card_energy(state, seat, mv)]
        forced = self.path_targets(state, 2) if forces else []
        if forced:
            return [(0, t) for t in forced]
        energy = state.forward[seat]
        found = list(energy_ways(easier(state), state.pawn, mv, energy))
        # Energy may carry the octagon onto a branch: each with the least energy that reaches
        # it (the branches come in the order of the reach they need).
        for target, needs in self.targets_by_reach(state, mv + energy):
            if target[0] == "b":
                found.append((max(0, needs - mv), target))
        return found

    def card_energy(self, state, seat, mv) -> range:
        """The Moving Forward energy an Eater on a Personal Path may add to a card: each point
        one more action along the card, never past its final Must Do."""
        left = len(D.path_cards[state.on_path[seat]].spaces) - 1 - state.path_pos[seat]
        return range(min(state.forward[seat], max(0, left - mv)) + 1)

    def walk(self, state, start: int, steps: int) -> tuple[int, bool]:
        """Where ``steps`` spaces of movement take the pawn (``walked``)."""
        return walked(easier(state), start, steps)

    def path_targets(self, state, reach: int) -> list[str]:
        """Free Personal Path spaces within ``reach`` movement: "p<space>" on the path,
        "b<space>" for the branch beside a space (one more movement to step onto it)."""
        return [target for target, _ in self.targets_by_reach(state, reach)]

    def targets_by_reach(self, state, reach: int) -> list[tuple[str, int]]:
        """``path_targets`` with the movement each needs, nearest first: the targets within
        a smaller reach are those needing no more than it. Those no octagon locks, of the
        free ones ahead of the pawn (``targets_ahead``)."""
        if not self.free_paths(state):
            return []
        locks = state.path_space
        return [
            (t, needs) for t, needs, lock in targets_ahead(state.pawn, reach) if lock not in locks
        ]

    def forces_path(self, state, card, mv) -> bool:
        """Whether this play must go onto a Personal Path in reach (a 2, and the Identity
        card played as a 2 when ruling identity-forces says so)."""
        return card in ("2a", "2b") or (
            card == "I" and mv == 2 and state.ruling("identity-forces") == "forces"
        )

    def forced_paths(self, state, card, mv) -> list[str]:
        return self.path_targets(state, 2) if self.forces_path(state, card, mv) else []


# The three answers below depend on the board alone (and the easier game): each is worked out
# once by its rule and looked up after (issue 47: a bot's every turn asks them for every card
# and every Moving Forward energy it could add). Their arguments are a space and a movement,
# so there are only as many as the path has spaces times the reach of a card.
@cache
def walked(skip_paths: bool, start: int, steps: int) -> tuple[int, bool]:
    """Where ``steps`` spaces of movement take the pawn from ``start``, and whether it
    stopped early: it stops at the first space of a Must Do series and at the last space; in
    the easier game (``skip_paths``) Personal Path spaces are not counted."""
    at = start
    while steps > 0 and at < LAST:
        at += 1
        if skip_paths and D.spaces[at].kind == "pp":
            continue
        steps -= 1
        if series_start(at):
            return at, True
    return at, False


@cache
def energy_ways(skip_paths: bool, start: int, mv: int, energy: int) -> tuple[tuple, ...]:
    """The ways to move the pawn on from ``start`` with ``mv`` movement and up to ``energy``
    Moving Forward energy added, as (energy added, None): each more energy only while it
    moves the pawn further (not past a Must Do or the end). The walk is ``walked``'s."""
    found = []
    before = None  # where one energy less took the pawn
    for extra in range(energy + 1):
        dest, _ = walked(skip_paths, start, mv + extra)
        if extra and dest == before:
            break  # more energy would not move the pawn further (a Must Do or the end)
        found.append((extra, None))
        before = dest
    return tuple(found)


@cache
def targets_ahead(start: int, reach: int) -> tuple[tuple[str, int, int], ...]:
    """The Personal Path targets within ``reach`` movement of the pawn on ``start``, nearest
    first, each with the movement it needs and the ``path_space`` an octagon locking it holds:
    "p<space>" on the path (locked by the space), "b<space>" for the branch beside a space
    (one more movement to step onto it; locked by ``BRANCH`` + the space). A Must Do series
    stops the walk."""
    found, at, used = [], start, 0
    if D.spaces[at].branch and reach >= 1:
        found.append((f"b{at}", 1, BRANCH + at))
    while used < reach and at < LAST:
        at += 1
        used += 1
        space = D.spaces[at]
        if space.kind == "pp":
            found.append((f"p{at}", used, at))
        if space.branch and used + 1 <= reach:
            found.append((f"b{at}", used + 1, BRANCH + at))
        if series_start(at):
            break
    return tuple(found)
