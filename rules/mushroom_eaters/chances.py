"""What chance may draw now and with what chance: the die, the decks and the tokens (seed
000_556f26b31c3cddac.txt), a part of the moves (moves.py)."""

from __future__ import annotations

from collections import Counter

from rules.core.types import CHANCE, Action

from .table import D

#: The chance tasks and the word a key of what they draw starts with.
DRAW_PREFIX = {
    "roll": "die",
    "draw-env": "env",
    "draw-share": "share",
    "draw-talk": "talkcard",
    "fill-row": "talkcard",
    "draw-place": "place",
    "draw-pp": "pp",
}


#: What a roll of the die may show and how likely (the die's faces are the board's alone):
#: worked out once, not at each of the Intense moments a bot's every game rolls (issue 47).
DIE_DRAWS = tuple((("die", f), c / len(D.die)) for f, c in sorted(Counter(D.die).items()))


class Chances:
    """The chance outcomes and their chances."""

    # core: chance. The core has no chances of its own yet: the outcomes' chances are the game's
    # (``chance_draws``), and the draw move's options and the core's seeded sample read them.
    def chance_outcomes(self, state) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        return [(self.action_of(self.draw, parts), p) for parts, p in self.chance_draws(state)]

    def chance_draws(self, state) -> list[tuple[tuple[str, int], float]]:
        """What the chance task due now may draw, as the draw move's key parts, and how likely."""
        kind = state.tasks[0][0]
        if kind == "roll":
            return list(DIE_DRAWS)
        pool = self.chance_pool(state, kind)
        prefix = DRAW_PREFIX[kind]
        faces = {"draw-place": D.place, "draw-pp": D.path_cards}.get(kind)
        if faces is None:  # every Environment and Share/Talking card differs from the others
            return [((prefix, c), 1 / len(pool)) for c in pool]
        # Equal tokens (two "1 Awakening") or equal Personal Path cards are one outcome, with
        # the chance of any of them: the first one left of that face is the one taken (which
        # copy it is changes nothing). Listed once each, a "what if?" offers every face once.
        first: dict[str, int] = {}
        copies: Counter[str] = Counter()
        for c in pool:
            face = repr(faces[c])
            first.setdefault(face, c)
            copies[face] += 1
        return [((prefix, c), copies[face] / len(pool)) for face, c in first.items()]

    def chance_pool(self, state, kind) -> list[int]:
        if kind == "draw-env":
            left = [c for c in range(len(D.environment)) if c not in state.env_discard]
            return left or list(range(len(D.environment)))
        if kind in ("draw-share", "draw-talk", "fill-row"):
            out = set(state.talk_out) | set(state.talk_row)
            left = [c for c in range(len(D.share)) if c not in state.share_discard and c not in out]
            return left or [c for c in range(len(D.share)) if c not in out]
        if kind == "draw-place":
            used = {t for _, t in state.placed}
            return [t for t in range(len(D.place)) if t not in used]
        return [c for c in range(len(D.path_cards)) if c not in state.pp_drawn]
