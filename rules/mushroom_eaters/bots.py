"""A heuristic bot for The Mushroom Eaters.

It looks one action ahead and rates the position for its own seat: its Experience against the
best of the others, plus what keeps Experience safe later: Intensity strength for the Intense
moments to come, Deep Breathing in reserve, cubes on the focus boards (Face tokens and
Paradox from the Face and Drum spaces), and Mantra tokens for the Mantra spaces.

It does not apply every action it could take (issue 47, round B): a Mood card played with
Moving Forward energy added is not rated while some play adds none (the whole look-ahead
chose such a play 2 times in 995 turns), and of the items a loss lets it choose, only the
``LOSSES_RATED`` it holds cheapest (``LOSS_COST``) are rated (the core's ``candidates``). Both
read the action's key alone, no rule applied; the win share against random bots held (200
games: 50.2 -> 52.0 % at four players, 87.0 -> 87.2 % at two, 65.9 -> 66.4 % at three).

Two Mood cards of the same movement (the 3a and the 3b, the 2a and the 2b, the 1a and the 1b)
played the same way lead to positions that differ only in which of the two is left in the
hand: the rating reads the hand by its size alone, and no automatic rule reads which cards it
holds (a card is chosen from it only by a decision, where the look-ahead stops). So a play, or
an Environment's card, is rated once for its movement and the way it is played, and the other
card's play takes up that rating (``same_outcome``; test_mushroom_eaters_same_play checks
every kept rating against a fresh one). The bot chooses exactly as before.

The scores it reads for every position it rates are kept under the fields they are counted
from (``SCORED``), in one table for all the game's bots: most actions leave every token
alone, so three positions rated in four score as one rated before.
"""

from __future__ import annotations

from operator import attrgetter

from rules.core import Action, Game
from rules.core.bots import Candidates, LookaheadBot
from rules.core.kept_table import KeptTable

from .scoring import SCORED

#: What losing one item costs the bot, by the item a loss names (``lose:<item>``): the weights
#: of ``value`` (a cube 0.8, Intensity 0.6, Moving Forward 0.3, a Mantra token 0.7), and an
#: item that scores by its points counted four times (3 x the lead over the others, plus the
#: Eater's own: Awakening 1, Wisdom 2, Paradox 1/2, a Face token 3, a Personal Path card for
#: its share of the prize).
LOSS_COST = {
    "hour": 0.8,
    "drum": 0.8,
    "intensity": 0.6,
    "forward": 0.3,
    "awakening": 4.0,
    "wisdom": 8.0,
    "paradox": 2.0,
    "path": 3.0,
    "face": 12.0,
}
MANTRA_COST = 0.7
#: How many of the items a loss offers are rated (the cheapest to lose).
LOSSES_RATED = 3
#: How many positions' scores the bots keep before they forget them all (a game rates a few
#: hundred distinct ones; the bound keeps a long-lived process's memory small).
SCORES_KEPT = 4096
#: The scores kept, by the values of the fields they are counted from: one table for every
#: bot of the game (the scores depend on those values alone: test_mushroom_eaters_kept_scores),
#: so that a position one seat's bot scored is not scored again for another's (a third of
#: the scorings of a four-player game, issue 47).
_SCORES = KeptTable(SCORES_KEPT)
#: What the scores are kept under: the values of the fields they are counted from.
scored_fields = attrgetter(*SCORED)


def _loss_cost(action: Action) -> float:
    item = action.key.split(":")[1]
    return MANTRA_COST if item.startswith("mantra") else LOSS_COST.get(item, 5.0)


def same_outcome(state, action: Action) -> tuple | None:
    """What a card play's rating depends on besides the position: its key without the card
    (the movement and the way it is played: energy added, a Personal Path taken), for a Mood
    card played on a turn or given to an Environment; None for any other action."""
    read = _READ.get(action.key) or _read(action.key)
    outcome = read[0]
    if outcome is None or (outcome[0] == "env" and state.tasks[0][0] != "env"):
        return None
    return outcome


def spends_energy(key: str) -> bool:
    """Whether ``key`` is a Mood card played with Moving Forward energy added."""
    return (_READ.get(key) or _read(key))[1]


