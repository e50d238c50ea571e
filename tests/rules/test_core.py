"""The shared engine contract: registry, chance, rulebooks."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from rules.core import DataError, Rulebook, chance
from rules.core.bots import make_bots
from rules.core.messages import Msg


def test_registry_lists_and_loads_games():
    assert "escape-from-the-hidden-castle" in rules.available_games()
    game = rules.load_game("escape-from-the-hidden-castle")
    assert game.info.slug == "escape-from-the-hidden-castle"
    assert rules.load_game("escape-from-the-hidden-castle") is game


def test_registry_refuses_an_unknown_slug_and_lists_the_known():
    with pytest.raises(ValueError, match=r"unknown game 'chess'.*escape-from-the-hidden-castle"):
        rules.load_game("chess")


def test_seeded_chance_is_deterministic_and_fair():
    picks = [chance.pick(7, n, [1, 1, 1, 1, 2]) for n in range(60_000)]
    assert picks == [chance.pick(7, n, [1, 1, 1, 1, 2]) for n in range(60_000)]
    share = picks.count(4) / len(picks)
    assert abs(share - 1 / 3) < 0.01
    for face in range(4):
        assert abs(picks.count(face) / len(picks) - 1 / 6) < 0.01
    assert [chance.pick(8, n, [1, 1]) for n in range(50)] != [
        chance.pick(7, n, [1, 1]) for n in range(50)
    ]


def test_uniform_and_shuffle_are_the_splitmix_formula():
    """The seeded source is ``_mix((seed * 0x100000001B3) ^ _mix(draw)) / 2**64``; the fast
    way of computing it (kept mixes for the first draws, the second mix written out) and the
    shuffle built on it must give those very numbers, below and beyond the kept draws."""
    import random

    def reference(seed: int, draw: int) -> float:
        return chance._mix((seed * 0x100000001B3) ^ chance._mix(draw)) / 2.0**64

    rng = random.Random(11)
    for _ in range(20_000):
        seed = rng.getrandbits(rng.choice([3, 20, 64, 70]))
        draw = rng.choice([0, rng.getrandbits(12), 4095, 4096, rng.getrandbits(40)])
        assert chance.uniform(seed, draw) == reference(seed, draw)
    for _ in range(300):
        seed, draw = rng.getrandbits(32), rng.choice([0, rng.getrandbits(12), 4090])
        items = list(range(rng.randrange(0, 70)))
        expected, count = list(items), draw
        for i in range(len(expected) - 1, 0, -1):
            j = int(reference(seed, count) * (i + 1))
            count += 1
            expected[i], expected[j] = expected[j], expected[i]
        assert chance.shuffle(seed, draw, items) == (expected, count)


def rolls(game, seed, count=12):
    """The first rolls of a game whose guests are placed on the last free spaces."""
    state = game.setup(4, seed=seed)
    while state.phase == "place":
        state = game.apply(state, game.legal_actions(state)[-1]).state
    seen = []
    while len(seen) < count and state.to_move is not None:
        if state.to_move == rules.CHANCE:
            action = game.sample_chance(state)
            seen.append(action.key)
        else:
            action = game.legal_actions(state)[0]
        state = game.apply(state, action).state
    return seen


def test_same_seed_same_game_and_different_seeds_differ():
    game = rules.load_game("escape-from-the-hidden-castle")
    assert game.setup(4, seed=3) == game.setup(4, seed=3)
    assert rolls(game, 3) == rolls(game, 3)
    assert rolls(game, 3) != rolls(game, 4)


def test_make_bots_refuses_unknown_names_and_wrong_counts():
    game = rules.load_game("escape-from-the-hidden-castle")
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_bots(game, ["genius"], 2)
    with pytest.raises(ValueError, match="one per seat"):
        make_bots(game, ["random", "random", "random"], 2)


def write(tmp_path, text):
    path = tmp_path / "rulebook.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_rulebook_refuses_duplicate_ids(tmp_path):
    section = '[[section]]\nid = "a"\ntitle = "A"\nsource = "s"\ntext = "t"\n'
    path = write(tmp_path, 'title = "X"\n' + section + section)
    with pytest.raises(DataError, match=r"rulebook\.toml: field 'section\[1\]\.id': duplicate"):
        Rulebook.load(path)


def test_rulebook_refuses_a_ruling_without_its_alternative(tmp_path):
    section = '[[section]]\nid = "a"\ntitle = "A"\nsource = "s"\ntext = "t"\nkind = "ruling"\n'
    path = write(tmp_path, 'title = "X"\n' + section)
    with pytest.raises(DataError, match=r"field 'section\[0\]\.alternative'"):
        Rulebook.load(path)


def test_rulebook_refuses_a_section_without_a_source(tmp_path):
    path = write(tmp_path, 'title = "X"\n[[section]]\nid = "a"\ntitle = "A"\ntext = "t"\n')
    with pytest.raises(DataError, match=r"field 'section\[0\]\.source': missing"):
        Rulebook.load(path)


def _test_prefix(slug: str) -> str:
    """A game's rule tests are tests/rules/test_<prefix>_*.py, the prefix being its
    rulebook's section-id prefix (``hidden-castle.`` gives ``hidden_castle``)."""
    first = rules.load_game(slug).rulebook.sections[0].id
    return first.split(".")[0].replace("-", "_")


