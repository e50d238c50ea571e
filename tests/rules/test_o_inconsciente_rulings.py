"""O Inconsciente: each ruling, the seed's reading by default and the other a setup option (or,
for a fixed ruling, why there is nothing to switch)."""

from __future__ import annotations

import pytest

from rules.o_inconsciente import engine
from rules.o_inconsciente.data import load
from rules.o_inconsciente.state import BLOCKED_SLOT

from .o_inconsciente_helpers import GAME, do, edit, keys, office_slot, per_seat, started

D = load()


def test_o_inconsciente_ruling_starting_resources():
    example = GAME.setup(4, seed=1)
    none = GAME.setup(4, seed=1, rulings={"starting-resources": "none"})
    assert example.coffee == tuple(4 + c for c in D.starting_coffee)
    assert example.scores == tuple(D.starting_points)
    assert none.coffee == (4,) * 4 and none.scores == (0,) * 4


def test_o_inconsciente_ruling_generate():
    tile = next(i for i, t in enumerate(D.notes) if t[1] == "coffee:1")
    outcomes = {}
    for reading in ("minor-insight", "nothing"):
        state = started(generate=reading)
        book = per_seat(state.notebook, 0, (tile,) * 3 + (-1,) * 6)
        state = edit(state, tasks=(("ink", 1), ("hearts",)), notebook=book)
        after, _ = do(state, "ink 1")
        outcomes[reading] = sum(after.disc[0]) - sum(state.disc[0])
    assert outcomes == {"minor-insight": 1, "nothing": 0}


@pytest.mark.parametrize(("reading", "disc"), [("lower", (0, 1, 0)), ("remove", (0, 0, 0))])
def test_o_inconsciente_ruling_suppress(reading, disc):
    state = started(suppress=reading)
    state = edit(state, disc=per_seat(state.disc, 0, (0, 0, 1) + (0,) * 6))
    after, _ = do(state, "suppress 0 2")
    assert after.disc[0][:3] == disc and after.coffee[0] == state.coffee[0] - 1


@pytest.mark.parametrize(("reading", "left"), [("spend", 0), ("keep", 1)])
def test_o_inconsciente_ruling_dream_insights(reading, left):
    dream = next(i for i, m in enumerate(D.manifest) if m[1] == [0])
    state = started(**{"dream-insights": reading})
    office = per_seat(state.office, 0, (office_slot(12, -1, 0, dream, 0), BLOCKED_SLOT))
    state = edit(state, office=office, disc=per_seat(state.disc, 0, (0, 1, 0) + (0,) * 6))
    after, _ = do(state, "treat 0")
    assert after.disc[0][1] == left
    assert after.office[0][0][4] == D.manifest[dream][0] + D.latent[0] + 2


@pytest.mark.parametrize(("reading", "ink"), [("max", 3), ("sum", 5)])
def test_o_inconsciente_ruling_ink_value(reading, ink):
    state = started(**{"ink-value": reading})
    cols = len(D.table_actions[0])
    a = next(i for i in range(20) if i % cols == 2 and state.table[i] == -1)  # icon 3
    b = next(
        i
        for i in range(20)
        if i % cols == 1
        and state.table[i] == -1
        and engine.space_action(i) != engine.space_action(a)
    )  # icon 2
    pair = sorted((a, b))
    after, _ = do(state, f"declare i{pair[0]} i{pair[1]}")
    assert after.tasks[2] == ("ink", ink)


@pytest.mark.parametrize(("reading", "points"), [("one-two-three", 10), ("two-three", 4)])
def test_o_inconsciente_ruling_district_ladder(reading, points):
    state = started(**{"district-ladder": reading})
    state = edit(state, tasks=(), dist_bonus=((0, -1, -1), (0, -1, -1), (-1,) * 3))
    plain = edit(state, dist_bonus=((-1,) * 3,) * 3)
    assert engine.final_scores(state)[0] - engine.final_scores(plain)[0] == points


@pytest.mark.parametrize(
    ("reading", "stack", "bonus"),
    [("stack", (1, 0), 2), ("stack", (0, 1), 1), ("share", (0, 1), 2), ("nobody", (1, 0), 0)],
)
def test_o_inconsciente_ruling_track_ties(reading, stack, bonus):
    """Two markers on one space: by default the one on top of the stack is ahead (2 per
    cured client), the other second (1); or both take the first place's bonus, or neither."""
    state = started(**{"track-ties": reading})
    state = edit(state, tasks=(), rep=(2, 2), rep_stack=stack, cured=((0,), (1,)))
    alone = edit(state, cured=((), (1,)))
    assert engine.final_scores(state)[0] - engine.final_scores(alone)[0] == bonus


@pytest.mark.parametrize(("reading", "offered"), [("one-volume", True), ("its-size", False)])
def test_o_inconsciente_ruling_thesis_citation(reading, offered):
    """A cited thesis of 2 volumes fills one volume (default), or both it has: then it cannot
    fill the last volume of a thesis of 3 whose first two are taken."""
    state = started(**{"thesis-citation": reading, "own-insights": "from-start"})
    cited = next(t for t in state.theses_left if D.theses[t][0] == 2)
    mine = tuple(sorted(state.research_deck[:2]))
    big = next(t for t in state.theses_left if D.theses[t][0] == 3)
    state = edit(
        state,
        tasks=(("volume", big, 1, 0), ("hearts",)),
        played=((), mine),
        current=1,
        published=((cited,), ()),
        theses_left=tuple(t for t in state.theses_left if t != cited),
        research_deck=tuple(c for c in state.research_deck if c not in mine),
    )
    assert (f"cite {cited}" in {a.key for a in GAME.legal_actions(state)}) is offered


