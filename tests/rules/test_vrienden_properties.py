"""Property tests over random Vrienden games: 2-4 players, both modules, every ruling.

What every game must do (ending, invariants after every action, JSON round trips, refusals
that change nothing, Steps citing sections, explained and silent play agreeing, views) is
checked once for every game in tests/rules/test_contract.py; these are Vrienden's own."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import CHANCE
from rules.core.bots import random_playout
from rules.vrienden.state import CHAKRAS, CHANNELS, COLOURS, EARTH, row_id
from tests.examples import examples

GAME = rules.load_game("vrienden")
SETTINGS = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# Random bots rarely harmonize five chakras: the shorter round limit keeps the tests quick
# (it is one of the ruling's choices; "none" is left out because random games might not end).
rulings_strategy = st.fixed_dictionaries(
    {
        r.name: st.sampled_from(
            [x for x in r.choices if x != "none"] if r.name == "round-limit" else r.choices
        )
        for r in GAME.info.rulings
    }
).map(lambda d: {**d, "round-limit": "30"})
games = st.tuples(
    st.integers(2, 4),
    st.sampled_from([(), ("yin-yang",), ("objectives",), ("objectives", "yin-yang")]),
    st.integers(0, 2**32),
    rulings_strategy,
)


def playout(players, variants, seed, rulings_chosen, explain=False):
    """Every (state, action, transition) of a seeded random game; GameTooLong past 20,000."""
    return random_playout(GAME, players, seed, variants, rulings_chosen, explain, limit=20_000)


def candidate_keys(state):
    """Legal keys and many illegal ones of every kind."""
    keys = ["meditate", *(f"meditate {c}" for c in CHAKRAS), *(f"channel {i}" for i in range(1, 9))]
    keys += [f"draw {c}" for c in COLOURS] + [f"pick {c}" for c in COLOURS]
    for f, flow in enumerate(state.flows):
        present = sorted({x for x in flow if x >= 0})
        for x in present:
            for dest in ("bubbles", "chakra:green", "chakra:red", f"chakra:{CHAKRAS[min(x, 6)]}"):
                keys.append(f"take flow:{f + 1} {COLOURS[x]} to {dest}")
        if len(present) > 1:
            names = ",".join(COLOURS[x] for x in present)
            keys.append(f"take flow:{f + 1} {names} to bubbles")
    seat = state.current
    rows = state.boards[seat]
    for r in range(EARTH + 1):
        for x in set(rows[r]):
            for d in (-3, -2, -1, 1, 2, 3, 4):
                if 0 <= r + d <= EARTH:
                    keys.append(f"move {COLOURS[x]} {row_id(r)} {row_id(r + d)}")
    return keys


@SETTINGS
@given(games)
def test_every_game_ends_with_a_result(params):
    last = None
    for _, _, transition in playout(*params):
        last = transition.state
    assert last is not None and last.phase == "over"
    result = GAME.result(last)
    assert result is not None and result.rule in GAME.rulebook
    assert result.rule in (
        "vrienden.end.round",
        "vrienden.ruling.round-limit",
        "vrienden.ruling.blocked",
    )


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(2, 4),
    st.sampled_from([(), ("yin-yang",), ("objectives",), ("objectives", "yin-yang")]),
    st.integers(0, 2**32),
)
def test_random_games_end_under_the_default_rules(players, variants, seed):
    """With the default rulings (no round limit) a game between random players ends: by five
    harmonized chakras, or because nobody can harmonize another (vrienden.ruling.blocked)."""
    last = None
    for _, _, transition in random_playout(GAME, players, seed, variants, {}, limit=20_000):
        last = transition.state
    assert last is not None and last.phase == "over"
    assert GAME.result(last).rule in ("vrienden.end.round", "vrienden.ruling.blocked")


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_blocked_end_never_stops_a_game_that_could_go_on(params):
    """vrienden.ruling.blocked is sound: played on regardless ("plays-on"), a game the test
    calls blocked never sees another chakra harmonized (nor temporarily, where that counts)."""
    players, variants, seed, chosen = params
    chosen = {**chosen, "blocked": "plays-on"}
    blocked_counts = None
    for state, _, transition in playout(players, variants, seed, chosen):
        if blocked_counts is None:
            if state.phase == "play" and not state.refill and GAME.blocked_reasons(state):
                blocked_counts = _counted(state)
            continue
        assert _counted(transition.state) <= blocked_counts


def _counted(state):
    return [len(GAME.counted_harmonized(state, seat)) for seat in range(state.players)]


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_fast_move_generator_agrees_with_rule_by_rule_check(params):
    """`legal_actions` and `why_illegal` agree on every candidate (moves, takes, channels)."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if state.to_move in (None, CHANCE) or index % 3:
            continue
        legal = {a.key for a in GAME.legal_actions(state)}
        for key in candidate_keys(state):
            if key.startswith("draw"):
                continue
            ruling = GAME.why_illegal(state, key)
            assert (ruling is None) == (key in legal), (key, ruling)
        # Each `channel N` is legal exactly when some full sequence of its moves exists.
        if state.phase == "play":
            for key in legal:
                if key.startswith("channel") and key != "channel 8":
                    s = GAME.apply(state, key, explain=False).state
                    while s.phase == "channel" and s.current == state.current:
                        options = GAME.legal_actions(s)
                        assert options, f"{key} was offered but gets stuck"
                        s = GAME.apply(s, options[0], explain=False).state


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_boards_of_one_shape_share_their_feasible_channels(params):
    """The engine keeps what its search found per board shape (rules/vrienden/shape.py): on
    every board, the channels it offers from that store are the ones the search finds on the
    board itself, under every ruling (the bubbles' reading included)."""
    for index, (state, _, _) in enumerate(playout(*params)):
        if index % 4 or state.phase != "play":
            continue
        for rows in state.boards:
            offered = GAME._movable_spaces(state, rows, 0)
            for space in range(1, 8):
                searched = GAME._feasible(state, rows, CHANNELS[space], ())
                assert bool(offered >> (space - 1) & 1) == searched, (space, rows)


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_no_plenitude_token_it_has_not_seen_changes_the_heuristic_bots_choice(players, seed):
    """Every game's bots are handed their seat's view (test_contract.py); Vrienden's heuristic
    bot does not even look at what it has not seen: from the view it chooses what it chooses
    from the whole position, and swapping two tokens it has not seen changes nothing."""
    import dataclasses

    from rules.core.bots import make_bots
    from rules.vrienden.state import HIDDEN

    game = GAME
    bot = make_bots(game, ["heuristic"], players)[0]
    state = game.setup(players, seed=seed)
    for _ in range(60):
        if state.to_move is None:
            break
        if state.to_move == CHANCE:
            state = game.apply(state, game.sample_chance(state), explain=False).state
            continue
        me = state.to_move
        view = game.view(state, me)
        assert view.seed is None
        chosen = bot.choose(game, view, random.Random(1)).key
        assert bot.choose(game, state, random.Random(1)).key == chosen
        unseen = [c for c in range(7) if c not in state.meditation[me]]
        if len(unseen) >= 2:  # swap two tokens it has not seen: the same choice
            a, b = unseen[:2]
            values = list(state.plenitude)
            values[a], values[b] = values[b], values[a]
            swapped = dataclasses.replace(state, plenitude=tuple(values))
            assert bot.choose(game, swapped, random.Random(1)).key == chosen
        assert all(v != HIDDEN for v in state.plenitude)
        state = game.apply(state, game.action_from_key(state, chosen), explain=False).state
