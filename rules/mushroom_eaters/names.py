"""What engine, codec and board view share: the catalogue, seat and element names."""

from __future__ import annotations

from rules.core.messages import Msg, catalogue_for

LANGUAGES = ("en",)
CATALOGUE = catalogue_for(__file__, LANGUAGES)
PREFIX = "mushroom-eaters."
HOUR, DRUM = "hour", "drum"


def seat_name(seat: int) -> Msg:
    return Msg("mushroom-eaters-eater", number=seat + 1)


#: Each Mood card's word in the catalogue (the card ids are not words, nor Fluent keys).
CARD_WORDS = {
    "I": "identity",
    "3a": "three-energy",
    "3b": "three-focus",
    "2a": "two-focus",
    "2b": "two-energy",
    "1a": "one-recall",
    "1b": "one-breathe",
    "0": "zero",
}
#: The cards in a few words for the board, where room is short.
CARD_SHORT = {
    "I": "Identity",
    "3a": "3 energy",
    "3b": "3 focus",
    "2a": "2 focus",
    "2b": "2 energy",
    "1a": "1 recall",
    "1b": "1 breathe",
    "0": "0",
}


def card_name(card: str) -> Msg:
    """A Mood card in words: its number and what its Fire gives."""
    return Msg("mushroom-eaters-card", card=CARD_WORDS[card])


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


def path_action_words(action: str) -> Msg:
    """One action printed on a Personal Path card ("item:wisdom:1", "heavy:lose:any",
    "intense", "mustdo:paradox:1") in words."""
    kind, _, item = action.partition(":")
    return Msg(
        "mushroom-eaters-path-card-action",
        kind=kind,
        item=item_name(item) if item else "none",
    )
