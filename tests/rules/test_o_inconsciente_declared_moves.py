"""O Inconsciente on the declared-move core (rules/core/moves.py): what the game keeps of its
own beside the core's legal list, why-not and key reading."""

from __future__ import annotations

import random

from rules import CHANCE
from rules.core.messages import render
from rules.o_inconsciente.state import EMPTY_SLOT

from .o_inconsciente_helpers import GAME, edit, per_seat, started


def test_a_key_naming_what_the_board_lacks_is_refused_by_its_moves_rule():
    """Table space 99 or thesis 99 is still a declaration or a citation: refused under its
    rule (or what is due), never a crash while its label is made."""
    state = started(2)
    assert GAME.why_illegal(state, "declare i99").rule == "o-inconsciente.declare.place"
    for key in ("cite 99", "minor 3", "shift 0 0", "move freud 9", "thesis 9", "bonus 9 9"):
        assert GAME.parse_action(key).key == key
        assert GAME.why_illegal(state, key).rule == "o-inconsciente.turn"
    assert GAME.why_illegal(state, "transfer 0 0").rule == "o-inconsciente.anytime"


def test_free_elevations_and_transfers_are_listed_insight_by_insight():
    """Each insight's free elevation, then its transfers, then the next insight's (the order
    bots and the golden transcripts depend on)."""
    p = 0
    state = started(2)
    disc = [0] * 9
    disc[0] = disc[3] = 1  # section 0 and section 1, each a minor insight
    state = edit(
        state,
        disc=per_seat(state.disc, p, tuple(disc)),
        tasks=(("free", 2, 1), *state.tasks[1:]),
        coffee=per_seat(state.coffee, p, 0),
        hearts=per_seat(state.hearts, p, 0),
    )
    keys = [a.key for a in GAME.legal_actions(state) if a.kind == "choice"]
    assert keys == ["done", "lift 0 0", "shift 0 0 1", "lift 1 0", "shift 1 0 0", "shift 1 0 2"]


def test_labels_that_read_the_position_name_the_tile_the_client_and_the_deck():
    state = GAME.setup(2, seed=3)
    listed = GAME.legal_actions(state)[0]
    assert listed.key == "row 0 0"
    assert "(" in render(listed.name, "en")  # the tile's effects, from the office card
    read = GAME.parse_action("row 0 0")
    assert render(read.name, "en") == "Starting tile 1 of the office card on row 1"
    while state.to_move != CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    drawn, _ = GAME.chance_outcomes(state)[0]
    assert render(drawn.name, "en") == "Draw a card (latent dream): latent dream 1 (therapy 1)"
    assert render(GAME.parse_action(drawn.key).name, "pt") == "Sacar uma carta"


def test_every_listed_key_is_read_back_as_the_same_move_and_kind():
    rng = random.Random(5)
    state = GAME.setup(3, seed=5)
    for _ in range(400):
        if GAME.result(state) is not None:
            break
        legal = GAME.legal_actions(state)
        for action in legal:
            read = GAME.parse_action(action.key)
            assert (read.key, read.kind) == (action.key, action.kind)
            assert GAME.why_illegal(state, action.key) is None
        state = GAME.apply(state, rng.choice(legal), explain=False).state


def test_rest_is_listed_only_when_the_turn_has_nothing_else():
    p = 0
    state = started(2)
    assert "rest" not in {a.key for a in GAME.legal_actions(state)}
    assert GAME.why_illegal(state, "rest").rule == "o-inconsciente.turn"
    idle = edit(
        state,
        ideas=per_seat(state.ideas, p, 0),
        brilliant=per_seat(state.brilliant, p, 0),
        office=per_seat(state.office, p, (EMPTY_SLOT, EMPTY_SLOT)),
    )
    keys = [a.key for a in GAME.legal_actions(idle) if a.kind == "turn"]
    assert keys == ["rest"]


def test_a_click_on_the_board_gives_the_move_labelled_in_its_position():
    """The board's picks name the starting tile by its effects, as the legal list does (a
    key read alone could only say 'starting tile 1')."""
    state = GAME.setup(2, seed=3)
    picked = GAME.action_for(state, ("first-0", "note-0-0"))
    listed = next(a for a in GAME.legal_actions(state) if a.key == picked.key)
    assert render(picked.name, "en") == render(listed.name, "en")
    assert "(" in render(picked.name, "pt")
