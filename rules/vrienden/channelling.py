"""Channelling energy in Vrienden (seed 002_3b0b85b91a36e80b.txt, "Channel Energy"): which
inspiration spaces a player may use now (every move of its action possible in some order; the
eighth's discard and choice from the bag), and why a channel action is refused. Where an
energy may go is paths.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Ruling
from rules.core.messages import Msg

from .moves import channel_text
from .names import BLACK, BUBBLES, EARTH, WHITE, M
from .shape import board_shape
from .state import (
    CHANNELS,
    VriendenState,
)

if TYPE_CHECKING:
    pass

R = "vrienden."


class Channelling:
    """The rules of channel actions (a part of the Vrienden game class)."""

    def channel_options(self, spaces: int) -> list[tuple[int]]:
        """The channel moves of the inspiration spaces ``spaces`` (bit i - 1 for space i)."""
        options = self._channel_lists.get(spaces)
        if options is None:
            options = [(i,) for i in CHANNELS if spaces >> (i - 1) & 1]
            self._channel_lists[spaces] = options
        return options  # shared: callers concatenate, never change it

    def _channel_spaces(self, state: VriendenState, seat: int) -> int:
        """The inspiration spaces the seat may channel now: bit i - 1 for space i."""
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return 0
        used = state.spaces[seat]
        rows = state.boards[seat]
        spaces = self._movable_spaces(state, rows, used)
        if not used >> 7 & 1:
            rows_ok = BLACK in rows[EARTH] and len(rows[BUBBLES]) < self.board.bubbles
            if rows_ok and self._discard_problem(state, seat) is None:  # the first two tests
                spaces |= 1 << 7  # are _discard_problem's, without building Rulings
        return spaces

    def _movable_spaces(self, state: VriendenState, rows: tuple, used: int) -> int:
        """The inspiration spaces 1-7 not in ``used`` whose moves can all be made on the board
        ``rows``: bit i - 1 for space i."""
        known = self._known_channels(state, rows)
        spaces = 0  # bit i - 1: channel i is feasible
        for i in range(1, 8):
            if used >> (i - 1) & 1:
                continue
            ok = known[i]
            if ok < 0:
                ok = known[i] = int(self._feasible(state, rows, CHANNELS[i], ()))
            spaces |= ok << (i - 1)
        return spaces

    def _known_channels(self, state: VriendenState, rows: tuple) -> list[int]:
        """The channel feasibility of a board, shared by every board of its shape (shape.py:
        boards of one shape have the same feasible channels), or kept for the board itself
        when it has none: per inspiration space 1 = feasible, 0 = not, -1 = not worked out
        yet (only spaces still free are searched)."""
        locked, earth_ok, _, _, rules_id = self._move_rules(state)  # what moves depend on
        shape = board_shape(rows, locked, len(earth_ok) > WHITE) if self._shapes else None
        cache_key = (rows if shape is None else shape, rules_id)
        known = self._channel_cache.get(cache_key)
        if known is None:
            if len(self._channel_cache) > 100_000:
                self._channel_cache.clear()
            known = self._channel_cache[cache_key] = [-1] * 8
        return known

    def _pickable(self, state: VriendenState, seat: int) -> list[int]:
        full = self._full_colours(state, seat)
        return [c for c, n in enumerate(state.bag) if n and not full >> c & 1]

    def _discard_problem(self, state: VriendenState, seat: int) -> Ruling | None:
        rows = state.boards[seat]
        if BLACK not in rows[EARTH]:
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-no-black"))
        if len(rows[BUBBLES]) >= self.board.bubbles:
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-no-bubble"))
        if not self._pickable(state, seat):
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-empty-bag"))
        return None

    def channel_check(self, state: VriendenState, space: int) -> Ruling | None:
        """Why channelling inspiration space ``space`` is refused, or None."""
        seat = state.current
        if state.spaces[seat] >> (space - 1) & 1:
            return Ruling(
                R + "channel.token",
                Msg(M + "refuse-space-taken", space=space),
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(R + "channel.token", Msg(M + "refuse-channel-no-token"))
        if space == 8:
            return self._discard_problem(state, seat)
        rows = state.boards[seat]
        if self._movable_spaces(state, rows, state.spaces[seat]) >> (space - 1) & 1:
            return None
        return Ruling(
            R + "channel.all-moves",
            Msg(M + "refuse-channel-impossible", space=space, moves=channel_text(space)),
        )
