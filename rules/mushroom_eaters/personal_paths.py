"""The Personal Paths of The Mushroom Eaters: going onto one, moving along its card and its
actions (seed 000_556f26b31c3cddac.txt, Personal Paths), a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .names import (
    seat_name,
    space_id,
)
from .table import BRANCH, D


class PersonalPaths:
    """An Eater on a Personal Path."""

    def enter_path(self, play, seat, target) -> None:
        where = int(target[1:])
        if target[0] == "b":
            play.pawn = where
            play.lander, play.experienced = seat, ()
            if play.log is not None:
                play.step(
                    "path.branch",
                    Msg("mushroom-eaters-step-branch", eater=seat_name(seat), space=where + 1),
                    space_id(where),
                )
            push(play.tasks, ("draw-pp", seat, BRANCH + where))
        else:
            play.pawn = where
            play.lander, play.experienced = seat, ()
            if play.log is not None:
                play.step(
                    "path.forced",
                    Msg("mushroom-eaters-step-path-space", eater=seat_name(seat), space=where + 1),
                    space_id(where),
                )
            push(play.tasks, ("draw-pp", seat, where))

    def _drew_path(self, play, seat, where, card) -> None:
        play.pp_drawn = (*play.pp_drawn, card)
        play.put("on_path", seat, card)
        play.put("path_pos", seat, 0)
        play.put("path_done", seat, ())
        play.put("path_space", seat, where)
        if play.log is not None:
            play.step(
                "path.enter",
                Msg(
                    "mushroom-eaters-step-path-card",
                    eater=seat_name(seat),
                    base=D.path_cards[card].base,
                    length=len(D.path_cards[card].spaces),
                ),
            )

    def move_on_card(self, play, seat, mv, extra) -> None:
        card = D.path_cards[play.on_path[seat]]
        pos = play.path_pos[seat]
        self.spend_forward(play, seat, extra)
        if mv:
            pos = min(pos + mv + extra, len(card.spaces) - 1)
            play.put("path_pos", seat, pos)
        if pos in play.path_done[seat]:  # each action of the card once; a 0 then passes
            if play.log is not None:
                play.step("path.play", Msg("mushroom-eaters-step-path-pass", eater=seat_name(seat)))
            return
        play.put("path_done", seat, (*play.path_done[seat], pos))
        if pos == len(card.spaces) - 1:
            push(play.tasks, ("path-done", seat))
        self.card_action(play, seat, card, card.spaces[pos])

    def card_action(self, play, seat, card, action) -> None:
        kind, _, item = action.partition(":")
        if play.log is not None:
            play.step(
                "path.play",
                Msg("mushroom-eaters-step-path-action", eater=seat_name(seat), action=kind),
            )
        if kind == "intense":
            play.breathing = ()
            push(play.tasks, ("roll", card.base, (seat,)))
        elif item:
            push(play.tasks, ("gain", seat, item))

    def _auto_path_done(self, play, task) -> None:
        pop(play.tasks)
        seat = task[1]
        play.put("path_cards", seat, play.path_cards[seat] + 1)
        play.put("on_path", seat, -1)
        play.put("path_pos", seat, -1)
        play.put("path_done", seat, ())
        play.put("path_space", seat, -1)
        if play.log is not None:
            play.step("path.end", Msg("mushroom-eaters-step-path-end", eater=seat_name(seat)))
