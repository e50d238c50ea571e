"""One test per rule of Oasis New Hope (the Oasis pages of seed 003_fece3b0430baafc1.txt).

Each test is named after the rulebook section it checks and names that section id in its
docstring. Positions come from ``oasis_helpers.position`` (cards conserved, checked with the
codec); ``act`` applies actions and checks that every Step cites a rulebook section,
``refusal`` checks an illegal action's Ruling and that the state is unchanged.

Card keys: "12" ... "1", "0" (the Oasis), "7-stage" (a Stage card), "compass", "shield",
"map", Companions by name. Example Companions (cards.toml): wayfinder (explore, travel),
cartographer (explore, upgraded-equip), lookout (explore, explore), salvager (recycle,
travel), rummager (recycle, explore), hoarder (recycle, equip), tinkerer (recycle,
upgraded-equip), raider (pillage, travel), thief (pillage, recycle), brute (pillage, pillage).
"""

from __future__ import annotations

import dataclasses
import json

import pytest

import rules
from rules import CHANCE
from rules.core import StateError
from rules.core.messages import CORE_MESSAGES, Catalogue, render
from rules.oasis.cards import HIDDEN, load_cards
from rules.oasis.state import EMPTY, TURN_TASKS

try:  # imported as part of a package (tests/rules/__init__.py) or as a rootdir module
    from .oasis_helpers import (
        CARDS,
        GAME,
        R,
        act,
        codes,
        k,
        legal_keys,
        named_keys,
        names,
        position,
        refusal,
        step_rules,
        texts,
    )
except ImportError:
    from oasis_helpers import (
        CARDS,
        GAME,
        R,
        act,
        codes,
        k,
        legal_keys,
        named_keys,
        names,
        position,
        refusal,
        step_rules,
        texts,
    )

OPEN = ["9", "5"]  # two cards for a hand that matters to nobody
TAIL = TURN_TASKS[1:]  # the Mission, the discard down to eight and the end of the turn


def settle(state, *keys):
    """Apply ``keys``, letting the seeded chance draw whenever a card is drawn."""
    for key in (None, *keys):
        if key is not None:
            state = act(state, key).state
        while state.to_move == CHANCE:
            state = act(state, GAME.sample_chance(state).key).state
    return state


# ------------------------------------------------------------------------------ setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_oasis_setup_companions(players):
    """oasis.setup.companions: 39 Companions shuffled; four face up in the Lair."""
    state = GAME.setup(players, seed=4)
    assert len(state.lair) == 4 and EMPTY not in state.lair
    assert len(state.cdeck) == 39 - 4
    assert sorted((*state.lair, *state.cdeck)) == sorted(
        c for c in CARDS.companion_codes for _ in range(CARDS.cards[c].copies)
    )
    assert len({GAME.setup(players, seed=s).lair for s in range(8)}) > 1  # shuffled
    assert GAME.setup(players, seed=4) == state  # the same seed, the same game


@pytest.mark.parametrize("players", [3, 4])
def test_oasis_setup_equipment(players):
    """oasis.setup.equipment: 9 Compasses, 5 Shields and 2 Maps face up."""
    state = GAME.setup(players, seed=1)
    assert dict(zip(("compass", "shield", "map"), state.supply, strict=True)) == {
        "compass": 9,
        "shield": 5,
        "map": 2,
    }
    assert (CARDS.cost["compass"], CARDS.cost["shield"], CARDS.cost["map"]) == (2, 2, 3)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_oasis_setup_khalla(players):
    """oasis.setup.khalla: every trail starts with one Khalla #13."""
    state = GAME.setup(players, seed=2)
    assert state.trails == ((CARDS.khalla,),) * players
    assert all(state.reached(s) == 13 for s in range(players))
    assert CARDS.cards[CARDS.khalla].number == 13


@pytest.mark.parametrize("players", [2, 3, 4])
def test_oasis_setup_ruins(players):
    """oasis.setup.ruins: the Oasis #0 plus nine revealed cards; the rest is the deck."""
    state = GAME.setup(players, seed=3)
    assert len(state.ruins) == 10 and CARDS.oasis in state.ruins
    assert len(state.deck) == 69 - 10 - 4 * players
    assert all(CARDS.cards[c].kind == "journey" for c in (*state.ruins, *state.deck))
    # The other Oasis #0 is somewhere among the shuffled Journey cards.
    journey = [*state.ruins, *state.deck, *(c for h in state.hands for c in h)]
    assert journey.count(CARDS.oasis) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_oasis_setup_hand(players):
    """oasis.setup.hand: four Journey cards each (two players: a Shield too)."""
    state = GAME.setup(players, seed=5)
    for hand in state.hands:
        journey = [c for c in hand if CARDS.cards[c].kind == "journey"]
        assert len(journey) == 4
        assert hand.count(k("shield")) == (1 if players == 2 else 0)
        assert len(hand) == 4 + (players == 2)


def test_oasis_setup_starting_companion():
    """oasis.setup.starting-companion: in seat order from the Lair or the deck top, the Lair
    refilled only when all have chosen; the last to choose plays first."""
    state = GAME.setup(3, seed=7)
    lair = state.lair
    assert state.to_move == 0 and state.turn == 0
    assert legal_keys(state) == {f"recruit lair:{i}" for i in range(1, 5)} | {"recruit deck"}
    ruling = refusal(state, "recruit play wayfinder")
    assert ruling.rule == R + "setup.starting-companion"
    assert refusal(state, "explore").rule == R + "setup.starting-companion"
    t = act(state, "recruit lair:2")
    s = t.state
    assert step_rules(t) == [R + "setup.starting-companion"]
    assert s.hands[0].count(lair[1]) == GAME.setup(3, seed=7).hands[0].count(lair[1]) + 1
    assert s.lair[1] == EMPTY and s.to_move == 1  # not refilled yet
    assert "recruit lair:2" not in legal_keys(s)
    empty = refusal(s, "recruit lair:2")  # the starting-Companion rule, not a later one
    assert empty.rule == R + "setup.starting-companion" and "every scout has chosen" in empty.text
    # Scout 2 takes the deck's top card: a chance node, the Companion deck's make-up.
    s = act(s, "recruit deck").state
    assert s.to_move == CHANCE and s.current == 1
    outcomes = GAME.chance_outcomes(s)
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert {a.key for a, _ in outcomes} == {f"draw {GAME.card_key(c)}" for c in set(s.cdeck)}
    assert refusal(s, "draw 7").rule == R + "setup.starting-companion"
    drawn = s.cdeck[0]
    t = act(s, f"draw {GAME.card_key(drawn)}")
    assert step_rules(t) == [R + "setup.starting-companion"]
    s = t.state
    assert drawn in s.hands[1] and s.lair[1] == EMPTY and s.to_move == 2
    # Scout 3 chooses last: then the Lair is refilled (chance) and Scout 3 begins.
    t = act(s, "recruit lair:1")
    s = t.state
    assert s.to_move == CHANCE and s.task == ("lair", 0)
    assert R + "setup.starting-companion" in step_rules(t)
    assert "Scout 3, begins" in texts(t)
    # Every Step's state can be described, even between bookkeeping tasks.
    assert all(render(GAME.describe(step.state)) for step in t.steps)
    refill = act(s, GAME.sample_chance(s).key)
    assert step_rules(refill)[0] == R + "setup.starting-companion"
    s = settle(refill.state)
    assert EMPTY not in s.lair and s.lair[2:] == lair[2:]
    assert s.to_move == 2 and s.turn == 1 and s.task == ("action",)
    assert len(s.cdeck) == 35 - 1 - 2
    # Play goes on in seat order: after Scout 3 comes Scout 1.
    s = act(s, "explore", *(f"draw {GAME.card_key(c)}" for c in s.deck[:2])).state
    s = settle(s, *(["skip mission"] if s.task == ("mission",) else []))
    assert s.current == 0 and s.turn == 2


