"""The boards of Mycelia: Prisma, Vrienden and Escape from the Hidden Castle read in words
(issue 44, the boards part): every text the board draws stays drawn, the colours and shapes
have a key on the board, a card's effect is one pointer or focus away, and the end shows the
result's scores.

In-process: the figure's own data is the witness.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import rules
from explorer.boards import board_view
from rules.core.messages import render

MINE = ("mycelia-prisma", "vrienden", "escape-from-the-hidden-castle")
MYCELIA = rules.load_game("mycelia-prisma")


def played(slug: str, players: int, seed: int, moves: int = 200) -> list:
    game = rules.load_game(slug)
    state = game.setup(players, seed=seed)
    pick = random.Random(seed)
    states = [state]
    for _ in range(moves):
        if state.to_move is None:
            break
        state = game.apply(state, pick.choice(game.legal_actions(state))).state
        states.append(state)
    return states


def texts_of(fig) -> list[tuple[str, int, str]]:
    """(trace name, point, text) of every point text the figure asks plotly to draw."""
    found = []
    for trace in fig.data:
        if "text" not in (trace.mode or "") or trace.text is None:
            continue
        texts = [trace.text] if isinstance(trace.text, str) else list(trace.text)
        found += [(trace.name, i, text) for i, text in enumerate(texts)]
    return found


@pytest.mark.parametrize("slug", rules.available_games())
def test_no_point_of_the_board_is_given_an_empty_text(slug):
    # Plotly drops the text element of a point whose text is empty and never makes it again:
    # a word later drawn at that point stayed invisible (Player 2's action card b after a
    # scenario was loaded). Every state of a game, its scenarios and a new game after them
    # are drawn into one figure, as the dashboard does.
    game = rules.load_game(slug)
    view = board_view(game)
    states = played(slug, 2, seed=4) + [s.state for s in game.scenarios]
    states += played(slug, game.info.players[1], seed=5, moves=40)
    fig = view.build(states[0])
    empty = [(name, i) for name, i, text in texts_of(fig) if text == ""]
    assert not empty, f"empty texts on the first board: {empty[:5]}"
    for state in states:
        view.draw(fig, state)
        empty = [(name, i) for name, i, text in texts_of(fig) if text == ""]
        assert not empty, f"empty texts on the board: {empty[:5]}"


# ----- Mycelia: Prisma ---------------------------------------------------------------------
def mycelia_figure(state):
    view = board_view(MYCELIA)
    return view, view.build(state)


def trace(fig, name: str):
    return next(t for t in fig.data if t.name == name)


def test_mycelia_the_field_types_and_the_drops_have_a_key_in_words():
    # The prism-drop scenario speaks of "the moss field right of the shrine field": each
    # field colour on the board is named in the key, in that colour.
    state = next(s for s in MYCELIA.scenarios if s.id == "prism-through-shrine").state
    _view, fig = mycelia_figure(state)
    key = trace(fig, "key")
    named = dict(zip(key.text, key.marker.color, strict=True))
    fields = trace(fig, "fields")
    for colour in set(fields.marker.color):
        assert colour in named.values(), f"field colour {colour} has no words in the key"
    for words in ("moss", "grass", "water", "earth", "shrine field", "dewdrop", "prism drop"):
        assert words in named
    assert any("unused" in words for words in named)  # the covered bar spaces' mark


def test_mycelia_each_mushroom_is_marked_beside_its_players_name():
    state = MYCELIA.setup(3, seed=2)
    _view, fig = mycelia_figure(state)
    key = trace(fig, "key")
    mushrooms = trace(fig, "mushrooms")
    marks = {
        text: (colour, symbol)
        for text, colour, symbol in zip(key.text, key.marker.color, key.marker.symbol, strict=True)
    }
    for seat in range(3):
        at = list(mushrooms.customdata).index(f"mushroom:{seat}")
        mark = (mushrooms.marker.color[at], mushrooms.marker.symbol[at])
        name = next(t for t in marks if t.startswith(f"Player {seat + 1}"))
        assert marks[name] == mark


def test_mycelia_a_start_hand_names_its_cards_whole():
    # "Shared l…": the hand's three places were cut to equal widths whatever the names.
    state = MYCELIA.setup(2, seed=1)
    for _ in range(400):
        if all(len(h) == 3 for h in state.hands):
            break
        state = MYCELIA.apply(state, MYCELIA.legal_actions(state)[0]).state
    _view, fig = mycelia_figure(state)
    cards = trace(fig, "cards")
    for seat in range(2):
        for code in state.hands[seat]:
            card = MYCELIA.cards[code]
            at = list(cards.customdata).index(f"hand:{seat}:{card.key}")
            assert cards.text[at].replace("<br>", " ") == card.name
            assert "…" not in cards.text[at]


def test_mycelia_a_cards_hover_says_what_it_does():
    state = next(s for s in MYCELIA.scenarios if s.id == "lux-first-card").state
    _view, fig = mycelia_figure(state)
    cards = trace(fig, "cards")
    hover = dict(zip(cards.customdata, cards.hovertext, strict=True))
    assert "remove 2 drops from moss fields" in hover["hand:0:marasmius"]
    assert "3 leaves for you" in hover["hand:0:boletus"]
    assert "works twice" in hover["gifts:0:lux"]  # a gift: its rulebook section
    assert "move a drop" in hover["action:0:b"]
    assert "new showcase" in hover["action:0:a"] and "gift piles" in hover["action:0:a"]


def test_mycelia_the_shrine_is_told_in_words():
    state = MYCELIA.setup(2, seed=1)
    _view, fig = mycelia_figure(state)
    labels = trace(fig, "labels").text
    capacity = MYCELIA.capacity(2)
    assert f"0 of {capacity} drops" in labels
    assert f"0/{capacity}" not in labels
    assert any(text.startswith("supply: ") and text.endswith("dewdrops") for text in labels)


def test_mycelia_at_the_end_each_player_shows_the_results_score_and_the_winner():
    state = MYCELIA.setup(2, seed=3)
    pick = random.Random(1)
    while MYCELIA.result(state) is None:
        state = MYCELIA.apply(state, pick.choice(MYCELIA.legal_actions(state))).state
    result = MYCELIA.result(state)
    _view, fig = mycelia_figure(state)
    labels = list(trace(fig, "key").text)  # each name beside its mushroom's mark
    for seat in range(2):
        line = next(t for t in labels if t.replace("<b>", "").startswith(f"Player {seat + 1}"))
        assert f"{result.scores[seat]} drops cleared" in line
        assert ("wins" in line) == (seat in result.winners)


def test_mycelia_card_effect_words_come_from_the_card_data():
    from rules.mycelia_prisma.names import card_effect

    texts = {card.key: render(card_effect(card)) for card in MYCELIA.cards if card.kind == "market"}
    assert (
        texts["marasmius"] == "Marasmius rotula: costs 3 leaves; remove 2 drops from moss fields."
    )
    assert all(json.dumps(text) for text in texts.values())


# ----- Vrienden ----------------------------------------------------------------------------
def test_vrienden_writes_points_and_players_not_pts_and_p2():
    # "0 pts", "P2" beside a karma token (P is also purple's letter) and "2: P2" on an
    # objective card were codes; the key also says what "?" and "in hand" mean.
    game = rules.load_game("vrienden")
    view = board_view(game)
    state = game.setup(3, seed=2, variants=("objectives",))
    states = played("vrienden", 3, seed=2, moves=120)
    fig = view.build(state)
    seen_any = False
    for state in states:
        view.draw(fig, state)
        for name, _i, text in texts_of(fig):
            assert " pts" not in text and " pt<" not in text, (name, text)
            assert not re.search(r"\bP\d", text), (name, text)
        seen = [t for t in trace(fig, "seen by").text if t.strip()]
        assert all(t.startswith("Player") for t in seen), seen
        seen_any |= bool(seen)
    assert seen_any  # some token was looked at: the players who did are named
    labels = " ".join(trace(fig, "labels").text)
    assert "face down" in labels and "in hand:" in labels


def test_vrienden_a_harmonized_chakra_keeps_its_letter_on_its_star():
    game = rules.load_game("vrienden")
    view = board_view(game)
    state = next(s for s in game.scenarios if s.id == "skip-harmonized").state
    fig = view.build(state)
    chakras = trace(fig, "chakras") if any(t.name == "chakras" for t in fig.data) else None
    chakras = chakras or next(t for t in fig.data if "chakra:0:dark-blue" in (t.customdata or ()))
    at = dict(zip(chakras.customdata, range(len(chakras.customdata)), strict=True))
    for colour, letter in (("dark-blue", "D"), ("light-blue", "L")):
        i = at[f"chakra:0:{colour}"]
        assert chakras.marker.symbol[i] == "star"
        assert letter in chakras.text[i]


def test_vrienden_has_no_modebar_over_the_moment_badge():
    assert board_view(rules.load_game("vrienden")).modebar is False


def test_mycelia_the_description_names_the_fields_and_the_final_scores():
    # The board draws every field's landscape and, at the end, each player's score: the
    # text description says both (and counts in the singular where there is one).
    state = MYCELIA.setup(2, seed=3)
    text = render(board_view(MYCELIA).describe(state))
    assert "row 2: grass, water, shrine field, moss, grass" in text
    pick = random.Random(1)
    while MYCELIA.result(state) is None:
        state = MYCELIA.apply(state, pick.choice(MYCELIA.legal_actions(state))).state
    text = render(board_view(MYCELIA).describe(state))
    scores = MYCELIA.result(state).scores
    assert f"Player 1 {scores[0]}, Player 2 {scores[1]}" in text
    assert not re.search(r"\b1 (leaves|dewdrops|prism drops)\b", text)


# ----- Escape from the Hidden Castle -------------------------------------------------------
@pytest.mark.parametrize("variants", [(), ("midnight-party",)])
def test_castle_every_sign_on_the_board_has_words_in_its_key(variants):
    # Thick-rimmed door spaces, chevrons, shields of three colours and the turn mark were
    # explained only on hover; the die showed "–" before its first roll.
    game = rules.load_game("escape-from-the-hidden-castle")
    view = board_view(game)
    state = game.setup(3, seed=1, variants=variants)
    fig = view.build(state)
    key = trace(fig, "key")
    words = " ".join(key.text)
    for meaning in ("in front of a room's door", "clockwise", "whose turn", "at least the roll",
                    "exactly the roll"):  # fmt: skip
        assert meaning in words
    shields = trace(fig, "shields")
    assert set(shields.marker.color) <= set(key.marker.color)  # each shield colour explained
    assert "◀" in words and any("◀" in t for t in trace(fig, "scores").text)
    assert "–" not in " ".join(trace(fig, "die").text)
    # Midnight Party expels nobody: a room with a guest in it is closed, not "exact roll".
    neutral = next(t for t in key.text if t.startswith("no shield"))
    assert ("closed" in neutral) == bool(variants), neutral
    rooms = trace(fig, "shields")
    neutral_rooms = [h for h in rooms.hovertext if "No shield" in h]
    assert neutral_rooms and all(("closed" in h) == bool(variants) for h in neutral_rooms)
    xs = sorted(key.x)
    assert min(xs) >= fig.layout.xaxis.range[0] and min(key.y) > fig.layout.yaxis.range[0]


def test_mycelia_a_ring_on_a_hand_card_rings_that_card_not_the_rows_first():
    # A Step's ring on Player 2's drawn card sat on the row's first place and hid its name.
    state = next(s for s in MYCELIA.scenarios if s.id == "lux-first-card").state
    view, fig = mycelia_figure(state)
    view.draw(fig, state, highlight=("hand:0:boletus",))
    cards = trace(fig, "cards")
    at = list(cards.customdata).index("hand:0:boletus")
    ring = trace(fig, "highlight")
    assert (ring.x[0], ring.y[0]) == (cards.x[at], cards.y[at])
    assert ring.marker.size[0] < 30  # narrower than a field's ring: the name stays readable


@pytest.mark.parametrize(
    ("slug", "variants"),
    [
        ("escape-from-the-hidden-castle", ()),
        ("escape-from-the-hidden-castle", ("midnight-party",)),
        ("vrienden", ()),
        ("vrienden", ("yin-yang", "objectives")),
    ],
)
def test_at_the_end_the_board_shows_the_results_scores_and_winners(slug, variants):
    # Issue 44: a board's scores at the end are the result's, and its winners are named.
    game = rules.load_game(slug)
    view = board_view(game)
    for seed in (1, 2):
        state = game.setup(3, seed=seed, variants=variants)
        pick = random.Random(seed)
        while game.result(state) is None:
            state = game.apply(state, pick.choice(game.legal_actions(state))).state
        result = game.result(state)
        fig = view.build(state)
        per_seat = trace(fig, "scores" if slug != "vrienden" else "players")
        for seat, text in enumerate(per_seat.text):
            if seat >= state.players:
                break
            plain = re.sub(r"<[^>]+>", " ", text)
            assert re.search(rf"\b{result.scores[seat]}\b", plain), (seat, plain, result.scores)
            assert ("wins" in plain) == (seat in result.winners), (seat, plain)


def test_mycelia_the_action_cards_letters_are_explained_on_the_board():
    for players in (2, 3, 4):
        state = MYCELIA.setup(players, seed=1)
        _view, fig = mycelia_figure(state)
        assert "a, b: action cards" in trace(fig, "key").text


def test_mycelia_a_ring_on_a_whole_hand_leaves_the_first_cards_name_clear():
    state = next(s for s in MYCELIA.scenarios if s.id == "lux-first-card").state
    view, fig = mycelia_figure(state)
    view.draw(fig, state, highlight=("hand:0",))
    cards = trace(fig, "cards")
    first = list(cards.customdata).index("hand:0:leaf")
    ring = trace(fig, "highlight")
    assert ring.x[0] < cards.x[first] - 0.2  # before the card, its words on the right clear


def test_mycelia_the_gift_piles_letters_are_explained_in_their_colours():
    from explorer.boards.mycelia_prisma import BAR_FILL

    for players in (2, 3, 4):
        _view, fig = mycelia_figure(MYCELIA.setup(players, seed=1))
        key = trace(fig, "key")
        shown = dict(zip(key.text, key.marker.color, strict=True))
        for color in ("green", "amber", "purple"):
            assert shown[f"{color[0].upper()} {color}"] == BAR_FILL[color]
        xs, ys = key.x, key.y
        assert max(xs) < fig.layout.xaxis.range[1] - 1.2  # room for its words
        assert len(set(zip(xs, ys, strict=True))) == len(xs)  # no two entries on one spot


def test_vrienden_a_ring_on_a_chakra_clears_its_star_and_letter():
    # A Step's ring on a harmonized chakra hid its letter: the ring's inner edge must lie
    # outside the star (its rim is 7 px wide, centred on the ring's edge).
    game = rules.load_game("vrienden")
    view = board_view(game)
    state = next(s for s in game.scenarios if s.id == "skip-harmonized").state
    fig = view.build(state)
    view.draw(fig, state, highlight=("chakra:0:dark-blue",))
    rim = next(t for t in fig.data if t.name == "highlight rim")
    chakras = next(t for t in fig.data if "chakra:0:dark-blue" in (t.customdata or ()))
    star = chakras.marker.size[list(chakras.customdata).index("chakra:0:dark-blue")]
    assert rim.marker.size[0] / 2 - rim.marker.line.width / 2 >= star / 2
