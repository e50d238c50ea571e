"""The starting position of Mycelia, with or without Prisma (seed 001_6d301ad178b2b559.txt,
Setup): the supply card, the gift piles shuffled with the game's seed, each player's board,
deck and action cards, the market, Gwidyon's pile in a solo game, and the first tasks (the
showcase filled, every hand drawn); a part of the game's class."""

from __future__ import annotations

from typing import Any

from rules.core import chance as seeded

from .data import COLORS
from .state import EMPTY, HAND, SHOWCASE, full_position


class Starting:
    """Setting up a game: the cards it is played with and the position before the first
    move."""

    def start_deck(self, prisma: bool) -> list[int]:
        deck = [c.code for c in self.cards if c.kind == "start" for _ in range(c.copies)]
        return deck + ([self.by_key["viatica"]] if prisma else [])

    def market_cards(self, prisma: bool) -> list[int]:
        return [
            c.code
            for c in self.cards
            if c.kind == "market" and (prisma or not c.prisma)
            for _ in range(c.copies)
        ]

    def gift_pile(self, color: str) -> list[int]:
        return [c.code for c in self.cards if c.gift and c.color == color for _ in range(c.copies)]

    def _setup(self, players: int, seed: int, variants: tuple[str, ...], rulings: dict) -> Any:
        board = self.board
        prisma = "base-only" not in variants
        dew, prism = board.setups["prisma" if prisma else "base"]
        draws = 0
        supply = seeded.pick(seed, draws, [1] * len(board.supply))
        draws += 1
        piles = []
        for color in COLORS:
            pile, draws = seeded.shuffle(seed, draws, self.gift_pile(color) if prisma else [])
            piles.append(tuple(pile))
        solo = players == 1
        blocked = board.blocked[players] if prisma else ()
        if prisma and players == 2 and rulings["two-player-block"] == "two-only":
            blocked = (2,)
        state = full_position(
            players,
            variants,
            rulings,
            seed,
            draws=draws,
            current=0,
            turn=1,
            tasks=(("refill",), *(("fill", s, HAND) for s in range(players)), ("turn",)),
            shrine=0,
            supply=supply,
            played=(),
            trashed=(),
            market=tuple(sorted(self.market_cards(prisma))),
            showcase=(EMPTY,) * SHOWCASE,
            piles=tuple(piles),
            pool=(2, 2) if prisma else (0, 0),
            used=(),
            plays=0,
            gw_pos=0 if solo and prisma else -1,
            gw_pile=board.gwidyon_drops if solo else 0,
            gw_deck=tuple(sorted(board.gwidyon_deck)) if solo else (),
            gw_done=(),
            blocked=tuple(blocked),
            dew_supply=board.dewdrops - players * sum(dew),
            **self._each_seat(players, prisma, dew, prism),
        )
        play = self.Play(state)
        self.run_flow(play)
        return play.freeze()

    def _each_seat(self, players: int, prisma: bool, dew: tuple, prism: tuple) -> dict[str, tuple]:
        """What every player starts with, a field per seat: the board's drops, the shuffled
        start deck, the action cards a and b, and nothing else yet."""
        start = {
            "dew": dew,
            "prism": prism,
            "shrines": (),
            "leaves": 0,
            "mushrooms": 0,
            "hands": (),
            "tops": (),
            "decks": tuple(sorted(self.start_deck(prisma))),
            "discards": (),
            "gifts": (),
            "actions": ("a", "b"),
        }
        return {name: (value,) * players for name, value in start.items()}
