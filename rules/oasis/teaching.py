"""What the explorer needs beyond the rules of Oasis: board clicks to actions, and tempting
moves the rules forbid (so learners can ask why not). Pure Python, no UI: ``Teaching`` is part
of the ``Oasis`` game class (engine.py), giving the core's teaching hooks.

Clicks (element ids of state.py; ``area:<seat>`` is the board view's header of a play area, and
an area Companion may carry a copy suffix ``area:<seat>:<card>:<n>`` so that two equal
Companions can both be picked):

- a hand card, then the scout's trail: ``travel <card>``;
- a hand Companion, then the scout's own play area: ``recruit play <card>``;
- a Ruins card: ``recycle <card>``; the Exploration deck: ``explore``; a supply pile:
  ``equip <item>``; a Lair slot: ``recruit lair:<n>``; the Companion deck: ``recruit deck``;
- while paying, discarding or keeping: a hand card: ``pay``/``discard``/``keep <card>``;
  while keeping, also one of the two grabbed cards the board view draws apart as
  ``grab:<card>`` (``grab`` alone when face down): ``keep <card>``;
- while choosing whom to Pillage: a scout's hand or name: ``pillage <n>``;
- while sending Companions on a Mission: Companions of the play area one by one, then the
  Companion discard pile (or the play area's header): ``mission <cards>``.

The action is returned even when the rules forbid it, so the explorer can say which rule.

At the mandatory action these clicks still give the detailed action (``recycle 7``,
``travel 12``, ``equip shield``, ``recruit deck``), which the rules accept only once the
action is named (``recycle``, ``travel``, ...). ``lead_in`` says which named action a detail
waits for, and the explorer applies both, one after the other (``Game.with_lead_in``): one
click still recycles the clicked card. The action buttons, on the other hand, offer the named
actions there, the impossible ones included so that learners can ask why not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import CHANCE, Action, Transition
from rules.core.messages import Msg, render

from . import names as n
from .cards import CLANS, EQUIPMENT, HIDDEN
from .state import CHOSEN_TASK, EMPTY, OasisState

if TYPE_CHECKING:
    from .engine import Oasis


# The mandatory actions a scout may name, in the rulebook's order; all but Explore then ask
# for a card (CHOSEN_TASK).
MANDATORY = ("explore", *CHOSEN_TASK)


def _seat_of(element: str, kinds: tuple[str, ...]) -> int | None:
    """The seat of an element ``<kind>:<seat>[:...]`` whose kind is one of ``kinds``."""
    parts = element.split(":")
    if len(parts) >= 2 and parts[0] in kinds and parts[1].isdigit():
        return int(parts[1])
    return None


def _card_of(element: str, kind: str) -> tuple[int, str] | None:
    """(seat, card key) of ``hand:<seat>:<card>`` or ``area:<seat>:<card>[:<copy>]``."""
    parts = element.split(":")
    if len(parts) in (3, 4) and parts[0] == kind and parts[1].isdigit() and parts[2]:
        return int(parts[1]), parts[2]
    return None


def _mission_picks(picks: tuple[str, ...], seat: int) -> list[str] | None:
    """The Companion keys of picks that are all Companions of ``seat``'s play area."""
    keys = []
    for pick in picks:
        card = _card_of(pick, "area")
        if card is None or card[0] != seat:
            return None
        keys.append(card[1])
    return keys


