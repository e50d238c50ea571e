"""Mycelia: Prisma for 1-4 players (solo against Gwidyon), on a minimal base game Mycelia.

The base rules are base.py, Prisma's layer prisma.py, the setup starting.py; this module is the
turn: the legal actions of each task, applying them on a working copy, refusals, views and
results. The declaration (title, players, the variant, rulings, kinds of action, bot) is
game.toml's; the rulebook, scenarios, tutorial, saving (codec.py) and a player's reading of a
Step are the core's defaults (rules/core/package.py).
"""

from __future__ import annotations

from typing import Any

from rules.core import CHANCE, Action, Result, Ruling, StateError, decks
from rules.core.fastbuild import view_builder
from rules.core.flow import push
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.kept_table import KeptTable
from rules.core.messages import Msg, Secret
from rules.core.moves import DeclaredGame
from rules.core.working import working_copy

from . import laws
from . import names as n
from .base import BaseRules, R
from .chance_moves import ChanceMoves
from .data import load_board, load_cards
from .drop_moves import DropMoves
from .moves import ACTION_PRICE, FREE_MOVE, MyceliaMoves
from .prisma import MAX_ACTIONS, PrismaRules
from .refusals import MyceliaRefusals
from .starting import Starting
from .state import EMPTY, EVERYONE, FLOW, HIDDEN, SHOWCASE, MyceliaState
from .task_moves import TaskMoves
from .teaching import Teaching
from .turn_end import TurnEnd
from .turn_moves import TURN_OPTIONS_KEPT, TurnMoves

SLUG = "mycelia-prisma"
P = n.P
ACTION_LIMIT = 12_000

#: The working copy an action is applied on. Only the tasks are a list: the per-seat fields
#: (boards, leaves, card zones, action cards) and the gift piles stay tuples, and a rule that
#: changes one entry replaces the tuple (``play.put(field, seat, value)``). An action changes
#: one or two of those twelve tuples, if any, and copying all of them into lists and freezing
#: them back was a third of the copy's cost on every action a bot looks at (issue 47, sixth
#: round). The supply card, the viewer and the unused mushrooms are set up once and no action
#: changes them: like the players, variants, rulings and seed, they are read from the state.
Play = working_copy(
    MyceliaState,
    lists=("tasks",),
    constants=("players", "variants", "rulings", "seed", "supply", "viewer", "blocked"),
    rule_prefix=R,
)


#: A player's view of a position: every field as it is but the hidden ones given, no seed,
#: the viewer named (a bot's every decision asks for one).
_masked = view_builder(MyceliaState, ("hands", "decks", "market", "piles", "gw_deck"))
#: Draw outcomes kept by their pile (``chance_outcomes``) before they are let go all at once.
DRAWS_KEPT = 4096


def _hide(zone: tuple[int, ...]) -> tuple[int, ...]:
    """A face-down pile as a player knows it: its size."""
    return decks.masked(zone, HIDDEN)


def _hands_seen(hands: tuple, player: int) -> tuple:
    return tuple(h if i == player else _hide(h) for i, h in enumerate(hands))


def _decks_seen(piles: tuple) -> tuple:
    return tuple(map(_hide, piles))


def _piles_seen(piles: tuple) -> tuple:
    """The gift piles: each top face up, the rest face down."""
    return tuple(p[:1] + _hide(p[1:]) for p in piles)


class MyceliaPlay(Play):
    __slots__ = ()

    def say(self, rule: str, message: str, *highlight: str, **params: Any) -> None:
        if self.log is not None:
            self.step(rule, Msg(P + message, **params), *highlight)

    @property
    def prisma(self) -> bool:
        return self.state.prisma

    @property
    def solo(self) -> bool:
        return self.state.players == 1


