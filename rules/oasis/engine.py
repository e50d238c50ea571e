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

The game class is put together from one part per job: moves.py (the moves declared, their keys,
labels and chance's checks), action_checks.py and companion_checks.py (the other moves' options
and checks), drawing.py (chance: its outcomes and what a draw or a grab does), actions.py (the
mandatory action carried out), companions.py (Recruit, Pillage, Mission carried out), turns.py
(the automatic part of a turn and the end of the game), with refusals.py and teaching.py, and
starting.py (the setup); this module holds the card names, a random move, views and the
checks of a loaded position. The declaration (title, players, rulings, kinds of action, bots)
is game.toml's; the rulebook, scenarios, tutorial, saving (codec.py) and a scout's reading of
a Step are the core's defaults (rules/core/package.py).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from rules.core import Action, Result, Ruling, StateError
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.messages import Msg, render
from rules.core.moves import DeclaredGame
from rules.core.working import replaced, working_copy

from . import invariants
from . import names as n
from .action_checks import ActionChecks
from .actions import Actions
from .cards import EQUIPMENT, HIDDEN, CardSet, load_cards
from .companion_checks import CompanionChecks
from .companions import Companions
from .drawing import Drawing
from .moves import NAMED_FIRST, OasisMoves
from .refusals import Refusals
from .starting import Starting
from .state import BANNER_TASK, FLOW, TURN_TASKS, OasisState, build_state  # noqa: F401 - TURN_TASKS: tests read it here
from .teaching import Teaching
from .turns import Turns
from .zones import added, removed

SLUG = "oasis"
R = "oasis."
# The core reads these by their names (rules/core/package.py); the tests edit copies of them.
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")

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


class Oasis(
    Turns,
    Actions,
    Companions,
    Drawing,
    Teaching,
    OasisMoves,
    ActionChecks,
    CompanionChecks,
    Refusals,
    Starting,
    DeclaredGame,
):
    """Oasis New Hope for 2-4 scouts."""

    turn_rule = R + "turn"
    flow = FLOW
    Play = Play
    over_refusal = Ruling(R + "turn", Msg("oasis-refuse-over"))
    # Every check passes only what its options list (the contract tests hold them to it).
    unlisted = Ruling(R + "turn", Msg("oasis-refuse-not-listed"))
    hidden_information = True
    # The chance button and the kinds of action are messages, read in the dashboard's language.
    chance_label = Msg("oasis-chance-label")

    def __init__(self, cards: CardSet | None = None) -> None:
        super().__init__()
        self.cards = cards = cards or load_cards()
        self.messages = n.CATALOGUE
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
    def seat_name(self, seat: int, state=None) -> Msg:
        """A seat by its scout ("Scout 1"), a message: read where it is shown."""
        return n.scout(seat)

    def card_key(self, code: int) -> str:
        return "?" if code == HIDDEN else self._keys[code]

    def card_name(self, code: int) -> Msg:
        return Msg("oasis-card-hidden") if code == HIDDEN else self._names[code]

    def card_title(self, code: int) -> str:
        return render(self.card_name(code))

    def clan_of(self, code: int) -> str:
        return self._clan[code]

    # ----- the cards a game holds ----------------------------------------------------------
    def totals(self, state: OasisState) -> list[int]:
        """How many cards of each code this game holds in all (cards.CardSet.totals, plus
        the two Shields a two-player game brings from outside, ruling two-player-shield)."""
        counts = self.cards.totals(state.players)
        if state.players == 2 and state.ruling("two-player-shield") == "extra":
            counts[self._shield] += 2
        return counts

    def _item_name(self, item: str) -> Msg:
        return self._names[self.cards.equipment[item]]

    # ----- a random move -------------------------------------------------------------------
    def random_action(self, state: OasisState, rng: random.Random) -> Action:
        # The core's ``rng.choice`` over the legal list (``_legal``, the same list in the same
        # order) without the core's map by key; vouched for, so ``apply`` skips the look-up.
        tasks = state.tasks
        if state.ended or not tasks or tasks[0][0] in FLOW.chance:
            return super().random_action(state, rng)
        return self._vouch(state, rng.choice(self._legal(state)))

    # ----- after an action ------------------------------------------------------------------
    def run_flow(self, play: Play) -> None:
        # Oasis passes over decisions and draws that offer nothing besides running the flow's
        # automatic tasks (``_advance``); the core's finish does the rest, the last Step
        # showing where the action leaves the game.
        self._advance(play)

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
        return Result(scores, state.winners, reason, state.ended)

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
                f"this is already {render(self.seat_name(state.viewer))}'s view: it cannot "
                f"show what {render(self.seat_name(player))} sees"
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

    # ----- a loaded position --------------------------------------------------------------
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
