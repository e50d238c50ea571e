"""One test per rule of The Mushroom Eaters, named after its rulebook section, and the seed's
examples reproduced."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rules
from rules import IllegalAction
from rules.core.bots import RandomBot, playout
from rules.core.messages import render
from rules.mushroom_eaters.data import CARDS
from rules.mushroom_eaters.engine import capacity

from .mushroom_eaters_helpers import GAME, before, do, front, settle, steps, table

REST = ("2a", "2b", "1a", "1b", "0", "I", "3a")  # a hand without 3b


def keys(state):
    return [a.key for a in GAME.legal_actions(state)]


def on_card(card, **changes):
    """Eater 1 on Personal Path ``card`` (locking space 17), at the card's first action."""
    four = (-1, -1, -1)
    return before(
        table(),
        30,
        on_path=(card, *four),
        path_pos=(0, *four),
        path_space=(16, *four),
        pp_drawn=(card,),
        **changes,
    )


def test_mushroom_eaters_setup():
    state = GAME.setup(4, seed=1)
    places = [s.index for s in GAME.data.spaces if s.kind == "place"]
    assert [t[:2] for t in state.tasks[: len(places)]] == [("draw-place", i) for i in places]
    assert state.hands == (CARDS,) * 4 and state.intensity == (5,) * 4
    assert state.forward == (1,) * 4 and state.breathe == (True,) * 4
    assert state.pawn == 0 and state.current == 0  # the first player lives the hut's series
    state = settle(state)
    assert state.pawn == 1 and state.current == 1 and front(state) == ("turn",)


def test_mushroom_eaters_turn_play():
    state = do(before(table(), 2), "play:3a:3:0")
    assert "3a" in state.discards[0] and "3a" not in state.hands[0]


def test_mushroom_eaters_turn_move():
    state = before(table(), 10)
    assert all(int(k.split(":")[2]) >= 0 for k in keys(state) if k.startswith("play"))
    assert do(state, "play:1a:1:0").pawn == 11


def test_mushroom_eaters_turn_forward():
    state = before(table(), 10, forward=(2, 1, 1, 1))
    after = do(state, "play:1a:1:2")
    assert after.pawn == 13 and after.forward[0] == 0  # Jason's example: 2 + 2 energy
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, "play:1a:1:3")
    assert refused.value.ruling.rule == "mushroom-eaters.turn.forward"
    assert GAME.to_json(state) == GAME.to_json(before(table(), 10, forward=(2, 1, 1, 1)))
    assert [k for k in keys(state) if k.startswith("play:0")] == ["play:0:0:0"]  # a 0 stays 0


def test_mushroom_eaters_turn_forward_on_a_personal_path():
    # A card of five actions: from the first, a 1 and two energy reach the fourth action.
    state = on_card(6, forward=(3, 1, 1, 1))
    assert {k for k in keys(state) if k.startswith("play:1a")} == {
        "play:1a:1:0",
        "play:1a:1:1",
        "play:1a:1:2",
        "play:1a:1:3",
    }
    after = do(state, "play:1a:1:2")
    assert after.path_pos[0] == 3 and after.forward[0] == 1 and after.pawn == state.pawn
    assert after.wisdom[0] == 2  # the fourth action: 2 Wisdom
    # Energy never carries the octagon past the card's final Must Do.
    assert "play:3a:3:2" not in keys(state) and "play:3a:3:1" in keys(state)
    done = do(state, "play:3a:3:1")
    assert done.on_path[0] == -1 and done.path_cards[0] == 1 and done.forward[0] == 2


def test_mushroom_eaters_turn_must_do():
    state = before(table(), 17)
    assert "play:3a:3:1" not in keys(state)  # energy cannot pass a Must Do
    after = do(state, "play:3a:3:0")
    assert after.pawn == 19 and front(after)[0] == "roll"
    after = settle(after)
    assert after.pawn == 20 and after.current == 1  # the same Eater lived both spaces


