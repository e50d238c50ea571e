"""The rules the moves' checks ask (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt):
which cards a crisis lets a player discard, why a Local action cannot be taken, and the task due
in words; a part of the game's class (the checks themselves are moves.py's)."""

from __future__ import annotations

from functools import partial

from rules.core.messages import Msg
from rules.core.moves import LazyRefusal

from .data import SECTORS, LocalCard
from .state import FLOW


class MoveChecks:
    """What the moves' checks read."""

    def discardable(self, state, task: tuple) -> list[int]:
        """The cards a crisis's discard may take: from the hand, or any played card of the
        play area (daybreak.crisis.play-area), or those carrying the crisis's tag."""
        seat, where = task[1], task[3]
        if where == "hand":
            return sorted(set(state.hands[seat]))
        played = [c for cards, _ in state.stacks[seat] for c in cards]
        if where != "area":
            played = [c for c in played if where in self.local[c].tags]
        return sorted(set(played))

    def _use_problem(self, state, me: int, number: int) -> LazyRefusal | None:
        """Why the top action of stack ``number`` cannot be taken now, or None
        (daybreak.local.action; a passive crisis, daybreak.crisis.passive). The legal list and
        the bot ask it for every stack of every position, so the sentence is only said when
        someone reads it (a lazy refusal: the rule and what says why)."""
        stacks = state.stacks[me]
        if not 1 <= number <= len(stacks):
            return "local.action", lambda: Msg("daybreak-refuse-no-stack", stack=number)
        stack = stacks[number - 1]
        card = self.local[stack[0][-1]]
        if self.uses(state, me, card.code) >= card.limit:
            return "local.action", lambda: Msg(
                "daybreak-refuse-spent", card=card.name, limit=card.limit
            )
        if card.requires:
            counts = self.stack_tag_counts(stack)
            for tag, need in card.requires:
                have = counts.get(tag, 0)
                if have < need:
                    return "local.action", partial(
                        Msg,
                        "daybreak-refuse-requires",
                        card=card.name,
                        tag=tag,
                        need=need,
                        have=have,
                    )
        if card.effect in ("swap", "retire"):
            blocker = self.passive_in_play(state, "no-dirty-removal")
            if blocker is not None:
                return "crisis.passive", lambda: Msg(
                    "daybreak-refuse-passive", card=card.name, crisis=self.crisis[blocker].name
                )
        if not self._effect_possible(state, me, card):
            return "local.action", lambda: Msg("daybreak-refuse-nothing", card=card.name)
        return None

    @staticmethod
    def _effect_possible(state, me: int, card: LocalCard) -> bool:
        effect = card.effect
        if effect in ("swap", "retire"):
            return state.dirty[me] > 0
        if effect == "cut":
            return state.emissions[me][SECTORS.index(card.sector)] > 0
        if effect == "demand":
            return state.demand[me] > 0
        if effect == "relief":
            return state.communities[me] > 0
        return True

    def task_words(self, state) -> Msg:
        """What the position waits for, in words (a Step's snapshot, taken while the rules
        run, may wait for nothing but the rules themselves)."""
        task = state.task
        kind = task[0] if task else ""
        if not task or kind in FLOW.automatic:
            return Msg("daybreak-now-rules")
        if kind in ("local", "discard", "keep", "drop"):
            return Msg(f"daybreak-now-{kind}", player=self.power_name(task[1], state))
        return Msg(f"daybreak-now-{kind}")
