"""The declared-move core (rules/core/moves.py), on its own small game, Three in a Row
(tests/rules/three_in_a_row): the legal list and every refusal come from one check, keys are
read and written by the moves' grammars, and the effect runs with the flow after it."""

from __future__ import annotations

import random

import pytest

import rules
from rules.core import IllegalAction, Ruling
from rules.core.messages import Msg, render
from rules.core.moves import NUMBER, DeclaredGame, KeyGrammar, Move, Part, ruling_of
from tests.examples import examples

from .three_in_a_row import ThreeInARow

GAME = ThreeInARow()


def started(*marks: int):
    """A game where heads was tossed (Crosses start) and these cells were marked in turn."""
    state = GAME.apply(GAME.setup(2, seed=0), "coin x").state
    for cell in marks:
        state = GAME.apply(state, f"mark {cell}").state
    return state


def test_the_legal_list_is_the_options_the_check_passes():
    state = started(4, 0)
    assert [a.key for a in GAME.legal_actions(state)] == [
        f"mark {c}" for c in (1, 2, 3, 5, 6, 7, 8)
    ]


def test_a_refusal_is_the_same_check_that_made_the_legal_list():
    ruling = GAME.why_illegal(started(4), "mark 4")
    assert ruling.rule == "three.empty"
    assert ruling.text == "Cell 4 already holds Crosses' mark."


def test_a_move_whose_task_is_not_due_is_refused_with_what_is_due():
    fresh = GAME.setup(2, seed=0)
    assert GAME.why_illegal(fresh, "mark 4").text == "The coin decides who starts: toss it first."
    # ... or with the move's own "not now", when it declares one
    assert (
        GAME.why_illegal(started(), "coin o").text
        == "The coin has been tossed: Crosses are to play."
    )


def test_nothing_is_allowed_once_the_game_is_over():
    over = started(0, 3, 1, 4, 2)
    assert GAME.result(over).winners == (0,)
    assert GAME.legal_actions(over) == []
    assert GAME.why_illegal(over, "mark 8") == Ruling("three.line", Msg("three-over"))


def test_an_illegal_move_raises_naming_its_rule_and_changes_nothing():
    state = started(4)
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, "mark 4")
    assert caught.value.ruling.rule == "three.empty"
    assert GAME.to_json(state) == before


def test_keys_are_read_by_their_grammar_and_written_back_the_same():
    for key in ("coin x", "coin o", "mark 0", "mark 8"):
        assert GAME.parse_action(key).key == key
    assert GAME.parse_action("mark 3").kind == "mark"
    assert render(GAME.parse_action("mark 3").name, "pt") == "Marcar a casa 3"


def test_a_key_of_no_move_is_refused_naming_what_keys_look_like():
    with pytest.raises(ValueError, match=r"'jump 3' is not understood; keys look like 'coin x', "):
        GAME.parse_action("jump 3")
    # a key of a move whose part means nothing in the game: the part says why
    with pytest.raises(ValueError, match=r"'mark 9': the cells are numbered 0 to 8"):
        GAME.parse_action("mark 9")
    assert GAME.why_illegal(started(), "jump 3").rule == "three.turn"


def test_the_effect_says_its_steps_and_the_flow_runs_after_it():
    state = started(0, 3, 1, 4)
    transition = GAME.apply(state, "mark 2")
    assert [s.rule for s in transition.steps] == ["three.turn", "three.line"]
    assert transition.steps[-1].state == transition.state  # the last Step shows the end
    assert GAME.apply(state, "mark 2", explain=False).steps == ()


def test_a_full_grid_without_a_line_is_a_draw():
    state = started(0, 1, 2, 4, 3, 5, 7, 6, 8)
    result = GAME.result(state)
    assert result.winners == () and result.rule == "three.full"


def test_chance_is_the_legal_list_of_the_coin_and_seeded():
    fresh = GAME.setup(2, seed=3)
    assert [a.key for a, _ in GAME.chance_outcomes(fresh)] == ["coin x", "coin o"]
    assert GAME.sample_chance(fresh) == GAME.sample_chance(GAME.setup(2, seed=3))


def test_random_games_end_with_a_result_and_round_trip():
    for seed in range(40):
        state, rng = GAME.setup(2, seed=seed), random.Random(seed)
        while GAME.result(state) is None:
            transition = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            assert all(step.rule in GAME.rulebook for step in transition.steps)
            state = transition.state
            assert GAME.from_json(GAME.to_json(state)) == state
        assert GAME.result(state).rule in GAME.rulebook


# ----- the grammar and the declaration on their own --------------------------------------------
def test_a_grammar_reads_its_parts_in_order_and_writes_the_same_key():
    grammar = KeyGrammar("move {piece} to {cell}", {"piece": Part("[a-z]+"), "cell": NUMBER})
    assert grammar.read(None, "move rook to 12") == ("rook", 12)
    assert grammar.write(("rook", 12)) == "move rook to 12"
    assert grammar.read(None, "move rook 12") is None
    assert grammar.read(None, "move rook to 12 now") is None


def test_a_grammar_needs_a_part_for_every_slot():
    with pytest.raises(ValueError, match=r"no Part for \{cell\}"):
        KeyGrammar("mark {cell}", {})


def test_a_move_declared_without_its_effect_is_refused_when_the_game_is_made():
    class Lacking(ThreeInARow):
        pass_turn = Move("pass", "pass", tasks=("mark",))

        @pass_turn.options
        def _one(self, state):
            return ((),)

        @pass_turn.label
        def _say(self):
            return "Pass"

    with pytest.raises(TypeError, match=r"Move\('pass', 'pass'\) has no effect"):
        Lacking()


