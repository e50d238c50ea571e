"""One test per rule of Vrienden, the game published as Chakra (seed 002_3b0b85b91a36e80b.txt).

Each test is named after the rulebook section it checks. Positions come from
``vrienden_helpers.position`` (bag recomputed so energies are conserved); ``act`` applies
actions and checks every Step cites a section, ``refusal`` checks an illegal action's Ruling.
Rows of a board: bubbles, purple, dark-blue, light-blue, green, yellow, orange, red, earth.
"""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules import CHANCE
from rules.core.messages import render
from rules.vrienden.state import FLOW

try:
    from .vrienden_helpers import GAME, R, act, board, c, legal_keys, position, refusal, step_rules
except ImportError:
    from vrienden_helpers import GAME, R, act, board, c, legal_keys, position, refusal, step_rules

PLAIN = [["green", "yellow", "red"], ["purple", "orange", "orange"], ["dark-blue", "green", "red"]]


# ------------------------------------------------------------------------------ setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_vrienden_setup_bag(players):
    """vrienden.setup.bag: 3 energies of each colour and black per player (flows included)."""
    state = GAME.setup(players, seed=5)
    in_flows = [0] * 9
    for flow in state.flows:
        for x in flow:
            in_flows[x] += 1
    totals = [state.bag[k] + in_flows[k] for k in range(9)]
    assert totals == [3 * players] * 8 + [0]


def test_vrienden_setup_plenitude():
    """vrienden.setup.plenitude: seven of the eight tokens (two each of 1-4) are laid out."""
    for seed in range(20):
        state = GAME.setup(2, seed=seed)
        assert sorted((*state.plenitude, state.spare)) == [1, 1, 2, 2, 3, 3, 4, 4]
    layouts = {GAME.setup(2, seed=s).plenitude for s in range(20)}
    assert len(layouts) > 10  # shuffled by the seed
    assert GAME.setup(2, seed=3) == GAME.setup(2, seed=3)


def test_vrienden_setup_maya():
    """vrienden.setup.maya: three flows of three spaces, each filled from the bag."""
    state = GAME.setup(3, seed=2)
    assert len(state.flows) == 3 and all(len(f) == 3 for f in state.flows)
    assert all(x >= 0 for f in state.flows for x in f)
    assert sum(state.bag) == 3 * 8 * 3 - 9


def test_vrienden_setup_players():
    """vrienden.setup.players: five inspiration tokens and one random meditation token each."""
    state = GAME.setup(4, seed=1)
    for seat in range(4):
        assert state.tokens_in_hand(seat) == 5
        assert len(state.meditation[seat]) == 1
    seen = {GAME.setup(4, seed=s).meditation for s in range(10)}
    assert len(seen) > 1


def test_vrienden_turn_unreadable_action_cites_a_section():
    """vrienden.turn: a key that means nothing is refused with the turn section."""
    state = GAME.setup(2)
    ruling = GAME.why_illegal(state, "fly purple")
    assert ruling is not None and ruling.rule == R + "turn"
    assert GAME.turn_rule in GAME.rulebook


# ------------------------------------------------------------------------------ receive


def test_vrienden_receive_take():
    """vrienden.receive.take: 1-3 energies of different colours from one flow."""
    state = position(flows=[["green", "green", "red"], ["purple", "orange", "yellow"], PLAIN[2]])
    keys = legal_keys(state)
    assert "take flow:1 green,red to bubbles" in keys
    assert "take flow:2 purple,yellow,orange to bubbles" in keys
    ruling = GAME.why_illegal(state, "take flow:2 orange,purple to bubbles")
    assert ruling.rule == R + "turn" and "purple and orange" in ruling.text  # in words
    assert "purple,orange" not in ruling.text  # never a key
    assert refusal(state, "take flow:1 green,green to bubbles").rule == R + "receive.take"
    assert refusal(state, "take flow:1 yellow to bubbles").rule == R + "receive.take"
    after = act(state, "take flow:1 green,red to bubbles").state
    assert after.boards[0][0] == (c("green"), c("red"))
    assert after.flows[0].count(c("green")) == 1


def test_vrienden_receive_black():
    """vrienden.receive.black: a flow showing black gives at least one black."""
    state = position(flows=[["green", "black", "red"], PLAIN[1], PLAIN[2]])
    assert refusal(state, "take flow:1 green to bubbles").rule == R + "receive.black"
    keys = legal_keys(state)
    assert "take flow:1 black to bubbles" in keys
    assert "take flow:1 green,red,black to bubbles" in keys
    assert not any(k.startswith("take flow:1") and "black" not in k for k in keys)


def test_vrienden_receive_bubbles():
    """vrienden.receive.bubbles: one energy per bubble, three bubbles."""
    state = position(boards={0: board(bubbles=["purple", "purple"])}, flows=PLAIN)
    assert "take flow:1 green to bubbles" in legal_keys(state)
    ruling = refusal(state, "take flow:1 green,yellow to bubbles")
    assert ruling.rule == R + "receive.bubbles"
    assert "1 bubble free" in ruling.text


def test_vrienden_receive_chakra():
    """vrienden.receive.chakra: all onto one chakra, paying a token into its notch."""
    state = position(flows=PLAIN)
    t = act(state, "take flow:1 green,yellow to chakra:green")
    after = t.state
    assert after.boards[0][4] == (c("green"), c("yellow"))
    assert after.notches[0] == 1 << c("green")
    assert after.tokens_in_hand(0) == 4
    assert R + "receive.chakra" in step_rules(t)
    broke = position(flows=PLAIN, notches={0: ["purple", "dark-blue"]}, spaces={0: [1, 2, 3]})
    assert refusal(broke, "take flow:1 green to chakra:green").rule == R + "receive.chakra"


def test_vrienden_receive_capacity():
    """vrienden.receive.capacity: a chakra holds three energies."""
    state = position(boards={0: board(green=["red", "red"])}, flows=PLAIN)
    assert "take flow:1 green to chakra:green" in legal_keys(state)
    assert refusal(state, "take flow:1 green,yellow to chakra:green").rule == (
        R + "receive.capacity"
    )


def test_vrienden_receive_notch_taken():
    """vrienden.receive.notch-taken: no direct placement on a chakra with a notch token."""
    state = position(boards={0: board(green=["green"])}, flows=PLAIN, notches={0: ["green"]})
    assert refusal(state, "take flow:1 green to chakra:green").rule == R + "receive.notch-taken"


