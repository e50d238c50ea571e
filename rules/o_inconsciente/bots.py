"""The heuristic bot of O Inconsciente: one action ahead, rating points, cures and progress, and
what a declaration's pieces will bring.

A turn offers about 125 actions, nearly all of them declarations (a piece or two put on the
meeting table), and a declaration's worth shows in what its pieces will bring and the ideas it
spends, both read from the position and the action's key before anything is applied. Placing
pieces changes nothing else the rating reads, so declarations this first estimate ranks
alike rate alike one action ahead (a test checks it on every turn of seeded games): the bot
applies and rates one of those it ranks best, gives the others of that rank its rating, and
leaves the rest (about 120 in a turn). It chooses as when it applied them all. It does not
look at the trades of coffee for a Brilliant Idea or an insight moved, or of insights for a
heart box (``UNRATED_TRADES``), which it seldom chose; every other action it applies and
rates (issue 47).

Positions it rates one after the other are often alike: it keeps the rating of the position
it rated last, with the fields that rating reads, and reuses it when the next position's
fields are the same, and keeps the final scores likewise under the fields the scoring reads
(``SCORED``: six candidates in ten leave them as they were); and it asks which theses can be
published once per decision, not once per candidate."""

from __future__ import annotations

from operator import attrgetter, itemgetter

from rules.core.bots import Candidates, LookaheadBot

from .position import LINES, D, can_publish, space_action
from .scoring import final_scores

#: A slot of the office's therapy marker.
_MARKER = itemgetter(4)


def _filled(book):
    return sum(map((0).__le__, book))  # the notebook's spaces with a tile (an empty one is -1)


def rated_fields(state, me):
    """What ``HeuristicBot.rate`` reads of a position: two positions equal in these are rated
    alike. The fields that change most come first, so a difference is found early."""
    return (
        me,
        state.ideas,
        state.coffee,
        state.scores,
        state.hearts,
        state.rep,
        state.rep_stack,
        state.published,
        state.cured,
        state.dist_bonus,
        state.notebook,
        state.played,
        state.covered,
        state.disc,
        state.office,
        state.own,
        state.rulings,
        state.players,
    )


#: What the final scoring (scoring.py's ``final_scores``) reads of a position, the fields that
#: change most first: most candidates of a decision leave all of them as they were (a trade,
#: a declaration, an insight taken), so the bot keeps the scores of the position it scored
#: last and reuses them while these are the same.
SCORED = (
    "scores",
    "rep",
    "cured",
    "published",
    "notebook",
    "played",
    "covered",
    "dist_bonus",
    "rep_stack",
    "rulings",
    "players",
)
scored_fields = attrgetter(*SCORED)


#: The trades at any time (o-inconsciente.anytime) the bot does not look at: coffee for a
#: Brilliant Idea or an insight moved, insights for a heart box. What they buy pays only in
#: later decisions, which a one-action look-ahead does not see, so rated they lose what they
#: spend: when it rated them, the bot chose none of the 7,600 it was offered in ten
#: four-player games (a third of all it applied) and 7 of 6,400 in ten two-player games, and
#: without them it wins as often (issue 47, benchmarks/bench_bot_strength.py). Cashing a heart
#: box for points it still looks at.
UNRATED_TRADES = frozenset({"idea", "set", "suppress", "elevate", "transfer"})

#: What a key is to the bot, read once per key (the same few hundred keys come back in every
#: turn's decision): a declaration's group, an index into ``GROUPS``, or one of these.
OTHER, UNRATED, ALIKE, NOTE, STAYS, SKIP = -1, -2, -3, -4, -5, -6

#: The moves whose options all lead to positions the bot rates alike, so that it applies one
#: of a decision's and gives the others its rating (issue 47: the office's refill asks for
#: them some 55 times a game, with about five options each, a quarter of all the bot's
#: applies). Choosing a manifest dream (from the display or the deck) changes only the card
#: in the office slot and the display, neither of which the rating reads (only the slot's
#: therapy marker, ``rate``), and the tasks after it do not read the card either; choosing a
#: client puts it in the slot with its marker still at 0 and a latent dream to draw first,
#: so the flow stops at that draw whichever client it is. The setup's choices likewise: the
#: starting client goes in with its marker at 0, the starting tile onto an empty notebook,
#: where one tile completes no row. A test rates every option of these moves afresh in
#: seeded games and finds one rating per decision.
ALIKE_MOVES = frozenset({"manifest", "client", "start", "row"})

#: The moves after which every field the rating reads is as it was, so that the bot rates the
#: position it decides in rather than applying them (issue 47: some 50 applies a game): ending
#: the turn at the heart boxes (the office's refill and the next turn only push tasks and
#: change whose turn it is; the goals, checked after every action, have nothing new to
#: claim), keeping the research card in hand, and passing on an action declared (``SKIP``,
#: only while resolving: the next task is the next action declared or the inkwell, both
#: decisions; passing elsewhere can run the therapy marker). A test compares each with the
#: position it leads to in seeded games.
STAYING_MOVES = frozenset({"end", "keep"})
_reading: dict[str, int] = {}
#: Each group of declarations, as (the actions of the spaces named, how many of the pieces
#: are ideas, ``i3``, not Brilliant Ideas, ``b3``): declarations of one group are rated alike.
GROUPS: list[tuple[tuple[str, ...], int]] = []
_group_index: dict[tuple[tuple[str, ...], int], int] = {}

