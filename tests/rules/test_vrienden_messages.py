"""Vrienden's words: every Step sentence, refusal, label, description, quiz summary and board
text comes from rules/vrienden/messages/en.ftl.

The golden playthroughs prove the English reads as it always has; these tests keep the
catalogue and the code in step: every message the code names exists, every message of the
catalogue is used, names (colours, rows, seats) are messages a language can translate, and a
peek's value is a secret that only its looker and the teacher read.
"""

from __future__ import annotations

import re
from pathlib import Path

import rules
from rules.core.messages import Msg, Secret, redact, render
from rules.vrienden import names as nm
from rules.vrienden.names import COLOURS, M

GAME = rules.load_game("vrienden")
ROOT = Path(rules.__file__).parent.parent
SOURCES = (
    *sorted((ROOT / "rules" / "vrienden").glob("*.py")),
    ROOT / "explorer" / "boards" / "vrienden.py",
)
# Messages named in parts at run time: by a colour, a count's noun, a joiner, an inspiration
# space, a score part, a quiz summary's part, an objective's kind, a status line's moment.
BUILT = (
    # A ruling's title and readings, named by RulingOption.worded (rules/core/types.py).
    "ruling-",
    "reading-",
    # The action kinds' titles, named by messages.named (rules/core/messages.py).
    "kind-",
    # The pitch and the variants' titles, named by game.toml's convention (rules/core/package.py).
    "pitch",
    "variant-",
    "objective-name-",
    "board-status-hint-",
    "colour-",
    "count-",
    "channel-moves-",
    "part-",
    "summary-",
    "board-part-",
    "board-short-",
    "board-objective-",
    "comma",
    "semicolon",
    "and",
    "plus",
    "slash",
    "space",
    "dot",
)


def named_in_code() -> set[str]:
    """The message ids the code names: ``M + "id"``, ``f"{M}id"`` and the board's ``say``."""
    source = "".join(p.read_text(encoding="utf-8") for p in SOURCES)
    plain = re.findall(r'M \+ "([a-z0-9-]+)"', source)
    formatted = re.findall(r'f"\{M\}([a-z0-9-]+)', source)
    chosen = re.findall(r'M \+ \("([a-z0-9-]+)" if .*? else "([a-z0-9-]+)"\)', source)
    board = re.findall(r'say\(\s*"([a-z0-9-]+)"', source)
    board_chosen = re.findall(r'say\(\s*"([a-z0-9-]+)" if .*? else "([a-z0-9-]+)"', source)
    names = set(plain + formatted + [n for pair in chosen for n in pair])
    names |= {"board-" + n for n in board + [n for pair in board_chosen for n in pair]}
    return {M + name for name in names}


def test_the_catalogue_is_valid_fluent_in_every_language_of_the_game():
    assert GAME.messages.problems() == []
    assert GAME.info.languages == ("en",)


def test_every_message_the_code_names_exists_and_every_message_is_used():
    known = set(GAME.messages.parameters["en"])
    ours = {m for m in known if m.startswith(M)}
    named = named_in_code()
    fixed = {m for m in named if not m.endswith("-")}
    assert fixed <= known, sorted(fixed - known)
    unused = {m for m in ours - named if not any(m.startswith(M + b) for b in BUILT)}
    # Chosen by a variable in the engine: what stops a walk (``Vrienden._walk``), the two
    # refusals of a move owed the other way.
    walk = ("above-bubbles", "into-bubbles", "below-earth", "earth-bottom", "earth-black-only")
    unused -= {M + f"refuse-{why}" for why in (*walk, "full-crossed", "full-reached")}
    unused -= {M + f"refuse-owes-no-{x}" for x in ("down", "up")}
    assert not unused, sorted(unused)


def test_every_colour_row_and_seat_is_a_message():
    for c, colour in enumerate(COLOURS):
        assert render(nm.colour(c)) == colour.replace("-", " ")
        assert render(nm.colour_start(c)) == colour.replace("-", " ").capitalize()
        assert GAME.messages.has(f"{M}board-short-{colour}")
    assert render(nm.row(0)) == "the bhagya bubbles"
    assert render(nm.row(2)) == "the dark blue chakra"
    assert render(nm.row_start(8)) == "The earth"
    assert render(nm.row_plain(7)) == "red chakra"
    assert nm.seat(2) == Msg(M + "seat", number=3) and GAME.seat_name(2) == nm.seat(2)
    assert render(GAME.seat_name(2)) == "Player 3"
    for space in range(1, 9):
        assert GAME.messages.has(f"{M}channel-moves-{space}")


def test_steps_refusals_labels_and_descriptions_are_messages():
    state = GAME.setup(2, seed=1)
    action = GAME.legal_actions(state)[0]
    assert isinstance(action.name, Msg) and action.label.startswith("Take ")
    transition = GAME.apply(state, action)
    assert all(isinstance(step.message, Msg) for step in transition.steps)
    ruling = GAME.why_illegal(state, "move red chakra:red earth")
    assert isinstance(ruling.message, Msg)
    assert ruling.text == (
        "Energies move only during a channel action: place an inspiration token first."
    )
    assert isinstance(GAME.describe(state), Msg)


def test_a_peek_is_a_secret_of_the_looker_and_the_teacher():
    state = GAME.setup(2, seed=3)
    colour = next(c for c in range(7) if c not in state.meditation[0])
    transition = GAME.apply(state, f"meditate {COLOURS[colour]}")
    look = next(s for s in transition.steps if s.rule == "vrienden.meditate.look")
    peek = dict(look.message.args)["peek"]
    assert isinstance(peek, Secret) and peek.seen_by == frozenset({0})
    value = state.plenitude[colour]
    assert f"(teacher view: it shows {value})" in look.text
    assert render(redact(look.message, 0)) == look.text
    other = GAME.view_step(look, 1)
    assert "teacher view" not in other.text and other.text.endswith("plenitude token.")
    assert GAME.view_step(look, 0).text == look.text
