"""One test per rule of Mycelia: Prisma (seed 001_6d301ad178b2b559.txt) and of the minimal
base game under it, named after its rulebook section.

Example board (board.toml): fields 0-19 row by row; moss 0, 4, 8, 12, 16; grass 1, 5, 9,
13, 17; water 2, 6, 10, 14, 18; earth 3, 11, 15, 19; the shrine field 7. The favors bar
(bar.toml): 0 start, 1-3 green, 4-6 amber, 7-9 purple (9 the last); with two players
spaces 1 and 2 are blocked. Example cards (cards.toml): leaf (1 leaf), leaf-gift (2 leaves,
1 to each other player), mushroom (move 1), marasmius (remove 2 on moss), phallus (remove 2
on water, beetle 2), cyptotrama (move 2 on grass, beetle 1), amanita (remove 1 on grass),
boletus (3 leaves, cost 2), morchella (remove 3, others remove 1), lactarius (remove 1 on
water, 1 favor), hygrocybe (recycle, 2 leaves, 1 favor), coprinus (draw 1, remove a card),
mycena (gives f), clathrus (gives g).
"""

from __future__ import annotations

import dataclasses

from rules import CHANCE
from rules.core.messages import render
from rules.mycelia_prisma.data import COLORS

try:
    from .mycelia_prisma_helpers import GAME, act, codes, k, legal, position, refusal, settle
except ImportError:
    from mycelia_prisma_helpers import GAME, act, codes, k, legal, position, refusal, settle


def piles(green=(), amber=(), purple=()):
    return (codes(green, True), codes(amber, True), codes(purple, True))


def moving_onto_shrine():
    return position(hands={0: ["mushroom"]}, dew={0: {8: 1, 0: 1}})


# ----------------------------------------------------------------------- the base game
def test_mycelia_prisma_base_board():
    """mycelia-prisma.base.board: 20 fields, one shrine field; a drop moved onto it leaves."""
    assert len(GAME.board.landscapes) == 20 and GAME.board.shrine_field == 7
    state, rules_, _ = act(moving_onto_shrine(), "play-mushroom", "move-8-7-d")
    assert state.dew[0][8] == 0 and state.dew[0][7] == 0 and state.shrine == 1
    assert "mycelia-prisma.base.remove" in rules_


def test_mycelia_prisma_base_setup():
    """mycelia-prisma.base.setup: 20 dewdrops, a and b, five showcase cards, three in hand."""
    state = settle(GAME.setup(2, seed=4, variants=("base-only",)))
    assert [sum(d) for d in state.dew] == [20, 20]
    assert state.actions == (("a", "b"), ("a", "b")) and state.leaves == (0, 0)
    assert all(state.showcase) and [len(h) for h in state.hands] == [3, 3]


def test_mycelia_prisma_base_turn():
    """mycelia-prisma.base.turn: every hand card is played before the turn can end."""
    state = position(hands={0: ["leaf", "boletus"]}, tops={0: ["amanita", "amanita", "coprinus"]})
    refusal(state, "end", "base.turn")
    state, _, _ = act(state, "play-boletus", "play-leaf")
    assert "end" in legal(state)
    state = settle(act(state, "end")[0])
    assert state.current == 1 and state.played == ()
    assert state.discards[0] == codes(["leaf", "boletus"])


def test_mycelia_prisma_base_deck():
    """mycelia-prisma.base.deck: known top cards come first without chance; an empty pile
    takes in the shuffled discard pile."""
    state = position(hands={0: ["leaf"]}, tops={0: ["boletus", "amanita", "mushroom"]})
    state, _, _ = act(state, "play-leaf", "end")
    while state.tasks[0][0] == "market":
        state = GAME.apply(state, GAME.sample_chance(state)).state
    assert state.hands[0] == codes(["boletus", "amanita", "mushroom"])
    empty = position(hands={0: ["leaf"]}, discards={0: ["boletus", "amanita"]})
    after, rules_, _ = act(empty, "play-leaf", "end")
    after = settle(after, rules_)
    assert "mycelia-prisma.base.deck" in rules_
    assert sorted(after.decks[0] + after.hands[0]) == sorted(codes(["boletus", "amanita", "leaf"]))


def test_mycelia_prisma_base_leaves():
    """mycelia-prisma.base.leaves: a leaf symbol gives a leaf."""
    state, _, text = act(position(hands={0: ["leaf"]}), "play-leaf")
    assert state.leaves[0] == 1 and "one leaf" in text