#: A declaration the first estimate leaves out (``HeuristicBot.declaration_bonuses``).
_PASSED = object()
#: The one outcome of every option of ``ALIKE_MOVES`` (``HeuristicBot.rate_action``).
ALIKE_OUTCOME = ("alike",)
#: An action rated as the position decided in (``STAYING_MOVES``).
_STAYS = object()


def note_outcome(state, key):
    """What the rating reads of the position a note (``note {slot} {space}``) leads to,
    besides what every note from ``slot`` shares (its price, its gains, the display sliding
    and refilled): whether the space was empty (the notebook's filled spaces, the notes goal,
    a full notebook's reputation) and which of the lines through it the tile completes (a
    row's final points; a line's insight of the player's colour under ruling own-insights).
    Notes with one outcome rate alike: the bot applies one of them (a test rates every note
    of seeded games afresh)."""
    parts = _note_parts.get(key)
    if parts is None:
        _, slot, space = key.split()
        parts = _note_parts[key] = (int(slot), int(space), [ln for ln in LINES if int(space) in ln])
    slot, space, lines = parts
    book = state.notebook[state.current]
    if book[space] >= 0:  # a tile replaced: no line changes
        return ("note", slot, False)
    done = tuple(all(book[s] >= 0 for s in line if s != space) for line in lines)
    return ("note", slot, True, done)


#: A note key's slot, space and the notebook's lines through the space, read once per key.
_note_parts: dict[str, tuple[int, int, list[tuple[int, ...]]]] = {}

#: The cheapest note tile: a note is worth a bonus only to a player who can pay for one.
_CHEAPEST_NOTE = min(D.note_costs)


def reading(key):
    """What ``key`` is to the bot: its declaration group, ``OTHER`` or ``UNRATED``."""
    found = _reading.get(key)
    if found is None:
        if key.startswith("declare "):
            tokens = key.split()[1:]
            kinds = tuple(space_action(int(token[1:])) for token in tokens)
            group = (kinds, sum(token[0] == "i" for token in tokens))
            found = _group_index.get(group)
            if found is None:
                found = _group_index[group] = len(GROUPS)
                GROUPS.append(group)
        else:
            word = key.partition(" ")[0]
            found = (
                UNRATED
                if word in UNRATED_TRADES
                else ALIKE
                if word in ALIKE_MOVES
                else NOTE
                if word == "note"
                else STAYS
                if word in STAYING_MOVES
                else SKIP
                if word == "skip"
                else OTHER
            )
        _reading[key] = found
    return found


def declared_actions(key):
    """The actions of the spaces a declaration's key names (none for other keys)."""
    found = reading(key)
    return GROUPS[found][0] if found >= 0 else ()


def ideas_named(key):
    """How many of the pieces a declaration's key names are ideas, not Brilliant Ideas."""
    found = reading(key)
    return GROUPS[found][1] if found >= 0 else 0


#: What ``HeuristicBot.rate`` counts an idea in the player's supply worth.
IDEA_WORTH = 0.4

