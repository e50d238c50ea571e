"""The turn of The Mushroom Eaters: a Mood card played, the pawn moved and landing, a 0 played,
the next Eater and the Must Do series (seed 000_556f26b31c3cddac.txt), a part of the game's
class."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .data import CARDS
from .moves import MushroomMoves
from .names import (
    card_name,
    seat_name,
    space_id,
)
from .table import LAST, D, easier, series_start


class Turn:
    """A Mood card played and the pawn moved; whose turn comes next."""

    @MushroomMoves.play_card.effect
    def _do_play(self, play, card, mv, steps) -> None:
        extra, target = steps
        seat = play.current
        pop(play.tasks)
        self.discard(play, seat, card)
        if play.log is not None:
            play.step(
                "turn.play",
                Msg(
                    "mushroom-eaters-step-play",
                    eater=seat_name(seat),
                    card=card_name(card),
                    move=mv,
                ),
                space_id(play.pawn),
            )
        if play.on_path[seat] >= 0:
            self.move_on_card(play, seat, mv, extra)
        elif target is not None:
            self.spend_forward(play, seat, extra)
            self.enter_path(play, seat, target)
        elif mv == 0:
            self.play_zero(play, seat)
        else:
            self.move_pawn(play, seat, mv, extra)

    def discard(self, play, seat, card) -> None:
        hand = list(play.hands[seat])
        hand.remove(card)
        play.put("discards", seat, (*play.discards[seat], card))
        if not hand:  # an empty hand takes the discards back
            hand = sorted(play.discards[seat], key=CARDS.index)
            play.put("discards", seat, ())
            if play.log is not None:
                play.step("turn.hand", Msg("mushroom-eaters-step-refill", eater=seat_name(seat)))
        play.put("hands", seat, tuple(hand))

    def spend_forward(self, play, seat, extra) -> None:
        if extra:
            play.put("forward", seat, play.forward[seat] - extra)
            if play.log is not None:
                play.step(
                    "turn.forward",
                    Msg("mushroom-eaters-step-forward", eater=seat_name(seat), extra=extra),
                )

    def move_pawn(self, play, seat, mv, extra) -> None:
        self.spend_forward(play, seat, extra)
        dest, stopped = self.walk(play, play.pawn, mv + extra)
        play.pawn = dest
        if stopped:
            if play.log is not None:
                play.step(
                    "turn.must-do",
                    Msg("mushroom-eaters-step-must-do", space=dest + 1),
                    space_id(dest),
                )
        else:
            if play.log is not None:
                play.step(
                    "turn.move", Msg("mushroom-eaters-step-move", space=dest + 1), space_id(dest)
                )
        play.lander, play.experienced = seat, ()
        self.land(play, seat, dest)

    def land(self, play, seat, index) -> None:
        space = D.spaces[index]
        if space.kind == "pp" and not easier(play):
            if self.locked(play, index) or not self.free_paths(play):
                if play.log is not None:
                    play.step("path.lock", Msg("mushroom-eaters-step-locked"), space_id(index))
                return
            push(play.tasks, ("draw-pp", seat, index))
            return
        if series_start(index):
            push(play.tasks, ("series", index))
        else:
            self.experience(play, seat, index, self.takers(play, seat, index))

    def takers(self, play, seat, index) -> tuple[int, ...]:
        return (seat,) if D.spaces[index].one else self.group(play, seat)

    def play_zero(self, play, seat) -> None:
        index = play.pawn
        if seat == play.lander:  # a 0 was all the lander could play: the next must move on
            play.lander = (seat + 1) % play.players
        if D.spaces[index].series:
            if play.log is not None:
                play.step("turn.zero", Msg("mushroom-eaters-step-zero-must-do"), space_id(index))
        elif seat not in play.experienced and play.lander >= 0 and self.locked(play, index):
            # An octagon holds this Personal Path space: the 0 does nothing, by the lock.
            if play.log is not None:
                play.step("path.lock", Msg("mushroom-eaters-step-locked"), space_id(index))
        elif seat in play.experienced or play.lander < 0:
            if play.log is not None:
                play.step("turn.zero", Msg("mushroom-eaters-step-zero-pass", eater=seat_name(seat)))
        else:
            if play.log is not None:
                play.step(
                    "turn.zero",
                    Msg("mushroom-eaters-step-zero", eater=seat_name(seat)),
                    space_id(index),
                )
            self.experience(play, seat, index, (seat,))

    def _auto_next(self, play, task) -> None:
        pop(play.tasks)
        if play.pawn == LAST:
            self.end_game(play)
            return
        play.current = (play.current + 1) % play.players
        if play.log is not None:
            play.step(
                "turn.first-player", Msg("mushroom-eaters-step-next", eater=seat_name(play.current))
            )
        push(play.tasks, ("turn",), ("next",))

    def _auto_series(self, play, task) -> None:
        pop(play.tasks)
        index = task[1]
        play.pawn = index
        play.experienced = ()
        push(play.tasks, ("series-next", index))
        self.experience(play, play.current, index, self.takers(play, play.current, index))

    def _auto_series_next(self, play, task) -> None:
        pop(play.tasks)
        index = task[1]
        if index < LAST and D.spaces[index + 1].series == D.spaces[index].series:
            push(play.tasks, ("series", index + 1))
