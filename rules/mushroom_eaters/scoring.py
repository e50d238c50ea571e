"""The end of The Mushroom Eaters and its scoring (seed 000_556f26b31c3cddac.txt, the end of the
game), a part of the game's class."""

from __future__ import annotations

from rules.core.messages import Msg


class Scoring:
    """The game ended and each Eater's points."""

    def end_game(self, play) -> None:
        play.ended = "end"
        play.tasks = []
        if play.log is not None:
            play.step("score", Msg("mushroom-eaters-step-scored"))

    def scores(self, state) -> tuple[float, ...]:
        # Read for every position a bot rates: the sums are made over the seats at once.
        paradox = state.paradox
        base = [
            a + 3 * f + 2 * w + p / 2
            for a, f, w, p in zip(state.awakening, state.faces, state.wisdom, paradox, strict=True)
        ]
        for values, prize in ((paradox, 6), (state.path_cards, 3)):
            best = max(values)
            if best > 0:
                share = prize // values.count(best)  # the tied share the prize
                for s, v in enumerate(values):
                    if v == best:
                        base[s] += share
        return tuple([int(x) if x.is_integer() else x for x in base])
