"""What an Eater holds and may choose among: the tracks that can move, the items that can be
lost, the cubes, the Mantra tokens, who may receive a Share item (seed
000_556f26b31c3cddac.txt), a part of the moves (moves.py)."""

from __future__ import annotations

from collections import Counter

from rules.core.flow import turn_order

from .data import LETTERS
from .names import DRUM, HOUR
from .table import D


class Holdings:
    """The options an Eater's items give a choice."""

    def tracks_open(self, state, seat, sign) -> list[str]:
        """The Nervous System tracks that can move one step up (``sign`` 1) or down (-1)."""
        return [
            track for track in ("intensity", "forward") if self.can_move(state, seat, track, sign)
        ]

    @staticmethod
    def can_move(state, seat, track, sign) -> bool:
        low, high = D.tracks[track]
        value = getattr(state, track)[seat]
        return value < high if sign > 0 else value > low

    def loss_options(self, state, seat, kind) -> list[str]:
        """What ``seat`` could lose for a loss of ``kind`` ("any": any item it owns); each of
        its cubes on a focus board is an option of its own, since which one goes matters."""
        return [option for group, option in self.owned(state, seat) if kind in ("any", group)]

    def owned(self, state, seat) -> list[tuple[str, str]]:
        """Every item ``seat`` could lose, as (kind of loss, option)."""
        found = [("focus", cube) for cube in self.own_cubes(state, seat)]
        found += [("energy", t) for t in self.tracks_open(state, seat, -1)]
        found += [
            (kind, kind)
            for kind, count in (
                ("awakening", state.awakening[seat]),
                ("paradox", state.paradox[seat]),
                ("wisdom", state.wisdom[seat]),
                ("path", state.path_cards[seat]),
                ("face", state.faces[seat]),
            )
            if count > 0
        ]
        return found + [("mantra", f"mantra-{x}") for x in dict.fromkeys(state.mantras[seat])]

    @staticmethod
    def own_cubes(state, seat) -> list[str]:
        """``seat``'s cubes on the focus boards, as "<board>:<place from the bottom>"."""
        return [
            f"{board}:{i}"
            for board in (HOUR, DRUM)
            for i, owner in enumerate(getattr(state, board))
            if owner == seat
        ]

    def mantras_open(self, state, seat) -> list[str]:
        held = Counter("".join(state.mantras))
        cap = 2 if state.ruling("mantra-chant") == "at-most-two" else 99
        mine = Counter(state.mantras[seat])
        return [x for x in LETTERS if held[x] < D.supply["mantras_per_letter"] and mine[x] < cap]

    def receivers(self, state, giver, item) -> list[int]:
        kind = item.partition(":")[0]
        seats = [s for s in turn_order(giver, state.players) if s != giver]
        if kind == "breathe":
            return [s for s in seats if not state.breathe[s]]
        if kind == "recall":
            return [s for s in seats if state.discards[s]]
        if kind == "mantra":
            return [s for s in seats if self.mantras_open(state, s)]
        return seats
