"""The moves of Oasis, declared once each (issue 45, ``rules.core.moves``): the mandatory
action named (or a pass), the card of a named action, a payment, a Travel's cards and its end,
a Recruit three ways, a Pillage and the card kept, a Mission or none, a discard, and chance's
draws and grabs; the parts their keys are made of, how each reads in words, and the options
and checks of chance's outcomes. The options and checks of the other moves (which the legal
list and the why-not both ask) are action_checks.py's (the mandatory action) and
companion_checks.py's (Recruit, Pillage, Mission); drawing.py, actions.py and companions.py
carry the moves out; refusals.py words the refusals (seed 003_fece3b0430baafc1.txt, the Oasis
pages).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rules.core import CHANCE, Action, Ruling
from rules.core.messages import Msg, render
from rules.core.moves import Move, Part

from . import names as n
from .cards import EQUIPMENT
from .state import OasisState

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
    # Their options are the bits of ``_possible`` that their checks read (action_checks.py).
    explore = Move("explore", "explore", tasks=("action",), checked_options=True)
    name_recycle = Move("recycle", "recycle", tasks=("action",), checked_options=True)
    name_equip = Move("equip", "equip", tasks=("action",), checked_options=True)
    name_travel = Move("travel", "travel", tasks=("action",), checked_options=True)
    name_recruit = Move("recruit", "recruit", tasks=("action",), checked_options=True)
    pass_turn = Move("pass", "pass", tasks=("action",), checked_options=True)
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
            same = self.action_of(self.grab_pair, (self._keys[low], self._keys[high]))
            return Ruling(rule, Msg("oasis-refuse-same-action", action=same.name))
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
                f"what chance can give here is hidden from {render(self.seat_name(s.viewer))}'s "
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