def test_mushroom_eaters_turn_zero():
    # Ex 1: the pawn sits on an Awakening space; Tyler plays his 0 and collects one.
    state = before(table(), 2, current=1, lander=0, experienced=(0,))
    after = do(state, "play:0:0:0")
    assert after.awakening == (0, 1, 0, 0)
    again = before(after, 2, current=1, lander=0, experienced=(0, 1))
    assert do(again, "play:I:2:0").awakening[1] == 1  # another card moves on
    passed = before(table(), 2, current=1, lander=0, experienced=(0, 1))
    assert do(passed, "play:0:0:0").awakening[1] == 0  # no Eater lives one space twice
    lander = before(table(), 2, current=0, lander=0, experienced=(0,))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(lander, "play:0:0:0")
    assert refused.value.ruling.rule == "mushroom-eaters.turn.zero"
    # Ex 2 (the Fire): on a Must Do space a 0 is refused while another card can move on ...
    must_do = before(table(), 1, current=1, lander=0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(must_do, "play:0:0:0")
    assert refused.value.ruling.rule == "mushroom-eaters.turn.zero"
    # ... and with only a 0 left, nothing happens and the next Eater moves on.
    only_zero = replace(must_do, hands=(CARDS, ("0",), CARDS, CARDS))
    only_zero = replace(only_zero, discards=((), tuple(c for c in CARDS if c != "0"), (), ()))
    after = do(only_zero, "play:0:0:0")
    assert after.awakening == must_do.awakening and after.pawn == 1 and after.current == 2
    assert "play:0:0:0" not in keys(after)
    # The lander left with only a 0: nothing happens, and the next Eater must move on.
    stuck = replace(
        before(table(), 2, current=0, lander=0, experienced=(0,)),
        hands=(("0",), CARDS, CARDS, CARDS),
    )
    stuck = replace(stuck, discards=(tuple(c for c in CARDS if c != "0"), (), (), ()))
    after = do(stuck, "play:0:0:0")
    assert after.awakening == stuck.awakening and after.current == 1 and after.lander == 1
    assert "play:0:0:0" not in keys(after)


def test_mushroom_eaters_turn_zero_share_example():
    # Ex 2: Wendy shares; Jason, Arielle and Tyler each play a 0 and share as well.
    state = before(table(), 8, current=1, lander=0, experienced=(0,), breathe=(True,) * 4)
    for seat in (1, 2, 3):
        state = replace(state, current=seat)
        state = do(state, "play:0:0:0", f"share:{seat}")
        assert front(state)[:2] == ("give", seat)
        state = settle(state)
    assert state.experienced == (0, 1, 2, 3) and len(state.share_discard) == 3
    # Wendy cannot experience it again: she must move the Eaters on.
    wendy = replace(state, current=0, tasks=(("turn",), ("next",)))
    assert all(k.split(":")[2] != "0" for k in keys(wendy) if k.startswith("play"))


def test_mushroom_eaters_turn_identity():
    state = before(table(), 11)
    assert [k for k in keys(state) if k.startswith("play:I")] == ["play:I:2:0", "play:I:2:1"]
    tempting = {a.key for a in GAME.candidate_actions(state)} - set(keys(state))
    assert {"play:I:3:0", "play:I:0:0"} <= tempting  # offered so a learner can ask why not
    assert GAME.why_illegal(state, "play:I:3:0").rule == "mushroom-eaters.turn.identity"
    later = before(table(), 43, lander=0, jelly=True)
    moves = {k.split(":")[2] for k in keys(later) if k.startswith("play:I")}
    assert moves == {"1", "2", "3"}  # and 0, once another Eater moved the pawn here
    other = replace(later, current=1, lander=0)
    assert "play:I:0:0" in keys(other)


def test_mushroom_eaters_turn_hand():
    state = before(table(), 10, hands=(("0",), CARDS, CARDS, CARDS))
    state = replace(state, discards=(tuple(c for c in CARDS if c != "0"), (), (), ()))
    after = do(state, "play:0:0:0")
    assert sorted(after.hands[0]) == sorted(CARDS) and after.discards[0] == ()


def test_mushroom_eaters_turn_first_player():
    after = do(before(table(), 1, current=1), "play:1a:1:0")
    assert after.current == 2 and front(after) == ("turn",)


def test_mushroom_eaters_space_current():
    after = do(before(table(), 1, current=1), "play:1a:1:0")
    assert after.awakening == (0, 1, 0, 0)


def test_mushroom_eaters_space_every():
    after = do(before(table(), 17, current=2), "play:1a:1:0")  # focus for everyone
    assert [t[:2] for t in after.tasks[:1]] == [("board", 2)]
    order = []
    while front(after)[0] == "board":
        order.append(front(after)[1])
        after = do(after, "board:hour")
    assert order == [2, 3, 0, 1]


def test_mushroom_eaters_space_heavy():
    after = do(before(table(), 8), "play:1a:1:0")
    for seat in (0, 1, 2, 3):
        assert front(after) == ("lose", seat, "energy")
        after = do(after, "lose:forward")
    assert after.forward == (0, 0, 0, 0)


def test_mushroom_eaters_space_item():
    state = before(table(), 1, current=1, awakening=(63, 0, 0, 0))
    assert do(state, "play:1a:1:0").awakening == (63, 1, 0, 0)
    state = before(table(), 1, current=1, awakening=(64, 0, 0, 0))
    assert do(state, "play:1a:1:0").awakening == (64, 0, 0, 0)  # the supply is out


def test_mushroom_eaters_space_breathe():
    state = before(table(), 22, breathe=(False,) * 4)
    assert do(state, "play:1a:1:0").breathe == (True, False, False, False)


def test_mushroom_eaters_space_place():
    # The tokens lie face up from the start (the default ruling): space 13 shows token 0.
    start = table()
    assert dict(start.placed) == {12: 0, 30: 1, 51: 2}
    state = do(before(start, 11), "play:1a:1:0")
    assert state.awakening == (1, 1, 1, 1) and state.placed == start.placed
    again = replace(before(state, 12, current=1, lander=0), experienced=(0, 2, 3))
    again = do(again, "play:0:0:0")
    assert again.placed == start.placed and again.awakening == (1, 2, 1, 1)  # no new draw
    # A symbol still without a token (a loaded position) gets one on landing.
    bare = do(before(replace(start, placed=()), 11), "play:1a:1:0")
    assert front(bare)[0] == "draw-place"
    assert do(bare, "place:5").placed == ((12, 5),)


def test_mushroom_eaters_nervous():
    state = do(before(table(), 2, intensity=(10, 5, 5, 5)), "play:1a:1:0")
    state = do(state, "card:2b")  # one energy: only Moving Forward has room
    assert state.forward[0] == 2 and front(state)[:2] == ("fire", 1)
    state = do(state, "card:2b")
    assert front(state) == ("track", 1, 1, 0)
    state = do(state, "track:intensity")
    assert state.intensity[1] == 6


def test_mushroom_eaters_focus():
    # Arielle adds two cubes to the Hour board with one space open: Tyler's top cube falls.
    state = do(before(table(), 2, hour=(2, 2, 3, 3, 0, 0, 1)), "play:1a:1:0")
    state = do(state, "card:3b", "board:hour", "board:hour")
    assert state.hour == (0, 0, 2, 2, 3, 3, 0, 0)
    assert GAME.stock(state, 1) == 8
    # No cube in stock: Eater 1 chooses which of its cubes to lay again, or none.
    full = before(table(), 2, hour=(0, 1, 0, 0, 0), drum=(0, 0, 0, 0, 2))
    full = do(full, "play:1a:1:0", "card:3b", "board:drum")
    assert front(full) == ("reuse", 0, "drum")
    assert keys(full) == [
        *[f"reuse:hour:{i}" for i in (0, 2, 3, 4)],
        *[f"reuse:drum:{i}" for i in range(4)],
        "reuse:none",
    ]
    reused = do(full, "reuse:hour:2")
    assert reused.hour == (0, 1, 0, 0) and reused.drum == (0, 0, 0, 0, 0, 2)
    kept = do(full, "reuse:none")
    assert kept.hour == (0, 1, 0, 0, 0) and kept.drum == (0, 0, 0, 0, 2)


def test_mushroom_eaters_focus_small_game():
    assert (capacity(2), capacity(3), capacity(4), capacity(5)) == (6, 7, 8, 8)
    state = before(table(2), 2, hour=(1,) * 6)
    state = do(state, "play:1a:1:0", "card:2a", "board:hour")
    assert state.hour == (0, 1, 1, 1, 1, 1)


def test_mushroom_eaters_face():
    # Jason 1 cube, Arielle 2, Wendy 2, Tyler none: Arielle's cube is highest, she wins.
    state = before(table(), 12, hour=(0, 2, 1, 2, 1))
    after = do(state, "play:1a:1:0")
    assert after.faces == (0, 1, 0, 0) and after.hour == (0, 2, 1, 2)
    empty = do(before(table(), 12, awakening=(1, 1, 1, 1)), "play:1a:1:0")
    assert front(empty) == ("lose", 0, "any")


def test_mushroom_eaters_drum():
    after = do(before(table(), 10, drum=(0, 1, 1)), "play:1a:1:0")
    assert after.paradox == (0, 2, 0, 0) and after.drum == (0, 1)


def test_mushroom_eaters_intense():
    # Tyler and Arielle 7, Jason 6, Wendy 4; the trees (5) and a +1: everyone but Wendy wins.
    state = before(table(), 6, intensity=(7, 7, 6, 4), breathe=(False,) * 4)
    state = do(state, "play:1a:1:0", "die:1")
    assert state.paradox == (1, 1, 1, 0)
    assert front(state) == ("lose", 3, "any")  # Wendy loses any one item
    state = settle(state, pick=lambda ks: ks[-1])
    assert sum(state.intensity) + sum(state.forward) < 7 + 7 + 6 + 4 + 4  # and all lose energy


def test_mushroom_eaters_intense_breathing():
    # Wendy (4) against a Challenge of 5 flips her Breathe token.
    state = before(table(), 6, intensity=(7, 7, 6, 4), breathe=(False, False, False, True))
    state = do(state, "play:1a:1:0", "die:0", "breathe:yes")
    state = settle(state, pick=lambda ks: ks[0])
    assert state.intensity[3] == 4 and state.forward[3] == 1 and state.paradox[3] == 0
    assert state.breathe[3] is False


def test_mushroom_eaters_intense_panic():
    state = before(table(2), 6, intensity=(1, 9), forward=(0, 1), breathe=(False, False))
    state = replace(state, awakening=(2, 0))
    state = settle(do(state, "play:1a:1:0", "die:0"), pick=lambda ks: ks[0])
    assert state.awakening[0] == 0  # one for the Challenge, one for the panic


def test_mushroom_eaters_mantra():
    state = before(table(), 4, mantras=("A", "", "", ""), awakening=(0, 1, 0, 0))
    state = settle(do(state, "play:1a:1:0"), pick=lambda ks: ks[0])
    assert state.mantras[0] == "" and state.awakening[0] == 2  # A paid and returned
    assert state.awakening[1] == 0  # the Mantra Overview's loss for a missing A


def test_mushroom_eaters_mantra_return():
    state = do(before(table(), 34, mantras=("AAC", "", "", "")), "play:1a:1:0")
    assert front(state) == ("keep", 0)
    assert do(state, "keep:A").mantras[0] == "A"


def test_mushroom_eaters_environment():
    # Cold: a 1 loses an Awakening, a 2 gains energy, a 3 a focus cube, a 0 nothing.
    state = do(before(table(), 3, awakening=(0, 1, 0, 0)), "play:1a:1:0", "env:0")
    state = do(state, "card:2a:2", "track:intensity", "card:1b:1", "card:3a:3", "board:drum")
    state = do(state, "card:0:0")
    assert state.intensity[0] == 6 and state.awakening[1] == 0 and state.drum == (2,)
    assert state.env_discard == (0,)
    full = before(table(), 3, env_discard=tuple(range(1, 10)))
    full = do(full, "play:1a:1:0", "env:0", "card:0:0", "card:0:0", "card:0:0", "card:0:0")
    assert full.env_discard == ()  # every card used: the deck is shuffled anew


def test_mushroom_eaters_share():
    # Tyler keeps the Mantra and the energy, and cannot give Deep Breathing to Arielle.
    state = before(table(), 7, breathe=(True, False, True, False))
    state = do(state, "play:1a:1:0", "share:0")
    gives = [k for k in keys(state) if k.startswith("give:2:")]
    assert gives == ["give:2:1", "give:2:3"]
    state = settle(do(state, "give:2:1"), pick=lambda ks: ks[0])
    assert state.breathe[1] is True and state.mantras[0] and state.share_discard == (0,)


def test_mushroom_eaters_talking():
    state = before(table(), 5, paradox=(0, 1, 0, 0), awakening=(0, 0, 0, 1))
    state = do(state, "play:1a:1:0", "talkcard:0")
    assert "talk:0" not in keys(state)  # nobody gives themselves a card
    state = do(state, "talk:1")  # card 0's bubble: lose 1 Paradox
    assert state.paradox[1] == 0
    state = do(state, "talkcard:1", "talk:0")  # Tyler loses a Mantra he does not have
    state = do(state, "talkcard:2", "talk:2", "track:intensity")  # Wendy gains energy
    state = do(state, "talkcard:3")
    assert keys(state) == ["talk:3"]  # the last one left without a card
    state = settle(do(state, "talk:3"))
    assert state.awakening[3] == 0 and state.talk_out == () and front(state) == ("turn",)


def test_mushroom_eaters_talking_two():
    state = do(before(table(2), 5), "play:1a:1:0", "talkcard:0", "talkcard:1")
    state = do(state, "talkcard:2", "talkcard:3")
    assert front(state) == ("talk2", 0, 1) and len(state.talk_row) == 4
    state = settle(do(state, "talk2:2"), pick=lambda ks: ks[0])
    state = settle(state, pick=lambda ks: ks[0])
    assert len(state.talk_row) == 2


def test_mushroom_eaters_fire():
    state = do(before(table(), 2), "play:1a:1:0")
    state = do(state, "card:0", "card:0", "card:0", "card:0")
    assert state.paradox == (1, 1, 1, 1)


def test_mushroom_eaters_path_enter():
    state = do(before(table(), 15), "play:1a:1:0")
    assert front(state) == ("draw-pp", 0, 16)
    state = do(state, "pp:0")
    assert state.on_path[0] == 0 and state.path_pos[0] == 0 and state.path_space[0] == 16
    assert state.path_done[0] == () and state.awakening == (0, 0, 0, 0)


def test_mushroom_eaters_path_forced():
    state = before(table(), 14)
    assert [k for k in keys(state) if k.startswith("play:2a")] == ["play:2a:2:0:p16"]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, "play:2a:2:0")
    assert refused.value.ruling.rule == "mushroom-eaters.path.forced"