class Teaching:
    """The explorer's hooks of the Oasis game class (see the module docstring)."""

    def _try_parse(self: Oasis, key: str) -> Action | None:
        """The action a click composes, or None when the clicks mean no action at all."""
        try:
            return self.parse_action(key)
        except ValueError:
            return None

    def targets(self: Oasis, state: OasisState, picks: tuple[str, ...]) -> tuple[str, ...]:
        """Where the picked cards may go: the elements whose click would complete a legal
        action (naming the mandatory action first where it must be): for a hand card, the
        scout's trail (Travel) or play area (Recruit); for Companions gathered for a Mission,
        the Companion discard pile. None while the picks need no second click."""
        if not picks or state.to_move is None or state.to_move < 0:
            return ()
        me = state.current
        found = []
        for element in (n.trail_id(me), n.area_id(me), n.CDISCARD):
            action = self.action_for(state, (*picks, element))
            if action is not None and self.with_lead_in(state, action):
                found.append(element)
        if (
            n.CDISCARD in found and n.area_id(me) in found
        ):  # the Mission's two targets mean one thing: mark the pile
            found.remove(n.area_id(me))
        return tuple(found)

    def action_for(self: Oasis, state: OasisState, picks: tuple[str, ...]) -> Action | None:
        """Clicks to an action (see the module docstring); None while the picks name none yet."""
        if not picks or state.to_move is None or state.to_move < 0:
            return None
        me = state.current
        task = state.task[0] if state.task else ""
        last = picks[-1]
        before = picks[-2] if len(picks) >= 2 else None

        if task == "mission":
            if last == n.CDISCARD or last == n.area_id(me):
                keys = _mission_picks(picks[:-1], me)
                if keys:
                    # In the order the rules list cards (by code), the action's one key: in
                    # another order the same Mission would be refused as written otherwise.
                    keys.sort(key=self.cards.code_of.__getitem__)
                    return self._try_parse("mission " + ",".join(keys))
                return None
            if _card_of(last, "area") is not None:
                return None  # gathering Companions: see keeps_picks

        # Two clicks: a hand card, then where it goes.
        held = _card_of(before, "hand") if before else None
        if held is not None:
            if _seat_of(last, ("trail",)) is not None:
                return self._try_parse(f"travel {held[1]}")
            if _seat_of(last, ("area",)) is not None:
                return self._try_parse(f"recruit play {held[1]}")

        # One click.
        parts = last.split(":")
        kind = parts[0]
        if kind == "ruins" and len(parts) == 2:
            return self._try_parse(f"recycle {parts[1]}")
        if last == n.DECK:
            return self._try_parse("explore")
        if kind == "supply" and len(parts) == 2 and parts[1] in EQUIPMENT:
            return self._try_parse(f"equip {parts[1]}")
        if kind == "lair" and len(parts) == 2 and parts[1] in ("0", "1", "2", "3"):
            return self._try_parse(f"recruit lair:{int(parts[1]) + 1}")
        if last == n.CDECK:
            return self._try_parse("recruit deck")
        if task == "pillage":
            target = _seat_of(last, ("hand", "scout"))
            if target is not None:
                return self._try_parse(f"pillage {target + 1}")
        if task == "keep" and kind == n.GRAB and len(parts) == 2 and parts[1]:
            return self._try_parse(f"keep {parts[1]}")
        card = _card_of(last, "hand")
        if card is not None:
            seat, key = card
            if task == "keep":
                return self._try_parse(f"keep {key}")
            if seat == me and task in ("pay", "discard"):
                return self._try_parse(f"{task} {key}")
        return None

    def lead_in(self: Oasis, state: OasisState, action: Action) -> Action | None:
        """At the mandatory action, a card of a Recycle, Equip, Travel or Recruit is chosen only
        after the action is named: the named action comes first."""
        if state.to_move is None or state.to_move < 0 or state.task != ("action",):
            return None
        verb, _, detail = action.key.partition(" ")
        if detail and verb in CHOSEN_TASK:  # an Explore has no detail to wait for
            return self.parse_action(verb)
        return None

    def keeps_picks(self: Oasis, state: OasisState, picks: tuple[str, ...]) -> bool:
        """During a Mission, Companions of the scout's play area are gathered click by click."""
        if state.to_move is None or state.to_move < 0 or state.task[:1] != ("mission",):
            return False
        return len(set(picks)) == len(picks) and _mission_picks(picks, state.current) is not None

    def candidate_actions(self: Oasis, state: OasisState) -> list[Action]:
        """Legal actions first, then tempting ones the rules forbid."""
        legal = self.legal_actions(state)
        if state.to_move is None or state.to_move < 0 or not state.task:
            return legal
        seen = {a.key for a in legal}
        extra: list[str] = []
        me = state.current
        task = state.task
        kind = task[0]
        hand = [c for c in sorted(set(state.hands[me])) if c != HIDDEN]
        cards = self.cards.cards
        travels = [
            f"travel {cards[c].key}"
            for c in hand
            if cards[c].kind == "journey" or cards[c].key in ("compass", "map")
        ]
        if kind == "action":
            # Every named action, those that cannot be done now too (their refusal says why);
            # the cards are asked for once an action is named, so none is offered here.
            extra += [*MANDATORY, "pass"]
        elif kind == "travel":
            extra += travels
            if not task[1]:
                extra.append("stop travel")
        elif kind in ("recycle", "equip", "pay", "recruit", "discard"):
            # Another action than the one asked for: the Ruins are tempting.
            if state.ruins:
                extra.append(f"recycle {cards[state.ruins[0]].key}")
            extra.append("explore")
            if kind == "equip":
                extra += [f"equip {item}" for item in EQUIPMENT]
            if kind == "recruit":  # an empty Lair slot: nothing to take there
                extra += [f"recruit lair:{i + 1}" for i, c in enumerate(state.lair) if c == EMPTY]
        elif kind == "pillage":
            extra += [f"pillage {t + 1}" for t in range(state.players)]
        elif kind == "mission":
            area = sorted(set(state.areas[me]))
            by_clan = {clan: [c for c in area if cards[c].clan == clan] for clan in CLANS}
            firsts = [codes[0] for codes in by_clan.values() if codes]
            if len(firsts) >= 2:
                extra.append("mission " + ",".join(sorted(cards[c].key for c in firsts[:2])))
            extra += [f"mission {cards[c].key}" for c in firsts]
        result = list(legal)
        for key in extra:
            if key not in seen:
                seen.add(key)
                action = self._try_parse(key)
                if action is not None:
                    result.append(action)
        return result

    def summarize_outcome(self: Oasis, before: OasisState, transition: Transition) -> str:
        """The consequences of an action, told without naming the action or its card: how far
        trails got, what the turn asks for next, and whether the game ended. Actions that differ
        only in which card went where sum up alike, so the quiz does not ask about them."""
        after = transition.state
        parts: list[Msg] = []
        for seat in range(after.players):
            if after.reached(seat) != before.reached(seat):
                parts.append(
                    Msg("oasis-outcome-trail", who=n.scout(seat), number=after.reached(seat))
                )
            if len(after.areas[seat]) > len(before.areas[seat]):
                parts.append(Msg("oasis-outcome-companion", who=n.scout(seat)))
        if after.ended:
            names = n.chained("and", tuple(n.scout(s) for s in after.winners))
            parts.append(Msg("oasis-outcome-end", names=names, count=len(after.winners)))
        elif after.deck_out and not before.deck_out:
            parts.append(Msg("oasis-outcome-deck-out"))
        elif after.turn != before.turn:
            parts.append(Msg("oasis-outcome-next-turn", who=n.scout(after.current)))
        elif after.task:
            if after.to_move == CHANCE:
                parts.append(Msg("oasis-outcome-chance"))
            else:
                ask = n.ask(after.task[0])
                parts.append(Msg("oasis-outcome-ask", who=n.scout(after.current), ask=ask))
        if not parts:
            return render(Msg("oasis-outcome-nothing"))
        text = render(Msg("oasis-outcome", parts=n.chained("semicolon", tuple(parts))))
        return text[0].upper() + text[1:]
