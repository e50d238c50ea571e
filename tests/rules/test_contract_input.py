"""Bad input, checked once for every registered game: each is refused with a ValueError that
says what is wrong, and changes nothing.

Setup arguments, saved files (a student may upload any file in the Files tab), action keys, a
player's view offered as a game, chance asked on a view. What is one game's own (its fields,
its invariants, its data files, its key grammar) stays in that game's ``*_bad_input.py``.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import random
import re

import pytest

import rules
from rules import CHANCE, IllegalAction, Ruling
from rules.core import StateError
from rules.core.bots import random_playout
from rules.core.game import PARSED_LIMIT

from .contract import games, table_of

SLUGS = rules.available_games()
HIDDEN = [slug for slug in SLUGS if rules.load_game(slug).hidden_information]
#: A seed whose digits cannot turn up in a save by chance: a view must not hold it.
SEED = 987_654_321


@functools.cache  # positions are immutable values: one playout per game and count
def a_position(game: rules.Game, players: int, decisions: int = 8):
    """A position some way into a seeded random game, a seat to move: the opening (placement,
    first draws) behind it, so that hands, decks and tasks are those of a game going on."""
    made = 0
    limit = game.action_limit(players)
    for before, _, _ in random_playout(game, players, SEED, limit=limit):
        if before.to_move is not None and before.to_move != CHANCE:
            if made == decisions:
                return before
            made += 1
    raise AssertionError(f"{game.info.slug}: the game ended before {decisions} decisions")


def refused(game: rules.Game, data) -> StateError:
    with pytest.raises(StateError) as caught:
        game.from_json(data if isinstance(data, str) else json.dumps(data))
    return caught.value


# ----- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("slug", SLUGS)
def test_setup_refuses_player_counts_outside_the_games_range(slug):
    game = rules.load_game(slug)
    low, high = game.info.players
    for players in sorted({low - 1, high + 1, 0, -2}):
        with pytest.raises(ValueError, match=rf"{low} to {high} players; {players} asked for"):
            game.setup(players)


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("players", ["3", 2.0, True, None])
def test_setup_refuses_a_player_count_that_is_not_a_whole_number(slug, players):
    with pytest.raises(ValueError, match="whole number"):
        rules.load_game(slug).setup(players)


@pytest.mark.parametrize("slug", SLUGS)
def test_setup_refuses_an_unknown_variant_naming_the_known_ones(slug):
    game = rules.load_game(slug)
    known = re.escape(", ".join(sorted(v.name for v in game.info.variants)) or "none")
    with pytest.raises(ValueError, match=rf"unknown variant 'speedy'; this game has: {known}$"):
        game.setup(game.info.players[1], variants=["speedy"])


@pytest.mark.parametrize("slug", [s for s in SLUGS if rules.load_game(s).info.variants])
def test_a_variant_named_twice_is_refused_in_setup_and_in_a_save(slug):
    game = rules.load_game(slug)
    twice = [game.info.variants[0].name] * 2
    with pytest.raises(ValueError, match="named twice"):
        game.setup(game.info.players[1], variants=twice)
    saved = game.to_json(game.setup(game.info.players[1], seed=2))
    error = refused(game, {**saved, "variants": twice})
    assert error.field == "variants" and "named twice" in error.problem


@pytest.mark.parametrize("slug", SLUGS)
def test_setup_refuses_an_unknown_ruling_naming_the_known_ones(slug):
    game = rules.load_game(slug)
    known = re.escape(", ".join(sorted(r.name for r in game.info.rulings)) or "none")
    with pytest.raises(ValueError, match=rf"unknown ruling 'tie'; this game has: {known}$"):
        game.setup(game.info.players[1], rulings={"tie": "share"})


@pytest.mark.parametrize("slug", SLUGS)
def test_setup_refuses_a_reading_a_ruling_does_not_have_listing_its_choices(slug):
    game = rules.load_game(slug)
    for option in game.info.rulings:
        choices = re.escape(", ".join(option.choices))
        with pytest.raises(
            ValueError, match=rf"ruling '{option.name}' cannot be 'sometimes'.*{choices}"
        ):
            game.setup(game.info.players[1], rulings={option.name: "sometimes"})


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("seed", [-1, 1.5, "7"])
def test_setup_refuses_a_seed_that_is_not_a_whole_number_of_at_least_0(slug, seed):
    game = rules.load_game(slug)
    with pytest.raises(ValueError, match="seed"):
        game.setup(game.info.players[1], seed=seed)


# ----- saved files ---------------------------------------------------------------------------
@pytest.mark.parametrize("slug", SLUGS)
def test_malformed_json_text_is_refused(slug):
    error = refused(rules.load_game(slug), "{not json")
    assert error.field == "(document)" and "not valid JSON" in error.problem


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("text", ["[1, 2]", "3", '"a game"', "null"])
def test_json_that_is_not_an_object_is_refused(slug, text):
    error = refused(rules.load_game(slug), text)
    assert error.field == "(document)" and "expected a JSON object" in error.problem


@pytest.mark.parametrize("slug", SLUGS)
def test_a_saved_state_of_another_game_is_refused_naming_both(slug):
    game = rules.load_game(slug)
    saved = game.to_json(game.setup(game.info.players[1], seed=2))
    for other in SLUGS:
        if other != slug:
            error = refused(game, {**saved, "game": other})
            assert error.field == "game" and f"'{other}'" in error.problem
            assert f"'{slug}'" in error.problem


#: Fields every save has (the setup of the game), a value the rules never give, and what the
#: refusal says. Each game's own fields are tampered with in its own ``*_bad_input.py``.
SETUP_FIELDS = [
    pytest.param("players", lambda game: game.info.players[1] + 1, "must be at most {high}",
                 id="players-above-the-range"),
    pytest.param("players", lambda game: 0, "must be at least {low}", id="no-players"),
    pytest.param("players", lambda game: "three", "expected a whole number", id="players-in-words"),
    pytest.param("seed", lambda game: -5, "must be at least 0", id="negative-seed"),
    pytest.param("seed", lambda game: 1.5, "expected a whole number", id="fractional-seed"),
    pytest.param("variants", lambda game: ["speedy"], "unknown variant 'speedy'",
                 id="unknown-variant"),
    pytest.param("rulings", lambda game: {game.info.rulings[0].name: "sometimes"},
                 "cannot be 'sometimes'", id="unknown-reading"),
    pytest.param("rulings", lambda game: {"tie": "share"}, "unknown ruling 'tie'",
                 id="unknown-ruling"),
    pytest.param("format", lambda game: 99, "must be at most", id="format-from-the-future"),
    pytest.param("format", lambda game: -1, "", id="negative-format"),
]  # fmt: skip


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize(("field", "value", "problem"), SETUP_FIELDS)
def test_a_tampered_setup_field_of_a_save_is_refused_naming_it(slug, field, value, problem):
    game = rules.load_game(slug)
    low, high = game.info.players
    saved = game.to_json(a_position(game, high, decisions=3))
    error = refused(game, {**saved, field: value(game)})
    assert error.field == field, str(error)
    assert re.search(problem.format(low=low, high=high), error.problem), str(error)


#: Games that load a full save marked as a player's view (the test below); the failure seen.
VIEWER_FIELD_FAILS: dict[str, str] = {}


@pytest.mark.parametrize("slug", games(SLUGS, VIEWER_FIELD_FAILS))
def test_a_save_that_says_it_is_one_players_view_is_refused(slug):
    """A full position marked as a player's view: refused before anything else, naming
    ``viewer`` (what a view leaves out cannot be known to be there)."""
    game = rules.load_game(slug)
    saved = game.to_json(a_position(game, table_of(game)))
    for seat in (0, 1, game.info.players[1]):  # the last a seat no game of it has
        error = refused(game, {**saved, "viewer": seat})
        assert error.field == "viewer" and "one player's view" in error.problem


# ----- action keys ---------------------------------------------------------------------------
@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("key", ["", "fly away", "dance", "jump 4", "ä 9 9 9"])
def test_a_key_that_means_nothing_is_refused_naming_a_rule_and_changes_nothing(slug, key):
    """``parse_action`` says the key means nothing; ``why_illegal`` gives that sentence under
    the game's turn rule, quoting the key; ``apply`` and ``action_from_key`` raise
    IllegalAction with the same Ruling; the position is as it was."""
    game = rules.load_game(slug)
    state = a_position(game, game.info.players[1], decisions=2)
    before = game.to_json(state)
    with pytest.raises(ValueError) as meaning:
        game.parse_action(key)
    ruling = game.why_illegal(state, key)
    assert ruling is not None and ruling.rule == game.turn_rule and ruling.rule in game.rulebook
    assert ruling.text == str(meaning.value)
    if key:  # an empty key is "empty", not quoted
        assert repr(key) in ruling.text, ruling.text
    for call in (game.apply, game.action_from_key):
        with pytest.raises(IllegalAction) as caught:
            call(state, key)
        assert caught.value.ruling == ruling
    assert game.to_json(state) == before


#: Keys that are not strings, as a notebook, a bot or a hand-edited tutorial may pass them.
NOT_STRINGS = [5, None, ["roll"], {"key": "roll"}, 1.5]


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("key", NOT_STRINGS)
def test_an_action_key_that_is_not_a_string_is_a_value_error(slug, key):
    """Everywhere a position takes a key, and the position is as it was."""
    game = rules.load_game(slug)
    state = game.setup(game.info.players[0], seed=1)
    before = game.to_json(state)
    for call in (game.apply, game.why_illegal, game.action_from_key, game.with_lead_in):
        with pytest.raises(ValueError):
            call(state, key)
    assert game.to_json(state) == before


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("key", NOT_STRINGS)
def test_parse_action_refuses_a_key_that_is_not_a_string_with_a_value_error(slug, key):
    with pytest.raises(ValueError):
        rules.load_game(slug).parse_action(key)


@pytest.mark.parametrize("slug", SLUGS)
def test_parse_action_says_an_action_key_is_a_string(slug):
    with pytest.raises(ValueError, match="string"):
        rules.load_game(slug).parse_action(7)


#: A key as long as a file pasted by mistake.
HUGE_KEY = "roll " + "9" * (1 << 20)


@pytest.mark.parametrize("slug", SLUGS)
def test_parse_action_refuses_an_action_of_another_game_and_a_huge_key_briefly(slug):
    """An Action is not a key; a key longer than any the game makes is refused before its
    grammar reads it, quoting only its beginning."""
    game = rules.load_game(slug)
    for other in SLUGS:
        theirs = a_position(rules.load_game(other), rules.load_game(other).info.players[0], 2)
        action = rules.load_game(other).legal_actions(theirs)[0]
        with pytest.raises(ValueError, match="string"):
            game.parse_action(action)
    with pytest.raises(ValueError, match=rf"at most {game.longest_key} characters") as caught:
        game.parse_action(HUGE_KEY)
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize("slug", SLUGS)
def test_a_huge_key_is_refused_naming_the_turn_rule_briefly_and_changes_nothing(slug):
    game = rules.load_game(slug)
    state = a_position(game, game.info.players[0], decisions=2)
    before = game.to_json(state)
    ruling = game.why_illegal(state, HUGE_KEY)
    assert ruling is not None and ruling.rule == game.turn_rule
    assert f"at most {game.longest_key} characters" in ruling.text and len(ruling.text) < 300
    for call in (game.apply, game.action_from_key):
        with pytest.raises(IllegalAction) as caught:
            call(state, HUGE_KEY)
        assert caught.value.ruling == ruling and len(str(caught.value)) < 400
    assert game.to_json(state) == before


@pytest.mark.parametrize("slug", SLUGS)
def test_an_action_of_another_game_is_judged_by_its_key_and_changes_nothing(slug):
    """Every action another game offers (legal or tempting) at some of its positions: legal
    here by its key, or refused with a Ruling of this game's rulebook (the turn rule when the
    key means nothing here), never another exception; ``apply`` agrees; the position is as
    it was."""
    game = rules.load_game(slug)
    state = a_position(game, game.info.players[0], decisions=2)
    before = game.to_json(state)
    for other in SLUGS:
        if other == slug:
            continue
        theirs = rules.load_game(other)
        position = a_position(theirs, theirs.info.players[0], decisions=2)
        for action in theirs.candidate_actions(position):
            ruling = game.why_illegal(state, action)
            if ruling is None:
                continue
            assert ruling.rule in game.rulebook and ruling.text, (other, action.key)
            try:
                game.parse_action(action.key)
            except ValueError as exc:
                assert ruling == Ruling(game.turn_rule, str(exc)), (other, action.key)
            with pytest.raises(IllegalAction) as caught:
                game.apply(state, action)
            assert caught.value.ruling == ruling
    assert game.to_json(state) == before


@pytest.mark.parametrize("slug", SLUGS)
def test_no_key_the_game_makes_is_longer_than_its_bound(slug):
    """``longest_key`` refuses no key of the game: every legal and tempting key of a whole
    random game at the most players is within it."""
    game = rules.load_game(slug)
    players = game.info.players[1]
    longest = 0
    for before, _, _ in random_playout(game, players, 3, limit=game.action_limit(players)):
        if before.to_move is None:
            break
        offered = game.legal_actions(before)
        if before.to_move != CHANCE:
            offered += game.candidate_actions(before)
        longest = max(longest, *(len(a.key) for a in offered))
    assert 0 < longest <= game.longest_key


@pytest.mark.parametrize("slug", SLUGS)
def test_ten_thousand_keys_do_not_grow_the_parsed_action_cache_past_its_bound(slug):
    """Keys sent by a tool or a notebook, through every door that takes one: the core's
    cache of parsed actions holds at most ``PARSED_LIMIT`` entries (the game's own keys
    among them, which parse)."""
    game = rules.load_game(slug)
    state = a_position(game, game.info.players[0], decisions=2)
    own = [a.key for a in game.candidate_actions(state) + game.legal_actions(state)]
    keys = [f"{own[i % len(own)]}{i}" for i in range(5_000)]
    keys += [f"{i} {own[i % len(own)]}" for i in range(5_000)]
    for key in keys:
        for call in (game.cached_action, game.parse_action):
            with contextlib.suppress(ValueError):
                call(key)
        game.why_illegal(state, key)
    assert len(game._parsed_actions) <= PARSED_LIMIT


# ----- players' views ------------------------------------------------------------------------
@pytest.mark.parametrize("slug", HIDDEN)
def test_a_saved_view_keeps_no_seed_and_is_refused_naming_the_viewer(slug):
    """Every seat's view: no seed (which would replay every hidden draw), not in the file
    either; loading it is refused naming ``viewer``, telling to save the teacher's view; and
    a view edited to claim it is the teacher's still does not load."""
    game = rules.load_game(slug)
    state = a_position(game, table_of(game))
    for seat in range(state.players):
        view = game.view(state, seat)
        assert view.seed is None and view.viewer == seat
        doc = game.to_json(view)
        assert doc["seed"] is None
        text = json.dumps(doc)
        assert str(SEED) not in text
        error = refused(game, text)
        assert error.field == "viewer" and "Save from the teacher's view" in error.problem
        doc["viewer"] = game.to_json(state)["viewer"]  # what a full position holds there
        with pytest.raises(ValueError):
            game.from_json(json.dumps(doc))