def test_mycelia_prisma_base_remove():
    """mycelia-prisma.base.remove: dewdrops and prism drops are removed alike (the seed's
    Marasmius example: one of each from a moss field)."""
    state = position(hands={0: ["marasmius"]}, dew={0: {0: 1}}, prism={0: {0: 1}})
    state, _, _ = act(state, "play-marasmius", "remove-0-d", "remove-0-p")
    assert state.dew[0][0] == state.prism[0][0] == 0 and state.shrine == 2


def test_mycelia_prisma_base_move():
    """mycelia-prisma.base.move: one field up, down, left or right."""
    state, _, _ = act(position(hands={0: ["mushroom"]}, dew={0: {0: 1}}), "play-mushroom")
    assert {k for k in legal(state) if k != "skip"} == {"move-0-5-d", "move-0-1-d"}
    state, _, _ = act(state, "move-0-1-d")
    assert state.dew[0][1] == 1


def test_mycelia_prisma_base_landscape():
    """mycelia-prisma.base.landscape: a card's landscape, or any but earth."""
    state = position(hands={0: ["marasmius", "mushroom"]}, dew={0: {0: 1, 1: 1, 3: 1}})
    removing, _, _ = act(state, "play-marasmius")
    assert legal(removing) == ["remove-0-d", "skip"]
    moving, _, _ = act(state, "play-mushroom")
    assert not any(key.startswith("move-3-") for key in legal(moving))


def test_mycelia_prisma_base_beetle():
    """mycelia-prisma.base.beetle: exactly the number shown."""
    state = position(hands={0: ["phallus"]}, dew={0: {2: 2, 6: 3}})
    state, _, _ = act(state, "play-phallus")
    assert {key.split("-")[1] for key in legal(state) if key != "skip"} == {"2"}


def test_mycelia_prisma_base_bonus():
    """mycelia-prisma.base.bonus: the other players get their bonus."""
    state, _, _ = act(position(players=3, hands={0: ["leaf-gift"]}), "play-leaf-gift")
    assert state.leaves == (2, 1, 1)


def test_mycelia_prisma_base_showcase():
    """mycelia-prisma.base.showcase: pay leaves; the card goes on top of the draw pile; the
    place is refilled at the end of the turn."""
    shown = ["boletus", "amanita", "marasmius", "laetiporus", "morchella"]
    state = position(hands={0: ["leaf"]}, showcase=shown, leaves=(4, 0))
    refusal(state, "buy-3", "base.showcase")  # laetiporus costs 6
    state, _, _ = act(state, "buy-2")
    assert state.leaves[0] == 1 and state.tops[0] == (k("marasmius"),)
    assert state.showcase[2] == 0
    state = settle(act(state, "play-leaf", "end")[0])
    assert all(state.showcase)


def test_mycelia_prisma_base_action_a():
    """mycelia-prisma.base.action-a: one leaf for a new showcase, once per turn."""
    state = position(hands={0: ["leaf"]}, leaves=(3, 0))
    state = settle(act(state, "action-a-showcase")[0])
    assert state.leaves[0] == 2 and all(state.showcase)
    refusal(state, "action-a-showcase", "base.action-a")
    assert "action cards a, b (used this turn: a)" in render(GAME.describe(state))


def test_mycelia_prisma_base_action_b():
    """mycelia-prisma.base.action-b: three leaves to move any drop, earth too."""
    state = position(hands={0: ["leaf"]}, dew={0: {3: 1}}, leaves=(3, 0))
    state, _, _ = act(state, "action-b", "move-3-2-d")
    assert state.dew[0][2] == 1 and state.leaves[0] == 0
    refusal(
        position(hands={0: ["leaf"]}, dew={0: {3: 1}}, leaves=(2, 0)), "action-b", "base.action-b"
    )


