"""Issue 47, third round: an Action's name is said only when read, and a move whose check alone
decides (``Move(check_decides=True)``) is taken on that check, without its kind's options or
the position's whole legal list being made. Neither changes a word a person reads, nor lets
an illegal move through. Speed itself is measured in benchmarks/, never asserted here."""

from __future__ import annotations

import copy
import pickle
import random
from itertools import islice

import pytest

import rules
from rules.core import CHANCE, Action, IllegalAction
from rules.core.bots import make_bots, play_one, random_playout
from rules.core.messages import Msg
from rules.core.moves import DeclaredGame

SLUGS = rules.available_games()


def fresh(slug: str):
    """A new instance of a game, its caches empty (``load_game`` shares one per game)."""
    return type(rules.load_game(slug))()


# ----- names said when read ------------------------------------------------------------------
def test_a_name_said_later_is_said_once_on_first_read_and_reads_as_one_made_at_once():
    said: list[tuple] = []

    def say(colour: str, count: int) -> Msg:
        said.append((colour, count))
        return Msg("label-take", colour=colour, count=count)

    later = Action.named_later("take red 2", "take", say, "red", 2)
    at_once = Action("take red 2", Msg("label-take", colour="red", count=2), "take")
    assert said == []  # nothing said while nobody reads it
    assert later.key == "take red 2" and later.kind == "take" and hash(later) == hash(at_once)
    assert said == []
    assert later.name == at_once.name
    assert later.name is later.name  # said once, then kept
    assert said == [("red", 2)]
    assert later == at_once and repr(later) == repr(at_once)
    for copied in (copy.copy(later), pickle.loads(pickle.dumps(later))):
        assert copied == at_once


def test_a_name_said_later_is_said_by_copies_and_comparisons_too():
    later = Action.named_later("k", "kind", lambda: Msg("x"))
    assert later == Action("k", Msg("x"), "kind")  # equality reads the name
    assert later != Action("k", Msg("y"), "kind")
    assert pickle.loads(pickle.dumps(Action.named_later("k", "", str, 5))).name == "5"


def test_an_action_stays_a_value():
    action = Action.named_later("k", "kind", lambda: "a name")
    with pytest.raises(AttributeError):
        action.name = "another"  # type: ignore[misc]
    assert action.name == "a name"


def counting_labels(game, monkeypatch) -> list:
    """Record every label the game's move declarations are asked for from now on."""
    said: list = []
    for move in game.moves:

        def counted(game_, *parts, _label=move._label, _kind=move.kind):
            said.append((_kind, parts))
            return _label(game_, *parts)

        monkeypatch.setattr(move, "_label", counted)
    return said


@pytest.mark.parametrize("slug", SLUGS)
def test_bots_playing_a_game_say_no_declared_label(slug, monkeypatch):
    """A game between bots lists and applies hundreds of actions and reads none of their
    names: none is said (before, every Action's label was composed when it was first made);
    a name read is the declared label."""
    game = fresh(slug)
    said = counting_labels(game, monkeypatch)
    players = game.info.players[0]
    names = ["heuristic"] if "heuristic" in getattr(game, "bots", {}) else ["random"]
    bots = make_bots(game, names + ["random"] * (players - 1), players)
    rulings = {"round-limit": "30"} if slug == "vrienden" else {}
    play_one(game, players, 3, bots, rulings=rulings, limit=20_000)
    assert said == []
    listed = 0
    for state in islice(random_states(game, players), 0, None, 9):
        for action in game.legal_actions(state):
            move, parts = game.read_key(action.key)
            if type(game)._legal is DeclaredGame._legal:  # the core's list: declared labels
                assert action.name == move._label(game, *parts), action.key
            assert action.label  # said in words when read
            listed += 1
    assert said and listed


def random_states(game, players: int):
    rulings = {"round-limit": "30"} if game.info.slug == "vrienden" else {}
    for before, _, _ in random_playout(game, players, 5, rulings=rulings):
        if before.to_move != CHANCE:
            yield before


def test_o_inconsciente_lists_position_labels_without_saying_them(monkeypatch):
    """O Inconsciente relabels some decisions from the position (the deck a card is drawn
    from, a display's client): its random seats list and draw them without saying a word,
    and the name read is the one the position says."""
    game = fresh("o-inconsciente")
    said: list = []
    for move, say in list(game.position_labels.items()):

        def counted(game_, state, *parts, _say=say):
            said.append(parts)
            return _say(game_, state, *parts)

        monkeypatch.setitem(game.position_labels, move, counted)
    relabelled = []
    for before, action, _ in random_playout(game, 2, 4):
        move, _ = game.read_key(action.key)
        if move in game.position_labels:
            relabelled.append((before, action))
    assert relabelled and said == []
    for before, action in relabelled[:60]:
        move, parts = game.read_key(action.key)
        assert action.name == game.position_labels[move](game, before, *parts)
    assert said
    assert {a.kind for _, a in relabelled} >= {"chance", "setup"}  # draws and starting rows


