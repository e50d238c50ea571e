"""O Inconsciente names in words a move that names what its board lacks (issue 44).

A key such as "declare i99" (typed by hand, or read from a file) is still read as its kind of
move and refused by that move's rule; its label showed the key as typed, the one message of
any game left showing a key. It now says in words what the move is: one naming something this
board does not have, in each language, and never the key.
"""

from __future__ import annotations

import pytest

import rules
from rules.o_inconsciente.names import LANGUAGES

GAME = rules.load_game("o-inconsciente")
UNKNOWN = ("declare i99", "declare b99 i1", "thesis 99", "bonus 99 1")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", UNKNOWN)
def test_a_key_naming_nothing_on_the_board_is_labelled_in_words(key, language):
    label = GAME.parse_action(key).render(language)
    assert key not in label and "99" not in label
    assert label.split()[0] not in key.split()  # not the key's words either
    assert len(label.split()) >= 4  # a sentence, not a code
