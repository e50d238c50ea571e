"""One test per gift card of Mycelia: Prisma (seed 001_6d301ad178b2b559.txt, Gift Card
Overview), the solo game against Gwidyon, the rulings and the example data.

Board and cards as in test_mycelia_prisma_rules.py; the gifts' colours are example data:
green Umbra, Velamen, Reticulus, Anellus, Perspicillum; amber Petasus, Clessidra, Falx,
Lyra, Iris; purple Globi, Lux, Virga, Gemma, Simulacrum.
"""

from __future__ import annotations

from rules.mycelia_prisma.data import load_board, load_cards

try:
    from .mycelia_prisma_helpers import GAME, act, codes, k, legal, position, refusal, settle
except ImportError:
    from mycelia_prisma_helpers import GAME, act, codes, k, legal, position, refusal, settle

SHOWN = ["boletus", "amanita", "marasmius", "phallus", "morchella"]


def piles(green=(), amber=(), purple=()):
    return (codes(green, True), codes(amber, True), codes(purple, True))


def with_gift(gift: str, hand=("leaf",), **changes):
    return position(hands={0: list(hand)}, gifts={0: [gift]}, showcase=SHOWN, **changes)


def buying(gift: str, color: str, players: int = 2, **changes):
    """Player 1 on the last space buys ``gift`` from the ``color`` pile."""
    gifts = piles(**{color: [gift]})
    state = position(
        players=players, hands={0: ["leaf"]}, mushrooms=(9,) * players, piles=gifts, **changes
    )
    return act(state, f"gift-{color}")


def gift_bought_with(gift: str):
    """Player 1, with ``gift`` in the gift area, buys Perspicillum (a gift with no one-time effect)
    from the green pile with favors."""
    state = with_gift(gift, mushrooms=(9, 0), piles=piles(["perspicillum"]))
    return act(state, "gift-green")[0]


def test_mycelia_prisma_gift_viatica():
    """mycelia-prisma.gift.viatica: a favor per showcase card bought, not for a gift."""
    state, _, _ = act(with_gift("viatica", leaves=(9, 0)), "buy-0", "buy-1")
    assert state.mushrooms[0] == 4  # 0 -> 3 (I and II blocked) -> 4
    assert gift_bought_with("viatica").mushrooms[0] == 0


def test_mycelia_prisma_gift_umbra():
    """mycelia-prisma.gift.umbra: no bonus for the others; bought, a recycle."""
    state, _, _ = act(with_gift("umbra", hand=["leaf-gift"]), "play-leaf-gift")
    assert state.leaves == (2, 0)
    bought, _, _ = buying("umbra", "green")
    assert bought.tasks[0] == ("recycle", 1)
    # Umbra also cancels what the one-time effect of a gift bought this turn gives others.
    lyra = position(
        players=3, hands={0: ["leaf"]}, gifts={0: ["umbra"]}, mushrooms=(9, 0, 0),
        piles=piles(amber=["lyra"]), dew={1: {0: 1}, 2: {0: 1}},
    )  # fmt: skip
    state, rules_, _ = act(lyra, "gift-amber")
    assert not any(t[0] == "bonus" for t in state.tasks)
    assert "mycelia-prisma.gift.umbra" in rules_


def test_mycelia_prisma_gift_petasus():
    """mycelia-prisma.gift.petasus: bought, four leaves and a card to remove."""
    state, _, _ = buying("petasus", "amber")
    assert state.leaves[0] == 4 and state.tasks[0] == ("trash", 1, "any")
    assert GAME.cards[k("petasus")].draws == 0


def test_mycelia_prisma_gift_velamen():
    """mycelia-prisma.gift.velamen: one leaf less per showcase card; bought, two leaves."""
    state = with_gift("velamen", leaves=(1, 0))
    state, _, _ = act(state, "buy-1")  # amanita, cost 2
    assert state.leaves[0] == 0
    assert buying("velamen", "green")[0].leaves[0] == 2


def test_mycelia_prisma_gift_reticulus():
    """mycelia-prisma.gift.reticulus: the beetle needs at least, more is fine; bought, a
    drop off a moss field."""
    state = with_gift("reticulus", hand=["phallus"], dew={0: {2: 3, 6: 1}})
    state, _, _ = act(state, "play-phallus")
    assert {key.split("-")[1] for key in legal(state) if key != "skip"} == {"2"}
    bought, _, _ = buying("reticulus", "green", dew={0: {0: 1}})
    assert bought.tasks[0] == ("remove", "moss", 0, 0, 1) and "remove-0-d" in legal(bought)


