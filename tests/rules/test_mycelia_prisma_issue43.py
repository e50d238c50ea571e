"""Issue 43 for Mycelia: Prisma: the 90-card market, the end of a game of several players
(boards cleared in the last round count, as in the solo game; "fewest drops win" is our
ruling), views, and saves no game reaches refused naming the field.

Each test is named after the rule (or the ruling) it holds.
"""

from __future__ import annotations

import json
import random
import tomllib
from collections import Counter
from pathlib import Path

import pytest

import rules
from rules import CHANCE
from rules.core import DataError, StateError
from rules.mycelia_prisma.data import load_cards
from tests.rules.mycelia_prisma_helpers import refused

try:
    from .mycelia_prisma_helpers import GAME, act, codes, k, position, settle
except ImportError:
    from mycelia_prisma_helpers import GAME, act, codes, k, position, settle

CARDS_TOML = Path(rules.__file__).parent / "mycelia_prisma" / "cards.toml"
END = "mycelia-prisma.base.end"
RULING = "mycelia-prisma.ruling.cleared-board"


# ----- the market: one pile of 90 cards ----------------------------------------------------
def test_mycelia_prisma_prisma_setup_one_market_pile_of_90_cards():
    """mycelia-prisma.prisma.setup: the 40 basic and 30 expansion cards of Mycelia shuffled
    with Prisma's 20 (ten kinds, two of each): one pile of 90; Mycelia alone keeps 70."""
    state = GAME.setup(2, seed=4)
    pile = Counter(state.market) + Counter(c for c in state.showcase if c)
    assert sum(pile.values()) == 90
    parts = Counter()
    for code, copies in pile.items():
        parts[GAME.cards[code].part] += copies
    assert parts == {"basic": 40, "expansion": 30, "prisma": 20}
    prisma = [c for c in pile if GAME.cards[c].prisma]
    assert len(prisma) == 10 and all(pile[c] == 2 for c in prisma)
    alone = GAME.setup(2, seed=4, variants=("base-only",))
    assert len(alone.market) + sum(1 for c in alone.showcase if c) == 70


def test_mycelia_prisma_data_cards_counts_are_the_seeds(tmp_path):
    """mycelia-prisma.data.cards: card texts are example data, the counts are not: a card
    table that breaks one is refused naming the file and the count."""
    text = CARDS_TOML.read_text(encoding="utf-8")
    assert tomllib.loads(text)["example"] is True
    broken = tmp_path / "cards.toml"
    broken.write_text(text.replace("basic = 40", "basic = 38"), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_cards(broken)
    assert caught.value.source == "cards.toml" and caught.value.field == "counts.basic"
    one_more = text.replace('key = "russula"\npart = "basic"\ncopies = 4', 'key = "russula"\n'
                            'part = "basic"\ncopies = 5')  # fmt: skip
    assert one_more != text
    broken.write_text(one_more, encoding="utf-8")
    with pytest.raises(DataError, match=r"counts\.basic"):
        load_cards(broken)


def test_an_older_save_loads_with_the_cards_it_named():
    """A format 1 save (the scenarios are) loads: its card codes read as the same cards, and
    the market cards it lacked are in the market deck."""
    lux = next(s for s in GAME.scenarios if s.id == "lux-first-card").state
    assert Counter(lux.hands[0]) == Counter(codes(["leaf", "marasmius", "boletus"]))
    assert lux.gifts[0] == (k("lux"),)
    assert len(lux.market) + len(lux.trashed) + sum(map(len, lux.hands)) >= 90


# ----- the end --------------------------------------------------------------------------------
def last_round(rulings=None, players=2, **changes):
    """Player 1 cleared the board in this last round, but a turning shrine has put two
    dewdrops back; Player 2 (the last seat) has one drop left and ends the round."""
    return position(
        players=players, dew={0: {0: 2}, 1: {0: 1}}, current=players - 1, cleared=(0,),
        rulings=rulings, **changes,
    )  # fmt: skip


def test_mycelia_prisma_base_end_a_board_cleared_in_the_last_round_counts():
    """mycelia-prisma.base.end: the board cleared in the last round wins although it holds
    drops again and another board holds fewer (the old 'fewest drops' gave Player 2)."""
    state = settle(act(last_round(), "end")[0])
    result = GAME.result(state)
    assert result.winners == (0,) and state.ended == END
    assert "cleared the board in the last round" in result.text


def test_mycelia_prisma_base_end_agrees_with_the_solo_rule():
    """mycelia-prisma.solo.gwidyon and base.end are one rule: a board cleared and refilled by
    replenishment wins, alone or with others."""
    solo = settle(act(position(players=1, dew={0: {0: 1}}, cleared=(0,)), "end")[0])
    assert solo.ended and GAME.result(solo).winners == (0,)
    assert GAME.cleared_boards(solo) == (0,) == GAME.cleared_boards(last_round())


def test_mycelia_prisma_ruling_cleared_board_fewest_drops_is_our_ruling():
    """mycelia-prisma.ruling.cleared-board: under the other reading only boards empty at the
    end count; when none is, the fewest drops win, and the learner reads that it is our
    ruling (the Step cites the ruling, the result says so)."""
    option = next(r for r in GAME.info.rulings if r.name == "cleared-board")
    assert option.default == "in-the-round" and option.section == RULING
    section = GAME.rulebook.section(RULING)
    assert section.kind == "ruling" and "fewest drops" in section.text
    assert "not the rulebook" in section.text
    assert "fewest drops" not in GAME.rulebook.section(END).text  # no longer stated as a rule
    after, fired, _ = act(last_round({"cleared-board": "at-the-end"}), "end")
    state = settle(after, fired)
    assert state.ended == RULING and GAME.result(state).winners == (1,)
    assert RULING in fired
    assert "ruling" in GAME.result(state).text


def test_mycelia_prisma_ruling_cleared_board_solo_goes_on():
    """mycelia-prisma.ruling.cleared-board: alone, under the other reading, a board that took
    a dewdrop back has not won yet and the game goes on."""
    state = position(
        players=1, dew={0: {0: 1}}, cleared=(0,), rulings={"cleared-board": "at-the-end"}
    )
    state = settle(act(state, "end")[0])
    assert not state.ended and not state.last_round and state.cleared == ()


# ----- views ----------------------------------------------------------------------------------
def chance_node_and_views():
    state = GAME.setup(3, seed=9)
    assert state.to_move == CHANCE
    return state, [GAME.view(state, seat) for seat in range(3)]


def test_a_view_is_not_a_position_to_play_on():
    """check_position refuses every seat's view naming the viewer; chance on a view (a random
    pick, even of the open die) is a ValueError."""
    _, views = chance_node_and_views()
    die = position(tasks=(("die",), ("end",)))
    for view in (*views, GAME.view(die, 1)):
        with pytest.raises(StateError) as caught:
            GAME.check_position(view)
        assert caught.value.field == "viewer"
        with pytest.raises(ValueError, match="view"):
            GAME.random_action(view, random.Random(1))


def test_a_viewed_step_holds_no_seed_nor_another_hand():
    """Every Step of the opening, read by each seat: no seed, other hands face down."""
    state, _ = chance_node_and_views()
    for _ in range(12):
        transition = GAME.apply(state, GAME.sample_chance(state))
        for step in transition.steps:
            for seat in range(3):
                seen = GAME.view_step(step, seat).state
                assert seen.seed is None and seen.viewer == seat
                assert all(set(h) <= {0} for other, h in enumerate(seen.hands) if other != seat)
        state = transition.state


# ----- saves no game reaches ------------------------------------------------------------------
def a_save(players=3, seed=5, actions=120) -> dict:
    state = GAME.setup(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)), explain=False).state
    while state.to_move == CHANCE or state.tasks[0][0] != "turn":
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)), explain=False).state
    return GAME.to_json(state)


