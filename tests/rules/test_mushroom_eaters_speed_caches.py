"""The Mushroom Eaters' rules made cheaper for the Lab (issue 47, fifth round): what they look
up instead of working out again gives what the rules give.

- a loss of one kind looks at that kind alone (``Holdings.owned_of``): its options are the
  share of a loss of any item that is of that kind, in the same order;
- a gain task's item is read from a table made once (``items.GAIN_PARTS``);
- the die's outcomes are worked out once (``chances.DIE_DRAWS``);
- where the pawn goes, the Moving Forward energy worth adding and the Personal Paths ahead
  are looked up by the board's space and the movement (``reach.walked``,
  ``reach.energy_ways``, ``reach.targets_ahead``), the octagons' locks applied to each
  position;
- the heuristic bots of a game keep the scores of the positions they rate in one table.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import pairwise

import pytest

import rules
from rules.core.bots import make_bots, playout, random_playout
from rules.mushroom_eaters import chances, items, reach
from rules.mushroom_eaters.holdings import LOSS_GROUPS
from rules.mushroom_eaters.table import BRANCH, D
from tests.rules.mushroom_eaters_helpers import before, table

GAME = rules.load_game("mushroom-eaters")

#: The field counting each kind of token or card that a loss takes one of (the rulebook's).
TOKENS = {
    "awakening": "awakening",
    "paradox": "paradox",
    "wisdom": "wisdom",
    "path": "path_cards",
    "face": "faces",
}


@pytest.fixture(scope="module")
def positions() -> list:
    """Every position of seeded games at two to five Eaters: heuristic bots in every seat,
    and random ones (who lose and gain more widely), the easier game among them."""
    found = []
    for players, seed in ((2, 0), (3, 1), (4, 2), (5, 3)):
        bots = make_bots(GAME, ["heuristic"], players)
        state = GAME.setup(players, seed=seed)
        found += [s for s, _, _ in playout(GAME, state, bots, random.Random(seed))]
    for players, seed, variants in ((4, 4, ()), (3, 5, ("easier",)), (5, 6, ())):
        found += [s for s, _, _ in random_playout(GAME, players, seed, variants, explain=False)]
    return found


def _kind_of(option: str) -> str:
    """The kind of loss an option of a loss of any item belongs to, read from its words."""
    board = option.partition(":")[0]
    if board in ("hour", "drum"):
        return "focus"
    if option in ("intensity", "forward"):
        return "energy"
    if option.startswith("mantra-"):
        return "mantra"
    return option


def test_a_loss_of_one_kind_offers_that_kinds_share_of_a_loss_of_any(positions):
    """For every seat of every position and every kind of loss: the options are those of a
    loss of any item that are of that kind, in the same order, and the first ``at_most`` of
    them are the list's first ones. Each kind is met both owned and not owned."""
    met = Counter()
    for state in positions:
        for seat in range(state.players):
            anything = GAME.loss_options(state, seat, "any")
            for kind in LOSS_GROUPS:
                options = GAME.loss_options(state, seat, kind)
                assert options == [o for o in anything if _kind_of(o) == kind]
                assert GAME.loss_options(state, seat, kind, at_most=1) == options[:1]
                met[kind, bool(options)] += 1
            for at_most in (1, 2, 3):
                assert GAME.loss_options(state, seat, "any", at_most) == anything[:at_most]
    assert all(met[kind, owned] for kind in LOSS_GROUPS for owned in (True, False))


def test_a_loss_offers_each_token_and_card_the_eater_holds_and_nothing_unknown(positions):
    """A kind of token or card is offered exactly when the Eater holds one; the tracks, the
    cubes and the letters as the Eater holds them; a kind no loss names offers nothing."""
    for state in positions[::7]:
        for seat in range(state.players):
            anything = GAME.loss_options(state, seat, "any")
            for kind, field in TOKENS.items():
                assert (kind in anything) == (getattr(state, field)[seat] > 0)
            cubes = [o for o in anything if _kind_of(o) == "focus"]
            assert len(cubes) == state.hour.count(seat) + state.drum.count(seat)
            letters = [o[-1] for o in anything if _kind_of(o) == "mantra"]
            assert letters == list(dict.fromkeys(state.mantras[seat]))
            assert GAME.loss_options(state, seat, "breathe") == []


