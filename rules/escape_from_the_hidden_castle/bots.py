"""A heuristic bot for Escape from the Hidden Castle.

It looks one action ahead: it applies each legal action (without explanations) and rates the
position for itself by its spooky points plus the expected cost of its guests that Hugo could
reach soon. So it prefers safe rooms, green rooms most, keeps gallery guests out of Hugo's
reach and avoids the first spaces after the arrow while he is still in the cellar.
"""

from __future__ import annotations

from rules.core import Game
from rules.core.bots import LookaheadBot

from .state import CELLAR, DOOR, MIDNIGHT, ROOM, CastleState, in_cellar, in_gallery, in_room

CAPTURE_COST = 7.0  # about what a capture costs on average (cellar steps +10 down to +2)


class HeuristicBot(LookaheadBot):
    name = "heuristic"

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