def test_oasis_action():
    """oasis.action: exactly one of five mandatory actions, named first, in the rulebook's
    order; the Mission and the discard come after it, never instead of it."""
    state = position(
        hands={0: ["12", "11", "5", "wayfinder"]}, ruins=["0", "7"], areas={0: ["lookout"]}
    )
    keys = [a.key for a in GAME.legal_actions(state)]
    assert keys == ["explore", "recycle", "equip", "travel", "recruit"]
    assert refusal(state, "skip mission").rule == R + "action"
    assert refusal(state, "mission lookout").rule == R + "action"
    assert refusal(state, "discard 5").rule == R + "action"
    assert refusal(state, "stop travel").rule == R + "action"
    # Only the actions that can be done are offered: no #12 nor Compass, no Travel.
    fewer = position(hands={0: OPEN})
    assert [a.key for a in GAME.legal_actions(fewer)] == ["explore", "recycle", "equip", "recruit"]
    # One action done, the turn moves on to the Mission.
    s = act(state, "recycle", "recycle 7").state
    assert s.task == ("mission",) and legal_keys(s) == {"mission lookout", "skip mission"}
    assert refusal(s, "explore").rule == R + "mission"


@pytest.mark.parametrize(
    "verb, task",
    [("recycle", ("recycle",)), ("equip", ("equip", 0)), ("travel", ("travel", 0)),
     ("recruit", ("recruit",))],
)  # fmt: skip
def test_oasis_action_named_puts_its_task_first(verb, task):
    """oasis.action: naming a Recycle, Equip, Travel or Recruit puts that action's task in
    front of the turn, the one a Companion's banner would put there; it asks for the card."""
    state = position(hands={0: ["12", "11", "5", "wayfinder"]}, ruins=["0", "7"])
    t = act(state, verb)
    assert step_rules(t) == [R + verb] and f"chooses to {verb.capitalize()}" in texts(t)
    assert t.state.tasks == (task, *state.tasks[1:])
    details = {a.key for a in GAME.legal_actions(t.state)}
    assert details and all(key.startswith(f"{verb} ") for key in details)
    assert refusal(t.state, "explore").rule == R + verb  # named: no other action now
    # The banner's task offers the very same choices.
    banner = position(hands={0: ["12", "11", "5", "wayfinder"]}, ruins=["0", "7"],
                      tasks=(task, *state.tasks[1:]))  # fmt: skip
    assert legal_keys(banner) == details


def test_oasis_action_card_before_its_action_is_refused():
    """oasis.action: the card of a Recycle, Equip, Travel or Recruit comes after the action
    is named; given at once it is refused, with the action's rule when it would be fine once
    named, with its own rule when not even then."""
    state = position(hands={0: ["12", "11", "5", "wayfinder"]}, ruins=["0", "7"])
    ruling = refusal(state, "recycle 7")
    assert ruling.rule == R + "action" and "choose Recycle, then the card" in ruling.text
    early = {
        "equip map": "Equip",
        "travel 12": "Travel",
        "recruit deck": "Recruit",
        "recruit play wayfinder": "Recruit",
        "recruit lair:2": "Recruit",
    }
    for key, verb in early.items():
        ruling = refusal(state, key)
        assert ruling.rule == R + "action" and f"choose {verb}," in ruling.text, key
    ruling = refusal(state, "recycle 3")
    assert ruling.rule == R + "recycle" and "not in the Ruins" in ruling.text
    assert refusal(state, "travel 11").rule == R + "travel"
    assert refusal(state, "recruit play brute").rule == R + "recruit.play"
    short = position(hands={0: ["12", "7"]})
    assert "costs 3 cards" in refusal(short, "equip map").text


def test_oasis_action_impossible_actions_cannot_be_named():
    """oasis.action: an action that cannot be done is not offered; naming it is refused
    with that action's rule and the reason."""
    empty_ruins = position(hands={0: ["9"]}, ruins=[])
    assert [a.key for a in GAME.legal_actions(empty_ruins)] == ["explore", "recruit"]
    ruling = refusal(empty_ruins, "recycle")
    assert ruling.rule == R + "recycle" and "Ruins are empty" in ruling.text
    ruling = refusal(empty_ruins, "equip")  # one card: every Equipment costs more
    assert ruling.rule == R + "equip" and "holds 1 card" in ruling.text
    ruling = refusal(empty_ruins, "travel")
    assert ruling.rule == R + "travel" and "needs #12 or a Compass" in ruling.text
    piles = position(hands={0: OPEN, 1: ["compass"] * 9 + ["shield"] * 5 + ["map"] * 2})
    ruling = refusal(piles, "equip")  # every pile ran out, and is closed (ruling empty-pile)
    assert ruling.rule == R + "ruling.empty-pile" and "the Map pile is closed" in ruling.text
    assert "holds" not in ruling.text  # every pile is empty: the hand size is no reason
    reopening = position(
        hands={0: OPEN, 1: ["compass"] * 9 + ["shield"] * 5 + ["map"] * 2},
        rulings={"empty-pile": "reopens"},
    )
    ruling = refusal(reopening, "equip")
    assert ruling.rule == R + "ruling.empty-pile" and "the Map pile is empty" in ruling.text
    alone = position(hands={0: OPEN}, lair=[None] * 4, cdeck=[], crest="cdiscard")
    assert "recruit" not in legal_keys(alone)
    ruling = refusal(alone, "recruit")
    assert ruling.rule == R + "recruit" and "no Companion to play" in ruling.text


def test_oasis_action_is_named_once_per_turn():
    """oasis.action: once an action is named (or a banner asks for one), naming a mandatory
    action again is refused, saying what the scout must do now."""
    named = act(position(hands={0: OPEN}, ruins=["0", "5"]), "recycle").state
    assert named.task == ("recycle",)
    ruling = refusal(named, "travel")
    assert ruling.rule == R + "action" and "named once" in ruling.text
    assert "take a card from the Ruins" in ruling.text


def test_oasis_draws_are_chance_not_choices():
    """oasis.turn: a scout cannot name a card to draw; chance must act first at a draw."""
    state = position(hands={0: OPEN})
    assert refusal(state, "draw 7").rule == R + "turn"
    assert refusal(state, "grab 7,8").rule == R + "turn"
    s = act(position(hands={0: OPEN}, deck=["7", "3"], rest="ruins"), "explore").state
    assert s.to_move == CHANCE
    ruling = refusal(s, "recycle 0")
    assert ruling.rule == R + "explore" and "Chance acts now" in ruling.text
    ruling = refusal(s, "draw 12")
    assert ruling.rule == R + "explore" and "not among those chance can give" in ruling.text


# ------------------------------------------------------------------------------ the actions


def test_oasis_explore():
    """oasis.explore: two draws from the Exploration deck, each a chance node."""
    state = position(hands={0: OPEN}, deck=["7", "7", "7", "3"], rest="ruins")
    t = act(state, "explore")
    s = t.state
    assert s.to_move == CHANCE and s.tasks[:2] == (("draw",), ("draw",))
    assert step_rules(t) == [R + "explore"] and "two Journey cards" in texts(t)
    outcomes = {a.key: p for a, p in GAME.chance_outcomes(s)}
    assert outcomes == pytest.approx({"draw 7": 0.75, "draw 3": 0.25})
    t = act(s, "draw 3")
    s = t.state
    assert step_rules(t) == [R + "explore"] and s.to_move == CHANCE
    assert {a.key for a, _ in GAME.chance_outcomes(s)} == {"draw 7"}
    assert refusal(s, "draw 3").rule == R + "explore"  # no #3 left in the deck
    s = act(s, "draw 7").state
    assert names(s.hands[0]) == ["9", "7", "5", "3"] and names(s.deck) == ["7", "7"]
    assert s.current == 1  # no Companion to send, eight cards or fewer: the turn ends


def test_oasis_ruling_explore_last_card():
    """oasis.ruling.explore-last-card: a deck of one card gives just that card (and runs
    out); the other reading is not an option (the deck's size after setup is odd)."""
    section = GAME.rulebook.section(R + "ruling.explore-last-card")
    assert section.fixed and "odd" in section.fixed
    for players in (2, 3, 4):
        assert len(GAME.setup(players, seed=1).deck) == 59 - 4 * players
        assert len(GAME.setup(players, seed=1).deck) % 2 == 1
    state = position(hands={0: OPEN}, deck=["4"], rest="ruins")
    s = act(state, "explore").state
    assert s.tasks[:2] == (("draw",), ("draw",))
    t = act(s, "draw 4")
    assert names(t.state.hands[0]) == ["9", "5", "4"] and t.state.deck == ()
    assert t.state.to_move == 1  # the second draw finds nothing; the turn ends
    assert t.state.deck_out and R + "end.deck" in step_rules(t)


def test_oasis_explore_refused_on_an_empty_deck():
    """oasis.explore: an empty deck cannot be explored."""
    state = position(hands={0: OPEN}, deck=[], rest="ruins", deck_out=True)
    assert "explore" not in legal_keys(state)
    assert refusal(state, "explore").rule == R + "explore"


