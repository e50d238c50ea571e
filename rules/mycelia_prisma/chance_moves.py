"""Chance's moves in Mycelia: Prisma (seed 001_6d301ad178b2b559.txt): what a card drawn, the
shrine's die and Gwidyon's card may give (the options and the one check, which the legal list
and the why-not both ask) and what each does. Declared and worded in moves.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.messages import render
from rules.core.moves import Refusal

from .moves import FACES, MyceliaMoves
from .state import EVERYONE

if TYPE_CHECKING:
    from .engine import MyceliaPlay


class ChanceMoves:
    """Chance's draws, die and Gwidyon's card (a part of the game class)."""

    def chance_pile(self, s: Any) -> tuple[int, ...]:
        if s.viewer != EVERYONE:
            raise ValueError(
                f"what chance can give here is hidden from {render(self.seat_name(s.viewer))}'s "
                "view: ask the whole game, not a player's view"
            )
        task = s.tasks[0]
        if task[0] == "gwidyon":
            return s.gw_deck
        return s.market if task[0] == "market" else s.decks[task[1]]

    @MyceliaMoves.draw_move.options
    def _draw_options(self, s: Any) -> list[tuple]:
        # The distinct cards in code order, as chance_outcomes lists them (no weights needed).
        cards = self.cards
        return [(cards[c].key,) for c in sorted(set(self.chance_pile(s)))]

    @MyceliaMoves.draw_move.check
    def _draw_check(self, s: Any, card: str) -> Refusal | None:
        return None if self.by_key[card] in self.chance_pile(s) else self.chance_refusal()

    @MyceliaMoves.draw_move.effect
    def _draw(self, play: MyceliaPlay, card: str) -> None:
        play.draws += 1
        if play.tasks[0][0] == "market":
            self.market_draw(play, self.by_key[card])
        else:
            self.chance_draw(play, self.by_key[card])

    @MyceliaMoves.die_move.options
    def _die_options(self, s: Any) -> tuple:
        return FACES

    @MyceliaMoves.die_move.effect
    def _roll(self, play: MyceliaPlay, face: int) -> None:
        play.draws += 1
        play.say("base.replenish", "die", "shrine", face=face)
        self.replenish(play, face)

    @MyceliaMoves.gwidyon_move.options
    def _gwidyon_options(self, s: Any) -> list[tuple]:
        return [(v,) for v in sorted(set(self.chance_pile(s)))]

    @MyceliaMoves.gwidyon_move.check
    def _gwidyon_check(self, s: Any, value: int) -> Refusal | None:
        return None if value in s.gw_deck else self.chance_refusal()

    @MyceliaMoves.gwidyon_move.effect
    def _gwidyon(self, play: MyceliaPlay, value: int) -> None:
        play.draws += 1
        self.gwidyon_turn(play, value)