class MyceliaPrisma(
    Teaching,
    MyceliaMoves,
    ChanceMoves,
    TurnMoves,
    DropMoves,
    TaskMoves,
    MyceliaRefusals,
    PrismaRules,
    BaseRules,
    TurnEnd,
    Starting,
    DeclaredGame,
):
    """Mycelia: Prisma (Ravensburger), every rule of its rulebook, on a minimal Mycelia."""

    turn_rule = R + "base.turn"
    Play = MyceliaPlay
    flow = FLOW
    over_refusal = Ruling(R + "base.end", Msg(P + "refuse-over"))
    unlisted = Ruling(R + "base.turn", Msg(P + "refuse-not-now"))
    hidden_information = True
    # The chance button and the kinds of action are messages, read in the dashboard's language.
    chance_label = Msg(P + "chance-label")

    def __init__(self) -> None:
        super().__init__()
        self.cards = load_cards()
        self.board = load_board()
        self.shrine_field = self.board.shrine_field  # read by every drop rule: found once
        self.messages = n.CATALOGUE
        self.automatic = {"fill": self.fill, "refill": self.refill, "end": self.next_turn}
        self.by_key = {c.key: c.code for c in self.cards}
        self.gift_code = {c.key: c.code for c in self.cards if c.gift}
        self._drop_actions: dict[tuple[str, tuple], Action] = {}  # moves._legal's, made once
        self._outcomes: dict[tuple[bool, int], Action] = {}  # chance_outcomes', made once
        # A turn's buys and gifts by what their checks read (turn_moves.py), made once.
        self._turn_options = KeptTable(TURN_OPTIONS_KEPT)
        # A draw's outcomes by (Gwidyon's card?, the pile), made once (chance_outcomes).
        self._draws = KeptTable(DRAWS_KEPT)
        # The last view's masked zones, each with the zone it masks (view).
        self._masks: dict[str, tuple[Any, Any]] = {}
        self._card_names: list[Msg] | None = None

    # ----- names ---------------------------------------------------------------------------
    def card_name(self, code: int) -> Msg:
        names = self._card_names  # made once per card: a message is an immutable value
        if names is None:
            names = self._card_names = [Msg(P + "card", name=c.name) for c in self.cards]
        return names[code]

    def secret_card(self, code: int, seat: int) -> Secret:
        return Secret(self.card_name(code), frozenset({seat}), Msg(P + "card-hidden"))

    def seat_name(self, seat: int, state=None) -> Msg:
        """A seat by its player ("Player 1"), a message: read where it is shown."""
        return n.player(seat)

    def action_from_key(self, state: MyceliaState, key: str) -> Action:
        """The legal Action with this key, as the core's. A bot decides on its seat's view and
        its choice is then checked in the whole position by the chosen move's own check and
        options (the core's ``_listed``), not by making that position's whole legal list a
        second time (issue 47): the legal list is the core's but for the drop tasks' order
        (moves._legal), and a drop task's moves take their options from the very offer that
        list is made of. A key not found so goes the general way, which says why."""
        if type(key) is str and len(key) <= self.longest_key:
            action = self._listed(state, key)
            if action is not None:
                return self._vouch(state, action)
        return super().action_from_key(state, key)

    # ----- chance --------------------------------------------------------------------------
    def chance_outcomes(self, state: MyceliaState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        if state.tasks[0][0] == "die":
            return [(action, 1 / 6) for action in self._legal(state)]
        gwidyon = state.tasks[0][0] == "gwidyon"
        pile = self.chance_pile(state)
        # The same piles come back (Gwidyon's few cards, the start decks of every seeded
        # game): half the draws of the Lab's games find their pile's outcomes made already.
        outcomes = self._draws.get((gwidyon, pile))
        if outcomes is None:
            outcomes = self._draw_outcomes(gwidyon, pile)
        return list(outcomes)

    def _draw_outcomes(
        self, gwidyon: bool, pile: tuple[int, ...]
    ) -> tuple[tuple[Action, float], ...]:
        """A draw's outcomes from ``pile`` (Gwidyon's solo cards, or a pile of cards), each
        card's chance as the core's decks give it; kept by the pile (some thousands at most:
        let go all at once beyond that)."""
        codes, weights = decks.draw_weights(pile)
        made = self._outcomes  # each outcome's Action by (Gwidyon's card?, code): made once
        outcomes = tuple(
            (made.get((gwidyon, c)) or self._outcome(gwidyon, c), w)
            for c, w in zip(codes, weights, strict=True)
        )
        return self._draws.keep((gwidyon, pile), outcomes)

    def _outcome(self, gwidyon: bool, code: int) -> Action:
        """The Action of a draw of the card ``code``, or of Gwidyon's solo card of that value."""
        if gwidyon:
            action = self.action_of(self.gwidyon_move, (code,))
        else:
            action = self.action_of(self.draw_move, (self.cards[code].key,))
        self._outcomes[gwidyon, code] = action
        return action

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

    # ----- the end of an action --------------------------------------------------------------
    # The flow stops once the game has ended, and each Step keeps the position its rule left
    # (the goldens hold them).
    steps_keep_positions = True

    def game_ended(self, play: MyceliaPlay) -> bool:
        return bool(play.ended)

    def trash(self, play: MyceliaPlay, place: str, code: int) -> None:
        me = play.current
        zone = "discards" if place == "discard" else "gifts"
        items = list(getattr(play, zone)[me])
        items.remove(code)
        play.put(zone, me, tuple(items))
        play.trashed = decks.with_cards(play.trashed, (code,))
        rule = "base.remove-card" if place == "discard" else "prisma.remove-gift"
        play.say(rule, "trashed", n.discard_id(me), card=self.card_name(code))

    def use_action(self, play: MyceliaPlay, use: str) -> None:
        me = play.current
        letter = use[0]
        price = self.action_price(play, letter)
        play.put("leaves", me, play.leaves[me] - price)
        play.used = (*play.used, letter)
        if price == 0 and ACTION_PRICE[letter]:  # Perspicillum paid it
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
            push(play.tasks, FREE_MOVE)
        elif use == "f":
            play.say("prisma.action-f", "action-f", n.action_id(me, "f"), price=price)
            self.gain_favors(play, me, 1, "prisma.action-f")
        elif use == "g":
            play.say("prisma.action-g", "action-g", n.action_id(me, "g"), price=price)
            push(play.tasks, ("recycle", 1))

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
        return Result(scores, state.winners, reason, state.ended)

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
        s, mask = state, self._masked_zone
        hands = s.hands if s.players == 1 else _hands_seen(s.hands, player)  # solo: all seen
        return _masked(
            s, player, hands, mask("decks", s.decks, _decks_seen), mask("market", s.market, _hide),
            mask("piles", s.piles, _piles_seen), mask("gw_deck", s.gw_deck, _hide),
        )  # fmt: skip

    def _masked_zone(self, name: str, zone: Any, seen: Any) -> Any:
        """``seen(zone)``, the zone as a player sees it; given again for the very same zone
        as the last view's (most views follow a position that left it alone)."""
        last = self._masks.get(name)
        if last is not None and last[0] is zone:
            return last[1]
        masked = seen(zone)
        self._masks[name] = (zone, masked)
        return masked

    def view_label(self, before: MyceliaState, action: Action, player: int) -> Msg | str:
        """Another player's draw is "a card" (a message, read in the reader's language); every
        other label as the core gives it."""
        task = before.tasks[0] if before.tasks else ()
        if action.kind == "draw" and task[:1] == ("draw",) and task[1] != player:
            return Msg(P + "label-draw-hidden")
        return super().view_label(before, action, player)

    # ----- a loaded position --------------------------------------------------------------
    def check_position(self, state: MyceliaState) -> None:
        if state.viewer != EVERYONE:
            # A view masks cards and keeps no seed: nothing to play on (codec says why).
            raise StateError("viewer", VIEW_REFUSED)
        problem = laws.position_problem(self, state)
        if problem is None and not state.ended and not self.legal_actions(state):
            problem = ("tasks", "the front task offers nothing to do: the game cannot go on")
        if problem is not None:
            raise StateError(*problem)


__all__ = ["MAX_ACTIONS", "MyceliaPrisma"]