def test_mushroom_eaters_path_branch():
    state = before(table(), 8)
    assert "play:3a:3:0:b10" in keys(state)
    state = do(state, "play:3a:3:0:b10")
    assert state.pawn == 10 and front(state) == ("draw-pp", 0, 1010)  # 10 is not lived
    # Two spaces short with a 1: one Moving Forward energy carries the octagon onto it.
    short = before(table(), 9)
    assert "play:1a:1:0:b10" not in keys(short) and "play:1a:1:1:b10" in keys(short)
    after = do(short, "play:1a:1:1:b10")
    assert after.forward[0] == 0 and after.pawn == 10 and front(after)[0] == "draw-pp"


def test_mushroom_eaters_path_lock():
    state = before(table(), 15, path_space=(-1, 16, -1, -1), on_path=(-1, 0, -1, -1))
    state = replace(state, path_pos=(-1, 0, -1, -1), pp_drawn=(0,))
    after = do(state, "play:1a:1:0")
    assert after.on_path[0] == -1 and front(after) == ("turn",)
    assert "play:2a:2:0:p16" not in keys(before(state, 14))


def test_mushroom_eaters_path_lock_a_zero_on_a_taken_space():
    """mushroom-eaters.path.lock, "not even with a 0": a 0 on a Personal Path space that an
    octagon holds does nothing, and its Step cites the lock (not an experienced space)."""
    state = before(table(), 16, lander=1, path_space=(-1, 16, -1, -1), on_path=(-1, 0, -1, -1))
    state = replace(
        state, path_pos=(-1, 0, -1, -1), pp_drawn=(0,), hands=(("0", "1a"), *state.hands[1:])
    )
    said = steps(state, "play:0:0:0")
    rules_said = [s.rule for s in said]
    assert (
        "mushroom-eaters.path.lock" in rules_said and "mushroom-eaters.turn.zero" not in rules_said
    )
    assert "taken" in said[rules_said.index("mushroom-eaters.path.lock")].text
    after = do(state, "play:0:0:0")
    assert after.on_path[0] == -1 and after.path_space == state.path_space


