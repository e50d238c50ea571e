"""The core's codec (rules/core/codec.py): a save's structure declared once, every value checked
on the way in, a refusal naming the field in full, earlier formats migrated.

The layouts here are small ones of the test's own, saved under a real game's header (Escape
from the Hidden Castle's: its players, variants and rulings are what the header checks)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Annotated, Any

import pytest

import rules
from rules.core import StateError
from rules.core.codec import (
    Between,
    Check,
    Codec,
    Empty,
    Keyed,
    Length,
    MaxLength,
    Names,
    Normal,
    OneOf,
    SavedAs,
    Since,
    Sorted,
    Tasks,
    last_seat,
    per_seat,
)

GAME = rules.load_game("escape-from-the-hidden-castle")
CARDS = Names("card of this game", lambda ctx: {"ace": 1, "king": 13, "queen": 12})


@dataclass(frozen=True)
class Seat:
    hand: Annotated[tuple[Annotated[int, CARDS], ...], Sorted()]
    score: Annotated[int, Between(0, 99)]


def _even(value: int, ctx) -> str | None:
    return None if value % 2 == 0 else "an even number of steps"


@dataclass(frozen=True)
class Save:
    draws: Annotated[int, Between(0)]
    current: Annotated[int, Between(0, last_seat)]
    mood: Annotated[str, OneOf(("calm", "storm"))]
    seats: Annotated[tuple[Seat, ...], Length(per_seat), SavedAs("players_state")]
    pending: Annotated[int | None, Between(1, 6)]
    steps: Annotated[int, Check(_even)]
    pile: Annotated[tuple[int, ...], Sorted(refuse=True), MaxLength(3)]
    marks: frozenset[str]
    named: Annotated[tuple[bool, ...], Keyed(lambda ctx: ("north", "south"), "no side {players}")]
    pair: tuple[int, str]
    added: Annotated[int, Since(2, lambda ctx, values: values["draws"] + 100)]


CODEC = Codec(Save, format=2)


def state(**changes):
    values = dict(
        players=3,
        variants=(),
        rulings=tuple(sorted(GAME.resolve_rulings({}).items())),
        seed=7,
        viewer=-1,
        draws=4,
        current=2,
        mood="calm",
        seats=tuple(SimpleNamespace(hand=(1, 12), score=s) for s in range(3)),
        pending=None,
        steps=4,
        pile=(1, 2, 3),
        marks=frozenset({"b", "a"}),
        named=(True, False),
        pair=(1, "x"),
        added=5,
    )
    values.update(changes)
    return SimpleNamespace(**values)


def saved(**changes):
    return CODEC.encode(GAME, state(**changes))


def refused(doc, field, problem):
    with pytest.raises(StateError) as caught:
        CODEC.decode(GAME, json.dumps(doc))
    assert caught.value.field == field
    assert problem in caught.value.problem
    return caught.value


def test_a_save_is_the_header_then_the_declared_fields_in_their_saved_form():
    doc = saved()
    assert list(doc)[:7] == ["game", "format", "players", "variants", "rulings", "seed", "viewer"]
    assert doc["format"] == 2
    assert doc["players_state"][0] == {"hand": ["ace", "queen"], "score": 0}
    assert doc["marks"] == ["a", "b"]
    assert doc["named"] == {"north": True, "south": False}
    assert doc["pair"] == [1, "x"]


def test_a_save_reads_back_into_the_values_it_was_written_from():
    ctx, values = CODEC.decode(GAME, json.dumps(saved()))
    assert ctx.players == 3 and ctx.version == 2 and values["seed"] == 7
    assert values["seats"][2] == {"hand": (1, 12), "score": 2}
    assert values["marks"] == frozenset({"a", "b"})
    assert values["named"] == (True, False) and values["pair"] == (1, "x")
    assert values["added"] == 5


@pytest.mark.parametrize(
    ("change", "field", "problem"),
    [
        (lambda d: d["players_state"][2]["hand"].__setitem__(0, "joker"),
         "players_state[2].hand[0]", "'joker' is not a card of this game"),
        (lambda d: d["players_state"][1].__setitem__("score", 100),
         "players_state[1].score", "must be at most 99, got 100"),
        (lambda d: d["players_state"][1].pop("score"), "players_state[1].score", "missing"),
        (lambda d: d["players_state"].pop(), "players_state", "expected 3 entries, got 2"),
        (lambda d: d.__setitem__("current", 3), "current", "must be at most 2"),
        (lambda d: d.__setitem__("current", True), "current", "expected a whole number"),
        (lambda d: d.__setitem__("draws", -1), "draws", "must be at least 0"),
        (lambda d: d.__setitem__("mood", "fog"), "mood", "expected one of calm, storm"),
        (lambda d: d.__setitem__("pending", 7), "pending", "must be at most 6"),
        (lambda d: d.__setitem__("steps", 3), "steps", "an even number of steps"),
        (lambda d: d.__setitem__("pile", [2, 1]), "pile", "kept sorted"),
        (lambda d: d.__setitem__("pile", [1, 2, 3, 4]), "pile", "at most 3 entries"),
        (lambda d: d.__setitem__("marks", "ab"), "marks", "expected a list"),
        (lambda d: d["named"].__setitem__("east", True), "named.east", "no side 3"),
        (lambda d: d["named"].pop("south"), "named.south", "missing"),
        (lambda d: d["named"].__setitem__("north", 1), "named.north", "expected true or false"),
        (lambda d: d.__setitem__("pair", [1, 2]), "pair[1]", "expected a string"),
        (lambda d: d.__setitem__("pair", [1]), "pair", "expected 2 entries"),
        (lambda d: d.pop("added"), "added", "missing"),
    ],
)  # fmt: skip
def test_a_value_that_does_not_fit_is_refused_naming_the_field_in_full(change, field, problem):
    doc = saved()
    change(doc)
    refused(doc, field, problem)


def test_a_hand_whose_order_nobody_knows_reads_back_sorted():
    doc = saved()
    doc["players_state"][0]["hand"] = ["king", "ace"]
    _, values = CODEC.decode(GAME, doc)
    assert values["seats"][0]["hand"] == (1, 13)


def test_a_field_added_in_a_later_format_takes_its_default_in_an_older_file():
    doc = saved()
    doc["format"] = 1
    del doc["added"]
    _, values = CODEC.decode(GAME, doc)
    assert values["added"] == 104  # computed from the fields read before it


def test_a_migration_turns_an_older_document_into_todays_before_it_is_read():
    seen = []

    def from_1(doc, ctx):
        seen.append(ctx.version)
        doc["mood"] = {"quiet": "calm"}.get(doc["mood"], doc["mood"])
        return doc

    codec = Codec(Save, format=2, migrations={1: from_1})
    doc = saved()
    doc.update(format=1, mood="quiet")
    _, values = codec.decode(GAME, doc)
    assert values["mood"] == "calm" and seen == [1]
    doc["format"] = 2  # today's format is not migrated: "quiet" is no mood of today's
    with pytest.raises(StateError, match="expected one of calm, storm"):
        codec.decode(GAME, doc)


def test_the_header_is_checked_first():
    doc = saved()
    doc["format"] = 3
    refused(doc, "format", "saved by a newer version")
    doc = saved(viewer=1)
    refused(doc, "viewer", "one player's view")


# ----- the markers the games' tasks, slots and hands use ----------------------------------------
class _Flow:
    """A turn flow's check of a task as a whole (rules.core.flow.TurnFlow.check)."""

    def check(self, task):
        return "a tie names its seats" if task == ("tie",) else None