def test_mycelia_prisma_base_action_b_needs_a_drop():
    """mycelia-prisma.base.action-b: with no drop on the board action b has nothing to move
    and is refused; one drop anywhere is enough (an earth field too), and under Virga, with
    abilities used when possible, that drop is removed instead of moved."""
    empty = position(hands={0: ["leaf"]}, dew={1: {3: 1}}, leaves=(3, 0))
    assert "action-b" not in legal(empty)
    refusal(empty, "action-b", "base.action-b")
    earth = GAME.board.landscapes.index("earth")
    state = position(hands={0: ["leaf"]}, dew={0: {earth: 1}}, leaves=(3, 0))
    assert "action-b" in legal(state)
    virga = position(
        hands={0: ["leaf"]}, gifts={0: ["virga"]}, prism={0: {earth: 1}}, leaves=(3, 0),
        rulings={"abilities": "when-possible"},
    )  # fmt: skip
    after, _, _ = act(virga, "action-b")
    assert legal(after) == [f"remove-{earth}-p"]


def test_mycelia_prisma_base_remove_card():
    """mycelia-prisma.base.remove-card: a card from the discard pile leaves the game."""
    state = position(hands={0: ["coprinus"]}, discards={0: ["leaf"]}, tops={0: ["boletus"]})
    before = state.trashed.count(k("leaf"))
    state, _, _ = act(state, "play-coprinus", "trash-discard-leaf")
    assert state.trashed.count(k("leaf")) == before + 1 and state.discards[0] == ()


def test_mycelia_prisma_base_shrine():
    """mycelia-prisma.base.shrine: a full shrine turns at the end of the turn."""
    state = position(hands={0: ["leaf"]}, shrine=GAME.capacity(2))
    state, rules_, _ = act(state, "play-leaf", "end")
    assert state.shrine == 0 and state.to_move == CHANCE and state.tasks[0] == ("die",)
    assert "mycelia-prisma.base.shrine" in rules_


def test_mycelia_prisma_base_shrine_gives_its_dewdrops_back_to_the_supply():
    """mycelia-prisma.base.shrine: a turning shrine's dewdrops return to the supply, its
    prism drops leave play."""
    state = position(hands={0: ["leaf"]}, shrine=6, shrine_prism=2)
    supply = state.dew_supply
    state, _, text = act(state, "play-leaf", "end")
    assert state.dew_supply == supply + 4 and state.shrine == state.shrine_prism == 0
    assert "prism drops leave play" in text


def test_mycelia_prisma_base_drop_supply():
    """mycelia-prisma.base.drop-supply: replenishment takes its dewdrops from the finite
    supply; a field the supply cannot give to every board gets none."""
    start = GAME.setup(4, seed=1)
    on_boards = sum(map(sum, start.dew))
    assert start.dew_supply == GAME.board.dewdrops - on_boards == 80 - 4 * 12
    fields = GAME.board.supply[start.supply][1][1]  # face 2 names two fields
    assert len(fields) == 2
    plenty = position(players=3, tasks=(("die",), ("end",)), dew={0: {0: 1}})
    after, _, _ = act(plenty, "die-2")
    assert after.dew_supply == plenty.dew_supply - 3 * 2
    # 76 dewdrops on the boards leave 4 in the supply: the first field named gets one on each
    # of the three boards, the second none.
    short = position(players=3, tasks=(("die",), ("end",)), dew={0: {0: 40}, 1: {0: 36}})
    assert short.dew_supply == 4
    fields = GAME.board.supply[short.supply][1][1]
    after, rules_, text = act(short, "die-2")
    assert after.dew_supply == 1
    assert all(after.dew[s][fields[0]] == short.dew[s][fields[0]] + 1 for s in range(3))
    assert all(after.dew[s][fields[1]] == short.dew[s][fields[1]] for s in range(3))
    assert "mycelia-prisma.base.drop-supply" in rules_ and "too few dewdrops" in text


def test_mycelia_prisma_base_replenish():
    """mycelia-prisma.base.replenish: the die face's fields get a dewdrop on every board."""
    state = position(variants=("base-only",), tasks=(("die",), ("end",)), dew={0: {0: 1}})
    fields = GAME.board.supply[state.supply][1][2]
    state, _, _ = act(state, "die-3")
    for seat in (0, 1):
        assert all(state.dew[seat][f] >= 1 for f in fields)


def test_mycelia_prisma_base_end():
    """mycelia-prisma.base.end: the last drop starts the last round; empty boards win."""
    state = position(hands={1: ["marasmius"]}, dew={0: {0: 3}, 1: {0: 1}}, current=1)
    state, rules_, _ = act(state, "play-marasmius", "remove-0-d")
    assert state.last_round and "mycelia-prisma.base.end" in rules_
    state, _, _ = act(state, "skip", "end")
    state = settle(state)
    assert state.ended and GAME.result(state).winners == (1,)


