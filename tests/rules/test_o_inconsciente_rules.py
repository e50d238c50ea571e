"""O Inconsciente: one test per rule, named after its rulebook section (o-inconsciente.*)."""

from __future__ import annotations

import pytest

from rules import CHANCE, IllegalAction
from rules.o_inconsciente import engine
from rules.o_inconsciente.data import load
from rules.o_inconsciente.state import BLOCKED_SLOT, EMPTY_SLOT

from .o_inconsciente_helpers import (
    GAME,
    do,
    draw_all,
    edit,
    keys,
    office_slot,
    per_seat,
    rules_of,
    started,
)

D = load()
COLS = len(D.table_actions[0])


def space_of(action, state, exclude=()):
    """A free table space pointing at ``action``."""
    return next(
        i
        for i, v in enumerate(state.table)
        if v == -1 and engine.space_action(i) == action and i not in exclude
    )


def at_task(state, *tasks, **fields):
    return edit(state, tasks=tuple(tasks), **fields)


# ----- setup --------------------------------------------------------------------------------
def test_o_inconsciente_setup():
    state = GAME.setup(3, seed=4)
    assert state.freud_rep == 1
    assert len(state.goals_left) == 7
    assert state.district_left == (D.district_tokens,) * 3
    assert len(state.research_display) == 2 and len(state.manifest_display) == 4
    assert [g >= 0 for _, g in state.client_display] == [True] * 4
    assert state.theses_left == tuple(range(len(D.theses)))
    assert 0 <= state.freud_loc < 6
    seen = {GAME.setup(2, seed=s).freud_loc for s in range(12)}
    assert len(seen) > 1  # the drawn goal token decides


def test_o_inconsciente_setup_blocked_ideas():
    two = GAME.setup(2, seed=1).table
    assert [i for i, v in enumerate(two) if v == -2] == sorted(
        r * COLS + c for r in range(4) for c in (0, COLS - 1)
    )
    three = GAME.setup(3, seed=1).table
    assert [i for i, v in enumerate(three) if v == -2] == [0, COLS - 1, 3 * COLS, 4 * COLS - 1]
    assert -2 not in GAME.setup(4, seed=1).table


@pytest.mark.parametrize(("players", "count"), [(2, 12), (3, 15), (4, 18)])
def test_o_inconsciente_setup_notes(players, count):
    state = GAME.setup(players, seed=3)
    level = {t: D.notes[t][0] for t in range(len(D.notes))}
    shown = state.note_display
    ones = len(state.note_piles[0]) + sum(level[t] == 1 for t in shown)
    twos = len(state.note_piles[1]) + sum(level[t] == 2 for t in shown)
    assert (ones, twos) == (count, count)


def test_o_inconsciente_setup_player():
    state = GAME.setup(4, seed=2, rulings={"starting-resources": "none"})
    assert state.coffee == (4,) * 4 and state.hearts == (0,) * 4 and state.scores == (0,) * 4
    assert state.ideas == (3,) * 4 and state.locked == (3,) * 4 and state.inkwell == (0,) * 4
    assert state.centre == (7,) * 4 and all(sum(d) == 0 for d in state.disc)
    assert state.rep == (0,) * 4
    # the reputation markers stacked on zero in reverse turn order, the first player on top
    assert state.rep_stack == (3, 2, 1, 0)
    assert [tuple(p) for p in engine.track_places(state)][:2] == [(0,), (1,)]


def test_o_inconsciente_setup_start_notes():
    state = GAME.setup(3, seed=5)
    assert [t for t in state.tasks[:3]] == [("start-row", 0), ("start-row", 2), ("start-row", 1)]
    # one of the three tiles with the office card's glyph, onto the first space of a row
    place, tiles = D.offices[state.office_card[0]]
    assert keys(state) == {f"row {r} {k}" for r in range(3) for k in range(3)}
    after, steps = do(state, "row 1 2")
    assert after.notebook[0][3] == tiles[2] and after.prof[0] == place
    assert all(t not in after.notebook[0] for t in tiles[:2])
    assert "o-inconsciente.setup.start-notes" in rules_of(steps)


def test_o_inconsciente_setup_office_block():
    state = started()
    assert state.office[0][1] == BLOCKED_SLOT
    grief = next(i for i, g in enumerate(D.griefs) if g[1] == 3)
    office = per_seat(state.office, 0, (office_slot(0, grief, -1, -1, 2), BLOCKED_SLOT))
    state = at_task(state, ("hearts",), office=office, hearts=per_seat(state.hearts, 0, 1))
    after, steps = do(state, "heart 0")
    assert after.office[0][1] == EMPTY_SLOT
    assert "o-inconsciente.setup.office-block" in rules_of(steps)