def test_vrienden_receive_refill():
    """vrienden.receive.refill: emptied spaces are refilled from the bag, one chance draw each."""
    state = position(flows=PLAIN)
    after = act(state, "take flow:1 green,yellow to bubbles").state
    assert after.to_move == CHANCE and after.refill == ((0, 0), (0, 1))
    # The turn flow: a draw per emptied space, then the next player's decision.
    assert after.tasks == (("draw", 0, 0), ("draw", 0, 1), ("play",))
    assert FLOW.to_move(after.tasks, after.current) == CHANCE
    outcomes = GAME.chance_outcomes(after)
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    black = next(p for a, p in outcomes if a.key == "draw black")
    assert black == pytest.approx(after.bag[c("black")] / sum(after.bag))
    after = act(after, "draw black", "draw purple").state
    assert after.flows[0] == (c("black"), c("purple"), c("red"))
    assert after.to_move == 1
    # Only a draw is possible while refilling, and only of a colour left in the bag.
    mid = act(state, "take flow:1 green,yellow to bubbles").state
    assert refusal(mid, "meditate red").rule == R + "receive.refill"
    empty = dataclasses.replace(mid, bag=(0, *mid.bag[1:]), discard=(mid.bag[0], *mid.discard[1:]))
    assert refusal(empty, "draw purple").rule == R + "receive.refill"


def test_vrienden_receive_refill_stops_when_the_bag_is_empty():
    """vrienden.receive.refill: an empty bag leaves the spaces empty."""
    state = position(flows=PLAIN)
    bag = state.bag
    state = dataclasses.replace(state, bag=(0,) * 9, discard=bag)
    after = act(state, "take flow:1 green to bubbles").state
    assert after.refill == () and after.flows[0][0] == -1 and after.to_move == 1


# ------------------------------------------------------------------------------ channel


def test_vrienden_channel_token():
    """vrienden.channel.token: a token on a free inspiration space; none in hand, no channel."""
    state = position(boards={0: board(purple=["red"])}, flows=PLAIN)
    after = act(state, "channel 7").state
    assert after.spaces[0] == 1 << 6 and after.phase == "channel"
    used = position(boards={0: board(purple=["red"])}, flows=PLAIN, spaces={0: [7]})
    assert refusal(used, "channel 7").rule == R + "channel.token"
    spent = position(boards={0: board(purple=["red"])}, flows=PLAIN, spaces={0: [1, 2, 3, 4, 5]})
    assert refusal(spent, "channel 7").rule == R + "channel.token"


def test_vrienden_channel_actions():
    """vrienden.channel.actions: each of the eight spaces makes exactly its moves."""
    b = board(bubbles=["red", "orange", "yellow"], purple=["green"])
    state = position(boards={0: b}, flows=PLAIN)
    s = act(state, "channel 1").state
    assert s.pending == (1, 1, 1)
    s = act(
        s,
        "move red bubbles chakra:purple",
        "move orange bubbles chakra:purple",
        "move green chakra:purple chakra:dark-blue",
    ).state
    assert s.boards[0][1] == (c("orange"), c("red")) and s.current == 1
    s = act(state, "channel 3", "move yellow bubbles chakra:light-blue").state
    assert s.boards[0][3] == (c("yellow"),)
    s = act(state, "channel 2", "move green chakra:purple chakra:light-blue").state
    assert s.pending == (1,)
    up = position(boards={0: board(green=["purple"], red=["red"])}, flows=PLAIN)
    s = act(up, "channel 4", "move purple chakra:green chakra:dark-blue").state
    assert s.boards[0][2] == (c("purple"),)
    s = act(up, "channel 5", "move purple chakra:green chakra:light-blue").state
    assert s.pending == (-1,)
    s = act(s, "move red chakra:red chakra:orange").state
    assert s.current == 1
    s = act(up, "channel 6", "move purple chakra:green chakra:yellow").state
    assert s.pending == (-1,)
    assert "move red chakra:red chakra:orange" in legal_keys(s)
    assert refusal(s, "move red chakra:red earth").rule == R + "channel.actions"
    s = act(up, "channel 7").state
    assert {
        "move purple chakra:green chakra:yellow",
        "move purple chakra:green chakra:light-blue",
    } <= (legal_keys(s))
    assert refusal(s, "move purple chakra:green chakra:dark-blue").rule == R + "channel.skip"


def test_vrienden_channel_actions_moves_only_inside_a_channel():
    """vrienden.channel.actions: a move without a channel action is refused."""
    state = position(boards={0: board(purple=["red"])}, flows=PLAIN)
    assert refusal(state, "move red chakra:purple chakra:dark-blue").rule == R + "channel.token"


def test_vrienden_channel_all_moves():
    """vrienden.channel.all-moves: a space whose moves cannot all be made cannot be chosen."""
    # Only one energy on the board: "three energies down one" is impossible.
    state = position(boards={0: board(purple=["red"])}, flows=PLAIN)
    assert refusal(state, "channel 1").rule == R + "channel.all-moves"
    assert "channel 7" in legal_keys(state)
    # Two energies, space 2 (down 2 and down 1): the first move may not strand the second.
    two = position(boards={0: board(orange=["green"], red=["yellow"])}, flows=PLAIN)
    # orange -> earth is impossible for green; red -> earth impossible for yellow.
    assert refusal(two, "channel 2").rule == R + "channel.all-moves"


def test_vrienden_channel_all_moves_refuses_a_stranding_move():
    """vrienden.channel.all-moves: a single move that makes the rest impossible is refused."""
    # Space 6: one down 1 and another up 1. Green on red can only go up; moving black down
    # to the earth first is fine, but moving green up with nothing left to go down is not.
    state = position(boards={0: board(red=["black", "green"])}, flows=PLAIN)
    s = act(state, "channel 6").state
    keys = legal_keys(s)
    assert "move black chakra:red earth" in keys
    assert "move green chakra:red chakra:orange" in keys
    # Green cannot go down (only black enters the earth), so black must be the one going down:
    # moving black up first would leave nothing able to go down.
    assert refusal(s, "move black chakra:red chakra:orange").rule == R + "channel.all-moves"


def test_vrienden_channel_free_place():
    """vrienden.channel.free-place: each chakra crossed or reached needs a free place."""
    full = ["purple", "red", "orange"]
    s = act(
        position(boards={0: board(purple=["green", "red"], dark_blue=full)}, flows=PLAIN),
        "channel 7",
    ).state
    ruling = refusal(s, "move green chakra:purple chakra:dark-blue")
    assert ruling.rule == R + "channel.free-place" and "no free place" in ruling.text
    # Crossing a full chakra is refused as well: down three from purple passes dark blue.
    s = act(
        position(boards={0: board(purple=["green", "red"], dark_blue=full)}, flows=PLAIN),
        "channel 3",
    ).state
    ruling = refusal(s, "move green chakra:purple chakra:green")
    assert ruling.rule == R + "channel.free-place" and "crossed" in ruling.text
    assert "move orange chakra:dark-blue chakra:yellow" in legal_keys(s)