def test_mushroom_eaters_path_play():
    state = do(before(table(), 15), "play:1a:1:0", "pp:0")  # card 0: awakening first
    state = before(state, 30, current=0)
    state = do(state, "play:0:0:0")  # the 0 is the only way to the first action
    assert state.awakening[0] == 1 and state.pawn == 30
    again = do(before(state, 30, current=0), "play:I:2:0")
    assert again.path_pos[0] == 2 and again.wisdom[0] == 1  # moved along the card only


def test_mushroom_eaters_path_end():
    state = do(before(table(), 15), "play:1a:1:0", "pp:0")
    state = do(before(state, 30, current=0), "play:3a:3:0")  # onto the final Must Do
    assert state.path_cards[0] == 1 and state.on_path[0] == -1 and state.paradox[0] == 1


def test_mushroom_eaters_lose():
    state = before(table(), 12, faces=(1, 0, 0, 0), intensity=(1,) * 4, forward=(0,) * 4)
    state = do(state, "play:1a:1:0")  # the Face space with an empty Hour board
    assert state.faces[0] == 0  # the whole token: the only item Eater 1 owns
    assert front(state) == ("turn",)  # the others own nothing and lose nothing


def test_mushroom_eaters_lose_which_cube_is_the_eaters_choice():
    # A Heavy "lose any" space; Eater 1 has cubes 1st and 3rd from the bottom of the Hour board.
    state = before(table(), 40, hour=(0, 1, 0), drum=(2,), intensity=(1,) * 4, forward=(0,) * 4)
    state = do(state, "play:1a:1:0")
    assert front(state) == ("lose", 0, "any") and keys(state) == ["lose:hour:0", "lose:hour:2"]
    after = do(state, "lose:hour:0")  # the lower cube; the cube above closes up
    assert after.hour == (0,) and after.drum == ()  # the others had one item each to lose
    assert do(state, "lose:hour:2").hour == (0,)
    assert GAME.apply(state, "lose:hour:0").steps[0].text.startswith("Eater 1 loses their cube 1")
    # A loss of energy with room on both tracks is asked, never taken automatically.
    heavy = do(before(table(), 8), "play:1a:1:0")
    assert front(heavy) == ("lose", 0, "energy") and keys(heavy) == [
        "lose:intensity",
        "lose:forward",
    ]


