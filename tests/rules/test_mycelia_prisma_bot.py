"""Mycelia: Prisma's heuristic bot keeps what its look-ahead worked out (issue 47): each
position's follow-ups and ratings, the last decision's look-ahead for the next one, tables of
card strengths and shrine distances, the last mean card strength. All of it must be invisible:
the bot rates every position by its formula and chooses as a bot that kept nothing would (the
golden playthrough holds one game of it; these hold the caches themselves)."""

from __future__ import annotations

import random

import rules
from rules.core.bots import make_bots, playout
from rules.mycelia_prisma.bots import HeuristicBot

GAME = rules.load_game("mycelia-prisma")


def keys_played(players: int, seed: int, bots, limit: int) -> list[str]:
    state = GAME.setup(players, seed=seed)
    steps = playout(GAME, state, bots, random.Random(seed))
    return [action.key for _, (_, action, _) in zip(range(limit), steps, strict=False)]


def formula(state, me: int) -> float:
    """The bot's rating of a position, worked out from its description (bots.py): drops
    left, their distance to the nearest shrine field, the fewest drops of another player, the
    mean strength of the bot's cards, leaves, favors and action cards."""
    if state.ended:
        return 1000.0 if me in state.winners else -1000.0
    shrines = (GAME.board.shrine_field, *state.shrines[me])
    distance = sum(
        (state.dew[me][f] + state.prism[me][f])
        * min(abs(f // 5 - s // 5) + abs(f % 5 - s % 5) for s in shrines)
        for f in range(20)
    )
    cards = [
        *state.hands[me], *state.tops[me], *state.decks[me], *state.discards[me],
        *state.gifts[me], *(state.played if state.current == me else ()),
    ]  # fmt: skip
    worth = 0.0
    for code in cards:
        card = GAME.cards[code]
        draws = card.draws * 0.4 + card.draw * 0.4 if card.gift else card.draw * 0.4
        worth += card.remove + card.move * 0.5 + card.leaves * 0.15 + card.favors * 0.2 + draws
    others = [GAME.drops_left(state, s) for s in range(state.players) if s != me]
    return (
        -10.0 * GAME.drops_left(state, me) - 1.5 * distance + min(others, default=0) * 0.5
        + 8.0 * worth / max(len(cards), 1) + 0.3 * min(state.leaves[me], 12)
        + 0.15 * state.mushrooms[me] + 0.2 * len(state.actions[me])
    )  # fmt: skip


def test_the_heuristic_rates_every_position_by_its_formula():
    """One bot rates the positions of a game as they come, for one seat and then the other
    (the last mean card strength it keeps is given again only for the very same cards: a
    card bought, played or drawn changes it)."""
    bot = HeuristicBot()
    state = GAME.setup(2, seed=4)
    bots = make_bots(GAME, ["random"], 2)
    steps = playout(GAME, state, bots, random.Random(4))
    states = [transition.state for _, (_, _, transition) in zip(range(400), steps, strict=False)]
    assert len(states) == 400
    for seat in (0, 1):
        for after in states:
            view = GAME.view(after, seat)
            assert abs(bot.value(GAME, view, seat) - formula(view, seat)) < 1e-9


def test_a_bot_that_played_a_game_chooses_as_a_fresh_one():
    """Bots that kept a whole game's look-aheads choose in the next game what new bots do."""
    used = make_bots(GAME, ["heuristic"], 2)
    keys_played(2, 5, used, 10_000)
    assert keys_played(2, 6, used, 300) == keys_played(2, 6, make_bots(GAME, ["heuristic"], 2), 300)


def test_one_bot_for_every_seat_chooses_as_one_bot_per_seat():
    """A bot asked for several seats (its look-ahead kept from one seat's decision to
    another's) chooses as a bot of each seat's own."""
    shared = HeuristicBot()
    own = make_bots(GAME, ["heuristic"], 3)
    assert keys_played(3, 2, [shared] * 3, 300) == keys_played(3, 2, own, 300)