def test_vrienden_channel_order():
    """vrienden.channel.order: the player picks the order; one move can free the next one's way."""
    # Orange is full; move a black out of orange into the earth first, then yellow's energy fits.
    state = position(
        boards={0: board(bubbles=["yellow"], orange=["green"], red=["black", "red", "purple"])},
        flows=PLAIN,
    )
    s = act(state, "channel 1").state
    assert "move black chakra:red earth" in legal_keys(s)
    # The green on orange cannot go down first (red is full) ...
    assert refusal(s, "move green chakra:orange chakra:red").rule == R + "channel.free-place"
    s = act(s, "move black chakra:red earth").state
    # ... but can once black has left.
    assert "move green chakra:orange chakra:red" in legal_keys(s)
    s = act(s, "move green chakra:orange chakra:red", "move yellow bubbles chakra:purple").state
    assert s.current == 1


def test_vrienden_channel_skip():
    """vrienden.channel.skip: harmonized chakras are skipped and not counted."""
    state = position(
        boards={0: board(dark_blue=["dark-blue"] * 3, purple=["green"], light_blue=["red"])},
        flows=PLAIN,
    )
    s = act(state, "channel 7").state
    keys = legal_keys(s)
    assert "move green chakra:purple chakra:light-blue" in keys  # down 1, skipping dark blue
    assert "move red chakra:light-blue chakra:purple" in keys  # up 1, skipping dark blue
    t = act(s, "move green chakra:purple chakra:light-blue")
    assert R + "channel.skip" in step_rules(t)


def test_vrienden_channel_discard():
    """vrienden.channel.discard: space 8 discards an alleviated black, then a chosen colour."""
    state = position(boards={0: board(earth=["black", "black"])}, flows=PLAIN)
    s = act(state, "channel 8").state
    assert s.boards[0][8] == (c("black"),) and s.discard[c("black")] == 1 and s.phase == "pick"
    assert refusal(s, "meditate red").rule == R + "channel.discard"
    s = act(s, "pick green").state
    assert s.boards[0][0] == (c("green"),) and s.current == 1
    none = position(boards={0: board(red=["black"])}, flows=PLAIN)
    assert refusal(none, "channel 8").rule == R + "channel.discard"
    full = position(boards={0: board(bubbles=["red"] * 3, earth=["black"])}, flows=PLAIN)
    assert refusal(full, "channel 8").rule == R + "channel.discard"


# ------------------------------------------------------------------------------ meditate


def test_vrienden_meditate_take_back():
    """vrienden.meditate.take-back: tokens come back from the spaces, not the notches."""
    state = position(flows=PLAIN, spaces={0: [1, 4]}, notches={0: ["red"]})
    assert state.tokens_in_hand(0) == 2
    after = act(state, "meditate green").state
    assert after.spaces[0] == 0 and after.notches[0] == 1 << c("red")
    assert after.tokens_in_hand(0) == 4
    assert "meditate green" in legal_keys(position(flows=PLAIN))  # allowed with tokens in hand


def test_vrienden_meditate_look():
    """vrienden.meditate.look: a new meditation token; its plenitude token becomes seen."""
    state = position(flows=PLAIN, meditation={0: ["red"]})
    assert refusal(state, "meditate red").rule == R + "meditate.look"
    assert GAME.view(state, 0).plenitude[c("green")] == 0
    after = act(state, "meditate green").state
    assert after.meditation[0] == (c("green"), c("red"))
    assert GAME.view(after, 0).plenitude[c("green")] == state.plenitude[c("green")]
    everything = position(flows=PLAIN, meditation={0: list(rules.vrienden.state.CHAKRAS)})
    assert legal_keys(everything) >= {"meditate"}
    assert not any(k.startswith("meditate ") for k in legal_keys(everything))


# ------------------------------------------------------------------------------ fine points


def test_vrienden_harmonize():
    """vrienden.harmonize: three of the colour harmonize; the notch token comes back."""
    state = position(
        boards={0: board(green=["green", "green"])},
        flows=[["green", "yellow", "red"], PLAIN[1], PLAIN[2]],
    )
    t = act(state, "take flow:1 green to chakra:green")
    assert R + "harmonize" in step_rules(t)
    assert t.state.harmonized(0) == [c("green")]
    assert t.state.notches[0] == 0 and t.state.tokens_in_hand(0) == 5
    # By a move as well.
    moved = position(boards={0: board(green=["green", "green"], light_blue=["green"])}, flows=PLAIN)
    t = act(moved, "channel 7", "move green chakra:light-blue chakra:green")
    assert t.state.harmonized(0) == [c("green")]


def test_vrienden_alleviate():
    """vrienden.alleviate: black reaching the earth is alleviated; the earth is unlimited."""
    state = position(players=4, boards={0: board(red=["black"], earth=["black"] * 9)}, flows=PLAIN)
    t = act(state, "channel 7", "move black chakra:red earth")
    assert R + "alleviate" in step_rules(t)
    assert t.state.boards[0][8].count(c("black")) == 10 and t.state.alleviated[0] == 1
    s = act(
        position(boards={0: board(earth=["black"], red=["red"])}, flows=PLAIN), "channel 7"
    ).state
    assert not any("earth chakra" in k for k in legal_keys(s))  # earth energies never move


def test_vrienden_hidden():
    """vrienden.hidden: a view hides unseen plenitude tokens, the spare and the seed."""
    state = GAME.setup(3, seed=9)
    for seat in range(3):
        view = GAME.view(state, seat)
        seen = set(state.meditation[seat])
        for colour in range(7):
            expected = state.plenitude[colour] if colour in seen else 0
            assert view.plenitude[colour] == expected
        assert view.spare == 0 and view.seed is None and view.viewer == seat
        with pytest.raises(ValueError, match="viewer"):  # a view is no game to play on
            GAME.from_json(GAME.to_json(view))
        assert GAME.describe(view)
    with pytest.raises(ValueError, match="seat"):
        GAME.view(state, 3)
    over = dataclasses.replace(state, phase="over", ended=R + "end.round")
    shown = GAME.view(over, 0)
    assert shown.plenitude == state.plenitude and shown.spare == 0  # revealed at the end


# ------------------------------------------------------------------------------ end


def _over(players=2, boards=None, flows=PLAIN, **kw):
    state = position(players=players, boards=boards, flows=flows, **kw)
    return dataclasses.replace(state, phase="over", ended=R + "end.round")


FIVE = dict(
    purple=["purple"] * 3,
    dark_blue=["dark-blue"] * 3,
    light_blue=["light-blue"] * 3,
    green=["green"] * 3,
    yellow=["yellow", "yellow"],
)


