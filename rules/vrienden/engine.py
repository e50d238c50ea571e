"""The rules of Vrienden, the game published as Chakra (seed 002_3b0b85b91a36e80b.txt).

Every rule names the rulebook section it enforces (ids in rulebook.toml, prefix ``vrienden.``).

Randomness. Setup shuffles the plenitude tokens, deals the meditation tokens, reveals the
objectives and fills the maya flows with the state's seeded source (``rules.core.chance``;
``draws`` counts what setup used). Every bag draw during play, refilling a maya space after a
take, is an explicit chance node: ``to_move == CHANCE`` and ``chance_outcomes`` gives each
colour left in the bag with its share, so the explorer can ask "what if black comes out?".
The eighth inspiration action *chooses* a colour from the bag: a player decision, not chance.

A channel action is a sequence of actions within one turn: ``channel N`` pays the inspiration
token (legal only if all its moves can be completed in some order), then one ``move`` per
energy, each legal only if the moves still owed stay possible. This keeps the legal-action
lists short and lets a refusal name the single move that is wrong.

The moves are declarations the core runs (``rules.core.moves``: legal list, why-not, keys,
dispatch): moves.py declares them, and the game class is put together from one part per job:
receiving.py (takes), channelling.py (channel actions), paths.py (where an energy may go),
effects.py (what each move does), turns.py (the end of a turn and of the game), scoring.py
(the final scoring), teaching.py (the explorer's hooks); this module holds setup, chance, the
random player's quick pick and views. The declaration (title, players, variants, rulings, kinds
of action, bot) is game.toml's; the rulebook, scenarios, tutorial, saving (codec.py) and a
player's reading of a Step are the core's defaults (rules/core/package.py).

The turn is the core's turn flow (state.FLOW) over the tasks the state holds: draws owed, then
the decision of the player to move; an action runs on the core's working copy (``Play``), and
the end of a turn and the refill a take leaves are automatic tasks ``FLOW.run`` carries out
when the action's effect is done (``finish``). Every sentence (Steps,
refusals, labels, the description) is a message of messages/en.ftl; names.py holds the names
and element ids the engine shares with the codec, teaching and the board view.
"""

from __future__ import annotations

import random

from rules.core import CHANCE, Action, Result, chance
from rules.core.fastbuild import view_builder
from rules.core.kept_table import KeptTable
from rules.core.messages import Msg
from rules.core.moves import DeclaredGame
from rules.core.working import replaced, working_copy

from . import codec
from . import names as nm
from .board import Board, Objective, default_board
from .channelling import Channelling
from .effects import Effects
from .moves import VriendenMoves, channel_text  # noqa: F401 - the board view reads it here
from .names import (
    BUBBLES,
    COLOURS,
    EARTH,
    HIDDEN,
    OBJECTIVES,
    WHITE,
    YIN_YANG,
    M,
)
from .paths import SKIPS_KEPT, Paths
from .receiving import Receiving
from .scoring import Scoring
from .state import (
    FLOW,
    VriendenState,
    full_position,
    row_less,
    row_more,
)
from .teaching import Teaching
from .turns import Turns

SLUG = "vrienden"
R = "vrienden."


class Play(
    working_copy(
        VriendenState,
        constants=(
            "players", "variants", "rulings", "seed", "plenitude", "spare", "objectives",
            "viewer",
        ),
        lists=("tasks",),
        rule_prefix=R,
    )
):  # fmt: skip
    """The working copy an action runs on (rules.core.working). Every field but ``tasks`` is
    a tuple the rules replace as a whole (``put``, ``add``, ``remove``), never change in place:
    an action changes a few entries, and freezing then costs nothing. ``tasks`` is a list the
    flow's ``push`` and ``pop`` change."""

    __slots__ = ()

    def add(self, seat: int, row: int, colour: int) -> None:
        rows = self.boards[seat]
        self.put("boards", seat, replaced(rows, row, row_more(rows[row], colour)))

    def remove(self, seat: int, row: int, colour: int) -> None:
        rows = self.boards[seat]
        self.put("boards", seat, replaced(rows, row, row_less(rows[row], colour)))

    def set_space(self, flow: int, space: int, colour: int) -> None:
        """Put ``colour`` (or EMPTY) on space ``space`` of maya flow ``flow``."""
        self.put("flows", flow, replaced(self.flows[flow], space, colour))