# ----- a move taken on its own check ---------------------------------------------------------
def decided_moves(slug: str) -> list:
    return [move for move in getattr(rules.load_game(slug), "moves", ()) if move.check_decides]


DECIDING = [slug for slug in SLUGS if decided_moves(slug)]


def test_vrienden_s_owed_moves_are_decided_by_their_check():
    assert "vrienden" in DECIDING  # what the tests below hold


def at_their_task(slug: str, seeds=(1, 2, 3)) -> list:
    """Positions of random games where a move whose check decides is due."""
    game = rules.load_game(slug)
    tasks = {task for move in decided_moves(slug) for task in move.tasks}
    low, high = game.info.players
    rulings = {"round-limit": "30"} if slug == "vrienden" else {}
    found = []
    for seed in seeds:
        players = min(high, max(low, 2 + seed % 3))
        for before, _, _ in random_playout(game, players, seed, rulings=rulings):
            if before.to_move != CHANCE and game.front_task(before) in tasks:
                found.append(before)
    return found


def decided_keys(slug: str, states: list) -> list[str]:
    """Keys of the deciding moves legal somewhere among ``states`` (so, tempting here)."""
    game = rules.load_game(slug)
    kinds = {move.kind for move in decided_moves(slug)}
    return sorted({a.key for s in states for a in game.legal_actions(s) if a.kind in kinds})


@pytest.mark.parametrize("slug", DECIDING)
def test_a_deciding_check_passes_exactly_the_listed_moves(slug):
    """What ``check_decides`` declares: at its task, a move's check passes exactly when the
    legal list holds it, for keys legal in other positions as well as here."""
    game = rules.load_game(slug)
    states = at_their_task(slug)
    keys = decided_keys(slug, states)
    rng = random.Random(3)
    passed = refused = 0
    for state in states[::2]:
        listed = {a.key for a in game.legal_actions(state)}
        for key in {*rng.sample(keys, min(30, len(keys))), *listed}:
            move, parts = game.read_key(key)
            legal = move._check(game, state, *parts) is None
            assert legal == (key in listed), key
            passed += legal
            refused += not legal
    assert passed > 20 and refused > 20


def counting_lists(game, monkeypatch) -> list:
    """Record every whole legal list and every deciding move's options made from now on."""
    made: list = []
    legal = game._legal
    monkeypatch.setattr(game, "_legal", lambda state: made.append("list") or legal(state))
    for move in game.moves:
        if move.check_decides:
            options = move._options
            monkeypatch.setattr(
                move,
                "_options",
                lambda g, s, _o=options: made.append("options") or _o(g, s),
            )
    return made


@pytest.mark.parametrize("slug", DECIDING)
def test_a_move_is_applied_on_its_own_check_alone(slug, monkeypatch):
    """``apply``, ``legal_by_key`` and ``action_from_key`` in a position whose list was not
    made take a deciding move on its check: neither the position's whole legal list nor the
    move's options are made (both were before), and the move leads where it always did."""
    reference = rules.load_game(slug)
    cases = [
        (state, action)
        for state in at_their_task(slug)[::2]
        for action in reference.legal_actions(state)[:3]
    ]
    assert len(cases) > 20
    expected = [reference.apply(s, a.key, explain=False).state for s, a in cases]
    game = fresh(slug)
    made = counting_lists(game, monkeypatch)
    for (state, action), after in zip(cases, expected, strict=True):
        assert game.apply(state, action.key, explain=False).state == after
        assert game.legal_by_key(state, action.key) == action
        assert game.action_from_key(state, action.key) == action
    assert made == []


@pytest.mark.parametrize("slug", DECIDING)
def test_an_illegal_move_is_still_refused_naming_its_rule(slug):
    """Taken on its check alone, an illegal move is refused as before: ``apply`` and
    ``action_from_key`` raise IllegalAction with the very Ruling ``why_illegal`` gives (the
    rule named, its sentence), ``legal_by_key`` gives None, and the position is unchanged."""
    reference = rules.load_game(slug)
    states = at_their_task(slug)
    keys = decided_keys(slug, states)
    rng = random.Random(5)
    refused = 0
    for state in states[::3]:
        listed = {a.key for a in reference.legal_actions(state)}
        for key in rng.sample(keys, min(15, len(keys))):
            if key in listed:
                continue
            game = fresh(slug)  # nothing of this position listed before
            before = repr(state)
            ruling = reference.why_illegal(state, key)
            assert ruling is not None
            assert game.legal_by_key(state, key) is None
            with pytest.raises(IllegalAction) as applied:
                fresh(slug).apply(state, key, explain=False)
            with pytest.raises(IllegalAction) as taken:
                fresh(slug).action_from_key(state, key)
            assert applied.value.ruling == taken.value.ruling == ruling
            assert repr(state) == before
            refused += 1
    assert refused > 20
