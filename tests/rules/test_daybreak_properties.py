"""Properties of random Daybreak games for 1-4 players (hypothesis over seeds and rulings)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import CHANCE, IllegalAction
from rules.core.bots import make_bots, play_one, random_playout
from rules.daybreak.names import thermometer_spaces

from .daybreak_helpers import GAME

SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAMES = st.tuples(
    st.integers(1, 4),
    st.integers(0, 2**31),
    st.fixed_dictionaries({r.name: st.sampled_from(r.choices) for r in GAME.info.rulings}),
)


@SETTINGS
@given(GAMES)
def test_every_game_ends_within_six_rounds_and_conserves_its_cubes(params):
    players, seed, rulings = params
    last = None
    for _, _, transition in random_playout(GAME, players, seed, rulings=rulings):
        s = transition.state
        assert s.round <= 6
        assert s.emitted == s.sequestered + s.recent + s.therm + s.bands * s.row_size
        assert max(thermometer_spaces(s.therm, players)) <= 5
        assert s.bands <= 8 and all(c >= 0 for c in s.communities)
        last = s
    assert last.ended and GAME.result(last).team
    if last.ended == "daybreak.end.time":
        assert last.round == 6


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAMES)
def test_positions_round_trip_and_refusals_change_nothing(params):
    players, seed, rulings = params
    rnd = random.Random(seed)
    for number, (before, _, _) in enumerate(random_playout(GAME, players, seed, rulings=rulings)):
        if number % 5:
            continue
        text = json.dumps(GAME.to_json(before))
        assert GAME.from_json(text) == before
        if before.to_move == CHANCE:
            continue
        legal = {a.key for a in GAME.legal_actions(before)}
        tempting = [a.key for a in GAME.candidate_actions(before) if a.key not in legal]
        for key in rnd.sample(tempting, min(3, len(tempting))):
            refusal = GAME.why_illegal(before, key)
            assert refusal is not None and refusal.rule in GAME.rulebook and refusal.text
            try:
                GAME.apply(before, key)
            except IllegalAction as exc:
                assert exc.ruling == refusal
            else:
                raise AssertionError(key)
        assert json.dumps(GAME.to_json(before)) == text


def test_the_heuristic_team_wins_noticeably_more_often_than_random_players():
    wins = {"random": 0, "heuristic": 0}
    for bot in wins:
        for players in (2, 4):
            for seed in range(6):
                record = play_one(GAME, players, seed, make_bots(GAME, [bot], players))
                wins[bot] += record.result.team_won
    assert wins["heuristic"] >= wins["random"] + 6, wins
