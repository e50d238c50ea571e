"""The parts of O Inconsciente's keys (rules/core/moves.py's ``Part``) and what its move
declarations share: the check of a move whose rule makes its options, and labels."""

from __future__ import annotations

from rules.core.messages import Msg
from rules.core.moves import NUMBER, Part

from .names import M, section_name
from .position import COMMON, CONVERT_TASKS, OWN, OWN_WORD, D

_N = NUMBER.pattern


#: Pieces declared onto the table: ``i3`` an idea on space 3, ``b5`` a Brilliant Idea on 5.
PIECES = Part(
    rf"[ib](?:{_N})(?: [ib](?:{_N}))*",
    lambda game, text: tuple((token[0], int(token[1:])) for token in text.split()),
    lambda pieces: " ".join(f"{letter}{i}" for letter, i in pieces),
)
#: The office's clients treated: one slot, or both.
SLOTS = Part(
    rf"(?:{_N})(?: (?:{_N}))*",
    lambda game, text: tuple(int(x) for x in text.split()),
    lambda slots: " ".join(map(str, slots)),
)
WHO = Part("prof|freud")
#: Brilliant Ideas spent on a move: written only when there are any (" 2").
BRIGHT = Part(
    rf"(?: (?:{_N}))?",
    lambda game, text: int(text) if text else 0,
    lambda bright: f" {bright}" if bright else "",
)
#: The section an insight goes to, written only by the moves that take it (" 2").
TARGET = Part(
    rf"(?: (?:{_N}))?",
    lambda game, text: int(text) if text else None,
    lambda target: "" if target is None else f" {target}",
)
#: An insight of the player's colour is named " own"; a common one nothing.
COLOUR = Part(
    "(?: own)?", lambda game, text: OWN if text else COMMON, lambda colour: OWN_WORD[colour]
)
#: A set traded: a letter per section, c for a common insight, o for one of the player's colour.
KINDS = Part(f"[co]{{{len(D.insight_sections)}}}")
FREE = Part("lift|shift")
TRADE = Part("suppress|elevate|transfer")

#: The tasks where trades may be asked for: the player's own decisions, and the office's refill
#: that ends their turn (converting_allowed says which refills are theirs).
TRADE_TASKS = CONVERT_TASKS | {"pick-client", "manifest"}
SKIP_TASKS = ("pick-client", "manifest", "resolve", "play", "column", "bonus")


def listed_in(options, word):
    """The check of a move whose rule makes its options: legal when that rule lists it, else
    refused under the rule of its own (``word``) or what is due."""

    def check(self, state, *parts):
        return None if parts in options(self, state) else self.refused(state, word)

    return check


def label(name, **params):
    return Msg(M + "label-" + name, **params)


def insight_words(section, level, colour):
    return {"section": section_name(section), "level": level, "own": colour}


def end_of_turn_action(play):
    """What every action of the turn leaves after it: the heart boxes, then the turn's end."""
    play.tasks.append(("hearts",))
