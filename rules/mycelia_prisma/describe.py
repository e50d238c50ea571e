"""A text description of a Mycelia: Prisma position, for people who cannot see the board."""

from __future__ import annotations

from typing import Any

from rules.core.messages import Msg, render

from . import names as n


def describe_position(game: Any, s: Any) -> str:
    parts = []
    for seat in range(s.players):
        parts.append(
            render(
                Msg(
                    n.P + "describe-player",
                    who=n.player(seat),
                    dew=sum(s.dew[seat]),
                    prism=sum(s.prism[seat]),
                    leaves=s.leaves[seat],
                    space=s.mushrooms[seat],
                    hand=len(s.hands[seat]),
                    deck=len(s.tops[seat]) + len(s.decks[seat]),
                    discard=len(s.discards[seat]),
                )
            )
        )
    shown = tuple(game.card_name(c) for c in s.showcase if c)
    parts.append(
        render(
            Msg(
                n.P + "describe-table",
                shrine=s.shrine,
                capacity=game.capacity(s.players),
                showcase=shown or Msg(n.P + "nothing"),
            )
        )
    )
    if s.solo:
        parts.append(render(Msg(n.P + "describe-gwidyon", left=s.gw_pile)))
    if s.ended:
        parts.append(game.result(s).reason)
    else:
        parts.append(render(Msg(n.P + "describe-turn", who=n.player(s.current))))
    return " ".join(parts)