def test_mushroom_eaters_special():
    state = before(table(), 43, jelly=True)
    assert "special:paradox" in keys(state)
    state = do(state, "special:paradox")
    assert state.paradox[0] == 2 and front(state) == ("turn",)  # still the same turn
    assert not any(k.startswith("special") for k in keys(state))
    # At any time during one's own turn: at Eater 1's own choice of a track, not at Eater 2's.
    fire = before(table(), 54, jelly=True, breathe=(False,) * 4)
    fire = do(fire, "play:1a:1:0")  # onto a Fire
    fire = do(fire, "card:2b")
    assert front(fire) == ("track", 0, 1, 0) and "special:breathe" in keys(fire)
    fire = do(fire, "special:breathe")
    assert fire.breathe[0] and front(fire) == ("track", 0, 1, 0)  # the choice still waits
    fire = do(fire, "track:intensity", "card:2b")
    assert front(fire) == ("track", 1, 1, 0) and not any(
        k.startswith("special") for k in keys(fire)
    )


def test_mushroom_eaters_easier():
    state = before(table(variants=("easier",)), 15)
    assert do(state, "play:1a:1:0").pawn == 17  # the Personal Path space is not counted
    late = before(table(variants=("easier",)), 43, jelly=True)
    assert not any(k.startswith("special") for k in keys(late))
    assert {k.split(":")[2] for k in keys(late) if k.startswith("play:I")} == {"2"}


