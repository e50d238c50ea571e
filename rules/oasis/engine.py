"""The rules of Oasis New Hope (the Oasis pages of seed 003_fece3b0430baafc1.txt).

Every rule names the rulebook section it enforces (ids in rulebook.toml, prefix ``oasis.``).

Randomness. Setup shuffles the Journey and Companion cards with the state's seeded source. In
play, every card drawn from a deck (Explore, a Companion from the deck, a Lair refill) and the
two cards a Pillage grabs are explicit chance nodes, so the explorer can ask "what if the
Oasis comes out?". The decks are multisets: nobody knows their order.

One turn is a list of tasks (see state.py). Choices that would make long lists are split into
steps, each a short list whose refusals can name the one card that is wrong. The mandatory
action is first *named* (``explore``, ``recycle``, ``equip``, ``travel``, ``recruit``, or
``pass`` when none is possible), as the rulebook presents it: one of five actions. Naming one
puts that action's task at the front of the turn, the same task a Companion's banner would
put there, and the task asks for the details: a Travel plays one card per action
(``travel 12``, ``travel compass``, then ``stop travel``), an Equip names the Equipment, then
pays for it card by card (``equip shield``, ``pay 7``, ``pay 3``), a Recycle names the card of
the Ruins (``recycle 7``), a Recruit the Companion (``recruit play raider``, ``recruit lair:2``,
``recruit deck``).
"""

from __future__ import annotations

import random
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from itertools import product
from pathlib import Path
from typing import Any

from rules.core import (
    CHANCE,
    Action,
    Game,
    GameInfo,
    Result,
    Rulebook,
    Ruling,
    RulingOption,
    Step,
    Transition,
)
from rules.core import chance as seeded
from rules.core.fastbuild import positional_builder
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial

from .cards import CLANS, EQUIPMENT, HIDDEN, CardSet, load_cards
from .quick import QuickPath
from .state import (
    BANNER_TASK,
    CHANCE_TASKS,
    CHOSEN_TASK,
    EMPTY,
    HAND_LIMIT,
    TURN_TASKS,
    OasisState,
    build_state,
    open_supply,
)
from .zones import added, removed, replaced

SLUG = "oasis"
R = "oasis."
RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")
LAIR_SLOTS = 4
START_HAND = 4
RUINS_REVEALED = 9
# The part of a Step's sentence that only some scouts may read: " (seen by Scout 1, Scout 3:
# ...)". ``view_step`` removes it for everybody else.
_SECRET = re.compile(r" \(seen by ([^:()]*): [^()]*\)")

RULINGS = (
    RulingOption(
        "compass-run",
        "Several Compasses in a row",
        R + "ruling.compass-run",
        "allowed",
        ("allowed", "one-at-a-time"),
    ),
    RulingOption(
        "map", "When a Map may be played", R + "ruling.map", "after-1", ("after-1", "any-time")
    ),
    RulingOption(
        "closest-tie",
        "Two scouts equally close to the Oasis",
        R + "ruling.closest-tie",
        "shared",
        ("shared", "fewest-cards"),
    ),
    RulingOption(
        "mission-after-recruit",
        "Mission after a Recruit",
        R + "ruling.mission-after-recruit",
        "other-clans",
        ("other-clans", "never"),
    ),
    RulingOption(
        "compass-missing",
        "A Compass for a number the scout holds",
        R + "ruling.compass-missing",
        "missing-only",
        ("missing-only", "also-held"),
    ),
    RulingOption(
        "empty-pile",
        "An Equipment pile that ran out",
        R + "ruling.empty-pile",
        "closed",
        ("closed", "reopens"),
    ),
    RulingOption(
        "travel-minimum",
        "A Travel that lays no card",
        R + "ruling.travel-minimum",
        "one-card",
        ("one-card", "none"),
    ),
    RulingOption(
        "no-action",
        "No mandatory action possible",
        R + "ruling.no-action",
        "pass",
        ("pass", "game-ends"),
    ),
    RulingOption(
        "companion-deck",
        "An empty Companion deck",
        R + "ruling.companion-deck",
        "stays-empty",
        ("stays-empty", "reshuffle"),
    ),
    RulingOption(
        "two-player-shield",
        "Where the two-player Shields come from",
        R + "ruling.two-player-shield",
        "from-pile",
        ("from-pile", "extra"),
    ),
)

# The rule each task enforces, and what the scout is asked to do.
TASK_RULE = {
    "start": R + "setup.starting-companion",
    "action": R + "action",
    "travel": R + "travel",
    "recycle": R + "recycle",
    "equip": R + "equip",
    "pay": R + "equip",
    "recruit": R + "recruit",
    "pillage": R + "pillage",
    "keep": R + "pillage",
    "mission": R + "mission",
    "discard": R + "hand-limit",
    "draw": R + "explore",
    "cdraw": R + "recruit.take",
    "lair": R + "recruit.take",
    "grab": R + "pillage",
}
TASK_ASK = {
    "start": "choose a starting Companion",
    "action": "choose the mandatory action",
    "travel": "play the next card of the Travel",
    "recycle": "take a card from the Ruins",
    "equip": "choose an Equipment",
    "pay": "discard cards to pay for the Equipment",
    "recruit": "Recruit",
    "pillage": "choose whom to Pillage",
    "keep": "keep one of the two grabbed cards",
    "mission": "Mission Companions or skip the Mission",
    "discard": "discard down to eight cards",
}
CHOSEN_LABEL = {
    "recycle": "Recycle: take a card from the Ruins",
    "equip": "Equip: buy an Equipment with cards",
    "travel": "Travel: play cards on your trail",
    "recruit": "Recruit: play or take a Companion",
}
CHOSEN_STEP = {
    "recycle": "to Recycle: next, one card of the Ruins goes into their hand",
    "equip": "to Equip: next, an Equipment is named and paid for with cards of their hand",
    "travel": "to Travel: next, cards of their hand continue the trail, one number at a time",
    "recruit": "to Recruit: next, a Companion is played from their hand, or one is taken "
    "from the Lair or the Companion deck",
}
CHOSEN_THEN = {  # what a named action asks for next, for refusals
    "recycle": "the card of the Ruins",
    "equip": "the Equipment",
    "travel": "the cards, one at a time",
    "recruit": "the Companion",
}
CHOSEN_HIGHLIGHT = {  # board elements a named action points at ({me}: the scout's seat)
    "recycle": "ruins",
    "equip": "supply:compass supply:shield supply:map",
    "travel": "trail:{me}",
    "recruit": "hand:{me} cdeck",
}
# Labels of the actions that name nothing, and of those that name one card ({}).
FIXED_LABEL = {
    "explore": "Explore: draw two Journey cards",
    "pass": "Pass: no mandatory action is possible",
    "stop": "End the Travel here",
    "skip": "No Mission this turn",
}
CARD_LABEL = {
    "recycle": "Recycle {} from the Ruins",
    "pay": "Pay with {}",
    "discard": "Discard {}",
    "keep": "Keep {}",
    "draw": "Draw {}",
    "travel": "Travel: play {}",
}
# Decisions that always offer a choice: the mandatory action can always pass, a payment is
# owed, one of two grabbed cards is kept.
_ALWAYS_CHOICE = frozenset({"action", "pay", "keep"})
# Tasks where the scout to move chooses, unless there is nothing to choose (then skipped).
_DECISIONS = frozenset(
    {
        "action",
        "travel",
        "recycle",
        "equip",
        "pay",
        "recruit",
        "pillage",
        "keep",
        "mission",
        "discard",
    }
)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _below(rng: random.Random, n: int) -> int:
    """The index ``rng.choice`` draws among ``n`` items, with the very same draws from
    ``rng`` (``Random._randbelow``, written out for a plain ``random.Random``: one Python
    call instead of two in a random player's every pick)."""
    if type(rng) is not random.Random or n <= 0:
        return rng.choice(range(n))  # raises IndexError for n == 0, as choice does
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def _distinct(cards: Iterable[int]) -> list[int]:
    return sorted(set(cards))


