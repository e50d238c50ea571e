"""What the engine, codec, teaching and board view of Mycelia: Prisma share: board element
ids and the names people read, as messages (ids start with ``mycelia-prisma-``).

Element ids: ``field:<seat>:<field>`` (fields 0-19, row by row), ``board:<seat>``,
``hand:<seat>`` and ``hand:<seat>:<card>``, ``gifts:<seat>`` and ``gifts:<seat>:<card>``,
``discard:<seat>``, ``deck:<seat>``, ``action:<seat>:<letter>``, ``showcase:<slot>``,
``pile:<colour>``, ``shrine``, ``bar:<space>``, ``mushroom:<seat>``, ``gwidyon``, ``end``,
``skip``. ``<card>`` is a card's key (cards.toml).
"""

from __future__ import annotations

from rules.core.messages import Msg, catalogue_for

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


def player(seat: int) -> Msg:
    return Msg(P + "player", number=seat + 1)


def field_name(field: int) -> Msg:
    return Msg(P + "field", row=field // 5 + 1, column=field % 5 + 1)


def drop_name(kind: str) -> Msg:
    return Msg(P + ("drop-prism" if kind == "p" else "drop-dew"))