def test_a_gift_card_in_a_hand_is_refused():
    """The issue's example: a gift in a hand (a drawn gift is laid out, never held)."""
    doc = a_save()
    pile = next(p for p in doc["piles"] if p)
    doc["hands"][1] = sorted([*doc["hands"][1], pile.pop(0)])
    refused(doc, "hands[1]")


def test_a_start_card_in_another_players_deck_is_refused():
    doc = a_save()
    seat_cards = lambda s: doc["hands"][s] + doc["decks"][s] + doc["discards"][s] + doc["tops"][s]  # noqa: E731
    leaf = k("leaf")
    giver = next(s for s in range(3) if leaf in doc["decks"][s] or leaf in doc["discards"][s])
    zone = "decks" if leaf in doc["decks"][giver] else "discards"
    doc[zone][giver].remove(leaf)
    taker = (giver + 1) % 3
    doc["discards"][taker] = sorted([*doc["discards"][taker], leaf])
    assert seat_cards(taker).count(leaf) >= 1
    with pytest.raises(StateError):
        GAME.from_json(json.dumps(doc))


def test_drop_counts_are_conserved():
    doc = a_save()
    seat = 0
    field = (
        next(f for f, n in enumerate(doc["prism"][seat]) if n) if any(doc["prism"][seat]) else None
    )
    if field is not None:
        doc["prism"][seat][field] -= 1
        refused(doc, "prism_out")
    doc = a_save()
    doc["prism_out"] += 1
    refused(doc, "prism_out")
    doc = a_save()
    doc["dew"][1][0] += 1
    refused(doc, "dew_supply")


def test_a_drop_on_a_shrine_field_is_refused():
    doc = a_save()
    doc["dew"][0][GAME.board.shrine_field] += 1
    doc["dew_supply"] -= 1
    refused(doc, "dew[0]")


@pytest.mark.parametrize(
    "tasks",
    [
        [["die"], ["turn"]],  # the die waits in the middle of a turn
        [["turn"], ["turn"]],  # two turns at once
        [["bonus", "me", 1], ["turn"]],  # a bonus for the player whose turn it is
        [["remove", "earth", 3, 0, 1], ["turn"]],  # no card asks for three drops on earth
        [["gwidyon"], ["end"]],  # Gwidyon outside a solo game
        [["market"], ["refill"], ["turn"]],  # a refill with no empty showcase place
        [["lux", 4], ["turn"]],  # Lux without Lux in the gift area
        [["drop-action"], ["turn"]],  # giving back an action card with only two
        [["remove", "", 0, 0, 1], ["fill", "next", 3], ["turn"]],  # a draw for another seat
    ],
)
def test_the_whole_task_list_is_checked(tasks):
    """Not only the front task: every task of the list is one the turn flow builds."""
    doc = a_save()
    me = doc["current"]
    seat = {"me": me, "next": (me + 1) % 3}
    doc["tasks"] = [[seat.get(x, x) for x in task] for task in tasks]
    if doc["turn"] == 1:
        doc["turn"] = 2
    with pytest.raises(StateError) as caught:
        GAME.from_json(json.dumps(doc))
    assert caught.value.field.startswith(("tasks", "plays")), caught.value


def test_results_must_match_the_position():
    state = settle(act(last_round(), "end")[0])
    doc = GAME.to_json(state)
    assert GAME.from_json(json.dumps(doc)).winners == (0,)
    doc["winners"] = [1]
    refused(doc, "winners")
    doc = GAME.to_json(state)
    doc["cleared"] = []
    refused(doc, "cleared")
