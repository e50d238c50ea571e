"""A bot's actions applied without the engine's working copy.

When no Steps are wanted (a bot's action), ``QuickPath.after`` computes the next state from
the one before in local variables and builds it once, instead of copying every field into
the engine's working copy (``engine._Play``), running the rule that explains itself, and
copying everything back. Random games are hundreds of small actions (name the action, pay a
card, draw a card, discard one...), so this is most of a simulation's time.

It knows the actions of a turn and the bookkeeping between two turns; it gives up (returns
None) where the engine's full path must act: a card that ends the game, the last turns after
the deck ran out, a draw from an empty pile, a pass. Then the engine applies the action
from the same state. Both paths reach equal states: tests/rules/test_oasis_quick_apply.py
compares them action by action over random games with every ruling, so a rule changed in
one place and not the other fails there.
"""

from __future__ import annotations

from .cards import EQUIPMENT, CardSet
from .state import (
    BANNER_TASK,
    CHOSEN_TASK,
    EMPTY,
    HAND_LIMIT,
    TURN_TASKS,
    OasisState,
    build_state,
    open_supply,
)
from .zones import added, removed, replaced

# Front tasks where a scout (or a Pillage's grab) acts next, whatever the position.
_CHOICE_AHEAD = frozenset({"action", "pay", "keep", "grab"})


