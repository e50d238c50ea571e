"""A heuristic bot for Escape from the Hidden Castle.

It looks one action ahead: it applies each legal action (without explanations) and rates the
position for itself by its spooky points plus the expected cost of its guests that Hugo could
reach soon. So it prefers safe rooms, green rooms most, keeps gallery guests out of Hugo's
reach and avoids the first spaces after the arrow while he is still in the cellar.

The actions it rates best are kept per position it decided in (issue 47): a seat's view holds
no seed, so the placements that open every game, and many positions after them, come back in
game after game of the Lab, and each is rated once. A rating reads nothing but the position,
the action and the game's board, so a kept list is the one made afresh
(test_hidden_castle_bot_kept).
"""

from __future__ import annotations

import random

from rules.core import Action, Game
from rules.core.bots import LookaheadBot

from .state import CELLAR, DOOR, MIDNIGHT, ROOM, CastleState, in_cellar, in_gallery, in_room

CAPTURE_COST = 7.0  # about what a capture costs on average (cellar steps +10 down to +2)
#: Positions whose ratings are kept at most; all are dropped when there are more (about
#: 1,000 games' worth of the positions that repeat, a few megabytes).
KEPT = 20_000


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(self) -> None:
        # position decided in -> the actions rated best there, for one game (its board).
        self._kept: dict[CastleState, list[Action]] = {}
        self._game: Game | None = None

    def choose(self, game: Game, state: CastleState, rng: random.Random) -> Action:
        """The core's choice (``LookaheadBot.choose``: the best rated actions, one of them
        picked by ``rng``), with the best actions (``best_actions``) kept per position: a
        position decided in before gets the same list, and ``rng`` the same pick, without the
        legal list and the look-ahead made again."""
        kept = self._kept
        if game is not self._game or len(kept) >= KEPT:
            kept.clear()
            self._game = game
        best = kept.get(state)
        if best is None:
            best = kept[state] = self.best_actions(game, state)
        return rng.choice(best)

    def value(self, game: Game, state: CastleState, me: int) -> float:
        """Higher is better for seat ``me``: minus points, minus the danger to its guests."""
        board = game.board  # type: ignore[attr-defined]
        side = board.sides[state.side]
        points = float(state.points[me])
        speed = state.speed
        # How far Hugo is from the arrow space, counting his remaining cellar steps.
        if in_gallery(state.hugo):
            hugo_at, behind = state.hugo, 0
        elif state.hugo == DOOR:
            hugo_at, behind = board.arrow, len(side.cellar_points) + 1
        else:
            hugo_at, behind = board.arrow, len(side.cellar_points) - (state.hugo - CELLAR)
        danger = 0.0
        gallery = board.gallery
        midnight = state.side == MIDNIGHT
        first = me * state.per_player
        for loc in state.guests[first : first + state.per_player]:
            if in_gallery(loc):
                distance = (loc - hugo_at) % gallery + behind
                if distance == 0:
                    distance = gallery
                laps = distance / speed  # ghost rolls Hugo needs to reach this guest
                danger += CAPTURE_COST * (0.7 ** (laps - 1.0 if laps > 1.0 else 0.0))
            elif midnight:
                # Midnight Party scores at the round end: count what is already certain.
                if in_cellar(loc):
                    points += side.cellar_points[loc - CELLAR]
                elif in_room(loc):
                    points += side.rooms[loc - ROOM].points
        return -points - danger
