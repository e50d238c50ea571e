"""Where an energy may go during a channel action in Vrienden (seed 002_3b0b85b91a36e80b.txt,
"Channel Energy" and "Actions"): an energy walks a number of counted rows up or down, skipping
harmonized chakras and stopped by a full one; a channel action's moves must all be possible in
some order (a small search), and a move is legal only if those still owed stay possible.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from rules.core import Ruling
from rules.core.messages import Msg

from . import names as nm
from .names import BLACK, BUBBLES, COLOURS, EARTH, WHITE, YIN_YANG, M, row_id
from .state import (
    HARMONIZED,
    VriendenState,
    move_energy,
)

if TYPE_CHECKING:
    pass

R = "vrienden."
#: The two walks of a move owed "one row up or down": down first.
EITHER_WAY = ((1, 1), (-1, 1))
#: Boards whose skipped rows a game keeps (``Paths._skips``) before it forgets them all.
SKIPS_KEPT = 20_000


class Paths:
    """The rules of moving energies (a part of the Vrienden game class)."""

    def _skips(self, rows: tuple) -> tuple[bool, ...]:
        """``_skips_of(rows)``, kept per board (issue 47: a channel action's checks and the
        bot's planner walk the same board again and again, and hashing a board costs a tenth
        of working its skips out)."""
        kept = self._skips_kept
        skip = kept.get(rows)
        if skip is None:
            skip = kept.keep(rows, self._skips_of(rows))
        return skip

    def _skips_of(self, rows: tuple) -> tuple[bool, ...]:
        """Per row of the board ``rows``: whether a travelling energy skips it without counting
        it (a harmonized chakra, or in Module A one temporarily harmonized by a white)."""
        places = self.board.places
        return (
            False,
            *[
                len(content) >= places and (content == harmonized or WHITE in content)
                for content, harmonized in zip(rows[1:EARTH], HARMONIZED, strict=True)
            ],
            False,
        )

    def _walk(
        self, rows: tuple, skip: tuple[bool, ...], src: int, step: int, distance: int, top: int
    ) -> tuple[int, str]:
        """The one walk of an energy from row ``src``, ``distance`` counted rows in direction
        ``step`` (+1 down, -1 up), skipped rows not counted, never above row ``top``
        (``_move_rules``): (the row it ends on, "") or (the row where it is stopped, why: the
        id of the refusal that says so). Entering the earth depends on the colour too
        (``_earth_refusal``)."""
        pos = src
        counted = 0
        room = self._room_of_rows  # what a row holds, per row (the earth: no limit)
        while True:
            pos += step
            if pos < top:
                return pos, "above-bubbles" if pos < BUBBLES else "into-bubbles"
            if pos > EARTH:
                return pos, "below-earth"
            if skip[pos]:
                continue
            counted += 1
            if pos == EARTH:
                return pos, "" if counted == distance else "earth-bottom"
            if len(rows[pos]) >= room[pos]:
                return pos, "full-crossed" if counted < distance else "full-reached"
            if counted == distance:
                return pos, ""

    def _target(
        self, state: VriendenState, rows: tuple, src: int, colour: int, step: int, distance: int
    ) -> tuple[int | None, Ruling | None]:
        """Where an energy of ``colour`` on row ``src`` ends after ``distance`` counted rows
        in direction ``step`` (+1 down, -1 up); or None and the rule that stops it."""
        _, earth_ok, _, top, _ = self._move_rules(state)
        pos, why = self._walk(rows, self._skips(rows), src, step, distance, top)
        if not why and pos == EARTH and colour not in earth_ok:
            why = "earth-black-only"
        if not why:
            return pos, None
        rule = {"into-bubbles": "ruling.bubbles", "earth-black-only": "ruling.earth"}
        params = {
            "above-bubbles": {"source": nm.row(src), "distance": distance},
            "into-bubbles": {"source": nm.row(src), "distance": distance},
            "below-earth": {"source": nm.row(src), "distance": distance},
            "earth-bottom": {"source": nm.row(src), "distance": distance},
            "earth-black-only": {"colour": nm.colour(colour)},
        }.get(why, {"target": nm.row_start(pos)})
        return None, Ruling(
            R + rule.get(why, "channel.free-place"), Msg(f"{M}refuse-{why}", **params)
        )

    def _movable(
        self, state: VriendenState, rows: tuple, moved: tuple, row: int, colour: int
    ) -> Ruling | None:
        if row == EARTH:
            return Ruling(R + "alleviate", Msg(M + "refuse-earth-stays"))
        if colour not in rows[row]:
            return Ruling(
                R + "channel.actions",
                Msg(M + "refuse-no-such-energy", colour=nm.colour(colour), source=nm.row(row)),
            )
        if (
            row != BUBBLES
            and rows[row] == (row - 1,) * 3
            and state.ruling("harmonized") == "locked"
        ):
            return Ruling(
                R + "ruling.harmonized",
                Msg(M + "refuse-harmonized-stays", colour=nm.colour(row - 1)),
            )
        if rows[row].count(colour) <= moved.count((row, colour)):
            return Ruling(
                R + "ruling.move-once",
                Msg(M + "refuse-moved-once", colour=nm.colour(colour), source=nm.row(row)),
            )
        return None

    def _options(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple[int, ...]
    ) -> list[tuple[int, int, int, int]]:
        """Single moves that serve one owed move: (colour, from row, to row, owed value).

        Every move walks by ``_walk``, the walk a refusal (``_target``) reports on too; which
        energies may leave a row is ``_movable``'s rule, read here for all of them at once (a
        property test checks that the legal moves are exactly the ones no rule refuses).
        """
        return list(self._iter_options(state, rows, moved, pending))

    def single_moves(self, state: VriendenState, rows: tuple) -> list[tuple[int, int, int]]:
        """The moves inspiration space 7 allows on the board ``rows`` under the rulings of
        ``state``: (colour, from row, to row), one energy up or down one chakra (for bots that
        plan a few moves ahead)."""
        return [
            (colour, src, dst) for colour, src, dst, _ in self._iter_options(state, rows, (), (0,))
        ]

    def move_rules_key(self, state: VriendenState) -> tuple:
        """What moves depend on in ``state``'s rulings and modules, as a hashable value."""
        return self._move_rules(state)[:4]

    def _iter_options(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple[int, ...]
    ) -> Iterator[tuple[int, int, int, int]]:
        """``_options`` one at a time, so that a search can stop at the first that works."""
        locked, earth_ok, _, top, _ = self._move_rules(state)
        return self._gen_options(rows, moved, pending, locked, earth_ok, top)

    def _gen_options(
        self,
        rows: tuple,
        moved: tuple,
        pending: tuple[int, ...],
        locked: bool,
        earth_ok: frozenset[int],
        top: int,
    ) -> Iterator[tuple[int, int, int, int]]:
        """``_iter_options`` with the rulings resolved; ``top`` is the highest row a move may
        reach (see ``_move_rules``)."""
        skip = self._skips(rows)
        walk = self._walk
        for req in set(pending):
            dirs = EITHER_WAY if req == 0 else ((1 if req > 0 else -1, abs(req)),)
            for row in range(EARTH):
                content = rows[row]
                if not content:
                    continue
                if locked and row and content == HARMONIZED[row - 1]:
                    continue
                colours = set(content)
                if moved:
                    colours = [c for c in colours if content.count(c) > moved.count((row, c))]
                    if not colours:
                        continue
                for step, dist in dirs:
                    # The walk does not depend on the colour, only entering the earth does.
                    dest, why = walk(rows, skip, row, step, dist, top)
                    if why:
                        continue
                    if dest != EARTH:
                        for colour in colours:
                            yield (colour, row, dest, req)
                    else:
                        for colour in colours:
                            if colour in earth_ok:
                                yield (colour, row, dest, req)

    def _move_rules(self, state: VriendenState) -> tuple[bool, frozenset[int], bool, int, int]:
        """(harmonized energies locked?, colours that may enter the earth, each energy moves
        once?, the top row a move may reach (1: the purple chakra, 0: the bubbles too), a small
        number standing for these rulings and modules), per rulings."""
        last_rulings, last_variants, found = self._last_rules
        if state.rulings is last_rulings and state.variants is last_variants:
            return found  # the same objects as the last call: a game's states share them
        cache_key = (state.rulings, state.variants)
        found = self._move_rules_cache.get(cache_key)
        if found is None:
            if state.ruling("earth") == "any":
                earth_ok = frozenset(range(9))
            elif YIN_YANG in state.variants:
                earth_ok = frozenset((BLACK, WHITE))
            else:
                earth_ok = frozenset((BLACK,))
            found = (
                state.ruling("harmonized") == "locked",
                earth_ok,
                state.ruling("move-once") == "once",
                BUBBLES if state.ruling("bubbles") == "bubbles-too" else BUBBLES + 1,
                len(self._move_rules_cache),
            )
            self._move_rules_cache[cache_key] = found
        self._last_rules = (state.rulings, state.variants, found)
        return found

    def _after_move(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple, move: tuple
    ) -> tuple[tuple, tuple, tuple]:
        colour, src, dst, req = move
        left = list(pending)
        left.remove(req)
        if self._move_rules(state)[2]:
            moved = (*moved, (dst, colour))
        return move_energy(rows, colour, src, dst), moved, tuple(left)

    def _feasible(self, state: VriendenState, rows: tuple, pending: tuple, moved: tuple) -> bool:
        """Whether the moves ``pending`` can all be made, in some order."""
        locked, earth_ok, once, top, _ = self._move_rules(state)
        return self._search(rows, pending, moved, locked, earth_ok, once, top)

    def _search(
        self,
        rows: tuple,
        pending: tuple,
        moved: tuple,
        locked: bool,
        earth_ok: frozenset[int],
        once: bool,
        top: int,
    ) -> bool:
        """``_feasible`` with the rulings resolved: a depth-first search over the orders of
        the owed moves, stopping at the first that completes."""
        if not pending:
            return True
        options = self._gen_options(rows, moved, pending, locked, earth_ok, top)
        if len(pending) == 1:  # any single move that serves the last owed move completes it
            return next(options, None) is not None
        for colour, src, dst, req in options:
            left = list(pending)
            left.remove(req)
            new_moved = (*moved, (dst, colour)) if once else moved
            after = move_energy(rows, colour, src, dst)
            if self._search(after, tuple(left), new_moved, locked, earth_ok, once, top):
                return True
        return False

    def move_options(self, state: VriendenState) -> list[tuple[int, int, int]]:
        """The moves the channel action under way may make next (colour, from row, to row),
        in the order of their keys."""
        rows = state.boards[state.current]
        options = self._options(state, rows, state.moved, state.pending)
        # With one move owed, every option completes the action; otherwise the moves still
        # owed after it must stay possible.
        if len(state.pending) > 1:
            options = [move for move in options if self._completes(state, rows, move)]
        return self._in_key_order(options)

    def move_candidates(self, state: VriendenState) -> list[tuple[int, int, int]]:
        """The moves that serve a move the channel action under way owes (colour, from row,
        to row), in the order of their keys, before the moves owed after each are searched:
        the legal ones are those ``move_check`` passes (``move_options`` lists them all). A
        bot that rates only a few searches only those it would rate."""
        rows = state.boards[state.current]
        return self._in_key_order(self._options(state, rows, state.moved, state.pending))

    def _in_key_order(self, options: list) -> list[tuple[int, int, int]]:
        """Options (colour, from row, to row, owed) as moves, each once, in key order."""
        keyed = {
            self._move_key(colour, src, dst): (colour, src, dst) for colour, src, dst, _ in options
        }
        return [keyed[key] for key in sorted(keyed)]

    def _completes(self, state: VriendenState, rows: tuple, move: tuple) -> bool:
        """Whether the moves owed after ``move`` can all be made (``rows``: the seat's)."""
        new_rows, moved, left = self._after_move(state, rows, state.moved, state.pending, move)
        return self._feasible(state, new_rows, left, moved)

    def _move_key(self, colour: int, src: int, dst: int) -> str:
        key = self._move_key_cache.get((colour, src, dst))
        if key is None:
            key = f"move {COLOURS[colour]} {row_id(src)} {row_id(dst)}"
            self._move_key_cache[(colour, src, dst)] = key
        return key

    def move_check(self, state: VriendenState, colour: int, src: int, dst: int) -> Ruling | None:
        """Why moving an energy of ``colour`` from row ``src`` to row ``dst`` is refused during
        the channel action under way, or None: it must make a move still owed, and those owed
        after it must stay possible."""
        rows = state.boards[state.current]
        problem = self._movable(state, rows, state.moved, src, colour)
        if problem is not None:
            return problem
        if dst == src:
            return Ruling(R + "channel.actions", Msg(M + "refuse-move-same-row"))
        step = 1 if dst > src else -1
        wanted = [req for req in set(state.pending) if req == 0 or (req > 0) == (step > 0)]
        if not wanted:
            way = "refuse-owes-no-down" if step > 0 else "refuse-owes-no-up"
            return Ruling(R + "channel.actions", Msg(M + way, space=state.channel))
        reasons = []
        blocks = False
        for req in wanted:
            dist = 1 if req == 0 else abs(req)
            dest, why = self._target(state, rows, src, colour, step, dist)
            if dest == dst:
                move = (colour, src, dst, req)
                new_rows, moved, left = self._after_move(
                    state, rows, state.moved, state.pending, move
                )
                if self._feasible(state, new_rows, left, moved):
                    return None
                blocks = True
            elif why is not None:
                reasons.append(why)
        if blocks:
            return Ruling(R + "channel.all-moves", Msg(M + "refuse-move-blocks-rest"))
        if reasons:
            return reasons[0]
        return Ruling(
            R + "channel.skip",
            Msg(
                M + "refuse-move-misses",
                source=nm.row(src),
                owed=owed_moves(state.pending),
                target=nm.row(dst),
            ),
        )

    def _owed_move(
        self, state: VriendenState, rows: tuple, pending: tuple, colour: int, src: int, dst: int
    ) -> int:
        """Which of the moves still owed the legal move ``colour`` from ``src`` to ``dst``
        makes: the longest in its direction that ends there."""
        step = 1 if dst > src else -1
        wanted = self._owed_ways.get((pending, step))
        if wanted is None:  # kept per owed moves and way: a game meets a dozen of them
            wanted = self._owed_ways[pending, step] = tuple(
                sorted(
                    {r for r in pending if r == 0 or (r > 0) == (step > 0)}, key=abs, reverse=True
                )
            )
        if len(wanted) == 1:
            return wanted[0]  # the move is legal, so it makes the only one in its direction
        return next(
            r
            for r in wanted
            if self._target(state, rows, src, colour, step, 1 if r == 0 else abs(r))[0] == dst
        )


def owed_moves(pending: tuple[int, ...]) -> Msg | str:
    """The moves a channel action still owes ("one down 2, one up or down 1")."""
    return nm.chained("comma", tuple(map(_owed, pending)))


def _owed(req: int) -> Msg:
    if req == 0:
        return Msg(M + "owed-either")
    return Msg(M + ("owed-down" if req > 0 else "owed-up"), distance=abs(req))