def test_mycelia_prisma_gift_globi():
    """mycelia-prisma.gift.globi: a field of one drop becomes a shrine field at once."""
    state, _, _ = buying("globi", "purple", dew={0: {0: 1, 1: 2}}, prism={0: {5: 1}})
    assert legal(state) == ["globi-0", "globi-5", "skip"]
    state, _, _ = act(state, "globi-5")
    assert state.shrines[0] == (5,) and state.prism[0][5] == 0 and state.mushrooms[0] == 0 + 3
    refusal(state, "globi-1", "gift.globi")
    # With Reticulus in the gift area, a field of several drops will do: all of them leave.
    state, _, _ = buying(
        "globi", "purple", dew={0: {1: 2}}, prism={0: {1: 1}}, gifts={0: ["reticulus"]}
    )
    assert "globi-1" in legal(state)
    state, _, _ = act(state, "globi-1")
    assert state.shrines[0] == (1,) and GAME.drops_at(state, 0, 1) == 0 and state.shrine == 3


def test_mycelia_prisma_gift_clessidra():
    """mycelia-prisma.gift.clessidra: a leaf per drop put on the shrine this turn."""
    state = with_gift("clessidra", hand=["marasmius"], dew={0: {0: 2}})
    state, _, _ = act(state, "play-marasmius", "remove-0-d", "remove-0-d")
    assert state.leaves[0] == 2


def test_mycelia_prisma_gift_lux():
    """mycelia-prisma.gift.lux: the first hand card works twice, the second once."""
    state = with_gift("lux", hand=["leaf", "boletus"])
    state, _, _ = act(state, "play-boletus", "play-leaf")
    assert state.leaves[0] == 3 * 2 + 1
    # A card whose second run would give the others a bonus: Lux may be left unused.
    giving = with_gift("lux", hand=["leaf-gift"], players=3)
    state, _, _ = act(giving, "play-leaf-gift")
    assert state.tasks[0] == ("lux", k("leaf-gift")) and legal(state) == ["lux-twice", "skip"]
    assert act(state, "skip")[0].leaves == (2, 1, 1)
    assert act(state, "lux-twice")[0].leaves == (4, 2, 2)
    refusal(act(state, "skip")[0], "lux-twice", "gift.lux")


def test_mycelia_prisma_gift_falx():
    """mycelia-prisma.gift.falx: a card to remove per showcase card bought; not for gifts."""
    state, _, _ = act(with_gift("falx", leaves=(3, 0)), "buy-0")
    assert state.tasks[0] == ("trash", 1, "any")
    assert gift_bought_with("falx").tasks == (("turn",),)
    assert buying("falx", "amber")[0].leaves[0] == 2


def test_mycelia_prisma_gift_anellus():
    """mycelia-prisma.gift.anellus: bought, a card of the discard pile (not the gift area)."""
    state, _, _ = buying("anellus", "green", discards={0: ["leaf"]}, gifts={0: ["iris"]})
    assert legal(state) == ["trash-discard-leaf", "skip"]
    assert GAME.cards[k("anellus")].draws == 2


def test_mycelia_prisma_gift_lyra():
    """mycelia-prisma.gift.lyra: bought, the others may each remove a drop, clockwise."""
    state, _, _ = buying("lyra", "amber", players=3, dew={1: {3: 1}, 2: {0: 1}})
    assert [t for t in state.tasks if t[0] == "bonus"] == [("bonus", 1, 1), ("bonus", 2, 1)]
    assert state.to_move == 1 and "remove-3-d" in legal(state)  # any field, earth too
    assert GAME.cards[k("lyra")].draws == 3


def test_mycelia_prisma_gift_perspicillum():
    """mycelia-prisma.gift.perspicillum: action cards for free, still once each."""
    state = with_gift("perspicillum", dew={0: {3: 1}})
    state, _, _ = act(state, "action-b", "move-3-2-d")
    assert state.leaves[0] == 0 and state.dew[0][2] == 1
    refusal(state, "action-b", "base.action-b")