class _Play:
    """A mutable working copy of one state while an action is applied."""

    __slots__ = (
        "areas",
        "cdeck",
        "cdiscard",
        "closed",
        "current",
        "deck",
        "deck_out",
        "draws",
        "ended",
        "final",
        "hands",
        "lair",
        "log",
        "played",
        "players",
        "recruited",
        "ruins",
        "state",
        "supply",
        "tasks",
        "trails",
        "turn",
        "winners",
    )  # fmt: skip

    def __init__(self, state: OasisState, explain: bool) -> None:
        # The game's constants (variants, rulings, seed, viewer) are read from ``state``.
        self.state = state
        self.players = state.players
        self.draws = state.draws
        self.current = state.current
        self.turn = state.turn
        self.deck = state.deck
        self.ruins = state.ruins
        self.cdeck = state.cdeck
        self.cdiscard = state.cdiscard
        self.played = state.played
        self.recruited = state.recruited
        self.deck_out = state.deck_out
        self.final = state.final
        self.ended = state.ended
        self.winners = state.winners
        self.closed = state.closed
        # Hands and tasks change in most actions: lists. The other per-seat or per-pile
        # tuples rarely change, so they stay tuples (no copy back and forth) and a change
        # replaces the whole tuple (``replaced``).
        self.hands = list(state.hands)
        self.trails = state.trails
        self.areas = state.areas
        self.lair = state.lair
        self.supply = state.supply
        self.tasks = list(state.tasks)
        self.log: list[Step] | None = [] if explain else None

    def freeze(self) -> OasisState:
        state = self.state
        return build_state(
            self.players,
            state.variants,
            state.rulings,
            state.seed,
            self.draws,
            self.current,
            self.turn,
            tuple(self.tasks),
            self.deck,
            self.ruins,
            tuple(self.hands),
            self.trails,
            self.areas,
            self.cdeck,
            self.lair,
            self.cdiscard,
            self.supply,
            self.played,
            self.recruited,
            self.deck_out,
            self.final,
            self.ended,
            self.winners,
            self.closed,
            state.viewer,
        )

    def step(self, rule: str, text: str, *highlight: str) -> None:
        if self.log is not None:
            self.log.append(Step(rule, text, tuple(highlight), self.freeze()))

    def ruling(self, name: str) -> str:
        return self.state.ruling(name)

    @property
    def task(self) -> tuple:
        return self.tasks[0] if self.tasks else ()

    def reached(self, seat: int) -> int:
        return 14 - len(self.trails[seat])