def test_oasis_recycle():
    """oasis.recycle: one face-up Journey card of the Ruins, the Oasis #0 included."""
    state = position(hands={0: OPEN}, ruins=["0", "7", "7", "12"])
    assert named_keys(state, "recycle") == {"recycle 0", "recycle 7", "recycle 12"}
    t = act(state, "recycle 7")
    s = t.state
    assert step_rules(t)[0] == R + "recycle"
    assert names(s.ruins) == ["12", "7", "0"] and names(s.hands[0]) == ["9", "7", "5"]
    assert refusal(state, "recycle 3").rule == R + "recycle"
    assert "not in the Ruins" in GAME.why_illegal(state, "recycle 3").text
    assert refusal(state, "recycle compass").rule == R + "turn"  # not a Journey card


def test_oasis_equip():
    """oasis.equip: discard as many cards as the Equipment costs (any kind) for one card."""
    state = position(hands={0: ["12", "7", "raider", "shield", "map"]})
    assert named_keys(state, "equip") == {"equip compass", "equip shield", "equip map"}
    t = act(state, "equip map")
    s = t.state
    assert step_rules(t) == [R + "equip"] and s.task == ("pay", "map", 3)
    assert legal_keys(s) == {f"pay {n}" for n in ["12", "7", "raider", "shield", "map"]}
    assert refusal(s, "pay 3").rule == R + "equip"
    assert refusal(s, "equip compass").rule == R + "equip"  # one Equipment per Equip
    s = act(s, "pay 12", "pay raider").state
    assert s.task == ("pay", "map", 1) and s.supply == state.supply
    t = act(s, "pay shield")
    s = t.state
    # That was the last Map of the pile: it runs out and closes (ruling empty-pile).
    assert step_rules(t) == [R + "discards", R + "equip.map", R + "ruling.empty-pile"]
    assert names(s.hands[0]) == ["7", "map", "map"] and s.closed == {"map"}
    assert s.supply == (state.supply[0], state.supply[1] + 1, state.supply[2] - 1)
    assert s.current == 1  # one Equip, then the turn goes on


def test_oasis_equip_needs_enough_cards_and_a_pile():
    """oasis.equip: too few cards to pay, or an empty pile, refuses that Equipment."""
    short = position(hands={0: ["12", "7"]})
    assert named_keys(short, "equip") == {"equip compass", "equip shield"}
    ruling = refusal(short, "equip map")
    assert ruling.rule == R + "equip" and "costs 3 cards" in ruling.text
    # Both Maps in hands: the Map pile is empty and closed.
    empty = position(hands={0: ["12", "7", "5", "map"], 1: ["map"]})
    assert empty.supply[2] == 0 and empty.closed == {"map"}
    ruling = refusal(empty, "equip map")
    assert ruling.rule == R + "ruling.empty-pile" and "ran out earlier" in ruling.text
    assert named_keys(empty, "equip") == {"equip compass", "equip shield"}


def test_oasis_equip_compass():
    """oasis.equip.compass: a Compass costs two and is laid for any number but the #0."""
    state = position(hands={0: ["12", "7"]}, trails={1: [str(n) for n in range(12, 2, -1)]})
    t = act(state, "equip compass", "pay 12", "pay 7")
    assert R + "equip.compass" in step_rules(t)
    assert names(t.state.hands[0]) == ["compass"]
    # The Compass counts as a Journey card on the trail, for a number the hand lacks.
    s = position(hands={0: ["compass", "11"]})
    assert named_keys(s, "travel") == {"travel compass"}
    t = act(s, "travel compass", "travel 11")
    assert names(t.state.trails[0]) == ["khalla", "compass", "11"]
    assert R + "travel.compass" in step_rules(act(s, "travel compass"))
    at_one = position(hands={0: ["compass"]}, trails={0: [str(n) for n in range(12, 0, -1)]})
    assert "travel" not in legal_keys(at_one)  # the Compass is all the hand has
    assert refusal(at_one, "travel compass").rule == R + "travel.compass"


def test_oasis_equip_shield():
    """oasis.equip.shield: a Shield is never laid; it stays in the hand against Pillage."""
    state = position(hands={0: ["12", "7"]})
    s = act(state, "equip shield", "pay 12", "pay 7").state
    assert names(s.hands[0]) == ["shield"]
    played = position(hands={0: ["shield", "12"]})
    assert refusal(played, "travel shield").rule == R + "turn"
    assert "never played" in GAME.why_illegal(played, "travel shield").text
    # A Pillage that grabs the Shield gives both cards back.
    guarded = position(hands={0: ["raider"], 1: ["shield", "7", "3"]})
    s = act(guarded, "recruit play raider", "pillage 2").state
    outcomes = {a.key: p for a, p in GAME.chance_outcomes(s)}
    assert outcomes == pytest.approx({"grab 7,3": 1 / 3, "grab 7,shield": 1 / 3,
                                      "grab 3,shield": 1 / 3})  # fmt: skip
    t = act(s, "grab 7,shield")
    assert names(t.state.hands[1]) == ["7", "3", "shield"] and t.state.hands[0] == ()
    assert "one is a Shield: both go back" in texts(t) and t.state.task[0] != "keep"


def test_oasis_equip_map():
    """oasis.equip.map: a Map costs three and stands for the #0: laying it wins."""
    state = position(hands={0: ["12", "7", "3"]})
    s = act(state, "equip map", "pay 12", "pay 7", "pay 3").state
    assert names(s.hands[0]) == ["map"]
    at_one = position(hands={0: ["map", "5"]}, trails={0: [str(n) for n in range(12, 0, -1)]})
    t = act(at_one, "travel map")
    assert t.state.ended == R + "end.oasis" and t.state.winners == (0,)
    assert R + "travel.oasis" in step_rules(t)


def test_oasis_discards():
    """oasis.discards: Journey cards go to the Ruins, Companions to their discard pile,
    Equipment back to its own pile."""
    state = position(hands={0: ["12", "wayfinder", "compass", "shield"]}, ruins=["0"])
    t = act(state, "equip map", "pay 12", "pay wayfinder", "pay compass")
    s = t.state
    assert step_rules(t)[0] == R + "discards"
    assert names(s.ruins) == ["12", "0"]
    assert names(s.cdiscard) == ["wayfinder"]
    assert s.supply == (state.supply[0] + 1, state.supply[1], state.supply[2] - 1)
    assert "Compass pile" in texts(t)


# ------------------------------------------------------------------------------ travel


def test_oasis_travel():
    """oasis.travel: cards one lower each time, no number skipped, stop when you like."""
    state = position(hands={0: ["12", "11", "10", "9", "7"]})
    assert named_keys(state, "travel") == {"travel 12"}
    ruling = refusal(state, "travel 11")
    assert ruling.rule == R + "travel" and "skip" in ruling.text
    assert refusal(state, "travel 3").rule == R + "travel"
    s = act(state, "travel 12").state
    assert s.task == ("travel", 1) and legal_keys(s) == {"travel 11", "stop travel"}
    assert refusal(s, "travel 12").rule == R + "travel"  # no repeating either
    s = act(s, "travel 11", "travel 10", "travel 9").state
    assert s.reached(0) == 9 and names(s.trails[0]) == ["khalla", "12", "11", "10", "9"]
    # No #8 in hand: the Travel ends by itself, and so does the turn.
    assert s.current == 1
    t = act(state, "travel 12", "stop travel")
    assert t.state.reached(0) == 12 and names(t.state.hands[0]) == ["11", "10", "9", "7"]
    assert "ends the Travel at #12" in texts(t)


def test_oasis_travel_not_in_hand():
    """oasis.travel: only cards from your own hand can be laid."""
    state = position(hands={0: ["11"], 1: ["12"]})
    ruling = refusal(state, "travel 12")
    assert ruling.rule == R + "travel" and "not in Scout 1's hand" in ruling.text


def test_oasis_travel_compass():
    """oasis.travel.compass: a Compass fills a missing number, any number down to #1."""
    state = position(hands={0: ["compass", "11", "10"]})
    t = act(state, "travel compass")
    assert step_rules(t) == [R + "travel.compass"] and "in place of #12" in texts(t)
    s = act(state, "travel compass", "travel 11", "travel 10").state
    assert names(s.trails[0]) == ["khalla", "compass", "11", "10"] and s.reached(0) == 10
    near = position(hands={0: ["compass", "0"]}, trails={0: [str(n) for n in range(12, 1, -1)]})
    s = act(near, "travel compass").state  # the Compass as #1
    assert s.reached(0) == 1 and legal_keys(s) == {"travel 0", "stop travel"}