def test_o_inconsciente_setup_start_clients():
    state = GAME.setup(2, seed=6)
    assert len(state.start_pool) == 3
    # each player chooses, in reverse turn order: the last seat first, from every client shown
    state, _ = do(state, "row 0 0", "row 0 0")
    assert state.tasks[0] == ("start-client", 1) and state.to_move == 1
    assert keys(state) == {"start 0", "start 1", "start 2"}
    chosen = state.start_pool[2]
    after, steps = do(state, "start 2")
    assert after.office[1][0][:2] == chosen and chosen not in after.start_pool
    assert "o-inconsciente.setup.start-clients" in rules_of(steps)
    after = draw_all(after)
    assert after.tasks[0][0] == "manifest"  # the dream is a choice too
    while after.tasks[0][0] != "start-client":
        chance = after.to_move == CHANCE
        action = GAME.sample_chance(after) if chance else GAME.legal_actions(after)[0]
        after = GAME.apply(after, action).state
    assert after.to_move == 0 and keys(after) == {"start 0", "start 1"}
    assert [t[0] for t in state.tasks if t[0] == "start-client"] == ["start-client"] * 2
    assert state.tasks.index(("start-client", 1)) < state.tasks.index(("start-client", 0))
    done = started(2, seed=6)
    assert done.start_pool == ()
    for seat in range(2):
        client, grief, latent, manifest, mark = done.office[seat][0]
        assert latent >= 0 and manifest >= 0
        assert mark == D.clients[client][1] + D.griefs[grief][0]
    unused = {c for c, _ in state.start_pool} - {done.office[s][0][0] for s in range(2)}
    # the client nobody chose goes under the routine pile: drawn only once the pile is empty
    assert set(done.routine_bottom) == unused and not unused & set(done.client_decks[0])
    drawing = edit(done, tasks=(("draw", "routine", 0), *done.tasks))
    assert {a.key for a in GAME.legal_actions(drawing)} == {
        f"draw {c}" for c in done.client_decks[0]
    }
    emptied = edit(
        drawing,
        client_decks=((), done.client_decks[1]),
        client_display=((-1, -1), *done.client_display[1:]),
    )
    (last,) = done.routine_bottom
    assert keys(emptied) == {f"draw {last}"}
    after, _ = do(emptied, f"draw {last}")
    assert after.client_display[0][0] == last and after.routine_bottom == ()


# ----- the turn -----------------------------------------------------------------------------
def test_o_inconsciente_turn():
    state = started()
    offered = keys(state)
    assert "treat 0" in offered and any(k.startswith("declare ") for k in offered)
    assert "recover" not in offered  # nothing on the table yet
    blocked = edit(state, ideas=(0, 0), office=((EMPTY_SLOT, EMPTY_SLOT),) * 2)
    assert "rest" in keys(blocked)


def test_o_inconsciente_declare_place():
    state = started()
    first = space_of("notes", state)
    state, _ = do(state, f"declare i{first}")
    state = at_task(state, ("turn",))
    second = space_of("notes", state)
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, f"declare i{second}")
    assert refused.value.ruling.rule == "o-inconsciente.declare.place"
    assert GAME.to_json(state) == before
    assert GAME.why_illegal(state, f"declare i{first}") is not None  # taken


def test_o_inconsciente_declare_resolve():
    state = started()
    a, b = sorted((space_of("notes", state), space_of("research", state)))
    after, _ = do(state, f"declare i{a} i{b}")
    ink = max(D.table_ink[a % COLS], D.table_ink[b % COLS])
    first, second = engine.space_action(a), engine.space_action(b)
    assert after.tasks[:3] == (("resolve", first), ("resolve", second), ("ink", ink))
    skipped, steps = do(after, "skip")
    assert skipped.tasks[0] == ("resolve", second)
    assert "o-inconsciente.declare.resolve" in rules_of(steps)


def test_o_inconsciente_declare_inkwell():
    state = at_task(started(), ("ink", 2), ("hearts",), brilliant=(1, 0))
    assert {k for k in keys(state) if k.startswith("ink")} == {"ink 1", "ink 2", "ink 3"}
    low = at_task(state, ("ink", 1), ("hearts",))
    assert {k for k in keys(low) if k.startswith("ink")} == {"ink 1", "ink 2"}
    after, _ = do(state, "ink 3")
    assert after.inkwell[0] == 3 and after.brilliant[0] == 0


def test_o_inconsciente_declare_unlock():
    state = at_task(started(), ("ink", 1), ("hearts",), inkwell=(4, 0))
    after, steps = do(state, "ink 1")
    assert after.inkwell[0] == 0 and after.locked[0] == 2 and after.ideas[0] == 4
    assert "o-inconsciente.declare.unlock" in rules_of(steps)