#: ``dataclasses.replace(state, seed=None, viewer=viewer, plenitude=..., spare=...)`` made
#: field by field: every decision of a heuristic bot asks for its seat's view (issue 47).
_seen_by = view_builder(VriendenState, ("plenitude", "spare"))


class Vrienden(
    Teaching, VriendenMoves, Receiving, Channelling, Paths, Effects, Turns, Scoring, DeclaredGame
):
    """Vrienden (Chakra), with Module A (Yin Yang) and Module D (Objectives)."""

    turn_rule = R + "turn"
    Play = Play
    flow = FLOW

    def __init__(self, board: Board | None = None) -> None:
        super().__init__()
        self.board = board or default_board()
        self.messages = nm.CATALOGUE
        self._objective = {o.id: o for o in self.board.objectives}
        # The automatic tasks: the bookkeeping at the end of a turn, the refill after a take.
        self.automatic = {
            "yin-yang": self._yin_yang_pairs,
            "objectives": self._objectives_met,
            "trigger": self._trigger,
            "game-end": self._round_end,
            "next-seat": self._next_seat,
            "refill": self._refill,
        }
        assert set(self.automatic) == FLOW.automatic
        self._end_task_cache: dict[tuple, tuple[tuple, ...]] = {}
        # Caches of the fast generator (pure functions of their keys).
        self._block_cache: dict[tuple, list[tuple]] = {}
        self._move_rules_cache: dict[tuple, tuple[bool, frozenset[int], bool, int, int]] = {}
        self._last_rules: tuple = (None, None, None)  # (rulings, variants, _move_rules value)
        self._choice_cache: dict[tuple, list[tuple[int, ...]]] = {}
        self._table_cache: dict[tuple, list] = {}
        self._rows_of_take: dict[tuple, tuple[list[tuple], list]] = {}
        self._dests_cache: dict[int, list[tuple[int, ...]]] = {}
        self._last_take_rules: tuple = (None, None)  # (rulings, _take_rules value)
        self._draws: list[Action] = []
        self._channel_cache: dict[tuple, list[int]] = {}
        self._channel_lists: dict[int, list[tuple[int]]] = {}
        self._looks: dict[tuple[int, ...], list[tuple[int]]] = {}  # look_options by tokens held
        self._other_lists: dict[tuple, list[Action]] = {}  # channels and meditations
        self._move_key_cache: dict[tuple[int, int, int], str] = {}
        self._skips_kept = KeptTable(SKIPS_KEPT)  # see Paths._skips
        self._owed_ways: dict[tuple, tuple[int, ...]] = {}  # see Paths._owed_move
        self._choice_counts: dict[tuple, tuple[int, ...]] = {}
        self._dest_count_cache: dict[int, tuple[int, ...]] = {}
        # Board shapes pack each row's size into two bits.
        self._shapes = self.board.places <= 3 and self.board.bubbles <= 3
        # What each row of a player's board holds (bubbles, chakras, earth), read per step of
        # every walk.
        self._room_of_rows = tuple(self.capacity(row) for row in range(EARTH + 1))

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int, state=None) -> Msg:
        """A seat's name ("Player 1"), a message: read where it is shown."""
        return nm.seat(seat)

    def objective(self, oid: str) -> Objective | None:
        """The objective card of Module D with this id, if the board has one."""
        return self._objective.get(oid)

    def capacity(self, row: int) -> int:
        if row == BUBBLES:
            return self.board.bubbles
        if row == EARTH:
            return 1 << 30
        return self.board.places

    # ----- setup ---------------------------------------------------------------------------
    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> VriendenState:
        board = self.board
        draws = 0

        def shuffled(items: list) -> list:
            nonlocal draws
            result, draws = chance.shuffle(seed, draws, items)
            return result

        tokens = shuffled(list(board.plenitude))
        bag = [board.per_colour * players] * 8 + [0]
        if YIN_YANG in variants:
            bag[WHITE] = board.white_per_player * players
        meditation = []
        for _ in range(players):
            meditation.append((int(chance.uniform(seed, draws) * 7),))
            draws += 1
        objectives: tuple[str, ...] = ()
        if OBJECTIVES in variants:
            shown = board.objectives_shown[0 if players == 2 else 1]
            objectives = tuple(o.id for o in shuffled(list(board.objectives))[:shown])
        flows = []
        for _ in range(board.flows):
            spaces = []
            for _ in range(board.flow_spaces):
                colour = chance.pick(seed, draws, bag)
                draws += 1
                bag[colour] -= 1
                spaces.append(colour)
            flows.append(tuple(spaces))
        empty_board = ((),) * 9
        return full_position(
            players,
            variants,
            rulings,
            seed,
            draws=draws,
            tasks=(("play",),),
            current=0,
            round=1,
            bag=tuple(bag),
            flows=tuple(flows),
            plenitude=tuple(tokens[:7]),
            spare=tokens[7],
            boards=(empty_board,) * players,
            notches=(0,) * players,
            spaces=(0,) * players,
            meditation=tuple(meditation),
            alleviated=(0,) * players,
            halves=(0,) * players,
            objectives=objectives,
            bonuses=((),) * len(objectives),
            discard=(0,) * 9,
        )

    # ----- chance --------------------------------------------------------------------------
    def chance_outcomes(self, state: VriendenState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        total = sum(state.bag)
        draws = self._draw_actions()
        return [(draws[c], n / total) for c, n in enumerate(state.bag) if n]

    def sample_chance(self, state: VriendenState) -> Action:
        # The core's seeded pick over the same shares, without pairing them with actions.
        if state.to_move != CHANCE:
            raise ValueError("the state is not at a chance node")
        self.refuse_unseeded(state)
        bag = state.bag
        total = sum(bag)
        index = chance.pick(state.seed, state.draws, [n / total for n in bag if n])
        # An outcome is legal: `apply` need not look it up.
        return self._vouch(state, self._draw_actions()[_nth_present(bag, index)])

    def _draw_actions(self) -> list[Action]:
        """The draw action of each colour, by colour."""
        if not self._draws:
            self._draws = [self.action_of(self.draw_move, (c,)) for c in range(len(COLOURS))]
        return self._draws

    # ----- legal actions (the fast generator) ----------------------------------------------
    def random_action(self, state: VriendenState, rng: random.Random) -> Action:
        # The core's pick without the legal list: the same single draw `rng.choice` makes
        # over it (in the play phase: takes, then channels, then meditations, with the takes
        # counted per flow instead of listed).
        tasks = state.tasks
        front = tasks[0][0] if tasks else None
        if front == "draw":
            # A view's bag holds the energies its seat cannot tell apart from the bag.
            self.refuse_unseeded(state)
            draws = [a for a, n in zip(self._draw_actions(), state.bag, strict=True) if n]
            return self._vouch(state, rng.choice(draws))
        if front == "channel":
            # The legal list is one action per move, in the keys' order.
            parts = rng.choice(self.move_options(state))
            return self._vouch(state, self.action_of(self.move_move, parts))
        if front != "play":
            return super().random_action(state, rng)
        seat = state.current
        room = self._room(state, seat)
        others = self._other_list(state, seat)
        if not room:  # nothing can be received: the legal list is exactly `others`
            return self._vouch(state, rng.choice(others))
        white = self._take_rules(state)[1]
        full = self._full_colours(state, seat)
        dests = self._dests(room)
        per_n = self._dest_counts(room)
        flows = state.flows
        sizes = [self._takes_in_flow(state, flow, white, full, per_n) for flow in flows]
        index = rng.choice(range(sum(sizes) + len(others)))
        for f, size in enumerate(sizes):
            if index < size:
                return self._vouch(state, self._nth_take(state, f, flows[f], full, dests, index))
            index -= size
        return self._vouch(state, others[index])

    def _other_list(self, state: VriendenState, seat: int) -> list[Action]:
        """The channel and meditate actions of the seat, in legal order (shared, unchanged)."""
        list_key = (self._channel_spaces(state, seat), state.meditation[seat])
        others = self._other_lists.get(list_key)
        if others is None:
            channels = [
                self.action_of(self.channel_move, p) for p in self.channel_options(list_key[0])
            ]
            others = self._other_lists[list_key] = [*channels, *self._meditate_actions(state, seat)]
        return others

    def _meditate_actions(self, state: VriendenState, seat: int) -> list[Action]:
        held = state.meditation[seat]
        looks = self.look_options(held)
        if looks:
            return [self.action_of(self.look_move, p) for p in looks]
        return [self.action_of(self.meditate_move, ())]

    # ----- the end of an action -------------------------------------------------------------
    # The game ends only after the last turn of a round, where ``_finish`` drops every task
    # left: the flow stops there by itself, so the core's ``game_ended`` (never) holds and
    # the flow need not ask it between the automatic tasks. Each Step keeps the position its
    # rule left (the goldens hold them).
    steps_keep_positions = True

    # ----- end of turn, end of game --------------------------------------------------------
    # ----- scoring -------------------------------------------------------------------------
    # ----- the result (the parts are scoring.py's) ----------------------------------------
    def result(self, state: VriendenState) -> Result | None:
        if state.tasks:
            return None
        scores = self._scores(state)
        top = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == top)
        return Result(scores, winners, self._reason(scores), state.ended)

    # ----- hidden information --------------------------------------------------------------
    hidden_information = True
    # The chance button is a message, read in the dashboard's language.
    chance_label = Msg(M + "chance-label")

    def view(self, state: VriendenState, player: int) -> VriendenState:
        """What ``player`` may see: the plenitude tokens it has not looked at are hidden
        (value 0), the spare token too, and the seed is None: with it, setup would deal every
        token again and the bag's future draws could be worked out. Everything else is open
        (boards, flows, the bag's contents, meditation tokens, objectives). Once the game is
        over every karma token is revealed (the spare stays in the box). A view is not a game
        to play on: ``from_json`` refuses one."""
        if not 0 <= player < state.players:
            raise ValueError(f"player must be a seat from 0 to {state.players - 1}, got {player}")
        seen = set(state.meditation[player])
        over = state.phase == "over"
        plenitude = tuple(v if over or c in seen else HIDDEN for c, v in enumerate(state.plenitude))
        return _seen_by(state, player, plenitude, HIDDEN)

    # A Step as a player reads it is the core's ``view_step``: another player's peek at a
    # plenitude token is a secret of its message (only the teacher and the one who looked read
    # the token's value), the state goes through ``view``.

    # ----- description ---------------------------------------------------------------------
    # ----- a loaded position --------------------------------------------------------------
    def check_position(self, state: VriendenState) -> None:
        """A StateError naming the field unless the rules can reach ``state`` (the invariants
        are listed and checked in codec.py; ``from_json`` runs the same checks)."""
        codec.check_position(self, state)


def _nth_present(counts: tuple[int, ...], index: int) -> int:
    """The position of the ``index``-th count that is not zero (from 0)."""
    for position, n in enumerate(counts):
        if n:
            if not index:
                return position
            index -= 1
    raise IndexError(index)
