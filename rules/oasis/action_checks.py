"""Which mandatory actions of Oasis are open and what refuses one (seed
003_fece3b0430baafc1.txt, the Oasis pages): the options and the one check of naming an action,
Explore, a pass, Recycle, Equip and its payment, Travel and its end, and the discard (the
legal list and the why-not both ask them; refusals.py words them).
"""

from __future__ import annotations

from typing import Any

from rules.core import CHANCE, Ruling
from rules.core.messages import Msg
from rules.core.moves import Refusal

from . import names as n
from .moves import DECK_EMPTY, ITEM_PARTS, NO_PARTS, NO_PASS, OasisMoves, R, _distinct
from .refusals import refused
from .state import HAND_LIMIT, OasisState, open_supply


class ActionChecks:
    """The options and checks of the mandatory action (a part of the game class)."""

    @OasisMoves.stop_travel.options
    @OasisMoves.skip_mission.options
    def _once(self, s: OasisState) -> tuple[tuple[()]]:
        return NO_PARTS

    # The mandatory action's options are the bits of ``_possible`` their checks read (worked
    # out once per position), so the legal list lists each without asking its check again
    # (``checked_options``): random games make the list at every mandatory action.
    @OasisMoves.explore.options
    def _explore_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return NO_PARTS if self._possible(s) & 1 else ()

    @OasisMoves.name_recycle.options
    def _name_recycle_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return NO_PARTS if self._possible(s) & 2 else ()

    @OasisMoves.name_equip.options
    def _name_equip_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return NO_PARTS if self._possible(s) & 4 else ()

    @OasisMoves.name_travel.options
    def _name_travel_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return NO_PARTS if self._possible(s) & 8 else ()

    @OasisMoves.name_recruit.options
    def _name_recruit_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return NO_PARTS if self._possible(s) & 16 else ()

    @OasisMoves.pass_turn.options
    def _pass_options(self, s: OasisState) -> tuple[tuple[()], ...]:
        return () if self._possible(s) else NO_PARTS

    @OasisMoves.explore.check
    def _explore_check(self, s: OasisState) -> Ruling | None:
        return None if self._possible(s) & 1 else DECK_EMPTY

    @OasisMoves.name_recycle.check
    def _name_recycle_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 2 else self._choose_refusal(s, "recycle")

    @OasisMoves.name_equip.check
    def _name_equip_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 4 else self._choose_refusal(s, "equip")

    @OasisMoves.name_travel.check
    def _name_travel_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 8 else self._choose_refusal(s, "travel")

    @OasisMoves.name_recruit.check
    def _name_recruit_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 16 else self._choose_refusal(s, "recruit")

    @OasisMoves.pass_turn.check
    def _pass_check(self, s: OasisState) -> Ruling | None:
        """A scout passes only when none of the five actions can be done."""
        return NO_PASS if self._possible(s) else None

    @OasisMoves.name_recycle.not_now
    @OasisMoves.name_equip.not_now
    @OasisMoves.name_travel.not_now
    @OasisMoves.name_recruit.not_now
    def _named_not_now(self, s: OasisState) -> Ruling:
        tk = self._front(s)
        if s.to_move == CHANCE or tk == "start":
            return self.due_refusal(s)
        return refused("action", "oasis-refuse-named-once", who=n.scout(s.current), ask=n.ask(tk))

    def _named_first(self, s: OasisState, verb: str, problem: Refusal | None) -> Refusal | None:
        """At the mandatory action a card is chosen only once its action is named: what the
        named action would refuse, or "name it first"."""
        if self._front(s) != "action" or problem is not None:
            return problem
        return refused(
            "action",
            "oasis-refuse-name-first",
            action=Msg(f"oasis-action-{verb}"),
            then=Msg(f"oasis-then-{verb}"),
        )

    # Recycle, Equip, Pay ---------------------------------------------------------------------
    @OasisMoves.recycle_card.options
    def _ruins_cards(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in _distinct(s.ruins)]

    @OasisMoves.recycle_card.check
    def _recycle_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        problem = (
            None
            if code in s.ruins
            else refused("recycle", "oasis-refuse-not-in-ruins", card=self.card_name(code))
        )
        return self._named_first(s, "recycle", problem)

    @OasisMoves.equip_item.options
    def _equippable(self, s: OasisState) -> list[tuple[str]]:
        return self._equip_options(s, s.tasks[0][1])

    @OasisMoves.equip_item.check
    def _equip_check(self, s: OasisState, item: str) -> Ruling | None:
        task = s.tasks[0]
        discount = task[1] if task[0] == "equip" else 0
        legal = (item,) in self._equip_options(s, discount)
        problem = None if legal else self._equip_refusal(s, task, item)
        return self._named_first(s, "equip", problem)

    def _equip_options(self, s: Any, discount: int) -> list[tuple[str]]:
        """Each Equipment whose pile has one and whose cost (less the Upgraded Equip's
        ``discount``) the hand can pay."""
        size = len(s.hands[s.current]) + discount
        supply = open_supply(s.supply, s.closed)
        piles = zip(ITEM_PARTS, supply, self._costs, strict=True)
        return [parts for parts, pile, cost in piles if pile and size >= cost]

    @OasisMoves.pay_card.options
    @OasisMoves.discard_card.options
    def _hand_cards(self, s: OasisState) -> list[tuple[str]]:
        """The distinct cards of the hand (a discard only while it is over the limit)."""
        if self._front(s) == "discard" and not self._over_limit(s):
            return []
        one = self._one
        return [one[c] for c in _distinct(s.hands[s.current])]

    @OasisMoves.pay_card.check
    def _pay_check(self, s: OasisState, card: str) -> Ruling | None:
        if self._code_of[card] in s.hands[s.current]:
            return None
        return Ruling(R + "equip", self._not_held(s, self._code_of[card]))

    @OasisMoves.discard_card.check
    def _discard_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        if code in s.hands[s.current] and self._over_limit(s):
            return None
        return Ruling(R + "hand-limit", self._not_held(s, code))

    @staticmethod
    def _over_limit(s: Any) -> bool:
        """Whether the scout to move holds more than the hand limit (a discard is owed)."""
        return len(s.hands[s.current]) > HAND_LIMIT

    # Travel ------------------------------------------------------------------------------------
    @OasisMoves.travel_card.options
    def _trail_cards(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in self._next_cards(s)]

    @OasisMoves.travel_card.check
    def _travel_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        problem = None if code in self._next_cards(s) else self._travel_refusal(s, code)
        return self._named_first(s, "travel", problem)

    @OasisMoves.stop_travel.check
    def _stop_check(self, s: OasisState) -> Ruling | None:
        """Ruling travel-minimum: a Travel may end before its first card only if "none"."""
        started = s.tasks[0][1] or s.ruling("travel-minimum") == "none"
        if started and self._next_cards(s):
            return None
        return refused("ruling.travel-minimum", "oasis-refuse-stop")

    def _next_cards(self, s: Any) -> list[int]:
        """The cards of the hand that may go next on the trail of the scout to move."""
        me = s.current
        hand = s.hands[me]
        target = s.reached(me) - 1
        if target < 0:
            return []
        # The hand's cards numbered ``target``, by code as in the sorted hand.
        out = [c for c in self._numbered[target] if c in hand]
        # A Compass stands for a number the scout lacks (or, ruling compass-missing, any).
        if target >= 1 and self._compass in hand and (not out or self._compass_for_held(s)):
            trail = s.trails[me]
            if s.ruling("compass-run") == "allowed" or trail[-1] != self._compass:
                out.append(self._compass)
        if self._map in hand and (target == 0 or s.ruling("map") == "any-time"):
            out.append(self._map)
        return out

    @staticmethod
    def _compass_for_held(s: Any) -> bool:
        """Ruling compass-missing: may a Compass stand for a number the scout holds?"""
        return s.ruling("compass-missing") == "also-held"
