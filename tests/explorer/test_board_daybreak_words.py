"""Issue 44, Daybreak's board speaks words: every card and place is read by its whole name on
the board (no initials, no name cut short), every mark that is not a word is explained by the
legend on the board, and at the end the board shows the final figures."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

import rules
from explorer.boards import board_view
from explorer.boards.daybreak import BLANK, CARDS, FLOW_TEXT, LABELS, PLAYERS, ROUND, STATUS, THERM
from rules.core.messages import render
from tests.rules.daybreak_helpers import apply, at_local, code, give, only_local

GAME = rules.load_game("daybreak")


@pytest.fixture
def view():
    return board_view(GAME)


def labels(fig) -> list[str]:
    return [t.replace("<br>", " ") for t in fig.data[LABELS].text]


def card_texts(fig) -> dict[str, str]:
    return dict(zip(fig.data[CARDS].customdata, fig.data[CARDS].text, strict=True))


def crowded():
    """Four powers, a long hand, a covered stack, a tuck, seven crises, four kept projects
    and two on offer: every kind of card on the board at once."""
    state = give(at_local(), 0, "cn-green-wall", "us-carbon-capture", "mw-geothermal")
    state = apply(state, "play us-carbon-capture on 1").state
    state = apply(state, "tuck cn-green-wall under 2").state
    return replace(
        state,
        crises=tuple(c.code for c in GAME.crisis[:7]),
        crisis_tucks=((code("us-bike-lanes"),),) + ((),) * 6,
        projects=tuple(c.code for c in GAME.globals[:4]),
        project_tucks=((),) * 4,
        offer=tuple(c.code for c in GAME.globals[4:6]),
    )


def test_every_card_in_play_is_named_whole_on_the_board(view):
    state = crowded()
    fig = view.build(state)
    shown = labels(fig)
    names = [GAME.crisis[c].name for c in state.crises]
    names += [GAME.globals[c].name for c in state.projects + state.offer]
    for seat in range(state.players):
        names += [GAME.local[cards[-1]].name for cards, _ in state.stacks[seat]]
    for name in names:
        assert any(label == name or label.startswith(name + ",") for label in shown), name
    assert not [label for label in shown if "…" in label]  # nothing cut short
    # The cards carry no letters: a stack's number, a count of tucked cards, or nothing
    # (a no-break space: in the browser a point drawn with no text at all got none when a
    # later update gave it one, and the stacks' numbers went blank after a scenario).
    for element, text in card_texts(fig).items():
        assert re.fullmatch(r"\d+|\+|\u00a0", text), (element, text)


def test_no_point_of_the_board_is_drawn_with_an_empty_text(view):
    # In the browser, a point first drawn with no text got none when a later update gave it
    # one: after a scenario was loaded the stacks' numbers and the Communities in Crisis
    # counts went blank. Every text of every trace, through a game, the scenarios and a new
    # game of four drawn into one figure as the dashboard does, is a no-break space at least.
    rng = random.Random(3)
    state = GAME.setup(2, seed=3)
    states = [state]
    while state.to_move is not None and len(states) < 150:
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
        states.append(state)
    states += [scenario.state for scenario in GAME.scenarios] + [crowded()]
    fig = view.build(states[0])
    for state in states:
        view.draw(fig, state)
        for trace in fig.data:
            if "text" in (trace.mode or "") and trace.text is not None:
                texts = [trace.text] if isinstance(trace.text, str) else list(trace.text)
                assert "" not in texts, (trace.name, texts)


def test_a_hand_is_named_card_by_card_and_what_does_not_fit_is_counted(view):
    state = crowded()
    fig = view.build(state)
    shown = labels(fig)
    for seat in range(state.players):
        hand = [GAME.local[c] for c in state.hands[seat]]
        drawn = [c for c in hand if f"hand:{seat}:{c.key}" in card_texts(fig)]
        for card in drawn:
            assert card.name in shown, card.name
        hidden = len(hand) - len(drawn)
        assert drawn == hand[: len(drawn)]
        if hidden:
            assert f"+{hidden} more" in shown
    # The long hand of United States does not all fit; the others' five do.
    assert len(state.hands[0]) > 5 and any(t.endswith(" more") for t in shown)
    # A hand with no card says so.
    solo = view.build(GAME.setup(1, seed=1))
    assert not GAME.setup(1, seed=1).hands[0] and "(no cards)" in labels(solo)


def test_a_stack_says_how_many_cards_its_top_card_covers_and_its_tab_the_tucked(view):
    state = crowded()
    fig = view.build(state)
    assert "Direct Air Capture Hubs, over 1 card" in labels(fig)
    texts = card_texts(fig)
    assert texts["stack:0:1"] == "1" and texts["tuck:0:2"] == "1" and texts["tuck:0:1"] == BLANK
    assert texts[f"crisis:{GAME.crisis[0].key}"] == "1"  # a card tucked behind the crisis
    assert "1/0" not in texts.values()


def test_the_legend_explains_every_mark_that_is_not_a_word(view):
    fig = view.build(crowded())
    legend = " ".join(labels(fig)).split("Key.")[1]
    for words in (
        "Temperature Band",  # the coloured rows of the thermometer
        "cubes",  # the numbers in its open row
        "die face",  # the number before each Planetary Effects track
        "●",  # the token on a track
        "◆ is a tipping point",
        "passive",  # the darker crises
        "tucked behind it",  # the numbers on crises, projects and tabs
        "grey: no player",  # a thermometer column no power fills
        "Communities in Crisis",  # the orange count and tokens
        "used up this round",  # a grey stack number
    ):
        assert words in legend, words


def test_the_carbon_picture_names_each_power(view):
    after = apply(only_local(at_local()), "done").state
    fig = view.build(after)
    texts = list(fig.data[FLOW_TEXT].text)
    for seat, count in enumerate(after.tally[: after.players]):
        name = rules.core.messages.render(GAME.power_name(seat, after))
        assert f"{name}<br>+{count}" in texts


def played_to_the_end(players: int, seed: int):
    rng = random.Random(seed)
    state = GAME.setup(players, seed=seed)
    while state.to_move is not None:
        chance = state.to_move == rules.CHANCE
        action = GAME.sample_chance(state) if chance else GAME.random_action(state, rng)
        state = GAME.apply(state, action).state
    return state


# Random games ending on 12 Communities in Crisis (2 players, seed 0) and on 8 bands (3
# players, seed 2).
@pytest.mark.parametrize(
    ("players", "seed", "ending"), [(2, 0, "end.communities"), (3, 2, "end.heat")]
)
def test_at_the_end_the_board_shows_the_final_figures(view, players, seed, ending):
    state = played_to_the_end(players, seed)
    result = GAME.result(state)
    assert result.rule == "daybreak." + ending
    fig = view.build(state)
    assert result.text in fig.data[STATUS].text[0]
    rounds = dict(zip(fig.data[ROUND].hovertext, fig.data[ROUND].marker.color, strict=True))
    marked = [h for h, colour in rounds.items() if colour != "#FFFFFF"]
    assert marked == [f"Round {result.scores[0]} (now)"]  # the team's score is its round
    assert f"{state.bands} of 8 bands" in " ".join(labels(fig))
    banded = list(fig.data[THERM].marker.color).count("#D55E00")
    assert banded == state.bands * state.players  # every band, in the powers' columns
    counts = dict(zip(fig.data[PLAYERS].customdata, fig.data[PLAYERS].text, strict=True))
    for seat in range(state.players):
        assert counts[f"communities:{seat}"] == str(state.communities[seat])
    assert render(GAME.describe(state)).endswith(f"The game is over: {result.text}.")


def label_boxes(fig):
    """Each label's words and about where they are drawn (units): from its anchor, rightwards
    or leftwards by its text position, half a line up and down."""
    from explorer.boards.daybreak import text_width

    trace = fig.data[LABELS]
    for x, y, text, where in zip(trace.x, trace.y, trace.text, trace.textposition, strict=True):
        lines = re.sub(r"<[^>]+>", "", text.replace("<br>", "\n")).split("\n")
        wide = max(text_width(line) for line in lines)
        left = (
            x if where.endswith("right") else x - wide if where.endswith("left") else x - wide / 2
        )
        yield text, (left, left + wide, y - 0.28 * len(lines), y + 0.28 * len(lines))


@pytest.mark.parametrize("group", ["crisis", "project", "offer"])
def test_a_ring_for_a_card_that_left_hides_no_words(view, group):
    # The ring of a crisis or project no longer in play stood on the column's heading and hid
    # its word ("Crises" at the end of a game won at Drawdown).
    from explorer.boards.daybreak import RING_SIZE

    state = crowded()
    if group == "offer":  # the offer's ring is for a project that left it: none is left
        state = replace(state, offer=())
    fig = view.build(state)
    x, y = view.locate(state, f"{group}:no-longer-here")
    reach = RING_SIZE / 2 / 24  # the ring's radius in units, about 24 px a unit
    for text, (left, right, low, high) in label_boxes(fig):
        clear = right < x - reach or left > x + reach or high < y - reach or low > y + reach
        assert clear, (group, text)
