"""Why an action of Oasis is not allowed: the rule it breaks and a sentence about this
position (a ``Ruling`` whose message is in messages/en.ftl).

``Refusals`` is part of the ``Oasis`` game class (engine.py): each move's one check there (the
rule, which both the legal list and the why-not ask) says its refusal with these methods. They
only word why; no rule is decided here.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from rules.core import Ruling
from rules.core.messages import Msg
from rules.core.moves import LazyRefusal

from . import names as n
from .cards import EQUIPMENT
from .state import OasisState, open_supply

if TYPE_CHECKING:
    from .engine import Oasis

R = "oasis."
# The rule each task enforces.
TASK_RULE = {
    "start": R + "setup.starting-companion",
    "action": R + "action",
    "travel": R + "travel",
    "recycle": R + "recycle",
    "equip": R + "equip",
    "pay": R + "equip",
    "recruit": R + "recruit",
    "pillage": R + "pillage",
    "keep": R + "pillage",
    "mission": R + "mission",
    "discard": R + "hand-limit",
    "draw": R + "explore",
    "cdraw": R + "recruit.take",
    "lair": R + "recruit.take",
    "grab": R + "pillage",
}


def refused(rule: str, message_id: str, **params: Any) -> Ruling:
    """A refusal citing ``oasis.<rule>``, saying message ``message_id``."""
    return Ruling(R + rule, Msg(message_id, **params))


class Refusals:
    """The refusals of the Oasis game class (see the module docstring)."""

    def _other_task(self: Oasis, s: OasisState) -> Ruling:
        """An action of another kind than the task in front asks for."""
        task = s.task
        return Ruling(
            self._task_rule(s, task),
            Msg("oasis-refuse-other-task", who=n.scout(s.current), ask=n.ask(task[0])),
        )

    @staticmethod
    def _task_rule(state: OasisState, task: tuple) -> str:
        """The rule a task carries out; before the first turn, Companion draws and Lair
        refills belong to the choice of starting Companions."""
        if state.turn == 0 and task[0] in ("cdraw", "lair"):
            return R + "setup.starting-companion"
        return TASK_RULE.get(task[0], R + "turn")

    def _not_held(self: Oasis, s: OasisState, code: int) -> Msg:
        return Msg("oasis-refuse-not-in-hand", card=self.card_name(code), who=n.scout(s.current))

    def _equip_refusal(self: Oasis, s: OasisState, task: tuple, item: str) -> Ruling:
        discount = task[1] if task[0] == "equip" else 0
        closed = self._closed_pile_refusal(s, item)
        if closed is not None:
            return closed
        return refused(
            "equip",
            "oasis-refuse-equip-cost",
            item=self._item_name(item),
            cost=self.cards.cost[item] - discount,
            who=n.scout(s.current),
            held=len(s.hands[s.current]),
        )

    def _closed_pile_refusal(self: Oasis, s: OasisState, item: str) -> Ruling | None:
        """Why an Equipment cannot be taken from its pile, when the pile is the reason."""
        name = self._item_name(item)
        back = s.supply[EQUIPMENT.index(item)]
        if item in s.closed:
            if back:
                return refused(
                    "ruling.empty-pile",
                    "oasis-refuse-pile-closed-refilled",
                    item=name,
                    back=n.count("cards", back),
                )
            return refused("ruling.empty-pile", "oasis-refuse-pile-closed", item=name)
        if not back:
            return refused("ruling.empty-pile", "oasis-refuse-pile-empty", item=name)
        return None

    def _choose_refusal(self: Oasis, s: OasisState, verb: str) -> LazyRefusal:
        """Why a mandatory action cannot be named now: its rule, and its sentence made only
        when someone asks why (the legal list asks at every mandatory action)."""
        if verb == "equip":
            return self._no_equipment_rule(s), lambda: self._no_equipment_refusal(s).message
        return R + verb, lambda: self._cannot_name(s, verb)

    def _cannot_name(self: Oasis, s: OasisState, verb: str) -> Msg:
        me = s.current
        who = n.scout(me)
        if verb == "recycle":
            return Msg("oasis-refuse-ruins-empty")
        if verb == "travel":
            target = s.reached(me) - 1
            message = (
                "oasis-refuse-cannot-travel" if target >= 1 else "oasis-refuse-cannot-travel-map"
            )
            return Msg(message, who=who, number=target)
        return Msg("oasis-refuse-cannot-recruit", who=who)

    @staticmethod
    def _no_equipment_rule(s: OasisState) -> str:
        """Only piles that ran out stand in the way of an Equip: the ruling on empty piles
        says why; else the cost."""
        return R + ("equip" if any(open_supply(s.supply, s.closed)) else "ruling.empty-pile")

    def _no_equipment_refusal(self: Oasis, s: OasisState) -> Ruling:
        """No pile offers an Equipment the hand can pay for: each pile's reason."""
        supply = open_supply(s.supply, s.closed)
        reasons: list[Any] = [
            Msg(
                "oasis-pile-closed" if item in s.closed else "oasis-pile-empty",
                item=self._item_name(item),
            )
            for item, pile in zip(EQUIPMENT, supply, strict=True)
            if not pile
        ]
        dear = tuple(
            Msg("oasis-item-costs", item=self._item_name(item), cost=cost)
            for item, pile, cost in zip(EQUIPMENT, supply, self._costs, strict=True)
            if pile
        )
        if dear:  # the hand size matters only for the piles that are not empty
            held = n.count("cards", len(s.hands[s.current]))
            reasons.append(
                Msg(
                    "oasis-costs-held",
                    costs=n.chained("and", dear),
                    who=n.scout(s.current),
                    held=held,
                )
            )
        return Ruling(
            self._no_equipment_rule(s),
            Msg("oasis-refuse-no-equipment", reasons=n.chained("semicolon", tuple(reasons))),
        )

    def _travel_refusal(self: Oasis, s: OasisState, code: int) -> Ruling:
        me = s.current
        target = s.reached(me) - 1
        if code not in s.hands[me]:
            return Ruling(R + "travel", self._not_held(s, code))
        if code == self._compass:
            return self._compass_refusal(s, target)
        if code == self._map:
            return refused("ruling.map", "oasis-refuse-map-early", number=target + 1)
        return refused(
            "travel",
            "oasis-refuse-wrong-number",
            number=target + 1,
            next=target,
            card=self.card_name(code),
        )

    def _compass_refusal(self: Oasis, s: OasisState, target: int) -> Ruling:
        if target == 0:
            return refused("travel.compass", "oasis-refuse-compass-oasis")
        held = [c for c in self._numbered[target] if c in s.hands[s.current]]
        if held and not self._compass_for_held(s):
            return refused(
                "ruling.compass-missing",
                "oasis-refuse-compass-held",
                who=n.scout(s.current),
                card=self.card_name(held[0]),
            )
        return refused("ruling.compass-run", "oasis-refuse-compass-run")

    def _take_refusal(self: Oasis, s: OasisState, how: str, slot: int) -> Ruling:
        """Why no Companion can be taken from Lair slot ``slot`` or (``how`` = "deck") the
        deck: the place is empty."""
        if s.task[0] == "start":  # the Lair waits for every scout to choose, then it is refilled
            if how == "deck":
                return refused("setup.starting-companion", "oasis-refuse-cdeck-empty")
            return refused("setup.starting-companion", "oasis-refuse-start-lair", slot=slot + 1)
        if how == "deck":
            if s.ruling("companion-deck") == "reshuffle":
                return refused("ruling.companion-deck", "oasis-refuse-cdeck-and-discard-empty")
            return refused("ruling.companion-deck", "oasis-refuse-cdeck-empty")
        return refused("ruling.companion-deck", "oasis-refuse-lair-empty", slot=slot + 1)

    def _pillage_refusal(self: Oasis, s: OasisState, target: int) -> Ruling:
        if target == s.current:
            return refused("pillage", "oasis-refuse-pillage-self")
        if not 0 <= target < s.players:
            return refused("pillage", "oasis-refuse-no-such-scout", scout=n.scout(target))
        return refused("pillage", "oasis-refuse-pillage-small", who=n.scout(target))

    def _mission_refusal(self: Oasis, s: OasisState, codes: tuple[int, ...]) -> Ruling:
        me = s.current
        if s.recruited and s.ruling("mission-after-recruit") == "never":
            return refused("ruling.mission-after-recruit", "oasis-refuse-mission-after-recruit")
        clans = {self._clan[c] for c in codes}
        if len(clans) > 1:
            return refused("mission.limits", "oasis-refuse-mission-clans")
        area = Counter(s.areas[me])
        for c, count in Counter(codes).items():
            if area[c] < count:
                return refused(
                    "mission",
                    "oasis-refuse-mission-missing",
                    who=n.scout(me),
                    card=self.card_name(c),
                )
        clan = clans.pop()
        return refused(
            "mission.limits", "oasis-refuse-mission-played", clan=self.cards.clan_name[clan]
        )