def test_oasis_travel_stage():
    """oasis.travel.stage: a Stage card ends the Travel and gives a Recruit at once."""
    state = position(hands={0: ["12", "11-stage", "10", "raider"]})
    t = act(state, "travel 12", "travel 11-stage")
    s = t.state
    assert R + "travel.stage" in step_rules(t)
    assert s.task == ("recruit",) and s.tasks[1] == ("mission",)
    keys = legal_keys(s)
    assert "travel 10" not in keys and "recruit play raider" in keys and "recruit deck" in keys
    assert refusal(s, "travel 10").rule == R + "recruit"
    s = act(s, "recruit lair:1").state
    assert s.recruited and s.to_move == CHANCE and s.task == ("lair", 0)


def test_oasis_travel_oasis():
    """oasis.travel.oasis: laying the #0 wins at once."""
    state = position(
        hands={0: ["1", "0", "compass"]}, trails={0: [str(n) for n in range(12, 1, -1)]}
    )
    t = act(state, "travel 1", "travel 0")
    s = t.state
    assert s.ended == R + "end.oasis" and s.winners == (0,) and s.to_move is None
    assert step_rules(t) == [R + "travel.oasis"]
    result = GAME.result(s)
    assert result.winners == (0,) and result.rule == R + "end.oasis"
    assert "found the Oasis" in result.text
    assert GAME.legal_actions(s) == []
    assert refusal(s, "explore").rule == R + "end.oasis"


# ------------------------------------------------------------------------------ recruit


def test_oasis_recruit():
    """oasis.recruit: play a Companion from the hand, or take one from the Lair or deck."""
    state = position(hands={0: ["wayfinder", "raider", "raider"]})
    assert named_keys(state, "recruit") == {
        "recruit play wayfinder",
        "recruit play raider",
        "recruit lair:1",
        "recruit lair:2",
        "recruit lair:3",
        "recruit lair:4",
        "recruit deck",
    }
    ruling = refusal(state, "recruit play brute")
    assert ruling.rule == R + "recruit.play" and "not in Scout 1's hand" in ruling.text


def test_oasis_recruit_play():
    """oasis.recruit.play: the Companion goes to the play area; its two banner actions are
    done at once, the upper one first."""
    state = position(hands={0: ["rummager", "12"]}, ruins=["0", "8"], areas={0: ["rummager"]})
    t = act(state, "recruit play rummager")
    s = t.state
    assert step_rules(t) == [R + "recruit.play"]
    assert "recycle then explore" in texts(t)
    assert names(s.areas[0]) == ["rummager", "rummager"]  # copies of one Companion are fine
    assert s.tasks[:3] == (("recycle",), ("explore",), ("mission",))
    assert s.played == frozenset({"scavengers"}) and s.recruited
    s = act(s, "recycle 8").state
    assert s.to_move == CHANCE and s.tasks[:2] == (("draw",), ("draw",))


def test_oasis_recruit_take():
    """oasis.recruit.take: a Lair card is refilled at once from the deck (chance); the deck
    top is a chance draw; the banner does nothing."""
    state = position(hands={0: OPEN})
    taken = state.lair[2]
    t = act(state, "recruit lair:3")
    s = t.state
    assert step_rules(t) == [R + "recruit.take"]
    assert taken in s.hands[0] and s.lair[2] == EMPTY and s.areas[0] == ()
    assert s.to_move == CHANCE and s.task == ("lair", 2)
    outcomes = dict((a.key, p) for a, p in GAME.chance_outcomes(s))
    assert sum(outcomes.values()) == pytest.approx(1)
    assert outcomes["draw wayfinder"] == pytest.approx(s.cdeck.count(k("wayfinder")) / len(s.cdeck))
    t = act(s, "draw wayfinder")
    assert t.state.lair[2] == k("wayfinder") and "refilled" in texts(t)
    assert t.state.current == 1
    t = act(state, "recruit deck")
    assert step_rules(t) == [R + "recruit.take"] and "unseen" in texts(t)
    s = t.state
    assert s.to_move == CHANCE and s.task == ("cdraw",)
    s = act(s, "draw brute").state
    assert k("brute") in s.hands[0] and s.lair == state.lair


def test_oasis_pillage():
    """oasis.pillage: an opponent with at least two cards; two cards grabbed at random;
    keep one, give the other back."""
    state = position(
        players=3,
        hands={0: ["brute"], 1: ["7", "7", "3"], 2: ["12"]},
    )
    s = act(state, "recruit play brute").state
    assert s.task == ("pillage",) and legal_keys(s) == {"pillage 2"}
    assert refusal(s, "pillage 3").rule == R + "pillage"  # only one card
    assert "fewer than two" in GAME.why_illegal(s, "pillage 3").text
    assert refusal(s, "pillage 1").rule == R + "pillage"  # not yourself
    assert refusal(s, "pillage 4").rule == R + "pillage"
    s = act(s, "pillage 2").state
    assert s.to_move == CHANCE and s.task == ("grab", 1)
    outcomes = {a.key: p for a, p in GAME.chance_outcomes(s)}
    assert outcomes == pytest.approx({"grab 7,7": 1 / 3, "grab 7,3": 2 / 3})
    t = act(s, "grab 7,3")
    s = t.state
    assert s.task == ("keep", 1, k("7"), k("3")) and legal_keys(s) == {"keep 7", "keep 3"}
    assert refusal(s, "keep 12").rule == R + "pillage"
    s = act(s, "keep 3").state
    assert names(s.hands[0]) == ["3"] and names(s.hands[1]) == ["7", "7"]
    # The Brute's second Pillage: Scout 2 still has two cards, Scout 3 one.
    assert s.task == ("pillage",) and legal_keys(s) == {"pillage 2"}


def test_oasis_upgraded_equip():
    """oasis.upgraded-equip: an Equip costing one card less."""
    state = position(hands={0: ["tinkerer", "12", "7"]}, ruins=["0", "5"])
    s = act(state, "recruit play tinkerer", "recycle 5").state
    assert s.task == ("equip", 1)
    assert legal_keys(s) == {"equip compass", "equip shield", "equip map"}
    t = act(s, "equip map")
    assert step_rules(t) == [R + "upgraded-equip"] and "one less" in texts(t)
    s = act(s, "equip map", "pay 12", "pay 7").state
    assert names(s.hands[0]) == ["5", "map"]
    s = act(state, "recruit play tinkerer", "recycle 5", "equip compass").state
    assert s.task == ("pay", "compass", 1)
    s = act(s, "pay 5").state
    assert names(s.hands[0]) == ["12", "7", "compass"]
    poor = position(hands={0: ["tinkerer", "12"]}, ruins=["0", "5"])
    s = act(poor, "recruit play tinkerer", "recycle 5").state
    assert "equip map" in legal_keys(s)  # two cards in hand pay for a Map
    s = act(poor, "recruit play tinkerer", "recycle 5", "equip compass", "pay 12").state
    assert names(s.hands[0]) == ["5", "compass"]


def test_oasis_chain():
    """oasis.chain: new actions go before what waits; the hand may pass eight in a chain."""
    state = position(
        hands={0: ["wayfinder", "salvager", "12", "11-stage", "8", "7", "6", "5", "4"]},
        deck=["2", "3", "3"],
        rest="ruins",
    )
    t = act(state, "recruit play wayfinder")
    s = t.state
    # The Explore (two draws) comes before the banner's Travel, which comes before the Mission.
    assert s.tasks[:4] == (("draw",), ("draw",), ("travel", 0), ("mission",))
    s = act(s, "draw 2", "draw 3").state
    assert len(s.hands[0]) == 10  # more than eight during the chain
    assert s.task == ("travel", 0)
    s = act(s, "travel 12", "travel 11-stage").state
    assert s.tasks[:3] == (("recruit",), ("mission",), ("discard",))
    s = act(s, "recruit play salvager").state
    # Salvager's banner goes first, then the Mission and the discard still wait.
    assert s.tasks[:4] == (("recycle",), ("travel", 0), ("mission",), ("discard",))
    s = act(s, "recycle 10").state
    assert s.task == ("travel", 0) and s.played == frozenset({"explorers", "scavengers"})
    s = act(s, "travel 10").state  # no #9: the Travel, and then the turn, end
    assert s.reached(0) == 10 and s.current == 1 and len(s.hands[0]) == 7