class Oasis(Game):
    """Oasis New Hope for 2-4 scouts."""

    turn_rule = R + "turn"
    hidden_information = True
    chance_label = "Let chance draw"
    action_kinds = {  # noqa: RUF012 - read-only class data
        "recruit": "Recruit",
        "explore": "Explore",
        "recycle": "Recycle",
        "equip": "Equip",
        "pay": "Pay for the Equipment",
        "travel": "Travel",
        "stop": "End the Travel",
        "pillage": "Pillage",
        "keep": "Keep a grabbed card",
        "mission": "Mission",
        "skip": "No Mission",
        "discard": "Discard",
        "pass": "Pass",
        "draw": "Draw",
        "grab": "Grab",
    }

    def __init__(self, cards: CardSet | None = None) -> None:
        super().__init__()
        self.cards = cards or load_cards()
        self.rulebook = Rulebook.load(RULEBOOK_FILE)
        self.info = GameInfo(
            slug=SLUG,
            title="Oasis",
            players=(2, 4),
            seed_file="003_fece3b0430baafc1.txt",
            pitch="Oasis New Hope (Astro Editions, 2023): play Journey cards from Khalla #13 "
            "down to the Oasis #0 before the other scouts, helped by Companions and Equipment.",
            rulings=RULINGS,
        )
        from .bots import HeuristicBot

        self.bots = {"heuristic": HeuristicBot}
        cards = self.cards
        self._key = {c.key: c.code for c in cards.cards}
        self._compass = cards.equipment["compass"]
        self._costs = tuple(cards.cost[item] for item in EQUIPMENT)  # in supply order
        self._shield = cards.equipment["shield"]
        self._map = cards.equipment["map"]
        self._number = [c.number if c.kind == "journey" else -1 for c in cards.cards]
        # The Journey card codes of each number, ascending.
        self._numbered: dict[int, list[int]] = {}
        for c in cards.cards:
            if c.kind == "journey":
                self._numbered.setdefault(c.number, []).append(c.code)
        for codes in self._numbered.values():
            codes.sort()
        self._parsed: dict[str, tuple] = {}
        self._keys = [c.key for c in cards.cards]
        self._clan = [c.clan for c in cards.cards]
        self._card_actions: dict[str, list] = {}
        self._mission_cache: dict[tuple[int, ...], list[str]] = {}
        # A bot's actions without the working copy; its card tables serve the engine too.
        self._quick = QuickPath(cards)
        # The ``_do_<kind>`` method of each kind of decision, looked up once, not per action.
        self._deciders = {
            kind: getattr(self, "_do_" + kind)
            for kind in self.action_kinds
            if kind not in ("draw", "grab")  # chance outcomes, applied by _draw and _grab
        }
        self._deciders["choose"] = self._do_choose
        # recruit lair:1 to lair:4, then recruit deck (the last), as ``_take_options`` lists them.
        self._take_actions = [
            *(self.cached_action(f"recruit lair:{i + 1}") for i in range(LAIR_SLOTS)),
            self.cached_action("recruit deck"),
        ]
        self._draw_row = self._verb_row("draw")
        self._equip_actions = [self.cached_action(f"equip {item}") for item in EQUIPMENT]
        self._rows = {
            verb: self._verb_row(verb) for verb in ("pay", "discard", "recycle", "recruit play")
        }
        named = [self.cached_action(v) for v in ("explore", *CHOSEN_TASK)]
        # The mandatory actions for each set of possible ones (bit i: the i-th of ``named``).
        self._mandatory_lists = [
            [a for i, a in enumerate(named) if possible >> i & 1] or [self.cached_action("pass")]
            for possible in range(32)
        ]
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return f"Scout {seat + 1}"

    def card_key(self, code: int) -> str:
        return "?" if code == HIDDEN else self._keys[code]

    def card_title(self, code: int) -> str:
        return "a face-down card" if code == HIDDEN else self.cards.cards[code].title

    def card_list(self, codes: Iterable[int]) -> str:
        names = [self.card_title(c) for c in codes]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + " and " + names[-1]

    def clan_of(self, code: int) -> str:
        return self.cards.cards[code].clan

    # ----- setup ---------------------------------------------------------------------------
    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> OasisState:
        cards = self.cards
        draws = 0

        def shuffled(items: list[int]) -> list[int]:
            nonlocal draws
            result, draws = seeded.shuffle(seed, draws, items)
            return result

        def copies(codes: Iterable[int]) -> list[int]:
            return [c for c in codes for _ in range(cards.cards[c].copies)]

        journey = copies(cards.journey_codes)
        journey.remove(cards.oasis)  # one Oasis #0 goes face up to the Ruins
        journey = shuffled(journey)
        ruins = [cards.oasis, *journey[:RUINS_REVEALED]]
        del journey[:RUINS_REVEALED]
        hands = []
        for _ in range(players):
            hands.append(journey[:START_HAND])
            del journey[:START_HAND]
        supply = list(cards.supply)
        if players == 2:  # each scout also starts with a Shield
            for hand in hands:
                hand.append(self._shield)
            if rulings["two-player-shield"] == "from-pile":  # else from outside the piles
                supply[1] -= 2
        companions = shuffled(copies(cards.companion_codes))
        lair = companions[:LAIR_SLOTS]
        tasks = (*tuple(("start", s) for s in range(players)), ("lair-open",))
        return OasisState(
            players=players,
            variants=variants,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            draws=draws,
            current=0,
            turn=0,
            tasks=tasks,
            deck=tuple(sorted(journey)),
            ruins=tuple(sorted(ruins)),
            hands=tuple(tuple(sorted(h)) for h in hands),
            trails=((cards.khalla,),) * players,
            areas=((),) * players,
            cdeck=tuple(sorted(companions[LAIR_SLOTS:])),
            lair=tuple(lair),
            cdiscard=(),
            supply=tuple(supply),
        )

    def totals(self, state: OasisState) -> list[int]:
        """How many cards of each code this game holds in all (cards.CardSet.totals, plus
        the two Shields a two-player game brings from outside, ruling two-player-shield)."""
        counts = self.cards.totals(state.players)
        if state.players == 2 and state.ruling("two-player-shield") == "extra":
            counts[self._shield] += 2
        return counts

    # ----- action keys ---------------------------------------------------------------------
    def parse_action(self, key: str) -> Action:
        if not isinstance(key, str):
            raise ValueError(f"an action key is a string, got {key!r}")
        cached = self._parsed_actions.get(key)
        if cached is not None:
            return cached
        parsed = self._parse(key)
        # A named mandatory action is of the kind it names (the explorer groups by kind).
        kind = parsed[1] if parsed[0] == "choose" else parsed[0]
        return Action(key, self._label(parsed), kind)

    def _code(self, name: str, kinds: tuple[str, ...] = ()) -> int:
        code = self._key.get(name)
        if code is None:
            raise ValueError(f"{name!r} is not a card of Oasis")
        card = self.cards.cards[code]
        if kinds and card.kind not in kinds:
            raise ValueError(f"{card.title} is not a {' or '.join(kinds)} card")
        return code

    def _parse(self, key: str) -> tuple:
        """(kind, args...) for a key; ValueError naming what means nothing."""
        words = key.split(" ")
        verb, rest = words[0], words[1:]
        one = len(rest) == 1
        if verb == "explore" and not rest:
            return ("explore",)
        if verb == "pass" and not rest:
            return ("pass",)
        if verb == "stop" and rest == ["travel"]:
            return ("stop",)
        if verb == "skip" and rest == ["mission"]:
            return ("skip",)
        if verb in CHOSEN_TASK and not rest:
            return ("choose", verb)
        if verb in ("recycle", "pay", "discard", "keep", "draw") and one:
            kinds = {
                "recycle": ("journey",),
                "draw": ("journey", "companion"),
            }.get(verb, ())
            return (verb, self._code(rest[0], kinds))
        if verb == "travel" and one:
            code = self._code(rest[0], ("journey", "equipment"))
            if code == self._shield:
                raise ValueError("a Shield is never played on a trail")
            return ("travel", code)
        if verb == "equip" and one:
            if rest[0] not in EQUIPMENT:
                raise ValueError(f"{rest[0]!r} is not an Equipment ({', '.join(EQUIPMENT)})")
            return ("equip", rest[0])
        if verb == "recruit" and rest:
            if rest == ["deck"]:
                return ("recruit", "deck", 0)
            if one and rest[0].startswith("lair:") and rest[0][5:] in ("1", "2", "3", "4"):
                return ("recruit", "lair", int(rest[0][5:]) - 1)
            if len(rest) == 2 and rest[0] == "play":
                return ("recruit", "play", self._code(rest[1], ("companion",)))
            raise ValueError("recruit takes lair:1 to lair:4, deck, or play <companion>")
        if verb == "pillage" and one and rest[0].isdigit():
            return ("pillage", int(rest[0]) - 1)
        if verb == "mission" and one:
            codes = tuple(sorted(self._code(n, ("companion",)) for n in rest[0].split(",")))
            return ("mission", codes)
        if verb == "grab" and one and rest[0].count(",") == 1:
            a, b = (self._code(n) for n in rest[0].split(","))
            return ("grab", min(a, b), max(a, b))
        raise ValueError(
            f"{key!r} is not an Oasis action: the actions are explore, recycle, equip, travel, "
            "recruit, recycle <card>, equip <item>, pay <card>, travel <card>, stop travel, "
            "recruit ..., pillage <scout>, keep <card>, mission <companions>, skip mission, "
            "discard <card>, pass"
        )

    def _label(self, parsed: tuple) -> str:
        kind = parsed[0]
        title = self.card_title
        if kind in FIXED_LABEL:
            return FIXED_LABEL[kind]
        if kind == "choose":
            return CHOSEN_LABEL[parsed[1]]
        if kind in CARD_LABEL:
            return CARD_LABEL[kind].format(title(parsed[1]))
        if kind == "equip":
            return f"Equip: take a {parsed[1].capitalize()}"
        if kind == "recruit":
            if parsed[1] == "deck":
                return "Recruit: take the top Companion of the deck"
            if parsed[1] == "lair":
                return f"Recruit: take the Companion in Lair slot {parsed[2] + 1}"
            return f"Recruit: play {title(parsed[2])}"
        if kind == "pillage":
            return f"Pillage Scout {parsed[1] + 1}"
        if kind == "mission":
            return f"Mission: discard {self.card_list(parsed[1])}"
        if kind == "grab":
            return f"Grab {title(parsed[1])} and {title(parsed[2])}"
        raise AssertionError(kind)

    # ----- chance --------------------------------------------------------------------------
    def chance_outcomes(self, state: OasisState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        task = state.task
        if state.viewer >= 0 and self.chance_hidden_from(state, state.viewer):
            raise ValueError(
                f"what chance can give here is hidden from {self.seat_name(state.viewer)}'s "
                "view: ask the whole game, not a scout's view"
            )
        if task[0] == "grab":
            pairs, weights = self._grab_pairs(state.hands[task[1]])
            return [(self._grab_action(a, b), w) for (a, b), w in zip(pairs, weights, strict=True)]
        pile = state.deck if task[0] == "draw" else state.cdeck
        # The pile is sorted: equal cards sit together.
        size = len(pile)
        out = []
        start = 0
        for i in range(1, size + 1):
            if i == size or pile[i] != pile[start]:
                out.append((self._card_action("draw", pile[start]), (i - start) / size))
                start = i
        return out

    def _no_seed(self, state: OasisState) -> str:
        who = self.seat_name(state.viewer) if state.viewer >= 0 else "this position"
        return (
            f"{who}'s view holds no seed (it would replay every hidden draw): chance acts "
            "on the whole game, not on a scout's view"
        )

    def sample_chance(self, state: OasisState) -> Action:
        # A draw from a deck: the card the core's weighted pick would give (``_pick_card``),
        # without building the outcome list; a Pillage's grab keeps the core's way. Either
        # pick is vouched for, so ``apply`` does not list the outcomes again.
        if state.seed is None:
            raise ValueError(self._no_seed(state))
        tasks = state.tasks
        kind = tasks[0][0] if tasks and not state.ended else ""
        if kind == "draw" or kind == "cdraw" or kind == "lair":
            pile = state.deck if kind == "draw" else state.cdeck
            return self._vouch(state, self._draw_row[self._pick_card(state, pile)])
        if kind == "grab":  # the core's weighted pick, only the chosen pair named
            pairs, weights = self._grab_pairs(state.hands[tasks[0][1]])
            a, b = pairs[seeded.pick(state.seed, state.draws, weights)]
            return self._vouch(state, self._grab_action(a, b))
        return super().sample_chance(state)  # refuses: not a chance node

    @staticmethod
    def _grab_pairs(hand: tuple[int, ...]) -> tuple[list[tuple[int, int]], list[float]]:
        """The pairs of distinct cards a Pillage can grab from ``hand`` (a <= b, in order)
        and their chances."""
        counts = Counter(hand)
        n = len(hand)
        pairs = n * (n - 1) / 2
        out, weights = [], []
        codes = sorted(counts)
        for i, a in enumerate(codes):
            for b in codes[i:]:
                ways = counts[a] * (counts[a] - 1) / 2 if a == b else counts[a] * counts[b]
                if ways:
                    out.append((a, b))
                    weights.append(ways / pairs)
        return out, weights

    def _grab_action(self, a: int, b: int) -> Action:
        return self.cached_action(f"grab {self.card_key(a)},{self.card_key(b)}")

    def _pick_card(self, state: OasisState, pile: tuple[int, ...]) -> int:
        """The card ``seeded.pick`` chooses over the pile's distinct cards weighted by their
        runs: the first whose cumulative weight exceeds u times the weights' sum. Summed in
        floats, those weights stray from the exact fractions by about 1e-15, which matters
        only within a hair of the edge between two runs; anywhere else the pick is simply
        the card at position u * size of the sorted pile."""
        x = seeded.uniform(state.seed, state.draws) * len(pile)
        j = int(x)
        if 1e-6 < x - j < 1 - 1e-6:
            return pile[j]
        codes, weights = self._pile_weights(pile)  # near an edge: the core's own sums
        return codes[seeded.pick(state.seed, state.draws, weights)]

    @staticmethod
    def _pile_weights(pile: tuple[int, ...]) -> tuple[list[int], list[float]]:
        """The distinct cards of a sorted pile and their chances, as ``chance_outcomes``
        computes them (the same floats, so the seeded pick lands on the same card)."""
        codes = sorted(set(pile))
        size = len(pile)
        starts = [bisect_left(pile, c) for c in codes]
        starts.append(size)
        return codes, [(starts[i + 1] - starts[i]) / size for i in range(len(codes))]

    def chance_hidden_from(self, state: OasisState, player: int) -> bool:
        """A deck's remaining cards are hidden from every scout; a hand from all but its
        owner (the victim of a Pillage knows what can be grabbed)."""
        task = state.task
        if state.to_move != CHANCE:
            return False
        return not (task[0] == "grab" and task[1] == player)

    # ----- legal actions -------------------------------------------------------------------
    def _legal(self, state: OasisState) -> list[Action]:
        if state.ended:
            return []
        if state.to_move == CHANCE:
            return [a for a, _ in self.chance_outcomes(state)]
        return self._task_actions(state, state.task)

    def random_action(self, state: OasisState, rng: random.Random) -> Action:
        # The core's single ``rng.choice`` over the legal list, in ``_task_actions`` order; a
        # long list is not built: the draw is over its length (``_below``, the very draw
        # ``rng.choice`` makes) and only the chosen action is looked up. Vouched for, so
        # ``apply`` skips the legal-map look-up.
        tasks = state.tasks
        if state.ended or not tasks or tasks[0][0] in CHANCE_TASKS:  # to_move, spelt out
            if state.seed is None and not state.ended:
                raise ValueError(self._no_seed(state))
            return super().random_action(state, rng)
        task = tasks[0]
        kind = task[0]
        if kind == "action":
            options = self._mandatory(state)
            action = options[_below(rng, len(options))]
        elif (
            kind == "pay"
            or kind == "recycle"
            or (kind == "discard" and len(state.hands[state.current]) > HAND_LIMIT)
        ):
            # One action per distinct card of the hand (of the Ruins for a Recycle); a
            # discard is asked for only above the hand limit.
            cards = _distinct(state.ruins if kind == "recycle" else state.hands[state.current])
            action = self._rows[kind][cards[_below(rng, len(cards))]]
        else:
            options = self._task_actions(state, task)
            action = options[_below(rng, len(options))]
        self._vouched = (state, action)  # Game._vouch, written out
        return action

    def _mandatory(self, s: Any) -> list[Action]:
        """The mandatory actions the scout to move may name, in rulebook order (explore,
        recycle, equip, travel, recruit), or ``pass`` alone when none is possible."""
        me = s.current
        hand = s.hands[me]
        size = len(hand)
        possible = 0
        if s.deck:
            possible = 1
        if s.ruins:
            possible |= 2
        # ``_equip_options(s, 0)`` is not empty, asked without building it (a hot path).
        supply, costs = s.supply, self._costs
        if s.closed:
            supply = open_supply(supply, s.closed)
        if (
            (supply[0] and size >= costs[0])
            or (supply[1] and size >= costs[1])
            or (supply[2] and size >= costs[2])
        ):
            possible |= 4
        if self._quick.can_travel(s, s.trails[me], hand) or s.ruling("travel-minimum") == "none":
            possible |= 8
        lair = s.lair
        if (
            s.cdeck
            or lair.count(EMPTY) < len(lair)
            or not self._quick.companions.isdisjoint(hand)
            or self._reshuffle_possible(s)
        ):
            possible |= 16
        return self._mandatory_lists[possible]  # shared: not to be changed

    def _card_action(self, verb: str, code: int) -> Action:
        """The Action ``<verb> <card>``, built once per verb and card."""
        action = self._verb_row(verb)[code]
        assert action is not None, (verb, code)
        return action

    def _verb_row(self, verb: str) -> list[Action | None]:
        """``<verb> <card>`` for every card code, indexed by code."""
        row = self._card_actions.get(verb)
        if row is None:
            row = self._card_actions[verb] = []
            for name in self._keys:
                try:
                    row.append(self.cached_action(f"{verb} {name}"))
                except ValueError:  # e.g. a Shield is never travelled with
                    row.append(None)
        return row

    def _task_actions(self, s: Any, task: tuple) -> list[Action]:
        """What the scout may choose for ``task``; ``s`` is a state or a _Play."""
        kind = task[0]
        me = s.current
        hand = s.hands[me]
        act = self.cached_action
        if kind == "start":
            return self._take_options(s)
        if kind == "action":
            return list(self._mandatory(s))  # a copy: the lists are shared
        if kind == "travel":
            out = [self._card_action("travel", c) for c in self._next_cards(s)]
            # Ruling travel-minimum: a Travel may end before its first card only if "none".
            if out and (task[1] or s.ruling("travel-minimum") == "none"):
                return [*out, act("stop travel")]
            return out
        if kind == "recycle":
            recycle = self._verb_row("recycle")
            return [recycle[c] for c in _distinct(s.ruins)]
        if kind == "equip":
            return self._equip_options(s, task[1])
        if kind == "pay":
            pay = self._verb_row("pay")
            return [pay[c] for c in _distinct(hand)]
        if kind == "recruit":
            return self._recruit_options(s)
        if kind == "pillage":
            return [act(f"pillage {t + 1}") for t in self._pillage_targets(s)]
        if kind == "keep":
            return [self._card_action("keep", c) for c in _distinct(task[2:4])]
        if kind == "mission":
            out = [act(k) for k in self._mission_keys(s)]
            return [*out, act("skip mission")] if out else []
        if kind == "discard":
            if len(hand) <= HAND_LIMIT:
                return []
            discard = self._verb_row("discard")
            return [discard[c] for c in _distinct(hand)]
        return []

    def _has_choice(self, s: _Play, task: tuple) -> bool:
        """Whether ``task`` offers the scout anything, without listing it (``_advance`` skips
        tasks that offer nothing)."""
        kind = task[0]
        me = s.current
        if kind in ("action", "pay", "keep"):
            return True  # the mandatory action can always pass; a payment is owed
        if kind == "travel":
            return bool(self._next_cards(s))
        if kind == "recycle":
            return bool(s.ruins)
        if kind == "discard":
            return len(s.hands[me]) > HAND_LIMIT
        if kind == "pillage":
            return bool(self._pillage_targets(s))
        if kind == "mission":
            return bool(self._mission_keys(s))
        if kind == "equip":
            return bool(self._equip_options(s, task[1]))
        if kind == "recruit":
            return bool(self._recruit_options(s))
        return bool(self._task_actions(s, task))

    def _equip_options(self, s: Any, discount: int) -> list[Action]:
        """``equip <item>`` for each Equipment whose pile has one and whose cost (less the
        Upgraded Equip's ``discount``) the hand can pay."""
        size = len(s.hands[s.current]) + discount
        supply = open_supply(s.supply, s.closed)
        piles = zip(self._equip_actions, supply, self._costs, strict=True)
        return [action for action, pile, cost in piles if pile and size >= cost]

    def _take_options(self, s: Any) -> list[Action]:
        """``recruit lair:<n>`` for each filled Lair slot, then ``recruit deck``."""
        takes = self._take_actions
        out = [takes[i] for i, c in enumerate(s.lair) if c != EMPTY]
        return [*out, takes[LAIR_SLOTS]] if s.cdeck or self._reshuffle_possible(s) else out

    def _recruit_options(self, s: Any) -> list[Action]:
        """``recruit play <Companion>`` for each distinct Companion of the hand, then the
        takes."""
        clan, play = self._clan, self._rows["recruit play"]
        out = [play[c] for c in _distinct(s.hands[s.current]) if clan[c]]
        return out + self._take_options(s)

    def _pillage_targets(self, s: Any) -> list[int]:
        return [t for t in range(s.players) if t != s.current and len(s.hands[t]) >= 2]

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

    @staticmethod
    def _reshuffle_possible(s: Any) -> bool:
        """Ruling companion-deck: does a draw from the empty Companion deck reshuffle the
        discard pile into a new deck? (Asked only once the deck is empty.)"""
        return bool(s.cdiscard) and not s.cdeck and s.ruling("companion-deck") == "reshuffle"

    def _mission_keys(self, s: Any) -> list[str]:
        if s.recruited and s.ruling("mission-after-recruit") == "never":
            return []
        area = s.areas[s.current]
        if not area:
            return []
        played = s.played
        eligible = tuple(c for c in area if self._clan[c] not in played) if played else area
        keys = self._mission_cache.get(eligible)
        if keys is None:
            keys = self._mission_cache[eligible] = [
                "mission " + ",".join(self._keys[c] for c in group)
                for group in self._mission_groups(s)
            ]
        return keys

    def _mission_groups(self, s: Any) -> list[tuple[int, ...]]:
        """Every choice of Companions a Mission may discard: one or more, of one clan."""
        if s.recruited and s.ruling("mission-after-recruit") == "never":
            return []
        counts = Counter(c for c in s.areas[s.current] if self.clan_of(c) not in s.played)
        groups = []
        for clan in CLANS:
            codes = sorted(c for c in counts if self.clan_of(c) == clan)
            for amounts in product(*(range(counts[c] + 1) for c in codes)):
                group = tuple(c for c, n in zip(codes, amounts, strict=True) for _ in range(n))
                if group:
                    groups.append(group)
        return groups

    # ----- why not -------------------------------------------------------------------------
    def _explain_illegal(self, state: OasisState, action: Action) -> Ruling:
        try:
            parsed = self._parse(action.key)
        except ValueError as exc:
            return Ruling(self.turn_rule, str(exc))
        if state.ended:
            return Ruling(state.ended, "The game is over: nobody acts any more.")
        task = state.task
        kind = parsed[0]
        if state.to_move == CHANCE:
            rule = self._task_rule(state, task)
            if kind in ("draw", "grab"):
                same = self._same_action_written_otherwise(state, parsed, action.key)
                if same is not None:
                    return Ruling(rule, same)
                return Ruling(rule, "That card is not among those chance can give here.")
            return Ruling(rule, "Chance acts now: a card is drawn before anyone decides.")
        if kind in ("draw", "grab"):
            return Ruling(self.turn_rule, "Cards are drawn by chance, not chosen by a scout.")
        same = self._same_action_written_otherwise(state, parsed, action.key)
        if same is not None:
            return Ruling(TASK_RULE.get(task[0], self.turn_rule), same)
        reason = self._refusal(state, task, parsed)
        if reason is not None:
            return reason
        who = self.seat_name(state.current)
        return Ruling(
            self._task_rule(state, task),
            f"{who} must now {TASK_ASK.get(task[0], 'wait')}; that action does not do that.",
        )

    @staticmethod
    def _task_rule(state: OasisState, task: tuple) -> str:
        """The rule a task carries out; before the first turn, Companion draws and Lair
        refills belong to the choice of starting Companions."""
        if state.turn == 0 and task[0] in ("cdraw", "lair"):
            return R + "setup.starting-companion"
        return TASK_RULE.get(task[0], R + "turn")

    def _same_action_written_otherwise(
        self, state: OasisState, parsed: tuple, key: str
    ) -> str | None:
        """A Mission or a grab names several cards; written in another order it is the same
        action, which has one key. When that key is legal here, say so (not a false reason)."""
        if parsed[0] == "mission":
            canonical = "mission " + ",".join(self._keys[c] for c in parsed[1])
        elif parsed[0] == "grab":
            canonical = self._grab_action(parsed[1], parsed[2]).key
        else:
            return None
        if canonical == key or canonical not in self._legal_map(state):
            return None
        return (
            f"That is the action {canonical!r}, its cards written in the order the rules list "
            "them; it is legal here under that key."
        )

    def _refusal(self, s: OasisState, task: tuple, parsed: tuple) -> Ruling | None:
        """The precise rule an action breaks, when it is of the kind the task asks for."""
        kind, tk = parsed[0], task[0]
        me = s.current
        hand = s.hands[me]
        if kind == "choose" and tk not in ("action", "start"):
            return Ruling(
                R + "action",
                "The mandatory action is named once, at the start of the turn; now "
                f"{self.seat_name(me)} must {TASK_ASK.get(tk, 'wait')}.",
            )
        fits = {
            "start": ("recruit",),
            "action": ("explore", "choose", "recycle", "equip", "travel", "recruit", "pass"),
            "travel": ("travel", "stop"),
            "recycle": ("recycle",),
            "equip": ("equip",),
            "pay": ("pay",),
            "recruit": ("recruit",),
            "pillage": ("pillage",),
            "keep": ("keep",),
            "mission": ("mission", "skip"),
            "discard": ("discard",),
        }.get(tk, ())
        if kind not in fits:
            return None
        if kind == "choose":
            return self._choose_refusal(s, parsed[1])
        if tk == "action" and kind in CHOSEN_TASK:
            # The card or Companion of an action not named yet: fine once it is named?
            follow = self._task_actions(s, CHOSEN_TASK[kind])
            if any(self._parse(a.key) == parsed for a in follow):
                return Ruling(
                    R + "action",
                    f"First name the mandatory action: choose {kind.capitalize()}, then "
                    f"{CHOSEN_THEN[kind]}.",
                )
        if kind == "pass":
            return Ruling(
                R + "ruling.no-action",
                "Passing is allowed only when none of the five "
                "actions can be done; here at least one can.",
            )
        if kind == "stop":
            return Ruling(
                R + "ruling.travel-minimum",
                "A Travel plays at least one card: play one before ending it.",
            )
        if kind == "explore":
            return Ruling(R + "explore", "The Exploration deck is empty: there is nothing to draw.")
        if kind == "recycle":
            return Ruling(R + "recycle", f"{self.card_title(parsed[1])} is not in the Ruins.")
        if kind == "equip":
            item = parsed[1]
            discount = task[1] if tk == "equip" else 0
            cost = self.cards.cost[item] - discount
            closed = self._closed_pile_refusal(s, item)
            if closed is not None:
                return closed
            return Ruling(
                R + "equip",
                f"A {item.capitalize()} costs {cost} cards and "
                f"{self.seat_name(me)} holds only {len(hand)}.",
            )
        if kind in ("pay", "discard"):
            return Ruling(
                TASK_RULE[tk],
                f"{self.card_title(parsed[1])} is not in {self.seat_name(me)}'s hand.",
            )
        if kind == "keep":
            return Ruling(R + "pillage", "Only one of the two grabbed cards may be kept.")
        if kind == "travel":
            return self._travel_refusal(s, parsed[1])
        if kind == "recruit":
            return self._recruit_refusal(s, tk, parsed)
        if kind == "pillage":
            t = parsed[1]
            if t == me:
                return Ruling(R + "pillage", "A Pillage targets an opponent, not yourself.")
            if not 0 <= t < s.players:
                return Ruling(R + "pillage", f"There is no Scout {t + 1} in this game.")
            return Ruling(
                R + "pillage",
                f"{self.seat_name(t)} holds fewer than two cards and cannot be pillaged.",
            )
        if kind == "mission":
            return self._mission_refusal(s, parsed[1])
        if kind == "skip":
            return None
        return None

    def _closed_pile_refusal(self, s: OasisState, item: str) -> Ruling | None:
        """Why an Equipment cannot be taken from its pile, when the pile is the reason."""
        name = item.capitalize()
        if item in s.closed:
            back = s.supply[EQUIPMENT.index(item)]
            returned = f" ({_count(back, 'card')} discarded back onto it since)" if back else ""
            return Ruling(
                R + "ruling.empty-pile",
                f"The {name} pile ran out earlier in the game: with the page's reading nobody "
                f"may take a {name} any more{returned}.",
            )
        if not s.supply[EQUIPMENT.index(item)]:
            return Ruling(
                R + "ruling.empty-pile",
                f"The {name} pile is empty: nobody can take that Equipment until a "
                "discarded one comes back to it.",
            )
        return None

    def _choose_refusal(self, s: OasisState, verb: str) -> Ruling:
        """Why a mandatory action cannot be named now (it is possible otherwise)."""
        me = s.current
        who = self.seat_name(me)
        if verb == "recycle":
            return Ruling(R + "recycle", "The Ruins are empty: there is no card to Recycle.")
        if verb == "equip":
            size = len(s.hands[me])
            supply = open_supply(s.supply, s.closed)
            reasons = [
                f"the {item.capitalize()} pile is "
                + ("closed since it ran out" if item in s.closed else "empty")
                for item, pile in zip(EQUIPMENT, supply, strict=True)
                if not pile
            ]
            dear = [
                f"a {item.capitalize()} costs {cost}"
                for item, pile, cost in zip(EQUIPMENT, supply, self._costs, strict=True)
                if pile
            ]
            if dear:  # the hand size matters only for the piles that are not empty
                reasons.append(f"{' and '.join(dear)}, and {who} holds {_count(size, 'card')}")
            # Only piles that ran out stand in the way: the ruling on empty piles says why.
            rule = "ruling.empty-pile" if not dear else "equip"
            return Ruling(R + rule, f"No Equipment can be taken: {'; '.join(reasons)}.")
        if verb == "travel":
            target = s.reached(me) - 1
            other = "a Compass" if target >= 1 else "a Map"
            return Ruling(
                R + "travel",
                f"No card of {who}'s hand can go next on the trail: it needs #{target} or {other}.",
            )
        return Ruling(
            R + "recruit",
            f"{who} holds no Companion to play, and the Lair and the Companion deck are empty.",
        )

    def _travel_refusal(self, s: OasisState, code: int) -> Ruling:
        me = s.current
        card = self.cards.cards[code]
        target = s.reached(me) - 1
        if code not in s.hands[me]:
            return Ruling(R + "travel", f"{card.title} is not in {self.seat_name(me)}'s hand.")
        if code == self._compass:
            if target == 0:
                return Ruling(
                    R + "travel.compass", "A Compass stands for any number except the Oasis #0."
                )
            held = [c for c in self._numbered[target] if c in s.hands[me]]
            if held and not self._compass_for_held(s):
                return Ruling(
                    R + "ruling.compass-missing",
                    f"{self.seat_name(me)} holds {self.card_title(held[0])}: a Compass stands "
                    "only for a number the scout does not have.",
                )
            return Ruling(
                R + "ruling.compass-run",
                "With the one-at-a-time reading, a Compass "
                "may not follow another Compass on the trail.",
            )
        if code == self._map:
            return Ruling(
                R + "ruling.map",
                f"A Map stands only for the Oasis #0, so the trail "
                f"must reach #1 first; it is at #{target + 1}.",
            )
        return Ruling(
            R + "travel",
            f"The trail is at #{target + 1}, so the next card must be "
            f"#{target} (or a Compass); {card.title} would skip or repeat a number.",
        )

    def _recruit_refusal(self, s: OasisState, tk: str, parsed: tuple) -> Ruling:
        how = parsed[1]
        if how == "play":
            if tk == "start":
                return Ruling(
                    R + "setup.starting-companion",
                    "A starting Companion comes from "
                    "the Lair or the deck top; none is played before the first turn.",
                )
            return Ruling(
                R + "recruit.play",
                f"{self.card_title(parsed[2])} is not in {self.seat_name(s.current)}'s hand.",
            )
        if tk == "start":  # the Lair waits for every scout to choose, then it is refilled
            where = (
                "The Companion deck is empty"
                if how == "deck"
                else (
                    f"Lair slot {parsed[2] + 1} is empty: the Lair is refilled only once every "
                    "scout has chosen a starting Companion"
                )
            )
            return Ruling(R + "setup.starting-companion", where + ".")
        if how == "deck":
            if s.ruling("companion-deck") == "reshuffle":
                return Ruling(
                    R + "ruling.companion-deck",
                    "The Companion deck is empty, and so is the discard pile that would "
                    "be shuffled into a new one.",
                )
            return Ruling(R + "ruling.companion-deck", "The Companion deck is empty.")
        return Ruling(R + "ruling.companion-deck", f"Lair slot {parsed[2] + 1} is empty.")

    def _mission_refusal(self, s: OasisState, codes: tuple[int, ...]) -> Ruling:
        me = s.current
        if s.recruited and s.ruling("mission-after-recruit") == "never":
            return Ruling(
                R + "ruling.mission-after-recruit",
                "With the older reading, no Mission follows a turn with a Recruit.",
            )
        clans = {self.clan_of(c) for c in codes}
        if len(clans) > 1:
            return Ruling(R + "mission.limits", "A Mission discards Companions of one clan only.")
        area = Counter(s.areas[me])
        for c, n in Counter(codes).items():
            if area[c] < n:
                return Ruling(
                    R + "mission",
                    f"{self.seat_name(me)} has not enough {self.card_title(c)} in the play area.",
                )
        clan = clans.pop()
        return Ruling(
            R + "mission.limits",
            f"A {self.cards.clan_title[clan]} Companion was "
            "played this turn: no Companion of that clan may go on a Mission now.",
        )

    # ----- applying ------------------------------------------------------------------------
    def _apply(self, state: OasisState, action: Action, explain: bool) -> Transition:
        parsed = self._parsed.get(action.key)
        if parsed is None:
            parsed = self._parsed[action.key] = self._parse(action.key)
        if not explain:  # a bot's action: the quick path, unless it leaves this one to us
            after = self._quick.after(state, parsed)
            if after is not None:
                return _bare_transition(after, ())
        play = _Play(state, explain)
        kind = parsed[0]
        # The action is legal here, and chance's outcomes (draw, grab) are legal only at a
        # chance node, where nothing else is: the kind tells which node this is.
        if kind == "draw":
            play.draws += 1
            self._draw(play, parsed[1])
        elif kind == "grab":
            play.draws += 1
            self._grab(play, parsed[1], parsed[2])
        else:
            self._deciders[kind](play, parsed)
        self._advance(play)
        final = play.freeze()
        steps = play.log
        if steps is None:  # a bot's action: no Steps
            return _bare_transition(final, ())
        if steps:
            # Bookkeeping after the last rule (the next task, the next scout) writes no Step
            # of its own; the last Step shows where the action leaves the game.
            last = steps[-1]
            steps[-1] = Step(last.rule, last.text, last.highlight, final)
        return Transition(final, tuple(steps))

    def _pop(self, play: _Play) -> tuple:
        return play.tasks.pop(0)

    def _push(self, play: _Play, *tasks: tuple) -> None:
        play.tasks[0:0] = tasks

    # chance ------------------------------------------------------------------------------
    def _draw(self, play: _Play, code: int) -> None:
        task = play.tasks.pop(0)
        me = play.current
        # The sentences are built only when Steps are asked for (bots skip them).
        explain = play.log is not None
        who = self.seat_name(me) if explain else ""
        title = self.card_title(code) if explain else ""
        if task[0] == "draw":
            play.deck = removed(play.deck, code)
            play.hands[me] = added(play.hands[me], code)
            if explain:
                play.step(
                    R + "explore",
                    f"{who} draws a Journey card from the Exploration deck "
                    f"(seen by {who}: {title}).",
                    "deck",
                    f"hand:{me}",
                )
            if not play.deck and not play.deck_out:
                play.deck_out = True
                play.step(
                    R + "end.deck",
                    f"The Exploration deck has run out. {who} finishes "
                    "this turn, then every scout, this one too, plays one more turn.",
                    "deck",
                )
        elif task[0] == "cdraw":
            play.cdeck = removed(play.cdeck, code)
            play.hands[me] = added(play.hands[me], code)
            if explain:
                play.step(
                    R + ("setup.starting-companion" if play.turn == 0 else "recruit.take"),
                    f"{who} takes the top Companion of the deck (seen by {who}: {title}).",
                    "cdeck",
                    f"hand:{me}",
                )
        else:
            slot = task[1]
            play.cdeck = removed(play.cdeck, code)
            play.lair = replaced(play.lair, slot, code)
            if explain:
                play.step(
                    R + ("setup.starting-companion" if play.turn == 0 else "recruit.take"),
                    f"Lair slot {slot + 1} is refilled from the Companion deck: {title}.",
                    "cdeck",
                    f"lair:{slot}",
                )

    def _grab(self, play: _Play, a: int, b: int) -> None:
        task = self._pop(play)
        target = task[1]
        me = play.current
        seen = f"{self.seat_name(me)}, {self.seat_name(target)}"
        pair = self.card_list((a, b))
        if self._shield in (a, b):
            play.step(
                R + "pillage",
                f"{self.seat_name(me)} grabs two cards from "
                f"{self.seat_name(target)}'s hand, and one is a Shield: both go back "
                f"(seen by {seen}: {pair}).",
                f"hand:{target}",
            )
            return
        play.step(
            R + "pillage",
            f"{self.seat_name(me)} grabs two cards from "
            f"{self.seat_name(target)}'s hand, and no Shield protects them "
            f"(seen by {seen}: {pair}).",
            f"hand:{target}",
        )
        self._push(play, ("keep", target, a, b))

    # decisions ---------------------------------------------------------------------------
    def _do_recruit(self, play: _Play, parsed: tuple) -> None:
        task = self._pop(play)
        me = play.current
        who = self.seat_name(me)
        how = parsed[1]
        if task[0] != "start":
            play.recruited = True
        if how == "play":
            code = parsed[2]
            card = self.cards.cards[code]
            play.hands[me] = removed(play.hands[me], code)
            play.areas = replaced(play.areas, me, added(play.areas[me], code))
            play.played = play.played | {card.clan}
            banner = " then ".join(a.replace("-", " ") for a in card.actions)
            play.step(
                R + "recruit.play",
                f"{who} plays {card.title} ("
                f"{self.cards.clan_title[card.clan]}) and carries out its banner, top to "
                f"bottom: {banner}.",
                f"area:{me}:{card.key}",
            )
            self._push(play, *(BANNER_TASK[a] for a in card.actions))
            return
        if how == "deck":
            play.step(
                R + ("setup.starting-companion" if task[0] == "start" else "recruit.take"),
                f"{who} takes the top card of the Companion deck, unseen by the others.",
                "cdeck",
            )
            self._push(play, ("cdraw",))
            return
        slot = parsed[2]
        code = play.lair[slot]
        play.lair = replaced(play.lair, slot, EMPTY)
        play.hands[me] = added(play.hands[me], code)
        if task[0] == "start":
            play.step(
                R + "setup.starting-companion",
                f"{who} chooses "
                f"{self.card_title(code)} from the Lair; the Lair is refilled only when "
                "every scout has chosen.",
                f"lair:{slot}",
                f"hand:{me}",
            )
            return
        play.step(
            R + "recruit.take",
            f"{who} takes {self.card_title(code)} from the Lair into "
            "their hand, without its actions.",
            f"lair:{slot}",
            f"hand:{me}",
        )
        if play.cdeck or self._reshuffle_possible(play):
            self._push(play, ("lair", slot))

    def _do_choose(self, play: _Play, parsed: tuple) -> None:
        """A mandatory action is named: its task goes to the front of the turn."""
        verb = parsed[1]
        if play.log is not None:  # the sentence only when Steps are asked for
            me = play.current
            play.step(
                R + verb,
                f"{self.seat_name(me)} chooses {CHOSEN_STEP[verb]}.",
                *CHOSEN_HIGHLIGHT[verb].format(me=me).split(),
            )
        play.tasks[0] = CHOSEN_TASK[verb]  # in place of the mandatory action
        if verb == "travel" and not self._next_cards(play):
            # Named with no card to lay: possible only when a Travel may lay none.
            del play.tasks[0]
            play.step(
                R + "ruling.travel-minimum",
                f"No card of {self.seat_name(play.current)}'s hand can continue the trail: "
                "with this reading the Travel ends at once, without a card.",
                f"trail:{play.current}",
            )

    def _do_explore(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        cards = "two Journey cards" if len(play.deck) > 1 else "the last Journey card"
        play.step(
            R + "explore",
            f"{self.seat_name(play.current)} explores: {cards} will be drawn from the deck.",
            "deck",
        )
        self._push(play, ("explore",))

    def _do_pass(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        who = self.seat_name(play.current)
        if play.ruling("no-action") == "game-ends":
            play.step(
                R + "ruling.no-action",
                f"{who} can do none of the five actions: with this reading the game ends here, "
                "and the scout closest to the Oasis wins.",
            )
            self._closest_wins(play, R + "ruling.no-action")
            return
        play.step(R + "ruling.no-action", f"{who} can do none of the five actions and passes.")

    def _do_recycle(self, play: _Play, parsed: tuple) -> None:
        del play.tasks[0]
        me = play.current
        code = parsed[1]
        play.ruins = removed(play.ruins, code)
        play.hands[me] = added(play.hands[me], code)
        if play.log is not None:  # the sentence only when Steps are asked for
            play.step(
                R + "recycle",
                f"{self.seat_name(me)} takes {self.card_title(code)} from the Ruins.",
                f"ruins:{self.card_key(code)}",
                f"hand:{me}",
            )

    def _do_equip(self, play: _Play, parsed: tuple) -> None:
        task = play.tasks[0]
        item = parsed[1]
        discount = task[1] if task[0] == "equip" else 0
        cost = self.cards.cost[item] - discount
        if play.log is not None:  # the sentence only when Steps are asked for
            play.step(
                R + ("upgraded-equip" if discount else "equip"),
                f"{self.seat_name(play.current)} will take a {item.capitalize()} and "
                f"owes {cost} card{'s' if cost != 1 else ''} for it"
                f"{' (one less: Upgraded Equip)' if discount else ''}.",
                f"supply:{item}",
            )
        play.tasks[0] = ("pay", item, cost)  # in place of the Equip

    def _do_pay(self, play: _Play, parsed: tuple) -> None:
        tasks = play.tasks
        _, item, left = tasks[0]
        me = play.current
        code = parsed[1]
        self._discard_card(play, me, code, R + "equip")
        if left > 1:
            tasks[0] = ("pay", item, left - 1)
            return
        del tasks[0]
        i = EQUIPMENT.index(item)
        play.supply = replaced(play.supply, i, play.supply[i] - 1)
        play.hands[me] = added(play.hands[me], self.cards.equipment[item])
        if play.log is not None:  # the sentence only when Steps are asked for
            play.step(
                R + "equip." + item,
                f"{self.seat_name(me)} has paid and takes a {item.capitalize()} into their hand.",
                f"supply:{item}",
                f"hand:{me}",
            )
        if not play.supply[i] and play.ruling("empty-pile") == "closed":
            play.closed = play.closed | {item}
            play.step(
                R + "ruling.empty-pile",
                f"That was the last {item.capitalize()}: the pile has run out, and nobody may "
                f"take a {item.capitalize()} for the rest of the game, even if one is "
                "discarded back onto it.",
                f"supply:{item}",
            )

    def _discard_card(self, play: _Play, seat: int, code: int, rule: str) -> None:
        """A card leaves a hand for where discarded cards of its kind go."""
        play.hands[seat] = removed(play.hands[seat], code)
        kind = self._quick.kind[code]
        if kind == "journey":
            play.ruins = added(play.ruins, code)
        elif kind == "companion":
            play.cdiscard = added(play.cdiscard, code)
        else:
            i = self._quick.equipment_index[code]
            play.supply = replaced(play.supply, i, play.supply[i] + 1)
        if play.log is not None:  # the sentence only when Steps are asked for
            card = self.cards.cards[code]
            if kind == "journey":
                where, element = "the Ruins", "ruins"
            elif kind == "companion":
                where, element = "the Companion discard pile", "cdiscard"
            else:
                where, element = f"the {card.title} pile", f"supply:{card.key}"
            play.step(
                R + "discards",
                f"{self.seat_name(seat)} discards {card.title} to {where}.",
                f"hand:{seat}",
                element,
            )

    def _do_travel(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        me = play.current
        who = self.seat_name(me)
        code = parsed[1]
        card = self.cards.cards[code]
        number = play.reached(me) - 1
        play.hands[me] = removed(play.hands[me], code)
        play.trails = replaced(play.trails, me, (*play.trails[me], code))
        element = f"trail:{me}:{len(play.trails[me]) - 1}"
        if code == self._map or code == self.cards.oasis:
            play.step(
                R + "travel.oasis",
                f"{who} plays {card.title} and finds the Oasis: {who} wins at once.",
                element,
            )
            play.ended = R + "end.oasis"
            play.winners = (me,)
            play.tasks = []
            return
        if code == self._compass:
            play.step(
                R + "travel.compass", f"{who} plays a Compass in place of #{number}.", element
            )
        else:
            play.step(R + "travel", f"{who} plays {card.title} on the trail.", element)
        if card.stage:
            play.step(
                R + "travel.stage",
                f"{card.title} is a Stage card: the Travel ends and {who} Recruits at once.",
                element,
            )
            self._push(play, ("recruit",))
            return
        self._push(play, ("travel", 1))

    def _do_stop(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        play.step(
            R + "travel",
            f"{self.seat_name(play.current)} ends the Travel at #{play.reached(play.current)}.",
            f"trail:{play.current}",
        )

    def _do_pillage(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        target = parsed[1]
        play.step(
            R + "pillage",
            f"{self.seat_name(play.current)} pillages "
            f"{self.seat_name(target)}: two cards are taken from that hand at random.",
            f"hand:{target}",
        )
        self._push(play, ("grab", target))

    def _do_keep(self, play: _Play, parsed: tuple) -> None:
        _, target, a, b = self._pop(play)
        me = play.current
        code = parsed[1]
        other = b if code == a else a
        play.hands[target] = removed(play.hands[target], code)
        play.hands[me] = added(play.hands[me], code)
        seen = f"{self.seat_name(me)}, {self.seat_name(target)}"
        play.step(
            R + "pillage",
            f"{self.seat_name(me)} keeps one card and gives the other back "
            f"to {self.seat_name(target)} (seen by {seen}: keeps {self.card_title(code)}, "
            f"returns {self.card_title(other)}).",
            f"hand:{me}",
            f"hand:{target}",
        )

    def _do_mission(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        me = play.current
        codes = parsed[1]
        clan = self.clan_of(codes[0])
        action = self.cards.clan_mission[clan]
        for code in codes:
            play.areas = replaced(play.areas, me, removed(play.areas[me], code))
            play.cdiscard = added(play.cdiscard, code)
        play.step(
            R + "mission.clans",
            f"{self.seat_name(me)} sends {self.card_list(codes)} on a Mission: first the "
            f"Companions are discarded, then each carries out its Mission action "
            f"({len(codes)} × {action}).",
            *(f"area:{me}:{self.card_key(c)}" for c in codes),
            "cdiscard",
        )
        self._push(play, *(BANNER_TASK[action] for _ in codes))

    def _do_skip(self, play: _Play, parsed: tuple) -> None:
        self._pop(play)
        play.step(
            R + "mission",
            f"{self.seat_name(play.current)} sends no Companion on a Mission this turn.",
            f"scout:{play.current}",
        )

    def _do_discard(self, play: _Play, parsed: tuple) -> None:
        del play.tasks[0]
        me = play.current
        if play.log is not None:  # the sentence only when Steps are asked for
            play.step(
                R + "hand-limit",
                f"{self.seat_name(me)} ends the turn holding {len(play.hands[me])} cards, "
                "more than eight: one is discarded.",
                f"hand:{me}",
            )
        self._discard_card(play, me, parsed[1], R + "hand-limit")
        if len(play.hands[me]) > HAND_LIMIT:
            play.tasks.insert(0, ("discard",))

    # the automatic part of a turn ---------------------------------------------------------
    def _advance(self, play: _Play) -> None:
        """Carry out bookkeeping tasks and skip decisions that have no choice, until a scout
        or chance must act, or the game ends. It runs after every action, so it edits the
        task list in place rather than through _pop and _push."""
        while play.tasks and not play.ended:
            task = play.tasks[0]
            kind = task[0]
            if kind in _DECISIONS:  # asked first: most tasks met here are a scout's choice
                if kind in _ALWAYS_CHOICE:
                    return
                if kind == "discard":
                    if len(play.hands[play.current]) > HAND_LIMIT:
                        return
                elif kind == "mission":
                    if play.areas[play.current] and self._mission_keys(play):
                        return
                elif self._has_choice(play, task):
                    return
                self._skip_task(play, task)
                continue
            if kind == "start":
                play.current = task[1]
                return
            if kind == "explore":
                play.tasks.pop(0)
                if play.deck:
                    play.tasks[0:0] = (("draw",), ("draw",))
                else:
                    play.step(
                        R + "ruling.impossible-action",
                        "The Exploration deck is empty: this Explore draws nothing.",
                        "deck",
                    )
                continue
            if kind == "draw":
                if play.deck:
                    return
                play.tasks.pop(0)
                continue
            if kind in ("cdraw", "lair"):
                if play.cdeck:
                    return
                if self._reshuffle_possible(play):
                    self._reshuffle(play)
                    return
                play.tasks.pop(0)
                play.step(
                    R + "ruling.companion-deck",
                    "The Companion deck is empty: nothing is drawn.",
                    "cdeck",
                )
                continue
            if kind == "grab":
                return
            if kind == "lair-open":
                play.tasks.pop(0)
                play.step(
                    R + "setup.starting-companion",
                    "Every scout has a starting "
                    "Companion: the Lair is refilled, and the last to choose, "
                    f"{self.seat_name(play.players - 1)}, begins.",
                    "cdeck",
                )
                refills = [("lair", i) for i, c in enumerate(play.lair) if c == EMPTY]
                play.tasks[0:0] = (*refills, ("begin", play.players - 1))
                continue
            if kind == "begin":
                play.tasks.pop(0)
                play.current = task[1]
                play.turn += 1
                play.played = frozenset()
                play.recruited = False
                play.tasks[0:0] = TURN_TASKS
                continue
            if kind == "end":
                play.tasks.pop(0)
                self._end_turn(play)
                continue
            if self._has_choice(play, task):
                return
            self._skip_task(play, task)

    def _reshuffle(self, play: _Play) -> None:
        """Ruling companion-deck = reshuffle: the discard pile becomes the new deck (a deck
        is a multiset whose order nobody knows, so the shuffle is the draws' chance)."""
        play.cdeck, play.cdiscard = play.cdiscard, ()
        play.step(
            R + "ruling.companion-deck",
            "The Companion deck is empty: the Companion discard pile is shuffled into a new "
            f"deck of {_count(len(play.cdeck), 'card')}.",
            "cdiscard",
            "cdeck",
        )

    def _skip_task(self, play: _Play, task: tuple) -> None:
        """Drop a decision that offers the scout nothing, saying why."""
        play.tasks.pop(0)
        kind = task[0]
        if play.log is not None:
            who = self.seat_name(play.current)
            if kind == "travel" and task[1]:
                play.step(
                    R + "travel",
                    f"No card of {who}'s hand can continue the trail: the "
                    f"Travel ends at #{play.reached(play.current)}.",
                    f"trail:{play.current}",
                )
            elif kind in ("travel", "recycle", "equip", "recruit", "pillage"):
                play.step(
                    R + "ruling.impossible-action",
                    f"{who} cannot {TASK_ASK[kind]}: that action is skipped.",
                )

    def _end_turn(self, play: _Play) -> None:
        me = play.current
        if play.final >= 0:
            play.final -= 1
        elif play.deck_out:
            play.final = play.players
            play.step(
                R + "end.deck",
                f"{self.seat_name(me)} has finished the turn in which the "
                f"deck ran out: now every scout plays one last turn, starting with "
                f"{self.seat_name((me + 1) % play.players)}.",
            )
        if play.final == 0:
            self._closest_wins(play, R + "end.closest")
            return
        self._push(play, ("begin", (me + 1) % play.players))

    def closest(self, s: Any) -> tuple[int, ...]:
        """The scouts closest to the Oasis, the tie broken as ruling closest-tie says."""
        best = min(s.reached(seat) for seat in range(s.players))
        winners = [seat for seat in range(s.players) if s.reached(seat) == best]
        if len(winners) > 1 and s.ruling("closest-tie") == "fewest-cards":
            fewest = min(len(s.hands[seat]) for seat in winners)
            winners = [seat for seat in winners if len(s.hands[seat]) == fewest]
        return tuple(winners)

    def _closest_wins(self, play: _Play, rule: str) -> None:
        """The game ends by ``rule`` (the last turns are over, or nobody can act): the
        scouts closest to the Oasis win."""
        best = min(play.reached(s) for s in range(play.players))
        winners = self.closest(play)
        tied = sum(play.reached(s) == best for s in range(play.players))
        note = ""
        if len(winners) < tied:  # ruling closest-tie = fewest-cards broke the tie
            note = " Of the tied scouts, the one with the fewest cards in hand wins."
        play.ended = rule
        play.winners = winners
        play.tasks = []  # nothing is left to do in a finished game
        names = " and ".join(self.seat_name(s) for s in winners)
        why = (
            "Every scout has played the last turn."
            if rule == R + "end.closest"
            else "Nobody can act any more."
        )
        play.step(
            R + "end.closest",
            f"{why} {names} "
            f"{'is' if len(winners) == 1 else 'are'} closest to the Oasis, at #{best}, and "
            f"{'wins' if len(winners) == 1 else 'share the win'}.{note}",
            *(f"trail:{s}" for s in winners),
        )

    # ----- the end -------------------------------------------------------------------------
    def result(self, state: OasisState) -> Result | None:
        if not state.ended:
            return None
        # A Map laid early (ruling map = any-time) still counts as reaching the Oasis.
        scores = tuple(
            13 if state.ended == R + "end.oasis" and s in state.winners else 13 - state.reached(s)
            for s in range(state.players)
        )
        names = " and ".join(self.seat_name(s) for s in state.winners)
        if state.ended == R + "end.oasis":
            reason = f"{self.seat_name(state.winners[0])} found the Oasis first."
        elif state.ended == R + "end.closest":
            reason = f"The deck ran out; {names} came closest to the Oasis."
        else:
            reason = f"No scout could act any more; {names} came closest to the Oasis."
        return Result(scores, state.winners, reason, state.ended)

    # ----- views ---------------------------------------------------------------------------
    def view(self, state: OasisState, player: int) -> OasisState:
        """What ``player`` sees: their own hand, but only the size of the others and the decks;
        no seed (it would replay every draw), and the grabbed cards of a Pillage only for the
        thief and the victim. A bot deciding for ``player`` plays on this view."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of a scout's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no Scout {player + 1} in this game")
        if state.viewer >= 0 and state.viewer != player:
            raise ValueError(
                f"this is already {self.seat_name(state.viewer)}'s view: it cannot show what "
                f"{self.seat_name(player)} sees"
            )
        hands = tuple(h if s == player else (HIDDEN,) * len(h) for s, h in enumerate(state.hands))
        tasks = state.tasks
        if tasks and tasks[0][0] == "keep" and player not in (state.current, tasks[0][1]):
            tasks = (("keep", tasks[0][1], HIDDEN, HIDDEN), *tasks[1:])
        from dataclasses import replace

        return replace(
            state,
            hands=hands,
            deck=(HIDDEN,) * len(state.deck),
            cdeck=(HIDDEN,) * len(state.cdeck),
            tasks=tasks,
            seed=None,
            viewer=player,
        )

    def view_step(self, step: Step, player: int) -> Step:
        def redact(match: re.Match) -> str:
            seats = {int(n) - 1 for n in re.findall(r"Scout (\d+)", match.group(1))}
            return match.group(0) if player in seats else ""

        text = _SECRET.sub(redact, step.text)
        return Step(step.rule, text, step.highlight, self.view(step.state, player))

    def view_label(self, before: OasisState, action: Action, player: int) -> str:
        """Secret cards stay secret in a scout's history: another scout's draw is "a card",
        and a Pillage's cards are named only to the thief and the victim."""
        kind = action.kind
        me = before.current
        if kind == "draw" and player != me:
            task = before.task[0] if before.tasks else ""
            if task == "lair":
                return action.label  # a Lair refill is face up
            return "Draw a card"
        if kind == "grab" and player not in (me, before.task[1]):
            return "Grab two cards"
        if kind == "keep" and player not in (me, before.task[1]):
            return "Keep one grabbed card"
        return action.label

    def describe(self, state: OasisState) -> str:
        parts = []
        for s in range(state.players):
            parts.append(
                f"{self.seat_name(s)} at #{state.reached(s)}, "
                f"{_count(len(state.hands[s]), 'card')} in hand, "
                f"{_count(len(state.areas[s]), 'Companion')} in play"
            )
        text = "; ".join(parts)
        text += (
            f". Exploration deck {len(state.deck)}, Ruins {len(state.ruins)}, Companion deck "
            f"{len(state.cdeck)}."
        )
        if state.closed:  # ruling empty-pile: out of reach for the rest of the game
            piles = " and ".join(item.capitalize() for item in EQUIPMENT if item in state.closed)
            text += f" The {piles} pile{'s are' if len(state.closed) > 1 else ' is'} closed."
        if state.ended:
            result = self.result(state)
            assert result is not None
            return text + " Game over: " + result.reason
        if state.to_move == CHANCE:
            return text + " Chance draws a card."
        ask = TASK_ASK.get(state.task[0]) if state.task else None
        if ask is None:  # a Step's state between bookkeeping tasks (a refill, a new turn)
            return text + " The rules carry out the next step by themselves."
        return text + f" {self.seat_name(state.current)} must {ask}."

    # ----- teaching hooks ------------------------------------------------------------------
    def action_for(self, state: OasisState, picks: tuple[str, ...]) -> Action | None:
        """Board clicks to an action, legal or not (see teaching.py)."""
        from . import teaching

        return teaching.action_for(self, state, picks)

    def lead_in(self, state: OasisState, action: Action) -> Action | None:
        from . import teaching

        return teaching.lead_in(self, state, action)

    def keeps_picks(self, state: OasisState, picks: tuple[str, ...]) -> bool:
        """Companions for a Mission are picked one click at a time."""
        from . import teaching

        return teaching.keeps_picks(state, picks)

    def candidate_actions(self, state: OasisState) -> list[Action]:
        from . import teaching

        return teaching.candidate_actions(self, state)

    def summarize_outcome(self, before: OasisState, transition: Transition) -> str:
        from . import teaching

        return teaching.summarize_outcome(self, before, transition)

    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        if self._tutorials is None:
            self._tutorials = (
                (load_tutorial(TUTORIAL_FILE, self),) if TUTORIAL_FILE.exists() else ()
            )
        return self._tutorials

    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            exists = SCENARIOS_FILE.exists()
            self._scenarios = load_scenarios(SCENARIOS_FILE, self) if exists else ()
        return self._scenarios

    # ----- saving --------------------------------------------------------------------------
    def to_json(self, state: OasisState) -> dict[str, Any]:
        from .codec import encode

        return encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> OasisState:
        from .codec import decode

        return decode(self, data)


# A Transition without Steps, for bots' actions (the dataclass's own constructor sets each
# field through object.__setattr__, several times slower).
_bare_transition = positional_builder(Transition)