def test_o_inconsciente_declare_rondel():
    tile = next(i for i, t in enumerate(D.notes) if t[1] == "points:1")
    book = (tile, tile, tile) + (-1,) * 6
    state = at_task(
        started(), ("ink", 1), ("hearts",), notebook=per_seat(started().notebook, 0, book)
    )
    after, _steps = do(state, "ink 1")  # top -> the first row
    assert after.scores[0] == state.scores[0] + 3
    assert sum(after.disc[0]) == sum(state.disc[0]) + 1  # complete line: generate
    top = at_task(state, ("ink", 5), ("hearts",), locked=(2, 3))
    landed, _ = do(top, "ink 5")
    assert landed.tasks[0] == ("column",)
    # five spaces from the top is a lap: column 2's idea unlocks first, so two columns are open
    assert landed.locked[0] == 1
    assert {k for k in keys(landed) if k.startswith("column")} == {"column 0", "column 1"}


# ----- recover ------------------------------------------------------------------------------
def test_o_inconsciente_recover():
    state = started()
    table = list(state.table)
    table[1], table[2] = 0, 0
    state = edit(state, table=tuple(table), ideas=(1, 3))
    after, steps = do(state, "recover")
    assert after.coffee[0] == state.coffee[0] + 2 and after.ideas[0] == 3
    assert after.table[1] == after.table[2] == -1
    assert after.tasks[0] == ("bonus",)
    assert "o-inconsciente.recover" in rules_of(steps)


def test_o_inconsciente_recover_bonus():
    state = at_task(started(), ("bonus",), ("hearts",))
    loc = state.prof[0]
    after, steps = do(state, f"bonus {loc} 0")
    assert after.loc_bonus[loc][0] == 0
    assert after.district_left[engine.district_of(loc)] == D.district_tokens - 1
    assert "o-inconsciente.recover.bonus" in rules_of(steps)
    taken = at_task(after, ("bonus",), ("hearts",))
    assert f"bonus {loc} 0" not in keys(taken)


def test_o_inconsciente_recover_district():
    state = started(**{"own-insights": "from-start"})
    loc = state.prof[0]
    d = engine.district_of(loc)
    clients = [i for i, c in enumerate(D.clients) if c[4] in D.districts[d]][:2]
    cured = per_seat(state.cured, 0, tuple(clients))
    decks = tuple(tuple(c for c in deck if c not in clients) for deck in state.client_decks)
    state = at_task(state, ("bonus",), ("hearts",), cured=cured, client_decks=decks)
    assert f"district {d} 0" in keys(state) and f"district {d} 1" not in keys(state)
    after, _ = do(state, f"district {d} 0")
    assert after.dist_bonus[d][0] == 0 and sum(after.own[0]) == sum(state.own[0]) - 1
    empty = edit(state, own=((0,) * 9, state.own[1]))
    assert f"district {d} 0" not in keys(empty)


def test_o_inconsciente_recover_district_token():
    state = at_task(started(), ("bonus",), ("hearts",))
    loc = state.prof[0]
    after, _ = do(state, f"bonus {loc} 0")
    assert after.rep[0] == 1 and after.freud_rep == 2
    again, _ = do(at_task(after, ("bonus",), ("hearts",)), f"bonus {loc} 1")
    assert again.rep[0] == 1


# ----- treat clients ------------------------------------------------------------------------
def treat_state(mark, client=0, grief=-1, dream=0, latent=0, disc=None):
    state = started()
    office = per_seat(
        state.office, 0, (office_slot(client, grief, latent, dream, mark), BLOCKED_SLOT)
    )
    fields = {"office": office}
    if disc is not None:
        fields["disc"] = per_seat(state.disc, 0, disc)
    return edit(state, **fields)


def test_o_inconsciente_treat():
    dream = next(i for i, m in enumerate(D.manifest) if m[1] == [0])
    disc = (0, 1, 0) + (0,) * 6  # a level-1 desire insight
    state = treat_state(0, client=12, dream=dream, disc=disc)
    after, _ = do(state, "treat 0")
    moved = D.manifest[dream][0] + D.latent[0] + 2
    assert after.office[0][0][4] == moved
    assert after.disc[0][1] == 0  # spent
    assert "treat 0" not in keys(at_task(after, ("turn",)))  # once per turn


def test_o_inconsciente_treat_points():
    state = at_task(treat_state(2, client=12), ("hearts",), hearts=(1, 0))
    after, _ = do(state, "heart 0")
    assert after.scores[0] == state.scores[0] + 1  # space 3 shows a point


def test_o_inconsciente_treat_catharsis():
    grief = next(i for i, g in enumerate(D.griefs) if g[1] == 3 and g[3] == "coffee:1")
    state = at_task(treat_state(2, client=12, grief=grief), ("hearts",), hearts=(1, 0))
    after, steps = do(state, "heart 0")
    assert after.office[0][0][1] == -1
    assert after.coffee[0] == state.coffee[0] + 1
    assert after.scores[0] >= state.scores[0] + D.griefs[grief][2]
    assert "o-inconsciente.treat.catharsis" in rules_of(steps)