def test_vrienden_end_trigger():
    """vrienden.end.trigger: five harmonized at the end of a turn make this round the last."""
    state = position(
        players=3,
        boards={1: board(**FIVE)},
        flows=[["yellow", "red", "green"], PLAIN[1], PLAIN[2]],
        current=1,
    )
    t = act(state, "take flow:1 yellow to chakra:yellow")
    assert t.state.triggered and R + "end.trigger" in step_rules(t)
    assert t.state.phase == "play"  # seat 3 still plays


def test_vrienden_end_round():
    """vrienden.end.round: after the trigger the round is completed, then the game ends."""
    state = position(
        players=3,
        boards={1: board(**FIVE)},
        flows=[["yellow", "red", "green"], PLAIN[1], PLAIN[2]],
        current=1,
    )
    s = act(state, "take flow:1 yellow to chakra:yellow").state
    s = act(s, *[a.key for a, _ in GAME.chance_outcomes(s)][:1]).state
    assert s.current == 2 and s.to_move == 2
    t = act(s, "meditate " + next(k for k in legal_keys(s) if k.startswith("meditate")).split()[1])
    assert t.state.phase == "over" and t.state.ended == R + "end.round"
    assert GAME.result(t.state) is not None


def test_vrienden_score_plenitude():
    """vrienden.score.plenitude: each harmonized chakra scores its token's value."""
    s = _over(boards={0: board(green=["green"] * 3, red=["red"] * 3)})
    parts = GAME.score_parts(s, 0)
    assert parts["plenitude"] == s.plenitude[c("green")] + s.plenitude[c("red")]


def test_vrienden_score_alleviated():
    """vrienden.score.alleviated: one point per black in the earth."""
    s = _over(boards={0: board(earth=["black"] * 3)})
    assert GAME.score_parts(s, 0)["alleviated"] == 3


def test_vrienden_score_no_penalty():
    """vrienden.score.no-penalty: black left on the board costs nothing."""
    s = _over(boards={0: board(bubbles=["black"], green=["black", "black"])})
    assert sum(GAME.score_parts(s, 0).values()) == 0


def test_vrienden_score_alignment():
    """vrienden.score.alignment: longest run from red upward gets 2; ties each get 2."""
    run2 = board(red=["red"] * 3, orange=["orange"] * 3)
    top = board(purple=["purple"] * 3, dark_blue=["dark-blue"] * 3, light_blue=["light-blue"] * 3)
    s = _over(players=3, boards={0: run2, 1: top, 2: run2})
    assert [GAME.alignment(s, k) for k in range(3)] == [2, 0, 2]
    assert [GAME.score_parts(s, k)["alignment"] for k in range(3)] == [2, 0, 2]


def test_vrienden_score_example():
    """vrienden.score.example: the seed's example, 14 against 12 points, reproduced exactly."""
    # purple and the spare are not named by the example: 3 and 4 are the tokens left.
    plen = [3, 4, 2, 1, 3, 2, 1]
    first = board(
        dark_blue=["dark-blue"] * 3,
        light_blue=["light-blue"] * 3,
        green=["green"] * 3,
        yellow=["yellow"] * 3,
        orange=["orange"] * 3,
        earth=["black", "black"],
    )
    second = board(
        dark_blue=["dark-blue"] * 3,
        yellow=["yellow"] * 3,
        orange=["orange"] * 3,
        red=["red"] * 3,
    )
    flows = [["purple", "purple", "black"], ["purple", "black", "black"], ["red", "red", "red"]]
    s = _over(boards={0: first, 1: second}, plenitude=plen, spare=4, flows=flows)
    assert GAME.score_parts(s, 0) == {
        "plenitude": 12, "alleviated": 2, "alignment": 0, "yin-yang": 0, "objectives": 0
    }  # fmt: skip
    assert GAME.score_parts(s, 1) == {
        "plenitude": 10, "alleviated": 0, "alignment": 2, "yin-yang": 0, "objectives": 0
    }  # fmt: skip
    result = GAME.result(s)
    assert result.scores == (14, 12) and result.winners == (0,)


def test_vrienden_end_winner():
    """vrienden.end.winner: the highest total wins; tied leaders share."""
    s = _over(boards={0: board(earth=["black"]), 1: board(earth=["black"])})
    assert GAME.result(s).winners == (0, 1)
    s = _over(boards={0: board(earth=["black"] * 2), 1: board(earth=["black"])})
    assert GAME.result(s).winners == (0,)


def _last_turn_of_the_example(**kw):
    """The seed's scoring example one action before the end: Player 2 ends the last round."""
    first = board(
        dark_blue=["dark-blue"] * 3,
        light_blue=["light-blue"] * 3,
        green=["green"] * 3,
        yellow=["yellow"] * 3,
        orange=["orange"] * 3,
        earth=["black", "black"],
    )
    second = board(
        bubbles=["black"],
        dark_blue=["dark-blue"] * 3,
        yellow=["yellow"] * 3,
        orange=["orange"] * 3,
        red=["red"] * 3,
    )
    flows = [["purple", "purple", "black"], ["purple", "black", "purple"], ["red", "red", "red"]]
    return position(
        boards={0: first, 1: second},
        plenitude=[3, 4, 2, 1, 3, 2, 1],
        spare=4,
        flows=flows,
        current=1,
        triggered=True,
        **kw,
    )


def _scoring(transition):
    """The Steps from the one that ends the game on."""
    rules_seen = [step.rule for step in transition.steps]
    start = rules_seen.index(R + "end.round")
    return transition.steps[start:]


def test_vrienden_end_winner_explained_part_by_part():
    """vrienden.end.winner: the end is told one scoring part per Step, and the last one agrees
    with the result."""
    state = _last_turn_of_the_example()
    t = act(state, "meditate purple")
    steps = _scoring(t)
    rules_in_order = [step.rule for step in steps]
    assert rules_in_order == [
        R + "end.round",
        *[R + "score.plenitude"] * 7,  # six harmonized colours, then the unclaimed purple
        R + "score.alleviated",
        R + "score.no-penalty",
        R + "score.alignment",
        R + "end.winner",
    ]
    texts = [step.text for step in steps]
    assert "dark blue plenitude token is turned face up: it shows 4" in texts[1]
    assert "Player 1 and Player 2 harmonized dark blue: 4 points each" in texts[1]
    assert "red plenitude token" in texts[6] and "Player 2 harmonized red: 1 point." in texts[6]
    assert "purple (3)" in texts[7] and "no one" in texts[7]
    assert steps[1].highlight == ("karma:dark-blue", "chakra:0:dark-blue", "chakra:1:dark-blue")
    assert "Player 1 2, Player 2 0" in texts[8] and steps[8].highlight == ("earth:0",)
    assert "costs nothing (Player 2 1)" in texts[9]
    assert "Player 1 0, Player 2 3" in texts[10] and "Player 2 has the longest" in texts[10]
    result = GAME.result(t.state)
    assert result.scores == (14, 12)
    assert texts[-1] == (
        "Totals: Player 1 14 (12 plenitude + 2 alleviated); Player 2 12 (10 plenitude + "
        "2 alignment). " + result.text
    )
    assert all(step.state == t.state for step in steps)