def test_a_lazy_refusal_is_said_only_when_read():
    said = []
    refusal = ("three.empty", lambda: said.append(1) or Msg("three-over"))
    assert said == []
    assert ruling_of(refusal) == Ruling("three.empty", Msg("three-over")) and said == [1]


def test_moves_are_found_in_declaration_order_subclasses_included():
    assert [m.kind for m in ThreeInARow.moves] == ["toss", "mark"]
    assert issubclass(ThreeInARow, DeclaredGame)


DECLARED = [
    slug for slug in rules.available_games() if isinstance(rules.load_game(slug), DeclaredGame)
]


@pytest.mark.parametrize("slug", DECLARED)
def test_options_made_by_the_rule_itself_all_pass_the_check(slug):
    """A move whose options are made by the rule its check asks (``checked_options``) is
    listed without asking the check again: over random games, every such option passes it,
    and every other candidate the teaching offers that the check passes is listed. Six games
    (a share of them by tier, tests/examples.py: O Inconsciente's six took 12 s)."""
    game = rules.load_game(slug)
    low, high = game.info.players
    for seed in range(examples(6)):
        state, rng = game.setup(high if seed % 2 else low, seed=seed), random.Random(seed)
        while game.result(state) is None:
            front = game.front_task(state)
            legal = {a.key for a in game.legal_actions(state)}
            for move in game._moves_at.get(front, ()):
                if not move.checked_options:
                    continue
                for parts in move._options(game, state):
                    assert move._check is None or move._check(game, state, *parts) is None
            for action in game.candidate_actions(state):
                move, parts = game.read_key(action.key)
                passes = move._check is None or move._check(game, state, *parts) is None
                if front in move.tasks and passes:
                    assert action.key in legal, action.key
            state = game.apply(state, rng.choice(list(legal)), explain=False).state


def test_a_key_is_read_only_as_the_game_writes_it():
    castle = rules.load_game("escape-from-the-hidden-castle")
    with pytest.raises(ValueError, match=r"'place gallery:03' is not understood; it is written "):
        castle.parse_action("place gallery:03")
    grammar = KeyGrammar("take {n}", {"n": NUMBER})
    assert grammar.read(None, "take 0") == (0,) and grammar.read(None, "take 07") is None


def test_a_finished_game_may_cite_the_rule_that_ended_it():
    class CitingTheEnd(ThreeInARow):
        def over_refusal(self, state):
            return Ruling("three.full" if self._line(state.cells) is None else "three.line", "over")

    game = CitingTheEnd()
    drawn = started(0, 1, 2, 4, 3, 5, 7, 6, 8)
    assert game.why_illegal(drawn, "mark 0").rule == "three.full"
    assert game.why_illegal(started(0, 3, 1, 4, 2), "mark 8").rule == "three.line"


def test_a_move_its_check_passes_but_no_option_lists_is_refused_all_the_same():
    class ShortList(ThreeInARow):
        unlisted = None  # the core's own answer

        @ThreeInARow.mark.options
        def _cells(self, state):  # cell 8 left out of the list, though the check passes it
            return [(cell,) for cell in range(8)]

    game = ShortList()
    try:
        ruling = game.why_illegal(started(), "mark 8")
    finally:
        ThreeInARow.mark.options(ThreeInARow._cells)  # the declaration is shared: put it back
    assert ruling.rule == "three.turn" and ruling.text == "That move cannot be made here."


class _EndsAtTheLine(ThreeInARow):
    """Three in a Row whose game ends the moment a line is made (``game_ended``), not at the
    end of the turn, and whose Steps keep the positions their rules left: the two ways the
    core's end of an action may go, besides the small game's own."""

    steps_keep_positions = True

    def game_ended(self, play) -> bool:
        return self._line(play.cells) is not None


def test_a_game_ended_mid_action_stops_the_flow_and_drops_the_tasks_left():
    game = _EndsAtTheLine()
    before = started(0, 3, 1, 4)  # Crosses are to mark 2 and make the top row
    ended = game.apply(before, "mark 2", explain=True)
    assert ended.state.tasks == ()  # the end of the turn, pushed by the mark, never ran
    assert game.result(ended.state).winners == (0,)
    assert [step.rule for step in ended.steps] == ["three.turn"]
    # The small game itself ends at the end of the turn, which says so in a Step.
    assert [step.rule for step in GAME.apply(before, "mark 2", explain=True).steps] == [
        "three.turn",
        "three.line",
    ]


def test_each_step_keeps_its_own_position_when_the_game_says_so():
    before = started(4)  # Noughts are to mark
    kept = _EndsAtTheLine().apply(before, "mark 0", explain=True)
    assert kept.steps[-1].state.current == 1  # as the mark left it: Noughts marked
    assert kept.state.current == 0  # and then the turn passed to Crosses
    # By default the last Step shows the position after the automatic tasks too.
    shown = GAME.apply(before, "mark 0", explain=True)
    assert shown.steps[-1].state is shown.state


def test_a_quiet_action_ends_as_an_explained_one_with_no_steps():
    for game in (GAME, _EndsAtTheLine()):
        quiet = game.apply(started(0, 3, 1, 4), "mark 2", explain=False)
        assert quiet.steps == ()
        assert quiet.state == game.apply(started(0, 3, 1, 4), "mark 2", explain=True).state