def test_o_inconsciente_treat_cure():
    client = 4  # cured at 6
    dream = next(i for i, m in enumerate(D.manifest) if m[0] == 2)
    state = treat_state(5, client=client, dream=dream, latent=2)
    after, steps = do(state, "treat 0")
    excess = 5 + 2 + D.latent[2] - D.clients[client][2]
    assert client in after.cured[0]
    assert after.hearts[0] == excess
    assert "o-inconsciente.treat.cure" in rules_of(steps)


def test_o_inconsciente_treat_dream():
    state = treat_state(0, client=12)
    after, _ = do(state, "treat 0")
    slot = after.office[0][0]
    assert slot[2] == -1 and slot[3] == -1
    assert state.office[0][0][3] in after.manifest_deck
    refilled, _ = do(after, "end")
    refilled = draw_all(refilled)
    assert refilled.tasks[0][0] == "manifest"


def test_o_inconsciente_end_of_turn_hearts():
    state = at_task(treat_state(0, client=12), ("hearts",), hearts=(2, 0))
    assert {"heart 0", "end"} <= keys(state)
    after, _ = do(state, "heart 0", "heart 0")
    assert after.office[0][0][4] == 2 and after.hearts[0] == 0
    assert "heart 0" not in keys(after)


def test_o_inconsciente_office_refill():
    state = at_task(
        started(), ("hearts",), office=((EMPTY_SLOT, BLOCKED_SLOT), started().office[1])
    )
    after, _ = do(state, "end")
    assert after.tasks[0] == ("pick-client", 0, 0)
    chosen, steps = do(after, "client 2")
    assert chosen.office[0][0][0] == state.client_display[2][0]
    assert chosen.office[0][0][1] == state.client_display[2][1]
    assert chosen.tasks[0][0] == "draw"
    assert "o-inconsciente.office.refill" in rules_of(steps)


# ----- at any time --------------------------------------------------------------------------
def test_o_inconsciente_anytime():
    state = at_task(started(), ("resolve", "notes"), ("hearts",))
    state = edit(state, hearts=(1, 0), coffee=(3, 4), disc=per_seat(state.disc, 0, (1, 0, 0) * 3))
    offered = keys(state)
    assert {"cash", "idea", "set ccc", "suppress 0 0", "elevate 0 0", "transfer 0 0 1"} <= offered
    assert "transfer 0 0 2" not in offered  # only to a neighbouring section
    cashed, _ = do(state, "cash")
    assert cashed.scores[0] == state.scores[0] + 2 and cashed.tasks[0] == ("resolve", "notes")
    bright, _ = do(state, "idea")
    assert bright.brilliant[0] == 1 and bright.coffee[0] == 0
    heart, _ = do(state, "set ccc")
    assert heart.hearts[0] == 2 and sum(heart.disc[0]) == 0
    assert heart.centre[0] == state.centre[0] + 3  # spent insights go back to the centre
    up, _ = do(state, "elevate 0 0")
    assert up.disc[0][1] == 1 and up.coffee[0] == 1
    # the office refill that ends the turn is still the turn; setup and others' choices are not
    refill = edit(state, tasks=(("pick-client", 0, 1), ("next",)))
    assert "cash" in keys(refill)
    assert "cash" not in keys(edit(state, tasks=(("pick-client", 1, 1), ("next",))))
    setup = GAME.setup(2, seed=1)
    assert not any(k in keys(setup) for k in ("cash", "idea", "set"))
    assert GAME.why_illegal(setup, "idea").rule == "o-inconsciente.anytime"


# ----- notes, research, theses, insights, moving ---------------------------------------------
def test_o_inconsciente_notes_gain():
    state = at_task(started(), ("resolve", "notes"), ("hearts",), coffee=(3, 4))
    offered = keys(state)
    # the three columns of each level's row: 1, 2 and 3 coffee
    assert {f"note {slot} 1" for slot in range(6)} <= offered
    assert "note 0 2" not in offered  # not the leftmost free space of the row
    assert "note 0 3" not in offered  # row 2 needs a cured client
    tile = state.note_display[2]
    after, _ = do(state, "note 2 1")
    assert after.notebook[0][1] == tile
    # the level's tiles slide right, the pile's new top comes from the same level's pile
    assert after.note_display[1:3] == state.note_display[0:2] and after.note_display[0] == -1
    assert after.note_display[3:] == state.note_display[3:]
    assert after.tasks[0] == ("draw", "note", 0)
    assert {a.key for a in GAME.legal_actions(after)} == {f"draw {t}" for t in state.note_piles[0]}
    poor = edit(state, coffee=(1, 4))
    assert "note 1 1" not in keys(poor)
    assert GAME.why_illegal(poor, "note 1 1").rule == "o-inconsciente.notes.gain"


