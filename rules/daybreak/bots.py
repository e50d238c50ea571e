"""A cooperative heuristic bot for Daybreak.

It looks one action ahead and rates the position for the whole team (every seat plays for
the same result): the cubes the next Emissions stage would leave after Trees, Oceans and DAC
(Drawdown in sight is worth a great deal), Temperature Bands, Communities in Crisis (the
nearer a player is to twelve, the worse), energy shortfalls the next Emissions stage would
turn into Communities in Crisis, what the crises in play would do, the progress of the Global
Projects, and the actions still waiting on top of the seat's stacks.

The look-ahead rates dozens of positions per decision that differ from the one before in one
or two fields (a card tucked changes a hand and a stack, nothing else), so each part of the
rating is kept under the fields it reads and met again rather than worked out again: the
ratings are the same numbers, made once per distinct part (tests/rules/test_daybreak_bot.py
holds the kept ratings to fresh ones).
"""

from __future__ import annotations

from operator import attrgetter

from rules.core import Game
from rules.core.bots import Candidates, LookaheadBot

from .state import DaybreakState

#: How many parts of ratings a bot keeps before it starts again (a few games' worth).
KEPT = 50_000

#: The fields each part of the rating reads (tests/rules/test_daybreak_bot.py leaves each out
#: in turn and finds a kept rating that is then wrong).
TABLE_FIELDS = (
    *("dirty", "emissions", "recent", "trees", "oceans", "dac", "bands", "therm"),
    *("drawdown", "communities", "demand", "clean", "resilience"),
)
CRISIS_FIELDS = ("crises", "crisis_tucks", "bands", "resilience")
PROJECT_FIELDS = ("projects", "project_tucks")
#: What ``_use_problem`` reads of the seat (by seat) and of the table besides the stack itself
#: (see move_checks.py): under it, whether each stack's top action may be taken.
SEAT_FIELDS = ("used", "dirty", "emissions", "demand", "communities")
SEAT_TABLE_FIELDS = ("crises",)