def _letters(value: str, ctx) -> str | None:
    return None if set(value) <= set("abc") else "letters a to c"


def _sorted_text(value: str) -> str:
    return "".join(sorted(value))


def _no_double(task: tuple, ctx) -> str | None:
    return "two different seats" if task[0] == "tie" and len(set(task[1:])) < 2 else None


SEAT = Annotated[int, Between(0, last_seat)]
TASKS = {"go": (SEAT,), "take": (Annotated[int, CARDS],), "tie": ()}
HIDDEN_CARDS = Names("card", lambda ctx: {"ace": 1}, written_only={0: "?"})


@dataclass(frozen=True)
class Turn:
    players: int  # a header field: a state may be its own layout, the header read once
    seed: int | None
    tasks: Annotated[tuple[tuple, ...], Tasks(TASKS, _Flow(), more={"tie": SEAT}, check=_no_double)]
    named_tasks: Annotated[tuple[tuple, ...], Tasks(TASKS, name_argument=True)]
    slots: tuple[Annotated[int | None, Empty(-1), CARDS], ...]
    word: Annotated[str, Check(_letters), Normal(_sorted_text)]
    extra: tuple[Any, ...]
    uses: dict[Annotated[int, CARDS], Annotated[int, Between(1, 3)]]
    seen: tuple[Annotated[int, HIDDEN_CARDS], ...]