def test_mushroom_eaters_score():
    # Jason: 4 Awakening, 2 Faces, 4 Wisdom, 9 Paradox = 22.5 (Tyler holds most Paradox).
    state = table(awakening=(4, 0, 0, 0), faces=(2, 0, 0, 0), wisdom=(4, 0, 0, 0))
    state = replace(state, paradox=(9, 10, 0, 0))
    assert GAME.scores(state)[0] == 22.5
    tied = replace(state, paradox=(10, 10, 10, 0), path_cards=(1, 1, 0, 0))
    assert GAME.scores(tied)[1] == 5 + 2 + 1  # 6 split by three, 3 split by two
    ended = replace(state, ended="end", tasks=())
    assert GAME.result(ended).winners == (0,)


def test_mushroom_eaters_ruling_identity_forces():
    state = before(table(), 14)
    assert [k for k in keys(state) if k.startswith("play:I")] == ["play:I:2:0:p16"]
    other = before(table(rulings={"identity-forces": "only-2-cards"}), 14)
    assert "play:I:2:0" in keys(other)


def test_mushroom_eaters_ruling_special_action():
    table_one = table(rulings={"special-action": "per-table"})
    state = do(before(table_one, 43, jelly=True), "special:paradox")
    assert not any(k.startswith("special") for k in keys(before(state, 43, current=1)))
    each = do(before(table(), 43, jelly=True), "special:paradox")
    assert any(k.startswith("special") for k in keys(before(each, 43, current=1)))