#: Hidden-information games whose ``check_position`` takes a player's view as a position to
#: play on (the test below); each reason is the failure seen.
CHECK_VIEW_FAILS: dict[str, str] = {}


@pytest.mark.parametrize("slug", games(HIDDEN, CHECK_VIEW_FAILS))
def test_check_position_refuses_a_view_as_a_position_to_play_on(slug):
    """Nor is a view a position to play on in memory (a notebook may hand one over)."""
    game = rules.load_game(slug)
    state = a_position(game, table_of(game))
    for seat in range(state.players):
        with pytest.raises(StateError, match="view"):
            game.check_position(game.view(state, seat))


@functools.cache
def chance_nodes_seen_by_each_seat(game: rules.Game) -> tuple:
    """(full position, seat, that seat's view) at every chance node of a seeded game's
    first 300 actions: draws from hidden decks and open dice alike."""
    players = table_of(game)
    opening = random_playout(game, players, SEED, limit=game.action_limit(players))
    found = [
        (state, seat, game.view(state, seat))
        for state, _, _ in itertools.islice(opening, 300)
        if state.to_move == CHANCE
        for seat in range(players)
    ]
    assert found, "no chance node in the opening"
    return tuple(found)


@pytest.mark.parametrize("slug", HIDDEN)
def test_the_seeded_draw_cannot_be_made_on_a_view(slug):
    """A view holds no seed: ``sample_chance`` on it is a ValueError saying so, never a draw
    from some other source."""
    game = rules.load_game(slug)
    for _, _, view in chance_nodes_seen_by_each_seat(game):
        with pytest.raises(ValueError, match="view") as caught:
            game.sample_chance(view)
        assert "seed" in str(caught.value)