def test_vrienden_end_winner_explains_the_modules_and_shared_bonuses():
    """vrienden.end.winner: yin-yang halves, objective bonuses and a shared alignment bonus
    each have their Step, with the numbers ``score_parts`` counts."""
    state = _last_turn_of_the_example(variants=("yin-yang", "objectives"), halves=(3, 0))
    state = dataclasses.replace(
        state, objectives=("three-alleviated", "pair-purple-red"), bonuses=((1, 0), ())
    )
    t = act(state, "meditate purple")
    steps = {step.rule: step for step in _scoring(t)}
    yin = steps[R + "yin-yang.score"]
    assert "Player 1 3 halves (4 points), Player 2 0 halves (0 points)" in yin.text
    assert yin.highlight == ("yin-yang:0",)
    bonus = steps[R + "objectives.score"]
    assert "Player 1 1, Player 2 2" in bonus.text
    parts = [GAME.score_parts(t.state, seat) for seat in range(2)]
    total = steps[R + "end.winner"].text
    for seat, p in enumerate(parts):
        assert f"Player {seat + 1} {sum(p.values())} (" in total
    # Two lines of the same length share the bonus.
    tied = _over(
        boards={0: board(red=["red"] * 3), 1: board(red=["red"] * 3)},
        flows=[["green", "yellow", "orange"], ["purple", "orange", "green"], PLAIN[1]],
    )
    text = render(dict((r, x) for r, x, _ in GAME._scoring_steps(tied))["score.alignment"])
    assert "Player 1 and Player 2 share the longest: 2 points each." in text


# ------------------------------------------------------------------------------ module A

YY = ("yin-yang",)


def test_vrienden_yin_yang_bag():
    """vrienden.yin-yang.bag: three white energies per player in the bag."""
    state = GAME.setup(3, seed=1, variants=YY)
    whites = state.bag[c("white")] + sum(f.count(c("white")) for f in state.flows)
    assert whites == 9
    assert GAME.setup(3, seed=1).bag[c("white")] == 0


def test_vrienden_yin_yang_take():
    """vrienden.yin-yang.take: white must be taken; with black too, one or the other."""
    state = position(
        variants=YY, flows=[["white", "green", "red"], ["white", "black", "red"], PLAIN[2]]
    )
    assert refusal(state, "take flow:1 green to bubbles").rule == R + "yin-yang.take"
    assert "take flow:1 green,white to bubbles" in legal_keys(state)
    keys = legal_keys(state)
    assert "take flow:2 red,black to bubbles" in keys
    assert "take flow:2 red,white to bubbles" in keys
    assert refusal(state, "take flow:2 red to bubbles").rule == R + "yin-yang.take"


def test_vrienden_yin_yang_no_mix():
    """vrienden.yin-yang.no-mix: white and black never in one take."""
    state = position(variants=YY, flows=[["white", "black", "red"], PLAIN[1], PLAIN[2]])
    assert refusal(state, "take flow:1 black,white to bubbles").rule == R + "yin-yang.no-mix"


def test_vrienden_yin_yang_temporary():
    """vrienden.yin-yang.temporary: three energies with a white are skipped, score nothing."""
    state = position(
        variants=YY,
        boards={0: board(purple=["green"], dark_blue=["white", "red", "red"])},
        flows=PLAIN,
    )
    s = act(state, "channel 7").state
    assert "move green chakra:purple chakra:light-blue" in legal_keys(s)
    assert state.harmonized(0) == []
    assert GAME.counted_harmonized(state, 0) == []


def test_vrienden_yin_yang_discard():
    """vrienden.yin-yang.discard: black and white together at turn end give half a yin-yang."""
    state = position(
        variants=YY, boards={0: board(purple=["black"], dark_blue=["white"])}, flows=PLAIN
    )
    t = act(state, "channel 7", "move black chakra:purple chakra:dark-blue")
    assert R + "yin-yang.discard" in step_rules(t)
    assert t.state.halves[0] == 1 and t.state.boards[0][2] == ()
    assert t.state.discard[c("black")] == 1 and t.state.discard[c("white")] == 1


def test_vrienden_yin_yang_score():
    """vrienden.yin-yang.score: a complete yin-yang (two halves) 3, a lone half 1."""
    s = _over(variants=YY)
    for halves, points in ((1, 1), (2, 3), (3, 4), (4, 6)):
        t = dataclasses.replace(s, halves=(halves, 0))
        assert GAME.score_parts(t, 0)["yin-yang"] == points


def test_vrienden_yin_yang_earth():
    """vrienden.yin-yang.earth: white may enter the earth and scores nothing there."""
    state = position(variants=YY, boards={0: board(red=["white"])}, flows=PLAIN)
    t = act(state, "channel 7", "move white chakra:red earth")
    assert R + "yin-yang.earth" in step_rules(t)
    over = dataclasses.replace(t.state, phase="over", ended=R + "end.round")
    assert GAME.score_parts(over, 0)["alleviated"] == 0


# ------------------------------------------------------------------------------ module D

OBJ = ("objectives",)


def _with_objectives(ids, **kw):
    state = position(variants=OBJ, **kw)
    return dataclasses.replace(state, objectives=tuple(ids), bonuses=((),) * len(ids))


def test_vrienden_objectives_setup():
    """vrienden.objectives.setup: three objectives (two with two players)."""
    assert len(GAME.setup(2, seed=1, variants=OBJ).objectives) == 2
    assert len(GAME.setup(3, seed=1, variants=OBJ).objectives) == 3
    assert len(GAME.setup(4, seed=1, variants=OBJ).objectives) == 3
    assert GAME.setup(3, seed=1).objectives == ()


def test_vrienden_objectives_bonus():
    """vrienden.objectives.bonus: first achiever takes 2, second 1, then it is used up."""
    state = _with_objectives(["three-alleviated"], players=3, flows=PLAIN, alleviated=(3, 3, 3))
    s = act(state, next(k for k in legal_keys(state) if k.startswith("meditate ")))
    assert s.state.bonuses == ((0,),) and R + "objectives.bonus" in step_rules(s)
    s = s.state
    for _ in range(2):
        key = next(k for k in legal_keys(s) if k.startswith("meditate "))
        s = act(s, key).state
    assert s.bonuses == ((0, 1),)