def test_o_inconsciente_research_gain():
    state = at_task(started(), ("resolve", "research"), ("hearts",))
    after, _ = do(state, "research")
    assert after.tasks[0][0] == "draw"
    drawn = draw_all(after)
    assert len(drawn.hand[0]) == 1 and drawn.tasks[0] == ("swap",)
    card = drawn.hand[0][0]
    swapped, _ = do(drawn, f"swap {card} 0")
    assert swapped.research_display[0] == card and swapped.hand[0] == (drawn.research_display[0],)


def test_o_inconsciente_research_play():
    # playing a card is its own decision, after the draw and the swap, and may be declined
    gained = draw_all(do(at_task(started(), ("resolve", "research"), ("hearts",)), "research")[0])
    kept, _ = do(gained, "keep")
    assert kept.tasks[0] == ("play",) and kept.played[0] == ()
    assert keys(kept) >= {f"play {gained.hand[0][0]}", "skip"}
    declined, _ = do(kept, "skip")
    assert declined.hand[0] == gained.hand[0] and declined.played[0] == ()
    state = started()
    card = next(
        i
        for i, r in enumerate(D.research)
        if r[1] == "points:2" and i not in state.research_display
    )
    deck = tuple(c for c in state.research_deck if c != card)
    state = at_task(state, ("play",), ("hearts",), hand=((card,), ()), research_deck=deck)
    after, _ = do(state, f"play {card}")
    assert after.played[0] == (card,) and after.scores[0] == state.scores[0] + 2


def test_o_inconsciente_research_thesis():
    state = started(**{"own-insights": "from-start"})
    cards = tuple(sorted(state.research_deck[:3]))
    deck = tuple(c for c in state.research_deck if c not in cards)
    state = at_task(
        state, ("resolve", "thesis"), ("hearts",), played=(cards, ()), research_deck=deck
    )
    small = next(t for t in state.theses_left if D.theses[t][0] == 2)
    big = next(t for t in state.theses_left if D.theses[t][0] == 4)
    assert f"thesis {small}" in keys(state) and f"thesis {big}" not in keys(state)
    chosen, _ = do(state, f"thesis {small}")
    assert chosen.tasks[0] == ("volume", small, 2, 0)
    # the player chooses which card fills each volume, the leftmost first
    assert {k for k in keys(chosen) if k.startswith(("volume", "cite"))} == {
        f"volume {c}" for c in cards
    }
    after, steps = do(chosen, f"volume {cards[2]}", f"volume {cards[0]}")
    assert after.published[0] == (small,) and after.covered[0] == (cards[2], cards[0])
    assert after.played[0] == (cards[1],)
    assert sum(after.own[0]) == 5 and after.scores[0] == state.scores[0] + D.theses[small][1]
    assert rules_of(steps).count("o-inconsciente.research.thesis") == 3
    # another player's published thesis can be cited for a later volume, never the leftmost
    other = at_task(
        after,
        ("resolve", "thesis"),
        ("hearts",),
        current=1,
        played=(after.played[0], (deck[0],)),
        research_deck=deck[1:],
    )
    second = next(t for t in other.theses_left if D.theses[t][0] == 2)
    writing, _ = do(other, f"thesis {second}")
    assert {k for k in keys(writing) if k.startswith(("volume", "cite"))} == {f"volume {deck[0]}"}
    writing, _ = do(writing, f"volume {deck[0]}")
    assert f"cite {small}" in keys(writing)
    done, _ = do(writing, f"cite {small}")
    assert done.published == ((small,), (second,)) and done.covered[1] == (deck[0],)
    assert GAME.why_illegal(writing, "cite 7").rule == "o-inconsciente.research.thesis"


def test_o_inconsciente_insights_minor():
    state = at_task(started(), ("resolve", "insight"), ("hearts",))
    after, _ = do(state, "minor 2")
    assert after.disc[0][6] == 1 and after.centre[0] == 6
    assert after.tasks[0] == ("free", 2, 1)


def test_o_inconsciente_insights_free():
    state = at_task(started(), ("free", 2, 1), ("hearts",))
    state = edit(state, disc=per_seat(state.disc, 0, (1, 0, 0) + (0,) * 6))
    after, _ = do(state, "lift 0 0", "lift 0 1")
    assert after.disc[0][2] == 1 and after.tasks[0] == ("free", 0, 1)
    assert not any(k.startswith("lift") for k in keys(after))
    moved, _ = do(after, "shift 0 2 1")
    assert moved.disc[0][5] == 1 and moved.tasks[0] == ("hearts",)


def test_o_inconsciente_move():
    state = at_task(started(), ("resolve", "move"), ("hearts",), brilliant=(1, 0))
    prof, freud = state.prof[0], state.freud_loc
    offered = keys(state)
    assert f"move prof {(prof + 1) % 6}" in offered and f"move prof {(prof + 2) % 6}" in offered
    assert f"move prof {freud}" in offered
    assert f"move freud {(freud + 3) % 6}" in offered
    target = (prof + 1) % 6
    plain, _ = do(state, f"move prof {target}")
    boosted, _ = do(state, f"move prof {target} 1")
    here = 1 + sum(plain.prof[q] == target for q in (1,)) + (plain.freud_loc == target)
    kind, n = D.location_effects[target].split(":")[0], 1
    uses = lambda s: s.scores[0] + s.coffee[0] + s.hearts[0] + sum(s.disc[0])  # noqa: E731
    assert uses(plain) - uses(state) == min(5, here) * n
    assert uses(boosted) - uses(state) == min(5, here + 2) * n
    assert boosted.brilliant[0] == 0 and kind