class QuickPath:
    """The card tables the quick path reads, built once per card set."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.kind = [c.kind for c in cards.cards]
        self.clan = [c.clan for c in cards.cards]
        self.stage = [c.stage for c in cards.cards]
        self.companions = frozenset(c.code for c in cards.cards if c.clan)
        self.banner = [tuple(BANNER_TASK[a] for a in c.actions) for c in cards.cards]
        self.mission = {clan: BANNER_TASK[a] for clan, a in cards.clan_mission.items()}
        self.equipment_index = {cards.equipment[item]: i for i, item in enumerate(EQUIPMENT)}
        self.costs = tuple(cards.cost[item] for item in EQUIPMENT)
        self.compass = cards.equipment["compass"]
        self.map = cards.equipment["map"]
        self.shield = cards.equipment["shield"]
        self.oasis = cards.oasis
        numbered: dict[int, set[int]] = {}
        for c in cards.cards:
            if c.kind == "journey":
                numbered.setdefault(c.number, set()).add(c.code)
        self.numbered = [frozenset(numbered.get(n, ())) for n in range(14)]

    def can_travel(self, s: OasisState, trail: tuple[int, ...], hand: tuple[int, ...]) -> bool:
        """Whether a card of ``hand`` may go next on ``trail`` (engine._next_cards)."""
        target = 13 - len(trail)  # the number the next card must have
        if target < 0:
            return False
        if not self.numbered[target].isdisjoint(hand):
            return True
        compass = self.compass
        if (
            target >= 1
            and compass in hand
            and (trail[-1] != compass or s.ruling("compass-run") == "allowed")
        ):
            return True
        return self.map in hand and (target == 0 or s.ruling("map") == "any-time")

    def after(self, s: OasisState, parsed: tuple) -> OasisState | None:
        """The state after the legal action ``parsed`` (no Steps), or None when the engine's
        full path must apply it."""
        kind = parsed[0]
        tasks = s.tasks
        task = tasks[0]
        # Three actions only put the next task in front, one that offers a choice.
        if kind == "choose":  # named only when possible
            verb = parsed[1]
            if (
                verb == "travel"
                and s.ruling("travel-minimum") == "none"
                and not self.can_travel(s, s.trails[s.current], s.hands[s.current])
            ):
                return None  # a Travel that lays no card: the engine's way
            front: tuple = (CHOSEN_TASK[verb],)
        elif kind == "equip":
            item = parsed[1]
            discount = task[1] if task[0] == "equip" else 0
            front = (("pay", item, self.cards.cost[item] - discount),)
        elif kind == "explore":  # named only while the deck has cards
            front = (("draw",), ("draw",))
        else:
            front = ()
        if front:
            return build_state(
                s.players, s.variants, s.rulings, s.seed, s.draws, s.current, s.turn,
                front + tasks[1:], s.deck, s.ruins, s.hands, s.trails, s.areas, s.cdeck, s.lair,
                s.cdiscard, s.supply, s.played, s.recruited, s.deck_out, s.final, s.ended,
                s.winners, s.closed, s.viewer,
            )  # fmt: skip
        me = s.current
        hands = s.hands
        hand = hands[me]
        ruins, cdiscard, supply = s.ruins, s.cdiscard, s.supply
        deck, cdeck, lair = s.deck, s.cdeck, s.lair
        trails, areas = s.trails, s.areas
        draws, deck_out, recruited, played = s.draws, s.deck_out, s.recruited, s.played
        closed = s.closed
        rest = tasks[1:]

        # ----- the action itself (engine._do_<kind>, engine._draw, engine._grab) -------------
        if kind == "pay" or kind == "discard":
            code = parsed[1]
            hand = removed(hand, code)
            card_kind = self.kind[code]  # where a discarded card goes (engine._discard_card)
            if card_kind == "journey":
                ruins = added(ruins, code)
            elif card_kind == "companion":
                cdiscard = added(cdiscard, code)
            else:
                i = self.equipment_index[code]
                supply = replaced(supply, i, supply[i] + 1)
            if kind == "discard":
                tasks = tasks if len(hand) > HAND_LIMIT else rest
            elif task[2] > 1:
                tasks = (("pay", task[1], task[2] - 1), *rest)
            else:
                item = task[1]
                i = EQUIPMENT.index(item)
                supply = replaced(supply, i, supply[i] - 1)
                hand = added(hand, self.cards.equipment[item])
                tasks = rest
                if not supply[i] and s.ruling("empty-pile") == "closed":
                    closed = closed | {item}  # the pile ran out for good
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
            tasks = rest
        elif kind == "recycle":
            code = parsed[1]
            ruins = removed(ruins, code)
            hand = added(hand, code)
            tasks = rest
        elif kind == "skip" or kind == "stop":
            tasks = rest
        elif kind == "travel":
            code = parsed[1]
            if code == self.map or code == self.oasis:
                return None  # the game ends: the engine says so
            hand = removed(hand, code)
            trails = replaced(trails, me, (*trails[me], code))
            tasks = (("recruit",) if self.stage[code] else ("travel", 1), *rest)
        elif kind == "recruit":
            how = parsed[1]
            if task[0] == "start":  # a starting Companion: the Lair waits for everybody
                if how == "deck":
                    tasks = (("cdraw",), *rest)
                else:
                    hand = added(hand, lair[parsed[2]])
                    lair = replaced(lair, parsed[2], EMPTY)
                    tasks = rest
            elif how == "play":
                recruited = True
                code = parsed[2]
                hand = removed(hand, code)
                areas = replaced(areas, me, added(areas[me], code))
                played = played | {self.clan[code]}
                tasks = (*self.banner[code], *rest)
            elif how == "deck":
                recruited = True
                tasks = (("cdraw",), *rest)
            else:
                recruited = True
                slot = parsed[2]
                if not cdeck and cdiscard and s.ruling("companion-deck") == "reshuffle":
                    return None  # the refill reshuffles the discard pile: the engine's way
                hand = added(hand, lair[slot])
                lair = replaced(lair, slot, EMPTY)
                tasks = (("lair", slot), *rest) if cdeck else rest
        elif kind == "mission":
            codes = parsed[1]
            area = areas[me]
            for code in codes:
                area = removed(area, code)
                cdiscard = added(cdiscard, code)
            areas = replaced(areas, me, area)
            tasks = (*(self.mission[self.clan[codes[0]]],) * len(codes), *rest)
        elif kind == "pillage":
            tasks = (("grab", parsed[1]), *rest)
        elif kind == "grab":
            draws += 1
            a, b = parsed[1], parsed[2]
            shield = self.shield
            tasks = rest if a == shield or b == shield else (("keep", task[1], a, b), *rest)
        elif kind == "keep":
            code = parsed[1]
            target = task[1]
            hands = replaced(hands, target, removed(hands[target], code))
            hand = added(hand, code)
            tasks = rest
        else:
            return None  # pass: rare, and the engine's way is plain
        hands = (*hands[:me], hand, *hands[me + 1 :])

        # ----- the bookkeeping up to the next choice (engine._advance, _has_choice) ----------
        current, turn = me, s.turn
        while True:
            if not tasks:
                return None
            front = tasks[0]
            what = front[0]
            if what in _CHOICE_AHEAD:
                break
            held = hands[current]
            if what == "draw":
                if not deck:
                    return None
                break
            if what == "cdraw" or what == "lair":
                if not cdeck:
                    return None
                break
            if what == "discard":
                if len(held) > HAND_LIMIT:
                    break
            elif what == "mission":
                if not (recruited and s.ruling("mission-after-recruit") == "never"):
                    clan = self.clan
                    if any(clan[c] not in played for c in areas[current]):
                        break
            elif what == "end":
                if s.final >= 0 or deck_out:
                    return None  # the last turns: the engine counts them down
                current = (current + 1) % s.players
                turn += 1
                played = frozenset()
                recruited = False
                tasks = (*TURN_TASKS, *tasks[1:])
                continue
            elif what == "travel":
                if self.can_travel(s, trails[current], held):
                    break
            elif what == "recycle":
                if ruins:
                    break
            elif what == "equip":
                size = len(held) + front[1]  # Upgraded Equip: one card less
                costs, offered = self.costs, open_supply(supply, closed)
                if any(pile and size >= cost for pile, cost in zip(offered, costs, strict=True)):
                    break
            elif what == "recruit":
                if cdeck or lair.count(EMPTY) < len(lair) or not self.companions.isdisjoint(held):
                    break
                if cdiscard and s.ruling("companion-deck") == "reshuffle":
                    break  # the deck top, once the discard pile is shuffled into a new deck
            elif what == "pillage":
                if any(len(hands[t]) >= 2 for t in range(s.players) if t != current):
                    break
            elif what == "explore":
                tasks = (("draw",), ("draw",), *tasks[1:]) if deck else tasks[1:]
                continue
            elif what == "start":  # the next scout chooses a starting Companion
                current = front[1]
                break
            elif what == "lair-open":  # every scout has one: refill the Lair, last one begins
                refills = tuple(("lair", i) for i, c in enumerate(lair) if c == EMPTY)
                tasks = (*refills, ("begin", s.players - 1), *tasks[1:])
                continue
            elif what == "begin":
                current = front[1]
                turn += 1
                played = frozenset()
                recruited = False
                tasks = (*TURN_TASKS, *tasks[1:])
                continue
            else:
                return None
            tasks = tasks[1:]  # nothing to choose: the task is skipped
        return build_state(
            s.players, s.variants, s.rulings, s.seed, draws, current, turn, tasks, deck, ruins,
            hands, trails, areas, cdeck, lair, cdiscard, supply, played, recruited, deck_out,
            s.final, s.ended, s.winners, closed, s.viewer,
        )  # fmt: skip