def test_mycelia_prisma_gift_virga():
    """mycelia-prisma.gift.virga: every Move removes instead; bought, a recycle."""
    state = with_gift("virga", hand=["mushroom"], dew={0: {0: 1}})
    state, _, _ = act(state, "play-mushroom")
    # The move stays on offer: an ability may be left unused (ruling abilities).
    assert set(legal(state)) == {"remove-0-d", "move-0-1-d", "move-0-5-d", "skip"}
    state, rules_, _ = act(state, "remove-0-d")
    assert state.shrine == 1 and "mycelia-prisma.gift.virga" in rules_
    assert buying("virga", "purple")[0].tasks[0] == ("recycle", 1)
    strict = with_gift(
        "virga", hand=["mushroom"], dew={0: {0: 1}}, rulings={"abilities": "when-possible"}
    )
    assert legal(act(strict, "play-mushroom")[0]) == ["remove-0-d"]


def test_mycelia_prisma_gift_iris():
    """mycelia-prisma.gift.iris: landscapes ignored, earth fields too."""
    state = with_gift("iris", hand=["marasmius"], dew={0: {3: 1, 1: 1}})
    state, _, _ = act(state, "play-marasmius")
    assert {"remove-3-d", "remove-1-d"} <= set(legal(state))


def test_mycelia_prisma_gift_gemma():
    """mycelia-prisma.gift.gemma: a recycle per showcase card bought (Gemma itself too)."""
    state, _, _ = act(with_gift("gemma", leaves=(3, 0)), "buy-0")
    assert "recycle-gift-gemma" in legal(state)
    assert gift_bought_with("gemma").tasks == (("turn",),)
    assert buying("gemma", "purple")[0].leaves[0] == 2


def test_mycelia_prisma_gift_simulacrum():
    """mycelia-prisma.gift.simulacrum: two favors per showcase card bought, not for gifts."""
    state, _, _ = act(with_gift("simulacrum", leaves=(3, 0)), "buy-0")
    assert state.mushrooms[0] == 4  # two favors: 0 -> 3 -> 4
    assert gift_bought_with("simulacrum").mushrooms[0] == 0


# ----------------------------------------------------------------------- solo
def test_mycelia_prisma_solo_gwidyon():
    """mycelia-prisma.solo.gwidyon: 20 drops, no supply, a mushroom on start; his cards."""
    state = GAME.setup(1, seed=3)
    assert state.gw_pile == 20 and state.gw_pos == 0 and state.blocked == (1, 2)
    state = position(players=1, hands={0: ["leaf"]}, shrine=GAME.capacity(1), dew={0: {0: 1}})
    state, _, _ = act(state, "play-leaf", "end", "die-1")
    state = settle(state)
    assert state.gw_pile <= 20 and sum(state.gw_done) == 20 - state.gw_pile
    assert "gift-green" not in legal(state) or state.mushrooms[0]


def test_mycelia_prisma_solo_gwidyon_a_cleared_board_wins_despite_replenishment():
    """mycelia-prisma.solo.gwidyon: clearing the board wins, though the full shrine's
    replenishment at the end of that turn puts a dewdrop back."""
    state = position(
        players=1, hands={0: ["marasmius"]}, dew={0: {0: 1}}, shrine=GAME.capacity(1) - 1
    )
    state, _, _ = act(state, "play-marasmius", "remove-0-d", "skip", "end")
    fields = GAME.board.supply[state.supply][1][0]
    state = settle(act(state, "die-1")[0])
    assert sum(state.dew[0]) == len(fields)  # a dewdrop is back on the board
    assert state.ended and GAME.result(state).winners == (0,)


def test_mycelia_prisma_solo_advance():
    """mycelia-prisma.solo.advance: a reshuffle moves his mushroom and turns the piles."""
    gifts = piles(["perspicillum", "umbra"], [], [])
    state = position(
        players=1, tasks=(("gwidyon",), ("end",)), dew={0: {0: 1}},
        gw_deck=(1, 2), gw_done=(0, 0, 1, 1, 1, 1), piles=gifts, gw_pos=0,
    )  # fmt: skip
    state, rules_, _ = act(state, "gw-1")
    assert state.gw_pos == 3 and len(state.gw_deck) == 8  # jumps the blocked I and II
    assert state.piles[0] == codes(["umbra", "perspicillum"], True)
    assert "mycelia-prisma.solo.advance" in rules_


