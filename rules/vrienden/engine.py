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

The turn is the core's turn flow (state.FLOW): a draw, or the decision of the player to move,
follows from the position; an action runs on the core's working copy (``Play``), and the end
of a turn is the automatic tasks of ``END_OF_TURN`` run by ``FLOW.run``. Every sentence (Steps,
refusals, labels, the description) is a message of messages/en.ftl; names.py holds the names
and element ids the engine shares with the codec, teaching and the board view.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
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
    Step,
    Transition,
    Variant,
    chance,
)
from rules.core.fastbuild import positional_builder
from rules.core.flow import pop
from rules.core.messages import Msg, Secret, redact, render
from rules.core.moves import DeclaredGame
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.working import working_copy

from . import codec
from . import names as nm
from .board import Board, Objective, default_board
from .bots import HeuristicBot
from .describe import description as describe_position
from .describe import objective_name
from .moves import VriendenMoves, channel_text
from .names import (
    BLACK,
    BUBBLES,
    COLOURS,
    EARTH,
    EMPTY,
    HIDDEN,
    OBJECTIVES,
    WHITE,
    YIN_YANG,
    M,
    row_id,
)
from .shape import board_shape
from .state import CHANNELS, COLOUR_LIMIT, END_OF_TURN, FLOW, VriendenState, move_energy
from .teaching import TUTORIAL_FILE, Teaching

SLUG = "vrienden"
RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
R = "vrienden."

RULINGS = (
    RulingOption(
        "white-take",
        "Module A: taking white",
        R + "ruling.white-take",
        "seed",
        ("seed", "expansion"),
        labels=("White only with other energies", "White alone too (Yin Yang rules)"),
    ),
    RulingOption(
        "colour-limit",
        "At most three energies of one colour per board",
        R + "ruling.colour-limit",
        "bga",
        ("bga", "off"),
        labels=("At most three of a colour", "No limit"),
    ),
    RulingOption(
        "bubbles",
        "Moves into the bhagya bubbles",
        R + "ruling.bubbles",
        "chakras-only",
        ("chakras-only", "bubbles-too"),
        labels=("Moves stay among the chakras", "A move up may end in the bubbles"),
    ),
    RulingOption(
        "refill",
        "Refilling the maya flows",
        R + "ruling.refill",
        "after-take",
        ("after-take", "when-empty"),
        labels=("Refill each emptied space at once", "Refill a flow once it is empty"),
    ),
    RulingOption(
        "earth",
        "What may enter the earth",
        R + "ruling.earth",
        "black-only",
        ("black-only", "any"),
        labels=("Only black (and white with Module A)", "Any colour"),
    ),
    RulingOption(
        "move-once",
        "Each energy moves once per channel action",
        R + "ruling.move-once",
        "once",
        ("once", "free"),
        labels=("Each energy moves once", "An energy may move again"),
    ),
    RulingOption(
        "harmonized",
        "Energies of a harmonized chakra",
        R + "ruling.harmonized",
        "locked",
        ("locked", "movable"),
        labels=("Its energies stay", "Its energies may leave"),
    ),
    RulingOption(
        "alignment",
        "Alignment bonus when nobody has a run",
        R + "ruling.alignment",
        "at-least-one",
        ("at-least-one", "zero-counts"),
        labels=("Only for a run of one or more", "A tie at zero counts"),
    ),
    RulingOption(
        "every-chakra",
        "Module D: an energy in each chakra",
        R + "ruling.every-chakra",
        "any-energy",
        ("any-energy", "own-colour"),
        labels=("Any energy counts", "An energy of the chakra's own colour"),
    ),
    RulingOption(
        "temporary",
        "Module A: temporarily harmonized chakras",
        R + "ruling.temporary",
        "skip-only",
        ("skip-only", "counts"),
        labels=("Skipped when channelling only", "Also counts for the end and the alignment"),
    ),
    RulingOption(
        "blocked",
        "When nobody can harmonize another chakra",
        R + "ruling.blocked",
        "ends",
        ("ends", "plays-on"),
        labels=("The game ends and is scored", "Play goes on"),
    ),
    RulingOption(
        "round-limit",
        "Round limit (a tool for simulations)",
        R + "ruling.round-limit",
        "none",
        ("none", "100", "30"),
        labels=("No limit", "100 rounds", "30 rounds"),
    ),
)


class Play(
    working_copy(
        VriendenState,
        constants=(
            "players", "variants", "rulings", "seed", "plenitude", "spare", "objectives",
            "viewer",
        ),
        rule_prefix=R,
    )
):  # fmt: skip
    """The working copy an action runs on (rules.core.working). Every field is a tuple the
    rules replace as a whole (``put``, ``add``, ``remove``), never change in place: an action
    changes a few entries, and freezing then costs nothing. ``tasks`` holds the bookkeeping
    still to do at the end of a turn (``FLOW.run``); it is never saved."""

    __slots__ = ("tasks",)

    def put(self, field: str, index: int, value: Any) -> None:
        """Replace entry ``index`` of the tuple ``field`` (bag, notches, spaces, ...)."""
        setattr(self, field, _replaced(getattr(self, field), index, value))

    def add(self, seat: int, row: int, colour: int) -> None:
        rows = self.boards[seat]
        self.put("boards", seat, _replaced(rows, row, tuple(sorted((*rows[row], colour)))))

    def remove(self, seat: int, row: int, colour: int) -> None:
        rows = self.boards[seat]
        items = list(rows[row])
        items.remove(colour)
        self.put("boards", seat, _replaced(rows, row, tuple(items)))

    def set_space(self, flow: int, space: int, colour: int) -> None:
        """Put ``colour`` (or EMPTY) on space ``space`` of maya flow ``flow``."""
        self.put("flows", flow, _replaced(self.flows[flow], space, colour))


