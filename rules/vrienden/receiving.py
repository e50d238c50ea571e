"""Receiving energy in Vrienden (seed 002_3b0b85b91a36e80b.txt, "Receive Energies"): which
colours a maya flow lets a player take, where they may go, and why a take is refused. The take
moves are worked out per flow and kept (a flow's choices, a room signature's destinations),
so that the legal list and a random player's pick cost little; ``take_check`` is the same
rules asked of one take, for the why-not (a test holds the two to each other).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Ruling
from rules.core.messages import Msg

from . import names as nm
from .names import BLACK, BUBBLES, EARTH, EMPTY, WHITE, M
from .state import (
    COLOUR_LIMIT,
    VriendenState,
)

if TYPE_CHECKING:
    pass

R = "vrienden."


class Receiving:
    """The rules of receiving energy (a part of the Vrienden game class)."""

    def _takes_in_flow(
        self,
        state: VriendenState,
        flow: tuple[int, ...],
        white: str,
        full: int,
        per_n: tuple[int, ...],
    ) -> int:
        """How many take actions a flow offers, given the colours the seat may not take
        (``full``, see `_full_colours`) and the destinations per number taken."""
        cache_key = (flow, white, full)
        counts = self._choice_counts.get(cache_key)
        if counts is None:
            choices = self._allowed_choices(state, flow, full)
            counts = tuple(sum(len(c) == n for c in choices) for n in range(4))
            self._choice_counts[cache_key] = counts
        return counts[1] * per_n[1] + counts[2] * per_n[2] + counts[3] * per_n[3]

    def _nth_take(
        self,
        state: VriendenState,
        f: int,
        flow: tuple[int, ...],
        full: int,
        dests: list,
        index: int,
    ) -> Action:
        """Take ``index`` of flow ``f``'s block, in the order of `take_options`."""
        for _, n, by_dest, actions in self._flow_table(state, f, flow, full):
            rows = dests[n]
            if index < len(rows):
                row = rows[index]
                action = actions[row]
                if action is None:  # each made once, when first picked
                    action = actions[row] = self.action_of(self.take_move, by_dest[row])
                return action
            index -= len(rows)
        raise IndexError(index)

    def take_options(self, state: VriendenState, seat: int) -> list[tuple]:
        """The take moves of the seat (flow, colours, row), in the order of the legal list:
        the rules of ``take_check`` worked out per flow and kept (a new list, or the shared
        empty one)."""
        room = self._room(state, seat)
        if not room:
            return _NOTHING  # no bubble free and no chakra open: nothing can be received
        white = self._take_rules(state)[1]
        full = self._full_colours(state, seat)
        dests = self._dests(room)
        # Equal room signatures, flows and full colours give the same take moves: each
        # flow's block of them is cached on them. (Whole lists on (flows, signature) were
        # cached too, but the three flows rarely come back together.)
        cache = self._block_cache
        options: list[tuple] = []
        for f, flow in enumerate(state.flows):
            cache_key = (f, flow, room, white, full)
            block = cache.get(cache_key)
            if block is None:
                block = [
                    by_dest[d]
                    for colours, n, by_dest, _ in self._flow_table(state, f, flow, full)
                    for d in dests[n]
                ]
                if len(cache) > 200_000:
                    cache.clear()
                cache[cache_key] = block
            options += block
        return options

    def _room(self, state: VriendenState, seat: int) -> int:
        """Room signature of a seat's board: free bubbles, then 4 bits per chakra for the room
        a direct placement may use (0 if its notch is taken or no token is left)."""
        rows = state.boards[seat]
        room = self.board.bubbles - len(rows[BUBBLES])
        notches = state.notches[seat]
        tokens = self.board.inspiration_tokens - notches.bit_count()
        if tokens - state.spaces[seat].bit_count() > 0:
            places = self.board.places
            for c in range(7):
                free = places - len(rows[c + 1])
                if free > 0 and not notches >> c & 1:
                    room |= free << (4 + 4 * c)
        return room

    def _dests(self, room: int) -> list[tuple[int, ...]]:
        """Per number of energies taken (index 1-3): the rows they may go to, bubbles first."""
        dests = self._dests_cache.get(room)
        if dests is None:
            dests = [
                tuple(row for row in range(EARTH) if n <= room >> (4 * row) & 15) for n in range(4)
            ]
            self._dests_cache[room] = dests
        return dests

    def _dest_counts(self, room: int) -> tuple[int, ...]:
        """Per number of energies taken (index 1-3): how many rows they may go to."""
        counts = self._dest_count_cache.get(room)
        if counts is None:
            counts = self._dest_count_cache[room] = tuple(map(len, self._dests(room)))
        return counts

    def _take_rules(self, state: VriendenState) -> tuple[bool, str]:
        """(colour limit on?, white-take ruling), read once per rulings tuple."""
        rulings, found = self._last_take_rules
        if state.rulings is not rulings:
            found = (state.ruling("colour-limit") == "bga", state.ruling("white-take"))
            self._last_take_rules = (state.rulings, found)
        return found

    def _flow_table(
        self, state: VriendenState, f: int, flow: tuple[int, ...], full: int
    ) -> list[tuple[tuple[int, ...], int, list[tuple], list[Action | None]]]:
        """Per allowed colour choice of flow ``f`` (none of the colours in ``full``): (colours,
        how many, the take's parts per destination row, its Action per row once a random
        player has picked it), in the order of ``_flow_choices``."""
        cache_key = (f, flow, state.ruling("white-take"), full)
        table = self._table_cache.get(cache_key)
        if table is None:
            table = [
                (colours, len(colours), *self._take_rows(f, colours))
                for colours in self._allowed_choices(state, flow, full)
            ]
            if len(self._table_cache) > 100_000:
                self._table_cache.clear()
            self._table_cache[cache_key] = table
        return table

    def _take_rows(self, f: int, colours: tuple[int, ...]) -> tuple[list[tuple], list]:
        """The parts of taking ``colours`` from flow ``f`` to each row, and the list of their
        Actions (made when first picked): one pair per take, shared by every table that holds
        it (tables are many, takes a few hundred)."""
        rows = self._rows_of_take.get((f, colours))
        if rows is None:
            parts = [(f, colours, row) for row in range(EARTH)]
            rows = self._rows_of_take[f, colours] = (parts, [None] * EARTH)
        return rows

    def _allowed_choices(
        self, state: VriendenState, flow: tuple[int, ...], full: int
    ) -> list[tuple[int, ...]]:
        """The colour choices of ``flow`` that include none of the colours in ``full``."""
        choices = self._flow_choices(state, flow)
        if not full:
            return choices
        return [chosen for chosen in choices if not any(full >> c & 1 for c in chosen)]

    def _flow_choices(self, state: VriendenState, flow: tuple[int, ...]) -> list[tuple[int, ...]]:
        cache_key = (flow, state.ruling("white-take"))
        cached = self._choice_cache.get(cache_key)
        if cached is not None:
            return cached
        present = sorted({c for c in flow if c != EMPTY})
        result = []
        n = len(present)
        for mask in range(1, 1 << n):
            chosen = tuple(present[i] for i in range(n) if mask >> i & 1)
            if self._take_problem(state, present, chosen) is None:
                result.append(chosen)
        self._choice_cache[cache_key] = result
        return result

    def _take_problem(
        self, state: VriendenState, present: list[int], chosen: tuple[int, ...]
    ) -> Ruling | None:
        """The rule a choice of colours from one flow breaks (colours known to be there)."""
        black_there = BLACK in present
        white_there = WHITE in present
        if BLACK in chosen and WHITE in chosen:
            return Ruling(R + "yin-yang.no-mix", Msg(M + "refuse-no-mix"))
        if white_there and black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(R + "yin-yang.take", Msg(M + "refuse-take-black-or-white"))
        if black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(R + "receive.black", Msg(M + "refuse-take-black"))
        if white_there and not black_there and WHITE not in chosen:
            return Ruling(R + "yin-yang.take", Msg(M + "refuse-take-white"))
        if WHITE in chosen and len(chosen) < 2 and state.ruling("white-take") == "seed":
            return Ruling(R + "ruling.white-take", Msg(M + "refuse-white-alone"))
        return None

    def _full_colours(self, state: VriendenState, seat: int) -> int:
        """The chakra colours ``seat`` may receive no more of (``vrienden.ruling.colour-limit``):
        bit c set when its board already holds three energies of colour c; 0 with no limit."""
        if not self._take_rules(state)[0]:
            return 0
        held = [0] * 9
        for row in state.boards[seat]:
            for x in row:
                held[x] += 1
        return sum(1 << c for c in range(7) if held[c] >= COLOUR_LIMIT)

    def take_check(
        self, state: VriendenState, f: int, colours: tuple[int, ...], dest: int
    ) -> Ruling | None:
        """Why taking ``colours`` from maya flow ``f`` to row ``dest`` is refused, or None."""
        seat = state.current
        ordered = tuple(sorted(colours))
        distinct = len(set(colours)) == len(colours)
        if distinct and colours != ordered and self.take_check(state, f, ordered, dest) is None:
            # said in words, the colours in the order the rules name them (never the key)
            named = tuple(nm.colour(c) for c in ordered)
            return Ruling(R + "turn", Msg(M + "refuse-take-order", colours=named))
        flow = state.flows[f]
        if not distinct:
            return Ruling(R + "receive.take", Msg(M + "refuse-take-distinct"))
        if len(colours) > 3:
            return Ruling(R + "receive.take", Msg(M + "refuse-take-how-many"))
        for c in colours:
            if c not in flow:
                return Ruling(
                    R + "receive.take",
                    Msg(M + "refuse-take-absent", flow=f + 1, colour=nm.colour(c)),
                )
        present = sorted({c for c in flow if c != EMPTY})
        problem = self._take_problem(state, present, ordered)
        if problem is not None:
            return problem
        rows = state.boards[seat]
        full = self._full_colours(state, seat)
        over = [c for c in colours if full >> c & 1]
        if over:
            return Ruling(
                R + "ruling.colour-limit",
                Msg(M + "refuse-colour-limit", colour=nm.colour(over[0])),
            )
        taken = len(colours)
        if dest == BUBBLES:
            free = self.board.bubbles - len(rows[BUBBLES])
            if taken <= free:
                return None
            return Ruling(
                R + "receive.bubbles",
                Msg(
                    M + "refuse-bubbles-full",
                    free=nm.count("bubble", free),
                    taken=nm.count("energy", taken),
                ),
            )
        c = dest - 1
        if state.notches[seat] >> c & 1:
            return Ruling(
                R + "receive.notch-taken",
                Msg(M + "refuse-notch-taken", colour=nm.colour(c)),
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(R + "receive.chakra", Msg(M + "refuse-chakra-no-token"))
        free = self.board.places - len(rows[dest])
        if taken <= free:
            return None
        return Ruling(
            R + "receive.capacity",
            Msg(M + "refuse-chakra-room", colour=nm.colour(c), free=free, taken=taken),
        )


_NOTHING: list[tuple] = []  # no take move (shared: never changed)
