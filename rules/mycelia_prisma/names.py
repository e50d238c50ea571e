"""What the engine, codec, teaching and board view of Mycelia: Prisma share: board element
ids and the names people read, as messages (ids start with ``mycelia-prisma-``).

Element ids: ``field:<seat>:<field>`` (fields 0-19, row by row), ``board:<seat>``,
``hand:<seat>`` and ``hand:<seat>:<card>``, ``gifts:<seat>`` and ``gifts:<seat>:<card>``,
``discard:<seat>``, ``deck:<seat>``, ``action:<seat>:<letter>``, ``showcase:<slot>``,
``pile:<colour>``, ``shrine``, ``bar:<space>``, ``mushroom:<seat>``, ``gwidyon``, ``end``,
``skip``. ``<card>`` is a card's key (cards.toml).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.core.messages import Msg, catalogue_for, render

LANGUAGES = ("en",)
CATALOGUE = catalogue_for(__file__, LANGUAGES)
P = "mycelia-prisma-"


def field_id(seat: int, field: int) -> str:
    return f"field:{seat}:{field}"


def hand_id(seat: int, key: str = "") -> str:
    return f"hand:{seat}:{key}" if key else f"hand:{seat}"


def gifts_id(seat: int, key: str = "") -> str:
    return f"gifts:{seat}:{key}" if key else f"gifts:{seat}"


def discard_id(seat: int, key: str = "") -> str:
    return f"discard:{seat}:{key}" if key else f"discard:{seat}"


def action_id(seat: int, letter: str) -> str:
    return f"action:{seat}:{letter}"


# The names below are messages (immutable values) made once each and then shared: the rules
# name players, fields and drops in almost every Step (issue 47).
@lru_cache(maxsize=64)
def player(seat: int) -> Msg:
    return Msg(P + "player", number=seat + 1)


@lru_cache(maxsize=64)
def field_name(field: int) -> Msg:
    return Msg(P + "field", row=field // 5 + 1, column=field % 5 + 1)


@lru_cache(maxsize=8)
def drop_name(kind: str) -> Msg:
    return Msg(P + ("drop-prism" if kind == "p" else "drop-dew"))


def card_effect(card: Any) -> Msg:
    """What a start or market card does, in words, from its data (cards.toml): the board's
    hover text names a card and says this, so that its effect is one pointer or focus away.
    (A gift's ability is its rulebook section, which the board shows instead.)"""
    where: Any = (
        Msg(P + "effect-fields", landscape=Msg(P + "landscape-" + card.landscape))
        if card.landscape
        else Msg(P + "effect-anywhere")
    )
    if card.beetle:
        where = Msg(P + "effect-beetle", where=where, count=card.beetle)
    parts = [Msg(P + "effect-cost", count=card.cost)] if card.cost else []
    for field, message in (
        ("leaves", "effect-leaves"),
        ("remove", "effect-remove"),
        ("move", "effect-move"),
        ("favors", "effect-favors"),
        ("draw", "effect-draw"),
        ("trash", "effect-trash"),
        ("recycle", "effect-recycle"),
        ("others_leaves", "effect-others-leaves"),
        ("others_remove", "effect-others-remove"),
    ):
        count = getattr(card, field)
        if count:
            parts.append(Msg(P + message, count=count, where=where))
    if card.grant:
        parts.append(Msg(P + "effect-grant", letter=card.grant))
    effects = "; ".join(render(p) for p in parts) if parts else Msg(P + "effect-none")
    return Msg(P + "effect-card", name=card.name, effects=effects)