def _fields_of(names: tuple[str, ...]):
    """A getter of these fields' values as a tuple (``attrgetter`` of one name gives the value
    itself, of none nothing)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda state: (one(state),)
    return lambda state: ()


def _seat_key_of(seat_fields: tuple[str, ...], table_fields: tuple[str, ...]):
    """``key(state, me)``: the seat's share of each of ``seat_fields`` and the whole of each of
    ``table_fields``, as one tuple (made as one expression: it is asked for every candidate)."""
    parts = [f"state.{name}[me]" for name in seat_fields] + [f"state.{n}" for n in table_fields]
    return eval(f"lambda state, me: (me, {', '.join(parts)})")  # names are this module's


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    table_fields = TABLE_FIELDS
    crisis_fields = CRISIS_FIELDS
    project_fields = PROJECT_FIELDS
    seat_fields = SEAT_FIELDS
    seat_table_fields = SEAT_TABLE_FIELDS

    def __init__(self) -> None:
        # Per part: its fields' values (a tuple) -> its share of the rating, for one game's
        # tables (the stacks' part: each stack -> whether its top action may be taken).
        self._tables: dict[tuple, float] = {}
        self._harms: dict[tuple, float] = {}
        self._progress: dict[tuple, float] = {}
        self._takeable: dict[tuple, dict] = {}
        self._game: Game | None = None
        self._wants: dict[tuple, bool] = {}  # (card, where, target) -> ``_wanted``
        self._table_of = _fields_of(self.table_fields)
        self._crisis_of = _fields_of(self.crisis_fields)
        self._projects_of = _fields_of(self.project_fields)
        self._seat_key = _seat_key_of(self.seat_fields, self.seat_table_fields)
        # The last key and share of each part: the candidates of one decision mostly leave a
        # part's fields the very same objects, and a tuple of the same objects compares equal
        # at once, where a dict look-up would hash every number in them again.
        self._last: list = [None] * 9

    def candidates(self, game: Game, state: DaybreakState, legal, me: int) -> Candidates | None:
        """The core's one-action look-ahead (``LookaheadBot.best_actions``), rating fewer
        actions: those that cannot rate above a bound (``_deferred``) are rated only when
        nothing rated so far beats it."""
        tiers = self._deferred(game, state, me, legal)
        return Candidates(bounded=tiers) if tiers else None

    def _deferred(self, game: Game, state: DaybreakState, me: int, legal) -> list:
        """The Local actions whose rating cannot pass a bound, by bound, the higher first:
        ``[(bound, their keys), ...]``. A play or a tuck changes the seat's hand (one card
        fewer: 0.2 less) and one stack, project or crisis; the stacks part of the rating
        gives 2 for each stack whose top action may be taken. So, against the position's own
        rating V:

        - at most V + 1.8: a card played (over a top card whose action is spent, or on a new
          stack), or tucked under such a stack where its top card requires one of its tags;
        - at most V - 0.2: a card played over a top card whose action may still be taken, or
          tucked where none of its tags is wanted (under a stack whose top action is ready or
          does not require them, by a Global Project's needs, as a crisis's counter).

        A Local decision lists about 36 actions, 12 of them plays over a stack and 18 tucks;
        about 8 are rated when a use of a stack or a tuck that counts beats both bounds."""
        if state.task[0] != "local":
            return []
        stacks = state.stacks[me]
        ready = self._ready(game, state, me)
        read, wanted = game.read_key, self._wanted
        up_to_one, none = set(), set()  # at most V + 1.8, at most V - 0.2
        for action in legal:
            kind = action.kind
            if kind == "play":
                move, parts = read(action.key)
                if move is game.play_on and ready[parts[1] - 1]:
                    none.add(action.key)
                else:
                    up_to_one.add(action.key)
            elif kind == "tuck":
                move, (card, target) = read(action.key)
                if move is game.tuck_under:
                    if ready[target - 1]:
                        none.add(action.key)
                    elif wanted(game, card, "stack", stacks[target - 1][0][-1]):
                        up_to_one.add(action.key)
                    else:
                        none.add(action.key)
                else:
                    where = "project" if move is game.tuck_project else "crisis"
                    if not wanted(game, card, where, target):
                        none.add(action.key)
        if not (up_to_one or none):
            return []
        value = self.value(game, state, me)
        return [(value + 1.8, up_to_one), (value - 0.2, none)]

    def _wanted(self, game: Game, card: str, where: str, target) -> bool:
        """Whether the card carries a tag its target wants: the top card of a stack (``target``
        its code) as a requirement, a Global Project as a need or a crisis as its counter
        (their keys)."""
        key = (card, where, target)
        want = self._wants.get(key)
        if want is None:
            tags = game.local[game._local_by_key[card]].tags
            if where == "stack":
                want = any(tag in tags for tag, _ in game.local[target].requires)
            elif where == "project":
                needs = game.globals[game._global_by_key[target]].needs
                want = any(tag in tags for tag, _ in needs)
            else:
                want = game.crisis[game._crisis_by_key[target]].counter in tags
            self._wants[key] = want
        return want

    def rate_action(self, game: Game, state: DaybreakState, action, me: int) -> float:
        # The core's rating with no bonus for the action itself (this bot gives none). The
        # action is one of the legal list's (``best_actions`` rates those), so the game is told it
        # picked a legal one and applies it without looking it up again.
        game._vouch(state, action)
        return self.value(game, game.apply(state, action, explain=False).state, me)

    def value(self, game: Game, state: DaybreakState, me: int) -> float:
        if state.ended:
            return 1e6 if state.ended.endswith("win") else -1e6
        if game is not self._game or len(self._tables) + len(self._takeable) >= KEPT:
            self._forget(game)
        last = self._last
        key = self._table_of(state)
        if key == last[0]:
            value = last[1]
        else:
            value = self._tables.get(key)
            if value is None:
                value = self._tables[key] = self._table(game, state)
            last[0], last[1] = key, value
        key = self._crisis_of(state)
        if key == last[2]:
            harm = last[3]
        else:
            harm = self._harms.get(key)
            if harm is None:
                harm = self._harms[key] = sum(
                    self._crisis_harm(game, state, code) for code in state.crises
                )
            last[2], last[3] = key, harm
        value -= harm
        key = self._projects_of(state)
        if key == last[4]:
            progress = last[5]
        else:
            progress = self._progress.get(key)
            if progress is None:
                progress = self._progress[key] = sum(
                    self._progress_of(game, state, i) for i in range(len(state.projects))
                )
            last[4], last[5] = key, progress
        value += progress
        if state.stage != "local":
            return value + 0.0
        key = self._seat_key(state, me)
        stacks = state.stacks[me]
        if key == last[6] and stacks is last[7]:
            ready = last[8]
        else:
            ready = 2.0 * sum(self._ready(game, state, me, key))
            last[6], last[7], last[8] = key, stacks, ready
        return value + (ready + 0.2 * len(state.hands[me]))

    def _ready(self, game: Game, state: DaybreakState, me: int, key=None) -> list[bool]:
        """Whether the top action of each of the seat's stacks may be taken (the rules'
        ``_use_problem``), kept under the fields it reads (``key``: ``_seat_key``'s)."""
        if key is None:
            key = self._seat_key(state, me)
        takeable = self._takeable.get(key)
        if takeable is None:
            takeable = self._takeable[key] = {}
        found = []
        for number, stack in enumerate(state.stacks[me], 1):
            # By the stack object first (a candidate leaves all but one stack the very object
            # it was: no hashing), else by its cards.
            seen = takeable.get(id(stack))
            if seen is not None:
                may = seen[1]
            else:
                may = takeable.get(stack)
                if may is None:
                    may = takeable[stack] = game._use_problem(state, me, number) is None
                # The entry holds the stack, so its id is no other object's while it is kept.
                takeable[id(stack)] = (stack, may)
            found.append(may)
        return found

    def _forget(self, game: Game) -> None:
        for kept in (self._tables, self._harms, self._progress, self._takeable):
            kept.clear()
        self._last = [None] * 9
        self._game = game

    @staticmethod
    def _table(game, state: DaybreakState) -> float:
        """The cubes, the thermometer and each player's Communities in Crisis, energy and
        resilience."""
        players = range(state.players)
        cubes = sum(game.cubes_of(state, s) for s in players) + state.recent
        net = cubes - (state.trees + state.oceans + state.dac)
        value = -3.0 * max(net, 0) + (40.0 if net < 0 else 0.0) + 0.5 * min(-net, 10)
        value -= 12.0 * state.bands + 0.4 * state.therm
        if state.drawdown:
            value += 200.0
        for s in players:
            communities = state.communities[s]
            value -= 2.0 * communities + 0.25 * communities * communities
            short = state.demand[s] - state.clean[s] - state.dirty[s]
            value -= 2.5 * max(short, 0)
            value += 1.2 * min(state.resilience[s], 4)
        return value

    @staticmethod
    def _crisis_harm(game, state: DaybreakState, code: int) -> float:
        card = game.crisis[code]
        if card.passive:
            return 4.0
        return 1.5 * sum(game.crisis_amount(state, code, s) for s in range(state.players))

    @staticmethod
    def _progress_of(game, state: DaybreakState, index: int) -> float:
        gp = game.globals[state.projects[index]]
        tucks = state.project_tucks[index]
        return 1.0 + 1.5 * sum(min(game.tag_count(tucks, t), need) for t, need in gp.needs)
