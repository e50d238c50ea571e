"""The end of The Mushroom Eaters and its scoring (seed 000_556f26b31c3cddac.txt, the end of the
game), a part of the game's class."""

from __future__ import annotations

from rules.core.messages import Msg

#: Every field ``scores`` reads: a bot keeps scores under their values (bots.py), so a field
#: the scoring comes to read must be named here (test_mushroom_eaters_same_play checks it).
SCORED = ("awakening", "faces", "wisdom", "paradox", "path_cards")


class Scoring:
    """The game ended and each Eater's points."""

    def end_game(self, play) -> None:
        play.ended = "end"
        play.tasks = []  # nothing is left to do: the flow stops here
        if play.log is not None:
            play.step("score", Msg("mushroom-eaters-step-scored"))

    def scores(self, state) -> tuple[float, ...]:
        # Read for every position a bot rates, so made in one pass over the seats and counted
        # in half points as whole numbers (a Paradox token is half a point), each total halved
        # at the end: a whole score an int, as the rulebook writes it.
        paradox, cards = state.paradox, state.path_cards
        most, most_cards = max(paradox), max(cards)
        # The prizes for most Paradox (6) and most Personal Path cards (3), the tied share
        # them; nobody wins one with none.
        share = 2 * (6 // paradox.count(most)) if most > 0 else 0
        share_cards = 2 * (3 // cards.count(most_cards)) if most_cards > 0 else 0
        awakening, faces, wisdom = state.awakening, state.faces, state.wisdom
        scores = []
        for seat, p in enumerate(paradox):  # one loop, no zip: the bot's every new position
            halves = 2 * awakening[seat] + 6 * faces[seat] + 4 * wisdom[seat] + p
            if p == most:
                halves += share
            if cards[seat] == most_cards:
                halves += share_cards
            scores.append(halves / 2 if halves & 1 else halves >> 1)
        return tuple(scores)