def test_vrienden_objectives_one_each():
    """vrienden.objectives.one-each: achieving again does not give the second bonus."""
    state = _with_objectives(["three-alleviated"], flows=PLAIN, alleviated=(3, 0))
    s = act(state, next(k for k in legal_keys(state) if k.startswith("meditate "))).state
    s = act(s, next(k for k in legal_keys(s) if k.startswith("meditate "))).state
    s = act(s, next(k for k in legal_keys(s) if k.startswith("meditate "))).state
    assert s.bonuses == ((0,),)


def test_vrienden_objectives_score():
    """vrienden.objectives.score: bonus tokens add to the total."""
    s = _over(variants=OBJ)
    s = dataclasses.replace(
        s, objectives=("three-alleviated", "all-meditation"), bonuses=((0, 1), (1,))
    )
    assert GAME.score_parts(s, 0)["objectives"] == 2
    assert GAME.score_parts(s, 1)["objectives"] == 3


def _met(oid, b, **kw):
    state = position(boards={0: b}, flows=PLAIN, **kw)
    return GAME.objective_met(state, 0, oid)


def test_vrienden_objectives_pair():
    """vrienden.objectives.pair: the two named chakras harmonized."""
    assert _met("pair-purple-red", board(purple=["purple"] * 3, red=["red"] * 3))
    assert not _met("pair-purple-red", board(purple=["purple"] * 3, red=["red"] * 2))
    assert _met("pair-dark-blue-orange", board(dark_blue=["dark-blue"] * 3, orange=["orange"] * 3))
    assert _met(
        "pair-light-blue-yellow", board(light_blue=["light-blue"] * 3, yellow=["yellow"] * 3)
    )


def test_vrienden_objectives_every_chakra():
    """vrienden.objectives.every-chakra: at least one energy in each of the seven chakras."""
    every = board(
        purple=["red"],
        dark_blue=["red"],
        light_blue=["red"],
        green=["orange"],
        yellow=["orange"],
        orange=["black"],
        red=["black"],
    )
    assert _met("every-chakra", every)
    assert not _met("every-chakra", board(purple=["red"]))


def test_vrienden_objectives_three_in_a_row():
    """vrienden.objectives.three-in-a-row: three neighbouring harmonized chakras."""
    assert _met(
        "three-in-a-row", board(green=["green"] * 3, yellow=["yellow"] * 3, orange=["orange"] * 3)
    )
    assert not _met(
        "three-in-a-row", board(green=["green"] * 3, yellow=["yellow"] * 3, red=["red"] * 3)
    )


def test_vrienden_objectives_two_touching_pairs():
    """vrienden.objectives.two-touching-pairs: two separate neighbouring pairs."""
    pairs = board(
        purple=["purple"] * 3, dark_blue=["dark-blue"] * 3, orange=["orange"] * 3, red=["red"] * 3
    )
    assert _met("two-touching-pairs", pairs)
    three = board(purple=["purple"] * 3, dark_blue=["dark-blue"] * 3, light_blue=["light-blue"] * 3)
    assert not _met("two-touching-pairs", three)


def test_vrienden_objectives_all_meditation():
    """vrienden.objectives.all-meditation: all seven meditation tokens held."""
    from rules.vrienden.state import CHAKRAS

    assert _met("all-meditation", board(), meditation={0: list(CHAKRAS)})
    assert not _met("all-meditation", board(), meditation={0: list(CHAKRAS[:6])})


def test_vrienden_objectives_three_alleviated():
    """vrienden.objectives.three-alleviated: three black alleviated in all."""
    assert _met("three-alleviated", board(), alleviated=(3, 0))
    assert not _met("three-alleviated", board(earth=["black"] * 2), alleviated=(2, 0))


# ------------------------------------------------------------------------------ rulings


def test_vrienden_ruling_white_take():
    """vrienden.ruling.white-take: seed, white only with others; expansion, alone too."""
    flows = [["white", "green", "red"], PLAIN[1], PLAIN[2]]
    seed = position(variants=YY, flows=flows)
    assert refusal(seed, "take flow:1 white to bubbles").rule == R + "ruling.white-take"
    exp = position(variants=YY, flows=flows, rulings={"white-take": "expansion"})
    assert "take flow:1 white to bubbles" in legal_keys(exp)


def test_vrienden_ruling_colour_limit():
    """vrienden.ruling.colour-limit: by default a board holds three of a colour at most;
    "off" lifts the limit."""
    b = board(bubbles=["green"], purple=["green"], red=["green"])
    limited = position(boards={0: b}, flows=PLAIN)
    ruling = refusal(limited, "take flow:1 green to bubbles")
    assert ruling.rule == R + "ruling.colour-limit" and "three green" in ruling.text
    assert refusal(limited, "take flow:1 green,yellow to bubbles").rule == (
        R + "ruling.colour-limit"
    )
    assert "take flow:1 yellow to bubbles" in legal_keys(limited)
    # The earth counts too (any colour may rest there under the other earth reading).
    earthed = position(
        boards={0: board(purple=["green"], red=["green"], earth=["green"])},
        flows=PLAIN,
        rulings={"earth": "any"},
    )
    assert refusal(earthed, "take flow:1 green to bubbles").rule == R + "ruling.colour-limit"
    # Black is never limited.
    blacks = position(
        boards={0: board(bubbles=["black"], purple=["black"], earth=["black"])},
        flows=[["black", "yellow", "red"], PLAIN[1], PLAIN[2]],
    )
    assert "take flow:1 black to bubbles" in legal_keys(blacks)
    # Space 8 cannot choose a fourth of a colour either.
    picking = position(
        boards={0: board(purple=["green"], red=["green", "green"], earth=["black"])},
        flows=PLAIN,
    )
    s = act(picking, "channel 8").state
    assert "pick green" not in legal_keys(s) and "pick yellow" in legal_keys(s)
    assert refusal(s, "pick green").rule == R + "ruling.colour-limit"
    off = position(boards={0: b}, flows=PLAIN, rulings={"colour-limit": "off"})
    assert "take flow:1 green to bubbles" in legal_keys(off)


def test_vrienden_ruling_refill():
    """vrienden.ruling.refill: after-take refills at once; when-empty waits for an empty flow."""
    state = position(flows=PLAIN, rulings={"refill": "when-empty"})
    after = act(state, "take flow:1 green to bubbles").state
    assert after.refill == () and after.flows[0][0] == -1
    after = act(after, "take flow:1 yellow,red to bubbles").state
    assert after.refill == ((0, 0), (0, 1), (0, 2))


