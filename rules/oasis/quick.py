"""A bot's most frequent actions, applied without the engine's working copy.

A random game of Oasis is mostly small actions: naming the mandatory action, paying or
discarding one card, drawing one, recycling one, naming the Equipment, taking a Companion,
skipping the Mission, and the bookkeeping between two turns. When no Steps are wanted (a
bot's action), ``quick_state`` computes the next state from the one before in local
variables and builds it once, instead of copying every field into the engine's working copy
(``engine._Play``) and back.

It covers only what it knows: whenever the action or the bookkeeping after it leaves that
ground (a Travel, a banner, the last turns after the deck ran out, a task the engine would
skip with a reason...) it returns None and the engine's full path applies the action from
the same state. Both paths give equal states: tests/rules/test_oasis_quick_apply.py compares
them action by action over random games with every ruling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import EQUIPMENT
from .state import CHOSEN_TASK, EMPTY, TURN_TASKS, OasisState, build_state
from .zones import added, removed, replaced

if TYPE_CHECKING:
    from .engine import Oasis

HAND_LIMIT = 8


# Front tasks where a scout (or a Pillage's grab) acts next, whatever the position.
_CHOICE_AHEAD = frozenset({"action", "pay", "keep", "grab"})


def quick_state(game: Oasis, s: OasisState, parsed: tuple) -> OasisState | None:
    """The state after the legal action ``parsed`` (no Steps), or None when the engine's
    full path must apply it."""
    kind = parsed[0]
    tasks = s.tasks
    task = tasks[0]
    # Three actions only replace the front task with the next one, which offers a choice.
    if kind == "choose":  # named only when possible
        front: tuple = (CHOSEN_TASK[parsed[1]],)
    elif kind == "equip":
        item = parsed[1]
        discount = task[1] if task[0] == "equip" else 0
        front = (("pay", item, game.cards.cost[item] - discount),)
    elif kind == "explore":  # named only while the deck has cards
        front = (("draw",), ("draw",))
    else:
        front = ()
    if front:
        return build_state(
            s.players, s.variants, s.rulings, s.seed, s.draws, s.current, s.turn,
            front + tasks[1:], s.deck, s.ruins, s.hands, s.trails, s.areas, s.cdeck, s.lair,
            s.cdiscard, s.supply, s.played, s.recruited, s.deck_out, s.final, s.ended,
            s.winners, s.viewer,
        )  # fmt: skip
    me = s.current
    hands = s.hands
    hand = hands[me]
    ruins, cdiscard, supply = s.ruins, s.cdiscard, s.supply
    deck, cdeck, lair = s.deck, s.cdeck, s.lair
    draws, deck_out, recruited = s.draws, s.deck_out, s.recruited

    # ----- the action itself (engine._do_<kind>, engine._draw) ------------------------------
    if kind == "pay" or kind == "discard":
        code = parsed[1]
        hand = removed(hand, code)
        card_kind = game.card_kind[code]  # where a discarded card goes (engine._discard_card)
        if card_kind == "journey":
            ruins = added(ruins, code)
        elif card_kind == "companion":
            cdiscard = added(cdiscard, code)
        else:
            i = game.equipment_index[code]
            supply = replaced(supply, i, supply[i] + 1)
        if kind == "discard":
            if len(hand) <= HAND_LIMIT:
                tasks = tasks[1:]
        elif task[2] > 1:
            tasks = (("pay", task[1], task[2] - 1), *tasks[1:])
        else:
            item = task[1]
            i = EQUIPMENT.index(item)
            supply = replaced(supply, i, supply[i] - 1)
            hand = added(hand, game.cards.equipment[item])
            tasks = tasks[1:]
    elif kind == "draw":
        code = parsed[1]
        draws += 1
        pile = task[0]
        if pile == "draw":
            deck = removed(deck, code)
            hand = added(hand, code)
            if not deck:
                deck_out = True
        elif pile == "cdraw":
            cdeck = removed(cdeck, code)
            hand = added(hand, code)
        else:
            cdeck = removed(cdeck, code)
            lair = replaced(lair, task[1], code)
        tasks = tasks[1:]
    elif kind == "recycle":
        code = parsed[1]
        ruins = removed(ruins, code)
        hand = added(hand, code)
        tasks = tasks[1:]
    elif kind == "skip":
        tasks = tasks[1:]
    elif kind == "recruit" and task[0] == "recruit" and parsed[1] != "play":
        recruited = True
        if parsed[1] == "deck":
            tasks = (("cdraw",), *tasks[1:])
        else:
            slot = parsed[2]
            hand = added(hand, lair[slot])
            lair = replaced(lair, slot, EMPTY)
            tasks = (("lair", slot), *tasks[1:]) if cdeck else tasks[1:]
    else:
        return None
    hands = (*hands[:me], hand, *hands[me + 1 :])

    # ----- the bookkeeping up to the next choice (engine._advance) --------------------------
    current, turn, played = me, s.turn, s.played
    while True:
        if not tasks:
            return None
        front = tasks[0]
        what = front[0]
        if what in _CHOICE_AHEAD:
            break
        if what == "draw":
            if not deck:
                return None
            break
        if what == "cdraw" or what == "lair":
            if not cdeck:
                return None
            break
        if what == "discard":
            if len(hands[current]) > HAND_LIMIT:
                break
            tasks = tasks[1:]
        elif what == "mission":
            area = s.areas[current]
            if area:
                if recruited and s.ruling("mission-after-recruit") == "never":
                    keys: list | None = []
                else:
                    clan = game.clan
                    eligible = tuple(c for c in area if clan[c] not in played) if played else area
                    keys = game.mission_cache.get(eligible)
                if keys is None:
                    return None  # not listed yet: the engine lists it
                if keys:
                    break
            tasks = tasks[1:]
        elif what == "end":
            if s.final >= 0 or deck_out:
                return None  # the last turns: the engine counts them down
            current = (current + 1) % s.players
            turn += 1
            played = frozenset()
            recruited = False
            tasks = (*TURN_TASKS, *tasks[1:])
        else:
            return None
    return build_state(
        s.players, s.variants, s.rulings, s.seed, draws, current, turn, tasks, deck, ruins,
        hands, s.trails, s.areas, cdeck, lair, cdiscard, supply, played, recruited, deck_out,
        s.final, s.ended, s.winners, s.viewer,
    )  # fmt: skip
