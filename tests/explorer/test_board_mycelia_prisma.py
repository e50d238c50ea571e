"""What the Mycelia: Prisma board shows: drops told apart by shape, the favors bar and its
mushrooms, the piles and the showcase, hidden hands in a view; and clicks composed into
actions."""

from __future__ import annotations

import rules
from explorer.boards import board_view
from explorer.boards.mycelia_prisma import BAR, CARDS, DEWS, FIELDS, LABELS, MUSHROOMS, PRISMS
from tests.rules.mycelia_prisma_helpers import position

GAME = rules.load_game("mycelia-prisma")


def settled(players: int = 2, seed: int = 1):
    state = GAME.setup(players, seed=seed)
    while state.to_move == rules.CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state)).state
    return state


def test_dewdrops_and_prism_drops_have_different_shapes():
    view = board_view(GAME)
    fig = view.build(settled())
    assert fig.data[DEWS].marker.symbol != fig.data[PRISMS].marker.symbol
    assert len(fig.data[FIELDS].x) == 40
    assert sum(int(t) for t in fig.data[PRISMS].text) == 20  # ten per board


def test_the_bar_the_mushrooms_the_piles_and_the_showcase_are_drawn():
    view = board_view(GAME)
    state = settled(3)
    fig = view.build(state)
    assert len(fig.data[BAR].x) == len(GAME.board.bar)
    # The unused mushroom of the fourth seat covers space 1, then the players' on start.
    assert list(fig.data[MUSHROOMS].customdata) == [
        "unused:1", "mushroom:0", "mushroom:1", "mushroom:2",
    ]  # fmt: skip
    ids = set(fig.data[CARDS].customdata)
    assert {"pile:green", "pile:amber", "pile:purple", "showcase:0", "deck:0"} <= ids
    assert view.example_note and "example data" in view.example_note
    # The showcase shows names and prices, the face-up piles their top cards, by words too.
    cards = dict(zip(fig.data[CARDS].customdata, fig.data[CARDS].text, strict=True))
    top = GAME.cards[state.piles[0][0]].name
    assert cards["pile:green"] == f"{top} · {len(state.piles[0])}"
    shown = GAME.cards[state.showcase[0]]
    assert cards["showcase:0"].replace("<br>", " ") == shown.name
    assert str(shown.cost) in fig.data[LABELS].text
    assert {"G", "A", "P", "green", "amber", "purple"} <= set(fig.data[LABELS].text)


def test_the_discard_pile_cards_are_offered_when_a_card_is_to_be_removed():
    """While a card is to be removed, the discard pile's cards are on the board to click."""
    view = board_view(GAME)
    state = position(
        hands={0: ["coprinus"]}, discards={0: ["boletus", "leaf", "leaf"]}, tops={0: ["amanita"]}
    )
    state = GAME.apply(state, "play-coprinus").state
    assert state.tasks[0][0] == "trash"
    fig = view.build(state)
    ids = list(fig.data[CARDS].customdata)
    assert ids.count("discard:0:leaf") == 1 and "discard:0:boletus" in ids
    assert GAME.action_for(state, ("discard:0:boletus",)).key == "trash-discard-boletus"
    assert "skip" in ids  # the removal may be left unused


def test_a_players_view_shows_only_their_hand():
    view = board_view(GAME)
    state = settled()
    fig = view.build(GAME.view(state, 1))
    hands = [e for e in fig.data[CARDS].customdata if e.startswith("hand:")]
    assert all(e == "hand:0:hidden" for e in hands if e.startswith("hand:0:"))
    assert any(e.startswith("hand:1:") and e != "hand:1:hidden" for e in hands)


def test_clicks_compose_playing_a_card_and_choosing_its_fields():
    state = settled()
    card = GAME.cards[state.hands[0][0]].key
    assert GAME.action_for(state, (f"hand:0:{card}",)).key == f"play-{card}"
    mushroom = (
        GAME.apply(state, "play-mushroom").state
        if "play-mushroom" in {a.key for a in GAME.legal_actions(state)}
        else None
    )
    if mushroom is not None:
        assert GAME.keeps_picks(mushroom, ("field:0:0",))
        assert GAME.action_for(mushroom, ("field:0:0", "field:0:1")).key == "move-0-1-d"
    assert GAME.action_for(state, ("end",)).key == "end"
