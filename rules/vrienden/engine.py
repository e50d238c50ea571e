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
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
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
    Variant,
    chance,
)
from rules.core.fastbuild import positional_builder
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial

from . import teaching
from .board import Board, default_board
from .bots import HeuristicBot
from .shape import ShapeSearch, board_shape
from .state import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    COLOURS,
    EARTH,
    EMPTY,
    HIDDEN,
    OBJECTIVES,
    WHITE,
    YIN_YANG,
    VriendenState,
    build_state,
    row_id,
)
from .teaching import TUTORIAL_FILE

SLUG = "vrienden"
RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
# The part of a peek's sentence that only the teacher and the looker may read.
_TEACHER_VALUE = re.compile(r" \(teacher view: it shows [^)]*\)")
R = "vrienden."
#: The most energies of one chakra colour a board may hold (``vrienden.ruling.colour-limit``).
COLOUR_LIMIT = 3

#: The moves of the eight inspiration spaces, in the rulebook's order: +d moves one energy
#: down d counted rows, -d up, 0 one row up or down.
CHANNELS: dict[int, tuple[int, ...]] = {
    1: (1, 1, 1),
    2: (2, 1),
    3: (3,),
    4: (-2,),
    5: (-1, -1),
    6: (1, -1),
    7: (0,),
    8: (),
}
CHANNEL_KEYS = {i: f"channel {i}" for i in CHANNELS}
CHANNEL_TEXT = {
    1: "move three energies down one chakra each",
    2: "move one energy down two chakras and another down one",
    3: "move one energy down three chakras",
    4: "move one energy up two chakras",
    5: "move two energies up one chakra each",
    6: "move one energy down one chakra and another up one",
    7: "move one energy up or down one chakra",
    8: "discard an alleviated black energy and choose an energy from the bag for a bubble",
}

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


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def colour_name(colour: int) -> str:
    return COLOURS[colour].replace("-", " ")


def row_name(row: int) -> str:
    if row == BUBBLES:
        return "the bhagya bubbles"
    if row == EARTH:
        return "the earth"
    return f"the {colour_name(row - 1)} chakra"


def _frozen(items: tuple | list) -> tuple:
    """Flows or boards as nested tuples (a tuple is the state's own, never changed)."""
    return items if type(items) is tuple else tuple(map(tuple, items))


class _Play:
    """A mutable working copy of one state while an action is applied."""

    __slots__ = (
        "alleviated", "bag", "boards", "bonuses", "channel", "current", "discard", "draws",
        "ended", "flows", "halves", "log", "meditation", "moved", "notches", "pending", "phase",
        "refill", "round", "spaces", "state", "triggered",
    )  # fmt: skip

    def __init__(self, state: VriendenState, explain: bool) -> None:
        self.state = state
        self.bag = state.bag
        # Flows and boards are copied lazily: a list only once the action changes it. The
        # per-seat and per-colour tuples are replaced (``put``), never changed in place.
        self.flows = state.flows
        self.refill = state.refill
        self.boards = state.boards
        self.notches = state.notches
        self.spaces = state.spaces
        self.meditation = state.meditation
        self.alleviated = state.alleviated
        self.halves = state.halves
        self.bonuses = state.bonuses
        self.discard = state.discard
        self.phase = state.phase
        self.current = state.current
        self.round = state.round
        self.draws = state.draws
        self.channel = state.channel
        self.pending = state.pending
        self.moved = state.moved
        self.triggered = state.triggered
        self.ended = state.ended
        self.log: list[Step] | None = [] if explain else None

    def freeze(self) -> VriendenState:
        s = self.state
        return build_state(
            s.players, s.variants, s.rulings, s.seed, self.draws, self.phase, self.current,
            self.round, self.bag, _frozen(self.flows), self.refill,
            s.plenitude, s.spare, _frozen(self.boards), self.notches,
            self.spaces, self.meditation, self.alleviated,
            self.halves, s.objectives, self.bonuses, self.discard,
            self.channel, self.pending, self.moved, self.triggered, self.ended, s.viewer,
        )  # fmt: skip

    def step(self, rule: str, text: str, *highlight: str) -> None:
        if self.log is not None:
            self.log.append(Step(R + rule, text, highlight, self.freeze()))

    def put(self, field: str, index: int, value: Any) -> None:
        """Replace entry ``index`` of the tuple ``field`` (bag, notches, spaces, ...)."""
        items = getattr(self, field)
        setattr(self, field, (*items[:index], value, *items[index + 1 :]))

    def board(self, seat: int) -> list:
        if type(self.boards) is tuple:
            self.boards = list(self.boards)
        rows = self.boards[seat]
        if type(rows) is tuple:
            rows = self.boards[seat] = list(rows)
        return rows

    def flow(self, f: int) -> list:
        if type(self.flows) is tuple:
            self.flows = list(self.flows)
        flow = self.flows[f]
        if type(flow) is tuple:
            flow = self.flows[f] = list(flow)
        return flow

    def add(self, seat: int, row: int, colour: int) -> None:
        rows = self.board(seat)
        rows[row] = tuple(sorted((*rows[row], colour)))

    def remove(self, seat: int, row: int, colour: int) -> None:
        rows = self.board(seat)
        items = list(rows[row])
        items.remove(colour)
        rows[row] = tuple(items)