TURN = Codec(Turn, format=1)


def turn(**changes):
    values = dict(
        tasks=(("go", 1), ("take", 13), ("tie", 0, 2)),
        named_tasks=(("take", 1),),
        slots=(1, -1),
        word="ab",
        extra=(("x", (1, 2)), 3),
        uses={12: 2},
        seen=(1, 0),
    )
    values.update(changes)
    return TURN.encode(GAME, state(**values))


def test_tasks_slots_words_and_uses_are_written_in_their_saved_form():
    doc = turn()
    assert "players" not in doc or doc["players"] == 3  # the header's, written once
    assert doc["tasks"] == [["go", 1], ["take", "king"], ["tie", 0, 2]]
    assert doc["slots"] == ["ace", None]
    assert doc["extra"] == [["x", [1, 2]], 3]
    assert doc["uses"] == {"queen": 2}
    assert doc["seen"] == ["ace", "?"]  # a face-down card of a view: written, never read


def test_tasks_slots_words_and_uses_read_back_in_the_states_form():
    doc = turn()
    doc["seen"] = ["ace"]
    doc["word"] = "ba"
    _, values = TURN.decode(GAME, doc)
    assert values["tasks"] == (("go", 1), ("take", 13), ("tie", 0, 2))
    assert values["slots"] == (1, -1)
    assert values["word"] == "ab"  # its one form: sorted
    assert values["extra"] == (("x", (1, 2)), 3)
    assert values["uses"] == {12: 2}


@pytest.mark.parametrize(
    ("change", "field", "problem"),
    [
        (lambda d: d["tasks"].__setitem__(0, ["fly"]), "tasks[0]", "'fly' is not a task"),
        (lambda d: d["tasks"].__setitem__(0, "go"), "tasks[0]", "a list starting with its name"),
        (lambda d: d["tasks"].__setitem__(0, ["go"]), "tasks[0]", "takes 1 argument"),
        (lambda d: d["tasks"].__setitem__(0, ["go", 5]), "tasks[0]", "'go': must be at most 2"),
        (lambda d: d["tasks"].__setitem__(2, ["tie"]), "tasks[2]", "a tie names its seats"),
        (lambda d: d["tasks"].__setitem__(1, ["take", "joker"]), "tasks[1]", "not a card"),
        (lambda d: d["tasks"].__setitem__(2, ["tie", 1, 1]), "tasks[2]", "two different seats"),
        (lambda d: d["tasks"].__setitem__(2, ["tie", 1, 9]), "tasks[2]", "must be at most 2"),
        (lambda d: d["named_tasks"].__setitem__(0, ["take", "joker"]), "named_tasks[0][1]",
         "not a card"),
        (lambda d: d["slots"].__setitem__(1, "?"), "slots[1]", "not a card"),
        (lambda d: d.__setitem__("word", "abz"), "word", "letters a to c"),
        (lambda d: d.__setitem__("extra", [{"a": 1}]), "extra[0]", "expected a number"),
        (lambda d: d["uses"].__setitem__("joker", 1), "uses.joker", "not a card"),
        (lambda d: d["uses"].__setitem__("queen", 4), "uses.queen", "must be at most 3"),
        # a key that is no card is what is named, its value wrong too
        (lambda d: d["uses"].__setitem__("joker", 9), "uses.joker", "not a card"),
        (lambda d: d.__setitem__("seen", ["?"]), "seen[0]", "'?' is not a card"),
    ],
)  # fmt: skip
def test_a_task_slot_word_or_use_that_does_not_fit_is_named(change, field, problem):
    doc = turn()
    doc["seen"] = ["ace"]
    change(doc)
    with pytest.raises(StateError) as caught:
        TURN.decode(GAME, doc)
    assert caught.value.field == field
    assert problem in caught.value.problem


