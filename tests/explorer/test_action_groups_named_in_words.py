"""The Play tab's long list names each group of actions in words (issue 44, a learner sees
words, never ids): a group of actions that start from the same place is named after the board's
name for that place; where the board names none, the kind is cut in numbered parts instead of
being named by its key ("Start a Local Project: cn efficient buildings" in Daybreak). Over the
first moves of a game between bots, in every game, at its largest table."""

from __future__ import annotations

import pytest

import rules
from explorer.app import GameExplorer


def key_words(key: str) -> str | None:
    """What a group named by the start of ``key`` read like: its key, dashes and colons made
    spaces (None when that start is no id)."""
    parts = key.split(" ")
    start = parts[1] if len(parts) > 2 else ""
    if not any(mark in start for mark in ":-"):
        return None
    return start.replace(":", " ").replace("-", " ")


@pytest.mark.parametrize("slug", rules.available_games())
def test_no_group_of_the_long_list_is_named_by_a_key(slug):
    game = rules.load_game(slug)
    app = GameExplorer(slug, players=game.info.players[1], seed=2)
    play = app.play_panel
    shown = 0
    for _ in range(120):
        if app.session.over:
            break
        if play.long_list.layout.display != "none":
            shown += 1
            unnamed = app.t("board-piece")  # what the board calls a place it does not draw
            for group in play.groups:
                labels = [label for _, label, *_ in group.items]
                for key, *_ in group.items:
                    said = key_words(key)
                    if said is None or app.element_words(key.split(" ")[1]) != unnamed:
                        continue  # no id, or a place the board names ("Maya flow 1")
                    if all(said in label for label in labels):
                        continue  # the game's own words for its actions ("dark blue")
                    assert said not in group.name, (group.name, key)
        app.bot_move()
    if not shown:
        pytest.skip("no long list in this game's first moves")