class Vrienden(Game):
    """Vrienden (Chakra), with Module A (Yin Yang) and Module D (Objectives)."""

    turn_rule = R + "turn"

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
        )
        self.bots = {"heuristic": HeuristicBot}
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None
        self._parsed: dict[str, tuple] = {}
        self._objective = {o.id: o for o in self.board.objectives}
        # Caches of the fast generator (pure functions of their keys).
        self._take_cache: dict[tuple, Action] = {}
        self._block_cache: dict[tuple, list[Action]] = {}
        self._move_rules_cache: dict[tuple, tuple[bool, frozenset[int], bool, int, int]] = {}
        self._last_rules: tuple = (None, None, None)  # (rulings, variants, _move_rules value)
        self._choice_cache: dict[tuple, list[tuple[int, ...]]] = {}
        self._table_cache: dict[tuple, list] = {}
        self._dests_cache: dict[int, list[tuple[int, ...]]] = {}
        self._last_take_rules: tuple = (None, None)  # (rulings, _take_rules value)
        self._meditate_cache: dict[tuple[int, ...], list[Action]] = {}
        self._draws: list[Action] = []
        self._channel_cache: dict[tuple, list[int]] = {}
        self._channel_lists: dict[int, list[Action]] = {}
        self._other_maps: dict[tuple, dict[str, Action]] = {}  # channels and meditations
        self._other_lists: dict[tuple, list[Action]] = {}  # the same, as lists
        self._move_key_cache: dict[tuple[int, int, int], str] = {}
        self._choice_counts: dict[tuple, tuple[int, ...]] = {}
        self._dest_count_cache: dict[int, tuple[int, ...]] = {}
        # Board shapes pack each row's size into two bits.
        self._shapes = self.board.places <= 3 and self.board.bubbles <= 3

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

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
        from rules.core import chance

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

    # ----- actions: keys and labels --------------------------------------------------------
    def parse_action(self, key: str) -> Action:
        """The Action a key stands for; ValueError naming the part that means nothing."""
        if not isinstance(key, str):
            raise ValueError(f"an action key is a string, got {key!r}")
        cached = self._parsed_actions.get(key)
        if cached is not None:
            return cached
        self._parse(key)  # raises on nonsense
        return Action(key, self._label(key), key.split(" ", 1)[0])

    def _parse(self, key: str) -> tuple:
        parsed = self._parsed.get(key)
        if parsed is None:
            parsed = self._parse_key(key)
            if len(self._parsed) < 100_000:
                self._parsed[key] = parsed
        return parsed

    def _parse_key(self, key: str) -> tuple:
        parts = key.split()
        if not parts:
            raise ValueError("an empty action key means nothing")
        verb = parts[0]
        if verb == "draw" and len(parts) == 2:
            return ("draw", _colour(parts[1]))
        if verb == "take" and len(parts) == 5 and parts[3] == "to":
            flow = parts[1]
            if not flow.startswith("flow:") or flow[5:] not in ("1", "2", "3"):
                raise ValueError(f"{flow!r} is not a maya flow (flow:1, flow:2 or flow:3)")
            colours = tuple(_colour(c) for c in parts[2].split(","))
            dest = _row(parts[4])
            if dest == EARTH:
                raise ValueError(
                    "energy is received on the bubbles or on one chakra, never the earth"
                )
            return ("take", int(flow[5:]) - 1, colours, dest)
        if verb == "channel" and len(parts) == 2:
            if parts[1] not in {str(i) for i in CHANNELS}:
                raise ValueError(f"{parts[1]!r} is not an inspiration space (1 to 8)")
            return ("channel", int(parts[1]))
        if verb == "move" and len(parts) == 4:
            return ("move", _colour(parts[1]), _row(parts[2]), _row(parts[3]))
        if verb == "pick" and len(parts) == 2:
            return ("pick", _colour(parts[1]))
        if verb == "meditate" and len(parts) <= 2:
            colour = _colour(parts[1]) if len(parts) == 2 else None
            if colour is not None and colour >= 7:
                raise ValueError("meditation tokens come in the seven chakra colours")
            return ("meditate", colour)
        raise ValueError(
            f"{key!r} is not an action of Vrienden (take, channel, move, pick, meditate, draw)"
        )

    def _label(self, key: str) -> str:
        parsed = self._parse(key)
        kind = parsed[0]
        if kind == "draw":
            return f"The bag gives {colour_name(parsed[1])}"
        if kind == "take":
            _, flow, colours, dest = parsed
            names = ", ".join(colour_name(c) for c in colours)
            return f"Take {names} from flow {flow + 1} to {row_name(dest)}"
        if kind == "channel":
            return f"Channel {parsed[1]}: {CHANNEL_TEXT[parsed[1]]}"
        if kind == "move":
            _, colour, src, dst = parsed
            return f"Move {colour_name(colour)} from {row_name(src)} to {row_name(dst)}"
        if kind == "pick":
            return f"Choose {colour_name(parsed[1])} from the bag"
        if parsed[1] is None:
            return "Meditate"
        return f"Meditate, looking at the {colour_name(parsed[1])} plenitude token"

    @staticmethod
    def take_key(flow: int, colours: tuple[int, ...], dest: int) -> str:
        names = ",".join(COLOURS[c] for c in sorted(colours))
        return f"take flow:{flow + 1} {names} to {row_id(dest)}"

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
            self._draws = [self.cached_action(f"draw {name}") for name in COLOURS]
        return self._draws

    # ----- legal actions (the fast generator) ----------------------------------------------
    def _legal_map(self, state: VriendenState) -> dict[str, Action]:
        # The core's map of `_legal`, built without the list in between: at chance nodes
        # straight from the bag, and in the play phase from the cached map of the take actions
        # and the one of the channel and meditate actions (shared as it is when nothing can
        # be received, as on most turns of random bots).
        cached_state, cached = self._legal_cache
        if cached_state is state:
            return cached
        if state.phase == "over":
            actions = {}
        elif state.refill:
            actions = {a.key: a for a, n in zip(self._draw_actions(), state.bag, strict=True) if n}
        elif state.phase == "play":
            actions = self._play_map(state)
        else:
            actions = {a.key: a for a in self._legal(state)}
        self._legal_cache = (state, actions)
        return actions

    def _play_map(self, state: VriendenState) -> dict[str, Action]:
        seat = state.current
        takes = self._take_map(state, seat)
        map_key = (self._channel_spaces(state, seat), state.meditation[seat])
        others = self._other_maps.get(map_key)
        if others is None:
            channels = self._channel_lists_for(map_key[0])
            meditates = self._meditate_actions(state, seat)
            others = self._other_maps[map_key] = {a.key: a for a in (*channels, *meditates)}
        if not takes:
            return others  # shared: nobody changes a legal map
        takes.update(others)  # a new map whenever it is not empty
        return takes

    def random_action(self, state: VriendenState, rng: random.Random) -> Action:
        # In the play phase, the core's pick without the legal map: the same single draw
        # `rng.choice` makes over the legal list (takes, then channels, then meditations),
        # with the takes counted per flow instead of listed.
        if state.phase == "channel" and not state.refill:
            # The legal list is one action per move key, in the keys' order.
            key = rng.choice(self._move_keys(state, state.current))
            return self._vouch(state, self.cached_action(key))
        if state.phase != "play" or state.refill:
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
            channels = self._channel_lists_for(list_key[0])
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
    ) -> Action:
        """Take action ``index`` of flow ``f``'s block, in the order of `_take_map`."""
        for _, n, by_dest in self._flow_table(state, f, flow, full):
            rows = dests[n]
            if index < len(rows):
                return by_dest[rows[index]]
            index -= len(rows)
        raise IndexError(index)

    def _legal(self, state: VriendenState) -> list[Action]:
        if state.phase == "over":
            return []
        if state.refill:
            return [a for a, _ in self.chance_outcomes(state)]
        seat = state.current
        if state.phase == "channel":
            return [self.cached_action(k) for k in self._move_keys(state, seat)]
        if state.phase == "pick":
            return [self.cached_action(f"pick {COLOURS[c]}") for c in self._pickable(state, seat)]
        return [
            *self._take_map(state, seat).values(),
            *self._channel_actions(state, seat),
            *self._meditate_actions(state, seat),
        ]

    def _take_action(self, f: int, colours: tuple[int, ...], dest: int) -> Action:
        cache_key = (f, colours, dest)
        action = self._take_cache.get(cache_key)
        if action is None:
            action = self.cached_action(self.take_key(f, colours, dest))
            self._take_cache[cache_key] = action
        return action

    def _take_map(self, state: VriendenState, seat: int) -> dict[str, Action]:
        """The take actions of the seat by key, in the order of the legal list: a new map,
        or the shared empty one."""
        room = self._room(state, seat)
        if not room:
            return _NOTHING  # no bubble free and no chakra open: nothing can be received
        white = self._take_rules(state)[1]
        full = self._full_colours(state, seat)
        dests = self._dests(room)
        # Equal room signatures, flows and full colours give the same take actions: each
        # flow's block of actions is cached on them. (Whole maps on (flows, signature) were
        # cached too, but the three flows rarely come back together.)
        cache = self._block_cache
        actions: dict[str, Action] = {}
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
            for a in block:
                actions[a.key] = a
        return actions

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
    ) -> list[tuple[tuple[int, ...], int, list[Action]]]:
        """Per allowed colour choice of flow ``f`` (none of the colours in ``full``): (colours,
        how many, take action per destination row), in the order of ``_flow_choices``."""
        cache_key = (f, flow, state.ruling("white-take"), full)
        table = self._table_cache.get(cache_key)
        if table is None:
            take = self._take_action
            table = [
                (colours, len(colours), [take(f, colours, row) for row in range(EARTH)])
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
            return Ruling(
                R + "yin-yang.no-mix", "White and black energies can never be taken together."
            )
        if white_there and black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(
                R + "yin-yang.take",
                "This flow shows both black and white: you must take one of them.",
            )
        if black_there and BLACK not in chosen and WHITE not in chosen:
            return Ruling(
                R + "receive.black",
                "This flow shows a black energy: whoever takes from it must take a black.",
            )
        if white_there and not black_there and WHITE not in chosen:
            return Ruling(
                R + "yin-yang.take",
                "This flow shows a white energy: whoever takes from it must take a white.",
            )
        if WHITE in chosen and len(chosen) < 2 and state.ruling("white-take") == "seed":
            return Ruling(
                R + "ruling.white-take",
                "Under the seed's reading white is taken only together with other energies.",
            )
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

    def _channel_actions(self, state: VriendenState, seat: int) -> list[Action]:
        return self._channel_lists_for(self._channel_spaces(state, seat))

    def _channel_lists_for(self, spaces: int) -> list[Action]:
        actions = self._channel_lists.get(spaces)
        if actions is None:
            actions = [
                self.cached_action(CHANNEL_KEYS[i]) for i in CHANNELS if spaces >> (i - 1) & 1
            ]
            self._channel_lists[spaces] = actions
        return actions  # shared: callers concatenate, never change it

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
        known, shaped = self._known_channels(state, rows)
        finder = None  # the search on the board's shape, made when first needed
        spaces = 0  # bit i - 1: channel i is feasible
        for i in range(1, 8):
            if used >> (i - 1) & 1:
                continue
            ok = known[i]
            if ok < 0:
                if not shaped:
                    ok = int(self._feasible(state, rows, CHANNELS[i], ()))
                else:
                    if finder is None:
                        _, earth_ok, once, top, _ = self._move_rules(state)
                        board = self.board
                        earth_any = len(earth_ok) > WHITE
                        bubbles = board.bubbles if top == BUBBLES else 0
                        finder = ShapeSearch(rows, earth_any, once, board.places, bubbles)
                    ok = int(finder.feasible(CHANNELS[i]))
                known[i] = ok
            spaces |= ok << (i - 1)
        return spaces

    def _known_channels(self, state: VriendenState, rows: tuple) -> tuple[list[int], bool]:
        """The channel feasibility of a board, shared by every board of its shape (or, without
        a shape, kept for the board itself): per inspiration space 1 = feasible, 0 = not, -1 =
        not worked out yet (only spaces still free are searched); and whether it has a shape."""
        locked, earth_ok, _, _, rules_id = self._move_rules(state)  # what moves depend on
        shape = board_shape(rows, locked, len(earth_ok) > WHITE) if self._shapes else None
        cache_key = (rows if shape is None else shape, rules_id)
        known = self._channel_cache.get(cache_key)
        if known is None:
            if len(self._channel_cache) > 100_000:
                self._channel_cache.clear()
            known = self._channel_cache[cache_key] = [-1] * 8
        return known, shape is not None

    def _meditate_actions(self, state: VriendenState, seat: int) -> list[Action]:
        held = state.meditation[seat]
        actions = self._meditate_cache.get(held)
        if actions is None:
            keys = [f"meditate {CHAKRAS[c]}" for c in range(7) if c not in held] or ["meditate"]
            actions = self._meditate_cache[held] = [self.cached_action(k) for k in keys]
        return actions  # shared: callers concatenate, never change it

    def _pickable(self, state: VriendenState, seat: int) -> list[int]:
        full = self._full_colours(state, seat)
        return [c for c, n in enumerate(state.bag) if n and not full >> c & 1]

    def _discard_problem(self, state: VriendenState, seat: int) -> Ruling | None:
        rows = state.boards[seat]
        if BLACK not in rows[EARTH]:
            return Ruling(
                R + "channel.discard",
                "Inspiration space 8 needs an alleviated black energy in your earth to discard.",
            )
        if len(rows[BUBBLES]) >= self.board.bubbles:
            return Ruling(
                R + "channel.discard",
                "Inspiration space 8 places an energy on a free bhagya bubble, and none is free.",
            )
        if not self._pickable(state, seat):
            return Ruling(
                R + "channel.discard",
                "Inspiration space 8 takes an energy from the bag, and none can be taken.",
            )
        return None

    # ----- channel moves -------------------------------------------------------------------
    def _skippable(self, state: VriendenState, rows: tuple, row: int) -> bool:
        if row in (BUBBLES, EARTH):
            return False
        content = rows[row]
        if len(content) < self.board.places:
            return False
        c = row - 1
        if content == (c, c, c):
            return True
        return WHITE in content  # Module A: temporarily harmonized

    def _target(
        self, state: VriendenState, rows: tuple, src: int, colour: int, step: int, distance: int
    ) -> tuple[int | None, Ruling | None]:
        """Where an energy of ``colour`` on row ``src`` ends after ``distance`` counted rows
        in direction ``step`` (+1 down, -1 up); or None and the rule that stops it."""
        pos = src
        counted = 0
        while counted < distance:
            pos += step
            if pos < BUBBLES:
                return None, Ruling(
                    R + "channel.free-place",
                    f"Nothing lies above the bhagya bubbles: an energy on {row_name(src)} "
                    f"cannot go up {distance}.",
                )
            if pos == BUBBLES and self._move_rules(state)[3] != BUBBLES:
                return None, Ruling(
                    R + "ruling.bubbles",
                    "Moves are counted in chakras and the bhagya bubbles are none: they only "
                    f"hold received energy, so an energy on {row_name(src)} cannot go up "
                    f"{distance}.",
                )
            if pos > EARTH:
                return None, Ruling(
                    R + "channel.free-place",
                    f"Nothing lies below the earth: an energy on {row_name(src)} cannot go down "
                    f"{distance}.",
                )
            if self._skippable(state, rows, pos):
                continue  # harmonized: skipped, not counted
            counted += 1
            if pos == EARTH:
                if counted < distance:
                    return None, Ruling(
                        R + "channel.free-place",
                        f"The earth is the bottom: an energy on {row_name(src)} cannot go down "
                        f"{distance}.",
                    )
                if (
                    colour not in (BLACK, WHITE)
                    or (colour == WHITE and YIN_YANG not in state.variants)
                ) and state.ruling("earth") == "black-only":
                    return None, Ruling(
                        R + "ruling.earth",
                        f"Only black energy (and white in Module A) goes to the earth; "
                        f"{colour_name(colour)} cannot.",
                    )
                return pos, None
            if len(rows[pos]) >= self.capacity(pos):
                what = "crossed" if counted < distance else "reached"
                return None, Ruling(
                    R + "channel.free-place",
                    f"{row_name(pos).capitalize()} would be {what} but has no free place.",
                )
        return pos, None

    def _movable(
        self, state: VriendenState, rows: tuple, moved: tuple, row: int, colour: int
    ) -> Ruling | None:
        if row == EARTH:
            return Ruling(R + "alleviate", "Energy in the earth is alleviated and stays there.")
        if colour not in rows[row]:
            return Ruling(
                R + "channel.actions",
                f"There is no {colour_name(colour)} energy on {row_name(row)}.",
            )
        if (
            row != BUBBLES
            and rows[row] == (row - 1,) * 3
            and state.ruling("harmonized") == "locked"
        ):
            return Ruling(
                R + "ruling.harmonized",
                f"The {colour_name(row - 1)} chakra is harmonized: its energies stay in place.",
            )
        if rows[row].count(colour) <= moved.count((row, colour)):
            return Ruling(
                R + "ruling.move-once",
                f"The {colour_name(colour)} energy on {row_name(row)} has already moved in this "
                "action; each energy moves once.",
            )
        return None

    def _options(
        self, state: VriendenState, rows: tuple, moved: tuple, pending: tuple[int, ...]
    ) -> list[tuple[int, int, int, int]]:
        """Single moves that serve one owed move: (colour, from row, to row, owed value).

        The fast twin of ``_movable`` and ``_target``, which state the same rules one move at a
        time with a Ruling; a property test checks that both agree.
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
        places = self.board.places
        bubbles = self.board.bubbles
        # Rows that a travelling energy skips (harmonized, or temporarily with a white).
        skip = [False] * 9
        for r in range(1, EARTH):
            content = rows[r]
            if len(content) >= places and (content == _HARMONIZED[r - 1] or WHITE in content):
                skip[r] = True
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
                    pos = row
                    counted = 0
                    dest = None
                    while True:
                        pos += step
                        if pos < top or pos > EARTH:
                            break
                        if skip[pos]:
                            continue
                        counted += 1
                        if pos == EARTH:
                            if counted == dist:
                                dest = pos
                            break
                        cap = bubbles if pos == BUBBLES else places
                        if len(rows[pos]) >= cap:
                            break
                        if counted == dist:
                            dest = pos
                            break
                    if dest is None:
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
        new = list(rows)
        items = list(new[src])
        items.remove(colour)
        new[src] = tuple(items)
        new[dst] = tuple(sorted((*new[dst], colour)))
        left = list(pending)
        left.remove(req)
        if self._move_rules(state)[2]:
            moved = (*moved, (dst, colour))
        return tuple(new), moved, tuple(left)

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
        the owed moves (``_after_move`` inlined), stopping at the first that completes."""
        if not pending:
            return True
        options = self._gen_options(rows, moved, pending, locked, earth_ok, top)
        if len(pending) == 1:  # any single move that serves the last owed move completes it
            return next(options, None) is not None
        for colour, src, dst, req in options:
            new = list(rows)
            items = list(new[src])
            items.remove(colour)
            new[src] = tuple(items)
            new[dst] = tuple(sorted((*new[dst], colour)))
            left = list(pending)
            left.remove(req)
            new_moved = (*moved, (dst, colour)) if once else moved
            if self._search(tuple(new), tuple(left), new_moved, locked, earth_ok, once, top):
                return True
        return False

    def _move_keys(self, state: VriendenState, seat: int) -> list[str]:
        rows = state.boards[seat]
        options = self._options(state, rows, state.moved, state.pending)
        # With one move owed, every option completes the action; otherwise the moves still
        # owed after it must stay possible.
        if len(state.pending) > 1:
            options = [move for move in options if self._completes(state, rows, move)]
        return sorted({self._move_key(colour, src, dst) for colour, src, dst, _ in options})

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
    def _explain_illegal(self, state: VriendenState, action: Action) -> Ruling:
        parsed = self._parse(action.key)
        kind = parsed[0]
        if state.phase == "over":
            return Ruling(R + "end.round", "The game is over: no more actions.")
        if state.refill:
            if kind == "draw":
                return Ruling(
                    R + "receive.refill",
                    f"The bag holds no {colour_name(parsed[1])} energy, so it cannot come out.",
                )
            return Ruling(
                R + "receive.refill",
                "The maya flow is being refilled from the bag first: only a draw can happen now.",
            )
        if kind == "draw":
            return Ruling(
                R + "receive.refill", "Energy comes out of the bag only to refill a maya flow."
            )
        seat = state.current
        if state.phase == "channel":
            if kind != "move":
                return Ruling(
                    R + "channel.all-moves",
                    f"Inspiration space {state.channel} is being carried out: finish its moves "
                    "first.",
                )
            return self._move_problem(state, seat, parsed)
        if state.phase == "pick":
            if kind != "pick":
                return Ruling(
                    R + "channel.discard",
                    "Choose the energy from the bag for the free bubble first.",
                )
            if not state.bag[parsed[1]]:
                return Ruling(
                    R + "channel.discard", f"The bag holds no {colour_name(parsed[1])} energy."
                )
            return Ruling(
                R + "ruling.colour-limit",
                f"Your board already holds three {colour_name(parsed[1])} energies, the most one "
                "board may hold of a colour.",
            )
        if kind == "move":
            return Ruling(
                R + "channel.token",
                "Energies move only during a channel action: place an inspiration token first.",
            )
        if kind == "pick":
            return Ruling(
                R + "channel.discard", "Energy is chosen from the bag only by inspiration space 8."
            )
        if kind == "take":
            return self._take_refusal(state, seat, parsed)
        if kind == "channel":
            return self._channel_refusal(state, seat, parsed[1])
        colour = parsed[1]
        if colour is None:
            return Ruling(
                R + "meditate.look",
                "Meditating takes a new meditation token: name the colour you want to look at.",
            )
        return Ruling(
            R + "meditate.look",
            f"You already have the {colour_name(colour)} meditation token; choose a new one.",
        )

    def _take_refusal(self, state: VriendenState, seat: int, parsed: tuple) -> Ruling:
        _, f, colours, dest = parsed
        canonical = self.take_key(f, colours, dest)
        if len(set(colours)) == len(colours) and canonical in self._legal_map(state):
            return Ruling(
                R + "turn",
                f"Name the colours in board order (top to bottom, then black, white): "
                f"{canonical!r}.",
            )
        flow = state.flows[f]
        if len(set(colours)) != len(colours):
            return Ruling(
                R + "receive.take", "The energies taken together must all be of different colours."
            )
        if len(colours) > 3:
            return Ruling(R + "receive.take", "A player takes 1, 2 or 3 energies.")
        for c in colours:
            if c not in flow:
                return Ruling(R + "receive.take", f"Flow {f + 1} shows no {colour_name(c)} energy.")
        present = sorted({c for c in flow if c != EMPTY})
        problem = self._take_problem(state, present, tuple(sorted(colours)))
        if problem is not None:
            return problem
        rows = state.boards[seat]
        full = self._full_colours(state, seat)
        over = [c for c in colours if full >> c & 1]
        if over:
            return Ruling(
                R + "ruling.colour-limit",
                f"Your board already holds three {colour_name(over[0])} energies, the most one "
                "board may hold of a colour.",
            )
        n = len(colours)
        if dest == BUBBLES:
            free = self.board.bubbles - len(rows[BUBBLES])
            return Ruling(
                R + "receive.bubbles",
                f"Each bhagya bubble holds one energy: {_plural(free, 'bubble')} free for "
                f"{_plural(n, 'energy')}.",
            )
        c = dest - 1
        if state.notches[seat] >> c & 1:
            return Ruling(
                R + "receive.notch-taken",
                f"An inspiration token already sits in the {colour_name(c)} chakra's notch: no "
                "more energy can be placed on it directly.",
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(
                R + "receive.chakra",
                "Placing directly on a chakra costs an inspiration token, and you have none left.",
            )
        free = self.board.places - len(rows[dest])
        return Ruling(
            R + "receive.capacity",
            f"A chakra holds three energies: the {colour_name(c)} chakra has room for "
            f"{free}, not {n}.",
        )

    def _channel_refusal(self, state: VriendenState, seat: int, space: int) -> Ruling:
        if state.spaces[seat] >> (space - 1) & 1:
            return Ruling(
                R + "channel.token",
                f"Inspiration space {space} already holds a token; meditate to take it back.",
            )
        if state.tokens_in_hand(seat, self.board.inspiration_tokens) <= 0:
            return Ruling(
                R + "channel.token",
                "You have no inspiration token left to place; meditate to take them back.",
            )
        if space == 8:
            problem = self._discard_problem(state, seat)
            assert problem is not None
            return problem
        return Ruling(
            R + "channel.all-moves",
            f"Inspiration space {space} ({CHANNEL_TEXT[space]}) cannot be completed on your "
            "board, in any order, so it cannot be chosen.",
        )

    def _move_problem(self, state: VriendenState, seat: int, parsed: tuple) -> Ruling:
        _, colour, src, dst = parsed
        rows = state.boards[seat]
        problem = self._movable(state, rows, state.moved, src, colour)
        if problem is not None:
            return problem
        if dst == src:
            return Ruling(R + "channel.actions", "A move must take the energy to another row.")
        step = 1 if dst > src else -1
        wanted = [req for req in set(state.pending) if req == 0 or (req > 0) == (step > 0)]
        if not wanted:
            way = "down" if step > 0 else "up"
            return Ruling(
                R + "channel.actions",
                f"Inspiration space {state.channel} owes no move {way} now.",
            )
        reasons = []
        for req in wanted:
            dist = 1 if req == 0 else abs(req)
            dest, why = self._target(state, rows, src, colour, step, dist)
            if dest == dst:
                move = (colour, src, dst, req)
                new_rows, moved, left = self._after_move(
                    state, rows, state.moved, state.pending, move
                )
                if not self._feasible(state, new_rows, left, moved):
                    return Ruling(
                        R + "channel.all-moves",
                        "After this move the moves still owed could not all be made: choose "
                        "another energy or another order.",
                    )
            elif why is not None:
                reasons.append(why)
        if reasons:
            return reasons[0]
        owed = ", ".join(_owed(r) for r in state.pending)
        return Ruling(
            R + "channel.skip",
            f"From {row_name(src)} the moves still owed ({owed}) do not end on {row_name(dst)}; "
            "harmonized chakras are skipped without counting.",
        )

    # ----- apply ---------------------------------------------------------------------------
    def _apply(self, state: VriendenState, action: Action, explain: bool) -> Transition:
        parsed = self._parsed.get(action.key) or self._parse(action.key)  # once per action
        kind = parsed[0]
        if not explain:
            if kind == "draw":
                return _bare_transition(self._draw_quietly(state, parsed[1]), ())
            if not state.objectives and YIN_YANG not in state.variants:
                if kind == "meditate":
                    return _bare_transition(self._meditate_quietly(state, parsed[1]), ())
                if kind == "take":
                    return _bare_transition(self._take_quietly(state, *parsed[1:]), ())
        play = _Play(state, explain)
        if kind == "draw":
            self._draw(play, parsed[1])
        elif kind == "take":
            self._take(play, *parsed[1:])
        elif kind == "channel":
            self._channel(play, parsed[1])
        elif kind == "move":
            self._move(play, *parsed[1:])
        elif kind == "pick":
            self._pick(play, parsed[1])
        else:
            self._meditate(play, parsed[1])
        final = play.freeze()
        if play.log is None:
            return Transition(final)
        return Transition(final, tuple(play.log))

    # The three commonest actions of bots, without the working copy: the same state as
    # `_draw`, `_meditate` and `_take` (with `_end_turn`) leave, for when no Step is written
    # and no module acts at the end of the turn.
    def _draw_quietly(self, state: VriendenState, colour: int) -> VriendenState:
        f, i = state.refill[0]
        s = state
        return build_state(
            s.players, s.variants, s.rulings, s.seed, s.draws + 1, s.phase, s.current,
            s.round, _replaced(s.bag, colour, s.bag[colour] - 1),
            _replaced(s.flows, f, _replaced(s.flows[f], i, colour)), s.refill[1:],
            s.plenitude, s.spare, s.boards, s.notches,
            s.spaces, s.meditation, s.alleviated,
            s.halves, s.objectives, s.bonuses, s.discard,
            s.channel, s.pending, s.moved, s.triggered, s.ended, s.viewer,
        )  # fmt: skip

    def _meditate_quietly(self, state: VriendenState, colour: int | None) -> VriendenState:
        s = state
        seat = s.current
        meditation = s.meditation
        if colour is not None:
            meditation = _replaced(meditation, seat, tuple(sorted((*meditation[seat], colour))))
        # The boards, notches and flows stay as they are: `s` stands for the turn's end.
        phase, current, round_, refill, ended, triggered = self._quiet_turn_end(
            s, s.boards[seat], s.refill, lambda: s
        )
        return build_state(
            s.players, s.variants, s.rulings, s.seed, s.draws, phase, current,
            round_, s.bag, s.flows, refill,
            s.plenitude, s.spare, s.boards, s.notches,
            _replaced(s.spaces, seat, 0), meditation, s.alleviated,
            s.halves, s.objectives, s.bonuses, s.discard,
            0, (), (), triggered, ended, s.viewer,
        )  # fmt: skip

    def _take_quietly(
        self, state: VriendenState, f: int, colours: tuple[int, ...], dest: int
    ) -> VriendenState:
        s = state
        seat = s.current
        flow = list(s.flows[f])
        for c in colours:
            flow[flow.index(c)] = EMPTY
        rows = s.boards[seat]
        notches = s.notches[seat]
        placed = tuple(sorted((*rows[dest], *colours)))  # as `_take` adds them one by one
        if dest != BUBBLES:
            notches |= 1 << (dest - 1)  # the inspiration token paid into the notch
            if placed == _HARMONIZED[dest - 1]:
                notches &= ~(1 << (dest - 1))  # harmonized: the token goes back
        rows = _replaced(rows, dest, placed)
        flows = _replaced(s.flows, f, tuple(flow))
        boards = _replaced(s.boards, seat, rows)
        notches_after = _replaced(s.notches, seat, notches)

        def after() -> VriendenState:  # the turn's end as the blocked-end test reads it
            return build_state(
                s.players, s.variants, s.rulings, s.seed, s.draws, s.phase, s.current,
                s.round, s.bag, flows, (),
                s.plenitude, s.spare, boards, notches_after,
                s.spaces, s.meditation, s.alleviated,
                s.halves, s.objectives, s.bonuses, s.discard,
                0, (), (), s.triggered, s.ended, s.viewer,
            )  # fmt: skip

        phase, current, round_, refill, ended, triggered = self._quiet_turn_end(
            s, rows, self._refill_after_take(s, flow, f), after
        )
        return build_state(
            s.players, s.variants, s.rulings, s.seed, s.draws, phase, current,
            round_, s.bag, flows, refill,
            s.plenitude, s.spare, boards, notches_after,
            s.spaces, s.meditation, s.alleviated,
            s.halves, s.objectives, s.bonuses, s.discard,
            0, (), (), triggered, ended, s.viewer,
        )  # fmt: skip

    def _refill_after_take(self, state: VriendenState, flow: list[int], f: int) -> tuple:
        """The (flow, space) draws owed after a take left ``flow`` (flow ``f``) as it is."""
        empties = [(f, i) for i, x in enumerate(flow) if x == EMPTY]
        if state.ruling("refill") == "when-empty" and len(empties) < len(flow):
            return ()
        return tuple(empties[: sum(state.bag)])

    def _quiet_turn_end(
        self,
        state: VriendenState,
        rows: tuple,
        refill: tuple,
        after: Callable[[], VriendenState],
    ) -> tuple:
        """What `_end_turn` leaves when no module acts, for the seat to move whose board is
        now ``rows``: (phase, current, round, refill, ended, triggered). ``refill`` is owed
        unless the game ends; ``after`` gives the position at the turn's end."""
        s = state
        seat = s.current
        triggered = s.triggered or (
            sum(map(tuple.__eq__, rows[1:EARTH], _HARMONIZED)) >= self.board.end_harmonized
        )
        phase, current, round_, ended = "play", seat + 1, s.round, s.ended
        if current == s.players:  # the last seat of the round
            rule = self._game_end(state, seat, round_, triggered, after)
            if rule is not None:
                return "over", seat, round_, (), R + rule, triggered
            round_ += 1
            current = 0
        return phase, current, round_, refill, ended, triggered

    def _draw(self, play: _Play, colour: int) -> None:
        f, i = play.refill[0]
        play.put("bag", colour, play.bag[colour] - 1)
        play.flow(f)[i] = colour
        play.refill = play.refill[1:]
        play.draws += 1
        if play.log is not None:
            play.step(
                "receive.refill",
                f"{colour_name(colour).capitalize()} comes out of the bag onto flow {f + 1}, space "
                f"{i + 1} ({sum(play.bag)} energies left in the bag).",
                f"flow:{f + 1}:{i + 1}",
                "bag",
            )

    def _take(self, play: _Play, f: int, colours: tuple[int, ...], dest: int) -> None:
        state = play.state
        seat = play.current
        flow = play.flow(f)
        for c in colours:
            flow[flow.index(c)] = EMPTY
        names = ", ".join(colour_name(c) for c in colours)
        who = self.seat_name(seat)
        if play.log is not None:
            present = {c for c in state.flows[f] if c != EMPTY}
            forced = ""
            if BLACK in present and BLACK in colours:
                forced = " The flow shows black, so a black had to be among them."
            play.step(
                "receive.take",
                f"{who} takes {names} from flow {f + 1}.{forced}",
                f"flow:{f + 1}",
            )
        if dest == BUBBLES:
            for c in colours:
                play.add(seat, BUBBLES, c)
            if play.log is not None:
                play.step(
                    "receive.bubbles",
                    "All of it goes on the bhagya bubbles, one energy per bubble.",
                    *(f"bubble:{seat}:{i + 1}" for i in range(len(play.boards[seat][BUBBLES]))),
                )
        else:
            c = dest - 1
            play.put("notches", seat, play.notches[seat] | 1 << c)
            for x in colours:
                play.add(seat, dest, x)
            if play.log is not None:
                play.step(
                    "receive.chakra",
                    f"All of it goes straight onto the {colour_name(c)} chakra; {who} pays an "
                    "inspiration token into its notch.",
                    f"chakra:{seat}:{CHAKRAS[c]}",
                    f"notch:{seat}:{CHAKRAS[c]}",
                )
            self._check_harmony(play, seat, dest)
        # Refill: the flow's empty spaces are filled from the bag, one chance draw each.
        rule = state.ruling("refill")
        empties = [(f, i) for i, x in enumerate(flow) if x == EMPTY]
        if rule == "when-empty" and len(empties) < len(flow):
            empties = []
        empties = empties[: sum(play.bag)]
        self._end_turn(play)
        if play.phase != "over" and empties:
            play.refill = tuple(empties)
            if play.log is not None:
                play.step(
                    "receive.refill",
                    f"Flow {f + 1} will be refilled from the bag: {_plural(len(empties), 'draw')}.",
                    f"flow:{f + 1}",
                    "bag",
                )
        elif (
            play.log is not None
            and play.phase != "over"
            and not sum(play.bag)
            and any(x == EMPTY for x in flow)
        ):
            play.step("receive.refill", "The bag is empty: the flow stays as it is.", "bag")

    def _check_harmony(self, play: _Play, seat: int, row: int) -> None:
        if row in (BUBBLES, EARTH):
            return
        c = row - 1
        if play.boards[seat][row] != (c, c, c):
            return
        text = f"The {colour_name(c)} chakra holds three {colour_name(c)} energies: harmonized."
        if play.notches[seat] >> c & 1:
            play.put("notches", seat, play.notches[seat] & ~(1 << c))
            text += " The inspiration token in its notch goes back to its owner."
        if play.log is not None:
            play.step(
                "harmonize", text, f"chakra:{seat}:{CHAKRAS[c]}", f"notch:{seat}:{CHAKRAS[c]}"
            )

    def _channel(self, play: _Play, space: int) -> None:
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
                f"{self.seat_name(seat)} places an inspiration token on inspiration space {space}: "
                f"{CHANNEL_TEXT[space]}.",
                f"inspiration:{seat}:{space}",
            )
        if space == 8:
            play.phase = "pick"
            play.remove(seat, EARTH, BLACK)
            play.put("discard", BLACK, play.discard[BLACK] + 1)
            if play.log is not None:
                play.step(
                    "channel.discard",
                    "One alleviated black energy leaves the earth for the discard; now choose an "
                    "energy from the bag.",
                    f"earth:{seat}",
                )
            return

    def _move(self, play: _Play, colour: int, src: int, dst: int) -> None:
        state = play.state
        seat = play.current
        rows = tuple(play.boards[seat])
        step = 1 if dst > src else -1
        req = next(
            r
            for r in sorted(set(play.pending), key=abs, reverse=True)
            if (r == 0 or (r > 0) == (step > 0))
            and self._target(state, rows, src, colour, step, 1 if r == 0 else abs(r))[0] == dst
        )
        _, play.moved, play.pending = self._after_move(
            state, rows, play.moved, play.pending, (colour, src, dst, req)
        )
        play.remove(seat, src, colour)
        play.add(seat, dst, colour)
        if play.log is not None:
            skipped = [
                r
                for r in range(min(src, dst) + 1, max(src, dst))
                if self._skippable(state, rows, r)
            ]
            extra = ""
            if skipped:
                names = _joined([colour_name(r - 1) for r in skipped])
                extra = (
                    f" It skips the harmonized {names} chakra without counting it."
                    if len(skipped) == 1
                    else f" It skips the harmonized {names} chakras without counting them."
                )
            way = "down" if step > 0 else "up"
            dist = 1 if req == 0 else abs(req)
            play.step(
                "channel.skip" if skipped else "channel.free-place",
                f"{colour_name(colour).capitalize()} moves {way} {dist} from {row_name(src)} "
                f"to {row_name(dst)}.{extra}",
                _row_element(seat, src),
                _row_element(seat, dst),
            )
        if dst == EARTH and colour == BLACK:
            play.put("alleviated", seat, play.alleviated[seat] + 1)
            there = play.boards[seat][EARTH].count(BLACK)
            if play.log is not None:
                play.step(
                    "alleviate",
                    f"The black energy reaches the earth: alleviated ({there} there now, "
                    "1 point each at the end).",
                    f"earth:{seat}",
                )
        elif dst == EARTH and play.log is not None:
            play.step(
                "yin-yang.earth" if colour == WHITE else "ruling.earth",
                f"{colour_name(colour).capitalize()} rests in the earth; it scores nothing.",
                f"earth:{seat}",
            )
        self._check_harmony(play, seat, dst)
        if not play.pending:
            if play.log is not None:
                play.step(
                    "channel.order",
                    f"Every move of inspiration space {play.channel} is done.",
                    f"inspiration:{seat}:{play.channel}",
                )
            self._end_turn(play)

    def _pick(self, play: _Play, colour: int) -> None:
        seat = play.current
        play.put("bag", colour, play.bag[colour] - 1)
        play.add(seat, BUBBLES, colour)
        if play.log is not None:
            play.step(
                "channel.discard",
                f"{self.seat_name(seat)} chooses {colour_name(colour)} from the bag and puts it "
                "on a free bhagya bubble.",
                f"bag:{COLOURS[colour]}",
                f"bubble:{seat}:{play.boards[seat][BUBBLES].index(colour) + 1}",
            )
        self._end_turn(play)

    def _meditate(self, play: _Play, colour: int | None) -> None:
        seat = play.current
        back = play.spaces[seat].bit_count()
        play.put("spaces", seat, 0)
        if play.log is not None:
            play.step(
                "meditate.take-back",
                f"{self.seat_name(seat)} meditates and takes back "
                f"{_plural(back, 'inspiration token')} from the inspiration spaces (tokens in "
                "notches stay).",
                *(f"inspiration:{seat}:{i}" for i in range(1, 9)),
            )
        if colour is not None:
            play.put("meditation", seat, tuple(sorted((*play.meditation[seat], colour))))
            if play.log is not None:
                play.step(
                    "meditate.look",
                    f"{self.seat_name(seat)} takes the {colour_name(colour)} meditation token and "
                    f"secretly looks at that plenitude token (teacher view: it shows "
                    f"{play.state.plenitude[colour] or '?'}).",
                    f"meditation:{seat}:{CHAKRAS[colour]}",
                    f"karma:{CHAKRAS[colour]}",
                )
        else:
            if play.log is not None:
                play.step(
                    "meditate.look",
                    "Every meditation token is already taken: there is no new plenitude token "
                    "to see.",
                )
        self._end_turn(play)

    # ----- end of turn, end of game --------------------------------------------------------
    def counted_harmonized(self, state: VriendenState, seat: int) -> list[int]:
        """Chakras that count as harmonized for the end, alignment (and Module A's ruling)."""
        found = state.harmonized(seat)
        if YIN_YANG in state.variants and state.ruling("temporary") == "counts":
            rows = state.boards[seat]
            found = sorted(
                set(found) | {c for c in range(7) if len(rows[c + 1]) == 3 and WHITE in rows[c + 1]}
            )
        return found

    def _end_turn(self, play: _Play) -> None:
        state = play.state
        seat = play.current
        play.phase = "play"
        play.channel = 0
        play.pending = ()
        play.moved = ()
        if YIN_YANG in state.variants:
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
                            f"Black and white share the {colour_name(row - 1)} chakra at the end "
                            f"of the turn: both are discarded and {self.seat_name(seat)} gains "
                            "half a "
                            f"yin-yang ({play.halves[seat]} halves now).",
                            f"chakra:{seat}:{CHAKRAS[row - 1]}",
                            f"yin-yang:{seat}",
                        )
        if state.objectives or YIN_YANG in state.variants:
            snapshot = play.freeze()
            if state.objectives:
                self._check_objectives(play, snapshot, seat)
            count = len(self.counted_harmonized(snapshot, seat))
        else:  # the same count without freezing a state
            count = sum(map(tuple.__eq__, play.boards[seat][1:EARTH], _HARMONIZED))
        if not play.triggered and count >= self.board.end_harmonized:
            play.triggered = True
            if play.log is not None:
                play.step(
                    "end.trigger",
                    f"{self.seat_name(seat)} ends the turn with {count} harmonized chakras: this "
                    "round is the last.",
                    *(
                        f"chakra:{seat}:{CHAKRAS[c]}"
                        for c in range(7)
                        if play.boards[seat][c + 1] == (c, c, c)
                    ),
                )
        rule = self._game_end(state, seat, play.round, play.triggered, play.freeze)
        if rule is not None:
            self._finish(play, rule)
            return
        if seat == state.players - 1:
            play.round += 1
        play.current = (seat + 1) % state.players
        if play.log is not None:
            new_round = f"Round {play.round} begins: " if play.current == 0 else ""
            play.step("turn", f"{new_round}{self.seat_name(play.current)}'s turn.")

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

    def bounded(self, rulings) -> bool:
        """Every game ends unless nobody-can-harmonize positions play on without a round
        limit (vrienden.ruling.blocked's other reading): then bots may loop for ever."""
        return rulings.get("blocked") != "plays-on" or rulings.get("round-limit") != "none"

    # ----- a game nobody can take further (vrienden.ruling.blocked) ------------------------
    def blocked_reasons(self, state: VriendenState) -> list[str] | None:
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
    ) -> str | None:
        """Why ``seat`` can never harmonize another chakra, or None when it still might.
        ``supply``: per colour, the most energies the seat may still receive; ``takes``:
        whether anyone may still take from the flows."""
        who = self.seat_name(seat)
        if state.notches[seat].bit_count() >= self.board.inspiration_tokens:
            return (
                f"{who} has every inspiration token in a notch: it can neither channel nor "
                "place energy on a chakra again"
            )
        if self._short_of_energy(state, seat, supply):
            return (
                f"{who} cannot gather three energies of the colour of any chakra still to "
                "harmonize, counting its board and what it may still receive"
            )
        if self._board_stuck(state, seat, supply, takes):
            return (
                f"{who}'s board is stuck: it can receive nothing and no inspiration space can "
                "be carried out on it, even after meditating"
            )
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

    def _check_objectives(self, play: _Play, snapshot: VriendenState, seat: int) -> None:
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
                        f"{self.seat_name(seat)} achieves objective {oid!r} "
                        f"{'first' if not takers else 'second'}: bonus {bonuses[len(takers)]}.",
                        f"objective:{oid}",
                    )

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

    def _finish(self, play: _Play, rule: str) -> None:
        play.phase = "over"
        play.ended = R + rule
        play.refill = ()
        if play.log is None:
            return
        over = play.freeze()
        play.step(rule, self._end_sentence(play.state, over, rule))
        for rule_id, text, highlight in self._scoring_steps(over):
            play.step(rule_id, text, *highlight)

    def _end_sentence(self, before: VriendenState, over: VriendenState, rule: str) -> str:
        """Why the game ends, for the Step of the rule that ends it."""
        if rule == "end.round":
            return (
                f"Round {over.round} is complete, so every player has had the same number of "
                "turns: the game ends and is scored."
            )
        if rule == "ruling.blocked":
            reasons = self.blocked_reasons(over)
            assert reasons is not None
            return (
                f"Round {over.round} is over and nobody can harmonize another chakra: "
                f"{'; '.join(reasons)}. The game ends here and is scored."
            )
        return (
            f"Round {over.round} is over and no one has triggered the end: the game stops here "
            "(round limit) and is scored."
        )

    # ----- scoring -------------------------------------------------------------------------
    def _scoring_steps(self, over: VriendenState) -> list[tuple[str, str, tuple[str, ...]]]:
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

    def _plenitude_steps(self, over: VriendenState) -> list[tuple[str, str, tuple[str, ...]]]:
        """One Step per chakra colour someone harmonized, top to bottom, then one for the
        tokens that score for nobody."""
        rule = "score.plenitude"
        steps = []
        unclaimed = []
        for c in range(7):
            value = over.plenitude[c]
            owners = [seat for seat in range(over.players) if c in over.harmonized(seat)]
            if not owners:
                unclaimed.append(f"{colour_name(c)} ({value})")
                continue
            names = _joined([self.seat_name(seat) for seat in owners])
            each = " each" if len(owners) > 1 else ""
            steps.append(
                (
                    rule,
                    f"The {colour_name(c)} plenitude token is turned face up: it shows {value}. "
                    f"{names} harmonized {colour_name(c)}: {_plural(value, 'point')}{each}.",
                    (f"karma:{CHAKRAS[c]}", *(f"chakra:{seat}:{CHAKRAS[c]}" for seat in owners)),
                )
            )
        if unclaimed:
            those = "that token scores" if len(unclaimed) == 1 else "those tokens score"
            steps.append(
                (
                    rule,
                    f"Nobody harmonized {_joined(unclaimed, 'or')}: {those} for no one.",
                    tuple(f"karma:{CHAKRAS[c]}" for c in range(7) if not self._owned(over, c)),
                )
            )
        return steps

    def _owned(self, over: VriendenState, colour: int) -> bool:
        return any(colour in over.harmonized(seat) for seat in range(over.players))

    def _alleviated_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, str, tuple[str, ...]]:
        counts = [p["alleviated"] for p in parts]
        if not any(counts):
            text = "Nobody has black energy in the earth: no points for alleviated black."
        else:
            listed = ", ".join(f"{self.seat_name(seat)} {n}" for seat, n in enumerate(counts))
            text = f"Each alleviated black energy in the earth is worth a point: {listed}."
        earths = tuple(f"earth:{seat}" for seat, n in enumerate(counts) if n)
        return "score.alleviated", text, earths

    def _no_penalty_step(self, over: VriendenState) -> tuple[str, str, tuple[str, ...]] | None:
        """Black left on the bubbles or chakras, said only when some board has any."""
        left = [
            (seat, sum(row.count(BLACK) for row in over.boards[seat][:EARTH]))
            for seat in range(over.players)
        ]
        left = [(seat, n) for seat, n in left if n]
        if not left:
            return None
        listed = ", ".join(f"{self.seat_name(seat)} {n}" for seat, n in left)
        return (
            "score.no-penalty",
            f"Black energy still on a board costs nothing ({listed}).",
            tuple(
                _row_element(seat, row)
                for seat, _ in left
                for row in range(EARTH)
                if BLACK in over.boards[seat][row]
            ),
        )

    def _alignment_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, str, tuple[str, ...]]:
        runs = [self.alignment(over, seat) for seat in range(over.players)]
        takers = [seat for seat in range(over.players) if parts[seat]["alignment"]]
        listed = ", ".join(f"{self.seat_name(seat)} {run}" for seat, run in enumerate(runs))
        bonus = self.board.alignment_bonus
        if not takers:
            outcome = "nobody has one, so nobody takes the bonus."
        elif len(takers) == 1:
            outcome = f"{self.seat_name(takers[0])} has the longest and takes {bonus} points."
        elif max(runs) == 0:
            outcome = (
                f"nobody has one, and under the chosen reading the tie at zero pays {bonus} "
                "points to everyone."
            )
        else:
            outcome = f"{_joined([self.seat_name(s) for s in takers])} share the longest: " + (
                f"{bonus} points each."
            )
        highlight = tuple(
            f"chakra:{seat}:{CHAKRAS[c]}" for seat in takers for c in range(7 - runs[seat], 7)
        )
        return (
            "score.alignment",
            f"Lines of harmonized chakras from the red one up: {listed}; {outcome}",
            highlight,
        )

    def _yin_yang_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, str, tuple[str, ...]]:
        listed = ", ".join(
            f"{self.seat_name(seat)} {over.halves[seat]} "
            f"{'half' if over.halves[seat] == 1 else 'halves'} "
            f"({_plural(parts[seat]['yin-yang'], 'point')})"
            for seat in range(over.players)
        )
        return (
            "yin-yang.score",
            f"Yin-yang tokens, two halves making a whole: {listed}.",
            tuple(f"yin-yang:{seat}" for seat in range(over.players) if over.halves[seat]),
        )

    def _objectives_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, str, tuple[str, ...]]:
        listed = ", ".join(
            f"{self.seat_name(seat)} {parts[seat]['objectives']}" for seat in range(over.players)
        )
        return (
            "objectives.score",
            f"Objective bonuses taken during the game: {listed}.",
            tuple(
                f"objective:{oid}"
                for oid, takers in zip(over.objectives, over.bonuses, strict=True)
                if takers
            ),
        )

    def _totals_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, str, tuple[str, ...]]:
        outcome = self.result(over)
        assert outcome is not None
        totals = "; ".join(
            f"{self.seat_name(seat)} {outcome.scores[seat]}"
            + (f" ({_breakdown(parts[seat])})" if outcome.scores[seat] else "")
            for seat in range(over.players)
        )
        return "end.winner", f"Totals: {totals}. {outcome.reason}", ()

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

    def result(self, state: VriendenState) -> Result | None:
        if state.phase != "over":
            return None
        scores = tuple(sum(self.score_parts(state, s).values()) for s in range(state.players))
        top = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == top)
        names = " and ".join(self.seat_name(s) for s in winners)
        if len(winners) == 1:
            reason = f"{names} wins with {top} plenitude points."
        else:
            reason = f"{names} share the win with {top} plenitude points each."
        return Result(scores, winners, reason, state.ended)

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
        import dataclasses

        if not 0 <= player < state.players:
            raise ValueError(f"player must be a seat from 0 to {state.players - 1}, got {player}")
        seen = set(state.meditation[player])
        over = state.phase == "over"
        plenitude = tuple(v if over or c in seen else HIDDEN for c, v in enumerate(state.plenitude))
        return dataclasses.replace(
            state, plenitude=plenitude, spare=HIDDEN, seed=None, viewer=player
        )

    def keeps_picks(self, state: VriendenState, picks: tuple[str, ...]) -> bool:
        """Up to three energies of one maya flow can be picked one click at a time."""
        return teaching.keeps_picks(state, picks)

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` reads it: another player's peek at a plenitude token loses the
        token's value (only the teacher and the one who looked may read it)."""
        text = step.text
        if step.rule == R + "meditate.look":
            looker = next(
                (int(h.split(":")[1]) for h in step.highlight if h.startswith("meditation:")),
                None,
            )
            if looker is not None and looker != player:
                text = _TEACHER_VALUE.sub("", text)
        return Step(step.rule, text, step.highlight, self.view(step.state, player))

    # ----- description ---------------------------------------------------------------------
    def describe(self, state: VriendenState) -> str:
        parts = []
        if state.phase == "over":
            outcome = self.result(state)
            parts.append(f"Game over: {outcome.reason if outcome else ''}")
        elif state.refill:
            parts.append("The bag refills a maya flow.")
        elif state.phase == "channel":
            owed = ", ".join(_owed(r) for r in state.pending)
            parts.append(f"{self.seat_name(state.current)} channels (still owed: {owed}).")
        elif state.phase == "pick":
            parts.append(f"{self.seat_name(state.current)} chooses an energy from the bag.")
        else:
            parts.append(f"Round {state.round}: {self.seat_name(state.current)} to play.")
        flows = "; ".join(
            f"flow {f + 1}: " + ", ".join(colour_name(c) if c != EMPTY else "empty" for c in flow)
            for f, flow in enumerate(state.flows)
        )
        parts.append(f"Maya {flows}.")
        for seat in range(state.players):
            rows = state.boards[seat]
            filled = [
                f"{row_name(r)[4:]}: {'/'.join(colour_name(c) for c in rows[r])}"
                for r in range(9)
                if rows[r]
            ]
            harm = len(state.harmonized(seat))
            parts.append(
                f"{self.seat_name(seat)} ({harm} harmonized, "
                f"{state.tokens_in_hand(seat, self.board.inspiration_tokens)} tokens in hand): "
                f"{'; '.join(filled) or 'empty board'}."
            )
        return " ".join(parts)

    # ----- teaching hooks (see teaching.py) ------------------------------------------------
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

    def action_for(self, state: VriendenState, picks: tuple[str, ...]) -> Action | None:
        return teaching.action_for(self, state, picks)

    def candidate_actions(self, state: VriendenState) -> list[Action]:
        return teaching.candidate_actions(self, state)

    def summarize_outcome(self, before: VriendenState, transition: Transition) -> str:
        return teaching.summarize_outcome(self, before, transition)

    # ----- JSON ----------------------------------------------------------------------------
    def to_json(self, state: VriendenState) -> dict[str, Any]:
        from .codec import encode

        return encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> VriendenState:
        from .codec import decode

        return decode(self, data)

    def check_position(self, state: VriendenState) -> None:
        """A StateError naming the field unless the rules can reach ``state`` (the invariants
        are listed and checked in codec.py; ``from_json`` runs the same checks)."""
        from .codec import check_position

        check_position(self, state)


_HARMONIZED = tuple((c, c, c) for c in range(7))  # each chakra row when harmonized


_NOTHING: dict[str, Action] = {}  # no take action (shared: never changed)

# A Transition without Steps, for bots' commonest actions (the dataclass's own constructor
# sets each field through `object.__setattr__`).
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


def _joined(names: list[str], last: str = "and") -> str:
    """Names as a sentence lists them: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def _breakdown(parts: dict[str, int]) -> str:
    """A score's parts that are not zero: "12 plenitude + 2 alleviated"."""
    return " + ".join(f"{n} {name}" for name, n in parts.items() if n)


def _colour(name: str) -> int:
    if name not in COLOURS:
        raise ValueError(f"{name!r} is not an energy colour ({', '.join(COLOURS)})")
    return COLOURS.index(name)


def _row(name: str) -> int:
    if name == "bubbles":
        return BUBBLES
    if name == "earth":
        return EARTH
    if name.startswith("chakra:") and name[7:] in CHAKRAS:
        return CHAKRAS.index(name[7:]) + 1
    raise ValueError(f"{name!r} is not a place on a board (bubbles, chakra:<colour>, earth)")


def _row_element(seat: int, row: int) -> str:
    if row == BUBBLES:
        return f"bubble:{seat}:1"
    if row == EARTH:
        return f"earth:{seat}"
    return f"chakra:{seat}:{CHAKRAS[row - 1]}"


def _owed(req: int) -> str:
    if req == 0:
        return "one up or down 1"
    return f"one {'down' if req > 0 else 'up'} {abs(req)}"


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
