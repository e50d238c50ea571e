"""Chance in Oasis (seed 003_fece3b0430baafc1.txt, the Oasis pages): the cards a draw may
bring and how likely each is, the two cards a Pillage grabs, what a seat may see of them,
and what a draw or a grab does.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from typing import TYPE_CHECKING

from rules.core import CHANCE, Action
from rules.core import chance as seeded
from rules.core.flow import pop, push
from rules.core.messages import Msg, Secret, render
from rules.core.working import replaced

from . import names as n
from .moves import OasisMoves
from .state import OasisState
from .zones import removed

if TYPE_CHECKING:
    from .engine import Play


class Drawing:
    """Chance's outcomes and their effects (a part of the game class)."""

    # ----- chance --------------------------------------------------------------------------
    # core: a chance outcome is a declared move (draw, grab) whose options are the outcomes,
    # but their probabilities and the seeded pick are the game's own: the core's moves have no
    # weights (a Move's ``weights(state)`` beside its options would let the core give
    # ``chance_outcomes`` and ``sample_chance``).
    def chance_outcomes(self, state: OasisState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        task = state.task
        if state.viewer >= 0 and self.chance_hidden_from(state, state.viewer):
            raise ValueError(
                "what chance can give here is hidden from "
                f"{render(self.seat_name(state.viewer))}'s view: ask the whole game, not a "
                "scout's view"
            )
        if task[0] == "grab":
            pairs, weights = self._grab_pairs(state.hands[task[1]])
            return [(self._grab_action(a, b), w) for (a, b), w in zip(pairs, weights, strict=True)]
        pile = state.deck if task[0] == "draw" else state.cdeck
        # The pile is sorted: equal cards sit together.
        codes, weights = self._pile_weights(pile)
        return [(self._draw_action(c), w) for c, w in zip(codes, weights, strict=True)]

    def sample_chance(self, state: OasisState) -> Action:
        # A draw from a deck: the card the core's weighted pick would give (``_pick_card``),
        # without building the outcome list; a Pillage's grab keeps the core's way. Either
        # pick is vouched for, so ``apply`` does not list the outcomes again.
        self.refuse_unseeded(state)
        tasks = state.tasks
        kind = tasks[0][0] if tasks and not state.ended else ""
        if kind == "draw" or kind == "cdraw" or kind == "lair":
            pile = state.deck if kind == "draw" else state.cdeck
            return self._vouch(state, self._draw_action(self._pick_card(state, pile)))
        if kind == "grab":  # the core's weighted pick, only the chosen pair named
            pairs, weights = self._grab_pairs(state.hands[tasks[0][1]])
            a, b = pairs[seeded.pick(state.seed, state.draws, weights)]
            return self._vouch(state, self._grab_action(a, b))
        return super().sample_chance(state)  # refuses: not a chance node

    @staticmethod
    def _grab_pairs(hand: tuple[int, ...]) -> tuple[list[tuple[int, int]], list[float]]:
        """The pairs of distinct cards a Pillage can grab from ``hand`` (a <= b, in order)
        and their chances."""
        counts = Counter(hand)
        size = len(hand)
        pairs = size * (size - 1) / 2
        out, weights = [], []
        codes = sorted(counts)
        for i, a in enumerate(codes):
            for b in codes[i:]:
                ways = counts[a] * (counts[a] - 1) / 2 if a == b else counts[a] * counts[b]
                if ways:
                    out.append((a, b))
                    weights.append(ways / pairs)
        return out, weights

    def _grab_action(self, a: int, b: int) -> Action:
        return self.action_of(self.grab_pair, (self.card_key(a), self.card_key(b)))

    def _draw_action(self, code: int) -> Action:
        return self.action_of(self.draw_card, self._one[code])

    def _pick_card(self, state: OasisState, pile: tuple[int, ...]) -> int:
        """The card ``seeded.pick`` chooses over the pile's distinct cards weighted by their
        runs: the first whose cumulative weight exceeds u times the weights' sum. Summed in
        floats, those weights stray from the exact fractions by about 1e-15, which matters
        only within a hair of the edge between two runs; anywhere else the pick is simply
        the card at position u * size of the sorted pile."""
        x = seeded.uniform(state.seed, state.draws) * len(pile)
        j = int(x)
        if 1e-6 < x - j < 1 - 1e-6:
            return pile[j]
        codes, weights = self._pile_weights(pile)  # near an edge: the core's own sums
        return codes[seeded.pick(state.seed, state.draws, weights)]

    @staticmethod
    def _pile_weights(pile: tuple[int, ...]) -> tuple[list[int], list[float]]:
        """The distinct cards of a sorted pile and their chances (``chance_outcomes``)."""
        codes = sorted(set(pile))
        size = len(pile)
        starts = [bisect_left(pile, c) for c in codes]
        starts.append(size)
        return codes, [(starts[i + 1] - starts[i]) / size for i in range(len(codes))]

    def chance_hidden_from(self, state: OasisState, player: int) -> bool:
        """A deck's remaining cards are hidden from every scout; a hand from all but its
        owner (the victim of a Pillage knows what can be grabbed)."""
        task = state.task
        if state.to_move != CHANCE:
            return False
        return not (task[0] == "grab" and task[1] == player)

    # chance ------------------------------------------------------------------------------
    @OasisMoves.draw_card.effect
    def _draw(self, play: Play, card: str) -> None:
        code = self._code_of[card]
        play.draws += 1
        task = pop(play.tasks)
        me = play.current
        if task[0] == "draw":
            play.deck = removed(play.deck, code)
            play.give(me, code)
            if play.log is not None:
                who = n.scout(me)
                play.say(
                    "explore",
                    "oasis-step-draw",
                    n.DECK,
                    n.hand_id(me),
                    who=who,
                    seen=self._seen((me,), self._names[code]),
                )
            if not play.deck and not play.deck_out:
                play.deck_out = True
                play.say("end.deck", "oasis-step-deck-out", n.DECK, who=n.scout(me))
        elif task[0] == "cdraw":
            play.cdeck = removed(play.cdeck, code)
            play.give(me, code)
            if play.log is not None:
                play.say(
                    self._take_rule(play.turn),
                    "oasis-step-cdraw",
                    n.CDECK,
                    n.hand_id(me),
                    who=n.scout(me),
                    seen=self._seen((me,), self._names[code]),
                )
        else:
            slot = task[1]
            play.cdeck = removed(play.cdeck, code)
            play.lair = replaced(play.lair, slot, code)
            play.say(
                self._take_rule(play.turn),
                "oasis-step-lair-refill",
                n.CDECK,
                n.lair_id(slot),
                slot=slot + 1,
                card=self._names[code],
            )

    @staticmethod
    def _take_rule(turn: int) -> str:
        """Companions drawn before the first turn belong to the choice of starting ones."""
        return "setup.starting-companion" if turn == 0 else "recruit.take"

    @staticmethod
    def _seen(seats: tuple[int, ...], what: Msg) -> Secret:
        """What only ``seats`` may read of a Step, as " (seen by Scout 1: #7)"; the other
        scouts read nothing there."""
        message = Msg(
            "oasis-seen-by", seats=n.chained("comma", tuple(map(n.scout, seats))), what=what
        )
        return Secret(message, frozenset(seats), "")

    @OasisMoves.grab_pair.effect
    def _grab(self, play: Play, first: str, second: str) -> None:
        a, b = sorted((self._code_of[first], self._code_of[second]))
        play.draws += 1
        task = pop(play.tasks)
        target = task[1]
        me = play.current
        shielded = self._shield in (a, b)
        if play.log is not None:
            play.say(
                "pillage",
                "oasis-step-grab-shielded" if shielded else "oasis-step-grab",
                n.hand_id(target),
                who=n.scout(me),
                target=n.scout(target),
                seen=self._seen((me, target), (self._names[a], self._names[b])),
            )
        if not shielded:
            push(play.tasks, ("keep", target, a, b))