class Vrienden(Teaching, VriendenMoves, DeclaredGame):
    """Vrienden (Chakra), with Module A (Yin Yang) and Module D (Objectives)."""

    turn_rule = R + "turn"
    Play = Play
    flow = FLOW

    def __init__(self, board: Board | None = None) -> None:
        super().__init__()
        self.board = board or default_board()
        self.rulebook = Rulebook.load(RULEBOOK_FILE)
        self.info = GameInfo(
            slug=SLUG,
            title="Vrienden",
            players=(2, 4),
            seed_file="002_3b0b85b91a36e80b.txt",
            pitch="The game published as Chakra (BLAM!, 2019): channel energies down your body "
            "to harmonize your chakras.",
            variants=(
                Variant(YIN_YANG, "Module A: Yin Yang", R + "yin-yang.bag"),
                Variant(OBJECTIVES, "Module D: Objectives", R + "objectives.setup"),
            ),
            rulings=RULINGS,
            languages=nm.LANGUAGES,
        )
        self.messages = nm.CATALOGUE
        self.bots = {"heuristic": HeuristicBot}
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None
        self._objective = {o.id: o for o in self.board.objectives}
        # The bookkeeping tasks at the end of a turn.
        self._bookkeeping = {
            "yin-yang": self._yin_yang_pairs,
            "objectives": self._objectives_met,
            "trigger": self._trigger,
            "game-end": self._round_end,
            "next-seat": self._next_seat,
        }
        assert set(self._bookkeeping) == set(END_OF_TURN)
        self._end_task_cache: dict[tuple, tuple[tuple, ...]] = {}
        # Caches of the fast generator (pure functions of their keys).
        self._block_cache: dict[tuple, list[tuple]] = {}
        self._move_rules_cache: dict[tuple, tuple[bool, frozenset[int], bool, int, int]] = {}
        self._last_rules: tuple = (None, None, None)  # (rulings, variants, _move_rules value)
        self._choice_cache: dict[tuple, list[tuple[int, ...]]] = {}
        self._table_cache: dict[tuple, list] = {}
        self._dests_cache: dict[int, list[tuple[int, ...]]] = {}
        self._last_take_rules: tuple = (None, None)  # (rulings, _take_rules value)
        self._draws: list[Action] = []
        self._channel_cache: dict[tuple, list[int]] = {}
        self._channel_lists: dict[int, list[tuple[int]]] = {}
        self._other_lists: dict[tuple, list[Action]] = {}  # channels and meditations
        self._move_key_cache: dict[tuple[int, int, int], str] = {}
        self._choice_counts: dict[tuple, tuple[int, ...]] = {}
        self._dest_count_cache: dict[int, tuple[int, ...]] = {}
        # Board shapes pack each row's size into two bits.
        self._shapes = self.board.places <= 3 and self.board.bubbles <= 3

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int, state=None) -> str:
        """A seat's name in English ("Player 1"), for the explorer's seat labels."""
        return render(nm.seat(seat))

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
        return VriendenState(
            players=players,
            variants=variants,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            draws=draws,
            phase="play",
            current=0,
            round=1,
            bag=tuple(bag),
            flows=tuple(flows),
            refill=(),
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
        if state.seed is None:
            raise ValueError("a player's view holds no seed: let chance act on the whole game")
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
        if state.refill:
            if state.seed is None:
                # A view's bag holds the energies its seat cannot tell apart from the bag: a
                # pick there would be a draw the seeded game never makes.
                raise ValueError("a player's view holds no seed: let chance act on the whole game")
            draws = [a for a, n in zip(self._draw_actions(), state.bag, strict=True) if n]
            return self._vouch(state, rng.choice(draws))
        if state.phase == "channel":
            # The legal list is one action per move, in the keys' order.
            parts = rng.choice(self.move_options(state))
            return self._vouch(state, self.action_of(self.move_move, parts))
        if state.phase != "play":
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
                parts = self._nth_take(state, f, flows[f], full, dests, index)
                return self._vouch(state, self.action_of(self.take_move, parts))
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

    def _takes_in_flow(
        self,
        state: VriendenState,
        flow: tuple[int, ...],
        white: str,
        full: int,
        per_n: tuple[int, ...],
    ) -> int:
        """How many take actions a flow offers, given the colours the seat may not take
        (``full``, see `_full_colours`) and the destinations per number taken."""
        cache_key = (flow, white, full)
        counts = self._choice_counts.get(cache_key)
        if counts is None:
            choices = self._allowed_choices(state, flow, full)
            counts = tuple(sum(len(c) == n for c in choices) for n in range(4))
            self._choice_counts[cache_key] = counts
        return counts[1] * per_n[1] + counts[2] * per_n[2] + counts[3] * per_n[3]

    def _nth_take(
        self,
        state: VriendenState,
        f: int,
        flow: tuple[int, ...],
        full: int,
        dests: list,
        index: int,
    ) -> tuple:
        """The parts of take ``index`` of flow ``f``'s block, in the order of `take_options`."""
        for _, n, by_dest in self._flow_table(state, f, flow, full):
            rows = dests[n]
            if index < len(rows):
                return by_dest[rows[index]]
            index -= len(rows)
        raise IndexError(index)

    def take_options(self, state: VriendenState, seat: int) -> list[tuple]:
        """The take moves of the seat (flow, colours, row), in the order of the legal list:
        the rules of ``take_check`` worked out per flow and kept (a new list, or the shared
        empty one)."""
        room = self._room(state, seat)
        if not room:
            return _NOTHING  # no bubble free and no chakra open: nothing can be received
        white = self._take_rules(state)[1]
        full = self._full_colours(state, seat)
        dests = self._dests(room)
        # Equal room signatures, flows and full colours give the same take moves: each
        # flow's block of them is cached on them. (Whole lists on (flows, signature) were
        # cached too, but the three flows rarely come back together.)
        cache = self._block_cache
        options: list[tuple] = []
        for f, flow in enumerate(state.flows):
            cache_key = (f, flow, room, white, full)
            block = cache.get(cache_key)
            if block is None:
                block = [
                    by_dest[d]
                    for colours, n, by_dest in self._flow_table(state, f, flow, full)
                    for d in dests[n]
                ]
                if len(cache) > 200_000:
                    cache.clear()
                cache[cache_key] = block
            options += block
        return options

    def _room(self, state: VriendenState, seat: int) -> int:
        """Room signature of a seat's board: free bubbles, then 4 bits per chakra for the room
        a direct placement may use (0 if its notch is taken or no token is left)."""
        rows = state.boards[seat]
        room = self.board.bubbles - len(rows[BUBBLES])
        notches = state.notches[seat]
        tokens = self.board.inspiration_tokens - notches.bit_count()
        if tokens - state.spaces[seat].bit_count() > 0:
            places = self.board.places
            for c in range(7):
                free = places - len(rows[c + 1])
                if free > 0 and not notches >> c & 1:
                    room |= free << (4 + 4 * c)
        return room

    def _dests(self, room: int) -> list[tuple[int, ...]]:
        """Per number of energies taken (index 1-3): the rows they may go to, bubbles first."""
        dests = self._dests_cache.get(room)
        if dests is None:
            dests = [
                tuple(row for row in range(EARTH) if n <= room >> (4 * row) & 15) for n in range(4)
            ]
            self._dests_cache[room] = dests
        return dests

    def _dest_counts(self, room: int) -> tuple[int, ...]:
        """Per number of energies taken (index 1-3): how many rows they may go to."""
        counts = self._dest_count_cache.get(room)
        if counts is None:
            counts = self._dest_count_cache[room] = tuple(map(len, self._dests(room)))
        return counts

    def _take_rules(self, state: VriendenState) -> tuple[bool, str]:
        """(colour limit on?, white-take ruling), read once per rulings tuple."""
        rulings, found = self._last_take_rules
        if state.rulings is not rulings:
            found = (state.ruling("colour-limit") == "bga", state.ruling("white-take"))
            self._last_take_rules = (state.rulings, found)
        return found

    def _flow_table(
        self, state: VriendenState, f: int, flow: tuple[int, ...], full: int
    ) -> list[tuple[tuple[int, ...], int, list[tuple]]]:
        """Per allowed colour choice of flow ``f`` (none of the colours in ``full``): (colours,
        how many, the take's parts per destination row), in the order of ``_flow_choices``."""
        cache_key = (f, flow, state.ruling("white-take"), full)
        table = self._table_cache.get(cache_key)
        if table is None:
            table = [
                (colours, len(colours), [(f, colours, row) for row in range(EARTH)])
                for colours in self._allowed_choices(state, flow, full)
            ]
            if len(self._table_cache) > 100_000:
                self._table_cache.clear()
            self._table_cache[cache_key] = table
        return table

    def _allowed_choices(
        self, state: VriendenState, flow: tuple[int, ...], full: int
    ) -> list[tuple[int, ...]]:
        """The colour choices of ``flow`` that include none of the colours in ``full``."""
        choices = self._flow_choices(state, flow)
        if not full:
            return choices
        return [chosen for chosen in choices if not any(full >> c & 1 for c in chosen)]

    def _flow_choices(self, state: VriendenState, flow: tuple[int, ...]) -> list[tuple[int, ...]]:
        cache_key = (flow, state.ruling("white-take"))
        cached = self._choice_cache.get(cache_key)
        if cached is not None:
            return cached
        present = sorted({c for c in flow if c != EMPTY})
        result = []
        n = len(present)
        for mask in range(1, 1 << n):
            chosen = tuple(present[i] for i in range(n) if mask >> i & 1)
            if self._take_problem(state, present, chosen) is None:
                result.append(chosen)
        self._choice_cache[cache_key] = result
        return result

    def _take_problem(
        self, state: VriendenState, present: list[int], chosen: tuple[int, ...]
    ) -> Ruling | None:
        """The rule a choice of colours from one flow breaks (colours known to be there)."""
        black_there = BLACK in present
        white_there = WHITE in present
        if BLACK in chosen and WHITE in chosen:
            return Ruling(R + "yin-yang.no-mix", Msg(M + "refuse-no-mix"))
        if white_there and black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(R + "yin-yang.take", Msg(M + "refuse-take-black-or-white"))
        if black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(R + "receive.black", Msg(M + "refuse-take-black"))
        if white_there and not black_there and WHITE not in chosen:
            return Ruling(R + "yin-yang.take", Msg(M + "refuse-take-white"))
        if WHITE in chosen and len(chosen) < 2 and state.ruling("white-take") == "seed":
            return Ruling(R + "ruling.white-take", Msg(M + "refuse-white-alone"))
        return None

    def _full_colours(self, state: VriendenState, seat: int) -> int:
        """The chakra colours ``seat`` may receive no more of (``vrienden.ruling.colour-limit``):
        bit c set when its board already holds three energies of colour c; 0 with no limit."""
        if not self._take_rules(state)[0]:
            return 0
        held = [0] * 9
        for row in state.boards[seat]:
            for x in row:
                held[x] += 1
        return sum(1 << c for c in range(7) if held[c] >= COLOUR_LIMIT)

    def channel_options(self, spaces: int) -> list[tuple[int]]:
        """The channel moves of the inspiration spaces ``spaces`` (bit i - 1 for space i)."""
        options = self._channel_lists.get(spaces)
        if options is None:
            options = [(i,) for i in CHANNELS if spaces >> (i - 1) & 1]
            self._channel_lists[spaces] = options
        return options  # shared: callers concatenate, never change it

    def _channel_spaces(self, state: VriendenState, seat: int) -> int:
        """The inspiration spaces the seat may channel now: bit i - 1 for space i."""
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return 0
        used = state.spaces[seat]
        rows = state.boards[seat]
        spaces = self._movable_spaces(state, rows, used)
        if not used >> 7 & 1:
            rows_ok = BLACK in rows[EARTH] and len(rows[BUBBLES]) < self.board.bubbles
            if rows_ok and self._discard_problem(state, seat) is None:  # the first two tests
                spaces |= 1 << 7  # are _discard_problem's, without building Rulings
        return spaces

    def _movable_spaces(self, state: VriendenState, rows: tuple, used: int) -> int:
        """The inspiration spaces 1-7 not in ``used`` whose moves can all be made on the board
        ``rows``: bit i - 1 for space i."""
        known = self._known_channels(state, rows)
        spaces = 0  # bit i - 1: channel i is feasible
        for i in range(1, 8):
            if used >> (i - 1) & 1:
                continue
            ok = known[i]
            if ok < 0:
                ok = known[i] = int(self._feasible(state, rows, CHANNELS[i], ()))
            spaces |= ok << (i - 1)
        return spaces

    def _known_channels(self, state: VriendenState, rows: tuple) -> list[int]:
        """The channel feasibility of a board, shared by every board of its shape (shape.py:
        boards of one shape have the same feasible channels), or kept for the board itself
        when it has none: per inspiration space 1 = feasible, 0 = not, -1 = not worked out
        yet (only spaces still free are searched)."""
        locked, earth_ok, _, _, rules_id = self._move_rules(state)  # what moves depend on
        shape = board_shape(rows, locked, len(earth_ok) > WHITE) if self._shapes else None
        cache_key = (rows if shape is None else shape, rules_id)
        known = self._channel_cache.get(cache_key)
        if known is None:
            if len(self._channel_cache) > 100_000:
                self._channel_cache.clear()
            known = self._channel_cache[cache_key] = [-1] * 8
        return known

    def _meditate_actions(self, state: VriendenState, seat: int) -> list[Action]:
        held = state.meditation[seat]
        looks = self.look_options(held)
        if looks:
            return [self.action_of(self.look_move, p) for p in looks]
        return [self.action_of(self.meditate_move, ())]

    def _pickable(self, state: VriendenState, seat: int) -> list[int]:
        full = self._full_colours(state, seat)
        return [c for c, n in enumerate(state.bag) if n and not full >> c & 1]

    def _discard_problem(self, state: VriendenState, seat: int) -> Ruling | None:
        rows = state.boards[seat]
        if BLACK not in rows[EARTH]:
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-no-black"))
        if len(rows[BUBBLES]) >= self.board.bubbles:
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-no-bubble"))
        if not self._pickable(state, seat):
            return Ruling(R + "channel.discard", Msg(M + "refuse-space-8-empty-bag"))
        return None

    # ----- channel moves -------------------------------------------------------------------
    def _skips(self, rows: tuple) -> list[bool]:
        """Per row of the board ``rows``: whether a travelling energy skips it without counting
        it (a harmonized chakra, or in Module A one temporarily harmonized by a white)."""
        places = self.board.places
        skip = [False] * (EARTH + 1)
        for r in range(1, EARTH):
            content = rows[r]
            if len(content) >= places and (content == _HARMONIZED[r - 1] or WHITE in content):
                skip[r] = True
        return skip

    def _walk(
        self, rows: tuple, skip: list[bool], src: int, step: int, distance: int, top: int
    ) -> tuple[int, str]:
        """The one walk of an energy from row ``src``, ``distance`` counted rows in direction
        ``step`` (+1 down, -1 up), skipped rows not counted, never above row ``top``
        (``_move_rules``): (the row it ends on, "") or (the row where it is stopped, why: the
        id of the refusal that says so). Entering the earth depends on the colour too
        (``_earth_refusal``)."""
        pos = src
        counted = 0
        while True:
            pos += step
            if pos < top:
                return pos, "above-bubbles" if pos < BUBBLES else "into-bubbles"
            if pos > EARTH:
                return pos, "below-earth"
            if skip[pos]:
                continue
            counted += 1
            if pos == EARTH:
                return pos, "" if counted == distance else "earth-bottom"
            if len(rows[pos]) >= (self.board.bubbles if pos == BUBBLES else self.board.places):
                return pos, "full-crossed" if counted < distance else "full-reached"
            if counted == distance:
                return pos, ""

    def _target(
        self, state: VriendenState, rows: tuple, src: int, colour: int, step: int, distance: int
    ) -> tuple[int | None, Ruling | None]:
        """Where an energy of ``colour`` on row ``src`` ends after ``distance`` counted rows
        in direction ``step`` (+1 down, -1 up); or None and the rule that stops it."""
        _, earth_ok, _, top, _ = self._move_rules(state)
        pos, why = self._walk(rows, self._skips(rows), src, step, distance, top)
        if not why and pos == EARTH and colour not in earth_ok:
            why = "earth-black-only"
        if not why:
            return pos, None
        rule = {"into-bubbles": "ruling.bubbles", "earth-black-only": "ruling.earth"}
        params = {
            "above-bubbles": {"source": nm.row(src), "distance": distance},
            "into-bubbles": {"source": nm.row(src), "distance": distance},
            "below-earth": {"source": nm.row(src), "distance": distance},
            "earth-bottom": {"source": nm.row(src), "distance": distance},
            "earth-black-only": {"colour": nm.colour(colour)},
        }.get(why, {"target": nm.row_start(pos)})
        return None, Ruling(
            R + rule.get(why, "channel.free-place"), Msg(f"{M}refuse-{why}", **params)
        )

    def _movable(
        self, state: VriendenState, rows: tuple, moved: tuple, row: int, colour: int
    ) -> Ruling | None:
        if row == EARTH:
            return Ruling(R + "alleviate", Msg(M + "refuse-earth-stays"))
        if colour not in rows[row]:
            return Ruling(
                R + "channel.actions",
                Msg(M + "refuse-no-such-energy", colour=nm.colour(colour), source=nm.row(row)),
            )
        if (
            row != BUBBLES
            and rows[row] == (row - 1,) * 3
            and state.ruling("harmonized") == "locked"
        ):
            return Ruling(
                R + "ruling.harmonized",
                Msg(M + "refuse-harmonized-stays", colour=nm.colour(row - 1)),
            )
        if rows[row].count(colour) <= moved.count((row, colour)):
            return Ruling(
                R + "ruling.move-once",
                Msg(M + "refuse-moved-once", colour=nm.colour(colour), source=nm.row(row)),
            )
        return None

    def _options(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple[int, ...]
    ) -> list[tuple[int, int, int, int]]:
        """Single moves that serve one owed move: (colour, from row, to row, owed value).

        Every move walks by ``_walk``, the walk a refusal (``_target``) reports on too; which
        energies may leave a row is ``_movable``'s rule, read here for all of them at once (a
        property test checks that the legal moves are exactly the ones no rule refuses).
        """
        return list(self._iter_options(state, rows, moved, pending))

    def single_moves(self, state: VriendenState, rows: tuple) -> list[tuple[int, int, int]]:
        """The moves inspiration space 7 allows on the board ``rows`` under the rulings of
        ``state``: (colour, from row, to row), one energy up or down one chakra (for bots that
        plan a few moves ahead)."""
        return [
            (colour, src, dst) for colour, src, dst, _ in self._iter_options(state, rows, (), (0,))
        ]

    def move_rules_key(self, state: VriendenState) -> tuple:
        """What moves depend on in ``state``'s rulings and modules, as a hashable value."""
        return self._move_rules(state)[:4]

    def _iter_options(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple[int, ...]
    ) -> Iterator[tuple[int, int, int, int]]:
        """``_options`` one at a time, so that a search can stop at the first that works."""
        locked, earth_ok, _, top, _ = self._move_rules(state)
        return self._gen_options(rows, moved, pending, locked, earth_ok, top)

    def _gen_options(
        self,
        rows: tuple,
        moved: tuple,
        pending: tuple[int, ...],
        locked: bool,
        earth_ok: frozenset[int],
        top: int,
    ) -> Iterator[tuple[int, int, int, int]]:
        """``_iter_options`` with the rulings resolved; ``top`` is the highest row a move may
        reach (see ``_move_rules``)."""
        skip = self._skips(rows)
        for req in set(pending):
            dirs = ((1, 1), (-1, 1)) if req == 0 else ((1 if req > 0 else -1, abs(req)),)
            for row in range(EARTH):
                content = rows[row]
                if not content:
                    continue
                if locked and row and content == _HARMONIZED[row - 1]:
                    continue
                colours = set(content)
                if moved:
                    colours = [c for c in colours if content.count(c) > moved.count((row, c))]
                    if not colours:
                        continue
                for step, dist in dirs:
                    # The walk does not depend on the colour, only entering the earth does.
                    dest, why = self._walk(rows, skip, row, step, dist, top)
                    if why:
                        continue
                    for colour in colours:
                        if dest != EARTH or colour in earth_ok:
                            yield (colour, row, dest, req)

    def _move_rules(self, state: VriendenState) -> tuple[bool, frozenset[int], bool, int, int]:
        """(harmonized energies locked?, colours that may enter the earth, each energy moves
        once?, the top row a move may reach (1: the purple chakra, 0: the bubbles too), a small
        number standing for these rulings and modules), per rulings."""
        last_rulings, last_variants, found = self._last_rules
        if state.rulings is last_rulings and state.variants is last_variants:
            return found  # the same objects as the last call: a game's states share them
        cache_key = (state.rulings, state.variants)
        found = self._move_rules_cache.get(cache_key)
        if found is None:
            if state.ruling("earth") == "any":
                earth_ok = frozenset(range(9))
            elif YIN_YANG in state.variants:
                earth_ok = frozenset((BLACK, WHITE))
            else:
                earth_ok = frozenset((BLACK,))
            found = (
                state.ruling("harmonized") == "locked",
                earth_ok,
                state.ruling("move-once") == "once",
                BUBBLES if state.ruling("bubbles") == "bubbles-too" else BUBBLES + 1,
                len(self._move_rules_cache),
            )
            self._move_rules_cache[cache_key] = found
        self._last_rules = (state.rulings, state.variants, found)
        return found

    def _after_move(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple, move: tuple
    ) -> tuple[tuple, tuple, tuple]:
        colour, src, dst, req = move
        left = list(pending)
        left.remove(req)
        if self._move_rules(state)[2]:
            moved = (*moved, (dst, colour))
        return move_energy(rows, colour, src, dst), moved, tuple(left)

    def _feasible(self, state: VriendenState, rows: tuple, pending: tuple, moved: tuple) -> bool:
        """Whether the moves ``pending`` can all be made, in some order."""
        locked, earth_ok, once, top, _ = self._move_rules(state)
        return self._search(rows, pending, moved, locked, earth_ok, once, top)

    def _search(
        self,
        rows: tuple,
        pending: tuple,
        moved: tuple,
        locked: bool,
        earth_ok: frozenset[int],
        once: bool,
        top: int,
    ) -> bool:
        """``_feasible`` with the rulings resolved: a depth-first search over the orders of
        the owed moves, stopping at the first that completes."""
        if not pending:
            return True
        options = self._gen_options(rows, moved, pending, locked, earth_ok, top)
        if len(pending) == 1:  # any single move that serves the last owed move completes it
            return next(options, None) is not None
        for colour, src, dst, req in options:
            left = list(pending)
            left.remove(req)
            new_moved = (*moved, (dst, colour)) if once else moved
            after = move_energy(rows, colour, src, dst)
            if self._search(after, tuple(left), new_moved, locked, earth_ok, once, top):
                return True
        return False

    def move_options(self, state: VriendenState) -> list[tuple[int, int, int]]:
        """The moves the channel action under way may make next (colour, from row, to row),
        in the order of their keys."""
        rows = state.boards[state.current]
        options = self._options(state, rows, state.moved, state.pending)
        # With one move owed, every option completes the action; otherwise the moves still
        # owed after it must stay possible.
        if len(state.pending) > 1:
            options = [move for move in options if self._completes(state, rows, move)]
        moves = {(colour, src, dst) for colour, src, dst, _ in options}
        return sorted(moves, key=lambda move: self._move_key(*move))

    def _completes(self, state: VriendenState, rows: tuple, move: tuple) -> bool:
        """Whether the moves owed after ``move`` can all be made (``rows``: the seat's)."""
        new_rows, moved, left = self._after_move(state, rows, state.moved, state.pending, move)
        return self._feasible(state, new_rows, left, moved)

    def _move_key(self, colour: int, src: int, dst: int) -> str:
        key = self._move_key_cache.get((colour, src, dst))
        if key is None:
            key = f"move {COLOURS[colour]} {row_id(src)} {row_id(dst)}"
            self._move_key_cache[(colour, src, dst)] = key
        return key

    # ----- refusals (rule by rule) ---------------------------------------------------------
    def take_check(
        self, state: VriendenState, f: int, colours: tuple[int, ...], dest: int
    ) -> Ruling | None:
        """Why taking ``colours`` from maya flow ``f`` to row ``dest`` is refused, or None."""
        seat = state.current
        ordered = tuple(sorted(colours))
        distinct = len(set(colours)) == len(colours)
        if distinct and colours != ordered and self.take_check(state, f, ordered, dest) is None:
            canonical = self.take_move.grammar.write((f, ordered, dest))
            return Ruling(R + "turn", Msg(M + "refuse-take-order", key=repr(canonical)))
        flow = state.flows[f]
        if not distinct:
            return Ruling(R + "receive.take", Msg(M + "refuse-take-distinct"))
        if len(colours) > 3:
            return Ruling(R + "receive.take", Msg(M + "refuse-take-how-many"))
        for c in colours:
            if c not in flow:
                return Ruling(
                    R + "receive.take",
                    Msg(M + "refuse-take-absent", flow=f + 1, colour=nm.colour(c)),
                )
        present = sorted({c for c in flow if c != EMPTY})
        problem = self._take_problem(state, present, ordered)
        if problem is not None:
            return problem
        rows = state.boards[seat]
        full = self._full_colours(state, seat)
        over = [c for c in colours if full >> c & 1]
        if over:
            return Ruling(
                R + "ruling.colour-limit",
                Msg(M + "refuse-colour-limit", colour=nm.colour(over[0])),
            )
        taken = len(colours)
        if dest == BUBBLES:
            free = self.board.bubbles - len(rows[BUBBLES])
            if taken <= free:
                return None
            return Ruling(
                R + "receive.bubbles",
                Msg(
                    M + "refuse-bubbles-full",
                    free=nm.count("bubble", free),
                    taken=nm.count("energy", taken),
                ),
            )
        c = dest - 1
        if state.notches[seat] >> c & 1:
            return Ruling(
                R + "receive.notch-taken",
                Msg(M + "refuse-notch-taken", colour=nm.colour(c)),
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(R + "receive.chakra", Msg(M + "refuse-chakra-no-token"))
        free = self.board.places - len(rows[dest])
        if taken <= free:
            return None
        return Ruling(
            R + "receive.capacity",
            Msg(M + "refuse-chakra-room", colour=nm.colour(c), free=free, taken=taken),
        )

    def channel_check(self, state: VriendenState, space: int) -> Ruling | None:
        """Why channelling inspiration space ``space`` is refused, or None."""
        seat = state.current
        if state.spaces[seat] >> (space - 1) & 1:
            return Ruling(
                R + "channel.token",
                Msg(M + "refuse-space-taken", space=space),
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(R + "channel.token", Msg(M + "refuse-channel-no-token"))
        if space == 8:
            return self._discard_problem(state, seat)
        rows = state.boards[seat]
        if self._movable_spaces(state, rows, state.spaces[seat]) >> (space - 1) & 1:
            return None
        return Ruling(
            R + "channel.all-moves",
            Msg(M + "refuse-channel-impossible", space=space, moves=channel_text(space)),
        )

    def move_check(self, state: VriendenState, colour: int, src: int, dst: int) -> Ruling | None:
        """Why moving an energy of ``colour`` from row ``src`` to row ``dst`` is refused during
        the channel action under way, or None: it must make a move still owed, and those owed
        after it must stay possible."""
        rows = state.boards[state.current]
        problem = self._movable(state, rows, state.moved, src, colour)
        if problem is not None:
            return problem
        if dst == src:
            return Ruling(R + "channel.actions", Msg(M + "refuse-move-same-row"))
        step = 1 if dst > src else -1
        wanted = [req for req in set(state.pending) if req == 0 or (req > 0) == (step > 0)]
        if not wanted:
            way = "refuse-owes-no-down" if step > 0 else "refuse-owes-no-up"
            return Ruling(R + "channel.actions", Msg(M + way, space=state.channel))
        reasons = []
        blocks = False
        for req in wanted:
            dist = 1 if req == 0 else abs(req)
            dest, why = self._target(state, rows, src, colour, step, dist)
            if dest == dst:
                move = (colour, src, dst, req)
                new_rows, moved, left = self._after_move(
                    state, rows, state.moved, state.pending, move
                )
                if self._feasible(state, new_rows, left, moved):
                    return None
                blocks = True
            elif why is not None:
                reasons.append(why)
        if blocks:
            return Ruling(R + "channel.all-moves", Msg(M + "refuse-move-blocks-rest"))
        if reasons:
            return reasons[0]
        return Ruling(
            R + "channel.skip",
            Msg(
                M + "refuse-move-misses",
                source=nm.row(src),
                owed=owed_moves(state.pending),
                target=nm.row(dst),
            ),
        )

    # ----- the end of an action -------------------------------------------------------------
    def finish(self, play: Play) -> Transition:
        # core: the core's finish runs the flow's automatic tasks after the effect and gives
        # the last Step the final position; Vrienden's effects end the turn themselves (its
        # phases are not tasks yet) and each Step keeps the position its rule left.
        final = play.freeze()
        if play.log is None:
            return _bare_transition(final, ())
        return Transition(final, tuple(play.log))

    def _draw(self, play: Play, colour: int) -> None:
        f, i = play.refill[0]
        play.put("bag", colour, play.bag[colour] - 1)
        play.set_space(f, i, colour)
        play.refill = play.refill[1:]
        play.draws += 1
        if play.log is not None:
            play.step(
                "receive.refill",
                Msg(
                    M + "refill-draw",
                    colour=nm.colour_start(colour),
                    flow=f + 1,
                    space=i + 1,
                    left=sum(play.bag),
                ),
                nm.flow_space_id(f, i),
                nm.BAG,
            )

    def _take(self, play: Play, f: int, colours: tuple[int, ...], dest: int) -> None:
        state = play.state
        seat = play.current
        flow = list(play.flows[f])
        for c in colours:
            flow[flow.index(c)] = EMPTY
        play.put("flows", f, tuple(flow))
        if play.log is not None:
            forced = BLACK in colours and BLACK in state.flows[f]
            play.step(
                "receive.take",
                Msg(
                    M + ("take-forced" if forced else "take"),
                    seat=nm.seat(seat),
                    colours=nm.chained("comma", tuple(map(nm.colour, colours))),
                    flow=f + 1,
                ),
                nm.flow_id(f),
            )
        rows = play.boards[seat]
        placed = tuple(sorted((*rows[dest], *colours)))  # as if added one by one
        play.put("boards", seat, _replaced(rows, dest, placed))
        if dest == BUBBLES:
            if play.log is not None:
                play.step(
                    "receive.bubbles",
                    Msg(M + "bubbles"),
                    *(nm.bubble_id(seat, i + 1) for i in range(len(placed))),
                )
        else:
            c = dest - 1
            play.put("notches", seat, play.notches[seat] | 1 << c)
            if play.log is not None:
                play.step(
                    "receive.chakra",
                    Msg(M + "chakra", colour=nm.colour(c), seat=nm.seat(seat)),
                    nm.chakra_id(seat, c),
                    nm.notch_id(seat, c),
                )
            self._check_harmony(play, seat, dest)
        empties = self._refill_after_take(state, flow, f, play.bag)
        self._end_turn(play)
        if play.phase == "over":
            return
        if empties:
            play.refill = empties
            if play.log is not None:
                play.step(
                    "receive.refill",
                    Msg(M + "refill-owed", flow=f + 1, draws=nm.count("draw", len(empties))),
                    nm.flow_id(f),
                    nm.BAG,
                )
        elif play.log is not None and not sum(play.bag) and EMPTY in flow:
            play.step("receive.refill", Msg(M + "refill-bag-empty"), nm.BAG)

    def _refill_after_take(
        self, state: VriendenState, flow: list[int], f: int, bag: tuple[int, ...]
    ) -> tuple:
        """The (flow, space) draws owed after a take left flow ``f`` as ``flow``: each empty
        space, one chance draw each, as far as the bag goes (``vrienden.ruling.refill``: or
        none until the flow is empty)."""
        empties = [(f, i) for i, x in enumerate(flow) if x == EMPTY]
        if len(empties) < len(flow) and state.ruling("refill") == "when-empty":
            return ()
        return tuple(empties[: sum(bag)])

    def _check_harmony(self, play: Play, seat: int, row: int) -> None:
        if row in (BUBBLES, EARTH):
            return
        c = row - 1
        if play.boards[seat][row] != _HARMONIZED[c]:
            return
        token_back = play.notches[seat] >> c & 1
        if token_back:
            play.put("notches", seat, play.notches[seat] & ~(1 << c))
        if play.log is not None:
            play.step(
                "harmonize",
                Msg(M + ("harmonize-token" if token_back else "harmonize"), colour=nm.colour(c)),
                nm.chakra_id(seat, c),
                nm.notch_id(seat, c),
            )

    def _channel(self, play: Play, space: int) -> None:
        seat = play.current
        play.put("spaces", seat, play.spaces[seat] | 1 << (space - 1))
        play.channel = space
        if space != 8:
            play.phase = "channel"
            play.pending = CHANNELS[space]
            play.moved = ()
        if play.log is not None:
            play.step(
                "channel.token",
                Msg(
                    M + "channel-token", seat=nm.seat(seat), space=space, moves=channel_text(space)
                ),
                nm.inspiration_id(seat, space),
            )
        if space == 8:
            play.phase = "pick"
            play.remove(seat, EARTH, BLACK)
            play.put("discard", BLACK, play.discard[BLACK] + 1)
            if play.log is not None:
                play.step("channel.discard", Msg(M + "discard-black"), nm.earth_id(seat))

    def _move(self, play: Play, colour: int, src: int, dst: int) -> None:
        state = play.state
        seat = play.current
        rows = play.boards[seat]
        req = self._owed_move(state, rows, play.pending, colour, src, dst)
        after, play.moved, play.pending = self._after_move(
            state, rows, play.moved, play.pending, (colour, src, dst, req)
        )
        play.put("boards", seat, after)
        if play.log is not None:
            self._move_step(play, rows, colour, src, dst, 1 if req == 0 else abs(req))
        if dst == EARTH and colour == BLACK:
            play.put("alleviated", seat, play.alleviated[seat] + 1)
            if play.log is not None:
                there = play.boards[seat][EARTH].count(BLACK)
                play.step("alleviate", Msg(M + "alleviate", there=there), nm.earth_id(seat))
        elif dst == EARTH and play.log is not None:
            play.step(
                "yin-yang.earth" if colour == WHITE else "ruling.earth",
                Msg(M + "earth-rest", colour=nm.colour_start(colour)),
                nm.earth_id(seat),
            )
        self._check_harmony(play, seat, dst)
        if not play.pending:
            if play.log is not None:
                play.step(
                    "channel.order",
                    Msg(M + "channel-done", space=play.channel),
                    nm.inspiration_id(seat, play.channel),
                )
            self._end_turn(play)

    def _owed_move(
        self, state: VriendenState, rows: tuple, pending: tuple, colour: int, src: int, dst: int
    ) -> int:
        """Which of the moves still owed the legal move ``colour`` from ``src`` to ``dst``
        makes: the longest in its direction that ends there."""
        step = 1 if dst > src else -1
        wanted = sorted(
            {r for r in pending if r == 0 or (r > 0) == (step > 0)}, key=abs, reverse=True
        )
        if len(wanted) == 1:
            return wanted[0]  # the move is legal, so it makes the only one in its direction
        return next(
            r
            for r in wanted
            if self._target(state, rows, src, colour, step, 1 if r == 0 else abs(r))[0] == dst
        )

    def _move_step(
        self, play: Play, rows: tuple, colour: int, src: int, dst: int, dist: int
    ) -> None:
        """The Step of one move (``rows``: the board before it), naming the harmonized
        chakras it skipped."""
        seat = play.current
        skip = self._skips(rows)
        skipped = tuple(
            nm.colour(r - 1) for r in range(min(src, dst) + 1, max(src, dst)) if skip[r]
        )
        move = Msg(
            M + ("move-down" if dst > src else "move-up"),
            colour=nm.colour_start(colour),
            dist=dist,
            source=nm.row(src),
            target=nm.row(dst),
        )
        if skipped:
            move = Msg(M + "move-skips", move=move, chakras=skipped, count=len(skipped))
        play.step(
            "channel.skip" if skipped else "channel.free-place",
            move,
            nm.row_element(seat, src),
            nm.row_element(seat, dst),
        )

    def _pick(self, play: Play, colour: int) -> None:
        seat = play.current
        play.put("bag", colour, play.bag[colour] - 1)
        play.add(seat, BUBBLES, colour)
        if play.log is not None:
            play.step(
                "channel.discard",
                Msg(M + "pick", seat=nm.seat(seat), colour=nm.colour(colour)),
                nm.bag_colour_id(colour),
                nm.bubble_id(seat, play.boards[seat][BUBBLES].index(colour) + 1),
            )
        self._end_turn(play)

    def _meditate(self, play: Play, colour: int | None) -> None:
        seat = play.current
        back = play.spaces[seat].bit_count()
        play.put("spaces", seat, 0)
        if play.log is not None:
            play.step(
                "meditate.take-back",
                Msg(
                    M + "meditate-back",
                    seat=nm.seat(seat),
                    tokens=nm.count("inspiration-token", back),
                ),
                *(nm.inspiration_id(seat, i) for i in range(1, 9)),
            )
        if colour is not None:
            play.put("meditation", seat, tuple(sorted((*play.meditation[seat], colour))))
            if play.log is not None:
                # Only the teacher and the one who looks may read the token's value.
                value = play.state.plenitude[colour] or "?"
                peek = Secret(Msg(M + "peek", value=value), frozenset((seat,)), "")
                play.step(
                    "meditate.look",
                    Msg(
                        M + "meditate-look", seat=nm.seat(seat), colour=nm.colour(colour), peek=peek
                    ),
                    nm.meditation_id(seat, colour),
                    nm.karma_id(colour),
                )
        elif play.log is not None:
            play.step("meditate.look", Msg(M + "meditate-none"))
        self._end_turn(play)

    # ----- end of turn, end of game --------------------------------------------------------
    def counted_harmonized(self, state: VriendenState, seat: int) -> list[int]:
        """Chakras that count as harmonized for the end, alignment (and Module A's ruling)."""
        return self._counted(state, state.boards[seat])

    def _counted(self, state: VriendenState | Play, rows: tuple) -> list[int]:
        """``counted_harmonized`` of the board ``rows`` under the modules and rulings of
        ``state`` (a position or the working copy of one)."""
        found = [c for c in range(7) if rows[c + 1] == _HARMONIZED[c]]
        if YIN_YANG in state.variants and state.ruling("temporary") == "counts":
            found = sorted(
                set(found) | {c for c in range(7) if len(rows[c + 1]) == 3 and WHITE in rows[c + 1]}
            )
        return found

    def _end_turn(self, play: Play) -> None:
        """The end of a turn: the bookkeeping of ``END_OF_TURN`` as automatic tasks of the turn
        flow, those of the modules in play only."""
        play.phase = "play"
        play.channel = 0
        play.pending = ()
        play.moved = ()
        play.tasks = list(self._end_tasks(play.state))
        FLOW.run(play, self._bookkeeping, _over)

    def _end_tasks(self, state: VriendenState) -> tuple[tuple, ...]:
        """The end-of-turn tasks of a game with these modules (kept per modules)."""
        key = (state.variants, bool(state.objectives))
        tasks = self._end_task_cache.get(key)
        if tasks is None:
            skip = {"yin-yang"} if YIN_YANG not in state.variants else set()
            if not state.objectives:
                skip.add("objectives")
            tasks = tuple((name,) for name in END_OF_TURN if name not in skip)
            self._end_task_cache[key] = tasks
        return tasks

    def _yin_yang_pairs(self, play: Play, task: tuple) -> None:
        """Module A: a chakra holding black and white at the end of the turn loses both."""
        pop(play.tasks)
        seat = play.current
        for row in range(1, EARTH):
            content = play.boards[seat][row]
            if BLACK in content and WHITE in content:
                play.remove(seat, row, BLACK)
                play.remove(seat, row, WHITE)
                play.put("discard", BLACK, play.discard[BLACK] + 1)
                play.put("discard", WHITE, play.discard[WHITE] + 1)
                play.put("halves", seat, play.halves[seat] + 1)
                if play.log is not None:
                    play.step(
                        "yin-yang.discard",
                        Msg(
                            M + "yin-yang-pair",
                            colour=nm.colour(row - 1),
                            seat=nm.seat(seat),
                            halves=play.halves[seat],
                        ),
                        nm.chakra_id(seat, row - 1),
                        nm.yin_yang_id(seat),
                    )

    def _objectives_met(self, play: Play, task: tuple) -> None:
        """Module D: the objectives the seat meets at the end of its turn pay their bonus."""
        pop(play.tasks)
        seat = play.current
        snapshot = play.freeze()
        bonuses = self.board.objective_bonuses
        for index, oid in enumerate(snapshot.objectives):
            takers = play.bonuses[index]
            if seat in takers or len(takers) >= len(bonuses):
                continue
            if self.objective_met(snapshot, seat, oid):
                play.put("bonuses", index, (*takers, seat))
                if play.log is not None:
                    play.step(
                        "objectives.bonus",
                        Msg(
                            M + ("objective-first" if not takers else "objective-second"),
                            seat=nm.seat(seat),
                            objective=objective_name(self, oid),  # in words, never its id
                            bonus=bonuses[len(takers)],
                        ),
                        nm.objective_id(oid),
                    )

    def _trigger(self, play: Play, task: tuple) -> None:
        """Enough harmonized chakras at the end of a turn make this round the last."""
        pop(play.tasks)
        if play.triggered:
            return
        seat = play.current
        rows = play.boards[seat]
        if YIN_YANG in play.state.variants:
            count = len(self._counted(play.state, rows))
        else:  # the same count, without the module's ruling
            count = sum(map(tuple.__eq__, rows[1:EARTH], _HARMONIZED))
        if count < self.board.end_harmonized:
            return
        play.triggered = True
        if play.log is not None:
            play.step(
                "end.trigger",
                Msg(M + "trigger", seat=nm.seat(seat), count=count),
                *(nm.chakra_id(seat, c) for c in range(7) if rows[c + 1] == _HARMONIZED[c]),
            )

    def _round_end(self, play: Play, task: tuple) -> None:
        """After the last seat's turn of a round, the game may end (see ``_game_end``)."""
        pop(play.tasks)
        rule = self._game_end(play.state, play.current, play.round, play.triggered, play.freeze)
        if rule is not None:
            self._finish(play, rule)

    def _next_seat(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        seat = play.current
        if seat == play.state.players - 1:
            play.round += 1
        play.current = (seat + 1) % play.state.players
        if play.log is not None:
            if play.current == 0:
                message = Msg(M + "turn-round", round=play.round, seat=nm.seat(0))
            else:
                message = Msg(M + "turn", seat=nm.seat(play.current))
            play.step("turn", message)

    def _game_end(
        self,
        state: VriendenState,
        seat: int,
        round_: int,
        triggered: bool,
        after: Callable[[], VriendenState],
    ) -> str | None:
        """The rule that ends the game when ``seat``'s turn ends, if one does: the last round
        is complete, nobody can harmonize another chakra, or the round limit is reached.
        ``after`` gives the position at the end of the turn (asked only at a round's end)."""
        if seat != state.players - 1:
            return None
        if triggered:
            return "end.round"
        if state.ruling("blocked") == "ends" and self.blocked_reasons(after()) is not None:
            return "ruling.blocked"
        limit = state.ruling("round-limit")
        if limit != "none" and round_ >= int(limit):
            return "ruling.round-limit"
        return None

    def action_limit(self, players: int) -> int:
        """A bound no game comes near, though the rules set none: where nobody can harmonize
        another chakra the game ends (``vrienden.ruling.blocked``), but that test is sound, not
        complete, so a hopeless position it does not recognize may play on. The longest of 240
        random games under the default rulings took 137 actions (4 players), heuristic games
        about 250 on average; the Lab's own cut-off is 20,000."""
        return 20_000

    def bounded(self, rulings) -> bool:
        """Only a round limit bounds a game: the rules end it when five chakras are harmonized
        or (``vrienden.ruling.blocked``) when the game sees that nobody can harmonize another,
        but players who never harmonize though they could (random bots) may play for ever, and
        the blocked test is sound, not complete. The contract test found such a game (4
        players, Yin Yang, 20,000 actions without an end)."""
        return rulings.get("round-limit") != "none"

    # ----- a game nobody can take further (vrienden.ruling.blocked) ------------------------
    def blocked_reasons(self, state: VriendenState) -> list[Msg] | None:
        """Why each player can never harmonize another chakra, one sentence per seat; None
        when some player still might.

        Sound, not complete: a reason is given only when it holds however the game goes on
        (each test below stays true once true), so a game that could still progress is never
        stopped; a hopeless position that none of the tests recognizes plays on.
        """
        supply = list(state.bag)  # energies a player could still receive: bag and flows
        for flow in state.flows:
            for x in flow:
                if x != EMPTY:
                    supply[x] += 1
        takes = self._takes_remain(state)
        reasons = []
        for seat in range(state.players):
            reason = self.stuck_reason(state, seat, supply if takes else _picks(state, seat), takes)
            if reason is None:
                return None
            reasons.append(reason)
        return reasons

    def _takes_remain(self, state: VriendenState) -> bool:
        """Whether anyone may ever take from the flows again. Not when no space waits for a
        refill and, for every player, either every colour choice of every flow brings a
        colour its board holds three of (``ruling.colour-limit``), or it has no free bubble
        and every inspiration token in a notch (its bubbles never empty then). The flows
        change only by takes, and neither condition ever goes away, so nobody ever may."""
        if sum(state.bag) and any(x == EMPTY for flow in state.flows for x in flow):
            return True  # a refill may be on its way
        tokens = self.board.inspiration_tokens
        for seat in range(state.players):
            rows = state.boards[seat]
            walled = (
                len(rows[BUBBLES]) >= self.board.bubbles
                and state.notches[seat].bit_count() >= tokens
            )
            full = self._full_colours(state, seat)
            if not walled and any(self._allowed_choices(state, flow, full) for flow in state.flows):
                return True
        return False

    def stuck_reason(
        self, state: VriendenState, seat: int, supply: list[int], takes: bool
    ) -> Msg | None:
        """Why ``seat`` can never harmonize another chakra, or None when it still might.
        ``supply``: per colour, the most energies the seat may still receive; ``takes``:
        whether anyone may still take from the flows."""
        if state.notches[seat].bit_count() >= self.board.inspiration_tokens:
            return Msg(M + "stuck-notches", seat=nm.seat(seat))
        if self._short_of_energy(state, seat, supply):
            return Msg(M + "stuck-short", seat=nm.seat(seat))
        if self._board_stuck(state, seat, supply, takes):
            return Msg(M + "stuck-board", seat=nm.seat(seat))
        return None

    def _short_of_energy(self, state: VriendenState, seat: int, supply: list[int]) -> bool:
        """No chakra ``seat`` has not harmonized can still get three energies of its colour:
        those on the board (the earth's never move) and those still to receive are too few.
        Both only ever shrink: the discard never comes back."""
        held = [0] * 9
        for row in state.boards[seat][:EARTH]:
            for x in row:
                held[x] += 1
        temporary = YIN_YANG in state.variants and state.ruling("temporary") == "counts"
        if temporary and held[WHITE] + supply[WHITE]:  # a white may yet make a chakra count
            return False
        counted = self.counted_harmonized(state, seat)
        return all(held[c] + supply[c] < 3 for c in range(7) if c not in counted)

    def _board_stuck(self, state: VriendenState, seat: int, supply: list[int], takes: bool) -> bool:
        """``seat``'s board can never change again: no bubble is free, no take could go onto
        a chakra, and no inspiration space 1-7 can be carried out on it (space 8 needs a
        free bubble). A board only changes by receiving and channelling, so it stays so."""
        board = self.board
        rows = state.boards[seat]
        if len(rows[BUBBLES]) < board.bubbles:
            return False
        notches = state.notches[seat]
        if notches.bit_count() >= board.inspiration_tokens:
            return True  # no token left for a direct placement or a channel, ever
        full = self._full_colours(state, seat)
        if (
            takes
            and any(n and not full >> c & 1 for c, n in enumerate(supply))
            and any(len(rows[c + 1]) < board.places and not notches >> c & 1 for c in range(7))
        ):
            return False  # a token is in hand (or comes back by meditating): it may receive
        return not self._movable_spaces(state, rows, 0)

    def objective_met(self, state: VriendenState, seat: int, oid: str) -> bool:
        card = self._objective[oid]
        kind = card.kind
        harmonized = set(state.harmonized(seat))
        rows = state.boards[seat]
        if kind == "pair":
            return all(c in harmonized for c in card.chakras)
        if kind == "every-chakra":
            if state.ruling("every-chakra") == "own-colour":
                return all(c in rows[c + 1] for c in range(7))
            return all(rows[c + 1] for c in range(7))
        runs = _runs(harmonized)
        if kind == "three-in-a-row":
            return max(runs, default=0) >= 3
        if kind == "two-touching-pairs":
            return sum(r // 2 for r in runs) >= 2
        if kind == "all-meditation":
            return len(state.meditation[seat]) == 7
        return state.alleviated[seat] >= 3

    def _finish(self, play: Play, rule: str) -> None:
        play.phase = "over"
        play.ended = R + rule
        play.refill = ()
        if play.log is None:
            return
        over = play.freeze()
        play.step(rule, self._end_sentence(over, rule))
        for rule_id, message, highlight in self._scoring_steps(over):
            play.step(rule_id, message, *highlight)

    def _end_sentence(self, over: VriendenState, rule: str) -> Msg:
        """Why the game ends, for the Step of the rule that ends it."""
        if rule == "end.round":
            return Msg(M + "end-round", round=over.round)
        if rule == "ruling.blocked":
            reasons = self.blocked_reasons(over)
            assert reasons is not None
            return Msg(
                M + "end-blocked", round=over.round, reasons=nm.chained("semicolon", tuple(reasons))
            )
        return Msg(M + "end-limit", round=over.round)

    # ----- scoring -------------------------------------------------------------------------
    def _scoring_steps(self, over: VriendenState) -> list[tuple[str, Msg, tuple[str, ...]]]:
        """The final scoring as Steps, one per part (rule id within the game, sentence,
        highlighted elements):
        the tokens of harmonized chakras turned over and counted, alleviated black, the
        alignment bonus, the modules' points, then the totals and the winner. Every number
        comes from ``score_parts`` and the last sentence is ``result``'s, so they agree."""
        parts = [self.score_parts(over, seat) for seat in range(over.players)]
        steps = self._plenitude_steps(over)
        steps.append(self._alleviated_step(over, parts))
        penalty = self._no_penalty_step(over)
        if penalty is not None:
            steps.append(penalty)
        steps.append(self._alignment_step(over, parts))
        if YIN_YANG in over.variants:
            steps.append(self._yin_yang_step(over, parts))
        if over.objectives:
            steps.append(self._objectives_step(over, parts))
        steps.append(self._totals_step(over, parts))
        return steps

    def _plenitude_steps(self, over: VriendenState) -> list[tuple[str, Msg, tuple[str, ...]]]:
        """One Step per chakra colour someone harmonized, top to bottom, then one for the
        tokens that score for nobody."""
        rule = "score.plenitude"
        steps = []
        unclaimed = []
        for c in range(7):
            value = over.plenitude[c]
            owners = [seat for seat in range(over.players) if c in over.harmonized(seat)]
            if not owners:
                unclaimed.append(Msg(M + "token-value", colour=nm.colour(c), value=value))
                continue
            message = Msg(
                M + "plenitude",
                colour=nm.colour(c),
                value=value,
                owners=tuple(map(nm.seat, owners)),
                points=nm.count("point", value),
                each=len(owners),
            )
            highlight = (nm.karma_id(c), *(nm.chakra_id(seat, c) for seat in owners))
            steps.append((rule, message, highlight))
        if unclaimed:
            message = Msg(
                M + "plenitude-unclaimed",
                tokens=nm.listed_or(tuple(unclaimed)),
                count=len(unclaimed),
            )
            highlight = tuple(nm.karma_id(c) for c in range(7) if not self._owned(over, c))
            steps.append((rule, message, highlight))
        return steps

    def _owned(self, over: VriendenState, colour: int) -> bool:
        return any(colour in over.harmonized(seat) for seat in range(over.players))

    def _seat_numbers(self, numbers: list[int] | tuple[int, ...], seats=None) -> Msg | str:
        """ "Player 1 3, Player 2 0": a number per seat (of ``seats``, by default every one)."""
        seats = range(len(numbers)) if seats is None else seats
        pairs = tuple(Msg(M + "seat-number", seat=nm.seat(s), number=numbers[s]) for s in seats)
        return nm.chained("comma", pairs)

    def _alleviated_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        counts = [p["alleviated"] for p in parts]
        if not any(counts):
            message = Msg(M + "alleviated-none")
        else:
            message = Msg(M + "alleviated", listed=self._seat_numbers(counts))
        earths = tuple(nm.earth_id(seat) for seat, count in enumerate(counts) if count)
        return "score.alleviated", message, earths

    def _no_penalty_step(self, over: VriendenState) -> tuple[str, Msg, tuple[str, ...]] | None:
        """Black left on the bubbles or chakras, said only when some board has any."""
        left = [
            sum(row.count(BLACK) for row in over.boards[seat][:EARTH])
            for seat in range(over.players)
        ]
        seats = [seat for seat, count in enumerate(left) if count]
        if not seats:
            return None
        return (
            "score.no-penalty",
            Msg(M + "no-penalty", listed=self._seat_numbers(left, seats)),
            tuple(
                nm.row_element(seat, row)
                for seat in seats
                for row in range(EARTH)
                if BLACK in over.boards[seat][row]
            ),
        )

    def _alignment_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        runs = [self.alignment(over, seat) for seat in range(over.players)]
        takers = [seat for seat in range(over.players) if parts[seat]["alignment"]]
        bonus = self.board.alignment_bonus
        if not takers:
            outcome = Msg(M + "alignment-nobody")
        elif len(takers) == 1:
            outcome = Msg(M + "alignment-one", seat=nm.seat(takers[0]), bonus=bonus)
        elif max(runs) == 0:
            outcome = Msg(M + "alignment-zero", bonus=bonus)
        else:
            outcome = Msg(M + "alignment-shared", seats=tuple(map(nm.seat, takers)), bonus=bonus)
        highlight = tuple(
            nm.chakra_id(seat, c) for seat in takers for c in range(7 - runs[seat], 7)
        )
        message = Msg(M + "alignment", listed=self._seat_numbers(runs), outcome=outcome)
        return "score.alignment", message, highlight

    def _yin_yang_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        listed = tuple(
            Msg(
                M + "seat-halves",
                seat=nm.seat(seat),
                halves=over.halves[seat],
                points=nm.count("point", parts[seat]["yin-yang"]),
            )
            for seat in range(over.players)
        )
        return (
            "yin-yang.score",
            Msg(M + "yin-yang-score", listed=nm.chained("comma", listed)),
            tuple(nm.yin_yang_id(seat) for seat in range(over.players) if over.halves[seat]),
        )

    def _objectives_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        bonuses = [parts[seat]["objectives"] for seat in range(over.players)]
        return (
            "objectives.score",
            Msg(M + "objectives-score", listed=self._seat_numbers(bonuses)),
            tuple(
                nm.objective_id(oid)
                for oid, takers in zip(over.objectives, over.bonuses, strict=True)
                if takers
            ),
        )

    def _totals_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        scores = self._scores(over)
        totals = tuple(
            Msg(M + "total", seat=nm.seat(seat), total=scores[seat], parts=_breakdown(parts[seat]))
            if scores[seat]
            else Msg(M + "seat-number", seat=nm.seat(seat), number=0)
            for seat in range(over.players)
        )
        message = Msg(
            M + "totals", totals=nm.chained("semicolon", totals), reason=self._reason(scores)
        )
        return "end.winner", message, ()

    def alignment(self, state: VriendenState, seat: int) -> int:
        """Harmonized chakras in a row counted from the bottom (red) upward."""
        harmonized = set(self.counted_harmonized(state, seat))
        run = 0
        for c in range(6, -1, -1):
            if c not in harmonized:
                break
            run += 1
        return run

    def score_parts(self, state: VriendenState, seat: int) -> dict[str, int]:
        board = self.board
        parts = {
            "plenitude": sum(state.plenitude[c] for c in state.harmonized(seat)),
            "alleviated": state.boards[seat][EARTH].count(BLACK),
            "alignment": 0,
            "yin-yang": 0,
            "objectives": 0,
        }
        runs = [self.alignment(state, s) for s in range(state.players)]
        best = max(runs)
        if runs[seat] == best and (best >= 1 or state.ruling("alignment") == "zero-counts"):
            parts["alignment"] = board.alignment_bonus
        halves = state.halves[seat]
        parts["yin-yang"] = halves // 2 * board.yin_yang_complete + halves % 2 * board.yin_yang_half
        for takers in state.bonuses:
            if seat in takers:
                parts["objectives"] += board.objective_bonuses[takers.index(seat)]
        return parts

    def _scores(self, state: VriendenState) -> tuple[int, ...]:
        return tuple(sum(self.score_parts(state, s).values()) for s in range(state.players))

    def _reason(self, scores: tuple[int, ...]) -> Msg:
        """Who wins, with how many points."""
        top = max(scores)
        winners = tuple(nm.seat(s) for s in range(len(scores)) if scores[s] == top)
        if len(winners) == 1:
            return Msg(M + "wins", seat=winners[0], points=top)
        return Msg(M + "win-shared", seats=nm.chained("and", winners), points=top)

    def result(self, state: VriendenState) -> Result | None:
        if state.phase != "over":
            return None
        scores = self._scores(state)
        top = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == top)
        return Result(scores, winners, render(self._reason(scores)), state.ended)

    # ----- hidden information --------------------------------------------------------------
    hidden_information = True
    chance_label = "Draw from the bag"
    action_kinds = {  # noqa: RUF012 - read-only class data
        "take": "Receive energy",
        "channel": "Channel energy",
        "move": "Move an energy",
        "pick": "Choose from the bag",
        "meditate": "Meditate",
        "draw": "The bag",
    }

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
        return dataclasses.replace(
            state, plenitude=plenitude, spare=HIDDEN, seed=None, viewer=player
        )

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` reads it: another player's peek at a plenitude token loses the
        token's value (a secret only the teacher and the one who looked may read)."""
        message = step.message
        if isinstance(message, Msg):
            message = redact(message, player)
        return Step(step.rule, message, step.highlight, self.view(step.state, player))

    # ----- description ---------------------------------------------------------------------
    def describe(self, state: VriendenState) -> str:
        """The position in words, for people who cannot see the board (describe.py)."""
        return render(self.description(state))

    def description(self, state: VriendenState) -> Msg | str:
        """``describe`` as a message: what is due, the lotus board, every player's board."""
        return describe_position(self, state)

    # ----- teaching data (the hooks are teaching.Teaching's) ---------------------------
    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        if self._tutorials is None:
            self._tutorials = (load_tutorial(TUTORIAL_FILE, self),)
        return self._tutorials

    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            self._scenarios = load_scenarios(SCENARIOS_FILE, self)
        return self._scenarios

    # ----- JSON ----------------------------------------------------------------------------
    def to_json(self, state: VriendenState) -> dict[str, Any]:
        return codec.encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> VriendenState:
        return codec.decode(self, data)

    def check_position(self, state: VriendenState) -> None:
        """A StateError naming the field unless the rules can reach ``state`` (the invariants
        are listed and checked in codec.py; ``from_json`` runs the same checks)."""
        codec.check_position(self, state)


_HARMONIZED = tuple((c, c, c) for c in range(7))  # each chakra row when harmonized


def _over(play: Play) -> bool:
    """The game ended during the bookkeeping: nothing more happens in this turn."""
    return play.phase == "over"


_NOTHING: list[tuple] = []  # no take move (shared: never changed)

# A Transition without Steps, for silent play (the dataclass's own constructor sets each
# field through `object.__setattr__`).
_bare_transition = positional_builder(Transition)


def _replaced(items: tuple, index: int, value: Any) -> tuple:
    """``items`` with entry ``index`` replaced."""
    changed = list(items)  # half the cost of joining two slices around the new value
    changed[index] = value
    return tuple(changed)


def _nth_present(counts: tuple[int, ...], index: int) -> int:
    """The position of the ``index``-th count that is not zero (from 0)."""
    for position, n in enumerate(counts):
        if n:
            if not index:
                return position
            index -= 1
    raise IndexError(index)


def _picks(state: VriendenState, seat: int) -> list[int]:
    """Per colour, the most energies ``seat`` may still receive once nobody may take: only
    inspiration space 8 brings energy then, one from the bag per black energy it discards from
    the earth (those already there and those that may get there)."""
    blacks = sum(row.count(BLACK) for row in state.boards[seat])
    return [min(n, blacks) for n in state.bag]


def _breakdown(parts: dict[str, int]) -> Msg | str:
    """A score's parts that are not zero: "12 plenitude + 2 alleviated"."""
    named = tuple(Msg(f"{M}part-{name}", number=v) for name, v in parts.items() if v)
    return nm.chained("plus", named)


def owed_moves(pending: tuple[int, ...]) -> Msg | str:
    """The moves a channel action still owes ("one down 2, one up or down 1")."""
    return nm.chained("comma", tuple(map(_owed, pending)))


def _owed(req: int) -> Msg:
    if req == 0:
        return Msg(M + "owed-either")
    return Msg(M + ("owed-down" if req > 0 else "owed-up"), distance=abs(req))


def _runs(colours: set[int]) -> list[int]:
    runs = []
    run = 0
    for c in range(7):
        if c in colours:
            run += 1
        else:
            if run:
                runs.append(run)
            run = 0
    if run:
        runs.append(run)
    return runs