def test_mushroom_eaters_ruling_talking_deck():
    for reading, expected in (("shuffled-back", 0), ("discarded", 2)):
        state = before(table(2, rulings={"talking-deck": reading}), 5)
        state = do(state, "play:1a:1:0", "talkcard:0", "talkcard:1", "talkcard:2", "talkcard:3")
        state = settle(state, pick=lambda ks: ks[0])
        assert len(state.share_discard) == expected


def test_mushroom_eaters_ruling_mantra_chant():
    state = table(mantras=("AA", "", "", ""))
    assert "A" in GAME.mantras_open(state, 0)
    strict = table(rulings={"mantra-chant": "at-most-two"}, mantras=("AA", "", "", ""))
    assert "A" not in GAME.mantras_open(strict, 0)


def test_mushroom_eaters_ruling_zero_alone():
    state = replace(before(table(), 18, current=1, lander=0), experienced=(0, 2, 3))
    state = do(state, "play:0:0:0")
    assert front(state) == ("board", 1)  # only the Eater playing the 0


def test_mushroom_eaters_ruling_halves():
    state = table(paradox=(9, 0, 0, 0))
    assert GAME.scores(state) == (10.5, 0, 0, 0)  # 4.5 plus the 6 for most Paradox
    assert isinstance(GAME.scores(state)[1], int)
    assert steps is not None


def test_mushroom_eaters_example_cards():
    data = GAME.data
    assert data.mantra_items["C"] == ("awakening:1", "wisdom:1")  # the seed's own Mantra C
    assert 1 in data.die and 0 in data.die  # the faces the seed names
    assert len(data.environment) == 10 and len(data.share) == 10
    assert len(data.path_cards) == 36 and len(data.place) == 17


def test_mushroom_eaters_ruling_place_tokens():
    seen = GAME.setup(3, seed=2)
    places = [s.index for s in GAME.data.spaces if s.kind == "place"]
    assert [t[0] for t in seen.tasks[: len(places)]] == ["draw-place"] * len(places)
    # Two equal tokens are one outcome, the first left of them taken: "place:4" (the second
    # "1 Paradox") is not offered while "place:3" is.
    assert "place:4" not in {a.key for a in GAME.legal_actions(seen)}
    laid = do(seen, "place:16", "place:3", "place:0")
    assert laid.placed == ((places[0], 16), (places[1], 3), (places[2], 0))
    assert front(laid) == ("board", 0)  # then the hut's Must Do series
    waiting = table(rulings={"place-tokens": "on-landing"})
    assert waiting.placed == ()
    landed = do(before(waiting, places[0] - 1), "play:1a:1:0")
    assert front(landed) == ("draw-place", places[0], (0, 1, 2, 3))
    assert do(landed, "place:0").awakening == (1, 1, 1, 1)  # used at once by everyone


