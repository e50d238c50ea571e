"""The parts of a move's key in words, for its label: a Personal Path target, what was drawn, a
choice's option (the words are messages of the catalogue), a part of the moves (moves.py)."""

from __future__ import annotations

from typing import Any

from rules.core.messages import Msg

from .data import CARDS
from .names import card_name, item_name, path_action_words
from .table import D


class KeyWords:
    """The parts of the keys in words."""

    @staticmethod
    def _path_words(target: str) -> Msg | str:
        """A Personal Path target in words: on a space of the path, or branching beside one."""
        kind, number = target[:1], target[1:]
        if kind not in ("b", "p") or not number.isdigit():
            return target
        return Msg("mushroom-eaters-path-target", branch=kind, space=int(number) + 1)

    @staticmethod
    def _drawn_words(head: str, value: int) -> Any:
        """What a chance outcome shows, in words (a card or token by its face, not its number);
        "none" for a number no card has (the action is then refused as illegal)."""
        tables = {
            "env": D.environment,
            "share": D.share,
            "talkcard": D.share,
            "place": D.place,
            "pp": D.path_cards,
        }
        if head not in tables or not 0 <= value < len(tables[head]):
            return "none"
        if head == "env":
            return D.environment[value][0]
        if head == "share":
            return tuple(map(item_name, D.share[value][0]))
        if head == "talkcard":
            return item_name(D.share[value][1])
        if head == "place":
            return item_name(D.place[value])
        card = D.path_cards[value]
        # Its actions too: two cards of the same length and intensity differ by them, and a
        # "what if?" list would otherwise show them as one outcome twice.
        return Msg(
            "mushroom-eaters-path-card",
            base=card.base,
            length=len(card.spaces),
            actions=tuple(map(path_action_words, card.spaces)),
        )

    @staticmethod
    def _choice_words(head: str, rest: list[str]) -> dict[str, Any]:
        """The parameters of a choice's label: seats counted from 1 as people count them,
        Mood cards by their words."""
        a, b = rest[0], rest[1] if len(rest) > 1 else "none"
        if head in ("card", "recall") and a in CARDS:
            return {"a": card_name(a), "b": b}
        if head == "talk2" and a.isdigit() and int(a) < len(D.share):
            return {"a": item_name(D.share[int(a)][1]), "b": b}
        if head == "talk" and a.isdigit():
            a = str(int(a) + 1)
        if head == "give" and b.isdigit():
            b = str(int(b) + 1)
        if head == "give" and a.isdigit():
            a = str(int(a) + 1)
        if head in ("lose", "reuse") and b.isdigit():
            b = str(int(b) + 1)  # a cube's place on its board, counted from the bottom
        return {"a": a, "b": b}