def test_oasis_chain_is_told():
    """oasis.chain: a Companion played while other actions wait says that its banner goes
    first, and what waits until then; a Companion played with nothing waiting does not."""
    state = position(
        hands={0: ["wayfinder", "salvager", "12", "11-stage"], 1: OPEN},
        deck=["2", "3"],
        rest="ruins",
    )
    t = act(state, "recruit play wayfinder")  # the mandatory Recruit: nothing else waits
    assert R + "chain" not in step_rules(t)
    s = act(t.state, "draw 2", "draw 3", "travel 12", "travel 11-stage").state
    t = act(s, "recruit play salvager")  # the Stage's Recruit, inside the turn
    assert step_rules(t) == [R + "recruit.play", R + "chain"]
    assert "send Companions on a Mission" in texts(t)
    # A Recruit (a Stage's) while a Travel still waits: the new banner goes first.
    waiting = position(
        hands={0: ["wayfinder", "salvager", "12", "11-stage"], 1: OPEN},
        deck=["2", "3"],
        rest="ruins",
        tasks=(("recruit",), ("travel", 0), *TAIL),
    )
    t = act(waiting, "recruit play wayfinder")
    assert step_rules(t) == [R + "recruit.play", R + "chain"]
    assert "chain of actions" in texts(t) and "play the next card of the Travel" in texts(t)
    assert t.state.tasks[:3] == (("draw",), ("draw",), ("travel", 0))  # Explore first


def test_oasis_mission_limits_told_when_every_companion_is_barred():
    """oasis.mission.limits: when every Companion in play is of a clan played this turn, the
    Mission is passed over, and the Step says why."""
    state = position(hands={0: ["salvager", "12", "11"], 1: OPEN}, ruins=["0", "7"])
    t = act(state, "recruit play salvager", "recycle 7", "travel 12", "stop travel")
    assert R + "mission.limits" in step_rules(t)
    assert "Scavengers" in texts(t) and t.state.current == 1
    # With nothing in play, nothing to say: most turns.
    t = act(position(hands={0: OPEN}, ruins=["0", "7"]), "recycle 7")
    assert R + "mission.limits" not in step_rules(t)


def test_oasis_mission():
    """oasis.mission: optional; Companions of one clan are discarded for their top actions."""
    state = position(
        hands={0: OPEN}, ruins=["0", "7", "8"], areas={0: ["salvager", "hoarder", "raider"]}
    )
    s = act(state, "recycle 7").state
    keys = legal_keys(s)
    assert keys == {
        "mission salvager",
        "mission hoarder",
        "mission salvager,hoarder",
        "mission raider",
        "skip mission",
    }
    t = act(s, "skip mission")
    assert step_rules(t) == [R + "mission"] and "no Companion on a Mission" in texts(t)
    kept = t.state
    assert kept.areas[0] == state.areas[0] and kept.current == 1  # saved for later
    t = act(s, "mission salvager,hoarder")
    s = t.state
    assert step_rules(t) == [R + "mission.clans"]
    assert names(s.areas[0]) == ["raider"] and names(s.cdiscard) == ["salvager", "hoarder"]
    assert s.tasks[:3] == (("recycle",), ("recycle",), ("discard",))  # top actions only
    s = act(s, "recycle 8", "recycle 0").state
    assert names(s.hands[0]) == ["9", "8", "7", "5", "0"] and s.current == 1


def test_oasis_mission_clans():
    """oasis.mission.clans: Explorers Explore, Scavengers Recycle, Marauders Pillage, each
    Marauder choosing its own target."""
    assert CARDS.clan_mission == {
        "explorers": "explore",
        "scavengers": "recycle",
        "marauders": "pillage",
    }
    assert CARDS.clan_banner == {"explorers": "gold", "scavengers": "purple", "marauders": "red"}
    state = position(
        players=3,
        hands={0: OPEN, 1: ["12", "11"], 2: ["10", "9"]},
        ruins=["0", "7"],
        areas={0: ["raider", "thief", "lookout"]},
    )
    s = act(state, "recycle 7", "mission raider,thief").state
    assert s.tasks[:2] == (("pillage",), ("pillage",))
    s = act(s, "pillage 2", "grab 12,11", "keep 12").state
    assert s.task == ("pillage",) and legal_keys(s) == {"pillage 3"}  # Scout 2 has one left
    s = act(s, "pillage 3", "grab 10,9", "keep 9").state
    assert names(s.hands[0]) == ["12", "9", "9", "7", "5"]
    s = act(state, "recycle 7", "mission lookout").state
    assert s.to_move == CHANCE and s.tasks[:2] == (("draw",), ("draw",))


def test_oasis_mission_limits():
    """oasis.mission.limits: one clan per Mission; not the clan of a Companion played this
    turn (other clans may go)."""
    state = position(
        hands={0: ["salvager", "12", "11"], 1: OPEN},
        ruins=["0", "7"],
        areas={0: ["rummager", "wayfinder"]},
    )
    s = act(state, "recruit play salvager", "recycle 7", "travel 12", "stop travel").state
    assert s.task == ("mission",)
    assert legal_keys(s) == {"mission wayfinder", "skip mission"}
    ruling = refusal(s, "mission rummager")
    assert ruling.rule == R + "mission.limits" and "Scavengers" in ruling.text
    assert refusal(s, "mission salvager").rule == R + "mission.limits"  # played this turn
    assert refusal(s, "mission rummager,wayfinder").rule == R + "mission.limits"
    ruling = refusal(s, "mission lookout")
    assert ruling.rule == R + "mission" and "not enough" in ruling.text


# ------------------------------------------------------------------------------ the end


def test_oasis_hand_limit():
    """oasis.hand-limit: at the end of the turn, discard down to exactly eight."""
    hand = ["12", "11", "10", "9", "8", "7", "6", "5", "raider"]
    state = position(hands={0: hand}, ruins=["0", "4"])
    t = act(state, "recycle 4")
    s = t.state
    assert s.task == ("discard",) and len(s.hands[0]) == 10
    assert refusal(s, "discard 3").rule == R + "hand-limit"
    assert refusal(s, "skip mission").rule == R + "hand-limit"
    s = act(s, "discard 12").state
    assert s.task == ("discard",) and names(s.ruins) == ["12", "0"]
    t = act(s, "discard raider")
    assert step_rules(t)[0] == R + "hand-limit" and "holding 9 cards" in texts(t)
    s = t.state
    assert len(s.hands[0]) == 8 and s.current == 1  # eight: no more discarding
    assert names(s.cdiscard) == ["raider"] and R + "discards" in step_rules(t)
    # Eight cards exactly: nothing to discard.
    eight = position(hands={0: hand[:8]}, ruins=["0", "4"])
    s = act(eight, "travel 12", "travel 11", "stop travel").state
    assert s.current == 1


def test_oasis_end_oasis():
    """oasis.end.oasis: the #0 (or a Map) ends the game at once, even inside a chain."""
    state = position(
        hands={0: ["raider", "1", "0", "12"], 1: ["7", "7"]},
        trails={0: [str(n) for n in range(12, 1, -1)]},
        areas={0: ["lookout"]},
    )
    s = act(state, "recruit play raider", "pillage 2", "grab 7,7", "keep 7").state
    assert s.task == ("travel", 0)
    t = act(s, "travel 1", "travel 0")
    s = t.state
    assert s.ended == R + "end.oasis" and s.winners == (0,) and s.tasks == ()
    assert GAME.result(s).scores[0] == 13
    # With a Map in place of the #0.
    mapped = position(hands={0: ["map"]}, trails={0: [str(n) for n in range(12, 0, -1)]})
    assert act(mapped, "travel map").state.winners == (0,)


def test_oasis_end_deck():
    """oasis.end.deck: the scout who empties the deck finishes the turn, then every scout,
    that one too, plays one more turn."""
    state = position(players=3, hands={0: OPEN, 1: OPEN, 2: OPEN}, current=1, deck=["6", "6"],
                     rest="ruins")  # fmt: skip
    s = act(state, "explore", "draw 6").state
    t = act(s, "draw 6")
    assert t.state.deck_out and t.state.deck == ()
    assert step_rules(t).count(R + "end.deck") == 2  # the deck runs out; the turn ends
    turns = [(1, 1)]
    s = t.state
    while s.to_move is not None:
        turns.append((s.turn, s.current))
        key = "recycle 0" if "recycle 0" in legal_keys(s) else sorted(legal_keys(s))[0]
        s = act(s, key).state
    turns = [seat for i, (turn, seat) in enumerate(turns) if i == 0 or turn != turns[i - 1][0]]
    # Scout 2 finished, then Scouts 3, 1 and 2 played one more turn each.
    assert turns == [1, 2, 0, 1]
    assert s.ended == R + "end.closest"


