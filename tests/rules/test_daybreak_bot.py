"""Daybreak's heuristic bot keeps parts of its ratings and the rules keep each stack's tag
counts (issue "The Lab at a thousand games in seconds"): what is kept must be invisible, the
same numbers as worked out afresh."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import rules
from rules.core.bots import LookaheadBot, make_bots, playout
from rules.daybreak.bots import HeuristicBot

GAME = rules.load_game("daybreak")
OTHER_READINGS = {"global-keep": "one-or-none", "crisis-count": "every-band", "most-tie": "all"}


def decisions(seeds):
    """Every position a heuristic bot decided in, in heuristic games of 1 to 4 players."""
    for seed in seeds:
        players = 1 + seed % 4
        rulings = OTHER_READINGS if seed % 2 else {}
        state = GAME.setup(players, seed=seed, rulings=rulings)
        bots = make_bots(GAME, ["heuristic"], players)
        for before, _, _ in playout(GAME, state, bots, random.Random(seed)):
            if before.to_move is not None and before.to_move >= 0:
                yield GAME.view(before, before.to_move)


def test_daybreak_the_bots_kept_ratings_are_the_ratings_worked_out_afresh():
    """One bot rates every candidate of every decision (its kept parts met again and again);
    a new bot, which has kept nothing, rates each the same, to the last bit."""
    kept = HeuristicBot()
    rated = 0
    for state in decisions(range(6)):
        me = state.to_move
        for action in GAME.legal_actions(state):
            after = GAME.apply(state, action, explain=False).state
            assert kept.value(GAME, after, me) == HeuristicBot().value(GAME, after, me), action.key
            rated += 1
    assert rated > 2000


def test_daybreak_a_stacks_tag_counts_are_its_tags_counted():
    seen = 0
    for state in decisions(range(2)):
        for seat_stacks in state.stacks:
            for stack in seat_stacks:
                assert GAME.stack_tag_counts(stack) == Counter(GAME.stack_tags(stack))
                seen += 1
    assert seen > 100


def test_daybreak_a_seats_view_is_the_position_without_the_seed_seen_by_that_seat():
    """The view every bot decision is taken from, built the fast way, is the position with
    only its seed dropped and its seat set."""
    seen = 0
    for seed in range(3):
        state = GAME.setup(1 + seed, seed=seed)
        rng = random.Random(seed)
        while GAME.result(state) is None and seen < 300:
            if state.to_move is not None and state.to_move >= 0:
                view = GAME.view(state, state.to_move)
                assert type(view) is type(state)
                assert view == replace(state, seed=None, viewer=state.to_move)
                seen += 1
            state = GAME.apply(state, GAME.random_action(state, rng), explain=False).state
    assert seen > 100


def _variants(state, name: str, me: int):
    """Positions that differ from ``state`` in field ``name`` alone (not all reachable in
    play: the rating reads them all the same): a number or a seat's share moved, a flag
    turned, a passive crisis put in play."""
    value = getattr(state, name)
    if isinstance(value, bool):
        yield replace(state, **{name: not value})
    elif isinstance(value, int):
        yield from (replace(state, **{name: value + step}) for step in (1, 5))
    elif name == "crises":
        lobby = GAME._crisis_by_key["fossil-lobby"]
        yield replace(state, crises=(lobby,), crisis_tucks=((),))
        yield replace(state, crises=(), crisis_tucks=())
    elif name == "used":
        tops = [cards[-1] for cards, _ in state.stacks[me]]
        spent = tuple((top, 9) for top in sorted(set(tops)))
        yield replace(state, used=(*state.used[:me], spent, *state.used[me + 1 :]))
    elif name == "emissions":
        for row in ((0, 0, 0, 0), (3, 3, 3, 3)):
            yield replace(state, emissions=(*value[:me], row, *value[me + 1 :]))
    elif name in ("dirty", "clean", "demand", "communities", "resilience"):  # per seat
        for share in (0, 5):
            yield replace(state, **{name: (*value[:me], share, *value[me + 1 :])})


def _kept_goes_wrong(bot_class, name: str, states) -> bool:
    """Whether a bot of ``bot_class`` rates some position otherwise than a new bot does: the
    positions in turn (those of a decision differ in a field or two), else a variant of one
    in field ``name`` right after the position itself."""
    bot = bot_class()
    if any(bot.value(GAME, s, me) != HeuristicBot().value(GAME, s, me) for s, me in states):
        return True
    for state, me in states:
        for variant in _variants(state, name, me):
            bot = bot_class()
            bot.value(GAME, state, me)
            if bot.value(GAME, variant, me) != HeuristicBot().value(GAME, variant, me):
                return True
    return False


def test_daybreak_each_field_a_kept_rating_reads_is_in_its_key():
    """Leave any one field out of the key of the part of the rating that reads it, and some
    kept rating is wrong: every field listed is needed (and the kept ratings above equal
    fresh ones, so none is missing)."""
    states = []
    for state in decisions(range(3)):
        me = state.to_move
        if state.stage == "local" and state.stacks[me]:
            states += [
                (GAME.apply(state, a, explain=False).state, me) for a in GAME.legal_actions(state)
            ]
    assert len(states) > 1000
    # And some with each crisis alone in play: a crisis counted per band or lessened by
    # resilience may not have come up in these games.
    states += [
        (replace(state, crises=(card.code,), crisis_tucks=((),)), me)
        for state, me in states[:40]
        for card in GAME.crisis
    ]
    lists = ("table_fields", "crisis_fields", "project_fields", "seat_fields", "seat_table_fields")
    for attribute in lists:
        names = getattr(HeuristicBot, attribute)
        for name in names:
            lacking = type(
                "Lacking", (HeuristicBot,), {attribute: tuple(n for n in names if n != name)}
            )
            assert _kept_goes_wrong(lacking, name, states), (attribute, name)


def test_daybreak_actions_the_bot_rates_last_never_rate_above_their_bound():
    """The look-ahead leaves some Local actions unrated while another beats their bound (the
    position's rating plus one ready stack less one card in hand, or less one card in hand):
    each of them, rated, is at most its bound."""
    bot = HeuristicBot()
    seen = Counter()
    for state in decisions(range(4)):
        me = state.to_move
        legal = GAME.legal_actions(state)
        for bound, keys in bot._deferred(GAME, state, me, legal):
            for action in (a for a in legal if a.key in keys):
                rating = HeuristicBot().rate_action(GAME, state, action, me)
                assert rating <= bound + 1e-6, action.key
                seen[round(bound - HeuristicBot().value(GAME, state, me), 6)] += 1
    assert seen[1.8] > 500 and seen[-0.2] > 2000, seen


class _WholeLookAhead(HeuristicBot):
    """The bot rating every legal action: the core's look-ahead with no candidates left out."""

    candidates = LookaheadBot.candidates


def test_daybreak_the_bot_chooses_as_the_whole_look_ahead_would():
    """The same random source, the same choice as rating every legal action (the core's
    ``LookaheadBot.choose`` with no ``candidates`` of the game's), in every decision of
    heuristic games."""
    bot = HeuristicBot()
    compared = 0
    for n, state in enumerate(decisions(range(4, 8))):
        chosen = bot.choose(GAME, state, random.Random(n))
        assert chosen == _WholeLookAhead().choose(GAME, state, random.Random(n))
        compared += 1
    assert compared > 300
