"""Why O Inconsciente refuses a move: the rule it breaks when its moment is right (a bonus
already taken, a thesis without volumes), else the rule of what is due now. A part of the game's
class (``OInconsciente``), asked by the core's why-not (rules/core/moves.py)."""

from __future__ import annotations

from rules.core import Ruling
from rules.core.messages import Msg

from .names import M, R

#: (task due, first word of the key) -> the rule that refuses it (its message is no-<word>).
REFUSALS = {
    ("turn", "declare"): "declare.place",
    ("turn", "recover"): "recover",
    ("turn", "treat"): "treat",
    ("resolve", "note"): "notes.gain",
    ("resolve", "thesis"): "research.thesis",
    ("resolve", "minor"): "insights.minor",
    ("resolve", "move"): "move",
    ("resolve", "research"): "research.gain",
    ("swap", "swap"): "research.gain",
    ("play", "play"): "research.play",
    ("volume", "volume"): "research.thesis",
    ("volume", "cite"): "research.thesis",
    ("free", "lift"): "insights.free",
    ("free", "shift"): "insights.free",
    ("ink", "ink"): "declare.inkwell",
    ("column", "column"): "declare.rondel",
    ("track", "track"): "reputation.activate",
    ("bonus", "bonus"): "recover.bonus",
    ("bonus", "district"): "recover.district",
    ("hearts", "heart"): "end-of-turn.hearts",
    ("pick-client", "client"): "office.refill",
    ("manifest", "manifest"): "office.refill",
    ("start-row", "row"): "setup.start-notes",
    ("start-client", "start"): "setup.start-clients",
}
#: The rule that says what is due now, for a key that belongs to another moment.
DUE = {
    "start-row": "setup.start-notes",
    "start-client": "setup.start-clients",
    "pick-client": "office.refill",
    "manifest": "office.refill",
    "draw": "office.refill",
    "turn": "turn",
    "resolve": "declare.resolve",
    "swap": "research.gain",
    "play": "research.play",
    "volume": "research.thesis",
    "free": "insights.free",
    "ink": "declare.inkwell",
    "column": "declare.rondel",
    "track": "reputation.activate",
    "bonus": "recover.bonus",
    "hearts": "end-of-turn.hearts",
}


class Refusals:
    """The refusals every move of O Inconsciente words the same way."""

    over_refusal = Ruling(R + "end", Msg(M + "no-over"))

    def due_refusal(self, state) -> Ruling:
        """A move whose moment this is not: the rule of the task due, saying what it is."""
        task = state.tasks[0][0]
        return Ruling(R + DUE.get(task, "turn"), Msg(M + "no-now", due=Msg(M + "due-" + task)))

    def refused(self, state, word: str) -> Ruling:
        """A move not among the legal ones while its task is due: the rule of its own that it
        breaks (its message says what that rule asks), or what is due."""
        rule = REFUSALS.get((state.tasks[0][0], word))
        if rule is None:
            return self.due_refusal(state)
        return Ruling(R + rule, Msg(M + "no-" + word))

    def unreadable(self, key: str, problem: ValueError | None) -> ValueError:
        """A key no move reads: O Inconsciente says so in its own words, as it always has."""
        return ValueError(f"not an action of O Inconsciente: {key!r}")