def test_mycelia_prisma_base_variant():
    """mycelia-prisma.base.variant: Mycelia alone has no prism drops, gifts nor Viatica."""
    state = settle(GAME.setup(2, seed=2, variants=("base-only",)))
    assert sum(map(sum, state.prism)) == 0 and not any(state.piles)
    assert k("viatica") not in GAME.start_deck(False)
    refusal(position(variants=("base-only",), hands={0: ["leaf"]}), "gift-green", "base.variant")


# ----------------------------------------------------------------------- Prisma
def test_mycelia_prisma_prisma_setup():
    """mycelia-prisma.prisma.setup: 12 dewdrops and 10 prism drops; mushrooms on start;
    three face-up piles by colour."""
    state = GAME.setup(3, seed=5)
    assert [sum(d) for d in state.dew] == [12] * 3 and [sum(p) for p in state.prism] == [10] * 3
    assert state.mushrooms == (0, 0, 0)
    for color, pile in zip(COLORS, state.piles, strict=True):
        assert pile and all(GAME.cards[c].color == color for c in pile)


def test_mycelia_prisma_prisma_viatica_start():
    """mycelia-prisma.prisma.viatica-start: seven start cards, Viatica among them."""
    deck = GAME.start_deck(True)
    assert len(deck) == 7 and deck.count(k("viatica")) == 1


def test_mycelia_prisma_prisma_blocked():
    """mycelia-prisma.prisma.blocked: space I with three players, I and II with two."""
    assert [GAME.setup(p, seed=1).blocked for p in (1, 2, 3, 4)] == [(1, 2), (1, 2), (1,), ()]


def test_mycelia_prisma_prisma_prism_favor():
    """mycelia-prisma.prisma.prism-favor: a prism drop removed, directly or by the shrine
    field, is a favor."""
    state = position(hands={0: ["amanita", "mushroom"]}, prism={0: {1: 1, 8: 1}})
    state, _, _ = act(state, "play-amanita", "remove-1-p")
    assert state.mushrooms[0] == 3  # spaces 1 and 2 are blocked with two players
    state, _, _ = act(state, "play-mushroom", "move-8-7-p")
    assert state.mushrooms[0] == 4


def test_mycelia_prisma_prisma_favors():
    """mycelia-prisma.prisma.favors: a favor symbol moves the mushroom on."""
    state = position(players=4, hands={0: ["hygrocybe"]})
    state, _, _ = act(state, "play-hygrocybe")
    assert state.mushrooms[0] == 1


def test_mycelia_prisma_prisma_favor_skip():
    """mycelia-prisma.prisma.favor-skip: occupied spaces are jumped (the seed's example)."""
    state = position(players=4, hands={0: ["lactarius"]}, prism={0: {2: 1}}, mushrooms=(0, 1, 2, 0))
    state, rules_, _ = act(state, "play-lactarius", "remove-2-p")
    assert state.mushrooms[0] == 4  # the removal jumps 1 and 2, the card's favor goes on
    assert "mycelia-prisma.prisma.favor-skip" in rules_


def test_mycelia_prisma_prisma_favor_last():
    """mycelia-prisma.prisma.favor-last: a favor on the last space is lost."""
    state = position(hands={0: ["hygrocybe"]}, mushrooms=(9, 9))
    state, rules_, _ = act(state, "play-hygrocybe")
    assert state.mushrooms == (9, 9) and "mycelia-prisma.prisma.favor-last" in rules_


def test_mycelia_prisma_prisma_bonus_order():
    """mycelia-prisma.prisma.bonus-order: clockwise from the left of the active player."""
    state = position(players=4, hands={2: ["morchella"]}, current=2)
    state, _, _ = act(state, "play-morchella")
    bonus = [t[1] for t in state.tasks if t[0] == "bonus"]
    assert bonus == [3, 0, 1]


def test_mycelia_prisma_prisma_gift_buy():
    """mycelia-prisma.prisma.gift-buy: from a space of the colour or dearer; back to start;
    the gift goes on top of the draw pile."""
    gifts = piles(["velamen"], ["falx"], ["lux"])
    state = position(hands={0: ["leaf"]}, mushrooms=(4, 0), piles=gifts)
    assert {"gift-green", "gift-amber"} <= set(legal(state)) and "gift-purple" not in legal(state)
    refusal(state, "gift-purple", "prisma.gift-buy")
    state, _, _ = act(state, "gift-amber")
    assert state.mushrooms[0] == 0 and state.tops[0] == (k("falx"),)


