"""Why an action of Oasis is not allowed: the rule it breaks and a sentence about this
position (a ``Ruling`` whose message is in messages/en.ftl).

``Refusals`` is part of the ``Oasis`` game class (engine.py): the core's ``why_illegal`` asks
``_explain_illegal`` for an action that is not among the legal ones, and these methods read
the engine's card tables and legal lists, never a rule of their own.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from rules.core import CHANCE, Action, Ruling
from rules.core.messages import Msg

from . import names as n
from .cards import EQUIPMENT
from .state import CHOSEN_TASK, OasisState, open_supply

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
# The kinds of action each task asks for (an action of another kind does something else).
FITS = {
    "start": ("recruit",),
    "action": ("explore", "choose", "recycle", "equip", "travel", "recruit", "pass"),
    "travel": ("travel", "stop"),
    "recycle": ("recycle",),
    "equip": ("equip",),
    "pay": ("pay",),
    "recruit": ("recruit",),
    "pillage": ("pillage",),
    "keep": ("keep",),
    "mission": ("mission", "skip"),
    "discard": ("discard",),
}


def refused(rule: str, message_id: str, **params: Any) -> Ruling:
    """A refusal citing ``oasis.<rule>``, saying message ``message_id``."""
    return Ruling(R + rule, Msg(message_id, **params))


class Refusals:
    """The refusals of the Oasis game class (see the module docstring)."""

    def _explain_illegal(self: Oasis, state: OasisState, action: Action) -> Ruling:
        try:
            parsed = self._parse(action.key)
        except ValueError as exc:
            return Ruling(self.turn_rule, str(exc))
        if state.ended:
            return Ruling(state.ended, Msg("oasis-refuse-over"))
        task = state.task
        kind = parsed[0]
        if state.to_move == CHANCE:
            return self._chance_refusal(state, task, parsed, action.key)
        if kind in ("draw", "grab"):
            return Ruling(self.turn_rule, Msg("oasis-refuse-drawn-by-chance"))
        same = self._same_action_written_otherwise(state, parsed, action.key)
        if same is not None:
            return Ruling(TASK_RULE.get(task[0], self.turn_rule), same)
        reason = self._refusal(state, task, parsed)
        if reason is not None:
            return reason
        return Ruling(
            self._task_rule(state, task),
            Msg("oasis-refuse-other-task", who=n.scout(state.current), ask=n.ask(task[0])),
        )

    def _chance_refusal(self: Oasis, state: OasisState, task: tuple, parsed: tuple, key: str):
        rule = self._task_rule(state, task)
        if parsed[0] in ("draw", "grab"):
            same = self._same_action_written_otherwise(state, parsed, key)
            if same is not None:
                return Ruling(rule, same)
            return Ruling(rule, Msg("oasis-refuse-not-an-outcome"))
        return Ruling(rule, Msg("oasis-refuse-chance-acts"))

    @staticmethod
    def _task_rule(state: OasisState, task: tuple) -> str:
        """The rule a task carries out; before the first turn, Companion draws and Lair
        refills belong to the choice of starting Companions."""
        if state.turn == 0 and task[0] in ("cdraw", "lair"):
            return R + "setup.starting-companion"
        return TASK_RULE.get(task[0], R + "turn")

    def _same_action_written_otherwise(
        self: Oasis, state: OasisState, parsed: tuple, key: str
    ) -> Msg | None:
        """A Mission or a grab names several cards; written in another order it is the same
        action, which has one key. When that key is legal here, say so (not a false reason)."""
        if parsed[0] == "mission":
            canonical = "mission " + ",".join(self._keys[c] for c in parsed[1])
        elif parsed[0] == "grab":
            canonical = self._grab_action(parsed[1], parsed[2]).key
        else:
            return None
        if canonical == key or canonical not in self._legal_map(state):
            return None
        return Msg("oasis-refuse-same-action", key=repr(canonical))

    def _refusal(self: Oasis, s: OasisState, task: tuple, parsed: tuple) -> Ruling | None:
        """The precise rule an action breaks, when it is of the kind the task asks for."""
        kind, tk = parsed[0], task[0]
        if kind == "choose" and tk not in ("action", "start"):
            return refused(
                "action", "oasis-refuse-named-once", who=n.scout(s.current), ask=n.ask(tk)
            )
        if kind not in FITS.get(tk, ()):
            return None
        if kind == "choose":
            return self._choose_refusal(s, parsed[1])
        if tk == "action" and kind in CHOSEN_TASK:
            # The card or Companion of an action not named yet: fine once it is named?
            follow = self._task_actions(s, CHOSEN_TASK[kind])
            if any(self._parse(a.key) == parsed for a in follow):
                return refused(
                    "action",
                    "oasis-refuse-name-first",
                    action=Msg(f"oasis-action-{kind}"),
                    then=Msg(f"oasis-then-{kind}"),
                )
        simple = self._simple_refusal(s, kind, parsed)
        if simple is not None:
            return simple
        if kind == "equip":
            return self._equip_refusal(s, task, parsed[1])
        if kind in ("pay", "discard"):
            return Ruling(TASK_RULE[tk], self._not_held(s, parsed[1]))
        if kind == "travel":
            return self._travel_refusal(s, parsed[1])
        if kind == "recruit":
            return self._recruit_refusal(s, tk, parsed)
        if kind == "pillage":
            return self._pillage_refusal(s, parsed[1])
        if kind == "mission":
            return self._mission_refusal(s, parsed[1])
        return None

    def _simple_refusal(self: Oasis, s: OasisState, kind: str, parsed: tuple) -> Ruling | None:
        """The refusals that say one thing whatever the position."""
        if kind == "pass":
            return refused("ruling.no-action", "oasis-refuse-pass")
        if kind == "stop":
            return refused("ruling.travel-minimum", "oasis-refuse-stop")
        if kind == "explore":
            return refused("explore", "oasis-refuse-explore")
        if kind == "recycle":
            return refused("recycle", "oasis-refuse-not-in-ruins", card=self.card_name(parsed[1]))
        if kind == "keep":
            return refused("pillage", "oasis-refuse-keep")
        return None

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

    def _choose_refusal(self: Oasis, s: OasisState, verb: str) -> Ruling:
        """Why a mandatory action cannot be named now (it is possible otherwise)."""
        me = s.current
        who = n.scout(me)
        if verb == "recycle":
            return refused("recycle", "oasis-refuse-ruins-empty")
        if verb == "equip":
            return self._no_equipment_refusal(s)
        if verb == "travel":
            target = s.reached(me) - 1
            message = (
                "oasis-refuse-cannot-travel" if target >= 1 else "oasis-refuse-cannot-travel-map"
            )
            return refused("travel", message, who=who, number=target)
        return refused("recruit", "oasis-refuse-cannot-recruit", who=who)

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
        # Only piles that ran out stand in the way: the ruling on empty piles says why.
        rule = "ruling.empty-pile" if not dear else "equip"
        return refused(
            rule, "oasis-refuse-no-equipment", reasons=n.chained("semicolon", tuple(reasons))
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

    def _recruit_refusal(self: Oasis, s: OasisState, tk: str, parsed: tuple) -> Ruling:
        how = parsed[1]
        if how == "play":
            if tk == "start":
                return refused("setup.starting-companion", "oasis-refuse-start-play")
            return Ruling(R + "recruit.play", self._not_held(s, parsed[2]))
        if tk == "start":  # the Lair waits for every scout to choose, then it is refilled
            if how == "deck":
                return refused("setup.starting-companion", "oasis-refuse-cdeck-empty")
            return refused(
                "setup.starting-companion", "oasis-refuse-start-lair", slot=parsed[2] + 1
            )
        if how == "deck":
            if s.ruling("companion-deck") == "reshuffle":
                return refused("ruling.companion-deck", "oasis-refuse-cdeck-and-discard-empty")
            return refused("ruling.companion-deck", "oasis-refuse-cdeck-empty")
        return refused("ruling.companion-deck", "oasis-refuse-lair-empty", slot=parsed[2] + 1)

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
