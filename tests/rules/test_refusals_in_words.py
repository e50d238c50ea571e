"""A refusal speaks words, never action keys (issue 44).

Vrienden refused a take whose colours were named out of the board's order with the key of the
right one ("... then black, white: 'take flow:1 red,orange to root'"), and Oasis did the same
for a Mission group or a grabbed pair written the other way round ("That is the action
'mission raider,7'"): a learner sees words, never keys. Every game's catalogue is checked for
refusals that take a key to show, and every game's actions whose key lists several things
(comma-separated) are written the other way round over random positions: the refusal names
the action in words (its label) or what it takes, and shows neither key.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import rules

ROOT = Path(rules.__file__).parent
MESSAGE = re.compile(r"^([a-z][\w-]*)\s*=(.*(?:\n[ \t]+.*)*)", re.MULTILINE)


def test_no_message_of_any_game_shows_a_key():
    shown = []
    for path in sorted(ROOT.glob("*/messages/*.ftl")):
        for message_id, body in MESSAGE.findall(path.read_text(encoding="utf-8")):
            if "$key" in body:
                shown.append(f"{path.relative_to(ROOT)}: {message_id}")
    assert not shown


def reversed_keys(action):
    """``action``'s key with each comma-separated list in it written the other way round."""
    words = action.key.split(" ")
    for i, word in enumerate(words):
        items = word.split(",")
        if len(items) > 1 and items != items[::-1]:
            yield " ".join([*words[:i], ",".join(reversed(items)), *words[i + 1 :]])


@pytest.mark.parametrize("slug", rules.available_games())
def test_an_action_written_in_another_order_is_refused_in_words(slug):
    game = rules.load_game(slug)
    low, high = game.info.players
    refused = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = game.setup(players=low + seed % (high - low + 1), seed=seed)
        for _ in range(300):
            if game.result(state) is not None or state.to_move is None:
                break
            legal = game.legal_actions(state)
            for action in legal:
                for other in reversed_keys(action):
                    ruling = game.why_illegal(state, other)
                    if ruling is None:
                        continue
                    for language in game.info.languages:
                        said = ruling.render(language)
                        assert action.key not in said and other not in said, (other, said)
                        assert not re.search(r"\w,\w", said), (other, said)  # no key's list
                    refused += 1
            state = game.apply(state, rng.choice(legal), explain=False).state
    if slug in ("vrienden", "oasis"):
        assert refused > 0  # the games whose keys list things in an order
