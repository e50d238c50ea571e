"""Daybreak's rulings (each reading in play) and its example data, one test per section."""

from __future__ import annotations

from dataclasses import replace

from .daybreak_helpers import (
    GAME,
    apply,
    at_local,
    code,
    in_crisis,
    rules_of,
    run_chance,
    set_seat,
    texts_of,
)

US, EU, CN, MW = range(4)


def _rolled(state, face, space):
    tokens = list(state.tokens)
    tokens[face - 1] = space
    return apply(replace(state, tokens=tuple(tokens)), f"roll {face}")


def test_daybreak_ruling_desertification():
    seed = in_crisis(at_local(), trees=10)
    assert _rolled(seed, 2, 2).state.trees == 6  # one per player
    one = in_crisis(at_local(rulings={"desertification": "one"}), trees=10)
    assert _rolled(one, 2, 2).state.trees == 9


def test_daybreak_ruling_missing_sink():
    state = in_crisis(at_local(), trees=0, oceans=2)
    t = _rolled(state, 6, 2)  # Acidification: 4 Oceans, 2 there
    gained = [a - b for a, b in zip(t.state.communities, state.communities, strict=True)]
    assert gained == [0, 0, 1, 1]  # the shares of the third and fourth players
    assert "daybreak.crisis.missing" in rules_of(t)
    every = in_crisis(at_local(rulings={"missing-sink": "everyone"}), trees=0, oceans=2)
    t = _rolled(every, 6, 2)
    gained = [a - b for a, b in zip(t.state.communities, every.communities, strict=True)]
    assert gained == [2, 2, 2, 2]


def test_daybreak_ruling_crisis_count():
    state = at_local()
    assert [GAME.crisis_count(state, b) for b in range(8)] == [3, 3, 3, 3, 4, 4, 5, 5]
    other = at_local(rulings={"crisis-count": "every-band"})
    assert [GAME.crisis_count(other, b) for b in range(8)] == [3, 3, 3, 3, 4, 5, 6, 7]


def test_daybreak_ruling_hazard_cubes():
    state = in_crisis(at_local(), therm=15)
    t = _rolled(state, 5, 2)  # Permafrost: 8 cubes
    assert t.state.recent == 8 and t.state.therm == 15
    hot = in_crisis(at_local(rulings={"hazard-cubes": "thermometer"}), therm=15)
    t = _rolled(hot, 5, 2)
    assert t.state.recent == 0 and t.state.bands == 2 and t.state.therm == 3
    assert t.state.task == ("roll",)  # the band means one more roll


def _tied(rulings=None):
    state = in_crisis(at_local(rulings=rulings), crises=("supply-shock",))
    # China and Europe both show the most industry symbols (two each)
    for seat in (US, EU, CN, MW):
        stacks = state.stacks[seat]
        state = set_seat(state, "stacks", seat, stacks)
    eu = list(state.stacks[EU])
    eu[1] = ((code("eu-rail-network"),), (code("eu-green-hydrogen"),))
    state = set_seat(state, "stacks", EU, tuple(eu))
    cn = list(state.stacks[CN])
    cn[1] = ((code("cn-high-speed-rail"),), ())
    state = set_seat(state, "stacks", CN, tuple(cn))
    deck = tuple(c for c in state.deck if c != code("eu-green-hydrogen"))
    return replace(state, deck=deck)


def test_daybreak_ruling_most_tie():
    state = _tied()
    assert GAME.area_tags(state, EU, "industry") == GAME.area_tags(state, CN, "industry") == 2
    t = apply(state, "roll 1")
    assert t.state.task == ("target", code("supply-shock"), 2, EU, CN)
    outcomes = GAME.chance_outcomes(t.state)
    assert [a.key for a, _ in outcomes] == ["target 2", "target 3"]
    assert [a.label for a, _ in outcomes] == [
        "The Geoengineering die picks Europe",
        "The Geoengineering die picks China",
    ]
    hit = apply(t.state, "target 3")
    assert hit.state.task[:2] == ("discard", CN)
    every = apply(_tied({"most-tie": "all"}), "roll 1").state
    assert every.task[:2] == ("discard", EU) and every.tasks[1][:2] == ("discard", CN)


def test_daybreak_ruling_global_keep():
    """The seed: the team keeps one of the two projects; the other reading: one or neither."""
    state = run_chance(GAME.setup(2, seed=5))
    keys = [a.key for a in GAME.legal_actions(state)]
    assert "keep none" not in keys and len(keys) == 2
    assert GAME.why_illegal(state, "keep none").rule == "daybreak.ruling.global-keep"
    either = run_chance(GAME.setup(2, seed=5, rulings={"global-keep": "one-or-none"}))
    assert "keep none" in [a.key for a in GAME.legal_actions(either)]
    neither = apply(either, "keep none").state
    assert neither.projects == () and set(either.offer) <= set(neither.global_discard)
    assert GAME.rulebook.section("daybreak.ruling.global-keep").kind == "ruling"


def test_daybreak_ruling_solo_growth():
    """The seed: demand grows by society, solo included; the other reading: solo by 2."""
    for power, growth in (("majority", 3), ("china", 2), ("europe", 1), ("us", 1)):
        for reading, expected in (("society", growth), ("two", 2)):
            rulings = {"solo-power": power, "solo-growth": reading}
            state = in_crisis(at_local(players=1, rulings=rulings), bands=1)
            after = apply(state, "roll 1").state
            assert after.demand[0] - state.demand[0] == expected, (power, reading)
    # at a table of several the ruling changes nothing: each power grows by its society
    state = in_crisis(at_local(rulings={"solo-growth": "two"}), bands=1)
    grown = apply(state, "roll 1").state
    assert [a - b for a, b in zip(grown.demand, state.demand, strict=True)] == [1, 1, 2, 3]