#: How far below the best first estimate a declaration may be and still be applied: the
#: estimates are sums of a few weights, equal ones differ only by rounding.
ESTIMATE_MARGIN = 1e-6


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(self) -> None:
        self._rated = (None, 0.0)  # the fields of the position rated last, and its rating
        self._theses = (None, -1, 0.0)  # the position and seat asked last, the best thesis
        self._scored = (None, ())  # the fields of the position scored last, and its scores
        # The position decided in now, its bonuses by key (a float for a declaration, or
        # what the action's rating is shared with), the declarations' one rating and the
        # ratings shared by options that rate alike.
        self._decision = (None, {}, None, {})

    def candidates(self, game, state, legal, me):
        """The core's look-ahead (``LookaheadBot.best_actions``) over the actions worth
        applying (``declaration_bonuses``): the others are left unrated. Any action but a
        declaration is rated by the position it leads to; the declarations left are those the
        first estimate ranks alike, which rate alike (``rate_action``)."""
        bonuses = self.declaration_bonuses(state, legal, me)
        self._decision = (state, bonuses, None, self.lone_outcome(legal, bonuses))
        passed = frozenset(key for key, bonus in bonuses.items() if bonus is _PASSED)
        return Candidates(unrated=passed) if passed else None

    @staticmethod
    def lone_outcome(legal, bonuses):
        """The ratings shared by options that rate alike, to begin a decision with: where
        every action the bot rates has one outcome (a refill's manifest dreams or clients,
        the trades passed over), they all tie whatever that outcome is worth, so none is
        applied (issue 47: some 55 decisions a game)."""
        if len(bonuses) != len(legal):  # an action rated by the position it leads to
            return {}
        outcomes = {bonus for bonus in bonuses.values() if bonus is not _PASSED}
        if len(outcomes) == 1:
            (outcome,) = outcomes
            if type(outcome) is tuple:
                return {outcome: 0.0}
        return {}

    def rate_action(self, game, state, action, me):
        """In a decision (``candidates``), the first declaration rated is applied and rated
        with its bonus and the others take its rating, so each is among the best as often as
        when each was applied; likewise the options of ``ALIKE_MOVES`` and the notes of one
        outcome (``note_outcome``), with no bonus; ``STAYING_MOVES`` are rated as the
        position itself; any other action is rated by the position it leads to. Outside one,
        or for an action left unrated, the core's rating."""
        decided, bonuses, declared, shared = self._decision
        if decided is not state:
            return super().rate_action(game, state, action, me)
        bonus = bonuses.get(action.key)
        if bonus is None:
            return self.value(game, game.apply(state, action, explain=False).state, me)
        if bonus is _PASSED:  # every action was left unrated: all are rated after all
            return super().rate_action(game, state, action, me)
        if type(bonus) is tuple:  # rated as the first option of its outcome rated
            rating = shared.get(bonus)
            if rating is None:
                after = game.apply(state, action, explain=False).state
                rating = shared[bonus] = self.value(game, after, me)
            return rating
        if bonus is _STAYS:
            return self.value(game, state, me)
        if declared is None:
            declared = self.value(game, game.apply(state, action, explain=False).state, me)
            declared += bonus
            self._decision = (state, bonuses, declared, shared)
        return declared

    def declaration_bonuses(self, state, legal, me):
        """The bonus of each declaration worth applying, by key, and ``_PASSED`` for the other
        declarations and the trades the bot does not look at: a declaration is first
        estimated by its bonus less the ideas its key names, and only those within
        ``ESTIMATE_MARGIN`` of the best estimate are applied and rated. The bonus depends on
        the actions declared alone: worked out once per set of them."""
        bonuses = {}
        estimates = []
        worth = {}  # by group: the bonus and the first estimate
        read = _reading.get
        for action in legal:
            key = action.key
            group = read(key)
            if group is None:
                group = reading(key)
            if group < 0:
                if group == UNRATED:
                    bonuses[key] = _PASSED
                elif group == ALIKE:
                    bonuses[key] = ALIKE_OUTCOME
                elif group == NOTE:
                    bonuses[key] = note_outcome(state, key)
                elif group == STAYS or (group == SKIP and state.tasks[0][0] == "resolve"):
                    bonuses[key] = _STAYS
                continue
            found = worth.get(group)
            if found is None:
                kinds, ideas = GROUPS[group]
                bonus = self.pieces_bonus(state, kinds, me)
                found = worth[group] = (bonus, bonus - IDEA_WORTH * ideas)
            bonuses[key] = found[0]
            estimates.append((found[1], key))
        if estimates:
            floor = max(estimate for estimate, _ in estimates) - ESTIMATE_MARGIN
            for estimate, key in estimates:
                if estimate < floor:
                    bonuses[key] = _PASSED
        return bonuses

    def value(self, game, state, me):
        fields = rated_fields(state, me)
        seen, rating = self._rated
        if fields != seen:
            rating = self.rate(state, me)
            self._rated = (fields, rating)
        return rating

    def rate(self, state, me):
        """What a position is worth to ``me``: the final scoring's lead, and progress."""
        fields = scored_fields(state)
        seen, final = self._scored
        if fields != seen:
            final = final_scores(state)
            self._scored = (fields, final)
        mine = final[me]
        best_other = max(final[:me] + final[me + 1 :], default=0)  # final is a list
        return (
            mine
            - 0.5 * best_other
            + 0.4 * state.coffee[me]
            + 1.5 * state.hearts[me]
            + 2.0 * len(state.cured[me])
            + 0.6 * sum(state.disc[me])
            + 0.8 * state.rep[me]
            + 0.5 * len(state.played[me])
            + IDEA_WORTH * state.ideas[me]
            + 0.7 * sum(map(_MARKER, state.office[me]))  # the therapy markers
            + 1.0 * _filled(state.notebook[me])
            + 1.5 * sum(state.own[me])
        )

    def bonus(self, state, action, me):
        """What a declaration's pieces will bring, which shows only in the decisions after it:
        a thesis that can be published is worth its points, a research card or a note tile a
        little (one action ahead the bot would never see them)."""
        return self.pieces_bonus(state, declared_actions(action.key), me)

    def pieces_bonus(self, state, kinds, me):
        """``bonus`` of a declaration of the actions ``kinds``."""
        worth = 0.0
        for kind in kinds:
            if kind == "thesis":
                worth += self.best_thesis(state, me)
            elif kind == "research":
                worth += 1.5
            elif kind == "notes" and state.coffee[me] >= _CHEAPEST_NOTE:
                worth += 1.0
        return worth

    def best_thesis(self, state, me):
        """The points of the best thesis ``me`` could publish now (0 if none): the same for
        every candidate of a decision, so asked once per position."""
        asked, seat, points = self._theses
        if asked is not state or seat != me:
            ready = [D.theses[t][1] for t in state.theses_left if can_publish(state, me, t)]
            points = max(ready, default=0)
            self._theses = (state, me, points)
        return points
