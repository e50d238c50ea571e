"""The rules of Oasis New Hope (the Oasis pages of seed 003_fece3b0430baafc1.txt).

Every rule names the rulebook section it enforces (ids in rulebook.toml, prefix ``oasis.``).

Randomness. Setup shuffles the Journey and Companion cards with the state's seeded source. In
play, every card drawn from a deck (Explore, a Companion from the deck, a Lair refill) and the
two cards a Pillage grabs are explicit chance nodes, so the explorer can ask "what if the
Oasis comes out?". The decks are multisets: nobody knows their order.

One turn is a list of tasks over the core's turn flow (state.py). Choices that would make
long lists are split into steps, each a short list whose refusals can name the one card that
is wrong. The mandatory action is first *named* (``explore``, ``recycle``, ``equip``,
``travel``, ``recruit``, or ``pass`` when none is possible), as the rulebook presents it: one
of five actions. Naming one puts that action's task at the front of the turn, the same task a
Companion's banner would put there, and the task asks for the details: a Travel plays one card
per action (``travel 12``, ``travel compass``, then ``stop travel``), an Equip names the
Equipment, then pays for it card by card (``equip shield``, ``pay 7``, ``pay 3``), a Recycle
names the card of the Ruins (``recycle 7``), a Recruit the Companion (``recruit play raider``,
``recruit lair:2``, ``recruit deck``).

Each kind of move is declared once (``Move``, rules/core/moves.py): its key, the tasks it
answers, the candidates it offers (options), one check saying why it is refused (the legal list
and the why-not both ask it, so they cannot drift apart), its effect and its label; the core
parses keys, builds the legal list and the why-not, and dispatches. A card of a Recycle, Equip,
Travel or Recruit answers the mandatory action too, only to be refused there until its action
is named. Chance's outcomes are moves as well (``draw``, ``grab``); what the core does not give
yet is kept here, marked ``# core:``.

Every sentence is a message (messages/en.ftl); cards a scout may not see are ``Secret``
parameters, so a scout's reading of a Step (``view_step``) leaves them out by structure. The
same code applies an action for a bot (``explain=False``: no Step, no message built) and for
a person; the refusals' wording is in refusals.py, the explorer's hooks in teaching.py, the
invariants a position must hold in invariants.py.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rules.core import (
    CHANCE,
    Action,
    GameInfo,
    Result,
    Rulebook,
    Ruling,
    RulingOption,
    StateError,
    Step,
    Transition,
)
from rules.core import chance as seeded
from rules.core.fastbuild import positional_builder
from rules.core.flow import pop, push
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.messages import Msg, Secret, redact, render
from rules.core.moves import DeclaredGame
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.working import working_copy

from . import codec, invariants
from . import names as n
from .bots import HeuristicBot
from .cards import EQUIPMENT, HIDDEN, CardSet, load_cards
from .describe import describe as describe_position
from .moves import LAIR_SLOTS, NAMED_FIRST, OasisMoves
from .refusals import Refusals
from .state import (
    BANNER_TASK,
    CHOSEN_TASK,
    EMPTY,
    FLOW,
    TURN_TASKS,
    OasisState,
    build_state,
)
from .teaching import Teaching
from .zones import added, removed, replaced

SLUG = "oasis"
R = "oasis."
RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")
START_HAND = 4
RUINS_REVEALED = 9

RULINGS = (
    RulingOption(
        "compass-run",
        "Several Compasses in a row",
        R + "ruling.compass-run",
        "allowed",
        ("allowed", "one-at-a-time"),
        labels=("Any number in a row", "One Compass at a time"),
    ),
    RulingOption(
        "map",
        "When a Map may be played",
        R + "ruling.map",
        "after-1",
        ("after-1", "any-time"),
        labels=("Only in place of the #0", "At any point of a Travel"),
    ),
    RulingOption(
        "closest-tie",
        "Two scouts equally close to the Oasis",
        R + "ruling.closest-tie",
        "shared",
        ("shared", "fewest-cards"),
        labels=("They share the win", "Fewest cards in hand wins"),
    ),
    RulingOption(
        "mission-after-recruit",
        "Mission after a Recruit",
        R + "ruling.mission-after-recruit",
        "other-clans",
        ("other-clans", "never"),
        labels=("Allowed, except for the played clan", "Never after a Recruit"),
    ),
    RulingOption(
        "compass-missing",
        "A Compass for a number the scout holds",
        R + "ruling.compass-missing",
        "missing-only",
        ("missing-only", "also-held"),
        labels=("Only for a missing number", "For any number"),
    ),
    RulingOption(
        "empty-pile",
        "An Equipment pile that ran out",
        R + "ruling.empty-pile",
        "closed",
        ("closed", "reopens"),
        labels=("Closed for the rest of the game", "Opens again when a card returns"),
    ),
    RulingOption(
        "travel-minimum",
        "A Travel that lays no card",
        R + "ruling.travel-minimum",
        "one-card",
        ("one-card", "none"),
        labels=("At least one card", "May lay no card"),
    ),
    RulingOption(
        "no-action",
        "No mandatory action possible",
        R + "ruling.no-action",
        "pass",
        ("pass", "game-ends"),
        labels=("The scout passes", "The game ends"),
    ),
    RulingOption(
        "companion-deck",
        "An empty Companion deck",
        R + "ruling.companion-deck",
        "stays-empty",
        ("stays-empty", "reshuffle"),
        labels=("Stays empty", "The discard is reshuffled"),
    ),
    RulingOption(
        "two-player-shield",
        "Where the two-player Shields come from",
        R + "ruling.two-player-shield",
        "from-pile",
        ("from-pile", "extra"),
        labels=("From the Shield pile", "From outside the pile"),
    ),
)

# The labels of the actions that name nothing, and of those that name one card.
CHOSEN_HIGHLIGHT = {  # board elements a named action points at
    "recycle": lambda me: (n.RUINS,),
    "equip": lambda me: tuple(n.supply_id(item) for item in EQUIPMENT),
    "travel": lambda me: (n.trail_id(me),),
    "recruit": lambda me: (n.hand_id(me), n.CDECK),
}
# Decisions that always offer a choice: the mandatory action can always pass, a payment is
# owed, one of two grabbed cards is kept.
_ALWAYS_CHOICE = frozenset({"action", "pay", "keep"})
# The skipped actions whose Step says so (others, a Mission or a discard, pass silently).
_SAID_SKIPPED = frozenset({"travel", "recycle", "equip", "recruit", "pillage"})
# The most actions a game of Oasis takes (see ``Oasis.action_limit``).
ACTION_LIMIT = 5_000


class Play(
    working_copy(
        OasisState,
        lists=("tasks",),
        constants=("variants", "rulings", "seed", "viewer"),
        rule_prefix=R,
    )
):
    """The working copy of one state while an action is applied (rules/core/working.py).

    The tasks change in every action: a list, as the turn flow edits it. The zones stay
    tuples, and a change replaces the whole tuple (``replaced``): an action changes one or
    two of them, and every list copied in and out is two more objects for the garbage
    collector, which a bot's thousands of look-ahead actions make it sweep often.
    """

    __slots__ = ()

    def give(self, seat: int, code: int) -> None:
        """A card joins a scout's hand."""
        self.hands = replaced(self.hands, seat, added(self.hands[seat], code))

    def take(self, seat: int, code: int) -> None:
        """A card leaves a scout's hand."""
        self.hands = replaced(self.hands, seat, removed(self.hands[seat], code))

    def say(self, rule: str, message_id: str, *highlight: str, **params: Any) -> None:
        """A Step of ``rule`` saying message ``message_id``: built only when explaining
        (a bot's action builds no message)."""
        if self.log is not None:
            self.step(rule, Msg(message_id, **params), *highlight)

    @property
    def task(self) -> tuple:
        return self.tasks[0] if self.tasks else ()

    def reached(self, seat: int) -> int:
        return 14 - len(self.trails[seat])


