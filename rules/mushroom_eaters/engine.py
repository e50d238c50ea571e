"""The rules of The Mushroom Eaters (seed 000_556f26b31c3cddac.txt), on the shared core.

One shared Action Pawn walks the Action Path; each turn the current Eater plays a Mood card,
moves the pawn exactly its number (plus any Moving Forward energy), and the space's action is
experienced by the current Eater or by every Eater in turn order. Every choice an Eater makes
during the action (a track, an item to lose, a card for a Fire) is a task naming that seat.

The moves are declared in moves.py and run by the core (``rules.core.moves``). The game's class
is put together from one part per job: starting.py (the starting position), turn.py (a Mood
card played and the pawn moved), spaces.py (what each space does), items.py (items gained and
lost), decisions.py (the Eaters' choices and the Special Action), draws.py (what chance draws
does), personal_paths.py (the Personal Paths), scoring.py (the end and the points); the working copy
is state.py's. This module holds who takes part, the end of a move, the result, clicks on the
board, views and the checks of a loaded position. The declaration (title, players, the variant,
rulings, kinds of action, bot) is game.toml's; the rulebook, scenarios, tutorial, saving
(codec.py) and a player's reading of a Step are the core's defaults (rules/core/package.py).
"""

from __future__ import annotations

from typing import Any

from rules.core.flow import turn_order
from rules.core.messages import Msg
from rules.core.moves import DeclaredGame
from rules.core.types import CHANCE, Action, Result

from .data import SPACE_KINDS
from .decisions import Decisions
from .draws import Draws
from .items import GAINED, Items
from .moves import GAME_OVER, MushroomMoves
from .names import CATALOGUE, seat_name
from .personal_paths import PersonalPaths
from .scoring import Scoring
from .spaces import Spaces
from .starting import Starting
from .state import FLOW, Play, seen_by
from .table import BRANCH, D, capacity  # noqa: F401 - the board view and tests read them here
from .turn import Turn

ACTION_LIMIT = 6000


class MushroomEaters(
    Starting,
    Turn,
    Spaces,
    Items,
    Decisions,
    Draws,
    PersonalPaths,
    Scoring,
    MushroomMoves,
    DeclaredGame,
):
    hidden_information = True  # the seed replays every die roll and draw still to come
    turn_rule = "mushroom-eaters.turn.play"
    flow = FLOW
    Play = Play
    over_refusal = GAME_OVER
    # Never met: every move's check refuses all but its options, which are its legal moves,
    # and a key is read only as the game writes it.
    unlisted = GAME_OVER
    # The chance button and the kinds of action are messages, read in the dashboard's language.
    chance_label = Msg("mushroom-eaters-chance-label")

    def __init__(self) -> None:
        super().__init__()
        self.messages = CATALOGUE
        self.data = D
        self.automatic = {
            kind: getattr(self, "_auto_" + kind.replace("-", "_")) for kind in FLOW.automatic
        }
        # Each kind of item gained and of space experienced, by its rule: looked up once here,
        # not by name on each of the thousands of actions a bot rates (issue 47).
        self.gainers = {kind: getattr(self, "_gain_" + kind) for kind in GAINED}
        self.experiences = {
            kind: getattr(self, "_space_" + kind.replace("-", "_")) for kind in SPACE_KINDS
        }

    # ----- who takes part ------------------------------------------------------------------------
    def group(self, state: Any, first: int) -> tuple[int, ...]:
        """The Eaters on the main path, in turn order from ``first`` (those on a Personal
        Path take no part in what the main pawn does)."""
        on_path = state.on_path
        return tuple([s for s in turn_order(first, state.players) if on_path[s] < 0])

    # ----- the end of a move ---------------------------------------------------------------------
    # Each Step keeps the position its rule left (the goldens hold them). The flow needs no
    # ``game_ended`` asked between its tasks: the one rule that ends the game (``end_game``)
    # drops the tasks left itself, so the core's quiet path runs (issue 47, third round).
    steps_keep_positions = True

    # ----- the end (the scoring is scoring.py's) ---------------------------------------------
    def result(self, state) -> Result | None:
        if not state.ended:
            return None
        scores = self.scores(state)
        best = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == best)
        reason = Msg("mushroom-eaters-result")
        return Result(scores, winners, reason, "mushroom-eaters.score")

    def action_limit(self, players: int) -> int:
        return ACTION_LIMIT

    # ----- clicks ---------------------------------------------------------------------------
    def action_for(self, state, picks: tuple[str, ...]) -> Action | None:
        """A click on the board as an action: a focus board takes the cube being placed; a
        space ahead of the pawn is the smallest legal play that reaches it; a Personal Path
        branch or space is the play that goes onto it."""
        if not picks or not state.tasks:
            return None
        kind, _, number = picks[-1].partition(":")
        task = state.tasks[0][0]
        if task == "board" and kind in ("hour", "drum"):
            return self.cached_action(f"board:{kind}")
        if task != "turn" or kind not in ("space", "branch") or not number.isdigit():
            return None
        return self._play_reaching(state, kind, int(number))

    def _play_reaching(self, state, kind, index) -> Action | None:
        target = f"b{index}" if kind == "branch" else f"p{index}"
        plays = [a for a in self.legal_actions(state) if a.kind == "play"]
        for action in plays:
            parts = action.key.split(":")
            if len(parts) == 5 and parts[4] == target:
                return action
        for action in sorted(plays, key=lambda a: int(a.key.split(":")[3])):
            parts = action.key.split(":")
            moves = int(parts[2]) + int(parts[3])
            if (
                kind == "space"
                and len(parts) == 4
                and int(parts[2]) > 0
                and (self.walk(state, state.pawn, moves)[0] == index)
            ):
                return action
        return None

    def candidate_actions(self, state) -> list[Action]:
        """The legal actions and, at a Mood card turn, the tempting plays the rules forbid
        (a 2 that must go onto a Personal Path played past it, a 0 where one must move on,
        the Identity card moving 0 to 3 before the Jelly Space, one energy too many), so
        that a learner can ask why not."""
        legal = self.legal_actions(state)
        if state.to_move in (None, CHANCE) or state.tasks[0][0] != "turn":
            return legal
        seat, known = state.current, {a.key for a in legal}
        tempting = [f"play:{card}:{D.moves[card]}:0" for card in dict.fromkeys(state.hands[seat])]
        if "I" in state.hands[seat]:
            tempting += [f"play:I:{mv}:0" for mv in (0, 3)]
        energy = state.forward[seat] + 1
        tempting += [
            f"play:{c}:{D.moves[c]}:{energy}" for c in ("3a", "1a") if c in state.hands[seat]
        ]
        extra = [k for k in dict.fromkeys(tempting) if k not in known]
        return legal + [self.cached_action(k) for k in extra]

    # ----- views and a loaded position ---------------------------------------------------------
    def view(self, state, player: int):
        """What ``player`` sees: the whole table, hands included (the ruling on open hands:
        a hand is the eight Mood cards less the discards everyone saw played), but no seed,
        which would replay every roll and draw to come."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of an Eater's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no Eater {player + 1} in this game")
        return seen_by(state, player)

    def check_position(self, state) -> None:
        from .codec import check

        check(self, state)

    def seat_name(self, seat: int, state=None) -> Msg:
        """A seat by its eater ("Eater 1"), a message: read where it is shown."""
        return seat_name(seat)
