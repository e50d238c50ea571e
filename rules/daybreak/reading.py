"""Reading a Daybreak position (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt): the
tags and actions of a player's stacks, passive effects in play, crisis amounts, the cubes a
player emits, a card's key; a part of the game's class."""

from __future__ import annotations

from collections.abc import Iterable

#: How many stacks' tag counts a game keeps (``stack_tag_counts``): a few games' worth.
STACKS_KEPT = 20_000


class Reading:
    """What a position says, as the rules read it."""

    def stack_tags(self, stack) -> list[str]:
        """Every tag of a stack: its played cards' and its tucked cards' (covered cards keep
        their tags, daybreak.local.start-project)."""
        cards, tucked = stack
        return [t for c in (*cards, *tucked) for t in self.local[c].tags]

    def stack_tag_counts(self, stack) -> dict[str, int]:
        """How many of each tag a stack shows (``stack_tags`` counted). Kept per stack: a stack
        is an immutable value, and the legal list and the bot ask about the same stacks in
        every position of a round. The dict is shared: read it, never change it."""
        counts = self._stack_counts.get(stack)
        if counts is None:
            counts = {}
            for tag in self.stack_tags(stack):
                counts[tag] = counts.get(tag, 0) + 1
            self._stack_counts.keep(stack, counts)
        return counts

    def tag_count(self, cards: Iterable[int], tag: str) -> int:
        return sum(self.local[c].tags.count(tag) for c in cards)

    def area_tags(self, state, seat: int, tag: str) -> int:
        return sum(self.stack_tag_counts(s).get(tag, 0) for s in state.stacks[seat])

    def uses(self, state, seat: int, card: int) -> int:
        for code, count in state.used[seat]:
            if code == card:
                return count
        return 0

    def action_amount(self, stack) -> int:
        """What the top card's action does: its amount, one more per bonus tag in the stack."""
        top = self.local[stack[0][-1]]
        bonus = self.stack_tag_counts(stack).get(top.bonus, 0) if top.bonus else 0
        return top.amount + bonus

    def passive_in_play(self, state, effect: str) -> int | None:
        """The code of a passive crisis with ``effect`` in play, if any."""
        for code in state.crises:
            if self.crisis[code].effect == effect:
                return code
        return None

    def crisis_count(self, state, bands: int) -> int:
        return self.world.crisis_count(bands, state.ruling("crisis-count"))

    def crisis_amount(self, state, code: int, seat: int) -> int:
        """What a crisis costs ``seat``: its amount (per band if so), less each counter tag
        tucked behind it, less the player's resilience when it is reduced by it."""
        card = self.crisis[code]
        index = state.crises.index(code)
        base = card.amount * (state.bands if card.per_band else 1)
        base -= self.tag_count(state.crisis_tucks[index], card.counter)
        if card.reduced:
            base -= state.resilience[seat]
        return max(0, base)

    def cubes_of(self, state, seat: int) -> int:
        """Carbon cubes a player adds: Dirty Energy plus every Emissions token."""
        return state.dirty[seat] + sum(state.emissions[seat])

    def key_of_card(self, code: int) -> str:
        return self.local[code].key