def _over(play: Play) -> bool:
    return bool(play.ended)


class Oasis(Teaching, OasisMoves, Refusals, DeclaredGame):
    """Oasis New Hope for 2-4 scouts."""

    turn_rule = R + "turn"
    flow = FLOW
    Play = Play
    over_refusal = Ruling(R + "turn", Msg("oasis-refuse-over"))
    # Every check passes only what its options list (the contract tests hold them to it).
    unlisted = Ruling(R + "turn", Msg("oasis-refuse-not-listed"))
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
        self.cards = cards = cards or load_cards()
        self.rulebook = Rulebook.load(RULEBOOK_FILE)
        self.messages = n.CATALOGUE
        self.info = GameInfo(
            slug=SLUG,
            title="Oasis",
            players=(2, 4),
            seed_file="003_fece3b0430baafc1.txt",
            pitch="Oasis New Hope (Astro Editions, 2023): play Journey cards from Khalla #13 "
            "down to the Oasis #0 before the other scouts, helped by Companions and Equipment.",
            rulings=RULINGS,
            languages=n.LANGUAGES,
        )
        self.bots = {"heuristic": HeuristicBot}
        self._card_tables(cards)
        self._mission_cache: dict[tuple[int, ...], list[tuple[str]]] = {}
        # Which mandatory actions the last position asked about can do (``_possible``).
        self._possible_kept: tuple[Any, int] = (None, 0)
        self.automatic = {
            "explore": self._explore,
            "lair-open": self._lair_open,
            "begin": self._begin,
            "end": self._end,
        }
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None

    def _card_tables(self, cards: CardSet) -> None:
        """Per-code facts the rules read on every action, as lists indexed by code."""
        self._keys = [c.key for c in cards.cards]
        self._code_of = cards.code_of
        # A card's key as the parts of a one-card key ("travel 12"), indexed by code.
        self._one = [(key,) for key in self._keys]
        self._names = [c.name for c in cards.cards]
        self._kind = [c.kind for c in cards.cards]
        self._clan = [c.clan for c in cards.cards]
        self._stage = [c.stage for c in cards.cards]
        self._banner = [tuple(BANNER_TASK[a] for a in c.actions) for c in cards.cards]
        self._equipment_index = {cards.equipment[item]: i for i, item in enumerate(EQUIPMENT)}
        self._costs = tuple(cards.cost[item] for item in EQUIPMENT)  # in supply order
        self._compass = cards.equipment["compass"]
        self._shield = cards.equipment["shield"]
        self._map = cards.equipment["map"]
        # The Journey card codes of each number, ascending.
        self._numbered: dict[int, list[int]] = {}
        for c in cards.cards:
            if c.kind == "journey":
                self._numbered.setdefault(c.number, []).append(c.code)
        for codes in self._numbered.values():
            codes.sort()

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int, state=None) -> str:
        return n.scout_name(seat)

    def card_key(self, code: int) -> str:
        return "?" if code == HIDDEN else self._keys[code]

    def card_name(self, code: int) -> Msg:
        return Msg("oasis-card-hidden") if code == HIDDEN else self._names[code]

    def card_title(self, code: int) -> str:
        return render(self.card_name(code))

    def clan_of(self, code: int) -> str:
        return self._clan[code]

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

    def _item_name(self, item: str) -> Msg:
        return self._names[self.cards.equipment[item]]

    # ----- chance --------------------------------------------------------------------------
    # core: a chance outcome is a declared move (draw, grab) whose options are the outcomes,
    # but their probabilities and the seeded pick are the game's own: the core's moves have no
    # weights (a Move's ``weights(state)`` beside its options would let the core give
    # ``chance_outcomes`` and ``sample_chance``).
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
        codes, weights = self._pile_weights(pile)
        return [(self._draw_action(c), w) for c, w in zip(codes, weights, strict=True)]

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
            return self._vouch(state, self._draw_action(self._pick_card(state, pile)))
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
        size = len(hand)
        pairs = size * (size - 1) / 2
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
        return self.action_of(self.grab_pair, (self.card_key(a), self.card_key(b)))

    def _draw_action(self, code: int) -> Action:
        return self.action_of(self.draw_card, self._one[code])

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
        """The distinct cards of a sorted pile and their chances (``chance_outcomes``)."""
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

    # ----- a random move -------------------------------------------------------------------
    def random_action(self, state: OasisState, rng: random.Random) -> Action:
        # The core's ``rng.choice`` over the legal list (``_legal``, the same list in the same
        # order) without the core's map by key; vouched for, so ``apply`` skips the look-up.
        tasks = state.tasks
        if state.ended or not tasks or tasks[0][0] in FLOW.chance:
            if state.seed is None and not state.ended:
                raise ValueError(self._no_seed(state))
            return super().random_action(state, rng)
        return self._vouch(state, rng.choice(self._legal(state)))

    # ----- after an action ------------------------------------------------------------------
    def finish(self, play: Play) -> Transition:
        # core: the core's finish runs the flow's automatic tasks; Oasis also passes over
        # decisions and draws that offer nothing (``_advance``: a hook ``ready(play, task)``
        # would do), and a bot's action returns without the dataclass's slower constructor.
        self._advance(play)
        final = play.freeze()
        steps = play.log
        if not steps:  # a bot's action (no Steps)
            return _bare_transition(final, ())
        # Bookkeeping after the last rule (the next task, the next scout) writes no Step of
        # its own; the last Step shows where the action leaves the game.
        last = steps[-1]
        steps[-1] = Step(last.rule, last.message, last.highlight, final)
        return Transition(final, tuple(steps))

    # chance ------------------------------------------------------------------------------
    @OasisMoves.draw_card.effect
    def _draw(self, play: Play, card: str) -> None:
        code = self._code_of[card]
        play.draws += 1
        task = pop(play.tasks)
        me = play.current
        if task[0] == "draw":
            play.deck = removed(play.deck, code)
            play.give(me, code)
            if play.log is not None:
                who = n.scout(me)
                play.say(
                    "explore",
                    "oasis-step-draw",
                    n.DECK,
                    n.hand_id(me),
                    who=who,
                    seen=self._seen((me,), self._names[code]),
                )
            if not play.deck and not play.deck_out:
                play.deck_out = True
                play.say("end.deck", "oasis-step-deck-out", n.DECK, who=n.scout(me))
        elif task[0] == "cdraw":
            play.cdeck = removed(play.cdeck, code)
            play.give(me, code)
            if play.log is not None:
                play.say(
                    self._take_rule(play.turn),
                    "oasis-step-cdraw",
                    n.CDECK,
                    n.hand_id(me),
                    who=n.scout(me),
                    seen=self._seen((me,), self._names[code]),
                )
        else:
            slot = task[1]
            play.cdeck = removed(play.cdeck, code)
            play.lair = replaced(play.lair, slot, code)
            play.say(
                self._take_rule(play.turn),
                "oasis-step-lair-refill",
                n.CDECK,
                n.lair_id(slot),
                slot=slot + 1,
                card=self._names[code],
            )

    @staticmethod
    def _take_rule(turn: int) -> str:
        """Companions drawn before the first turn belong to the choice of starting ones."""
        return "setup.starting-companion" if turn == 0 else "recruit.take"

    @staticmethod
    def _seen(seats: tuple[int, ...], what: Msg) -> Secret:
        """What only ``seats`` may read of a Step, as " (seen by Scout 1: #7)"; the other
        scouts read nothing there."""
        message = Msg(
            "oasis-seen-by", seats=n.chained("comma", tuple(map(n.scout, seats))), what=what
        )
        return Secret(message, frozenset(seats), "")

    @OasisMoves.grab_pair.effect
    def _grab(self, play: Play, first: str, second: str) -> None:
        a, b = sorted((self._code_of[first], self._code_of[second]))
        play.draws += 1
        task = pop(play.tasks)
        target = task[1]
        me = play.current
        shielded = self._shield in (a, b)
        if play.log is not None:
            play.say(
                "pillage",
                "oasis-step-grab-shielded" if shielded else "oasis-step-grab",
                n.hand_id(target),
                who=n.scout(me),
                target=n.scout(target),
                seen=self._seen((me, target), (self._names[a], self._names[b])),
            )
        if not shielded:
            push(play.tasks, ("keep", target, a, b))

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
        self._recruiting(play)
        self._play_companion(play, play.current, self._code_of[card])

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

    def _play_companion(self, play: Play, me: int, code: int) -> None:
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

    @OasisMoves.name_recycle.effect
    def _named_recycle(self, play: Play) -> None:
        self._name_action(play, "recycle")

    @OasisMoves.name_equip.effect
    def _named_equip(self, play: Play) -> None:
        self._name_action(play, "equip")

    @OasisMoves.name_travel.effect
    def _named_travel(self, play: Play) -> None:
        self._name_action(play, "travel")

    @OasisMoves.name_recruit.effect
    def _named_recruit(self, play: Play) -> None:
        self._name_action(play, "recruit")

    def _name_action(self, play: Play, verb: str) -> None:
        """A mandatory action is named: its task goes to the front of the turn."""
        me = play.current
        if play.log is not None:
            play.say(
                verb, f"oasis-step-choose-{verb}", *CHOSEN_HIGHLIGHT[verb](me), who=n.scout(me)
            )
        play.tasks[0] = CHOSEN_TASK[verb]  # in place of the mandatory action
        if verb == "travel" and not self._next_cards(play):
            # Named with no card to lay: possible only when a Travel may lay none.
            del play.tasks[0]
            play.say(
                "ruling.travel-minimum", "oasis-step-travel-none", n.trail_id(me), who=n.scout(me)
            )

    @OasisMoves.explore.effect
    def _do_explore(self, play: Play) -> None:
        pop(play.tasks)
        if play.log is not None:
            last = len(play.deck) == 1
            play.say(
                "explore",
                "oasis-step-explore-last" if last else "oasis-step-explore",
                n.DECK,
                who=n.scout(play.current),
            )
        push(play.tasks, ("explore",))

    @OasisMoves.pass_turn.effect
    def _do_pass(self, play: Play) -> None:
        pop(play.tasks)
        who = n.scout(play.current)
        if play.ruling("no-action") == "game-ends":
            play.say("ruling.no-action", "oasis-step-pass-game-ends", who=who)
            self._closest_wins(play, R + "ruling.no-action")
            return
        play.say("ruling.no-action", "oasis-step-pass", who=who)

    @OasisMoves.recycle_card.effect
    def _do_recycle(self, play: Play, card: str) -> None:
        del play.tasks[0]
        me = play.current
        code = self._code_of[card]
        play.ruins = removed(play.ruins, code)
        play.give(me, code)
        if play.log is not None:
            play.say(
                "recycle",
                "oasis-step-recycle",
                n.ruins_card_id(self._keys[code]),
                n.hand_id(me),
                who=n.scout(me),
                card=self._names[code],
            )

    @OasisMoves.equip_item.effect
    def _do_equip(self, play: Play, item: str) -> None:
        task = play.tasks[0]
        discount = task[1] if task[0] == "equip" else 0
        cost = self.cards.cost[item] - discount
        if play.log is not None:
            play.say(
                "upgraded-equip" if discount else "equip",
                "oasis-step-equip-upgraded" if discount else "oasis-step-equip",
                n.supply_id(item),
                who=n.scout(play.current),
                item=self._item_name(item),
                cost=n.count("cards", cost),
            )
        play.tasks[0] = ("pay", item, cost)  # in place of the Equip

    @OasisMoves.pay_card.effect
    def _do_pay(self, play: Play, card: str) -> None:
        tasks = play.tasks
        _, item, left = tasks[0]
        me = play.current
        self._discard_card(play, me, self._code_of[card])
        if left > 1:
            tasks[0] = ("pay", item, left - 1)
            return
        del tasks[0]
        i = EQUIPMENT.index(item)
        play.supply = replaced(play.supply, i, play.supply[i] - 1)
        play.give(me, self.cards.equipment[item])
        if play.log is not None:
            play.say(
                "equip." + item,
                "oasis-step-paid",
                n.supply_id(item),
                n.hand_id(me),
                who=n.scout(me),
                item=self._item_name(item),
            )
        if not play.supply[i] and play.ruling("empty-pile") == "closed":
            play.closed = play.closed | {item}
            play.say(
                "ruling.empty-pile",
                "oasis-step-pile-closes",
                n.supply_id(item),
                item=self._item_name(item),
            )

    def _discard_card(self, play: Play, seat: int, code: int) -> None:
        """A card leaves a hand for where discarded cards of its kind go."""
        play.take(seat, code)
        kind = self._kind[code]
        if kind == "journey":
            play.ruins = added(play.ruins, code)
        elif kind == "companion":
            play.cdiscard = added(play.cdiscard, code)
        else:
            i = self._equipment_index[code]
            play.supply = replaced(play.supply, i, play.supply[i] + 1)
        if play.log is not None:
            where, element = self._discard_place(code)
            play.say(
                "discards",
                "oasis-step-discard",
                n.hand_id(seat),
                element,
                who=n.scout(seat),
                card=self._names[code],
                where=where,
            )

    def _discard_place(self, code: int) -> tuple[Msg, str]:
        """Where a discarded card goes, by its kind: its name and its board element."""
        kind = self._kind[code]
        if kind == "journey":
            return Msg("oasis-place-ruins"), n.RUINS
        if kind == "companion":
            return Msg("oasis-place-cdiscard"), n.CDISCARD
        return Msg("oasis-place-pile", item=self._names[code]), n.supply_id(self._keys[code])

    @OasisMoves.travel_card.effect
    def _do_travel(self, play: Play, card: str) -> None:
        pop(play.tasks)
        me = play.current
        code = self._code_of[card]
        number = play.reached(me) - 1
        play.take(me, code)
        play.trails = replaced(play.trails, me, (*play.trails[me], code))
        oasis = code == self._map or code == self.cards.oasis
        if play.log is not None:
            self._tell_travel(play, me, code, number, oasis)
        if oasis:
            play.ended = R + "end.oasis"
            play.winners = (me,)
            play.tasks = []
        elif self._stage[code]:
            push(play.tasks, ("recruit",))
        else:
            push(play.tasks, ("travel", 1))

    def _tell_travel(self, play: Play, me: int, code: int, number: int, oasis: bool) -> None:
        """The Steps of a card laid on a trail: it finds the Oasis, stands in for a number
        (a Compass), or is laid; a Stage card then ends the Travel with a Recruit."""
        element = n.trail_card_id(me, len(play.trails[me]) - 1)
        who, card = n.scout(me), self._names[code]
        if oasis:
            play.say("travel.oasis", "oasis-step-oasis", element, who=who, card=card)
            return
        if code == self._compass:
            play.say("travel.compass", "oasis-step-compass", element, who=who, number=number)
        else:
            play.say("travel", "oasis-step-travel", element, who=who, card=card)
        if self._stage[code]:
            play.say("travel.stage", "oasis-step-stage", element, who=who, card=card)

    @OasisMoves.stop_travel.effect
    def _do_stop(self, play: Play) -> None:
        pop(play.tasks)
        me = play.current
        if play.log is not None:
            number = play.reached(me)
            play.say("travel", "oasis-step-stop", n.trail_id(me), who=n.scout(me), number=number)

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

    @OasisMoves.discard_card.effect
    def _do_discard(self, play: Play, card: str) -> None:
        del play.tasks[0]
        me = play.current
        if play.log is not None:
            held = len(play.hands[me])
            play.say(
                "hand-limit", "oasis-step-hand-limit", n.hand_id(me), who=n.scout(me), count=held
            )
        self._discard_card(play, me, self._code_of[card])
        if self._over_limit(play):
            push(play.tasks, ("discard",))

    # the automatic part of a turn ---------------------------------------------------------
    def _advance(self, play: Play) -> None:
        """After every action, until a scout or chance must act or the game ends: the
        rules' bookkeeping (the flow's automatic tasks), and decisions or draws with
        nothing to do passed over."""
        tasks = play.tasks
        while tasks and not play.ended:
            if tasks[0][0] in FLOW.automatic:
                FLOW.run(play, self.automatic, _over)
                tasks = play.tasks
                continue
            task = tasks[0]
            if self._ready(play, task):
                return
            self._pass_over(play, task)
            tasks = play.tasks

    def _ready(self, play: Play, task: tuple) -> bool:
        """Whether ``task`` waits for a scout or chance. A starting Companion's task makes
        its seat the scout choosing; a Companion draw from the empty deck may reshuffle the
        discard pile first (ruling companion-deck)."""
        kind = task[0]
        if kind in _ALWAYS_CHOICE:
            return True
        if kind == "start":
            play.current = task[1]
            return True
        if kind == "draw":
            return bool(play.deck)
        if kind == "cdraw" or kind == "lair":
            if play.cdeck:
                return True
            if self._reshuffle_possible(play):
                self._reshuffle(play)
                return True
            return False
        if kind == "grab":
            return True
        # A decision: does it offer anything? Asked of the very helpers the legal actions
        # are made from, without building the actions.
        if kind == "discard":
            return self._over_limit(play)
        if kind == "mission":  # most turns: no Companion in play, nothing to ask
            return bool(play.areas[play.current]) and bool(self._mission_options(play))
        if kind == "travel":
            return bool(self._next_cards(play))
        if kind == "recycle":
            return bool(play.ruins)
        if kind == "equip":
            return bool(self._equip_options(play, task[1]))
        if kind == "recruit":
            return bool(self._recruit_options(play))
        return bool(self._pillage_targets(play))  # the one decision left: a Pillage

    def _pass_over(self, play: Play, task: tuple) -> None:
        """Drop a task that offers nothing, saying why where it matters."""
        del play.tasks[0]
        kind = task[0]
        me = play.current
        if play.log is None:
            return
        if kind in ("cdraw", "lair"):
            play.say("ruling.companion-deck", "oasis-step-companion-deck-empty", n.CDECK)
        elif kind == "travel" and task[1]:
            play.say(
                "travel",
                "oasis-step-travel-ends",
                n.trail_id(me),
                who=n.scout(me),
                number=play.reached(me),
            )
        elif kind in _SAID_SKIPPED:
            play.say(
                "ruling.impossible-action", "oasis-step-skipped", who=n.scout(me), ask=n.ask(kind)
            )

    def _reshuffle(self, play: Play) -> None:
        """Ruling companion-deck = reshuffle: the discard pile becomes the new deck (a deck
        is a multiset whose order nobody knows, so the shuffle is the draws' chance)."""
        play.cdeck, play.cdiscard = play.cdiscard, ()
        play.say(
            "ruling.companion-deck",
            "oasis-step-reshuffle",
            n.CDISCARD,
            n.CDECK,
            cards=n.count("cards", len(play.cdeck)),
        )

    def _explore(self, play: Play, task: tuple) -> None:
        """An Explore: two draws from the Exploration deck (it ran out: nothing)."""
        pop(play.tasks)
        if play.deck:
            push(play.tasks, ("draw",), ("draw",))
        else:
            play.say("ruling.impossible-action", "oasis-step-explore-empty", n.DECK)

    def _lair_open(self, play: Play, task: tuple) -> None:
        """Every scout has a starting Companion: the Lair is refilled, the last to choose
        begins."""
        pop(play.tasks)
        last = play.players - 1
        play.say("setup.starting-companion", "oasis-step-lair-open", n.CDECK, who=n.scout(last))
        refills = [("lair", i) for i, c in enumerate(play.lair) if c == EMPTY]
        push(play.tasks, *refills, ("begin", last))

    def _begin(self, play: Play, task: tuple) -> None:
        """A scout's turn begins: the mandatory action, the Mission, the discard, the end."""
        pop(play.tasks)
        play.current = task[1]
        play.turn += 1
        play.played = frozenset()
        play.recruited = False
        push(play.tasks, *TURN_TASKS)

    def _end(self, play: Play, task: tuple) -> None:
        """A turn ends: the next scout begins, or, once the last turns are over, the game
        ends."""
        pop(play.tasks)
        me = play.current
        if play.final >= 0:
            play.final -= 1
        elif play.deck_out:
            play.final = play.players
            play.say(
                "end.deck",
                "oasis-step-last-turns",
                who=n.scout(me),
                next=n.scout((me + 1) % play.players),
            )
        if play.final == 0:
            self._closest_wins(play, R + "end.closest")
            return
        push(play.tasks, ("begin", (me + 1) % play.players))

    def closest(self, s: Any) -> tuple[int, ...]:
        """The scouts closest to the Oasis, the tie broken as ruling closest-tie says."""
        best = min(s.reached(seat) for seat in range(s.players))
        winners = [seat for seat in range(s.players) if s.reached(seat) == best]
        if len(winners) > 1 and s.ruling("closest-tie") == "fewest-cards":
            fewest = min(len(s.hands[seat]) for seat in winners)
            winners = [seat for seat in winners if len(s.hands[seat]) == fewest]
        return tuple(winners)

    def _closest_wins(self, play: Play, rule: str) -> None:
        """The game ends by ``rule`` (the last turns are over, or nobody can act): the
        scouts closest to the Oasis win."""
        best = min(play.reached(s) for s in range(play.players))
        winners = self.closest(play)
        tied = sum(play.reached(s) == best for s in range(play.players))
        play.ended = rule
        play.winners = winners
        play.tasks = []  # nothing is left to do in a finished game
        if play.log is not None:
            last_turns = rule == R + "end.closest"
            play.say(
                "end.closest",
                "oasis-step-closest",
                *(n.trail_id(s) for s in winners),
                why=Msg("oasis-why-last-turns" if last_turns else "oasis-why-nobody-acts"),
                names=n.chained("and", tuple(n.scout(s) for s in winners)),
                count=len(winners),
                number=best,
                # Ruling closest-tie = fewest-cards broke the tie.
                note=Msg("oasis-tie-broken") if len(winners) < tied else "",
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
        names = n.chained("and", tuple(n.scout(s) for s in state.winners))
        if state.ended == R + "end.oasis":
            reason = Msg("oasis-result-oasis", who=n.scout(state.winners[0]))
        elif state.ended == R + "end.closest":
            reason = Msg("oasis-result-closest", names=names)
        else:
            reason = Msg("oasis-result-nobody-acts", names=names)
        return Result(scores, state.winners, render(reason), state.ended)

    def action_limit(self, players: int) -> int:
        """The rules do not bound a game of Oasis: a scout may Recycle and Equip turn after
        turn instead of Exploring. Random and bot games end far sooner (random ones after
        some 330 to 600 actions, heuristic ones after about 160); 5,000 is the bound the
        tests hold them to."""
        return ACTION_LIMIT

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
        s = state
        return build_state(
            s.players, s.variants, s.rulings, None, s.draws, s.current, s.turn, tasks,
            (HIDDEN,) * len(s.deck), s.ruins, hands, s.trails, s.areas, (HIDDEN,) * len(s.cdeck),
            s.lair, s.cdiscard, s.supply, s.played, s.recruited, s.deck_out, s.final, s.ended,
            s.winners, s.closed, player,
        )  # fmt: skip

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` may read it: the cards only others saw left out (the secrets
        of its message), its state through ``view``."""
        message = step.message
        if isinstance(message, Msg):
            message = redact(message, player)
        return Step(step.rule, message, step.highlight, self.view(step.state, player))

    def view_label(self, before: OasisState, action: Action, player: int) -> Msg | str:
        """Secret cards stay secret in a scout's history: another scout's draw is "a card",
        and a Pillage's cards are named only to the thief and the victim. Messages, read in
        the reader's language (the core's default gives every other label)."""
        kind = action.kind
        me = before.current
        if kind == "draw" and player != me:
            task = before.task[0] if before.tasks else ""
            if task != "lair":  # a Lair refill is face up
                return Msg("oasis-label-draw-hidden")
        elif kind == "grab" and player not in (me, before.task[1]):
            return Msg("oasis-label-grab-hidden")
        elif kind == "keep" and player not in (me, before.task[1]):
            return Msg("oasis-label-keep-hidden")
        return super().view_label(before, action, player)

    def describe(self, state: OasisState) -> str:
        return describe_position(self, state)

    # ----- teaching data -------------------------------------------------------------------
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
        return codec.encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> OasisState:
        return codec.decode(self, data)

    def check_position(self, state: OasisState) -> None:
        """The invariants of every position and of a real game's history (invariants.py),
        and a move for the scout or chance while the game runs. A scout's view is refused
        first, naming the view: its face-down cards are no position to play on."""
        if state.viewer != -1 or state.seed is None:
            raise StateError("viewer", VIEW_REFUSED)
        problem = invariants.consistency_problem(self, state) or invariants.history_problem(
            self, state
        )
        if problem is None and not state.ended and not self.legal_actions(state):
            ask = state.tasks[0][0] if state.tasks else "nothing"
            problem = (
                "tasks",
                f"the front task ({ask!r}) offers nothing to do: the game cannot go on",
            )
        if problem is not None:
            raise StateError(*problem)


# core: a move may answer a task only to be refused there (a card chosen before its action is
# named: "name it first"); the core lists every move of a task (``_moves_at``), so these would
# be asked for options at every mandatory action, where they never have any. A Move argument
# such as ``refused_at=("action",)`` would say it; meanwhile the legal list skips them there
# (the why-not still asks their checks: it reads ``Move.tasks``).
Oasis._moves_at = {
    **Oasis._moves_at,
    "action": tuple(m for m in Oasis._moves_at["action"] if m not in NAMED_FIRST),
}

# A Transition without Steps, for bots' actions (the dataclass's own constructor sets each
# field through object.__setattr__, several times slower).
_bare_transition = positional_builder(Transition)