# ----- reputation, goals, the end -----------------------------------------------------------
def test_o_inconsciente_reputation_gain():
    state = at_task(started(), ("bonus",), ("hearts",), freud_rep=2)
    loc = state.prof[0]
    after, steps = do(state, f"bonus {loc} 0")  # first token: a reputation point
    assert after.freud_rep == 3 and after.rep[0] == 1
    assert after.freud_loc == (state.freud_loc + 1) % 6  # Freud's marker passed the icon at 3
    assert "o-inconsciente.reputation.gain" in rules_of(steps)
    # markers do not block: one reaching an occupied space goes on top of the stack and is ahead
    level = at_task(started(), ("bonus",), ("hearts",), rep=(0, 1), rep_stack=(1, 0))
    assert engine.track_places(level)[0] == (1,)
    after, _ = do(level, f"bonus {level.prof[0]} 0")
    assert after.rep == (1, 1) and after.rep_stack == (1, 0)
    assert engine.track_places(after)[:2] == [(0,), (1,)]


def test_o_inconsciente_reputation_activate():
    state = at_task(started(), ("ink", 4), ("hearts",), rep=(2, 0), freud_rep=5)
    after, _ = do(state, "ink 4")
    assert after.scores[0] == state.scores[0] + D.track_points[2]
    assert after.coffee[0] == state.coffee[0] + D.track_coffee[2]
    assert after.tasks[0] == ("track",)
    effect = D.track_actions[5][0]
    assert "track 0" in keys(after) and effect


def test_o_inconsciente_reputation_sources():
    tile = next(i for i, t in enumerate(D.notes) if t[0] == 1)
    state = started()
    book = (tile,) * 8 + (-1,)
    cured = per_seat(state.cured, 0, (0, 1, 2))
    state = at_task(
        state,
        ("resolve", "notes"),
        ("hearts",),
        coffee=(9, 4),
        notebook=per_seat(state.notebook, 0, book),
        cured=cured,
    )
    after, steps = do(state, "note 0 8")
    assert after.nine[0] == 1 and after.rep[0] >= 1
    assert "o-inconsciente.reputation.sources" in rules_of(steps)
    # the Step says why the point comes (the full notebook), not only that it does
    (why,) = [s for s in steps if s.rule == "o-inconsciente.reputation.sources"]
    assert why.message.id == "o-inconsciente-step-rep-nine"


def test_o_inconsciente_goals():
    state = at_task(started(), ("resolve", "notes"), ("hearts",))
    goal = next(g for g in state.goals_left if D.goals[g][0] == "coffee")
    after, steps = do(state, "cash") if state.hearts[0] else (state, [])
    richer = edit(state, hearts=(1, 0), coffee=(D.goals[goal][1] - 1, 0))
    after, steps = do(richer, "skip")  # nothing claimed: coffee one short
    assert goal in after.goals_left
    bonus = at_task(richer, ("bonus",), ("hearts",))
    loc = bonus.prof[0]
    coffee_bonus = next(
        (loc2, i)
        for loc2 in (loc,)
        for i, e in enumerate(D.location_bonuses[loc2])
        if e.startswith("coffee")
    )
    claimed, steps = do(bonus, f"bonus {coffee_bonus[0]} {coffee_bonus[1]}")
    assert goal in claimed.goals_won[0] and goal not in claimed.goals_left
    assert "o-inconsciente.goals" in rules_of(steps)


def test_o_inconsciente_end():
    state = started()
    state = at_task(state, ("hearts",), freud_rep=D.clock, final_round=state.round, current=1)
    after, _steps = do(state, "end")
    assert after.tasks == () and after.to_move is None
    assert GAME.result(after) is not None
    not_last = at_task(started(), ("hearts",), freud_rep=D.clock, final_round=2, current=1)
    going, _ = do(not_last, "end")
    assert going.to_move is not None and going.round == 2


def test_o_inconsciente_end_trigger():
    state = at_task(started(), ("bonus",), ("hearts",), freud_rep=D.clock - 1)
    loc = state.prof[0]
    after, steps = do(state, f"bonus {loc} 0")
    assert after.freud_rep == D.clock and after.final_round == state.round + 1
    assert "o-inconsciente.end.trigger" in rules_of(steps)
    assert after.scores[0] >= state.scores[0] + 3


