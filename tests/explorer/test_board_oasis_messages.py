"""Oasis's board writes every text for people from the game's catalogue (issue 45): the
messages it names exist, every ``oasis-board-*`` message is one it draws, counts read by
Fluent's plural forms, and its example note says only what is example data."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import random
from types import SimpleNamespace

import rules
from explorer.boards import oasis as board
from explorer.boards.oasis import CARDS, PILES, View
from rules.core.messages import render

GAME = rules.load_game("oasis")
PREFIX = "oasis-board-"


def said_in_board() -> tuple[set[str], set[str]]:
    """The ids the board's say() calls name: whole ones, and the starts of built ones."""
    whole, starts = set(), set()
    for node in ast.walk(ast.parse(inspect.getsource(board))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "say"):
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant):
            whole.add(PREFIX + first.value)
        elif isinstance(first, ast.JoinedStr):
            starts.add(PREFIX + first.values[0].value)
        elif isinstance(first, ast.IfExp):  # say("a" if ... else "b", ...)
            whole |= {PREFIX + first.body.value, PREFIX + first.orelse.value}
    return whole, starts


def test_every_message_the_board_names_exists_and_every_board_message_is_drawn():
    known = set(GAME.messages.parameters["en"])
    whole, starts = said_in_board()
    assert whole and starts
    assert whole <= known, sorted(whole - known)
    for start in starts:
        assert any(m.startswith(start) for m in known), start
    ours = {m for m in known if m.startswith(PREFIX)}
    unused = {m for m in ours - whole if not any(m.startswith(s) for s in starts)}
    unused.discard(PREFIX + "then")  # the banner's joiner, named through names.chained
    assert not unused, sorted(unused)


def test_a_built_message_has_every_variant_the_cards_ask_for():
    cards = GAME.cards
    for item in cards.equipment:
        assert GAME.messages.has(f"{PREFIX}does-{item}"), item
    kinds = {a for card in cards.cards if card.kind == "companion" for a in card.actions}
    kinds |= set(cards.clan_mission.values())
    for kind in kinds:
        assert GAME.messages.has(f"{PREFIX}action-{kind}"), kind


def hovers(fig, trace: int) -> dict[str, str]:
    data = fig.data[trace]
    return dict(zip(data.customdata, data.hovertext, strict=True))


def test_ruins_copies_and_pile_costs_are_counted_by_plural_forms():
    state = GAME.setup(2, 3)
    one = state.deck[0]
    two = next(code for code in state.deck if code != one)
    state = dataclasses.replace(state, ruins=(one, two, two))
    view = View(GAME)
    fig = view.build(state)
    ruins = {e: h for e, h in hovers(fig, CARDS).items() if e.startswith("ruins:")}
    counts = sorted(h.rsplit("In the Ruins: ", 1)[1].removesuffix("</i>") for h in ruins.values())
    assert counts == ["1 copy", "2 copies"]
    piles = hovers(fig, PILES)
    for item, cost in GAME.cards.cost.items():
        assert f"costs {cost} cards" in piles[f"supply:{item}"]
    assert render(board.say("in-ruins", copies=1)) == "In the Ruins: 1 copy"
    assert render(board.say("in-ruins", copies=3)) == "In the Ruins: 3 copies"
    hover = render(board.say("card-equipment", card="Map", cost=1, does="It ..."))
    assert "(Equipment, costs 1 card)" in hover


def test_the_example_note_names_only_what_is_example_data():
    def game_with(journey: bool, companions: bool):
        cards = dataclasses.replace(
            GAME.cards, journey_example=journey, companions_example=companions
        )
        return SimpleNamespace(info=GAME.info, cards=cards)

    both = View(game_with(True, True)).example_note
    assert both.startswith("How many Journey cards") and "the list of Companions" in both
    journey = View(game_with(True, False)).example_note
    assert journey.startswith("How many Journey cards") and "Companions" not in journey
    companions = View(game_with(False, True)).example_note
    assert companions.startswith("The list of Companions") and "Journey" not in companions
    assert View(game_with(False, False)).example_note == ""


def plain(fig) -> list:
    """A figure's traces as JSON has them, without plotly's ids."""
    data = json.loads(json.dumps(fig.to_dict()["data"]))
    return [{k: v for k, v in trace.items() if k != "uid"} for trace in data]


def test_a_redraw_of_the_same_state_with_new_picks_shows_what_a_fresh_board_shows():
    state, pick = GAME.setup(3, 4), random.Random(4)
    for _ in range(30):
        action = (
            GAME.sample_chance(state)
            if state.to_move < 0
            else pick.choice(GAME.legal_actions(state))
        )
        state = GAME.apply(state, action).state
    hand = [e for e in View(GAME).scene(state) if e.startswith(f"hand:{state.current}:")]
    view = View(GAME)
    fig = view.build(state)
    view.draw(fig, state, (), hand[:1])
    fresh_view = View(GAME)
    fresh = fresh_view.build(None)
    fresh_view.draw(fresh, state, (), hand[:1])
    assert plain(fig) == plain(fresh)