def test_oasis_end_deck_starts_counting_after_the_emptiers_turn():
    """oasis.end.deck: the last turns are counted from the end of the emptier's turn."""
    state = position(players=2, hands={0: OPEN}, deck=["6"], rest="ruins")
    t = act(state, "explore", "draw 6")
    s = t.state
    assert s.current == 1 and s.final == 2
    assert "every scout plays one last turn" in texts(t)


def test_oasis_end_closest():
    """oasis.end.closest: after the last turns the trail closest to the Oasis wins."""
    state = position(
        players=3,
        hands={0: OPEN, 1: OPEN, 2: OPEN},
        trails={0: ["12", "11"], 1: ["12", "11", "10"], 2: ["12"]},
        deck=[],
        rest="ruins",
        deck_out=True,
        final=1,
        current=0,
    )
    t = act(state, "recycle 0")
    s = t.state
    assert s.ended == R + "end.closest" and s.winners == (1,)
    assert R + "end.closest" in step_rules(t) and "Scout 2 is closest" in texts(t)
    result = GAME.result(s)
    assert result.scores == (2, 3, 1) and "came closest" in result.text


# ------------------------------------------------------------------------------ rulings


def test_oasis_ruling_compass_run():
    """oasis.ruling.compass-run: several Compasses in a row by default; one-at-a-time
    forbids a Compass right after a Compass."""
    state = position(hands={0: ["compass", "compass", "10"]})
    s = act(state, "travel compass").state
    assert legal_keys(s) == {"travel compass", "stop travel"}
    s = act(s, "travel compass", "travel 10").state
    assert names(s.trails[0]) == ["khalla", "compass", "compass", "10"]
    # One at a time: after a Compass the Travel needs the number itself.
    strict = position(
        hands={0: ["compass", "compass", "10"]}, rulings={"compass-run": "one-at-a-time"}
    )
    t = act(strict, "travel compass")
    assert t.state.current == 1 and names(t.state.trails[0]) == ["khalla", "compass"]
    assert "Travel ends at #12" in texts(t)
    # Where a Compass may also stand for a held number, the refusal names this ruling.
    hand = {0: ["compass", "compass", "11", "9"]}
    both = {"compass-run": "one-at-a-time", "compass-missing": "also-held"}
    s = act(position(hands=hand, rulings=both), "travel compass").state
    assert legal_keys(s) == {"travel 11", "stop travel"}
    ruling = refusal(s, "travel compass")
    assert ruling.rule == R + "ruling.compass-run" and "one-at-a-time" in ruling.text
    s = act(s, "travel 11", "travel compass", "travel 9").state  # apart, they are fine
    assert names(s.trails[0]) == ["khalla", "compass", "11", "compass", "9"]


def test_oasis_ruling_compass_missing():
    """oasis.ruling.compass-missing: by default a Compass stands only for a number the hand
    lacks (a Stage card of it counts as having it); also-held lets it stand for any."""
    state = position(hands={0: ["compass", "12-stage", "11"]})
    assert named_keys(state, "travel") == {"travel 12-stage"}
    travelling = act(state, "travel").state
    ruling = refusal(travelling, "travel compass")
    assert ruling.rule == R + "ruling.compass-missing" and "holds #12 Stage" in ruling.text
    loose = position(
        hands={0: ["compass", "12-stage", "11"]}, rulings={"compass-missing": "also-held"}
    )
    assert named_keys(loose, "travel") == {"travel 12-stage", "travel compass"}
    s = act(loose, "travel compass", "travel 11").state
    assert names(s.trails[0]) == ["khalla", "compass", "11"]
    assert names(s.hands[0]) == ["12-stage"]
    # A missing number is where the Compass goes under both readings.
    for rulings in ({}, {"compass-missing": "also-held"}):
        gap = position(hands={0: ["compass", "11"]}, rulings=rulings)
        assert "travel compass" in named_keys(gap, "travel")


def test_oasis_ruling_empty_pile():
    """oasis.ruling.empty-pile: a pile that ran out stays closed, whatever is discarded onto
    it (the page's reading); reopens lets a returned card be bought again."""

    def buy_the_last_map(rulings):
        state = position(hands={0: ["12", "7", "5", "3"], 1: ["map"]}, rulings=rulings)
        return act(state, "equip map", "pay 12", "pay 7", "pay 5")

    t = buy_the_last_map({})
    assert t.state.supply[2] == 0 and t.state.closed == {"map"}
    assert step_rules(t)[-1] == R + "ruling.empty-pile" and "rest of the game" in texts(t)
    # A Map discarded onto the closed pile stays out of reach.
    back = position(
        hands={0: ["12", "7", "5", "map"], 1: ["map"]}, tasks=(("pay", "compass", 1), *TAIL)
    )
    s = act(back, "pay map").state
    assert s.supply[2] == 1 and s.closed == {"map"}
    later = dataclasses.replace(s, current=0, tasks=TURN_TASKS)
    assert named_keys(later, "equip") == {"equip compass", "equip shield"}
    ruling = refusal(later, "equip map")
    assert ruling.rule == R + "ruling.empty-pile" and "1 card discarded back" in ruling.text
    # With the other reading the pile is only empty, and opens again when a Map comes back.
    t = buy_the_last_map({"empty-pile": "reopens"})
    assert t.state.supply[2] == 0 and t.state.closed == frozenset()
    assert R + "ruling.empty-pile" not in step_rules(t)
    empty = position(
        hands={0: ["12", "7", "5", "map"], 1: ["map"]}, rulings={"empty-pile": "reopens"}
    )
    ruling = refusal(empty, "equip map")
    assert ruling.rule == R + "ruling.empty-pile" and "until a discarded one" in ruling.text
    s = act(empty, "equip compass", "pay map", "pay 5").state
    assert s.supply[2] == 1
    assert "equip map" in named_keys(dataclasses.replace(s, current=0, tasks=TURN_TASKS), "equip")


def test_oasis_ruling_map():
    """oasis.ruling.map: by default a Map only stands for the #0 after #1; any-time lets it
    be laid at any point of a Travel."""
    state = position(hands={0: ["map", "12"]})
    assert "travel map" not in legal_keys(state)
    ruling = refusal(state, "travel map")
    assert ruling.rule == R + "ruling.map" and "at #13" in ruling.text
    shortcut = position(hands={0: ["map", "12"]}, rulings={"map": "any-time"})
    t = act(shortcut, "travel map")
    assert t.state.ended == R + "end.oasis" and t.state.winners == (0,)


def test_oasis_ruling_closest_tie():
    """oasis.ruling.closest-tie: tied scouts share the win; fewest-cards breaks the tie."""

    def last_turn(rulings):
        state = position(
            hands={0: ["5", "4", "3"], 1: ["9"]},
            trails={0: ["12", "11"], 1: ["12", "11"]},
            deck=[],
            rest="ruins",
            deck_out=True,
            final=1,
            rulings=rulings,
        )
        return act(state, "equip compass", "pay 5", "pay 4")

    t = last_turn({})
    assert t.state.ended == R + "end.closest" and t.state.winners == (0, 1)
    assert "Scout 1 and Scout 2 are closest" in texts(t) and "share the win" in texts(t)
    assert GAME.result(t.state).winners == (0, 1)
    t = last_turn({"closest-tie": "fewest-cards"})
    assert t.state.winners == (1,) and "fewest cards" in texts(t)  # 2 cards against 1


