"""The starting position of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt, Game
Setup; Midnight Party): every guest in its owner's hand, Hugo at his start, the first speed and
points, and the opening placement; a part of the game's class."""

from __future__ import annotations

from .state import CELLAR, DOOR, HAND, MIDNIGHT, PLACE, CastleState, full_position, side_of


class Starting:
    """Setting up a game: the position before the first move."""

    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> CastleState:
        side = side_of(variants)
        per = self.board.guests_per_player[players]
        start = self.board.start_points
        if side == MIDNIGHT and rulings["midnight-start"] == "0":
            start = 0
        # Round-robin: each seat places its first guest, then each its second, and so on.
        order = tuple(seat * per + k for k in range(per) for seat in range(players))
        return full_position(
            players,
            variants,
            rulings,
            seed,
            phase=PLACE,
            roll=None,
            queue=order,
            per_player=per,
            draws=0,
            current=0,
            guests=(HAND,) * (players * per),
            hugo=self.hugo_start(side),
            speed=self.board.first_speed(side, players),
            points=(start,) * players,
            round=1,
        )

    def hugo_start(self, side_name: str) -> int:
        """Where Hugo starts (seed: Game Setup; Midnight Party): the door or the bottom step."""
        return DOOR if self.board.sides[side_name].hugo_start == "door" else CELLAR
