"""The rules of Daybreak (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt).

Every rule names the rulebook section it enforces (ids in rulebook.toml, prefix
``daybreak.``). A round is a list of tasks over the core's turn flow (state.py): the Global
stage's draws and the team's choice, the Local stage as one task per player (each ends with
that player's "done"), then the Emissions, Crisis and Growth stages as automatic tasks, with
chance nodes for every card drawn, the Planetary die and the Geoengineering die, and decisions
for the cards a crisis makes a player discard.

The same code applies an action for a bot (``explain=False``: no Step, no message built) and
for a person. Each kind of move is declared once in moves.py (its key, task, options, one
check and label) and run by the core (rules/core/moves.py): the legal list and the why-not ask
the same check. The game's class is put together from one part per job: starting.py (the
starting position), reading.py (what a position says: tags, actions, passive effects, crisis
amounts), draws.py (chance: what may be drawn or rolled, and what each draw does),
move_checks.py (what the moves' checks read), global_stage.py, local_stage.py, emissions.py,
crisis_stage.py and growth.py (the stages of a round); the working copy is play.py's. This
module holds the names, the end of a move and of the game, views, the checks of a loaded
position and teaching. The declaration (title, players, rulings, kinds of action, bot) is
game.toml's; the rulebook is book.py's (it quotes the data files); scenarios, tutorial, saving
(codec.py) and a player's reading of a Step are the core's defaults (rules/core/package.py).
"""

from __future__ import annotations

import functools
from pathlib import Path

from rules.core import Action, Result, Rulebook, Transition
from rules.core.fastbuild import view_builder
from rules.core.kept_table import KeptTable
from rules.core.messages import Msg, render
from rules.core.moves import DeclaredGame

from . import codec
from . import names as n
from .book import load_rulebook
from .crisis_stage import CrisisStage
from .data import World, load_world
from .draws import Draws
from .emissions import EmissionsStage
from .global_stage import GlobalStage
from .growth import GrowthStage
from .local_stage import LocalStage
from .move_checks import MoveChecks
from .move_labels import MoveLabels
from .moves import CARD_MOVES_KEPT, DaybreakMoves, R
from .play import Play
from .reading import STACKS_KEPT, Reading
from .starting import Starting
from .state import EVERYONE, FLOW, DaybreakState

SLUG = "daybreak"
HERE = Path(__file__).parent  # the package's folder, as the tests read it
#: What ``state.tally`` holds after the players' cubes (one entry per seat, first).
TALLY = ("sequestered", "pulled", "to-thermometer", "bands")

CHANCE_KINDS = {"reveal": "reveal", "gdraw": "offer", "draw": "draw", "roll": "roll"}


#: ``replace(state, seed=None, viewer=player)`` made field by field: a bot's every decision
#: is taken from its seat's view.
_seen_by = view_builder(DaybreakState)


