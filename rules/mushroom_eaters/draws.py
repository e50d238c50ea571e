"""What a die roll or a card or token drawn does (the effect of the declared chance move, seed
000_556f26b31c3cddac.txt), a part of the game's class."""

from __future__ import annotations

from rules.core.flow import for_each, pop, push
from rules.core.messages import Msg

from .data import TALK_ROW
from .moves import MushroomMoves
from .names import (
    item_name,
)
from .table import D


class Draws:
    """The chance outcomes carried out."""

    @MushroomMoves.draw.effect
    def _chance(self, play, head, value) -> None:
        play.draws += 1
        task = pop(play.tasks)
        if head == "die":
            self._after_roll(play, task[1], value, task[2])
        elif head == "env":
            name = D.environment[value][0]
            if play.log is not None:
                play.step("environment", Msg("mushroom-eaters-step-env-draw", name=name))
            push(play.tasks, *for_each("env", task[1], value), ("env-end", value))
        elif head == "share" and task[0] == "draw-share":
            self._drew_share(play, task[1], value)
        elif head == "talkcard" and task[0] == "fill-row":
            play.talk_row = (*play.talk_row, value)
            self._shared_reshuffle(play)
            full = len(play.talk_row) == TALK_ROW
            nxt = ("talk2", *task[1:]) if full else ("fill-row", *task[1:])
            push(play.tasks, nxt)
        elif head == "talkcard":
            play.talk_out = (*play.talk_out, value)
            self._shared_reshuffle(play)
            push(play.tasks, ("talk", task[1], value, task[2], task[3]))
        elif head == "place":
            self.lay_place(play, task[1], value, task[2])
        else:
            self._drew_path(play, task[1], task[2], value)

    def _shared_reshuffle(self, play) -> None:
        out = set(play.talk_out) | set(play.talk_row)
        if all(c in play.share_discard or c in out for c in range(len(D.share))):
            play.share_discard = ()

    def _drew_share(self, play, seat, card) -> None:
        if play.log is not None:
            play.step(
                "share",
                Msg(
                    "mushroom-eaters-step-share-card", items=tuple(map(item_name, D.share[card][0]))
                ),
            )
        if card in play.share_discard:  # drawn from a reshuffled deck
            play.share_discard = ()
        push(play.tasks, ("give", seat, card))
