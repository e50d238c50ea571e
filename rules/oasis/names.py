"""The names Oasis's engine, codec, teaching and board view share: board element ids, and the
names people read (scouts, cards, clans, piles, what a task asks for) as messages.

Element ids (``Step.highlight`` and the explorer's clicks): ``hand:<seat>`` and
``hand:<seat>:<card>``, ``trail:<seat>`` and ``trail:<seat>:<i>`` (i = 0 for the Khalla),
``area:<seat>`` and ``area:<seat>:<card>``, ``ruins`` and ``ruins:<card>``, ``deck``,
``cdeck``, ``lair:<slot>``, ``cdiscard``, ``supply:<item>``, ``scout:<seat>``; while a Pillage
waits for its keep, the two grabbed cards are ``grab:<card>`` (``grab`` when face down in a
third scout's view). ``<card>`` is the card's key (cards.py).

Every sentence lives in ``messages/<language>.ftl``; the message ids all start with
``oasis-``. The catalogue is registered here, on import, so that every module naming a
message (the engine, the board view) finds it rendered.
"""

from __future__ import annotations

from rules.core import messages
from rules.core.elements import element_id
from rules.core.messages import Msg, catalogue_for

LANGUAGES = ("en",)
#: The messages of Oasis (with the core's shared ones): ``game.messages``.
CATALOGUE = catalogue_for(__file__, LANGUAGES)

DECK = "deck"
CDECK = "cdeck"
CDISCARD = "cdiscard"
RUINS = "ruins"
GRAB = "grab"


# One maker per kind: hand:<seat> is the hand, hand:<seat>:<card> a card in it, and so on.
hand_id = hand_card_id = element_id("hand")
trail_id = trail_card_id = element_id("trail")
area_id = area_card_id = element_id("area")
ruins_card_id = element_id("ruins")
lair_id = element_id("lair")
supply_id = element_id("supply")
scout_id = element_id("scout")
grab_card_id = element_id("grab")


# ----- names people read ----------------------------------------------------------------------
#: Each scout's name ("Scout 1"), built once: Steps name scouts all the time.
_SCOUTS = tuple(Msg("oasis-scout", number=seat + 1) for seat in range(8))


def scout(seat: int) -> Msg:
    """A scout's name, as a message."""
    return _SCOUTS[seat] if 0 <= seat < len(_SCOUTS) else Msg("oasis-scout", number=seat + 1)


def count(noun: str, n: int) -> Msg:
    """``n`` of ``noun`` ("1 card", "3 Companions"): the plural is the catalogue's."""
    return Msg(f"oasis-count-{noun}", count=n)


def chained(joiner: str, parts: tuple) -> Msg | str:
    """``parts`` joined two at a time by the message ``oasis-<joiner>`` ("a and b and c",
    "x; y"): lists whose words the sentence itself chooses, unlike the core's "a, b and c"."""
    return messages.chained(f"oasis-{joiner}", parts)


#: The tasks that wait for a scout's decision ("start" is the seat's the task names; the others
#: the scout to move's): the turn flow (state.FLOW) declares them from this list.
DECISIONS = (
    "start",
    "action",
    "travel",
    "recycle",
    "equip",
    "pay",
    "recruit",
    "pillage",
    "keep",
    "mission",
    "discard",
)
#: What each task of a turn asks of the scout to move ("choose whom to Pillage").
ASK = {task: Msg(f"oasis-ask-{task}") for task in DECISIONS}
WAIT = Msg("oasis-ask-wait")


def ask(task: str) -> Msg:
    return ASK.get(task, WAIT)
