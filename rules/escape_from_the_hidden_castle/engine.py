"""The rules of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt, first page).

Every rule names the rulebook section it enforces; section ids live in rulebook.toml.
Moves are applied to a mutable scratch copy (``_Play``) and frozen once at the end, so that
bots pay for one state per action; when explaining, every Step also freezes a snapshot.
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
    Step,
    Transition,
    Variant,
)
from rules.core.scenarios import Scenario, load_scenarios

from . import teaching
from .board import Board, Side, default_board
from .bots import HeuristicBot
from .state import (
    CELLAR,
    DOOR,
    HAND,
    MAIN,
    MIDNIGHT,
    ROOM,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
)

SLUG = "escape-from-the-hidden-castle"
RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
R = "hidden-castle."  # prefix of every rulebook section id

DIE = ((1, "1"), (2, "2"), (4, "4"), (5, "5"), (0, "ghost"))  # 0 stands for the ghost
DIE_WEIGHTS = {"1": 1 / 6, "2": 1 / 6, "4": 1 / 6, "5": 1 / 6, "ghost": 2 / 6}

# Each ruling: name, title, rulebook section, default (the seed's reading where it has one),
# the choices, and each choice in words as the Setup tab shows it.
RULINGS = (
    RulingOption(
        "first-exit-speed",
        "Hugo's speed when he first leaves the cellar",
        R + "ruling.first-exit-speed",
        "seed",
        ("seed", "rulebook"),
        ("Climbing out raises his speed", "Climbing out keeps speed 3"),
    ),
    RulingOption(
        "ties",
        "Tied lowest scores",
        R + "ruling.ties",
        "share",
        ("share", "none"),
        ("Tied players share the win", "A tie has no winner"),
    ),
    RulingOption(
        "green-room",
        "Green rooms at 1 or 2 spooky points",
        R + "ruling.green-floor",
        "floor",
        ("floor", "all-or-nothing"),
        ("Take off what it can, down to 0", "Nothing unless all 3 can go"),
    ),
    RulingOption(
        "expel-roll",
        "Roll needed to enter an occupied red room",
        R + "ruling.expel-roll",
        "seed",
        ("seed", "exact"),
        ("A big enough roll", "Only an exact roll"),
    ),
    RulingOption(
        "midnight-room-exit",
        "Leaving a room in Midnight Party",
        R + "ruling.midnight-room-exit",
        "allowed",
        ("allowed", "stay"),
        ("Guests may leave rooms", "Guests stay in their rooms"),
    ),
    RulingOption(
        "midnight-start",
        "Starting points in Midnight Party",
        R + "ruling.midnight-start",
        "10",
        ("10", "0"),
        ("Everyone starts on 10", "Everyone starts on 0"),
    ),
    RulingOption(
        "speed-end",
        "Hugo reaches the arrow at speed 7",
        R + "ruling.speed-end",
        "finish-move",
        ("finish-move", "stop-on-arrow"),
        ("Hugo finishes his move", "Hugo stops on the arrow"),
    ),
    RulingOption(
        "points-end",
        "Someone reaches 46 points while Hugo moves",
        R + "ruling.end-timing",
        "finish-move",
        ("finish-move", "stop-at-once"),
        ("Hugo finishes his move", "The game stops at once"),
    ),
    RulingOption(
        "expelled-onto-hugo",
        "A guest thrown out onto Hugo's space",
        R + "ruling.expelled-onto-hugo",
        "captured",
        ("captured", "safe"),
        ("The guest is captured", "The guest stays, not captured"),
    ),
    RulingOption(
        "midnight-ties",
        "Equal scores in Midnight Party",
        R + "ruling.midnight-order",
        "earlier-seat",
        ("earlier-seat", "turn-order"),
        ("The earlier seat goes first", "Turn order carries on"),
    ),
    RulingOption(
        "midnight-replace",
        "Where captured guests come back in Midnight Party",
        R + "ruling.midnight-replace",
        "any-space",
        ("any-space", "empty-space"),
        ("Any gallery space", "Only an empty space"),
    ),
)


def chosen(name: str, choice: str) -> str:
    """A ruling's reading quoted as the Setup tab names it, for a sentence about it."""
    option = next(o for o in RULINGS if o.name == name)
    return f"'{option.label(choice)}'"


def _number(text: str) -> int | None:
    """A small whole number written in plain digits ("7", "12"), or None."""
    if text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    return None


class _Play:
    """A mutable working copy of one state while an action is applied."""

    __slots__ = (
        "current",
        "draws",
        "ended",
        "guests",
        "hugo",
        "last_roll",
        "log",
        "phase",
        "points",
        "queue",
        "roll",
        "round",
        "speed",
        "state",
    )

    def __init__(self, state: CastleState, explain: bool) -> None:
        self.state = state
        self.guests = list(state.guests)
        self.points = list(state.points)
        self.hugo = state.hugo
        self.speed = state.speed
        self.phase = state.phase
        self.current = state.current
        self.roll = state.roll
        self.round = state.round
        self.queue = state.queue
        self.ended = state.ended
        self.draws = state.draws
        self.last_roll = state.last_roll
        self.log: list[Step] | None = [] if explain else None

    def freeze(self) -> CastleState:
        s = self.state
        return CastleState(
            s.players,
            s.side,
            s.rulings,
            s.seed,
            self.draws,
            self.phase,
            self.current,
            self.roll,
            tuple(self.guests),
            s.per_player,
            self.hugo,
            self.speed,
            tuple(self.points),
            self.round,
            self.queue,
            self.ended,
            self.last_roll,
        )

    def step(self, rule: str, text: str, *highlight: str) -> None:
        """Record a rule firing (only when explaining); the snapshot is the state right now."""
        if self.log is not None:
            self.log.append(Step(R + rule, text, highlight, self.freeze()))