def test_every_gain_met_in_play_is_read_from_the_table_as_the_rule_reads_it(positions):
    """Every item a gain task carries in seeded games is in the table made once, and each
    entry of the table is what reading the item gives."""
    assert all(items.GAIN_PARTS[item] == items.gain_parts(item) for item in items.GAIN_PARTS)
    carried = {t[2] for s in positions for t in s.tasks if t[0] == "gain"}
    assert carried and carried <= set(items.GAIN_PARTS)


@pytest.mark.parametrize(
    ("item", "tasks_after"),
    [
        ("energy:2", [("gain", 1, "energy:1")] * 2),
        ("focus:3", [("gain", 1, "focus:1")] * 3),
        ("awakening:2", []),  # two tokens at once: no choice to ask one at a time
        ("lose:any", [("lose", 1, "any")]),
    ],
)
def test_a_gain_is_split_into_one_choice_at_a_time_only_where_each_is_a_choice(item, tasks_after):
    play = GAME.Play(replace(table(), tasks=(("gain", 1, item), ("next",))), False)
    GAME.automatic["gain"](play, play.tasks[0])
    assert play.tasks[:-1] == tasks_after


def test_the_die_is_worked_out_once_and_each_roll_gets_a_list_of_its_own():
    roll = replace(table(), tasks=(("roll", 2, (0, 1)), ("next",)))
    draws = GAME.chance_draws(roll)
    faces = Counter(D.die)
    assert draws == [(("die", f), faces[f] / len(D.die)) for f in sorted(faces)]
    assert tuple(draws) == chances.DIE_DRAWS and draws is not GAME.chance_draws(roll)
    draws.clear()  # a caller changing its list changes no later roll's
    assert GAME.chance_draws(roll) == list(chances.DIE_DRAWS)


def _targets_and_locks(state, reach_):
    """The targets in reach and the ``path_space`` that locks each (a branch: BRANCH + the
    space beside it)."""
    found = GAME.targets_by_reach(state, reach_)
    return [(t, needs, BRANCH + int(t[1:]) if t[0] == "b" else int(t[1:])) for t, needs in found]


def test_an_octagon_locks_exactly_its_own_target_at_every_space_and_reach():
    """From every space of the path and every reach: with no octagon out every target of the
    board's table is open; an octagon on one target's space (or branch) takes that one away
    and leaves the others, in order."""
    start = table()
    assert start.path_space == (-1,) * start.players
    locked_some = 0
    for pawn in range(len(D.spaces)):
        for reach_ in range(0, 7):
            state = before(start, pawn)
            targets = _targets_and_locks(state, reach_)
            assert targets == list(reach.targets_ahead(pawn, reach_))
            for i, (_, _, lock) in enumerate(targets):
                locked = replace(state, path_space=(lock, -1, -1, -1))
                assert _targets_and_locks(locked, reach_) == targets[:i] + targets[i + 1 :]
                locked_some += 1
    assert locked_some > 100


def test_no_target_is_offered_without_a_free_personal_path_card():
    state = before(table(), 10)
    assert GAME.targets_by_reach(state, 6)
    every_card = tuple(range(len(D.path_cards)))
    assert GAME.targets_by_reach(replace(state, pp_drawn=every_card), 6) == []
    assert GAME.targets_by_reach(before(table(variants=("easier",)), 10), 6) == []


def test_the_pawns_walk_is_the_boards_alone():
    """The walk looked up by space and movement stops where the path says: at a Must Do
    series' first space (stopped early) or the last space, counting Personal Path spaces
    only outside the easier game."""
    last = len(D.spaces) - 1
    for skip in (False, True):
        for start in range(len(D.spaces)):
            at, stopped = reach.walked(skip, start, 0)
            assert (at, stopped) == (start, False)
            for steps in range(1, 8):
                at, stopped = reach.walked(skip, start, steps)
                before_it, early = reach.walked(skip, start, steps - 1)
                if early or before_it == last:
                    assert (at, stopped) == (before_it, early)
                    continue
                passed = range(before_it + 1, at)
                assert at > before_it and all(skip and D.spaces[i].kind == "pp" for i in passed)
                assert stopped == D.series_start(at)
                assert not (skip and D.spaces[at].kind == "pp")


