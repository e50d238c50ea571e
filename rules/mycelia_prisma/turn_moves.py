"""The moves of a turn in Mycelia: Prisma (seed 001_6d301ad178b2b559.txt): a card played, a
card bought from the showcase, a gift taken (Prisma), an action card used, and the turn's end;
which are open (the options and the one check, which the legal list and the why-not both ask)
and what each does. Declared and worded in moves.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Ruling
from rules.core.flow import pop
from rules.core.kept_table import KeptTable
from rules.core.messages import Msg
from rules.core.moves import Refusal

from .base import R
from .data import COLORS
from .moves import (
    ACTION_PRICE,
    ACTION_RULE,
    BASE_ONLY,
    COLOR_PARTS,
    FREE_MOVE,
    NO_PARTS,
    SHOWCASE_RULE,
    SLOTS,
    USE_PARTS,
    MyceliaMoves,
)
from .names import P
from .state import EMPTY

if TYPE_CHECKING:
    from .engine import MyceliaPlay


#: Turn options kept by what their check reads (``_buy_options``, ``_gift_options``) before
#: they are let go all at once.
TURN_OPTIONS_KEPT = 4096


class TurnMoves:
    """A turn's moves (a part of the game class)."""

    _turn_options: KeptTable  # made in the game's __init__

    @MyceliaMoves.play_move.options
    def _play_options(self, s: Any) -> list[tuple]:
        cards = self.cards
        return [(cards[c].key,) for c in sorted(set(s.hands[s.current]))]

    @MyceliaMoves.play_move.check
    def _play_check(self, s: Any, card: str) -> Refusal | None:
        code = self.by_key[card]
        if code in s.hands[s.current]:
            return None
        return Ruling(R + "base.turn", Msg(P + "refuse-not-in-hand", card=self.card_name(code)))

    @MyceliaMoves.play_move.effect
    def _play(self, play: MyceliaPlay, card: str) -> None:
        self.play_card(play, self.by_key[card])

    @MyceliaMoves.buy_move.options
    def _buy_options(self, s: Any) -> tuple[tuple[int], ...]:
        """The slots whose card the player may buy: those the check passes, asked once for
        the showcase, the player's leaves and gift area (Velamen) and the variants, which is
        all it reads. Most turns a look-ahead lists hold the same (issue 47, sixth round)."""
        me = s.current
        key = ("buy", s.showcase, s.leaves[me], s.gifts[me], s.variants)
        slots = self._turn_options.get(key)
        if slots is None:
            check = self._buy_check
            slots = tuple(parts for parts in SLOTS if check(s, *parts) is None)
            self._turn_options.keep(key, slots)
        return slots

    @MyceliaMoves.buy_move.check
    def _buy_check(self, s: Any, slot: int) -> Refusal | None:
        # Refusals are lazy (rule, say): the legal list asks every slot and needs no sentence.
        code = s.showcase[slot]
        if code == EMPTY:
            return SHOWCASE_RULE, lambda: Msg(P + "refuse-empty-slot")
        price, have = self.showcase_price(s, code), s.leaves[s.current]
        if price <= have:
            return None
        return SHOWCASE_RULE, lambda: Msg(P + "refuse-leaves", price=price, have=have)

    @MyceliaMoves.buy_move.effect
    def _buy(self, play: MyceliaPlay, slot: int) -> None:
        self.buy_from_showcase(play, slot)

    @MyceliaMoves.gift_move.options
    def _gift_options(self, s: Any) -> tuple[tuple[str], ...]:
        """The gift piles the player may take from: those the check passes, asked once for
        the variants, the piles and the player's space on the favors bar, which is all it
        reads (issue 47, sixth round)."""
        key = ("gift", s.variants, s.piles, s.mushrooms[s.current])
        colors = self._turn_options.get(key)
        if colors is None:
            check = self._gift_check
            colors = tuple(parts for parts in COLOR_PARTS if check(s, *parts) is None)
            self._turn_options.keep(key, colors)
        return colors

    @MyceliaMoves.gift_move.check
    def _gift_check(self, s: Any, color: str) -> Refusal | None:
        if not s.prisma:
            return BASE_ONLY
        if self.gift_buyable(s, color):
            return None
        if not s.piles[COLORS.index(color)]:
            return R + "prisma.gift-piles", lambda: Msg(P + "refuse-pile-empty", color=color)
        return R + "prisma.gift-buy", lambda: Msg(P + "refuse-color", color=color)

    @MyceliaMoves.gift_move.effect
    def _gift(self, play: MyceliaPlay, color: str) -> None:
        self.buy_gift(play, color)

    def action_price(self, s: Any, letter: str) -> int:
        if s.prisma and self.gift_active(s, "perspicillum"):
            return 0
        return ACTION_PRICE[letter]

    @MyceliaMoves.action_move.options
    def _action_options(self, s: Any) -> list[tuple]:
        # Only the cards the player holds are worth asking the check about.
        held = s.actions[s.current]
        return [parts for parts in USE_PARTS if parts[0][0] in held]

    @MyceliaMoves.action_move.check
    def _action_check(self, s: Any, use: str) -> Refusal | None:
        """An action card of the player's, not yet used this turn, paid in leaves, with
        something to act on (base.action-a/b, prisma.action-a/f/g)."""
        letter = use[0]
        me = s.current
        rule = ACTION_RULE[letter]
        if use == "a-gifts" and not s.prisma:
            return BASE_ONLY
        if letter not in s.actions[me]:
            return rule, lambda: Msg(P + "refuse-no-action-card", letter=letter)
        if s.used.count(letter) >= s.actions[me].count(letter):
            return rule, lambda: Msg(P + "refuse-action-used", letter=letter)
        price, have = self.action_price(s, letter), s.leaves[me]
        if price > have:
            return rule, lambda: Msg(P + "refuse-leaves", price=price, have=have)
        if not self.action_has_work(s, use):
            return rule, lambda: Msg(P + "refuse-nothing-to-do", letter=letter)
        return None

    def action_has_work(self, s: Any, use: str) -> bool:
        if use == "a-gifts":
            return any(s.piles)
        if use == "a-showcase":
            return bool(s.market) or any(c != EMPTY for c in s.showcase)
        if use == "b":
            # A free Move (the task action b leaves) has work wherever a field may give a
            # drop: every field has neighbours, and under Virga the drop is removed instead.
            # Asked of the fields alone, without listing every move (issue 47).
            _, landscape, beetle, free, _ = FREE_MOVE
            return bool(self.fields_allowed(s, s.current, landscape, beetle, free))
        if use == "g":
            return bool(s.discards[s.current] or s.gifts[s.current])
        return True

    @MyceliaMoves.action_move.effect
    def _action(self, play: MyceliaPlay, use: str) -> None:
        self.use_action(play, use)

    @MyceliaMoves.end_move.options
    def _end_options(self, s: Any) -> tuple:
        return () if s.hands[s.current] else NO_PARTS

    @MyceliaMoves.end_move.check
    def _end_check(self, s: Any) -> Refusal | None:
        count = len(s.hands[s.current])
        return Ruling(R + "base.turn", Msg(P + "refuse-play-all", count=count)) if count else None

    @MyceliaMoves.end_move.effect
    def _end(self, play: MyceliaPlay) -> None:
        pop(play.tasks)
        self.end_turn(play)