# ----------------------------------------------------------------------- rulings
def test_mycelia_prisma_ruling_two_player_block():
    """mycelia-prisma.ruling.two-player-block: the other reading leaves space I free."""
    assert GAME.setup(2, seed=1, rulings={"two-player-block": "two-only"}).blocked == (2,)
    state = position(hands={0: ["hygrocybe"]}, rulings={"two-player-block": "two-only"})
    assert act(state, "play-hygrocybe")[0].mushrooms[0] == 1


def test_mycelia_prisma_ruling_abilities():
    """mycelia-prisma.ruling.abilities: no skipping while an ability has something to do."""
    rulings = {"abilities": "when-possible"}
    state = position(hands={0: ["marasmius"]}, dew={0: {0: 1}}, rulings=rulings)
    state, _, _ = act(state, "play-marasmius")
    assert legal(state) == ["remove-0-d"]
    refusal(state, "skip", "ruling.abilities")
    state, _, _ = act(state, "remove-0-d")
    assert legal(state) == ["skip"]  # nothing left to remove


def test_mycelia_prisma_ruling_f_g_cards():
    """mycelia-prisma.ruling.f-g-cards: under 'choice' the buyer picks f or g."""
    shown = ["mycena", *SHOWN[1:]]
    state = position(
        hands={0: ["leaf"]}, showcase=shown, leaves=(4, 0), rulings={"f-g-cards": "choice"}
    )
    state, _, _ = act(state, "buy-0")
    assert legal(state) == ["grant-f", "grant-g"]
    assert act(state, "grant-g")[0].actions[0] == ("a", "b", "g")


def test_mycelia_prisma_ruling_beetle():
    """mycelia-prisma.ruling.beetle: under 'at least' more drops than shown will do."""
    state = position(hands={0: ["phallus"]}, dew={0: {2: 3}}, rulings={"beetle": "at-least"})
    state, _, _ = act(state, "play-phallus")
    assert "remove-2-d" in legal(state)


def test_mycelia_prisma_ruling_gift_count():
    """mycelia-prisma.ruling.gift-count: fifteen gifts, two of each, plus Viatica."""
    gifts = [c for c in load_cards() if c.gift and c.color != "start"]
    assert len(gifts) == 15 and all(c.copies == 2 for c in gifts)
    assert sum(len(p) for p in GAME.setup(2, seed=1).piles) == 30


def test_mycelia_prisma_ruling_favor_cards():
    """mycelia-prisma.ruling.favor-cards: in the solo game the gift cards are for sale."""
    state = position(players=1, hands={0: ["leaf"]}, mushrooms=(3,), piles=piles(["perspicillum"]))
    assert "gift-green" in legal(state)


def test_mycelia_prisma_ruling_callouts():
    """mycelia-prisma.ruling.callouts: one favors bar, one root field of three piles."""
    state = GAME.setup(4, seed=1)
    assert len(state.piles) == 3 and len(GAME.board.bar) == 10


# ----------------------------------------------------------------------- example data
def test_mycelia_prisma_data_board():
    """mycelia-prisma.data.board: the board, setups, capacities and supply cards load."""
    board = load_board()
    assert sorted(board.capacity) == [1, 2, 3, 4] and len(board.supply) == 4
    assert GAME.rulebook.section("mycelia-prisma.data.board").example


def test_mycelia_prisma_data_cards():
    """mycelia-prisma.data.cards: every effect occurs on some card."""
    cards = load_cards()
    for effect in (
        "remove",
        "move",
        "others_leaves",
        "others_remove",
        "favors",
        "trash",
        "recycle",
    ):
        assert any(getattr(c, effect) for c in cards), effect
    assert any(c.landscape for c in cards) and any(c.beetle for c in cards)
    assert {c.grant for c in cards} >= {"f", "g"}


def test_mycelia_prisma_data_bar():
    """mycelia-prisma.data.bar: ten spaces from start to purple; Gwidyon's deck."""
    board = load_board()
    assert board.bar[0] == "start" and board.bar[-1] == "purple"
    assert board.gwidyon_drops == 20 and len(board.gwidyon_deck) == 8
