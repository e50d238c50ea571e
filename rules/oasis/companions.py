"""What Companions do in Oasis (seed 003_fece3b0430baafc1.txt, the Oasis pages): a Recruit
three ways (from the hand, the Lair or the deck), a Pillage and the card kept, a Mission.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.working import replaced

from . import names as n
from .moves import OasisMoves
from .state import BANNER_TASK, EMPTY
from .zones import added, removed

if TYPE_CHECKING:
    from .engine import Play

#: The turn's own tasks after the mandatory action: what every action goes before.
_TURN_TAIL = frozenset({"mission", "discard", "end"})


class Companions:
    """The effects of Recruit, Pillage and Mission (a part of the game class)."""

    # decisions ---------------------------------------------------------------------------
    def _recruiting(self, play: Play) -> bool:
        """A Recruit (or the choice of a starting Companion) takes its task off: whether it
        is the starting choice."""
        task = pop(play.tasks)
        starting = task[0] == "start"
        if not starting:
            play.recruited = True
        return starting

    @OasisMoves.recruit_play.effect
    def _recruit_by_playing(self, play: Play, card: str) -> None:
        chained = play.recruited  # a Recruit already done this turn: this one is a chain's
        self._recruiting(play)
        self._play_companion(play, play.current, self._code_of[card], chained)

    @OasisMoves.recruit_deck.effect
    def _recruit_from_deck(self, play: Play) -> None:
        starting = self._recruiting(play)
        if play.log is not None:
            rule = "setup.starting-companion" if starting else "recruit.take"
            play.say(rule, "oasis-step-recruit-deck", n.CDECK, who=n.scout(play.current))
        push(play.tasks, ("cdraw",))

    @OasisMoves.recruit_lair.effect
    def _recruit_from_lair(self, play: Play, slot: int) -> None:
        starting = self._recruiting(play)
        self._take_from_lair(play, play.current, slot, starting)

    def _play_companion(self, play: Play, me: int, code: int, chained: bool) -> None:
        """Recruit by playing a Companion: it goes to the play area and its banner's actions
        go to the front of the turn, top to bottom."""
        clan = self._clan[code]
        play.take(me, code)
        play.areas = replaced(play.areas, me, added(play.areas[me], code))
        play.played = play.played | {clan}
        if play.log is not None:
            first, second = self.cards.cards[code].actions
            play.say(
                "recruit.play",
                "oasis-step-recruit-play",
                n.area_card_id(me, self._keys[code]),
                who=n.scout(me),
                card=self._names[code],
                clan=self.cards.clan_name[clan],
                first=Msg(f"oasis-verb-{first}"),
                second=Msg(f"oasis-verb-{second}"),
            )
            # A chain: a Companion played by a second Recruit of the turn (a Stage card laid
            # in an earlier Companion's Travel), or while other actions still wait: its banner
            # goes before them, and before the turn's Mission.
            waiting = [t for t in play.tasks if t[0] not in _TURN_TAIL]
            if chained or waiting:
                play.say(
                    "chain",
                    "oasis-step-chain",
                    n.area_card_id(me, self._keys[code]),
                    who=n.scout(me),
                    card=self._names[code],
                    ask=n.ask(waiting[0][0] if waiting else "mission"),
                )
        push(play.tasks, *self._banner[code])

    def _take_from_lair(self, play: Play, me: int, slot: int, starting: bool) -> None:
        code = play.lair[slot]
        play.lair = replaced(play.lair, slot, EMPTY)
        play.give(me, code)
        if play.log is not None:
            play.say(
                "setup.starting-companion" if starting else "recruit.take",
                "oasis-step-start-lair" if starting else "oasis-step-take-lair",
                n.lair_id(slot),
                n.hand_id(me),
                who=n.scout(me),
                card=self._names[code],
            )
        # The Lair waits for every scout to choose a starting Companion, then it is refilled.
        if not starting and (play.cdeck or self._reshuffle_possible(play)):
            push(play.tasks, ("lair", slot))

    @OasisMoves.pillage.effect
    def _do_pillage(self, play: Play, scout: str) -> None:
        pop(play.tasks)
        target = int(scout) - 1
        if play.log is not None:
            play.say(
                "pillage",
                "oasis-step-pillage",
                n.hand_id(target),
                who=n.scout(play.current),
                target=n.scout(target),
            )
        push(play.tasks, ("grab", target))

    @OasisMoves.keep_card.effect
    def _do_keep(self, play: Play, card: str) -> None:
        _, target, a, b = pop(play.tasks)
        me = play.current
        code = self._code_of[card]
        play.take(target, code)
        play.give(me, code)
        if play.log is not None:
            kept = Msg(
                "oasis-kept",
                kept=self._names[code],
                returned=self._names[b if code == a else a],
            )
            play.say(
                "pillage",
                "oasis-step-keep",
                n.hand_id(me),
                n.hand_id(target),
                who=n.scout(me),
                target=n.scout(target),
                seen=self._seen((me, target), kept),
            )

    @OasisMoves.mission.effect
    def _do_mission(self, play: Play, cards: str) -> None:
        pop(play.tasks)
        me = play.current
        codes = self._mission_codes(cards)
        action = self.cards.clan_mission[self._clan[codes[0]]]
        for code in codes:
            play.areas = replaced(play.areas, me, removed(play.areas[me], code))
            play.cdiscard = added(play.cdiscard, code)
        if play.log is not None:
            play.say(
                "mission.clans",
                "oasis-step-mission",
                *(n.area_card_id(me, self._keys[c]) for c in codes),
                n.CDISCARD,
                who=n.scout(me),
                cards=tuple(self._names[c] for c in codes),
                count=len(codes),
                action=Msg(f"oasis-verb-{action}"),
            )
        push(play.tasks, *(BANNER_TASK[action] for _ in codes))

    @OasisMoves.skip_mission.effect
    def _do_skip(self, play: Play) -> None:
        pop(play.tasks)
        me = play.current
        if play.log is not None:
            play.say("mission", "oasis-step-skip", n.scout_id(me), who=n.scout(me))
