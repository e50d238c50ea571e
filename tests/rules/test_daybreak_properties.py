"""Properties of random Daybreak games for 1-4 players (hypothesis over seeds and rulings).

What every game must do (positions round-trip, refusals change nothing, the heuristic bots
beat random ones) is checked once for every game in tests/rules/test_contract.py; these are
Daybreak's own."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.bots import random_playout
from rules.daybreak.names import thermometer_spaces
from tests.examples import examples

from .daybreak_helpers import GAME

SETTINGS = settings(
    max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
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
