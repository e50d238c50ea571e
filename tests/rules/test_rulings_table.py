"""``RulingOption.table``: a game's rulings made from its table of names and readings in one
place (issue 45: four games wrote the same comprehension over ``RulingOption.worded``)."""

import rules
from rules.core import RulingOption
from rules.core.messages import Msg

#: Games whose rulings are declared in their game.toml, each named by the table's convention.
DECLARED = ("oasis", "vrienden", "mycelia-prisma", "mushroom-eaters", "o-inconsciente")


def test_a_row_is_a_ruling_named_after_it_the_first_reading_its_default():
    (ruling,) = RulingOption.table("x-", "x.", (("bubbles", ("only", "too", "never")),))
    assert ruling.name == "bubbles"
    assert ruling.section == "x.ruling.bubbles"
    assert ruling.default == "only"
    assert ruling.choices == ("only", "too", "never")
    assert ruling.title == Msg("x-ruling-bubbles")
    assert ruling.label("too") == Msg("x-reading-bubbles-too")


def test_the_games_rulings_are_their_tables():
    for slug in DECLARED:
        rulings = rules.load_game(slug).info.rulings
        table = [(r.name, r.choices) for r in rulings]
        assert RulingOption.table(slug + "-", slug + ".", table) == rulings
