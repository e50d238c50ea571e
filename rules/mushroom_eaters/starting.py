"""The starting position of The Mushroom Eaters (seed 000_556f26b31c3cddac.txt, Setup): every
Eater's hand, tokens and tracks, and the first tasks, a part of the game's class."""

from __future__ import annotations

from .data import CARDS
from .state import MushroomState, Play, full_position
from .table import PLACES, D


def opening_tasks(rulings) -> tuple[tuple, ...]:
    """The first tasks of a game: the Place tokens laid face up as the path comes into view
    (a chance draw each, unless they wait for the pawn), then the hut's Must Do series."""
    draws = [("draw-place", i, ()) for i in PLACES if rulings["place-tokens"] == "when-seen"]
    return (*draws[: len(D.place)], ("series", 0), ("next",))


class Starting:
    """Setting up a game: the position before the first move."""

    def _setup(self, players, seed, variants, rulings) -> MushroomState:
        n = players
        state = full_position(
            n,
            variants,
            rulings,
            seed,
            draws=0,
            current=0,
            tasks=opening_tasks(rulings),
            pawn=0,
            jelly=False,
            hands=(CARDS,) * n,
            discards=((),) * n,
            intensity=(D.intensity,) * n,
            forward=(D.forward,) * n,
            hour=(),
            drum=(),
            awakening=(0,) * n,
            wisdom=(0,) * n,
            paradox=(0,) * n,
            faces=(0,) * n,
            mantras=("",) * n,
            breathe=(D.deep_breathing,) * n,
            path_cards=(0,) * n,
            on_path=(-1,) * n,
            path_pos=(-1,) * n,
            path_done=((),) * n,
            path_space=(-1,) * n,
            pp_drawn=(),
            env_discard=(),
            share_discard=(),
            talk_out=(),
            talk_row=(),
            placed=(),
            lander=0,
            experienced=(),
            breathing=(),
            specials=(False,) * n,
            ended="",
        )
        play = Play(state, False)
        self.run_flow(play)
        return play.freeze()
