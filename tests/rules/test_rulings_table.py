"""``RulingOption.table``: a game's rulings made from its table of names and readings in one
place (issue 45: four games wrote the same comprehension over ``RulingOption.worded``)."""

import rules
from rules.core import RulingOption
from rules.core.messages import Msg

#: The rulings whose game.toml names another rulebook section or other messages than the
#: table's (the Hidden Castle's sections; Daybreak's solo power, read as the powers' names).
NAMED_OTHERWISE = {
    "escape-from-the-hidden-castle": {"green-room", "points-end", "midnight-ties"},
    "daybreak": {"solo-power"},
}


def test_a_row_is_a_ruling_named_after_it_the_first_reading_its_default():
    (ruling,) = RulingOption.table("x-", "x.", (("bubbles", ("only", "too", "never")),))
    assert ruling.name == "bubbles"
    assert ruling.section == "x.ruling.bubbles"
    assert ruling.default == "only"
    assert ruling.choices == ("only", "too", "never")
    assert ruling.title == Msg("x-ruling-bubbles")
    assert ruling.label("too") == Msg("x-reading-bubbles-too")


def test_the_games_rulings_are_their_tables():
    """Every game's rulings, declared in its game.toml, are the table of their names and
    readings but where the declaration names otherwise."""
    for slug in rules.available_games():
        game = rules.load_game(slug)
        prefix = game.package.declaration.prefix
        rulings = game.info.rulings
        table = RulingOption.table(
            prefix + "-", prefix + ".", [(r.name, r.choices) for r in rulings]
        )
        otherwise = {r.name for r, row in zip(rulings, table, strict=True) if r != row}
        assert otherwise == NAMED_OTHERWISE.get(slug, set()), slug