class Daybreak(
    Starting,
    Reading,
    Draws,
    MoveChecks,
    GlobalStage,
    LocalStage,
    EmissionsStage,
    CrisisStage,
    GrowthStage,
    MoveLabels,
    DaybreakMoves,
    DeclaredGame,
):
    """Daybreak for 1-4 players, cooperative: the team wins or loses together. Its moves are
    declared in moves.py; this class adds setup, chance, the effects and the end."""

    Play = Play
    flow = FLOW

    turn_rule = R + "stages"
    # Hands, decks and the crises in play are open, but the seed replays every card drawn
    # and every die rolled to come: a player's view leaves it out (``view``).
    hidden_information = True
    # The chance button and the kinds of action are messages, read in the dashboard's language.
    chance_label = Msg("daybreak-chance-label")

    def __init__(self, world: World | None = None) -> None:
        super().__init__()
        self.world = world = world or load_world()
        self._bands_to_lose = world.bands_to_lose  # asked after every action
        self.messages = n.CATALOGUE
        self.local = world.local
        self.crisis = world.crisis
        self.globals = world.globals
        self._local_by_key = {c.key: c.code for c in world.local}
        self._crisis_by_key = {c.key: c.code for c in world.crisis}
        self._global_by_key = {c.key: c.code for c in world.globals}
        self._track_by_face = {t.face: i for i, t in enumerate(world.tracks)}
        self._stack_actions: dict[tuple, Action] = {}  # moves.stack_action's
        self._last_legal: tuple[DaybreakState | None, list[Action]] = (None, [])  # moves._legal's
        self._card_moves = KeptTable(CARD_MOVES_KEPT)  # moves._local_legal's, per card
        # stack -> its tags counted (Reading.stack_tag_counts): emptied when it reaches
        # reading.STACKS_KEPT, a few games' worth (the Lab plays thousands).
        self._stack_counts = KeptTable(STACKS_KEPT)
        self.automatic = {
            "round": self._round,
            "local-start": self._local_start,
            "emissions": self._emissions,
            "crisis": self._crisis_stage,
            "uncover": self._uncover,
            "crises": self._crises,
            "resolve": self._resolve,
            "growth": self._growth,
        }

    @functools.cached_property
    def rulebook(self) -> Rulebook:
        """The package's rulebook with the numbers it quotes from the data files filled in
        (book.py), read when first asked for, as the core's."""
        return load_rulebook(self.package.file("rulebook.toml"), self.world)

    # ----- names ---------------------------------------------------------------------------
    def power_name(self, seat_or_key: int | str, state: DaybreakState | None = None) -> Msg:
        """A world power's name, as a message: each player is a power (daybreak.setup.powers)."""
        key = state.powers[seat_or_key] if isinstance(seat_or_key, int) else seat_or_key
        return n.power(key)

    def seat_name(self, seat: int, state: DaybreakState | None = None) -> Msg:
        """A seat by its power, a message. Without a position the powers at the table are not
        known (they depend on the player count and, solo, on the power chosen in Setup): the
        seat is then named by its number."""
        if state is not None:
            return self.power_name(seat, state)
        return Msg("daybreak-seat", number=seat + 1)

    # ----- chance --------------------------------------------------------------------------

    def sample_chance(self, state) -> Action:
        # One of this chance node's outcomes, which are its legal moves (the same pile): the
        # game vouches for it, so applying it needs no legal list.
        return self._vouch(state, super().sample_chance(state))

    # ----- applying ------------------------------------------------------------------------
    # The flow stops when the team loses (the tasks left are dropped: ``game_ended``), and
    # each Step keeps the position its rule left (the goldens hold them).
    steps_keep_positions = True

    def game_ended(self, play: Play) -> bool:
        return self._check_end(play)

    def run_flow(self, play: Play) -> None:
        # The core's flow asks ``game_ended`` before each automatic task and once more at the
        # end. With a decision or a draw already at the front (every Local action but the
        # last "done"), that is the same question asked twice: asked here once.
        tasks = play.tasks
        if tasks and tasks[0][0] not in FLOW.automatic:
            if self._check_end(play):
                play.tasks = []
            return
        super().run_flow(play)

    def _check_end(self, play: Play) -> bool:
        """The team loses at once at 8 bands or when a player holds 12 or more Communities
        in Crisis (daybreak.end.heat, daybreak.end.communities)."""
        if play.ended:
            return True
        if play.bands < self._bands_to_lose and max(play.communities) < 12:
            return False  # the common case, asked between every two automatic tasks
        if play.bands >= self.world.bands_to_lose:
            self._end(play, "end.heat", "daybreak-lose-heat", n.THERMOMETER, bands=play.bands)
        else:
            for seat, count in enumerate(play.communities):
                if count >= 12:
                    self._end(
                        play,
                        "end.communities",
                        "daybreak-lose-communities",
                        n.communities_id(seat),
                        player=self.power_name(seat, play),
                        count=count,
                    )
                    break
        return bool(play.ended)

    def _end(self, play: Play, rule: str, message: str, *highlight: str, **params) -> None:
        play.ended = R + rule
        play.stage = "over"
        play.tasks = []
        play.say(rule, message, *highlight, **params)

    # ----- the end -------------------------------------------------------------------------
    def result(self, state) -> Result | None:
        if not state.ended:
            return None
        won = state.ended == R + "growth.win"
        return Result(
            scores=(state.round,) * state.players,
            winners=tuple(range(state.players)) if won else (),
            reason=self.reason(state),
            rule=state.ended,
            team=True,
        )

    def reason(self, state) -> Msg:
        """Why the game ended, naming the powers whose Communities in Crisis ended it."""
        ending = state.ended.split(".")[-1]
        hit = tuple(self.power_name(s, state) for s, c in enumerate(state.communities) if c >= 12)
        return Msg("daybreak-reason-" + ending, round=state.round, players=hit or "")

    def action_limit(self, players: int) -> int:
        # Per round and player: at most about 40 cards in hand, each played or tucked once,
        # a few uses of each of at most 45 cards, a draw and a done; plus the dice and crises.
        return 3_000 * players + 2_000

    # ----- views ---------------------------------------------------------------------------
    def view(self, state, player: int):
        """What ``player`` sees: the whole table (hands are public, decks are piles whose
        order nobody knows, face-down crises are a count), but no seed, which would foretell
        every card drawn and every die rolled to come."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of a player's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no player {player + 1} in this game")
        if state.viewer not in (EVERYONE, player):
            raise ValueError(
                f"this is already {render(self.seat_name(state.viewer, state))}'s view: it cannot "
                f"become another player's"
            )
        return _seen_by(state, player)

    # ----- checks, teaching ------------------------------------------------------------------
    def check_position(self, state) -> None:
        codec.check(self, state)

    def action_for(self, state, picks: tuple[str, ...]) -> Action | None:
        from .teaching import action_for

        return action_for(self, state, picks)

    def summarize_outcome(self, before, transition: Transition) -> str:
        from .teaching import summarize

        return summarize(self, before, transition)

    def candidate_actions(self, state) -> list[Action]:
        from .teaching import candidates

        return candidates(self, state)
