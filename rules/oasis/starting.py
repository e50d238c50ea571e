"""The starting position of Oasis New Hope (the Oasis pages of seed 003_fece3b0430baafc1.txt,
Setup): the Journey and Companion cards shuffled with the game's seed, the Ruins, the hands,
the Lair and the Equipment piles, and the first tasks; a part of the game's class."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import chance as seeded

from .moves import LAIR_SLOTS
from .state import OasisState, full_position

START_HAND = 4
RUINS_REVEALED = 9


class Starting:
    """Setting up a game: the position before the first move."""

    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> OasisState:
        cards = self.cards
        draws = 0

        def shuffled(items: list[int]) -> list[int]:
            nonlocal draws
            result, draws = seeded.shuffle(seed, draws, items)
            return result

        def copies(codes: Iterable[int]) -> list[int]:
            return [c for c in codes for _ in range(cards.cards[c].copies)]

        journey = copies(cards.journey_codes)
        journey.remove(cards.oasis)  # one Oasis #0 goes face up to the Ruins
        journey = shuffled(journey)
        ruins = [cards.oasis, *journey[:RUINS_REVEALED]]
        del journey[:RUINS_REVEALED]
        hands = []
        for _ in range(players):
            hands.append(journey[:START_HAND])
            del journey[:START_HAND]
        supply = list(cards.supply)
        if players == 2:  # each scout also starts with a Shield
            for hand in hands:
                hand.append(self._shield)
            if rulings["two-player-shield"] == "from-pile":  # else from outside the piles
                supply[1] -= 2
        companions = shuffled(copies(cards.companion_codes))
        lair = companions[:LAIR_SLOTS]
        tasks = (*tuple(("start", s) for s in range(players)), ("lair-open",))
        return full_position(
            players,
            variants,
            rulings,
            seed,
            draws=draws,
            current=0,
            turn=0,
            tasks=tasks,
            deck=tuple(sorted(journey)),
            ruins=tuple(sorted(ruins)),
            hands=tuple(tuple(sorted(h)) for h in hands),
            trails=((cards.khalla,),) * players,
            areas=((),) * players,
            cdeck=tuple(sorted(companions[LAIR_SLOTS:])),
            lair=tuple(lair),
            cdiscard=(),
            supply=tuple(supply),
        )
