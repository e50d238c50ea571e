"""What an Eater holds and may choose among: the tracks that can move, the items that can be
lost, the cubes, the Mantra tokens, who may receive a Share item (seed
000_556f26b31c3cddac.txt), a part of the moves (moves.py)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core.flow import turn_order

from .data import LETTERS
from .names import DRUM, HOUR
from .table import D

#: The kinds of loss in the order a loss of any item offers them: an Eater's cubes, the tracks
#: that can go down, its tokens and cards, its Mantra letters.
LOSS_GROUPS = ("focus", "energy", "awakening", "paradox", "wisdom", "path", "face", "mantra")
#: The field that counts each kind of token or card lost one at a time.
COUNTED = {
    "awakening": "awakening",
    "paradox": "paradox",
    "wisdom": "wisdom",
    "path": "path_cards",
    "face": "faces",
}


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

    def loss_options(self, state, seat, kind, at_most: int | None = None) -> list[str]:
        """What ``seat`` could lose for a loss of ``kind`` ("any": any item it owns, in the
        order ``LOSS_GROUPS`` offers them); each of its cubes on a focus board is an option of
        its own, since which one goes matters. With ``at_most``, only that many first ones:
        a loss asks whether there is a choice at all, on most actions a bot rates, before
        anything needs the whole list. A loss of one kind looks at that kind alone (issue 47:
        it walked everything the Eater owns to keep one kind's)."""
        found: list[str] = []
        for group in LOSS_GROUPS if kind == "any" else (kind,):
            found += self.owned_of(state, seat, group)
            if at_most is not None and len(found) >= at_most:
                return found[:at_most]
        return found

    def owned_of(self, state, seat, group) -> Iterable[str]:
        """The options of one kind of loss (``LOSS_GROUPS``) that ``seat`` owns: its cubes,
        the tracks that can go down, a kind of token or card it holds, its Mantra letters; a
        kind that is none of these, nothing."""
        if group == "focus":
            return self.own_cubes(state, seat)
        if group == "energy":
            return self.tracks_open(state, seat, -1)
        if group == "mantra":
            return [f"mantra-{letter}" for letter in dict.fromkeys(state.mantras[seat])]
        field = COUNTED.get(group)
        return (group,) if field is not None and getattr(state, field)[seat] > 0 else ()

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
        """The Mantra letters ``seat`` may take: some left in the supply, and (by a ruling) at
        most two of a letter held."""
        held, mine = "".join(state.mantras), state.mantras[seat]
        cap = 2 if state.ruling("mantra-chant") == "at-most-two" else 99
        supply = D.supply["mantras_per_letter"]
        return [x for x in LETTERS if held.count(x) < supply and mine.count(x) < cap]

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