#: What ``_read`` found in a key, by key (the game's few hundred keys come back in every
#: decision: each is split once, issue 47).
_READ: dict[str, tuple[tuple[str, str] | None, bool]] = {}


def _read(key: str) -> tuple[tuple[str, str] | None, bool]:
    """(the key's ``same_outcome`` where its task allows one, whether energy is added): a
    Mood card played on a turn ("play:<card>:<move>:<energy>...") gives ("play", the key
    without the card), a card given with the way it is played ("card:<card>:<way>") gives
    ("env", the way), which counts only at an Environment; any other key None."""
    if len(_READ) >= 4096:  # keys come from legal lists; the bound is for keys made up
        _READ.clear()
    if key.startswith("play:"):
        read = (("play", key.split(":", 2)[2]), key.split(":")[3] != "0")
    elif key.startswith("card:") and key.count(":") >= 2:
        read = (("env", key.split(":", 2)[2]), False)
    else:
        read = (None, False)
    _READ[key] = read
    return read


class HeuristicBot(LookaheadBot):
    name = "heuristic"

    def __init__(self) -> None:
        # The position rated now and the ratings of its card plays by ``same_outcome``.
        self._state = None
        self._kept: dict[tuple, float] = {}
        self._scores = _SCORES
        self._last_scores: tuple[tuple, tuple[float, ...]] | None = None  # see ``scores``
        self._last_standing: tuple[tuple | None, int, float] = (None, -1, 0.0)

    def rate_action(self, game: Game, state, action: Action, me: int) -> float:
        """The core's rating (the position the action leads to; this bot gives no bonus),
        a card play's taken up from its twin's (``same_outcome``)."""
        outcome = same_outcome(state, action)
        if outcome is None:
            return self.value(game, self.applied(game, state, action).state, me)
        if state is not self._state:
            self._state, self._kept = state, {}
        rating = self._kept.get(outcome)
        if rating is None:
            after = self.applied(game, state, action).state
            rating = self._kept[outcome] = self.value(game, after, me)
        return rating

    def candidates(self, game: Game, state, legal, me: int) -> Candidates | None:
        """The actions of ``state`` left unrated, by key; at least one action is rated."""
        task = state.tasks[0][0] if state.tasks else None
        if task == "turn":  # a card played with energy added, "play:<card>:<move>:<energy>..."
            spending = frozenset(a.key for a in legal if spends_energy(a.key))
            return Candidates(unrated=spending) if 0 < len(spending) < len(legal) else None
        if task != "lose" or len(legal) <= LOSSES_RATED:
            return None
        return Candidates(
            unrated=frozenset(a.key for a in sorted(legal, key=_loss_cost)[LOSSES_RATED:])
        )

    def scores(self, game: Game, state) -> tuple[float, ...]:
        """``game.scores(state)``, kept under the fields they are counted from. The last
        scores are tried first: the positions one decision rates mostly hold the very same
        tuples, which compare equal without hashing every number in them again."""
        key = scored_fields(state)
        last = self._last_scores
        if last is not None and key == last[0]:
            return last[1]
        scores = self._scores.get(key)
        if scores is None:
            scores = self._scores.keep(key, game.scores(state))
        self._last_scores = (key, scores)
        return scores

    def standing(self, game: Game, state, me: int) -> float:
        """What the scores count for in ``me``'s rating: three times its lead over the best
        of the others, plus its own score. The last one is given again for the very same
        scores and seat (the candidates of one decision mostly leave the scores alone)."""
        scores = self.scores(game, state)
        last = self._last_standing
        if last[0] is scores and last[1] == me:
            return last[2]
        rest = scores[:me] + scores[me + 1 :]
        others = max(rest) if rest else 0
        standing = 3.0 * (scores[me] - others) + scores[me]
        self._last_standing = (scores, me, standing)
        return standing

    def value(self, game: Game, state, me: int) -> float:
        value = self.standing(game, state, me)
        if state.ended:
            return value * 10
        value += 0.6 * state.intensity[me] + 0.3 * state.forward[me]
        value += 1.5 if state.breathe[me] else 0.0
        value += 0.8 * (state.hour.count(me) + state.drum.count(me))
        value += 0.7 * len(state.mantras[me])
        value += 0.4 * len(state.hands[me])  # cards left to choose from later
        return value
