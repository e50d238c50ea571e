"""Every rule of Mycelia: Prisma the engine applies is named by the Step (or the refusal) that
shows it (issue 48: a learner sees each rule cited where it happens, so it has an example).
One test per section, named after it; seed 001_6d301ad178b2b559.txt.

Board as in test_mycelia_prisma_rules.py (example data): field 7 is the shrine field; 0 and 4
moss, 1 grass, 2 water, 3 earth, 6 water.
"""

from __future__ import annotations

from rules import CHANCE
from rules.mycelia_prisma.names import CATALOGUE

try:
    from .mycelia_prisma_helpers import GAME, R, act, position, refusal
    from .test_mycelia_prisma_gifts import buying, piles, with_gift
except ImportError:
    from mycelia_prisma_helpers import GAME, R, act, position, refusal
    from test_mycelia_prisma_gifts import buying, piles, with_gift


def cites(rules_: list[str], section: str) -> bool:
    return R + section in rules_


def test_mycelia_prisma_base_board():
    """mycelia-prisma.base.board: a drop moved onto the shrine field leaves the board, and the
    Step says so citing the board's rule."""
    state = position(hands={0: ["mushroom"]}, dew={0: {8: 1}, 1: {0: 1}})
    state, rules_, text = act(state, "play-mushroom", "move-8-7-d")
    assert cites(rules_, "base.board") and "leaves the board" in text
    assert state.shrine == 1 and state.dew[0][8] == 0


def test_mycelia_prisma_base_landscape():
    """mycelia-prisma.base.landscape: a card's drop on a field of another landscape is refused
    naming the landscape; a card without one refuses earth fields."""
    state = position(hands={0: ["marasmius"]}, dew={0: {1: 1, 0: 1}, 1: {0: 1}})
    state, _, _ = act(state, "play-marasmius")
    refusal(state, "remove-1-d", "base.landscape")
    assert "moss" in CATALOGUE.render(GAME.why_illegal(state, "remove-1-d").message)
    plain = position(hands={0: ["morchella"]}, dew={0: {3: 1, 0: 1}, 1: {0: 1}})
    plain, _, _ = act(plain, "play-morchella")
    refusal(plain, "remove-3-d", "base.landscape")
    refusal(plain, "remove-5-d", "base.remove")  # no drop there: the field's own refusal


def test_mycelia_prisma_base_beetle():
    """mycelia-prisma.base.beetle: a field holding another number of drops than the beetle's
    is refused citing the beetle; a drop taken where the number is met says so."""
    state = position(hands={0: ["phallus"]}, dew={0: {2: 3, 6: 2}, 1: {0: 1}})
    state, _, _ = act(state, "play-phallus")
    refusal(state, "remove-2-d", "base.beetle")
    state, rules_, text = act(state, "remove-6-d")
    assert cites(rules_, "base.beetle") and "exactly 2 drops" in text


def test_mycelia_prisma_base_drop_supply():
    """mycelia-prisma.base.drop-supply: replenishment takes its dewdrops out of the fixed
    supply, and a Step says how many it took and how many are left."""
    state = position(hands={0: ["marasmius"]}, dew={0: {0: 2, 4: 1}, 1: {0: 1}}, shrine=5)
    state, _, _ = act(state, "play-marasmius", "remove-0-d", "remove-0-d", "end")
    assert state.tasks[0] == ("die",)
    before = state.dew_supply
    fields = GAME.board.supply[state.supply][1][0]
    transition = GAME.apply(state, "die-1")
    taken = 2 * len(fields)
    assert R + "base.drop-supply" in [s.rule for s in transition.steps]
    assert transition.state.dew_supply == before - taken
    text = " ".join(s.text for s in transition.steps)
    assert f"the {taken} placed came out of the supply, which has {before - taken} left" in text


def test_mycelia_prisma_prisma_blocked():
    """mycelia-prisma.prisma.blocked: a mushroom jumping over an absent player's mushroom is
    told so, citing the rule of the absent players' mushrooms; a present player's mushroom
    jumped is still told under favor-skip."""
    state = position(hands={0: ["marasmius"]}, dew={1: {0: 1}}, prism={0: {4: 1}})
    state, rules_, text = act(state, "play-marasmius", "remove-4-p")
    assert state.mushrooms[0] == 3 and cites(rules_, "prisma.blocked")
    assert "spaces 1 and 2" in text
    assert not cites(rules_, "prisma.favor-skip")  # no other player's mushroom was jumped
    three = position(
        players=3, hands={0: ["marasmius"]}, dew={1: {0: 1}, 2: {0: 1}}, prism={0: {4: 1}},
        mushrooms=(0, 2, 0),
    )  # fmt: skip
    three, rules_, text = act(three, "play-marasmius", "remove-4-p")
    assert three.mushrooms[0] == 3 and "space 1:" in text
    assert cites(rules_, "prisma.blocked") and cites(rules_, "prisma.favor-skip")