# The prefix of each game's test files, found from the registry.
TEST_PREFIX = {slug: _test_prefix(slug) for slug in rules.available_games()}


def test_every_registered_game_has_rule_tests():
    tests_dir = Path(__file__).parent
    for slug, prefix in TEST_PREFIX.items():
        assert list(tests_dir.glob(f"test_{prefix}_*.py")), slug
        book = rules.load_game(slug).rulebook
        assert all(s.id.startswith(prefix.replace("_", "-") + ".") for s in book.sections)


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_every_rule_and_ruling_section_has_a_test_named_after_it(slug):
    """One test per rule mechanism: each rule, ruling and data section of each game's rulebook
    names a test function in that game's test files."""
    tests_dir = Path(__file__).parent
    source = "".join(
        p.read_text(encoding="utf-8") for p in tests_dir.glob(f"test_{TEST_PREFIX[slug]}_*.py")
    )
    missing = [
        section.id
        for section in rules.load_game(slug).rulebook.sections
        if section.kind != "overview"
        and "def test_" + section.id.replace(".", "_").replace("-", "_") not in source
    ]
    assert missing == []


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_every_ruling_option_and_variant_names_a_ruling_section(slug):
    game = rules.load_game(slug)
    for option in game.info.rulings:
        section = game.rulebook.section(option.section)
        assert section.kind == "ruling"
        assert option.default in option.choices
    for variant in game.info.variants:
        assert variant.section in game.rulebook


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_every_ruling_is_a_setup_option_or_says_why_not(slug):
    """A ruling whose other reading changes play can be switched in Setup (and is listed by
    ``python -m rules list``); the others say in ``fixed`` why there is nothing to switch."""
    game = rules.load_game(slug)
    switchable = {option.section for option in game.info.rulings}
    for section in game.rulebook.sections:
        if section.kind != "ruling":
            continue
        assert (section.id in switchable) != bool(section.fixed), section.id


def test_rulebook_refuses_fixed_on_a_rule(tmp_path):
    section = '[[section]]\nid = "a"\ntitle = "A"\nsource = "s"\ntext = "t"\nfixed = "f"\n'
    path = write(tmp_path, 'title = "X"\n' + section)
    with pytest.raises(DataError, match=r"field 'section\[0\]\.fixed'"):
        Rulebook.load(path)


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_every_section_names_its_seed_source(slug):
    game = rules.load_game(slug)
    for section in game.rulebook.sections:
        assert section.source.strip(), section.id
        if section.kind in ("rule", "overview"):
            assert game.info.seed_file in section.source, section.id


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_random_action_is_the_uniform_pick_over_the_legal_actions(slug):
    """A game's shortcut for random players (``Game.random_action``) must pick exactly what
    ``rng.choice(legal_actions)`` picks and leave the random source in the same place, so that
    simulations and benchmarks play the games the rules define."""
    import random

    from rules.core.bots import random_playout

    game = rules.load_game(slug)
    checked = 0
    positions = (p for seed in (5, 6, 7) for p in random_playout(game, 3, seed=seed))
    for index, (state, _, _) in enumerate(positions):
        if state.to_move in (None, rules.CHANCE) or index % 3:
            continue
        for k in range(3):
            fast, plain = random.Random(k), random.Random(k)
            picked = game.random_action(state, fast)
            assert picked.key == plain.choice(game.legal_actions(state)).key
            assert fast.random() == plain.random()
            checked += 1
    assert checked > 30


def test_positional_builder_makes_the_same_frozen_state():
    import dataclasses

    from rules.core.fastbuild import positional_builder
    from rules.oasis.state import OasisState

    state = rules.load_game("oasis").setup(2, seed=3)
    values = [getattr(state, f.name) for f in dataclasses.fields(OasisState)]
    built = positional_builder(OasisState)(*values)
    assert type(built) is OasisState and built == state and hash(built) == hash(state)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.turn = 99  # type: ignore[misc]


