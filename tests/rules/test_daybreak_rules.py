"""One test per rule of Daybreak, named after its rulebook section."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules import CHANCE, IllegalAction
from rules.core.messages import render

from .daybreak_helpers import (
    GAME,
    apply,
    at_local,
    code,
    give,
    in_crisis,
    only_local,
    rules_of,
    run_chance,
    set_seat,
    texts_of,
)

US, EU, CN, MW = range(4)


# ----- setup ---------------------------------------------------------------------------------
def test_daybreak_setup_powers():
    assert GAME.setup(4).powers == ("us", "europe", "china", "majority")
    assert GAME.setup(3).powers == ("majority", "europe", "us")
    assert GAME.setup(2).powers == ("china", "us")
    assert GAME.setup(1).powers == ("europe",)
    assert GAME.setup(1, rulings={"solo-power": "china"}).powers == ("china",)


def test_daybreak_setup_powers_name_the_players():
    """Issue 14: a player is named by its world power (Steps, status, results, the Lab)."""
    two = GAME.setup(2, seed=1)
    assert [render(GAME.seat_name(s, two)) for s in range(2)] == ["China", "United States"]
    solo = GAME.setup(1, rulings={"solo-power": "majority"})
    assert render(GAME.seat_name(0, solo)) == "Majority World"
    t = apply(only_local(at_local()), "done")
    assert "United States" in texts_of(t) and "Player" not in texts_of(t)
    option = next(r for r in GAME.info.rulings if r.name == "solo-power")
    assert render(option.label("us")) == "United States"


def test_daybreak_setup_start():
    state = GAME.setup(4, seed=2)
    for seat, key in enumerate(state.powers):
        power = GAME.world.powers[key]
        assert state.demand[seat] == power.demand
        assert (state.clean[seat], state.dirty[seat]) == (power.clean, power.dirty)
        assert state.emissions[seat] == power.emissions
        assert state.resilience[seat] == power.resilience
        assert state.communities[seat] == power.communities
        assert len(state.stacks[seat]) == 5
        for cards, tucked in state.stacks[seat]:
            assert len(cards) == 1 and tucked == ()
            assert GAME.local[cards[0]].start and GAME.local[cards[0]].theme == key
    # the starting projects of powers not in play are left out of the game
    two = GAME.setup(2, seed=2)
    europe = {c.code for c in GAME.local if c.start and c.theme == "europe"}
    assert not europe & set(two.deck)


def test_daybreak_setup_board():
    for players in (1, 2, 3, 4):
        state = GAME.setup(players, seed=3)
        assert (state.trees, state.oceans) == GAME.world.chart[players]
        assert state.dac == 0 and state.therm == 0 and state.bands == 0 and state.recent == 0
        assert state.round == 1 and state.row_size == 5 * players
        assert state.tokens == (0,) * 6
        assert len(state.deck) == sum(1 for c in GAME.local if not c.start)
        assert len(state.crisis_deck) == len(GAME.crisis)
        assert len(state.global_deck) == len(GAME.globals)
        assert state.to_move == CHANCE  # the Global stage's first crisis is drawn


# ----- Global stage --------------------------------------------------------------------------
def test_daybreak_global_crises():
    state = GAME.setup(3, seed=4)
    assert state.task == ("reveal", 0) and state.facedown == 2  # 3 crises, one face up
    after = apply(state, f"reveal {GAME.crisis[0].key}").state
    assert after.crises == (0,) and after.facedown == 2
    assert GAME.crisis_count(state, 3) == 3 and GAME.crisis_count(state, 4) == 4
    # a passive "no forecast" crisis in play: every new crisis is face down
    hidden = replace(
        state, tasks=(("round",),), crises=(code("disinformation"),), crisis_tucks=((),)
    )
    deck = tuple(c for c in hidden.crisis_deck if c != code("disinformation"))
    hidden = replace(hidden, crisis_deck=deck)
    from rules.daybreak.engine import Play

    play = Play(hidden, explain=True)
    GAME.run_flow(play)
    after = play.freeze()
    assert after.facedown == 3 and after.task == ("gdraw",)


def test_daybreak_global_projects():
    state = run_chance(GAME.setup(2, seed=5))
    assert state.task == ("keep", 0) and len(state.offer) == 2
    first, second = state.offer
    kept = apply(state, f"keep {GAME.globals[first].key}").state
    assert kept.projects == (first,) and second in kept.global_discard and kept.offer == ()
    # the seed's reading: the team keeps one of the two (daybreak.ruling.global-keep)
    assert [a.key for a in GAME.legal_actions(state)] == [
        f"keep {GAME.globals[c].key}" for c in state.offer
    ]
    ruling = GAME.why_illegal(state, "keep none")
    assert ruling is not None and ruling.rule == "daybreak.ruling.global-keep"
    with pytest.raises(IllegalAction):
        apply(state, "keep none")


def test_daybreak_global_limit():
    state = run_chance(GAME.setup(2, seed=5))
    offered = set(state.offer)
    others = [g.code for g in GAME.globals if g.code not in offered][:4]
    deck = tuple(c for c in state.global_deck if c not in others)
    full = replace(state, projects=tuple(others), project_tucks=((),) * 4, global_deck=deck)
    t = apply(full, f"keep {GAME.globals[state.offer[0]].key}")
    assert t.state.task == ("drop", 0) and len(t.state.projects) == 5
    assert "daybreak.global.limit" in rules_of(t)
    dropped = apply(t.state, f"drop {GAME.globals[others[0]].key}").state
    assert len(dropped.projects) == 4 and others[0] in dropped.global_discard


# ----- Local stage ---------------------------------------------------------------------------
def test_daybreak_local_draw():
    assert [GAME.hand_draw(c) for c in (0, 3, 4, 7, 8, 11)] == [5, 5, 4, 4, 3, 3]
    state = GAME.setup(2, seed=6)
    state = replace(state, communities=(4, 8))
    state = run_chance(state)
    if state.task[0] == "keep":
        state = apply(state, GAME.legal_actions(state)[0]).state
    draws = [t for t in state.tasks if t[0] == "draw"]
    assert draws == [("draw", 0)] * 4 + [("draw", 1)] * 3
    state = run_chance(state)
    assert [len(h) for h in state.hands] == [4, 3]


def test_daybreak_local_start_project():
    state = give(at_local(), US, "us-rooftop-solar", "us-green-steel")
    assert state.task == ("local", US)
    t = apply(state, "play us-rooftop-solar on 1")
    stack = t.state.stacks[US][0]
    assert stack[0] == (code("us-interstate-grid"), code("us-rooftop-solar"))
    assert GAME.stack_tags(stack).count("power") == 2  # the covered card's symbol counts
    assert "covered" in texts_of(t)
    # a card is played without meeting its requirement (Green Steel needs 2 industry)
    grown = apply(t.state, "play us-green-steel on 2").state
    assert GAME.why_illegal(grown, "use 2").rule == "daybreak.local.action"
    # at most five stacks: no new stack for a full play area
    refusal = GAME.why_illegal(state, "play us-rooftop-solar new")
    assert refusal.rule == "daybreak.local.start-project" and "at most 5 stacks" in refusal.text
    four = set_seat(state, "stacks", US, state.stacks[US][:4])
    new = apply(four, "play us-rooftop-solar new").state
    assert len(new.stacks[US]) == 5 and new.stacks[US][4][0] == (code("us-rooftop-solar"),)


def test_daybreak_local_action():
    state = at_local()
    t = apply(state, "use 1")  # Interstate Grid: one Dirty becomes Clean
    assert (t.state.dirty[US], t.state.clean[US]) == (state.dirty[US] - 1, state.clean[US] + 1)
    assert rules_of(t)[0] == "daybreak.local.action"
    spent = GAME.why_illegal(t.state, "use 1")
    assert spent.rule == "daybreak.local.action" and "once" in spent.text
    with pytest.raises(IllegalAction):
        apply(t.state, "use 1")
    # a requirement: Car Country needs two transport symbols
    assert "needs 2 transport" in GAME.why_illegal(state, "use 2").text
    # covering a used card gives a fresh action in the same stage, stronger per power symbol
    covered = apply(give(t.state, US, "us-rooftop-solar"), "play us-rooftop-solar on 1").state
    assert GAME.action_amount(covered.stacks[US][0]) == 3  # 1 + two power symbols
    used = apply(covered, "use 1").state
    assert used.dirty[US] == t.state.dirty[US] - 3


def test_daybreak_local_support():
    state = give(at_local(), US, "us-ev-mandate", "eu-night-trains", "us-prairie-restoration")
    # behind a stack: Car Country gets its second transport symbol
    t = apply(state, "tuck us-ev-mandate under 2")
    assert GAME.why_illegal(t.state, "use 2") is None
    assert t.state.stacks[US][1][1] == (code("us-ev-mandate"),)
    # behind a Global Project: unlocked when its symbols are all there
    gp = code("global-reforestation")  # needs 3 nature
    project = replace(
        t.state,
        projects=(gp,),
        project_tucks=((code("eu-rewilding"), code("cn-rice-methane")),),
        global_deck=tuple(c for c in t.state.global_deck if c != gp),
        offer=(),
        deck=tuple(
            c for c in t.state.deck if c not in (code("eu-rewilding"), code("cn-rice-methane"))
        ),
    )
    unlocked = apply(project, "tuck us-prairie-restoration project global-reforestation")
    assert unlocked.state.trees == project.trees + GAME.globals[gp].amount
    assert unlocked.state.projects == () and unlocked.state.completed == (gp,)
    # behind a crisis: each counter symbol lowers it, enough cancel it
    heat = code("heatwave")
    crisis = replace(
        project,
        crises=(heat,),
        crisis_tucks=((),),
        crisis_deck=tuple(c for c in project.crisis_deck + project.crises if c != heat),
    )
    crisis = replace(crisis, bands=2)
    before = GAME.crisis_amount(crisis, heat, CN)
    lowered = apply(
        give(crisis, US, "us-community-banks"), "tuck us-community-banks crisis heatwave"
    )
    assert GAME.crisis_amount(lowered.state, heat, CN) == before - 1


def test_daybreak_local_done():
    state = at_local(players=3)
    assert [t for t in state.tasks if t[0] == "local"] == [("local", 0), ("local", 1), ("local", 2)]
    t = apply(state, "done")
    assert t.state.done == (True, False, False) and t.state.task == ("local", 1)
    assert GAME.why_illegal(t.state, "use 2").rule == "daybreak.local.action"  # Europe's stacks now
    state = apply(apply(t.state, "done").state, "done").state
    assert state.stage == "crisis" or state.ended  # the Emissions stage ran at once


# ----- Emissions stage -----------------------------------------------------------------------
def emissions_of(state, seat=US):
    """Apply the last "done" of the Local stage; the Emissions stage runs at once."""
    return apply(only_local(state, seat), "done")


def test_daybreak_emissions_demand():
    state = at_local()
    energy = state.clean[US] + state.dirty[US]
    state = set_seat(state, "demand", US, energy + 4)
    t = emissions_of(state)
    assert t.state.communities[US] == state.communities[US] + 4
    assert "daybreak.emissions.demand" in rules_of(t)


def test_daybreak_emissions_emit():
    state = at_local()
    t = emissions_of(state)
    china = [s.text for s in t.steps if s.rule == "daybreak.emissions.emit" and "China" in s.text]
    assert china == [
        "China adds 22 Carbon cubes to Recent Emissions: 9 Dirty Energy and 13 Emissions."
    ]
    total = sum(GAME.cubes_of(state, s) for s in range(4))
    assert t.state.emitted == state.emitted + total
    assert t.state.tally[:4] == tuple(GAME.cubes_of(state, s) for s in range(4))


def test_daybreak_emissions_sequester():
    state = at_local()
    t = emissions_of(state)
    capacity = state.trees + state.oceans + state.dac
    assert t.state.sequestered == capacity
    assert t.state.tally[-4] == capacity
    assert t.state.trees == state.trees  # the tokens stay: they work every round


def test_daybreak_emissions_drawdown():
    state = replace(at_local(players=2), dac=60, bands=2, therm=3, emitted=23)
    cubes = sum(GAME.cubes_of(state, s) for s in range(2))
    t = emissions_of(state)
    assert t.state.drawdown and t.state.recent == 0
    spare = state.trees + state.oceans + 60 - cubes
    pulled = min(spare, 23)
    assert t.state.tally[-3] == pulled
    assert t.state.bands * 10 + t.state.therm == 23 - pulled
    assert "daybreak.emissions.drawdown" in rules_of(t)


def test_daybreak_emissions_thermometer():
    state = replace(at_local(players=2), trees=0, oceans=0, bands=3, emitted=30)
    cubes = sum(GAME.cubes_of(state, s) for s in range(2))  # 22 + 15 = 37
    t = emissions_of(state)
    assert t.state.bands == 3 + cubes // 10 and t.state.therm == cubes % 10
    # the 4th band raises the crisis count from 3 to 4: one more face-down crisis
    assert any("one more face-down crisis" in s.text for s in t.steps)
    assert t.state.tally[-2] == cubes and t.state.tally[-1] == cubes // 10


# ----- Crisis stage --------------------------------------------------------------------------
def test_daybreak_crisis_die():
    state = at_local()
    state = replace(state, bands=2, emitted=state.emitted + 40)
    t = emissions_of(state)
    assert t.state.bands == 5  # 74 cubes less 13 sequestered: three more rows of 20, 1 over
    assert [task for task in t.state.tasks if task == ("roll",)] == [("roll",)] * 5
    rolled = apply(t.state, "roll 1")  # Weather: space 1 of 4
    assert rolled.state.tokens[0] == 1 and "daybreak.crisis.die" in rules_of(rolled)
    tipped = apply(rolled.state, "roll 1")  # space 2: a tipping point
    assert "daybreak.crisis.hazards" in rules_of(tipped)
    full = replace(rolled.state, tokens=(4, 0, 0, 0, 0, 0))
    again = apply(full, "roll 1")  # already at the end: the hazard strikes every time
    assert again.state.tokens[0] == 4 and "daybreak.crisis.hazards" in rules_of(again)


@pytest.mark.parametrize(
    ("face", "space", "check"),
    [
        (1, 1, lambda b, a: a.facedown == b.facedown + 2 or a.crises != b.crises),
        (2, 2, lambda b, a: a.trees == b.trees - 4),
        (3, 3, lambda b, a: a.trees == b.trees - 4 and a.emitted == b.emitted + 4),
        (4, 2, lambda b, a: a.emitted == b.emitted + 8 and a.recent == b.recent),
        (5, 2, lambda b, a: a.recent == b.recent + 8),
        (6, 2, lambda b, a: a.oceans == b.oceans - 4),
    ],
)
def test_daybreak_crisis_hazards(face, space, check):
    state = in_crisis(at_local(), bands=1, trees=10, oceans=10)
    tokens = list(state.tokens)
    tokens[face - 1] = space
    state = replace(state, tokens=tuple(tokens))
    t = apply(state, f"roll {face}")
    assert "daybreak.crisis.hazards" in rules_of(t)
    assert check(state, t.state)


def test_daybreak_crisis_hazards_arctic_band_rolls_again():
    state = in_crisis(at_local(), bands=1, therm=15, tokens=(0, 0, 0, 2, 0, 0))
    t = apply(state, "roll 4")  # 8 cubes on 15 of 20: a band, and one more roll
    assert t.state.bands == 2 and t.state.therm == 3
    assert t.state.task == ("roll",)
    assert any("rolled again" in s.text for s in t.steps)


def test_daybreak_crisis_resolve():
    state = in_crisis(at_local(), crises=("heatwave",), bands=2)
    state = replace(state, resilience=(1, 0, 0, 3))
    t = apply(state, "roll 1")
    gained = [a - b for a, b in zip(t.state.communities, state.communities, strict=True)]
    assert gained == [1, 2, 2, 0]  # 1 per band, less each player's own resilience
    assert t.state.resilience == state.resilience  # not spent
    assert code("heatwave") in t.state.crisis_discard and not t.state.crises


def test_daybreak_crisis_missing():
    state = in_crisis(at_local(), crises=("energy-crunch",))
    state = replace(state, clean=(0, 1, 0, 0), resilience=(0, 0, 0, 0))
    t = apply(state, "roll 1")
    assert t.state.clean == (0, 0, 0, 0)
    gained = [a - b for a, b in zip(t.state.communities, state.communities, strict=True)]
    assert gained == [1, 0, 1, 1]
    assert "daybreak.crisis.missing" in rules_of(t)


def test_daybreak_crisis_communities():
    state = at_local()
    assert GAME.hand_draw(4) == 4 and GAME.hand_draw(8) == 3
    from rules.daybreak.names import community_slot

    assert [community_slot(i) for i in (0, 3, 4, 11)] == [(0, 0), (3, 0), (0, 1), (3, 2)]
    assert state.communities[MW] == 2


def test_daybreak_crisis_communities_cited_where_a_full_row_costs_a_card():
    """Issue 48: the smaller Local draw of a player whose board holds a full row of
    Communities in Crisis cites that rule and says why; a full draw cites the general one."""
    state = GAME.setup(2, seed=6)
    state = replace(state, communities=(4, 8))
    state = run_chance(state)
    assert state.task[0] == "keep"
    t = apply(state, GAME.legal_actions(state)[0])
    draws = [s for s in t.steps if s.rule in ("daybreak.local.draw", "daybreak.crisis.communities")]
    assert [s.rule for s in draws] == ["daybreak.crisis.communities"] * 2
    assert "4 cards: 4 Communities in Crisis fill the first row" in draws[0].text
    assert "3 cards: 8 Communities in Crisis fill the first two rows" in draws[1].text
    plain = apply(replace(state, communities=(3, 0)), GAME.legal_actions(state)[0])
    assert "daybreak.crisis.communities" not in rules_of(plain)
    assert rules_of(plain).count("daybreak.local.draw") == 2


def test_daybreak_crisis_play_area():
    state = in_crisis(at_local(), crises=("storm-surge",), bands=1)
    stacks = list(state.stacks[US])
    stacks[0] = ((code("us-interstate-grid"), code("us-rooftop-solar")), ())
    state = replace(state, deck=tuple(c for c in state.deck if c != code("us-rooftop-solar")))
    state = set_seat(state, "stacks", US, tuple(stacks))
    state = replace(state, resilience=(0, 1, 1, 1))
    t = apply(state, "roll 1")
    assert t.state.task == ("discard", US, code("storm-surge"), "area", 1)
    keys = {a.key for a in GAME.legal_actions(t.state)}
    assert "discard us-interstate-grid" in keys  # not only the top card
    t2 = apply(t.state, "discard us-rooftop-solar")
    assert t2.state.stacks[US][0][0] == (code("us-interstate-grid"),)
    assert "on top again" in texts_of(t2)


def test_daybreak_crisis_passive():
    state = in_crisis(at_local(), crises=("fossil-lobby",), bands=1)
    t = apply(state, "roll 1")
    assert code("fossil-lobby") in t.state.crises  # stays after the Crisis stage
    local = run_chance(only_local(state, US, crises=state.crises, crisis_tucks=((),)))
    refusal = GAME.why_illegal(local, "use 1")  # Interstate Grid would remove Dirty Energy
    assert refusal.rule == "daybreak.crisis.passive"
    local = give(local, US, "us-offshore-wind", "us-coal-retirement")
    once = apply(local, "tuck us-offshore-wind crisis fossil-lobby").state
    assert once.crises == (code("fossil-lobby"),)  # one power symbol of the two it needs
    twice = apply(once, "tuck us-coal-retirement crisis fossil-lobby")
    assert twice.state.crises == () and "daybreak.crisis.passive" in rules_of(twice)
    assert GAME.why_illegal(twice.state, "use 1") is None


# ----- Growth stage and the end --------------------------------------------------------------
def test_daybreak_growth_win():
    state = in_crisis(at_local(), bands=1, drawdown=True)
    t = apply(state, "roll 1")
    assert t.state.ended == "daybreak.growth.win"
    result = GAME.result(t.state)
    assert result.team_won and result.winners == (0, 1, 2, 3)


def test_daybreak_growth_advance():
    state = in_crisis(at_local(), bands=1)
    t = apply(state, "roll 1")
    grown = [a - b for a, b in zip(t.state.demand, state.demand, strict=True)]
    assert grown == [1, 1, 2, 3] and t.state.round == 2
    assert "China's Energy Demand grows by 2 to 14." in texts_of(t)  # rulebook example
    # solo too, the demand grows by society (the seed; daybreak.ruling.solo-growth)
    solo = in_crisis(at_local(players=1, rulings={"solo-power": "majority"}), bands=1)
    after = apply(solo, "roll 1").state
    assert after.demand[0] == solo.demand[0] + 3


def test_daybreak_end_heat():
    state = in_crisis(at_local(), bands=7, therm=15, tokens=(0, 0, 0, 2, 0, 0))
    t = apply(state, "roll 4")
    assert t.state.ended == "daybreak.end.heat" and t.state.to_move is None
    assert not GAME.result(t.state).team_won


def test_daybreak_end_communities():
    state = in_crisis(at_local(), crises=("crop-failure",), bands=1)
    state = replace(state, communities=(0, 10, 0, 0), resilience=(0, 0, 0, 0))
    t = apply(state, "roll 1")
    assert t.state.ended == "daybreak.end.communities"
    assert GAME.result(t.state).rule == "daybreak.end.communities"
    assert GAME.result(t.state).text.startswith("Europe reached 12")  # the power, by name


def test_daybreak_end_time():
    state = in_crisis(at_local(), bands=1, round=6)
    t = apply(state, "roll 1")
    assert t.state.ended == "daybreak.end.time" and t.state.round == 6