def test_mycelia_prisma_prisma_gift_no_change():
    """mycelia-prisma.prisma.gift-no-change: a green gift bought from purple."""
    state = position(
        hands={0: ["leaf"]}, mushrooms=(8, 0), piles=piles(["perspicillum"], ["falx"], ["lux"])
    )
    state, rules_, _ = act(state, "gift-green")
    assert state.mushrooms[0] == 0 and "mycelia-prisma.prisma.gift-no-change" in rules_


def test_mycelia_prisma_prisma_gift_lightning():
    """mycelia-prisma.prisma.gift-lightning: once, when bought; not when drawn later."""
    state = position(hands={0: ["leaf"]}, mushrooms=(3, 0), piles=piles(["velamen"], [], []))
    state, _, _ = act(state, "gift-green")
    assert state.leaves[0] == 2
    state = settle(act(state, "play-leaf", "end")[0])
    assert k("velamen") in state.gifts[0] + state.discards[0] and state.leaves[0] == 3


def test_mycelia_prisma_prisma_gift_piles():
    """mycelia-prisma.prisma.gift-piles: an empty pile stays empty."""
    state = position(
        hands={0: ["leaf"]}, mushrooms=(9, 0), piles=piles(["perspicillum"], [], ["lux"])
    )
    refusal(state, "gift-amber", "prisma.gift-piles")
    state, rules_, _ = act(state, "gift-green")
    assert state.piles[0] == () and "mycelia-prisma.prisma.gift-piles" in rules_


def test_mycelia_prisma_prisma_gift_area():
    """mycelia-prisma.prisma.gift-area: a drawn gift goes to the gift area, not the hand."""
    state = position(hands={0: ["leaf"]}, tops={0: ["iris", "leaf", "boletus", "amanita"]})
    state = settle(act(state, "play-leaf", "end")[0])
    assert state.gifts[0] == (k("iris"),) and k("iris") not in state.hands[0]


def test_mycelia_prisma_prisma_gift_replace():
    """mycelia-prisma.prisma.gift-replace: a gift's number of cards drawn in its place."""
    tops = ["anellus", "leaf", "boletus", "amanita", "mushroom", "marasmius"]
    state = position(hands={0: ["leaf"]}, tops={0: tops})
    state = settle(act(state, "play-leaf", "end")[0])
    assert len(state.hands[0]) == 4  # three draws, one of them Anellus, which draws two


def test_mycelia_prisma_prisma_gift_turn():
    """mycelia-prisma.prisma.gift-turn: gifts work all turn, then go to the discard pile."""
    state = position(hands={0: ["leaf"]}, gifts={0: ["iris"]})
    state, _, _ = act(state, "play-leaf", "end")
    assert state.gifts[0] == () and k("iris") in state.discards[0] + state.decks[0] + state.hands[0]


def test_mycelia_prisma_prisma_action_a():
    """mycelia-prisma.prisma.action-a: the top gift of each pile goes to the bottom."""
    gifts = piles(["perspicillum", "umbra"], ["falx", "lyra"], ["lux", "gemma"])
    state = position(hands={0: ["leaf"]}, leaves=(1, 0), piles=gifts)
    state, _, _ = act(state, "action-a-gifts")
    assert state.piles == piles(["umbra", "perspicillum"], ["lyra", "falx"], ["gemma", "lux"])


def test_mycelia_prisma_prisma_remove_gift():
    """mycelia-prisma.prisma.remove-gift: a card may leave from the gift area too."""
    state = position(hands={0: ["coprinus"]}, gifts={0: ["iris"]}, tops={0: ["leaf"]})
    state, _, _ = act(state, "play-coprinus")
    assert "trash-gift-iris" in legal(state)
    before = state.trashed.count(k("iris"))
    state, _, _ = act(state, "trash-gift-iris")
    assert state.gifts[0] == () and state.trashed.count(k("iris")) == before + 1