def test_mushroom_eaters_ruling_zero_talking():
    # Eater 1 moved the pawn onto the Talking space and everyone talked; Eater 2 plays a 0.
    talk = 6
    state = before(table(), talk, current=1, lander=0, experienced=(0, 1, 2, 3))
    state = replace(state, experienced=(0, 2, 3))
    state = do(state, "play:0:0:0", "talkcard:4")
    assert front(state)[:2] == ("talk", 1)
    assert keys(state) == ["talk:2", "talk:3", "talk:0"]  # a conversation of the whole group
    state = do(state, "talk:3", "talkcard:5", "talk:0", "talkcard:7", "talk:2", "talkcard:8")
    assert keys(state) == ["talk:1"]  # the Eater who played the 0 receives the last card
    state = settle(do(state, "talk:1"), pick=lambda ks: ks[0])
    assert (state.awakening[3], state.wisdom[0], state.paradox[2]) == (1, 1, 1)
    assert state.experienced == (0, 1, 2, 3) and front(state) == ("turn",)
    assert state.current == 2
    # The other reading: Eater 2 talks alone and takes the card itself.
    alone = table(rulings={"zero-talking": "alone"})
    alone = replace(before(alone, talk, current=1, lander=0), experienced=(0, 2, 3))
    alone = do(alone, "play:0:0:0", "talkcard:4")
    assert keys(alone) == ["talk:1"]
    # A 0 on a Talking space already lived is a pass, under either reading.
    lived = before(table(), talk, current=1, lander=0, experienced=(0, 1, 2, 3))
    assert front(do(lived, "play:0:0:0")) == ("turn",)


def test_mushroom_eaters_ruling_open_hands():
    from collections import Counter
    from itertools import islice

    from rules.core.bots import random_playout

    for number, (_, _, transition) in enumerate(islice(random_playout(GAME, 3, 5), 400)):
        if number % 17:
            continue
        state = transition.state
        for seat in range(3):
            view = GAME.view(state, seat)
            assert view.hands == state.hands and view.discards == state.discards
            for other in range(3):  # every hand is the eight cards less the open discards
                known = Counter(CARDS) - Counter(view.discards[other])
                assert Counter(view.hands[other]) == known


def test_mushroom_eaters_ruling_path_focus():
    # Eater 2 is on a Personal Path; the Face space is reached with an empty Hour board.
    away = dict(on_path=(-1, 0, -1, -1), path_pos=(-1, 0, -1, -1), path_space=(-1, 16, -1, -1))
    for reading, losers in (("counted", [0, 1, 2, 3]), ("cubes-only", [0, 2, 3])):
        start = table(rulings={"path-focus": reading}, awakening=(1, 1, 1, 1), pp_drawn=(0,))
        state = do(before(start, 12, **away), "play:1a:1:0")
        lost = []
        while front(state)[0] == "lose":
            lost.append(front(state)[1])
            state = do(state, "lose:awakening")
        assert lost == losers, reading
    # Their cubes count either way: Eater 2's two cubes win the Face token.
    state = do(before(table(pp_drawn=(0,)), 12, hour=(0, 1, 1), **away), "play:1a:1:0")
    assert state.faces == (0, 1, 0, 0)


def test_mushroom_eaters_chance_lists_each_distinct_outcome_once():
    # Issue 44: the "what if?" list showed "A Place token showing 1 Awakening (6%)" twice, and
    # Personal Path cards of one length and intensity as the same card. Each face once now,
    # with the chance of any of its copies.
    state = GAME.setup(3, seed=5)
    place = GAME.chance_outcomes(state)
    assert state.tasks[0][0] == "draw-place"
    assert len(place) == len(set(GAME.data.place)) < len(GAME.data.place)
    awakening = [p for a, p in place if render(a.label).endswith("showing 1 Awakening")]
    assert awakening == [pytest.approx(2 / len(GAME.data.place))]
    kinds = set()
    for seed in range(6):
        state = GAME.setup(3, seed=seed)
        rnd = random.Random(seed)
        for position, _, _ in playout(GAME, state, [RandomBot()] * 3, rnd):
            if position.to_move != rules.CHANCE:
                continue
            outcomes = GAME.chance_outcomes(position)
            labels = [render(a.label) for a, _ in outcomes]
            assert len(labels) == len(set(labels)), position.tasks[0]
            assert sum(p for _, p in outcomes) == pytest.approx(1)
            assert GAME.sample_chance(position) in [a for a, _ in outcomes]
            kinds.add(position.tasks[0][0])
    assert {"draw-place", "draw-pp", "roll"} <= kinds