def test_a_games_own_failure_after_the_fields_names_the_last_field_read():
    """The core's guard (``Game.from_json``) names the field being read when a load fails in a
    way nobody foresaw: the codec tells it which field it reads."""
    from rules.core.jsonstate import field_being_read, reading

    with reading() as cell:
        TURN.decode(GAME, {**turn(), "seen": ["ace"]})
        assert field_being_read(cell) == "seen"


# ----- counts saved without their zeros, closed saves, tasks whose first argument picks the rest
COLOURS = ("red", "blue", "green")
DECKS = {"hand": (SEAT,), "display": (Annotated[int, Between(0, 3)], SEAT)}


def _colours(ctx) -> tuple[str, ...]:
    return COLOURS


Count = Annotated[int, Between(0)]


@dataclass(frozen=True)
class Table:
    bag: Annotated[tuple[Count, ...], Keyed(_colours, "not a colour", absent=0)]
    rows: Annotated[tuple[tuple[int, ...], ...], Keyed(_colours, absent=())]
    tasks: Annotated[tuple, Tasks({"draw": DECKS, "go": ()}, name_argument=True)]


TABLE = Codec(Table, format=1, closed="not a field of this save")


def table(**changes):
    values = dict(
        bag=(2, 0, 1),
        rows=((), (1, 2), ()),
        tasks=(("draw", "display", 3, 1), ("draw", "hand", 0), ("go",)),
    )
    values.update(changes)
    return TABLE.encode(GAME, SimpleNamespace(**{**vars(state()), **values}))


def test_counts_and_rows_are_saved_without_the_empty_ones_and_read_back_whole():
    doc = table()
    assert doc["bag"] == {"red": 2, "green": 1}
    assert doc["rows"] == {"blue": [1, 2]}
    assert doc["tasks"] == [["draw", "display", 3, 1], ["draw", "hand", 0], ["go"]]
    _, values = TABLE.decode(GAME, doc)
    assert values["bag"] == (2, 0, 1) and values["rows"] == ((), (1, 2), ())
    assert values["tasks"] == (("draw", "display", 3, 1), ("draw", "hand", 0), ("go",))


def test_a_state_without_variants_is_saved_with_none():
    plain = {k: v for k, v in vars(state()).items() if k != "variants"}
    doc = TABLE.encode(GAME, SimpleNamespace(**{**plain, **vars(SimpleNamespace(
        bag=(0, 0, 0), rows=((), (), ()), tasks=()))}))  # fmt: skip
    assert doc["variants"] == [] and doc["bag"] == {} and doc["rows"] == {}


@pytest.mark.parametrize(
    ("change", "field", "problem"),
    [
        (lambda d: d.__setitem__("extra", 1), "extra", "not a field of this save"),
        (lambda d: d["bag"].__setitem__("pink", 1), "bag.pink", "not a colour"),
        (lambda d: d["bag"].__setitem__("blue", -1), "bag.blue", "must be at least 0"),
        (lambda d: d["tasks"].__setitem__(0, ["draw"]), "tasks[0]", "starts with one of"),
        (lambda d: d["tasks"].__setitem__(0, ["draw", "deck", 1]), "tasks[0]", "hand, display"),
        (lambda d: d["tasks"].__setitem__(0, ["draw", "hand"]), "tasks[0]", "takes 2 argument"),
        (lambda d: d["tasks"].__setitem__(0, ["draw", "display", 4, 1]), "tasks[0][2]",
         "at most 3"),
        (lambda d: d["tasks"].__setitem__(0, ["draw", "display", 3, 5]), "tasks[0][3]",
         "at most 2"),
    ],
)  # fmt: skip
def test_a_count_a_field_or_a_draw_that_does_not_fit_is_named(change, field, problem):
    doc = table()
    change(doc)
    with pytest.raises(StateError) as caught:
        TABLE.decode(GAME, doc)
    assert caught.value.field == field
    assert problem in caught.value.problem