def test_oasis_ruling_mission_after_recruit():
    """oasis.ruling.mission-after-recruit: other clans may go on a Mission after a Recruit
    (default); with "never", no Mission follows any Recruit."""

    def take_from_lair(rulings):
        state = position(hands={0: OPEN}, areas={0: ["lookout"]}, rulings=rulings)
        return act(state, "recruit lair:1", "draw wayfinder").state

    s = take_from_lair({})
    assert s.task == ("mission",) and "mission lookout" in legal_keys(s)
    s = take_from_lair({"mission-after-recruit": "never"})
    assert s.current == 1 and s.areas[0] == (k("lookout"),)  # no Mission: the turn ended
    waiting = position(
        hands={0: OPEN},
        areas={0: ["lookout"]},
        rulings={"mission-after-recruit": "never"},
        tasks=(("mission",), ("discard",), ("end",)),
        recruited=True,
    )
    assert legal_keys(waiting) == set()
    ruling = refusal(waiting, "mission lookout")
    assert ruling.rule == R + "ruling.mission-after-recruit"
    # Without a Recruit the Mission is open under "never" too.
    strict = position(
        hands={0: OPEN}, areas={0: ["lookout"]}, rulings={"mission-after-recruit": "never"}
    )
    assert "mission lookout" in legal_keys(act(strict, "recycle 0").state)


def test_oasis_ruling_mission_after_recruit_is_told():
    """oasis.ruling.mission-after-recruit: under "never", the Mission passed over after a
    Recruit says why, when a Companion in play could otherwise have gone."""
    state = position(
        hands={0: OPEN}, areas={0: ["lookout"]}, rulings={"mission-after-recruit": "never"}
    )
    t = act(state, "recruit lair:1", "draw wayfinder")
    assert R + "ruling.mission-after-recruit" in step_rules(t) and t.state.current == 1
    t = act(position(hands={0: OPEN}, areas={0: ["lookout"]}), "recruit lair:1", "draw wayfinder")
    assert R + "ruling.mission-after-recruit" not in step_rules(t)


def test_oasis_ruling_impossible_action():
    """oasis.ruling.impossible-action: a banner action that cannot be done is skipped; the
    chain goes on."""
    state = position(hands={0: ["raider", "12"], 1: ["7"]})
    t = act(state, "recruit play raider")
    s = t.state
    assert R + "ruling.impossible-action" in step_rules(t)
    assert "cannot choose whom to Pillage" in texts(t)
    assert s.task == ("travel", 0) and legal_keys(s) == {"travel 12"}
    # An empty deck: a banner Explore draws nothing.
    dry = position(hands={0: ["lookout", "12"]}, deck=[], rest="ruins", deck_out=True)
    t = act(dry, "recruit play lookout")
    assert step_rules(t).count(R + "ruling.impossible-action") == 2
    assert "draws nothing" in texts(t)


def test_oasis_ruling_travel_minimum():
    """oasis.ruling.travel-minimum: a Travel lays at least one card; a banner Travel with
    nothing to lay is skipped."""
    state = position(hands={0: ["12", "11"]})
    s = act(state, "travel 12").state
    assert "stop travel" in legal_keys(s)
    banner = position(hands={0: ["salvager", "12"]}, ruins=["0", "5"])
    s = act(banner, "recruit play salvager", "recycle 5").state
    assert s.task == ("travel", 0) and legal_keys(s) == {"travel 12"}
    assert refusal(s, "stop travel").rule == R + "ruling.travel-minimum"
    nothing = position(hands={0: ["salvager", "7"]}, ruins=["0", "5"])
    t = act(nothing, "recruit play salvager", "recycle 5")
    assert R + "ruling.impossible-action" in step_rules(t) and t.state.current == 1
    # As the mandatory action, a Travel is offered only when a card can be laid.
    assert not any(key.startswith("travel") for key in legal_keys(nothing))
    assert refusal(nothing, "travel").rule == R + "travel"
    # The other reading: a Travel may lay no card, and end before its first one.
    none = {"travel-minimum": "none"}
    loose = position(hands={0: ["salvager", "12"]}, ruins=["0", "5"], rulings=none)
    s = act(loose, "recruit play salvager", "recycle 5").state
    assert legal_keys(s) == {"travel 12", "stop travel"}
    s = act(s, "stop travel").state
    assert s.reached(0) == 13 and s.current == 1
    idle = position(hands={0: ["salvager", "7"]}, ruins=["0", "5"], rulings=none)
    assert "travel" in legal_keys(idle)
    t = act(idle, "travel")
    assert step_rules(t)[-1] == R + "ruling.travel-minimum" and "without a card" in texts(t)
    assert t.state.current == 1 and t.state.reached(0) == 13
    assert GAME.apply(idle, "travel", explain=False).state == t.state  # a bot's way too


def test_oasis_ruling_no_action():
    """oasis.ruling.no-action: a scout who can do none of the five actions passes, and only
    then."""
    state = position(
        hands={0: ["5"]},
        deck=[],
        ruins=[],
        rest=1,
        deck_out=True,
        final=2,
        lair=[None, None, None, None],
        cdeck=[],
        crest="cdiscard",
    )
    assert legal_keys(state) == {"pass"}
    t = act(state, "pass")
    assert step_rules(t) == [R + "ruling.no-action"] and t.state.current == 1
    normal = position(hands={0: OPEN})
    assert refusal(normal, "pass").rule == R + "ruling.no-action"
    # The other reading: the game ends there, and the closest scout wins.
    ending = position(
        hands={0: ["5"]},
        trails={1: ["12"]},
        deck=[],
        ruins=[],
        rest=1,
        deck_out=True,
        final=2,
        lair=[None, None, None, None],
        cdeck=[],
        crest="cdiscard",
        rulings={"no-action": "game-ends"},
    )
    assert legal_keys(ending) == {"pass"}
    t = act(ending, "pass")
    assert t.state.ended == R + "ruling.no-action" and t.state.winners == (1,)
    assert step_rules(t) == [R + "ruling.no-action", R + "end.closest"]
    result = GAME.result(t.state)
    assert result.rule == R + "ruling.no-action" and "could act" in result.text
    assert GAME.from_json(GAME.to_json(t.state)) == t.state


def test_oasis_ruling_companion_deck():
    """oasis.ruling.companion-deck: an empty Companion deck stays empty; Lair slots stay
    empty; a Recruit takes only what is there."""
    state = position(
        hands={0: OPEN}, cdeck=[], crest="cdiscard", lair=["wayfinder", None, "raider", None]
    )
    assert named_keys(state, "recruit") == {"recruit lair:1", "recruit lair:3"}
    assert refusal(state, "recruit deck").rule == R + "ruling.companion-deck"
    ruling = refusal(state, "recruit lair:2")
    assert ruling.rule == R + "ruling.companion-deck" and "slot 2 is empty" in ruling.text
    s = act(state, "recruit lair:1").state
    assert s.lair == (EMPTY, EMPTY, k("raider"), EMPTY) and s.to_move != CHANCE
    assert len(s.cdiscard) == 39 - 2
    # The other reading: a draw from the empty deck shuffles the discard pile into a new one.
    shuffling = position(
        hands={0: OPEN},
        cdeck=[],
        crest="cdiscard",
        lair=["wayfinder", None, "raider", None],
        rulings={"companion-deck": "reshuffle"},
    )
    assert named_keys(shuffling, "recruit") == {"recruit lair:1", "recruit lair:3", "recruit deck"}
    t = act(shuffling, "recruit lair:1")
    s = t.state
    assert s.task == ("lair", 0) and s.to_move == CHANCE
    assert len(s.cdeck) == 39 - 2 and s.cdiscard == ()
    assert step_rules(t)[-1] == R + "ruling.companion-deck" and "shuffled" in texts(t)
    assert GAME.apply(shuffling, "recruit", explain=False).state == act(shuffling, "recruit").state
    silent = GAME.apply(act(shuffling, "recruit").state, "recruit lair:1", explain=False)
    assert silent.state == s  # a bot's action (no Steps) reshuffles the same way
    assert GAME.from_json(GAME.to_json(s)) == s  # a position the loader accepts
    s = act(s, "draw thief").state
    assert s.lair[0] == k("thief") and GAME.from_json(GAME.to_json(s)) == s
    deck_top = act(shuffling, "recruit deck").state
    assert deck_top.task == ("cdraw",) and len(deck_top.cdeck) == 37
    # Nothing to reshuffle: the deck top stays out of reach.
    bare = dataclasses.replace(
        shuffling, areas=(shuffling.areas[0], shuffling.cdiscard), cdiscard=()
    )
    ruling = refusal(act(bare, "recruit").state, "recruit deck")
    assert ruling.rule == R + "ruling.companion-deck" and "so is the discard pile" in ruling.text


