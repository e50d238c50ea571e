"""What each move of Vrienden does to the working copy, with its Steps (seed
002_3b0b85b91a36e80b.txt): a draw refilling a maya space, a take, a channel action's token and
its moves, the eighth space's choice from the bag, a meditation. Each ends the turn where the
rules say (turns.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.core.flow import pop
from rules.core.messages import Msg, Secret
from rules.core.working import replaced

from . import names as nm
from .moves import VriendenMoves as Moves
from .moves import channel_text
from .names import BLACK, BUBBLES, EARTH, EMPTY, WHITE, M
from .state import (
    CHANNELS,
    HARMONIZED,
    VriendenState,
)

if TYPE_CHECKING:
    from .engine import Play

R = "vrienden."
CHANNEL_MOVES = ("channel",)  # the task of the moves a channel action owes
PICK = ("pick",)  # the task of inspiration space 8's choice from the bag


class Effects:
    """The effects of the moves (a part of the Vrienden game class)."""

    @Moves.draw_move.effect
    def _draw(self, play: Play, colour: int) -> None:
        _, f, i = play.tasks.pop(0)
        play.put("bag", colour, play.bag[colour] - 1)
        play.set_space(f, i, colour)
        play.draws += 1
        if play.log is not None:
            play.step(
                "receive.refill",
                Msg(
                    M + "refill-draw",
                    colour=nm.colour_start(colour),
                    flow=f + 1,
                    space=i + 1,
                    left=sum(play.bag),
                ),
                nm.flow_space_id(f, i),
                nm.BAG,
            )

    @Moves.take_move.effect
    def _take(self, play: Play, f: int, colours: tuple[int, ...], dest: int) -> None:
        state = play.state
        seat = play.current
        flow = list(play.flows[f])
        for c in colours:
            flow[flow.index(c)] = EMPTY
        play.put("flows", f, tuple(flow))
        if play.log is not None:
            forced = BLACK in colours and BLACK in state.flows[f]
            play.step(
                "receive.take",
                Msg(
                    M + ("take-forced" if forced else "take"),
                    seat=nm.seat(seat),
                    colours=nm.chained("comma", tuple(map(nm.colour, colours))),
                    flow=f + 1,
                ),
                nm.flow_id(f),
            )
        rows = play.boards[seat]
        placed = tuple(sorted((*rows[dest], *colours)))  # as if added one by one
        play.put("boards", seat, replaced(rows, dest, placed))
        if dest == BUBBLES:
            if play.log is not None:
                play.step(
                    "receive.bubbles",
                    Msg(M + "bubbles"),
                    *(nm.bubble_id(seat, i + 1) for i in range(len(placed))),
                )
        else:
            c = dest - 1
            play.put("notches", seat, play.notches[seat] | 1 << c)
            if play.log is not None:
                play.step(
                    "receive.chakra",
                    Msg(M + "chakra", colour=nm.colour(c), seat=nm.seat(seat)),
                    nm.chakra_id(seat, c),
                    nm.notch_id(seat, c),
                )
            self._check_harmony(play, seat, dest)
        self._end_turn(play, ("refill", f))

    def _refill(self, play: Play, task: tuple) -> None:
        """After a take, once the turn has ended: a chance draw is owed for each space the take
        emptied in flow ``task[1]``, as far as the bag goes (``vrienden.receive.refill``)."""
        pop(play.tasks)
        f = task[1]
        flow = play.flows[f]
        empties = self._refill_after_take(play, flow, f, play.bag)
        if empties:
            play.tasks[0:0] = [("draw", g, i) for g, i in empties]  # in front, in order
            if play.log is not None:
                play.step(
                    "receive.refill",
                    Msg(M + "refill-owed", flow=f + 1, draws=nm.count("draw", len(empties))),
                    nm.flow_id(f),
                    nm.BAG,
                )
        elif play.log is not None and not sum(play.bag) and EMPTY in flow:
            play.step("receive.refill", Msg(M + "refill-bag-empty"), nm.BAG)

    def _refill_after_take(
        self, state: VriendenState | Play, flow: Sequence[int], f: int, bag: tuple[int, ...]
    ) -> tuple:
        """The (flow, space) draws owed after a take left flow ``f`` as ``flow``: each empty
        space, one chance draw each, as far as the bag goes (``vrienden.ruling.refill``: or
        none until the flow is empty)."""
        empties = [(f, i) for i, x in enumerate(flow) if x == EMPTY]
        if len(empties) < len(flow) and state.ruling("refill") == "when-empty":
            return ()
        return tuple(empties[: sum(bag)])

    def _check_harmony(self, play: Play, seat: int, row: int) -> None:
        if row in (BUBBLES, EARTH):
            return
        c = row - 1
        if play.boards[seat][row] != HARMONIZED[c]:
            return
        token_back = play.notches[seat] >> c & 1
        if token_back:
            play.put("notches", seat, play.notches[seat] & ~(1 << c))
        if play.log is not None:
            play.step(
                "harmonize",
                Msg(M + ("harmonize-token" if token_back else "harmonize"), colour=nm.colour(c)),
                nm.chakra_id(seat, c),
                nm.notch_id(seat, c),
            )

    @Moves.channel_move.effect
    def _channel(self, play: Play, space: int) -> None:
        seat = play.current
        play.put("spaces", seat, play.spaces[seat] | 1 << (space - 1))
        play.channel = space
        if space != 8:
            play.tasks[0] = CHANNEL_MOVES  # the decision due is now the moves owed
            play.pending = CHANNELS[space]
            play.moved = ()
        if play.log is not None:
            play.step(
                "channel.token",
                Msg(
                    M + "channel-token", seat=nm.seat(seat), space=space, moves=channel_text(space)
                ),
                nm.inspiration_id(seat, space),
            )
        if space == 8:
            play.tasks[0] = PICK  # the decision due is now the colour from the bag
            play.remove(seat, EARTH, BLACK)
            play.put("discard", BLACK, play.discard[BLACK] + 1)
            if play.log is not None:
                play.step("channel.discard", Msg(M + "discard-black"), nm.earth_id(seat))

    @Moves.move_move.effect
    def _move(self, play: Play, colour: int, src: int, dst: int) -> None:
        state = play.state
        seat = play.current
        rows = play.boards[seat]
        req = self._owed_move(state, rows, play.pending, colour, src, dst)
        after, play.moved, play.pending = self._after_move(
            state, rows, play.moved, play.pending, (colour, src, dst, req)
        )
        play.put("boards", seat, after)
        if play.log is not None:
            self._move_step(play, rows, colour, src, dst, 1 if req == 0 else abs(req))
        if dst == EARTH and colour == BLACK:
            play.put("alleviated", seat, play.alleviated[seat] + 1)
            if play.log is not None:
                there = play.boards[seat][EARTH].count(BLACK)
                play.step("alleviate", Msg(M + "alleviate", there=there), nm.earth_id(seat))
        elif dst == EARTH and play.log is not None:
            play.step(
                "yin-yang.earth" if colour == WHITE else "ruling.earth",
                Msg(M + "earth-rest", colour=nm.colour_start(colour)),
                nm.earth_id(seat),
            )
        self._check_harmony(play, seat, dst)
        if not play.pending:
            if play.log is not None:
                play.step(
                    "channel.order",
                    Msg(M + "channel-done", space=play.channel),
                    nm.inspiration_id(seat, play.channel),
                )
            self._end_turn(play)

    def _move_step(
        self, play: Play, rows: tuple, colour: int, src: int, dst: int, dist: int
    ) -> None:
        """The Step of one move (``rows``: the board before it), naming the harmonized
        chakras it skipped."""
        seat = play.current
        skip = self._skips(rows)
        skipped = [r for r in range(min(src, dst) + 1, max(src, dst)) if skip[r]]
        # Module A: a full chakra with a white in it is skipped as only temporarily harmonized.
        harmonized = tuple(nm.colour(r - 1) for r in skipped if rows[r] == HARMONIZED[r - 1])
        temporary = tuple(nm.colour(r - 1) for r in skipped if rows[r] != HARMONIZED[r - 1])
        move = Msg(
            M + ("move-down" if dst > src else "move-up"),
            colour=nm.colour_start(colour),
            dist=dist,
            source=nm.row(src),
            target=nm.row(dst),
        )
        if harmonized:
            move = Msg(M + "move-skips", move=move, chakras=harmonized, count=len(harmonized))
        if temporary:
            move = Msg(
                M + "move-skips-temporary", move=move, chakras=temporary, count=len(temporary)
            )
        play.step(
            "yin-yang.temporary"
            if temporary
            else "channel.skip"
            if harmonized
            else "channel.free-place",
            move,
            nm.row_element(seat, src),
            nm.row_element(seat, dst),
        )

    @Moves.pick_move.effect
    def _pick(self, play: Play, colour: int) -> None:
        seat = play.current
        play.put("bag", colour, play.bag[colour] - 1)
        play.add(seat, BUBBLES, colour)
        if play.log is not None:
            play.step(
                "channel.discard",
                Msg(M + "pick", seat=nm.seat(seat), colour=nm.colour(colour)),
                nm.bag_colour_id(colour),
                nm.bubble_id(seat, play.boards[seat][BUBBLES].index(colour) + 1),
            )
        self._end_turn(play)

    @Moves.look_move.effect
    @Moves.meditate_move.effect
    def _meditate(self, play: Play, colour: int | None = None) -> None:
        seat = play.current
        back = play.spaces[seat].bit_count()
        play.put("spaces", seat, 0)
        if play.log is not None:
            play.step(
                "meditate.take-back",
                Msg(
                    M + "meditate-back",
                    seat=nm.seat(seat),
                    tokens=nm.count("inspiration-token", back),
                ),
                *(nm.inspiration_id(seat, i) for i in range(1, 9)),
            )
        if colour is not None:
            play.put("meditation", seat, tuple(sorted((*play.meditation[seat], colour))))
            if play.log is not None:
                # Only the teacher and the one who looks may read the token's value.
                value = play.state.plenitude[colour] or "?"
                peek = Secret(Msg(M + "peek", value=value), frozenset((seat,)), "")
                play.step(
                    "meditate.look",
                    Msg(
                        M + "meditate-look", seat=nm.seat(seat), colour=nm.colour(colour), peek=peek
                    ),
                    nm.meditation_id(seat, colour),
                    nm.karma_id(colour),
                )
        elif play.log is not None:
            play.step("meditate.look", Msg(M + "meditate-none"))
        self._end_turn(play)