@pytest.mark.parametrize("slug", sorted(TEST_PREFIX))
def test_sample_chance_is_the_seeded_pick_over_the_chance_outcomes(slug):
    """A game's shortcut for seeded chance must pick what ``chance.pick`` picks over the
    outcomes' probabilities (the definition in ``Game.sample_chance``)."""
    from rules.core.bots import random_playout
    from rules.core.game import Game

    game = rules.load_game(slug)
    rulings = {"round-limit": "30"} if slug == "vrienden" else {}
    checked = 0
    for state, _, _ in random_playout(game, 4, seed=7, rulings=rulings):
        if state.to_move != rules.CHANCE:
            continue
        assert game.sample_chance(state).key == Game.sample_chance(game, state).key
        checked += 1
    assert checked > 20


def test_a_team_result_is_won_or_lost_by_every_seat_together():
    from rules.core.types import Result

    won = Result((5, 5, 5), (0, 1, 2), Msg("coop-the-goal-is-met"), "coop.win", team=True)
    lost = Result((0, 0, 0), (), Msg("coop-the-world-warmed-too-far"), "coop.loss", team=True)
    assert won.team_won and not lost.team_won
    with pytest.raises(ValueError, match="every seat or by none"):
        Result((1, 1), (0,), Msg("coop-half-a-team"), "coop.win", team=True)


def test_the_summary_reports_a_cooperative_game_as_team_wins_and_reasons_for_losses():
    from rules.core.bots import GameRecord
    from rules.core.simulate import Summary
    from rules.core.types import Result

    summary = Summary(players=2, bots=["random", "random"])
    won = Result((3, 3), (0, 1), Msg("coop-goal-met"), "coop.win", team=True)
    heat = Result((0, 0), (), Msg("coop-too-hot"), "coop.heat", team=True)
    for result in (won, heat, heat, won, won):
        summary.add(GameRecord(result, actions=10, turns=2))
    report = summary.report({"coop.heat": "Loss: too hot"}.get)
    assert summary.team_wins == 3 and summary.losses == {"coop.heat": 2}
    assert "the team won 60.0% (3 of 5)" in report
    assert "lost by Loss: too hot: 40.0%" in report
    assert "seat 1" not in report  # no seat wins alone in a cooperative game


def test_an_older_saved_format_loads_with_later_fields_at_their_defaults():
    from rules.core.errors import StateError
    from rules.core.jsonstate import Reader, read_setup

    game = rules.load_game("escape-from-the-hidden-castle")
    saved = game.to_json(game.setup(3, seed=2))
    old = Reader({**saved, "format": 1}, "")
    read_setup(old, game, format_version=2)
    assert old.version == 1
    assert old.later("added-in-2", since=2, default="fallback") == "fallback"
    new = Reader({**saved, "format": 2}, "")
    read_setup(new, game, format_version=2)
    with pytest.raises(StateError, match="added-in-2"):
        new.later("added-in-2", since=2, default="fallback")
    with pytest.raises(StateError, match="must be at most 2"):
        read_setup(Reader({**saved, "format": 3}, ""), game, format_version=2)


def test_a_scenario_may_be_a_setup_and_the_moves_from_it(tmp_path):
    from rules.core.scenarios import load_scenarios

    game = rules.load_game("escape-from-the-hidden-castle")
    start = game.setup(2, seed=4)
    first = game.legal_actions(start)[0].key
    after = game.apply(start, first).state
    second = game.legal_actions(after)[0].key
    path = tmp_path / "scenarios.toml"
    path.write_text(
        "[[scenario]]\n"
        'id = "played"\ntitle = "T"\ntask = "Do it"\nrule = "hidden-castle.turn"\n'
        f'goal = ["{second}"]\nmoves = ["{first}"]\n'
        "[scenario.setup]\nplayers = 2\nseed = 4\n",
        encoding="utf-8",
    )
    (scenario,) = load_scenarios(path, game)
    assert scenario.state == after
    path.write_text(path.read_text().replace(f'moves = ["{first}"]', 'moves = ["fly away"]'))
    with pytest.raises(DataError, match=r"moves\[0\]"):
        load_scenarios(path, game)