def test_more_energy_is_a_way_to_play_only_while_it_moves_the_pawn_further():
    """Each extra Moving Forward energy offered takes the pawn further than one less; the
    first one not offered (if the Eater has it) would not move it further."""
    for skip in (False, True):
        for start in range(len(D.spaces)):
            for mv in (1, 2, 3):
                for energy in range(0, 5):
                    ways = reach.energy_ways(skip, start, mv, energy)
                    extras = [extra for extra, target in ways]
                    assert extras == list(range(len(extras))) and extras[0] == 0
                    assert all(target is None for _, target in ways)
                    dests = [reach.walked(skip, start, mv + e)[0] for e in extras]
                    assert all(a < b for a, b in pairwise(dests))
                    if len(extras) <= energy:
                        assert reach.walked(skip, start, mv + len(extras))[0] == dests[-1]


class _CountingScores:
    """The game, counting its scorings."""

    def __init__(self) -> None:
        self.scored = 0

    def scores(self, state):
        self.scored += 1
        return GAME.scores(state)


def test_a_position_one_seats_bot_scored_is_not_scored_again_for_anothers(positions):
    """The bots of a game keep the scores in one table: the second bot to score positions the
    first one scored takes every score from it, and each equals the scoring's own."""
    from rules.mushroom_eaters.bots import HeuristicBot

    counting = _CountingScores()
    first, second = HeuristicBot(), HeuristicBot()
    late = [replace(s, awakening=tuple(a + 100 for a in s.awakening)) for s in positions[:60]]
    for state in late:  # scores no earlier test can have kept (100 Awakening more each)
        first.scores(counting, state)
    assert counting.scored > 0
    scored = counting.scored
    for state in reversed(late):
        assert second.scores(counting, state) == GAME.scores(state)
    assert counting.scored == scored


def _fresh_standing(scores, me) -> float:
    rest = scores[:me] + scores[me + 1 :]
    return 3.0 * (scores[me] - (max(rest) if rest else 0)) + scores[me]


def test_the_standing_given_again_is_the_one_worked_out_for_the_same_scores_and_seat(positions):
    """Over every position of the seeded games and every seat, in play order: the bot's
    standing equals the one worked out from the scoring's scores, and the last one is given
    again only for the very same scores and seat."""
    from rules.mushroom_eaters.bots import HeuristicBot

    bot, again = HeuristicBot(), 0
    for state in positions:
        for me in (0, 0, state.players - 1):  # the second the same: given again
            last = bot._last_standing
            standing = bot.standing(GAME, state, me)
            assert standing == _fresh_standing(GAME.scores(state), me)
            again += last is bot._last_standing
    assert again >= len(positions)


def test_the_focus_boards_are_replaced_whole_and_the_position_before_keeps_its_own():
    """The working copy holds the focus boards as the position's tuples (issue 47: no list
    copied in and frozen back for the four actions in five that leave them alone): a cube laid
    (the highest falling off a full board), won or taken back makes a new tuple, and the
    position the action started from keeps its own."""
    assert type(GAME.Play(table(), False).hour) is tuple  # not a list of the copy's own
    full = before(table(), 2, hour=(2, 2, 3, 3, 0, 0, 1, 1))
    played = GAME.apply(full, "play:1a:1:0").state
    laid = GAME.apply(GAME.apply(played, "card:3b").state, "board:hour").state
    layer = laid.hour[0]
    assert laid.hour == (layer, 2, 2, 3, 3, 0, 0, 1) and full.hour == (2, 2, 3, 3, 0, 0, 1, 1)
    play = GAME.Play(laid, False)
    GAME.take_cube(play, 3, "hour", 3)
    assert play.hour == (layer, 2, 2, 3, 0, 0, 1) and laid.hour[3:5] == (3, 3)
    assert type(play.freeze().hour) is tuple
