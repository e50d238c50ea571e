"""Mycelia: Prisma for 1-4 players (solo against Gwidyon), on a minimal base game Mycelia.

The base rules are base.py, Prisma's layer prisma.py; this module is the turn: setup, the
legal actions of each task, applying them on a working copy, refusals, views and results.
"""

from __future__ import annotations

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
    StateError,
    Step,
    Transition,
    Variant,
    decks,
)
from rules.core import chance as seeded
from rules.core.flow import pop, push
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.messages import Msg, Secret, redact, render
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.working import working_copy

from . import codec, laws
from . import names as n
from .base import BaseRules, R
from .data import COLORS, load_board, load_cards
from .prisma import MAX_ACTIONS, PrismaRules
from .state import EMPTY, EVERYONE, FLOW, HAND, HIDDEN, SHOWCASE, MyceliaState, build_state
from .teaching import Teaching

SLUG = "mycelia-prisma"
P = n.P
HERE = Path(__file__).parent
ACTION_LIMIT = 12_000

RULINGS = (
    RulingOption(
        "two-player-block",
        "Unused mushrooms with two players",
        R + "ruling.two-player-block",
        "one-and-two",
        ("one-and-two", "two-only"),
        labels=("They cover spaces I and II", "One covers space II only"),
    ),
    RulingOption(
        "abilities",
        "Using a card's abilities",
        R + "ruling.abilities",
        "optional",
        ("optional", "when-possible"),
        labels=("You may always choose not to use them", "Use them whenever you can"),
    ),
    RulingOption(
        "f-g-cards",
        "The cards that give action cards f and g",
        R + "ruling.f-g-cards",
        "fixed",
        ("fixed", "choice"),
        labels=("Each names its action card", "The buyer chooses f or g"),
    ),
    RulingOption(
        "beetle",
        "The beetle symbol",
        R + "ruling.beetle",
        "exactly",
        ("exactly", "at-least"),
        labels=("Exactly that many drops", "At least that many drops"),
    ),
)
RULINGS += (
    RulingOption(
        "cleared-board",
        "Boards cleared in the last round",
        R + "ruling.cleared-board",
        "in-the-round",
        ("in-the-round", "at-the-end"),
        labels=(
            "A board cleared during the round counts",
            "Only boards empty at the end count, else the fewest drops win",
        ),
    ),
)
VARIANTS = (Variant("base-only", "Mycelia alone (no Prisma)", R + "base.variant"),)

Play = working_copy(
    MyceliaState,
    lists=(
        "tasks", "dew", "prism", "shrines", "leaves", "mushrooms", "hands", "tops", "decks",
        "discards", "gifts", "actions", "piles",
    ),
    constants=("players", "variants", "rulings", "seed"),
    rule_prefix=R,
)  # fmt: skip


class MyceliaPlay(Play):
    __slots__ = ()

    def say(self, rule: str, message: str, *highlight: str, **params: Any) -> None:
        if self.log is not None:
            self.step(rule, Msg(P + message, **params), *highlight)

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def prisma(self) -> bool:
        return self.state.prisma

    @property
    def solo(self) -> bool:
        return self.state.players == 1