class HiddenCastle(Game):
    """Escape from the Hidden Castle, with the Midnight Party variant."""

    turn_rule = R + "turn"
    chance_label = "Roll the die"
    action_kinds = {  # noqa: RUF012 - read-only class data
        "roll": "Chance",
        "place": "Place a guest",
        "move": "Move a guest",
        "stay": "Stay put",
    }

    def __init__(self, board: Board | None = None) -> None:
        super().__init__()
        self.board = board or default_board()
        self.rulebook = Rulebook.load(RULEBOOK_FILE)
        counts = sorted(self.board.guests_per_player)
        self.info = GameInfo(
            slug=SLUG,
            title="Escape from the Hidden Castle",
            players=(counts[0], counts[-1]),
            seed_file="003_fece3b0430baafc1.txt",
            pitch="Hide your party guests in the castle's rooms before Hugo the ghost finds them.",
            variants=(Variant(MIDNIGHT, "Midnight Party", R + "midnight.rounds"),),
            rulings=RULINGS,
        )
        self.bots = {"heuristic": HeuristicBot}
        self._scenarios: tuple[Scenario, ...] | None = None
        self._actions: dict[tuple, Action] = {}
        self._parsed: dict[str, tuple] = {}
        # For each side: which room's door faces each gallery space (-1: none).
        self._door_at = {
            name: [self._room_at(side, x) for x in range(self.board.gallery)]
            for name, side in self.board.sides.items()
        }

    def door_room(self, state: CastleState, space: int) -> int:
        """The room whose door faces gallery ``space`` on this side of the board, or -1."""
        return self._door_at[state.side][space]

    @staticmethod
    def _room_at(side: Side, space: int) -> int:
        for index, room in enumerate(side.rooms):
            if room.door == space:
                return index
        return -1

    # ----- names ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.board.colours[seat].capitalize()

    def guest_id(self, state: CastleState, guest: int) -> str:
        return f"{self.board.colours[guest // state.per_player]}-{guest % state.per_player + 1}"

    def guest_name(self, state: CastleState, guest: int) -> str:
        seat, number = divmod(guest, state.per_player)
        return f"{self.seat_name(seat)} guest {number + 1}"

    def side(self, state: CastleState) -> Side:
        return self.board.sides[state.side]

    def place_id(self, state: CastleState, loc: int) -> str:
        """The board element id of a location: gallery:N, room:ID, cellar:S, door, hand."""
        if in_gallery(loc):
            return f"gallery:{loc}"
        if in_room(loc):
            return f"room:{self.side(state).rooms[loc - ROOM].id}"
        if in_cellar(loc):
            return f"cellar:{loc - CELLAR}"
        return "door" if loc == DOOR else "hand"

    def place_name(self, state: CastleState, loc: int) -> str:
        if in_gallery(loc):
            return "the arrow space (0)" if loc == self.board.arrow else f"space {loc}"
        if in_room(loc):
            return f"the {self.side(state).rooms[loc - ROOM].name}"
        if in_cellar(loc):
            return f"cellar step {self.side(state).cellar_labels[loc - CELLAR]}"
        return "the cellar door" if loc == DOOR else "the box"

    # ----- setup ---------------------------------------------------------------------------
    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> CastleState:
        side_name = MIDNIGHT if MIDNIGHT in variants else MAIN
        side = self.board.sides[side_name]
        per = self.board.guests_per_player[players]
        start = self.board.start_points
        if side_name == MIDNIGHT and rulings["midnight-start"] == "0":
            start = 0
        # Round-robin: each seat places its first guest, then each its second, and so on.
        queue = tuple(seat * per + k for k in range(per) for seat in range(players))
        return CastleState(
            players=players,
            side=side_name,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            draws=0,
            phase="place",
            current=0,
            roll=None,
            guests=(HAND,) * (players * per),
            per_player=per,
            hugo=DOOR if side.hugo_start == "door" else CELLAR,
            speed=self._midnight_speed(players)
            if side_name == MIDNIGHT
            else self.board.start_speed,
            points=(start,) * players,
            round=1,
            queue=queue,
        )

    def _midnight_speed(self, players: int) -> int:
        crowded = players >= 7
        return self.board.midnight_speed_crowded if crowded else self.board.midnight_speed

    # ----- actions -------------------------------------------------------------------------
    def _action(self, kind: str, *parts: Any) -> Action:
        """A cached Action; ``parts`` are readable strings that make up the key."""
        cache_key = (kind, *parts)
        action = self._actions.get(cache_key)
        if action is None:
            action = self._make_action(kind, parts)
            self._actions[cache_key] = action
        return action

    def _make_action(self, kind: str, parts: tuple) -> Action:
        if kind == "roll":
            face = parts[0]
            label = "Roll: the ghost" if face == "ghost" else f"Roll: {face}"
            return Action(f"roll {face}", label, "roll")
        if kind == "place":
            (space,) = parts
            return Action(f"place gallery:{space}", f"Place on space {space}", "place")
        if kind == "stay":
            return Action("stay", "Stay put (move no guest)", "stay")
        guest, dest = parts
        colour, number = guest.rsplit("-", 1)
        who = f"{colour.capitalize()} guest {number}"
        where, _, what = dest.partition(":")
        if where == "gallery":
            label = f"{who} to space {what}"
        else:
            label = f"{who} into the {self._room_name(what)}"
        return Action(f"move {guest} {dest}", label, "move")

    def _room_name(self, room_id: str) -> str:
        for side in self.board.sides.values():
            for room in side.rooms:
                if room.id == room_id:
                    return room.name
        return room_id

    def chance_outcomes(self, state: CastleState) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        return [(self._action("roll", face), DIE_WEIGHTS[face]) for _, face in DIE]

    def _legal(self, state: CastleState) -> list[Action]:
        phase = state.phase
        if phase == "over":
            return []
        if phase == "place":
            taken = set(state.guests)
            return [self._action("place", x) for x in range(self.board.gallery) if x not in taken]
        if phase == "replace":
            taken = set(state.guests) if state.ruling("midnight-replace") == "empty-space" else ()
            return [self._action("place", x) for x in range(self.board.gallery) if x not in taken]
        if state.roll is None:
            return [a for a, _ in self.chance_outcomes(state)]
        return self._moves(state, state.current, state.roll)

    def _moves(self, state: CastleState, seat: int, roll: int) -> list[Action]:
        """Every legal move of ``seat`` with a rolled number (the fast generator).

        ``_move_problem`` states the same rules one move at a time to explain refusals; a
        test checks that the two agree on every candidate move.
        """
        midnight = state.side == MIDNIGHT
        guests = state.guests
        per = state.per_player
        first = seat * per
        mine = range(first, first + per)
        gallery_count = sum(1 for g in mine if guests[g] < ROOM and guests[g] >= 0)
        if midnight and gallery_count == 0:
            return []  # cannot happen at a decision: the roll passes the turn at once
        room_exit = not midnight or state.ruling("midnight-room-exit") == "allowed"
        best_step = None
        if not midnight:
            cellar_steps = [guests[g] for g in mine if in_cellar(guests[g])]
            best_step = min(cellar_steps) if cellar_steps else None
        result = []
        for g in mine:
            loc = guests[g]
            if loc < ROOM:  # gallery (placement is over, so no guest is in the box)
                result.extend(self._moves_from(state, g, loc, roll, 0, -1))
            elif loc < CELLAR:
                if room_exit:
                    room = loc - ROOM
                    door = self.side(state).rooms[room].door
                    result.extend(self._moves_from(state, g, door, roll, 1, room))
            elif loc == best_step:
                result.extend(self._moves_from(state, g, self.board.arrow, roll, 1, -1))
        if midnight and gallery_count == 1:
            result.append(self._action("stay"))
        return result

    def _moves_from(
        self, state: CastleState, g: int, start: int, roll: int, spent: int, from_room: int
    ) -> list[Action]:
        """Moves of guest g that begin on gallery space ``start`` having used ``spent`` steps."""
        gallery = self.board.gallery
        gid = self.guest_id(state, g)
        left = roll - spent  # steps still to walk along the gallery, door space included
        moves = [self._action("move", gid, f"gallery:{(start + left) % gallery}")]
        if not in_gallery(state.hugo):
            return moves
        door_at = self._door_at[state.side]
        rooms = self.side(state).rooms
        for k in range(left):
            room = door_at[(start + k) % gallery]
            if room < 0 or room == from_room:
                continue
            if self._entry_problem(state, g, room, roll, spent + k + 1) is None:
                moves.append(self._action("move", gid, f"room:{rooms[room].id}"))
        return moves

    def _entry_problem(
        self, state: CastleState, g: int, room: int, roll: int, need: int
    ) -> Ruling | None:
        """Why guest g may not enter ``room`` with ``roll`` when ``need`` steps reach it."""
        side = self.side(state)
        info = side.rooms[room]
        loc = ROOM + room
        occupant = next((o for o, where in enumerate(state.guests) if where == loc), None)
        if need > roll:
            return Ruling(
                R + "rooms.door",
                f"Reaching the {info.name} takes {need} steps (its door faces space "
                f"{info.door} and stepping in counts as one); a {roll} is too short.",
            )
        if occupant is not None:
            if state.side == MIDNIGHT:
                return Ruling(
                    R + "midnight.no-expel",
                    f"The {info.name} already holds {self.guest_name(state, occupant)}, and in "
                    "Midnight Party nobody can be thrown out of a room.",
                )
            if state.owner(occupant) == state.owner(g):
                return Ruling(
                    R + "rooms.own-guest",
                    f"The {info.name} holds your own {self.guest_name(state, occupant)}; "
                    "you may not throw out your own guest.",
                )
        exact = info.shield == "green" or (
            occupant is not None
            and (info.shield == "none" or state.ruling("expel-roll") == "exact")
        )
        if exact and need != roll:
            if info.shield == "green":
                why = "it has a green shield"
            elif info.shield == "red":
                why = f"it is occupied ({chosen('expel-roll', 'exact')} is chosen in Setup)"
            else:
                why = "it is occupied"
            return Ruling(
                R + "rooms.exact",
                f"The {info.name} needs exactly {need}, because {why}; you rolled {roll}.",
            )
        return None

    # ----- explaining refusals -------------------------------------------------------------
    def parse_action(self, key: str) -> Action:
        parsed = self._parse(key)
        return self._action(*parsed)

    def _parse(self, key: str) -> tuple:
        cached = self._parsed.get(key)
        if cached is not None:
            return cached
        words = key.split(" ") if isinstance(key, str) else []
        parsed: tuple | None = None
        if len(words) == 2 and words[0] == "roll" and words[1] in DIE_WEIGHTS:
            parsed = ("roll", words[1])
        elif len(words) == 2 and words[0] == "roll" and _number(words[1]) is not None:
            parsed = ("roll", words[1])  # a number the die does not have: refused by turn.roll
        elif len(words) == 2 and words[0] == "place":
            space = self._gallery_space(words[1])
            parsed = ("place", space)
        elif words == ["stay"]:
            parsed = ("stay",)
        elif len(words) == 3 and words[0] == "move":
            colour, _, number = words[1].rpartition("-")
            if colour not in self.board.colours or not _number(number):
                raise ValueError(f"action {key!r}: {words[1]!r} is not a guest (e.g. red-1)")
            if words[2].startswith("room:"):
                self._room_name_known(key, words[2][5:])
                parsed = ("move", words[1], words[2])
            else:
                parsed = ("move", words[1], f"gallery:{self._gallery_space(words[2])}")
        if parsed is None:
            raise ValueError(
                f"action {key!r} is not understood; keys look like 'roll 4', 'roll ghost', "
                "'place gallery:12', 'move red-1 gallery:17', 'move red-1 room:ballroom', 'stay'"
            )
        self._parsed[key] = parsed
        return parsed

    def _gallery_space(self, text: str) -> int:
        where, _, number = text.partition(":")
        space = _number(number)
        if where != "gallery" or space is None or space >= self.board.gallery:
            raise ValueError(
                f"{text!r} is not a gallery space (gallery:0 to gallery:{self.board.gallery - 1})"
            )
        return space

    def _room_name_known(self, key: str, room_id: str) -> None:
        if not any(r.id == room_id for side in self.board.sides.values() for r in side.rooms):
            raise ValueError(f"action {key!r}: there is no room {room_id!r}")

    def _explain_illegal(self, state: CastleState, action: Action) -> Ruling:
        kind, *parts = self._parse(action.key)
        phase = state.phase
        if phase == "over":
            return Ruling(R + "end.winner", "The game is over; no more actions can be taken.")
        if kind == "roll":
            if parts[0] not in DIE_WEIGHTS:
                return Ruling(
                    R + "turn.roll",
                    f"The die has no {parts[0]}: its six faces are 1, 2, ghost, 4, 5 and ghost.",
                )
            if phase in ("place", "replace"):
                return Ruling(R + "setup.placement", "Guests are still being placed; no rolls yet.")
            return Ruling(
                R + "turn.roll",
                f"The die already shows {state.roll}: {self.seat_name(state.current)} must now "
                "move a guest.",
            )
        if kind == "place":
            if phase == "play":
                return Ruling(R + "setup.placement", "Every guest is already on the board.")
            if phase == "replace":
                return Ruling(
                    R + "ruling.midnight-replace",
                    f"Space {parts[0]} already holds a guest, and with "
                    f"{chosen('midnight-replace', 'empty-space')} chosen in Setup a guest coming "
                    "back from the cellar needs a space nobody stands on.",
                )
            return Ruling(
                R + "setup.placement",
                f"Space {parts[0]} already holds a guest; during setup each guest needs a free "
                "gallery space.",
            )
        if phase != "play":
            return Ruling(
                R + "setup.placement", "Guests are still being placed; finish that first."
            )
        if state.roll is None:
            return Ruling(R + "turn.roll", "Roll the die first: a turn starts with a roll.")
        if kind == "stay":
            if state.side != MIDNIGHT:
                return Ruling(
                    R + "turn.no-pass", "A turn cannot be passed: one of your guests must move."
                )
            return Ruling(
                R + "midnight.optional-move",
                "Staying put is allowed only while you have exactly one guest in the gallery.",
            )
        return self._move_problem(state, parts[0], parts[1]) or Ruling(
            R + "turn.move", "That move is not possible now."
        )

    def _move_problem(self, state: CastleState, gid: str, dest: str) -> Ruling | None:
        """Why the move of guest ``gid`` to ``dest`` is illegal now, or None if it is legal."""
        colour, number = gid.rsplit("-", 1)
        seat = self.board.colours.index(colour)
        if seat >= state.players or int(number) > state.per_player:
            return Ruling(R + "setup.guests", f"There is no guest {gid} in this game.")
        g = seat * state.per_player + int(number) - 1
        name = self.guest_name(state, g)
        roll = state.roll
        assert roll is not None
        if seat != state.current:
            return Ruling(
                R + "turn.move",
                f"{name} belongs to {self.seat_name(seat)}; it is "
                f"{self.seat_name(state.current)}'s turn, and you may move only your own guests.",
            )
        loc = state.guests[g]
        side = self.side(state)
        midnight = state.side == MIDNIGHT
        first = seat * state.per_player
        mine = range(first, first + state.per_player)
        if midnight and not any(in_gallery(state.guests[o]) for o in mine):
            return Ruling(
                R + "midnight.no-gallery", "With no guest in the gallery, a number moves nothing."
            )
        if in_cellar(loc):
            if midnight:
                return Ruling(
                    R + "midnight.cellar-stays",
                    f"{name} was captured; in Midnight Party it stays in the cellar until the "
                    "round ends.",
                )
            highest = min(state.guests[o] for o in mine if in_cellar(state.guests[o]))
            if loc != highest:
                return Ruling(
                    R + "turn.cellar-order",
                    f"{name} is on {self.place_name(state, loc)}, but your guest on "
                    f"{self.place_name(state, highest)} (a higher number) must leave first.",
                )
            start, spent, from_room = self.board.arrow, 1, -1
        elif in_room(loc):
            if midnight and state.ruling("midnight-room-exit") == "stay":
                return Ruling(
                    R + "ruling.midnight-room-exit",
                    f"{name} stays in {self.place_name(state, loc)} until the round ends "
                    f"({chosen('midnight-room-exit', 'stay')} is chosen in Setup).",
                )
            start, spent, from_room = side.rooms[loc - ROOM].door, 1, loc - ROOM
        else:
            start, spent, from_room = loc, 0, -1
        target = self._dest_loc(state, dest)
        if in_gallery(target):
            end = (start + roll - spent) % self.board.gallery
            if target != end:
                rule = "turn.move"
                if in_cellar(loc):
                    rule = "turn.leave-cellar"
                elif in_room(loc):
                    rule = "turn.leave-room"
                return Ruling(
                    R + rule,
                    f"A {roll} takes {name} from {self.place_name(state, loc)} to space {end}, "
                    f"not to space {target}: a guest moves exactly the number rolled.",
                )
            return None
        room = target - ROOM
        if room >= len(side.rooms):
            other = dest.partition(":")[2]
            return Ruling(
                R + "data.board",
                f"There is no {self._room_name(other)} on this side of the board.",
            )
        if room == from_room:
            return Ruling(
                R + "rooms.room-to-room",
                f"{name} is already in the {side.rooms[room].name}; a move cannot end where "
                "it started.",
            )
        if not in_gallery(state.hugo):
            return Ruling(
                R + "rooms.when",
                "Hugo is still in the cellar: nobody hides in a room until he reaches the gallery.",
            )
        door = side.rooms[room].door
        need = spent + (door - start) % self.board.gallery + 1
        return self._entry_problem(state, g, room, roll, need)

    def _dest_loc(self, state: CastleState, dest: str) -> int:
        where, _, what = dest.partition(":")
        if where == "gallery":
            return int(what)
        for index, room in enumerate(self.side(state).rooms):
            if room.id == what:
                return ROOM + index
        # A room of the other board side: name it and refuse through the door rule.
        return ROOM + len(self.side(state).rooms)

    # ----- applying ------------------------------------------------------------------------
    def _apply(self, state: CastleState, action: Action, explain: bool) -> Transition:
        play = _Play(state, explain)
        kind, *parts = self._parse(action.key)
        if kind == "roll":
            self._roll(play, parts[0])
        elif kind == "place":
            self._place(play, parts[0])
        elif kind == "stay":
            play.step(
                "midnight.optional-move",
                f"{self.seat_name(play.current)} keeps the last gallery guest where it is.",
            )
            self._end_turn(play)
        else:
            self._move(play, parts[0], parts[1])
        new = play.freeze()
        if not play.log:
            return Transition(new, ())
        # The turn passing on is no rule worth a step of its own: the last step shows it.
        last = play.log[-1]
        play.log[-1] = Step(last.rule, last.text, last.highlight, new)
        return Transition(new, tuple(play.log))

    def _place(self, play: _Play, space: int) -> None:
        state = play.state
        g = play.queue[0]
        play.queue = play.queue[1:]
        play.guests[g] = space
        rule = "setup.placement" if play.phase == "place" else "midnight.reset"
        last = not play.queue
        if last:
            # Switch to play before any snapshot, so no step shows a placement with no one left.
            if play.phase == "place":
                play.current = 0
            play.phase = "play"
            play.roll = None
        if play.log is not None:
            play.step(
                rule,
                f"{self.guest_name(state, g)} is placed on {self.place_name(state, space)}.",
                f"guest:{self.guest_id(state, g)}",
                f"gallery:{space}",
            )
        if last:
            play.step(
                "turn",
                f"All guests are placed. {self.seat_name(play.current)} rolls first.",
            )

    def _roll(self, play: _Play, face: str) -> None:
        state = play.state
        who = self.seat_name(play.current)
        play.draws += 1
        play.last_roll = face
        if face == "ghost":
            play.step("turn.ghost", f"{who} rolls the ghost: Hugo moves instead of a guest.", "die")
            self._hugo_moves(play)
            self._after_action(play)
            return
        roll = int(face)
        play.roll = roll
        if state.side == MIDNIGHT:
            first = play.current * state.per_player
            if not any(in_gallery(play.guests[g]) for g in range(first, first + state.per_player)):
                play.step(
                    "midnight.no-gallery",
                    f"{who} rolls {roll} but has no guest in the gallery, so nothing moves.",
                    "die",
                )
                self._end_turn(play)
                return
        play.step(
            "turn.move",
            f"{who} rolls {roll} and must move a guest {roll} space{'s' if roll > 1 else ''}.",
            "die",
        )

    def _move(self, play: _Play, gid: str, dest: str) -> None:
        state = play.state
        colour, number = gid.rsplit("-", 1)
        g = self.board.colours.index(colour) * state.per_player + int(number) - 1
        roll = play.roll
        origin = play.guests[g]
        target = self._dest_loc(state, dest)
        name = self.guest_name(state, g)
        explain = play.log is not None
        if explain:
            if in_cellar(origin):
                rule, how = "turn.leave-cellar", "climbs out of the cellar (one step to the arrow)"
            elif in_room(origin):
                rule, how = "turn.leave-room", "steps out of its room (one step)"
            else:
                rule, how = "turn.move", "walks clockwise"
            if in_room(target):
                info = self.side(state).rooms[target - ROOM]
                occupied = target in play.guests
                if in_room(origin):
                    rule = "rooms.room-to-room"
                elif info.shield == "green" or (
                    occupied and (info.shield == "none" or state.ruling("expel-roll") == "exact")
                ):
                    rule = "rooms.exact"
                else:
                    rule = "rooms.at-least"
            text = (
                f"{name} {how} from {self.place_name(state, origin)} to "
                f"{self.place_name(state, target)} with the {roll}."
            )
        play.guests[g] = HAND  # lift the guest while the room is checked for an occupant
        if in_room(target):
            occupant = next((o for o, loc in enumerate(play.guests) if loc == target), None)
            play.guests[g] = target
            door = self.side(state).rooms[target - ROOM].door
            if occupant is not None:
                # Entering and throwing out happen together: no moment shows two in one room.
                play.guests[occupant] = door
            if explain:
                play.step(rule, text, f"guest:{gid}", self.place_id(state, target))
            if occupant is not None:
                self._expel(play, occupant, door, target)
            self._score_room(play, g, target)
        else:
            play.guests[g] = target
            if explain:
                play.step(rule, text, f"guest:{gid}", self.place_id(state, target))
            if target == play.hugo:
                self._capture(play, [g], "turn.stop-on-hugo")
        self._after_action(play)

    def _expel(self, play: _Play, occupant: int, door: int, room_loc: int) -> None:
        state = play.state
        play.step(
            "rooms.expel",
            f"{self.guest_name(state, occupant)} is thrown out onto space {door}, in front of "
            f"the {self.side(state).rooms[room_loc - ROOM].name}'s door.",
            f"guest:{self.guest_id(state, occupant)}",
            f"gallery:{door}",
        )
        if door != play.hugo:
            return
        if state.ruling("expelled-onto-hugo") == "captured":
            self._capture(play, [occupant], "ruling.expelled-onto-hugo")
        else:
            play.step(
                "ruling.expelled-onto-hugo",
                f"Hugo stands on space {door}, but with {chosen('expelled-onto-hugo', 'safe')} "
                "chosen in Setup only a guest that ends its own move there is caught: "
                f"{self.guest_name(state, occupant)} stays.",
                f"guest:{self.guest_id(state, occupant)}",
                "hugo",
            )

    def _score_room(self, play: _Play, g: int, room_loc: int) -> None:
        state = play.state
        if state.side == MIDNIGHT:
            return  # Midnight Party scores rooms at the end of the round
        info = self.side(state).rooms[room_loc - ROOM]
        if info.points == 0:
            return
        seat = state.owner(g)
        before = play.points[seat]
        play.points[seat] = self._add_points(state, before, info.points)
        if play.log is not None:
            play.step(
                "rooms.shields",
                f"The {info.name}'s {info.shield} shield is worth {info.points:+d}: "
                f"{self.seat_name(seat)} goes from {before} to {play.points[seat]} spooky points.",
                self.place_id(state, room_loc),
                f"score:{seat}",
            )

    def _add_points(self, state: CastleState, before: int, delta: int) -> int:
        """Points after a change; losses never go below 0 (green rooms)."""
        if delta >= 0:
            return before + delta
        if before < -delta and state.ruling("green-room") == "all-or-nothing":
            return before
        return max(0, before + delta)

    def _capture(self, play: _Play, victims: list[int], rule: str, lead: str = "") -> None:
        """Send a group caught together to one cellar step (seed: Hugo's Movement)."""
        state = play.state
        side = self.side(state)
        used = {loc for loc in play.guests if in_cellar(loc)}
        step = next((s for s in range(len(side.cellar_points)) if CELLAR + s not in used), None)
        overflow = step is None
        if overflow:
            step = 0
        where = f"cellar step {side.cellar_labels[step]}"
        for g in victims:
            play.guests[g] = CELLAR + step
            if state.side == MAIN:
                play.points[state.owner(g)] += side.cellar_points[step]
        if play.log is None:
            return
        names = ", ".join(self.guest_name(state, g) for g in victims)
        ids = [f"guest:{self.guest_id(state, g)}" for g in victims]
        verb = "is" if len(victims) == 1 else "are"
        play.step(rule, f"{lead}{names} {verb} captured.", "hugo", *ids)
        if state.side == MAIN:
            owners = dict.fromkeys(state.owner(g) for g in victims)  # each owner once, in order
            scored = "; ".join(f"{self.seat_name(s)} now has {play.points[s]}" for s in owners)
            each = "scores" if len(victims) == 1 else "each score"
            pronoun = "It" if len(victims) == 1 else "They"
            gain = f" {pronoun} {each} {side.cellar_points[step]} spooky points ({scored})."
        else:
            gain = " The step's points are scored at the end of the round."
        if overflow:
            play.step(
                "hugo.overflow",
                f"Every cellar step is taken, so {names} {'goes' if len(victims) == 1 else 'go'} "
                f"onto {where}.{gain}",
                *ids,
                f"cellar:{step}",
            )
        elif len(victims) > 1:
            play.step(
                "hugo.group",
                f"Caught together, they share the first free step, {where}.{gain}",
                *ids,
                f"cellar:{step}",
            )
        else:
            play.step(
                "hugo.cellar-steps",
                f"{names} goes to the first free step from the bottom, {where}.{gain}",
                *ids,
                f"cellar:{step}",
            )

    def _hugo_moves(self, play: _Play) -> None:
        """Hugo walks his speed, space by space (seed: Hugo's Movement; End of Game).

        An end of the game met on the way (46 points, or the arrow at speed 7) is noted and
        the game ends once he has finished his move, as the seed's "Hugo always takes all of
        his moves" says; the rulings ``speed-end`` and ``points-end`` stop him on the spot
        instead. If both ends are met in one move, the first one met is the one named.
        """
        state = play.state
        speed, start = play.speed, play.hugo
        announce = len(play.log) if play.log is not None else -1
        if play.log is not None:
            where = self.place_name(state, start)
            play.step("hugo.move", f"Hugo moves {speed} spaces from {where}.", "hugo")
        ending = ""  # the rule of the first end of the game met on the way
        stopped = False
        moved = 0
        while moved < speed and not stopped:
            moved += 1
            pos = play.hugo
            new = play.hugo = self._hugo_next(state, pos)
            if not in_gallery(new):
                continue
            if self._catch_on(play, new):
                ending = ending or "end.points"
                stopped = self._stops_at_points(play)
            if new == self.board.arrow and state.side == MAIN and not stopped:
                if not in_gallery(pos):
                    how = "climbs out of the cellar onto"
                else:
                    how = "lands on" if moved == speed else "passes over"
                if play.speed >= self.board.max_speed:
                    ending = ending or "end.speed"
                    stopped = self._stops_at_speed_end(play, how, speed - moved)
                else:
                    self._speed_up(play, how, from_cellar=not in_gallery(pos))
        if announce >= 0 and moved < speed:
            self._retell_short_move(play, announce, moved)
        self._end_of_hugo_move(play, ending, stopped, moved)

    def _hugo_next(self, state: CastleState, pos: int) -> int:
        """Hugo's next place: up the cellar steps one by one, then clockwise on the gallery."""
        if pos == DOOR:
            return CELLAR
        if in_cellar(pos):
            top = CELLAR + len(self.side(state).cellar_points) - 1
            return pos + 1 if pos < top else self.board.arrow
        return (pos + 1) % self.board.gallery

    def _catch_on(self, play: _Play, space: int) -> bool:
        """Hugo catches the guests on ``space``; True if that takes someone to 46 (main game)."""
        state = play.state
        victims = [g for g, loc in enumerate(play.guests) if loc == space]
        if not victims:
            return False
        lead = f"Hugo reaches {self.place_name(state, space)}: "
        self._capture(play, victims, "hugo.capture", lead)
        return state.side == MAIN and max(play.points) >= self.board.end_points

    def _retell_short_move(self, play: _Play, announce: int, moved: int) -> None:
        """The move's first step said his full speed; say how far he really went."""
        assert play.log is not None
        first = play.log[announce]
        where = self.place_name(play.state, first.state.hugo)
        text = f"Hugo moves {moved} of his {first.state.speed} spaces from {where}."
        play.log[announce] = Step(first.rule, text, first.highlight, first.state)

    def _end_of_hugo_move(self, play: _Play, ending: str, stopped: bool, moved: int) -> None:
        state = play.state
        if ending == "end.speed":
            where = self.place_name(state, play.hugo)
            if stopped:
                text = f"Hugo stays on {where}: the night is over and the game ends."
            else:
                text = f"Hugo has taken all {moved} spaces and stops on {where}: the game ends."
            self._finish(play, ending, text)
            return
        if play.log is not None and not stopped:
            play.step("hugo.move", f"Hugo stops on {self.place_name(state, play.hugo)}.", "hugo")
        if ending:
            self._finish(play, ending, self._points_end_text(play))

    def _stops_at_points(self, play: _Play) -> bool:
        """True when the game ends the moment someone reaches 46 (ruling ``points-end``)."""
        state = play.state
        if state.ruling("points-end") != "stop-at-once":
            return False
        if play.log is not None:
            limit = self.board.end_points
            over = [s for s in range(state.players) if play.points[s] >= limit]
            names = " and ".join(self.seat_name(s) for s in over)
            play.step(
                "ruling.end-timing",
                f"{names} now {'has' if len(over) == 1 else 'have'} {limit} spooky points or "
                f"more, and {chosen('points-end', 'stop-at-once')} is chosen in Setup: Hugo "
                "stops right here, on "
                f"{self.place_name(state, play.hugo)}.",
                "hugo",
                *(f"score:{s}" for s in over),
            )
        return True

    def _stops_at_speed_end(self, play: _Play, how: str, left: int) -> bool:
        """Hugo on the arrow at top speed: True if he stops there (ruling ``speed-end``)."""
        speed = play.speed
        if play.state.ruling("speed-end") == "stop-on-arrow":
            play.step(
                "ruling.speed-end",
                f"Hugo {how} the arrow space at speed {speed}. With "
                f"{chosen('speed-end', 'stop-on-arrow')} chosen in Setup the night is over at "
                "once: he stops there and takes no more spaces.",
                "hugo",
                "speed",
            )
            return True
        if left:
            play.step(
                "end.speed",
                f"Hugo {how} the arrow space at speed {speed}: this is the last lap. He still "
                f"takes his last {left} space{'s' if left > 1 else ''}, then the game ends.",
                "hugo",
                "speed",
            )
        else:
            play.step(
                "end.speed",
                f"Hugo {how} the arrow space at speed {speed} with the last space of his move: "
                "this was the last lap.",
                "hugo",
                "speed",
            )
        return False

    def _speed_up(self, play: _Play, how: str, from_cellar: bool) -> None:
        """Hugo on the arrow below top speed: one speed more from his next move."""
        state = play.state
        if from_cellar and state.ruling("first-exit-speed") == "rulebook":
            play.step(
                "ruling.first-exit-speed",
                f"Hugo {how} the arrow space; with {chosen('first-exit-speed', 'rulebook')} "
                f"chosen in Setup his speed stays {play.speed}.",
                "hugo",
                "speed",
            )
            return
        play.speed += 1
        play.step(
            "hugo.speed",
            f"Hugo {how} the arrow space: his speed rises to {play.speed} from his next move.",
            "hugo",
            "speed",
        )

    def _points_end_text(self, play: _Play) -> str:
        state = play.state
        top = max(play.points)
        leaders = [s for s in range(state.players) if play.points[s] == top]
        names = " and ".join(self.seat_name(s) for s in leaders)
        verb = "has" if len(leaders) == 1 else "each have"
        limit = self.board.end_points
        return f"{names} {verb} {top} spooky points ({limit} or more): the game ends."

    def _after_action(self, play: _Play) -> None:
        """End checks after a move or a ghost, then the next seat's turn."""
        if play.phase == "over":
            return
        state = play.state
        if state.side == MAIN:
            if max(play.points) >= self.board.end_points:
                self._finish(play, "end.points", self._points_end_text(play))
                return
        elif self._midnight_round_over(play):
            return
        self._end_turn(play)

    def _end_turn(self, play: _Play) -> None:
        play.current = (play.current + 1) % play.state.players
        play.roll = None

    def _finish(self, play: _Play, rule: str, text: str) -> None:
        play.phase = "over"
        play.roll = None
        play.ended = R + rule
        play.step(rule, text)
        if play.log is not None:
            outcome = self.result(play.freeze())
            assert outcome is not None
            play.step("end.winner", outcome.reason)

    # ----- Midnight Party rounds -----------------------------------------------------------
    def _midnight_round_over(self, play: _Play) -> bool:
        state = play.state
        side = self.side(state)
        in_hall = [g for g, loc in enumerate(play.guests) if in_gallery(loc)]
        rooms_full = sum(1 for loc in play.guests if in_room(loc)) == len(side.rooms)
        if in_hall and not rooms_full:
            return False
        top = CELLAR + len(side.cellar_points) - 1
        if in_hall:
            for g in in_hall:
                play.guests[g] = top
            play.step(
                "midnight.round-end",
                f"Every room is taken: round {play.round} ends and the "
                f"{len(in_hall)} guest(s) left in the gallery go to cellar step "
                f"{side.cellar_labels[-1]}.",
                *(f"guest:{self.guest_id(state, g)}" for g in in_hall),
            )
        else:
            play.step(
                "midnight.round-end", f"No guest is left in the gallery: round {play.round} ends."
            )
        self._midnight_score(play)
        if play.round >= self.board.midnight_rounds:
            self._finish(
                play, "midnight.rounds", f"That was round {play.round}, the last: the party ends."
            )
            return True
        self._midnight_reset(play)
        return True

    def _midnight_score(self, play: _Play) -> None:
        state = play.state
        side = self.side(state)
        for seat in range(state.players):
            before = play.points[seat]
            first = seat * state.per_player
            losses = []
            for g in range(first, first + state.per_player):
                loc = play.guests[g]
                if in_cellar(loc):
                    play.points[seat] += side.cellar_points[loc - CELLAR]
                elif in_room(loc):
                    delta = side.rooms[loc - ROOM].points
                    if delta > 0:
                        play.points[seat] += delta
                    elif delta < 0:
                        losses.append(delta)
            # Bad points first, then the green rooms' relief, so the floor at 0 bites last.
            for delta in losses:
                play.points[seat] = self._add_points(state, play.points[seat], delta)
            play.step(
                "midnight.scoring",
                f"{self.seat_name(seat)} scores round {play.round}: {before} → "
                f"{play.points[seat]} spooky points.",
                f"score:{seat}",
            )

    def _midnight_reset(self, play: _Play) -> None:
        state = play.state
        side = self.side(state)
        for g, loc in enumerate(play.guests):
            if in_room(loc):
                play.guests[g] = side.rooms[loc - ROOM].door
        points = play.points
        rank = self.tie_ranks(state, play.current)
        play.queue = self.replace_order(state, play.guests, points, rank)
        play.hugo = CELLAR
        play.round += 1
        play.current = self.round_starter(state, points, rank)
        play.roll = None
        play.phase = "replace" if play.queue else "play"
        if play.log is None:
            return
        play.step(
            "midnight.reset",
            f"Round {play.round} is set up: guests leave the rooms onto their door spaces, "
            f"Hugo returns to cellar step {side.cellar_labels[0]}, and "
            f"{self._starter_text(state, points, play.current)} will start. Captured guests "
            "are placed back in the gallery, bottom step first.",
            "hugo",
        )

    def tie_ranks(self, state: CastleState, last: int) -> list[int]:
        """Midnight Party: each seat's place when equal scores are ordered (lower goes first).

        ``last`` is the seat whose turn ended the round; ruling ``midnight-ties`` says whether
        the earlier seat goes first or turn order carries on from the seat after ``last``.
        """
        players = state.players
        if state.ruling("midnight-ties") == "turn-order":
            return [(s - last - 1) % players for s in range(players)]
        return list(range(players))

    @staticmethod
    def replace_order(
        state: CastleState, guests: list[int] | tuple[int, ...], points, rank: list[int]
    ) -> tuple[int, ...]:
        """Midnight Party: the captured guests in the order they are placed back.

        Bottom step (-10) first; on a shared step the seat with more points, then ``rank``.
        """
        cellar = [g for g, loc in enumerate(guests) if in_cellar(loc)]
        per = state.per_player
        cellar.sort(key=lambda g: (guests[g], -points[g // per], rank[g // per], g))
        return tuple(cellar)

    @staticmethod
    def round_starter(state: CastleState, points, rank: list[int]) -> int:
        """Midnight Party: who starts the next round (most points, then ``rank``)."""
        return min(range(state.players), key=lambda s: (-points[s], rank[s]))

    def _starter_text(self, state: CastleState, points: list[int], starter: int) -> str:
        top = points[starter]
        tied = [s for s in range(state.players) if points[s] == top]
        name = self.seat_name(starter)
        if len(tied) == 1:
            return f"{name} (most points)"
        names = " and ".join(self.seat_name(s) for s in tied)
        if state.ruling("midnight-ties") == "turn-order":
            why = "the first of them in turn order"
        else:
            why = "the earliest seat of them"
        return f"{name} ({names} tie on the most points, {top}; {name} is {why})"

    # ----- end, description ----------------------------------------------------------------
    def result(self, state: CastleState) -> Result | None:
        if state.phase != "over":
            return None
        points = state.points
        low = min(points)
        tied = tuple(s for s in range(state.players) if points[s] == low)
        names = " and ".join(self.seat_name(s) for s in tied)
        if len(tied) == 1:
            winners, reason = tied, f"{names} wins with {low} spooky points, the fewest."
        elif state.ruling("ties") == "share":
            winners, reason = tied, f"{names} share the win with {low} spooky points each."
        else:
            winners = ()
            reason = f"{names} tie with {low} spooky points: under the strict reading, no winner."
        return Result(points, winners, reason, state.ended)

    def describe(self, state: CastleState) -> str:
        parts = []
        if state.phase == "over":
            outcome = self.result(state)
            parts.append(f"Game over: {outcome.reason if outcome else ''}")
        elif state.phase in ("place", "replace"):
            parts.append(f"{self.seat_name(state.to_move or 0)} places a guest.")
        elif state.roll is None:
            parts.append(f"{self.seat_name(state.current)} to roll.")
        else:
            parts.append(f"{self.seat_name(state.current)} has rolled {state.roll}.")
        speed = "" if state.side == MIDNIGHT else f", speed {state.speed}"
        parts.append(f"Hugo on {self.place_name(state, state.hugo)}{speed}.")
        if state.side == MIDNIGHT:
            parts.append(f"Round {state.round} of {self.board.midnight_rounds}.")
        for seat in range(state.players):
            first = seat * state.per_player
            spots = [
                self._short_place(state, state.guests[g])
                for g in range(first, first + state.per_player)
            ]
            parts.append(f"{self.seat_name(seat)} ({state.points[seat]} pts): {', '.join(spots)}.")
        return " ".join(parts)

    def _short_place(self, state: CastleState, loc: int) -> str:
        if in_gallery(loc):
            return f"space {loc}"
        if in_room(loc):
            return self.side(state).rooms[loc - ROOM].name
        if in_cellar(loc):
            return f"cellar {self.side(state).cellar_labels[loc - CELLAR]}"
        return "not placed"

    # ----- teaching hooks (see teaching.py) ------------------------------------------------
    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            self._scenarios = load_scenarios(SCENARIOS_FILE, self)
        return self._scenarios

    def action_for(self, state: CastleState, picks: tuple[str, ...]) -> Action | None:
        return teaching.action_for(self, state, picks)

    def candidate_actions(self, state: CastleState) -> list[Action]:
        return teaching.candidate_actions(self, state)

    def summarize_outcome(self, before: CastleState, transition: Transition) -> str:
        return teaching.summarize_outcome(self, before, transition)

    def quiz_variants(self, state: CastleState, action: Action) -> list[CastleState]:
        return teaching.quiz_variants(self, state, action)

    # ----- JSON ----------------------------------------------------------------------------
    def to_json(self, state: CastleState) -> dict[str, Any]:
        from .codec import encode

        return encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> CastleState:
        from .codec import decode

        return decode(self, data)
