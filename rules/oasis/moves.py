"""The moves of Oasis, declared once each (issue 45, ``rules.core.moves``): the mandatory
action named (or a pass), the card of a named action, a payment, a Travel's cards and its end,
a Recruit three ways, a Pillage and the card kept, a Mission or none, a discard, and chance's
draws and grabs; with the rules that say which are open (each move's options and its one
check, which the legal list and the why-not both ask) and how each reads in words. The engine
(``engine.py``) carries them out; refusals.py words the refusals (seed
003_fece3b0430baafc1.txt, the Oasis pages).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import product
from typing import TYPE_CHECKING, Any

from rules.core import CHANCE, Action, Ruling
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal

from . import names as n
from .cards import CLANS, EQUIPMENT, HIDDEN
from .refusals import refused
from .state import EMPTY, HAND_LIMIT, OasisState, open_supply

if TYPE_CHECKING:
    from .engine import Oasis

R = "oasis."
LAIR_SLOTS = 4
# The labels of the moves that name nothing.
FIXED_LABEL = {kind: Msg(f"oasis-label-{kind}") for kind in ("explore", "pass", "stop", "skip")}


def _distinct(cards: Iterable[int]) -> list[int]:
    return sorted(set(cards))


# ----- the parts of the keys --------------------------------------------------------------
# A card part's value is its key as written ("12", "raider"): keys are a public contract, and a
# key is written back exactly as it was read. Its text is checked against the cards on reading.
def _card_part(*kinds: str) -> Part:
    def read(game: Oasis, text: str) -> str:
        game._code(text, kinds)
        return text

    return Part(r"[^ ]*", read)


def _trail_card(game: Oasis, text: str) -> str:
    if game._code(text, ("journey", "equipment")) == game._shield:
        raise ValueError("a Shield is never played on a trail")
    return text


def _item(game: Oasis, text: str) -> str:
    if text not in EQUIPMENT:
        raise ValueError(f"{text!r} is not an Equipment ({', '.join(EQUIPMENT)})")
    return text


def _companions(game: Oasis, text: str) -> str:
    for key in text.split(","):
        game._code(key, ("companion",))
    return text


def _grabbed(game: Oasis, text: str) -> str:
    game._code(text)
    return text


ANY_CARD = _card_part()
DRAWN = _card_part("journey", "companion")
RUINS_CARD = _card_part("journey")
COMPANION = _card_part("companion")
TRAIL_CARD = Part(r"[^ ]*", _trail_card)
ITEM = Part(r"[^ ]*", _item)
COMPANIONS = Part(r"[^ ]*", _companions)  # a Mission's Companions, joined by commas
GRABBED = Part(r"[^ ,]*", _grabbed)  # one of the two cards of a grab
SLOT = Part(r"[1-4]", lambda game, text: int(text) - 1, lambda slot: str(slot + 1))
SCOUT = Part(r"\d+")  # a seat number from 1, as written; the check reads the number
# The parts of the moves listed on every decision, made once.
NO_PARTS: tuple[tuple[()]] = ((),)
ITEM_PARTS = [(item,) for item in EQUIPMENT]
SLOT_PARTS = [(slot,) for slot in range(LAIR_SLOTS)]
SCOUT_PARTS = [(str(seat + 1),) for seat in range(4)]
# The refusals that say one thing whatever the position.
DECK_EMPTY = Ruling(R + "explore", Msg("oasis-refuse-explore"))
NO_PASS = Ruling(R + "ruling.no-action", Msg("oasis-refuse-pass"))
# The tasks each kind of move answers besides those of its own.
DRAWS = ("draw", "cdraw", "lair")
RECRUITING = ("recruit", "start", "action")


class OasisMoves:
    """The move declarations and rules of the Oasis game class (see the module docstring)."""

    # ----- the moves: each kind declared once (rules/core/moves.py) -----------------------
    # Chance's outcomes: a card drawn from a deck, the two cards a Pillage grabs.
    draw_card = Move(
        "draw", "draw {card}", tasks=DRAWS, parts={"card": DRAWN}, example="draw 7",
        checked_options=True,  # the pile's cards: what the check asks
    )  # fmt: skip
    grab_pair = Move(
        "grab", "grab {a},{b}", tasks=("grab",), parts={"a": GRABBED, "b": GRABBED},
        example="grab 7,raider", checked_options=True,  # the pairs the hand holds
    )  # fmt: skip
    # A Recruit (and the choice of a starting Companion): three ways, one kind. At the
    # mandatory action they offer nothing and are refused until the Recruit is named.
    recruit_play = Move(
        "recruit", "recruit play {card}", tasks=RECRUITING, parts={"card": COMPANION},
        example="recruit play raider", checked_options=True,  # the hand's Companions
    )  # fmt: skip
    recruit_lair = Move(
        "recruit", "recruit lair:{slot}", tasks=RECRUITING, parts={"slot": SLOT},
        example="recruit lair:2", checked_options=True,  # the filled slots
    )  # fmt: skip
    recruit_deck = Move("recruit", "recruit deck", tasks=RECRUITING, checked_options=True)
    # The mandatory action, named (in the rulebook's order), or a pass when none is possible.
    explore = Move("explore", "explore", tasks=("action",))
    name_recycle = Move("recycle", "recycle", tasks=("action",))
    name_equip = Move("equip", "equip", tasks=("action",))
    name_travel = Move("travel", "travel", tasks=("action",))
    name_recruit = Move("recruit", "recruit", tasks=("action",))
    pass_turn = Move("pass", "pass", tasks=("action",))
    # The card of a named action (refused at the mandatory action until it is named).
    recycle_card = Move(
        "recycle", "recycle {card}", tasks=("recycle", "action"), parts={"card": RUINS_CARD},
        example="recycle 7", checked_options=True,  # the Ruins' cards
    )  # fmt: skip
    equip_item = Move(
        "equip", "equip {item}", tasks=("equip", "action"), parts={"item": ITEM},
        example="equip shield", checked_options=True,  # the piles the hand can pay for
    )  # fmt: skip
    pay_card = Move(
        "pay", "pay {card}", tasks=("pay",), parts={"card": ANY_CARD}, example="pay 7",
        checked_options=True,  # the hand's cards
    )  # fmt: skip
    travel_card = Move(
        "travel", "travel {card}", tasks=("travel", "action"), parts={"card": TRAIL_CARD},
        example="travel 12", checked_options=True,  # the cards that may go next
    )  # fmt: skip
    stop_travel = Move("stop", "stop travel", tasks=("travel",))
    pillage = Move(
        "pillage", "pillage {scout}", tasks=("pillage",), parts={"scout": SCOUT},
        example="pillage 2", checked_options=True,  # the scouts holding two cards or more
    )  # fmt: skip
    keep_card = Move(
        "keep", "keep {card}", tasks=("keep",), parts={"card": ANY_CARD}, example="keep 7",
        checked_options=True,  # the two grabbed cards
    )  # fmt: skip
    mission = Move(
        "mission", "mission {cards}", tasks=("mission",), parts={"cards": COMPANIONS},
        example="mission raider", checked_options=True,  # the groups a Mission may send
    )  # fmt: skip
    skip_mission = Move("skip", "skip mission", tasks=("mission",))
    discard_card = Move(
        "discard", "discard {card}", tasks=("discard",), parts={"card": ANY_CARD},
        example="discard 7", checked_options=True,  # the hand's cards, over the limit
    )  # fmt: skip

    def _code(self, name: str, kinds: tuple[str, ...] = ()) -> int:
        code = self.cards.code_of.get(name)
        if code is None:
            raise ValueError(f"{name!r} is not a card of Oasis")
        card = self.cards.cards[code]
        if kinds and card.kind not in kinds:
            raise ValueError(f"{card.title} is not a {' or '.join(kinds)} card")
        return code

    def read_key(self, key: str) -> tuple[Move, tuple]:
        # core: Oasis's refusals of unreadable keys say what this game always said. The core's
        # read_key with an ``unreadable`` hook would word them so, but it also refuses a key
        # written otherwise than the game writes it, which this reader still accepts: moving
        # to it changes which keys Oasis reads, a change to make with its own tests.
        known = self._read_keys.get(key)
        if known is not None:
            return known
        for move in self.moves:
            parts = move.grammar.read(self, key)  # a part's ValueError names the bad part
            if parts is not None:
                self._read_keys[key] = (move, parts)
                return move, parts
        words = key.split(" ")
        if words[0] == "recruit" and len(words) > 1:
            raise ValueError("recruit takes lair:1 to lair:4, deck, or play <companion>")
        raise ValueError(
            f"{key!r} is not an Oasis action: the actions are explore, recycle, equip, travel, "
            "recruit, recycle <card>, equip <item>, pay <card>, travel <card>, stop travel, "
            "recruit ..., pillage <scout>, keep <card>, mission <companions>, skip mission, "
            "discard <card>, pass"
        )

    # labels --------------------------------------------------------------------------------
    @explore.label
    def _explore_label(self) -> Msg:
        return FIXED_LABEL["explore"]

    @pass_turn.label
    def _pass_label(self) -> Msg:
        return FIXED_LABEL["pass"]

    @stop_travel.label
    def _stop_label(self) -> Msg:
        return FIXED_LABEL["stop"]

    @skip_mission.label
    def _skip_label(self) -> Msg:
        return FIXED_LABEL["skip"]

    @name_recycle.label
    def _name_recycle_label(self) -> Msg:
        return Msg("oasis-label-choose-recycle")

    @name_equip.label
    def _name_equip_label(self) -> Msg:
        return Msg("oasis-label-choose-equip")

    @name_travel.label
    def _name_travel_label(self) -> Msg:
        return Msg("oasis-label-choose-travel")

    @name_recruit.label
    def _name_recruit_label(self) -> Msg:
        return Msg("oasis-label-choose-recruit")

    @draw_card.label
    def _draw_label(self, card: str) -> Msg:
        return Msg("oasis-label-draw", card=self._names[self._code_of[card]])

    @recycle_card.label
    def _recycle_label(self, card: str) -> Msg:
        return Msg("oasis-label-recycle", card=self._names[self._code_of[card]])

    @pay_card.label
    def _pay_label(self, card: str) -> Msg:
        return Msg("oasis-label-pay", card=self._names[self._code_of[card]])

    @discard_card.label
    def _discard_label(self, card: str) -> Msg:
        return Msg("oasis-label-discard", card=self._names[self._code_of[card]])

    @keep_card.label
    def _keep_label(self, card: str) -> Msg:
        return Msg("oasis-label-keep", card=self._names[self._code_of[card]])

    @travel_card.label
    def _travel_label(self, card: str) -> Msg:
        return Msg("oasis-label-travel", card=self._names[self._code_of[card]])

    @equip_item.label
    def _equip_label(self, item: str) -> Msg:
        return Msg("oasis-label-equip", item=self._item_name(item))

    @recruit_deck.label
    def _recruit_deck_label(self) -> Msg:
        return Msg("oasis-label-recruit-deck")

    @recruit_lair.label
    def _recruit_lair_label(self, slot: int) -> Msg:
        return Msg("oasis-label-recruit-lair", slot=slot + 1)

    @recruit_play.label
    def _recruit_play_label(self, card: str) -> Msg:
        return Msg("oasis-label-recruit-play", card=self._names[self._code_of[card]])

    @pillage.label
    def _pillage_label(self, scout: str) -> Msg:
        return Msg("oasis-label-pillage", scout=n.scout(int(scout) - 1))

    @mission.label
    def _mission_label(self, cards: str) -> Msg:
        codes = self._mission_codes(cards)
        return Msg("oasis-label-mission", cards=tuple(self._names[c] for c in codes))

    @grab_pair.label
    def _grab_label(self, a: str, b: str) -> Msg:
        low, high = sorted((self._code_of[a], self._code_of[b]))
        return Msg("oasis-label-grab", a=self._names[low], b=self._names[high])

    def _mission_codes(self, cards: str) -> tuple[int, ...]:
        """The Companions a Mission's key names, in the order the rules list them (by code)."""
        return tuple(sorted(self._code_of[key] for key in cards.split(",")))

    def due_refusal(self, state: OasisState) -> Ruling:
        """An action of a kind the front task does not ask for: chance acts now, or the scout
        must do something else."""
        if state.to_move == CHANCE:
            return Ruling(self._task_rule(state, state.task), Msg("oasis-refuse-chance-acts"))
        return self._other_task(state)

    def _explain_illegal(self, state: OasisState, action: Action) -> Ruling:
        # core: ``over_refusal`` is one Ruling for every finished game; Oasis's cites the
        # rule that ended this one (a hook ``over_refusal(state)`` would do).
        if state.ended:
            return Ruling(state.ended, Msg("oasis-refuse-over"))
        return super()._explain_illegal(state, action)

    @staticmethod
    def _front(s: Any) -> str:
        return s.tasks[0][0]

    # chance's outcomes -----------------------------------------------------------------------
    @draw_card.options
    def _pile_cards(self, s: OasisState) -> list[tuple[str]]:
        """The distinct cards of the pile drawn from (a deck a scout cannot see is refused)."""
        self._outcomes_open(s)
        one = self._one
        return [one[c] for c in _distinct(s.deck if self._front(s) == "draw" else s.cdeck)]

    @draw_card.check
    def _draw_check(self, s: OasisState, card: str) -> Ruling | None:
        pile = s.deck if self._front(s) == "draw" else s.cdeck
        if self._code_of[card] in pile:
            return None
        return Ruling(self._task_rule(s, s.task), Msg("oasis-refuse-not-an-outcome"))

    @grab_pair.options
    def _grabbable(self, s: OasisState) -> list[tuple[str, str]]:
        self._outcomes_open(s)
        keys = self._keys
        pairs, _ = self._grab_pairs(s.hands[s.tasks[0][1]])
        return [(keys[a], keys[b]) for a, b in pairs]

    @grab_pair.check
    def _grab_check(self, s: OasisState, a: str, b: str) -> Ruling | None:
        """Two distinct cards of the victim's hand, written in the order the rules list them."""
        low, high = sorted((self._code_of[a], self._code_of[b]))
        hand = s.hands[s.tasks[0][1]]
        held = hand.count(low) >= 2 if low == high else low in hand and high in hand
        rule = self._task_rule(s, s.task)
        if held and self._code_of[a] == low:
            return None
        if held:  # the same pair, written the other way round
            canonical = self.grab_pair.grammar.write((self._keys[low], self._keys[high]))
            return Ruling(rule, Msg("oasis-refuse-same-action", key=repr(canonical)))
        return Ruling(rule, Msg("oasis-refuse-not-an-outcome"))

    @draw_card.not_now
    @grab_pair.not_now
    def _chance_not_now(self, s: OasisState) -> Ruling:
        if s.to_move == CHANCE:  # another chance event: no such outcome here
            return Ruling(self._task_rule(s, s.task), Msg("oasis-refuse-not-an-outcome"))
        return Ruling(self.turn_rule, Msg("oasis-refuse-drawn-by-chance"))

    def _outcomes_open(self, s: OasisState) -> None:
        if s.viewer >= 0 and self.chance_hidden_from(s, s.viewer):
            raise ValueError(
                f"what chance can give here is hidden from {self.seat_name(s.viewer)}'s "
                "view: ask the whole game, not a scout's view"
            )

    # the mandatory action ----------------------------------------------------------------------
    def _possible(self, s: Any) -> int:
        """Which mandatory actions the scout to move can do (bit i: the i-th of explore,
        recycle, equip, travel, recruit), worked out once per position: every named action's
        check and the pass's read it."""
        kept_state, kept = self._possible_kept
        if kept_state is s:
            return kept
        possible = 1 if s.deck else 0
        if s.ruins:
            possible |= 2
        if self._equip_options(s, 0):
            possible |= 4
        if self._next_cards(s) or s.ruling("travel-minimum") == "none":
            possible |= 8
        if self._recruit_options(s):
            possible |= 16
        self._possible_kept = (s, possible)
        return possible

    @explore.options
    @name_recycle.options
    @name_equip.options
    @name_travel.options
    @name_recruit.options
    @pass_turn.options
    @stop_travel.options
    @skip_mission.options
    def _once(self, s: OasisState) -> tuple[tuple[()]]:
        return NO_PARTS

    @explore.check
    def _explore_check(self, s: OasisState) -> Ruling | None:
        return None if self._possible(s) & 1 else DECK_EMPTY

    @name_recycle.check
    def _name_recycle_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 2 else self._choose_refusal(s, "recycle")

    @name_equip.check
    def _name_equip_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 4 else self._choose_refusal(s, "equip")

    @name_travel.check
    def _name_travel_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 8 else self._choose_refusal(s, "travel")

    @name_recruit.check
    def _name_recruit_check(self, s: OasisState) -> Refusal | None:
        return None if self._possible(s) & 16 else self._choose_refusal(s, "recruit")

    @pass_turn.check
    def _pass_check(self, s: OasisState) -> Ruling | None:
        """A scout passes only when none of the five actions can be done."""
        return NO_PASS if self._possible(s) else None

    @name_recycle.not_now
    @name_equip.not_now
    @name_travel.not_now
    @name_recruit.not_now
    def _named_not_now(self, s: OasisState) -> Ruling:
        tk = self._front(s)
        if s.to_move == CHANCE or tk == "start":
            return self.due_refusal(s)
        return refused("action", "oasis-refuse-named-once", who=n.scout(s.current), ask=n.ask(tk))

    def _named_first(self, s: OasisState, verb: str, problem: Refusal | None) -> Refusal | None:
        """At the mandatory action a card is chosen only once its action is named: what the
        named action would refuse, or "name it first"."""
        if self._front(s) != "action" or problem is not None:
            return problem
        return refused(
            "action",
            "oasis-refuse-name-first",
            action=Msg(f"oasis-action-{verb}"),
            then=Msg(f"oasis-then-{verb}"),
        )

    # Recycle, Equip, Pay ---------------------------------------------------------------------
    @recycle_card.options
    def _ruins_cards(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in _distinct(s.ruins)]

    @recycle_card.check
    def _recycle_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        problem = (
            None
            if code in s.ruins
            else refused("recycle", "oasis-refuse-not-in-ruins", card=self.card_name(code))
        )
        return self._named_first(s, "recycle", problem)

    @equip_item.options
    def _equippable(self, s: OasisState) -> list[tuple[str]]:
        return self._equip_options(s, s.tasks[0][1])

    @equip_item.check
    def _equip_check(self, s: OasisState, item: str) -> Ruling | None:
        task = s.tasks[0]
        discount = task[1] if task[0] == "equip" else 0
        legal = (item,) in self._equip_options(s, discount)
        problem = None if legal else self._equip_refusal(s, task, item)
        return self._named_first(s, "equip", problem)

    def _equip_options(self, s: Any, discount: int) -> list[tuple[str]]:
        """Each Equipment whose pile has one and whose cost (less the Upgraded Equip's
        ``discount``) the hand can pay."""
        size = len(s.hands[s.current]) + discount
        supply = open_supply(s.supply, s.closed)
        piles = zip(ITEM_PARTS, supply, self._costs, strict=True)
        return [parts for parts, pile, cost in piles if pile and size >= cost]

    @pay_card.options
    @discard_card.options
    def _hand_cards(self, s: OasisState) -> list[tuple[str]]:
        """The distinct cards of the hand (a discard only while it is over the limit)."""
        if self._front(s) == "discard" and not self._over_limit(s):
            return []
        one = self._one
        return [one[c] for c in _distinct(s.hands[s.current])]

    @pay_card.check
    def _pay_check(self, s: OasisState, card: str) -> Ruling | None:
        if self._code_of[card] in s.hands[s.current]:
            return None
        return Ruling(R + "equip", self._not_held(s, self._code_of[card]))

    @discard_card.check
    def _discard_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        if code in s.hands[s.current] and self._over_limit(s):
            return None
        return Ruling(R + "hand-limit", self._not_held(s, code))

    @staticmethod
    def _over_limit(s: Any) -> bool:
        """Whether the scout to move holds more than the hand limit (a discard is owed)."""
        return len(s.hands[s.current]) > HAND_LIMIT

    # Travel ------------------------------------------------------------------------------------
    @travel_card.options
    def _trail_cards(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in self._next_cards(s)]

    @travel_card.check
    def _travel_check(self, s: OasisState, card: str) -> Ruling | None:
        code = self._code_of[card]
        problem = None if code in self._next_cards(s) else self._travel_refusal(s, code)
        return self._named_first(s, "travel", problem)

    @stop_travel.check
    def _stop_check(self, s: OasisState) -> Ruling | None:
        """Ruling travel-minimum: a Travel may end before its first card only if "none"."""
        started = s.tasks[0][1] or s.ruling("travel-minimum") == "none"
        if started and self._next_cards(s):
            return None
        return refused("ruling.travel-minimum", "oasis-refuse-stop")

    def _next_cards(self, s: Any) -> list[int]:
        """The cards of the hand that may go next on the trail of the scout to move."""
        me = s.current
        hand = s.hands[me]
        target = s.reached(me) - 1
        if target < 0:
            return []
        # The hand's cards numbered ``target``, by code as in the sorted hand.
        out = [c for c in self._numbered[target] if c in hand]
        # A Compass stands for a number the scout lacks (or, ruling compass-missing, any).
        if target >= 1 and self._compass in hand and (not out or self._compass_for_held(s)):
            trail = s.trails[me]
            if s.ruling("compass-run") == "allowed" or trail[-1] != self._compass:
                out.append(self._compass)
        if self._map in hand and (target == 0 or s.ruling("map") == "any-time"):
            out.append(self._map)
        return out

    @staticmethod
    def _compass_for_held(s: Any) -> bool:
        """Ruling compass-missing: may a Compass stand for a number the scout holds?"""
        return s.ruling("compass-missing") == "also-held"

    # Recruit -----------------------------------------------------------------------------------
    @recruit_play.options
    def _hand_companions(self, s: OasisState) -> list[tuple[str]]:
        if self._front(s) == "start":  # a starting Companion is taken, never played
            return []
        return self._play_options(s)

    @recruit_play.check
    def _recruit_play_check(self, s: OasisState, card: str) -> Ruling | None:
        tk = self._front(s)
        if tk == "start":
            return refused("setup.starting-companion", "oasis-refuse-start-play")
        code = self._code_of[card]
        held = code in s.hands[s.current]
        problem = None if held else Ruling(R + "recruit.play", self._not_held(s, code))
        return self._named_first(s, "recruit", problem)

    @recruit_lair.options
    def _lair_slots(self, s: OasisState) -> list[tuple[int]]:
        return [SLOT_PARTS[i] for i, c in enumerate(s.lair) if c != EMPTY]

    @recruit_lair.check
    def _recruit_lair_check(self, s: OasisState, slot: int) -> Ruling | None:
        problem = None if s.lair[slot] != EMPTY else self._take_refusal(s, "lair", slot)
        return self._named_first(s, "recruit", problem)

    @recruit_deck.options
    def _deck_top(self, s: OasisState) -> tuple[tuple[()]] | tuple[()]:
        return NO_PARTS if self._deck_open(s) else ()

    @recruit_deck.check
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
    @pillage.options
    def _pillage_options(self, s: OasisState) -> list[tuple[str]]:
        return [SCOUT_PARTS[t] for t in self._pillage_targets(s)]

    @pillage.check
    def _pillage_check(self, s: OasisState, scout: str) -> Ruling | None:
        target = int(scout) - 1
        if target != s.current and 0 <= target < s.players and len(s.hands[target]) >= 2:
            return None
        return self._pillage_refusal(s, target)

    def _pillage_targets(self, s: Any) -> list[int]:
        return [t for t in range(s.players) if t != s.current and len(s.hands[t]) >= 2]

    @keep_card.options
    def _grabbed(self, s: OasisState) -> list[tuple[str]]:
        one = self._one
        return [one[c] for c in _distinct(s.tasks[0][2:4])]

    @keep_card.check
    def _keep_check(self, s: OasisState, card: str) -> Ruling | None:
        if self._code_of[card] in s.tasks[0][2:4]:
            return None
        return refused("pillage", "oasis-refuse-keep")

    @mission.options
    def _missions(self, s: OasisState) -> list[tuple[str]]:
        return self._mission_options(s)

    @mission.check
    def _mission_check(self, s: OasisState, cards: str) -> Ruling | None:
        """A group the Mission may send, written in the order the rules list its cards (in
        another order it is the same action, which has one key)."""
        codes = self._mission_codes(cards)
        canonical = ",".join(self._keys[c] for c in codes)
        legal = (canonical,) in self._mission_options(s)
        if legal and canonical == cards:
            return None
        if legal:
            key = self.mission.grammar.write((canonical,))
            return Ruling(R + "mission", Msg("oasis-refuse-same-action", key=repr(key)))
        return self._mission_refusal(s, codes)

    @skip_mission.check
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


# The moves of a card chosen before its action is named: they answer the mandatory action only
# to be refused there (see ``_named_first``), so the legal list skips them there (engine.py).
NAMED_FIRST = (
    OasisMoves.recruit_play,
    OasisMoves.recruit_lair,
    OasisMoves.recruit_deck,
    OasisMoves.recycle_card,
    OasisMoves.equip_item,
    OasisMoves.travel_card,
)