def test_mycelia_prisma_prisma_bonus_order():
    """mycelia-prisma.prisma.bonus-order: a bonus of drops for several players says their
    order, clockwise from the left of the player to move."""
    state = position(
        players=3, hands={0: ["leaf"]}, mushrooms=(9, 0, 0), piles=piles(amber=["lyra"])
    )
    state, rules_, text = act(state, "gift-amber")
    assert cites(rules_, "prisma.bonus-order")
    assert text.index("Player 2") < text.index("Player 3", text.index("clockwise"))
    two = position(hands={0: ["leaf"]}, mushrooms=(9, 0), piles=piles(amber=["lyra"]))
    assert not cites(act(two, "gift-amber")[1], "prisma.bonus-order")  # one other: no order


def test_mycelia_prisma_prisma_gift_lightning():
    """mycelia-prisma.prisma.gift-lightning: buying a gift with a one-time effect says it
    happens now and only now; a gift without one says nothing of the kind."""
    _, rules_, _ = buying("velamen", "green")
    assert cites(rules_, "prisma.gift-lightning")
    state = position(hands={0: ["leaf"]}, mushrooms=(9, 0), piles=piles(["perspicillum"]))
    assert not cites(act(state, "gift-green")[1], "prisma.gift-lightning")


def test_mycelia_prisma_prisma_gift_replace():
    """mycelia-prisma.prisma.gift-replace: a gift laid out is replaced by its number of cards,
    a Step of its own."""
    state = position(
        hands={0: ["leaf"]},
        tops={0: ["anellus", "leaf", "mushroom", "marasmius", "boletus"]},
        dew={0: {0: 1}, 1: {0: 1}},
    )
    state, _, _ = act(state, "play-leaf", "end")
    steps = []
    while state.to_move == CHANCE:  # the showcase's refill, then the draws from the tops
        transition = GAME.apply(state, GAME.sample_chance(state))
        steps += transition.steps
        state = transition.state
    rules_, text = [s.rule for s in steps], " ".join(s.text for s in steps)
    assert cites(rules_, "prisma.gift-replace") and "shows 2, so Player 1 draws 2 cards" in text
    assert len(state.hands[0]) == 4 and state.gifts[0] == (GAME.by_key["anellus"],)


def test_mycelia_prisma_prisma_gift_turn():
    """mycelia-prisma.prisma.gift-turn: at the end of the turn the gifts stop working and go
    to the discard pile, a Step citing the rule of gifts working for one turn."""
    state = with_gift("iris", dew={0: {0: 1}, 1: {0: 1}})
    state, rules_, text = act(state, "play-leaf", "end")
    assert cites(rules_, "prisma.gift-turn") and "Iris" in text
    assert not state.gifts[0]
    plain = position(hands={0: ["leaf"]}, dew={0: {0: 1}, 1: {0: 1}})
    assert not cites(act(plain, "play-leaf", "end")[1], "prisma.gift-turn")


def test_mycelia_prisma_gift_reticulus():
    """mycelia-prisma.gift.reticulus: a drop taken where only Reticulus lets the beetle pass
    cites Reticulus; buying it says its one-time removal from a moss field."""
    state = with_gift("reticulus", hand=["phallus"], dew={0: {2: 3}, 1: {0: 1}})
    state, rules_, _ = act(state, "play-phallus", "remove-2-d")
    assert cites(rules_, "gift.reticulus")
    exact = with_gift("reticulus", hand=["phallus"], dew={0: {2: 2}, 1: {0: 1}})
    assert not cites(act(exact, "play-phallus", "remove-2-d")[1], "gift.reticulus")
    _, bought, text = buying("reticulus", "green", dew={0: {0: 1}})
    assert cites(bought, "gift.reticulus") and "moss field" in text


def test_mycelia_prisma_gift_anellus():
    """mycelia-prisma.gift.anellus: buying it says its one-time removal from the discard pile,
    citing Anellus."""
    _, rules_, text = buying("anellus", "green", discards={0: ["leaf"]})
    assert cites(rules_, "gift.anellus") and "discard pile" in text


def test_mycelia_prisma_gift_lyra():
    """mycelia-prisma.gift.lyra: buying it says the other players may each remove a drop,
    citing Lyra (not under Umbra, which cancels it)."""
    _, rules_, text = buying("lyra", "amber", players=3, dew={1: {3: 1}, 2: {0: 1}})
    assert cites(rules_, "gift.lyra") and "every other player" in text
    state = position(
        players=3, hands={0: ["leaf"]}, gifts={0: ["umbra"]}, mushrooms=(9, 0, 0),
        piles=piles(amber=["lyra"]),
    )  # fmt: skip
    assert not cites(act(state, "gift-amber")[1], "gift.lyra")


def test_mycelia_prisma_gift_iris():
    """mycelia-prisma.gift.iris: a drop taken where only Iris lets the card act cites Iris."""
    state = with_gift("iris", hand=["marasmius"], dew={0: {3: 1, 0: 1}, 1: {0: 1}})
    state, rules_, text = act(state, "play-marasmius", "remove-3-d", "remove-0-d")
    assert rules_.count(R + "gift.iris") == 1 and "Iris" in text
