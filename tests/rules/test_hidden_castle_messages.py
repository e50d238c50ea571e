"""The game's words: every Step sentence, refusal, label and name comes from messages/en.ftl.

The golden playthroughs prove the English reads as it always has; these tests keep the
catalogue and the code in step: every message the code names exists, every message of the
catalogue is used, and names (seats, rooms, places) are messages a language can translate.
"""

from __future__ import annotations

import re
from pathlib import Path

import rules
from rules.core.messages import Msg, render
from rules.escape_from_the_hidden_castle.names import M

GAME = rules.load_game("escape-from-the-hidden-castle")
PACKAGE = Path(rules.__file__).parent / "escape_from_the_hidden_castle"
# Messages named in parts at run time: by a colour, a room id, a ruling's title and reading
# (RulingOption.worded), a shield (also in the description), a list's joint, an action kind
# (messages.named) and a score line's mark on the board (the turn's or the winner's).
BUILT = (
    "colour-",
    "room-",
    "ruling-",
    "reading-",
    "shield-",
    "describe-shield-",
    "list-",
    "kind-",
    "board-score-",
    # The pitch and the variant's title, named by game.toml (rules/core/package.py).
    "pitch",
    "variant-",
)


# The board view's texts are the game's messages too (``say("id")`` names ``board-id``).
BOARD = PACKAGE.parent.parent / "explorer" / "boards" / "escape_from_the_hidden_castle.py"


def named_in_code() -> set[str]:
    """The message ids the package's code names: ``M + "id"`` and ``f"{M}id"``, and the
    board view's ``say("id")`` and ``say("id" if ... else "other")``."""
    source = "".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    plain = re.findall(r'M \+ "([a-z0-9-]+)"', source)
    formatted = re.findall(r'f"\{M\}([a-z0-9-]+)', source)
    board = BOARD.read_text(encoding="utf-8")
    said = re.findall(r'say\(\s*"([a-z0-9-]+)"', board)
    said += [n for pair in re.findall(r'say\(\s*"([a-z0-9-]+)" if .*? else "([a-z0-9-]+)"', board)
             for n in pair]  # fmt: skip
    return {M + name for name in plain + formatted} | {f"{M}board-{name}" for name in said}


def test_the_catalogue_is_valid_fluent_in_every_language_of_the_game():
    assert GAME.messages.problems() == []
    assert GAME.info.languages == ("en",)


def test_every_message_the_code_names_exists_and_every_message_is_used():
    known = set(GAME.messages.parameters["en"])
    ours = {m for m in known if m.startswith(M)}
    named = named_in_code()
    fixed = {m for m in named if not m.endswith("-")}
    assert fixed <= known, sorted(fixed - known)
    unused = {m for m in ours - fixed if not any(m.startswith(M + b) for b in BUILT)}
    assert not unused, sorted(unused)


def test_every_seat_room_ruling_reading_and_shield_has_a_name():
    board = GAME.board
    for colour in board.colours:
        assert GAME.messages.has(f"{M}colour-{colour}"), colour
    for side in board.sides.values():
        for room in side.rooms:
            assert render(Msg(f"{M}room-{room.id}")) == room.name
            assert GAME.messages.has(f"{M}shield-{room.shield}")
    for option in GAME.info.rulings:
        for choice in option.choices:
            assert GAME.messages.has(f"{M}reading-{option.name}-{choice}")


def test_names_are_messages_with_their_parts_as_parameters():
    state = GAME.setup(3, seed=0)
    guest = GAME.guest_msg(state, 5)
    assert guest == Msg(M + "guest", seat=Msg(M + "colour-blue"), number=1)
    assert render(guest) == GAME.guest_name(state, 5) == "Blue guest 1"
    assert GAME.place_name(state, 0) == "the arrow space (0)"
    assert GAME.place_name(state, 12) == "space 12"
    assert GAME.place_name(state, state.hugo) == "the cellar door"


def test_steps_refusals_and_labels_are_messages():
    state = GAME.setup(2, seed=1)
    action = GAME.legal_actions(state)[0]
    assert isinstance(action.name, Msg) and action.label == "Place on space 0"
    transition = GAME.apply(state, action)
    assert all(isinstance(step.message, Msg) for step in transition.steps)
    ruling = GAME.why_illegal(state, "roll 4")
    assert isinstance(ruling.message, Msg)
    assert ruling.text == "Guests are still being placed; no rolls yet."
