"""What Companions may do in Oasis and what refuses it (seed 003_fece3b0430baafc1.txt, the
Oasis pages): the options and the one check of a Recruit three ways, a Pillage and the card
kept, a Mission or none (the legal list and the why-not both ask them; refusals.py words them).
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any

from rules.core import Ruling
from rules.core.messages import Msg

from .cards import CLANS, HIDDEN
from .moves import NO_PARTS, SCOUT_PARTS, SLOT_PARTS, OasisMoves, R, _distinct
from .refusals import refused
from .state import EMPTY, OasisState


class CompanionChecks:
    """The options and checks of Recruit, Pillage and Mission (a part of the game class)."""

    # Recruit -----------------------------------------------------------------------------------
    @OasisMoves.recruit_play.options
    def _hand_companions(self, s: OasisState) -> list[tuple[str]]:
        if self._front(s) == "start":  # a starting Companion is taken, never played
            return []
        return self._play_options(s)

    @OasisMoves.recruit_play.check
    def _recruit_play_check(self, s: OasisState, card: str) -> Ruling | None:
        tk = self._front(s)
        if tk == "start":
            return refused("setup.starting-companion", "oasis-refuse-start-play")
        code = self._code_of[card]
        held = code in s.hands[s.current]
        problem = None if held else Ruling(R + "recruit.play", self._not_held(s, code))
        return self._named_first(s, "recruit", problem)

    @OasisMoves.recruit_lair.options
    def _lair_slots(self, s: OasisState) -> list[tuple[int]]:
        return [SLOT_PARTS[i] for i, c in enumerate(s.lair) if c != EMPTY]

    @OasisMoves.recruit_lair.check
    def _recruit_lair_check(self, s: OasisState, slot: int) -> Ruling | None:
        problem = None if s.lair[slot] != EMPTY else self._take_refusal(s, "lair", slot)
        return self._named_first(s, "recruit", problem)

    @OasisMoves.recruit_deck.options
    def _deck_top(self, s: OasisState) -> tuple[tuple[()]] | tuple[()]:
        return NO_PARTS if self._deck_open(s) else ()

    @OasisMoves.recruit_deck.check
    def _recruit_deck_check(self, s: OasisState) -> Ruling | None:
        problem = None if self._deck_open(s) else self._take_refusal(s, "deck", 0)
        return self._named_first(s, "recruit", problem)

    def _deck_open(self, s: Any) -> bool:
        """A Companion can come from the deck: it holds one, or the discard is reshuffled."""
        return bool(s.cdeck) or self._reshuffle_possible(s)

    def _play_options(self, s: Any) -> list[tuple[str]]:
        """The distinct Companions of the hand."""
        clan, one = self._clan, self._one
        return [one[c] for c in _distinct(s.hands[s.current]) if c != HIDDEN and clan[c]]

    def _recruit_options(self, s: Any) -> bool:
        """Whether a Recruit can do anything: a Companion to play, or one to take."""
        if any(c != EMPTY for c in s.lair) or self._deck_open(s):
            return True
        return bool(self._play_options(s))

    @staticmethod
    def _reshuffle_possible(s: Any) -> bool:
        """Ruling companion-deck: does a draw from the empty Companion deck reshuffle the
        discard pile into a new deck? (Asked only once the deck is empty.)"""
        return bool(s.cdiscard) and not s.cdeck and s.ruling("companion-deck") == "reshuffle"

    # Pillage, Mission --------------------------------------------------------------------------
    @OasisMoves.pillage.options
    def _pillage_options(self, s: OasisState) -> list[tuple[str]]:
        return [SCOUT_PARTS[t] for t in self._pillage_targets(s)]

    @OasisMoves.pillage.check
    def _pillage_check(self, s: OasisState, scout: str) -> Ruling | None:
        target = int(scout) - 1
        if target != s.current and 0 <= target < s.players and len(s.hands[target]) >= 2:
            return None
        return self._pillage_refusal(s, target)

    def _pillage_targets(self, s: Any) -> list[int]:
        return [t for t in range(s.players) if t != s.current and len(s.hands[t]) >= 2]

    @OasisMoves.keep_card.options
    def _grabbed(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in _distinct(s.tasks[0][2:4])]

    @OasisMoves.keep_card.check
    def _keep_check(self, s: OasisState, card: str) -> Ruling | None:
        if self._code_of[card] in s.tasks[0][2:4]:
            return None
        return refused("pillage", "oasis-refuse-keep")

    @OasisMoves.mission.options
    def _missions(self, s: OasisState) -> list[tuple[str]]:
        return self._mission_options(s)

    @OasisMoves.mission.check
    def _mission_check(self, s: OasisState, cards: str) -> Ruling | None:
        """A group the Mission may send, written in the order the rules list its cards (in
        another order it is the same action, which has one key)."""
        codes = self._mission_codes(cards)
        canonical = ",".join(self._keys[c] for c in codes)
        legal = (canonical,) in self._mission_options(s)
        if legal and canonical == cards:
            return None
        if legal:
            same = self.action_of(self.mission, (canonical,))  # said by its label, never its key
            return Ruling(R + "mission", Msg("oasis-refuse-same-action", action=same.name))
        return self._mission_refusal(s, codes)

    @OasisMoves.skip_mission.check
    def _skip_check(self, s: OasisState) -> Ruling | None:
        return None if self._mission_options(s) else self._other_task(s)

    def _mission_options(self, s: Any) -> list[tuple[str]]:
        if s.recruited and s.ruling("mission-after-recruit") == "never":
            return []
        area = s.areas[s.current]
        if not area:
            return []
        played = s.played
        eligible = tuple(c for c in area if self._clan[c] not in played) if played else area
        options = self._mission_cache.get(eligible)
        if options is None:
            options = self._mission_cache[eligible] = [
                (",".join(self._keys[c] for c in group),)
                for group in self._mission_groups(eligible)
            ]
        return options

    def _mission_groups(self, eligible: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every choice of Companions a Mission may discard: one or more, of one clan,
        among the ``eligible`` ones of the play area."""
        counts = Counter(eligible)
        groups = []
        for clan in CLANS:
            codes = sorted(c for c in counts if self._clan[c] == clan)
            for amounts in product(*(range(counts[c] + 1) for c in codes)):
                group = tuple(c for c, k in zip(codes, amounts, strict=True) for _ in range(k))
                if group:
                    groups.append(group)
        return groups
