"""The rules of O Inconsciente (seed 004_fc33a979d5319c30.txt, Portuguese), in Portuguese and
English. Every rule names its rulebook section (prefix ``o-inconsciente.``); every sentence is
a message of messages/pt.ftl and en.ftl. Boards and cards are the example data of data.toml.

The turn is the core's turn flow (state.FLOW): a turn's choices are tasks pushed in front
(each piece's action, the inkwell, the rondel, the bonus, heart boxes, refilling the office);
every draw from a deck is an explicit chance node. The at-any-time trades are legal in every
decision of the player whose turn it is, also in the middle of an action.

The game's class is put together from its parts: its moves as declarations (moves.py and the
*_moves.py beside it, run by the core's rules/core/moves.py), its refusals (refusals.py), and
here its legal list's glue, chance, end and views. The starting position is
starting.py, the rules that change a position effects.py, what a position allows position.py,
the automatic tasks and goals upkeep.py, the final scoring scoring.py, and the names of things
in words names.py. The declaration (title, players, languages, rulings, kinds of action, bot) is
game.toml's; the rulebook, scenarios, tutorial, saving (codec.py's encode and decode) and a
seat's reading of a Step are the core's defaults (rules/core/package.py).
"""

from __future__ import annotations

from collections import Counter

from rules.core import Action, Result, chance
from rules.core.kept_table import KeptTable
from rules.core.messages import Msg, catalogue_for, sentences
from rules.core.moves import DeclaredGame
from rules.core.working import working_copy

from . import codec, laws, teaching
from .describe import describe_messages
from .moves import OInconscienteMoves
from .names import (  # noqa: F401 - the game's names, read by the board and the tests
    LANGUAGES,
    M,
    R,
    action_name,
    client_name,
    eff,
    effect_msg,
    example_note,
    grief_name,
    note_name,
    place_in,
    place_name,
    place_of,
    place_to,
    research_name,
    rondel_name,
    seat_name,
    section_name,
    thesis_name,
)
from .position import (  # noqa: F401 - read by the board, the laws, the bots and the tests
    COLS,
    LEVELS,
    LINES,
    NOTE_COLUMNS,
    ROWS,
    SECTIONS,
    D,
    blocked_spaces,
    can_publish,
    deck_of,
    district_of,
    note_cost,
    space_action,
    start_own,
    symbols,
    volumes_fillable,
)
from .refusals import DUE, REFUSALS, Refusals  # noqa: F401 - the tests read both tables
from .scoring import final_scores, track_places, winners  # noqa: F401 - the board reads them
from .starting import initial_state
from .state import EVERYONE, OState
from .trade_moves import TradeMoves
from .upkeep import settle

SLUG = "o-inconsciente"
CATALOGUE = catalogue_for(__file__, LANGUAGES)

LISTS = [
    "own_spent",
    "scores",
    "coffee",
    "hearts",
    "brilliant",
    "rep",
    "own",
    "ideas",
    "locked",
    "inkwell",
    "prof",
    "table",
    "disc",
    "centre",
    "notebook",
    "nine",
    "lines",
    "note_display",
    "client_display",
    "manifest_display",
    "office",
    "cured",
    "hand",
    "played",
    "covered",
    "research_display",
    "published",
    "goals_won",
    "district_left",
    "loc_bonus",
    "dist_bonus",
    "tasks",
]

#: The lists nearly every action reads (copied with the working copy); the others are
#: copied on an action's first read of them (``working_copy``'s ``lists_on_use``): most
#: actions leave them alone, and 32 lists copied per apply were a sixth of an apply's cost.
READ_BY_MOST = (
    "tasks", "notebook", "scores", "coffee", "hearts", "cured",
    "published", "played", "covered", "ideas", "table",
)  # fmt: skip

Play = working_copy(
    OState,
    lists=READ_BY_MOST,
    lists_on_use=[name for name in LISTS if name not in READ_BY_MOST],
    constants=("players", "seed", "rulings", "viewer"),
    rule_prefix=R,
)

DECKS = ("grief", "latent", "manifest", "research", "note", "routine", "study", "office-manifest")


#: The decisions whose labels read the position (moves.py's ``position_labels``).
POSITION_LABELLED = frozenset({"start-row", "start-client", "pick-client", "track", "volume"})


#: The odds of each deck drawn from, kept by the deck (a sorted tuple of cards): a game draws
#: some 140 times, from decks that change by a card at a time (issue 47). Emptied when it
#: grows past ``_ODDS_KEPT``.
_ODDS_KEPT = 5_000
_odds_kept = KeptTable(_ODDS_KEPT)


def odds_of(deck):
    """Each card ``deck`` can give with its chance, the copies of it in the deck, in card
    order (a list the caller may keep: it is not shared)."""
    found = _odds_kept.get(deck)
    if found is None:
        total = len(deck)
        found = _odds_kept.keep(
            deck, tuple((card, n / total) for card, n in sorted(Counter(deck).items()))
        )
    return list(found)