#: Hidden-information games that pick a chance outcome on a view (the test below).
RANDOM_PICK_ON_VIEW_FAILS: dict[str, str] = {}


@pytest.mark.parametrize("slug", games(HIDDEN, RANDOM_PICK_ON_VIEW_FAILS))
def test_a_random_pick_at_a_chance_node_cannot_be_made_on_a_view(slug):
    """Chance acts on the whole game: a random pick at a chance node of a view would be a
    draw the seeded game never makes."""
    game = rules.load_game(slug)
    for _, _, view in chance_nodes_seen_by_each_seat(game):
        with pytest.raises(ValueError, match="view"):
            game.random_action(view, random.Random(1))


#: Hidden-information games whose view lists the outcomes of a chance node that
#: ``chance_hidden_from`` says is hidden from that seat (the test below).
HIDDEN_OUTCOMES_FAILS: dict[str, str] = {}


@pytest.mark.parametrize("slug", games(HIDDEN, HIDDEN_OUTCOMES_FAILS))
def test_a_view_does_not_list_what_chance_could_give_where_the_seat_may_not_know(slug):
    """Where listing the outcomes would tell the seat what the rules hide (the cards left in
    a deck), its view refuses to list them, and so to offer them as legal actions."""
    game = rules.load_game(slug)
    for state, seat, view in chance_nodes_seen_by_each_seat(game):
        if game.chance_hidden_from(state, seat):
            with pytest.raises(ValueError, match="view"):
                game.chance_outcomes(view)
            with pytest.raises(ValueError, match="view"):
                game.legal_actions(view)
