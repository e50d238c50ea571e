"""What engine, codec and board view share: the catalogue, seat and element names."""

from __future__ import annotations

from rules.core.messages import Msg, catalogue_for

LANGUAGES = ("en",)
CATALOGUE = catalogue_for(__file__, LANGUAGES)
PREFIX = "mushroom-eaters."
HOUR, DRUM = "hour", "drum"


def seat_name(seat: int) -> Msg:
    return Msg("mushroom-eaters-eater", number=seat + 1)


def item_name(item: str) -> Msg:
    kind, _, amount = item.partition(":")
    if kind == "lose":
        return Msg("mushroom-eaters-item-lose", kind=amount)
    return Msg("mushroom-eaters-item", kind=kind, amount=int(amount))


def space_id(index: int) -> str:
    return f"space:{index}"


def branch_id(index: int) -> str:
    return f"branch:{index}"


def seat_id(seat: int) -> str:
    return f"eater:{seat}"