def test_o_inconsciente_end_scoring():
    state = started()
    tile = next(i for i, t in enumerate(D.notes) if t[0] == 1)
    state = edit(
        state,
        tasks=(),
        scores=(0, 0),
        rep=(3, 1),
        published=((0,), ()),
        cured=((0, 1), ()),
        theses_left=state.theses_left[1:],
        notebook=((tile,) * 6 + (-1,) * 3, state.notebook[1]),
        dist_bonus=((0, -1, -1), (0, -1, -1), (-1,) * 3),
        played=((), ()),
    )
    scores = engine.final_scores(state)
    symbols = len({D.clients[0][4], D.clients[1][4]})
    expected = D.track_points[3] + 2 * (1 + 2) + 10 + 5 + (0, 0, 1, 3)[symbols]
    assert scores[0] == expected
    assert GAME.result(state).winners == (0,)


def test_o_inconsciente_example_data(tmp_path, monkeypatch):
    from rules.core.errors import DataError
    from rules.o_inconsciente import data

    assert data.load().raw["example"] is True
    assert GAME.rulebook.section("o-inconsciente.example-data").example
    broken = tmp_path / "data.toml"
    broken.write_text(data.FILE.read_text(encoding="utf-8").replace("example = true", ""))
    monkeypatch.setattr(data, "FILE", broken)
    data.load.cache_clear()
    try:
        with pytest.raises(DataError, match="example"):
            data.load()
    finally:
        monkeypatch.undo()
        data.load.cache_clear()
        data.load()


# ----- issue 43: the note display by level, insights of the player's colour by type ----------
def test_o_inconsciente_setup_notes_display():
    """Two tiles of each pile turned up, each level in its own row; column 1 is the pile's
    top (seed: 'Vire duas fichas de cada pilha e coloque nos espaços respectivos')."""
    for players in (2, 3, 4):
        state = GAME.setup(players, seed=players)
        display = state.note_display
        assert len(display) == 6 and all(t >= 0 for t in display)
        assert [D.notes[t][0] for t in display] == [1, 1, 1, 2, 2, 2]
        assert all(D.notes[t][0] == 1 for t in state.note_piles[0])
        assert all(D.notes[t][0] == 2 for t in state.note_piles[1])


def test_o_inconsciente_ruling_note_columns():
    """Column 1 (the pile's top) costs 1 coffee and has no effect; the turned tiles of columns
    2 and 3 cost 2 and 3 and give the banner, then also the main effect; a level II tile slides
    only level II's row."""
    base = at_task(started(), ("resolve", "notes"), ("hearts",), coffee=(9, 4))
    top, _ = do(base, "note 3 1")
    assert top.coffee[0] == 8 and top.scores[0] == base.scores[0]
    assert top.note_display[:3] == base.note_display[:3]
    assert top.note_display[3] == -1 and top.tasks[0] == ("draw", "note", 3)
    assert {a.key for a in GAME.legal_actions(top)} == {f"draw {t}" for t in base.note_piles[1]}
    third, _ = do(base, "note 5 1")
    assert third.note_display[4:] == base.note_display[3:5] and third.note_display[3] == -1


def test_o_inconsciente_ruling_empty_note_pile():
    """A taken tile is replaced from the same level's pile; once that pile is empty its spaces
    stay empty, and the other level's pile is not touched."""
    state = at_task(started(), ("resolve", "notes"), ("hearts",), coffee=(9, 4))
    state = edit(state, note_piles=((), state.note_piles[1]))
    after, _ = do(state, "note 2 1")
    assert after.note_display[:3] == (-1, *state.note_display[:2])
    assert after.note_piles == state.note_piles and after.tasks[0] == ("hearts",)
    assert after.note_display[3:] == state.note_display[3:]


def own_state(own, disc=(0,) * 9, rulings=(), **fields):
    """The first turn with these insights of player 1's colour (by section and level) and
    these common ones on the disc."""
    state = started(**{"own-insights": "from-start", **dict(rulings)})
    return edit(
        state, own=per_seat(state.own, 0, own), disc=per_seat(state.disc, 0, disc), **fields
    )


def test_o_inconsciente_anytime_set_counts_insights_of_your_colour():
    """'1 insight de cada tipo (independente da cor)': an insight of your colour on the disc is
    of its section's type and completes a set."""
    own = (0, 0, 0, 1, 0, 0, 0, 0, 0)  # one memory insight of the player's colour
    disc = (1, 0, 0, 0, 0, 0, 1, 0, 0)  # common desire and fear insights
    state = at_task(own_state(own, disc, centre=(5, 7)), ("resolve", "notes"), ("hearts",))
    offered = {k for k in keys(state) if k.startswith("set")}
    assert offered == {"set coc"}
    after, steps = do(state, "set coc")
    assert after.hearts[0] == state.hearts[0] + 1 and after.own[0] == (0,) * 9
    assert after.own_spent[0] == 1 and after.centre[0] == 7 and sum(after.disc[0]) == 0
    assert "o-inconsciente.anytime" in rules_of(steps)
    both = at_task(own_state(own, (1, 0, 0, 1, 0, 0, 1, 0, 0)), ("resolve", "notes"), ("hearts",))
    assert {k for k in keys(both) if k.startswith("set")} == {"set ccc", "set coc"}