class MyceliaPrisma(Teaching, PrismaRules, BaseRules, Game):
    """Mycelia: Prisma (Ravensburger), every rule of its rulebook, on a minimal Mycelia."""

    turn_rule = R + "base.turn"
    hidden_information = True
    chance_label = "Let chance draw"
    action_kinds = {  # noqa: RUF012 - read-only class data
        "play": "Play a card",
        "buy": "Buy from the showcase",
        "gift": "Buy a gift card",
        "action": "Use an action card",
        "move": "Move a drop",
        "remove": "Remove a drop",
        "trash": "Remove a card",
        "recycle": "Recycle a card",
        "globi": "Place a shrine field",
        "grant": "Take an action card",
        "drop": "Give up an action card",
        "lux": "Lux: a second time",
        "skip": "Do not use it",
        "end": "End the turn",
        "draw": "Draw",
        "die": "Supply die",
    }

    def __init__(self) -> None:
        super().__init__()
        self.cards = load_cards()
        self.board = load_board()
        self.rulebook = Rulebook.load(HERE / "rulebook.toml")
        self.messages = n.CATALOGUE
        self.by_key = {c.key: c.code for c in self.cards}
        self.gift_code = {c.key: c.code for c in self.cards if c.gift}
        self.info = GameInfo(
            slug=SLUG,
            title="Mycelia: Prisma",
            players=(1, 4),
            seed_file="001_6d301ad178b2b559.txt",
            pitch="Mycelia with its Prisma expansion (Ravensburger): a deck-builder in which "
            "mushroom cards clear the dewdrops and prism drops off your board, prism drops "
            "earn favors and favors buy gift cards. Solo against Gwidyon.",
            variants=VARIANTS,
            rulings=RULINGS,
            languages=n.LANGUAGES,
            extra={"example_data": True},
        )
        from .bots import HeuristicBot  # the bot module imports this one

        self.bots = {"heuristic": HeuristicBot}
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None

    # ----- names ---------------------------------------------------------------------------
    def card_name(self, code: int) -> Msg:
        return Msg(P + "card", name=self.cards[code].name)

    def secret_card(self, code: int, seat: int) -> Secret:
        return Secret(self.card_name(code), frozenset({seat}), Msg(P + "card-hidden"))

    def seat_name(self, seat: int, state=None) -> str:
        return render(n.player(seat))

    # ----- setup ---------------------------------------------------------------------------
    def start_deck(self, prisma: bool) -> list[int]:
        deck = [c.code for c in self.cards if c.kind == "start" for _ in range(c.copies)]
        return deck + ([self.by_key["viatica"]] if prisma else [])

    def market_cards(self, prisma: bool) -> list[int]:
        return [
            c.code
            for c in self.cards
            if c.kind == "market" and (prisma or not c.prisma)
            for _ in range(c.copies)
        ]

    def gift_pile(self, color: str) -> list[int]:
        return [c.code for c in self.cards if c.gift and c.color == color for _ in range(c.copies)]

    def _setup(self, players: int, seed: int, variants: tuple[str, ...], rulings: dict) -> Any:
        prisma = "base-only" not in variants
        dew, prism = self.board.setups["prisma" if prisma else "base"]
        draws = 0
        supply = seeded.pick(seed, draws, [1] * len(self.board.supply))
        draws += 1
        piles = []
        for color in COLORS:
            pile, draws = seeded.shuffle(seed, draws, self.gift_pile(color) if prisma else [])
            piles.append(tuple(pile))
        deck = tuple(sorted(self.start_deck(prisma)))
        solo = players == 1
        blocked = self.board.blocked[players] if prisma else ()
        if prisma and players == 2 and rulings["two-player-block"] == "two-only":
            blocked = (2,)
        tasks = (("refill",), *(("fill", s, HAND) for s in range(players)), ("turn",))
        state = build_state(
            players, variants, tuple(sorted(rulings.items())), seed, draws, 0, 1, tasks,
            (dew,) * players, (prism,) * players, ((),) * players, 0, supply,
            (0,) * players, (0,) * players, ((),) * players, ((),) * players,
            (deck,) * players, ((),) * players, ((),) * players, (), (),
            tuple(sorted(self.market_cards(prisma))), (EMPTY,) * SHOWCASE, tuple(piles),
            (("a", "b"),) * players, (2, 2) if prisma else (0, 0), (), 0,
            0 if solo and prisma else -1, self.board.gwidyon_drops if solo else 0,
            tuple(sorted(self.board.gwidyon_deck)) if solo else (), (),
            False, "", (), EVERYONE, tuple(blocked), 0,
            self.board.dewdrops - players * sum(dew), (), 0,
        )  # fmt: skip
        play = MyceliaPlay(state)
        self._run(play)
        return play.freeze()

    # ----- actions -------------------------------------------------------------------------
    def parse_action(self, key: str) -> Action:
        parsed = self._parse(key)
        return Action(key, self._label(parsed), parsed[0])

    def _parse(self, key: str) -> tuple:
        if not isinstance(key, str):
            raise ValueError(f"an action key is a string, got {key!r}")
        parts = key.split("-")
        head = parts[0]
        try:
            if key == "lux-twice":
                return ("lux",)
            if key in ("end", "skip", "die-1") or key.startswith("die-"):
                if head == "die":
                    face = int(parts[1])
                    if not 1 <= face <= 6 or len(parts) != 2:
                        raise ValueError
                    return ("die", face)
                return (key,)
            if head == "play" or head == "draw":
                return (head, self.by_key[key.split("-", 1)[1]])
            if head == "gw":
                value = int(parts[1])
                if len(parts) != 2 or not 0 <= value <= 9:
                    raise ValueError
                return ("gwidyon", value)
            if head == "buy" and len(parts) == 2:
                slot = int(parts[1])
                if not 0 <= slot < SHOWCASE:
                    raise ValueError
                return ("buy", slot)
            if head == "gift" and len(parts) == 2 and parts[1] in COLORS:
                return ("gift", parts[1])
            if head == "action" and key in ACTION_KEYS:
                return ("action", key.removeprefix("action-"))
            if head in ("move", "remove", "globi"):
                numbers = [int(p) for p in parts[1:-1]] if head != "globi" else [int(parts[1])]
                kind = parts[-1] if head != "globi" else "d"
                sizes = {"move": 2, "remove": 1, "globi": 1}
                if len(numbers) != sizes[head] or kind not in "dp" or len(kind) != 1:
                    raise ValueError
                if any(not 0 <= x < 20 for x in numbers):
                    raise ValueError
                if head == "move":
                    return ("move", numbers[0], numbers[1], kind)
                if head == "remove":
                    return ("remove", numbers[0], kind)
                return ("globi", numbers[0])
            if head in ("trash", "recycle") and parts[1] in ("discard", "gift"):
                return (head, parts[1], self.by_key[key.split("-", 2)[2]])
            if head in ("grant", "drop") and len(parts) == 2 and parts[1] in ("a", "b", "f", "g"):
                return (head, parts[1])
        except (ValueError, KeyError, IndexError):
            pass
        raise ValueError(f"{key!r} is not an action of Mycelia: Prisma")

    def _label(self, parsed: tuple) -> Msg:
        kind = parsed[0]
        if kind in ("end", "skip", "lux"):
            return Msg(P + "label-" + kind)
        if kind in ("play", "draw"):
            return Msg(P + "label-" + kind, card=self.card_name(parsed[1]))
        if kind == "gwidyon":
            return Msg(P + "label-gwidyon", count=parsed[1])
        if kind == "die":
            return Msg(P + "label-die", face=parsed[1])
        if kind == "buy":
            return Msg(P + "label-buy", slot=parsed[1] + 1)
        if kind == "gift":
            return Msg(P + "label-gift", color=parsed[1])
        if kind == "action":
            return Msg(P + "label-action-" + parsed[1])
        if kind == "move":
            return Msg(
                P + "label-move", drop=n.drop_name(parsed[3]),
                source=n.field_name(parsed[1]), target=n.field_name(parsed[2]),
            )  # fmt: skip
        if kind == "remove":
            return Msg(
                P + "label-remove", drop=n.drop_name(parsed[2]), field=n.field_name(parsed[1])
            )
        if kind == "globi":
            return Msg(P + "label-globi", field=n.field_name(parsed[1]))
        if kind in ("trash", "recycle"):
            return Msg(P + f"label-{kind}-{parsed[1]}", card=self.card_name(parsed[2]))
        return Msg(P + "label-" + kind, letter=parsed[1])

    def _legal(self, state: MyceliaState) -> list[Action]:
        if state.ended or not state.tasks:
            return []
        if state.to_move == CHANCE:
            return [a for a, _ in self.chance_outcomes(state)]
        return [self.cached_action(k) for k in self.legal_keys(state)]

    def legal_keys(self, s: MyceliaState) -> list[str]:
        task = s.tasks[0]
        kind = task[0]
        if kind == "turn":
            return self.turn_keys(s)
        if kind in ("move", "remove"):
            return self.optional(s, self.drop_options(s, s.current, task))
        if kind == "bonus":
            return self.optional(s, self.drop_options(s, task[1], task))
        if kind == "trash":
            return self.optional(s, self.trash_options(s, task))
        if kind == "recycle":
            return self.optional(s, self.recycle_options(s))
        if kind == "globi":
            return self.optional(s, self.globi_options(s))
        if kind == "grant":
            return [f"grant-{x}" for x, left in zip("fg", s.pool, strict=True) if left]
        if kind == "drop-action":
            return [f"drop-{x}" for x in sorted(set(s.actions[s.current]))]
        if kind == "lux":
            return ["lux-twice", "skip"]
        return []

    def optional(self, s: MyceliaState, keys: list[str]) -> list[str]:
        """An ability may be left unused (ruling abilities); under 'when possible' only when
        it has nothing to act on."""
        if s.ruling("abilities") == "optional" or not keys:
            return [*keys, "skip"]
        return keys

    def turn_keys(self, s: MyceliaState) -> list[str]:
        me = s.current
        keys = [f"play-{self.cards[c].key}" for c in sorted(set(s.hands[me]))]
        keys += [
            f"buy-{slot}"
            for slot, code in enumerate(s.showcase)
            if code != EMPTY and self.showcase_price(s, code) <= s.leaves[me]
        ]
        if s.prisma:
            keys += [f"gift-{color}" for color in COLORS if self.gift_buyable(s, color)]
        keys += [k for k in ACTION_KEYS if self.action_usable(s, k.removeprefix("action-"))]
        if not s.hands[me]:
            keys.append("end")
        return keys

    def action_price(self, s: Any, letter: str) -> int:
        if s.prisma and self.gift_active(s, "perspicillum"):
            return 0
        return ACTION_PRICE[letter]

    def action_usable(self, s: Any, use: str) -> bool:
        letter = use[0]
        me = s.current
        if s.used.count(letter) >= s.actions[me].count(letter):
            return False  # none, or each of them used this turn already
        if self.action_price(s, letter) > s.leaves[me]:
            return False
        if use == "a-gifts":
            return s.prisma and any(s.piles)
        if use == "a-showcase":
            return bool(s.market) or any(c != EMPTY for c in s.showcase)
        if use == "b":
            return bool(self.drop_options(s, me, ("move", "", 0, 1, 1)))
        if use == "g":
            return bool(s.discards[me] or s.gifts[me])
        return True

    # ----- chance --------------------------------------------------------------------------
    def chance_outcomes(self, state: MyceliaState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        kind = state.tasks[0][0]
        if kind == "die":
            return [(self.cached_action(f"die-{face}"), 1 / 6) for face in range(1, 7)]
        if state.viewer != EVERYONE:
            raise ValueError(
                f"what chance can give here is hidden from {self.seat_name(state.viewer)}'s "
                "view: ask the whole game, not a player's view"
            )
        if kind == "gwidyon":
            codes, weights = decks.draw_weights(state.gw_deck)
            return [(self.cached_action(f"gw-{v}"), w) for v, w in zip(codes, weights, strict=True)]
        pile = state.market if kind == "market" else state.decks[state.tasks[0][1]]
        codes, weights = decks.draw_weights(pile)
        return [
            (self.cached_action(f"draw-{self.cards[c].key}"), w)
            for c, w in zip(codes, weights, strict=True)
        ]

    def sample_chance(self, state: MyceliaState) -> Action:
        if state.seed is None:
            raise ValueError(
                "a player's view holds no seed (it would replay every hidden draw): chance "
                "acts on the whole game, not on a view"
            )
        return super().sample_chance(state)

    def random_action(self, state: MyceliaState, rng: Any) -> Action:
        """Chance acts on the whole game: at a chance node of a player's view (even an open
        die roll) a random pick would be a draw the seeded game never makes."""
        if state.viewer != EVERYONE and state.to_move == CHANCE:
            raise ValueError(
                "a player's view holds no seed: chance acts on the whole game, not on a view"
            )
        return super().random_action(state, rng)

    def chance_hidden_from(self, state: MyceliaState, player: int) -> bool:
        return state.to_move == CHANCE and state.tasks[0][0] != "die"

    def chance_for(self, state: MyceliaState) -> int | None:
        """The seat a chance event at ``state`` is for: the player a card is drawn for (the
        setup deals every hand while the first player is the current one), else the player
        whose turn it is (a refill of the showcase, the die, Gwidyon's card); None when no
        chance acts. Its Step names the same player (base.deck, "drew")."""
        if state.to_move != CHANCE:
            return None
        task = state.tasks[0]
        return task[1] if task[0] == "draw" else super().chance_for(state)

    # ----- applying ------------------------------------------------------------------------
    def _apply(self, state: MyceliaState, action: Action, explain: bool) -> Transition:
        play = MyceliaPlay(state, explain)
        parsed = self._parse(action.key)
        if state.to_move == CHANCE:
            play.draws += 1
        self._decide(play, parsed)
        self._run(play)
        steps = tuple(play.log or ())
        return Transition(play.freeze(), steps)

    def _decide(self, play: MyceliaPlay, parsed: tuple) -> None:
        kind = parsed[0]
        task = play.tasks[0]
        if kind == "draw":
            if task[0] == "market":
                self.market_draw(play, parsed[1])
            else:
                self.chance_draw(play, parsed[1])
        elif kind == "die":
            play.say("base.replenish", "die", "shrine", face=parsed[1])
            self.replenish(play, parsed[1])
        elif kind == "gwidyon":
            self.gwidyon_turn(play, parsed[1])
        elif kind == "play":
            self.play_card(play, parsed[1])
        elif kind == "buy":
            self.buy_from_showcase(play, parsed[1])
        elif kind == "gift":
            self.buy_gift(play, parsed[1])
        elif kind == "action":
            self.use_action(play, parsed[1])
        elif kind == "end":
            pop(play.tasks)
            self.end_turn(play)
        elif kind == "skip":
            pop(play.tasks)
            play.say(self.skip_rule(task), "skipped", "skip")
        elif kind in ("move", "remove"):
            self.drop_decision(play, task, parsed)
        elif kind == "trash":
            self.one_of(play, task)
            self.trash(play, parsed[1], parsed[2])
        elif kind == "recycle":
            self.one_of(play, task)
            self.recycle(play, parsed[1], parsed[2])
        elif kind == "globi":
            pop(play.tasks)
            self.globi(play, parsed[1])
        elif kind == "grant":
            pop(play.tasks)
            self.grant_action(play, parsed[1])
        elif kind == "drop":
            pop(play.tasks)
            self.drop_action(play, parsed[1])
        elif kind == "lux":
            pop(play.tasks)
            self.play_again(play, task[1])

    def skip_rule(self, task: tuple) -> str:
        return "ruling.abilities"

    def one_of(self, play: MyceliaPlay, task: tuple) -> None:
        """One use of a task that acts ``times`` times (its count is its second entry)."""
        if task[1] > 1:
            play.tasks[0] = (task[0], task[1] - 1, *task[2:])
        else:
            pop(play.tasks)

    def drop_decision(self, play: MyceliaPlay, task: tuple, parsed: tuple) -> None:
        seat = task[1] if task[0] == "bonus" else play.current
        times = task[2] if task[0] == "bonus" else task[4]
        if times > 1:
            play.tasks[0] = (*task[:-1], times - 1)
        else:
            pop(play.tasks)
        if parsed[0] == "move":
            self.move_drop(play, seat, parsed[1], parsed[2], parsed[3])
        else:
            if task[0] == "move":
                play.say("gift.virga", "virga", n.gifts_id(seat, "virga"))
            self.take_drop(play, seat, parsed[1], parsed[2])

    def trash(self, play: MyceliaPlay, place: str, code: int) -> None:
        me = play.current
        zone = play.discards if place == "discard" else play.gifts
        items = list(zone[me])
        items.remove(code)
        zone[me] = tuple(items)
        play.trashed = decks.with_cards(play.trashed, (code,))
        rule = "base.remove-card" if place == "discard" else "prisma.remove-gift"
        play.say(rule, "trashed", n.discard_id(me), card=self.card_name(code))

    def use_action(self, play: MyceliaPlay, use: str) -> None:
        me = play.current
        letter = use[0]
        price = self.action_price(play, letter)
        play.leaves[me] -= price
        play.used = (*play.used, letter)
        if price == 0 and ACTION_PRICE[letter]:
            play.say("gift.perspicillum", "perspicillum", n.gifts_id(me, "perspicillum"))
        if use == "a-showcase":
            shown = tuple(c for c in play.showcase if c != EMPTY)
            play.market = decks.with_cards(play.market, shown)
            play.showcase = (EMPTY,) * SHOWCASE
            play.say("base.action-a", "showcase-swapped", n.action_id(me, "a"), price=price)
            push(play.tasks, ("refill",))
        elif use == "a-gifts":
            play.say("prisma.action-a", "action-a-gifts", n.action_id(me, "a"), price=price)
            self.rotate_piles(play)
        elif use == "b":
            play.say("base.action-b", "action-b", n.action_id(me, "b"), price=price)
            push(play.tasks, ("move", "", 0, 1, 1))
        elif use == "f":
            play.say("prisma.action-f", "action-f", n.action_id(me, "f"), price=price)
            self.gain_favors(play, me, 1, "prisma.action-f")
        elif use == "g":
            play.say("prisma.action-g", "action-g", n.action_id(me, "g"), price=price)
            push(play.tasks, ("recycle", 1))

    def _run(self, play: MyceliaPlay) -> None:
        FLOW.run(
            play,
            {"fill": self.fill, "refill": self.refill, "end": self.next_turn},
            stop=lambda p: bool(p.ended),
        )

    # ----- refusals ------------------------------------------------------------------------
    def _explain_illegal(self, state: MyceliaState, action: Action) -> Ruling:
        parsed = self._parse(action.key)
        kind = parsed[0]
        if state.ended:
            return Ruling(R + "base.end", Msg(P + "refuse-over"))
        if state.to_move == CHANCE:
            return Ruling(R + "base.deck", Msg(P + "refuse-chance"))
        task = state.tasks[0][0]
        if kind in ("draw", "die", "gwidyon"):
            return Ruling(R + "base.deck", Msg(P + "refuse-not-chance"))
        if task != "turn" and kind in TURN_KINDS:
            return Ruling(R + "base.turn", Msg(P + "refuse-finish-first"))
        me = state.current
        if kind == "play":
            return Ruling(
                R + "base.turn", Msg(P + "refuse-not-in-hand", card=self.card_name(parsed[1]))
            )
        if kind == "end":
            return Ruling(R + "base.turn", Msg(P + "refuse-play-all", count=len(state.hands[me])))
        if kind == "buy":
            code = state.showcase[parsed[1]]
            if code == EMPTY:
                return Ruling(R + "base.showcase", Msg(P + "refuse-empty-slot"))
            return Ruling(
                R + "base.showcase",
                Msg(
                    P + "refuse-leaves",
                    price=self.showcase_price(state, code),
                    have=state.leaves[me],
                ),
            )
        if kind == "gift":
            if not state.prisma:
                return Ruling(R + "base.variant", Msg(P + "refuse-base-only"))
            if not state.piles[COLORS.index(parsed[1])]:
                return Ruling(
                    R + "prisma.gift-piles", Msg(P + "refuse-pile-empty", color=parsed[1])
                )
            return Ruling(R + "prisma.gift-buy", Msg(P + "refuse-color", color=parsed[1]))
        if kind == "action":
            return self._action_refusal(state, parsed[1])
        if kind == "skip":
            return Ruling(R + "ruling.abilities", Msg(P + "refuse-skip"))
        if task in ("move", "remove", "bonus"):
            return Ruling(
                R + f"base.{'move' if kind == 'move' else 'remove'}", Msg(P + "refuse-field")
            )
        if kind in ("trash", "recycle"):
            rule = "base.remove-card" if kind == "trash" else "prisma.recycle"
            return Ruling(R + rule, Msg(P + "refuse-card-place"))
        if kind == "globi":
            return Ruling(R + "gift.globi", Msg(P + "refuse-globi"))
        if kind in ("grant", "drop"):
            return Ruling(
                R + "prisma.action-limit", Msg(P + "refuse-action-card", letter=parsed[1])
            )
        if kind == "lux":
            return Ruling(R + "gift.lux", Msg(P + "refuse-lux"))
        return Ruling(R + "base.turn", Msg(P + "refuse-not-now"))

    def _action_refusal(self, state: MyceliaState, use: str) -> Ruling:
        letter = use[0]
        me = state.current
        rule = R + ("prisma.action-" + letter if letter in "fg" else "base.action-" + letter)
        if use == "a-gifts" and not state.prisma:
            return Ruling(R + "base.variant", Msg(P + "refuse-base-only"))
        if letter not in state.actions[me]:
            return Ruling(rule, Msg(P + "refuse-no-action-card", letter=letter))
        if state.used.count(letter) >= state.actions[me].count(letter):
            return Ruling(rule, Msg(P + "refuse-action-used", letter=letter))
        price = self.action_price(state, letter)
        if price > state.leaves[me]:
            return Ruling(rule, Msg(P + "refuse-leaves", price=price, have=state.leaves[me]))
        return Ruling(rule, Msg(P + "refuse-nothing-to-do", letter=letter))

    # ----- the end -------------------------------------------------------------------------
    def result(self, state: MyceliaState) -> Result | None:
        if not state.ended:
            return None
        start = 22 if state.prisma else 20
        scores = tuple(start - self.drops_left(state, s) for s in range(state.players))
        who = tuple(n.player(s) for s in state.winners)
        if state.solo:
            reason = Msg(P + ("result-solo-won" if state.winners else "result-solo-lost"))
        elif state.ended == R + "ruling.cleared-board":
            reason = Msg(P + "result-fewest", who=who)  # says it is our ruling, not the rulebook
        else:
            reason = Msg(P + "result", who=who)
        return Result(scores, state.winners, render(reason), state.ended)

    def action_limit(self, players: int) -> int:
        """Drops come back only through the shrine, a few at a time, so boards empty:
        random games take some 1,300 to 1,800 actions on average (the longest of 120 seen:
        3,850, two players); 12,000 bounds them in tests."""
        return ACTION_LIMIT

    # ----- views ---------------------------------------------------------------------------
    def view(self, state: MyceliaState, player: int) -> MyceliaState:
        """What ``player`` sees: their hand, the size of every face-down pile and other hand,
        the top gift of each pile, no seed."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of a player's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no Player {player + 1} in this game")
        if state.viewer != EVERYONE and state.viewer != player:
            raise ValueError("this is already another player's view")
        hide = lambda zone: decks.masked(zone, HIDDEN)  # noqa: E731
        s = state
        hands = tuple(h if i == player else hide(h) for i, h in enumerate(s.hands))
        piles = tuple(p[:1] + hide(p[1:]) for p in s.piles)
        return build_state(
            s.players, s.variants, s.rulings, None, s.draws, s.current, s.turn, s.tasks,
            s.dew, s.prism, s.shrines, s.shrine, s.supply, s.leaves, s.mushrooms, hands,
            s.tops, tuple(map(hide, s.decks)), s.discards, s.gifts, s.played, s.trashed,
            hide(s.market), s.showcase, piles, s.actions, s.pool, s.used, s.plays, s.gw_pos,
            s.gw_pile, hide(s.gw_deck), s.gw_done, s.last_round, s.ended, s.winners, player,
            s.blocked, s.shrine_prism, s.dew_supply, s.cleared, s.prism_out,
        )  # fmt: skip

    def view_step(self, step: Step, player: int) -> Step:
        message = step.message
        if isinstance(message, Msg):
            message = redact(message, player)
        return Step(step.rule, message, step.highlight, self.view(step.state, player))

    def view_label(self, before: MyceliaState, action: Action, player: int) -> Msg | str:
        """Another player's draw is "a card" (a message, read in the reader's language); every
        other label as the core gives it."""
        task = before.tasks[0] if before.tasks else ()
        if action.kind == "draw" and task[:1] == ("draw",) and task[1] != player:
            return Msg(P + "label-draw-hidden")
        return super().view_label(before, action, player)

    def describe(self, state: MyceliaState) -> str:
        from .describe import describe_position

        return describe_position(self, state)

    # ----- teaching data -------------------------------------------------------------------
    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            self._scenarios = load_scenarios(HERE / "scenarios.toml", self)
        return self._scenarios

    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        if self._tutorials is None:
            self._tutorials = (load_tutorial(HERE / "tutorial.toml", self),)
        return self._tutorials

    # ----- saving --------------------------------------------------------------------------
    def to_json(self, state: MyceliaState) -> dict[str, Any]:
        return codec.encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> MyceliaState:
        return codec.decode(self, data)

    def check_position(self, state: MyceliaState) -> None:
        if state.viewer != EVERYONE:
            # A view masks cards and keeps no seed: nothing to play on (codec says why).
            raise StateError("viewer", VIEW_REFUSED)
        problem = laws.position_problem(self, state)
        if problem is None and not state.ended and not self.legal_actions(state):
            problem = ("tasks", "the front task offers nothing to do: the game cannot go on")
        if problem is not None:
            raise StateError(*problem)


ACTION_KEYS = ("action-a-showcase", "action-a-gifts", "action-b", "action-f", "action-g")
ACTION_PRICE = {"a": 1, "b": 3, "f": 1, "g": 3}
TURN_KINDS = frozenset({"play", "buy", "gift", "action", "end"})
__all__ = ["MAX_ACTIONS", "MyceliaPrisma"]