def test_daybreak_ruling_solo_power():
    for power in ("europe", "us", "china", "majority"):
        state = GAME.setup(1, rulings={"solo-power": power})
        assert state.powers == (power,) and len(state.stacks[0]) == 5


def test_daybreak_ruling_empty_deck():
    state = at_local(players=2)
    state = replace(
        state,
        tasks=(("draw", 0), *state.tasks),
        discard=tuple(sorted((*state.discard, *state.deck))),
        deck=(),
    )
    key = GAME.chance_outcomes(state)[0][0].key
    t = apply(state, key)
    assert "daybreak.ruling.empty-deck" in rules_of(t)
    assert len(t.state.deck) == len(state.discard) - 1 and t.state.discard == ()


def test_daybreak_ruling_simultaneous():
    """Two players' Local actions in either order reach the same position."""
    state = at_local(players=2)
    china, us = state.tasks[0][1], state.tasks[1][1]
    assert (china, us) == (0, 1)
    a = apply(apply(state, "use 3").state, "done").state  # China, Solar Factories
    a = apply(apply(a, "use 1").state, "done").state  # then the US, Interstate Grid
    swapped = replace(state, tasks=(("local", 1), ("local", 0), *state.tasks[2:]))
    b = apply(apply(swapped, "use 1").state, "done").state
    b = apply(apply(b, "use 3").state, "done").state
    assert (a.dirty, a.clean, a.communities, a.bands, a.therm) == (
        b.dirty,
        b.clean,
        b.communities,
        b.bands,
        b.therm,
    )


def test_daybreak_ruling_group_choice():
    state = run_chance(GAME.setup(3, seed=5))
    assert state.task == ("keep", 0) and state.to_move == 0
    assert "the team" in GAME.legal_actions(state)[0].label.lower()


def test_daybreak_ruling_stack_discard():
    state = in_crisis(at_local(), crises=("storm-surge",), resilience=(0, 1, 1, 1))
    stacks = list(state.stacks[US])
    stacks[0] = ((code("us-interstate-grid"),), (code("us-rooftop-solar"),))
    state = set_seat(state, "stacks", US, tuple(stacks))
    state = replace(state, deck=tuple(c for c in state.deck if c != code("us-rooftop-solar")))
    t = apply(apply(state, "roll 1").state, "discard us-interstate-grid")
    assert len(t.state.stacks[US]) == 4
    assert {code("us-interstate-grid"), code("us-rooftop-solar")} <= set(t.state.discard)
    assert "tucked" in texts_of(t)
    keys = {a.key for a in GAME.legal_actions(apply(state, "roll 1").state)}
    assert "discard us-rooftop-solar" not in keys  # tucked cards are not chosen alone


# ----- example data --------------------------------------------------------------------------
def test_daybreak_data_powers():
    china = GAME.world.powers["china"]
    assert (china.demand, china.dirty, sum(china.emissions)) == (12, 9, 13)  # rulebook examples
    assert china.dirty + sum(china.emissions) == 22 and china.growth == 2
    growth = {k: p.growth for k, p in GAME.world.powers.items()}
    assert growth == {"us": 1, "europe": 1, "china": 2, "majority": 3}
    for power in GAME.world.powers.values():
        starting = [c for c in GAME.local if c.start and c.theme == power.key]
        assert len(starting) == 5


def test_daybreak_data_cards():
    deck = [c for c in GAME.local if not c.start]
    assert len(deck) >= 40
    assert {c.theme for c in deck} == {"us", "europe", "china", "majority"}
    assert len(GAME.crisis) == 12 and sum(c.passive for c in GAME.crisis) == 2
    assert len(GAME.globals) == 8
    # every kind of effect a card may have occurs in the deck
    from rules.daybreak.data import CRISIS_EFFECTS, LOCAL_EFFECTS

    assert {c.effect for c in GAME.local} == set(LOCAL_EFFECTS)
    assert {c.effect for c in GAME.crisis} == set(CRISIS_EFFECTS)
    assert any(c.requires for c in GAME.local) and any(c.bonus for c in GAME.local)


def test_daybreak_data_chart():
    assert GAME.world.chart == {1: (1, 0), 2: (5, 4), 3: (3, 2), 4: (7, 6)}
    for players, (trees, oceans) in GAME.world.chart.items():
        state = GAME.setup(players)
        assert (state.trees, state.oceans) == (trees, oceans)


def test_daybreak_data_tracks():
    tracks = GAME.world.tracks
    assert [t.key for t in tracks] == [
        "weather",
        "desertification",
        "dieback",
        "arctic",
        "permafrost",
        "acidification",
    ]
    assert sorted(t.face for t in tracks) == [1, 2, 3, 4, 5, 6]
    state = GAME.setup(2)
    die = in_crisis(run_chance(state))
    outcomes = GAME.chance_outcomes(die)
    assert [a.key for a, _ in outcomes] == [f"roll {f}" for f in range(1, 7)]
    assert all(abs(p - 1 / 6) < 1e-9 for _, p in outcomes)