def test_vrienden_ruling_earth():
    """vrienden.ruling.earth: only black (white with Module A) enters the earth by default."""
    state = position(boards={0: board(red=["green", "black"])}, flows=PLAIN)
    s = act(state, "channel 7").state
    assert refusal(s, "move green chakra:red earth").rule == R + "ruling.earth"
    anyc = position(boards={0: board(red=["green"])}, flows=PLAIN, rulings={"earth": "any"})
    s = act(anyc, "channel 7", "move green chakra:red earth").state
    assert s.boards[0][8] == (c("green"),)
    assert (
        GAME.score_parts(dataclasses.replace(s, phase="over", ended=R + "end.round"), 0)[
            "alleviated"
        ]
        == 0
    )


def test_vrienden_ruling_move_once():
    """vrienden.ruling.move-once: each energy moves once per channel action by default."""
    state = position(boards={0: board(purple=["red"], dark_blue=["orange"])}, flows=PLAIN)
    s = act(state, "channel 2", "move red chakra:purple chakra:light-blue").state
    assert refusal(s, "move red chakra:light-blue chakra:green").rule == R + "ruling.move-once"
    free = position(boards={0: board(purple=["red"])}, flows=PLAIN, rulings={"move-once": "free"})
    assert "channel 2" in legal_keys(free)
    assert "channel 2" not in legal_keys(position(boards={0: board(purple=["red"])}, flows=PLAIN))


def test_vrienden_ruling_harmonized():
    """vrienden.ruling.harmonized: harmonized energies stay put unless "movable"."""
    state = position(boards={0: board(green=["green"] * 3, purple=["red"])}, flows=PLAIN)
    s = act(state, "channel 7").state
    assert refusal(s, "move green chakra:green chakra:yellow").rule == R + "ruling.harmonized"
    movable = position(
        boards={0: board(green=["green"] * 3, purple=["red"])},
        flows=PLAIN,
        rulings={"harmonized": "movable"},
    )
    s = act(movable, "channel 7", "move green chakra:green chakra:yellow").state
    assert s.harmonized(0) == []


def test_vrienden_ruling_alignment():
    """vrienden.ruling.alignment: nobody with a run gets nothing, unless "zero-counts"."""
    s = _over()
    assert GAME.score_parts(s, 0)["alignment"] == 0
    z = _over(rulings={"alignment": "zero-counts"})
    assert GAME.score_parts(z, 0)["alignment"] == 2 and GAME.score_parts(z, 1)["alignment"] == 2


def test_vrienden_ruling_every_chakra():
    """vrienden.ruling.every-chakra: any energy by default; "own-colour" needs the colour."""
    every = board(
        purple=["red"],
        dark_blue=["red"],
        light_blue=["red"],
        green=["orange"],
        yellow=["orange"],
        orange=["black"],
        red=["black"],
    )
    assert _met("every-chakra", every)
    assert not _met("every-chakra", every, rulings={"every-chakra": "own-colour"})
    own = board(
        purple=["purple"],
        dark_blue=["dark-blue"],
        light_blue=["light-blue"],
        green=["green"],
        yellow=["yellow"],
        orange=["orange"],
        red=["red"],
    )
    assert _met("every-chakra", own, rulings={"every-chakra": "own-colour"})


def test_vrienden_ruling_temporary():
    """vrienden.ruling.temporary: temporary harmony counts for the end only with "counts"."""
    b = board(red=["white", "green", "green"])
    s = position(variants=YY, boards={0: b}, flows=PLAIN)
    assert GAME.counted_harmonized(s, 0) == []
    t = position(variants=YY, boards={0: b}, flows=PLAIN, rulings={"temporary": "counts"})
    assert GAME.counted_harmonized(t, 0) == [c("red")]
    assert GAME.alignment(t, 0) == 1


def test_vrienden_ruling_bubbles():
    """vrienden.ruling.bubbles: no move enters the bubbles by default; "bubbles-too" lets one."""
    state = position(boards={0: board(purple=["red"], dark_blue=["green"])}, flows=PLAIN)
    s = act(state, "channel 7").state
    assert "move red chakra:purple chakra:dark-blue" in legal_keys(s)
    ruling = refusal(s, "move red chakra:purple bubbles")
    assert ruling.rule == R + "ruling.bubbles" and "bubbles" in ruling.text
    # Up two from dark blue would end on the bubbles: only the green there could go up, so
    # inspiration space 4 cannot be chosen.
    assert refusal(state, "channel 4").rule == R + "channel.all-moves"
    # A harmonized purple chakra is skipped: up one from dark blue would reach the bubbles.
    skipping = position(boards={0: board(purple=["purple"] * 3, dark_blue=["green"])}, flows=PLAIN)
    s = act(skipping, "channel 7").state
    assert refusal(s, "move green chakra:dark-blue bubbles").rule == R + "ruling.bubbles"
    assert legal_keys(s) == {"move green chakra:dark-blue chakra:light-blue"}
    # Energies on the bubbles still come down, and space 8 still fills a bubble.
    waiting = position(boards={0: board(bubbles=["green"], earth=["black"])}, flows=PLAIN)
    s = act(waiting, "channel 7").state
    assert legal_keys(s) == {"move green bubbles chakra:purple"}
    s = act(waiting, "channel 8", "pick red").state
    assert s.boards[0][0] == (c("green"), c("red"))
    # The other reading: the bubbles are one more row above purple.
    open_top = position(
        boards={0: board(purple=["red"], dark_blue=["green"])},
        flows=PLAIN,
        rulings={"bubbles": "bubbles-too"},
    )
    s = act(open_top, "channel 7", "move red chakra:purple bubbles").state
    assert s.boards[0][0] == (c("red"),)
    assert "channel 4" in legal_keys(open_top)


def _walled(notches=("purple", "dark-blue", "light-blue", "green", "yellow")):
    """A board with full bubbles and every inspiration token in a notch."""
    return board(bubbles=["black", "orange", "red"]), list(notches)


def _blocked_position(**kw):
    """Player 1 can harmonize nothing (all tokens in notches); so can Player 2 unless ``kw``
    changes its board; Player 2 is to end the round."""
    p1, n1 = _walled()
    return position(
        boards={0: p1, **kw.pop("boards", {})},
        notches={0: n1, **kw.pop("notches", {})},
        current=1,
        **kw,
    )


