"""What an Eater holds and may choose among: the tracks that can move, the items that can be
lost, the cubes, the Mantra tokens, who may receive a Share item (seed
000_556f26b31c3cddac.txt), a part of the moves (moves.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import islice

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

    def loss_options(self, state, seat, kind, at_most: int | None = None) -> list[str]:
        """What ``seat`` could lose for a loss of ``kind`` ("any": any item it owns); each of
        its cubes on a focus board is an option of its own, since which one goes matters.
        With ``at_most``, only that many first ones: a loss asks whether there is a choice
        at all, on most actions a bot rates, before anything needs the whole list."""
        options = (option for group, option in self.owned(state, seat) if kind in ("any", group))
        return list(options if at_most is None else islice(options, at_most))

    def owned(self, state, seat) -> Iterator[tuple[str, str]]:
        """Every item ``seat`` could lose, as (kind of loss, option), in the order offered:
        its cubes, the tracks that can go down, its tokens and cards, its Mantra letters."""
        for cube in self.own_cubes(state, seat):
            yield "focus", cube
        for track in self.tracks_open(state, seat, -1):
            yield "energy", track
        for kind, count in (
            ("awakening", state.awakening[seat]),
            ("paradox", state.paradox[seat]),
            ("wisdom", state.wisdom[seat]),
            ("path", state.path_cards[seat]),
            ("face", state.faces[seat]),
        ):
            if count > 0:
                yield kind, kind
        for letter in dict.fromkeys(state.mantras[seat]):
            yield "mantra", f"mantra-{letter}"

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