class OInconsciente(TradeMoves, OInconscienteMoves, Refusals, DeclaredGame):
    hidden_information = True
    turn_rule = R + "turn"
    # The chance button: a message, read in the dashboard's language.
    chance_label = Msg(M + "chance-label")
    Play = Play

    # ----- the legal list, the end of an action ---------------------------------------------
    def _legal(self, state):
        front = self.front_task(state)
        if front == "draw":
            return [action for action, _ in self.chance_outcomes(state)]
        legal = super()._legal(state)
        if front in POSITION_LABELLED:
            legal = [self.in_position(state, action) for action in legal]
        return legal

    def action_from_key(self, state, key):
        """The legal Action with this key, as the core's. A bot decides on its seat's view,
        and its choice is then checked in the whole position: where this game's legal list is
        the core's (no draw, no label read from the position), by the chosen move's own check
        and options (the core's ``_listed``) rather than by making that position's whole
        legal list a second time (issue 47). Anything else goes the general way, which also
        says why a key is refused."""
        front = self.front_task(state)
        if type(key) is str and front != "draw" and front not in POSITION_LABELLED:
            action = self._listed(state, key)
            if action is not None:
                return self._vouch(state, action)
        return super().action_from_key(state, key)

    def in_position(self, state, action):
        """An action of the legal list labelled with what the position says of it (see
        moves.py's ``position_labels``)."""
        move, parts = self.read_key(action.key)
        say = self.position_labels.get(move)
        if say is None:
            return action
        # Said when read (the Lab's random seats list these at every such decision).
        return Action.named_later(action.key, action.kind, say, self, state, *parts)

    def label_of(self, move, parts):
        """A move's label. A key may name what the board does not have (thesis 99, table
        space 99): it is still read as its kind of move and refused by that move's rule, as
        the game always did; having no name in words, its label is the key as typed."""
        try:
            return super().label_of(move, parts)
        except (IndexError, TypeError):  # a label looked the number up in the game's data
            return Msg(M + "label-key", key=move.grammar.write(parts))

    # O Inconsciente claims the local goals met after the flow and runs it again (settle), and
    # each Step keeps the position its rule left (the goldens hold them).
    steps_keep_positions = True

    def run_flow(self, play) -> None:
        settle(play)

    # ----- setup ------------------------------------------------------------------------
    def _setup(self, players, seed, variants, rulings):
        return initial_state(players, seed, rulings)

    # ----- chance -----------------------------------------------------------------------
    def chance_outcomes(self, state):
        return [(self.drawn(state, card), odds) for card, odds in self.draw_odds(state)]

    def draw_odds(self, state):
        """The cards a draw can give, each with its chance: the copies of it left in the deck
        (none where no draw is due)."""
        # core: a draw's outcomes are the draw move's options, weighted by the copies of each
        # card left in the deck, and labelled with the deck (a Move's ``weights(state)`` beside
        # its options would let the core give them).
        if not state.tasks or state.tasks[0][0] != "draw":
            return []
        if state.viewer != EVERYONE and self.chance_hidden_from(state, state.viewer):
            raise ValueError(
                "this is a player's view: what the draw could give is hidden from that player"
            )
        return odds_of(deck_of(state, state.tasks[0]))

    def drawn(self, state, card):
        """The Action of drawing ``card``, labelled with the pile and the card."""
        return self.in_position(state, self.action_of(self.draw, (card,)))

    def sample_chance(self, state):
        """The core's seeded pick among the cards the draw can give; only the card picked is
        named in words (the outcome list names them all). Vouched for, as the core's pick."""
        self.refuse_unseeded(state)
        odds = self.draw_odds(state)
        if not odds:
            return super().sample_chance(state)  # refuses: no draw is due
        card, _ = odds[chance.pick(state.seed, state.draws, [p for _, p in odds])]
        return self._vouch(state, self.drawn(state, card))

    def chance_hidden_from(self, state, player):
        return bool(state.tasks) and state.tasks[0][0] == "draw"

    # ----- end --------------------------------------------------------------------------
    def result(self, state):
        if state.tasks:
            return None
        return Result(
            tuple(final_scores(state)),
            winners(state),
            Msg(M + "result"),
            R + "end.scoring",
        )

    def action_limit(self, players):
        return 6000 * players

    def bounded(self, rulings):
        """With the research action closed once its pile is empty
        (``o-inconsciente.ruling.empty-research``), cards still in hand can never be played:
        the goals and theses they would reach, and with them the reputation that moves
        Freud's marker to the clock, may be out of reach for good. The contract test found
        such a game (4 players, Freud at 9 after 24,000 actions)."""
        return rulings.get("empty-research") != "closed"

    # ----- views --------------------------------------------------------------------------
    def view(self, state, player):
        return codec.masked(state, player)

    def view_label(self, before, action, player):
        """A draw as a seat reads it in the history: from which pile, not which card (the
        whole table's list names each card; a seat never learns a hidden card this way)."""
        if before.tasks and before.tasks[0][0] == "draw" and action.kind == "chance":
            return Msg(M + "label-draw-hidden", deck=Msg(M + "deck-" + before.tasks[0][1]))
        return super().view_label(before, action, player)

    def seat_name(self, seat, state=None):
        """A seat in words: a message the dashboard reads in its language (names.py's, the
        one the Steps name a seat by)."""
        return seat_name(seat)

    def action_for(self, state, picks):
        return teaching.action_for(self, state, picks)

    def keeps_picks(self, state, picks):
        return teaching.keeps_picks(state, picks)

    def targets(self, state, picks):
        return teaching.targets(self, state, picks)

    def check_position(self, state):
        laws.check_position(self, state)

    def describe(self, state) -> Msg:
        """The complete description, a message the dashboard reads in its own language (the
        board view writes it in the view's)."""
        return sentences(describe_messages(state))