def test_oasis_ruling_two_player_shield():
    """oasis.ruling.two-player-shield: the two starting Shields come from the Shield pile;
    extra brings them from outside, leaving the pile at five."""
    state = GAME.setup(2, seed=9)
    assert state.supply == (9, 3, 2)
    assert all(h.count(k("shield")) == 1 for h in state.hands)
    assert GAME.setup(3, seed=9).supply == (9, 5, 2)
    extra = GAME.setup(2, seed=9, rulings={"two-player-shield": "extra"})
    assert extra.supply == (9, 5, 2) and extra.hands == state.hands
    assert GAME.totals(extra)[k("shield")] == 7 and GAME.totals(state)[k("shield")] == 5
    assert GAME.from_json(GAME.to_json(extra)) == extra
    moved = GAME.to_json(extra)
    moved["supply"]["shield"] = 3  # the pile the default reading would leave
    with pytest.raises(StateError) as refused:
        GAME.from_json(moved)
    assert refused.value.field == "cards"
    assert GAME.setup(3, seed=9, rulings={"two-player-shield": "extra"}).supply == (9, 5, 2)


def test_oasis_ruling_banner_top(tmp_path):
    """oasis.ruling.banner-top: every Companion's upper banner action is its clan's Mission
    action; a card list breaking this is refused."""
    for code in CARDS.companion_codes:
        card = CARDS.cards[code]
        assert card.actions[0] == CARDS.clan_mission[card.clan], card.key
    from rules.core import DataError
    from rules.oasis.cards import CARDS_FILE

    text = CARDS_FILE.read_text(encoding="utf-8").replace(
        'clan = "explorers", actions = ["explore", "travel"]',
        'clan = "explorers", actions = ["travel", "explore"]',
    )
    path = tmp_path / "cards.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"cards.toml: field 'companions.list\[0\].actions'"):
        load_cards(path)


def test_oasis_ruling_secrets():
    """oasis.ruling.secrets: hands and decks are hidden; a drawn card is seen by its drawer,
    the pillaged cards by thief and victim only; the open zones are open."""
    state = position(
        players=3,
        hands={0: ["brute", "12"], 1: ["7", "3"], 2: ["10", "9"]},
        deck=["4", "4", "5"],
        rest="ruins",
    )
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        assert all(set(h) == {HIDDEN} for s, h in enumerate(view.hands) if s != seat)
        assert [len(h) for h in view.hands] == [len(h) for h in state.hands]
        assert view.deck == (HIDDEN,) * 3 and set(view.cdeck) == {HIDDEN}
        assert (view.ruins, view.trails, view.areas, view.lair, view.supply) == (
            state.ruins, state.trails, state.areas, state.lair, state.supply
        )  # fmt: skip
        assert view.viewer == seat and view.seed is None  # the seed would replay every draw
        saved = GAME.to_json(view)
        assert saved["seed"] is None and saved["viewer"] == seat
        assert json.dumps(saved["hands"]).count('"?"') == 4  # two face-down cards each
        with pytest.raises(StateError) as refused:  # a view is never played on as a game
            GAME.from_json(saved)
        assert refused.value.field == "viewer"
    with pytest.raises(ValueError, match="no Scout 4"):
        GAME.view(state, 3)
    with pytest.raises(ValueError, match="already Scout 1's view"):
        GAME.view(GAME.view(state, 0), 1)
    # Pillage: the grabbed pair and the kept card are secret from Scout 3.
    s = act(state, "recruit play brute", "pillage 2").state
    grab = act(s, "grab 7,3")
    keep = act(grab.state, "keep 7")
    for step in (*grab.steps, *keep.steps):
        for seat, sees in ((0, True), (1, True), (2, False)):
            text = GAME.view_step(step, seat).text
            assert ("#7" in text) == sees, (seat, text)
    assert GAME.view(grab.state, 2).task == ("keep", 1, HIDDEN, HIDDEN)
    assert GAME.view(grab.state, 1).task == grab.state.task
    # Chance does not act on a view: it has no seed, and the deck is face down.
    s = act(state, "explore").state
    with pytest.raises(ValueError, match="holds no seed"):
        GAME.sample_chance(GAME.view(s, 0))
    with pytest.raises(ValueError, match="hidden from Scout 2's view"):
        GAME.chance_outcomes(GAME.view(s, 1))
    # A drawn card: seen by the drawer only.
    t = act(s, "draw 5")
    step = t.steps[0]
    assert "#5" in GAME.view_step(step, 0).text
    assert "#5" not in GAME.view_step(step, 1).text
    assert "draws a Journey card" in GAME.view_step(step, 1).text
    assert GAME.view_step(step, 1).state == GAME.view(step.state, 1)
    # Discards land face up: everybody reads them.
    t = act(state, "equip compass", "pay 12")
    assert all("#12" in GAME.view_step(st, 2).text for st in t.steps if st.rule == R + "discards")


# ------------------------------------------------------------------------------ example data


def test_oasis_example_journey():
    """oasis.example.journey: 69 Journey cards #12 to #0, two Oasis #0, one Stage card per
    number: example data, marked as such."""
    section = GAME.rulebook.section(R + "example.journey")
    assert section.example and section.kind == "example-data"
    assert CARDS.journey_example and "69" in CARDS.journey_note
    journey = [CARDS.cards[c] for c in CARDS.journey_codes]
    assert sum(c.copies for c in journey) == 69
    assert sum(c.copies for c in journey if c.number == 0) == 2
    per_number = {n: sum(c.copies for c in journey if c.number == n) for n in range(13)}
    assert per_number == {0: 2, **{n: 5 for n in range(8, 13)}, **{n: 6 for n in range(1, 8)}}
    assert {c.number for c in journey if c.stage} == set(range(1, 13))
    assert all(c.copies == 1 for c in journey if c.stage)
    assert "five cards each" in section.text and "six each" in section.text


def test_oasis_example_companions():
    """oasis.example.companions: 39 Companions, 13 per clan: example data, marked."""
    section = GAME.rulebook.section(R + "example.companions")
    assert section.example and section.kind == "example-data"
    assert CARDS.companions_example and "39" in CARDS.companions_note
    companions = [CARDS.cards[c] for c in CARDS.companion_codes]
    assert sum(c.copies for c in companions) == 39
    for clan in ("explorers", "scavengers", "marauders"):
        assert sum(c.copies for c in companions if c.clan == clan) == 13
    assert all(len(c.actions) == 2 for c in companions)
    # Everything else in cards.toml comes from the seed and is not marked.
    assert CARDS.supply == (9, 5, 2)


# ------------------------------------------------------------------------------ the rulebook


def test_oasis_rule_ids_are_rulebook_sections():
    """oasis.turn: the turn rule and every ruling option cite rulebook sections."""
    assert GAME.turn_rule == R + "turn" and GAME.turn_rule in GAME.rulebook
    for option in GAME.info.rulings:
        assert option.section in GAME.rulebook
        assert GAME.rulebook.section(option.section).kind == "ruling"
        assert GAME.rulebook.section(option.section).alternative
    assert GAME.info.players == (2, 4) and GAME.info.seed_file == "003_fece3b0430baafc1.txt"
    for section in GAME.rulebook.sections:
        assert section.source and section.text.strip()
        if section.kind in ("rule", "overview", "ruling"):
            assert GAME.info.seed_file in section.source, section.id
    assert isinstance(GAME, rules.Game)


def test_oasis_codes_helper_round_trip():
    """oasis.turn: card keys name cards both ways (the helpers rely on it)."""
    assert names(codes(["12", "0", "compass"])) == ["12", "0", "compass"]


# ------------------------------------------------------------------------------ messages


def test_every_sentence_of_oasis_is_a_message_of_its_catalogue():
    """Steps, refusals and labels are messages of rules/oasis/messages/en.ftl, with ids of
    the game's own (oasis-...), the same parameters in every language the game speaks, and
    card names that are messages too (the catalogue names every card and clan)."""
    assert GAME.messages.problems() == []
    ids = set(GAME.messages.parameters["en"])
    shared = set(Catalogue((CORE_MESSAGES,), ("en",)).parameters["en"])  # the core's own
    assert all(i.startswith("oasis-") for i in ids - shared)
    assert all(card.name.id in ids and card.title for card in CARDS.cards)
    assert {name.id for name in CARDS.clan_name.values()} <= ids
    t = act(position(hands={0: ["raider", "7"]}), "recruit play raider")
    assert t.steps[0].message.id == "oasis-step-recruit-play"
    assert t.steps[0].text == (
        "Scout 1 plays Raider (Marauders) and carries out its banner, top to bottom: "
        "pillage then travel."
    )
    assert GAME.parse_action("equip map").name.id == "oasis-label-equip"
