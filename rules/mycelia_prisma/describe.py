"""A text description of a Mycelia: Prisma position, for people who cannot see the board:
every board field with drops (and every shrine field), each player's cards as far as the
position shows them, the Shrine of Life and the supply, the showcase, the gift piles, the
favors bar and what is being decided now."""

from __future__ import annotations

from typing import Any

from rules.core.messages import Msg, chained, sentences

from . import names as n
from .data import COLORS
from .state import CHANCES, HIDDEN

P = n.P
# What the front task asks for, in words (the kinds of tasks of state.py).
TASK_WORDS = {
    "move": "task-move",
    "remove": "task-remove",
    "bonus": "task-bonus",
    "trash": "task-trash",
    "recycle": "task-recycle",
    "globi": "task-globi",
    "grant": "task-grant",
    "drop-action": "task-drop-action",
    "lux": "task-lux",
}


def describe(game: Any, s: Any) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language."""
    # What is being decided comes first: the dashboard's status line is the first sentence.
    parts = [game.result(s).reason if s.ended else _now(s)]
    if s.ended:  # the board shows each player's final score: so does the text
        scores = game.result(s).scores
        each = [
            Msg(P + "describe-final-one", who=n.player(seat), count=scores[seat])
            for seat in range(s.players)
        ]
        parts.append(Msg(P + "describe-final", scores=chained(P + "describe-commas", each)))
    parts.append(_landscapes(game))
    parts += [_player(game, s, seat) for seat in range(s.players)]
    parts.append(_table(game, s))
    if s.prisma:
        parts.append(_bar(game, s))
    if s.solo:
        parts.append(Msg(P + "describe-gwidyon", left=s.gw_pile))
    return sentences(parts)


def _landscapes(game: Any) -> Msg:
    """The fields' landscapes, which the board draws as colours (with a key in words)."""
    kinds = game.board.landscapes
    rows = [
        Msg(
            P + "describe-landscape-row",
            row=row + 1,
            fields=chained(
                P + "describe-commas",
                [Msg(P + "landscape-" + kinds[row * 5 + column]) for column in range(5)],
            ),
        )
        for row in range(4)
    ]
    return Msg(P + "describe-landscapes", rows=chained(P + "describe-semicolons", rows))


def _player(game: Any, s: Any, seat: int) -> Msg:
    # Fields apart by semicolons: a field's own entry may hold "and".
    named = [_field(game, s, seat, f) for f in range(20) if _worth_naming(game, s, seat, f)]
    fields = chained(P + "describe-semicolons", named)
    return Msg(
        P + "describe-player",
        who=n.player(seat),
        dew=sum(s.dew[seat]),
        prism=sum(s.prism[seat]),
        fields=fields or Msg(P + "nothing"),
        leaves=s.leaves[seat],
        hand=_cards(game, s.hands[seat]),
        gifts=_cards(game, s.gifts[seat]),
        actions=_actions(s, seat),
        deck=len(s.tops[seat]) + len(s.decks[seat]),
        discard=_cards(game, s.discards[seat]),
    )


def _actions(s: Any, seat: int) -> Msg | str:
    letters = ", ".join(s.actions[seat])
    if seat != s.current or not s.used:
        return letters
    return Msg(P + "describe-used", letters=letters, used=", ".join(s.used))


def _worth_naming(game: Any, s: Any, seat: int, field: int) -> bool:
    return bool(game.drops_at(s, seat, field)) or field in s.shrines[seat]


def _field(game: Any, s: Any, seat: int, field: int) -> Msg:
    if not game.drops_at(s, seat, field):
        return Msg(P + "describe-shrine-field", field=n.field_name(field))
    drops = tuple(
        Msg(P + message, count=count)
        for message, count in (
            ("describe-dew", s.dew[seat][field]),
            ("describe-prism", s.prism[seat][field]),
        )
        if count
    )
    return Msg(
        P + "describe-field",
        field=n.field_name(field),
        landscape=Msg(P + "landscape-" + game.board.landscapes[field]),
        drops=drops,
    )


def _cards(game: Any, codes: tuple[int, ...]) -> Msg:
    """Cards by name; face-down ones (a view of another player's hand) only counted."""
    hidden = sum(1 for c in codes if c == HIDDEN)
    named = tuple(game.card_name(c) for c in codes if c != HIDDEN)
    if hidden:
        named = (*named, Msg(P + "describe-face-down", count=hidden))
    return Msg(P + "describe-cards", count=len(codes), names=named or Msg(P + "nothing"))


def _table(game: Any, s: Any) -> Msg:
    shown = tuple(
        Msg(P + "describe-offer", card=game.card_name(c), price=game.showcase_price(s, c))
        for c in s.showcase
        if c
    )
    piles = tuple(
        Msg(P + "describe-pile", color=color, top=game.card_name(pile[0]), count=len(pile))
        if pile
        else Msg(P + "describe-pile-empty", color=color)
        for color, pile in zip(COLORS, s.piles, strict=True)
    )
    return Msg(
        P + ("describe-table" if s.prisma else "describe-table-base"),
        shrine=s.shrine,
        prism=s.shrine_prism,
        capacity=game.capacity(s.players),
        supply=s.dew_supply,
        showcase=shown or Msg(P + "nothing"),
        piles=piles,
    )


def _bar(game: Any, s: Any) -> Msg:
    mushrooms = tuple(
        Msg(P + "describe-mushroom", who=n.player(seat), space=s.mushrooms[seat],
            color=game.board.bar[s.mushrooms[seat]])
        for seat in range(s.players)
    )  # fmt: skip
    if s.gw_pos >= 0:
        mushrooms = (*mushrooms, Msg(P + "describe-gwidyon-mushroom", space=s.gw_pos))
    return Msg(
        P + "describe-bar",
        last=game.last_space(),
        mushrooms=mushrooms,
        blocked=", ".join(map(str, s.blocked)) or Msg(P + "nothing"),
    )


def _now(s: Any) -> Msg:
    task = s.tasks[0] if s.tasks else ("turn",)
    if task[0] in CHANCES:
        return Msg(P + "describe-chance")
    words = TASK_WORDS.get(task[0])
    if task[0] == "bonus":
        return Msg(P + "describe-" + words, who=n.player(task[1]))
    if words:
        return Msg(P + "describe-" + words, who=n.player(s.current))
    return Msg(P + "describe-turn", who=n.player(s.current))