def test_o_inconsciente_treat_dream_uses_insights_of_your_colour():
    """A dream asking for a section is answered by an insight of your colour there too (the
    highest of either colour; a common one first on the same level)."""
    dream = next(i for i, m in enumerate(D.manifest) if m[1] == [1])  # asks for memory
    state = treat_state(0, client=12, dream=dream)
    own = (0, 0, 0, 0, 1, 0, 0, 0, 0)  # a level-1 memory insight of the player's colour
    state = edit(state, own=per_seat(state.own, 0, own))
    after, _ = do(state, "treat 0")
    assert after.office[0][0][4] == D.manifest[dream][0] + D.latent[0] + 2
    assert after.own[0] == (0,) * 9 and after.own_spent[0] == 1


def test_o_inconsciente_insights_free_moves_insights_of_your_colour():
    state = at_task(own_state((1,) + (0,) * 8), ("free", 2, 1), ("hearts",))
    assert {"lift 0 0 own", "shift 0 0 1 own"} <= keys(state)
    after, _ = do(state, "lift 0 0 own", "shift 0 1 1 own")
    assert after.own[0] == (0, 0, 0, 0, 1, 0, 0, 0, 0)


def test_o_inconsciente_ruling_suppress_keeps_your_colour_on_the_disc():
    state = at_task(own_state((1, 1) + (0,) * 7), ("resolve", "notes"), ("hearts",))
    offered = keys(state)
    assert "suppress 0 1 own" in offered and "suppress 0 0 own" not in offered
    assert {"elevate 0 0 own", "transfer 0 0 1 own"} <= offered
    lowered, _ = do(state, "suppress 0 1 own")
    assert lowered.own[0][:2] == (2, 0)
    removing = own_state((1, 1) + (0,) * 7, rulings={"suppress": "remove"})
    removing = at_task(removing, ("resolve", "notes"), ("hearts",))
    assert not any(k.startswith("suppress") and k.endswith("own") for k in keys(removing))
    assert GAME.why_illegal(state, "suppress 0 0 own").rule == "o-inconsciente.anytime"


def test_o_inconsciente_research_thesis_takes_your_lowest_insight():
    state = own_state((0, 1, 0, 0, 0, 0, 1, 0, 0))  # desire on level 1, fear on the minor space
    cards = tuple(sorted(state.research_deck[:2]))
    deck = tuple(c for c in state.research_deck if c not in cards)
    small = next(t for t in state.theses_left if D.theses[t][0] == 2)
    state = at_task(
        state, ("volume", small, 2, 0), ("hearts",), played=(cards, ()), research_deck=deck
    )
    after, _ = do(state, f"volume {cards[0]}", f"volume {cards[1]}")
    assert after.published[0] == (small,)
    assert after.own[0] == (0, 1) + (0,) * 7  # the minor fear insight went onto the thesis


def test_o_inconsciente_research_thesis_keeps_an_insight_of_your_colour_for_it():
    """Publishing moves an insight of your colour onto the thesis (AÇÕES, Publicando Teses), so
    while its volumes are being filled no trade may spend the last one left on the disc (a
    random game once traded it away and then could not publish: issue 43)."""
    state = own_state((1, 0, 0, 1, 0, 0, 0, 0, 0), disc=(2, 0, 0, 2, 0, 0, 2, 0, 0))
    cards = tuple(sorted(state.research_deck[:2]))
    deck = tuple(c for c in state.research_deck if c not in cards)
    small = next(t for t in state.theses_left if D.theses[t][0] == 2)
    state = at_task(
        state, ("volume", small, 2, 0), ("hearts",), played=(cards, ()), research_deck=deck
    )
    # two insights of the player's colour: a set may spend one of them, never both
    assert {k for k in keys(state) if k.startswith("set")} == {"set ccc", "set occ", "set coc"}
    refusal = GAME.why_illegal(state, "set ooc")
    assert refusal is not None and refusal.rule == "o-inconsciente.research.thesis"
    one_left, _ = do(state, "set occ")
    assert sum(one_left.own[0]) == 1
    # the last one stays on the disc for the thesis, which then takes it
    assert {k for k in keys(one_left) if k.startswith("set")} == {"set ccc"}
    assert GAME.why_illegal(one_left, "set coc").rule == "o-inconsciente.research.thesis"
    after, _ = do(one_left, f"volume {cards[0]}", f"volume {cards[1]}")
    assert after.published[0] == (small,) and sum(after.own[0]) == 0
    # with no thesis under way the last one may go into a set
    assert "set coc" in keys(at_task(one_left, ("hearts",)))
