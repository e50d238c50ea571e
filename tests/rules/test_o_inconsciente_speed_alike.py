"""O Inconsciente's heuristic bot applies one option of a move whose options it rates alike
(``ALIKE_MOVES``: the office's manifest dream and client) and gives the others that rating
(issue 47): on every such decision of seeded games every option, applied and rated afresh,
has that one rating, and the check finds a move whose options do differ."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from rules import CHANCE
from rules.core.bots import make_bots
from rules.o_inconsciente import bots
from rules.o_inconsciente.bots import ALIKE_MOVES, HeuristicBot

from .o_inconsciente_helpers import GAME

#: Every ruling at its other reading (the first where there are two others).
OTHER_READINGS = {
    "starting-resources": "none",
    "generate": "nothing",
    "suppress": "remove",
    "dream-insights": "keep",
    "ink-value": "sum",
    "district-ladder": "two-three",
    "track-ties": "share",
    "own-insights": "from-start",
    "win-ties": "coffee",
    "thesis-citation": "its-size",
    "empty-research": "closed",
}

#: The Lab's default mix at the smallest table, heuristic bots in every seat at 3 and 4, and
#: a game under the rulings' other readings.
TABLES = (
    (2, ("heuristic", "random"), 0, {}),
    (2, ("heuristic", "random"), 1, {}),
    (3, ("heuristic",) * 3, 2, {}),
    (4, ("heuristic",) * 4, 3, {}),
    (3, ("heuristic", "random", "heuristic"), 4, OTHER_READINGS),
)


def _decisions():
    """The seat views of every decision of the seeded games above, with their legal lists."""
    found = []
    for players, seats, seed, rulings in TABLES:
        seated = make_bots(GAME, list(seats), players)
        rng = random.Random(seed)
        state = GAME.setup(players, seed=seed, rulings=rulings)
        while state.to_move is not None:
            if state.to_move == CHANCE:
                action = GAME.sample_chance(state)
            else:
                view = GAME.view(state, state.to_move)
                found.append((view, GAME.legal_actions(view)))
                key = seated[state.to_move].choose(GAME, view, rng).key
                action = GAME.action_from_key(state, key)
            state = GAME.apply(state, action, explain=False).state
    return found


DECISIONS = _decisions()


def _by_move(legal):
    groups = defaultdict(list)
    for action in legal:
        groups[action.key.partition(" ")[0]].append(action)
    return groups


def decisions_rated_apart(words):
    """How many decisions offer two or more options of a move named in ``words`` that rate
    apart when each is applied and rated afresh, and how many offer such options at all."""
    apart = offered = 0
    for view, legal in DECISIONS:
        me = view.to_move
        for word, options in _by_move(legal).items():
            if word not in words or len(options) < 2:
                continue
            offered += 1
            ratings = {
                HeuristicBot().rate(GAME.apply(view, a, explain=False).state, me) for a in options
            }
            apart += len(ratings) > 1
    return apart, offered


def test_the_options_of_each_alike_move_rate_alike():
    apart, offered = decisions_rated_apart(ALIKE_MOVES)
    assert apart == 0
    assert offered > 50  # the office's refill is exercised, at every table size


@pytest.mark.parametrize("word", ["track", "note", "ink"])
def test_a_move_whose_options_rate_apart_is_found(word):
    """The check above would catch a move wrongly counted alike."""
    apart, _ = decisions_rated_apart({word})
    assert apart > 0


def test_the_bot_gives_every_alike_option_its_fresh_rating_and_applies_one():
    """In a decision, the bot's rating of each option of an alike move is that option's own
    fresh rating, and it applies only the first it rates; where nothing else is rated, it
    applies none (they all tie) and finds every option best, as the fresh ratings do."""
    rated_with_others = alone = 0
    for view, legal in DECISIONS:
        me = view.to_move
        alike = [a for a in legal if a.key.partition(" ")[0] in ALIKE_MOVES]
        if len(alike) < 2:
            continue
        bot = HeuristicBot()
        bot.candidates(GAME, view, legal, me)
        applied = []
        real_apply = GAME.apply

        def counting_apply(state, action, explain=True, _applied=applied, _real=real_apply):
            _applied.append(action.key)
            return _real(state, action, explain=explain)

        GAME.apply = counting_apply
        try:
            given = [bot.rate_action(GAME, view, a, me) for a in alike]
        finally:
            del GAME.apply
        fresh = [HeuristicBot().rate(real_apply(view, a, explain=False).state, me) for a in alike]
        looked_at = [a for a in legal if a.key.partition(" ")[0] not in bots.UNRATED_TRADES]
        if looked_at == alike:  # nothing else rated: all tie, none applied
            assert applied == [] and len(set(given)) == 1 and len(set(fresh)) == 1
            assert HeuristicBot().best_actions(GAME, view) == alike
            alone += 1
        else:
            assert given == fresh
            assert applied == [alike[0].key]
            rated_with_others += 1
    assert alone > 50 and rated_with_others > 5


def test_a_move_counted_alike_shares_one_rating(monkeypatch):
    """Counted alike, the options of a move that rate apart get one rating: the bot's shared
    rating is what the check above compares with the fresh ones."""
    monkeypatch.setattr(bots, "ALIKE_MOVES", frozenset({"ink"}))
    monkeypatch.setattr(bots, "_reading", {})
    for view, legal in DECISIONS:
        me = view.to_move
        inks = [a for a in legal if a.key.startswith("ink ")]
        if len(inks) < 2:
            continue
        bot = HeuristicBot()
        bot.candidates(GAME, view, legal, me)
        given = {bot.rate_action(GAME, view, a, me) for a in inks}
        assert len(given) == 1
        return
    pytest.fail("no decision with two inkwell options")


def notes_rated_apart(outcome):
    """How many note outcomes (by ``outcome(view, key)``) of the decisions above hold notes
    that rate apart when each is applied and rated afresh, and how many notes there were."""
    apart = notes = 0
    for view, legal in DECISIONS:
        me = view.to_move
        by_outcome = defaultdict(set)
        for action in legal:
            if action.key.startswith("note "):
                after = GAME.apply(view, action, explain=False).state
                by_outcome[outcome(view, action.key)].add(HeuristicBot().rate(after, me))
                notes += 1
        apart += sum(len(ratings) > 1 for ratings in by_outcome.values())
    return apart, notes


def test_notes_of_one_outcome_rate_alike():
    apart, notes = notes_rated_apart(bots.note_outcome)
    assert apart == 0
    assert notes > 200


def test_an_outcome_that_leaves_out_the_lines_is_caught():
    apart, _ = notes_rated_apart(lambda view, key: bots.note_outcome(view, key)[:3])
    assert apart > 0


def staying_rated_apart(staying):
    """How many actions ``staying(view, key)`` counts as leaving the rated fields as they
    were lead to a position rated otherwise than the one decided in, and how many it counts."""
    apart = counted = 0
    for view, legal in DECISIONS:
        me = view.to_move
        here = HeuristicBot().rate(view, me)
        for action in legal:
            if staying(view, action.key):
                after = GAME.apply(view, action, explain=False).state
                apart += HeuristicBot().rate(after, me) != here
                counted += 1
    return apart, counted


def bot_counts_staying(view, key):
    bonuses = HeuristicBot().declaration_bonuses(view, [GAME.parse_action(key)], view.to_move)
    return bonuses[key] is bots._STAYS if key in bonuses else False


def test_the_moves_rated_as_the_position_leave_its_rating_as_it_was():
    apart, counted = staying_rated_apart(bot_counts_staying)
    assert apart == 0
    assert counted > 200


@pytest.mark.parametrize("word", ["cash", "heart"])
def test_a_move_wrongly_counted_staying_is_caught(word):
    apart, _ = staying_rated_apart(lambda view, key: key.partition(" ")[0] == word)
    assert apart > 0


def test_the_bot_rates_a_staying_move_without_applying_it():
    for view, legal in DECISIONS:
        if not any(a.key == "end" for a in legal):
            continue
        me = view.to_move
        bot = HeuristicBot()
        bot.candidates(GAME, view, legal, me)
        end = next(a for a in legal if a.key == "end")
        real_apply = GAME.apply
        GAME.apply = None  # any apply would fail
        try:
            rating = bot.rate_action(GAME, view, end, me)
        finally:
            del GAME.apply
        assert rating == HeuristicBot().rate(real_apply(view, end, explain=False).state, me)
        return
    pytest.fail("no decision offered the turn's end")