def test_mycelia_prisma_prisma_recycle():
    """mycelia-prisma.prisma.recycle: onto the draw pile; a recycled gift stops working."""
    shown = ["boletus", "amanita", "marasmius", "phallus", "morchella"]
    state = position(hands={0: ["hygrocybe"]}, gifts={0: ["velamen"]}, showcase=shown)
    assert GAME.showcase_price(state, k("marasmius")) == 2
    state, _, _ = act(state, "play-hygrocybe", "recycle-gift-velamen")
    assert state.tops[0] == (k("velamen"),) and GAME.showcase_price(state, k("marasmius")) == 3


def test_mycelia_prisma_prisma_action_f():
    """mycelia-prisma.prisma.action-f: bought with its card, usable at once: leaf for favor."""
    shown = ["mycena", "amanita", "marasmius", "phallus", "morchella"]
    state = position(players=4, hands={0: ["leaf"]}, showcase=shown, leaves=(5, 0, 0, 0))
    state, _, _ = act(state, "buy-0")
    assert state.actions[0] == ("a", "b", "f") and state.pool == (1, 2)
    state, _, _ = act(state, "action-f")
    assert state.mushrooms[0] == 1 and state.leaves[0] == 0
    refusal(state, "action-f", "prisma.action-f")


def test_mycelia_prisma_prisma_action_f_twice_with_two_cards():
    """mycelia-prisma.prisma.action-f: each action card once per turn, so two f cards give
    two favors for two leaves."""
    state = position(
        players=4, hands={0: ["leaf"]}, leaves=(2, 0, 0, 0),
        actions=(("a", "b", "f", "f"), ("a", "b"), ("a", "b"), ("a", "b")), pool=(0, 2),
    )  # fmt: skip
    state, _, _ = act(state, "action-f", "action-f")
    assert state.mushrooms[0] == 2 and state.leaves[0] == 0
    refusal(dataclasses.replace(state, leaves=(1, 0, 0, 0)), "action-f", "prisma.action-f")


def test_mycelia_prisma_prisma_action_g():
    """mycelia-prisma.prisma.action-g: three leaves to recycle a card."""
    state = position(
        hands={0: ["leaf"]}, discards={0: ["boletus"]}, leaves=(3, 0),
        actions=(("a", "b", "g"), ("a", "b")), pool=(2, 1),
    )  # fmt: skip
    state, _, _ = act(state, "action-g", "recycle-discard-boletus")
    assert state.tops[0] == (k("boletus"),) and state.leaves[0] == 0


def test_mycelia_prisma_prisma_action_limit():
    """mycelia-prisma.prisma.action-limit: a fifth action card is given back at once."""
    shown = ["mycena", "amanita", "marasmius", "phallus", "morchella"]
    state = position(
        hands={0: ["leaf"]}, showcase=shown, leaves=(4, 0),
        actions=(("a", "b", "f", "g"), ("a", "b")), pool=(1, 1),
    )  # fmt: skip
    state, _, _ = act(state, "buy-0")
    assert state.tasks[0] == ("drop-action",) and len(state.actions[0]) == 5
    state, _, _ = act(state, "drop-b")
    assert state.actions[0] == ("a", "f", "f", "g")


def test_mycelia_prisma_prisma_replenish():
    """mycelia-prisma.prisma.replenish: dewdrops only."""
    state = position(tasks=(("die",), ("end",)), prism={0: {0: 1}})
    after, rules_, _ = act(state, "die-2")
    assert after.prism == state.prism and sum(after.dew[0]) > 0
    assert "mycelia-prisma.prisma.replenish" in rules_


def test_mycelia_prisma_prisma_end():
    """mycelia-prisma.prisma.end: cleared boards tie: leaves, then favors, then shared."""
    finished = dict(dew={}, hands={}, current=1, last_round=True, tasks=(("end",),))
    base = position(**{**finished, "tasks": (("turn",),)})
    by_favors = dataclasses.replace(base, leaves=(3, 3), mushrooms=(5, 3), tasks=(("turn",),))
    state = settle(act(by_favors, "end")[0])
    assert GAME.result(state).winners == (0,) and state.ended == "mycelia-prisma.prisma.end"
    shared = settle(act(dataclasses.replace(by_favors, mushrooms=(4, 4)), "end")[0])
    assert GAME.result(shared).winners == (0, 1)
    by_leaves = settle(act(dataclasses.replace(by_favors, leaves=(2, 5)), "end")[0])
    assert GAME.result(by_leaves).winners == (1,)
