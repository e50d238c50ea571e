"""The end of a game in words: who won (or the team's result) and why, built once from the
game's ``Result`` for every game, and read by the status line, the Steps and the board's badge.

A game's ``result()`` gives scores, winners and a reason; some reasons name the winners, some
do not ("the most Experience becomes the Shaman"), so the winners are always named here, by
the game's own seat names, and ties are said to be ties.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Game, Result
from rules.core.messages import Msg

from .chrome import words

#: A seat's name in the game (``Session.seat``): a message or plain text.
SeatNamer = Callable[[int, Any], Msg | str]


@dataclass(frozen=True)
class Ending:
    """A finished game's outcome, ready to be read in any language."""

    result: Result
    outcome: Msg
    scores: Msg | None
    #: The outcome in a few words, for the board's badge (a team's, without every name).
    short: Msg | None = None

    def badge(self, language: str) -> str:
        """A few words for the top of the board: "Game over · Eater 4 wins"."""
        return words(Msg("end-badge", outcome=self.short or self.outcome), language)

    def reason(self, language: str) -> str:
        """The game's own reason as a sentence: capitalised, with its full stop."""
        said = self.result.render(language).strip()
        if not said:
            return ""
        said = said[0].upper() + said[1:]
        return said if said.endswith((".", "!", "?")) else f"{said}."

    def sentence(self, language: str, scores: bool = True) -> str:
        """The whole outcome: who won, why, and (with ``scores``) the final scores (never for
        a team's result, whose figures are not points)."""
        parts = [
            words(Msg("play-game-over", outcome=self.outcome), language),
            self.reason(language),
        ]
        if scores and self.scores is not None:
            parts.append(words(self.scores, language))
        return " ".join(part for part in parts if part)


def game_ending(game: Game, state: Any, seat: SeatNamer) -> Ending | None:
    """The outcome of ``state`` if the game is over (None while it runs)."""
    result = game.result(state)
    if result is None:
        return None
    players = len(result.scores)
    winners = tuple(seat(s, state) for s in result.winners)
    if result.team:
        everyone = tuple(seat(s, state) for s in range(players))
        if result.winners:
            outcome = Msg("end-outcome-team-won", winners=everyone, count=players)
            short = Msg("end-badge-team-won")
        else:
            outcome = Msg("end-outcome-team-lost", players=everyone, count=players)
            short = Msg("end-badge-team-lost")
        # Solo, the outcome is short already, and there is no team to speak of.
        return Ending(result, outcome, None, short if players > 1 else None)
    if not winners:
        outcome = Msg("end-outcome-nobody")
    elif len(winners) == 1:
        outcome = Msg("end-outcome-one", winners=winners)
    else:
        outcome = Msg("end-outcome-tie", winners=winners)
    scores = tuple(
        Msg("end-score", seat=seat(s, state), score=score) for s, score in enumerate(result.scores)
    )
    return Ending(result, outcome, Msg("end-scores", scores=scores) if scores else None)
