"""The end of The Mushroom Eaters and its scoring (seed 000_556f26b31c3cddac.txt, the end of the
game), a part of the game's class."""

from __future__ import annotations

from rules.core.messages import Msg


class Scoring:
    """The game ended and each Eater's points."""

    def end_game(self, play) -> None:
        play.ended = "end"
        play.tasks = []
        play.step("score", Msg("mushroom-eaters-step-scored"))

    def scores(self, state) -> tuple[float, ...]:
        base = [
            state.awakening[s] + 3 * state.faces[s] + 2 * state.wisdom[s] + state.paradox[s] / 2
            for s in range(state.players)
        ]
        for values, prize in ((state.paradox, 6), (state.path_cards, 3)):
            best = max(values)
            if best > 0:
                tied = [s for s in range(state.players) if values[s] == best]
                for s in tied:
                    base[s] += prize // len(tied)
        return tuple(int(x) if float(x).is_integer() else x for x in base)