def test_a_rulebook_translation_has_the_same_sections_and_is_found_beside_it(tmp_path):
    one = '[[section]]\nid = "a"\ntitle = "{t}"\nsource = "s"\ntext = "{x}"\n'
    (tmp_path / "rulebook.toml").write_text(
        'title = "Rules"\n' + one.format(t="Turn", x="Roll the die.")
    )
    (tmp_path / "rulebook.pt.toml").write_text(
        'title = "Regras"\n' + one.format(t="Vez", x="Role o dado.")
    )
    book = Rulebook.load(tmp_path / "rulebook.toml")
    pt = book.translation("pt")
    assert pt.title == "Regras" and pt.section("a").text == "Role o dado."
    assert book.translation("de") is None
    (tmp_path / "rulebook.pt.toml").write_text(
        'title = "Regras"\n' + one.format(t="Vez", x="x").replace('"a"', '"b"')
    )
    with pytest.raises(DataError, match=r"rulebook\.pt\.toml.*differ"):
        book.translation("pt")


def test_rulebook_in_gives_the_rulebook_itself_without_a_translation():
    game = rules.load_game("escape-from-the-hidden-castle")
    assert game.rulebook_in("pt") is game.rulebook


def test_scenario_and_tutorial_texts_may_be_translated(tmp_path):
    from rules.core.scenarios import load_scenarios
    from rules.core.tutorials import load_tutorial

    game = rules.load_game("escape-from-the-hidden-castle")
    first = game.legal_actions(game.setup(2, seed=4))[0].key
    path = tmp_path / "scenarios.toml"
    path.write_text(
        '[[scenario]]\nid = "s"\ntitle = "Place"\ntask = "Place a guest"\n'
        f'rule = "hidden-castle.turn"\ngoal = ["{first}"]\n'
        "[scenario.setup]\nplayers = 2\nseed = 4\n"
        '[scenario.pt]\ntitle = "Colocar"\ntask = "Coloque um convidado"\n',
        encoding="utf-8",
    )
    (scenario,) = load_scenarios(path, game)
    assert scenario.text("task", "pt") == "Coloque um convidado"
    assert scenario.text("task", "en") == "Place a guest" and scenario.text("hint", "pt") == ""
    tutorial_path = tmp_path / "tutorial.toml"
    tutorial_path.write_text(
        'title = "First"\nplayers = 2\nseed = 4\nvariants = []\n[pt]\ntitle = "Primeira"\n'
        f'[[move]]\nkey = "{first}"\ncomment = "A guest"\n[move.pt]\ncomment = "Um convidado"\n',
        encoding="utf-8",
    )
    tutorial = load_tutorial(tutorial_path, game)
    assert tutorial.title_in("pt") == "Primeira" and tutorial.title_in("en") == "First"
    assert (
        tutorial.comment_in(0, "pt") == "Um convidado" and tutorial.comment_in(0, "de") == "A guest"
    )
    path.write_text(path.read_text() + 'rule = "x"\n')  # a field no translation may hold
    with pytest.raises(DataError, match=r"scenario\[0\]\.pt\.rule"):
        load_scenarios(path, game)


# ----- the core's guards on bad input (issue 43) ---------------------------------------------
class Counting(rules.Game):
    """A game of the tests' own, the smallest the guards need: one seat adds any number to a
    total, keys "add <n>"; its loader trips over a wrong value the way a codec may (a list
    index out of range, a string where a number goes, a missing key)."""

    info = rules.core.GameInfo("counting", "Counting", (1, 1), "none")
    turn_rule = "counting.turn"

    def _setup(self, players, seed, variants, rulings):
        return {"players": players, "seed": seed, "total": 0, "to_move": 0}

    def _legal(self, state):
        return [self.cached_action(f"add {n}") for n in (1, 2)]

    def _apply(self, state, action, explain):
        total = state["total"] + int(action.key.split()[1])
        return rules.Transition({**state, "total": total})

    def _explain_illegal(self, state, action):
        return rules.Ruling("counting.add", f"only 1 or 2 may be added, not {action.key[4:]}")

    def parse_action(self, key):
        verb, _, number = key.partition(" ")
        if verb != "add" or not number.isdigit():
            raise ValueError(f"{key!r} is not an action of Counting")
        return rules.Action(key, f"Add {number}", "add")

    def result(self, state):
        return None

    def to_json(self, state):
        return {"game": "counting", **state}

    def from_json(self, data):
        from rules.core.jsonstate import Reader, parse

        doc = Reader(parse(data), "")
        steps = doc.array("steps")
        first = steps[0]  # IndexError when the list is empty
        return {"players": 1, "seed": 0, "to_move": 0, "total": doc.raw("total") + first}


def test_parse_action_of_every_game_refuses_a_non_string_and_an_overlong_key_first():
    """The core guards a game's own ``parse_action``: whatever its grammar would do with it
    (Counting's would raise AttributeError on a number), a key that is not a string or is
    longer than ``longest_key`` is a ValueError saying so, quoting a long key only briefly."""
    game = Counting()
    for key in (7, None, ["add 1"], game.parse_action("add 1")):
        with pytest.raises(ValueError, match="an action key is a string"):
            game.parse_action(key)
    with pytest.raises(ValueError, match="at most 200 characters") as caught:
        game.parse_action("add " + "1" * 1_000_000)
    assert len(str(caught.value)) < 200
    assert game.parse_action("add 12").key == "add 12"