def test_vrienden_ruling_blocked():
    """vrienden.ruling.blocked: when nobody can harmonize another chakra the game ends at the
    round's end and is scored; "plays-on" lets it go on."""
    p2, n2 = _walled(("orange", "red", "green", "yellow", "purple"))
    state = _blocked_position(boards={1: p2}, notches={1: n2}, flows=PLAIN)
    reasons = _reasons(state)
    assert reasons is not None and len(reasons) == 2
    assert all("every inspiration token in a notch" in r for r in reasons)
    t = act(
        state,
        "meditate " + next(k for k in legal_keys(state) if k.startswith("meditate ")).split()[1],
    )
    assert t.state.phase == "over" and t.state.ended == R + "ruling.blocked"
    assert GAME.result(t.state).rule == R + "ruling.blocked"
    ending = next(step for step in t.steps if step.rule == R + "ruling.blocked")
    assert "Player 1" in ending.text and "Player 2" in ending.text
    assert t.steps[-1].rule == R + "end.winner"
    # Mid-round the game goes on: the check is made when a round is complete.
    first = dataclasses.replace(state, current=0)
    s = act(first, next(k for k in legal_keys(first) if k.startswith("meditate "))).state
    assert s.phase == "play" and s.current == 1
    # One player who can still harmonize keeps the game going.
    free = _blocked_position(boards={1: board(green=["green", "green"])}, flows=PLAIN)
    assert GAME.blocked_reasons(free) is None
    s = act(free, next(k for k in legal_keys(free) if k.startswith("meditate "))).state
    assert s.phase == "play" and s.round == 2
    plays_on = _blocked_position(
        boards={1: p2}, notches={1: n2}, flows=PLAIN, rulings={"blocked": "plays-on"}
    )
    s = act(plays_on, next(k for k in legal_keys(plays_on) if k.startswith("meditate "))).state
    assert s.phase == "play" and s.round == 2


def _everything_discarded_but(state):
    """The position with the bag and the flows emptied into the discard."""
    left = list(state.bag)
    for flow in state.flows:
        for x in flow:
            if x >= 0:
                left[x] += 1
    discard = tuple(d + n for d, n in zip(state.discard, left, strict=True))
    return dataclasses.replace(
        state, bag=(0,) * 9, flows=tuple((-1,) * len(f) for f in state.flows), discard=discard
    )


def test_vrienden_ruling_blocked_when_energy_runs_short():
    """vrienden.ruling.blocked: no chakra can still get three of its colour, counting the
    board, the flows and the bag."""
    base = _blocked_position(boards={1: board(green=["green", "green"], red=["red"])})
    short = _everything_discarded_but(base)
    reasons = _reasons(short)
    assert reasons is not None and "cannot gather three" in reasons[1]
    # One green left in the bag is enough to go on.
    bag = list(short.bag)
    bag[c("green")] = 1
    discard = list(short.discard)
    discard[c("green")] -= 1
    one_left = dataclasses.replace(short, bag=tuple(bag), discard=tuple(discard))
    assert GAME.blocked_reasons(one_left) is None


def test_vrienden_ruling_blocked_when_nobody_can_take():
    """vrienden.ruling.blocked: once every choice of the flows brings each player a colour it
    holds three of (or it is walled in), only space 8 brings energy, one per black."""
    p2 = board(
        purple=["purple"] * 3,
        dark_blue=["dark-blue"] * 3,
        light_blue=["light-blue"] * 3,
        green=["green", "green"],
    )
    flows = [
        ["purple", "dark-blue", "light-blue"],
        ["light-blue", "purple", "dark-blue"],
        ["dark-blue", "light-blue", "purple"],
    ]
    state = _blocked_position(boards={1: p2}, flows=flows)
    reasons = _reasons(state)
    assert reasons is not None and "cannot gather three" in reasons[1]
    # A black in Player 2's earth could be given up on space 8 for a green from the bag.
    earthy = _blocked_position(boards={1: (*p2[:8], (c("black"),))}, flows=flows)
    assert GAME.blocked_reasons(earthy) is None
    # So could a black still on its board, once it reaches the earth.
    blacky = _blocked_position(boards={1: (*p2[:7], (c("black"),), ())}, flows=flows)
    assert GAME.blocked_reasons(blacky) is None


def test_vrienden_ruling_blocked_when_a_board_is_stuck():
    """vrienden.ruling.blocked: a board that can never change again (every place taken, no
    move possible, nothing to receive) harmonizes nothing."""
    stuck = board(
        bubbles=["black", "black", "black"],
        purple=["dark-blue", "light-blue", "green"],
        dark_blue=["purple", "light-blue", "green"],
        light_blue=["purple", "dark-blue", "green"],
        green=["purple", "dark-blue", "light-blue"],
        yellow=["orange", "red", "red"],
        orange=["yellow", "yellow", "red"],
        red=["yellow", "orange", "orange"],
    )
    state = _blocked_position(boards={1: stuck}, flows=PLAIN)
    assert not [
        a
        for a in GAME.legal_actions(dataclasses.replace(state, current=1))
        if not a.key.startswith("meditate")
    ]
    reasons = _reasons(state)
    assert reasons is not None and "board is stuck" in reasons[1]
    # One free place on the red chakra, and the red on the orange chakra may come down.
    rows = list(stuck)
    rows[7] = (c("orange"), c("orange"))
    state = _blocked_position(boards={1: tuple(rows)}, flows=PLAIN)
    assert GAME.blocked_reasons(state) is None


def test_vrienden_ruling_round_limit():
    """vrienden.ruling.round-limit: the game stops after the limit round and is scored."""
    state = position(flows=PLAIN, rulings={"round-limit": "30"}, round=30, current=1)
    t = act(state, next(k for k in legal_keys(state) if k.startswith("meditate ")))
    assert t.state.phase == "over" and t.state.ended == R + "ruling.round-limit"
    none = position(flows=PLAIN, rulings={"round-limit": "none"}, round=500, current=1)
    s = act(none, next(k for k in legal_keys(none) if k.startswith("meditate "))).state
    assert s.phase == "play" and s.round == 501


def test_vrienden_data_board():
    """vrienden.data.board: the numbers from outside the seed are marked as example data."""
    section = GAME.rulebook.section(R + "data.board")
    assert section.example and section.kind == "example-data"
    assert GAME.board.chakras == (
        "purple", "dark-blue", "light-blue", "green", "yellow", "orange", "red"
    )  # fmt: skip
    assert GAME.board.bubbles == 3 and GAME.board.plenitude == (1, 1, 2, 2, 3, 3, 4, 4)
    assert all(
        "BGA" in note or "Board Game Arena" in note or "inferred" in note or "official" in note
        for note in GAME.board.notes.values()
    )


def test_vrienden_rule_ids_are_rulebook_sections():
    """vrienden.turn: the turn rule, variants and rulings all cite rulebook sections."""
    for variant in GAME.info.variants:
        assert variant.section in GAME.rulebook
    for option in GAME.info.rulings:
        assert option.section in GAME.rulebook
        assert GAME.rulebook.section(option.section).kind == "ruling"
    assert GAME.info.title == "Vrienden" and "Chakra" in render(GAME.info.pitch)
    assert GAME.info.players == (2, 4)


def _reasons(state) -> list[str] | None:
    """``blocked_reasons`` in English."""
    reasons = GAME.blocked_reasons(state)
    return None if reasons is None else [render(r) for r in reasons]
