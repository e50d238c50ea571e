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

The game class is put together from one part per job: moves.py (the moves declared, their
labels and options), checks.py (what forbids a move), guests.py (what a move does), hugo.py
(Hugo's walk), rounds.py (the end of a turn, of a round and of the game), starting.py (the
setup), with names.py (the texts in words) and teaching.py (the explorer's hooks); this module
holds chance, views and the checks of a loaded position. The declaration (title, the variant,
rulings, kinds of action, bot) is game.toml's, the player counts the board's; the rulebook,
scenarios, tutorial, saving (codec.py) and a seat's reading of a Step are the core's defaults
(rules/core/package.py).
"""

from __future__ import annotations

import functools
from pathlib import Path

from rules.core import CHANCE, Action, GameInfo, Result, StateError
from rules.core.jsonstate import VIEW_REFUSED
from rules.core.messages import Msg
from rules.core.moves import DeclaredGame
from rules.core.working import working_copy

from . import reachable
from .board import Board, Room, default_board
from .checks import GAME_OVER, NOT_POSSIBLE, CastleChecks
from .guests import GuestMoves
from .hugo import HugoWalk
from .moves import DIE_FACES, DIE_WEIGHTS, FACE_PARTS, CastleMoves  # noqa: F401 - read here
from .names import CATALOGUE, CastleNames, M, R, english
from .rounds import TurnsAndRounds
from .starting import Starting
from .state import (
    EVERYONE,
    FLOW,
    HUGO,
    ROUND_END,
    TURN_END,
    CastleState,
    seen_by,
)
from .teaching import CastleTeaching

# The core reads these by their names (rules/core/package.py); the tests edit copies of them.
SCENARIOS_FILE = Path(__file__).with_name("scenarios.toml")
TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")


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


class HiddenCastle(
    TurnsAndRounds,
    HugoWalk,
    GuestMoves,
    CastleChecks,
    CastleMoves,
    CastleNames,
    CastleTeaching,
    Starting,
    DeclaredGame,
):
    """Escape from the Hidden Castle, with the Midnight Party variant."""

    turn_rule = R + "turn"
    flow = FLOW
    Play = Play
    over_refusal = GAME_OVER
    unlisted = NOT_POSSIBLE
    # Everything on the table is open, but the seed would replay every roll still to come:
    # a seat's view leaves it out, and bots decide from their seat's view.
    hidden_information = True
    # The chance button and the kinds of action are messages, read in the dashboard's language.
    chance_label = Msg(M + "chance-label")

    def __init__(self, board: Board | None = None) -> None:
        super().__init__()
        self.board = board or default_board()
        self.messages = CATALOGUE
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

    @functools.cached_property
    def info(self) -> GameInfo:
        """game.toml's declaration, with the player counts of the board: each count has its
        number of guests in board.toml, so the counts are computed from there rather than
        written a second time (a board of other counts makes a game of other counts)."""
        counts = sorted(self.board.guests_per_player)
        return self.package.info(players=(counts[0], counts[-1]))

    def door_room(self, state: CastleState, space: int) -> int:
        """The room whose door faces gallery ``space`` on this side of the board, or -1."""
        return self._door_at[state.side][space]

    @staticmethod
    def _room_at(rooms: tuple[Room, ...], space: int) -> int:
        for index, room in enumerate(rooms):
            if room.door == space:
                return index
        return -1

    # ----- a game's length -----------------------------------------------------------------
    def action_limit(self, players: int) -> int:
        """A bound no game comes near, though the rules set none: the die may keep missing
        the ghost, and Midnight Party guests may keep dodging Hugo. The main game ends once
        Hugo has walked about 35 ghosts' worth of spaces (a third of the rolls are ghosts);
        the longest of 2,400 random games took 604 actions and of 240 heuristic-bot games
        2,083 (Midnight Party, 2 players), the Lab's own cut-off being 20,000."""
        return 20_000

    def chance_outcomes(self, state: CastleState) -> list[tuple[Action, float]]:
        """The die's faces and chances: open to every seat, on a view as on the game."""
        if state.to_move != CHANCE:
            return []
        return [(action, DIE_WEIGHTS[action.key[5:]]) for action in self._die]

    def result(self, state: CastleState) -> Result | None:
        if state.tasks:
            return None
        winners, reason = self._outcome(state, state.points)
        return Result(state.points, winners, reason, state.ended)

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
                f"this is already {english(self.seat_name(state.viewer))}'s view: it cannot "
                f"show what {english(self.seat_name(player))} sees"
            )
        return seen_by(state, player)

    # ----- positions the rules can reach ---------------------------------------------------
    def check_position(self, state: CastleState) -> None:
        """A position the rules can reach (reachable.py). A seat's view is refused first,
        naming the view: it has no seed to roll the die with, so it is no game to play on."""
        if state.viewer != EVERYONE or state.seed is None:
            raise StateError("viewer", VIEW_REFUSED)
        problem = reachable.first_problem(self, state)
        if problem is not None:
            raise StateError(*problem)