def test_cached_action_refuses_an_unhashable_key_with_a_value_error():
    with pytest.raises(ValueError, match="string"):
        Counting().cached_action(["add 1"])


def test_why_illegal_reads_an_action_of_another_game_by_its_key():
    game, state = Counting(), Counting().setup(1)
    castle = rules.load_game("escape-from-the-hidden-castle")
    theirs = castle.parse_action("roll 4")
    ruling = game.why_illegal(state, theirs)
    assert ruling.rule == "counting.turn" and "not an action of Counting" in ruling.text
    with pytest.raises(rules.IllegalAction) as caught:
        game.apply(state, theirs)
    assert caught.value.ruling == ruling
    mine_by_key = rules.Action("add 7", "someone else's words")
    assert game.why_illegal(state, mine_by_key).rule == "counting.add"
    assert game.why_illegal(state, rules.Action("add 2", "x")) is None


def test_an_illegal_huge_key_is_quoted_briefly_in_the_refusal():
    game, state = Counting(), Counting().setup(1)
    with pytest.raises(rules.IllegalAction) as caught:
        game.apply(state, "x" * 1_000_000)
    assert len(str(caught.value)) < 300 and caught.value.ruling.rule == "counting.turn"


def test_the_cache_of_parsed_actions_keeps_at_most_its_bound():
    from rules.core.game import PARSED_LIMIT

    game = Counting()
    for n in range(10_000):
        game.cached_action(f"add {n}")
    assert len(game._parsed_actions) == PARSED_LIMIT
    assert game.cached_action("add 9999") is game.cached_action("add 9999")  # newest kept


def test_the_rulebooks_by_language_keep_at_most_their_bound():
    from rules.core.game import LANGUAGES_LIMIT

    game = rules.load_game("o-inconsciente")
    for n in range(10_000):
        assert game.rulebook_in(f"xx-{n:04d}").sections
    assert game.rulebook_in("../../secret") is game.rulebook
    assert len(game.__dict__["_rulebooks"]) <= LANGUAGES_LIMIT


@pytest.mark.parametrize(
    ("doc", "field", "problem"),
    [
        ({"steps": [], "total": 1}, "steps", "IndexError"),
        ({"steps": [1], "total": "many"}, "total", "TypeError"),
        ({"total": 1}, "steps", "missing"),
        ("[" * 100_000, "(document)", "nested more than"),
    ],
)
def test_every_failure_of_a_load_is_a_state_error_naming_the_field(doc, field, problem):
    """Counting's loader does not check what it reads; the core's wrapper of every
    ``from_json`` turns what it trips over into a StateError naming the field it read last."""
    from rules.core.errors import StateError

    with pytest.raises(StateError) as caught:
        Counting().from_json(doc)
    assert caught.value.field == field and problem in caught.value.problem


def test_a_load_that_recurses_without_end_is_a_state_error():
    from rules.core.errors import StateError

    class Recursing(Counting):
        def from_json(self, data):
            return self.from_json(data)

    with pytest.raises(StateError, match="nested too deeply"):
        Recursing().from_json({})


@pytest.mark.parametrize("form", ["text", "bytes", "dict"])
def test_parse_refuses_a_document_nested_deeper_than_any_save(form):
    from rules.core.errors import StateError
    from rules.core.jsonstate import MAX_DEPTH, parse

    deep: dict = {"a": 1}
    for _ in range(5_000):
        deep = {"a": deep}
    data = {"text": lambda: '{"a":' * 5_000 + "1" + "}" * 5_000, "dict": lambda: deep}.get(
        form, lambda: ('{"a":' * 5_000 + "1" + "}" * 5_000).encode()
    )()
    with pytest.raises(StateError, match=rf"more than {MAX_DEPTH} levels") as caught:
        parse(data, "upload.json")
    assert caught.value.source == "upload.json" and caught.value.field == "(document)"
    shallow: dict = {"a": 1}
    for _ in range(MAX_DEPTH - 1):
        shallow = {"a": shallow}
    assert parse(shallow) is shallow


def test_parse_refuses_a_dict_that_holds_itself():
    from rules.core.errors import StateError
    from rules.core.jsonstate import parse

    looped: dict = {}
    looped["a"] = looped
    looped["b"] = looped
    with pytest.raises(StateError, match="levels"):
        parse(looped)
