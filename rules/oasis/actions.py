"""The mandatory action of Oasis carried out (seed 003_fece3b0430baafc1.txt, the Oasis
pages): naming it, Explore, a pass, Recycle, Equip and its payment, Travel and its end, and
the discard down to the hand limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.working import replaced

from . import names as n
from .cards import EQUIPMENT
from .moves import OasisMoves, R
from .state import CHOSEN_TASK
from .zones import added, removed

if TYPE_CHECKING:
    from .engine import Play

CHOSEN_HIGHLIGHT = {  # board elements a named action points at
    "recycle": lambda me: (n.RUINS,),
    "equip": lambda me: tuple(n.supply_id(item) for item in EQUIPMENT),
    "travel": lambda me: (n.trail_id(me),),
    "recruit": lambda me: (n.hand_id(me), n.CDECK),
}


class Actions:
    """The effects of the mandatory action (a part of the game class)."""

    @OasisMoves.name_recycle.effect
    def _named_recycle(self, play: Play) -> None:
        self._name_action(play, "recycle")

    @OasisMoves.name_equip.effect
    def _named_equip(self, play: Play) -> None:
        self._name_action(play, "equip")

    @OasisMoves.name_travel.effect
    def _named_travel(self, play: Play) -> None:
        self._name_action(play, "travel")

    @OasisMoves.name_recruit.effect
    def _named_recruit(self, play: Play) -> None:
        self._name_action(play, "recruit")

    def _name_action(self, play: Play, verb: str) -> None:
        """A mandatory action is named: its task goes to the front of the turn."""
        me = play.current
        if play.log is not None:
            play.say(
                verb, f"oasis-step-choose-{verb}", *CHOSEN_HIGHLIGHT[verb](me), who=n.scout(me)
            )
        play.tasks[0] = CHOSEN_TASK[verb]  # in place of the mandatory action
        if verb == "travel" and not self._next_cards(play):
            # Named with no card to lay: possible only when a Travel may lay none.
            del play.tasks[0]
            play.say(
                "ruling.travel-minimum", "oasis-step-travel-none", n.trail_id(me), who=n.scout(me)
            )

    @OasisMoves.explore.effect
    def _do_explore(self, play: Play) -> None:
        pop(play.tasks)
        if play.log is not None:
            last = len(play.deck) == 1
            play.say(
                "explore",
                "oasis-step-explore-last" if last else "oasis-step-explore",
                n.DECK,
                who=n.scout(play.current),
            )
        push(play.tasks, ("explore",))

    @OasisMoves.pass_turn.effect
    def _do_pass(self, play: Play) -> None:
        pop(play.tasks)
        who = n.scout(play.current)
        if play.ruling("no-action") == "game-ends":
            play.say("ruling.no-action", "oasis-step-pass-game-ends", who=who)
            self._closest_wins(play, R + "ruling.no-action")
            return
        play.say("ruling.no-action", "oasis-step-pass", who=who)

    @OasisMoves.recycle_card.effect
    def _do_recycle(self, play: Play, card: str) -> None:
        del play.tasks[0]
        me = play.current
        code = self._code_of[card]
        play.ruins = removed(play.ruins, code)
        play.give(me, code)
        if play.log is not None:
            play.say(
                "recycle",
                "oasis-step-recycle",
                n.ruins_card_id(self._keys[code]),
                n.hand_id(me),
                who=n.scout(me),
                card=self._names[code],
            )

    @OasisMoves.equip_item.effect
    def _do_equip(self, play: Play, item: str) -> None:
        task = play.tasks[0]
        discount = task[1] if task[0] == "equip" else 0
        cost = self.cards.cost[item] - discount
        if play.log is not None:
            play.say(
                "upgraded-equip" if discount else "equip",
                "oasis-step-equip-upgraded" if discount else "oasis-step-equip",
                n.supply_id(item),
                who=n.scout(play.current),
                item=self._item_name(item),
                cost=n.count("cards", cost),
            )
        play.tasks[0] = ("pay", item, cost)  # in place of the Equip

    @OasisMoves.pay_card.effect
    def _do_pay(self, play: Play, card: str) -> None:
        tasks = play.tasks
        _, item, left = tasks[0]
        me = play.current
        self._discard_card(play, me, self._code_of[card])
        if left > 1:
            tasks[0] = ("pay", item, left - 1)
            return
        del tasks[0]
        i = EQUIPMENT.index(item)
        play.supply = replaced(play.supply, i, play.supply[i] - 1)
        play.give(me, self.cards.equipment[item])
        if play.log is not None:
            play.say(
                "equip." + item,
                "oasis-step-paid",
                n.supply_id(item),
                n.hand_id(me),
                who=n.scout(me),
                item=self._item_name(item),
            )
        if not play.supply[i] and play.ruling("empty-pile") == "closed":
            play.closed = play.closed | {item}
            play.say(
                "ruling.empty-pile",
                "oasis-step-pile-closes",
                n.supply_id(item),
                item=self._item_name(item),
            )

    def _discard_card(self, play: Play, seat: int, code: int) -> None:
        """A card leaves a hand for where discarded cards of its kind go."""
        play.take(seat, code)
        kind = self._kind[code]
        if kind == "journey":
            play.ruins = added(play.ruins, code)
        elif kind == "companion":
            play.cdiscard = added(play.cdiscard, code)
        else:
            i = self._equipment_index[code]
            play.supply = replaced(play.supply, i, play.supply[i] + 1)
        if play.log is not None:
            where, element = self._discard_place(code)
            play.say(
                "discards",
                "oasis-step-discard",
                n.hand_id(seat),
                element,
                who=n.scout(seat),
                card=self._names[code],
                where=where,
            )

    def _discard_place(self, code: int) -> tuple[Msg, str]:
        """Where a discarded card goes, by its kind: its name and its board element."""
        kind = self._kind[code]
        if kind == "journey":
            return Msg("oasis-place-ruins"), n.RUINS
        if kind == "companion":
            return Msg("oasis-place-cdiscard"), n.CDISCARD
        return Msg("oasis-place-pile", item=self._names[code]), n.supply_id(self._keys[code])

    @OasisMoves.travel_card.effect
    def _do_travel(self, play: Play, card: str) -> None:
        pop(play.tasks)
        me = play.current
        code = self._code_of[card]
        number = play.reached(me) - 1
        play.take(me, code)
        play.trails = replaced(play.trails, me, (*play.trails[me], code))
        oasis = code == self._map or code == self.cards.oasis
        if play.log is not None:
            self._tell_travel(play, me, code, number, oasis)
        if oasis:
            play.ended = R + "end.oasis"
            play.winners = (me,)
            play.tasks = []
        elif self._stage[code]:
            push(play.tasks, ("recruit",))
        else:
            push(play.tasks, ("travel", 1))

    def _tell_travel(self, play: Play, me: int, code: int, number: int, oasis: bool) -> None:
        """The Steps of a card laid on a trail: it finds the Oasis, stands in for a number
        (a Compass), or is laid; a Stage card then ends the Travel with a Recruit."""
        element = n.trail_card_id(me, len(play.trails[me]) - 1)
        who, card = n.scout(me), self._names[code]
        if oasis:
            play.say("travel.oasis", "oasis-step-oasis", element, who=who, card=card)
            return
        if code == self._compass:
            play.say("travel.compass", "oasis-step-compass", element, who=who, number=number)
        else:
            play.say("travel", "oasis-step-travel", element, who=who, card=card)
        if self._stage[code]:
            play.say("travel.stage", "oasis-step-stage", element, who=who, card=card)

    @OasisMoves.stop_travel.effect
    def _do_stop(self, play: Play) -> None:
        pop(play.tasks)
        me = play.current
        if play.log is not None:
            number = play.reached(me)
            play.say("travel", "oasis-step-stop", n.trail_id(me), who=n.scout(me), number=number)

    @OasisMoves.discard_card.effect
    def _do_discard(self, play: Play, card: str) -> None:
        del play.tasks[0]
        me = play.current
        if play.log is not None:
            held = len(play.hands[me])
            play.say(
                "hand-limit", "oasis-step-hand-limit", n.hand_id(me), who=n.scout(me), count=held
            )
        self._discard_card(play, me, self._code_of[card])
        if self._over_limit(play):
            push(play.tasks, ("discard",))
