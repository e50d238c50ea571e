"""What the Mycelia: Prisma board shows: drops told apart by shape, the favors bar and its
mushrooms, the piles and the showcase, hidden hands in a view; and clicks composed into
actions."""

from __future__ import annotations

import rules
from explorer.boards import board_view
from explorer.boards.mycelia_prisma import BAR, CARDS, DEWS, FIELDS, MUSHROOMS, PRISMS

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
    assert len(fig.data[BAR].x) == len(GAME.board.bar) and "x" in fig.data[BAR].text
    assert list(fig.data[MUSHROOMS].customdata) == ["mushroom:0", "mushroom:1", "mushroom:2"]
    ids = set(fig.data[CARDS].customdata)
    assert {"pile:green", "pile:amber", "pile:purple", "showcase:0", "deck:0"} <= ids
    assert view.example_note and "example data" in view.example_note


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