@pytest.mark.parametrize(("reading", "winners"), [("shared", (0, 1)), ("coffee", (1,))])
def test_o_inconsciente_ruling_win_ties(reading, winners):
    state = started(**{"win-ties": reading})
    state = edit(state, tasks=(), scores=(10, 10), coffee=(1, 5))
    # make everything else equal
    state = edit(state, notebook=((-1,) * 9,) * 2, rep=(0, 0))
    assert GAME.result(state).winners == winners


def test_o_inconsciente_ruling_own_insights():
    line = started()  # the starting tile went to the first space of row 1
    assert line.own == ((0,) * 9, (0,) * 9) and line.notebook[0][0] >= 0
    tile, *rest = line.note_piles[0]
    book = per_seat(line.notebook, 0, (line.notebook[0][0], tile) + (-1,) * 7)
    line = edit(line, notebook=book, note_piles=(tuple(rest), line.note_piles[1]))
    line = edit(line, tasks=(("resolve", "notes"), ("hearts",)), coffee=(5, 4))
    after, _ = do(line, "note 0 2")
    # the first row is complete: its insight goes, typed, to its section's minor space
    assert sum(after.own[0]) == 1
    assert after.own[0][D.line_insights[0] * engine.LEVELS] == 1
    start = started(**{"own-insights": "from-start"})
    assert [sum(own) for own in start.own] == [6, 6]


# ----- fixed rulings ------------------------------------------------------------------------
def test_o_inconsciente_ruling_solo():
    assert GAME.info.players == (2, 4)
    with pytest.raises(ValueError, match="2 to 4"):
        GAME.setup(1)
    assert GAME.rulebook.section("o-inconsciente.ruling.solo").fixed


def test_o_inconsciente_ruling_free_space():
    state = started()
    free = [i for i, v in enumerate(state.table) if v == -1]
    singles = {k for k in keys(state) if k.startswith("declare ") and k.count(" ") == 1}
    assert singles == {f"declare i{i}" for i in free}


def test_o_inconsciente_ruling_freud_start():
    places = {GAME.setup(3, seed=s).freud_loc for s in range(30)}
    assert places <= set(range(6)) and len(places) >= 3


def test_o_inconsciente_ruling_study_clients():
    routine = [c for c in D.clients if c[0] == "routine"]
    study = [c for c in D.clients if c[0] == "study"]
    assert min(c[2] for c in study) > max(c[2] for c in routine) - 1
    state = GAME.setup(2, seed=3)
    kinds = [D.clients[c][0] for c, _ in state.client_display]
    assert kinds == ["routine", "routine", "study", "study"]


def test_o_inconsciente_ruling_row_ladder():
    tile = next(i for i, t in enumerate(D.notes) if t[0] == 1)
    base = edit(started(), tasks=(), notebook=((-1,) * 9,) * 2)
    gains = []
    for rows in (1, 2, 3):
        book = (tile,) * (3 * rows) + (-1,) * (9 - 3 * rows)
        state = edit(base, notebook=(book, base.notebook[1]))
        gains.append(engine.final_scores(state)[0] - engine.final_scores(base)[0])
    assert gains == [1, 5, 16]


def test_o_inconsciente_ruling_symbols_ladder():
    base = edit(started(), tasks=(), cured=((), ()), played=((), ()), covered=((), ()))
    gains = []
    for kinds in range(1, 7):
        cards = tuple(next(i for i, r in enumerate(D.research) if r[0] == k) for k in range(kinds))
        state = edit(base, played=(cards, ()))
        gains.append(engine.final_scores(state)[0] - engine.final_scores(base)[0])
    assert gains == [0, 1, 3, 6, 10, 18]


def test_o_inconsciente_ruling_move_insights():
    state = GAME.setup(2, seed=2)
    after, _ = do(state, "row 0 0")
    assert after.disc == state.disc and after.centre == state.centre


@pytest.mark.parametrize("reading", ["hand", "closed"])
def test_o_inconsciente_ruling_empty_research(reading):
    state = started(**{"empty-research": reading})
    deck = state.research_deck
    state = edit(
        state,
        tasks=(("resolve", "research"), ("hearts",)),
        research_deck=(),
        hand=((deck[0],), tuple(sorted(deck[1:]))),
    )
    if reading == "closed":
        # the pile is gone and with it the action: cards in hand stay there for good
        assert "research" not in keys(state) and "skip" in keys(state)
        assert not GAME.bounded(GAME.resolve_rulings({"empty-research": reading}))
        return
    assert "research" in keys(state) and GAME.bounded(GAME.resolve_rulings({}))
    after, steps = do(state, "research")
    assert after.tasks[0] == ("swap",) and after.hand == state.hand  # nothing was drawn
    assert "o-inconsciente.ruling.empty-research" in [s.rule for s in steps]
    played, _ = do(after, "keep", f"play {deck[0]}")
    assert played.played[0] == (deck[0],) and played.hand[0] == ()
    # with nothing in hand there is nothing to swap or play: the action stays closed
    assert "research" not in keys(edit(state, hand=((), tuple(sorted(deck)))))
