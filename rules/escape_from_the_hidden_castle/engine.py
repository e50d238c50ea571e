"""The rules of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt, first page).

Every rule names the rulebook section it enforces; section ids live in rulebook.toml, the
sentences in messages/en.ftl. An action is applied to a working copy of the state (``Play``,
from ``rules.core.working``) and frozen once at the end; when explaining, every Step also
freezes a snapshot.

The turn is a list of tasks (see state.py, ``rules.core.flow``): placing a guest, the die, a
guest's move. Each decision takes its task off the list and may put others in front (a number
puts a move, the ghost puts Hugo's walk); then the automatic tasks run until the next decision
or roll: Hugo's walk, the end of the turn (the end checks, then the next seat's turn), the end
of a Midnight Party round (scoring, then the next round's re-placing, or the end).

Each rule is written once: the legal moves are the candidate moves (``reach``) that
``_move_problem`` finds nothing wrong with, and the same function says why any other is refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
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
    Variant,
)
from rules.core.flow import pop, push
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.messages import Msg
from rules.core.moves import DeclaredGame, Move, Part, Refusal
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.working import working_copy

from . import reachable
from .board import Board, Room, default_board
from .bots import HeuristicBot
from .codec import decode, encode
from .describe import describe as describe_position
from .names import (
    CATALOGUE,
    LANGUAGES,
    SLUG,
    CastleNames,
    M,
    R,
    colour_msg,
    english,
    listed,
    reading_msg,
)
from .names import room_msg as room_name_msg
from .state import (
    CELLAR,
    DOOR,
    EVERYONE,
    FLOW,
    HAND,
    HUGO,
    MAIN,
    MIDNIGHT,
    MOVE,
    PLACE,
    PLACING,
    REPLACE,
    ROLL,
    ROOM,
    ROUND_END,
    TURN,
    TURN_END,
    CastleState,
    in_cellar,
    in_gallery,
    in_room,
    placing,
)
from .teaching import CastleTeaching

RULEBOOK_FILE = Path(__file__).with_name("rulebook.toml")
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")

DIE_FACES = ("1", "2", "4", "5", "ghost")  # the sixth face is a second ghost
DIE_WEIGHTS = {"1": 1 / 6, "2": 1 / 6, "4": 1 / 6, "5": 1 / 6, "ghost": 2 / 6}


def _option(name: str, title: str, section: str, choices: tuple[str, ...]) -> RulingOption:
    """A ruling: its first choice is the default (the seed's reading where it has one); each
    reading is named in words by the catalogue, as the Setup tab shows it."""
    labels = tuple(english(reading_msg(name, choice)) for choice in choices)
    return RulingOption(name, title, R + section, choices[0], choices, labels)


RULINGS = (
    _option(
        "first-exit-speed",
        "Hugo's speed when he first leaves the cellar",
        "ruling.first-exit-speed",
        ("seed", "rulebook"),
    ),
    _option("ties", "Tied lowest scores", "ruling.ties", ("share", "none")),
    _option(
        "green-room",
        "Green rooms at 1 or 2 spooky points",
        "ruling.green-floor",
        ("floor", "all-or-nothing"),
    ),
    _option(
        "expel-roll",
        "Roll needed to enter an occupied red room",
        "ruling.expel-roll",
        ("seed", "exact"),
    ),
    _option(
        "midnight-room-exit",
        "Leaving a room in Midnight Party",
        "ruling.midnight-room-exit",
        ("allowed", "stay"),
    ),
    _option(
        "midnight-start", "Starting points in Midnight Party", "ruling.midnight-start", ("10", "0")
    ),
    _option(
        "speed-end",
        "Hugo reaches the arrow at speed 7",
        "ruling.speed-end",
        ("finish-move", "stop-on-arrow"),
    ),
    _option(
        "points-end",
        "Someone reaches 46 points while Hugo moves",
        "ruling.end-timing",
        ("finish-move", "stop-at-once"),
    ),
    _option(
        "expelled-onto-hugo",
        "A guest thrown out onto Hugo's space",
        "ruling.expelled-onto-hugo",
        ("captured", "safe"),
    ),
    _option(
        "midnight-ties",
        "Equal scores in Midnight Party",
        "ruling.midnight-order",
        ("earlier-seat", "turn-order"),
    ),
    _option(
        "midnight-replace",
        "Where captured guests come back in Midnight Party",
        "ruling.midnight-replace",
        ("any-space", "empty-space"),
    ),
)

# Refusals that say the same whatever the position: made once.
GAME_OVER = Ruling(R + "end.winner", Msg(M + "game-over"))
ALL_ON_BOARD = Ruling(R + "setup.placement", Msg(M + "all-on-board"))
STILL_PLACING_NO_ROLLS = Ruling(R + "setup.placement", Msg(M + "still-placing-no-rolls"))
STILL_PLACING = Ruling(R + "setup.placement", Msg(M + "still-placing"))
ROLL_FIRST = Ruling(R + "turn.roll", Msg(M + "roll-first"))
NOT_POSSIBLE = Ruling(R + "turn.move", Msg(M + "not-possible"))

NO_PASS: Refusal = (R + "turn.no-pass", lambda: Msg(M + "no-pass"))
STAY_ONLY_WITH_ONE: Refusal = (R + "midnight.optional-move", lambda: Msg(M + "stay-only-with-one"))
NOTHING_IN_GALLERY: Refusal = (R + "midnight.no-gallery", lambda: Msg(M + "nothing-in-gallery"))
ROOMS_CLOSED: Refusal = (R + "rooms.when", lambda: Msg(M + "rooms-closed"))


def _number(text: str) -> int | None:
    """A small whole number written in plain digits ("7", "12"), or None."""
    if text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    return None


# The parts of the keys: a face of the die (or a number it does not have, refused by
# turn.roll), a gallery space, a guest, a place a guest moves to.
FACE = Part(r"ghost|\d{1,3}")
FACE_PARTS = tuple((face,) for face in DIE_FACES)
SPACE = Part(
    r"[^ ]+", lambda game, text: game.gallery_space(text), lambda space: f"gallery:{space}"
)
GUEST = Part(r"[^ ]+", lambda game, text: game.guest_key(text))
PLACE_KEY = Part(r"[^ ]+", lambda game, text: game.place_key(text))


class Play(
    working_copy(
        CastleState,
        lists=("guests", "points", "tasks"),
        constants=("players", "side", "rulings", "seed", "per_player", "viewer"),
        rule_prefix=R,
    )
):
    """The working copy of a position while an action runs."""

    __slots__ = ()

    @property
    def explaining(self) -> bool:
        return self.log is not None


class HiddenCastle(CastleNames, CastleTeaching, DeclaredGame):
    """Escape from the Hidden Castle, with the Midnight Party variant."""

    turn_rule = R + "turn"
    flow = FLOW
    Play = Play
    over_refusal = GAME_OVER
    unlisted = NOT_POSSIBLE
    # Everything on the table is open, but the seed would replay every roll still to come:
    # a seat's view leaves it out, and bots decide from their seat's view.
    hidden_information = True
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
        self.messages = CATALOGUE
        counts = sorted(self.board.guests_per_player)
        self.info = GameInfo(
            slug=SLUG,
            title="Escape from the Hidden Castle",
            players=(counts[0], counts[-1]),
            seed_file="003_fece3b0430baafc1.txt",
            pitch="Hide your party guests in the castle's rooms before Hugo the ghost finds them.",
            variants=(Variant(MIDNIGHT, "Midnight Party", R + "midnight.rounds"),),
            rulings=RULINGS,
            languages=LANGUAGES,
        )
        self.bots = {"heuristic": HeuristicBot}
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None
        # A guest's move by its numbers (guest, target) and by its key's parts, both ways.
        self._move_parts: dict[tuple, tuple[str, str]] = {}
        self._move_numbers: dict[tuple, tuple[int, int]] = {}
        self._die = [self.action_of(self.roll_die, face) for face in FACE_PARTS]
        self._space_parts = [(x,) for x in range(self.board.gallery)]
        # For each side: which room's door faces each gallery space (-1: none).
        self._door_at = {
            name: [self._room_at(side.rooms, x) for x in range(self.board.gallery)]
            for name, side in self.board.sides.items()
        }
        self.automatic = {
            HUGO: self._hugo_walks,
            TURN_END: self._turn_end,
            ROUND_END: self._round_end,
        }

    def door_room(self, state: CastleState, space: int) -> int:
        """The room whose door faces gallery ``space`` on this side of the board, or -1."""
        return self._door_at[state.side][space]

    @staticmethod
    def _room_at(rooms: tuple[Room, ...], space: int) -> int:
        for index, room in enumerate(rooms):
            if room.door == space:
                return index
        return -1

    # ----- setup ---------------------------------------------------------------------------
    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> CastleState:
        side_name = MIDNIGHT if MIDNIGHT in variants else MAIN
        per = self.board.guests_per_player[players]
        start = self.board.start_points
        if side_name == MIDNIGHT and rulings["midnight-start"] == "0":
            start = 0
        # Round-robin: each seat places its first guest, then each its second, and so on.
        order = tuple(seat * per + k for k in range(per) for seat in range(players))
        return CastleState(
            players=players,
            side=side_name,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            draws=0,
            tasks=(*placing(PLACE, order, per), *TURN),
            current=0,
            guests=(HAND,) * (players * per),
            per_player=per,
            hugo=self.hugo_start(side_name),
            speed=self.board.first_speed(side_name, players),
            points=(start,) * players,
            round=1,
        )

    def hugo_start(self, side_name: str) -> int:
        """Where Hugo starts (seed: Game Setup; Midnight Party): the door or the bottom step."""
        return DOOR if self.board.sides[side_name].hugo_start == "door" else CELLAR

    def action_limit(self, players: int) -> int:
        """A bound no game comes near, though the rules set none: the die may keep missing
        the ghost, and Midnight Party guests may keep dodging Hugo. The main game ends once
        Hugo has walked about 35 ghosts' worth of spaces (a third of the rolls are ghosts);
        the longest of 2,400 random games took 604 actions and of 240 heuristic-bot games
        2,083 (Midnight Party, 2 players), the Lab's own cut-off being 20,000."""
        return 20_000

    # ----- the moves: each declared once; its rules are the methods below ------------------
    roll_die = Move("roll", "roll {face}", tasks=(ROLL,), parts={"face": FACE}, example="roll 4")
    place_guest = Move(
        "place",
        "place {space}",
        tasks=PLACING,
        parts={"space": SPACE},
        example="place gallery:12",
        checked_options=True,  # the options are placement_spaces, the rule the check asks
    )
    move_guest = Move(
        "move",
        "move {guest} {place}",
        tasks=(MOVE,),
        parts={"guest": GUEST, "place": PLACE_KEY},
        example="move red-1 gallery:17",
        checked_options=True,  # the candidates are tested by guest and place numbers
    )
    stay_put = Move("stay", "stay", tasks=(MOVE,))

    @roll_die.label
    def _roll_label(self, face: str) -> Msg:
        if face == "ghost":
            return Msg(M + "action-roll-ghost")
        return Msg(M + "action-roll", face=face)

    @place_guest.label
    def _place_label(self, space: int) -> Msg:
        return Msg(M + "action-place", space=space)

    @move_guest.label
    def _move_label(self, guest: str, dest: str) -> Msg:
        colour, number = guest.rsplit("-", 1)
        who = Msg(M + "guest", seat=colour_msg(colour), number=number)  # as the key writes it
        where, _, what = dest.partition(":")
        if where == "gallery":
            return Msg(M + "action-move-to-space", guest=who, space=int(what))
        return Msg(M + "action-move-into-room", guest=who, room=room_name_msg(what))

    @stay_put.label
    def _stay_label(self) -> Msg:
        return Msg(M + "action-stay")

    def chance_outcomes(self, state: CastleState) -> list[tuple[Action, float]]:
        """The die's faces and chances: open to every seat, on a view as on the game."""
        if state.to_move != CHANCE:
            return []
        return [(action, DIE_WEIGHTS[action.key[5:]]) for action in self._die]

    def _no_seed(self, state: CastleState) -> str:
        who = self.seat_name(state.viewer) if state.viewer != EVERYONE else "This position"
        return (
            f"{who}'s view holds no seed (it would tell every roll still to come): the die is "
            "rolled on the whole game, not on a view"
        )

    def sample_chance(self, state: CastleState) -> Action:
        if state.seed is None:
            raise ValueError(self._no_seed(state))
        return super().sample_chance(state)

    def random_action(self, state: CastleState, rng: Any) -> Action:
        """A roll picked at random on a view would be one the seeded game never makes: the die
        is rolled on the whole game (a seat's decisions may be picked on its view)."""
        if state.seed is None and state.to_move == CHANCE:
            raise ValueError(self._no_seed(state))
        return super().random_action(state, rng)

    def placement_spaces(self, state: CastleState) -> list[int]:
        """Where the guest waiting to be placed may go: a free gallery space (seed: Game
        Setup); coming back in Midnight Party, any space unless ruling 'midnight-replace'
        says a free one. The rule of placing, asked by the legal list and the check alike."""
        spaces = range(self.board.gallery)
        if state.tasks[0][0] == REPLACE and state.ruling("midnight-replace") == "any-space":
            return list(spaces)
        taken = set(state.guests)
        return [x for x in spaces if x not in taken]

    @roll_die.options
    def _faces(self, state: CastleState) -> tuple[tuple[str], ...]:
        return FACE_PARTS

    @place_guest.options
    def _spaces(self, state: CastleState) -> list[tuple[int]]:
        parts = self._space_parts
        return [parts[x] for x in self.placement_spaces(state)]

    @move_guest.options
    def _reachable(self, state: CastleState) -> list[tuple[str, str]]:
        """The moves with the number waiting: the candidates (``reach``) that
        ``_move_problem``, the rule the check asks, finds nothing wrong with."""
        known, side, per = self._move_parts, state.side, state.per_player
        return [
            known.get((side, per, g, target)) or self.move_parts(state, g, target)
            for g, target in self.reach(state, state.roll)
            if self._move_problem(state, g, target) is None
        ]

    @stay_put.options
    def _staying(self, state: CastleState) -> tuple[tuple[()]]:
        return ((),)

    def move_parts(self, state: CastleState, g: int, target: int) -> tuple[str, str]:
        """The key's parts of the move of guest g to location ``target`` (kept by those
        numbers: the legal moves of every decision are made from them)."""
        cache_key = (state.side, state.per_player, g, target)
        parts = self._move_parts.get(cache_key)
        if parts is None:
            parts = (self.guest_id(state, g), self.place_id(state, target))
            self._move_parts[cache_key] = parts
            self._move_numbers[(state.side, state.per_player, *parts)] = (g, target)
        return parts

    def move_action(self, state: CastleState, g: int, target: int) -> Action:
        """The Action of guest g's move to location ``target``, legal or not."""
        return self.action_of(self.move_guest, self.move_parts(state, g, target))

    def way_out(self, state: CastleState, g: int) -> tuple[int, int, int]:
        """Where guest g's move starts along the gallery: (space, steps already used, room it
        leaves or -1). A captured guest climbs one step onto the arrow space; a guest in a
        room steps out onto its door space (seed: On Your Turn)."""
        loc = state.guests[g]
        if in_cellar(loc):
            return self.board.arrow, 1, -1
        if in_room(loc):
            room = loc - ROOM
            return self.side(state).rooms[room].door, 1, room
        return loc, 0, -1

    def reach(self, state: CastleState, roll: int, beyond: int = 0) -> Iterator[tuple[int, int]]:
        """The candidate moves of the seat whose turn it is, in order, as (guest, target): for
        each guest the space the number takes it to, then each room whose door it passes
        (``beyond`` spaces further, for the teaching's tempting moves). Rules decide which
        are legal (``_move_problem``)."""
        gallery = self.board.gallery
        door_at = self._door_at[state.side]
        first = state.current * state.per_player
        for g in range(first, first + state.per_player):
            start, spent, from_room = self.way_out(state, g)
            left = roll - spent
            yield g, (start + left) % gallery
            for k in range(left + beyond):
                room = door_at[(start + k) % gallery]
                if room >= 0 and room != from_room:
                    yield g, ROOM + room

    # ----- what forbids a move -------------------------------------------------------------
    def _move_problem(
        self, state: CastleState, g: int, target: int, asked_room: str = ""
    ) -> Refusal | None:
        """Why guest g may not move to location ``target`` with the number waiting, or None.

        ``target`` is a gallery space or a room of this side (ROOM + index; past the last
        room for a room of the other side, ``asked_room`` naming it).
        """
        roll = state.tasks[0][1]
        seat = state.owner(g)
        guests = state.guests
        if seat != state.current:
            return R + "turn.move", lambda: Msg(
                M + "not-your-guest",
                guest=self.guest_msg(state, g),
                owner=self.seat_msg(seat),
                seat=self.seat_msg(state.current),
            )
        midnight = state.side == MIDNIGHT
        first = seat * state.per_player
        mine = range(first, first + state.per_player)
        if midnight and not any(in_gallery(guests[o]) for o in mine):
            return NOTHING_IN_GALLERY
        loc = guests[g]
        if in_cellar(loc):
            problem = self._cellar_exit_problem(state, g, mine)
            if problem is not None:
                return problem
        elif in_room(loc) and midnight and state.ruling("midnight-room-exit") == "stay":
            return R + "ruling.midnight-room-exit", lambda: Msg(
                M + "room-stays",
                guest=self.guest_msg(state, g),
                place=self.place_msg(state, loc),
                reading=reading_msg("midnight-room-exit", "stay"),
            )
        start, spent, from_room = self.way_out(state, g)
        if in_gallery(target):
            return self._exact_number_problem(state, g, target, (start + roll - spent))
        side = self.side(state)
        room = target - ROOM
        if room >= len(side.rooms):
            return R + "data.board", lambda: Msg(M + "no-room-here", room=room_name_msg(asked_room))
        if room == from_room:
            return R + "rooms.room-to-room", lambda: Msg(
                M + "same-room", guest=self.guest_msg(state, g), room=self.room_msg(state, target)
            )
        if not in_gallery(state.hugo):
            return ROOMS_CLOSED
        need = spent + (side.rooms[room].door - start) % self.board.gallery + 1
        return self._entry_problem(state, g, room, roll, need)

    def _cellar_exit_problem(self, state: CastleState, g: int, mine: range) -> Refusal | None:
        """A captured guest leaves the cellar highest number first; in Midnight Party it stays
        until the round ends."""
        guests = state.guests
        if state.side == MIDNIGHT:
            return R + "midnight.cellar-stays", lambda: Msg(
                M + "cellar-stays", guest=self.guest_msg(state, g)
            )
        highest = min(guests[o] for o in mine if in_cellar(guests[o]))
        if guests[g] == highest:
            return None
        return R + "turn.cellar-order", lambda: Msg(
            M + "cellar-order",
            guest=self.guest_msg(state, g),
            place=self.place_msg(state, guests[g]),
            highest=self.place_msg(state, highest),
        )

    def _exact_number_problem(
        self, state: CastleState, g: int, target: int, end: int
    ) -> Refusal | None:
        """A guest moves exactly the number rolled, along the gallery clockwise."""
        end %= self.board.gallery
        if target == end:
            return None
        loc = state.guests[g]
        rule = (
            "turn.leave-cellar"
            if in_cellar(loc)
            else "turn.leave-room"
            if in_room(loc)
            else "turn.move"
        )
        return R + rule, lambda: Msg(
            M + "exact-number",
            roll=state.tasks[0][1],
            guest=self.guest_msg(state, g),
            place=self.place_msg(state, loc),
            end=end,
            target=target,
        )

    def _entry_problem(
        self, state: CastleState, g: int, room: int, roll: int, need: int
    ) -> Refusal | None:
        """Why guest g may not enter ``room`` with ``roll`` when ``need`` steps reach it."""
        info = self.side(state).rooms[room]
        loc = ROOM + room
        occupant = next((o for o, where in enumerate(state.guests) if where == loc), None)
        name = room_name_msg(info.id)
        if need > roll:
            return R + "rooms.door", lambda: Msg(
                M + "too-short", room=name, need=need, door=info.door, roll=roll
            )
        if occupant is not None:
            if state.side == MIDNIGHT:
                return R + "midnight.no-expel", lambda: Msg(
                    M + "no-expel", room=name, guest=self.guest_msg(state, occupant)
                )
            if state.owner(occupant) == state.owner(g):
                return R + "rooms.own-guest", lambda: Msg(
                    M + "own-guest", room=name, guest=self.guest_msg(state, occupant)
                )
        if need != roll and self._needs_exact(state, info, occupant is not None):
            return R + "rooms.exact", lambda: Msg(
                M + "needs-exact", room=name, need=need, why=self._exact_why(info), roll=roll
            )
        return None

    @staticmethod
    def _exact_why(info: Room) -> Msg:
        if info.shield == "green":
            return Msg(M + "exact-green")
        if info.shield == "red":
            return Msg(M + "exact-occupied-ruling", reading=reading_msg("expel-roll", "exact"))
        return Msg(M + "exact-occupied")

    @staticmethod
    def _needs_exact(state: CastleState, info: Room, occupied: bool) -> bool:
        """A green room takes only the exact count; so does an occupied room without a
        shield, and an occupied red one under ruling 'expel-roll' = 'exact' (seed: Rooms)."""
        if info.shield == "green":
            return True
        return occupied and (info.shield == "none" or state.ruling("expel-roll") == "exact")

    @stay_put.check
    def _stay_problem(self, state: CastleState) -> Refusal | None:
        """Midnight Party: a player with exactly one guest in the gallery may leave it be."""
        if state.side != MIDNIGHT:
            return NO_PASS
        first = state.current * state.per_player
        hall = sum(1 for loc in state.guests[first : first + state.per_player] if in_gallery(loc))
        return None if hall == 1 else STAY_ONLY_WITH_ONE

    # ----- why a move is refused -----------------------------------------------------------
    def due_refusal(self, state: CastleState) -> Ruling:
        """A guest's move or a stay asked for while something else is due."""
        return STILL_PLACING if state.tasks[0][0] in PLACING else ROLL_FIRST

    @roll_die.form
    def _face_on_die(self, face: str) -> Ruling | None:
        if face in DIE_WEIGHTS:
            return None
        return Ruling(R + "turn.roll", Msg(M + "no-such-face", face=face))

    @roll_die.not_now
    def _roll_not_now(self, state: CastleState) -> Ruling:
        if state.tasks[0][0] in PLACING:
            return STILL_PLACING_NO_ROLLS
        return Ruling(
            R + "turn.roll",
            Msg(M + "die-shows", roll=state.roll, seat=self.seat_msg(state.current)),
        )

    @place_guest.not_now
    def _place_not_now(self, state: CastleState) -> Ruling:
        return ALL_ON_BOARD

    @place_guest.check
    def _place_problem(self, state: CastleState, space: int) -> Refusal | None:
        """Why a guest may not be placed on ``space`` (``placement_spaces`` lists where it
        may): the space is taken."""
        if space in self.placement_spaces(state):
            return None
        if state.tasks[0][0] == REPLACE:
            return R + "ruling.midnight-replace", lambda: Msg(
                M + "replacing-space-taken",
                space=space,
                reading=reading_msg("midnight-replace", "empty-space"),
            )
        return R + "setup.placement", lambda: Msg(M + "placing-space-taken", space=space)

    @move_guest.check
    def _explain_move(self, state: CastleState, gid: str, dest: str) -> Refusal | None:
        """Why the move of guest ``gid`` ("red-1") to ``dest`` ("gallery:5", "room:chapel") is
        illegal now, or None if it is legal."""
        known = self._move_numbers.get((state.side, state.per_player, gid, dest))
        if known is not None:  # a candidate of the legal list: its numbers are kept
            return self._move_problem(state, *known)
        g = self._guest_index(state, gid)
        if g is None:
            return R + "setup.guests", lambda: Msg(M + "no-such-guest", guest=gid)
        where, _, what = dest.partition(":")
        if where == "gallery":
            return self._move_problem(state, g, int(what))
        return self._move_problem(state, g, self._room_loc(state, what), what)

    # ----- reading keys ----------------------------------------------------------------------
    def gallery_space(self, text: str) -> int:
        """The space of a key's ``gallery:N``; a ValueError for any other text."""
        where, _, number = text.partition(":")
        space = _number(number)
        if where != "gallery" or space is None or space >= self.board.gallery:
            raise ValueError(
                f"{text!r} is not a gallery space (gallery:0 to gallery:{self.board.gallery - 1})"
            )
        return space

    def place_key(self, text: str) -> str:
        """A key's place: ``room:<id>`` of a room of either side, or a gallery space."""
        if text.startswith("room:"):
            room_id = text[5:]
            if not any(r.id == room_id for side in self.board.sides.values() for r in side.rooms):
                raise ValueError(f"there is no room {room_id!r}")
            return text
        return f"gallery:{self.gallery_space(text)}"

    def guest_key(self, text: str) -> str:
        """A key's guest, written as its colour and number ("red-1")."""
        colour, _, number = text.rpartition("-")
        if colour not in self.board.colours or not _number(number):
            raise ValueError(f"{text!r} is not a guest (e.g. red-1)")
        return text

    def _guest_index(self, state: CastleState, gid: str) -> int | None:
        """The index of guest ``gid`` ("red-1", as a parsed key writes it), or None when this
        game has no such guest (a seat not playing, a number past its guests)."""
        colour, number = gid.rsplit("-", 1)
        seat = self.board.colours.index(colour)
        if seat >= state.players or int(number) > state.per_player:
            return None
        return seat * state.per_player + int(number) - 1

    def _room_loc(self, state: CastleState, room_id: str) -> int:
        """The location of a room by its id; past the last room for one of the other side."""
        rooms = self.side(state).rooms
        for index, room in enumerate(rooms):
            if room.id == room_id:
                return ROOM + index
        return ROOM + len(rooms)

    # ----- carrying the moves out ---------------------------------------------------------
    @place_guest.effect
    def _place(self, play: Play, space: int) -> None:
        state = play.state
        kind, _, g = pop(play.tasks)
        play.guests[g] = space
        if not play.explaining:
            return
        rule = "setup.placement" if kind == PLACE else "midnight.reset"
        play.step(
            rule,
            Msg(M + "placed", guest=self.guest_msg(state, g), place=self.place_msg(state, space)),
            f"guest:{self.guest_id(state, g)}",
            f"gallery:{space}",
        )
        if play.tasks[0][0] not in PLACING:
            play.step("turn", Msg(M + "all-placed", seat=self.seat_msg(play.current)))

    @roll_die.effect
    def _roll(self, play: Play, face: str) -> None:
        state = play.state
        pop(play.tasks)
        play.draws += 1
        play.last_roll = face
        who = self.seat_msg(play.current) if play.explaining else None
        if face == "ghost":
            push(play.tasks, (HUGO,))
            if play.explaining:
                play.step("turn.ghost", Msg(M + "rolls-ghost", seat=who), "die")
            return
        roll = int(face)
        if state.side == MIDNIGHT:
            first = play.current * state.per_player
            if not any(in_gallery(play.guests[g]) for g in range(first, first + state.per_player)):
                if play.explaining:
                    play.step(
                        "midnight.no-gallery",
                        Msg(M + "rolls-nothing", seat=who, roll=roll),
                        "die",
                    )
                return  # the turn ends: nothing to move
        push(play.tasks, (MOVE, roll))
        if play.explaining:
            play.step("turn.move", Msg(M + "rolls-number", seat=who, roll=roll), "die")

    @stay_put.effect
    def _stay(self, play: Play) -> None:
        if play.explaining:
            play.step("midnight.optional-move", Msg(M + "stays", seat=self.seat_msg(play.current)))
        pop(play.tasks)

    @move_guest.effect
    def _move(self, play: Play, gid: str, dest: str) -> None:
        """A guest moves; the number's task is taken off last, so the Steps show the roll."""
        state = play.state
        g = self._guest_index(state, gid)
        origin = play.guests[g]
        where, _, what = dest.partition(":")
        target = int(what) if where == "gallery" else self._room_loc(state, what)
        move_step = self._move_step(play, g, origin, target) if play.explaining else None
        play.guests[g] = HAND  # lift the guest while the room is checked for an occupant
        if in_room(target):
            occupant = next((o for o, loc in enumerate(play.guests) if loc == target), None)
            play.guests[g] = target
            door = self.side(state).rooms[target - ROOM].door
            if occupant is not None:
                # Entering and throwing out happen together: no moment shows two in one room.
                play.guests[occupant] = door
            if move_step is not None:
                play.step(*move_step)
            if occupant is not None:
                self._expel(play, occupant, door, target)
            self._score_room(play, g, target)
        else:
            play.guests[g] = target
            if move_step is not None:
                play.step(*move_step)
            if target == play.hugo:
                self._capture(play, [g], "turn.stop-on-hugo")
        pop(play.tasks)

    def _move_step(self, play: Play, g: int, origin: int, target: int) -> tuple:
        """The rule and sentence of a guest's move (taken before the guest moves)."""
        state = play.state
        if in_cellar(origin):
            rule, told = "turn.leave-cellar", M + "move-from-cellar"
        elif in_room(origin):
            rule, told = "turn.leave-room", M + "move-from-room"
        else:
            rule, told = "turn.move", M + "move-along"
        if in_room(target):
            info = self.side(state).rooms[target - ROOM]
            if in_room(origin):
                rule = "rooms.room-to-room"
            elif self._needs_exact(state, info, target in play.guests):
                rule = "rooms.exact"
            else:
                rule = "rooms.at-least"
        message = Msg(
            told,
            guest=self.guest_msg(state, g),
            origin=self.place_msg(state, origin),
            target=self.place_msg(state, target),
            roll=play.tasks[0][1],
        )
        return (rule, message, f"guest:{self.guest_id(state, g)}", self.place_id(state, target))

    def _expel(self, play: Play, occupant: int, door: int, room_loc: int) -> None:
        state = play.state
        if play.explaining:
            play.step(
                "rooms.expel",
                Msg(
                    M + "expelled",
                    guest=self.guest_msg(state, occupant),
                    space=door,
                    room=self.room_msg(state, room_loc),
                ),
                f"guest:{self.guest_id(state, occupant)}",
                f"gallery:{door}",
            )
        if door != play.hugo:
            return
        if state.ruling("expelled-onto-hugo") == "captured":
            self._capture(play, [occupant], "ruling.expelled-onto-hugo")
        elif play.explaining:
            play.step(
                "ruling.expelled-onto-hugo",
                Msg(
                    M + "expelled-safe",
                    space=door,
                    reading=reading_msg("expelled-onto-hugo", "safe"),
                    guest=self.guest_msg(state, occupant),
                ),
                f"guest:{self.guest_id(state, occupant)}",
                "hugo",
            )

    def _score_room(self, play: Play, g: int, room_loc: int) -> None:
        state = play.state
        if state.side == MIDNIGHT:
            return  # Midnight Party scores rooms at the end of the round
        info = self.side(state).rooms[room_loc - ROOM]
        if info.points == 0:
            return
        seat = state.owner(g)
        before = play.points[seat]
        play.points[seat] = self._add_points(state, before, info.points)
        if play.explaining:
            play.step(
                "rooms.shields",
                Msg(
                    M + "shield-points",
                    room=self.room_msg(state, room_loc),
                    shield=Msg(f"{M}shield-{info.shield}"),
                    points=f"{info.points:+d}",
                    seat=self.seat_msg(seat),
                    before=before,
                    after=play.points[seat],
                ),
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

    # ----- captures ------------------------------------------------------------------------
    def _capture(self, play: Play, victims: list[int], rule: str, on: Msg | None = None) -> None:
        """Send a group caught together to one cellar step (seed: Hugo's Movement). ``on`` is
        the place Hugo reached, when he came to them."""
        state = play.state
        side = self.side(state)
        used = {loc for loc in play.guests if in_cellar(loc)}
        step = next((s for s in range(len(side.cellar_points)) if CELLAR + s not in used), None)
        overflow = step is None
        if overflow:
            step = 0
        for g in victims:
            play.guests[g] = CELLAR + step
            if state.side == MAIN:
                play.points[state.owner(g)] += side.cellar_points[step]
        if play.explaining:
            self._tell_capture(play, victims, rule, on, step, overflow)

    def _tell_capture(
        self, play: Play, victims: list[int], rule: str, on: Msg | None, step: int, overflow: bool
    ) -> None:
        state = play.state
        count = len(victims)
        names = listed([self.guest_msg(state, g) for g in victims])
        ids = [f"guest:{self.guest_id(state, g)}" for g in victims]
        if on is None:
            caught = Msg(M + "captured", guests=names, count=count)
        else:
            caught = Msg(M + "captured-on", place=on, guests=names, count=count)
        play.step(rule, caught, "hugo", *ids)
        if state.side == MAIN:
            owners = dict.fromkeys(state.owner(g) for g in victims)  # each owner once, in order
            scored = listed(
                [Msg(M + "now-has", seat=self.seat_msg(s), points=play.points[s]) for s in owners],
                "semicolon",
            )
            points = self.side(state).cellar_points[step]
            gain = Msg(M + "gain", count=count, points=points, scored=scored)
        else:
            gain = Msg(M + "gain-midnight")
        where = self.step_msg(state, step)
        if overflow:
            rule, told = (
                "hugo.overflow",
                Msg(M + "cellar-full", guests=names, count=count, where=where, gain=gain),
            )
        elif count > 1:
            rule, told = "hugo.group", Msg(M + "shared-step", where=where, gain=gain)
        else:
            rule, told = (
                "hugo.cellar-steps",
                Msg(M + "first-free-step", guests=names, where=where, gain=gain),
            )
        play.step(rule, told, *ids, f"cellar:{step}")

    # ----- Hugo's move ---------------------------------------------------------------------
    def _hugo_walks(self, play: Play, task: tuple) -> None:
        """Hugo walks his speed, space by space (seed: Hugo's Movement; End of Game).

        An end of the game met on the way (46 points, or the arrow at speed 7) is noted and
        the game ends once he has finished his move, as the seed's "Hugo always takes all of
        his moves" says; the rulings ``speed-end`` and ``points-end`` stop him on the spot
        instead. If both ends are met in one move, the first one met is the one named.
        """
        pop(play.tasks)
        state = play.state
        speed, start = play.speed, play.hugo
        announce = len(play.log) if play.explaining else -1
        if play.explaining:
            play.step(
                "hugo.move",
                Msg(M + "hugo-moves", speed=speed, place=self.place_msg(state, start)),
                "hugo",
            )
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
                how = self._arrow_words(pos, moved == speed)
                if play.speed >= self.board.max_speed:
                    ending = ending or "end.speed"
                    stopped = self._stops_at_speed_end(play, how, speed - moved)
                else:
                    self._speed_up(play, how, from_cellar=not in_gallery(pos))
        if announce >= 0 and moved < speed:
            self._retell_short_move(play, announce, moved)
        self._end_of_hugo_move(play, ending, stopped, moved)

    @staticmethod
    def _arrow_words(came_from: int, last_space: bool) -> Msg:
        """How Hugo met the arrow space: out of the cellar, with his last space, or passing."""
        if not in_gallery(came_from):
            return Msg(M + "arrow-climbs")
        return Msg(M + "arrow-lands") if last_space else Msg(M + "arrow-passes")

    def _hugo_next(self, state: CastleState, pos: int) -> int:
        """Hugo's next place: up the cellar steps one by one, then clockwise on the gallery."""
        if pos == DOOR:
            return CELLAR
        if in_cellar(pos):
            top = CELLAR + len(self.side(state).cellar_points) - 1
            return pos + 1 if pos < top else self.board.arrow
        return (pos + 1) % self.board.gallery

    def _catch_on(self, play: Play, space: int) -> bool:
        """Hugo catches the guests on ``space``; True if that takes someone to 46 (main game)."""
        victims = [g for g, loc in enumerate(play.guests) if loc == space]
        if not victims:
            return False
        on = self.place_msg(play.state, space) if play.explaining else None
        self._capture(play, victims, "hugo.capture", on)
        return play.state.side == MAIN and max(play.points) >= self.board.end_points

    def _retell_short_move(self, play: Play, announce: int, moved: int) -> None:
        """The move's first step said his full speed; say how far he really went."""
        assert play.log is not None
        first = play.log[announce]
        message = Msg(
            M + "hugo-moves-part",
            moved=moved,
            speed=first.state.speed,
            place=self.place_msg(play.state, first.state.hugo),
        )
        play.log[announce] = Step(first.rule, message, first.highlight, first.state)

    def _end_of_hugo_move(self, play: Play, ending: str, stopped: bool, moved: int) -> None:
        state = play.state
        place = self.place_msg(state, play.hugo) if play.explaining else None
        if ending == "end.speed":
            if stopped:
                told = Msg(M + "speed-end-stays", place=place)
            else:
                told = Msg(M + "speed-end-taken", moved=moved, place=place)
            self._finish(play, ending, told)
            return
        if play.explaining and not stopped:
            play.step("hugo.move", Msg(M + "hugo-stops", place=place), "hugo")
        if ending:
            self._finish(play, ending, self._points_end_msg(play))

    def _stops_at_points(self, play: Play) -> bool:
        """True when the game ends the moment someone reaches 46 (ruling ``points-end``)."""
        state = play.state
        if state.ruling("points-end") != "stop-at-once":
            return False
        if play.explaining:
            limit = self.board.end_points
            over = [s for s in range(state.players) if play.points[s] >= limit]
            play.step(
                "ruling.end-timing",
                Msg(
                    M + "points-stop",
                    seats=listed([self.seat_msg(s) for s in over], "and"),
                    count=len(over),
                    limit=limit,
                    reading=reading_msg("points-end", "stop-at-once"),
                    place=self.place_msg(state, play.hugo),
                ),
                "hugo",
                *(f"score:{s}" for s in over),
            )
        return True

    def _stops_at_speed_end(self, play: Play, how: Msg, left: int) -> bool:
        """Hugo on the arrow at top speed: True if he stops there (ruling ``speed-end``)."""
        speed = play.speed
        stops = play.state.ruling("speed-end") == "stop-on-arrow"
        if play.explaining:
            if stops:
                rule = "ruling.speed-end"
                told = Msg(
                    M + "stop-on-arrow",
                    how=how,
                    speed=speed,
                    reading=reading_msg("speed-end", "stop-on-arrow"),
                )
            elif left:
                rule, told = "end.speed", Msg(M + "last-lap", how=how, speed=speed, left=left)
            else:
                rule, told = "end.speed", Msg(M + "last-lap-done", how=how, speed=speed)
            play.step(rule, told, "hugo", "speed")
        return stops

    def _speed_up(self, play: Play, how: Msg, from_cellar: bool) -> None:
        """Hugo on the arrow below top speed: one speed more from his next move."""
        if from_cellar and play.state.ruling("first-exit-speed") == "rulebook":
            if play.explaining:
                told = Msg(
                    M + "speed-kept",
                    how=how,
                    reading=reading_msg("first-exit-speed", "rulebook"),
                    speed=play.speed,
                )
                play.step("ruling.first-exit-speed", told, "hugo", "speed")
            return
        play.speed += 1
        if play.explaining:
            play.step(
                "hugo.speed", Msg(M + "speed-rises", how=how, speed=play.speed), "hugo", "speed"
            )

    def _points_end_msg(self, play: Play) -> Msg:
        state = play.state
        top = max(play.points)
        leaders = [s for s in range(state.players) if play.points[s] == top]
        return Msg(
            M + "points-end",
            seats=listed([self.seat_msg(s) for s in leaders], "and"),
            count=len(leaders),
            top=top,
            limit=self.board.end_points,
        )

    # ----- the end of a turn, of a round, of the game -------------------------------------
    def _turn_end(self, play: Play, task: tuple) -> None:
        """After a move or a ghost: the end checks, then the next seat's turn."""
        pop(play.tasks)
        state = play.state
        if state.side == MAIN:
            if max(play.points) >= self.board.end_points:
                self._finish(play, "end.points", self._points_end_msg(play))
                return
        elif self._round_is_over(play):
            push(play.tasks, (ROUND_END,))
            return
        play.current = (play.current + 1) % state.players
        push(play.tasks, *TURN)

    def _finish(self, play: Play, rule: str, told: Msg) -> None:
        play.tasks.clear()
        play.ended = R + rule
        play.step(rule, told)
        if play.explaining:
            play.step("end.winner", self._outcome(play.state, play.points)[1])

    def _round_is_over(self, play: Play) -> bool:
        """Midnight Party: a round ends when no guest is left in the gallery or every room is
        taken."""
        if not any(in_gallery(loc) for loc in play.guests):
            return True
        return sum(1 for loc in play.guests if in_room(loc)) == len(self.side(play.state).rooms)

    def _round_end(self, play: Play, task: tuple) -> None:
        """The guests still in the gallery go to the top step; the round is scored; then the
        party ends after the last round, or the next round is set up. The task is taken off
        after the scoring, so its Steps show the round still on, not a finished game."""
        state = play.state
        side = self.side(state)
        in_hall = [g for g, loc in enumerate(play.guests) if in_gallery(loc)]
        if in_hall:
            top = len(side.cellar_points) - 1
            for g in in_hall:
                play.guests[g] = CELLAR + top
            if play.explaining:
                play.step(
                    "midnight.round-end",
                    Msg(
                        M + "round-end-full",
                        round=play.round,
                        count=len(in_hall),
                        where=self.step_msg(state, top),
                    ),
                    *(f"guest:{self.guest_id(state, g)}" for g in in_hall),
                )
        elif play.explaining:
            play.step("midnight.round-end", Msg(M + "round-end-empty", round=play.round))
        self._midnight_score(play)
        pop(play.tasks)
        if play.round >= self.board.midnight_rounds:
            self._finish(play, "midnight.rounds", Msg(M + "last-round", round=play.round))
            return
        self._midnight_reset(play)

    def _midnight_score(self, play: Play) -> None:
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
            if play.explaining:
                play.step(
                    "midnight.scoring",
                    Msg(
                        M + "round-scored",
                        seat=self.seat_msg(seat),
                        round=play.round,
                        before=before,
                        after=play.points[seat],
                    ),
                    f"score:{seat}",
                )

    def _midnight_reset(self, play: Play) -> None:
        state = play.state
        side = self.side(state)
        for g, loc in enumerate(play.guests):
            if in_room(loc):
                play.guests[g] = side.rooms[loc - ROOM].door
        points = play.points
        rank = self.tie_ranks(state, play.current)
        queue = self.replace_order(state, play.guests, points, rank)
        play.hugo = CELLAR
        play.round += 1
        play.current = self.round_starter(state, points, rank)
        push(play.tasks, *placing(REPLACE, queue, state.per_player), *TURN)
        if play.explaining:
            play.step(
                "midnight.reset",
                Msg(
                    M + "round-reset",
                    round=play.round,
                    where=self.step_msg(state, 0),
                    starter=self._starter_msg(state, points, play.current),
                ),
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

    def _starter_msg(self, state: CastleState, points: list[int], starter: int) -> Msg:
        top = points[starter]
        tied = [s for s in range(state.players) if points[s] == top]
        if len(tied) == 1:
            return Msg(M + "starter-most", seat=self.seat_msg(starter))
        return Msg(
            M + "starter-tie",
            seat=self.seat_msg(starter),
            tied=listed([self.seat_msg(s) for s in tied], "and"),
            top=top,
            order=state.ruling("midnight-ties"),
        )

    # ----- end, description ----------------------------------------------------------------
    def _outcome(self, state: CastleState, points) -> tuple[tuple[int, ...], Msg]:
        """The winners, and the sentence saying so: the fewest points win (seed: End of
        Game); a tie is shared, or under ruling 'ties' = 'none' nobody wins."""
        low = min(points)
        tied = tuple(s for s in range(state.players) if points[s] == low)
        seats = listed([self.seat_msg(s) for s in tied], "and")
        if len(tied) == 1:
            return tied, Msg(M + "wins", seats=seats, low=low)
        if state.ruling("ties") == "share":
            return tied, Msg(M + "share-win", seats=seats, low=low)
        return (), Msg(M + "no-winner", seats=seats, low=low)

    def result(self, state: CastleState) -> Result | None:
        if state.tasks:
            return None
        winners, reason = self._outcome(state, state.points)
        return Result(state.points, winners, english(reason), state.ended)

    def describe(self, state: CastleState) -> str:
        return describe_position(self, state)

    # ----- views ---------------------------------------------------------------------------
    def view(self, state: CastleState, player: int) -> CastleState:
        """What ``player`` sees: the whole board (nothing on the table is hidden), but no seed,
        which would tell every roll still to come. A bot deciding for ``player`` plays on it."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of a seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no seat {player + 1} in this {state.players}-player game")
        if state.viewer == player:
            return state
        if state.viewer != EVERYONE:
            raise ValueError(
                f"this is already {self.seat_name(state.viewer)}'s view: it cannot show what "
                f"{self.seat_name(player)} sees"
            )
        return replace(state, seed=None, viewer=player)

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` reads it: the same sentence (every piece moves in the open),
        over the seat's view of that moment."""
        return Step(step.rule, step.message, step.highlight, self.view(step.state, player))

    # ----- positions the rules can reach, saving and loading --------------------------------
    def check_position(self, state: CastleState) -> None:
        """A position the rules can reach (reachable.py). A seat's view is refused first,
        naming the view: it has no seed to roll the die with, so it is no game to play on."""
        if state.viewer != EVERYONE or state.seed is None:
            raise StateError("viewer", VIEW_REFUSED)
        problem = reachable.first_problem(self, state)
        if problem is not None:
            raise StateError(*problem)

    def to_json(self, state: CastleState) -> dict[str, Any]:
        return encode(self, state)

    def from_json(self, data: str | bytes | dict[str, Any]) -> CastleState:
        return decode(self, data)

    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            self._scenarios = load_scenarios(SCENARIOS_FILE, self)
        return self._scenarios

    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        if self._tutorials is None:
            self._tutorials = (load_tutorial(TUTORIAL_FILE, self),)
        return self._tutorials
